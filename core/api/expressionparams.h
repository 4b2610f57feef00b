// The expression members of one request (ConditionExpression, UpdateExpression,
// KeyConditionExpression, FilterExpression, ProjectionExpression) with the
// ExpressionAttributeNames / ExpressionAttributeValues they share: validated and parsed once,
// in DynamoDB's order, before the engine sees the request.
#pragma once

#include "engine/requests.h"
#include "expr/ast.h"
#include "model/error.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace lw::api {

struct RequestExpressions
{
    std::optional<expr::Condition> condition; // ConditionExpression
    std::optional<expr::Condition> filter;    // FilterExpression
    std::optional<expr::KeyCondition> keyCondition;
    std::optional<expr::UpdateActions> update;
    std::optional<QList<expr::DocumentPath>> projection;
};

// Reads the expressions an action takes. `expressions` lists the expression members the action
// accepts and `legacy` the pre-expression members it accepts, both in DynamoDB's order for its
// messages (e.g. {"UpdateExpression", "ConditionExpression"} and {"AttributeUpdates",
// "Expected"} for UpdateItem). Errors (ValidationException), in DynamoDB's order:
// - "Can not use both expression and non-expression parameters in the same request:
//   Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}"
// - "ExpressionAttributeNames can only be specified when using expressions"
// - "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression
//   is null" ("UpdateExpression and ConditionExpression are null")
// - "ExpressionAttributeNames must not be empty", "ExpressionAttributeNames contains invalid key:
//   Syntax error; key: \"x\"", the same two for values, then "ExpressionAttributeValues contains
//   invalid value: <why> for key :v"
// - each expression's own errors (expr/parser.h), in the order Update, Condition,
//   KeyCondition, Filter, Projection
// - "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}", then the
//   same for values.
// - what a KeyConditionExpression may not contain (expr::keyConditionOf()).
Result<RequestExpressions> parseExpressions(const QJsonObject &request,
                                            const QStringList &expressions,
                                            const QStringList &legacy = {});

// What the request's projection and filter read (see AttributesRead in engine/requests.h).
AttributesRead attributesRead(const RequestExpressions &expressions);

// Applies `projection` (when there is one) to each item.
void project(QList<Item> &items, const std::optional<QList<expr::DocumentPath>> &projection);

} // namespace lw::api
