// BatchExecuteStatement: 1 to 25 statements, all reads or all writes, each run on its own (a
// failed one does not stop the others) and answered in Responses in request order: {"TableName",
// "Item"} for a SELECT (a GetItem: its WHERE pins the table's whole key), {"TableName"} and the
// RETURNING attributes as "Item" for a write, {"Error": {"Code", "Message"}} for a statement that
// failed (partiql/translate.h, api/statementrun.h). ConsumedCapacity: one entry per table.
#include "actions.h"
#include "api/requestjson.h"
#include "api/statementrun.h"
#include "partiql/translate.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

Error batchSelectWithoutKey()
{
    return validationError(u"Select statements within BatchExecuteStatement must specify the "
                           "primary key in the where clause."_s);
}

// One statement's response entry, and its capacity in `capacity`.
Result<QJsonObject> runOne(Engine &engine, const PreparedStatement &prepared,
                           const QJsonObject &member, const QString &returnCapacity,
                           const CallOptions &options, QJsonArray &capacity)
{
    const auto &statement = prepared.statement;
    if (statement.isRead() && statement.target.index)
        return std::unexpected(batchSelectWithoutKey());
    auto plan = partiql::planItem(statement, prepared.table, prepared.parameters);
    if (!plan && statement.isRead() &&
        plan.error().message.startsWith(u"Where clause does not contain"_s))
        return std::unexpected(batchSelectWithoutKey());
    LW_TRY(plan);
    QJsonObject call = plan->requests.front();
    if (!returnCapacity.isEmpty())
        call.insert(u"ReturnConsumedCapacity"_s, returnCapacity);
    for (const QString &m : {u"ConsistentRead"_s, u"ReturnValuesOnConditionCheckFailure"_s})
        if (member.contains(m) && (m == u"ConsistentRead") == statement.isRead())
            call.insert(m, member.value(m));
    auto answer = callTranslated(engine, plan->action, call, options);
    if (!answer && plan->insert && answer.error().type == ErrorType::ConditionalCheckFailed)
        return std::unexpected(duplicateItem());
    LW_TRY(answer);
    if (answer->contains(u"ConsumedCapacity"_s))
        addToCapacityList(capacity, answer->value(u"ConsumedCapacity"_s).toObject());
    QJsonObject entry{{u"TableName"_s, prepared.table.name}};
    const QString returned = statement.isRead() ? u"Item"_s : u"Attributes"_s;
    if (answer->contains(returned) && (statement.isRead() || plan->returnsItem)) {
        const QJsonObject item =
            projectedItem(answer->value(returned).toObject(), plan->projection);
        if (!item.isEmpty())
            entry.insert(u"Item"_s, item);
    }
    return entry;
}

} // namespace

Result<QJsonObject> batchExecuteStatement(Engine &engine, const QJsonObject &request,
                                          const CallOptions &options)
{
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    const QJsonArray statements = request.value(u"Statements"_s).toArray();

    // Every statement is read first: a batch mixing reads and writes runs none of them.
    QList<Result<PreparedStatement>> prepared;
    bool reads = false, writes = false;
    for (const QJsonValue &member : statements) {
        prepared << prepareStatement(engine, member.toObject());
        if (prepared.back())
            (prepared.back()->statement.isRead() ? reads : writes) = true;
    }
    if (reads && writes)
        return std::unexpected(validationError(
            u"Batch must consist of either read statements or write statements, not both"_s));

    const QString returnCapacity = request.value(u"ReturnConsumedCapacity"_s).toString();
    QJsonArray responses;
    QJsonArray capacity;
    for (qsizetype i = 0; i < prepared.size(); ++i) {
        Result<QJsonObject> entry = prepared[i]
                                        ? runOne(engine, *prepared[i], statements.at(i).toObject(),
                                                 returnCapacity, options, capacity)
                                        : Result<QJsonObject>(std::unexpected(prepared[i].error()));
        responses.append(entry ? *entry : QJsonObject{{u"Error"_s, statementError(entry.error())}});
    }
    QJsonObject response{{u"Responses"_s, responses}};
    if (*capacityMode != ReturnConsumedCapacity::None)
        response.insert(u"ConsumedCapacity"_s, capacity);
    return response;
}

} // namespace lw::api
