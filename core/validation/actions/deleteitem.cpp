// DeleteItem: one item by its key, optionally conditional.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem deleteItemChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(expressionParamsProblem(request, {u"ConditionExpression"_s}, {u"Expected"_s}));
    LW_TRY_PROBLEM(attributeMapProblem(request.value(u"Key"_s).toObject()));
    // DeleteItem documents NONE and ALL_OLD only, as PutItem does.
    const QString returnValues = request.value(u"ReturnValues"_s).toString();
    if (request.contains(u"ReturnValues"_s) && returnValues != u"ALL_OLD"_s &&
        returnValues != u"NONE"_s)
        return u"ReturnValues can only be ALL_OLD or NONE"_s;
    LW_TRY_PROBLEM(expectedProblem(request));
    return expressionAttributesProblem(request);
}

} // namespace

ActionSpec deleteItemSpec()
{
    return {u"DeleteItem"_s,
            {returnConsumedCapacity(), tableName(), returnValues(), returnItemCollectionMetrics(),
             member(u"Key"_s, attributeMap().notNull()), conditionalOperator(), expected(),
             member(u"ConditionExpression"_s, string()), expressionAttributeValues(),
             expressionAttributeNames(), returnValuesOnConditionCheckFailure()},
            deleteItemChecks};
}

} // namespace lw::validation
