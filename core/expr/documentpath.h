// Document paths (`a.b[2].#c`) as parsed by parser.h, and projections of items by them.
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

// The attributes of `item` that the paths name, nested maps and lists kept as far as the paths
// go. Elements picked from a list keep their order and close up, as DynamoDB returns them;
// paths that name nothing in the item contribute nothing.
Item applyProjection(const Item &item, const QList<DocumentPath> &paths);

} // namespace lw::expr
