// ExecuteTransaction: 1 to 100 PartiQL statements, all or nothing, with TransactWriteItems'
// ClientRequestToken (docs/partiql.md). The members in the API reference's order, with the newer
// framework's wording (docs/validation.md).
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qint64 kMaxStatements = 100;

} // namespace

ActionSpec executeTransactionSpec()
{
    const Shape parameterized =
        structure(u"ParameterizedStatement"_s,
                  {statementParameters(), returnValuesOnConditionCheckFailure(), statement()});
    return {u"ExecuteTransaction"_s,
            {clientRequestToken(), returnConsumedCapacity(),
             member(u"TransactStatements"_s,
                    list(parameterized).notNull().minLength(1).maxLength(kMaxStatements))},
            nullptr,
            Wording::Newer};
}

} // namespace lw::validation
