// The cache module (cache.h, docs/cache.md): the settings, kept in the workspace, and the two
// caches with their counts, kept in memory. It follows item changes (itemstore.h) while the cache
// is enabled, for the keys a write sent through the cache wrote and for the times each cached
// table changed, and a rewind empties it (modules.h).
//
// Stored in the catalog's `meta` (FROZEN key; absent on a workspace that never changed them,
// which reads as the defaults: disabled):
//   "cache.settings" := magic:u32 = 0x4C574443 ("LWDC")  version:u16 = 1
//                       enabled:u8  itemTtlMs:i64  queryTtlMs:i64  maxEntries:i64
// big-endian through QDataStream pinned to Qt 6.0's format, as "consistency.settings"
// (readconsistency.h).
//
// Entries are keyed by bytes: an item entry by its table and its key as the item codec encodes it
// (storage/itemcodec.h: attributes in name order, so one key has one spelling), a query entry by
// its operation and the request as keyed, as compact JSON (whose members are sorted).
#pragma once

#include "cache.h"
#include "cachelru.h"
#include "itemstore.h"
#include "modules.h"

#include <QHash>

namespace lw {

class CacheModule final : public EngineModule,
                          public ReadCache,
                          public ItemChangeFollower,
                          public RewindParticipant
{
public:
    CacheModule(EngineImpl &engine, storage::Dbi meta);

    // Reads the stored settings (opening the workspace).
    Status load(storage::Txn &txn);

    Status setCacheSettings(const CacheSettings &settings) override;
    CacheSettings cacheSettings() const override { return m_settings; }
    bool cacheEnabled() const override { return m_settings.enabled; }
    const ItemCacheEntry *hitItem(const QString &table, const Item &key) override;
    void keepItem(const QString &table, const Item &key, const std::optional<Item> &item,
                  double units) override;
    const QueryCacheEntry *hitQuery(const QString &operation, const QJsonObject &request) override;
    void keepQuery(const QString &table, const QString &operation, const QJsonObject &request,
                   const QJsonObject &response, double units) override;
    void count(Event event, double units) override;
    void beginWriteThrough() override;
    qsizetype endWriteThrough(bool succeeded) override;
    QList<ItemCacheEntry> itemEntries(const QString &table) const override;
    QList<QueryCacheEntry> queryEntries(const QString &table) const override;
    CacheStatistics cacheStatistics() const override { return m_statistics; }
    QList<qint64> tableChangeTimes(const QString &table) const override;
    void flushCache() override;

    // ItemChangeFollower: notes the change's time for its table and, within a write-through, its
    // key and new image. Keeps nothing in the workspace.
    Status follow(storage::Txn &txn, const ItemChange &change) override;
    Status dropTable(storage::Txn &, quint32) override { return {}; }
    // RewindParticipant: the cache is emptied (what it held was read before the time rewound to
    // or after it, and neither is the table's now).
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    struct Written
    {
        QString table;
        Item key;
        std::optional<Item> item;
        qint64 size = 0;
    };
    bool expired(qint64 cachedAtMs, qint64 ttlMs) const;
    // The live entry under `key`, touched and counted as a hit; an expired one is dropped.
    template<typename Entry> Entry *hit(LruMap<Entry> &map, const QByteArray &key, qint64 ttlMs);
    // The entries not expired, the most recently used first (only `table`'s when given).
    template<typename Entry>
    QList<Entry> live(const LruMap<Entry> &map, const QString &table, qint64 ttlMs) const;
    // Takes entries out from the least recently used end until each cache holds at most
    // MaxEntries, counting each as an eviction (or an expiration, when it had expired).
    void trim();
    template<typename Entry> void trim(LruMap<Entry> &map, qint64 ttlMs);
    void entryAdded(const QString &table);
    void entryRemoved(const QString &table);
    void clearEntries();

    EngineImpl &m_engine;
    storage::Dbi m_meta;
    CacheSettings m_settings;
    CacheStatistics m_statistics;
    LruMap<ItemCacheEntry> m_items;
    LruMap<QueryCacheEntry> m_queries;
    QHash<QString, qsizetype> m_entriesOfTable; // entries held per table, both caches
    QHash<QString, QList<qint64>> m_changeTimes;
    bool m_capturing = false;
    QHash<QByteArray, Written> m_written;
};

} // namespace lw
