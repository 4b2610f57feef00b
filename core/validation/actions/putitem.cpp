// PutItem: one whole item, optionally conditional. The item's size and nesting are the
// engine's (core/model/itemsize.h, nesting.h): the service checks the size after ReturnValues.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem putItemChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(expressionParamsProblem(request, {u"ConditionExpression"_s}, {u"Expected"_s}));
    LW_TRY_PROBLEM(attributeMapProblem(request.value(u"Item"_s).toObject()));
    const QString returnValues = request.value(u"ReturnValues"_s).toString();
    if (request.contains(u"ReturnValues"_s) && returnValues != u"ALL_OLD"_s &&
        returnValues != u"NONE"_s)
        return u"ReturnValues can only be ALL_OLD or NONE"_s;
    LW_TRY_PROBLEM(expectedProblem(request));
    return expressionAttributesProblem(request);
}

} // namespace

ActionSpec putItemSpec()
{
    return {u"PutItem"_s,
            {returnConsumedCapacity(), tableName(), member(u"Item"_s, attributeMap().notNull()),
             conditionalOperator(), expected(), returnValues(), returnItemCollectionMetrics(),
             member(u"ConditionExpression"_s, string()), expressionAttributeValues(),
             expressionAttributeNames(), returnValuesOnConditionCheckFailure()},
            putItemChecks};
}

} // namespace lw::validation
