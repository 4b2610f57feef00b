#include "powerload.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QtEndian>

#include <memory>
#include <time.h>

using namespace Qt::StringLiterals;

namespace lw::crash {

quint64 monotonicNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return quint64(ts.tv_sec) * 1000000000ull + quint64(ts.tv_nsec);
}

namespace {

QJsonObject s(const QString &text)
{
    return QJsonObject{{u"S"_s, text}};
}

// 20 to 6,000 bytes, so that some items take overflow pages and writes split and free pages.
QString padOf(const QString &key, int version)
{
    const QByteArray digest =
        QCryptographicHash::hash((key + u'/' + QString::number(version)).toUtf8(),
                                 QCryptographicHash::Sha256)
            .toHex();
    const int length = 20 + int(qFromBigEndian<quint32>(digest.constData()) % 5980);
    return QString::fromLatin1(digest.repeated(length / digest.size() + 1).first(length));
}

QByteArray request(const QByteArray &target, const QJsonObject &body)
{
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    // Any well-formed Authorization: the endpoint checks no credentials here.
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: AWS4-HMAC-SHA256 "
           "Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/aws4_request, SignedHeaders=host, "
           "Signature=0\r\nX-Amz-Date: 20261201T000000Z\r\nX-Amz-Target: DynamoDB_20120810." +
           target + "\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: " +
           QByteArray::number(json.size()) + "\r\n\r\n" + json;
}

QByteArray writeRequest(const QString &key, const KeyWrite &write)
{
    const QJsonObject keyJson{{u"pk"_s, s(key)}};
    switch (write.kind) {
    case WriteKind::Put:
        return request("PutItem",
                       {{u"TableName"_s, kPowerTable}, {u"Item"_s, itemJson(key, write.version)}});
    case WriteKind::Update: {
        const QJsonObject item = itemJson(key, write.version);
        QJsonObject values{{u":v"_s, item[u"v"_s]}, {u":p"_s, item[u"pad"_s]}};
        QString expression = u"SET #v = :v, #p = :p"_s;
        if (item.contains(u"g"_s)) {
            expression += u", #g = :g"_s;
            values.insert(u":g"_s, item[u"g"_s]);
        } else {
            expression += u" REMOVE #g"_s;
        }
        const QJsonObject names{{u"#v"_s, u"v"_s}, {u"#p"_s, u"pad"_s}, {u"#g"_s, u"g"_s}};
        return request("UpdateItem", {{u"TableName"_s, kPowerTable},
                                      {u"Key"_s, keyJson},
                                      {u"UpdateExpression"_s, expression},
                                      {u"ExpressionAttributeNames"_s, names},
                                      {u"ExpressionAttributeValues"_s, values}});
    }
    case WriteKind::Delete:
        return request("DeleteItem", {{u"TableName"_s, kPowerTable}, {u"Key"_s, keyJson}});
    }
    return {};
}

// One client: its own connection and keys, one write at a time.
class Client : public QObject
{
public:
    Client(quint16 port, QList<KeyHistory *> keys, quint32 seed, PowerLoadResult &result)
        : m_keys(std::move(keys)), m_random(seed), m_result(result)
    {
        connect(&m_socket, &QTcpSocket::connected, this, &Client::sendNext);
        connect(&m_socket, &QTcpSocket::readyRead, this, &Client::read);
        m_socket.connectToHost(u"127.0.0.1"_s, port);
    }
    void stop() { m_stopped = true; }

private:
    void sendNext()
    {
        if (m_stopped)
            return;
        m_current = m_keys[m_random.bounded(int(m_keys.size()))];
        const int roll = m_random.bounded(100);
        const WriteKind kind = roll < 45   ? WriteKind::Put
                               : roll < 80 ? WriteKind::Update
                                           : WriteKind::Delete;
        m_current->writes.append(KeyWrite{kind, int(m_current->writes.size()) + 1});
        m_socket.write(writeRequest(m_current->key, m_current->writes.last()));
    }

    void read()
    {
        m_buffer += m_socket.readAll();
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        static const QRegularExpression length(u"(?i)content-length:\\s*(\\d+)"_s);
        const auto match = length.match(QString::fromLatin1(m_buffer.first(end)));
        const qsizetype bodyLength = match.hasMatch() ? match.captured(1).toLongLong() : 0;
        if (m_buffer.size() < end + 4 + bodyLength)
            return;
        const quint64 now = monotonicNs();
        const QByteArray statusLine = m_buffer.first(m_buffer.indexOf("\r\n"));
        const QByteArray body = m_buffer.sliced(end + 4, bodyLength);
        m_buffer.remove(0, end + 4 + bodyLength);
        if (!statusLine.contains(" 200 ")) {
            if (m_result.error.isEmpty())
                m_result.error = u"A write was answered %1: %2"_s.arg(
                    QString::fromLatin1(statusLine), QString::fromUtf8(body));
            return; // this client stops
        }
        m_current->writes.last().ackNs = now;
        ++m_result.answered;
        sendNext();
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
    QList<KeyHistory *> m_keys;
    KeyHistory *m_current = nullptr;
    QRandomGenerator m_random;
    PowerLoadResult &m_result;
    bool m_stopped = false;
};

QJsonObject createTableRequest()
{
    const auto attribute = [](const QString &name) {
        return QJsonObject{{u"AttributeName"_s, name}, {u"AttributeType"_s, u"S"_s}};
    };
    const auto hashKey = [](const QString &name) {
        return QJsonArray{QJsonObject{{u"AttributeName"_s, name}, {u"KeyType"_s, u"HASH"_s}}};
    };
    return {
        {u"TableName"_s, kPowerTable},
        {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
        {u"KeySchema"_s, hashKey(u"pk"_s)},
        {u"AttributeDefinitions"_s, QJsonArray{attribute(u"pk"_s), attribute(u"g"_s)}},
        {u"GlobalSecondaryIndexes"_s,
         QJsonArray{QJsonObject{{u"IndexName"_s, u"byG"_s},
                                {u"KeySchema"_s, hashKey(u"g"_s)},
                                {u"Projection"_s, QJsonObject{{u"ProjectionType"_s, u"ALL"_s}}}}}},
        {u"StreamSpecification"_s,
         QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s}}}};
}

} // namespace

QJsonObject itemJson(const QString &key, int version)
{
    QJsonObject item{{u"pk"_s, s(key)},
                     {u"v"_s, QJsonObject{{u"N"_s, QString::number(version)}}},
                     {u"pad"_s, s(padOf(key, version))}};
    if (version % 2 == 0)
        item.insert(u"g"_s, s(u"g%1"_s.arg(version % 3)));
    return item;
}

PowerLoadResult runPowerLoad(const PowerLoadOptions &options)
{
    PowerLoadResult result;
    QTemporaryDir dataHome; // keeps lwb away from the real default workspace
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, dataHome.path());

    QProcess create;
    create.setProcessEnvironment(env);
    create.start(options.lwb, {u"--workspace"_s, options.workspace, u"call"_s, u"CreateTable"_s,
                               QString::fromUtf8(QJsonDocument(createTableRequest()).toJson())});
    if (!create.waitForFinished(60000) || create.exitCode() != 0) {
        result.error =
            u"lwb call CreateTable failed: "_s + QString::fromUtf8(create.readAllStandardError());
        return result;
    }
    QFile data(options.workspace + u"/data.mdb"_s);
    if (!data.open(QIODevice::ReadOnly)) {
        result.error = u"No data.mdb after CreateTable"_s;
        return result;
    }
    result.base = data.readAll();

    QProcess server;
    env.insert(u"LD_PRELOAD"_s, options.interposer);
    env.insert(u"LWB_WRITELOG"_s, options.logPath);
    env.insert(u"LWB_WRITELOG_DIR"_s, options.workspace);
    server.setProcessEnvironment(env);
    server.start(options.lwb, {u"--workspace"_s, options.workspace, u"serve"_s, u"--port"_s, u"0"_s,
                               u"--settle-ms"_s, u"0"_s, u"--ttl-settle-ms"_s, u"2000"_s});
    static const QRegularExpression serving(u"at http://127\\.0\\.0\\.1:(\\d+)"_s);
    QByteArray printed;
    QRegularExpressionMatch match;
    const QDeadlineTimer started(20000);
    while (!(match = serving.match(QString::fromUtf8(printed))).hasMatch() &&
           !started.hasExpired() && server.state() != QProcess::NotRunning) {
        server.waitForReadyRead(100);
        printed += server.readAllStandardOutput();
    }
    if (!match.hasMatch()) {
        result.error = u"lwb serve did not start: "_s + QString::fromUtf8(printed) +
                       QString::fromUtf8(server.readAllStandardError());
        return result;
    }
    const quint16 port = quint16(match.captured(1).toUInt());

    QRandomGenerator random(options.seed);
    for (int c = 0; c < options.clients; ++c)
        for (int k = 0; k < options.keysPerClient; ++k)
            result.keys.append(KeyHistory{u"c%1-k%2"_s.arg(c).arg(k), {}});
    std::vector<std::unique_ptr<Client>> clients;
    for (int c = 0; c < options.clients; ++c) {
        QList<KeyHistory *> keys;
        for (int k = 0; k < options.keysPerClient; ++k)
            keys.append(&result.keys[c * options.keysPerClient + k]);
        clients.push_back(std::make_unique<Client>(port, keys, random.generate(), result));
    }
    QEventLoop loop;
    QTimer::singleShot(options.milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    server.kill(); // SIGKILL, with calls in flight
    server.waitForFinished(10000);
    for (auto &client : clients)
        client->stop();
    return result;
}

} // namespace lw::crash
