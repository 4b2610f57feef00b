#include "dynamoserver.h"

#include "api/api.h"
#include "engine/groupcommit.h"
#include "model/serviceactions.h"
#include "serverload.h"
#include "statesettler.h"
#include "syncthread.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace server {

// Gives each accepted socket its ConnectionGuard, which frames its requests and hands them to
// `handler`; past the connection limits, closes an idle connection to make room, or answers 503
// when every connection is busy (serverload.h). A socket goes once its client has disconnected.
class GuardedTcpServer : public QTcpServer
{
public:
    GuardedTcpServer(const ServerLimits &limits, ConnectionGuard::Handler handler, QObject *parent)
        : QTcpServer(parent), m_limits(limits), m_load(std::make_shared<ServerLoad>(limits)),
          m_handler(std::move(handler))
    {}

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        // Small answers go out at once rather than wait for Nagle's timer.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        const QString client = socket->peerAddress().toString();
        if (const std::optional<QString> full = m_load->makeRoomFor(client)) {
            (new ConnectionGuard(socket, m_limits, m_load))->refuse(messageAnswer(503, *full));
            return;
        }
        new ConnectionGuard(socket, m_limits, m_load, m_handler);
    }

private:
    ServerLimits m_limits;
    std::shared_ptr<ServerLoad> m_load;
    ConnectionGuard::Handler m_handler;
};

// Each complete request a guard hands over is run here, whole, in one go, within the engine's
// open group (GroupCommit::SyncDeferral), and its answer held for the group commit
// (dynamoserver.h). Once the requests that arrived together have run, flush() commits their group;
// each answer then waits until every commit up to its group's is durable: that is so once a later
// group's commit has returned (its data sync came after the earlier meta pages were written), or
// once an fdatasync begun after the commit, run on a thread of its own, has returned. The event
// loop meanwhile runs the requests that arrive, in the next group. Answers go out in the order
// their requests ran; those with no commit to wait for (reads of durable data) go at once.
class Endpoint : public QObject
{
public:
    Endpoint(DynamoServer &owner, Api &api, std::optional<Credentials> credentials,
             std::function<QDateTime()> wallClock)
        : QObject(&owner), m_owner(owner), m_api(api), m_credentials(std::move(credentials)),
          m_wallClock(std::move(wallClock)),
          m_sync(groupCommitOf(api.engine()), this,
                 [this](const Status &status, size_t covers) { synced(status, covers); }),
          m_durableTxn(groupCommitOf(api.engine()).lastCommitted()), m_settler(api.engine(), this)
    {
        connect(&m_settler, &StateSettler::failed, &owner, &DynamoServer::failed);
        connect(&m_settler, &StateSettler::settled, &owner, &DynamoServer::statesSettled);
    }
    ~Endpoint() override { drop(); }

    // Drops every held answer, after the running sync (the server stops; the engine may go).
    void drop()
    {
        m_sync.stop(); // after the running sync, whose answer is dropped
        m_dropped = true;
        m_waiting.clear();
        m_committed.clear();
    }

    void handle(HttpRequest &&request, ConnectionGuard *guard)
    {
        const Authenticate authenticate =
            [this, &request](QStringView action) -> std::optional<AuthFailure> {
            const sigv4::Request signedRequest{request.method, request.path(), request.query(),
                                               request.headers, request.body};
            if (m_credentials)
                return server::authenticate(signedRequest, *m_credentials, m_wallClock());
            if (!isServiceAction(action))
                return std::nullopt;
            return malformedAuthorization(signedRequest);
        };
        // Copies: a preflight's answer, held for the group commit, outlives the request.
        const BrowserRequest browser{request.header("origin").toByteArray(),
                                     request.header("access-control-request-headers").toByteArray(),
                                     request.header("access-control-request-method").toByteArray()};
        ProtocolAnswer answer;
        if (std::optional<HttpAnswer> preflight = preflightAnswer(request.method, browser)) {
            answer.http = std::move(*preflight);
        } else {
            // An action that commits itself runs after the group so far, outside any group.
            const bool commitsItself = server::commitsItself(request.header("x-amz-target"));
            if (commitsItself)
                flush();
            std::optional<GroupCommit::SyncDeferral> deferral;
            if (!commitsItself)
                deferral.emplace(groupCommitOf(m_api.engine()));
            m_settler.settleDue(); // what the request sees has settled in wall time
            CallOptions options;
            options.aroundCache = m_owner.aroundCache();
            answer = answerRequest(m_api, request.method, request.header("content-type"),
                                   request.header("x-amz-target"), request.body, authenticate,
                                   options, m_owner.isFollowed());
            if (answer.call && answer.call->result &&
                StateSettler::startsSettling(answer.call->action))
                m_settler.noteChanges();
            addCorsHeaders(answer.http, browser);
        }
        answer.http.close = !request.keepAlive;
        m_waiting.append(Held{guard->socket(), guard, std::move(answer)});
        if (!m_flushQueued) {
            m_flushQueued = true; // once the requests that arrived together have run
            QMetaObject::invokeMethod(this, &Endpoint::flush, Qt::QueuedConnection);
        }
    }

private:
    struct Held
    {
        QPointer<QTcpSocket> socket; // null once the client has gone
        QPointer<ConnectionGuard> guard;
        ProtocolAnswer answer;
        size_t needs = 0; // sent once every commit up to this transaction is durable
    };

    // Commits the waiting answers' group and sends what is durable.
    void flush()
    {
        m_flushQueued = false;
        if (m_dropped || m_waiting.isEmpty())
            return;
        GroupCommit &engine = groupCommitOf(m_api.engine());
        const size_t before = engine.lastCommitted();
        if (const Status group = engine.commitGroup(); !group) {
            send(std::exchange(m_waiting, {}), group); // their writes are undone
            return;
        }
        const size_t committed = engine.lastCommitted();
        if (committed != before)
            m_durableTxn = std::max(m_durableTxn, before);
        for (Held &held : m_waiting)
            held.needs = committed; // what it wrote, and every commit it may have read
        m_committed.append(std::exchange(m_waiting, {}));
        send(takeCovered(m_durableTxn), {});
        startSync();
    }

    // One fdatasync for the held answers' commits, unless one is running (synced() starts the
    // next).
    void startSync()
    {
        if (m_sync.isRunning() || m_committed.isEmpty())
            return;
        const GroupCommit &engine = groupCommitOf(m_api.engine());
        const size_t covers = engine.lastCommitted();
        if (!engine.syncsData()) { // nothing to wait for
            m_durableTxn = std::max(m_durableTxn, covers);
            send(takeCovered(m_durableTxn), {});
            return;
        }
        m_sync.start(covers);
    }

    void synced(const Status &status, size_t covers)
    {
        if (m_dropped)
            return;
        if (status)
            m_durableTxn = std::max(m_durableTxn, covers);
        send(takeCovered(status ? m_durableTxn : covers), status);
        startSync(); // for the groups committed meanwhile
    }

    // The held answers, from the first, whose commits are all within `txn`.
    QList<Held> takeCovered(size_t txn)
    {
        qsizetype count = 0;
        while (count < m_committed.size() && m_committed[count].needs <= txn)
            ++count;
        QList<Held> covered = m_committed.first(count);
        m_committed.remove(0, count);
        return covered;
    }

    // Sends `answers` in order; when `synced` failed, each becomes its error instead: its group
    // was undone, or is committed but not known to be on disk, so no success can be promised.
    void send(QList<Held> answers, const Status &synced)
    {
        for (Held &held : answers) {
            if (!synced) {
                const bool close = held.answer.http.close;
                held.answer.http = errorAnswer(synced.error(), held.answer.http.contentType);
                held.answer.http.close = close;
            }
            if (held.socket) {
                held.socket->write(responseBytes(held.answer.http));
                // Now, not in a later turn of the event loop: the answer is what the client waits
                // for, and writing it at once saves a turn and a poll per request.
                held.socket->flush();
                if (held.answer.http.close)
                    held.socket->disconnectFromHost();
            }
            if (held.guard)
                held.guard->answered();
            if (held.answer.call)
                emit m_owner.requestHandled(*held.answer.call);
        }
    }

    DynamoServer &m_owner;
    Api &m_api;
    std::optional<Credentials> m_credentials;
    std::function<QDateTime()> m_wallClock;
    QList<Held> m_waiting;   // run in the engine's open group
    QList<Held> m_committed; // their group committed, not yet known durable
    SyncThread m_sync;       // the fdatasync of committed groups
    size_t m_durableTxn;     // every commit up to this transaction is on disk
    bool m_flushQueued = false;
    bool m_dropped = false;
    StateSettler m_settler;
};

} // namespace server

namespace {

// "127.0.0.1:8000", "[::1]:8000".
QString addressText(const QHostAddress &host, quint16 port)
{
    const QString text = host.protocol() == QAbstractSocket::IPv6Protocol
                             ? u'[' + host.toString() + u']'
                             : host.toString();
    return text + u':' + QString::number(port);
}

} // namespace

DynamoServer::DynamoServer(Api &api, QObject *parent) : QObject(parent), m_api(api) {}

DynamoServer::~DynamoServer() = default; // the endpoint, a child, goes with its connections

Status DynamoServer::start(const QHostAddress &host, quint16 port)
{
    if (isRunning())
        return std::unexpected(validationError(u"The server is running already at "_s + url()));
    auto *endpoint = new server::Endpoint(*this, m_api, m_credentials, m_wallClock);
    server::ServerLimits limits = m_limits;
    limits.maxConnections =
        std::min(limits.maxConnections, server::connectionsTheFileLimitAllows());
    auto *listener = new server::GuardedTcpServer(
        limits,
        [endpoint](server::HttpRequest &&request, server::ConnectionGuard *guard) {
            endpoint->handle(std::move(request), guard);
        },
        endpoint);
    if (!listener->listen(host, port)) {
        const bool inUse = listener->serverError() == QAbstractSocket::AddressInUseError;
        const QString reason = inUse ? u"the address is already in use"_s : listener->errorString();
        delete endpoint;
        return std::unexpected(
            Error{inUse ? ErrorType::ResourceInUse : ErrorType::InternalServerError,
                  u"Cannot serve on %1: %2"_s.arg(addressText(host, port), reason),
                  {}});
    }
    connect(listener, &QTcpServer::acceptError, this, [this, listener] {
        emit failed(u"Accepting a connection failed: "_s + listener->errorString());
    });
    m_endpoint = endpoint;
    m_host = host;
    m_port = listener->serverPort();
    emit runningChanged(true);
    return {};
}

void DynamoServer::stop()
{
    if (!isRunning())
        return;
    server::Endpoint *endpoint = m_endpoint;
    m_endpoint = nullptr;
    m_port = 0;
    endpoint->drop();
    // The held answers are dropped with their connections; their group is committed and made
    // durable all the same, as every commit outside a server is.
    if (const Status committed = groupCommitOf(m_api.engine()).commitGroup(); !committed)
        emit failed(committed.error().message);
    else if (const Status synced = groupCommitOf(m_api.engine()).syncData(); !synced)
        emit failed(synced.error().message);
    // Free the port and drop the connections now; delete later, as stop() may run inside one of
    // the endpoint's own calls (a slot connected to requestHandled).
    for (QTcpServer *listener : endpoint->findChildren<QTcpServer *>())
        listener->close();
    for (QTcpSocket *socket : endpoint->findChildren<QTcpSocket *>())
        socket->abort();
    endpoint->deleteLater();
    emit runningChanged(false);
}

bool DynamoServer::isRunning() const
{
    return !m_endpoint.isNull();
}

QString DynamoServer::url() const
{
    return u"http://"_s + addressText(m_host, m_port);
}

} // namespace lw
