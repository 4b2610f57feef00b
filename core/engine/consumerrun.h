// Running the built-in stream consumers on the sim clock (docs/architecture.md "Streams and
// consumers").
//
// When: a consumer sees a record `pollDelayMs` after it was made, at the earliest, and polls at
// most once per `pollDelayMs`: its next poll is at max(last poll, first unhandled record's time)
// + pollDelayMs. An idle consumer costs nothing; the times depend only on the records and the
// settings, so moving the clock in one step or in many polls at the same times.
//
// What: each poll takes up to `batchSize` records after the checkpoint made by then, in order,
// and for each record that passes the filter (Lambda's FilterCriteria on the record's JSON):
// - projector: REMOVE drops the item's document; INSERT and MODIFY store its new image, or the
//   attributes listed, under the item's key (consumerstore.h);
// - aggregator: one UpdateItem on the group's stats item, at the poll's time: ADD the count
//   delta (INSERT +1, MODIFY 0, REMOVE -1) and each sum's new − old; records of stats items are
//   its own writes and skipped; with de-duplication the update also SETs lastSequenceNumber, on
//   condition that it was lower, so a redelivered record changes nothing;
// - archiver: the old image of a REMOVE, as compact DynamoDB JSON, to the archive bucket as
//   "<prefix><object key template>" (by default the whole key) with the tag "deleted-by-ttl" =
//   "true" or "false".
// Then the checkpoint moves past the batch, except with the at-least-once fault: every Nth batch
// is handled but not checkpointed, so the next poll delivers it again. A record the consumer
// cannot handle (say, a sum attribute that holds a String in the stats item) stops it: state
// FAILED with the error, checkpoint after the last record handled, until it is enabled again.
// Writes are Origin::Consumer changes: they have history and stream records like any other.
#pragma once

#include "consumers/consumer.h"
#include "consumerstore.h"
#include "engineimpl.h"
#include "modules.h"

namespace lw::consumerrun {

// What the consumers work on: their own store (consumers and projections), the stream log they
// read and the archive bucket an archiver writes to. An aggregator's writes go through the item
// store.
struct Dbs
{
    consumerstore::ConsumerDbs consumerStore;
    storage::Dbi streamRecords;
    bucket::BucketDbs bucket;
};

// Where an archiver puts the old image of the item with `keys`: its prefix, then its object key
// template filled in with the item's key (archiveObjectName(), consumers/consumer.h).
QString archiveObjectKey(const ConsumerSettings &settings, const TableDefinition &table,
                         const Item &keys);

// The ARN of the table's stream that began at `labelMs`.
QString streamArnOf(const TableDefinition &table, qint64 labelMs);

// The consumer's next poll; none while it is disabled, failed or has nothing to read.
Result<std::optional<qint64>> nextPollMs(storage::Txn &txn, const Dbs &dbs, quint32 tableId,
                                         const Consumer &consumer);

// One poll at `atMs` (the caller journals at that time and saves the consumer afterwards). Adds
// the write capacity of an aggregator's UpdateItems to `written` (for the capacity meter). When
// `activity` is given, each record processed is appended to it (counting a projector's documents
// costs a walk of its view, so only watchers pay for it). Errors: only storage faults; a record
// the consumer cannot handle fails the consumer instead.
Status poll(storage::Txn &txn, const Dbs &dbs, ItemStore &items, const TableDefinition &table,
            Consumer &consumer, qint64 atMs, const SweeperSettings *sweeper,
            ConsumedCapacity &written, QList<ConsumerActivity> *activity = nullptr);

// The checks a consumer's settings must pass against its table, with their texts: the table
// has a stream enabled, its view type carries the images the kind reads, the aggregator's stats
// item has a key this table can hold, and no setting names a key attribute it would write.
Status checkFits(const ConsumerSettings &settings, const TableDefinition &table);

// The stream consumers as a feature module on the clock: each consumer's poll falls due as
// nextPollMs() says (ties: the first by table, then name). An aggregator's writes reach the
// capacity meter, and what each consumer did the watcher, once their batch has committed.
// Rewind puts consumers back through the journal (journal.h).
class Module final : public EngineModule, public ClockSource
{
public:
    Module(const ModuleContext &context, const Dbs &dbs, ItemStore &items, CapacityMeter &meter,
           const EngineImpl::ConsumerWatcher &watcher)
        : m_context(context), m_dbs(dbs), m_items(items), m_meter(meter), m_watcher(watcher)
    {}
    Status beginBatch(storage::Txn &txn, qint64 nowMs) override;
    Result<std::optional<qint64>> nextDueMs(storage::Txn &txn, qint64 toMs) override;
    Status runDue(storage::Txn &txn, qint64 atMs) override;
    void batchCommitted() override;

private:
    ModuleContext m_context;
    Dbs m_dbs;
    ItemStore &m_items;
    CapacityMeter &m_meter;
    const EngineImpl::ConsumerWatcher &m_watcher;
    QList<consumerstore::Stored> m_consumers; // as the batch's polls leave them
    qsizetype m_polling = -1;                 // the consumer nextDueMs() found due first
    QList<ConsumerActivity> m_activity;       // for the watcher
    QList<std::pair<qint64, ConsumedCapacity>> m_consumed; // for the meter
};

} // namespace lw::consumerrun
