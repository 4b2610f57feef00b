// Session over a remote endpoint (session.h): connecting in place of a workspace, and moving a
// table between a workspace and an endpoint (File ▸ Copy Table to Workspace…, Upload Table to
// Endpoint…).
#include "session.h"

#include "aws/awsclient.h"
#include "common/warningbox.h"
#include "connect/connectioncredentials.h"
#include "connect/secretstore.h"
#include "remote/remoteapi.h"
#include "remote/tablecopy.h"
#include "remote/tableupload.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QMessageBox>
#include <QScopeGuard>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace lw {

Result<std::unique_ptr<aws::AwsClient>> Session::clientOf(const RemoteConnection &connection)
{
    const QUrl url(connection.endpoint);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s) ||
        url.host().isEmpty())
        return std::unexpected(validationError(
            tr("%1 is not an http:// or https:// address").arg(connection.endpoint)));
    const auto settings = credentialsFor(connection, KeychainSecretStore::desktopKeychain(),
                                         aws::AwsSources::system());
    if (!settings)
        return std::unexpected(validationError(settings.error()));
    return std::make_unique<aws::AwsClient>(aws::Endpoint{url, settings->region},
                                            settings->credentials);
}

Status Session::connectTo(const RemoteConnection &connection)
{
    close();
    Result<std::unique_ptr<aws::AwsClient>> made = clientOf(connection);
    LW_TRY(made);
    std::unique_ptr<aws::AwsClient> client = std::move(*made);
    auto door = std::make_unique<remote::RemoteApi>(
        *client, remote::RemoteOptions{.readOnly = connection.readOnly});
    // One table name: a wrong address, key or region says so now, not in every pane.
    if (const Result<QJsonObject> listed = door->call(u"ListTables", {{u"Limit"_s, 1}}); !listed) {
        const Error &error = listed.error();
        return std::unexpected(Error{error.type,
                                     tr("%1 did not answer ListTables: %2: %3")
                                         .arg(connection.endpoint, error.typeName(), error.message),
                                     error.extra});
    }
    m_client = std::move(client);
    m_remoteApi = std::move(door);
    m_connection = connection;
    // A remote table lives in real time: the clock is this machine's, and cannot be moved.
    const auto realTime = [] { return QDateTime::currentMSecsSinceEpoch(); };
    const auto fixed = [] {
        return std::unexpected(
            validationError(Session::tr("The clock of a remote endpoint is real time: it cannot be "
                                        "moved, swept or rewound")));
    };
    const ClockControl clock{
        .nowMs = realTime,
        .advanceTo = [fixed](qint64, const ClockProgress &) -> Status { return fixed(); },
        .sweepNow = [fixed](const ClockProgress &) -> Result<qint64> { return fixed(); },
        .rewind = [fixed](qint64) -> Status { return fixed(); },
        .monotonicMs = [this] { return m_realTime.elapsed(); },
    };
    m_window = std::make_unique<MainWindow>(
        [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
            return m_remoteApi->call(action, request, options);
        },
        clock, connection.name, connection);
    m_window->setRemoteCopy(
        {.copy = [this](const RemoteCopyRequest &request, const WorkProgress &progress) {
            return copyHome(request, progress);
        }});
    connectWindowRequests();
    return {};
}

Result<RemoteCopyOutcome> Session::copyHome(const RemoteCopyRequest &request,
                                            const WorkProgress &progress)
{
    const QString dir = newWorkspaceDir(request.workspaceName);
    Result<std::unique_ptr<Workspace>> opened = Workspace::open(dir);
    LW_TRY(opened);
    remote::CopyOptions options;
    options.limit = request.limit;
    options.segments = request.segments;
    options.query = request.query;
    const qint64 total = std::max<qint64>(0, request.limit);
    options.progress = [&progress, total](qint64 copied) {
        return reportProgress(progress, copied, total);
    };
    const auto report = remote::copyTable(*m_client, request.table, (*opened)->api(), options);
    if (!report)
        return std::unexpected(validationError(report.error()));
    return RemoteCopyOutcome{.workspaceDir = dir,
                             .items = report->items,
                             .readUnits = report->readUnits,
                             .cancelled = report->cancelled};
}

Result<RemoteUploadOutcome> Session::uploadAway(const RemoteUploadRequest &request,
                                                const WorkProgress &progress)
{
    if (request.destination.readOnly)
        return std::unexpected(validationError(
            tr("The connection %1 is read-only: an upload writes").arg(request.destination.name)));
    Result<std::unique_ptr<aws::AwsClient>> client = clientOf(request.destination);
    LW_TRY(client);
    const Result<QJsonObject> described =
        m_workspace->api().call(u"DescribeTable", {{u"TableName"_s, request.table}});
    LW_TRY(described);
    const qint64 total = described->value(u"Table"_s).toObject().value(u"ItemCount"_s).toInteger();
    remote::UploadOptions options;
    options.remoteName = request.remoteName;
    options.progress = [&progress, total](qint64 uploaded) {
        return reportProgress(progress, uploaded, total);
    };
    const auto report = remote::uploadTable(m_workspace->api(), request.table, **client, options);
    if (!report)
        return std::unexpected(validationError(report.error()));
    return RemoteUploadOutcome{.table = report->table,
                               .items = report->items,
                               .writeUnits = report->writeUnits,
                               .cancelled = report->cancelled,
                               .timeToLiveSkipped = report->timeToLiveSkipped};
}

Status Session::reopen(const std::optional<RemoteConnection> &connection, const QString &dir)
{
    return connection ? connectTo(*connection) : open(dir);
}

void Session::switchToConnection(const RemoteConnection &connection)
{
    const std::optional<RemoteConnection> previousConnection = m_connection;
    const QString previousDir = workspaceDir();
    const bool quitOnClose = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    const auto restoreQuit =
        qScopeGuard([quitOnClose] { QGuiApplication::setQuitOnLastWindowClosed(quitOnClose); });
    const Status connected = connectTo(connection);
    if (!connected) {
        const QString message =
            tr("Cannot connect to %1:\n%2").arg(connection.name, connected.error().message);
        if (!reopen(previousConnection, previousDir)) {
            QMessageBox::critical(nullptr, tr("Lifecycle Workbench"), message);
            return;
        }
        m_window->show();
        openWarning(m_window.get(), message);
        return;
    }
    m_window->show();
}

} // namespace lw
