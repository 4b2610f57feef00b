// A scripted HTTP server for the tests of endpoint clients (tst_awsclient, tst_remoteapi): it
// answers the n-th request with the n-th scripted answer (the last one again after the script
// ends), keeps every request as received, and so also counts what a client sent. An empty
// answer holds the connection silent. It listens on 127.0.0.1 through the QTcpServer it is given:
// a QSslServer, set up with a certificate and key, makes it an HTTPS server. Its sockets live on
// the test's thread, so a client blocking in a local event loop there is answered.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>

namespace lw::test {

class ScriptedServer : public QObject
{
public:
    explicit ScriptedServer(QList<QByteArray> answers,
                            std::unique_ptr<QTcpServer> server = std::make_unique<QTcpServer>())
        : m_server(std::move(server)), m_answers(std::move(answers))
    {
        m_server->listen(QHostAddress::LocalHost);
        // Emitted for a plain connection at once and for a QSslServer's after its handshake,
        // where newConnection() would hand out a socket still handshaking.
        connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        });
    }
    quint16 port() const { return m_server->serverPort(); }
    const QList<QByteArray> &requests() const { return m_requests; }

    // A JSON 1.0 answer: `status` with `body`.
    static QByteArray answer(int status, const QByteArray &body)
    {
        return "HTTP/1.1 " + QByteArray::number(status) +
               " X\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: " +
               QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buffer.first(end).toLower();
        const qsizetype at = head.indexOf("content-length:");
        const qsizetype lineEnd = at < 0 ? -1 : head.indexOf('\r', at);
        const qsizetype length =
            at < 0 ? 0
                   : head.sliced(at + 15, (lineEnd < 0 ? head.size() : lineEnd) - at - 15)
                         .trimmed()
                         .toInt();
        if (buffer.size() < end + 4 + length)
            return;
        m_requests.append(buffer.first(end + 4 + length));
        buffer.remove(0, end + 4 + length);
        const QByteArray reply = m_answers.at(std::min(m_requests.size(), m_answers.size()) - 1);
        if (!reply.isEmpty())
            socket->write(reply);
    }

    std::unique_ptr<QTcpServer> m_server;
    QList<QByteArray> m_answers;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace lw::test
