// UpdateItem: one item's attributes by its key, by UpdateExpression or the legacy
// AttributeUpdates.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

Problem attributeUpdatesProblem(const QJsonObject &request)
{
    const QJsonObject updates = request.value(u"AttributeUpdates"_s).toObject();
    for (auto it = updates.begin(); it != updates.end(); ++it) {
        const QJsonObject update = it.value().toObject();
        const QString action = update.value(u"Action"_s).toString();
        const bool hasValue = update.contains(u"Value"_s);
        const QJsonObject value = update.value(u"Value"_s).toObject();
        if (hasValue)
            LW_TRY_PROBLEM(attributeValueProblem(value));
        if (!hasValue && action != u"DELETE"_s)
            return kInvalid +
                   u"Only DELETE action is allowed when no attribute value is specified"_s;
        const QString type = value.keys().value(0);
        if (hasValue && action == u"DELETE"_s && type != u"SS"_s && type != u"NS"_s &&
            type != u"BS"_s)
            return kInvalid + u"DELETE action with value is not supported for the type "_s + type;
        if (hasValue && action == u"ADD"_s && type != u"L"_s && type != u"SS"_s &&
            type != u"NS"_s && type != u"BS"_s && type != u"N"_s)
            return kInvalid + u"ADD action is not supported for the type "_s + type;
    }
    return std::nullopt;
}

Problem updateItemChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(expressionParamsProblem(request,
                                           {u"UpdateExpression"_s, u"ConditionExpression"_s},
                                           {u"AttributeUpdates"_s, u"Expected"_s}));
    LW_TRY_PROBLEM(attributeMapProblem(request.value(u"Key"_s).toObject()));
    LW_TRY_PROBLEM(attributeUpdatesProblem(request));
    LW_TRY_PROBLEM(expectedProblem(request));
    return expressionAttributesProblem(request);
}

} // namespace

ActionSpec updateItemSpec()
{
    return {
        u"UpdateItem"_s,
        {returnConsumedCapacity(), tableName(), returnItemCollectionMetrics(), returnValues(),
         member(u"Key"_s, attributeMap().notNull()), conditionalOperator(), expected(),
         member(u"AttributeUpdates"_s, map(u"AttributeValueUpdate"_s,
                                           structure(u"AttributeValueUpdate"_s,
                                                     {member(u"Action"_s, string()),
                                                      member(u"Value"_s, fieldAttributeValue())}))),
         member(u"ConditionExpression"_s, string()), member(u"UpdateExpression"_s, string()),
         expressionAttributeValues(), expressionAttributeNames(),
         returnValuesOnConditionCheckFailure()},
        updateItemChecks};
}

} // namespace lw::validation
