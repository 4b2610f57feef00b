// The limits QtHttpServer 6.4 does not keep, kept on each connection's QTcpSocket.
//
// Why: QAbstractHttpServer 6.4 reads every byte a client sends into memory (a QIODevice
// transaction plus its own body buffer) until the request is complete, with no size limit and
// no timeout, and closes a connection it cannot parse without an answer. So a 1 GB body would be
// buffered whole, and a client that sends half a request and stalls would hold its socket for
// ever. The guard sees each chunk of bytes before the server's parser does (its readyRead slot
// is connected first), frames requests itself from the request line and headers (Content-Length)
// and refuses, with an answer and a clean close, what the server must not take:
//
//   413  Content-Length over maxBodyBytes (DynamoDB's 16 MB), answered as soon as the headers
//        are in, before the body is read;
//   503  a body over smallBodyBytes that would take the bodies being received at once over
//        maxInFlightBytes, or those of its client address over maxInFlightBytesPerClient
//        (serverload.h). Bodies up to smallBodyBytes are never refused for it: a client that
//        announces large bodies and holds them back cannot starve the small requests (a
//        ListTables, a PutItem) of everyone else, whose memory is bounded by the connections;
//   431  headers over maxHeaderBytes; 411 Transfer-Encoding (chunked) bodies, whose size is
//        unknown up front (the AWS SDKs always send Content-Length); 400 a request line or
//        header the guard cannot read;
//   408  a body that has not begun bodyStartTimeoutMs after the headers, or that arrives slower
//        than minBodyBytesPerSecond (its deadline: the headers' end + bodyStartTimeoutMs + one
//        second per minBodyBytesPerSecond bytes received, as Apache's mod_reqtimeout counts), so a
//        reserved body is given back within seconds when its bytes do not come; and any request
//        that has not arrived whole requestTimeoutMs after its first byte (a slow or stalled
//        client, a half-open connection).
// A connection has one body in flight at a time (requests on it are framed one after another),
// so it holds at most maxBodyBytes of the budget.
// A refusal disconnects the server's parser from the socket, answers with "Connection: close",
// shuts the sending side once the answer is out and discards what the client still sends for
// lingerMs, so the client reads the answer instead of a reset; then the socket closes. A
// connection with no request in progress for idleTimeoutMs (keep-alive, or connected and
// silent) is closed without an answer; so is an idle one the listener closes to make room for a
// new connection (serverload.h: idle connections never lock new clients out). The guard also
// re-runs the server's parser on requests a client sent ahead (pipelining), which QtHttpServer
// 6.4 would leave unread.
//
// Threads: the socket's thread (the server's); one guard per socket, its child.
#pragma once

#include "httpanswer.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>

class QTcpSocket;

namespace lw::server {

struct ServerLimits
{
    qint64 maxBodyBytes = 16 * 1024 * 1024; // DynamoDB's request size limit
    // The bodies over smallBodyBytes being received at once (their Content-Lengths): from all
    // clients, and from one client address.
    qint64 maxInFlightBytes = 256 * 1024 * 1024;
    qint64 maxInFlightBytesPerClient = 64 * 1024 * 1024;
    qint64 smallBodyBytes = 64 * 1024; // never refused for the two budgets above
    qint64 maxHeaderBytes = 64 * 1024;
    int requestTimeoutMs = 60'000;  // from a request's first byte to its last
    int bodyStartTimeoutMs = 2'000; // from the end of the headers to the body's first byte
    qint64 minBodyBytesPerSecond = 64 * 1024; // after that, on average
    int idleTimeoutMs = 60'000;               // a connection with no request in progress
    int lingerMs = 2'000;                     // after a refusal, before the socket closes
    // Past either, a new connection closes the connection idle longest (of its own address when
    // that address is at its limit); when none is idle, it is answered 503 and closed.
    int maxConnections = 1000;
    int maxConnectionsPerClient = 256;
};

class ServerLoad;

class ConnectionGuard : public QObject
{
    Q_OBJECT
public:
    // Becomes `socket`'s child and connects to its readyRead: create it before the server does.
    // Becomes one of `load`'s connections until it is destroyed.
    ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits,
                    std::shared_ptr<ServerLoad> load);
    ~ConnectionGuard() override;

    // The client's address, as the budgets per client count it ("127.0.0.1", "::1").
    const QString &client() const { return m_client; }
    // No request in progress and no answer owed: closing it loses nothing.
    bool isIdle() const;
    // Since when it has been idle, in ms of the server's monotonic clock (ServerLoad::nowMs()).
    qint64 idleSinceMs() const { return m_idleSinceMs; }
    // Closes an idle connection without an answer, as the idle timeout does.
    void closeIdle();

    // Connects the slot that runs after the server's parser on each readyRead; call once the
    // server has taken the socket.
    void watchAfterServer();

    // For the server answering the oldest request the guard saw complete: whether the client
    // lets the connection stay open (HTTP/1.1 without "Connection: close", or HTTP/1.0 with
    // "Connection: keep-alive").
    bool takeKeepAlive();
    // For the server, once the answer to a request it took is written.
    void answered();

    // Answers with `answer` and closes the connection as described above.
    void refuse(HttpAnswer answer);

private:
    void beforeServer();
    void afterServer();
    // Feeds `bytes` bytes that start `offset` bytes into what the socket has unread; returns
    // false once the guard has refused the connection.
    bool feed(qint64 offset, qint64 bytes);
    void startRequest();
    void headComplete();
    void requestComplete();
    void timedOut();
    void releaseBody();
    void drain();
    // Restarts the timer for the body's deadline: bodyStartTimeoutMs after the headers, plus a
    // second per minBodyBytesPerSecond received, never after the request's own deadline.
    void armBodyDeadline();
    qint64 bodyDeadline() const;
    void becameIdle();

    QTcpSocket *m_socket;
    ServerLimits m_limits;
    std::shared_ptr<ServerLoad> m_load;
    QString m_client;
    QTimer m_timer; // the request's deadline, else the idle timeout, else the linger
    qint64 m_requestStartMs = 0;
    qint64 m_headEndMs = 0;
    qint64 m_bodyReceived = 0;
    qint64 m_idleSinceMs = 0;
    int m_owed = 0;           // requests complete whose answers are not written yet
    qint64 m_unconsumed = 0;  // bytes the guard has seen that the server has not read yet
    QByteArray m_head;        // the current request's line and headers, while they arrive
    bool m_inRequest = false; // its first byte has arrived
    bool m_inBody = false;
    qint64 m_bodyLeft = 0;
    qint64 m_bodyReserved = 0; // this connection's share of the load's bodies
    bool m_keepAlive = true;   // of the current request
    QList<bool> m_completed;   // keep-alive of each request complete but not yet answered
    bool m_refused = false;
};

} // namespace lw::server
