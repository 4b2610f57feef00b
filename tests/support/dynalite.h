// dynalite, another implementation of DynamoDB's API (tests/sdk's pinned npm package), as a
// remote endpoint for the tests of core/remote (tst_tablecopy, tst_remoteapi), beside `lwb serve
// --in-memory` (lwbrun.h): a child process on a free port of 127.0.0.1, in memory, its tables
// ACTIVE at once, killed with the object. It has no DynamoDB Streams, no TTL beyond
// DescribeTimeToLive and no PartiQL. LW_SDK_DIR is tests/sdk, where `npm ci` installed it.
#pragma once

#include "aws/awsclient.h"
#include "check.h"

#include <QHostAddress>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

namespace lw::test {

// An endpoint of a test's child server at `port`, signed for us-east-1.
inline aws::Endpoint localEndpoint(quint16 port)
{
    return {QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), QStringLiteral("us-east-1")};
}

// Keys that a server without --credentials, and dynalite, accept.
inline const aws::AwsCredentials kAnyKeys{"AKIDEXAMPLE", "secret", {}};

class Dynalite
{
public:
    // Starts it and waits until it takes connections. One that does not come up within 15 s
    // fails the running test with why, and has port() 0.
    explicit Dynalite(std::source_location where = std::source_location::current())
    {
        QTcpServer probe; // a free port
        probe.listen(QHostAddress::LocalHost);
        const quint16 port = probe.serverPort();
        probe.close();
        m_process.start(QStringLiteral("node"),
                        {QStringLiteral(LW_SDK_DIR "/node_modules/dynalite/cli.js"),
                         QStringLiteral("--port"), QString::number(port), QStringLiteral("--host"),
                         QStringLiteral("127.0.0.1"), QStringLiteral("--createTableMs"),
                         QStringLiteral("0"), QStringLiteral("--updateTableMs"),
                         QStringLiteral("0")});
        if (!m_process.waitForStarted(10000)) {
            fail(QStringLiteral("dynalite did not start: ") + m_process.errorString(), where);
            return;
        }
        const bool listening = QTest::qWaitFor(
            [&] {
                QTcpSocket socket;
                socket.connectToHost(QHostAddress::LocalHost, port);
                return socket.waitForConnected(100) || m_process.state() == QProcess::NotRunning;
            },
            15000);
        if (!listening || m_process.state() != QProcess::Running) {
            fail(QStringLiteral("dynalite did not come up: ") +
                     QString::fromUtf8(m_process.readAllStandardError()),
                 where);
            return;
        }
        m_port = port;
    }
    ~Dynalite()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
    Dynalite(const Dynalite &) = delete;
    Dynalite &operator=(const Dynalite &) = delete;

    quint16 port() const { return m_port; }
    aws::Endpoint endpoint() const { return localEndpoint(m_port); }

private:
    QProcess m_process;
    quint16 m_port = 0;
};

} // namespace lw::test
