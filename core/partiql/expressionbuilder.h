// Expressions for the requests a statement translates into (translate.h): PartiQL's paths,
// operands, conditions and SET values written as DynamoDB's expression syntax, attribute names
// as #n and values as :v placeholders. Shared by translate.cpp's planners; not part of the
// library's interface.
#pragma once

#include "ast.h"
#include "model/error.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace lw::partiql::translation {

// ValidationException "Unsupported operation: <what>", for what DynamoDB's PartiQL cannot say.
Error unsupported(const QString &what);

// The expression text and placeholders of one request.
class ExpressionBuilder
{
public:
    // `parameters`: the request's Parameters, for the statement's `?`s in order.
    explicit ExpressionBuilder(const QJsonArray &parameters) : m_parameters(parameters) {}

    // The placeholder of an attribute name (one per name: "#n0", "#n1" …).
    QString name(const QString &attribute);
    // A new placeholder for a value (":v0", ":v1" …).
    QString value(const QJsonObject &attributeValue);
    // A document path with its names as placeholders: "#n0.#n1[2]".
    QString path(const Path &p);

    // A literal or parameter as its AttributeValue; "Unsupported operation" for anything else.
    Result<QJsonObject> resolve(const Expr &e) const;
    // A path, a value or size(path), where a condition's operand stands.
    Result<QString> operand(const Expr &e);
    // A WHERE (or part of one) as a ConditionExpression.
    Result<QString> condition(const Expr &e);
    // What SET assigns: a value, a path, + and -, list_append and if_not_exists (set_add and
    // set_delete are the planner's: they become ADD and DELETE clauses).
    Result<QString> setValue(const Expr &e);

    // Adds ExpressionAttributeNames and ExpressionAttributeValues when there are any.
    void addTo(QJsonObject &request) const;

private:
    Result<QString> call(const Expr &e);

    QJsonArray m_parameters;
    QHash<QString, QString> m_nameIds;
    QJsonObject m_names;
    QJsonObject m_values;
};

} // namespace lw::partiql::translation
