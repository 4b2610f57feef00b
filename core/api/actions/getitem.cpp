#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "engine/items.h"
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
    LW_TRY(name);
    get.tableName = *name;
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    get.key = std::move(*key);
    auto consistent = boolMember(request, u"ConsistentRead"_s);
    LW_TRY(consistent);
    get.consistentRead = *consistent;
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    auto expressions =
        parseExpressions(request, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
    LW_TRY(expressions);
    const auto &projection = expressions->projection;
    get.attributesRead = attributesRead(*expressions);

    get.asOfMs = options.asOfMs;
    auto result = itemsOf(engine).getItem(get);
    LW_TRY(result);
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
