#include "cachestaleness.h"

#include "api/statementrun.h"
#include "engine/clock.h"
#include "model/attributejson.h"

#include <functional>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

using AnswerAt = std::function<std::optional<QJsonValue>(qint64 atMs)>;

// `cached` is what the entry answers; `answerAt(t)` what the table answered as of t (none when it
// could not be read, e.g. the table is gone).
std::optional<qint64> firstDifference(Engine &engine, const QString &table, qint64 cachedAtMs,
                                      const QJsonValue &cached, const AnswerAt &answerAt)
{
    const qint64 now = clockOf(engine).nowMs();
    const auto current = answerAt(now);
    if (!current || *current == cached)
        return std::nullopt;
    const QList<qint64> times = cacheOf(engine).tableChangeTimes(table);
    if (const auto atFill = answerAt(cachedAtMs); atFill && *atFill == cached) {
        for (qint64 t : times) {
            if (t <= cachedAtMs)
                continue;
            if (t > now)
                break;
            if (const auto then = answerAt(t); then && *then != cached)
                return t;
        }
        // A change the cache did not note (none should be): as late as it can have been.
        return now;
    }
    qint64 since = cachedAtMs;
    for (auto it = times.rbegin(); it != times.rend(); ++it) {
        if (*it > cachedAtMs)
            continue;
        const auto then = answerAt(*it);
        if (!then || *then == cached)
            break;
        since = *it;
    }
    return since;
}

CallOptions lookAsOf(qint64 atMs)
{
    CallOptions options;
    options.asOfMs = atMs;
    options.metered = false;
    options.aroundCache = true;
    return options;
}

} // namespace

std::optional<qint64> staleSince(Engine &engine, const ItemCacheEntry &entry)
{
    const QJsonObject request{{u"TableName"_s, entry.table}, {u"Key"_s, itemToJson(entry.key)}};
    const QJsonValue cached = entry.item ? QJsonValue(itemToJson(*entry.item)) : QJsonValue();
    return firstDifference(engine, entry.table, entry.cachedAtMs, cached,
                           [&](qint64 atMs) -> std::optional<QJsonValue> {
                               auto read =
                                   callTranslated(engine, u"GetItem", request, lookAsOf(atMs));
                               if (!read)
                                   return std::nullopt;
                               const QJsonValue item = read->value(u"Item"_s);
                               return item.isUndefined() ? QJsonValue() : item;
                           });
}

std::optional<qint64> staleSince(Engine &engine, const QueryCacheEntry &entry)
{
    return firstDifference(engine, entry.table, entry.cachedAtMs, entry.response,
                           [&](qint64 atMs) -> std::optional<QJsonValue> {
                               auto read = callTranslated(engine, entry.operation, entry.request,
                                                          lookAsOf(atMs));
                               if (!read)
                                   return std::nullopt;
                               read->remove(u"ConsumedCapacity"_s);
                               return *read;
                           });
}

} // namespace lw::api
