// `lesson NAME` and `lesson --list`: the built-in lessons (core/scenario/lessons.h) played
// headless, their transcripts printed as the seed printed them; `export-code`: a lesson as a
// program; `scenario show`: the scenario a workspace keeps.
#include "commands.h"

#include "engine/engine.h"
#include "scenario/codeexport.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "workspace/workspace.h"

#include <QTemporaryDir>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace lwb {

int runLessonList()
{
    auto lessons = lw::scenario::builtInLessons();
    if (!lessons) {
        printErr(u"lwb: "_s + lessons.error());
        return ExitFailed;
    }
    qsizetype slugWidth = 0; // the longest slug and two spaces: the titles line up
    for (const auto &lesson : std::as_const(*lessons))
        slugWidth = std::max(slugWidth, lesson.slug.size() + 2);
    for (const auto &lesson : std::as_const(*lessons))
        printOut((lesson.number ? QString::number(*lesson.number) : u"-"_s).leftJustified(4) +
                 lesson.slug.leftJustified(slugWidth) + lesson.title);
    return ExitOk;
}

namespace {

// A built-in lesson by number or slug, or a scenario file (NAME.json).
std::expected<lw::scenario::Scenario, QString> namedScenario(const QString &name)
{
    return name.endsWith(u".json"_s) ? lw::scenario::scenarioFromFile(name)
                                     : lw::scenario::builtInLesson(name);
}

} // namespace

int runExportCode(const QString &name, const QString &language, const QString &endpoint)
{
    const auto lang = lw::codegen::languageNamed(language);
    if (!lang) {
        printErr(u"lwb: --lang takes one of "_s + lw::codegen::languageNames().join(u", "_s) +
                 u", not '"_s + language + u'\'');
        return ExitUsage;
    }
    auto scenario = namedScenario(name);
    if (!scenario) {
        printErr(u"lwb: "_s + scenario.error());
        return name.endsWith(u".json"_s) ? ExitFailed : ExitUsage;
    }
    lw::codegen::Target target;
    if (!endpoint.isEmpty())
        target.endpointUrl = endpoint;
    auto program = lw::scenario::lessonProgram(*scenario, *lang, target);
    if (!program) {
        printErr(u"lwb: lesson %1: %2"_s.arg(scenario->slug, program.error()));
        return ExitFailed;
    }
    printOut(program->chopped(program->endsWith(u'\n') ? 1 : 0));
    return ExitOk;
}

int runLesson(const QString &workspaceDir, const QString &name, bool quiz)
{
    auto scenario = namedScenario(name);
    if (!scenario) {
        printErr(u"lwb: "_s + scenario.error());
        return name.endsWith(u".json"_s) ? ExitFailed : ExitUsage;
    }
    // Without --workspace the lesson plays in a folder of its own that goes with it.
    std::optional<QTemporaryDir> temporary;
    if (workspaceDir.isEmpty() && !temporary.emplace().isValid()) {
        printErr(u"lwb: cannot make a temporary workspace: "_s + temporary->errorString());
        return ExitWorkspaceUnavailable;
    }
    const std::unique_ptr<lw::Workspace> workspace =
        openWorkspace(temporary ? temporary->path() : workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;

    lw::scenario::Player player(*scenario, *workspace);
    if (auto started = player.start(); !started) {
        printErr(u"lwb: "_s + started.error());
        return ExitWorkspaceUnavailable;
    }
    while (!player.atEnd())
        for (const QString &line : player.runNext().lines)
            printOut(line);
    for (int question = 0; quiz && question < player.questionCount(); ++question)
        for (const auto &report : {player.askQuestion(question), player.runDemo(question)})
            for (const QString &line : report.lines)
                printOut(line);
    if (player.failures().isEmpty())
        return ExitOk;
    printErr(u"lwb: lesson %1: %2 of %3 steps failed"_s.arg(scenario->slug)
                 .arg(player.failures().size())
                 .arg(player.stepCount()));
    for (const QString &failure : player.failures())
        printErr(u"  "_s + failure);
    return ExitFailed;
}

int runScenarioShow(const QString &workspaceDir)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    auto scenario = workspace->engine().scenarioJson();
    if (!scenario) {
        printError(scenario.error());
        return ExitFailed;
    }
    if (scenario->isEmpty()) {
        printErr(u"lwb: "_s + workspaceDir +
                 u" keeps no scenario: play a lesson on it, or record one in the window"_s);
        return ExitFailed;
    }
    printOut(QString::fromUtf8(*scenario).trimmed());
    return ExitOk;
}

} // namespace lwb
