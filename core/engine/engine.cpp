#include "engineimpl.h"

#include "archivebucket.h"
#include "bucketclock.h"
#include "cachemodule.h"
#include "catalog.h"
#include "consumerrun.h"
#include "gsipropagation.h"
#include "history.h"
#include "itemcalls.h"
#include "itemstore.h"
#include "journal.h"
#include "modules.h"
#include "readconsistency.h"
#include "storage/lmdb.h"
#include "streamlog.h"
#include "tablekeys.h"
#include "throughputlimits.h"
#include "transactioncalls.h"
#include "ttlqueue.h"
#include "workloadlog.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// FROZEN meta keys.
constexpr QByteArrayView kClockKey = "clock.nowMs";
constexpr QByteArrayView kSweeperKey = "sweeper";   // SweeperSettings::toJson()
constexpr QByteArrayView kScenarioKey = "scenario"; // the scenario's JSON text, as given

} // namespace

EngineImpl::~EngineImpl()
{
    // A group still open holds calls that ran (their answers were never sent): keep them, as a
    // commit outside a group would be kept. Then the parked reader must end before the
    // environment closes.
    if (m_group.handle())
        endGroup();
    m_reader = storage::Txn();
    // The throughput model's state with its history, kept once, here: the snapshots written as
    // the clock moves hold what a reopen needs should this fail (throughputlimits.h).
    if (m_throughput && m_throughput->changedSinceSave() && !m_groupFailure) {
        if (auto txn = storage::Txn::beginWrite(m_env); txn && m_throughput->save(*txn))
            [[maybe_unused]]
            const Status committed = txn->commit();
    }
}

Result<std::unique_ptr<Engine>> Engine::open(const QString &dir, const EngineOptions &options,
                                             const std::function<qint64()> &nowMsAtCreation)
{
    auto engine = EngineImpl::open(dir, options, nowMsAtCreation);
    LW_TRY(engine);
    return std::move(*engine);
}

Result<std::unique_ptr<EngineImpl>> EngineImpl::open(const QString &dir,
                                                     const EngineOptions &options,
                                                     const std::function<qint64()> &nowMsAtCreation)
{
    // Opening upgrades an older workspace in its one transaction (historyupgrade.cpp,
    // keyupgrade.cpp), which may need more pages than the map has: then it opens again with twice
    // the map, as a write that fills it runs again (write()).
    EngineOptions tried = options;
    for (;;) {
        qint64 fullAt = 0;
        auto engine = openOnce(dir, tried, nowMsAtCreation, fullAt);
        if (engine || fullAt == 0)
            return engine;
        tried.initialMapSize = fullAt * 2;
    }
}

Result<std::unique_ptr<EngineImpl>>
EngineImpl::openOnce(const QString &dir, const EngineOptions &options,
                     const std::function<qint64()> &nowMsAtCreation, qint64 &fullAt)
{
    std::unique_ptr<EngineImpl> engine(new EngineImpl);
    storage::EnvOptions envOptions;
    envOptions.initialMapSize = options.initialMapSize;
    envOptions.durability = options.durability;
    auto env = storage::Env::open(dir, envOptions);
    LW_TRY(env);
    engine->m_env = std::move(*env);

    auto txn = storage::Txn::beginWrite(engine->m_env);
    LW_TRY(txn);
    const Status built = [&]() -> Status {
        // Each module names and opens its own sub-databases.
        auto meta = Catalog::openDatabase(*txn);
        LW_TRY(meta);
        engine->m_dbs.meta = *meta;
        auto items = ItemDbs::open(*txn);
        LW_TRY(items);
        static_cast<ItemDbs &>(engine->m_dbs) = *items;
        auto history = history::HistoryDbs::open(*txn);
        LW_TRY(history);
        static_cast<history::HistoryDbs &>(engine->m_dbs) = *history;
        auto journal = storage::Dbi::open(*txn, "journal");
        LW_TRY(journal);
        engine->m_dbs.journal = *journal;
        auto bucket = bucket::BucketDbs::open(*txn);
        LW_TRY(bucket);
        engine->m_dbs.bucket = *bucket;
        auto consumerStore = consumerstore::ConsumerDbs::open(*txn);
        LW_TRY(consumerStore);
        engine->m_dbs.consumerStore = *consumerStore;
        auto ttlQueue = ttlqueue::openDatabase(*txn);
        LW_TRY(ttlQueue);
        engine->m_dbs.ttlQueue = *ttlQueue;
        auto streamRecords = streamlog::openDatabase(*txn);
        LW_TRY(streamRecords);
        engine->m_dbs.streamRecords = *streamRecords;
        engine->m_journal = std::make_unique<journal::Journal>(journal::JournalDbs{
            engine->m_dbs.journal, engine->m_dbs.bucket, engine->m_dbs.consumerStore.consumers,
            engine->m_dbs.consumerStore.projections});
        engine->m_bucket = std::make_unique<ArchiveBucket>(*engine);
        engine->registerModules(options);

        auto clockStored = engine->loadState(*txn);
        LW_TRY(clockStored);
        if (!*clockStored) {
            engine->m_nowMs = nowMsAtCreation();
            LW_TRY(engine->saveClock(*txn, engine->m_nowMs));
        }
        LW_TRY(engine->upgradeHistory(*txn));
        LW_TRY(engine->m_throughput->load(*txn));
        LW_TRY(engine->m_consistency->load(*txn));
        LW_TRY(engine->m_cache->load(*txn));
        return {};
    }();
    if (!built) {
        if (txn->mapFull())
            fullAt = engine->m_env.mapSize();
        return std::unexpected(built.error());
    }
    LW_TRY(txn->commit());
    return engine;
}

void EngineImpl::registerModules(const EngineOptions &options)
{
    // The catalog first: the modules' context refers to its tables.
    auto catalog = std::make_unique<Catalog>(*this, m_dbs);
    m_catalog = catalog.get();
    auto items = std::make_unique<ItemStore>(m_dbs, options.itemCollectionLimitBytes);
    auto ttl = std::make_unique<ttlqueue::Module>(moduleContext(), m_dbs.ttlQueue, *items);
    auto bucket = std::make_unique<BucketClock>(m_dbs.bucket, *m_journal);
    auto consumers = std::make_unique<consumerrun::Module>(
        moduleContext(), consumerrun::Dbs{m_dbs.consumerStore, m_dbs.streamRecords, m_dbs.bucket},
        *items, m_capacity, m_consumerWatcher);
    auto streams = std::make_unique<streamlog::Module>(m_dbs.streamRecords);
    auto history = std::make_unique<history::Module>(moduleContext(), m_dbs, *items);
    auto throughput =
        std::make_unique<ThroughputLimits>(*this, moduleContext(), m_dbs.meta, *items);
    auto consistency = std::make_unique<ReadConsistency>(*this, m_dbs.meta);
    auto propagation =
        std::make_unique<GsiPropagation>(moduleContext(), m_dbs.meta, m_dbs, *consistency);
    items->setPropagation(propagation.get());
    auto workloads = std::make_unique<WorkloadLog>(m_dbs.meta);
    auto cache = std::make_unique<CacheModule>(*this, m_dbs.meta);
    // An item change, once the item store wrote the item, its index entries and statistics,
    // reaches the history (the version it superseded), the TTL queue (the item's pending delete)
    // and the stream log (its record), in this order (itemstore.h); then the cache, which notes
    // what a write through it wrote and when a cached table changed (cachemodule.h).
    items->setFollowers({history.get(), ttl.get(), streams.get(), cache.get()});
    // Events due at the same time run in this order: a table finishes ENABLING before the
    // sweeper looks at it, the sweeper's deletes reach the stream before consumers poll, and the
    // bucket's lifecycle acts before an archiver writes to it. GSI entries falling due apply
    // first: whatever else runs then sees the indexes as they are by that time.
    m_clockSources = {propagation.get(), ttl.get(), bucket.get(), consumers.get(),
                      throughput.get()};
    // The throughput model's snapshot is taken once the streams moved (it reads nothing of
    // theirs; last, so that it sees every charge of the batch).
    m_clockListeners = {streams.get(), throughput.get()};
    // Rewind: the catalog first (every participant then works from the tables as they were),
    // the GSI propagation queue (it applies what is pending, so the indexes match the items the
    // history then takes back), the streams, then what the journal put back (the bucket, the
    // consumers and their projections), then the items and what derives from them, and last the TTL
    // queue, which follows the items and the settings as they were; the throughput model, which
    // follows the tables, after them; the workloads' record, which nothing derives from, and the
    // cache, which a rewind empties, last.
    m_rewindParticipants = {catalog.get(),    propagation.get(), streams.get(),
                            m_journal.get(),  history.get(),     ttl.get(),
                            throughput.get(), workloads.get(),   cache.get()};
    // The calls' modules, which hook into nothing: the engine forwards to them.
    auto itemCalls = std::make_unique<ItemCalls>(*this, *items, m_dbs);
    auto transactionCalls = std::make_unique<TransactionCalls>(*this, *items);
    m_items = items.get();
    m_itemCalls = itemCalls.get();
    m_transactionCalls = transactionCalls.get();
    m_throughput = throughput.get();
    m_consistency = consistency.get();
    m_propagation = propagation.get();
    m_workloads = workloads.get();
    m_cache = cache.get();
    m_modules.push_back(std::move(catalog));
    m_modules.push_back(std::move(items));
    m_modules.push_back(std::move(itemCalls));
    m_modules.push_back(std::move(transactionCalls));
    m_modules.push_back(std::move(ttl));
    m_modules.push_back(std::move(bucket));
    m_modules.push_back(std::move(consumers));
    m_modules.push_back(std::move(streams));
    m_modules.push_back(std::move(history));
    m_modules.push_back(std::move(throughput));
    m_modules.push_back(std::move(consistency));
    m_modules.push_back(std::move(propagation));
    m_modules.push_back(std::move(workloads));
    m_modules.push_back(std::move(cache));
}

Result<WriteResult> EngineImpl::putItem(const PutItemRequest &request)
{
    return m_itemCalls->putItem(request);
}

Result<WriteResult> EngineImpl::deleteItem(const DeleteItemRequest &request)
{
    return m_itemCalls->deleteItem(request);
}

Result<WriteResult> EngineImpl::updateItem(const UpdateItemRequest &request)
{
    return m_itemCalls->updateItem(request);
}

Result<GetItemResult> EngineImpl::getItem(const GetItemRequest &request)
{
    return m_itemCalls->getItem(request);
}

Result<BatchGetResult> EngineImpl::batchGetItem(const BatchGetRequest &request)
{
    return m_itemCalls->batchGetItem(request);
}

Result<BatchWriteResult> EngineImpl::batchWriteItem(const BatchWriteRequest &request)
{
    return m_itemCalls->batchWriteItem(request);
}

Result<ScanResult> EngineImpl::scan(const ScanRequest &request)
{
    return m_itemCalls->scan(request);
}

Result<QueryResult> EngineImpl::query(const QueryRequest &request)
{
    return m_itemCalls->query(request);
}

// The control plane's calls that change tables' throughput or indexes are followed by the
// throughput model.
Result<TableDefinition> EngineImpl::createTable(TableDefinition table)
{
    auto created = m_catalog->createTable(std::move(table));
    if (created)
        m_throughput->tablesChanged();
    return created;
}

Result<TableDefinition> EngineImpl::updateTable(const UpdateTableRequest &request)
{
    auto updated = m_catalog->updateTable(request);
    if (updated)
        m_throughput->tablesChanged();
    return updated;
}

Result<TableDefinition> EngineImpl::deleteTable(const QString &name)
{
    auto deleted = m_catalog->deleteTable(name);
    if (deleted)
        m_throughput->tablesChanged();
    return deleted;
}

Status EngineImpl::recordWorkload(const WorkloadRun &run)
{
    return write([&](storage::Txn &txn) { return m_workloads->record(txn, run); });
}

Result<QList<WorkloadRun>> EngineImpl::workloadRuns(qint64 fromMs, qint64 toMs) const
{
    auto txn = beginRead();
    LW_TRY(txn);
    return m_workloads->runs(**txn, fromMs, toMs);
}

Status EngineImpl::setThroughputLimits(bool on)
{
    return m_throughput->setEnabled(on);
}

bool EngineImpl::throughputLimits() const
{
    return m_throughput->enabled();
}

QList<throughput::PartitionView> EngineImpl::partitions(const QString &table,
                                                        const QString &index) const
{
    return m_throughput->model().partitions(table, index);
}

QList<throughput::PartitionSecond> EngineImpl::heat(const QString &table, const QString &index,
                                                    qint64 fromSecond, qint64 toSecond) const
{
    return m_throughput->model().heat(table, index, fromSecond, toSecond);
}

QList<throughput::ResourceSecond> EngineImpl::totals(const QString &table, const QString &index,
                                                     qint64 fromSecond, qint64 toSecond) const
{
    return m_throughput->model().totals(table, index, fromSecond, toSecond);
}

QList<throughput::SplitView> EngineImpl::splits(const QString &table, const QString &index) const
{
    return m_throughput->model().splits(table, index);
}

Result<TableDefinition> EngineImpl::table(const QString &name) const
{
    return m_catalog->table(name);
}

Result<TableDefinition> EngineImpl::setTags(const QString &name, const QMap<QString, QString> &tags)
{
    return m_catalog->setTags(name, tags);
}

QStringList EngineImpl::tableNames() const
{
    return m_catalog->tableNames();
}

QMap<QString, IndexStats> EngineImpl::stats(const TableDefinition &table) const
{
    return m_catalog->stats(table);
}

SettleDelays EngineImpl::settleDelays() const
{
    return m_catalog->settleDelays();
}

void EngineImpl::setSettleDelays(const SettleDelays &delays)
{
    m_catalog->setSettleDelays(delays);
}

QStringList EngineImpl::settlingTables() const
{
    return m_catalog->settlingTables();
}

Status EngineImpl::settleNow(const QString &tableName)
{
    return m_catalog->settleNow(tableName);
}

Result<TimeToLiveSetting> EngineImpl::updateTimeToLive(const QString &tableName, bool enabled,
                                                       const QString &attributeName)
{
    return m_catalog->updateTimeToLive(tableName, enabled, attributeName);
}

Result<TableDefinition> EngineImpl::updateSoftDelete(const QString &tableName,
                                                     const SoftDeleteSetting &setting)
{
    return m_catalog->updateSoftDelete(tableName, setting);
}

Result<TransactWriteResult> EngineImpl::transactWriteItems(const TransactWriteRequest &request)
{
    return m_transactionCalls->transactWriteItems(request);
}

Result<TransactGetResult> EngineImpl::transactGetItems(const TransactGetRequest &request)
{
    return m_transactionCalls->transactGetItems(request);
}

ModuleContext EngineImpl::moduleContext() const
{
    return {m_catalog->tables(), m_sweeper};
}

Result<bool> EngineImpl::loadState(storage::Txn &txn)
{
    auto clock = storage::get(txn, m_dbs.meta, kClockKey);
    LW_TRY(clock);
    const bool clockStored = *clock && (*clock)->size() == 8;
    if (clockStored)
        m_nowMs = qFromLittleEndian<qint64>((*clock)->data());

    auto sweeper = storage::get(txn, m_dbs.meta, kSweeperKey);
    LW_TRY(sweeper);
    m_sweeper = SweeperSettings();
    if (*sweeper) {
        auto settings =
            SweeperSettings::fromJson(QJsonDocument::fromJson((*sweeper)->toByteArray()).object());
        if (!settings)
            return std::unexpected(corruptData(u"the sweeper settings"_s));
        m_sweeper = *settings;
    }

    LW_TRY(m_catalog->load(txn));
    return clockStored;
}

Clock &clockOf(Engine &engine)
{
    return engine;
}

const Clock &clockOf(const Engine &engine)
{
    return engine;
}

Tables &tablesOf(Engine &engine)
{
    return engine;
}

const Tables &tablesOf(const Engine &engine)
{
    return engine;
}

Items &itemsOf(Engine &engine)
{
    return engine;
}

const Items &itemsOf(const Engine &engine)
{
    return engine;
}

Transactions &transactionsOf(Engine &engine)
{
    return engine;
}

const Transactions &transactionsOf(const Engine &engine)
{
    return engine;
}

Streams &streamsOf(Engine &engine)
{
    return engine;
}

const Streams &streamsOf(const Engine &engine)
{
    return engine;
}

Consumers &consumersOf(Engine &engine)
{
    return engine;
}

const Consumers &consumersOf(const Engine &engine)
{
    return engine;
}

SoftDelete &softDeleteOf(Engine &engine)
{
    return engine;
}

const SoftDelete &softDeleteOf(const Engine &engine)
{
    return engine;
}

TimeToLive &timeToLiveOf(Engine &engine)
{
    return engine;
}

const TimeToLive &timeToLiveOf(const Engine &engine)
{
    return engine;
}

TimeTravel &timeTravelOf(Engine &engine)
{
    return engine;
}

const TimeTravel &timeTravelOf(const Engine &engine)
{
    return engine;
}

ThroughputViews &throughputOf(Engine &engine)
{
    return engine;
}

const ThroughputViews &throughputOf(const Engine &engine)
{
    return engine;
}

WorkloadRuns &workloadRunsOf(Engine &engine)
{
    return engine;
}

const WorkloadRuns &workloadRunsOf(const Engine &engine)
{
    return engine;
}

Metering &meteringOf(Engine &engine)
{
    return engine;
}

const Metering &meteringOf(const Engine &engine)
{
    return engine;
}

GroupCommit &groupCommitOf(Engine &engine)
{
    return engine;
}

const GroupCommit &groupCommitOf(const Engine &engine)
{
    return engine;
}

ArchiveBucket &bucketOf(Engine &engine)
{
    return engine.bucket();
}

QList<QByteArray> Engine::databaseNames()
{
    return {"meta",
            "items",
            "indexes",
            "stats",
            "log",
            "versions",
            ttlqueue::kDatabaseName,
            streamlog::kDatabaseName,
            "consumers",
            "projections",
            "journal",
            "bucketObjects",
            "bucketMeta",
            "bucketLifecycle"};
}

Status
EngineImpl::readDatabases(const RecordVisitor &record,
                          const std::function<Status(const QByteArray &database)> &done) const
{
    auto txn = beginRead();
    LW_TRY(txn);
    const QList<storage::Dbi> dbis = {m_dbs.meta,
                                      m_dbs.items,
                                      m_dbs.indexes,
                                      m_dbs.stats,
                                      m_dbs.log,
                                      m_dbs.versions,
                                      m_dbs.ttlQueue,
                                      m_dbs.streamRecords,
                                      m_dbs.consumerStore.consumers,
                                      m_dbs.consumerStore.projections,
                                      m_dbs.journal,
                                      m_dbs.bucket.objects,
                                      m_dbs.bucket.meta,
                                      m_dbs.bucket.lifecycle};
    const QList<QByteArray> names = databaseNames();
    for (qsizetype i = 0; i < names.size(); ++i) {
        auto cursor = storage::Cursor::open(**txn, dbis.at(i));
        LW_TRY(cursor);
        auto found = cursor->first();
        for (; found && *found; found = cursor->next())
            LW_TRY(record(cursor->key(), cursor->value()));
        LW_TRY(found);
        LW_TRY(done(names.at(i)));
    }
    return {};
}

EngineImpl::ReadLease::~ReadLease()
{
    if (m_parked) {
        m_engine->m_reader.reset();
        m_engine->m_readerBusy = false;
    }
}

Result<EngineImpl::ReadLease> EngineImpl::beginRead() const
{
    if (m_group.handle()) {
        if (m_deferrals > 0)
            return ReadLease(*this, m_groupCall ? m_groupCall : &m_group);
        endGroup();
    }
    if (m_groupFailure)
        return std::unexpected(*m_groupFailure);
    if (!m_readerBusy) {
        if (!m_reader.handle()) {
            auto txn = storage::Txn::beginRead(m_env);
            LW_TRY(txn);
            m_reader = std::move(*txn);
        } else if (auto renewed = m_reader.renew(); !renewed) {
            return std::unexpected(renewed.error());
        }
        m_readerBusy = true;
        return ReadLease(*this);
    }
    auto txn = storage::Txn::beginRead(m_env);
    LW_TRY(txn);
    return ReadLease(*this, std::move(*txn));
}

Status EngineImpl::write(const std::function<Status(storage::Txn &)> &body)
{
    if (m_deferrals > 0)
        return writeInGroup(body);
    if (m_group.handle())
        endGroup();
    if (m_groupFailure)
        return std::unexpected(*m_groupFailure);
    for (;;) {
        auto txn = storage::Txn::beginWrite(m_env);
        LW_TRY(txn);
        m_journal->begin(m_nowMs);
        txn->setObserver(m_journal.get());
        Status status = body(*txn);
        if (status)
            status = txn->commit();
        if (status)
            m_env.writeAhead();
        if (status || !txn->mapFull())
            return status;
        txn->abort();
        // LMDB resizes only with no transaction open in this process, parked ones included.
        m_reader = storage::Txn();
        if (auto grown = m_env.grow(); !grown)
            return grown;
    }
}

Status EngineImpl::writeInGroup(const std::function<Status(storage::Txn &)> &body)
{
    for (;;) {
        if (m_groupFailure)
            return std::unexpected(*m_groupFailure);
        if (!m_group.handle()) {
            // A group cannot grow the map midway without committing what it holds, and that
            // commit may itself need the pages that are missing: so grow early, while no
            // transaction is open (the parked reader aside, which is closed for it).
            if (!m_readerBusy && m_env.usedSize() > m_env.mapSize() / 2) {
                m_reader = storage::Txn();
                if (auto grown = m_env.grow(); !grown)
                    return grown;
            }
            m_env.deferMetaSync(true);
            auto group = storage::Txn::beginWrite(m_env);
            if (!group) {
                m_env.deferMetaSync(false);
                return std::unexpected(group.error());
            }
            m_group = std::move(*group);
            m_groupWritten = false;
        }
        auto txn = storage::Txn::beginNested(m_env, m_group);
        LW_TRY(txn);
        m_journal->begin(m_nowMs);
        txn->setObserver(m_journal.get());
        m_groupCall = &*txn;
        Status status = body(*txn);
        if (status)
            status = txn->commit();
        m_groupCall = nullptr;
        if (status)
            m_groupWritten = true;
        if (status || !txn->mapFull())
            return status;
        txn->abort();
        // The map is full: keep the group's earlier calls (commit them; should that commit find
        // the map full too, they are undone and commitGroup() says so), or drop an empty group,
        // then grow the map with no transaction open and run this call again in a new group.
        if (m_groupWritten) {
            endGroup();
        } else {
            m_group.abort();
            m_env.deferMetaSync(false);
        }
        m_reader = storage::Txn();
        if (auto grown = m_env.grow(); !grown)
            return grown;
    }
}

void EngineImpl::endGroup() const
{
    storage::Txn group = std::move(m_group);
    Status committed = group.commit();
    m_env.deferMetaSync(false);
    if (committed)
        m_env.writeAhead();
    if (!committed && !m_groupFailure)
        m_groupFailure = committed.error();
}

Status EngineImpl::commitGroup()
{
    if (m_group.handle())
        endGroup();
    if (!m_groupFailure)
        return {};
    const Error failed = *std::exchange(m_groupFailure, std::nullopt);
    // The failed calls may have changed the tables, clock or sweeper in memory: read them back.
    auto txn = storage::Txn::beginRead(m_env);
    if (!txn)
        m_groupFailure = txn.error();
    else if (auto loaded = loadState(*txn); !loaded)
        m_groupFailure = loaded.error();
    return std::unexpected(failed);
}

ChangeContext EngineImpl::userChange() const
{
    return ChangeContext{m_nowMs, Origin::User, &m_sweeper};
}

Status EngineImpl::saveClock(storage::Txn &txn, qint64 nowMs) const
{
    char bytes[8];
    qToLittleEndian<qint64>(nowMs, bytes);
    return storage::put(txn, m_dbs.meta, kClockKey, QByteArrayView(bytes, 8));
}

Status EngineImpl::saveSweeper(storage::Txn &txn, const SweeperSettings &settings) const
{
    return storage::put(txn, m_dbs.meta, kSweeperKey,
                        QJsonDocument(settings.toJson()).toJson(QJsonDocument::Compact));
}

Result<QByteArray> EngineImpl::scenarioJson() const
{
    auto txn = beginRead();
    LW_TRY(txn);
    auto stored = storage::get(**txn, m_dbs.meta, kScenarioKey);
    LW_TRY(stored);
    return *stored ? (*stored)->toByteArray() : QByteArray();
}

Status EngineImpl::setScenarioJson(const QByteArray &json)
{
    return write([&](storage::Txn &txn) -> Status {
        if (!json.isEmpty())
            return storage::put(txn, m_dbs.meta, kScenarioKey, json);
        LW_TRY(storage::del(txn, m_dbs.meta, kScenarioKey));
        return {};
    });
}

} // namespace lw
