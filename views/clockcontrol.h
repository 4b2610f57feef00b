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

struct ClockControl
{
    std::function<qint64()> nowMs;                // the workspace clock, epoch ms
    std::function<Status(qint64 toMs)> advanceTo; // forward only, running what falls due
    std::function<Result<qint64>()> sweepNow;     // how many expired items it deleted
    std::function<Status(qint64 toMs)> rewind;    // drops every change after toMs
    // Real time for live mode: any counter of milliseconds that never goes back (the application
    // passes a QElapsedTimer). Never the workspace clock.
    std::function<qint64()> monotonicMs;
};

} // namespace lw
