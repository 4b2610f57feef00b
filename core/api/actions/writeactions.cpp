// PutItem, DeleteItem and UpdateItem: the same request shape around one item write, read by one
// function so that their members, texts and response agree.
#include "actions.h"
#include "api/plainrequests.h"
#include "api/requestjson.h"
#include "api/writeparams.h"
#include "engine/items.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> putItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto params = writeParams(request, {u"Item"_s}, {u"ConditionExpression"_s}, false);
    LW_TRY(params);
    auto item = itemMember(request, u"Item"_s);
    LW_TRY(item);
    PutItemRequest put{params->tableName, std::move(*item), params->returnValues,
                       std::move(params->condition)};
    return writeResponse(itemsOf(engine).putItem(put), params->capacityMode,
                         params->collectionMetrics);
}

Result<QJsonObject> plainPutItem(Engine &engine, const PlainPutItem &plain, const CallOptions &)
{
    return writeResponse(itemsOf(engine).putItem(plain.put), plain.capacity, false);
}

Result<QJsonObject> deleteItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto params = writeParams(request, {u"Key"_s}, {u"ConditionExpression"_s}, false);
    LW_TRY(params);
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    DeleteItemRequest del{params->tableName, std::move(*key), params->returnValues,
                          std::move(params->condition)};
    return writeResponse(itemsOf(engine).deleteItem(del), params->capacityMode,
                         params->collectionMetrics);
}

Result<QJsonObject> updateItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto params =
        writeParams(request, {u"Key"_s}, {u"UpdateExpression"_s, u"ConditionExpression"_s}, true);
    LW_TRY(params);
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    UpdateItemRequest update{params->tableName, std::move(*key),
                             std::move(params->expressions.update).value_or(expr::UpdateActions()),
                             params->returnValues, std::move(params->condition)};
    return writeResponse(itemsOf(engine).updateItem(update), params->capacityMode,
                         params->collectionMetrics);
}

} // namespace lw::api
