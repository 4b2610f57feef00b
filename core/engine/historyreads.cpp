// Reading the history: an item's changes, the workspace's changes, an item's lifecycle state at
// a time, and every lifetime of a table's items for the timeline.
#include "catalog.h"
#include "consumerrun.h"
#include "consumerstore.h"
#include "engineimpl.h"
#include "history.h"
#include "tablekeys.h"
#include "ttlqueue.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

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

Result<const TableDefinition *> EngineImpl::tableForKey(const QString &tableName,
                                                        const Item &key) const
{
    const TableDefinition *table = m_catalog->find(tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    LW_TRY(validateKey(key, table->key));
    return table;
}

Result<QList<Change>> EngineImpl::itemHistory(const QString &tableName, const Item &key)
{
    auto found = tableForKey(tableName, key);
    LW_TRY(found);
    const TableDefinition *table = *found;
    auto txn = beginRead();
    LW_TRY(txn);
    auto versions = history::versionsOf(**txn, m_dbs, itemKeyBytes(*table, key));
    LW_TRY(versions);
    return changesOf(*versions, table->name, keyOf(key, table->key));
}

Result<ItemLifecycle> EngineImpl::lifecycleAt(const QString &tableName, const Item &key,
                                              qint64 atMs)
{
    auto changes = itemHistory(tableName, key);
    LW_TRY(changes);
    const TableDefinition &table = *m_catalog->find(tableName);
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

Result<QList<Lifetime>> EngineImpl::lifetimes(const QString &tableName)
{
    const TableDefinition *table = m_catalog->find(tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    auto txn = beginRead();
    LW_TRY(txn);
    QList<Lifetime> out;
    // Only the last image of each lifetime is decoded whole: the others just count.
    auto walked = history::forEachItemVersions(
        **txn, m_dbs, tablePrefix(table->id),
        [&](const QByteArray &itemKey, const QList<history::RawVersion> &versions) -> Status {
            std::optional<Lifetime> open;
            QByteArrayView lastImage;
            const auto close = [&](qint64 atMs) -> Status {
                auto image = decodeRecord(lastImage);
                if (!image)
                    return std::unexpected(corruptData(u"an item version does not decode"_s));
                open->key = keyOf(image->item, table->key);
                open->expiry = expiryShown(*table, image->item, atMs);
                if (!open->deletedMs)
                    if (auto entry =
                            ttlqueue::entryFor(*table, m_sweeper, itemKey, image->item, atMs))
                        open->sweepAtMs = entry->dueMs;
                out << *open;
                open.reset();
                return {};
            };
            for (const auto &v : versions) {
                const bool present = !v.record.isEmpty();
                if (!open) {
                    if (!present)
                        continue;
                    open = Lifetime{{}, v.timeMs, {}, {}, {}, Origin::User, {}, 0};
                }
                ++open->changes;
                if (present) {
                    lastImage = v.record;
                    continue;
                }
                open->deletedMs = v.timeMs;
                open->deletedBy = v.origin;
                if (auto s = close(v.timeMs); !s)
                    return s;
            }
            if (open)
                return close(m_nowMs);
            return {};
        });
    LW_TRY(walked);
    LW_TRY(findArchived(**txn, *table, out));
    return out;
}

Status EngineImpl::findArchived(storage::Txn &txn, const TableDefinition &table,
                                QList<Lifetime> &lifetimes) const
{
    auto consumers = consumerstore::load(txn, m_dbs.consumerStore, table.id);
    LW_TRY(consumers);
    for (const auto &stored : std::as_const(*consumers)) {
        const ConsumerSettings &archiver = stored.consumer.settings;
        if (archiver.kind != ConsumerKind::Archiver)
            continue;
        for (Lifetime &lifetime : lifetimes) {
            if (!lifetime.deletedMs)
                continue;
            const QString objectKey = consumerrun::archiveObjectKey(archiver, table, lifetime.key);
            auto versions = bucket::listObjectVersions(txn, m_dbs.bucket, objectKey);
            LW_TRY(versions);
            // The first copy stored at or after the deletion (the list's prefix match can also
            // bring longer keys).
            for (const auto &version : std::as_const(*versions)) {
                if (version.key != objectKey || version.deleteMarker ||
                    version.lastModifiedMs < *lifetime.deletedMs)
                    continue;
                if (!lifetime.archivedMs || version.lastModifiedMs < *lifetime.archivedMs)
                    lifetime.archivedMs = version.lastModifiedMs;
            }
        }
    }
    return {};
}

} // namespace lw
