#include "state/calllog.h"

#include <QCoreApplication>
#include <QPointer>

namespace lw {

ApiCall loggedCall(ApiCall api, CallLog *log)
{
    return [api = std::move(api), log = QPointer<CallLog>(log)](
               const QString &action, const QJsonObject &request, const CallOptions &options) {
        Result<QJsonObject> result = api(action, request, options);
        // Unmetered calls are the window's own looks (an undoable write reading its items before
        // and after, ExplainStatement), not calls the user made.
        if (log && options.metered)
            log->record(action, request, result);
        return result;
    };
}

LessonControl loggedLesson(LessonControl lesson, CallLog *log)
{
    if (lesson.observeCalls)
        lesson.observeCalls([log = QPointer<CallLog>(log)](
                                const QString &action, const QJsonObject &request,
                                const Result<QJsonObject> &result, const QString &client) {
            if (log)
                log->record(action, request, result, client);
        });
    lesson.goTo = [goTo = std::move(lesson.goTo), log = QPointer<CallLog>(log)](int index) {
        if (log) {
            // In the transcript's own style for what is not a request ("--- clock +2s: …").
            log->note(QCoreApplication::translate(
                "lw::CallLog", "--- the lesson played again on a fresh workspace: %n step(s)",
                nullptr, index));
            emit log->freshWorkspace();
        }
        return goTo(index);
    };
    return lesson;
}

} // namespace lw
