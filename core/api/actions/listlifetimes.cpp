// ListLifetimes, the workbench's own action behind the timeline: every lifetime of every item of
// a table (Engine::lifetimes), created → expires → deleted → archived, in key order.
//   {"TableName"} → {"Lifetimes": [{"Key", "CreatedMillis", "ExpiresMillis" | "NeverExpires":
//   "NO_ATTRIBUTE" | "NOT_A_NUMBER" | "MILLISECONDS" | "MORE_THAN_FIVE_YEARS" | "TTL_DISABLED",
//   "SweepAtMillis"?, "DeletedMillis"?, "DeletedBy"? ("user" | "ttl" | "consumer"),
//   "ArchivedMillis"?, "Changes"}]}
#include "actions.h"
#include "api/lifetimejson.h"
#include "api/requestjson.h"
#include "engine/timetravel.h"
#include "model/attributejson.h"
#include "model/compactjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

QJsonObject lifetimeToJson(const Lifetime &life)
{
    QJsonObject entry{{u"Key"_s, itemToJson(life.key)},
                      {u"CreatedMillis"_s, life.createdMs},
                      {u"Changes"_s, life.changes}};
    if (life.expiry.atMs)
        entry.insert(u"ExpiresMillis"_s, *life.expiry.atMs);
    else
        entry.insert(u"NeverExpires"_s, ttl::neverName(life.expiry.never));
    for (auto [member, value] : {std::pair{u"SweepAtMillis"_s, life.sweepAtMs},
                                 std::pair{u"DeletedMillis"_s, life.deletedMs},
                                 std::pair{u"ArchivedMillis"_s, life.archivedMs}})
        if (value)
            entry.insert(member, *value);
    if (life.deletedMs)
        entry.insert(u"DeletedBy"_s, originName(life.deletedBy));
    return entry;
}

void appendLifetimeJson(QByteArray &out, const Lifetime &life)
{
    // lifetimeToJson()'s members in the order QJsonObject keeps them: by name.
    const auto number = [&](const char *member, qint64 value) {
        out += member;
        out += QByteArray::number(value);
    };
    out += '{';
    if (life.archivedMs) {
        number("\"ArchivedMillis\":", *life.archivedMs);
        out += ',';
    }
    number("\"Changes\":", life.changes);
    number(",\"CreatedMillis\":", life.createdMs);
    if (life.deletedMs) {
        out += ",\"DeletedBy\":";
        json::appendString(out, originName(life.deletedBy));
        number(",\"DeletedMillis\":", *life.deletedMs);
    }
    if (life.expiry.atMs)
        number(",\"ExpiresMillis\":", *life.expiry.atMs);
    out += ",\"Key\":";
    json::appendItem(out, life.key);
    if (!life.expiry.atMs) {
        out += ",\"NeverExpires\":";
        json::appendString(out, ttl::neverName(life.expiry.never));
    }
    if (life.sweepAtMs)
        number(",\"SweepAtMillis\":", *life.sweepAtMs);
    out += '}';
}

Result<QJsonObject> listLifetimes(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s}); !s)
        return std::unexpected(s.error());
    auto name = requiredTableName(request);
    LW_TRY(name);
    auto lifetimes = timeTravelOf(engine).lifetimes(*name);
    LW_TRY(lifetimes);
    QJsonArray list;
    for (const Lifetime &life : std::as_const(*lifetimes))
        list << lifetimeToJson(life);
    return QJsonObject{{u"Lifetimes"_s, list}};
}

} // namespace lw::api
