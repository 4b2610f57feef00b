#include "actions.h"
#include "api/readparams.h"
#include "api/requestjson.h"
#include "engine/items.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

template<typename Answer>
Result<Answer> queryAs(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    if (auto s = onlyMembers(
            request,
            {u"TableName"_s, u"IndexName"_s, u"Limit"_s, u"ExclusiveStartKey"_s,
             u"ConsistentRead"_s, u"ReturnConsumedCapacity"_s, u"Select"_s, u"ScanIndexForward"_s,
             u"KeyConditionExpression"_s, u"ProjectionExpression"_s, u"FilterExpression"_s,
             u"ExpressionAttributeNames"_s, u"ExpressionAttributeValues"_s, u"AttributesToGet"_s,
             u"QueryFilter"_s, u"ConditionalOperator"_s, u"KeyConditions"_s});
        !s)
        return std::unexpected(s.error());
    auto params = readParams(request, true);
    LW_TRY(params);
    QueryRequest query;
    query.tableName = params->tableName;
    query.indexName = params->indexName;
    query.limit = params->limit;
    query.exclusiveStartKey = params->exclusiveStartKey;
    query.consistentRead = params->consistentRead;
    query.select = params->select;
    query.keyCondition = std::move(*params->expressions.keyCondition);
    query.attributesRead = attributesRead(params->expressions);
    query.filter = std::move(params->expressions.filter);
    if (request.contains(u"ScanIndexForward"_s)) {
        auto forward = boolMember(request, u"ScanIndexForward"_s);
        LW_TRY(forward);
        query.scanIndexForward = *forward;
    }
    query.asOfMs = options.asOfMs;
    auto result = itemsOf(engine).query(query);
    LW_TRY(result);
    return readAnswer<Answer>(std::move(*result), *params);
}

} // namespace

Result<QJsonObject> query(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    return queryAs<QJsonObject>(engine, request, options);
}

Result<QByteArray> queryWire(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    return queryAs<QByteArray>(engine, request, options);
}

} // namespace lw::api
