#include "recorder.h"

#include "engine/engine.h"
#include "placeholders.h"
#include "scenario.h"
#include "time/timetext.h"
#include "workspace/workspace.h"

#include <QJsonDocument>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

// The time of a continued scenario's earlier steps: unknown, before anything recorded now.
constexpr qint64 kBefore = std::numeric_limits<qint64>::min();

// `value` with every string and member name written to mean itself in a lesson (no "${…}").
QJsonValue escaped(const QJsonValue &value)
{
    if (value.isString())
        return escapePlaceholders(value.toString());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue element : value.toArray())
            array.append(escaped(element));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object;
        const QJsonObject source = value.toObject();
        for (auto it = source.begin(); it != source.end(); ++it)
            object.insert(escapePlaceholders(it.key()), escaped(it.value()));
        return object;
    }
    return value;
}

// The step that replays a call: ExecuteStatement with nothing but a statement and its
// parameters reads best as the statement itself, any other as the call and its request.
QJsonObject step(QStringView action, const QJsonObject &request)
{
    const bool statementOnly = action == u"ExecuteStatement" &&
                               std::ranges::all_of(request.keys(), [](const QString &member) {
                                   return member == u"Statement"_s || member == u"Parameters"_s;
                               });
    if (!statementOnly)
        return {{u"call"_s, action.toString()}, {u"request"_s, escaped(request)}};
    QJsonObject step{{u"statement"_s, escaped(request.value(u"Statement"_s))}};
    if (request.contains(u"Parameters"_s))
        step.insert(u"parameters"_s, escaped(request.value(u"Parameters"_s)));
    return step;
}

} // namespace

Status Recorder::start()
{
    Engine &engine = m_workspace.engine();
    auto stored = engine.scenarioJson();
    LW_TRY(stored);
    m_beganMs = m_atMs = engine.nowMs();
    m_times.clear();
    if (stored->isEmpty()) {
        if (!engine.tableNames().isEmpty() || engine.hasHistory())
            return std::unexpected(validationError(u"Cannot record: "_s + m_workspace.dir() +
                                                   u" holds tables that no scenario made; "
                                                   u"record from a fresh workspace"_s));
        m_header = QJsonObject{{u"format"_s, 1},
                               {u"slug"_s, u"recording"_s},
                               {u"title"_s, u"Recording"_s},
                               {u"clock"_s, formatTimeMs(m_beganMs)},
                               {u"sweeper"_s, engine.sweeper().toJson()}};
        m_steps = QJsonArray();
        m_fresh = true;
    } else {
        if (auto parsed = parseScenario(*stored); !parsed)
            return std::unexpected(validationError(
                u"Cannot record: the workspace's scenario does not parse: "_s + parsed.error()));
        m_header = QJsonDocument::fromJson(*stored).object();
        m_steps = m_header.take(u"steps"_s).toArray();
        m_times = QList<qint64>(m_steps.size(), kBefore);
        m_fresh = false;
    }
    m_recording = true;
    return {};
}

Status Recorder::called(QStringView action, const QJsonObject &request,
                        const Result<QJsonObject> &response, const CallOptions &options)
{
    if (!m_recording || !response || !options.metered || options.asOfMs)
        return {};
    followClock();
    append(step(action, request), m_workspace.engine().nowMs());
    return store();
}

Status Recorder::clockMoved()
{
    if (!m_recording)
        return {};
    followClock();
    return store();
}

Status Recorder::swept()
{
    if (!m_recording)
        return {};
    followClock();
    append(QJsonObject{{u"sweep"_s, u"now"_s}}, m_workspace.engine().nowMs());
    return store();
}

Status Recorder::rewound(qint64 toMs)
{
    if (!m_recording)
        return {};
    if (!m_fresh && toMs < m_beganMs) {
        m_recording = false;
        return std::unexpected(validationError(
            u"A rewind to "_s + formatTimeMs(toMs) + u", before this recording began ("_s +
            formatTimeMs(m_beganMs) +
            u"), cannot be recorded: the steps before it have no times; recording stopped"_s));
    }
    dropAfter(toMs);
    followClock();
    return store();
}

QJsonObject Recorder::scenario() const
{
    if (m_header.isEmpty())
        return {};
    QJsonObject out = m_header;
    out.insert(u"steps"_s, m_steps);
    return out;
}

void Recorder::followClock()
{
    const qint64 nowMs = m_workspace.engine().nowMs();
    if (nowMs < m_atMs)
        dropAfter(nowMs);
    if (nowMs > m_atMs)
        append(QJsonObject{{u"clock"_s, formatTimeMs(nowMs)}}, nowMs);
}

void Recorder::append(const QJsonObject &step, qint64 atMs)
{
    m_steps.append(step);
    m_times.append(atMs);
    m_atMs = atMs;
}

void Recorder::dropAfter(qint64 toMs)
{
    while (!m_times.isEmpty() && m_times.last() > toMs) {
        m_times.removeLast();
        m_steps.removeLast();
    }
    if (m_fresh && m_steps.isEmpty() && toMs < m_beganMs) {
        // Back before the first step: the recording now starts there.
        m_beganMs = toMs;
        m_header.insert(u"clock"_s, formatTimeMs(toMs));
    }
    m_atMs = m_times.isEmpty() || m_times.last() == kBefore ? m_beganMs : m_times.last();
}

Status Recorder::store()
{
    return m_workspace.engine().setScenarioJson(
        m_steps.isEmpty() ? QByteArray()
                          : QJsonDocument(scenario()).toJson(QJsonDocument::Indented));
}

} // namespace lw::scenario
