// A DAX-like cache in front of the workspace's tables (docs/cache.md): an item cache for GetItem
// and BatchGetItem, a query cache for Query and Scan keyed by the request's parameters, each with
// its own TTL on the sim clock and a least-recently-used size limit, and the counts a cache pane
// shows. DAX keeps its cache in the cluster's memory, so this one lives in the engine's memory:
// only its settings are kept in the workspace (a reopened, imported or rewound workspace starts
// with an empty cache and the settings it had).
//
// This header holds the cache's state and its contract; which call is a hit, a miss, a
// passthrough or a write-through is the api's (api/cacheroute.h), which reaches the cache through
// cacheOf(). The engine itself only empties it on rewind and, while it is enabled, follows item
// changes: the keys a write sent through the cache wrote (beginWriteThrough()), and the times each
// cached table changed, from which DescribeCache finds when an entry went stale.
//
// Threads: as engine.h says (the engine's thread only).
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace lw {

class Engine;

struct CacheSettings
{
    bool enabled = false;
    // How long an entry answers after it was filled (0: until evicted), DAX's record-ttl-millis
    // and query-ttl-millis, 5 minutes by default; 0..86,400,000.
    qint64 itemTtlMs = 300'000;
    qint64 queryTtlMs = 300'000;
    qint64 maxEntries = 10'000; // per cache (item and query each), 1..1,000,000
    bool operator==(const CacheSettings &) const = default;
};

// What the cache counted since it was enabled or last flushed.
struct CacheStatistics
{
    qint64 itemHits = 0;
    qint64 itemMisses = 0;
    qint64 queryHits = 0;
    qint64 queryMisses = 0;
    qint64 passThroughs =
        0; // reads sent to the table past the cache (ConsistentRead, TransactGetItems)
    qint64 writeThroughs = 0; // writes sent through the cache that succeeded
    qint64 evictions = 0;     // entries the size limit pushed out before they expired
    qint64 expirations = 0;   // entries found expired by a read, or dropped expired
    // Read units the calls through the cache consumed on the table, and what they would have
    // consumed without it (each hit adding what its entry's fill cost the table).
    double unitsWithCache = 0;
    double unitsWithoutCache = 0;
};

// One item cache entry: the item under `key` as the read or write that filled it left it.
struct ItemCacheEntry
{
    QString table;
    Item key;
    std::optional<Item> item; // none: no item (a negative entry)
    QJsonObject itemJson;     // the item as DynamoDB JSON, as a hit without a projection answers
    qint64 cachedAtMs = 0;
    qint64 lastUsedMs = 0;
    qint64 hits = 0;
    double units = 0; // what an eventually consistent read of it cost the table
};

// One query cache entry: a Query's or Scan's answer under the request that asked it.
struct QueryCacheEntry
{
    QString table;
    QString operation;    // "Query" or "Scan"
    QJsonObject request;  // as keyed: without ReturnConsumedCapacity
    QJsonObject response; // without ConsumedCapacity
    qint64 cachedAtMs = 0;
    qint64 lastUsedMs = 0;
    qint64 hits = 0;
    double units = 0; // what the read that filled it cost the table
};

class ReadCache
{
public:
    // Checks and stores the settings (in the workspace's meta, one write transaction). Disabling
    // empties the cache; enabling it from disabled starts the counts afresh; a lower MaxEntries
    // evicts at once; a TTL applies to the entries already held (their expiry is their fill time
    // plus the TTL now set). Errors: ValidationException "ItemTtlMillis must be from 0 to
    // 86400000: <value>" (the same for QueryTtlMillis), "MaxEntries must be from 1 to 1000000:
    // <value>".
    virtual Status setCacheSettings(const CacheSettings &settings) = 0;
    virtual CacheSettings cacheSettings() const = 0;
    virtual bool cacheEnabled() const = 0;

    // The live entry for `key` of `table`, made the most recently used with one more hit; null
    // when there is none or it expired (then dropped and counted as an expiration). Valid until
    // the cache is next called.
    virtual const ItemCacheEntry *hitItem(const QString &table, const Item &key) = 0;
    // Keeps what a read (or a write) found under `key` now, replacing what was kept; the least
    // recently used entry goes when the cache is full.
    virtual void keepItem(const QString &table, const Item &key, const std::optional<Item> &item,
                          double units) = 0;
    // The same for the query cache, by the request as keyed (ReturnConsumedCapacity left out).
    virtual const QueryCacheEntry *hitQuery(const QString &operation,
                                            const QJsonObject &request) = 0;
    virtual void keepQuery(const QString &table, const QString &operation,
                           const QJsonObject &request, const QJsonObject &response,
                           double units) = 0;
    // Counts a miss (item or query) with what it cost, a hit with what it would have cost, a
    // passthrough with what it cost (the same with the cache as without).
    enum class Event
    {
        ItemHit,
        ItemMiss,
        QueryHit,
        QueryMiss,
        PassThrough,
    };
    virtual void count(Event event, double units) = 0;

    // A write sent through the cache begins: the keys its item changes write are noted (the
    // engine may run a write's hooks more than once; the last image of each key counts). Ended
    // with `succeeded` false (it failed, nothing changed), nothing is kept; true, each key noted
    // is kept in the item cache as the write left it (a deleted item as a negative entry) and the
    // write is counted. Returns how many keys were kept (none for a write that changed nothing:
    // the caller knows what the table then holds, if anyone does).
    virtual void beginWriteThrough() = 0;
    virtual qsizetype endWriteThrough(bool succeeded) = 0;

    // The live entries (expired ones left out), the most recently used first; only `table`'s when
    // it is given.
    virtual QList<ItemCacheEntry> itemEntries(const QString &table = {}) const = 0;
    virtual QList<QueryCacheEntry> queryEntries(const QString &table = {}) const = 0;
    virtual CacheStatistics cacheStatistics() const = 0;
    // The times, ascending, at which an item of `table` changed (whoever changed it) while the
    // cache was enabled: the only times a cached answer can have gone stale. Kept while the cache
    // holds entries of the table; of one it holds none of, the last minute's only.
    virtual QList<qint64> tableChangeTimes(const QString &table) const = 0;
    // Empties both caches and zeroes the counts (FlushCache, and what a rewind does).
    virtual void flushCache() = 0;

protected:
    ~ReadCache() = default; // owned and destroyed as the Engine's module
};

// The engine's cache, for code that includes this header and not engine.h.
ReadCache &cacheOf(Engine &engine);

} // namespace lw
