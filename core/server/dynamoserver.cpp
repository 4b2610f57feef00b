#include "dynamoserver.h"

#include "api/api.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QTcpServer>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace lw {

namespace server {

// Gives each accepted socket its ConnectionGuard before QAbstractHttpServer connects to it, so
// the guard's readyRead slot runs first; answers 503 past the connection limit.
class GuardedTcpServer : public QTcpServer
{
public:
    GuardedTcpServer(const ServerLimits &limits, QObject *parent)
        : QTcpServer(parent), m_limits(limits)
    {}

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        auto *guard = new ConnectionGuard(socket, m_limits, m_inFlight);
        if (m_connections >= m_limits.maxConnections) {
            connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
            guard->refuse(messageAnswer(
                503, u"The server has %1 connections open, its limit: try again later"_s.arg(
                         m_connections)));
            return;
        }
        ++m_connections;
        connect(socket, &QObject::destroyed, this, [this] { --m_connections; });
        addPendingConnection(socket); // QAbstractHttpServer takes the socket here
        guard->watchAfterServer();
    }

private:
    ServerLimits m_limits;
    std::shared_ptr<InFlight> m_inFlight = std::make_shared<InFlight>();
    int m_connections = 0;
};

// QtHttpServer parses; each complete request is answered here, whole, in one go.
class Endpoint : public QAbstractHttpServer
{
public:
    Endpoint(DynamoServer &owner, Api &api)
        : QAbstractHttpServer(&owner), m_owner(owner), m_api(api)
    {}

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        auto *guard = socket->findChild<ConnectionGuard *>(QString(), Qt::FindDirectChildrenOnly);
        const bool keepAlive = guard && guard->takeKeepAlive();
        ProtocolAnswer answer =
            answerRequest(m_api, request.method(), request.value("content-type"),
                          request.value("x-amz-target"), request.body());
        answer.http.close = !keepAlive;
        socket->write(responseBytes(answer.http));
        if (!keepAlive)
            socket->disconnectFromHost();
        if (answer.call)
            emit m_owner.requestHandled(*answer.call);
        return true;
    }

    // Never called: handleRequest() answers every request.
    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override {}

private:
    DynamoServer &m_owner;
    Api &m_api;
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
    auto *endpoint = new server::Endpoint(*this, m_api);
    auto *listener = new server::GuardedTcpServer(m_limits, endpoint);
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
    endpoint->bind(listener);
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
    // Free the port and drop the connections now; delete later, as stop() may run inside one of
    // the endpoint's own calls (a slot connected to requestHandled).
    for (QTcpServer *listener : endpoint->servers())
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
