#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"

#include "engine/items.h"
#include "model/attributejson.h"
#include <QHash>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> batchGetItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"RequestItems"_s, u"ReturnConsumedCapacity"_s}); !s)
        return std::unexpected(s.error());
    const QJsonObject requestItems = request.value(u"RequestItems"_s).toObject();
    BatchGetRequest batch;
    QHash<QString, std::optional<QList<expr::DocumentPath>>> projections;
    for (auto it = requestItems.begin(); it != requestItems.end(); ++it) {
        const QJsonObject t = it.value().toObject();
        if (auto s = onlyMembers(t, {u"Keys"_s, u"ConsistentRead"_s, u"ProjectionExpression"_s,
                                     u"AttributesToGet"_s, u"ExpressionAttributeNames"_s});
            !s)
            return std::unexpected(s.error());
        auto expressions = parseExpressions(t, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
        LW_TRY(expressions);
        projections.insert(it.key(), std::move(expressions->projection));
        BatchGetRequest::Table table{it.key(), {}, t.value(u"ConsistentRead"_s).toBool()};
        for (const auto &k : t.value(u"Keys"_s).toArray()) {
            auto key = itemFromJson(k);
            LW_TRY(key);
            table.keys << std::move(*key);
        }
        batch.tables << table;
    }
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);

    auto result = itemsOf(engine).batchGetItem(batch);
    LW_TRY(result);
    QJsonObject responses;
    for (auto &[table, items] : result->responses) {
        project(items, projections.value(table));
        QJsonArray array;
        for (const auto &item : items)
            array.append(itemToJson(item));
        responses.insert(table, array);
    }
    // The keys the throughput limits refused, each table's with the request's other members.
    QJsonObject unprocessed;
    for (qsizetype i = 0; i < batch.tables.size() && i < result->unprocessedKeys.size(); ++i) {
        const QList<qsizetype> &refused = result->unprocessedKeys[i];
        if (refused.isEmpty())
            continue;
        QJsonObject t = requestItems.value(batch.tables[i].tableName).toObject();
        const QJsonArray keys = t.value(u"Keys"_s).toArray();
        QJsonArray left;
        for (qsizetype k : refused)
            left.append(keys.at(k));
        t.insert(u"Keys"_s, left);
        unprocessed.insert(batch.tables[i].tableName, t);
    }
    QJsonObject out{{u"Responses"_s, responses}, {u"UnprocessedKeys"_s, unprocessed}};
    addCapacity(out, *capacityMode, result->capacity);
    return out;
}

} // namespace lw::api
