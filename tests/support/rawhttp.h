// A raw HTTP/1.1 client on a QTcpSocket for the endpoint's tests (tst_server, tst_lwbserve): it
// sends bytes exactly as given (half requests, stalls, pipelined requests) and reads responses
// while processing events, so a server on the test's own thread keeps running.
#pragma once

#include <QHostAddress>
#include <QMap>
#include <QTcpSocket>
#include <QTest>

#include <optional>

namespace lw::test {

struct HttpReply
{
    int status = 0;
    QMap<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

// An Authorization header of SigV4's form with a date, which an endpoint that checks no
// credentials accepts (its signature is not checked), as "Name: value\r\n" lines.
inline const QByteArray kAnyAuthorization =
    "Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/"
    "aws4_request, SignedHeaders=host;x-amz-date, Signature=0\r\n"
    "X-Amz-Date: 20261201T000000Z\r\n";

// A POST of DynamoDB's protocol, `extraHeaders` as "Name: value\r\n" lines; kAnyAuthorization
// unless `extraHeaders` has an Authorization header of its own.
inline QByteArray dynamoRequest(const QByteArray &target, const QByteArray &body,
                                const QByteArray &contentType = "application/x-amz-json-1.0",
                                const QByteArray &extraHeaders = {})
{
    QByteArray out = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!extraHeaders.toLower().contains("authorization:"))
        out += kAnyAuthorization;
    if (!target.isEmpty())
        out += "X-Amz-Target: " + target + "\r\n";
    if (!contentType.isEmpty())
        out += "Content-Type: " + contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n" + extraHeaders + "\r\n";
    return out + body;
}

class RawHttp
{
public:
    // From `from` when given (another loopback address, 127.0.0.2, is another client address).
    bool connectTo(quint16 port, const QHostAddress &from = {})
    {
        if (!from.isNull() && !m_socket.bind(from))
            return false;
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        return QTest::qWaitFor(
            [this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }
    // The next whole response, none if it has not come within `ms`.
    std::optional<HttpReply> reply(int ms = 10000)
    {
        std::optional<HttpReply> out;
        [[maybe_unused]] const bool arrived =
            QTest::qWaitFor([&] { return (out = takeReply()).has_value(); }, ms);
        return out;
    }
    // Whether the server closed the connection within `ms`.
    bool closedWithin(int ms)
    {
        return QTest::qWaitFor(
            [this] {
                m_buffer += m_socket.readAll();
                return m_socket.state() == QAbstractSocket::UnconnectedState;
            },
            ms);
    }
    QTcpSocket &socket() { return m_socket; }

private:
    std::optional<HttpReply> takeReply()
    {
        m_buffer += m_socket.readAll();
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return std::nullopt;
        HttpReply reply;
        const QList<QByteArray> lines = m_buffer.first(end).split('\n');
        reply.status = lines.first().split(' ').value(1).toInt();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            reply.headers.insert(lines[i].first(colon).trimmed().toLower(),
                                 lines[i].sliced(colon + 1).trimmed());
        }
        const qsizetype length = reply.headers.value("content-length").toLongLong();
        if (m_buffer.size() < end + 4 + length)
            return std::nullopt;
        reply.body = m_buffer.sliced(end + 4, length);
        m_buffer.remove(0, end + 4 + length);
        return reply;
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
};

} // namespace lw::test
