// A built-in lesson played in the window, as the tests of the application's session
// (app/gui/lessonsession.h) begin one.
#pragma once

#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "window/mainwindow.h"

#include <QString>
#include <QTest>

#include <memory>

namespace lw::test {

// The built-in lesson `name` ("30") opened in `session` on a workspace of its own, its player
// beside the panes, as File ▸ Open Lesson… does. Null, after failing the calling test, when the
// lesson cannot be found or opened.
inline std::unique_ptr<LessonSession> openShownLesson(Session &session, const QString &name)
{
    auto lesson = scenario::builtInLesson(name);
    if (!lesson) {
        QTest::qFail(qPrintable(lesson.error()), __FILE__, __LINE__);
        return nullptr;
    }
    auto played = LessonSession::open(session, std::move(*lesson));
    if (!played) {
        QTest::qFail(qPrintable(played.error()), __FILE__, __LINE__);
        return nullptr;
    }
    session.window()->showLesson((*played)->control());
    return std::move(*played);
}

} // namespace lw::test
