#include "actions.h"
#include "api/readparams.h"
#include "api/requestjson.h"
#include "engine/items.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// Segment and TotalSegments as the validation layer passed them: both or neither, except a
// Segment 0 alone, which the service reads as unset (docs/validation.md): a whole scan.
void readSegments(const QJsonObject &request, ScanRequest &scan)
{
    if (!request.contains(u"TotalSegments"_s))
        return;
    scan.segment = request.value(u"Segment"_s).toInteger();
    scan.totalSegments = request.value(u"TotalSegments"_s).toInteger();
}

template<typename Answer>
Result<Answer> scanAs(Engine &engine, const QJsonObject &request, const CallOptions &options)
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
    readSegments(request, scanRequest);
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
    return readAnswer<Answer>(std::move(*result), *params);
}

} // namespace

Result<QJsonObject> scan(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    return scanAs<QJsonObject>(engine, request, options);
}

Result<QByteArray> scanWire(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    return scanAs<QByteArray>(engine, request, options);
}

} // namespace lw::api
