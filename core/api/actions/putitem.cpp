#include "actions.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> putItem(Engine &engine, const QJsonObject &request)
{
    if (auto s =
            onlyMembers(request, {u"TableName"_s, u"Item"_s, u"ReturnValues"_s,
                                  u"ReturnConsumedCapacity"_s, u"ReturnItemCollectionMetrics"_s});
        !s)
        return std::unexpected(s.error());
    if (auto s = itemCollectionMetrics(request); !s)
        return std::unexpected(s.error());
    PutItemRequest put;
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    put.tableName = *name;
    auto item = itemMember(request, u"Item"_s);
    if (!item)
        return std::unexpected(item.error());
    put.item = std::move(*item);
    auto values = returnValues(request);
    if (!values)
        return std::unexpected(values.error());
    put.returnValues = *values;
    auto capacityMode = returnConsumedCapacity(request);
    if (!capacityMode)
        return std::unexpected(capacityMode.error());

    auto result = engine.putItem(put);
    if (!result)
        return std::unexpected(result.error());
    QJsonObject out;
    if (result->oldItem)
        out.insert(u"Attributes"_s, itemToJson(*result->oldItem));
    addCapacity(out, *capacityMode, result->capacity);
    return out;
}

} // namespace lw::api
