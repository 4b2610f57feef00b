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

#include <QHash>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// ClientRequestToken, 1 to 36 characters, in the newer framework's wording (the older one echoes
// the token). Accepted but not honoured yet: a repeat of a request within ten minutes writes
// again instead of answering as the first did.
Status clientRequestToken(const QJsonObject &request)
{
    const QString member = u"ClientRequestToken"_s;
    const QJsonValue v = request.value(member);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString())
        return std::unexpected(wrongType(member));
    if (v.toString().isEmpty())
        return std::unexpected(
            lengthConstraint(member, u"Member must have length greater than or equal to 1"_s));
    if (v.toString().size() > 36)
        return std::unexpected(
            lengthConstraint(member, u"Member must have length less than or equal to 36"_s));
    return {};
}

// The action kinds, with their names in request paths.
const QHash<QString, QString> &actionKinds()
{
    static const QHash<QString, QString> kinds = {{u"Put"_s, u"put"_s},
                                                  {u"Update"_s, u"update"_s},
                                                  {u"Delete"_s, u"delete"_s},
                                                  {u"ConditionCheck"_s, u"conditionCheck"_s}};
    return kinds;
}

// Element `index` (0-based) of TransactItems: exactly one of Put, Update, Delete and
// ConditionCheck. The text for anything else is an emulator's, not measured on the service.
Result<TransactWriteRequest::Action> readAction(const QJsonValue &element, qsizetype index)
{
    const QJsonObject wrapper = element.toObject();
    if (wrapper.size() != 1 || !actionKinds().contains(wrapper.begin().key()))
        return std::unexpected(validationError(
            u"TransactItems can only contain one of Check, Put, Update or Delete"_s));
    const QString kind = wrapper.begin().key();
    const QJsonObject action = wrapper.begin().value().toObject();
    const QString path = u"transactItems.%1.member."_s.arg(index + 1) + actionKinds().value(kind);
    const QString keyMember = kind == u"Put"_s ? u"Item"_s : u"Key"_s;
    QStringList required{u"TableName"_s, keyMember};
    QStringList expressions{u"ConditionExpression"_s};
    if (kind == u"ConditionCheck"_s)
        required << u"ConditionExpression"_s;
    if (kind == u"Update"_s)
        expressions.prepend(u"UpdateExpression"_s);
    LW_TRY(requireMembers(action, path, required));
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

} // namespace

Result<QJsonObject> transactWriteItems(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    if (auto s =
            onlyMembers(request, {u"TransactItems"_s, u"ClientRequestToken"_s,
                                  u"ReturnConsumedCapacity"_s, u"ReturnItemCollectionMetrics"_s});
        !s)
        return std::unexpected(s.error());
    // The service reports its member constraints in this order (token, enums, then the list).
    LW_TRY(clientRequestToken(request));
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    LW_TRY(itemCollectionMetrics(request));
    auto items = listMember(request, u"TransactItems"_s, 1, kMaxTransactionActions);
    LW_TRY(items);
    TransactWriteRequest transaction;
    for (qsizetype i = 0; i < items->size(); ++i) {
        auto action = readAction(items->at(i), i);
        LW_TRY(action);
        transaction.actions << std::move(*action);
    }

    auto result = transactionsOf(engine).transactWriteItems(transaction);
    LW_TRY(result);
    QJsonObject out;
    addCapacity(out, *capacityMode, result->capacity, TransactionUnits::Write);
    return out;
}

} // namespace lw::api
