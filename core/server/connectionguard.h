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
//   503  a body that would take the bodies being received at once over maxInFlightBytes;
//   431  headers over maxHeaderBytes; 411 Transfer-Encoding (chunked) bodies, whose size is
//        unknown up front (the AWS SDKs always send Content-Length); 400 a request line or
//        header the guard cannot read;
//   408  a request that has not arrived whole requestTimeoutMs after its first byte (a slow or
//        stalled client, a half-open connection).
// A refusal disconnects the server's parser from the socket, answers with "Connection: close",
// shuts the sending side once the answer is out and discards what the client still sends for
// lingerMs, so the client reads the answer instead of a reset; then the socket closes. A
// connection with no request in progress for idleTimeoutMs (keep-alive, or connected and
// silent) is closed without an answer. The guard also re-runs the server's parser on requests a
// client sent ahead (pipelining), which QtHttpServer 6.4 would leave unread.
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
    qint64 maxInFlightBytes = 256 * 1024 * 1024;
    qint64 maxHeaderBytes = 64 * 1024;
    int requestTimeoutMs = 60'000; // from a request's first byte to its last
    int idleTimeoutMs = 60'000;    // a connection with no request in progress
    int lingerMs = 2'000;          // after a refusal, before the socket closes
    int maxConnections = 1000;     // more are answered 503 and closed
};

// The body bytes all connections of one server are receiving at once (their Content-Lengths).
struct InFlight
{
    qint64 bytes = 0;
};

class ConnectionGuard : public QObject
{
    Q_OBJECT
public:
    // Becomes `socket`'s child and connects to its readyRead: create it before the server does.
    ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits,
                    std::shared_ptr<InFlight> inFlight);
    ~ConnectionGuard() override;

    // Connects the slot that runs after the server's parser on each readyRead; call once the
    // server has taken the socket.
    void watchAfterServer();

    // For the server answering the oldest request the guard saw complete: whether the client
    // lets the connection stay open (HTTP/1.1 without "Connection: close", or HTTP/1.0 with
    // "Connection: keep-alive").
    bool takeKeepAlive();

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

    QTcpSocket *m_socket;
    ServerLimits m_limits;
    std::shared_ptr<InFlight> m_inFlight;
    QTimer m_timer;           // the request's deadline, else the idle timeout, else the linger
    qint64 m_unconsumed = 0;  // bytes the guard has seen that the server has not read yet
    QByteArray m_head;        // the current request's line and headers, while they arrive
    bool m_inRequest = false; // its first byte has arrived
    bool m_inBody = false;
    qint64 m_bodyLeft = 0;
    qint64 m_bodyReserved = 0; // this connection's share of m_inFlight
    bool m_keepAlive = true;   // of the current request
    QList<bool> m_completed;   // keep-alive of each request complete but not yet answered
    bool m_refused = false;
};

} // namespace lw::server
