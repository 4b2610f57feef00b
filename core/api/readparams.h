// What Scan and Query requests share: the target, paging, consistency, Select and the
// expressions, read with DynamoDB's texts; and the response both return.
#pragma once

#include "api/expressionparams.h"
#include "engine/requests.h"

#include <QByteArray>
#include <QJsonObject>

#include <type_traits>

namespace lw::api {

struct ReadParams
{
    QString tableName;
    QString indexName;
    std::optional<qint64> limit;
    std::optional<Item> exclusiveStartKey;
    bool consistentRead = false;
    Select select = Select::Default;
    ReturnConsumedCapacity capacityMode = ReturnConsumedCapacity::None;
    RequestExpressions expressions;
};

// `request` passed the validation layer (validation/validate.h) or was built by the PartiQL
// translator, so its members' types and constraints are not checked again here; what is left is
// Select's agreement with the projection. `isQuery` selects Query's expression members
// (KeyConditionExpression) and its "1 validation error detected: " prefix on the Select texts,
// which Scan's lack: "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName",
// "Must specify the AttributesToGet or ProjectionExpression when choosing to get
// SPECIFIC_ATTRIBUTES", "Cannot specify the ProjectionExpression when choosing to get
// ALL_ATTRIBUTES" (or ALL_PROJECTED_ATTRIBUTES, or "only the Count").
Result<ReadParams> readParams(const QJsonObject &request, bool isQuery);

// Items (projected; none for Select COUNT), Count, ScannedCount, LastEvaluatedKey and
// ConsumedCapacity.
QJsonObject readResponse(ScanResult result, const ReadParams &params);
// The same as compact JSON text, byte for byte what QJsonDocument writes of readResponse()'s
// (Api::callWire).
QByteArray readResponseWire(ScanResult result, const ReadParams &params);
// readResponse() or readResponseWire(), by the answer's type (QJsonObject or QByteArray).
template<typename Answer> Answer readAnswer(ScanResult result, const ReadParams &params)
{
    if constexpr (std::is_same_v<Answer, QByteArray>)
        return readResponseWire(std::move(result), params);
    else
        return readResponse(std::move(result), params);
}

} // namespace lw::api
