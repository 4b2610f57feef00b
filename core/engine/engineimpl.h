// The engine behind the Engine interface (engine.h), inside lwengine: its storage, its state and
// the feature modules (modules.h). engine.h states every public call's contract; what is said here
// is for the engine's own sources, which are the only code that can include this header.
#pragma once

#include "archive/bucket.h"
#include "consumerstore.h"
#include "engine.h"
#include "itemdbs.h"
#include "storage/lmdb.h"

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
class Catalog;
class ClockListener;
class ClockSource;
class EngineModule;
class ItemCalls;
class ItemStore;
struct ModuleContext;
class TransactionCalls;
class RewindParticipant;
class ReadConsistency;
class CacheModule;
class GsiPropagation;
class ThroughputLimits;
class WorkloadLog;
namespace journal {
class Journal;
}

class EngineImpl final : public Engine
{
public:
    static Result<std::unique_ptr<EngineImpl>> open(const QString &dir,
                                                    const EngineOptions &options,
                                                    const std::function<qint64()> &nowMsAtCreation);
    ~EngineImpl() override;

    qint64 nowMs() const override { return m_nowMs; }
    Status advanceClock(qint64 toMs, const Progress &progress = {}) override;
    Status setClock(qint64 toMs) override;
    Result<qint64> sweepNow(const Progress &progress = {}) override;
    Status rewind(qint64 toMs) override;
    bool hasHistory() const override;
    SweeperSettings sweeper() const override { return m_sweeper; }
    Result<QByteArray> scenarioJson() const override;
    Status setScenarioJson(const QByteArray &json) override;
    Status setSweeper(const SweeperSettings &settings) override;
    // The tables, their settings calls and the settling states are the catalog's (catalog.h).
    Result<TimeToLiveSetting> updateTimeToLive(const QString &tableName, bool enabled,
                                               const QString &attributeName) override;
    Result<QList<StreamRecord>> readStream(const QString &tableName, qint64 afterSeq,
                                           int limit) override;
    Result<StreamShards> describeStream(const QString &streamArn) override;
    Result<QString> shardIterator(const ShardIteratorRequest &request) override;
    Result<StreamRecordsPage> streamRecords(const QString &shardIterator, int limit) override;
    Result<Consumer> createConsumer(const ConsumerSettings &settings, bool startAtLatest) override;
    Result<Consumer> updateConsumer(const ConsumerSettings &settings) override;
    Result<Consumer> deleteConsumer(const QString &tableName, const QString &name) override;
    Result<Consumer> consumer(const QString &tableName, const QString &name) override;
    Result<QList<Consumer>> consumers(const QString &tableName = {}) override;
    QString consumerStreamArn(const Consumer &consumer) const override;
    void setConsumerWatcher(ConsumerWatcher watcher) override
    {
        m_consumerWatcher = std::move(watcher);
    }
    Result<QList<Item>> projection(const QString &tableName, const QString &name) override;
    Result<QList<Change>> itemHistory(const QString &tableName, const Item &key) override;
    Result<ItemLifecycle> lifecycleAt(const QString &tableName, const Item &key,
                                      qint64 atMs) override;
    Result<QList<Lifetime>> lifetimes(const QString &tableName) override;
    Result<TableDefinition> createTable(TableDefinition table) override;
    Result<TableDefinition> updateTable(const UpdateTableRequest &request) override;
    SettleDelays settleDelays() const override;
    void setSettleDelays(const SettleDelays &delays) override;
    QStringList settlingTables() const override;
    Status settleNow(const QString &tableName) override;
    Result<TableDefinition> setTags(const QString &name,
                                    const QMap<QString, QString> &tags) override;
    Result<TableDefinition> deleteTable(const QString &name) override;
    Result<TableDefinition> table(const QString &name) const override;
    QStringList tableNames() const override;
    QMap<QString, IndexStats> stats(const TableDefinition &table) const override;
    // The item calls and the transactions are modules' (itemcalls.h, transactioncalls.h).
    Result<WriteResult> putItem(const PutItemRequest &request) override;
    Result<WriteResult> deleteItem(const DeleteItemRequest &request) override;
    Result<WriteResult> updateItem(const UpdateItemRequest &request) override;
    Result<GetItemResult> getItem(const GetItemRequest &request) override;
    Result<BatchGetResult> batchGetItem(const BatchGetRequest &request) override;
    Result<BatchWriteResult> batchWriteItem(const BatchWriteRequest &request) override;
    Result<ScanResult> scan(const ScanRequest &request) override;
    Result<QueryResult> query(const QueryRequest &request) override;
    Result<TransactWriteResult> transactWriteItems(const TransactWriteRequest &request) override;
    Result<TransactGetResult> transactGetItems(const TransactGetRequest &request) override;
    Result<TableDefinition> updateSoftDelete(const QString &tableName,
                                             const SoftDeleteSetting &setting) override;
    Result<WriteResult> softDeleteItem(const QString &tableName, const Item &key,
                                       ReturnValues returnValues) override;
    Result<WriteResult> restoreItem(const QString &tableName, const Item &key,
                                    ReturnValues returnValues) override;
    CapacityMeter &capacityMeter() override { return m_capacity; }
    const CapacityMeter &capacityMeter() const override { return m_capacity; }
    Status setThroughputLimits(bool on) override;
    bool throughputLimits() const override;
    QList<throughput::PartitionView> partitions(const QString &table,
                                                const QString &index = {}) const override;
    QList<throughput::PartitionSecond> heat(const QString &table, const QString &index,
                                            qint64 fromSecond, qint64 toSecond) const override;
    QList<throughput::ResourceSecond> totals(const QString &table, const QString &index,
                                             qint64 fromSecond, qint64 toSecond) const override;
    QList<throughput::SplitView> splits(const QString &table,
                                        const QString &index = {}) const override;
    Status setConsistencySettings(const ConsistencySettings &settings) override;
    ConsistencySettings consistencySettings() const override;
    Result<EventualView> eventualView(const QString &table, const Item &key) const override;
    Result<QList<PendingIndexEntry>> pendingIndexEntries(const QString &table,
                                                         const QString &index) const override;
    // The workloads' record is the WorkloadLog module's (workloadlog.h).
    Status recordWorkload(const WorkloadRun &run) override;
    Result<QList<WorkloadRun>> workloadRuns(qint64 fromMs, qint64 toMs) const override;
    Result<PartitionKeysPage> partitionKeys(const PartitionKeysRequest &request) const override;
    QStringList verify() override;
    qint64 mapSizeBytes() const override { return m_env.mapSize(); }
    bool deferring() const override { return m_deferrals > 0; }
    Status commitGroup() override;
    size_t lastCommitted() const override { return m_env.lastTxnId(); }
    Status syncData() const override { return m_env.syncFile(); }
    bool syncsData() const override { return m_env.syncsFile(); }
    ArchiveBucket &bucket() override { return *m_bucket; }
    Status
    readDatabases(const RecordVisitor &record,
                  const std::function<Status(const QByteArray &database)> &done) const override;

    // The archive bucket (archive/bucket.h) for ArchiveBucket: `read` runs in one read
    // transaction; `change` in one write transaction at the clock's time, journalled so that
    // rewind undoes it.
    Status readBucket(const std::function<Status(storage::Txn &, const bucket::BucketDbs &)> &read);
    Status writeBucket(const std::function<Status(storage::Txn &, const bucket::BucketDbs &,
                                                  qint64 nowMs)> &change);

    // Every module's sub-database handles, each opened by the module that names them, gathered
    // for the code that reaches across modules: the catalog's control plane (a new index is
    // backfilled from the items, a deleted table leaves the items, the history and the TTL
    // queue; catalog.h), and the facade's reads, Streams API, verify() and readDatabases(). No
    // other module is handed this: each gets its own handles and the modules it works through
    // (registerModules).
    struct Dbs : history::Dbs
    {
        // The catalog's (catalog.h): the tables' stored descriptions and the next table id, and
        // beside them the clock, the sweeper settings and the scenario.
        storage::Dbi meta;
        // The TTL queue's (ttlqueue.h): the sweeper's pending deletes by due time.
        storage::Dbi ttlQueue;
        // The stream log's (streamlog.h): every stream's records, by table, stream and sequence.
        storage::Dbi streamRecords;
        // The stream consumers and their projections (consumerstore.h), the archive bucket, and
        // the undo journal of both (journal.h).
        consumerstore::ConsumerDbs consumerStore;
        storage::Dbi journal;
        bucket::BucketDbs bucket;
    };

    // What the modules that serve calls (catalog.h, itemcalls.h, transactioncalls.h) run on.

    // A read transaction for one call: the engine's parked reader when it is free (renewed, then
    // parked again on destruction), else a fresh one. Never outlives the call that made it.
    class ReadLease
    {
    public:
        ReadLease(const EngineImpl &engine, storage::Txn fresh)
            : m_engine(&engine), m_fresh(std::move(fresh))
        {}
        explicit ReadLease(const EngineImpl &engine) : m_engine(&engine), m_parked(true) {}
        // The open group's transaction (or the call's own, nested in it).
        ReadLease(const EngineImpl &engine, storage::Txn *group) : m_engine(&engine), m_group(group)
        {}
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
        const EngineImpl *m_engine;
        storage::Txn m_fresh;
        storage::Txn *m_group = nullptr;
        bool m_parked = false;
    };

    // Runs `body` in one write transaction, retrying after growing the map when it was full; the
    // body may therefore run more than once and must leave the engine's state alone. Within a
    // SyncDeferral the transaction is nested in the group's (writeInGroup).
    Status write(const std::function<Status(storage::Txn &)> &body);
    Result<ReadLease> beginRead() const;
    // The tables (catalog.h).
    const Catalog &catalog() const { return *m_catalog; }
    // The throughput limits (throughputlimits.h), which the data-plane calls charge.
    ThroughputLimits &limits() const { return *m_throughput; }
    // The read consistency (readconsistency.h), which the eventually consistent reads ask.
    ReadConsistency &consistency() const { return *m_consistency; }
    // The cache in front of the tables (cachemodule.h), which the api routes calls through.
    CacheModule &cache() const { return *m_cache; }
    // A transaction nested in `parent`, a write transaction of this engine (a batch's item that
    // may be undone alone).
    Result<storage::Txn> beginNested(storage::Txn &parent) const
    {
        return storage::Txn::beginNested(m_env, parent);
    }
    // Whether a read "as of" `asOfMs` reads the history: a time before now (at or after now, the
    // present is what it would return).
    bool readsPast(const std::optional<qint64> &asOfMs) const
    {
        return asOfMs && *asOfMs < m_nowMs;
    }
    // A change made now by an api call.
    ChangeContext userChange() const;
    // The consumers that read `table`'s streams go with it (the catalog's deleteTable).
    Status dropConsumers(storage::Txn &txn, const TableDefinition &table);

protected:
    void defer(int delta) override { m_deferrals += delta; }

private:
    EngineImpl() = default;

    Status writeInGroup(const std::function<Status(storage::Txn &)> &body);
    // Commits the open group: a failure is kept for commitGroup() to return, and meanwhile
    // returned by every read and write. Const for the reads that end a group (beginRead).
    void endGroup() const;
    // The tables, the clock and the sweeper settings as the workspace stores them; false when it
    // stores no clock yet (a new workspace).
    Result<bool> loadState(storage::Txn &txn);
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
    void registerModules(const EngineOptions &options);
    // open() once, with the map `options` give; when its transaction filled the map, `fullAt`
    // is the map's size then (else 0), for open() to try again with more.
    static Result<std::unique_ptr<EngineImpl>>
    openOnce(const QString &dir, const EngineOptions &options,
             const std::function<qint64()> &nowMsAtCreation, qint64 &fullAt);
    // What the modules read of the engine (modules.h).
    ModuleContext moduleContext() const;
    // Brings an older workspace's history to the current format (historyupgrade.cpp).
    Status upgradeHistory(storage::Txn &txn);
    // Its last steps, from format 2 and 3: the keys' spreads (tablekeys.h, keyupgrade.cpp), the
    // item collections' sizes counted under them, and the current format.
    Status upgradeKeys(storage::Txn &txn);
    // Rewrites every stored key of format 3 that holds an item key (keyupgrade.cpp).
    Status spreadKeys(storage::Txn &txn);
    // Store the clock and the sweeper settings (FROZEN meta keys in engine.cpp).
    Status saveClock(storage::Txn &txn, qint64 nowMs) const;
    Status saveSweeper(storage::Txn &txn, const SweeperSettings &settings) const;

    storage::Env m_env;
    Dbs m_dbs;
    std::unique_ptr<journal::Journal> m_journal; // watches every write transaction
    std::unique_ptr<ArchiveBucket> m_bucket;
    // The feature modules (modules.h), and what each registered as, in registration order. The
    // catalog is the first, then the item store, through which every item change goes.
    std::vector<std::unique_ptr<EngineModule>> m_modules;
    Catalog *m_catalog = nullptr;
    ItemStore *m_items = nullptr;
    ItemCalls *m_itemCalls = nullptr;
    TransactionCalls *m_transactionCalls = nullptr;
    ThroughputLimits *m_throughput = nullptr;
    ReadConsistency *m_consistency = nullptr;
    CacheModule *m_cache = nullptr;
    GsiPropagation *m_propagation = nullptr;
    WorkloadLog *m_workloads = nullptr;
    QList<ClockSource *> m_clockSources;
    QList<ClockListener *> m_clockListeners;
    QList<RewindParticipant *> m_rewindParticipants;
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
