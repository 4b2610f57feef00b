// The window's ClockControl bound to a test's engine, the way app/gui/main.cpp binds it, for the
// widget tests that move the clock from the window. `engine` is asked each time (a test may reopen
// its workspace); `monotonicMs` is live mode's real time, which a test usually holds still.
#pragma once

#include "doors/clockcontrol.h"
#include "engine/engine.h"

#include <functional>

namespace lw::test {

inline ClockControl engineClock(
    std::function<Engine &()> engine,
    std::function<qint64()> monotonicMs = [] { return qint64(0); })
{
    return {
        .nowMs = [engine] { return engine().nowMs(); },
        .advanceTo =
            [engine](qint64 toMs, const ClockProgress &progress) {
                return engine().advanceClock(toMs, progress);
            },
        .sweepNow = [engine](const ClockProgress &progress) { return engine().sweepNow(progress); },
        .rewind = [engine](qint64 toMs) { return engine().rewind(toMs); },
        .monotonicMs = std::move(monotonicMs),
    };
}

} // namespace lw::test
