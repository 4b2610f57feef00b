// The workbench's cache as actions (engine/cache.h, docs/cache.md), so that a lesson, the window
// or a client of `lwb serve` can put a DAX-like cache in front of the workspace's tables. No
// DynamoDB counterpart: DAX is a cluster of its own, set up with its parameter group
// (record-ttl-millis, query-ttl-millis) rather than through DynamoDB's API.
//   UpdateCacheSettings {"Enabled"?: bool, "ItemTtlMillis"?: 0..86400000,
//                        "QueryTtlMillis"?: 0..86400000, "MaxEntries"?: 1..1000000} → {}
//     members left out keep their value.
//   DescribeCacheSettings {} → {"CacheStatus": "ENABLED" | "DISABLED", "ItemTtlMillis",
//                               "QueryTtlMillis", "MaxEntries"}
//   DescribeCache {"TableName"?} → {"ItemCache": [entry…], "QueryCache": [entry…],
//     "Statistics": {"ItemHits", "ItemMisses", "QueryHits", "QueryMisses", "PassThroughs",
//                    "WriteThroughs", "Evictions", "Expirations"},
//     "ConsumedReadCapacity": {"WithCache", "WithoutCache"}}
//     entry: {"TableName", "Key" (item cache) | "Operation" and "Request" (query cache),
//             "Negative", "CachedAtMillis", "ExpiresAtMillis" (absent with TTL 0), "Hits",
//             "LastUsedMillis", "StaleSinceMillis" (absent while the table answers the same)}
//     live entries only, the most recently used first; with TableName only that table's.
//   FlushCache {} → {}: both caches emptied, the statistics and capacity zeroed.
// Errors: SerializationException "Unexpected value type in payload: <member>" for a value of
// another type; ValidationException for a value out of range (the engine's texts) and
// "UpdateCacheSettings needs at least one setting" for `{}`; DescribeCache: TableName's checks
// and ResourceNotFoundException for an unknown table.
#include "engine/cache.h"
#include "actions.h"
#include "api/cachestaleness.h"
#include "api/requestjson.h"
#include "engine/tables.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

void insertTimes(QJsonObject &out, qint64 cachedAtMs, qint64 ttlMs, qint64 hits, qint64 lastUsedMs,
                 std::optional<qint64> staleSinceMs)
{
    out.insert(u"CachedAtMillis"_s, cachedAtMs);
    if (ttlMs > 0)
        out.insert(u"ExpiresAtMillis"_s, cachedAtMs + ttlMs);
    out.insert(u"Hits"_s, hits);
    out.insert(u"LastUsedMillis"_s, lastUsedMs);
    if (staleSinceMs)
        out.insert(u"StaleSinceMillis"_s, *staleSinceMs);
}

QJsonObject entryJson(Engine &engine, const ItemCacheEntry &e, qint64 ttlMs)
{
    QJsonObject out{{u"TableName"_s, e.table},
                    {u"Key"_s, itemToJson(e.key)},
                    {u"Negative"_s, !e.item.has_value()}};
    insertTimes(out, e.cachedAtMs, ttlMs, e.hits, e.lastUsedMs, staleSince(engine, e));
    return out;
}

QJsonObject entryJson(Engine &engine, const QueryCacheEntry &e, qint64 ttlMs)
{
    const bool negative = e.response.value(u"Items"_s).toArray().isEmpty() &&
                          e.response.value(u"Count"_s).toInteger() == 0;
    QJsonObject out{{u"TableName"_s, e.table},
                    {u"Operation"_s, e.operation},
                    {u"Request"_s, e.request},
                    {u"Negative"_s, negative}};
    insertTimes(out, e.cachedAtMs, ttlMs, e.hits, e.lastUsedMs, staleSince(engine, e));
    return out;
}

} // namespace

Result<QJsonObject> updateCacheSettings(Engine &engine, const QJsonObject &request,
                                        const CallOptions &)
{
    const QStringList members{u"Enabled"_s, u"ItemTtlMillis"_s, u"QueryTtlMillis"_s,
                              u"MaxEntries"_s};
    if (auto s = onlyMembers(request, members); !s)
        return std::unexpected(s.error());
    if (request.isEmpty())
        return std::unexpected(
            validationError(u"UpdateCacheSettings needs at least one setting"_s));
    CacheSettings settings = cacheOf(engine).cacheSettings();
    if (request.contains(u"Enabled"_s)) {
        auto enabled = boolMember(request, u"Enabled"_s);
        LW_TRY(enabled);
        settings.enabled = *enabled;
    }
    auto itemTtl = millisMember(request, u"ItemTtlMillis"_s, settings.itemTtlMs);
    LW_TRY(itemTtl);
    settings.itemTtlMs = *itemTtl;
    auto queryTtl = millisMember(request, u"QueryTtlMillis"_s, settings.queryTtlMs);
    LW_TRY(queryTtl);
    settings.queryTtlMs = *queryTtl;
    auto maxEntries = millisMember(request, u"MaxEntries"_s, settings.maxEntries);
    LW_TRY(maxEntries);
    settings.maxEntries = *maxEntries;
    LW_TRY(cacheOf(engine).setCacheSettings(settings));
    return QJsonObject{};
}

Result<QJsonObject> describeCacheSettings(Engine &engine, const QJsonObject &request,
                                          const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    const CacheSettings s = cacheOf(engine).cacheSettings();
    return QJsonObject{{u"CacheStatus"_s, s.enabled ? u"ENABLED"_s : u"DISABLED"_s},
                       {u"ItemTtlMillis"_s, s.itemTtlMs},
                       {u"QueryTtlMillis"_s, s.queryTtlMs},
                       {u"MaxEntries"_s, s.maxEntries}};
}

Result<QJsonObject> describeCache(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s}); !s)
        return std::unexpected(s.error());
    auto named = optionalTableName(request);
    LW_TRY(named);
    const QString table = *named;
    if (!table.isEmpty())
        LW_TRY(tablesOf(engine).table(table));
    const ReadCache &cache = cacheOf(engine);
    const CacheSettings settings = cache.cacheSettings();
    QJsonArray items;
    for (const ItemCacheEntry &e : cache.itemEntries(table))
        items.append(entryJson(engine, e, settings.itemTtlMs));
    QJsonArray queries;
    for (const QueryCacheEntry &e : cache.queryEntries(table))
        queries.append(entryJson(engine, e, settings.queryTtlMs));
    const CacheStatistics s = cache.cacheStatistics();
    return QJsonObject{
        {u"ItemCache"_s, items},
        {u"QueryCache"_s, queries},
        {u"Statistics"_s, QJsonObject{{u"ItemHits"_s, s.itemHits},
                                      {u"ItemMisses"_s, s.itemMisses},
                                      {u"QueryHits"_s, s.queryHits},
                                      {u"QueryMisses"_s, s.queryMisses},
                                      {u"PassThroughs"_s, s.passThroughs},
                                      {u"WriteThroughs"_s, s.writeThroughs},
                                      {u"Evictions"_s, s.evictions},
                                      {u"Expirations"_s, s.expirations}}},
        {u"ConsumedReadCapacity"_s, QJsonObject{{u"WithCache"_s, s.unitsWithCache},
                                                {u"WithoutCache"_s, s.unitsWithoutCache}}}};
}

Result<QJsonObject> flushCache(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    cacheOf(engine).flushCache();
    return QJsonObject{};
}

} // namespace lw::api
