// The engine's feature modules (docs/architecture.md "The engine"). Each feature with sub-databases
// of its own is a module: it names and opens them, is handed those handles alone (with the
// modules it works through), and registers with the engine in the roles it plays: a follower of
// item changes (itemstore.h, the change pipeline), a clock event source, a clock listener, a
// rewind participant. EngineImpl::advanceClock and EngineImpl::rewind know no feature: they loop
// over what registered, in registration order (EngineImpl::registerModules), which is the order
// events of the same time run and the order rewind puts things back. EngineImpl forwards its calls
// to the modules that serve them: the catalog (catalog.h), which owns the tables and is the first
// rewind participant, and the item calls and transactions (itemcalls.h, transactioncalls.h),
// which own no sub-database and play no role.
//
// Modules live as long as the engine and run on its thread, inside the engine's write
// transactions: a hook may run more than once for one call (a transaction retried after the map
// grew), so state a module keeps between hooks is reset where a transaction begins.
#pragma once

#include "engineimpl.h"

#include <QMap>
#include <QSet>

#include <optional>

namespace lw {

// What the engine owns and the modules that act on tables' items read: the tables and the
// sweeper settings as the last committed call left them (the engine changes them only between
// calls). No sub-database handle: a module gets its own through its constructor, and changes
// items only through the item store (ItemStore::apply), which hands each change on to the modules
// that derive from it.
struct ModuleContext
{
    const QMap<QString, TableDefinition> &tables;
    const SweeperSettings &sweeper;
};

// What the engine owns a module through.
class EngineModule
{
public:
    virtual ~EngineModule() = default;
};

// Something that falls due on the clock. advanceClock runs events in batches, one write
// transaction each: beginBatch(), then, while events fall due by the target time, nextDueMs() of
// every source and runDue() of the one due first (ties: the source registered first); the
// listeners' clockMoved() with the clock the batch reaches; batchCommitted() once it committed.
class ClockSource
{
public:
    virtual ~ClockSource() = default;
    // A batch begins in `txn`, at `nowMs`: forget what an earlier (failed or retried) one learnt.
    virtual Status beginBatch(storage::Txn &txn, qint64 nowMs)
    {
        Q_UNUSED(txn);
        Q_UNUSED(nowMs);
        return {};
    }
    // The time this source's next event falls due; none when it has none. The engine runs it only
    // when it is at or before `toMs`, so a source need look no further than that.
    virtual Result<std::optional<qint64>> nextDueMs(storage::Txn &txn, qint64 toMs) = 0;
    // Runs the event nextDueMs() last gave, at `atMs` (its due time, or later when it was
    // overdue), with the journal stamping that time.
    virtual Status runDue(storage::Txn &txn, qint64 atMs) = 0;
    // The batch committed: what happens outside the workspace (meters, watchers) happens now.
    virtual void batchCommitted() {}
};

// Something that follows the clock without events of its own: told, in each batch's
// transaction, the clock the batch sets.
class ClockListener
{
public:
    virtual ~ClockListener() = default;
    virtual Status clockMoved(storage::Txn &txn, qint64 clockMs) = 0;
};

// What a rewind carries from one participant to the next: the time it goes back to, the tables
// as they were then (the catalog's step fills it first) and the ids of the tables whose settings
// changed after it, whose derived data is rebuilt whole.
struct RewindState
{
    qint64 toMs = 0;
    QMap<QString, TableDefinition> tables;
    QSet<quint32> rebuiltTables;
};

// Something a rewind puts back as it was at `state.toMs`, all participants in one write
// transaction (so a rewind is whole or not at all).
class RewindParticipant
{
public:
    virtual ~RewindParticipant() = default;
    virtual Status rewind(storage::Txn &txn, RewindState &state) = 0;
};

} // namespace lw
