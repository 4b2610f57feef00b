// A built-in lesson played in the window: a fresh workspace of its own in
// <application data>/lessons/<slug>, a scenario player on it, and the LessonControl the window's
// lesson pane drives. Going back replays the lesson on an emptied workspace up to the step
// wanted (scenario/player.h says why a player only runs forward). When the session switches to
// another workspace the lesson ends: its player lets go of the lesson's engine.
#pragma once

#include "doors/lessoncontrol.h"
#include "scenario/player.h"
#include "scenario/scenario.h"

#include <QMetaObject>

#include <memory>

namespace lw {

class Session;

class LessonSession
{
public:
    ~LessonSession();
    LessonSession(const LessonSession &) = delete;
    LessonSession &operator=(const LessonSession &) = delete;

    // Opens the lesson's workspace in `session` (emptied first) and starts the player.
    // Errors: the workspace's, the player's start.
    static std::expected<std::unique_ptr<LessonSession>, QString> open(Session &session,
                                                                       scenario::Scenario lesson);

    // Bound to this object, which must outlive the pane using it.
    LessonControl control();
    scenario::Player &player() { return *m_player; }

    // Where a lesson's workspace lives.
    static QString workspaceDir(const scenario::Scenario &lesson);

private:
    LessonSession(Session &session, scenario::Scenario lesson);
    // A new player on an emptied workspace, started; an error says why not.
    QString restart();
    // Runs `steps` with the calls the player sends through the workspace's api handed to the
    // control's observer (control().observeCalls); the api is watched only meanwhile, so the
    // window's and the endpoint's own calls are never taken for the lesson's.
    template<typename Steps> auto observed(Steps steps);

    LessonControl::CallSeen m_called;

    Session &m_session;
    scenario::Scenario m_lesson;
    std::unique_ptr<scenario::Player> m_player;
    QMetaObject::Connection m_closing;
};

} // namespace lw
