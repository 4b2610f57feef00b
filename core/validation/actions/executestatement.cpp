// ExecuteStatement: one PartiQL statement (docs/partiql.md). What the statement itself gets
// wrong (its syntax, its parameters' count and types, its table) is the api's, after this layer.
// The members in the API reference's order, with the newer framework's wording, as the other
// actions of its generation (docs/validation.md).
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec executeStatementSpec()
{
    return {u"ExecuteStatement"_s,
            {member(u"ConsistentRead"_s, boolean()), member(u"Limit"_s, limit()),
             member(u"NextToken"_s, string().minLength(1).maxLength(32768)), statementParameters(),
             returnConsumedCapacity(), returnValuesOnConditionCheckFailure(), statement()},
            nullptr,
            Wording::Newer};
}

} // namespace lw::validation
