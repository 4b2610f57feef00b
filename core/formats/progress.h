// What the long format operations (formats/*.h) report while they run and return at the end, so
// the window can show progress and offer Cancel, and lwb can print a summary.
#pragma once

#include <QtGlobal>

#include <functional>

namespace lw::formats {

// Called after each committed step with the items done so far and the total. Returning false
// asks the operation to stop there; each operation's header says what a stop leaves behind.
using Progress = std::function<bool(qint64 done, qint64 total)>;

// The items written (or exported), and whether Progress stopped the operation early.
struct Outcome
{
    qint64 items = 0;
    bool cancelled = false;
};

} // namespace lw::formats
