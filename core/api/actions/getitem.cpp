#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "api/wireobject.h"
#include "engine/items.h"
#include "model/attributejson.h"
#include "model/compactjson.h"

#include <type_traits>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

template<typename Answer>
Result<Answer> getItemAs(Engine &engine, const QJsonObject &request, const CallOptions &options)
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
    // Capacity is charged on the whole item; the projection only trims what is returned.
    if (result->item && projection)
        result->item = expr::applyProjection(*result->item, *projection);
    if constexpr (std::is_same_v<Answer, QByteArray>) {
        WireObject out; // by name, as QJsonObject keeps them: ConsumedCapacity, Item
        out.capacity(*capacityMode, result->capacity);
        if (result->item)
            json::appendItem(out.member("Item"), *result->item);
        return out.done();
    } else {
        QJsonObject out;
        if (result->item)
            out.insert(u"Item"_s, itemToJson(*result->item));
        addCapacity(out, *capacityMode, result->capacity);
        return out;
    }
}

} // namespace

Result<QJsonObject> getItem(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    return getItemAs<QJsonObject>(engine, request, options);
}

Result<QByteArray> getItemWire(Engine &engine, const QJsonObject &request,
                               const CallOptions &options)
{
    return getItemAs<QByteArray>(engine, request, options);
}

} // namespace lw::api
