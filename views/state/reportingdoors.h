// The doors the window hands on, made to report to its WorkbenchState after each change they
// make, so that whichever door a change comes through, every pane hears of it once.
#pragma once

#include "doors/apicall.h"
#include "doors/lessoncontrol.h"

namespace lw {

class WorkbenchState;

// Whether `action` only reads: answering it changes nothing a pane shows.
bool onlyReads(const QString &action);

// `api`, reporting each call answered without an error that may have changed the workspace:
// Consumers for the consumers' own actions, Data for every other write. Reads as of the past and
// refused calls report nothing. `state` must outlive the returned call.
ApiCall reportingCall(ApiCall api, WorkbenchState *state);

// `lesson`, reporting each step and quiz demo run (Data) and each replay (Rewind and Data, with the
// window back at now: the replay made a new workspace, whose present is all there is).
LessonControl reportingLesson(LessonControl lesson, WorkbenchState *state);

} // namespace lw
