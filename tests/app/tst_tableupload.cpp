// "Upload table to endpoint" (core/remote/tableupload.h) to `lwb serve --in-memory` and to
// dynalite: a table with every part a copy carries and its 130 items made and written remotely,
// then copied back home (tablecopy.h) item for item, definition for definition; an upload into
// an empty remote table of the same key; the refusals that write nothing (a remote table with
// items, one with another key, no such local table); a cancel; throttled writes sent again; and
// `lwb --endpoint URL upload-table`.
#include "aws/awsclient.h"
#include "lwbrun.h"
#include "remote/tablecopy.h"
#include "remote/tableupload.h"
#include "remoteservers.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr int kItems = 130;

const char *kEmptyOrders = R"({"BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
    {"AttributeName": "SK", "AttributeType": "N"}]})";

const char *kOtherKey = R"({"BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})";

std::expected<QJsonObject, aws::AwsError> call(aws::AwsClient &client, const QString &action,
                                               const QJsonObject &request)
{
    return client.call(u"DynamoDB_20120810."_s + action, request);
}

// Makes `table` remotely from `request` (kEmptyOrders, kOtherKey), ACTIVE: dynalite's stays
// CREATING until its next turn of the event loop, however short its createTableMs.
bool create(aws::AwsClient &client, const QString &table, const char *request)
{
    QJsonObject create = json(request);
    create.insert(u"TableName"_s, table);
    if (!call(client, u"CreateTable"_s, create))
        return false;
    return QTest::qWaitFor(
        [&] {
            const auto described = call(client, u"DescribeTable"_s, {{u"TableName"_s, table}});
            return described &&
                   described->value(u"Table"_s)[u"TableStatus"_s].toString() == u"ACTIVE"_s;
        },
        5000);
}

// The items of the remote `table`, over every page (a throttled endpoint may answer a short one);
// -1 when a Scan fails.
qint64 remoteCount(aws::AwsClient &client, const QString &table)
{
    QJsonObject scan{{u"TableName"_s, table}, {u"Select"_s, u"COUNT"_s}};
    qint64 count = 0;
    for (bool more = true; more;) {
        const auto page = call(client, u"Scan"_s, scan);
        if (!page)
            return -1;
        count += page->value(u"Count"_s).toInteger();
        more = page->contains(u"LastEvaluatedKey"_s);
        scan.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
    }
    return count;
}

// The local Orders table with kItems orders, TTL on expiresAt unless `timeToLive` is false (where
// a remote clock following real time would sweep the expired ones while the test counts); without
// its stream for an endpoint that has none (dynalite).
void fill(TestWorkspace &local, bool stream, bool timeToLive = true)
{
    QJsonObject table = json(kOrdersTable);
    if (!stream)
        table.remove(u"StreamSpecification"_s);
    local.ok(u"CreateTable"_s, table);
    if (timeToLive)
        local.ok(u"UpdateTimeToLive"_s, R"({"TableName": "Orders", "TimeToLiveSpecification":
                                        {"Enabled": true, "AttributeName": "expiresAt"}})");
    const qint64 nowSeconds =
        local.ok(u"DescribeClock"_s, "{}").value(u"ClockMillis"_s).toInteger() / 1000;
    for (int i = 0; i < kItems; ++i)
        local.ok(u"PutItem"_s,
                 QJsonObject{{u"TableName"_s, u"Orders"_s}, {u"Item"_s, orderItem(i, nowSeconds)}});
}

QJsonArray localItems(TestWorkspace &local, const QString &table)
{
    return local.ok(u"Scan"_s, QJsonObject{{u"TableName"_s, table}}).value(u"Items"_s).toArray();
}

QJsonObject localTable(TestWorkspace &local, const QString &table)
{
    return local.ok(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, table}})
        .value(u"Table"_s)
        .toObject();
}

} // namespace

class TestTableUpload : public QObject, public LwbRunner
{
    Q_OBJECT

    QProcess m_server;
    QProcess m_dynalite;
    quint16 m_serverPort = 0;
    quint16 m_dynalitePort = 0;
    std::unique_ptr<aws::AwsClient> m_served;
    std::unique_ptr<aws::AwsClient> m_other;

    // The endpoint of a data row: "lwb serve" or "dynalite".
    aws::AwsClient &endpoint(const QString &name)
    {
        return name == u"dynalite"_s ? *m_other : *m_served;
    }
    quint16 port(const QString &name)
    {
        return name == u"dynalite"_s ? m_dynalitePort : m_serverPort;
    }

    void endpoints()
    {
        QTest::addColumn<QString>("endpoint");
        QTest::newRow("lwb serve") << u"lwb serve"_s;
        QTest::newRow("dynalite") << u"dynalite"_s;
    }

private slots:
    void initTestCase()
    {
        m_serverPort = serve(m_server);
        QVERIFY(m_serverPort != 0);
        m_served = localClient(m_serverPort);
        m_dynalitePort = startDynalite(m_dynalite);
        QVERIFY(m_dynalitePort != 0);
        m_other = localClient(m_dynalitePort);
    }

    void cleanupTestCase()
    {
        m_server.terminate();
        m_server.waitForFinished(10000);
        m_dynalite.kill();
        m_dynalite.waitForFinished(5000);
    }

    // Local → upload → copy back: the same items and definition, TTL on where the endpoint has
    // it and skipped, with the reason, where it has not.
    void aRoundTrip_data() { endpoints(); }
    void aRoundTrip()
    {
        QFETCH(QString, endpoint);
        const bool dynalite = endpoint == u"dynalite"_s;
        TestWorkspace local;
        fill(local, !dynalite);
        const auto report =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, this->endpoint(endpoint));
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->table, u"Orders"_s);
        QCOMPARE(report->items, kItems);
        QVERIFY(report->created);
        QVERIFY(!report->cancelled);
        QVERIFY2(report->writeUnits >= kItems, qPrintable(QString::number(report->writeUnits)));
        QCOMPARE(report->timeToLive, !dynalite);
        if (dynalite)
            QVERIFY2(report->timeToLiveSkipped.startsWith(
                         u"the endpoint has no TTL (UpdateTimeToLive: UnknownOperationException"_s),
                     qPrintable(report->timeToLiveSkipped));
        else
            QCOMPARE(report->timeToLiveSkipped, QString());

        TestWorkspace home;
        const auto back =
            remote::copyTable(this->endpoint(endpoint), u"Orders"_s, home.workspace().api());
        QVERIFY2(back, back ? "" : qPrintable(back.error()));
        QCOMPARE(back->items, kItems);
        QCOMPARE(back->timeToLive, !dynalite);
        QCOMPARE(sortedItems(localItems(home, u"Orders"_s)),
                 sortedItems(localItems(local, u"Orders"_s)));
        QCOMPARE(definition(localTable(home, u"Orders"_s)),
                 definition(localTable(local, u"Orders"_s)));
    }

    // An empty remote table of the same key is written into, its own billing kept.
    void intoAnEmptyTable_data() { endpoints(); }
    void intoAnEmptyTable()
    {
        QFETCH(QString, endpoint);
        aws::AwsClient &client = this->endpoint(endpoint);
        QVERIFY(create(client, u"Empty"_s, kEmptyOrders));
        TestWorkspace local;
        fill(local, false);
        remote::UploadOptions options;
        options.remoteName = u"Empty"_s;
        const auto report =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, client, options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QVERIFY(!report->created);
        QCOMPARE(report->items, kItems);
        QCOMPARE(remoteCount(client, u"Empty"_s), kItems);
        const auto described = call(client, u"DescribeTable"_s, {{u"TableName"_s, u"Empty"_s}});
        QVERIFY(described);
        QVERIFY(!described->value(u"Table"_s).toObject().contains(u"GlobalSecondaryIndexes"_s));
    }

    // A remote table with an item, or with another key, or no local table: refused, nothing
    // written.
    void refusals_data() { endpoints(); }
    void refusals()
    {
        QFETCH(QString, endpoint);
        aws::AwsClient &client = this->endpoint(endpoint);
        TestWorkspace local;
        fill(local, false);
        remote::UploadOptions options;

        QVERIFY(create(client, u"Full"_s, kEmptyOrders));
        QVERIFY(call(client, u"PutItem"_s,
                     {{u"TableName"_s, u"Full"_s}, {u"Item"_s, orderItem(1000, 0)}}));
        options.remoteName = u"Full"_s;
        const auto full =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, client, options);
        QVERIFY(!full);
        QCOMPARE(full.error(),
                 u"remote table Full holds items: an upload writes into an empty table only"_s);
        QCOMPARE(remoteCount(client, u"Full"_s), 1);

        QVERIFY(create(client, u"OtherKey"_s, kOtherKey));
        options.remoteName = u"OtherKey"_s;
        const auto other =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, client, options);
        QVERIFY(!other);
        QCOMPARE(other.error(), u"remote table OtherKey has another key schema: PK (S) HASH, SK "
                                u"(N) RANGE here, id (S) HASH there"_s);
        QCOMPARE(remoteCount(client, u"OtherKey"_s), 0);

        options.remoteName = u"Never"_s;
        const auto missing =
            remote::uploadTable(local.workspace().api(), u"nope"_s, client, options);
        QVERIFY(!missing);
        QCOMPARE(missing.error(), u"local DescribeTable: ResourceNotFoundException: Requested "
                                  u"resource not found: Table: nope not found"_s);
        QVERIFY(!call(client, u"DescribeTable"_s, {{u"TableName"_s, u"Never"_s}}));
    }

    // progress() saying stop after the first batch: the 25 written stay, and the report says so.
    void aCancelKeepsWhatWasWritten()
    {
        TestWorkspace local;
        fill(local, true);
        remote::UploadOptions options;
        options.remoteName = u"Cancelled"_s;
        options.progress = [](qint64 uploaded) { return uploaded < 25; };
        const auto report =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, *m_served, options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QVERIFY(report->cancelled);
        QCOMPARE(report->items, 25);
        QCOMPARE(remoteCount(*m_served, u"Cancelled"_s), 25);
    }

    // `lwb serve --throughput-limits` and an empty table of 40 WCU: the batches past each
    // second's 40 writes come back as UnprocessedItems, or refused whole, and are sent again
    // until all 130 items are there, each costing its one unit once.
    void throttledWritesAreSentAgain()
    {
        QProcess limited;
        const quint16 limitedPort = serve(limited, {}, {u"--throughput-limits"_s});
        QVERIFY(limitedPort != 0);
        const auto client = localClient(limitedPort);
        QJsonObject slow = json(kEmptyOrders);
        slow.insert(u"BillingMode"_s, u"PROVISIONED"_s);
        slow.insert(u"ProvisionedThroughput"_s,
                    QJsonObject{{u"ReadCapacityUnits"_s, 5}, {u"WriteCapacityUnits"_s, 40}});
        slow.insert(u"TableName"_s, u"Slow"_s);
        QVERIFY(call(*client, u"CreateTable"_s, slow));
        TestWorkspace local;
        fill(local, false, false);
        remote::UploadOptions options;
        options.remoteName = u"Slow"_s;
        const auto report =
            remote::uploadTable(local.workspace().api(), u"Orders"_s, *client, options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->items, kItems);
        QCOMPARE(report->writeUnits, double(kItems));
        QCOMPARE(remoteCount(*client, u"Slow"_s), kItems);
        limited.terminate();
        limited.waitForFinished(10000);
    }

    // lwb --endpoint URL upload-table, with the credentials from the environment; a second
    // upload of the same table is refused.
    void theCommandLine_data() { endpoints(); }
    void theCommandLine()
    {
        QFETCH(QString, endpoint);
        qputenv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
        qputenv("AWS_SECRET_ACCESS_KEY", "secret");
        const QString url = localUrl(port(endpoint));
        TestWorkspace local;
        fill(local, endpoint != u"dynalite"_s);
        local.close();
        const QStringList upload{u"--endpoint"_s,    url,     u"upload-table"_s, u"Orders"_s,
                                 u"--remote-name"_s, u"cli"_s};
        const Run uploaded = lwbOn(local.path(), upload);
        QVERIFY2(uploaded.exitCode == 0, uploaded.err.constData());
        QVERIFY2(uploaded.out.startsWith(
                     u"uploaded 130 item(s) of Orders to %1 (table cli, "_s.arg(url).toUtf8()),
                 uploaded.out.constData());
        QVERIFY2(uploaded.out.contains(endpoint == u"dynalite"_s
                                           ? ", TTL skipped: the endpoint has no TTL"
                                           : ", TTL on)"),
                 uploaded.out.constData());
        QCOMPARE(remoteCount(this->endpoint(endpoint), u"cli"_s), kItems);
        const Run again = lwbOn(local.path(), upload);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("lwb: remote table cli holds items"), again.err.constData());

        QCOMPARE(lwbOn(local.path(), {u"upload-table"_s, u"Orders"_s}).exitCode, 64);
        QCOMPARE(lwbOn(local.path(), {u"--endpoint"_s, url, u"copy-table"_s, u"Orders"_s,
                                      u"--remote-name"_s, u"x"_s})
                     .exitCode,
                 64);
    }
};

QTEST_MAIN(TestTableUpload)
#include "tst_tableupload.moc"
