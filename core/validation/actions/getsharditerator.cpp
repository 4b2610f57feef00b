// GetShardIterator (DynamoDB Streams): where in a shard to start reading. Whether the sequence
// number is one the stream wrote is the engine's.
#include "actions.h"
#include "streams.h"

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

Problem getShardIteratorChecks(const QJsonObject &request)
{
    const QString type = request.value(u"ShardIteratorType"_s).toString();
    const bool needsSequence =
        type == u"AT_SEQUENCE_NUMBER"_s || type == u"AFTER_SEQUENCE_NUMBER"_s;
    const bool hasSequence = request.contains(u"SequenceNumber"_s);
    if (needsSequence && !hasSequence)
        return u"Must specify a SequenceNumber for ShardIteratorType "_s + type;
    if (!needsSequence && hasSequence)
        return u"Must not specify a SequenceNumber for ShardIteratorType "_s + type;
    return std::nullopt;
}

} // namespace

ActionSpec getShardIteratorSpec()
{
    // The enum in the order the service lists it.
    return {u"GetShardIterator"_s,
            {member(u"StreamArn"_s, streamArn().notNull()),
             member(u"ShardId"_s, shardId().notNull()),
             member(u"ShardIteratorType"_s,
                    string().notNull().oneOf({u"AFTER_SEQUENCE_NUMBER"_s, u"LATEST"_s,
                                              u"AT_SEQUENCE_NUMBER"_s, u"TRIM_HORIZON"_s})),
             member(u"SequenceNumber"_s, string().minLength(21).maxLength(40))},
            getShardIteratorChecks};
}

} // namespace lw::validation
