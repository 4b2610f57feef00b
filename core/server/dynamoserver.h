// The DynamoDB-compatible HTTP endpoint of one workspace: serves its lw::Api with DynamoDB's JSON
// 1.0 protocol (dynamoprotocol.h says what each request gets) so that the AWS SDKs and CLI can
// talk to the workbench with --endpoint-url. Any credentials are accepted, unless the server is
// given access keys (setCredentials): then every request must carry a valid AWS Signature
// Version 4 made with one of them, checked as DynamoDB checks it (requestauth.h), against the
// wall clock (this HTTP layer's own: the workspace clock is the engine's) or an injected one.
//
// Connections are kept alive (HTTP/1.1) and any number up to ServerLimits::maxConnections (and
// maxConnectionsPerClient from one address; fewer when the process's open-file limit leaves room
// for fewer) are served at once, idle ones closed to make room for new ones; each guarded against
// oversized bodies, bodies that do not arrive, slow or stalled clients and half-open connections,
// with budgets per client address so that one client cannot lock the others out
// (connectionguard.h, serverload.h). One request is one Api::call, and so one engine transaction
// (nested in its group's, below): a request the server refuses, or a client that goes away
// mid-request, changes nothing.
//
// Group commit: a durable LMDB commit (a data fdatasync, then the meta page's synced write, 3.5 to
// 7.5 ms each on the disks measured) would otherwise cap writes at a few hundred a second however
// many clients wait. So the requests that arrive together run in one LMDB write transaction, the
// engine's group (GroupCommit::SyncDeferral, engine/groupcommit.h), each request's own transaction
// nested in it: it sees the requests before it, and one that fails drops only its own writes. Their
// answers are held. Once the event loop has run them, the group commits with its data synced and
// its meta page written unsynced (GroupCommit::commitGroup; LMDB's MDB_NOMETASYNC, which keeps the
// file intact through a system crash), and each answer is sent, in the order the requests ran, once
// its group and every commit it may have read are durable: when the next group's commit has
// returned (its data sync came after that meta page was written) or an fdatasync begun after the
// commit, run on a thread of its own while the next requests run, has returned. Every answer a
// client receives, a write's or a read's that saw one, is therefore for a commit on disk, and a
// power cut leaves the workspace as it was after some group, never a mix: tst_powerloss builds
// crash images from a log of every write and sync and checks it (README, "Tests and benchmarks").
// Should a group's commit or that fdatasync fail, each request of the group is answered 500
// InternalServerError instead (a failed commit undoes the group). Answers with no commit to wait
// for (reads of durable data) go at once. Outside a request the engine keeps no group open: commits
// made there (the live clock, the window's own edits) first commit the group, then sync as ever.
// An action that commits its own transactions (Api::commitsItself: RunWorkload, a group per sim
// second) is the exception: the group so far commits first, and it runs outside any group.
//
// Threads: everything runs on the thread the server lives on, requests one after another, but
// for the group commit's fdatasync, which touches nothing but the file (stop() waits for it, then
// commits and syncs the open group). That is why a LiveClock (time/liveclock.h) ticking on the
// same thread never moves the workspace clock while a request is being handled, and why the
// window's panes may read the engine in a slot connected to requestHandled().
#pragma once

#include "connectionguard.h"
#include "credentials.h"
#include "dynamoprotocol.h"
#include "model/error.h"

#include <QDateTime>
#include <QHostAddress>
#include <QMetaMethod>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QTcpServer;

namespace lw {

class Api;

namespace server {
class Endpoint;
}

class DynamoServer : public QObject
{
    Q_OBJECT
public:
    static constexpr quint16 kDefaultPort = 8000;

    // `api` must outlive the server (or its stop()).
    explicit DynamoServer(Api &api, QObject *parent = nullptr);
    ~DynamoServer() override;

    // Limits for the connections accepted from now on (tests make the timeouts short).
    void setLimits(const server::ServerLimits &limits) { m_limits = limits; }
    const server::ServerLimits &limits() const { return m_limits; }

    // The access keys requests must be signed with, for the connections accepted from now on;
    // nullopt (the default): any credentials, or none, are accepted.
    void setCredentials(std::optional<server::Credentials> credentials)
    {
        m_credentials = std::move(credentials);
    }
    // Whether the requests go around the workspace's cache (CallOptions::aroundCache,
    // docs/cache.md): false (the default), they go through it while it is enabled.
    void setAroundCache(bool around) { m_aroundCache = around; }
    bool aroundCache() const { return m_aroundCache; }
    // The clock signatures' dates are judged by (the 15-minute window); default the wall clock.
    void setWallClock(std::function<QDateTime()> now) { m_wallClock = std::move(now); }

    // Listens on `host`:`port` (port 0: a free one, see port()). Errors: ResourceInUse when the
    // address is taken ("Cannot serve on 127.0.0.1:8000: the address is already in use"),
    // InternalServerError for any other reason the socket cannot listen (the message names the
    // address and the system's reason), Validation when the server is running already.
    Status start(const QHostAddress &host = QHostAddress::LocalHost, quint16 port = kDefaultPort);
    // Stops listening and drops every connection at once (requests in progress are not answered;
    // none is half done, as each runs whole within one event). Safe from a slot of this server.
    void stop();
    bool isRunning() const;

    quint16 port() const { return m_port; }      // 0 when not running
    QHostAddress host() const { return m_host; } // as given to start()
    QString url() const;                         // "http://127.0.0.1:8000", "http://[::1]:8000"

signals:
    // After each request that reached the api, once its answer is sent (refreshes the window's
    // panes). Connect it before start(): the calls carry their responses only while it has a
    // receiver (isFollowed()).
    void requestHandled(const lw::server::ApiCall &call);
    // The listening socket failed while running (e.g. out of file descriptors), or a state could
    // not be settled (statesettler.h); it keeps running.
    void failed(const QString &message);
    // A table's, index's or TTL setting's state settled in wall time (statesettler.h): the
    // workspace changed, also when no request followed.
    void statesSettled();
    void runningChanged(bool running);

private:
    friend class server::Endpoint;
    // Whether requestHandled() has a receiver (the window): its calls then carry their
    // responses as JSON objects; without one (lwb serve), GetItem, Query and Scan are answered
    // as text straight from the engine (Api::callWire) and their ApiCall's result is empty.
    bool isFollowed() const
    {
        return isSignalConnected(QMetaMethod::fromSignal(&DynamoServer::requestHandled));
    }

    Api &m_api;
    server::ServerLimits m_limits;
    bool m_aroundCache = false;
    std::optional<server::Credentials> m_credentials;
    std::function<QDateTime()> m_wallClock = [] { return QDateTime::currentDateTimeUtc(); };
    QPointer<server::Endpoint> m_endpoint;
    QHostAddress m_host;
    quint16 m_port = 0;
};

} // namespace lw
