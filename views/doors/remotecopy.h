// The window's doors to moving a table between a workspace and a remote endpoint
// (docs/remote.md), as WorkspaceFiles is to files: "Copy Table to Workspace…" over a remote
// endpoint, which the application binds to the open connection's client and a new workspace
// (app/gui/session.cpp, over remote/tablecopy.h), and "Upload Table to Endpoint…" over a
// workspace, bound to it and a connection's client (over remote/tableupload.h). Views never
// include either.
//
// Contract for implementations: synchronous, GUI thread, never throws. The copy reports after
// each batch written (`done` items of `total`, the total 0 when not known) and stops when the
// progress answers false; what was copied so far stays where it was written, and the outcome
// says it was cancelled. Errors name the side and the call, as copyTable's and uploadTable's do.
#pragma once

#include "doors/remoteconnection.h"
#include "model/error.h"
#include "model/workprogress.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace lw {

struct RemoteCopyRequest
{
    QString table;         // the remote table
    QString workspaceName; // the new workspace's folder name (Session::newWorkspaceDir)
    qint64 limit = -1;     // at most this many items; negative: all
    int segments = 1;      // a sample's Scan segments, read one after another
    // One partition instead of a Scan: a Query's KeyConditionExpression with its
    // ExpressionAttributeNames and ExpressionAttributeValues; empty: Scan.
    QJsonObject query;
};

struct RemoteCopyOutcome
{
    QString workspaceDir; // where the copy is
    qint64 items = 0;
    double readUnits = 0; // the remote reads' consumed capacity
    bool cancelled = false;
};

struct RemoteCopy
{
    std::function<Result<RemoteCopyOutcome>(const RemoteCopyRequest &request,
                                            const WorkProgress &progress)>
        copy;
};

struct RemoteUploadRequest
{
    QString table;                // the workspace's
    RemoteConnection destination; // where to
    QString remoteName;           // empty: the table's own name
};

struct RemoteUploadOutcome
{
    QString table; // the remote table
    qint64 items = 0;
    double writeUnits = 0; // the remote writes' consumed capacity
    bool cancelled = false;
    QString timeToLiveSkipped; // why the remote table has no TTL, when the local one has it
};

struct RemoteUpload
{
    std::function<Result<RemoteUploadOutcome>(const RemoteUploadRequest &request,
                                              const WorkProgress &progress)>
        upload;
};

} // namespace lw
