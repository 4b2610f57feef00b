// TransactWriteItems: the transaction's own members first, then each action in request order,
// read as the single-item write it stands for (writeparams.h). So a malformed member, item or
// expression anywhere refuses the request before any table is looked up, and between two the
// first in request order wins (paritysuite/dynamodb-conformance, tier3
// validation-ordering/transactions, measured in us-east-1 and eu-west-2).
#include "actions.h"
#include "api/requestjson.h"
#include "api/writeparams.h"
#include "engine/transactioncancel.h"
#include "engine/transactions.h"

#include <QCryptographicHash>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// An element of TransactItems, as the validation layer passed it: exactly one of Put, Update,
// Delete and ConditionCheck, with the members its kind requires (validation/actions).
Result<TransactWriteRequest::Action> readAction(const QJsonValue &element)
{
    const QJsonObject wrapper = element.toObject();
    const QString kind = wrapper.begin().key();
    const QJsonObject action = wrapper.begin().value().toObject();
    const QString keyMember = kind == u"Put"_s ? u"Item"_s : u"Key"_s;
    QStringList expressions{u"ConditionExpression"_s};
    if (kind == u"Update"_s)
        expressions.prepend(u"UpdateExpression"_s);
    const bool update = kind == u"Update"_s;
    auto params =
        writeParams(action, {keyMember}, expressions, update, WriteScope::TransactionAction);
    LW_TRY(params);
    auto item = itemMember(action, keyMember);
    LW_TRY(item);
    if (kind == u"Put"_s)
        return PutItemRequest{params->tableName, std::move(*item), ReturnValues::None,
                              std::move(params->condition)};
    if (update)
        return UpdateItemRequest{
            params->tableName, std::move(*item),
            std::move(params->expressions.update).value_or(expr::UpdateActions()),
            ReturnValues::None, std::move(params->condition)};
    if (kind == u"Delete"_s)
        return DeleteItemRequest{params->tableName, std::move(*item), ReturnValues::None,
                                 std::move(params->condition)};
    return TransactWriteRequest::ConditionCheck{params->tableName, std::move(*item),
                                                std::move(params->condition)};
}

// What tells two requests with one ClientRequestToken apart: every other member, as compact JSON
// (its keys sorted), digested.
QByteArray fingerprint(QJsonObject request)
{
    request.remove(u"ClientRequestToken"_s);
    return QCryptographicHash::hash(QJsonDocument(request).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256);
}

} // namespace

Result<QJsonObject> transactWriteItems(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    TransactWriteRequest transaction;
    for (const QJsonValue &element : request.value(u"TransactItems"_s).toArray()) {
        auto action = readAction(element);
        LW_TRY(action);
        transaction.actions << std::move(*action);
    }
    transaction.clientRequestToken = request.value(u"ClientRequestToken"_s).toString();
    if (!transaction.clientRequestToken.isEmpty())
        transaction.fingerprint = fingerprint(request);

    auto result = transactionsOf(engine).transactWriteItems(transaction);
    LW_TRY(result);
    QJsonObject out;
    // A replay wrote nothing: it reports the units of reading the items (engine/idempotency.h).
    addCapacity(out, *capacityMode, result->capacity,
                result->replayed ? TransactionUnits::Read : TransactionUnits::Write);
    addItemCollections(out, itemCollectionMetrics(request), result->itemCollections);
    return out;
}

} // namespace lw::api
