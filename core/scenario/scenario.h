// A scenario: a lesson as timed steps (docs/architecture.md "Lessons and bundles"). The file format
// is described, with every step kind and field, in docs/scenarios.md; this is its parsed form.
// Parsing checks everything that can be checked without running: shapes, known actions,
// selectors, templates, TIME and DURATION texts, and that each "${name}" is saved by an earlier
// step. What only running can tell (a call's answer, an expectation) is the player's (player.h).
#pragma once

#include "linetemplate.h"
#include "selector.h"
#include "time/sweeper.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>

#include <expected>
#include <optional>

namespace lw::scenario {

// What a "show" prints under a call: "=== title ===", then the selected value as json.dumps
// (indent 2) writes it.
struct Show
{
    QString title;                     // none: no heading line
    std::optional<Selector> value;     // none: only the heading
    QStringList order;                 // member order (pythontext.h)
    std::optional<LineTemplate> keyBy; // an array printed as an object, each element under this
};

enum class StepKind
{
    Call,     // one api call, logged as the seed's request log prints it
    Advance,  // the clock moves on by a DURATION, or to an item's expiry or sweep
    Clock,    // the clock moves on to a TIME
    Sweep,    // "Sweep now": every expired item deleted at once, whatever its drawn lag
    Narrate,  // the teacher's words
    Heading,  // a "=== text ===" line, as the seed's scripts printed before a part
    Timeline, // one item's created → expires → deleted and its status
    Expect,   // a check of the workspace
    Workload, // N requests a second of one shape for T sim seconds (workload/workloadspec.h)
};
QString stepKindName(StepKind kind); // "call", "advance" …

enum class Check
{
    Item,      // an item's attributes (GetItem)
    Query,     // a Query's result
    Stream,    // a record of a table's stream
    Object,    // an object of the archive bucket (GetArchiveObject)
    Lifecycle, // an item's lifecycle state (active, expired, deleted-by-ttl …)
    Workload,  // the last workload's totals: whether it throttled, gave up, its counts
};

enum class AdvanceTarget
{
    By,       // `ms` later
    ToExpiry, // the item's expiry: the first moment TTL counts it expired
    ToSweep,  // the moment the sweeper deletes it
};

// One step; which members mean something depends on `kind` (and `check`), as commented.
struct Step
{
    StepKind kind = StepKind::Narrate;
    int number = 0; // from 1, as messages name steps

    // Call: the action and its request as written (placeholders still in it), the error type it
    // must fail with (DynamoDB's short name, "ConditionalCheckFailedException"), the values it
    // saves by name, and what it shows. Expect query: `requestText` is the Query request.
    // `statement`: written as a "statement" step, a call of ExecuteStatement whose request holds
    // the statement and its parameters.
    QString action;
    QByteArray requestText;
    bool statement = false;
    QString expectError;
    QString client;           // who sends it (CallOptions::client); empty: the one client there is
    bool aroundCache = false; // sent around the workspace's cache (CallOptions::aroundCache)
    QList<std::pair<QString, Selector>> saves;
    std::optional<Show> show;

    // Advance: how far; Clock: `ms` is the time to move to.
    AdvanceTarget target = AdvanceTarget::By;
    qint64 ms = 0;

    // Narrate and Heading: the text, and by language code ("de") its translations ("narrate@de"),
    // for the window; the transcript prints `text`.
    QString text;
    QHash<QString, QString> texts;

    // Timeline, Advance to an item, Expect item / stream / lifecycle: the table; and but for
    // stream, the item's key (DynamoDB JSON).
    QString table;
    QJsonObject key;

    // Expect: what is checked and how. `expected` is compared whole ("equals") or as far as it
    // goes ("includes": objects may hold more members; for item, a null member means absent).
    Check check = Check::Item;
    std::optional<Selector> select; // query: what of the result (default Items)
    int record = -1;                // stream: which record, negative from the newest
    QString objectKey;              // object
    QJsonValue expected;
    bool includes = false;
    QString state; // lifecycle: lifecycleStateName()'s name
    // Expect workload: whether any attempt was refused, whether any request gave up (none: not
    // checked); `expected` holds the counts of "includes" ({"sent": 120000 …}), if given.
    std::optional<bool> throttled;
    std::optional<bool> gaveUp;

    // Workload: the workload as written (placeholders still in it), parsed once already.
    QJsonObject workload;

    // In a quiz's demo: the question's number, from 1 (0: a step of the lesson itself).
    int question = 0;

    // `step 4 ("call")`, or in a demo `quiz 2 step 3 ("call")`, as every message about the step
    // begins.
    QString where() const;
};

// One question of a lesson's quiz, asked after its steps (docs/scenarios.md "Quiz"). Texts come
// in English, and by language code ("de") translated, as narration does.
struct QuizQuestion
{
    int number = 0; // from 1
    QString question;
    QHash<QString, QString> questions;
    QStringList choices;                     // at least two
    QHash<QString, QStringList> choiceTexts; // by language: as many as `choices`
    int answer = 0;                          // the right choice's index, from 0
    QString explain;                         // why it is right
    QHash<QString, QString> explains;
    // Steps that show the answer on the workspace as the lesson left it; their where() names
    // the question.
    QList<Step> demo;
};

struct Scenario
{
    std::optional<int> number; // lessons 30–33 have one, others need none
    QString slug;              // "ttl-expiry": how `lwb lesson` names it
    QString title;
    QHash<QString, QString> titles; // by language code ("de"): the title translated ("title@de")
    QString source;                 // where it comes from ("seed 000, lesson 30"), free text
    qint64 startMs = 0;             // the clock when the lesson begins
    std::optional<SweeperSettings> sweeper; // none: the workspace's default
    // How a consumer's work is printed, by consumer name (player.h says with what values).
    QHash<QString, LineTemplate> consumerLines;
    QList<Step> steps;
    QList<QuizQuestion> quiz; // may be empty
    QByteArray json;          // the text parsed, as it was: what a workspace keeps as its scenario
};

// The scenario in `json`, checked. Errors name the place and the field at fault:
//   the scenario is not valid JSON: unterminated string at offset 120
//   scenario: "format" must be 1
//   step 4 ("call"): "request" must be an object
//   step 9 ("call"): unknown field "requets"
//   step 12 ("expect"): "${iterator}" is used before a step saves it
//   quiz 2: "answer" must be the index of one of the 4 choices, from 0
//   quiz 2 step 1 ("call"): "call" names no action: "PutItme"
std::expected<Scenario, QString> parseScenario(const QByteArray &json);

} // namespace lw::scenario
