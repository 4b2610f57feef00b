// GSI propagation lag (docs/consistency.md, "GSI propagation"): DynamoDB updates a global
// secondary index asynchronously, after the base-table write succeeded. While realistic
// consistency is on with a GSI lag (ReadConsistency::lagsIndexes()), the item store does not
// write a new change's GSI entries in the change's transaction: it queues them here, and they
// apply when the clock reaches their due time. Local secondary indexes stay synchronous (they
// are strongly consistent, in the item's own partition); a GSI's backfill is not lagged (the
// index is CREATING until it is done).
//
// The due time of a change is its time plus a draw of 1..gsiLagMs (seededDraw of the seed, the
// item's key and the change's sequence number, so the same writes draw the same dues), but never
// before the due time of the item's previous pending change: one item's index changes apply in
// the order they were written. Entries due at the same time apply in write order.
//
// The queue is a clock event source (each event applies one pending change to the indexes it
// names that still exist) and a rewind participant, registered before the items' history: it
// applies every pending change at once, so the indexes match the items again, and empties the
// queue; the history then re-derives the indexes as of the time rewound to. Nothing is pending
// after a rewind. Turning the lag off (or realistic consistency) applies everything pending at
// once, in the same transaction that stores the settings, so index changes never overtake each
// other. DeleteTable drops its table's pending changes; a deleted GSI's part of them is dropped
// as it falls due (index ids are never reused).
//
// Stored in the catalog's `meta` (FROZEN keys; absent while nothing is pending), so a bundle
// carries the queue and an imported workspace applies the same entries at the same times:
//   "gsilag.due." be64(dueMs) be64(seq) := record
//   "gsilag.item." itemKey              := be64(dueMs) be64(seq) of the item's last pending change
//   record := magic:u32 = 0x4C574750 ("LWGP")  version:u16 = 1  itemKey:bytearray
//             indexIds:list<u16>  old:bytearray  new:bytearray
// big-endian through QDataStream pinned to Qt 6.0's format; `old` and `new` are the images as
// itemstore.h's records (empty: no item). The item keys are format 4's (tablekeys.h): a future
// key format must rewrite them as it rewrites the items'.
#pragma once

#include "itemstore.h"
#include "modules.h"

#include <QList>

#include <optional>

namespace lw {

class ReadConsistency;

namespace gsipropagation {

// One base-table change that has not reached the GSIs `indexIds` yet.
struct Pending
{
    qint64 dueMs = 0;
    qint64 seq = 0;
    QByteArray itemKey;
    QList<quint16> indexIds;
    std::optional<StoredItem> oldItem; // none: no item before
    std::optional<StoredItem> newItem; // none: deleted
};

// Every pending change of the table with this id, by due time (ties: write order).
Result<QList<Pending>> pendingOfTable(storage::Txn &txn, storage::Dbi meta, quint32 tableId);
// Drops every pending change of the table with this id (DeleteTable, a table derived afresh).
Status clearTable(storage::Txn &txn, storage::Dbi meta, quint32 tableId);

} // namespace gsipropagation

class GsiPropagation final : public EngineModule, public ClockSource, public RewindParticipant
{
public:
    GsiPropagation(ModuleContext context, storage::Dbi meta, const ItemDbs &items,
                   const ReadConsistency &consistency)
        : m_context(context), m_meta(meta), m_items(items), m_consistency(consistency)
    {}

    // Whether a new change's GSI entries are queued rather than written (the item store asks).
    bool lags() const;
    // Queues `change` (a new one, made at change.context.timeMs) for the GSIs `indexIds`, whose
    // entries it changes.
    Status queue(storage::Txn &txn, const ItemChange &change, const QList<quint16> &indexIds);
    // Applies every pending change now, in order, with the tables `tables` (skipping those with
    // an id in `skip`), and empties the queue.
    Status applyAll(storage::Txn &txn, const QMap<QString, TableDefinition> &tables,
                    const QSet<quint32> &skip = {});
    Status clearTable(storage::Txn &txn, quint32 tableId)
    {
        return gsipropagation::clearTable(txn, m_meta, tableId);
    }

    Result<std::optional<qint64>> nextDueMs(storage::Txn &txn, qint64 toMs) override;
    Status runDue(storage::Txn &txn, qint64 atMs) override;
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    Status apply(storage::Txn &txn, const QMap<QString, TableDefinition> &tables,
                 const gsipropagation::Pending &pending);

    ModuleContext m_context;
    storage::Dbi m_meta;
    ItemDbs m_items;
    const ReadConsistency &m_consistency;
};

} // namespace lw
