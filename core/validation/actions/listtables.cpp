// ListTables: a page of table names.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec listTablesSpec()
{
    return {u"ListTables"_s,
            {member(u"Limit"_s, limit().atMost(100)),
             member(u"ExclusiveStartTableName"_s, indexName())}};
}

} // namespace lw::validation
