// The calls the user makes from the window and the requests the endpoint serves, for whoever
// shows them (the request log pane): the window hands loggedCall() to the panes that call on
// the user's behalf, and the endpoint's toggle notes what it served, without either knowing
// which pane, if any, shows the log.
#pragma once

#include "doors/apicall.h"
#include "doors/lessoncontrol.h"

#include <QObject>

namespace lw {

class CallLog : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // `client`: who sent it, when a lesson names its clients (CallOptions::client).
    void record(const QString &action, const QJsonObject &request,
                const Result<QJsonObject> &result, const QString &client = {})
    {
        emit called(action, request, result, client);
    }
    // Text of the workbench's own, or entries already laid out.
    void note(const QString &text) { emit noted(text); }

signals:
    void called(const QString &action, const QJsonObject &request,
                const Result<QJsonObject> &result, const QString &client);
    void noted(const QString &text);
    // A lesson plays again on a fresh workspace (loggedLesson): what was noted of its calls so far
    // is about a workspace that is gone; the calls it sends again follow.
    void freshWorkspace();
};

// `api` with every call also handed to `log` (null: not logged), for the calls a user makes;
// unmetered ones (CallOptions::metered false: the window's own reads on the user's behalf) are
// not logged.
ApiCall loggedCall(ApiCall api, CallLog *log);

// `lesson` with the calls its steps send handed to `log` as the user's are, and each replay
// (Back, a jump, Restart) noted before the calls it sends again on its fresh workspace.
LessonControl loggedLesson(LessonControl lesson, CallLog *log);

} // namespace lw
