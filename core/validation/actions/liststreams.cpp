// ListStreams (DynamoDB Streams): the streams, of one table or all.
#include "actions.h"
#include "common.h"
#include "streams.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

ActionSpec listStreamsSpec()
{
    return {u"ListStreams"_s,
            {member(u"TableName"_s, indexName()), member(u"Limit"_s, limit().atMost(100)),
             member(u"ExclusiveStartStreamArn"_s, streamArn())}};
}

} // namespace lw::validation
