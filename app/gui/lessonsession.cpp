#include "lessonsession.h"

#include "language.h"
#include "session.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The kind of a step in the interface's language; in English the file's own word.
QString stepKindText(scenario::StepKind kind)
{
    using enum scenario::StepKind;
    switch (kind) {
    case Call:
        return QCoreApplication::translate("LessonSession", "call");
    case Advance:
        return QCoreApplication::translate("LessonSession", "advance");
    case Clock:
        return QCoreApplication::translate("LessonSession", "clock");
    case Sweep:
        return QCoreApplication::translate("LessonSession", "sweep");
    case Narrate:
        return QCoreApplication::translate("LessonSession", "narrate");
    case Heading:
        return QCoreApplication::translate("LessonSession", "heading");
    case Timeline:
        return QCoreApplication::translate("LessonSession", "timeline");
    case Expect:
        return QCoreApplication::translate("LessonSession", "expect");
    case Workload:
        return QCoreApplication::translate("LessonSession", "workload");
    }
    return scenario::stepKindName(kind);
}

// "3 · call PutItem Orders", "4 · narrate: The item is past its expiry…": the jump list's line,
// its words in `language` where the lesson has them.
QString stepLine(const scenario::Step &step, const QString &language)
{
    QString what = stepKindText(step.kind);
    if (step.kind == scenario::StepKind::Call)
        what += u' ' + step.action;
    else if (step.kind == scenario::StepKind::Workload)
        what += u' ' + step.workload.value(u"action"_s).toString() + u' ' +
                step.workload.value(u"table"_s).toString();
    else if (!step.text.isEmpty())
        what += u": "_s + step.texts.value(language, step.text);
    else if (!step.table.isEmpty())
        what += u' ' + step.table;
    constexpr int kMaxLine = 90;
    if (what.size() > kMaxLine)
        what = what.first(kMaxLine - 1) + u'…';
    return u"%1 · %2"_s.arg(step.number).arg(what);
}

} // namespace

LessonSession::LessonSession(Session &session, scenario::Scenario lesson)
    : m_session(session), m_lesson(std::move(lesson)),
      m_closing(QObject::connect(&session, &Session::workspaceClosing, &session,
                                 [this] { m_player.reset(); }))
{}

LessonSession::~LessonSession()
{
    QObject::disconnect(m_closing);
}

QString LessonSession::workspaceDir(const scenario::Scenario &lesson)
{
    return QFileInfo(Workspace::defaultDir()).path() + u"/lessons/"_s + lesson.slug;
}

std::expected<std::unique_ptr<LessonSession>, QString>
LessonSession::open(Session &session, scenario::Scenario lesson)
{
    const QString dir = workspaceDir(lesson);
    QDir(dir).removeRecursively(); // a lesson always begins on nothing
    if (const Status opened = session.open(dir); !opened)
        return std::unexpected(opened.error().message);
    std::unique_ptr<LessonSession> played(new LessonSession(session, std::move(lesson)));
    played->m_player = std::make_unique<scenario::Player>(played->m_lesson, session.workspace());
    LW_TRY(played->m_player->start());
    return played;
}

QString LessonSession::restart()
{
    m_player.reset(); // it watches the engine that is about to go
    if (const Status reset = m_session.resetWorkspace(); !reset)
        return reset.error().message;
    m_player = std::make_unique<scenario::Player>(m_lesson, m_session.workspace());
    if (auto started = m_player->start(); !started)
        return started.error();
    return {};
}

template<typename Steps> auto LessonSession::observed(Steps steps)
{
    Api &api = m_session.workspace().api();
    if (m_called)
        api.setObserver([this](QStringView action, const QJsonObject &request,
                               const CallOptions &options, const Result<QJsonObject> &result) {
            if (options.metered) // unmetered: an expectation looking at the data
                m_called(action.toString(), request, result, options.client);
        });
    const auto stop = qScopeGuard([&api] { api.setObserver({}); });
    return steps();
}

LessonControl LessonSession::control()
{
    // The lesson in the interface's language where its file has that language's texts; the
    // transcript stays as the seed printed it.
    const QString language = installedLanguage(*QCoreApplication::instance());
    const QString title = m_lesson.titles.value(language, m_lesson.title);
    LessonControl control;
    control.title = m_lesson.number ? u"%1 · %2"_s.arg(*m_lesson.number).arg(title) : title;
    for (const scenario::Step &step : std::as_const(m_lesson.steps)) {
        control.steps << stepLine(step, language);
        control.narration << (step.kind == scenario::StepKind::Narrate
                                  ? step.texts.value(language, step.text)
                                  : QString());
        control.quiet << (step.kind == scenario::StepKind::Expect);
    }
    control.nextStep = [this] { return m_player->nextStep(); };
    control.runNext = [this] {
        const scenario::StepReport report = observed([this] { return m_player->runNext(); });
        return LessonStepResult{report.lines, report.failures, report.stopped};
    };
    control.goTo = [this](int index) {
        if (QString error = restart(); !error.isEmpty())
            return error;
        // A fresh workspace, with an api of its own: watched from here.
        observed([this, index] { return m_player->playTo(index); });
        return QString();
    };
    for (const scenario::QuizQuestion &question : std::as_const(m_lesson.quiz)) {
        control.quiz << LessonQuestion{question.questions.value(language, question.question),
                                       question.choiceTexts.value(language, question.choices),
                                       question.answer,
                                       question.explains.value(language, question.explain)};
    }
    control.runDemo = [this](int index) {
        // The question first, once (in the seed's English, as `lwb lesson --quiz` prints it).
        scenario::StepReport report = m_player->askQuestion(index);
        const scenario::StepReport demo =
            observed([this, index] { return m_player->runDemo(index); });
        report.lines << demo.lines;
        return LessonStepResult{report.lines, demo.failures, demo.stopped};
    };
    control.observeCalls = [this](LessonControl::CallSeen called) { m_called = std::move(called); };
    control.transcript = [this] { return m_player->transcript(); };
    return control;
}

} // namespace lw
