// Plays a scenario (scenario.h) on a workspace: headless all at once (`lwb lesson`), or one step
// at a time for the window's lesson player.
//
// What each step prints (the transcript, transcript.h) is the seed's request log and its
// scripts' own output, plus lines of ours the seed did not have: narration ("# …"), clock moves
// ("--- clock +2s: 2026-10-20T12:28:37.261Z"), checks ("--- ok: …", or "!!! …" when one fails)
// and the Timeline of Death (timelinetext.h). When the clock moves, every record a consumer
// processes on the way is printed: an aggregator's UpdateItem as its request-log block, and for
// a consumer the scenario gives a line template ("consumerLines"), that line, filled from:
//   {"ConsumerName", "TableName", "Type": "PROJECTOR" | "AGGREGATOR" | "ARCHIVER",
//    "Time": epoch ms, "Record": the stream record as GetRecords gives it (images plain),
//    "UpdateItem": the aggregator's request, "Deltas": {attribute: number added},
//    "DocumentCount": the projector's documents after the record,
//    "ObjectKey": what the archiver wrote, "DeletedByTimeToLive": true | false}
//
// Going back: steps are not undone one by one. Calls made at one instant share a clock time that
// rewind cannot split, so a player runs forward only. The window steps back, or jumps to step k,
// by playing again on a fresh workspace up to k (playTo): lessons are small and deterministic,
// so the workspace is then exactly as it was when step k was first reached.
//
// Threads: the thread that uses the workspace. The player watches the engine's consumers
// (Engine::setConsumerWatcher) from start() until it is destroyed.
#pragma once

#include "placeholders.h"
#include "scenario.h"
#include "transcript.h"

#include <QSet>

namespace lw {
class Workspace;
struct ConsumerActivity;
} // namespace lw

namespace lw::scenario {

struct StepReport
{
    int number = 0;       // the step's, from 1
    QStringList lines;    // what it added to the transcript
    QStringList failures; // each names the step: `step 12 ("expect"): item … : at …`
    bool stopped = false; // it could not run, so no later step can: the lesson ends here
};

class Player
{
public:
    // Both must outlive the player.
    Player(const Scenario &scenario, Workspace &workspace);
    ~Player();
    Player(const Player &) = delete;
    Player &operator=(const Player &) = delete;

    // Gets the workspace ready: sets its clock to the scenario's start and its sweeper settings,
    // keeps the scenario's text as the workspace's scenario (Engine::scenarioJson; the whole
    // lesson, however far it is then played), and prints the lesson's title. Errors (the player
    // then plays nothing): "a lesson needs a fresh workspace: <dir> already holds tables", and the
    // engine's.
    std::expected<void, QString> start();

    int stepCount() const { return int(m_scenario.steps.size()); }
    int nextStep() const { return m_next; } // the index (from 0) of the step runNext() runs
    bool atEnd() const { return m_stopped || m_next >= stepCount(); }

    // Runs the next step; at the end, reports nothing (number 0).
    StepReport runNext();
    // Runs steps until `index` (from 0) is the next one, or the lesson ends; returns whether
    // every step run so far passed.
    bool playTo(int index);
    // Runs every step left and ends the transcript; returns whether every step passed.
    bool playToEnd();

    // The quiz (docs/scenarios.md "Quiz"), for once the lesson is at its end; `index` from 0.
    int questionCount() const { return int(m_scenario.quiz.size()); }
    // Prints question `index`: "=== Quiz ===" before the first asked, "Q1. …", its choices
    // ("    a) …"), "--- answer: b) …" and the explanation as narration. A question asked before
    // prints nothing again.
    StepReport askQuestion(int index);
    // Runs the question's demo on the workspace as it stands, each step printed as the lesson's
    // are. A step that cannot run ends the demo, and is one of failures(); the lesson's own
    // steps are not affected (atEnd() stays as it was).
    StepReport runDemo(int index);

    const QStringList &transcript() const { return m_transcript.lines(); }
    const QStringList &failures() const { return m_failures; }

private:
    // Runs `step` (of the lesson or a demo) with its placeholders filled in.
    void runStep(const Step &step, StepReport &report);
    void runCall(const Step &step, StepReport &report);
    void runClock(const Step &step, StepReport &report);
    void runSweep(const Step &step, StepReport &report);
    // A workload (workload/workloadrun.h): its summary (workload/workloadtext.h) in the
    // transcript; a request refused for another reason than throughput stops the lesson.
    void runWorkload(const Step &step, StepReport &report);
    void moveClock(qint64 toMs, const QString &why, const Step &step, StepReport &report);
    void printActivity(const ConsumerActivity &activity);
    void fail(StepReport &report, const QString &message, bool stop);
    // The step with its placeholders replaced; errors name the step.
    std::expected<Step, QString> resolved(const Step &step) const;

    const Scenario &m_scenario;
    Workspace &m_workspace;
    Transcript m_transcript;
    PlaceholderValues m_values;
    QStringList m_failures;
    int m_next = 0;
    bool m_stopped = false;
    QSet<int> m_asked; // the questions askQuestion() printed
};

} // namespace lw::scenario
