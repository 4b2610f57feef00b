// Records what a user does in the window as a scenario (docs/scenarios.md, "Recording"): plain
// scenario JSON that the player replays on a fresh workspace to the same items, stream records,
// history and bucket, and that a person can save, edit and load like any lesson.
//
// What becomes a step:
//   - each api call that succeeded, as {"call", "request"} (reads included, without checks);
//     calls that failed changed nothing and are left out, and so are the window's own reads
//     (CallOptions::metered false: its panes refreshing) and reads as of a past time;
//   - each clock move, as {"clock": TIME}: advance, set, live mode. Consumers poll and lifecycle
//     rules run as the clock moves, so their work replays with it and needs no step of its own;
//   - "Sweep now", as {"sweep": "now"}.
// A hook that finds the clock moved since the last step (live mode, a move nobody reported)
// first records the move, so every step replays at the time it ran. A rewind, or the clock set
// back (which only a workspace without history allows), drops the steps after that time, as
// the workspace dropped their changes. Changes of the sweeper settings are not recorded: the
// scenario keeps those the recording began with.
//
// The recording is the workspace's scenario (Engine::scenarioJson), stored again after every
// step, so a bundle exported meanwhile carries it and a crash loses at most the step under way.
// Recording on a workspace that keeps a scenario (a lesson played on it, an earlier recording)
// continues it: the new steps follow the old ones. A lesson keeps its whole text, so a
// recording continued after a lesson played only part way replays the rest of the lesson first.
//
// Threads: the thread that uses the workspace; hooks are called after the action they record.
#pragma once

#include "api/api.h"
#include "model/error.h"

#include <QJsonArray>
#include <QJsonObject>

namespace lw {
class Workspace;
}

namespace lw::scenario {

class Recorder
{
public:
    // The workspace must outlive the recorder.
    explicit Recorder(Workspace &workspace) : m_workspace(workspace) {}

    // Starts recording: continuing the workspace's scenario, or, on a workspace with no tables
    // and no history, a new one that starts at its clock with its sweeper settings. Errors
    // (ValidationException): "Cannot record: <dir> holds tables that no scenario made; record
    // from a fresh workspace", "Cannot record: the workspace's scenario does not parse: <why>";
    // InternalServerError when the stored scenario cannot be read.
    Status start();
    void stop() { m_recording = false; }
    bool isRecording() const { return m_recording; }

    // The hooks. Each does nothing while not recording; else it records the step (as above) and
    // stores the scenario. Errors: the engine's, from storing it.
    Status called(QStringView action, const QJsonObject &request,
                  const Result<QJsonObject> &response, const CallOptions &options = {});
    Status clockMoved(); // after advance, set, or a live-mode tick
    Status swept();      // after "Sweep now"
    // After rewind(toMs). Error: ValidationException "A rewind to <TIME>, before this recording
    // began (<TIME>), cannot be recorded: the steps before it have no times; recording
    // stopped" on a continued scenario, whose earlier steps cannot be split by time.
    Status rewound(qint64 toMs);

    // The scenario as recorded so far (docs/scenarios.md JSON). Empty before start().
    QJsonObject scenario() const;

private:
    // Records the clock's move since the last step (dropping steps after it when it went back).
    void followClock();
    void append(const QJsonObject &step, qint64 atMs);
    void dropAfter(qint64 toMs);
    Status store();

    Workspace &m_workspace;
    bool m_recording = false;
    QJsonObject m_header; // everything but "steps"
    QJsonArray m_steps;
    // The clock time of each step (a clock step's: the time it moved to). Steps of a continued
    // scenario, whose times are unknown, count as before m_beganMs.
    QList<qint64> m_times;
    qint64 m_beganMs = 0;
    qint64 m_atMs = 0;    // the clock after the last step
    bool m_fresh = false; // started a new scenario, rather than continuing one
};

} // namespace lw::scenario
