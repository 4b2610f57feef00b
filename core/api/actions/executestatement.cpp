// ExecuteStatement: one PartiQL statement, translated (partiql/translate.h) into the Query, Scan,
// PutItem, UpdateItem or DeleteItem it means and run through the dispatch (without the front
// end's validation layer, api/statementrun.h), so that its capacity, history and streams are that
// action's. A SELECT's response holds the
// Items (each projected path under its last name), NextToken when there is more, and the
// ConsumedCapacity summed over its Queries; a write's holds "Items": [] (the returned attributes
// with RETURNING) and the write's ConsumedCapacity.
#include "actions.h"
#include "api/requestjson.h"
#include "api/statementrun.h"
#include "partiql/translate.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

Result<QJsonObject> runSelect(Engine &engine, const partiql::Plan &plan, const QJsonObject &request,
                              const CallOptions &options)
{
    partiql::Resume resume;
    if (request.contains(u"NextToken"_s)) {
        auto read = partiql::readNextToken(request.value(u"NextToken"_s).toString());
        LW_TRY(read);
        if (read->request >= plan.requests.size())
            return std::unexpected(validationError(u"The provided starting key is invalid"_s));
        resume = *read;
    }
    std::optional<qint64> remaining;
    if (request.contains(u"Limit"_s))
        remaining = request.value(u"Limit"_s).toInteger();
    QJsonArray items;
    QJsonObject capacity;
    QJsonObject response;
    for (qsizetype i = resume.request; i < plan.requests.size(); ++i) {
        QJsonObject call = plan.requests[i];
        for (const QString &member : {u"ConsistentRead"_s, u"ReturnConsumedCapacity"_s})
            if (request.contains(member))
                call.insert(member, request.value(member));
        if (remaining)
            call.insert(u"Limit"_s, *remaining);
        if (i == resume.request && !resume.exclusiveStartKey.isEmpty())
            call.insert(u"ExclusiveStartKey"_s, resume.exclusiveStartKey);
        auto page = callTranslated(engine, plan.action, call, options);
        LW_TRY(page);
        for (const auto &item : page->value(u"Items"_s).toArray())
            items.append(projectedItem(item.toObject(), plan.projection));
        if (page->contains(u"ConsumedCapacity"_s))
            addCapacityJson(capacity, page->value(u"ConsumedCapacity"_s).toObject());
        if (page->contains(u"LastEvaluatedKey"_s)) {
            const QJsonObject last = page->value(u"LastEvaluatedKey"_s).toObject();
            response.insert(u"LastEvaluatedKey"_s, last);
            response.insert(u"NextToken"_s, partiql::nextToken(i, last));
            break;
        }
        if (remaining) {
            *remaining -= page->value(u"ScannedCount"_s).toInteger();
            if (*remaining <= 0) {
                if (i + 1 < plan.requests.size())
                    response.insert(u"NextToken"_s, partiql::nextToken(i + 1, {}));
                break;
            }
        }
    }
    response.insert(u"Items"_s, items);
    if (!capacity.isEmpty())
        response.insert(u"ConsumedCapacity"_s, capacity);
    return response;
}

} // namespace

Result<QJsonObject> executeStatement(Engine &engine, const QJsonObject &request,
                                     const CallOptions &options)
{
    auto prepared = prepareStatement(engine, request);
    LW_TRY(prepared);
    auto plan = partiql::plan(prepared->statement, prepared->table, prepared->parameters);
    LW_TRY(plan);
    if (prepared->statement.isRead())
        return runSelect(engine, *plan, request, options);
    // A write reads no pages: Limit and NextToken have nothing to act on.
    QJsonObject call = plan->requests.front();
    for (const QString &member :
         {u"ReturnConsumedCapacity"_s, u"ReturnValuesOnConditionCheckFailure"_s})
        if (request.contains(member))
            call.insert(member, request.value(member));
    auto written = callTranslated(engine, plan->action, call, options);
    if (!written && plan->insert && written.error().type == ErrorType::ConditionalCheckFailed)
        return std::unexpected(duplicateItem());
    LW_TRY(written);
    QJsonArray items;
    if (plan->returnsItem && written->contains(u"Attributes"_s))
        items.append(written->value(u"Attributes"_s));
    QJsonObject response{{u"Items"_s, items}};
    if (written->contains(u"ConsumedCapacity"_s))
        response.insert(u"ConsumedCapacity"_s, written->value(u"ConsumedCapacity"_s));
    return response;
}

} // namespace lw::api
