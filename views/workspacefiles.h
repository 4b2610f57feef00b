// The window's door to files, beside ApiCall for data and ClockControl for the clock: bundles
// (core/bundle/bundle.h) and the archive bucket as zips. The application binds it to the open
// workspace (app/gui/session.cpp); views never include the engine, so this is all they know.
//
// Contract for implementations: synchronous, GUI thread, never throws; every function is set.
// Each reports progress through its WorkProgress (which may be empty) and stops when it answers
// false, returning an error; a stopped or failed call leaves no file half written and the open
// workspace as it was.
#pragma once

#include "model/error.h"
#include "model/workprogress.h"

#include <QString>

#include <functional>

namespace lw {

struct WorkspaceFiles
{
    using Operation = std::function<Status(const QString &zipPath, const WorkProgress &progress)>;

    // Writes the whole workspace as a bundle to `zipPath`.
    Operation exportBundle;
    // Writes the archive bucket's objects as a zip to `zipPath`.
    Operation exportBucket;
    // Restores the bundle at `zipPath` as a new workspace of its own and, once that succeeded,
    // opens it in place of the open one (which is closed untouched) after the call returns.
    Operation importBundle;
};

} // namespace lw
