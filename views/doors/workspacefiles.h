// The window's door to files, beside ApiCall for data and ClockControl for the clock: bundles
// (core/bundle/bundle.h), the archive bucket as zips, and the formats people already have
// (core/formats: NoSQL Workbench models, DynamoDB JSON lines, a view as CSV or JSON lines), which
// views do not link: they name only the values those take and return (api/formatvalues.h). The
// application binds it to the open workspace (app/gui/session.cpp); views never include the engine,
// so this is all they know.
//
// Contract for implementations: synchronous, GUI thread, never throws; every function is set.
// Each reports progress through its WorkProgress (which may be empty) and stops when it answers
// false. The bundle operations then return an error; a stopped or failed one leaves no file half
// written and the open workspace as it was. The formats' operations return their outcome marked
// cancelled, and leave what their headers say.
#pragma once

#include "api/formatvalues.h"
#include "model/error.h"
#include "model/workprogress.h"

#include <QString>
#include <QStringList>

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

    // Creates the tables of the NoSQL Workbench model at `path` with their sample items, all or
    // nothing (formats/workbenchmodel.h).
    std::function<Result<formats::ModelOutcome>(const QString &path, const WorkProgress &progress)>
        importModel;
    // Puts the items of DynamoDB JSON lines `files` (plain or gzip) into the existing `table`;
    // nothing is written unless every line is good, and a stop keeps the batches written so far
    // (formats/itemlines.h).
    std::function<Result<formats::Outcome>(const QString &table, const QStringList &files,
                                           const WorkProgress &progress)>
        importItems;
    // Writes `view` to `path` as CSV or JSON lines; a failed or stopped export leaves any earlier
    // file at `path` as it was (formats/viewexport.h).
    std::function<Result<formats::Outcome>(const formats::View &view, formats::ViewFormat format,
                                           const QString &path, const WorkProgress &progress)>
        exportView;
};

} // namespace lw
