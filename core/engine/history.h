// The history: every change of every item (and of every table's settings), kept so that any
// pane can show the workspace as of any time, `rewind` can drop the future, and `verify` can
// replay it. Written in the same transaction as the change it records.
//
// An item's newest version lives once, as its head in the items sub-database, stamped with the
// change that wrote it; the versions sub-database keeps only what later changes superseded, and
// deletions. So a write that creates an item costs no history write at all, and an update or a
// delete one (DynamoDB's own tables keep no history: PutItem's budget is a raw LMDB put).
//
// FROZEN on-disk formats, workspace format 4 (format 3 added the item collections' sizes to
// format 2, itemstore.h; format 4 the hash in front of item keys, tablekeys.h). time := timeMs as
// u64 big-endian with the sign bit flipped, so that times before 1970 still sort first; ~x :=
// bitwise complement, so newer sorts first:
//   items     value := stamp record                     (the item's head; record per itemstore.h)
//   stamp           := time seq:u64be origin:u8          (the change that wrote the head)
//   versions  key   := itemKey ~time ~seq:u64be          (an item's superseded versions and its
//             value := origin:u8 [record]                 deletions, newest first; no record:
//                                                          the change deleted the item)
//   log       key   := time seq:u64be                    (changes of tables' settings)
//             value := beforeLen:u32le before after      (the table's stored description, JSON;
//                                                          empty: the table did not exist)
//   stats     statsKeyBytes(0, 0) := count:i64le 0:i64le (count: the last sequence number given;
//                                                          sequence numbers are never reused)
//   ttlQueue  key   := dueTime itemKey                   (pending TTL deletes, by due time)
//             value := expiryMs:i64le                    (the item's expiry when scheduled)
// Item keys are prefix-free (keycodec.h), so an item's versions sit together, in item-key order.
// Workspaces of format 3 (keys without the hash) and older, format 1 (every version in `versions`,
// a log of every change) among them, are upgraded on open (historyupgrade.cpp).
#pragma once

#include "itemstore.h"
#include "modules.h"
#include "time/lifecycle.h"

namespace lw::history {

QByteArray encodeTime(qint64 timeMs);
qint64 decodeTime(QByteArrayView bytes); // 8 bytes

// Which change wrote a version: when, its sequence number and who made it.
struct Stamp
{
    qint64 timeMs = 0;
    qint64 seq = 0;
    Origin origin = Origin::User;
};
constexpr qsizetype kStampSize = 17;
QByteArray encodeStamp(const Stamp &stamp);
QByteArray encodeHead(const Stamp &stamp, const Item &item, qint64 size);
// The head's stamp, or none when `head` is too short to hold one.
std::optional<Stamp> headStamp(QByteArrayView head);
QByteArray versionKey(const QByteArray &itemKey, qint64 timeMs, qint64 seq);
constexpr qsizetype kVersionSuffix = 16; // ~time ~seq after the item key

// The last sequence number given (0: none yet), and taking the next one.
Result<qint64> lastSeq(storage::Txn &txn, const ItemDbs &dbs);
Result<qint64> takeSeq(storage::Txn &txn, const ItemDbs &dbs);

// Keeps what an item change (itemstore.h) superseded: the old head as a version, as it was
// stored, and a deletion as one. A re-derivation records nothing.
Status recordItemChange(storage::Txn &txn, const HistoryDbs &dbs, const ItemChange &change);
// Keeps the head of every item of the table as a version and removes it from the items: the
// table is being deleted, and rewind may bring it back.
Status retireHeads(storage::Txn &txn, const Dbs &dbs, quint32 tableId);
// Records a table's settings changing from `before` to `after` (null: none).
Status recordTableChange(storage::Txn &txn, const Dbs &dbs, const TableDefinition *before,
                         const TableDefinition *after, qint64 timeMs);

// One log entry, decoded: a table's settings change (the two stored descriptions, empty for none).
struct TableChange
{
    qint64 timeMs = 0;
    qint64 seq = 0;
    QByteArray before, after;
};
std::optional<TableChange> decodeTableChange(QByteArrayView key, QByteArrayView value);

struct Version : Stamp
{
    std::optional<StoredItem> record; // none: the change deleted the item
};
std::optional<Version> decodeVersion(QByteArrayView key, QByteArrayView value);
std::optional<Version> decodeHead(QByteArrayView head);

// The newest version of `itemKey` at or before `atMs` (head or superseded); none when the item
// had no version then.
Result<std::optional<Version>> versionAt(storage::Txn &txn, const Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs);
// The item as it was at `atMs` (none: absent then).
Result<std::optional<StoredItem>> itemAt(storage::Txn &txn, const Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs);
// Every version of one item, oldest first, its head last.
Result<QList<Version>> versionsOf(storage::Txn &txn, const Dbs &dbs, const QByteArray &itemKey);

// Calls `visit(itemKey, record)` for every item present at `atMs` whose key lies in
// [lower, upper) (upper none: to the end of the table prefix `lower` starts with), in key order.
// `visit` returns false to stop.
Status forEachItemAt(storage::Txn &txn, const Dbs &dbs, const QByteArray &lower,
                     const std::optional<QByteArray> &upper, qint64 atMs,
                     const std::function<bool(const QByteArray &, StoredItem &&)> &visit);

// One version as stored, undecoded: `record` is empty for a deletion. The views point into the
// transaction's pages and are valid during the visit only.
struct RawVersion : Stamp
{
    QByteArrayView record;
};
// Calls `visit(itemKey, versions)` for every item with a head or a version under `prefix`, in key
// order, with its versions oldest first and its head (if any) last, stopping at the first error.
Status forEachItemVersions(
    storage::Txn &txn, const Dbs &dbs, const QByteArray &prefix,
    const std::function<Status(const QByteArray &, const QList<RawVersion> &)> &visit);

// The items' history as a feature module. It follows every item change (recordItemChange). A
// rewind drops the versions written after the time and puts every changed item's head back as it
// was then; what derives from the items follows through the item store (ItemStore::rederive),
// whole tables for those whose settings changed (timetravel.cpp).
class Module final : public EngineModule, public ItemChangeFollower, public RewindParticipant
{
public:
    Module(const ModuleContext &context, const Dbs &dbs, ItemStore &items)
        : m_context(context), m_dbs(dbs), m_items(items)
    {}
    Status follow(storage::Txn &txn, const ItemChange &change) override
    {
        return recordItemChange(txn, m_dbs, change);
    }
    // A table's versions outlive its derived data: nothing to drop.
    Status dropTable(storage::Txn &, quint32) override { return {}; }
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    ModuleContext m_context;
    Dbs m_dbs;
    ItemStore &m_items;
};

} // namespace lw::history
