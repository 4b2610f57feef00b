// The window's door to workloads (docs/scenarios.md, "workload"): many requests of one shape,
// spread over sim seconds, the clock moving on second by second. Not a DynamoDB action, and long,
// so it comes as a function with progress, as the clock's do (clockcontrol.h). The application
// binds it to the workspace's engine (app/gui/); views never include the runner.
//
// Contract for implementations: synchronous, GUI thread, never throws; `run` is set whenever a
// workspace is open.
#pragma once

#include "model/error.h"
#include "model/workprogress.h"

#include <QJsonObject>

#include <functional>

namespace lw {

struct WorkloadControl
{
    // Runs `spec` (a step's "workload" object) from the clock's time on; `progress` counts sim
    // seconds done of the workload's seconds, and a false answer stops it after the last second
    // committed. The outcome's totals: {"Sent", "Served", "Throttled", "Retried", "GaveUp"}
    // (attempts and requests, as docs/scenarios.md counts them), "Seconds" run and "Cancelled".
    // Errors: the spec's (ValidationException naming the field), the engine's.
    std::function<Result<QJsonObject>(const QJsonObject &spec, const WorkProgress &progress)> run;
};

} // namespace lw
