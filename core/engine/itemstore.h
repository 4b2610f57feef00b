// The item store: reading and changing stored items inside a transaction, and the one place that
// keeps items, index entries and statistics in step. Every data-plane write is one change that
// ItemStore::apply writes and hands on (the change pipeline, below), so an index can never
// disagree with its items (and `verify` checks that it does not).
#pragma once

#include "capacity.h"
#include "engineimpl.h"
#include "itemdbs.h"
#include "modules.h"
#include "time/lifecycle.h"

#include <QHash>

namespace lw {

class GsiPropagation;

// What the items and index sub-databases hold under each key: the item (or its projection) and
// its DynamoDB size, which every read needs for capacity and page limits. An index entry is a
// record; an item is a record after the stamp of the change that wrote it (history.h).
//   record := size:u32le item            (FROZEN; item per storage/itemcodec.h)
struct StoredItem
{
    Item item;
    qint64 size = 0;
};
QByteArray encodeRecord(const Item &item, qint64 size);
void appendRecord(QByteArray &out, const Item &item, qint64 size);
// InternalServerError "Corrupt workspace data: <what>", for bytes that fail to decode.
Error corruptData(const QString &what);
std::optional<StoredItem> decodeRecord(QByteArrayView bytes);
// The record of an item's head, its stamp skipped.
std::optional<StoredItem> decodeItemHead(QByteArrayView head);

Result<std::optional<StoredItem>> readStoredItem(storage::Txn &txn, const ItemDbs &dbs,
                                                 const QByteArray &itemKey);

// Who changes an item and when: stamped on the history, and the time a TTL delete is scheduled
// from. `sweeper` decides the lag of that delete.
struct ChangeContext
{
    qint64 timeMs = 0;
    Origin origin = Origin::User;
    const SweeperSettings *sweeper = nullptr;
};

// One item change, as the item store hands it on: the table, the item's key, its old image (null:
// none stored) and new image (null: deleted), sizes as stored, and who made it when.
struct ItemChange
{
    const TableDefinition &table;
    const QByteArray &itemKey;
    const Item *oldItem = nullptr;
    qint64 oldSize = 0;
    const Item *newItem = nullptr;
    qint64 newSize = 0;
    const ChangeContext &context;
    // A new change (ItemStore::apply): its sequence number, and the head it replaced as stored
    // (empty: none), which the history keeps. A re-derivation (ItemStore::rederive: a rewind put
    // the item back as it was) is no new change: seq 0, and nothing records it.
    qint64 seq = 0;
    QByteArray oldHead;
    bool isNew() const { return seq != 0; }
};

// What derives from items and is another module's: told every change in its transaction, once
// the item store wrote the item, its index entries and statistics.
class ItemChangeFollower
{
public:
    virtual ~ItemChangeFollower() = default;
    virtual Status follow(storage::Txn &txn, const ItemChange &change) = 0;
    // Every item of the table with this id is about to be derived afresh (rederiveTable): drop
    // what was derived from them.
    virtual Status dropTable(storage::Txn &txn, quint32 tableId) = 0;
};

// One global secondary index entry a change put or removed, for the throughput limits
// (throughputlimits.h): the index, the entry's partition key value, the write units it cost and
// how many bytes it added to (negative: removed from) the index. An entry rewritten in place is
// one; a moved index key is a removal and a put.
struct IndexEntryWrite
{
    QString index;
    AttributeValue partitionKey;
    double units = 0;
    qint64 sizeDelta = 0;
};

// The item store, a module of its own: it owns the item sub-databases and runs the change
// pipeline. A change runs, in one transaction, in this fixed order: the item's head (its new
// image, stamped with a new sequence number; history.h), its index entries (while the GSI lag is
// on, its GSI entries are queued instead, gsipropagation.h), the table's and the indexes'
// statistics, then each follower in the order setFollowers() gave — the engine registers the
// history (the superseded version), the TTL queue (the pending delete) and the stream log (the
// record, when the table has a stream), in that order (EngineImpl::registerModules).
//
// On a table with a local secondary index the store also keeps each item collection's size (the
// items of one partition key value and their LSI entries, DynamoDB sizes as stored) in the
// statistics, in the change's transaction, and refuses a change that would take one past the
// limit it was made with (EngineOptions::itemCollectionLimitBytes) with
// ItemCollectionSizeLimitExceededException, before any follower ran; the caller's transaction
// then aborts, so the write changes nothing. Tables without an LSI keep no sizes and pay nothing.
//   stats  collectionKeyBytes(tableId, pk) := bytes:i64le   (FROZEN; absent: 0; since format 3,
//                                                             historyupgrade.cpp counts them)
class ItemStore final : public EngineModule
{
public:
    ItemStore(const ItemDbs &dbs, qint64 collectionLimitBytes)
        : m_dbs(dbs), m_collectionLimitBytes(collectionLimitBytes)
    {}
    const ItemDbs &dbs() const { return m_dbs; }
    // Whether the table's item collections have sizes: it has a local secondary index.
    static bool keepsCollections(const TableDefinition &table);
    // The collection of the item whose table key (or whole item) is `key`, as the write in `txn`
    // left it, for ReturnItemCollectionMetrics; none on a table that keeps no sizes.
    Result<std::optional<ItemCollectionMetrics>>
    collectionMetrics(storage::Txn &txn, const TableDefinition &table, const Item &key) const;
    void setFollowers(QList<ItemChangeFollower *> followers) { m_followers = std::move(followers); }
    // The GSI propagation queue: while it lags, a new change's GSI entries are queued there
    // instead of written (the change still costs their write units), and a table derived afresh
    // drops its pending changes.
    void setPropagation(GsiPropagation *propagation) { m_propagation = propagation; }
    // While on, apply() lists the global secondary index entries each change put or removed
    // (indexWrites()); off (the default), it lists nothing and costs nothing.
    void recordIndexWrites(bool on) { m_recordIndexWrites = on; }
    // The entries of the last apply() while recording, in the table's index order, and the bytes
    // it added to the table (negative: removed; 0 for a change that wrote nothing).
    const QList<IndexEntryWrite> &indexWrites() const { return m_indexWrites; }
    qint64 sizeDelta() const { return m_sizeDelta; }

    // Replaces `old` (none stored) by `newItem` (null: delete) of DynamoDB size `newSize` (as
    // validateItem() returned it) under `itemKey`, and runs the pipeline. A change that leaves the
    // item as it was writes nothing. Returns the write capacity DynamoDB charges: the table by the
    // larger of the two sizes, each index by the entries it rewrote (a moved index key costs a
    // delete plus a put; an untouched entry costs nothing).
    Result<ConsumedCapacity> apply(storage::Txn &txn, const TableDefinition &table,
                                   const QByteArray &itemKey, const std::optional<StoredItem> &old,
                                   const Item *newItem, qint64 newSize,
                                   const ChangeContext &context);
    // Brings what derives from an item in step with a head already written (a rewind put it
    // back), from `oldItem` to `newItem` (null: none; sizes as stored): index entries, statistics
    // and the followers that derive state rather than record changes (the TTL queue).
    Status rederive(storage::Txn &txn, const TableDefinition &table, const QByteArray &itemKey,
                    const Item *oldItem, qint64 oldSize, const Item *newItem, qint64 newSize,
                    const ChangeContext &context);
    // Drops everything derived from the items of the table with this id (its index entries,
    // statistics and the followers' part), then, when `table` is given (it exists), derives it
    // afresh from every item it holds.
    Status rederiveTable(storage::Txn &txn, quint32 tableId, const TableDefinition *table,
                         const ChangeContext &context);

private:
    Status derive(storage::Txn &txn, const ItemChange &change, ConsumedCapacity *capacity);

    // Adds `delta` bytes to the collection of `change`'s item; a new change that grows it past
    // the limit fails.
    Status addToCollection(storage::Txn &txn, const ItemChange &change, qint64 delta);

    ItemDbs m_dbs;
    const qint64 m_collectionLimitBytes;
    QList<ItemChangeFollower *> m_followers;
    GsiPropagation *m_propagation = nullptr;
    bool m_recordIndexWrites = false;
    QList<IndexEntryWrite> m_indexWrites;
    qint64 m_sizeDelta = 0;
};

// Calls `visit(itemKey, stored)` for every item of the table, in key order, stopping at the first
// error it returns. `visit` must not write to the items sub-database.
Status forEachStoredItem(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                         const std::function<Status(const QByteArray &, StoredItem &&)> &visit);

// Calls `visit(key, value)` for every entry of `dbi` whose key starts with `prefix` (empty: all),
// in key order, stopping at the first error it returns. `visit` must not write to `dbi`.
Status forEachEntry(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix,
                    const std::function<Status(QByteArrayView, QByteArrayView)> &visit);

// Deletes every key starting with `prefix` in `dbi`.
Status erasePrefix(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix);

// Adds an entry for `item` to one index (used when a new GSI is backfilled).
Status addIndexEntry(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table,
                     const IndexDefinition &index, const Item &item);
// Brings one index from `oldItem`'s entry to `newItem`'s (null: none), with its statistics (a
// GSI change that propagated, gsipropagation.h).
Status updateIndexEntry(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table,
                        const IndexDefinition &index, const Item *oldItem, const Item *newItem);

// The size of the collection with this partition key value in the table with this id (0: none
// stored).
Result<qint64> readCollectionBytes(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                                   const AttributeValue &partitionValue);
// The sizes of every item collection of `table` counted from its items, by collectionKeyBytes()
// (verify() compares them with those stored).
Result<QHash<QByteArray, qint64>> countCollectionSizes(storage::Txn &txn, const ItemDbs &dbs,
                                                       const TableDefinition &table);
// Replaces the stored sizes of `table`'s collections with those counted (a workspace of a format
// that kept none, historyupgrade.cpp).
Status countCollections(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table);
// A stored collection size's value, decoded.
Result<qint64> decodeCollectionBytes(QByteArrayView value);

Result<IndexStats> readStats(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                             quint16 indexId);
Status addStats(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId, quint16 indexId,
                qint64 countDelta, qint64 bytesDelta);

} // namespace lw
