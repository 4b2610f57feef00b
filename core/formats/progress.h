// What the long format operations (formats/*.h) report while they run and return at the end, so
// the window can show progress and offer Cancel, and lwb can print a summary.
#pragma once

#include "model/workprogress.h"

namespace lw::formats {

// Called after each committed step with the items done so far and the total (WorkProgress);
// each operation's header says what a stop leaves behind.
using Progress = WorkProgress;

// The items written (or exported), and whether Progress stopped the operation early.
struct Outcome
{
    qint64 items = 0;
    bool cancelled = false;
};

} // namespace lw::formats
