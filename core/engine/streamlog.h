// The stream records of every table's streams, written in the same transaction as the change
// that makes them (docs/architecture.md "Streams and consumers"). A stream is named by its table
// and label (the sim time it was enabled); its records sit together in sequence order.
//
// FROZEN on-disk format (time as history.h):
//   streamRecords  key   := tableId:u32be label:time seq:u64be
//                  value := event:u8 origin:u8 view:u8 time:i64le size:u32le images:u8
//                           keysLen:u32le keys [oldLen:u32le old] [new]
//   images := 0x01 old image present | 0x02 new image present; items per storage/itemcodec.h;
//   event per StreamEvent, origin per Origin, view per StreamViewType (tabledefinition.h).
#pragma once

#include "engineimpl.h"
#include "itemstore.h"
#include "modules.h"
#include "streams/streamrecord.h"

namespace lw::streamlog {

constexpr qint64 kRetentionMs = 24 * 3600 * 1000; // DynamoDB keeps records 24 hours

// The stream log's own sub-database (FROZEN name), opened in `txn` and created when new. Every
// function below works on that handle alone.
constexpr const char *kDatabaseName = "streamRecords";
Result<storage::Dbi> openDatabase(storage::Txn &txn);

QByteArray streamPrefix(quint32 tableId, qint64 labelMs);

// Appends the record of `change` to the table's current stream, with the images its view type
// keeps. SizeBytes counts the keys and those images by DynamoDB's size formula.
Status append(storage::Txn &txn, storage::Dbi records, const TableDefinition &table,
              const StreamChange &change);

std::optional<StreamRecord> decode(QByteArrayView key, QByteArrayView value);

// The records of one stream after `afterSeq`, oldest first: at most `limit`, and at most
// `maxBytes` of SizeBytes (one record at least, whatever its size).
Result<QList<StreamRecord>> read(storage::Txn &txn, storage::Dbi records, quint32 tableId,
                                 qint64 labelMs, qint64 afterSeq, int limit, qint64 maxBytes);

// One page of a stream's records made before a time (a shard's end), and the sequence number of
// the first such record after the page (none: the page reaches the last one made so far).
struct Page
{
    QList<StreamRecord> records;
    std::optional<qint64> nextSeq;
};
// As read(), but only records made before `beforeMs`.
Result<Page> readPage(storage::Txn &txn, storage::Dbi records, quint32 tableId, qint64 labelMs,
                      qint64 afterSeq, qint64 beforeMs, int limit, qint64 maxBytes);

// Calls `visit(seq, timeMs)` for every record of one stream, oldest first, reading only each
// record's header (shards are laid out from these alone).
Status forEachRecordTime(storage::Txn &txn, storage::Dbi records, quint32 tableId, qint64 labelMs,
                         const std::function<void(qint64, qint64)> &visit);

// Drops every record made before `beforeMs` (24 hours of retention, as DynamoDB's).
Status trim(storage::Txn &txn, storage::Dbi records, qint64 beforeMs);
// Drops every record made after `afterMs` (rewind).
Status dropAfter(storage::Txn &txn, storage::Dbi records, qint64 afterMs);

// The stream records as a feature module: it follows every new item change of a table with a
// stream (append()); on the clock, records leave as they pass their 24 hours (at the end of each
// batch of events); on rewind, the records made after the time go.
class Module final : public EngineModule,
                     public ClockListener,
                     public RewindParticipant,
                     public ItemChangeFollower
{
public:
    explicit Module(storage::Dbi records) : m_records(records) {}
    Status follow(storage::Txn &txn, const ItemChange &change) override;
    // Records are history, not derived state: a table derived afresh keeps them.
    Status dropTable(storage::Txn &, quint32) override { return {}; }
    Status clockMoved(storage::Txn &txn, qint64 clockMs) override;
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    storage::Dbi m_records;
};

} // namespace lw::streamlog
