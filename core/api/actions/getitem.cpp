#include "actions.h"
#include "api/expressionparams.h"
#include "api/plainrequests.h"
#include "api/requestjson.h"
#include "api/wireobject.h"
#include "engine/items.h"
#include "model/attributejson.h"
#include "model/compactjson.h"

#include <type_traits>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// What a GetItem request asks, read and checked.
struct ReadGetItem
{
    GetItemRequest get;
    ReturnConsumedCapacity capacity = ReturnConsumedCapacity::None;
    std::optional<QList<expr::DocumentPath>> projection;
};

Result<ReadGetItem> readGetItem(const QJsonObject &request)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"Key"_s, u"ConsistentRead"_s,
                                       u"ReturnConsumedCapacity"_s, u"ProjectionExpression"_s,
                                       u"AttributesToGet"_s, u"ExpressionAttributeNames"_s});
        !s)
        return std::unexpected(s.error());
    ReadGetItem read;
    auto name = tableName(request);
    LW_TRY(name);
    read.get.tableName = *name;
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    read.get.key = std::move(*key);
    auto consistent = boolMember(request, u"ConsistentRead"_s);
    LW_TRY(consistent);
    read.get.consistentRead = *consistent;
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    read.capacity = *capacityMode;
    auto expressions =
        parseExpressions(request, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
    LW_TRY(expressions);
    read.get.attributesRead = attributesRead(*expressions);
    read.projection = std::move(expressions->projection);
    return read;
}

template<typename Answer>
Result<Answer> answerGetItem(Engine &engine, ReadGetItem read, const CallOptions &options)
{
    read.get.asOfMs = options.asOfMs;
    auto result = itemsOf(engine).getItem(read.get);
    LW_TRY(result);
    // Capacity is charged on the whole item; the projection only trims what is returned.
    if (result->item && read.projection)
        result->item = expr::applyProjection(*result->item, *read.projection);
    if constexpr (std::is_same_v<Answer, QByteArray>) {
        WireObject out; // by name, as QJsonObject keeps them: ConsumedCapacity, Item
        out.capacity(read.capacity, result->capacity);
        if (result->item)
            json::appendItem(out.member("Item"), *result->item);
        return out.done();
    } else {
        QJsonObject out;
        if (result->item)
            out.insert(u"Item"_s, itemToJson(*result->item));
        addCapacity(out, read.capacity, result->capacity);
        return out;
    }
}

template<typename Answer>
Result<Answer> getItemAs(Engine &engine, const QJsonObject &request, const CallOptions &options)
{
    Result<ReadGetItem> read = readGetItem(request);
    LW_TRY(read);
    return answerGetItem<Answer>(engine, std::move(*read), options);
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

Result<QByteArray> plainGetItemWire(Engine &engine, const PlainGetItem &plain,
                                    const CallOptions &options)
{
    return answerGetItem<QByteArray>(engine, ReadGetItem{plain.get, plain.capacity, std::nullopt},
                                     options);
}

} // namespace lw::api
