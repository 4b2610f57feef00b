// Document paths (`a.b[2].#c`) and the ProjectionExpression built from them: parsed once into
// lists of path elements, checked in DynamoDB's order of error precedence, then applied to items.
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QStringView>

namespace lw::expr {

// One step of a path: a map key (placeholders already resolved) or a list index.
struct PathElement
{
    QString name;
    qint64 index = -1; // >= 0 for a list index
    bool isIndex() const { return index >= 0; }
    friend bool operator==(const PathElement &, const PathElement &) = default;
};
using DocumentPath = QList<PathElement>;

// DynamoDB's rendering of a path in its messages: "[a, b, [2]]".
QString pathText(const DocumentPath &path);

// Parses a ProjectionExpression: path (',' path)*. `names` are the request's
// ExpressionAttributeNames; every placeholder used is added to `usedNames`.
// Errors (ValidationException, "Invalid ProjectionExpression: " + …), in DynamoDB's order:
// "The expression can not be empty;", a syntax error (see lexer.h); then, among the paths,
// "Attribute name is a reserved keyword; reserved keyword: <name>", "An expression attribute
// name used in the document path is not defined; attribute name: <#n>", "Two document paths
// overlap with each other; must remove or rewrite one of these paths; path one: [..], path two:
// [..]", "Two document paths conflict with each other; …".
Result<QList<DocumentPath>> parseProjection(QStringView expression, const QJsonObject &names,
                                            QSet<QString> &usedNames);

// The attributes of `item` that the paths name, nested maps and lists kept as far as the paths
// go. Elements picked from a list keep their order and close up, as DynamoDB returns them;
// paths that name nothing in the item contribute nothing.
Item applyProjection(const Item &item, const QList<DocumentPath> &paths);

} // namespace lw::expr
