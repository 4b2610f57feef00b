// The sweeper's queue: one entry per item that TTL will delete, keyed by when (history.h has the
// format). An item is queued while its table's TTL is ENABLED and its TTL value makes it expire
// (ttl.h); its delete falls due at its expiry plus the lag the sweeper settings draw for it.
// Every item change keeps its entry in step, so the queue never needs a scan of the table.
#pragma once

#include "itemstore.h"
#include "modules.h"
#include "time/sweeper.h"

namespace lw::ttlqueue {

// The queue's own sub-database (FROZEN name), opened in `txn` and created when new. update(),
// clearTable() and first() work on that handle alone; rebuildTable() also reads the items.
constexpr const char *kDatabaseName = "ttlQueue";
Result<storage::Dbi> openDatabase(storage::Txn &txn);

struct Entry
{
    qint64 dueMs = 0;
    qint64 expiryMs = 0;
    bool operator==(const Entry &) const = default;
};

QByteArray key(qint64 dueMs, const QByteArray &itemKey);

// The entry `item` has under `table`'s TTL at `atMs`: none when TTL is not ENABLED then or the
// item never expires. `fiveYearRule` false finds the entry of an item queued earlier, when
// its value was not yet five years old.
std::optional<Entry> entryFor(const TableDefinition &table, const SweeperSettings &sweeper,
                              const QByteArray &itemKey, const Item &item, qint64 atMs,
                              bool fiveYearRule = true);

// Moves the item's entry from what `oldItem` had to what `newItem` has (null: none).
Status update(storage::Txn &txn, storage::Dbi queue, const TableDefinition &table,
              const SweeperSettings &sweeper, const QByteArray &itemKey, const Item *oldItem,
              const Item *newItem, qint64 atMs);

// Drops every entry of the table, then (when its TTL is ENABLED at `atMs`) queues every item
// (read from the item store's `items`).
Status rebuildTable(storage::Txn &txn, storage::Dbi queue, const ItemDbs &items,
                    const TableDefinition &table, const SweeperSettings &sweeper, qint64 atMs);
// Drops every entry of the table with this id.
Status clearTable(storage::Txn &txn, storage::Dbi queue, quint32 tableId);

struct Queued
{
    qint64 dueMs = 0;
    qint64 expiryMs = 0;
    QByteArray itemKey;
};
// The first entry due (any time); none when the queue is empty.
Result<std::optional<Queued>> first(storage::Txn &txn, storage::Dbi queue);
std::optional<Queued> decode(QByteArrayView key, QByteArrayView value);

// The sweeper deletes the queued item `itemKey` at `atMs` through the item store: a TTL delete
// (Origin::Ttl), stamped with that time, consuming no capacity.
Status sweepItem(storage::Txn &txn, ItemStore &items, const ModuleContext &context,
                 const QByteArray &itemKey, qint64 atMs);

// TTL as a feature module. On the clock: a table's TTL finishing ENABLING (settling queues its
// items; DISABLING needs no event, the queue was emptied when it began) and the sweeper's
// deletes, each at its due time, a settle first when both fall due at once (the sweeper then
// sees the table's items). On rewind: every table's queue as its items and settings were. It
// follows every item change: the item's entry moves with it (update()).
class Module final : public EngineModule,
                     public ClockSource,
                     public RewindParticipant,
                     public ItemChangeFollower
{
public:
    Module(const ModuleContext &context, storage::Dbi queue, ItemStore &items)
        : m_context(context), m_queue(queue), m_items(items)
    {}
    Status follow(storage::Txn &txn, const ItemChange &change) override;
    Status dropTable(storage::Txn &txn, quint32 tableId) override
    {
        return clearTable(txn, m_queue, tableId);
    }
    Status beginBatch(storage::Txn &txn, qint64 nowMs) override;
    Result<std::optional<qint64>> nextDueMs(storage::Txn &txn, qint64 toMs) override;
    Status runDue(storage::Txn &txn, qint64 atMs) override;
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    ModuleContext m_context;
    storage::Dbi m_queue;
    ItemStore &m_items;
    qint64 m_settledUpTo = 0; // the batch's settle events at or before this have run
    // What nextDueMs() found due first: a table settling at m_settleMs, else a queued item.
    const TableDefinition *m_settling = nullptr;
    qint64 m_settleMs = 0;
    std::optional<Queued> m_queued;
};

} // namespace lw::ttlqueue
