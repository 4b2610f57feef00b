#include "actions.h"
#include "api/requestjson.h"
#include "api/streamparams.h"
#include "engine/streams.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> getShardIterator(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    if (auto s = onlyMembers(
            request, {u"StreamArn"_s, u"ShardId"_s, u"ShardIteratorType"_s, u"SequenceNumber"_s});
        !s)
        return std::unexpected(s.error());
    auto parsed = shardIteratorRequest(request);
    LW_TRY(parsed);
    auto iterator = streamsOf(engine).shardIterator(*parsed);
    LW_TRY(iterator);
    return QJsonObject{{u"ShardIterator"_s, *iterator}};
}

} // namespace lw::api
