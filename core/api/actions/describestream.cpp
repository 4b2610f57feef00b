#include "actions.h"
#include "api/requestjson.h"
#include "api/streamparams.h"
#include "engine/streams.h"
#include "model/tablejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QJsonObject shardToJson(const StreamShard &shard)
{
    QJsonObject range{{u"StartingSequenceNumber"_s, sequenceNumberText(shard.startingSeq)}};
    if (shard.endingSeq)
        range.insert(u"EndingSequenceNumber"_s, sequenceNumberText(*shard.endingSeq));
    QJsonObject out{{u"ShardId"_s, shard.id}, {u"SequenceNumberRange"_s, range}};
    if (!shard.parentId.isEmpty())
        out.insert(u"ParentShardId"_s, shard.parentId);
    return out;
}

} // namespace

// The stream and a page of its shards: those after ExclusiveStartShardId (ids sort as their
// shards do, so an unknown id simply starts where it would sort), at most Limit.
Result<QJsonObject> describeStream(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"StreamArn"_s, u"Limit"_s, u"ExclusiveStartShardId"_s}); !s)
        return std::unexpected(s.error());
    auto arn = streamArn(request);
    LW_TRY(arn);
    auto max = limit(request, 100);
    LW_TRY(max);
    const QString start = request.value(u"ExclusiveStartShardId"_s).toString();
    auto stream = streamsOf(engine).describeStream(*arn);
    LW_TRY(stream);
    const StreamSetting &setting = stream->table.stream;
    QJsonArray shards;
    QString last;
    bool more = false;
    for (const StreamShard &shard : std::as_const(stream->shards)) {
        if (!start.isEmpty() && shard.id <= start)
            continue;
        if (shards.size() == *max) {
            more = true;
            break;
        }
        shards.append(shardToJson(shard));
        last = shard.id;
    }
    QJsonObject description{
        {u"StreamArn"_s, *arn},
        {u"StreamLabel"_s, setting.label()},
        {u"StreamStatus"_s, setting.enabled ? u"ENABLED"_s : u"DISABLED"_s},
        {u"StreamViewType"_s, streamViewTypeName(setting.viewType)},
        {u"CreationRequestDateTime"_s, double(setting.labelMs) / 1000.0},
        {u"TableName"_s, stream->table.name},
        {u"KeySchema"_s, keySchemaToJson(stream->table.key)},
        {u"Shards"_s, shards},
    };
    if (more)
        description.insert(u"LastEvaluatedShardId"_s, last);
    return QJsonObject{{u"StreamDescription"_s, description}};
}

} // namespace lw::api
