#include "ttlqueue.h"

#include "history.h"
#include "tablekeys.h"
#include "time/ttl.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::ttlqueue {

namespace {

constexpr qsizetype kTimeBytes = 8;
constexpr qsizetype kTableIdBytes = 4;

// The next table whose TTL finishes ENABLING after `afterMs` and by `toMs`.
std::optional<std::pair<qint64, const TableDefinition *>>
nextSettle(const QMap<QString, TableDefinition> &tables, qint64 afterMs, qint64 toMs)
{
    std::optional<std::pair<qint64, const TableDefinition *>> next;
    for (const auto &table : tables) {
        const auto &ttl = table.timeToLive;
        if (!ttl.enabled || ttl.changedAtMs < 0)
            continue;
        const qint64 at = ttl.changedAtMs + ttl.settleMs;
        if (at > afterMs && at <= toMs && (!next || at < next->first))
            next = std::pair{at, &table};
    }
    return next;
}

QByteArray value(qint64 expiryMs)
{
    QByteArray out(8, Qt::Uninitialized);
    qToLittleEndian<qint64>(expiryMs, out.data());
    return out;
}

} // namespace

QByteArray key(qint64 dueMs, const QByteArray &itemKey)
{
    return history::encodeTime(dueMs) + itemKey;
}

std::optional<Entry> entryFor(const TableDefinition &table, const SweeperSettings &sweeper,
                              const QByteArray &itemKey, const Item &item, qint64 atMs,
                              bool fiveYearRule)
{
    if (table.timeToLive.statusAt(atMs) != TimeToLiveSetting::Status::Enabled)
        return std::nullopt;
    // Judged from the distant past, no value is more than five years old.
    constexpr qint64 kDistantPast = std::numeric_limits<qint64>::min() / 2;
    const auto expiry =
        ttl::expiryOf(item, table.timeToLive.attributeName, fiveYearRule ? atMs : kDistantPast);
    if (!expiry.atMs)
        return std::nullopt;
    // Drawn from the key as format 3 stored it, so that the spread changed no item's lag.
    return Entry{*expiry.atMs + sweeper.lagMs(unspreadItemKey(itemKey), *expiry.atMs),
                 *expiry.atMs};
}

Result<storage::Dbi> openDatabase(storage::Txn &txn)
{
    return storage::Dbi::open(txn, kDatabaseName);
}

Status update(storage::Txn &txn, storage::Dbi queue, const TableDefinition &table,
              const SweeperSettings &sweeper, const QByteArray &itemKey, const Item *oldItem,
              const Item *newItem, qint64 atMs)
{
    if (table.timeToLive.statusAt(atMs) != TimeToLiveSetting::Status::Enabled)
        return {};
    const auto before =
        oldItem ? entryFor(table, sweeper, itemKey, *oldItem, atMs, false) : std::nullopt;
    const auto after = newItem ? entryFor(table, sweeper, itemKey, *newItem, atMs) : std::nullopt;
    if (before == after)
        return {};
    if (before) {
        LW_TRY(storage::del(txn, queue, key(before->dueMs, itemKey)));
    }
    if (after)
        return storage::put(txn, queue, key(after->dueMs, itemKey), value(after->expiryMs));
    return {};
}

Status clearTable(storage::Txn &txn, storage::Dbi queue, quint32 tableId)
{
    // The queue is ordered by due time, so the table's entries are spread through it.
    const QByteArray prefix = tablePrefix(tableId);
    QList<QByteArray> keys;
    auto cursor = storage::Cursor::open(txn, queue);
    LW_TRY(cursor);
    auto found = cursor->first();
    for (; found && *found; found = cursor->next())
        if (cursor->key().sliced(kTimeBytes).startsWith(prefix))
            keys << cursor->key().toByteArray();
    LW_TRY(found);
    for (const auto &k : std::as_const(keys))
        LW_TRY(storage::del(txn, queue, k));
    return {};
}

Status rebuildTable(storage::Txn &txn, storage::Dbi queue, const ItemDbs &items,
                    const TableDefinition &table, const SweeperSettings &sweeper, qint64 atMs)
{
    if (auto s = clearTable(txn, queue, table.id); !s)
        return s;
    if (table.timeToLive.statusAt(atMs) != TimeToLiveSetting::Status::Enabled)
        return {};
    return forEachStoredItem(
        txn, items, table.id, [&](const QByteArray &itemKey, StoredItem &&stored) -> Status {
            if (auto entry = entryFor(table, sweeper, itemKey, stored.item, atMs))
                return storage::put(txn, queue, key(entry->dueMs, itemKey), value(entry->expiryMs));
            return {};
        });
}

std::optional<Queued> decode(QByteArrayView key, QByteArrayView value)
{
    if (key.size() <= kTimeBytes + kTableIdBytes || value.size() != 8)
        return std::nullopt;
    return Queued{history::decodeTime(key.first(kTimeBytes)),
                  qFromLittleEndian<qint64>(value.data()), key.sliced(kTimeBytes).toByteArray()};
}

Result<std::optional<Queued>> first(storage::Txn &txn, storage::Dbi queue)
{
    auto cursor = storage::Cursor::open(txn, queue);
    LW_TRY(cursor);
    auto found = cursor->first();
    LW_TRY(found);
    if (!*found)
        return std::optional<Queued>();
    auto queued = decode(cursor->key(), cursor->value());
    if (!queued)
        return std::unexpected(corruptData(u"a TTL queue entry does not decode"_s));
    return queued;
}

Status sweepItem(storage::Txn &txn, ItemStore &items, const ModuleContext &context,
                 const QByteArray &itemKey, qint64 atMs)
{
    const TableDefinition *table = tableWithId(context.tables, tableIdOf(itemKey));
    auto old = readStoredItem(txn, items.dbs(), itemKey);
    LW_TRY(old);
    if (!table || !*old)
        return std::unexpected(corruptData(u"the TTL queue names an item that does not exist"_s));
    const ChangeContext change{atMs, Origin::Ttl, &context.sweeper};
    // A TTL delete costs no write capacity: the units ItemStore::apply reports are dropped.
    return toStatus(items.apply(txn, *table, itemKey, *old, nullptr, 0, change));
}

Status Module::follow(storage::Txn &txn, const ItemChange &change)
{
    return update(txn, m_queue, change.table, *change.context.sweeper, change.itemKey,
                  change.oldItem, change.newItem, change.context.timeMs);
}

Status Module::beginBatch(storage::Txn &, qint64 nowMs)
{
    m_settledUpTo = nowMs;
    return {};
}

Result<std::optional<qint64>> Module::nextDueMs(storage::Txn &txn, qint64 toMs)
{
    m_settling = nullptr;
    m_queued.reset();
    const auto settle = nextSettle(m_context.tables, m_settledUpTo, toMs);
    auto queued = first(txn, m_queue);
    LW_TRY(queued);
    if (settle && (!*queued || settle->first <= (*queued)->dueMs)) {
        m_settling = settle->second;
        m_settleMs = settle->first;
        return m_settleMs;
    }
    if (!*queued)
        return std::nullopt;
    m_queued = std::move(*queued);
    return m_queued->dueMs;
}

Status Module::runDue(storage::Txn &txn, qint64 atMs)
{
    if (m_settling) {
        m_settledUpTo = m_settleMs;
        return rebuildTable(txn, m_queue, m_items.dbs(), *m_settling, m_context.sweeper, atMs);
    }
    return sweepItem(txn, m_items, m_context, m_queued->itemKey, atMs);
}

Status Module::rewind(storage::Txn &txn, RewindState &state)
{
    // Pending TTL deletes are those of the items and settings as they were.
    for (const auto &table : std::as_const(state.tables))
        LW_TRY(rebuildTable(txn, m_queue, m_items.dbs(), table, m_context.sweeper, state.toMs));
    return {};
}

} // namespace lw::ttlqueue
