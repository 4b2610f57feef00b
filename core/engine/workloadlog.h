// The workload record's module (workloadruns.h): keeps each run in the catalog's `meta`, and
// takes back on rewind what happened after the time rewound to.
//
// FROZEN meta keys (absent on a workspace that never ran a workload):
//   "workload.run." be64(startMs)              := run record
//   "workload.second." be64(startMs) be64(sec) := counts
//   run record := magic:u32 = 0x4C57574C ("LWWL")  version:u16 = 1  state:u8 (WorkloadState)
//                 spec:bytearray  failure:string
//   counts     := sent:i64 served:i64 throttled:i64 retried:i64 gaveUp:i64
// big-endian; the record through QDataStream pinned to Qt 6.0's format. be64 is a signed 64-bit
// number big-endian, as the throughput snapshots' keys (throughputlimits.h).
//
// Rewind to `toMs`: a run begun after `toMs` goes, with its seconds; of a run begun at or before
// it, the seconds that began after `toMs` go (a second that began at or before it stays whole,
// as its requests were recorded together), and its state is kept.
#pragma once

#include "modules.h"
#include "workloadruns.h"

namespace lw {

class WorkloadLog final : public EngineModule, public RewindParticipant
{
public:
    explicit WorkloadLog(storage::Dbi meta) : m_meta(meta) {}

    Status record(storage::Txn &txn, const WorkloadRun &run);
    Result<QList<WorkloadRun>> runs(storage::Txn &txn, qint64 fromMs, qint64 toMs) const;

    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    storage::Dbi m_meta;
};

} // namespace lw
