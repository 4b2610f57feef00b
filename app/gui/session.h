// The one workspace the application has open and the window that shows it. File ▸ New Workspace,
// Open Workspace and Recent Workspaces (MainWindow's requests) switch both at once: the old
// window closes (saving its layout), the old workspace is closed (releasing its folder lock), the
// new one opens. When the new one cannot be opened, the old one is opened again and the error
// is shown, so the user is never left without a window. File ▸ Import Bundle switches the same
// way, to the new workspace the bundle was restored into. The session also holds the workspace's
// DynamoDB endpoint (Endpoint ▸ Serve); a switch stops it, a lesson's replay serves on.
//
// In place of a workspace the session can hold a connection to a remote endpoint (File ▸
// Connect…, the welcome's saved connections, `lifecycle-workbench --endpoint`; docs/remote.md):
// the window then reads and writes through its door (remote/remoteapi.h) and shows real time.
// Switching from it to a workspace, or to another connection, works as between workspaces.
#pragma once

#include "doors/clockcontrol.h"
#include "doors/remoteconnection.h"
#include "doors/remotecopy.h"
#include "model/error.h"
#include "model/workprogress.h"
#include "window/welcomedialog.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace lw {

namespace aws {
class AwsClient;
}
namespace remote {
class RemoteApi;
}
class DynamoServer;
namespace scenario {
class Recorder;
}
class Engine;
class MainWindow;
class Workspace;

class Session : public QObject
{
    Q_OBJECT
public:
    Session();
    ~Session() override;

    // Opens the workspace in `dir` and makes its window (not shown: the caller shows it, or
    // only pictures it), closing the workspace and window open before, if any. Remembers the
    // folder as the most recent. Errors are Workspace::open's; after one, nothing is open.
    Status open(const QString &dir);
    // Connects to `connection` and makes its window (not shown), closing what was open before.
    // Asks the endpoint for one table name first, so that a wrong address or key fails here.
    // Errors: where the credentials could not be found, or the endpoint's answer ("Cannot reach
    // http://localhost:8000: Connection refused", "UnrecognizedClientException: …"); after one,
    // nothing is open.
    Status connectTo(const RemoteConnection &connection);
    // The connection open in place of a workspace, if any.
    std::optional<RemoteConnection> connection() const { return m_connection; }
    // The open workspace's folder; empty over a remote endpoint.
    QString workspaceDir() const;
    // Opens again what was open before a switch that failed: `connection` if set, else `dir`.
    Status reopen(const std::optional<RemoteConnection> &connection, const QString &dir);
    // The lessons every window of the session offers (MainWindow::setLessons).
    void setLessons(const QList<LessonEntry> &lessons);
    MainWindow *window() const { return m_window.get(); }
    Workspace &workspace() const { return *m_workspace; }
    // Replaces the open workspace by an empty one in the same folder, under the same window
    // (the window reaches the workspace through the session): a lesson replays from its start
    // this way. The caller reloads the window.
    Status resetWorkspace();

    // A folder for a new, empty workspace: <application data>/workspaces/<name>, or
    // <date-time> without a name; "-2", "-3" … added when that folder exists. The name is made
    // safe as a folder name (letters, digits, "-", "_", "." kept).
    static QString newWorkspaceDir(const QString &name = {});

signals:
    // The open workspace is about to close for another (a switch from the File menu): whatever
    // holds on to its engine lets go now.
    void workspaceClosing();
    // A window asked for a lesson (MainWindow::lessonRequested), queued: whoever plays
    // lessons opens it (app/gui/main.cpp).
    void lessonRequested(const QString &name);

private:
    // Switches to `dir` from the window's File menu: shows the new window, or the old one again.
    void switchTo(const QString &dir);
    // The same for a remote connection (MainWindow::connectRequested).
    void switchToConnection(const RemoteConnection &connection);
    // File ▸ Copy Table to Workspace…: the remote table into a new workspace (remote/tablecopy.h).
    Result<RemoteCopyOutcome> copyHome(const RemoteCopyRequest &request,
                                       const WorkProgress &progress);
    // File ▸ Upload Table to Endpoint…: a workspace's table to a saved connection
    // (remote/tableupload.h). Refuses a read-only connection.
    Result<RemoteUploadOutcome> uploadAway(const RemoteUploadRequest &request,
                                           const WorkProgress &progress);
    // A client of `connection`, signing with its credentials. Errors: not an http(s) address,
    // and credentialsFor's.
    static Result<std::unique_ptr<aws::AwsClient>> clientOf(const RemoteConnection &connection);
    // The window's signals that ask for another workspace, lesson or connection, queued (the
    // window that asks is deleted by the switch).
    void connectWindowRequests();
    // File ▸ Import Bundle: restores the bundle in a new workspace folder, then switches to it
    // (after returning: the window that asks is deleted by the switch).
    Status importAndOpen(const QString &zipPath, const WorkProgress &progress);
    void close();
    Engine &engine() const;
    // Imports write outside the api calls a recording captures, so they wait for it to stop.
    // Errors: ValidationException saying so while recording.
    Status notRecording() const;
    // A server over the open workspace's api for Endpoint ▸ Serve, not listening, its traffic
    // going to the window.
    void makeServer();
    // A recorder hook's outcome: a step that could not be stored stops the recording, and says
    // why.
    void recorded(const Status &step);

    QList<LessonEntry> m_lessons;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<DynamoServer> m_server;         // over m_workspace: made and dropped with it
    std::unique_ptr<scenario::Recorder> m_recorder; // likewise
    // Over a remote endpoint, in place of m_workspace: its connection, client and door.
    std::optional<RemoteConnection> m_connection;
    std::unique_ptr<aws::AwsClient> m_client;
    std::unique_ptr<remote::RemoteApi> m_remoteApi;
    // Live mode's real time: monotonic, so a wall-clock change (NTP, DST) never jerks the clock.
    QElapsedTimer m_realTime;
};

} // namespace lw
