#include "actions.h"
#include "api/readparams.h"
#include "api/requestjson.h"
#include "engine/items.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// Segment and TotalSegments, with DynamoDB's texts for each way to get them wrong.
Status readSegments(const QJsonObject &request, ScanRequest &scan)
{
    const bool hasSegment = request.contains(u"Segment"_s);
    const bool hasTotal = request.contains(u"TotalSegments"_s);
    if (!hasSegment && !hasTotal)
        return {};
    const qint64 segment = request.value(u"Segment"_s).toInteger();
    const qint64 total = request.value(u"TotalSegments"_s).toInteger();
    if (hasTotal && (total < 1 || total > 1000000))
        return std::unexpected(validationError(
            u"1 validation error detected: Value '%1' at 'totalSegments' failed to satisfy "
            u"constraint: Member must have value %2"_s.arg(total)
                .arg(total < 1 ? u"greater than or equal to 1"_s
                               : u"less than or equal to 1000000"_s)));
    if (hasSegment && segment < 0)
        return std::unexpected(validationError(
            u"1 validation error detected: Value '%1' at 'segment' failed to satisfy constraint: "
            u"Member must have value greater than or equal to 0"_s.arg(segment)));
    if (!hasTotal)
        return std::unexpected(validationError(
            u"The TotalSegments parameter is required but was not present in the request when "
            u"Segment parameter is present"_s));
    if (!hasSegment)
        return std::unexpected(validationError(
            u"The Segment parameter is required but was not present in the request when "
            u"parameter TotalSegments is present"_s));
    if (segment >= total)
        return std::unexpected(validationError(
            u"The Segment parameter is zero-based and must be less than parameter TotalSegments: "
            u"Segment: %1 is not less than TotalSegments: %2"_s.arg(segment)
                .arg(total)));
    scan.segment = segment;
    scan.totalSegments = total;
    return {};
}

} // namespace

Result<QJsonObject> scan(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    if (auto s = onlyMembers(request,
                             {u"TableName"_s, u"IndexName"_s, u"Limit"_s, u"ExclusiveStartKey"_s,
                              u"ConsistentRead"_s, u"ReturnConsumedCapacity"_s, u"Select"_s,
                              u"ProjectionExpression"_s, u"FilterExpression"_s,
                              u"ExpressionAttributeNames"_s, u"ExpressionAttributeValues"_s,
                              u"Segment"_s, u"TotalSegments"_s, u"AttributesToGet"_s,
                              u"ScanFilter"_s, u"ConditionalOperator"_s});
        !s)
        return std::unexpected(s.error());
    ScanRequest scanRequest;
    LW_TRY(readSegments(request, scanRequest));
    auto params = readParams(request, false);
    LW_TRY(params);
    scanRequest.tableName = params->tableName;
    scanRequest.indexName = params->indexName;
    scanRequest.limit = params->limit;
    scanRequest.exclusiveStartKey = params->exclusiveStartKey;
    scanRequest.consistentRead = params->consistentRead;
    scanRequest.select = params->select;
    scanRequest.attributesRead = attributesRead(params->expressions);
    scanRequest.filter = std::move(params->expressions.filter);
    scanRequest.asOfMs = options.asOfMs;
    auto result = itemsOf(engine).scan(scanRequest);
    LW_TRY(result);
    return readResponse(std::move(*result), *params);
}

} // namespace lw::api
