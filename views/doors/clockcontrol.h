// The window's door to the workspace clock, beside ApiCall for data: moving the clock, sweeping
// and rewinding are not DynamoDB actions, so they come as plain functions. The application binds
// them to its Engine (app/gui/main.cpp); tests bind a real test workspace or fakes. Views never
// include the engine, so this struct is all they know of it.
//
// Contract for implementations: synchronous, called from the GUI thread, never throws; every
// function must be set. Errors are the engine's (Engine::advanceClock, sweepNow, rewind).
#pragma once

#include "model/error.h"

#include <functional>

namespace lw {

// Long clock work reports after each committed batch of events: the time reached and the events
// run so far. Returning false stops it there, with the clock at the last event run (nothing is
// half done). The engine's Engine::Progress, repeated because views never include the engine.
using ClockProgress = std::function<bool(qint64 reachedMs, qint64 eventsRun)>;

struct ClockControl
{
    std::function<qint64()> nowMs; // the workspace clock, epoch ms
    // Forward only, running what falls due; `progress` may be empty.
    std::function<Status(qint64 toMs, const ClockProgress &progress)> advanceTo;
    // How many expired items it deleted; `progress` may be empty.
    std::function<Result<qint64>(const ClockProgress &progress)> sweepNow;
    std::function<Status(qint64 toMs)> rewind; // drops every change after toMs
    // Real time for live mode: any counter of milliseconds that never goes back (the application
    // passes a QElapsedTimer). Never the workspace clock.
    std::function<qint64()> monotonicMs;
};

} // namespace lw
