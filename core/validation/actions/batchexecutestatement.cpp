// BatchExecuteStatement: 1 to 25 PartiQL statements, each with its own ConsistentRead and
// ReturnValuesOnConditionCheckFailure (docs/partiql.md). The members in the API reference's
// order, with the newer framework's wording (docs/validation.md).
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qint64 kMaxStatements = 25;

} // namespace

ActionSpec batchExecuteStatementSpec()
{
    const Shape request = structure(u"BatchStatementRequest"_s,
                                    {member(u"ConsistentRead"_s, boolean()), statementParameters(),
                                     returnValuesOnConditionCheckFailure(), statement()});
    return {
        u"BatchExecuteStatement"_s,
        {returnConsumedCapacity(),
         member(u"Statements"_s, list(request).notNull().minLength(1).maxLength(kMaxStatements))},
        nullptr,
        Wording::Newer};
}

} // namespace lw::validation
