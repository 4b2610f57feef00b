// What the long format operations (formats/*.h) report while they run and return at the end, so
// the window can show progress and offer Cancel, and lwb can print a summary.
#pragma once

#include "api/formatvalues.h" // Outcome
#include "model/workprogress.h"

namespace lw::formats {

// Called after each committed step with the items done so far and the total (WorkProgress);
// each operation's header says what a stop leaves behind.
using Progress = WorkProgress;

} // namespace lw::formats
