// DescribeTimeToLive: the table's name, nothing else.
#include "actions.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec describeTimeToLiveSpec()
{
    return {u"DescribeTimeToLive"_s, {requiredTableName()}};
}

} // namespace lw::validation
