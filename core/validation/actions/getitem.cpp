// GetItem: one item by its key.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem getItemChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(
        expressionParamsProblem(request, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s}));
    LW_TRY_PROBLEM(attributeMapProblem(request.value(u"Key"_s).toObject()));
    LW_TRY_PROBLEM(duplicateNameProblem(request, u"AttributesToGet"_s));
    return expressionAttributesProblem(request);
}

} // namespace

ActionSpec getItemSpec()
{
    return {u"GetItem"_s,
            {returnConsumedCapacity(), attributesToGet(), tableName(),
             member(u"Key"_s, attributeMap().notNull()), member(u"ConsistentRead"_s, boolean()),
             member(u"ProjectionExpression"_s, string()), expressionAttributeNames()},
            getItemChecks};
}

} // namespace lw::validation
