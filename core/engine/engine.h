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

#include "clock.h"
#include "consistency.h"
#include "consumers.h"
#include "groupcommit.h"
#include "items.h"
#include "metering.h"
#include "model/error.h"
#include "options.h"
#include "settling.h"
#include "softdelete.h"
#include "streams.h"
#include "tables.h"
#include "throughput.h"
#include "timetolive.h"
#include "timetravel.h"
#include "transactions.h"
#include "workloadruns.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>

namespace lw {

class ArchiveBucket;

// The engine's features, each an interface an api action can include alone (clock.h, tables.h,
// items.h, transactions.h, softdelete.h, timetolive.h, timetravel.h, streams.h, consumers.h,
// metering.h, groupcommit.h, throughput.h, consistency.h, workloadruns.h; archivebucket.h for
// bucket()) and reach through its accessor (clockOf(), tablesOf(), itemsOf(), …) without the rest
// of this header. What is declared here belongs to the workspace as a whole.
class Engine : public Clock,
               public Tables,
               public Items,
               public Transactions,
               public SoftDelete,
               public TimeToLive,
               public TimeTravel,
               public Streams,
               public Consumers,
               public Metering,
               public GroupCommit,
               public Settling,
               public ThroughputViews,
               public ReadConsistencyViews,
               public WorkloadRuns
{
public:
    // Opens the environment in `dir` (which must exist). `nowMsAtCreation` is read once, when the
    // workspace is new, to start its clock; the engine never reads the wall clock itself.
    static Result<std::unique_ptr<Engine>> open(const QString &dir, const EngineOptions &options,
                                                const std::function<qint64()> &nowMsAtCreation);
    virtual ~Engine() = default;
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // The workspace's scenario (docs/scenarios.md): the JSON text of the steps that made it, the
    // lesson it was played from or a recording (scenario/recorder.h); empty when there is none.
    // Kept in the meta sub-database, so a bundle carries it with the other records; rewind and
    // undo leave it alone (it is not part of the simulated world).
    virtual Result<QByteArray> scenarioJson() const = 0;
    virtual Status setScenarioJson(const QByteArray &json) = 0;

    // The archive bucket (engine/archivebucket.h).
    virtual ArchiveBucket &bucket() = 0;

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

protected:
    Engine() = default;
};

} // namespace lw
