// Group commit, for a server answering many clients (server/dynamoserver.h), and what a caller
// needs to know about durability.
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"

#include <cstddef>

namespace lw {

class Engine;

class GroupCommit
{
public:
    // While a SyncDeferral lives, this engine's writes go into one LMDB write transaction, the
    // group's, begun by the first of them: each call's transaction is nested in it (whole or not
    // at all: a call that fails drops only its own writes), and the reads of every call see the
    // group's earlier calls. commitGroup() commits the group with its pages synced and its meta
    // page written unsynced (LMDB's MDB_NOMETASYNC), so a power cut leaves the workspace
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
        explicit SyncDeferral(GroupCommit &engine) : m_engine(engine) { m_engine.defer(+1); }
        ~SyncDeferral() { m_engine.defer(-1); }
        SyncDeferral(const SyncDeferral &) = delete;
        SyncDeferral &operator=(const SyncDeferral &) = delete;

    private:
        GroupCommit &m_engine;
    };
    // Whether a SyncDeferral lives: this engine's writes then go into the group of whoever
    // defers, and only they may commit it (so a workload, which commits its own seconds,
    // workload/workloadrun.h, cannot run then).
    virtual bool deferring() const = 0;
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
    ~GroupCommit() = default; // owned and destroyed as the Engine
    // SyncDeferral's count: +1 as one begins, -1 as it ends.
    virtual void defer(int delta) = 0;
};

// The engine's group commit, for code that includes this header and not engine.h.
GroupCommit &groupCommitOf(Engine &engine);
const GroupCommit &groupCommitOf(const Engine &engine);

} // namespace lw
