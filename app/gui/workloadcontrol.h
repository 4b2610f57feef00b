// The window's WorkloadControl (views/doors/workloadcontrol.h) bound to a workspace: the spec
// parsed as a scenario step's (core/workload/workloadspec.h), run on the workspace's engine
// (core/workload/workloadrun.h) with the window's progress, and its outcome as the door's totals.
#pragma once

#include "doors/workloadcontrol.h"

#include <functional>

namespace lw {

class Workspace;

// `workspace` must outlive the control. `mayRun` is asked first (a recording cannot hold a
// workload yet: the session refuses then, with its reason).
WorkloadControl workloadControl(Workspace &workspace, std::function<Status()> mayRun);

} // namespace lw
