// Scan: a table or index, whole or one segment of a parallel scan.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem scanChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(
        expressionParamsProblem(request, {u"ProjectionExpression"_s, u"FilterExpression"_s},
                                {u"AttributesToGet"_s, u"ScanFilter"_s, u"ConditionalOperator"_s}));
    LW_TRY_PROBLEM(duplicateNameProblem(request, u"AttributesToGet"_s));
    LW_TRY_PROBLEM(conditionsProblem(request.value(u"ScanFilter"_s).toObject()));
    LW_TRY_PROBLEM(startKeyProblem(request));
    const bool hasSegment = request.contains(u"Segment"_s);
    const bool hasTotal = request.contains(u"TotalSegments"_s);
    const qint64 segment = qint64(request.value(u"Segment"_s).toDouble());
    const qint64 total = qint64(request.value(u"TotalSegments"_s).toDouble());
    // Segment 0 alone passes: a zero reads as unset here (docs/validation.md).
    if (segment != 0 && !hasTotal)
        return u"The TotalSegments parameter is required but was not present in the request "
               u"when Segment parameter is present"_s;
    if (total != 0) {
        if (!hasSegment)
            return u"The Segment parameter is required but was not present in the request when "
                   u"parameter TotalSegments is present"_s;
        if (segment >= total)
            return u"The Segment parameter is zero-based and must be less than parameter "
                   u"TotalSegments: Segment: "_s +
                   QString::number(segment) + u" is not less than TotalSegments: "_s +
                   QString::number(total);
    }
    return expressionAttributesProblem(request);
}

} // namespace

ActionSpec scanSpec()
{
    return {
        u"Scan"_s,
        {member(u"Select"_s, string().oneOf({u"SPECIFIC_ATTRIBUTES"_s, u"COUNT"_s,
                                             u"ALL_ATTRIBUTES"_s, u"ALL_PROJECTED_ATTRIBUTES"_s})),
         member(u"IndexName"_s, indexName()),
         member(u"TotalSegments"_s, integer().atLeast(1).atMost(1000000)), returnConsumedCapacity(),
         tableName(), conditionalOperator(), member(u"ScanFilter"_s, conditionMap(false)),
         member(u"Segment"_s, integer().atLeast(0).atMost(999999)), member(u"Limit"_s, limit()),
         attributesToGet(), member(u"ExclusiveStartKey"_s, attributeMap()),
         member(u"ConsistentRead"_s, boolean()), member(u"FilterExpression"_s, string()),
         member(u"ProjectionExpression"_s, string()), expressionAttributeValues(),
         expressionAttributeNames()},
        scanChecks};
}

} // namespace lw::validation
