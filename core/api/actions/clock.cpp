// The workbench's clock actions, so a client that only speaks the API (an SDK against `lwb serve`,
// a scenario) can move the simulated clock and run the TTL sweeper, as the window's clock bar and
// `lwb clock` do. No DynamoDB counterpart: the service's clock is the wall clock.
//   DescribeClock {} → {"ClockMillis", "Clock"} (epoch ms and its ISO 8601 text, timetext.h).
//   AdvanceClock {"ByMillis"} or {"ToMillis"} → {"ClockMillis", "Clock", "PreviousClockMillis"}:
//     Engine::advanceClock, so everything that falls due on the way runs, in time order (TTL
//     settling, sweeper deletes, consumers' polls, the bucket's lifecycle). ToMillis equal to
//     now, or ByMillis 0, is a move that runs what is due now.
//   SweepExpiredItems {} → {"DeletedCount"}: Engine::sweepNow, every item whose TTL has expired
//     deleted now, whatever its drawn lag (the window's "Sweep now").
// Errors: SerializationException "Unexpected value type in payload: ByMillis" for a time that is
// not a whole number; ValidationException "AdvanceClock takes exactly one of ByMillis and
// ToMillis", "ByMillis must not be negative: <n>", "The clock cannot pass 253402300799999
// (9999-12-31T23:59:59.999Z), the last time it shows: <ToMillis | now + ByMillis>",
// and the engine's "The clock only moves forward: rewind goes back over history" for ToMillis
// before now. A refused call moves nothing.
#include "engine/clock.h"
#include "actions.h"
#include "api/requestjson.h"
#include "engine/timetolive.h"
#include "time/timetext.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QJsonObject clockJson(qint64 nowMs)
{
    return {{u"ClockMillis"_s, nowMs}, {u"Clock"_s, formatTimeMs(nowMs)}};
}

// `value` names the time asked for: ToMillis, or "now + ByMillis".
Error pastTheLastTime(const QString &value)
{
    return validationError(u"The clock cannot pass %1 (%2), the last time it shows: %3"_s.arg(
        QString::number(kMaxTimeMs), formatTimeMs(kMaxTimeMs), value));
}

bool present(const QJsonObject &request, const QString &member)
{
    const QJsonValue value = request.value(member);
    return !value.isUndefined() && !value.isNull();
}

// Where AdvanceClock's request moves the clock.
Result<qint64> advanceTarget(const QJsonObject &request, qint64 nowMs)
{
    const QString by = u"ByMillis"_s, to = u"ToMillis"_s;
    if (present(request, by) == present(request, to))
        return std::unexpected(
            validationError(u"AdvanceClock takes exactly one of ByMillis and ToMillis"_s));
    if (present(request, to)) {
        auto toMs = millisMember(request, to, nowMs);
        if (!toMs)
            return toMs;
        if (*toMs > kMaxTimeMs)
            return std::unexpected(pastTheLastTime(QString::number(*toMs)));
        return toMs;
    }
    auto byMs = millisMember(request, by, 0);
    if (!byMs)
        return byMs;
    if (*byMs < 0)
        return std::unexpected(validationError(u"ByMillis must not be negative: %1"_s.arg(*byMs)));
    if (*byMs > kMaxTimeMs - nowMs)
        return std::unexpected(pastTheLastTime(u"%1 + %2"_s.arg(nowMs).arg(*byMs)));
    return nowMs + *byMs;
}

} // namespace

Result<QJsonObject> describeClock(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    return clockJson(clockOf(engine).nowMs());
}

Result<QJsonObject> advanceClock(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"ByMillis"_s, u"ToMillis"_s}); !s)
        return std::unexpected(s.error());
    const qint64 before = clockOf(engine).nowMs();
    auto target = advanceTarget(request, before);
    LW_TRY(target);
    LW_TRY(clockOf(engine).advanceClock(*target));
    QJsonObject out = clockJson(clockOf(engine).nowMs());
    out.insert(u"PreviousClockMillis"_s, before);
    return out;
}

Result<QJsonObject> sweepExpiredItems(Engine &engine, const QJsonObject &request,
                                      const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    auto deleted = timeToLiveOf(engine).sweepNow();
    LW_TRY(deleted);
    return QJsonObject{{u"DeletedCount"_s, *deleted}};
}

} // namespace lw::api
