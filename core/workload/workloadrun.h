// Runs a workload (workloadspec.h) on a workspace: `rate` requests every sim second for `seconds`
// seconds, each through the api's dispatch (api/api.h), so that validation, throttling and errors
// are exactly what a client sees; throttled requests retried with the SDKs' backoff in sim time
// (model/retryrule.h); what each second sent and what became of it recorded in the workspace
// (engine/workloadruns.h, `DescribeWorkloads`). docs/workloads.md has the whole story.
//
// Time. The run starts at the clock, moved on to the next whole second when it is not on one,
// so that its seconds are the capacity model's. Request i of second s is sent at
// start + s × 1000 + floor(i × 1000 / rate); a throttled attempt's retry at its time plus the
// backoff, which may fall in a later second, after the last one too (the run goes on until
// every request was served or gave up). The clock moves to each attempt's time, so the sweeper,
// the streams and the consumers run on the way as on any clock move, and ends at the end of the
// last second run.
//
// Transactions. Each sim second is one group commit (engine/groupcommit.h): its requests (each
// one call, whole or not at all), its clock moves and its record commit together, so a
// workspace holds whole seconds only. Progress is told after each committed second. So a run
// cannot be part of a caller's group (GroupCommit::SyncDeferral): the endpoint serves a
// RunWorkload call outside its group (Api::commitsItself).
//
// Determinism. The same workspace, spec and seed give the same requests, the same throttles and
// the same retries, and so byte-identical workspace content.
//
// The calls go through an Api of their own on the same engine, so a front end's observer (the
// window's request log, Api::setObserver) is not told of each of a run's requests: the run's
// record is what shows them.
//
// How a dialog calls it (threads: the workspace's; long runs report after each second, so the
// window stays responsive through LongWork, views/common/longwork.h):
//     auto spec = workload::parseSpec(json, u"workload"_s);      // errors name the field
//     auto result = workload::run(api, *spec, [&](const WorkloadSecond &second,
//                                                 qint64 done, qint64 planned) {
//         showSecond(second);            // what the second just committed sent and served
//         return progress(done, planned); // false: stop here (result->state is Cancelled)
//     });
#pragma once

#include "model/error.h"
#include "model/workloadrecord.h"
#include "workloadspec.h"

#include <functional>

namespace lw {
class Api;
}

namespace lw::workload {

// Told after each committed second: that second's counts, how many seconds are committed and
// how many are planned (the spec's seconds; more while retries run past them). Returning false
// stops the run there: what is committed stays, the retries still due are dropped.
using Progress =
    std::function<bool(const WorkloadSecond &second, qint64 secondsDone, qint64 secondsPlanned)>;

struct Outcome
{
    qint64 startMs = 0; // the run's name in the record
    WorkloadState state = WorkloadState::Finished;
    QList<WorkloadSecond> seconds; // every second committed, in order
    WorkloadSecond totals;
    // Failed: the request that stopped the run and its error ("ValidationException: …").
    QString failure;
};

// Runs `spec` on `api`'s engine. Errors, with nothing run or recorded: ResourceNotFoundException
// for a table that does not exist; InternalServerError within a SyncDeferral (above); the
// ValidationExceptions of RequestMaker::make (requestmaker.h) for a spec that does not fit the
// table; the engine's errors. A request refused for another
// reason than throughput (an item too large, say) stops the run after committing its second:
// the result is then Failed with that error, and so is the record. A storage error while the
// run goes is returned as an error; the seconds committed before it stay recorded.
Result<Outcome> run(Api &api, const Spec &spec, const Progress &progress = {});

} // namespace lw::workload
