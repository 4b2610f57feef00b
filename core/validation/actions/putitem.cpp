// PutItem: one whole item, optionally conditional. The item's nesting and, for requests that
// pass here, its size are the engine's (core/model/itemsize.h, nesting.h); but the service checks
// the size after ReturnValues and before the conditions, so a request failing both is answered
// with the size here.
#include "actions.h"
#include "common.h"
#include "model/attributejson.h"
#include "model/itemsize.h"

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
    Problem conditions = expectedProblem(request);
    if (!conditions)
        conditions = expressionAttributesProblem(request);
    // Sized only on this failing path, so that a valid put is not parsed twice.
    if (conditions) {
        const auto item = itemFromJson(request.value(u"Item"_s));
        if (item && itemSize(*item) > kMaxItemSizeBytes)
            return u"Item size has exceeded the maximum allowed size"_s;
    }
    return conditions;
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
