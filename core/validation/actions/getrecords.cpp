// GetRecords (DynamoDB Streams): a page of a shard's records. Whether the iterator is valid or
// has expired is the engine's.
#include "actions.h"
#include "common.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec getRecordsSpec()
{
    return {u"GetRecords"_s,
            {member(u"ShardIterator"_s, string().notNull().minLength(1).maxLength(2048)),
             member(u"Limit"_s, limit().atMost(1000))}};
}

} // namespace lw::validation
