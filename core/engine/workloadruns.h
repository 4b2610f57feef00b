// The workloads' record (docs/workloads.md): what each run of a workload (workload/workloadrun.h)
// sent and what became of it, per sim second, kept in the workspace so that a pane, a lesson's
// check or a later `DescribeWorkloads` can read it. The engine stores and rewinds it; it runs
// no workload itself.
//
// One of the interfaces the engine (engine.h) implements; threads as engine.h says.
#pragma once

#include "model/error.h"
#include "model/workloadrecord.h"

#include <QList>

namespace lw {

class Engine;

class WorkloadRuns
{
public:
    // Stores the run begun at `run.startMs`: its spec, state and failure replace what was stored,
    // and `run.seconds` are added (a second stored before is replaced), in one write transaction
    // (within a SyncDeferral, the group's, so that a second's record commits with its requests).
    // Errors: the storage's InternalServerError.
    virtual Status recordWorkload(const WorkloadRun &run) = 0;
    // The runs begun in [fromMs, toMs), oldest first, each with all its seconds. Errors: the
    // storage's, and InternalServerError for a record that does not decode.
    virtual Result<QList<WorkloadRun>> workloadRuns(qint64 fromMs, qint64 toMs) const = 0;

protected:
    ~WorkloadRuns() = default; // owned and destroyed as the Engine
};

// The engine's workload record, for code that includes this header and not engine.h.
WorkloadRuns &workloadRunsOf(Engine &engine);
const WorkloadRuns &workloadRunsOf(const Engine &engine);

} // namespace lw
