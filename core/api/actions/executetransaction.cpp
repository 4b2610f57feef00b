// ExecuteTransaction: 1 to 100 statements, all or nothing. All SELECTs make a TransactGetItems
// (each WHERE pins its table's whole key); writes and EXISTS(SELECT …) checks make a
// TransactWriteItems (INSERT a Put with attribute_not_exists of the hash key, UPDATE an Update,
// DELETE a Delete, EXISTS a ConditionCheck: partiql/translate.h), with ClientRequestToken as that
// action takes it. A statement the translator refuses fails the whole request with
// ValidationException "Validation failed in TransactStatements[<i>]: <message>" (0-based, as the
// service counts), RETURNING with "… RETURNING clause is not supported in ExecuteTransaction.".
// A cancelled transaction's reasons are TransactWriteItems' except that an INSERT whose key
// exists reads {"Code": "DuplicateItem", "Message": "Duplicate primary key exists in table"}.
#include "actions.h"
#include "api/requestjson.h"
#include "api/statementrun.h"
#include "engine/transactioncancel.h"
#include "partiql/translate.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

Error inStatement(qsizetype i, const Error &error)
{
    if (error.type != ErrorType::Validation)
        return error;
    return validationError(u"Validation failed in TransactStatements[%1]: "_s.arg(i) +
                           error.message);
}

// A cancellation with INSERTs' failed conditions named as the service names them.
Error withDuplicates(Error error, const QList<bool> &inserts)
{
    QJsonArray reasons = error.extra.value(u"CancellationReasons"_s).toArray();
    QStringList codes;
    for (qsizetype i = 0; i < reasons.size(); ++i) {
        QJsonObject reason = reasons.at(i).toObject();
        if (i < inserts.size() && inserts[i] &&
            reason.value(u"Code"_s).toString() == u"ConditionalCheckFailed") {
            reason.insert(u"Code"_s, u"DuplicateItem"_s);
            reason.insert(u"Message"_s, duplicateItem().message);
            reasons.replace(i, reason);
        }
        codes << reason.value(u"Code"_s).toString();
    }
    error.extra.insert(u"CancellationReasons"_s, reasons);
    error.message = u"Transaction cancelled, please refer cancellation reasons for specific "
                    "reasons ["_s +
                    codes.join(u", "_s) + u']';
    return error;
}

} // namespace

Result<QJsonObject> executeTransaction(Engine &engine, const QJsonObject &request,
                                       const CallOptions &options)
{
    const QJsonArray statements = request.value(u"TransactStatements"_s).toArray();

    QList<partiql::Plan> plans;
    QList<bool> inserts;
    bool reads = false, writes = false;
    for (qsizetype i = 0; i < statements.size(); ++i) {
        const QJsonObject member = statements.at(i).toObject();
        auto prepared = prepareStatement(engine, member);
        if (!prepared)
            return std::unexpected(inStatement(i, prepared.error()));
        if (prepared->statement.returning != partiql::Returning::None)
            return std::unexpected(inStatement(
                i, validationError(u"RETURNING clause is not supported in ExecuteTransaction."_s)));
        auto plan = partiql::planItem(prepared->statement, prepared->table, prepared->parameters);
        if (!plan)
            return std::unexpected(inStatement(i, plan.error()));
        if (member.contains(u"ReturnValuesOnConditionCheckFailure"_s))
            plan->requests.front().insert(u"ReturnValuesOnConditionCheckFailure"_s,
                                          member.value(u"ReturnValuesOnConditionCheckFailure"_s));
        (prepared->statement.isRead() ? reads : writes) = true;
        inserts << plan->insert;
        plans << std::move(*plan);
    }
    if (reads && writes)
        return std::unexpected(validationError(
            u"Transaction must consist of either read statements or write statements, not "
            "both; EXISTS is the one check a write transaction may hold"_s));

    static const QHash<QString, QString> members = {{u"GetItem"_s, u"Get"_s},
                                                    {u"PutItem"_s, u"Put"_s},
                                                    {u"UpdateItem"_s, u"Update"_s},
                                                    {u"DeleteItem"_s, u"Delete"_s},
                                                    {u"ConditionCheck"_s, u"ConditionCheck"_s}};
    QJsonArray items;
    for (const auto &plan : plans)
        items.append(QJsonObject{{members.value(plan.action), plan.requests.front()}});
    QJsonObject call{{u"TransactItems"_s, items}};
    for (const QString &m : {u"ReturnConsumedCapacity"_s, u"ClientRequestToken"_s})
        if (request.contains(m) && (m != u"ClientRequestToken" || writes))
            call.insert(m, request.value(m));

    auto answer =
        callTranslated(engine, reads ? u"TransactGetItems" : u"TransactWriteItems", call, options);
    if (!answer && answer.error().type == ErrorType::TransactionCanceled)
        return std::unexpected(withDuplicates(answer.error(), inserts));
    LW_TRY(answer);
    QJsonObject response;
    if (reads) {
        QJsonArray responses;
        const QJsonArray got = answer->value(u"Responses"_s).toArray();
        for (qsizetype i = 0; i < got.size(); ++i) {
            QJsonObject entry = got.at(i).toObject();
            if (entry.contains(u"Item"_s))
                entry.insert(u"Item"_s,
                             projectedItem(entry.value(u"Item"_s).toObject(), plans[i].projection));
            responses.append(entry);
        }
        response.insert(u"Responses"_s, responses);
    }
    if (answer->contains(u"ConsumedCapacity"_s))
        response.insert(u"ConsumedCapacity"_s, answer->value(u"ConsumedCapacity"_s));
    return response;
}

} // namespace lw::api
