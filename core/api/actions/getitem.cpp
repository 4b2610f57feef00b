#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> getItem(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"Key"_s, u"ConsistentRead"_s,
                                       u"ReturnConsumedCapacity"_s, u"ProjectionExpression"_s,
                                       u"AttributesToGet"_s, u"ExpressionAttributeNames"_s});
        !s)
        return std::unexpected(s.error());
    GetItemRequest get;
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    get.tableName = *name;
    auto key = itemMember(request, u"Key"_s);
    if (!key)
        return std::unexpected(key.error());
    get.key = std::move(*key);
    auto consistent = boolMember(request, u"ConsistentRead"_s);
    if (!consistent)
        return std::unexpected(consistent.error());
    get.consistentRead = *consistent;
    auto capacityMode = returnConsumedCapacity(request);
    if (!capacityMode)
        return std::unexpected(capacityMode.error());
    auto expressions =
        parseExpressions(request, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
    if (!expressions)
        return std::unexpected(expressions.error());
    const auto &projection = expressions->projection;
    get.attributesRead = attributesRead(*expressions);

    get.asOfMs = options.asOfMs;
    auto result = engine.getItem(get);
    if (!result)
        return std::unexpected(result.error());
    QJsonObject out;
    // Capacity is charged on the whole item; the projection only trims what is returned.
    if (result->item)
        out.insert(u"Item"_s,
                   itemToJson(projection ? expr::applyProjection(*result->item, *projection)
                                         : *result->item));
    addCapacity(out, *capacityMode, result->capacity);
    return out;
}

} // namespace lw::api
