// The history: every change of every item (and of every table's settings), kept so that any
// pane can show the workspace as of any time, `rewind` can drop the future, and `verify` can
// replay it. Written in the same transaction as the change it records.
//
// FROZEN on-disk formats (time := timeMs as u64 big-endian with the sign bit flipped, so that
// times before 1970 still sort first; ~x := bitwise complement, so newer sorts first):
//   log       key   := time seq:u64be                       (the workspace's changes in order)
//             value := 0x00 origin:u8 itemKey               (an item change)
//                    | 0x01 beforeLen:u32le before after    (a table's stored description, JSON;
//                                                             empty: the table did not exist)
//   versions  key   := itemKey ~time ~seq:u64be             (an item's versions, newest first)
//             value := origin:u8 [record]                   (record per itemstore.h; none: the
//                                                             change deleted the item)
//   ttlQueue  key   := dueTime itemKey                      (pending TTL deletes, by due time)
//             value := expiryMs:i64le                       (the item's expiry when scheduled)
// Item keys are prefix-free (keycodec.h), so an item's versions sit together, in item-key order.
#pragma once

#include "itemstore.h"
#include "time/lifecycle.h"

namespace lw::history {

QByteArray encodeTime(qint64 timeMs);
qint64 decodeTime(QByteArrayView bytes); // 8 bytes
QByteArray versionKey(const QByteArray &itemKey, qint64 timeMs, qint64 seq);
constexpr qsizetype kVersionSuffix = 16; // ~time ~seq after the item key

// The sequence number the next change in this transaction gets (one after the log's last).
Result<qint64> nextSeq(storage::Txn &txn, const Engine::Dbs &dbs);

// Records that `itemKey` changed from `old` to `newItem` (null: deleted). A change that leaves
// the item as it was records nothing.
Status recordItemChange(storage::Txn &txn, const Engine::Dbs &dbs, const QByteArray &itemKey,
                        const std::optional<StoredItem> &old, const Item *newItem, qint64 newSize,
                        qint64 timeMs, Origin origin);
// Records a table's settings changing from `before` to `after` (null: none).
Status recordTableChange(storage::Txn &txn, const Engine::Dbs &dbs, const TableDefinition *before,
                         const TableDefinition *after, qint64 timeMs);

// One log entry, decoded: an item change (itemKey set) or a table's settings change (the two
// stored descriptions, empty for none).
struct LogEntry
{
    qint64 timeMs = 0;
    qint64 seq = 0;
    std::optional<QByteArray> itemKey;
    QByteArray tableBefore, tableAfter;
};
std::optional<LogEntry> decodeLogEntry(QByteArrayView key, QByteArrayView value);

struct Version
{
    qint64 timeMs = 0;
    qint64 seq = 0;
    Origin origin = Origin::User;
    std::optional<StoredItem> record; // none: the change deleted the item
};
std::optional<Version> decodeVersion(QByteArrayView key, QByteArrayView value);

// The newest version of `itemKey` at or before `atMs`; none when the item had no version then.
Result<std::optional<Version>> versionAt(storage::Txn &txn, const Engine::Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs);
// The item as it was at `atMs` (none: absent then).
Result<std::optional<StoredItem>> itemAt(storage::Txn &txn, const Engine::Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs);

// Calls `visit(itemKey, record)` for every item present at `atMs` whose key lies in
// [lower, upper) (upper none: to the end of the table prefix `lower` starts with), in key order.
// `visit` returns false to stop.
Status forEachItemAt(storage::Txn &txn, const Engine::Dbs &dbs, const QByteArray &lower,
                     const std::optional<QByteArray> &upper, qint64 atMs,
                     const std::function<bool(const QByteArray &, StoredItem &&)> &visit);

} // namespace lw::history
