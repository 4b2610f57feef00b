#include "player.h"

#include "api/requestlog.h"
#include "cachetext.h"
#include "checks.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "plainvalues.h"
#include "pythontext.h"
#include "time/timetext.h"
#include "time/ttl.h"
#include "timelinetext.h"
#include "workload/workloadrun.h"
#include "workload/workloadtext.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

// A consumer's work as the JSON its line template reads (player.h).
QJsonObject activityJson(const ConsumerActivity &activity)
{
    QJsonObject json{
        {u"ConsumerName"_s, activity.consumerName},
        {u"TableName"_s, activity.tableName},
        {u"Type"_s, consumerKindName(activity.kind)},
        {u"Time"_s, activity.atMs},
        {u"Record"_s, streamRecordToJson(activity.record, StreamRecordForm::LambdaEvent)}};
    switch (activity.kind) {
    case ConsumerKind::Aggregator: {
        QJsonObject deltas;
        for (const auto &[attribute, delta] : activity.deltas)
            deltas.insert(attribute, delta.toString().toDouble());
        json.insert(u"UpdateItem"_s, activity.updateItem);
        json.insert(u"Deltas"_s, deltas);
        break;
    }
    case ConsumerKind::Projector:
        json.insert(u"DocumentCount"_s, activity.documents);
        break;
    case ConsumerKind::Archiver:
        json.insert(u"ObjectKey"_s, activity.objectKey);
        json.insert(u"DeletedByTimeToLive"_s, activity.record.origin == Origin::Ttl);
        break;
    }
    return plainValues(json).toObject();
}

// A saved value as placeholders write it: strings as they are, numbers without a fraction when
// they have none, anything else as compact JSON.
QString savedText(const QJsonValue &value)
{
    if (value.isObject() || value.isArray())
        return pythonJsonDumps(value);
    return pythonStr(value);
}

} // namespace

Player::Player(const Scenario &scenario, Workspace &workspace)
    : m_scenario(scenario), m_workspace(workspace)
{}

Player::~Player()
{
    m_workspace.engine().setConsumerWatcher({});
}

std::expected<void, QString> Player::start()
{
    Engine &engine = m_workspace.engine();
    if (!engine.tableNames().isEmpty())
        return std::unexpected(u"a lesson needs a fresh workspace: "_s + m_workspace.dir() +
                               u" already holds tables"_s);
    if (auto s = engine.setClock(m_scenario.startMs); !s)
        return std::unexpected(s.error().message);
    if (m_scenario.sweeper)
        if (auto s = engine.setSweeper(*m_scenario.sweeper); !s)
            return std::unexpected(s.error().message);
    // The workspace remembers what made it, for bundles and for a recording to continue.
    if (!m_scenario.json.isEmpty())
        if (auto s = engine.setScenarioJson(m_scenario.json); !s)
            return std::unexpected(s.error().message);
    engine.setConsumerWatcher(
        [this](const ConsumerActivity &activity) { printActivity(activity); });
    QString title = u"# Lesson"_s;
    if (m_scenario.number)
        title += u" %1"_s.arg(*m_scenario.number);
    title += u": "_s + m_scenario.title;
    if (!m_scenario.source.isEmpty())
        title += u" ("_s + m_scenario.source + u")"_s;
    m_transcript.block({title, u"--- clock: %1 (%2)"_s.arg(formatTimeMs(engine.nowMs()),
                                                           formatEpochSeconds(engine.nowMs()))});
    return {};
}

StepReport Player::runNext()
{
    if (atEnd())
        return {};
    const Step &step = m_scenario.steps.at(m_next++);
    StepReport report;
    report.number = step.number;
    runStep(step, report);
    if (atEnd())
        m_transcript.finish();
    report.lines = m_transcript.takeNew();
    return report;
}

StepReport Player::askQuestion(int index)
{
    const QuizQuestion &question = m_scenario.quiz.at(index);
    if (m_asked.contains(index))
        return {};
    if (m_asked.isEmpty()) // the window may ask the questions in any order
        m_transcript.block({u"=== Quiz ==="_s});
    m_asked.insert(index);
    const auto letter = [](int choice) { return QString(QChar(u'a' + choice)) + u") "_s; };
    QStringList lines{u"Q%1. %2"_s.arg(question.number).arg(question.question)};
    for (int choice = 0; choice < question.choices.size(); ++choice)
        lines << u"    "_s + letter(choice) + question.choices.at(choice);
    lines << u"--- answer: "_s + letter(question.answer) + question.choices.at(question.answer);
    for (const QString &line : question.explain.split(u'\n'))
        lines << u"# "_s + line;
    m_transcript.block(lines);
    StepReport report;
    report.lines = m_transcript.takeNew();
    return report;
}

StepReport Player::runDemo(int index)
{
    const bool lessonStopped = m_stopped;
    m_stopped = false;
    StepReport report;
    for (const Step &step : m_scenario.quiz.at(index).demo) {
        report.number = step.number;
        runStep(step, report);
        if (m_stopped)
            break;
    }
    m_stopped = lessonStopped;
    m_transcript.finish();
    report.lines = m_transcript.takeNew();
    return report;
}

void Player::runStep(const Step &step, StepReport &report)
{
    m_values.nowMs = m_workspace.engine().nowMs();
    auto ready = resolved(step);
    if (!ready)
        return fail(report, ready.error(), true);
    switch (step.kind) {
    case StepKind::Call:
        return runCall(*ready, report);
    case StepKind::Advance:
    case StepKind::Clock:
        return runClock(*ready, report);
    case StepKind::Sweep:
        return runSweep(step, report);
    case StepKind::Narrate: {
        QStringList lines;
        for (const QString &line : ready->text.split(u'\n'))
            lines << u"# "_s + line;
        return m_transcript.words(lines);
    }
    case StepKind::Heading:
        return m_transcript.words({u"=== "_s + ready->text + u" ==="_s});
    case StepKind::Timeline: {
        auto lines = timelineLines(m_workspace.engine(), ready->table, ready->key);
        if (!lines)
            return fail(report, step.where() + u": "_s + lines.error(), true);
        return m_transcript.block(*lines);
    }
    case StepKind::Workload:
        return runWorkload(*ready, report);
    case StepKind::Expect: {
        const CheckResult result = runCheck(*ready, m_workspace);
        if (!result.passed)
            return fail(report, step.where() + u": "_s + result.text, false);
        return m_transcript.line(u"--- ok: "_s + result.text);
    }
    }
}

bool Player::playTo(int index)
{
    while (!atEnd() && m_next < index)
        runNext();
    return m_failures.isEmpty();
}

bool Player::playToEnd()
{
    return playTo(stepCount());
}

void Player::runCall(const Step &step, StepReport &report)
{
    const QJsonObject request = QJsonDocument::fromJson(step.requestText).object();
    CallOptions options;
    options.client = step.client;
    options.aroundCache = step.aroundCache;
    // What the cache did with the call, read off its counts (cachetext.h).
    const ReadCache &cache = cacheOf(m_workspace.engine());
    const std::optional<CacheStatistics> before =
        cache.cacheEnabled() ? std::optional(cache.cacheStatistics()) : std::nullopt;
    auto response = m_workspace.api().call(step.action, request, options);
    QStringList logLines = requestLogLines(step.action, request, response.value_or(QJsonObject()),
                                           step.requestText, step.client);
    if (before)
        if (const auto line = cacheLine(*before, cache.cacheStatistics()))
            logLines << *line;
    m_transcript.call(logLines);
    if (!response) {
        const QString error = response.error().typeName() + u": "_s + response.error().message;
        if (response.error().typeName() == step.expectError)
            m_transcript.line(u"    error:      "_s + error);
        else
            fail(report, step.where() + u": "_s + step.action + u" failed: "_s + error, true);
        return;
    }
    if (!step.expectError.isEmpty())
        fail(report,
             step.where() + u": "_s + step.action + u" succeeded, but it should fail with "_s +
                 step.expectError,
             false);
    const QJsonValue plain = plainValues(*response);
    for (const auto &[name, selector] : step.saves) {
        const QJsonValue value = selector.evaluate(plain);
        if (value.isNull()) {
            fail(report,
                 step.where() + u": \"save."_s + name + u"\" selects nothing in the "_s +
                     step.action + u" response"_s,
                 true);
            return;
        }
        m_values.saved.insert(name, savedText(value));
    }
    if (!step.show)
        return;
    const Show &show = *step.show;
    QStringList lines;
    if (!show.title.isEmpty())
        lines << u"=== "_s + show.title + u" ==="_s;
    if (show.value) {
        QJsonValue value = show.value->evaluate(plain, show.order);
        if (show.keyBy && value.isArray()) {
            QJsonObject keyed;
            for (const auto &element : value.toArray())
                keyed.insert(show.keyBy->render(element), element);
            value = keyed;
        }
        lines << pythonJsonDumps(value, show.order, 2).split(u'\n');
    }
    m_transcript.block(lines);
}

void Player::runClock(const Step &step, StepReport &report)
{
    Engine &engine = m_workspace.engine();
    if (step.kind == StepKind::Clock)
        return moveClock(step.ms, {}, step, report);
    if (step.target == AdvanceTarget::By)
        return moveClock(engine.nowMs() + step.ms, {}, step, report);
    auto key = itemFromJson(step.key);
    auto state = key ? engine.lifecycleAt(step.table, *key, engine.nowMs())
                     : Result<ItemLifecycle>(std::unexpected(key.error()));
    if (!state)
        return fail(report, step.where() + u": "_s + state.error().message, true);
    if (step.target == AdvanceTarget::ToExpiry) {
        if (!state->expiry.atMs)
            return fail(report,
                        step.where() + u": "_s + itemName(step.table, step.key) +
                            u" never expires: "_s + ttl::neverReasonText(state->expiry.never),
                        true);
        return moveClock(*state->expiry.atMs, u" (to its expiry)"_s, step, report);
    }
    if (!state->sweepAtMs)
        return fail(report,
                    step.where() + u": "_s + itemName(step.table, step.key) +
                        u" is not waiting for the sweeper (state: "_s +
                        lifecycleStateName(state->state) + u")"_s,
                    true);
    moveClock(*state->sweepAtMs, u" (to the sweeper's delete)"_s, step, report);
}

void Player::moveClock(qint64 toMs, const QString &why, const Step &step, StepReport &report)
{
    Engine &engine = m_workspace.engine();
    if (toMs < engine.nowMs())
        return fail(report,
                    step.where() + u": the clock only moves forward: it is "_s +
                        formatTimeMs(engine.nowMs()) + u", past "_s + formatTimeMs(toMs),
                    true);
    m_transcript.block({u"--- clock +%1%2: %3"_s.arg(formatDurationMs(toMs - engine.nowMs()), why,
                                                     formatTimeMs(toMs))});
    // Consumers print what they do as they run (printActivity).
    if (auto moved = engine.advanceClock(toMs); !moved)
        fail(report, step.where() + u": "_s + moved.error().message, true);
}

void Player::runWorkload(const Step &step, StepReport &report)
{
    auto spec = workload::parseSpec(step.workload, step.where());
    if (!spec)
        return fail(report, spec.error(), true);
    // Consumers print what they do as the clock moves on under the workload (printActivity).
    auto outcome = workload::run(m_workspace.api(), *spec);
    if (!outcome)
        return fail(report,
                    step.where() + u": "_s + outcome.error().typeName() + u": "_s +
                        outcome.error().message,
                    true);
    m_transcript.block(workload::summaryLines(*spec, *outcome));
    if (outcome->state == WorkloadState::Failed)
        fail(report, step.where() + u": the workload stopped: "_s + outcome->failure, true);
}

void Player::runSweep(const Step &step, StepReport &report)
{
    m_transcript.block({u"--- sweep now"_s});
    // Consumers print what they do as they run (printActivity).
    auto deleted = m_workspace.engine().sweepNow();
    if (!deleted)
        return fail(report, step.where() + u": "_s + deleted.error().message, true);
    m_transcript.line(u"--- swept: %1 expired item%2 deleted"_s.arg(*deleted).arg(
        *deleted == 1 ? QString() : u"s"_s));
}

void Player::printActivity(const ConsumerActivity &activity)
{
    if (activity.kind == ConsumerKind::Aggregator)
        m_transcript.call(requestLogLines(u"UpdateItem"_s, activity.updateItem));
    const auto line = m_scenario.consumerLines.constFind(activity.consumerName);
    if (line != m_scenario.consumerLines.constEnd())
        m_transcript.line(line->render(activityJson(activity)));
}

void Player::fail(StepReport &report, const QString &message, bool stop)
{
    m_failures << message;
    report.failures << message;
    m_transcript.line(u"!!! "_s + message);
    if (stop)
        m_stopped = report.stopped = true;
}

std::expected<Step, QString> Player::resolved(const Step &step) const
{
    Step out = step;
    QString problem;
    const auto text = [&](const QString &in, bool json = false) {
        auto replaced = substitutePlaceholders(in, m_values, json);
        if (!replaced && problem.isEmpty())
            problem = replaced.error();
        return replaced.value_or(in);
    };
    std::function<QJsonValue(const QJsonValue &)> json = [&](const QJsonValue &in) -> QJsonValue {
        if (in.isString())
            return text(in.toString());
        if (in.isArray()) {
            QJsonArray array;
            for (const auto &element : in.toArray())
                array << json(element);
            return array;
        }
        if (in.isObject()) {
            QJsonObject object;
            const QJsonObject source = in.toObject();
            for (auto it = source.begin(); it != source.end(); ++it)
                object.insert(it.key(), json(it.value()));
            return object;
        }
        return in;
    };
    out.requestText = text(QString::fromUtf8(step.requestText), true).toUtf8();
    out.table = text(step.table);
    out.key = json(step.key).toObject();
    out.text = text(step.text);
    out.objectKey = text(step.objectKey);
    out.expected = json(step.expected);
    out.workload = json(step.workload).toObject();
    if (!problem.isEmpty())
        return std::unexpected(step.where() + u": "_s + problem);
    return out;
}

} // namespace lw::scenario
