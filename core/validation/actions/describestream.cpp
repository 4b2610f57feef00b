// DescribeStream (DynamoDB Streams): a stream and a page of its shards.
#include "actions.h"
#include "common.h"
#include "streams.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec describeStreamSpec()
{
    return {u"DescribeStream"_s,
            {member(u"StreamArn"_s, streamArn().notNull()), member(u"Limit"_s, limit().atMost(100)),
             member(u"ExclusiveStartShardId"_s, shardId())}};
}

} // namespace lw::validation
