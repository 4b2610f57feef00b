// TransactGetItems: ReturnConsumedCapacity, then each Get in request order (TableName, Key,
// ProjectionExpression with ExpressionAttributeNames), all read before the engine looks up a
// table. Responses keep request order: {} for a missing item, {"Item": ...} otherwise, the
// projection applied after capacity was charged on the whole item.
#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "engine/transactioncancel.h"
#include "engine/transactions.h"
#include "expr/documentpath.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> transactGetItems(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    const QJsonArray items = request.value(u"TransactItems"_s).toArray();
    TransactGetRequest transaction;
    QList<std::optional<QList<expr::DocumentPath>>> projections;
    for (const QJsonValue &wrapper : items) {
        const QJsonObject get = wrapper.toObject().value(u"Get"_s).toObject();
        auto name = tableName(get);
        LW_TRY(name);
        auto key = itemMember(get, u"Key"_s);
        LW_TRY(key);
        auto expressions = parseExpressions(get, {u"ProjectionExpression"_s});
        LW_TRY(expressions);
        transaction.gets << TransactGetRequest::Get{*name, std::move(*key)};
        projections << std::move(expressions->projection);
    }

    auto result = transactionsOf(engine).transactGetItems(transaction);
    LW_TRY(result);
    QJsonArray responses;
    for (qsizetype i = 0; i < result->items.size(); ++i) {
        const auto &item = result->items[i];
        const auto &projection = projections[i];
        if (!item)
            responses.append(QJsonObject());
        else
            responses.append(QJsonObject{
                {u"Item"_s,
                 itemToJson(projection ? expr::applyProjection(*item, *projection) : *item)}});
    }
    QJsonObject out{{u"Responses"_s, responses}};
    addCapacity(out, *capacityMode, result->capacity, TransactionUnits::Read);
    return out;
}

} // namespace lw::api
