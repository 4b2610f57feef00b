// Reading and changing stored items inside a transaction: the one place that keeps items,
// index entries and statistics in step. Every data-plane write goes through applyItemChange,
// so an index can never disagree with its items (and `verify` checks that it does not).
#pragma once

#include "capacity.h"
#include "engineimpl.h"
#include "time/lifecycle.h"

namespace lw {

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

Result<std::optional<StoredItem>> readStoredItem(storage::Txn &txn, const EngineImpl::Dbs &dbs,
                                                 const QByteArray &itemKey);

// Who changes an item and when: stamped on the history, and the time a TTL delete is scheduled
// from. `sweeper` decides the lag of that delete.
struct ChangeContext
{
    qint64 timeMs = 0;
    Origin origin = Origin::User;
    const SweeperSettings *sweeper = nullptr;
};

// Replaces `oldItem` (absent: none stored) by `newItem` (null: delete) of DynamoDB size
// `newSize` (as validateItem() returned it) under `itemKey`, with its history (history.h), its
// stream record when the table has a stream (streamlog.h) and everything derived from it
// (updateDerived). Returns the write capacity DynamoDB charges: the
// table by the larger of the two sizes, each index by the entries it rewrote (a moved index key
// costs a delete plus a put; an untouched entry costs nothing).
Result<ConsumedCapacity> applyItemChange(storage::Txn &txn, const EngineImpl::Dbs &dbs,
                                         const TableDefinition &table, const QByteArray &itemKey,
                                         const std::optional<StoredItem> &oldItem,
                                         const Item *newItem, qint64 newSize,
                                         const ChangeContext &context);

// Brings what derives from an item in step with its change, already written, from `oldItem` to
// `newItem` (null: none; sizes as stored): every index entry, the table and index statistics and
// the item's pending TTL delete (ttlqueue.h). Adds the capacity of the index writes to `capacity`.
Status updateDerived(storage::Txn &txn, const EngineImpl::Dbs &dbs, const TableDefinition &table,
                     const QByteArray &itemKey, const Item *oldItem, qint64 oldSize,
                     const Item *newItem, qint64 newSize, const ChangeContext &context,
                     ConsumedCapacity *capacity = nullptr);

// Calls `visit(itemKey, stored)` for every item of the table, in key order, stopping at the first
// error it returns. `visit` must not write to the items sub-database.
Status forEachStoredItem(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId,
                         const std::function<Status(const QByteArray &, StoredItem &&)> &visit);

// Calls `visit(key, value)` for every entry of `dbi` whose key starts with `prefix` (empty: all),
// in key order, stopping at the first error it returns. `visit` must not write to `dbi`.
Status forEachEntry(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix,
                    const std::function<Status(QByteArrayView, QByteArrayView)> &visit);

// Deletes every key starting with `prefix` in `dbi`.
Status erasePrefix(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix);

// Adds an entry for `item` to one index (used when a new GSI is backfilled).
Status addIndexEntry(storage::Txn &txn, const EngineImpl::Dbs &dbs, const TableDefinition &table,
                     const IndexDefinition &index, const Item &item);

Result<IndexStats> readStats(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId,
                             quint16 indexId);
Status addStats(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId, quint16 indexId,
                qint64 countDelta, qint64 bytesDelta);

} // namespace lw
