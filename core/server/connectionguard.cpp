#include "connectionguard.h"

#include "serverload.h"

#include <QTcpSocket>

#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace lw::server {

namespace {

bool isBlank(char c)
{
    return c == '\r' || c == '\n' || c == ' ' || c == '\t';
}

} // namespace

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits,
                                 std::shared_ptr<ServerLoad> load)
    : QObject(socket), m_socket(socket), m_limits(limits), m_load(std::move(load)),
      m_client(socket->peerAddress().toString())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionGuard::timedOut);
    connect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::beforeServer);
    m_idleSinceMs = m_load->nowMs();
    m_timer.start(m_limits.idleTimeoutMs);
    m_load->addConnection(this);
}

ConnectionGuard::~ConnectionGuard()
{
    releaseBody();
    m_load->removeConnection(this);
}

bool ConnectionGuard::isIdle() const
{
    return !m_refused && !m_inRequest && m_completed.isEmpty() && m_owed == 0;
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
    if (m_owed > 0 && --m_owed == 0 && !m_inRequest && m_completed.isEmpty())
        becameIdle();
}

void ConnectionGuard::becameIdle()
{
    m_idleSinceMs = m_load->nowMs();
    m_timer.start(m_limits.idleTimeoutMs);
}

void ConnectionGuard::watchAfterServer()
{
    connect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::afterServer);
}

bool ConnectionGuard::takeKeepAlive()
{
    if (m_completed.isEmpty())
        return false;
    ++m_owed;
    return m_completed.takeFirst();
}

void ConnectionGuard::beforeServer()
{
    const qint64 available = m_socket->bytesAvailable();
    const qint64 fresh = available - m_unconsumed;
    m_unconsumed = available;
    if (fresh > 0)
        feed(available - fresh, fresh);
}

void ConnectionGuard::afterServer()
{
    m_unconsumed = m_socket->bytesAvailable();
    // QtHttpServer 6.4 parses one request per readyRead: when the client sent the next one
    // already, nothing would wake the parser for it.
    if (!m_refused && !m_completed.isEmpty() && m_unconsumed > 0) {
        QTcpSocket *socket = m_socket;
        QMetaObject::invokeMethod(
            socket, [socket] { emit socket->readyRead(); }, Qt::QueuedConnection);
    }
}

bool ConnectionGuard::feed(qint64 offset, qint64 bytes)
{
    while (bytes > 0) {
        if (m_inBody) {
            const qint64 n = qMin(bytes, m_bodyLeft);
            m_bodyLeft -= n;
            m_bodyReceived += n;
            offset += n;
            bytes -= n;
            if (m_bodyLeft == 0)
                requestComplete();
            else
                armBodyDeadline();
            continue;
        }
        // The head: only as many bytes as it may still grow by are looked at.
        const qint64 room = m_limits.maxHeaderBytes - m_head.size();
        const QByteArray peeked = m_socket->peek(offset + qMin(bytes, room + 1)).mid(offset);
        qint64 used = 0;
        for (const char c : peeked) {
            ++used;
            if (m_head.isEmpty() && isBlank(c))
                continue; // line ends left over from the previous request
            if (!m_inRequest)
                startRequest();
            m_head.append(c);
            if (c == '\n' && (m_head.endsWith("\n\r\n") || m_head.endsWith("\n\n"))) {
                headComplete();
                break;
            }
        }
        if (m_refused)
            return false;
        if (!m_inBody && m_inRequest && m_head.size() > m_limits.maxHeaderBytes) {
            refuse(
                messageAnswer(431, u"The request line and headers are larger than %1 bytes"_s.arg(
                                       m_limits.maxHeaderBytes)));
            return false;
        }
        offset += used;
        bytes -= used;
    }
    return !m_refused;
}

void ConnectionGuard::startRequest()
{
    m_inRequest = true;
    m_requestStartMs = m_load->nowMs();
    m_timer.start(m_limits.requestTimeoutMs);
}

qint64 ConnectionGuard::bodyDeadline() const
{
    const qint64 earned = m_bodyReceived * 1000 / qMax<qint64>(1, m_limits.minBodyBytesPerSecond);
    return m_headEndMs + m_limits.bodyStartTimeoutMs + earned;
}

void ConnectionGuard::armBodyDeadline()
{
    const qint64 deadline = qMin(m_requestStartMs + m_limits.requestTimeoutMs, bodyDeadline());
    m_timer.start(int(qMax<qint64>(0, deadline - m_load->nowMs())));
}

void ConnectionGuard::headComplete()
{
    const QList<QByteArray> lines = m_head.trimmed().split('\n');
    m_head.clear();
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    const QByteArray version = requestLine.value(2);
    if (requestLine.size() != 3 || (version != "HTTP/1.1" && version != "HTTP/1.0"))
        return refuse(messageAnswer(400, u"Malformed request line: '%1'"_s.arg(QString::fromLatin1(
                                             lines.first().trimmed().left(200)))));
    std::optional<qint64> length;
    QByteArray connection;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(messageAnswer(
                400, u"Malformed header line: '%1'"_s.arg(QString::fromLatin1(line.left(200)))));
        const QByteArray name = line.first(colon).trimmed().toLower();
        const QByteArray value = line.sliced(colon + 1).trimmed();
        if (name == "content-length") {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            const bool digits = !value.isEmpty() && value.front() != '+' && value.front() != '-';
            if (!ok || !digits || (length && *length != n))
                return refuse(messageAnswer(400, u"Invalid Content-Length: '%1'"_s.arg(
                                                     QString::fromLatin1(value.left(40)))));
            length = n;
        } else if (name == "transfer-encoding" && value.toLower() != "identity") {
            return refuse(messageAnswer(
                411, u"Transfer-Encoding '%1' is not accepted: send the body "
                     u"with a Content-Length"_s.arg(QString::fromLatin1(value.left(40)))));
        } else if (name == "connection") {
            connection = value.toLower();
        }
    }
    m_keepAlive =
        version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive");
    const qint64 body = length.value_or(0);
    if (body > m_limits.maxBodyBytes)
        return refuse(
            messageAnswer(413, u"The request body of %1 bytes is larger than the %2 bytes "
                               u"DynamoDB accepts"_s.arg(body)
                                   .arg(m_limits.maxBodyBytes)));
    if (body == 0)
        return requestComplete();
    if (const std::optional<QString> full = m_load->reserveBody(m_client, body))
        return refuse(messageAnswer(503, *full));
    m_bodyReserved = body;
    m_inBody = true;
    m_bodyLeft = body;
    m_bodyReceived = 0;
    m_headEndMs = m_load->nowMs();
    armBodyDeadline();
}

void ConnectionGuard::requestComplete()
{
    releaseBody();
    m_inBody = false;
    m_inRequest = false;
    m_completed.append(m_keepAlive);
    m_timer.start(m_limits.idleTimeoutMs);
}

void ConnectionGuard::releaseBody()
{
    m_load->releaseBody(m_client, m_bodyReserved);
    m_bodyReserved = 0;
}

void ConnectionGuard::timedOut()
{
    if (m_refused) {
        m_socket->abort(); // the linger is over
        return;
    }
    // The timer runs to the deadline armed last: in a body the earlier of the request's and the
    // body's (armBodyDeadline), before it the request's.
    const qint64 requestDeadline = m_requestStartMs + m_limits.requestTimeoutMs;
    if (m_inBody && bodyDeadline() < requestDeadline) {
        if (m_bodyReceived == 0)
            return refuse(messageAnswer(
                408, u"The request body of %1 bytes did not begin within %2 ms of the headers"_s
                         .arg(m_bodyLeft)
                         .arg(m_limits.bodyStartTimeoutMs)));
        return refuse(messageAnswer(
            408, u"The request body arrives too slowly: %1 of %2 bytes in %3 ms, less than %4 "
                 u"bytes a second"_s.arg(m_bodyReceived)
                     .arg(m_bodyReceived + m_bodyLeft)
                     .arg(m_load->nowMs() - m_headEndMs)
                     .arg(m_limits.minBodyBytesPerSecond)));
    }
    if (m_inRequest)
        return refuse(messageAnswer(
            408, u"The request did not arrive whole within %1 ms of its first byte"_s.arg(
                     m_limits.requestTimeoutMs)));
    m_socket->disconnectFromHost(); // idle
}

void ConnectionGuard::refuse(HttpAnswer answer)
{
    m_refused = true;
    releaseBody();
    // Nothing more of this connection reaches the server's parser, and what it held is dropped.
    disconnect(m_socket, &QIODevice::readyRead, nullptr, nullptr);
    if (m_socket->isTransactionStarted())
        m_socket->commitTransaction();
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
    m_timer.start(m_limits.lingerMs);
}

void ConnectionGuard::drain()
{
    m_socket->skip(m_socket->bytesAvailable());
}

} // namespace lw::server
