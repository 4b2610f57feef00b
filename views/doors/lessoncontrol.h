// The window's door to a lesson being played, as ClockControl is to the clock: the application
// binds it to a scenario player on the open workspace (app/gui/lessonsession.h), since views
// never include the engine. The pane (lessonpane.h) steps forward through runNext() and goes
// back or jumps through goTo(), which replays the lesson on a fresh workspace up to that step.
// At the lesson's end it offers the quiz (docs/scenarios.md "Quiz"): its questions, and each
// question's demo run through runDemo().
//
// Contract for implementations: synchronous, GUI thread, never throws; every function is set
// but observeCalls, and runDemo when the lesson has no quiz.
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace lw {

struct LessonStepResult
{
    QStringList lines;    // what the step added to the transcript
    QStringList failures; // expectations that did not hold, each naming the step
    bool stopped = false; // the lesson cannot go on past this step
};

// One question of the lesson's quiz, its texts in the interface's language where the lesson has
// them (as the narration's).
struct LessonQuestion
{
    QString question;
    QStringList choices; // at least two
    int answer = 0;      // the right choice's index, from 0
    QString explanation; // why it is right
};

struct LessonControl
{
    QString title;
    // One line per step ("3 · call PutItem Users"), for the jump list; narration steps carry
    // their text in `narration` at the same index (empty for other steps).
    QStringList steps;
    QStringList narration;
    // At the same index, true for a step the class need not watch (an expectation checked):
    // Play runs it without a pause when told to skip such steps. Shorter than `steps`: the
    // others are not quiet.
    QList<bool> quiet;
    std::function<int()> nextStep; // the index (from 0) of the step runNext() runs
    std::function<LessonStepResult()> runNext;
    // Replays on a fresh workspace until `index` is the next step; an error says why not.
    std::function<QString(int index)> goTo;
    std::function<QStringList()> transcript; // everything printed so far
    // The quiz, for once the lesson is at its end; empty: the lesson has none.
    QList<LessonQuestion> quiz;
    // Runs question `index`'s demo (from 0) on the workspace as it stands, its calls seen as the
    // steps' are (observeCalls): the question with its answer, then what the demo printed, join
    // the transcript. A demo step that cannot run ends the demo and is one of `failures`;
    // `stopped` is then true, but the lesson is as it was. goTo() drops what demos did.
    std::function<LessonStepResult(int index)> runDemo;
    // From now on, hands `called` each DynamoDB call the lesson's steps send as runNext() and
    // goTo() run them (its checks' own looks at the data are not calls it sends), as answered,
    // with the name of the client the step sends it as (empty: the one client there is).
    // Unset: the lesson's calls are not shown.
    using CallSeen = std::function<void(const QString &action, const QJsonObject &request,
                                        const Result<QJsonObject> &result, const QString &client)>;
    std::function<void(CallSeen called)> observeCalls;
};

} // namespace lw
