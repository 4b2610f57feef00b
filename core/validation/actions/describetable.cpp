// DescribeTable: the table's name, nothing else.
#include "actions.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec describeTableSpec()
{
    return {u"DescribeTable"_s, {requiredTableName()}};
}

} // namespace lw::validation
