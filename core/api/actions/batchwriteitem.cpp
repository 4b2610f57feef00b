#include "actions.h"
#include "api/requestjson.h"
#include "engine/items.h"
#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> batchWriteItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"RequestItems"_s, u"ReturnConsumedCapacity"_s,
                                       u"ReturnItemCollectionMetrics"_s});
        !s)
        return std::unexpected(s.error());
    const QJsonObject requestItems = request.value(u"RequestItems"_s).toObject();
    BatchWriteRequest batch;
    for (auto it = requestItems.begin(); it != requestItems.end(); ++it) {
        for (const auto &w : it.value().toArray()) {
            // Exactly one of the two: the validation layer refused a request with neither or
            // both.
            const QJsonObject o = w.toObject();
            const bool isPut = o.contains(u"PutRequest"_s);
            const QJsonObject inner =
                o.value(isPut ? u"PutRequest"_s : u"DeleteRequest"_s).toObject();
            auto item = itemMember(inner, isPut ? u"Item"_s : u"Key"_s);
            LW_TRY(item);
            batch.writes << BatchWriteRequest::Write{it.key(), isPut, std::move(*item)};
        }
    }
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);

    auto result = itemsOf(engine).batchWriteItem(batch);
    LW_TRY(result);
    // The writes the throughput limits refused, as the request gave them, by table.
    QJsonObject unprocessed;
    qsizetype position = 0;
    for (auto it = requestItems.begin(); it != requestItems.end(); ++it) {
        QJsonArray refused;
        for (const auto &w : it.value().toArray()) {
            if (result->unprocessed.contains(position++))
                refused.append(w);
        }
        if (!refused.isEmpty())
            unprocessed.insert(it.key(), refused);
    }
    QJsonObject out{{u"UnprocessedItems"_s, unprocessed}};
    addCapacity(out, *capacityMode, result->capacity);
    addItemCollections(out, itemCollectionMetrics(request), result->itemCollections);
    return out;
}

} // namespace lw::api
