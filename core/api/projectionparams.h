// ProjectionExpression with its ExpressionAttributeNames, for the reads that take only a
// projection (GetItem, each table of BatchGetItem, Scan until filters arrive).
#pragma once

#include "expr/documentpath.h"

#include <QJsonObject>

#include <optional>

namespace lw::api {

// The parsed paths, or nullopt when `request` has no ProjectionExpression. Errors
// (ValidationException), in DynamoDB's order: "ExpressionAttributeNames can only be specified
// when using expressions", "ExpressionAttributeNames must not be empty", the projection's own
// errors (see expr/documentpath.h), "Value provided in ExpressionAttributeNames unused in
// expressions: keys: {#a, #b}".
Result<std::optional<QList<expr::DocumentPath>>> projectionOf(const QJsonObject &request);

// `items` with the projection applied, when there is one.
void project(QList<Item> &items, const std::optional<QList<expr::DocumentPath>> &paths);

} // namespace lw::api
