#include "connectionguard.h"

#include "serverload.h"

#include <QTcpSocket>

#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace lw::server {

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits,
                                 std::shared_ptr<ServerLoad> load, Handler handler)
    : QObject(socket), m_socket(socket), m_limits(limits), m_load(std::move(load)),
      m_client(socket->peerAddress().toString()), m_handler(std::move(handler)),
      m_framer(limits.maxHeaderBytes, limits.maxBodyBytes)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionGuard::timedOut);
    connect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::readAvailable);
    m_idleSinceMs = m_load->nowMs();
    arm(m_limits.idleTimeoutMs);
    m_load->addConnection(this);
}

ConnectionGuard::~ConnectionGuard()
{
    releaseBody();
    m_load->removeConnection(this);
}

bool ConnectionGuard::isIdle() const
{
    return !m_refused && !m_framer.inRequest() && m_owed == 0;
}

void ConnectionGuard::closeIdle()
{
    m_timer.stop();
    m_socket->disconnectFromHost();
    // Gone from the load now: its room is for the connection being accepted.
    m_load->removeConnection(this);
}

void ConnectionGuard::answered()
{
    if (m_owed > 0 && --m_owed == 0 && !m_framer.inRequest())
        becameIdle();
}

void ConnectionGuard::becameIdle()
{
    m_idleSinceMs = m_load->nowMs();
    arm(m_limits.idleTimeoutMs);
}

void ConnectionGuard::readAvailable()
{
    const QByteArray bytes = m_socket->readAll();
    QByteArrayView rest(bytes);
    for (;;) {
        switch (m_framer.next(rest)) {
        case HttpFramer::Event::NeedMore:
            if (m_framer.inBody())
                armBodyDeadline();
            return;
        case HttpFramer::Event::Started:
            startRequest();
            break;
        case HttpFramer::Event::Head:
            if (!headComplete())
                return;
            break;
        case HttpFramer::Event::Request:
            requestComplete();
            break;
        case HttpFramer::Event::Refused:
            return refuse(m_framer.refusal());
        }
    }
}

void ConnectionGuard::startRequest()
{
    m_requestStartMs = m_load->nowMs();
    arm(m_limits.requestTimeoutMs);
}

qint64 ConnectionGuard::bodyDeadline() const
{
    const qint64 earned =
        m_framer.bodyReceived() * 1000 / qMax<qint64>(1, m_limits.minBodyBytesPerSecond);
    return m_headEndMs + m_limits.bodyStartTimeoutMs + earned;
}

void ConnectionGuard::armBodyDeadline()
{
    const qint64 deadline = qMin(m_requestStartMs + m_limits.requestTimeoutMs, bodyDeadline());
    arm(int(qMax<qint64>(0, deadline - m_load->nowMs())));
}

bool ConnectionGuard::headComplete()
{
    const qint64 body = m_framer.bodyLength();
    if (body == 0)
        return true;
    if (const std::optional<QString> full = m_load->reserveBody(m_client, body)) {
        refuse(messageAnswer(503, *full));
        return false;
    }
    m_bodyReserved = body;
    m_headEndMs = m_load->nowMs();
    const HttpRequest &request = m_framer.request();
    if (request.version == "HTTP/1.1" &&
        request.header("expect").compare("100-continue", Qt::CaseInsensitive) == 0)
        m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    armBodyDeadline();
    return true;
}

void ConnectionGuard::requestComplete()
{
    releaseBody();
    HttpRequest request = m_framer.takeRequest();
    ++m_owed;
    arm(m_limits.idleTimeoutMs);
    if (m_handler)
        m_handler(std::move(request), this);
}

void ConnectionGuard::releaseBody()
{
    m_load->releaseBody(m_client, m_bodyReserved);
    m_bodyReserved = 0;
}

void ConnectionGuard::arm(int ms)
{
    m_deadlineMs = m_load->nowMs() + ms;
    if (m_timer.isActive() && m_timerDueMs <= m_deadlineMs)
        return; // it fires first, then runs on to the deadline (timedOut)
    m_timerDueMs = m_deadlineMs;
    m_timer.start(ms);
}

void ConnectionGuard::timedOut()
{
    if (const qint64 left = m_deadlineMs - m_load->nowMs(); left > 0) {
        m_timerDueMs = m_deadlineMs; // armed for a deadline since moved on
        m_timer.start(int(left));
        return;
    }
    if (m_refused) {
        m_socket->abort(); // the linger is over
        return;
    }
    // The timer runs to the deadline armed last: in a body the earlier of the request's and the
    // body's (armBodyDeadline), before it the request's.
    const qint64 requestDeadline = m_requestStartMs + m_limits.requestTimeoutMs;
    if (m_framer.inBody() && bodyDeadline() < requestDeadline) {
        if (m_framer.bodyReceived() == 0)
            return refuse(messageAnswer(
                408, u"The request body of %1 bytes did not begin within %2 ms of the headers"_s
                         .arg(m_framer.bodyLength())
                         .arg(m_limits.bodyStartTimeoutMs)));
        return refuse(messageAnswer(
            408, u"The request body arrives too slowly: %1 of %2 bytes in %3 ms, less than %4 "
                 u"bytes a second"_s.arg(m_framer.bodyReceived())
                     .arg(m_framer.bodyLength())
                     .arg(m_load->nowMs() - m_headEndMs)
                     .arg(m_limits.minBodyBytesPerSecond)));
    }
    if (m_framer.inRequest())
        return refuse(messageAnswer(
            408, u"The request did not arrive whole within %1 ms of its first byte"_s.arg(
                     m_limits.requestTimeoutMs)));
    m_socket->disconnectFromHost(); // idle
}

void ConnectionGuard::refuse(HttpAnswer answer)
{
    m_refused = true;
    releaseBody();
    // Nothing more of this connection is framed, and what the client still sends is dropped.
    disconnect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::readAvailable);
    connect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::drain);
    drain();
    answer.close = true;
    m_socket->write(responseBytes(answer));
    // Once the answer is out, say so with a FIN (Qt has no half-close) while still reading, so
    // that the close after the linger does not reset a client still sending its body.
    const auto shutDownWhenWritten = [this] {
        if (m_socket->bytesToWrite() == 0 && m_socket->state() == QAbstractSocket::ConnectedState)
            ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
    };
    connect(m_socket, &QIODevice::bytesWritten, this, shutDownWhenWritten);
    m_socket->flush();
    shutDownWhenWritten();
    arm(m_limits.lingerMs);
}

void ConnectionGuard::drain()
{
    m_socket->skip(m_socket->bytesAvailable());
}

} // namespace lw::server
