#include "session.h"

#include "aws/awsclient.h"
#include "bundle/bucketexport.h"
#include "bundle/bundle.h"
#include "commands/servertoggle.h"
#include "common/warningbox.h"
#include "engine/engine.h"
#include "formats/itemlines.h"
#include "formats/viewexport.h"
#include "formats/workbenchmodel.h"
#include "remote/remoteapi.h"
#include "scenario/recorder.h"
#include "server/dynamoserver.h"
#include "window/mainwindow.h"
#include "window/recentworkspaces.h"
#include "workloadcontrol.h"
#include "workspace/workspace.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScopeGuard>

using namespace Qt::StringLiterals;

namespace lw {

Session::Session()
{
    m_realTime.start();
}

Session::~Session()
{
    close();
}

Status Session::open(const QString &dir)
{
    close();
    Result<std::unique_ptr<Workspace>> opened = Workspace::open(dir);
    LW_TRY(opened);
    m_workspace = std::move(*opened);
    m_recorder = std::make_unique<scenario::Recorder>(*m_workspace);
    // Through the session, never a captured engine: a lesson replay (resetWorkspace) puts a
    // fresh workspace under the same window. What moves the clock or writes is also recorded
    // while File ▸ Record Scenario is on (the recorder ignores it otherwise).
    const ClockControl clock{
        .nowMs = [this] { return engine().nowMs(); },
        .advanceTo =
            [this](qint64 toMs, const ClockProgress &progress) {
                Status moved = engine().advanceClock(toMs, progress);
                recorded(m_recorder->clockMoved());
                return moved;
            },
        .sweepNow =
            [this](const ClockProgress &progress) {
                Result<qint64> swept = engine().sweepNow(progress);
                if (swept)
                    recorded(m_recorder->swept());
                return swept;
            },
        .rewind =
            [this](qint64 toMs) {
                Status rewound = engine().rewind(toMs);
                if (rewound)
                    recorded(m_recorder->rewound(toMs));
                return rewound;
            },
        .monotonicMs = [this] { return m_realTime.elapsed(); },
    };
    m_window = std::make_unique<MainWindow>(
        [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
            Result<QJsonObject> result = m_workspace->api().call(action, request, options);
            recorded(m_recorder->called(action, request, result, options));
            return result;
        },
        clock, m_workspace->dir());
    m_window->setRecordingControl({
        .start = [this] { return m_recorder->start(); },
        .stop = [this] { m_recorder->stop(); },
        .isRecording = [this] { return m_recorder->isRecording(); },
        .scenarioJson =
            [this] {
                const Result<QByteArray> json = engine().scenarioJson();
                return json ? *json : QByteArray();
            },
    });
    m_window->setWorkspaceFiles({
        .exportBundle =
            [this](const QString &zipPath, const WorkProgress &progress) {
                return bundle::exportBundle(*m_workspace, zipPath, progress);
            },
        .exportBucket =
            [this](const QString &zipPath, const WorkProgress &progress) {
                return bundle::exportBucketZip(m_workspace->api(), zipPath, progress);
            },
        .importBundle =
            [this](const QString &zipPath, const WorkProgress &progress) {
                return importAndOpen(zipPath, progress);
            },
        .importModel = [this](const QString &path,
                              const WorkProgress &progress) -> Result<formats::ModelOutcome> {
            if (const Status free = notRecording(); !free)
                return std::unexpected(free.error());
            return formats::importWorkbenchModel(*m_workspace, path, progress);
        },
        .importItems = [this](const QString &table, const QStringList &files,
                              const WorkProgress &progress) -> Result<formats::Outcome> {
            if (const Status free = notRecording(); !free)
                return std::unexpected(free.error());
            return formats::importItemLines(*m_workspace, table, files, progress);
        },
        .exportView =
            [this](const formats::View &view, formats::ViewFormat format, const QString &path,
                   const WorkProgress &progress) {
                return formats::exportViewToFile(m_workspace->api(), view, format, path, progress);
            },
    });
    m_window->setWorkloadControl(workloadControl(*m_workspace, [this] { return notRecording(); }));
    m_window->setRemoteUpload(
        {.upload = [this](const RemoteUploadRequest &request, const WorkProgress &progress) {
            return uploadAway(request, progress);
        }});
    makeServer();
    m_window->setServerControl({
        .start = [this](const QString &host, quint16 port) -> Status {
            const QHostAddress address =
                host == u"localhost"_s ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
            if (address.isNull())
                return std::unexpected(validationError(
                    tr("Not an IP address: %1 (try 127.0.0.1, 0.0.0.0 or ::1)").arg(host)));
            return m_server->start(address, port);
        },
        .stop = [this] { m_server->stop(); },
        .url = [this] { return m_server->isRunning() ? m_server->url() : QString(); },
        .setAroundCache = [this](bool around) { m_server->setAroundCache(around); },
    });
    connectWindowRequests();
    rememberWorkspace(m_workspace->dir());
    return {};
}

void Session::connectWindowRequests()
{
    // Queued: the window that asks is deleted by the switch.
    connect(m_window.get(), &MainWindow::workspaceRequested, this, &Session::switchTo,
            Qt::QueuedConnection);
    connect(
        m_window.get(), &MainWindow::newWorkspaceRequested, this,
        [this] { switchTo(newWorkspaceDir()); }, Qt::QueuedConnection);
    m_window->setLessons(m_lessons);
    connect(m_window.get(), &MainWindow::lessonRequested, this, &Session::lessonRequested,
            Qt::QueuedConnection);
    connect(m_window.get(), &MainWindow::connectRequested, this, &Session::switchToConnection,
            Qt::QueuedConnection);
}

QString Session::workspaceDir() const
{
    return m_workspace ? m_workspace->dir() : QString();
}

Status Session::notRecording() const
{
    if (m_recorder->isRecording())
        return std::unexpected(validationError(
            tr("A recording is running, and a scenario has no step for an import: stop the "
               "recording (File ▸ Record Scenario) before importing.")));
    return {};
}

void Session::makeServer()
{
    m_server = std::make_unique<DynamoServer>(m_workspace->api());
    ServerToggle *toggle = m_window->serverToggle();
    // A lesson's replay makes a new endpoint: it serves around the cache as the toggle says.
    m_server->setAroundCache(toggle->aroundCacheAction()->isChecked());
    connect(m_server.get(), &DynamoServer::requestHandled, toggle,
            [this, toggle](const server::ApiCall &call) {
                recorded(m_recorder->called(call.action, call.request, call.result));
                toggle->served(call.action, call.request, call.result);
            });
    connect(m_server.get(), &DynamoServer::runningChanged, toggle, [toggle](bool running) {
        if (!running)
            toggle->stoppedElsewhere({});
    });
    connect(m_server.get(), &DynamoServer::failed, toggle, &ServerToggle::stoppedElsewhere);
    connect(m_server.get(), &DynamoServer::statesSettled, toggle, &ServerToggle::statesSettled);
}

void Session::recorded(const Status &step)
{
    if (step || !m_recorder->isRecording())
        return;
    m_recorder->stop();
    openWarning(m_window.get(), tr("Recording stopped: %1").arg(step.error().message));
}

Engine &Session::engine() const
{
    return m_workspace->engine();
}

Status Session::resetWorkspace()
{
    const QString dir = m_workspace->dir();
    // The endpoint serves on over the new workspace, at the same address.
    const bool serving = m_server && m_server->isRunning();
    const QHostAddress host = m_server ? m_server->host() : QHostAddress();
    const quint16 port = m_server ? m_server->port() : 0;
    m_server.reset();    // it holds the old workspace's api
    m_workspace.reset(); // releases the folder's lock before it is emptied
    if (!QDir(dir).removeRecursively())
        return std::unexpected(
            Error{ErrorType::InternalServerError, tr("Cannot empty the folder %1").arg(dir), {}});
    Result<std::unique_ptr<Workspace>> opened = Workspace::open(dir);
    LW_TRY(opened);
    m_workspace = std::move(*opened);
    m_recorder = std::make_unique<scenario::Recorder>(*m_workspace);
    makeServer();
    if (serving)
        return m_server->start(host, port);
    return {};
}

QString Session::newWorkspaceDir(const QString &name)
{
    const QDir parent(QFileInfo(Workspace::defaultDir()).path() + u"/workspaces"_s);
    QString safe = name;
    safe.replace(QRegularExpression(u"[^A-Za-z0-9._-]+"_s), u"-"_s);
    while (safe.startsWith(u'.') || safe.startsWith(u'-'))
        safe.remove(0, 1);
    while (safe.endsWith(u'-'))
        safe.chop(1);
    const QString stamp =
        safe.isEmpty() ? QDateTime::currentDateTime().toString(u"yyyy-MM-dd-HHmmss"_s) : safe;
    QString dir = parent.filePath(stamp);
    for (int n = 2; QFileInfo::exists(dir); ++n)
        dir = parent.filePath(stamp + u'-' + QString::number(n));
    return dir;
}

Status Session::importAndOpen(const QString &zipPath, const WorkProgress &progress)
{
    // Named after the bundle: "orders-demo.zip" opens as the workspace "orders-demo".
    const QString dir = newWorkspaceDir(QFileInfo(zipPath).completeBaseName());
    if (Status imported = bundle::importBundle(zipPath, dir, {}, progress); !imported)
        return imported;
    // Queued: the window that asked is deleted by the switch.
    QMetaObject::invokeMethod(
        this, [this, dir] { switchTo(dir); }, Qt::QueuedConnection);
    return {};
}

void Session::setLessons(const QList<LessonEntry> &lessons)
{
    m_lessons = lessons;
    if (m_window)
        m_window->setLessons(lessons);
}

void Session::switchTo(const QString &dir)
{
    if (m_workspace && QDir(dir).absolutePath() == QDir(m_workspace->dir()).absolutePath())
        return;
    const std::optional<RemoteConnection> previousConnection = m_connection;
    const QString previous = workspaceDir();
    // Between the old window closing and the new one showing no window is open: that must not
    // end the application.
    const bool quitOnClose = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    const auto restoreQuit =
        qScopeGuard([quitOnClose] { QGuiApplication::setQuitOnLastWindowClosed(quitOnClose); });
    close();
    Status opened = open(dir);
    if (!opened) {
        const QString message = tr("Cannot open the workspace %1:\n%2")
                                    .arg(QDir::toNativeSeparators(dir), opened.error().message);
        if (!reopen(previousConnection, previous)) {
            QMessageBox::critical(nullptr, tr("Lifecycle Workbench"), message);
            return;
        }
        m_window->show();
        openWarning(m_window.get(), message); // the window is usable while it is read
        return;
    }
    m_window->show();
}

void Session::close()
{
    if (m_workspace)
        emit workspaceClosing();
    if (m_window)
        m_window->close(); // saves the layout
    m_server.reset();      // before the window it reports to, and the workspace it serves
    m_window.reset();
    m_recorder.reset();
    m_workspace.reset();
    m_remoteApi.reset(); // before the client it calls through
    m_client.reset();
    m_connection.reset();
}

} // namespace lw
