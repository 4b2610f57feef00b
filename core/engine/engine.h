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
//
// This is the engine's whole face to the layers above: an interface, implemented inside lwengine
// (engine/engineimpl.h), so that no storage type reaches the code that includes it.
#pragma once

#include "capacitymeter.h"
#include "consumers.h"
#include "consumers/consumer.h"
#include "items.h"
#include "model/error.h"
#include "model/tabledefinition.h"
#include "options.h"
#include "requests.h"
#include "streams.h"
#include "streams/streamrecord.h"
#include "streamshards.h"
#include "tables.h"
#include "time/lifecycle.h"
#include "time/sweeper.h"
#include "transactions.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace lw {

class ArchiveBucket;

// The engine's features that the api's actions use one at a time: each action includes the one
// it needs (tables.h, items.h, transactions.h, streams.h, consumers.h) and reaches it through
// tablesOf(), itemsOf(), transactionsOf(), streamsOf() or consumersOf(), without the rest of this
// header.
class Engine : public Tables, public Items, public Transactions, public Streams, public Consumers
{
public:
    // Opens the environment in `dir` (which must exist). `nowMsAtCreation` is read once, when the
    // workspace is new, to start its clock; the engine never reads the wall clock itself.
    static Result<std::unique_ptr<Engine>> open(const QString &dir, const EngineOptions &options,
                                                const std::function<qint64()> &nowMsAtCreation);
    virtual ~Engine() = default;
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // The workspace clock (epoch milliseconds) that stamps every write.
    virtual qint64 nowMs() const = 0;

    // Time (clock.cpp). Long clock work reports after each committed batch of events: the time
    // reached and the events run so far. Returning false stops it there; the clock then stays at
    // the last event run, so nothing is half done.
    using Progress = std::function<bool(qint64 reachedMs, qint64 eventsRun)>;
    // Moves the clock forward to `toMs`, running in time order everything that falls due on the
    // way: TTL settings settling (ENABLING → ENABLED schedules the table's expired items), and
    // sweeper deletes, each stamped with its own due time, consuming no capacity. Errors:
    // ValidationException "The clock only moves forward: rewind goes back over history" when
    // toMs < now.
    virtual Status advanceClock(qint64 toMs, const Progress &progress = {}) = 0;
    // Sets the clock: forward as advanceClock; backwards only while the workspace has no history
    // ("The workspace has history: the clock only moves back with rewind").
    virtual Status setClock(qint64 toMs) = 0;
    // "Sweep now": deletes, at the current time, every item whose TTL has expired, whatever its
    // drawn lag. Returns how many it deleted.
    virtual Result<qint64> sweepNow(const Progress &progress = {}) = 0;
    // The time machine (timetravel.cpp): drops every change after `toMs`, restores items, indexes
    // and table settings as they were then, and sets the clock to `toMs`. Errors:
    // ValidationException when toMs is after now.
    virtual Status rewind(qint64 toMs) = 0;
    virtual bool hasHistory() const = 0;
    virtual SweeperSettings sweeper() const = 0;
    // The workspace's scenario (docs/scenarios.md): the JSON text of the steps that made it, the
    // lesson it was played from or a recording (scenario/recorder.h); empty when there is none.
    // Kept in the meta sub-database, so a bundle carries it with the other records; rewind and
    // undo leave it alone (it is not part of the simulated world).
    virtual Result<QByteArray> scenarioJson() const = 0;
    virtual Status setScenarioJson(const QByteArray &json) = 0;
    // Stores the settings and reschedules every pending TTL delete under them.
    virtual Status setSweeper(const SweeperSettings &settings) = 0;

    // UpdateTimeToLive (timetolive.cpp), DynamoDB's checks and texts, in its order:
    // "TimeToLive is active on a different AttributeName: current AttributeName is <a>",
    // "TimeToLive is already enabled", "TimeToLive is already disabled", then "Time to live has
    // been modified multiple times within a fixed interval" within the cooldown.
    virtual Result<TimeToLiveSetting> updateTimeToLive(const QString &tableName, bool enabled,
                                                       const QString &attributeName) = 0;

    // Who watches consumers work (one watcher at a time; empty: none): called from advanceClock,
    // on the calling thread, for every record a consumer processed, in order, once the batch of
    // events it ran in has committed. The lesson player prints it as the seed's consumers did.
    using ConsumerWatcher = std::function<void(const ConsumerActivity &)>;
    virtual void setConsumerWatcher(ConsumerWatcher watcher) = 0;

    // The archive bucket (engine/archivebucket.h).
    virtual ArchiveBucket &bucket() = 0;

    // History (historyreads.cpp). Every change of an item, in order, with both images.
    virtual Result<QList<Change>> itemHistory(const QString &tableName, const Item &key) = 0;
    // An item's lifecycle state at `atMs` (a time after now answers as if nothing changed).
    virtual Result<ItemLifecycle> lifecycleAt(const QString &tableName, const Item &key,
                                              qint64 atMs) = 0;
    // Every lifetime of every item of the table that ever existed, in key order (the timeline).
    virtual Result<QList<Lifetime>> lifetimes(const QString &tableName) = 0;

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
    virtual Result<TableDefinition> updateSoftDelete(const QString &tableName,
                                                     const SoftDeleteSetting &setting) = 0;
    // SoftDeleteItem: with the setting resolved (resolvedSoftDelete()) and now in epoch seconds,
    // as TTL reads them: SET <mark> = now, <ttl> = now + retention REMOVE <each remove
    // attribute>, on condition attribute_exists(<hash key>) AND attribute_not_exists(<mark>).
    // The item leaves every index keyed on a removed attribute at once and stays readable by
    // key. Errors: UpdateItem's, and ConditionalCheckFailedException "The conditional request
    // failed" for a missing or already soft-deleted item.
    virtual Result<WriteResult> softDeleteItem(const QString &tableName, const Item &key,
                                               ReturnValues returnValues) = 0;
    // RestoreItem (undo): takes back the item's latest soft delete as its history kept it (the
    // latest change from an image without the mark to one with it), whatever the setting has
    // become since: each attribute that change removed or changed is SET back to its old value
    // (the GSI keys, a TTL value the item had before), each it added is REMOVEd (the mark, a new
    // TTL value); changes made since to other attributes stay. Condition: <mark> = the value
    // that change gave it, i.e. the same soft delete is still in place. Errors: as
    // softDeleteItem, ConditionalCheckFailedException for an item that is missing or not
    // soft-deleted.
    virtual Result<WriteResult> restoreItem(const QString &tableName, const Item &key,
                                            ReturnValues returnValues) = 0;
    // ----------------------------------------------------------------------- end of soft delete

    // What the data plane consumed, per table and minute of the clock (capacitymeter.h says what
    // counts). In memory: a reopened workspace starts with none.
    virtual CapacityMeter &capacityMeter() = 0;
    virtual const CapacityMeter &capacityMeter() const = 0;

    // Checks every invariant: each item decodes and sits under its own key; each index entry
    // matches its item's projection; no entry is missing or extra; statistics match. One line
    // per problem; empty when all hold.
    virtual QStringList verify() = 0;

    // Every named sub-database's LMDB name, in a fixed order. A bundle (bundle/bundle.h) copies
    // a workspace record for record through these, so import reproduces it byte for byte.
    static QList<QByteArray> databaseNames();
    // Reads every sub-database in one read transaction, in databaseNames() order: `record` with
    // each of its records in key order (the views valid only during the call), then `done` with
    // its name. The first error either returns stops the reading and is returned.
    using RecordVisitor = std::function<Status(QByteArrayView key, QByteArrayView value)>;
    virtual Status
    readDatabases(const RecordVisitor &record,
                  const std::function<Status(const QByteArray &database)> &done) const = 0;

    // For tests of map growth.
    virtual qint64 mapSizeBytes() const = 0;

    // Group commit, for a server answering many clients (server/dynamoserver.h). While a
    // SyncDeferral lives, this engine's writes go into one LMDB write transaction, the group's,
    // begun by the first of them: each call's transaction is nested in it (whole or not at all: a
    // call that fails drops only its own writes), and the reads of every call see the group's
    // earlier calls. commitGroup() commits the group with its pages synced and its meta page
    // written unsynced (LMDB's MDB_NOMETASYNC), so a power cut leaves the workspace
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
        explicit SyncDeferral(Engine &engine) : m_engine(engine) { m_engine.defer(+1); }
        ~SyncDeferral() { m_engine.defer(-1); }
        SyncDeferral(const SyncDeferral &) = delete;
        SyncDeferral &operator=(const SyncDeferral &) = delete;

    private:
        Engine &m_engine;
    };
    // Commits the open group, if any (see above). Errors: the group's commit's
    // InternalServerError (its calls are undone). Not within a SyncDeferral.
    virtual Status commitGroup() = 0;
    // The last commit's transaction id: whether anything was committed since a sync began.
    virtual size_t lastCommitted() const = 0;
    // One fdatasync of the environment's data file. Safe on another thread while this engine goes
    // on with a group on its own (it touches no engine or LMDB state). Errors: InternalServerError.
    virtual Status syncData() const = 0;
    // False for a throwaway workspace (Workspace::openThrowaway): its commits count as durable
    // as they are made, and syncData() does nothing.
    virtual bool syncsData() const = 0;

protected:
    Engine() = default;
    // SyncDeferral's count: +1 as one begins, -1 as it ends.
    virtual void defer(int delta) = 0;
};

} // namespace lw
