#include "actions.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> deleteItem(Engine &engine, const QJsonObject &request)
{
    if (auto s =
            onlyMembers(request, {u"TableName"_s, u"Key"_s, u"ReturnValues"_s,
                                  u"ReturnConsumedCapacity"_s, u"ReturnItemCollectionMetrics"_s});
        !s)
        return std::unexpected(s.error());
    if (auto s = itemCollectionMetrics(request); !s)
        return std::unexpected(s.error());
    DeleteItemRequest del;
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    del.tableName = *name;
    auto key = itemMember(request, u"Key"_s);
    if (!key)
        return std::unexpected(key.error());
    del.key = std::move(*key);
    auto values = returnValues(request);
    if (!values)
        return std::unexpected(values.error());
    del.returnValues = *values;
    auto capacityMode = returnConsumedCapacity(request);
    if (!capacityMode)
        return std::unexpected(capacityMode.error());

    auto result = engine.deleteItem(del);
    if (!result)
        return std::unexpected(result.error());
    QJsonObject out;
    if (result->oldItem)
        out.insert(u"Attributes"_s, itemToJson(*result->oldItem));
    addCapacity(out, *capacityMode, result->capacity);
    return out;
}

} // namespace lw::api
