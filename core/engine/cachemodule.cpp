#include "cachemodule.h"

#include "capacity.h"
#include "model/attributejson.h"
#include "model/frozenstream.h"
#include "model/itemkeys.h"
#include "storage/itemcodec.h"

#include <QDataStream>
#include <QIODevice>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QByteArrayView kSettingsKey = "cache.settings";
constexpr quint32 kRecordMagic = 0x4C574443; // "LWDC"
constexpr quint16 kRecordVersion = 1;
constexpr qint64 kMaxTtlMs = 86'400'000; // a day
constexpr qint64 kMaxEntries = 1'000'000;
// The longest a replica may lag behind a write (PropagationMillis' bound, readconsistency.cpp).
constexpr qint64 kLongestReplicaLagMs = 60'000;

QByteArray encode(const CacheSettings &s)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kRecordMagic << kRecordVersion << quint8(s.enabled) << s.itemTtlMs << s.queryTtlMs
        << s.maxEntries;
    return bytes;
}

Result<CacheSettings> decode(QByteArrayView bytes)
{
    QDataStream in(bytes.toByteArray());
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    quint8 enabled = 0;
    CacheSettings s;
    in >> magic >> version >> enabled >> s.itemTtlMs >> s.queryTtlMs >> s.maxEntries;
    if (in.status() != QDataStream::Ok || magic != kRecordMagic || version != kRecordVersion ||
        !in.atEnd())
        return std::unexpected(corruptData(u"the cache settings"_s));
    s.enabled = enabled != 0;
    return s;
}

QByteArray itemEntryKey(const QString &table, const Item &key)
{
    QByteArray out = table.toUtf8();
    out += '\0';
    storage::appendItem(out, key);
    return out;
}

QByteArray queryEntryKey(const QString &operation, const QJsonObject &request)
{
    return operation.toUtf8() + '\0' + QJsonDocument(request).toJson(QJsonDocument::Compact);
}

} // namespace

CacheModule::CacheModule(EngineImpl &engine, storage::Dbi meta) : m_engine(engine), m_meta(meta) {}

Status CacheModule::load(storage::Txn &txn)
{
    auto stored = storage::get(txn, m_meta, kSettingsKey);
    LW_TRY(stored);
    if (!*stored)
        return {};
    auto settings = decode(**stored);
    LW_TRY(settings);
    m_settings = *settings;
    return {};
}

Status CacheModule::setCacheSettings(const CacheSettings &settings)
{
    if (settings.itemTtlMs < 0 || settings.itemTtlMs > kMaxTtlMs)
        return std::unexpected(validationError(
            u"ItemTtlMillis must be from 0 to 86400000: %1"_s.arg(settings.itemTtlMs)));
    if (settings.queryTtlMs < 0 || settings.queryTtlMs > kMaxTtlMs)
        return std::unexpected(validationError(
            u"QueryTtlMillis must be from 0 to 86400000: %1"_s.arg(settings.queryTtlMs)));
    if (settings.maxEntries < 1 || settings.maxEntries > kMaxEntries)
        return std::unexpected(validationError(
            u"MaxEntries must be from 1 to 1000000: %1"_s.arg(settings.maxEntries)));
    LW_TRY(m_engine.write([&](storage::Txn &txn) -> Status {
        return storage::put(txn, m_meta, kSettingsKey, encode(settings));
    }));
    const bool wasEnabled = m_settings.enabled;
    m_settings = settings;
    if (!settings.enabled)
        clearEntries();
    else if (!wasEnabled)
        m_statistics = {};
    trim();
    return {};
}

bool CacheModule::expired(qint64 cachedAtMs, qint64 ttlMs) const
{
    return ttlMs > 0 && m_engine.nowMs() >= cachedAtMs + ttlMs;
}

template<typename Entry>
Entry *CacheModule::hit(LruMap<Entry> &map, const QByteArray &key, qint64 ttlMs)
{
    Entry *entry = map.find(key);
    if (!entry)
        return nullptr;
    if (expired(entry->cachedAtMs, ttlMs)) {
        const QString table = entry->table;
        map.erase(key);
        entryRemoved(table);
        ++m_statistics.expirations;
        return nullptr;
    }
    ++entry->hits;
    entry->lastUsedMs = m_engine.nowMs();
    map.touch(key);
    return entry;
}

const ItemCacheEntry *CacheModule::hitItem(const QString &table, const Item &key)
{
    return hit(m_items, itemEntryKey(table, key), m_settings.itemTtlMs);
}

void CacheModule::keepItem(const QString &table, const Item &key, const std::optional<Item> &item,
                           double units)
{
    const qint64 now = m_engine.nowMs();
    const QJsonObject json = item ? itemToJson(*item) : QJsonObject();
    if (m_items.put(itemEntryKey(table, key),
                    ItemCacheEntry{table, key, item, json, now, now, 0, units}))
        entryAdded(table);
    trim();
}

const QueryCacheEntry *CacheModule::hitQuery(const QString &operation, const QJsonObject &request)
{
    return hit(m_queries, queryEntryKey(operation, request), m_settings.queryTtlMs);
}

void CacheModule::keepQuery(const QString &table, const QString &operation,
                            const QJsonObject &request, const QJsonObject &response, double units)
{
    const qint64 now = m_engine.nowMs();
    if (m_queries.put(queryEntryKey(operation, request),
                      QueryCacheEntry{table, operation, request, response, now, now, 0, units}))
        entryAdded(table);
    trim();
}

void CacheModule::count(Event event, double units)
{
    switch (event) {
    case Event::ItemHit:
        ++m_statistics.itemHits;
        break;
    case Event::ItemMiss:
        ++m_statistics.itemMisses;
        break;
    case Event::QueryHit:
        ++m_statistics.queryHits;
        break;
    case Event::QueryMiss:
        ++m_statistics.queryMisses;
        break;
    case Event::PassThrough:
        ++m_statistics.passThroughs;
        break;
    }
    // A hit consumed nothing on the table; without the cache it would have read.
    if (event != Event::ItemHit && event != Event::QueryHit)
        m_statistics.unitsWithCache += units;
    m_statistics.unitsWithoutCache += units;
}

void CacheModule::beginWriteThrough()
{
    m_written.clear();
    m_capturing = true;
}

qsizetype CacheModule::endWriteThrough(bool succeeded)
{
    m_capturing = false;
    QHash<QByteArray, Written> written;
    written.swap(m_written);
    if (!succeeded)
        return 0;
    ++m_statistics.writeThroughs;
    // In key order, so that which of them the size limit evicts first does not depend on the
    // hash's order.
    QList<QByteArray> keys = written.keys();
    std::sort(keys.begin(), keys.end());
    for (const QByteArray &k : keys) {
        const Written &w = written.value(k);
        keepItem(w.table, w.key, w.item, readUnits(w.item ? w.size : 0, false));
    }
    return keys.size();
}

template<typename Entry>
QList<Entry> CacheModule::live(const LruMap<Entry> &map, const QString &table, qint64 ttlMs) const
{
    QList<Entry> out;
    for (const auto &[key, entry] : map.inOrder())
        if ((table.isEmpty() || entry.table == table) && !expired(entry.cachedAtMs, ttlMs))
            out << entry;
    return out;
}

QList<ItemCacheEntry> CacheModule::itemEntries(const QString &table) const
{
    return live(m_items, table, m_settings.itemTtlMs);
}

QList<QueryCacheEntry> CacheModule::queryEntries(const QString &table) const
{
    return live(m_queries, table, m_settings.queryTtlMs);
}

QList<qint64> CacheModule::tableChangeTimes(const QString &table) const
{
    return m_changeTimes.value(table);
}

void CacheModule::flushCache()
{
    clearEntries();
    m_statistics = {};
}

Status CacheModule::follow(storage::Txn &, const ItemChange &change)
{
    if (!m_settings.enabled || !change.isNew())
        return {};
    const QString &table = change.table.name;
    // A transaction retried runs its hooks again: a time is noted once.
    QList<qint64> &times = m_changeTimes[table];
    const qint64 t = change.context.timeMs;
    auto at = std::lower_bound(times.begin(), times.end(), t);
    if (at == times.end() || *at != t)
        times.insert(at, t);
    // Of a table the cache holds nothing of, only what a read filled now from a replica that
    // lags can have missed: the last propagation window's (60 s at most, consistency.h).
    if (m_entriesOfTable.value(table) == 0)
        times.erase(times.begin(),
                    std::lower_bound(times.begin(), times.end(), t - kLongestReplicaLagMs));
    if (m_capturing) {
        const Item *image = change.newItem ? change.newItem : change.oldItem;
        if (!image)
            return {};
        Item key = keyOf(*image, change.table.key);
        Written w{table, key, change.newItem ? std::optional<Item>(*change.newItem) : std::nullopt,
                  change.newSize};
        m_written.insert(itemEntryKey(table, key), std::move(w));
    }
    return {};
}

Status CacheModule::rewind(storage::Txn &, RewindState &)
{
    flushCache();
    return {};
}

template<typename Entry> void CacheModule::trim(LruMap<Entry> &map, qint64 ttlMs)
{
    while (map.size() > m_settings.maxEntries) {
        const Entry entry = map.takeLeastRecent();
        entryRemoved(entry.table);
        if (expired(entry.cachedAtMs, ttlMs))
            ++m_statistics.expirations;
        else
            ++m_statistics.evictions;
    }
}

void CacheModule::trim()
{
    trim(m_items, m_settings.itemTtlMs);
    trim(m_queries, m_settings.queryTtlMs);
}

void CacheModule::entryAdded(const QString &table)
{
    ++m_entriesOfTable[table];
}

void CacheModule::entryRemoved(const QString &table)
{
    auto it = m_entriesOfTable.find(table);
    if (it == m_entriesOfTable.end())
        return;
    if (--it.value() <= 0)
        m_entriesOfTable.erase(it);
}

void CacheModule::clearEntries()
{
    m_items.clear();
    m_queries.clear();
    m_entriesOfTable.clear();
    m_changeTimes.clear();
    m_written.clear();
}

ReadCache &cacheOf(Engine &engine)
{
    // EngineImpl is the one Engine there is (engineimpl.h).
    return static_cast<EngineImpl &>(engine).cache();
}

} // namespace lw
