#include "actions.h"
#include "api/requestjson.h"
#include "api/streamparams.h"
#include "engine/streams.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

// Records in the Streams API's form (streamrecord.h: a TTL delete's userIdentity is
// {"PrincipalId", "Type"}); NextShardIterator absent once a closed shard is
// read to its end.
Result<QJsonObject> getRecords(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"ShardIterator"_s, u"Limit"_s}); !s)
        return std::unexpected(s.error());
    auto iterator = shardIterator(request);
    LW_TRY(iterator);
    auto max = limit(request, 1000);
    LW_TRY(max);
    auto page = streamsOf(engine).streamRecords(*iterator, *max);
    LW_TRY(page);
    QJsonArray records;
    for (const StreamRecord &record : std::as_const(page->records))
        records.append(streamRecordToJson(record, StreamRecordForm::Api));
    QJsonObject out{{u"Records"_s, records}};
    if (page->nextIterator)
        out.insert(u"NextShardIterator"_s, *page->nextIterator);
    return out;
}

} // namespace lw::api
