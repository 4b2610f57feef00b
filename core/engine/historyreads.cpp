// Reading the history: an item's changes, the workspace's changes, an item's lifecycle state at
// a time, and every lifetime of a table's items for the timeline.
#include "engine.h"
#include "history.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Every version of one item, oldest first.
Result<QList<history::Version>> versionsOf(storage::Txn &txn, const Engine::Dbs &dbs,
                                           const QByteArray &itemKey)
{
    QList<history::Version> out;
    auto cursor = storage::Cursor::open(txn, dbs.versions);
    if (!cursor)
        return std::unexpected(cursor.error());
    auto found = cursor->seek(itemKey);
    for (; found && *found && cursor->key().startsWith(itemKey) &&
           cursor->key().size() == itemKey.size() + history::kVersionSuffix;
         found = cursor->next()) {
        auto version = history::decodeVersion(cursor->key(), cursor->value());
        if (!version)
            return std::unexpected(corruptData(u"an item version does not decode"_s));
        out.prepend(std::move(*version));
    }
    if (!found)
        return std::unexpected(found.error());
    return out;
}

// The changes `versions` (oldest first) stand for.
QList<Change> changesOf(const QList<history::Version> &versions, const QString &tableName,
                        const Item &key)
{
    QList<Change> out;
    const history::Version *previous = nullptr;
    for (const auto &v : versions) {
        Change c{v.seq, v.timeMs, v.origin, tableName, key, std::nullopt, std::nullopt};
        if (previous && previous->record)
            c.oldImage = previous->record->item;
        if (v.record)
            c.newImage = v.record->item;
        out << std::move(c);
        previous = &v;
    }
    return out;
}

// The expiry shown for an item of `table` at `atMs`: TtlDisabled unless its TTL is enabled.
ttl::Expiry expiryShown(const TableDefinition &table, const Item &item, qint64 atMs)
{
    if (table.timeToLive.statusAt(atMs) != TimeToLiveSetting::Status::Enabled)
        return {std::nullopt, ttl::NeverReason::TtlDisabled};
    return ttl::expiryOf(item, table.timeToLive.attributeName, atMs);
}

LifecycleState deletedBy(Origin origin)
{
    switch (origin) {
    case Origin::Ttl:
        return LifecycleState::DeletedByTtl;
    case Origin::Consumer:
        return LifecycleState::DeletedByConsumer;
    case Origin::User:
        break;
    }
    return LifecycleState::DeletedByUser;
}

} // namespace

Result<const TableDefinition *> Engine::tableForKey(const QString &tableName, const Item &key) const
{
    const TableDefinition *table = findTable(tableName);
    if (!table)
        return std::unexpected(tableNotFound(tableName));
    if (auto s = validateKey(key, table->key); !s)
        return std::unexpected(s.error());
    return table;
}

Result<QList<Change>> Engine::itemHistory(const QString &tableName, const Item &key)
{
    auto found = tableForKey(tableName, key);
    if (!found)
        return std::unexpected(found.error());
    const TableDefinition *table = *found;
    auto txn = beginRead();
    if (!txn)
        return std::unexpected(txn.error());
    auto versions = versionsOf(**txn, m_dbs, itemKeyBytes(*table, key));
    if (!versions)
        return std::unexpected(versions.error());
    return changesOf(*versions, table->name, keyOf(key, table->key));
}

Result<QList<Change>> Engine::changes(qint64 fromMs, qint64 limit)
{
    auto txn = beginRead();
    if (!txn)
        return std::unexpected(txn.error());
    auto cursor = storage::Cursor::open(**txn, m_dbs.log);
    if (!cursor)
        return std::unexpected(cursor.error());
    auto versions = storage::Cursor::open(**txn, m_dbs.versions);
    if (!versions)
        return std::unexpected(versions.error());
    QList<Change> out;
    auto found = cursor->seek(history::encodeTime(fromMs));
    for (; found && *found && out.size() < limit; found = cursor->next()) {
        const auto entry = history::decodeLogEntry(cursor->key(), cursor->value());
        if (!entry)
            return std::unexpected(corruptData(u"a history log entry"_s));
        const TableDefinition *table =
            entry->itemKey ? tableWithId(m_tables, tableIdOf(*entry->itemKey)) : nullptr;
        if (!table)
            continue; // a table's settings changed, or the table has been deleted since
        // The change's version, then the one before it: its old image.
        const QByteArray &itemKey = *entry->itemKey;
        const auto versionHere = [&]() -> std::optional<history::Version> {
            if (versions->key().size() != itemKey.size() + history::kVersionSuffix ||
                !versions->key().startsWith(itemKey))
                return std::nullopt;
            return history::decodeVersion(versions->key(), versions->value());
        };
        auto at = versions->seek(history::versionKey(itemKey, entry->timeMs, entry->seq));
        const auto newer = at && *at ? versionHere() : std::nullopt;
        if (!newer || newer->seq != entry->seq)
            return std::unexpected(corruptData(u"a history log entry has no version"_s));
        at = versions->next();
        const auto older = at && *at ? versionHere() : std::nullopt;
        Change change{entry->seq, entry->timeMs, newer->origin, table->name,
                      {},         std::nullopt,  std::nullopt};
        if (older && older->record)
            change.oldImage = older->record->item;
        if (newer->record)
            change.newImage = newer->record->item;
        change.key = keyOf(change.newImage ? *change.newImage : *change.oldImage, table->key);
        out << std::move(change);
    }
    if (!found)
        return std::unexpected(found.error());
    return out;
}

Result<ItemLifecycle> Engine::lifecycleAt(const QString &tableName, const Item &key, qint64 atMs)
{
    auto changes = itemHistory(tableName, key);
    if (!changes)
        return std::unexpected(changes.error());
    const TableDefinition &table = *findTable(tableName);
    ItemLifecycle out;
    const Item *lastImage = nullptr; // the newest image up to atMs
    bool present = false;
    for (const Change &c : std::as_const(*changes)) {
        if (c.timeMs > atMs)
            break;
        if (c.newImage) {
            if (!present)
                out.sinceMs = c.timeMs; // a lifetime begins
            present = true;
            lastImage = &*c.newImage;
        } else {
            present = false;
            out.state = deletedBy(c.origin);
            out.sinceMs = c.timeMs;
        }
    }
    if (!lastImage)
        return out;
    if (!present) {
        out.expiry = expiryShown(table, *lastImage, out.sinceMs);
        return out;
    }
    out.state = LifecycleState::Active;
    out.expiry = expiryShown(table, *lastImage, atMs);
    if (ttl::isExpired(out.expiry, atMs)) {
        out.state = LifecycleState::Expired;
        out.sinceMs = *out.expiry.atMs;
    }
    if (auto entry =
            ttlqueue::entryFor(table, m_sweeper, itemKeyBytes(table, key), *lastImage, atMs))
        out.sweepAtMs = entry->dueMs;
    return out;
}

Result<QList<Lifetime>> Engine::lifetimes(const QString &tableName)
{
    const TableDefinition *table = findTable(tableName);
    if (!table)
        return std::unexpected(tableNotFound(tableName));
    auto txn = beginRead();
    if (!txn)
        return std::unexpected(txn.error());
    auto cursor = storage::Cursor::open(**txn, m_dbs.versions);
    if (!cursor)
        return std::unexpected(cursor.error());
    const QByteArray prefix = tablePrefix(table->id);
    QList<Lifetime> out;
    // One item's versions are adjacent, newest first: gather them, then read them oldest first.
    QList<std::pair<QByteArray, QByteArray>> run;
    const auto runItemKey = [&] { return run.first().first.chopped(history::kVersionSuffix); };
    // Only the last image of each lifetime is decoded whole: the others just count.
    const auto flush = [&]() -> Status {
        std::optional<Lifetime> open;
        const QByteArray *lastImage = nullptr; // the encoded version
        const auto close = [&](qint64 atMs) -> Status {
            auto image = decodeRecord(QByteArrayView(*lastImage).sliced(1));
            if (!image)
                return std::unexpected(corruptData(u"an item version does not decode"_s));
            open->key = keyOf(image->item, table->key);
            open->expiry = expiryShown(*table, image->item, atMs);
            if (!open->deletedMs)
                if (auto entry =
                        ttlqueue::entryFor(*table, m_sweeper, runItemKey(), image->item, atMs))
                    open->sweepAtMs = entry->dueMs;
            out << *open;
            open.reset();
            return {};
        };
        for (auto it = run.crbegin(); it != run.crend(); ++it) {
            // The header alone: time, sequence number, origin.
            auto v = history::decodeVersion(it->first, QByteArrayView(it->second).first(1));
            if (!v)
                return std::unexpected(corruptData(u"an item version does not decode"_s));
            const bool present = it->second.size() > 1;
            if (!open) {
                if (!present)
                    continue;
                open = Lifetime{{}, v->timeMs, {}, {}, {}, Origin::User, {}, 0};
            }
            ++open->changes;
            if (present) {
                lastImage = &it->second;
                continue;
            }
            open->deletedMs = v->timeMs;
            open->deletedBy = v->origin;
            if (auto s = close(v->timeMs); !s)
                return s;
        }
        if (open)
            if (auto s = close(m_nowMs); !s)
                return s;
        run.clear();
        return {};
    };
    auto found = cursor->seek(prefix);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next()) {
        const QByteArrayView key = cursor->key();
        if (!run.isEmpty() && key.chopped(history::kVersionSuffix) != runItemKey()) {
            if (auto s = flush(); !s)
                return std::unexpected(s.error());
        }
        run.emplaceBack(key.toByteArray(), cursor->value().toByteArray());
    }
    if (!found)
        return std::unexpected(found.error());
    if (!run.isEmpty())
        if (auto s = flush(); !s)
            return std::unexpected(s.error());
    return out;
}

} // namespace lw
