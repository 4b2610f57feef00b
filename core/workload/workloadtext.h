// A workload run told in the lessons' request-log style (docs/workloads.md "The summary"): what
// `lwb workload` prints at the end and a lesson's transcript prints for a workload step.
//   === workload: PutItem telemetry, 2000/s for 60 s ===
//       sent:      125212
//       served:    118840
//       throttled: 6372
//       retried:   5212
//       gave up:   1160
//       seconds with throttling: 58 of 62
//       +0s  sent 2000  served 1000  throttled 1000  retried 0  gave up 0
//       … (at most five such lines, then "    ... (+53 more seconds with throttling)")
// A run that did not finish says why after the totals ("    stopped: cancelled after 12 of 60
// s", "    failed: ValidationException: …").
#pragma once

#include "workloadrun.h"

#include <QStringList>

namespace lw::workload {

QStringList summaryLines(const Spec &spec, const Outcome &outcome);

} // namespace lw::workload
