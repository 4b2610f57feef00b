// "Copy to workspace" (core/remote/tablecopy.h) with `lwb serve --in-memory` as the remote
// endpoint: a provisioned table with a GSI, an LSI, a stream and TTL, 130 items (some already
// expired), brought home item for item with its definition and the clock at the remote's now;
// a limit over several segments, one partition by a Query, a cancel, and the refusals that write
// nothing; the same from dynalite, another implementation; and `lwb --endpoint` call and
// copy-table, with --query.
#include "aws/awsclient.h"
#include "engine/engine.h"
#include "lwbrun.h"
#include "remote/tablecopy.h"
#include "remoteservers.h"
#include "scriptedserver.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr int kItems = 130;

// How many orders the GSI holds as OPEN (escaped, not raw: moc skips a file whose raw string
// holds '#').
const char *kOpenOrders =
    "{\"TableName\": \"Orders\", \"IndexName\": \"byStatus\", \"Select\": \"COUNT\", "
    "\"KeyConditionExpression\": \"#s = :s\", \"ExpressionAttributeNames\": {\"#s\": "
    "\"status\"}, \"ExpressionAttributeValues\": {\":s\": {\"S\": \"OPEN\"}}}";

// The orders of one customer, by a Query (escaped: see above).
const char *kCustomer3 =
    "{\"KeyConditionExpression\": \"PK = :pk\", \"FilterExpression\": \"attribute_exists(#s)\", "
    "\"ExpressionAttributeNames\": {\"#s\": \"status\"}, \"ExpressionAttributeValues\": "
    "{\":pk\": {\"S\": \"CUSTOMER#3\"}}}";

} // namespace

class TestTableCopy : public QObject, public LwbRunner
{
    Q_OBJECT

    QProcess m_server;
    std::unique_ptr<aws::AwsClient> m_remote;
    qint64 m_nowMs = 0;
    quint16 m_port = 0;

    std::expected<QJsonObject, aws::AwsError> remote(const QString &action,
                                                     const QJsonObject &request)
    {
        return m_remote->call(u"DynamoDB_20120810."_s + action, request);
    }

private slots:
    void initTestCase()
    {
        m_port = serve(m_server);
        QVERIFY(m_port != 0);
        m_remote = localClient(m_port);
        QVERIFY(remote(u"CreateTable"_s, json(kOrdersTable)));
        QVERIFY(
            remote(u"UpdateTimeToLive"_s, json(R"({"TableName": "Orders", "TimeToLiveSpecification":
                                {"Enabled": true, "AttributeName": "expiresAt"}})")));
        const auto clock = remote(u"DescribeClock"_s, {});
        QVERIFY(clock);
        m_nowMs = clock->value(u"ClockMillis"_s).toInteger();
        for (int i = 0; i < kItems; ++i)
            QVERIFY(remote(u"PutItem"_s, {{u"TableName"_s, u"Orders"_s},
                                          {u"Item"_s, orderItem(i, m_nowMs / 1000)}}));
    }

    // lwb --endpoint: call and copy-table, with the credentials from the environment.
    void theCommandLine()
    {
        qputenv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
        qputenv("AWS_SECRET_ACCESS_KEY", "secret");
        const QString endpoint = localUrl(m_port);
        const Run listed = lwb({u"--endpoint"_s, endpoint, u"call"_s, u"ListTables"_s});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QCOMPARE(jsonText(jsonAt(parseObject(listed.out), u"TableNames.0"_s)), u"Orders"_s);
        const Run missing = lwb({u"--endpoint"_s, endpoint, u"call"_s, u"DescribeTable"_s,
                                 uR"({"TableName": "nope"})"_s});
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(jsonText(jsonAt(parseObject(missing.err), u"__type"_s)),
                 dynamodb(u"ResourceNotFoundException"));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run copied = lwbOn(dir.path(), {u"--endpoint"_s, endpoint, u"copy-table"_s,
                                              u"Orders"_s, u"--limit"_s, u"30"_s});
        QVERIFY2(copied.exitCode == 0, copied.err.constData());
        QVERIFY2(copied.out.startsWith("copied 30 item(s) of Orders into "),
                 copied.out.constData());
        QVERIFY(copied.out.contains("TTL on"));
        const Run counted = lwbOn(
            dir.path(), {u"call"_s, u"Scan"_s, uR"({"TableName": "Orders", "Select": "COUNT"})"_s});
        QCOMPARE(jsonText(jsonAt(parseObject(counted.out), u"Count"_s)), u"30"_s);
        const Run again =
            lwbOn(dir.path(), {u"--endpoint"_s, endpoint, u"copy-table"_s, u"Orders"_s});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("local CreateTable: ResourceInUseException"),
                 again.err.constData());

        // One customer's orders with a status, by --query: 10 of the 130 are CUSTOMER#3's,
        // 6 of them with a status.
        const Run partition =
            lwbOn(dir.path(), {u"--endpoint"_s, endpoint, u"copy-table"_s, u"Orders"_s, u"--as"_s,
                               u"customer3"_s, u"--query"_s, QString::fromUtf8(kCustomer3)});
        QVERIFY2(partition.exitCode == 0, partition.err.constData());
        QVERIFY2(partition.out.startsWith("copied 6 item(s) of Orders into "),
                 partition.out.constData());
        QCOMPARE(lwbOn(dir.path(),
                       {u"--endpoint"_s, endpoint, u"copy-table"_s, u"Orders"_s, u"--query"_s,
                        QString::fromUtf8(kCustomer3), u"--segments"_s, u"2"_s})
                     .exitCode,
                 64);
        const Run notJson = lwbOn(dir.path(), {u"--endpoint"_s, endpoint, u"copy-table"_s,
                                               u"Orders"_s, u"--query"_s, u"PK = :pk"_s});
        QCOMPARE(notJson.exitCode, 64);
        QVERIFY2(notJson.err.contains("--query: "), notJson.err.constData());

        QCOMPARE(lwb({u"copy-table"_s, u"Orders"_s}).exitCode, 64); // nothing to copy from
        QCOMPARE(lwb({u"--endpoint"_s, u"ftp://x"_s, u"call"_s, u"ListTables"_s}).exitCode, 64);
        QCOMPARE(lwb({u"--region"_s, u"eu-west-1"_s, u"call"_s, u"ListTables"_s}).exitCode, 64);
    }

    // dynalite (tests/sdk's pinned npm package) as the remote: another implementation's
    // DescribeTable (no BillingModeSummary, no TTL action) brought home item for item.
    void copiesFromDynalite()
    {
        QProcess dynalite;
        const quint16 port = startDynalite(dynalite);
        QVERIFY(port != 0);
        const auto other = localClient(port);
        QJsonObject table = json(kOrdersTable);
        table.remove(u"StreamSpecification"_s);
        QVERIFY(other->call(u"DynamoDB_20120810.CreateTable"_s, table));
        for (int i = 0; i < 60; ++i)
            QVERIFY(other->call(
                u"DynamoDB_20120810.PutItem"_s,
                {{u"TableName"_s, u"Orders"_s},
                 {u"Item"_s,
                  QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"C#%1"_s.arg(i % 7)}}},
                              {u"SK"_s, QJsonObject{{u"N"_s, QString::number(i)}}},
                              {u"placed"_s, QJsonObject{{u"N"_s, QString::number(i * 3)}}},
                              {u"status"_s, QJsonObject{{u"S"_s, i % 2 ? u"OPEN"_s : u"NEW"_s}}},
                              {u"tags"_s, QJsonObject{{u"SS"_s, QJsonArray{u"a"_s, u"b"_s}}}}}}}));

        TestWorkspace local;
        const auto report = remote::copyTable(*other, u"Orders"_s, local.workspace().api());
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->items, 60);
        QVERIFY(!report->timeToLive);
        const auto remoteScan =
            other->call(u"DynamoDB_20120810.Scan"_s, {{u"TableName"_s, u"Orders"_s}});
        QVERIFY(remoteScan);
        QCOMPARE(sortedItems(
                     local.ok(u"Scan"_s, R"({"TableName": "Orders"})").value(u"Items"_s).toArray()),
                 sortedItems(remoteScan->value(u"Items"_s).toArray()));
        const auto described =
            other->call(u"DynamoDB_20120810.DescribeTable"_s, {{u"TableName"_s, u"Orders"_s}});
        QVERIFY(described);
        QCOMPARE(definition(local.ok(u"DescribeTable"_s, R"({"TableName": "Orders"})")
                                .value(u"Table"_s)
                                .toObject()),
                 definition(described->value(u"Table"_s).toObject()));
        dynalite.kill();
        dynalite.waitForFinished(5000);
    }

    void cleanupTestCase()
    {
        m_server.terminate();
        m_server.waitForFinished(10000);
    }

    // Item for item, definition for definition, TTL on, the clock at the remote's now.
    void copiesTheWholeTable()
    {
        TestWorkspace local;
        remote::CopyOptions options;
        // A minute past the remote's clock: later than the fresh workspace's own start, which
        // is this machine's time when it was made.
        options.nowMs = m_nowMs + 60000;
        const auto report =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->table, u"Orders"_s);
        QCOMPARE(report->items, kItems);
        QVERIFY(report->timeToLive);
        QVERIFY(report->readUnits > 0);
        QVERIFY(!report->cancelled);

        const auto remoteScan = remote(u"Scan"_s, {{u"TableName"_s, u"Orders"_s}});
        QVERIFY(remoteScan);
        const QJsonObject localScan = local.ok(u"Scan"_s, R"({"TableName": "Orders"})");
        QCOMPARE(sortedItems(localScan.value(u"Items"_s).toArray()),
                 sortedItems(remoteScan->value(u"Items"_s).toArray()));
        const auto remoteTable = remote(u"DescribeTable"_s, {{u"TableName"_s, u"Orders"_s}});
        QVERIFY(remoteTable);
        QCOMPARE(definition(local.ok(u"DescribeTable"_s, R"({"TableName": "Orders"})")
                                .value(u"Table"_s)
                                .toObject()),
                 definition(remoteTable->value(u"Table"_s).toObject()));
        QCOMPARE(local.ok(u"DescribeTimeToLive"_s, R"({"TableName": "Orders"})")
                     .value(u"TimeToLiveDescription"_s)
                     .toObject()
                     .value(u"AttributeName"_s)
                     .toString(),
                 u"expiresAt"_s);
        QCOMPARE(local.ok(u"DescribeClock"_s, "{}").value(u"ClockMillis"_s).toInteger(),
                 m_nowMs + 60000);
        // The GSI holds the items that have its key, as on the remote.
        const QJsonObject open = local.ok(u"Query"_s, kOpenOrders);
        const auto remoteOpen = remote(u"Query"_s, json(kOpenOrders));
        QVERIFY(remoteOpen);
        QCOMPARE(open.value(u"Count"_s), remoteOpen->value(u"Count"_s));
        QCOMPARE(local.workspace().engine().verify(), QStringList());
    }

    // A sample: the first 50 over four segments, under another name.
    void copiesASample()
    {
        TestWorkspace local;
        remote::CopyOptions options;
        options.localName = u"sample"_s;
        options.limit = 50;
        options.segments = 4;
        options.pageSize = 7;
        const auto report =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->items, 50);
        QCOMPARE(local.ok(u"Scan"_s, R"({"TableName": "sample", "Select": "COUNT"})")
                     .value(u"Count"_s)
                     .toInt(),
                 50);
    }

    // One partition by a Query, four items a page: CUSTOMER#3's orders that have a status, as
    // the remote's own Query returns them, with the read units of every page.
    void copiesAPartitionByQuery()
    {
        TestWorkspace local;
        remote::CopyOptions options;
        options.localName = u"customer3"_s;
        options.query = json(kCustomer3);
        options.pageSize = 4;
        const auto report =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QJsonObject query = json(kCustomer3);
        query.insert(u"TableName"_s, u"Orders"_s);
        query.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
        const auto remoteQuery = remote(u"Query"_s, query);
        QVERIFY(remoteQuery);
        QCOMPARE(report->items, 6);
        QCOMPARE(
            sortedItems(
                local.ok(u"Scan"_s, R"({"TableName": "customer3"})").value(u"Items"_s).toArray()),
            sortedItems(remoteQuery->value(u"Items"_s).toArray()));
        // Three pages of four of CUSTOMER#3's ten orders (Limit counts before the filter), each
        // rounded up on its own: more than the one Query's units.
        const double oneQuery =
            remoteQuery->value(u"ConsumedCapacity"_s)[u"CapacityUnits"_s].toDouble();
        QVERIFY2(report->readUnits > oneQuery, qPrintable(QString::number(report->readUnits)));

        // A copy is of whole items of the table: an index or a projection is refused, and so are
        // segments; nothing is made locally.
        options.query.insert(u"IndexName"_s, u"byPlaced"_s);
        const auto indexed =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY(!indexed);
        QCOMPARE(indexed.error(), u"copy by Query: IndexName is not for a copy, which reads whole "
                                  u"items of the table"_s);
        options.query = json(kCustomer3);
        options.segments = 2;
        const auto segmented =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY(!segmented);
        QCOMPARE(segmented.error(), u"copy by Query: a Query has no segments"_s);
        QCOMPARE(local.ok(u"ListTables"_s, "{}").value(u"TableNames"_s).toArray().size(), 1);
    }

    // progress() saying stop after the first batch: the 25 copied stay, and the report says so.
    void aCancelKeepsWhatWasCopied()
    {
        TestWorkspace local;
        remote::CopyOptions options;
        options.progress = [](qint64 copied) { return copied < 25; };
        const auto report =
            remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api(), options);
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QCOMPARE(report->items, 25);
        QCOMPARE(local.ok(u"Scan"_s, R"({"TableName": "Orders", "Select": "COUNT"})")
                     .value(u"Count"_s)
                     .toInt(),
                 25);
    }

    // The pages are read ahead of the writes (remote/pagesahead.h): a page that fails stops the
    // reading there, and the copy keeps the batches it wrote before it.
    void aPageThatFailsStopsTheCopy()
    {
        QJsonArray items;
        for (int i = 0; i < 30; ++i)
            items.append(QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"P%1"_s.arg(i)}}}});
        const QJsonObject firstPage{{u"Items"_s, items},
                                    {u"Count"_s, 30},
                                    {u"ScannedCount"_s, 30},
                                    {u"LastEvaluatedKey"_s, items.last()}};
        test::ScriptedServer server({
            test::ScriptedServer::answer(200, R"({"Table": {"TableName": "Pages",
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
                "BillingModeSummary": {"BillingMode": "PAY_PER_REQUEST"}}})"),
            test::ScriptedServer::answer(200, R"({"TimeToLiveDescription":
                {"TimeToLiveStatus": "DISABLED"}})"),
            test::ScriptedServer::answer(200, QJsonDocument(firstPage).toJson()),
            test::ScriptedServer::answer(
                400, "{\"__type\": \"com.amazon.coral.validate#ValidationException\", "
                     "\"message\": \"The provided starting key is invalid\"}"),
        });
        const auto client = test::localClient(server.port());
        TestWorkspace local;
        const auto copied = remote::copyTable(*client, u"Pages"_s, local.workspace().api());
        QVERIFY(!copied);
        QCOMPARE(copied.error(),
                 u"remote Scan: ValidationException: The provided starting key is invalid"_s);
        QCOMPARE(server.requests().size(), 4); // no page asked for after the one that failed
        QCOMPARE(local.ok(u"Scan"_s, R"({"TableName": "Pages", "Select": "COUNT"})")
                     .value(u"Count"_s)
                     .toInt(),
                 25); // one batch; the five items after it were waiting for the next
    }

    // Refusals: a missing remote table, a local name in use; neither writes an item.
    void refusals()
    {
        TestWorkspace local;
        const auto missing = remote::copyTable(*m_remote, u"nope"_s, local.workspace().api());
        QVERIFY(!missing);
        QCOMPARE(missing.error(), u"remote DescribeTable: ResourceNotFoundException: Requested "
                                  u"resource not found: Table: nope not found"_s);
        QCOMPARE(local.ok(u"ListTables"_s, "{}").value(u"TableNames"_s).toArray().size(), 0);

        local.ok(u"CreateTable"_s, R"({"TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
        const auto taken = remote::copyTable(*m_remote, u"Orders"_s, local.workspace().api());
        QVERIFY(!taken);
        QVERIFY2(taken.error().startsWith(u"local CreateTable: ResourceInUseException: "_s),
                 qPrintable(taken.error()));
        QCOMPARE(local.ok(u"Scan"_s, R"({"TableName": "Orders", "Select": "COUNT"})")
                     .value(u"Count"_s)
                     .toInt(),
                 0);
    }
};

QTEST_MAIN(TestTableCopy)
#include "tst_tablecopy.moc"
