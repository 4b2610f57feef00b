// The engine: DynamoDB's control and data plane on one LMDB environment.
//
// Every call that changes anything runs in exactly one LMDB write transaction: the item, its
// index entries and the table statistics commit together or not at all. When the map is full
// the transaction is aborted, the map doubled and the whole call run again, so callers never
// see MDB_MAP_FULL.
//
// Errors are values (Result<T>): ValidationException with DynamoDB's texts for bad input,
// ResourceNotFoundException for unknown tables and indexes, ResourceInUseException for a table
// that exists already, InternalServerError naming the failing mdb_* call for storage faults.
// A missing item is a normal result (an empty optional), never an error.
//
// Threads: one thread at a time (the api layer serialises callers).
#pragma once

#include "archive/bucket.h"
#include "capacitymeter.h"
#include "consumers/consumer.h"
#include "model/error.h"
#include "model/tabledefinition.h"
#include "requests.h"
#include "storage/lmdb.h"
#include "streams/streamrecord.h"
#include "streamshards.h"
#include "time/lifecycle.h"
#include "time/sweeper.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace lw {

struct ChangeContext;
class ClockListener;
class ClockSource;
class EngineModule;
struct ItemWrite;
struct ModuleContext;
struct PageSpec;
class RewindParticipant;
namespace journal {
class Journal;
}

struct UpdateTableRequest
{
    QString tableName;
    QList<KeyElement> attributeDefinitions; // for new GSI keys
    QList<IndexDefinition> createIndexes;
    QStringList deleteIndexes;
    std::optional<bool> payPerRequest;
    std::optional<Throughput> throughput;
    // StreamSpecification, its shape checked: enable (with a view type) or disable, refused
    // against the table as StreamSetting::updated() says.
    std::optional<StreamSpecification> stream;
};

class Engine
{
public:
    // Opens the environment in `dir` (which must exist). `nowMsAtCreation` is read once, when the
    // workspace is new, to start its clock; the engine never reads the wall clock itself.
    static Result<std::unique_ptr<Engine>> open(const QString &dir,
                                                const storage::EnvOptions &options,
                                                const std::function<qint64()> &nowMsAtCreation);
    ~Engine();

    // The workspace clock (epoch milliseconds) that stamps every write.
    qint64 nowMs() const { return m_nowMs; }

    // Time (clock.cpp). Long clock work reports after each committed batch of events: the time
    // reached and the events run so far. Returning false stops it there; the clock then stays at
    // the last event run, so nothing is half done.
    using Progress = std::function<bool(qint64 reachedMs, qint64 eventsRun)>;
    // Moves the clock forward to `toMs`, running in time order everything that falls due on the
    // way: TTL settings settling (ENABLING → ENABLED schedules the table's expired items), and
    // sweeper deletes, each stamped with its own due time, consuming no capacity. Errors:
    // ValidationException "The clock only moves forward: rewind goes back over history" when
    // toMs < now.
    Status advanceClock(qint64 toMs, const Progress &progress = {});
    // Sets the clock: forward as advanceClock; backwards only while the workspace has no history
    // ("The workspace has history: the clock only moves back with rewind").
    Status setClock(qint64 toMs);
    // "Sweep now": deletes, at the current time, every item whose TTL has expired, whatever its
    // drawn lag. Returns how many it deleted.
    Result<qint64> sweepNow(const Progress &progress = {});
    // The time machine (timetravel.cpp): drops every change after `toMs`, restores items, indexes
    // and table settings as they were then, and sets the clock to `toMs`. Errors:
    // ValidationException when toMs is after now.
    Status rewind(qint64 toMs);
    bool hasHistory() const;
    SweeperSettings sweeper() const { return m_sweeper; }
    // The workspace's scenario (docs/scenarios.md): the JSON text of the steps that made it, the
    // lesson it was played from or a recording (scenario/recorder.h); empty when there is none.
    // Kept in the meta sub-database, so a bundle carries it with the other records; rewind and
    // undo leave it alone (it is not part of the simulated world).
    Result<QByteArray> scenarioJson() const;
    Status setScenarioJson(const QByteArray &json);
    // Stores the settings and reschedules every pending TTL delete under them.
    Status setSweeper(const SweeperSettings &settings);

    // UpdateTimeToLive (timetolive.cpp), DynamoDB's checks and texts, in its order:
    // "TimeToLive is active on a different AttributeName: current AttributeName is <a>",
    // "TimeToLive is already enabled", "TimeToLive is already disabled", then "Time to live has
    // been modified multiple times within a fixed interval" within the cooldown.
    Result<TimeToLiveSetting> updateTimeToLive(const QString &tableName, bool enabled,
                                               const QString &attributeName);

    // Streams (streams.cpp). The records of the table's latest stream after sequence number
    // `afterSeq`, oldest first: at most `limit`, and at most 1 MB unless the first is larger.
    Result<QList<StreamRecord>> readStream(const QString &tableName, qint64 afterSeq, int limit);
    // The DynamoDB Streams API (streams.cpp; shards and iterators as streamshards.h lays them
    // out). A stream is named by its ARN, and only a table's latest stream answers. Every call
    // can fail with ValidationException "Invalid StreamArn" for a text that is not a stream ARN,
    // and ResourceNotFoundException "Requested resource not found: Stream: <arn> not found" for
    // a stream that does not answer (unknown or deleted table, an older stream's label).
    // Not yet confirmed against the service, so worded from its pattern: the whole of "Invalid
    // StreamArn", "Invalid SequenceNumber <n> for shard <id>" and "Invalid ShardIterator".
    // DescribeStream: the stream's table and its shards, oldest first.
    Result<StreamShards> describeStream(const QString &streamArn);
    // GetShardIterator. Errors: ResourceNotFoundException "Requested resource not found: Shard
    // does not exist" for a shard the stream does not list; for AT_ and AFTER_SEQUENCE_NUMBER,
    // TrimmedDataAccessException when the number lies before the stream's oldest kept record
    // and the stream is old enough to have had records trimmed, else ValidationException
    // "Invalid SequenceNumber <n> for shard <id>" when it lies outside the shard's range.
    Result<QString> shardIterator(const ShardIteratorRequest &request);
    // GetRecords: the shard's records after the iterator's position, at most `limit` and 1 MB
    // (one record at least), with the iterator that continues after them. Errors:
    // ValidationException "Invalid ShardIterator" for a text shardIterator() did not make,
    // ExpiredIteratorException "Shard iterator has expired" 15 minutes of sim time after it was
    // issued (and for one issued after now: a rewind dropped that future),
    // TrimmedDataAccessException "The data you are trying to access has been trimmed" when the
    // record it would read next has been trimmed since it was issued.
    Result<StreamRecordsPage> streamRecords(const QString &shardIterator, int limit);

    // Stream consumers (consumers.cpp; consumerrun.h says how they run on the clock). Errors:
    // ResourceNotFoundException for an unknown table or "Requested resource not found: Consumer:
    // <name> not found"; ResourceInUseException "Consumer <name> already exists on table <table>";
    // ValidationException from consumerrun::checkFits() and "Table <table> has at most 10
    // consumers". A new consumer reads the table's current stream from its oldest kept record
    // (TRIM_HORIZON), or after its newest (`startAtLatest`, LATEST).
    Result<Consumer> createConsumer(const ConsumerSettings &settings, bool startAtLatest);
    // Replaces the settings. Enabling a FAILED consumer clears the failure: it tries again from
    // its checkpoint.
    Result<Consumer> updateConsumer(const ConsumerSettings &settings);
    // Removes the consumer and its projected documents.
    Result<Consumer> deleteConsumer(const QString &tableName, const QString &name);
    Result<Consumer> consumer(const QString &tableName, const QString &name);
    // Every consumer of the table, or of every table when `tableName` is empty; by table, then
    // name.
    Result<QList<Consumer>> consumers(const QString &tableName = {});
    // The ARN of the stream the consumer reads.
    QString consumerStreamArn(const Consumer &consumer) const;
    // Who watches consumers work (one watcher at a time; empty: none): called from advanceClock,
    // on the calling thread, for every record a consumer processed, in order, once the batch of
    // events it ran in has committed. The lesson player prints it as the seed's consumers did.
    using ConsumerWatcher = std::function<void(const ConsumerActivity &)>;
    void setConsumerWatcher(ConsumerWatcher watcher) { m_consumerWatcher = std::move(watcher); }
    // A projector's documents, in the order of their items' keys.
    Result<QList<Item>> projection(const QString &tableName, const QString &name);

    // The archive bucket (archive/bucket.h): `read` runs in one read transaction; `change` in one
    // write transaction at the clock's time, journalled so that rewind undoes it.
    Status readBucket(const std::function<Status(storage::Txn &, const bucket::BucketDbs &)> &read);
    Status writeBucket(const std::function<Status(storage::Txn &, const bucket::BucketDbs &,
                                                  qint64 nowMs)> &change);

    // History (historyreads.cpp). Every change of an item, in order, with both images.
    Result<QList<Change>> itemHistory(const QString &tableName, const Item &key);
    // An item's lifecycle state at `atMs` (a time after now answers as if nothing changed).
    Result<ItemLifecycle> lifecycleAt(const QString &tableName, const Item &key, qint64 atMs);
    // Every lifetime of every item of the table that ever existed, in key order (the timeline).
    Result<QList<Lifetime>> lifetimes(const QString &tableName);

    // Control plane.
    Result<TableDefinition> createTable(TableDefinition table);
    Result<TableDefinition> updateTable(const UpdateTableRequest &request);
    Result<TableDefinition> deleteTable(const QString &name);
    Result<TableDefinition> table(const QString &name) const;
    QStringList tableNames() const; // sorted
    QMap<QString, IndexStats> stats(const TableDefinition &table) const;

    // Data plane.
    Result<WriteResult> putItem(const PutItemRequest &request);
    Result<WriteResult> deleteItem(const DeleteItemRequest &request);
    Result<WriteResult> updateItem(const UpdateItemRequest &request);
    Result<GetItemResult> getItem(const GetItemRequest &request);
    Result<BatchGetResult> batchGetItem(const BatchGetRequest &request);
    Result<BatchWriteResult> batchWriteItem(const BatchWriteRequest &request);
    Result<ScanResult> scan(const ScanRequest &request);
    Result<QueryResult> query(const QueryRequest &request);
    // TransactWriteItems (transactwriteitems.cpp). Refuses the request, writing nothing, with
    // ResourceNotFoundException for an unknown table, the action's own ValidationException for
    // most invalid actions, or "Transaction request cannot include multiple operations on one
    // item". Then checks every condition and makes every write in one write transaction: when
    // an action's condition fails, its key does not match its table (transactioncancel.h) or
    // its update cannot be made from the stored item, nothing is written and the call fails
    // with TransactionCanceledException and positional CancellationReasons. Capacity per
    // table: twice the single writes' units; a ConditionCheck costs as a write of its item.
    // At most kMaxTransactionActions actions (the api layer checks, with DynamoDB's text).
    Result<TransactWriteResult> transactWriteItems(const TransactWriteRequest &request);
    // TransactGetItems (transactgetitems.cpp): the items from one read snapshot, 2 read units
    // per 4 KB each, missing or not. Errors as for transactWriteItems, with a key that does not
    // match the schema cancelling the transaction.
    Result<TransactGetResult> transactGetItems(const TransactGetRequest &request);

    // Soft delete (softdelete.cpp) ---------------------------------------------------------------
    // Soft delete and its undo (lesson 33), each exactly one UpdateItem at the clock's now and
    // so a normal user change: history, stream record (MODIFY), index entries, capacity and
    // ReturnValues as UpdateItem gives them.
    //
    // UpdateSoftDelete: stores the table's setting (tabledefinition.h) as a change of the table's
    // settings, so that the history keeps it and rewind restores it; an unchanged setting writes
    // nothing. Errors: ResourceNotFoundException for an unknown table; ValidationException "One
    // or more parameter values were invalid: " then, in this order, "MarkAttributeName must not
    // be empty", "RemoveAttributeNames must not contain an empty name", "Cannot update attribute
    // <a>. This attribute is part of the key" (for the mark, TTL or a removed attribute, defaults
    // resolved), "MarkAttributeName and TimeToLiveAttributeName must differ: <a>",
    // "RemoveAttributeNames must not name the mark or TTL attribute: <a>", "Duplicate attribute
    // name in RemoveAttributeNames: <a>", "RetentionSeconds must be between 1 and 157766400
    // (five years): <n>".
    Result<TableDefinition> updateSoftDelete(const QString &tableName,
                                             const SoftDeleteSetting &setting);
    // SoftDeleteItem: with the setting resolved (resolvedSoftDelete()) and now in epoch seconds,
    // as TTL reads them: SET <mark> = now, <ttl> = now + retention REMOVE <each remove
    // attribute>, on condition attribute_exists(<hash key>) AND attribute_not_exists(<mark>).
    // The item leaves every index keyed on a removed attribute at once and stays readable by
    // key. Errors: UpdateItem's, and ConditionalCheckFailedException "The conditional request
    // failed" for a missing or already soft-deleted item.
    Result<WriteResult> softDeleteItem(const QString &tableName, const Item &key,
                                       ReturnValues returnValues);
    // RestoreItem (undo): takes back the item's latest soft delete as its history kept it (the
    // latest change from an image without the mark to one with it), whatever the setting has
    // become since: each attribute that change removed or changed is SET back to its old value
    // (the GSI keys, a TTL value the item had before), each it added is REMOVEd (the mark, a new
    // TTL value); changes made since to other attributes stay. Condition: <mark> = the value
    // that change gave it, i.e. the same soft delete is still in place. Errors: as
    // softDeleteItem, ConditionalCheckFailedException for an item that is missing or not
    // soft-deleted.
    Result<WriteResult> restoreItem(const QString &tableName, const Item &key,
                                    ReturnValues returnValues);
    // ----------------------------------------------------------------------- end of soft delete

    // What the data plane consumed, per table and minute of the clock (capacitymeter.h says what
    // counts). In memory: a reopened workspace starts with none.
    CapacityMeter &capacityMeter() { return m_capacity; }
    const CapacityMeter &capacityMeter() const { return m_capacity; }

    // Checks every invariant: each item decodes and sits under its own key; each index entry
    // matches its item's projection; no entry is missing or extra; statistics match. One line
    // per problem; empty when all hold.
    QStringList verify();

    // Every named sub-database's LMDB name, in a fixed order. A bundle (bundle/bundle.h) copies
    // a workspace record for record through these, so import reproduces it byte for byte.
    static QList<QByteArray> databaseNames();
    // Runs `read` in one read transaction, with the sub-databases in databaseNames() order.
    Status readDatabases(
        const std::function<Status(storage::Txn &, const QList<storage::Dbi> &)> &read) const;

    // For tests of map growth.
    qint64 mapSizeBytes() const { return m_env.mapSize(); }

    // Group commit, for a server answering many clients (server/dynamoserver.h). While a
    // SyncDeferral lives, this engine's writes go into one LMDB write transaction, the group's,
    // begun by the first of them: each call's transaction is nested in it (whole or not at all: a
    // call that fails drops only its own writes), and the reads of every call see the group's
    // earlier calls. commitGroup() commits the group with its pages synced and its meta page
    // written unsynced (storage::Env::deferMetaSync), so a power cut leaves the workspace
    // intact, as it was either before the group or after it; a syncData() begun after
    // commitGroup() returned makes the group durable. Whoever defers must see both succeed before
    // telling anyone that a call of the group happened.
    //
    // Outside a deferral the engine keeps no group open: a read or write there first commits the
    // group (the caller's later syncData() still covers it), and a write then commits with a full
    // sync as ever. When the map fills up within a group, the group so far is committed, the
    // map grown and the call run again in a new group. Should a group's commit fail, its calls
    // are undone: commitGroup() then returns that error (until then every read and write
    // returns it too) and reloads the tables, the clock and the sweeper settings from the
    // workspace, as the failed calls may have changed them in memory.
    class SyncDeferral
    {
    public:
        explicit SyncDeferral(Engine &engine) : m_engine(engine) { ++m_engine.m_deferrals; }
        ~SyncDeferral() { --m_engine.m_deferrals; }
        SyncDeferral(const SyncDeferral &) = delete;
        SyncDeferral &operator=(const SyncDeferral &) = delete;

    private:
        Engine &m_engine;
    };
    // Commits the open group, if any (see above). Errors: the group's commit's
    // InternalServerError (its calls are undone). Not within a SyncDeferral.
    Status commitGroup();
    // The last commit's transaction id: whether anything was committed since a sync began.
    size_t lastCommitted() const { return m_env.lastTxnId(); }
    // One fdatasync (storage::Env::syncFile). Safe on another thread while this engine goes on
    // with a group on its own (it touches no engine or LMDB state). Errors: InternalServerError.
    Status syncData() const { return m_env.syncFile(); }
    // False for a throwaway workspace (Workspace::openThrowaway): its commits count as durable
    // as they are made, and syncData() does nothing.
    bool syncsData() const { return m_env.syncsFile(); }

    struct Dbs
    {
        storage::Dbi meta, items, indexes, stats;
        // History (history.h): tables' settings changes in time order, the versions items'
        // heads superseded by key, and the sweeper's queue of pending TTL deletes by due time.
        storage::Dbi log, versions, ttlQueue;
        // Streams (streamlog.h): every stream's records, by table, stream and sequence number.
        storage::Dbi streamRecords;
        // The stream consumers and their projections (consumerstore.h), the archive bucket, and
        // the undo journal of both (journal.h).
        storage::Dbi consumers, projections, journal;
        bucket::BucketDbs bucket;
    };

private:
    // A read transaction for one call: the engine's parked reader when it is free (renewed, then
    // parked again on destruction), else a fresh one. Never outlives the call that made it.
    class ReadLease
    {
    public:
        ReadLease(const Engine &engine, storage::Txn fresh)
            : m_engine(&engine), m_fresh(std::move(fresh))
        {}
        explicit ReadLease(const Engine &engine) : m_engine(&engine), m_parked(true) {}
        // The open group's transaction (or the call's own, nested in it).
        ReadLease(const Engine &engine, storage::Txn *group) : m_engine(&engine), m_group(group) {}
        ~ReadLease();
        ReadLease(ReadLease &&other) noexcept
            : m_engine(other.m_engine), m_fresh(std::move(other.m_fresh)),
              m_group(std::exchange(other.m_group, nullptr)),
              m_parked(std::exchange(other.m_parked, false))
        {}
        storage::Txn &operator*()
        {
            return m_group ? *m_group : m_parked ? m_engine->m_reader : m_fresh;
        }
        storage::Txn *operator->() { return &**this; }

    private:
        const Engine *m_engine;
        storage::Txn m_fresh;
        storage::Txn *m_group = nullptr;
        bool m_parked = false;
    };

    Engine() = default;

    // Runs `body` in one write transaction, retrying after growing the map when it was full; the
    // body may therefore run more than once and must leave the engine's state alone. Within a
    // SyncDeferral the transaction is nested in the group's (writeInGroup).
    Status write(const std::function<Status(storage::Txn &)> &body);
    Status writeInGroup(const std::function<Status(storage::Txn &)> &body);
    // Commits the open group: a failure is kept for commitGroup() to return, and meanwhile
    // returned by every read and write. Const for the reads that end a group (beginRead).
    void endGroup() const;
    // The tables, the clock and the sweeper settings as the workspace stores them; false when it
    // stores no clock yet (a new workspace).
    Result<bool> loadState(storage::Txn &txn);
    Result<ReadLease> beginRead() const;
    // The table and the index (null: none) a Scan or Query reads, with the checks both make:
    // "The table does not have the specified index: <name>", "Consistent reads are not
    // supported on global secondary indexes", Select and key-path checks (readpage.h).
    using ReadTarget = std::pair<const TableDefinition *, const IndexDefinition *>;
    Result<ReadTarget> readTarget(const QString &tableName, const QString &indexName,
                                  bool consistentRead, Select select,
                                  const AttributesRead &read) const;
    // Reads one page of `target` in a read transaction, with its LastEvaluatedKey and capacity.
    Result<ScanResult> readOnePage(const ReadTarget &target, const PageSpec &spec,
                                   bool consistentRead);
    // Whether a read "as of" `asOfMs` reads the history: a time before now (at or after now, the
    // present is what it would return).
    bool readsPast(const std::optional<qint64> &asOfMs) const
    {
        return asOfMs && *asOfMs < m_nowMs;
    }
    // A change made now by an api call.
    ChangeContext userChange() const;
    // The table of a request naming one item by `key`: ResourceNotFoundException for an
    // unknown table, the key's ValidationException texts for a key that does not fit it.
    Result<const TableDefinition *> tableForKey(const QString &tableName, const Item &key) const;
    // The history's part of verify().
    void verifyHistory(QStringList &problems, storage::Txn &txn) const;
    // The streams' part of verify() (verify.cpp).
    void verifyStreams(QStringList &problems, storage::Txn &txn) const;
    // Sets each deleted lifetime's archivedMs: when an archiver of the table first stored its
    // old image after the deletion (historyreads.cpp).
    Status findArchived(storage::Txn &txn, const TableDefinition &table,
                        QList<Lifetime> &lifetimes) const;
    // The consumers' part (consumers.cpp): each decodes and reads a stream its table had, its
    // checkpoint is a sequence number given, and every projected document has its projector.
    void verifyConsumers(QStringList &problems, storage::Txn &txn) const;
    // Makes the feature modules and registers them as clock sources and listeners and as rewind
    // participants, in the order they run (engine.cpp).
    void registerModules();
    // What the modules read of the engine (modules.h).
    ModuleContext moduleContext() const;
    // Brings an older workspace's history to the current format (historyupgrade.cpp).
    Status upgradeHistory(storage::Txn &txn);
    // Rewind's first step (timetravel.cpp).
    Status rewindTableChanges(storage::Txn &txn, qint64 toMs,
                              QMap<QString, TableDefinition> &tables, QSet<quint32> &rebuilt);
    // Store the clock and the sweeper settings (FROZEN meta keys in engine.cpp).
    Status saveClock(storage::Txn &txn, qint64 nowMs) const;
    Status saveSweeper(storage::Txn &txn, const SweeperSettings &settings) const;
    // Runs one prepared item write in its own transaction: read, condition, apply.
    Result<WriteResult> writeItem(const Result<ItemWrite> &prepared);
    // The cached definition, or null. Valid until the next control-plane call.
    const TableDefinition *findTable(const QString &name) const;
    static Error tableNotFound(const QString &name);
    // Writes a table's description; the caller updates m_tables once the transaction commits.
    Status saveTable(storage::Txn &txn, const TableDefinition &table);
    // A settings change made now: its history entry (from `before`, null when new) and the
    // table's description.
    Status saveTableChange(storage::Txn &txn, const TableDefinition *before,
                           const TableDefinition &after);
    // The meta key of a table's stored description ("table/<name>", FROZEN).
    static QByteArray tableMetaKey(const QString &name);

    // The consumers that read `table`'s streams go with it (deleteTable).
    Status dropConsumers(storage::Txn &txn, const TableDefinition &table);

    storage::Env m_env;
    Dbs m_dbs;
    std::unique_ptr<journal::Journal> m_journal; // watches every write transaction
    // The feature modules (modules.h), and what each registered as, in registration order.
    std::vector<std::unique_ptr<EngineModule>> m_modules;
    QList<ClockSource *> m_clockSources;
    QList<ClockListener *> m_clockListeners;
    QList<RewindParticipant *> m_rewindParticipants;
    QMap<QString, TableDefinition> m_tables;
    qint64 m_nowMs = 0;
    SweeperSettings m_sweeper;
    ConsumerWatcher m_consumerWatcher;
    CapacityMeter m_capacity;
    mutable storage::Txn m_reader; // parked (reset) between calls
    mutable bool m_readerBusy = false;
    // Group commit (SyncDeferral). The group's transaction, open between calls (reads outside a
    // deferral commit it, hence mutable); the running call's, nested in it; whether the group
    // holds any call's writes; the error of a group that failed to commit outside commitGroup().
    int m_deferrals = 0;
    mutable storage::Txn m_group;
    storage::Txn *m_groupCall = nullptr;
    mutable bool m_groupWritten = false;
    mutable std::optional<Error> m_groupFailure;
};

} // namespace lw
