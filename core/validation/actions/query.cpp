// Query: one partition of a table or index. The KeyConditionExpression is parsed by the engine
// (core/expr/keycondition.cpp), which then checks its conditions as the service does.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem queryChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(expressionParamsProblem(
        request, {u"ProjectionExpression"_s, u"FilterExpression"_s, u"KeyConditionExpression"_s},
        {u"AttributesToGet"_s, u"QueryFilter"_s, u"ConditionalOperator"_s, u"KeyConditions"_s}));
    LW_TRY_PROBLEM(conditionsProblem(request.value(u"QueryFilter"_s).toObject()));
    LW_TRY_PROBLEM(duplicateNameProblem(request, u"AttributesToGet"_s));
    LW_TRY_PROBLEM(startKeyProblem(request));
    const bool legacy = request.contains(u"KeyConditions"_s);
    if (!legacy && !request.contains(u"KeyConditionExpression"_s))
        return u"Either the KeyConditions or KeyConditionExpression parameter must be specified "
               u"in the request."_s;
    LW_TRY_PROBLEM(expressionAttributesProblem(request));
    if (legacy) {
        const QJsonObject conditions = request.value(u"KeyConditions"_s).toObject();
        LW_TRY_PROBLEM(conditionsProblem(conditions));
        if (conditions.size() != 1 && conditions.size() != 2)
            return u"Conditions can be of length 1 or 2 only"_s;
    }
    return std::nullopt;
}

} // namespace

ActionSpec querySpec()
{
    return {
        u"Query"_s,
        {member(u"Select"_s, string().oneOf({u"SPECIFIC_ATTRIBUTES"_s, u"COUNT"_s,
                                             u"ALL_ATTRIBUTES"_s, u"ALL_PROJECTED_ATTRIBUTES"_s})),
         member(u"IndexName"_s, indexName()), returnConsumedCapacity(),
         member(u"QueryFilter"_s, conditionMap(false)), tableName(), conditionalOperator(),
         attributesToGet(), member(u"Limit"_s, limit()),
         member(u"KeyConditions"_s, conditionMap(true)),
         member(u"ExclusiveStartKey"_s, attributeMap()), member(u"ConsistentRead"_s, boolean()),
         member(u"ScanIndexForward"_s, boolean()), member(u"KeyConditionExpression"_s, string()),
         member(u"FilterExpression"_s, string()), member(u"ProjectionExpression"_s, string()),
         expressionAttributeValues(), expressionAttributeNames()},
        queryChecks};
}

} // namespace lw::validation
