// The window's door to recording (core/scenario/recorder.h), as ClockControl is to the clock: the
// application binds it to a recorder on the open workspace, whose hooks it calls on the window's
// own api calls, clock moves, sweeps and rewinds, and on the requests the endpoint serves.
//
// Contract for implementations: synchronous, GUI thread, never throws; every function is set.
#pragma once

#include "model/error.h"

#include <QByteArray>

#include <functional>

namespace lw {

struct RecordingControl
{
    // Errors: the recorder's (a workspace with tables no scenario made, …).
    std::function<Status()> start;
    std::function<void()> stop;
    std::function<bool()> isRecording;
    // The workspace's scenario as scenario JSON (docs/scenarios.md), indented; empty when none.
    std::function<QByteArray()> scenarioJson;
};

} // namespace lw
