// Remote endpoints for the tests and benchmarks that talk to one (tst_tablecopy, tst_tableupload,
// bench_remote), and what they judge a table moved between two endpoints by:
//   - startDynalite(): dynalite, another implementation (tests/sdk's pinned npm package, which
//     `cd tests/sdk && npm ci` installs), in memory, in a process of its own, with its tables
//     ACTIVE at once. `lwb serve --in-memory` is LwbRunner::serve() (lwbrun.h).
//   - localClient(): a signed client of such an endpoint on 127.0.0.1.
//   - kOrdersTable and orderItem(): a table with every part a copy carries (provisioned, a GSI
//     with INCLUDE, an LSI with KEYS_ONLY, a stream) and its items.
//   - sortedItems() and definition(): two tables' items and definitions, comparable whatever
//     their order and whichever endpoint described them.
// LW_SDK_DIR is tests/sdk, which the target defines.
#pragma once

#include "aws/awsclient.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

inline QString localUrl(quint16 port)
{
    return u"http://127.0.0.1:%1"_s.arg(port);
}

// A client of the endpoint on 127.0.0.1:`port`, signing for us-east-1 with test credentials
// (AKIDEXAMPLE / secret), which any local endpoint takes.
inline std::unique_ptr<aws::AwsClient> localClient(quint16 port)
{
    return std::make_unique<aws::AwsClient>(aws::Endpoint{QUrl(localUrl(port)), u"us-east-1"_s},
                                            aws::AwsCredentials{"AKIDEXAMPLE", "secret", {}});
}

// Starts dynalite in `process` on a free port of 127.0.0.1, tables made, updated and deleted at
// once; returns the port once it takes connections, or 0 (with dynalite's stderr in a warning)
// when it did not start within 15 s. The caller kills `process`.
inline quint16 startDynalite(QProcess &process)
{
    QTcpServer probe; // a free port for dynalite
    if (!probe.listen(QHostAddress::LocalHost))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    process.start(u"node"_s,
                  {QStringLiteral(LW_SDK_DIR) + u"/node_modules/dynalite/cli.js"_s, u"--port"_s,
                   QString::number(port), u"--host"_s, u"127.0.0.1"_s, u"--createTableMs"_s, u"0"_s,
                   u"--deleteTableMs"_s, u"0"_s, u"--updateTableMs"_s, u"0"_s});
    if (!process.waitForStarted(10000)) {
        qWarning("node did not start: %s", qPrintable(process.errorString()));
        return 0;
    }
    const bool listening = QTest::qWaitFor(
        [&] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            return socket.waitForConnected(100) || process.state() == QProcess::NotRunning;
        },
        15000);
    if (!listening || process.state() != QProcess::Running) {
        qWarning("dynalite did not start: %s", process.readAllStandardError().constData());
        return 0;
    }
    return port;
}

// Orders: provisioned, PK/SK (S/N), a GSI on status with INCLUDE, an LSI on placed with
// KEYS_ONLY, a NEW_IMAGE stream (which dynalite does not take: remove it there).
inline const char *kOrdersTable = R"({"TableName": "Orders", "BillingMode": "PROVISIONED",
  "ProvisionedThroughput": {"ReadCapacityUnits": 7, "WriteCapacityUnits": 3},
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
    {"AttributeName": "SK", "AttributeType": "N"}, {"AttributeName": "status", "AttributeType": "S"},
    {"AttributeName": "placed", "AttributeType": "N"}],
  "GlobalSecondaryIndexes": [{"IndexName": "byStatus",
    "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
    "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]},
    "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 1}}],
  "LocalSecondaryIndexes": [{"IndexName": "byPlaced",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "placed", "KeyType": "RANGE"}],
    "Projection": {"ProjectionType": "KEYS_ONLY"}}],
  "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})";

// Order `i` of customer "CUSTOMER#<i % 13>": every tenth expired an hour before `nowSeconds`
// (on expiresAt), the others a day after it; every third without a status, so out of the GSI.
inline QJsonObject orderItem(int i, qint64 nowSeconds)
{
    const auto n = [](qint64 v) { return QJsonObject{{u"N"_s, QString::number(v)}}; };
    QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, u"CUSTOMER#%1"_s.arg(i % 13)}}},
                     {u"SK"_s, n(i)},
                     {u"placed"_s, n(1000 + i)},
                     {u"total"_s, QJsonObject{{u"N"_s, u"%1.25"_s.arg(i)}}},
                     {u"expiresAt"_s, n(nowSeconds + (i % 10 ? 86400 : -3600))}};
    if (i % 3)
        item.insert(u"status"_s, QJsonObject{{u"S"_s, i % 2 ? u"OPEN"_s : u"SHIPPED"_s}});
    return item;
}

// The items of a Scan or Query, sorted by their JSON, so that two tables compare whatever their
// order.
inline QStringList sortedItems(const QJsonArray &items)
{
    QStringList out;
    for (const QJsonValue &item : items)
        out << QString::fromUtf8(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact));
    out.sort();
    return out;
}

// What two tables' definitions must share, as DescribeTable reports them: keys, attribute
// definitions, the stream, throughput, the indexes' keys and projections.
inline QJsonObject definition(const QJsonObject &table)
{
    QJsonObject out;
    for (const QString &member :
         {u"KeySchema"_s, u"AttributeDefinitions"_s, u"StreamSpecification"_s})
        out.insert(member, table.value(member));
    out.insert(u"RCU"_s, table[u"ProvisionedThroughput"_s][u"ReadCapacityUnits"_s]);
    out.insert(u"WCU"_s, table[u"ProvisionedThroughput"_s][u"WriteCapacityUnits"_s]);
    for (const QString &member : {u"GlobalSecondaryIndexes"_s, u"LocalSecondaryIndexes"_s}) {
        QJsonArray indexes;
        for (const QJsonValue &index : table.value(member).toArray())
            indexes.append(QJsonObject{{u"IndexName"_s, index[u"IndexName"_s]},
                                       {u"KeySchema"_s, index[u"KeySchema"_s]},
                                       {u"Projection"_s, index[u"Projection"_s]}});
        out.insert(member, indexes);
    }
    return out;
}

} // namespace lw::test
