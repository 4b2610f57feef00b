// Each connection's framing and limits, kept on its QTcpSocket: the guard reads what the client
// sends, frames requests with an HttpFramer (httpframer.h: the 400, 411, 413 and 431 refusals)
// and hands each whole request to the server, in order, pipelined ones included; and it refuses,
// with an answer and a clean close, what the server must not take:
//
//   503  a body over smallBodyBytes that would take the bodies being received at once over
//        maxInFlightBytes, or those of its client address over maxInFlightBytesPerClient
//        (serverload.h). Bodies up to smallBodyBytes are never refused for it: a client that
//        announces large bodies and holds them back cannot starve the small requests (a
//        ListTables, a PutItem) of everyone else, whose memory is bounded by the connections;
//   408  a body that has not begun bodyStartTimeoutMs after the headers, or that arrives slower
//        than minBodyBytesPerSecond (its deadline: the headers' end + bodyStartTimeoutMs + one
//        second per minBodyBytesPerSecond bytes received, as Apache's mod_reqtimeout counts), so a
//        reserved body is given back within seconds when its bytes do not come; and any request
//        that has not arrived whole requestTimeoutMs after its first byte (a slow or stalled
//        client, a half-open connection).
// A connection has one body in flight at a time (requests on it are framed one after another),
// so it holds at most maxBodyBytes of the budget. A request announcing a body with "Expect:
// 100-continue" gets its "100 Continue" once the body is accepted (curl waits a second for it).
// A refusal stops the framing, answers with "Connection: close", shuts the sending side once the
// answer is out and discards what the client still sends for lingerMs, so the client reads the
// answer instead of a reset; then the socket closes. A connection with no request in progress
// for idleTimeoutMs (keep-alive, or connected and silent) is closed without an answer; so is an
// idle one the listener closes to make room for a new connection (serverload.h: idle
// connections never lock new clients out).
//
// Threads: the socket's thread (the server's); one guard per socket, its child.
#pragma once

#include "httpanswer.h"
#include "httpframer.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
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
    // Gets each whole request the client sent, in order; the server answers it through
    // answered() once it has written the answer.
    using Handler = std::function<void(HttpRequest &&request, ConnectionGuard *guard)>;

    // Becomes `socket`'s child and reads it; becomes one of `load`'s connections until it is
    // destroyed. Without a handler it takes no request (a connection refused at once).
    ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits,
                    std::shared_ptr<ServerLoad> load, Handler handler = {});
    ~ConnectionGuard() override;

    // The client's address, as the budgets per client count it ("127.0.0.1", "::1").
    const QString &client() const { return m_client; }
    // No request in progress and no answer owed: closing it loses nothing.
    bool isIdle() const;
    // Since when it has been idle, in ms of the server's monotonic clock (ServerLoad::nowMs()).
    qint64 idleSinceMs() const { return m_idleSinceMs; }
    // Closes an idle connection without an answer, as the idle timeout does.
    void closeIdle();

    QTcpSocket *socket() const { return m_socket; }
    // For the server, once the answer to a request it was handed is written.
    void answered();

    // Answers with `answer` and closes the connection as described above.
    void refuse(HttpAnswer answer);

private:
    void readAvailable();
    void startRequest();
    // False once it has refused the request.
    bool headComplete();
    void requestComplete();
    void timedOut();
    void releaseBody();
    void drain();
    // Restarts the timer for the body's deadline: bodyStartTimeoutMs after the headers, plus a
    // second per minBodyBytesPerSecond received, never after the request's own deadline.
    void armBodyDeadline();
    qint64 bodyDeadline() const;
    void becameIdle();
    // Sets the deadline `ms` from now (m_timer).
    void arm(int ms);

    QTcpSocket *m_socket;
    ServerLimits m_limits;
    std::shared_ptr<ServerLoad> m_load;
    QString m_client;
    // The request's deadline, else the idle timeout, else the linger: m_deadlineMs, as armed
    // last. The timer is restarted only for a deadline earlier than the one it runs to: a
    // request moves the deadline twice, and restarting a QTimer each time (unregistering and
    // registering it with the event dispatcher) cost 2% of a served GetItem.
    QTimer m_timer;
    qint64 m_deadlineMs = 0; // on ServerLoad::nowMs()
    qint64 m_timerDueMs = 0; // what the running timer was started for
    Handler m_handler;
    HttpFramer m_framer;
    qint64 m_requestStartMs = 0;
    qint64 m_headEndMs = 0;
    qint64 m_idleSinceMs = 0;
    int m_owed = 0;            // requests handed over whose answers are not written yet
    qint64 m_bodyReserved = 0; // this connection's share of the load's bodies
    bool m_refused = false;
};

} // namespace lw::server
