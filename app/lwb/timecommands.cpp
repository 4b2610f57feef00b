// The time commands of `lwb`: the workspace clock (clock, clock set, clock advance, rewind), the
// TTL sweeper (sweep, sweeper) and what happened when (history, lifecycle).
#include "commands.h"

#include "engine/engine.h"
#include "model/attributejson.h"
#include "model/error.h"
#include "time/timetext.h"
#include "workspace/workspace.h"

#include <QElapsedTimer>
#include <QJsonDocument>

#include <memory>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

// KEYJSON: parsed like a request body, then read as a DynamoDB JSON item.
lw::Result<lw::Item> parseKey(const QString &keyJson)
{
    const lw::Result<QJsonObject> parsed = parseRequest(keyJson);
    LW_TRY(parsed);
    return lw::itemFromJson(*parsed);
}

QString compactJson(const lw::Item &item)
{
    return QString::fromUtf8(QJsonDocument(lw::itemToJson(item)).toJson(QJsonDocument::Compact));
}

QString clockText(qint64 ms)
{
    return u"%1 (%2)"_s.arg(lw::formatTimeMs(ms), lw::formatEpochSeconds(ms));
}

QString expiryText(const lw::ttl::Expiry &expiry)
{
    if (expiry.atMs)
        return lw::formatTimeMs(*expiry.atMs);
    return u"never: "_s + lw::ttl::neverReasonText(expiry.never);
}

QString optionalTime(std::optional<qint64> ms, const QString &none = u"-"_s)
{
    return ms ? lw::formatTimeMs(*ms) : none;
}

// Counts the events a clock move runs. Moves are usually instant; one that runs long says how
// far it got on stderr about once a second, so a user knows it is not stuck.
class ProgressReport
{
public:
    ProgressReport() { m_sinceLine.start(); }

    lw::Engine::Progress callback()
    {
        return [this](qint64 reachedMs, qint64 eventsRun) {
            m_events = eventsRun;
            if (m_sinceLine.hasExpired(1000)) {
                printErr(
                    u"lwb: at %1, %2 events run"_s.arg(lw::formatTimeMs(reachedMs)).arg(eventsRun));
                m_sinceLine.restart();
            }
            return true;
        };
    }
    // The events run, if the engine reported any progress at all.
    std::optional<qint64> events() const { return m_events; }

private:
    QElapsedTimer m_sinceLine;
    std::optional<qint64> m_events;
};

// What every clock move prints when it succeeded.
int printMoved(const lw::Status &moved, const lw::Engine &engine, const ProgressReport *progress)
{
    if (!moved) {
        printError(moved.error());
        return ExitFailed;
    }
    printOut(clockText(engine.nowMs()));
    if (progress && progress->events())
        printOut(*progress->events() == 1 ? u"1 event run"_s
                                          : u"%1 events run"_s.arg(*progress->events()));
    return ExitOk;
}

QString lagText(const lw::SweeperSettings &s)
{
    using Preset = lw::SweeperSettings::Preset;
    switch (s.preset) {
    case Preset::Instant:
        return u"none: deleted the moment it expires"_s;
    case Preset::AwsLike:
        return u"0s to %1, most within the first day"_s.arg(
            lw::formatDurationMs(lw::SweeperSettings::kAwsMaxLagMs));
    case Preset::Custom:
        return u"%1 to %2, uniform"_s.arg(lw::formatDurationMs(s.minLagMs),
                                          lw::formatDurationMs(s.maxLagMs));
    }
    return {};
}

QString changeText(const lw::Change &change)
{
    const QString what = !change.oldImage   ? u"created"_s
                         : !change.newImage ? u"deleted"_s
                                            : u"modified"_s;
    return u"%1  %2 by %3"_s.arg(lw::formatTimeMs(change.timeMs), what,
                                 lw::originName(change.origin));
}

// Columns padded to their widest cell, two spaces apart; no trailing spaces.
void printTable(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        widths.resize(qMax(widths.size(), row.size()));
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = qMax(widths[i], row[i].size());
    }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        while (line.endsWith(u' '))
            line.chop(1);
        printOut(line);
    }
}

} // namespace

int runClock(const QString &workspaceDir)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    printOut(clockText(workspace->engine().nowMs()));
    return ExitOk;
}

int runClockSet(const QString &workspaceDir, qint64 toMs)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::Engine &engine = workspace->engine();
    // Forward through advanceClock, which reports progress; setClock only for going back, where
    // the engine decides whether history allows it.
    if (toMs < engine.nowMs())
        return printMoved(engine.setClock(toMs), engine, nullptr);
    ProgressReport progress;
    return printMoved(engine.advanceClock(toMs, progress.callback()), engine, &progress);
}

int runClockAdvance(const QString &workspaceDir, qint64 byMs)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::Engine &engine = workspace->engine();
    if (byMs > lw::kMaxTimeMs - engine.nowMs()) {
        printErr(u"lwb: advancing %1 from %2 passes %3, the last time the clock can show"_s.arg(
            lw::formatDurationMs(byMs), lw::formatTimeMs(engine.nowMs()),
            lw::formatTimeMs(lw::kMaxTimeMs)));
        return ExitUsage;
    }
    ProgressReport progress;
    return printMoved(engine.advanceClock(engine.nowMs() + byMs, progress.callback()), engine,
                      &progress);
}

int runRewind(const QString &workspaceDir, qint64 toMs)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    return printMoved(workspace->engine().rewind(toMs), workspace->engine(), nullptr);
}

int runSweep(const QString &workspaceDir)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    ProgressReport progress;
    const lw::Result<qint64> swept = workspace->engine().sweepNow(progress.callback());
    if (!swept) {
        printError(swept.error());
        return ExitFailed;
    }
    printOut(u"Swept %1 expired %2"_s.arg(*swept).arg(*swept == 1 ? u"item"_s : u"items"_s));
    return ExitOk;
}

int runSweeper(const QString &workspaceDir, const SweeperChange &change)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::Engine &engine = workspace->engine();
    lw::SweeperSettings settings = engine.sweeper();
    if (change.preset) {
        // A preset starts from the defaults, so no stale custom range is stored with it.
        settings = lw::SweeperSettings{*change.preset, 0, lw::SweeperSettings::kAwsMaxLagMs,
                                       settings.seed};
        if (*change.preset == lw::SweeperSettings::Preset::Custom) {
            settings.minLagMs = change.minLagMs;
            settings.maxLagMs = change.maxLagMs;
        }
    }
    if (change.seed)
        settings.seed = *change.seed;
    if (settings != engine.sweeper()) {
        if (const lw::Status set = engine.setSweeper(settings); !set) {
            printError(set.error());
            return ExitFailed;
        }
    }
    const lw::SweeperSettings now = engine.sweeper();
    printOut(u"preset: "_s + lw::SweeperSettings::presetName(now.preset));
    printOut(u"lag: "_s + lagText(now));
    printOut(u"seed: "_s + QString::number(now.seed));
    return ExitOk;
}

int runHistory(const QString &workspaceDir, const QString &tableName, const QString &keyJson)
{
    const lw::Result<lw::Item> key = parseKey(keyJson);
    if (!key) {
        printError(key.error());
        return ExitFailed;
    }
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    const lw::Result<QList<lw::Change>> history = workspace->engine().itemHistory(tableName, *key);
    if (!history) {
        printError(history.error());
        return ExitFailed;
    }
    if (history->isEmpty())
        printOut(u"no history: the item was never written"_s);
    for (qsizetype i = 0; i < history->size(); ++i) {
        const lw::Change &change = history->at(i);
        if (i > 0)
            printOut(QString());
        printOut(changeText(change));
        printOut(u"  old: "_s + (change.oldImage ? compactJson(*change.oldImage) : u"-"_s));
        printOut(u"  new: "_s + (change.newImage ? compactJson(*change.newImage) : u"-"_s));
    }
    return ExitOk;
}

int runLifecycle(const QString &workspaceDir, const QString &tableName, const QString &keyJson,
                 std::optional<qint64> atMs)
{
    std::optional<lw::Item> key;
    if (!keyJson.isEmpty()) {
        const lw::Result<lw::Item> parsed = parseKey(keyJson);
        if (!parsed) {
            printError(parsed.error());
            return ExitFailed;
        }
        key = *parsed;
    }
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::Engine &engine = workspace->engine();

    if (!key) {
        const lw::Result<QList<lw::Lifetime>> lifetimes = engine.lifetimes(tableName);
        if (!lifetimes) {
            printError(lifetimes.error());
            return ExitFailed;
        }
        QList<QStringList> rows{{u"KEY"_s, u"CREATED"_s, u"EXPIRES"_s, u"SWEEP AT"_s, u"DELETED"_s,
                                 u"ARCHIVED"_s, u"NOTE"_s}};
        for (const lw::Lifetime &life : *lifetimes) {
            const QString deleted = life.deletedMs
                                        ? u"%1 by %2"_s.arg(lw::formatTimeMs(*life.deletedMs),
                                                            lw::originName(life.deletedBy))
                                        : u"-"_s;
            // Why an item never expires is a sentence: last, so it does not widen the columns.
            const QString note =
                life.expiry.atMs ? QString() : lw::ttl::neverReasonText(life.expiry.never);
            rows.append({compactJson(life.key), lw::formatTimeMs(life.createdMs),
                         optionalTime(life.expiry.atMs, u"never"_s), optionalTime(life.sweepAtMs),
                         deleted, optionalTime(life.archivedMs), note});
        }
        printTable(rows);
        return ExitOk;
    }

    const lw::Result<lw::ItemLifecycle> state =
        engine.lifecycleAt(tableName, *key, atMs.value_or(engine.nowMs()));
    if (!state) {
        printError(state.error());
        return ExitFailed;
    }
    printOut(u"state: "_s + lw::lifecycleStateName(state->state));
    if (state->state == lw::LifecycleState::Absent)
        return ExitOk; // no since, no expiry: the item did not exist then
    printOut(u"since: "_s + lw::formatTimeMs(state->sinceMs));
    printOut(u"expires: "_s + expiryText(state->expiry));
    if (state->sweepAtMs)
        printOut(u"sweep at: "_s + lw::formatTimeMs(*state->sweepAtMs));
    return ExitOk;
}

} // namespace lwb
