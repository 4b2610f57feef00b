// DeleteTable: the table's name, nothing else.
#include "actions.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec deleteTableSpec()
{
    return {u"DeleteTable"_s, {requiredTableName()}};
}

} // namespace lw::validation
