#include "timelinetext.h"

#include "checks.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "time/timetext.h"
#include "time/ttl.h"

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

const QString kIndent = u"    "_s;

// "in 1h", "10m ago": a reader's hint, to the second.
QString relative(qint64 atMs, qint64 nowMs)
{
    const qint64 seconds = (atMs - nowMs) / 1000;
    if (seconds == 0)
        return u"now"_s;
    return seconds > 0 ? u"in "_s + formatDurationMs(seconds * 1000)
                       : formatDurationMs(-seconds * 1000) + u" ago"_s;
}

QString deletedText(const Lifetime &life, const ItemLifecycle &state, qint64 nowMs)
{
    if (life.deletedMs) {
        QString text = formatTimeMs(*life.deletedMs) + u", by "_s;
        switch (life.deletedBy) {
        case Origin::Ttl:
            text += u"the TTL sweeper"_s;
            if (state.expiry.atMs)
                text += u", "_s + formatDurationMs(*life.deletedMs - *state.expiry.atMs) +
                        u" after it expired"_s;
            return text;
        case Origin::Consumer:
            return text + u"a stream consumer"_s;
        case Origin::User:
            return text + u"an api call"_s;
        }
    }
    if (!state.expiry.atMs)
        return u"not by TTL: it never expires"_s;
    if (!state.sweepAtMs)
        return u"not yet, and the sweeper has nothing to delete"_s;
    QString text = u"not yet: the sweeper deletes it at "_s + formatTimeMs(*state.sweepAtMs);
    if (state.expiry.atMs)
        text += u", "_s + formatDurationMs(*state.sweepAtMs - *state.expiry.atMs) +
                (*state.expiry.atMs > nowMs ? u" after it expires"_s : u" after it expired"_s);
    return text;
}

QStringList statusLines(LifecycleState state)
{
    switch (state) {
    case LifecycleState::Absent:
        return {u"Absent"_s, u"Not visible to apps"_s};
    case LifecycleState::Active:
        return {u"Active"_s, u"Visible to apps"_s};
    case LifecycleState::Expired:
        return {u"Expired"_s, u"Visible to apps (until the sweeper deletes it)"_s};
    case LifecycleState::DeletedByTtl:
    case LifecycleState::DeletedByUser:
    case LifecycleState::DeletedByConsumer:
        break;
    }
    return {u"Deleted"_s, u"Gone from every read"_s};
}

} // namespace

std::expected<QStringList, QString> timelineLines(Engine &engine, const QString &table,
                                                  const QJsonObject &key)
{
    const QString name = itemName(table, key);
    auto item = itemFromJson(key);
    if (!item)
        return std::unexpected(item.error().message);
    const qint64 nowMs = engine.nowMs();
    auto state = engine.lifecycleAt(table, *item, nowMs);
    if (!state)
        return std::unexpected(state.error().message);
    auto lifetimes = engine.lifetimes(table);
    if (!lifetimes)
        return std::unexpected(lifetimes.error().message);
    const Lifetime *life = nullptr; // the newest lifetime begun by now
    for (const Lifetime &each : std::as_const(*lifetimes))
        if (each.key == *item && each.createdMs <= nowMs)
            life = &each;
    if (!life)
        return std::unexpected(u"no item "_s + name);

    const ttl::Expiry &expiry = state->expiry;
    // The time the TTL attribute names; the item counts as expired from the next millisecond.
    const QString expires = expiry.atMs
                                ? QString(formatTimeMs(*expiry.atMs - 1) + u" ("_s +
                                          relative(*expiry.atMs - 1, nowMs) + u")"_s)
                                : QString(u"never: "_s + ttl::neverReasonText(expiry.never));
    return QStringList{u"=== Timeline of Death: "_s + name + u" ==="_s,
                       u"Created"_s,
                       kIndent + formatTimeMs(life->createdMs),
                       u"Expires"_s,
                       kIndent + expires,
                       u"Deleted"_s,
                       kIndent + deletedText(*life, *state, nowMs),
                       u"Item Status"_s} +
           statusLines(state->state);
}

} // namespace lw::scenario
