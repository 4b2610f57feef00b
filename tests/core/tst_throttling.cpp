// The throughput limits in the engine (engine/throughput.h, engine/throughputlimits.h): with the
// switch on, requests past a table's or index's capacity are refused as the service refuses
// them, batches return what was refused as UnprocessedItems / UnprocessedKeys (or are refused
// whole when nothing could be done), a GSI without write capacity throttles the base table, a
// refused request changes nothing, and the model's state survives reopening, follows rewind and
// is byte-identical between runs. With the switch off (the default) nothing is ever refused.
//
// Every table here is new, so it has no burst capacity banked (docs/throughput.md): a table of
// 1 WCU serves one unit in a second and refuses the next.
#include "engine/engine.h"
#include "scenario/player.h"
#include "scenario/scenario.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

const QString kTableText = u"The level of configured provisioned throughput for the table was "
                           u"exceeded. Consider increasing your provisioning level with the "
                           u"UpdateTable API."_s;
const QString kIndexText =
    u"The level of configured provisioned throughput for one or more global secondary indexes "
    u"of the table was exceeded. Consider increasing your provisioning level for the "
    u"under-provisioned global secondary indexes with the UpdateTable API"_s;
const QString kOnDemandText =
    u"Throughput exceeds the current capacity of your table or index. DynamoDB is automatically "
    u"scaling your table or index so please try again shortly. If exceptions persist, check if "
    u"you have a hot key: "
    u"https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html"_s;
const QString kArn = u"arn:aws:dynamodb:us-east-1:000000000000:table/"_s;

QJsonObject S(const QString &text)
{
    return QJsonObject{{u"S"_s, text}};
}

// A provisioned table "fleet" keyed by pk, its capacity `rcu` / `wcu`, with a GSI "byG" on g of
// `gsiWcu` write units (0: none) and a stream of new images.
QJsonObject provisioned(qint64 rcu, qint64 wcu, qint64 gsiWcu = 0)
{
    QJsonObject table = json(R"({"TableName": "fleet",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})");
    table.insert(u"ProvisionedThroughput"_s,
                 QJsonObject{{u"ReadCapacityUnits"_s, rcu}, {u"WriteCapacityUnits"_s, wcu}});
    if (gsiWcu > 0) {
        table.insert(
            u"AttributeDefinitions"_s,
            QJsonArray{QJsonObject{{u"AttributeName"_s, u"pk"_s}, {u"AttributeType"_s, u"S"_s}},
                       QJsonObject{{u"AttributeName"_s, u"g"_s}, {u"AttributeType"_s, u"S"_s}}});
        table.insert(
            u"GlobalSecondaryIndexes"_s,
            QJsonArray{QJsonObject{
                {u"IndexName"_s, u"byG"_s},
                {u"KeySchema"_s,
                 QJsonArray{QJsonObject{{u"AttributeName"_s, u"g"_s}, {u"KeyType"_s, u"HASH"_s}}}},
                {u"Projection"_s, QJsonObject{{u"ProjectionType"_s, u"ALL"_s}}},
                {u"ProvisionedThroughput"_s,
                 QJsonObject{{u"ReadCapacityUnits"_s, 1}, {u"WriteCapacityUnits"_s, gsiWcu}}}}});
    }
    return table;
}

QJsonObject onDemand()
{
    return json(R"({"TableName": "fleet", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]})");
}

// A workspace at kT0 with table `table`, its throughput limits on or off.
void setUpTable(TestWorkspace &ws, const QJsonObject &table, bool limits = true)
{
    Engine &engine = ws.workspace().engine();
    LW_OK(engine.setClock(kT0));
    engine.setSettleDelays({0, 0});
    ws.ok(u"CreateTable"_s, table);
    LW_OK(engine.setThroughputLimits(limits));
}

QJsonObject put(const QString &pk, const QString &g = {}, qsizetype padding = 0)
{
    QJsonObject item{{u"pk"_s, S(pk)}};
    if (!g.isEmpty())
        item.insert(u"g"_s, S(g));
    if (padding > 0)
        item.insert(u"pad"_s, S(QString(padding, u'x')));
    return QJsonObject{{u"TableName"_s, u"fleet"_s}, {u"Item"_s, item}};
}

QJsonObject key(const QString &pk)
{
    return QJsonObject{{u"pk"_s, S(pk)}};
}

QJsonObject getRequest(const QString &pk)
{
    return QJsonObject{
        {u"TableName"_s, u"fleet"_s}, {u"Key"_s, key(pk)}, {u"ConsistentRead"_s, true}};
}

qint64 itemCount(TestWorkspace &ws)
{
    // Read with the limits off for the moment, so that counting charges nothing.
    Engine &engine = ws.workspace().engine();
    const bool on = engine.throughputLimits();
    setUp(u"limits off"_s, engine.setThroughputLimits(false));
    const qint64 count = ws.ok(u"Scan"_s, json(R"({"TableName": "fleet", "Select": "COUNT"})"))
                             .value(u"Count"_s)
                             .toInteger();
    setUp(u"limits back on"_s, engine.setThroughputLimits(on));
    return count;
}

} // namespace

class TestThrottling : public QObject
{
    Q_OBJECT

private slots:
    // The refusal of each kind: its exception, the service's text and the ThrottlingReasons.
    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("table");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("request"); // made until refused
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<int>("served"); // how many were served before the refusal

        QTest::newRow("provisioned table, writes")
            << provisioned(5, 1) << u"PutItem"_s << put(u"a"_s)
            << u"ProvisionedThroughputExceededException"_s << kTableText
            << u"TableWriteProvisionedThroughputExceeded"_s << kArn + u"fleet"_s << 1;
        QTest::newRow("provisioned table, reads")
            << provisioned(1, 5) << u"GetItem"_s << getRequest(u"a"_s)
            << u"ProvisionedThroughputExceededException"_s << kTableText
            << u"TableReadProvisionedThroughputExceeded"_s << kArn + u"fleet"_s << 1;
        QTest::newRow("provisioned table, queries")
            << provisioned(1, 5) << u"Query"_s
            << json(R"({"TableName": "fleet", "KeyConditionExpression": "pk = :p",
                        "ExpressionAttributeValues": {":p": {"S": "a"}}, "ConsistentRead": true})")
            << u"ProvisionedThroughputExceededException"_s << kTableText
            << u"TableReadProvisionedThroughputExceeded"_s << kArn + u"fleet"_s << 1;
        QTest::newRow("provisioned table, scans")
            << provisioned(1, 5) << u"Scan"_s
            << json(R"({"TableName": "fleet", "ConsistentRead": true})")
            << u"ProvisionedThroughputExceededException"_s << kTableText
            << u"TableReadProvisionedThroughputExceeded"_s << kArn + u"fleet"_s << 1;
        QTest::newRow("provisioned GSI, back-pressure on the table's writes")
            << provisioned(5, 100, 1) << u"UpdateItem"_s
            << json(R"({"TableName": "fleet", "Key": {"pk": {"S": "a"}},
                        "UpdateExpression": "SET g = :g ADD n :one",
                        "ExpressionAttributeValues": {":g": {"S": "hot"}, ":one": {"N": "1"}}})")
            << u"ProvisionedThroughputExceededException"_s << kIndexText
            << u"IndexWriteProvisionedThroughputExceeded"_s << kArn + u"fleet/index/byG"_s << 1;
        // Items of 399 KB cost 399 units each: a partition's 1,000 write units a second serve two.
        QTest::newRow("on demand, one partition's maximum")
            << onDemand() << u"PutItem"_s << put(u"a"_s, {}, 399 * 1024) << u"ThrottlingException"_s
            << kOnDemandText << u"TableWriteKeyRangeThroughputExceeded"_s << kArn + u"fleet"_s << 2;
    }
    void refusals()
    {
        QFETCH(QJsonObject, table);
        QFETCH(QString, action);
        QFETCH(QJsonObject, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        QFETCH(QString, reason);
        QFETCH(QString, resource);
        QFETCH(int, served);
        TestWorkspace ws;
        setUpTable(ws, table);
        for (int i = 0; i < served; ++i)
            ws.ok(action, request);
        auto refused = ws.call(action, request);
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), type);
        QCOMPARE(refused.error().message, message);
        const QJsonObject wire = refused.error().toJson();
        QCOMPARE(wire.value(u"ThrottlingReasons"_s).toArray(),
                 QJsonArray({QJsonObject{{u"reason"_s, reason}, {u"resource"_s, resource}}}));
        QVERIFY(wire.value(u"__type"_s).toString().endsWith(u'#' + type));
        // The next second brings the capacity back.
        LW_OK(ws.workspace().engine().advanceClock(kT0 + 1000));
        ws.ok(action, request);
    }

    // Off, the default: the same burst is never refused.
    void offNeverThrottles()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(1, 1, 1), false);
        QVERIFY(!ws.workspace().engine().throughputLimits());
        for (int i = 0; i < 50; ++i) {
            ws.ok(u"PutItem"_s, put(u"k"_s + QString::number(i), u"hot"_s));
            ws.ok(u"GetItem"_s, getRequest(u"k0"_s));
        }
        QCOMPARE(ws.workspace().engine().totals(u"fleet"_s, {}, 0, kT0 / 1000 + 10),
                 QList<throughput::ResourceSecond>());
    }

    // The workbench's own looks at the data (unmetered: the panes, a lesson's checks, a bundle's
    // export) are not traffic: with the limits on they are neither charged nor refused, while
    // the same reads as a client's throttle.
    void ownLooksAreNotCharged()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(1, 1, 1));
        ws.ok(u"PutItem"_s, put(u"k0"_s));
        const auto before = ws.workspace().engine().totals(u"fleet"_s, {}, 0, kT0 / 1000 + 10);
        for (int i = 0; i < 50; ++i) {
            auto looked =
                ws.workspace().api().call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"fleet"_s}},
                                          CallOptions{.asOfMs = std::nullopt, .metered = false});
            QVERIFY2(looked, looked ? "" : qPrintable(looked.error().message));
        }
        QCOMPARE(ws.workspace().engine().totals(u"fleet"_s, {}, 0, kT0 / 1000 + 10), before);
        bool refused = false;
        for (int i = 0; i < 50 && !refused; ++i)
            refused = !ws.call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"fleet"_s}});
        QVERIFY(refused);
    }

    // A refused write leaves no item, no index entry, no stream record and no metered units.
    void refusedWriteChangesNothing()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 100, 1));
        Engine &engine = ws.workspace().engine();
        ws.ok(u"PutItem"_s, put(u"a"_s, u"hot"_s));
        const auto recordsBefore = engine.readStream(u"fleet"_s, 0, 100);
        QVERIFY(recordsBefore);
        const auto metered = engine.capacityMeter().sums(u"fleet"_s, kT0, kT0 + 60'000, 60'000);
        QVERIFY(!ws.call(u"PutItem"_s, put(u"b"_s, u"hot"_s)));
        QCOMPARE(engine.capacityMeter().sums(u"fleet"_s, kT0, kT0 + 60'000, 60'000), metered);
        QCOMPARE(engine.readStream(u"fleet"_s, 0, 100)->size(), recordsBefore->size());
        QCOMPARE(itemCount(ws), 1);
        QCOMPARE(engine.verify(), QStringList());
        // The index refuses, the table does not: a write that puts no index entry is served.
        ws.ok(u"PutItem"_s, put(u"c"_s));
        QCOMPARE(itemCount(ws), 2);
    }

    // A batch's refused writes are its UnprocessedItems, unwritten; the rest are written.
    void unprocessedItems()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 1));
        const QJsonObject batch = json(R"({"RequestItems": {"fleet": [
            {"PutRequest": {"Item": {"pk": {"S": "a"}}}},
            {"PutRequest": {"Item": {"pk": {"S": "b"}}}},
            {"DeleteRequest": {"Key": {"pk": {"S": "c"}}}}]}})");
        const QJsonObject out = ws.ok(u"BatchWriteItem"_s, batch);
        QCOMPARE(out.value(u"UnprocessedItems"_s).toObject(),
                 json(R"({"fleet": [{"PutRequest": {"Item": {"pk": {"S": "b"}}}},
                                {"DeleteRequest": {"Key": {"pk": {"S": "c"}}}}]})"));
        QCOMPARE(itemCount(ws), 1);
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
        // Nothing left this second: the whole batch is refused, as the API reference says.
        auto refused = ws.call(u"BatchWriteItem"_s, batch);
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ProvisionedThroughputExceededException"_s);
        QCOMPARE(itemCount(ws), 1);
    }

    void unprocessedKeys()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(1, 5));
        const QJsonObject batch = json(R"({"RequestItems": {"fleet": {"ConsistentRead": true,
            "ProjectionExpression": "pk",
            "Keys": [{"pk": {"S": "a"}}, {"pk": {"S": "b"}}, {"pk": {"S": "c"}}]}}})");
        const QJsonObject out = ws.ok(u"BatchGetItem"_s, batch);
        QCOMPARE(out.value(u"UnprocessedKeys"_s).toObject(),
                 json(R"({"fleet": {"ConsistentRead": true, "ProjectionExpression": "pk",
                                "Keys": [{"pk": {"S": "b"}}, {"pk": {"S": "c"}}]}})"));
        auto refused = ws.call(u"BatchGetItem"_s, batch);
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ProvisionedThroughputExceededException"_s);
    }

    // A transaction with a refused action is cancelled with that action's reason, writing
    // nothing.
    void transactions()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 2));
        // Transactional writes cost two units: one action spends the second's capacity.
        const QJsonObject transaction = json(R"({"TransactItems": [
            {"Put": {"TableName": "fleet", "Item": {"pk": {"S": "a"}}}},
            {"Put": {"TableName": "fleet", "Item": {"pk": {"S": "b"}}}}]})");
        auto cancelled = ws.call(u"TransactWriteItems"_s, transaction);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().typeName(), u"TransactionCanceledException"_s);
        QCOMPARE(cancelled.error().extra.value(u"CancellationReasons"_s).toArray(),
                 QJsonArray({QJsonObject{{u"Code"_s, u"None"_s}},
                             QJsonObject{{u"Code"_s, u"ProvisionedThroughputExceeded"_s},
                                         {u"Message"_s, kTableText}}}));
        QCOMPARE(itemCount(ws), 0);
    }

    // The model's state is the workspace's: reopened, the second's capacity is still spent and
    // the switch still on.
    void reopenKeepsState()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 1));
        ws.ok(u"PutItem"_s, put(u"a"_s));
        const auto before = ws.workspace().engine().totals(u"fleet"_s, {}, kT0 / 1000, kT0 / 1000);
        QCOMPARE(before.size(), 1);
        const QString dir = ws.path();
        ws.close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        Engine &engine = (*reopened)->engine();
        QVERIFY(engine.throughputLimits());
        QCOMPARE(engine.totals(u"fleet"_s, {}, kT0 / 1000, kT0 / 1000), before);
        auto refused = (*reopened)->api().call(u"PutItem"_s, put(u"b"_s));
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ProvisionedThroughputExceededException"_s);
    }

    // Rewind puts the model back as it was: the seconds after the time are gone, and what was
    // spent before it is spent again.
    void rewind()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 1));
        Engine &engine = ws.workspace().engine();
        ws.ok(u"PutItem"_s, put(u"a"_s));
        // Nine idle seconds banked nine units of burst capacity, spent now with the second's own.
        LW_OK(engine.advanceClock(kT0 + 10'000));
        int served = 0;
        while (ws.call(u"PutItem"_s, put(u"b"_s + QString::number(served))) && served < 20)
            ++served;
        QCOMPARE(served, 10);
        const qint64 s0 = kT0 / 1000;
        QCOMPARE(engine.totals(u"fleet"_s, {}, s0, s0 + 20).size(), 2);
        LW_OK(engine.rewind(kT0 + 5'000));
        const auto totals = engine.totals(u"fleet"_s, {}, s0, s0 + 20);
        QCOMPARE(totals.size(), 1);
        QCOMPARE(totals.first().second, s0);
        // The burst is banked again, as it was before the rewind.
        LW_OK(engine.advanceClock(kT0 + 10'000));
        for (int i = 0; i < 10; ++i)
            ws.ok(u"PutItem"_s, put(u"r"_s + QString::number(i)));
        QVERIFY(!ws.call(u"PutItem"_s, put(u"over"_s)));
        // Back to the first second: its charge stays, the later seconds go.
        LW_OK(engine.rewind(kT0));
        QCOMPARE(engine.totals(u"fleet"_s, {}, s0, s0 + 20).size(), 1);
    }

    // A lesson turns the limits on and off with a call of the workbench's action; a throttled
    // call is an expected error.
    // DescribePartitionHeat: the model's partitions and seconds as a heat view reads them.
    void partitionHeat()
    {
        TestWorkspace ws;
        setUpTable(ws, provisioned(5, 100, 1));
        ws.ok(u"PutItem"_s, put(u"a"_s, u"hot"_s));
        QVERIFY(!ws.call(u"PutItem"_s, put(u"b"_s, u"hot"_s))); // the GSI refuses, not the table
        const qint64 second = kT0 / 1000;

        const QJsonObject table =
            ws.ok(u"DescribePartitionHeat"_s, json(R"({"TableName": "fleet"})"));
        QCOMPARE(table.value(u"ThroughputLimits"_s).toString(), u"ENABLED"_s);
        const QJsonArray partitions = table.value(u"Partitions"_s).toArray();
        QCOMPARE(partitions.size(), 1); // 5 RCU + 100 WCU: one partition
        const QJsonObject only = partitions.first().toObject();
        QCOMPARE(only.value(u"FirstHash"_s).toString(), u"0000000000000000"_s);
        QCOMPARE(only.value(u"LastHash"_s).toString(), u"ffffffffffffffff"_s);
        QCOMPARE(only.value(u"Share"_s).toObject(),
                 (QJsonObject{{u"Read"_s, 5}, {u"Write"_s, 100}}));
        QCOMPARE(only.value(u"Maximum"_s).toObject(),
                 (QJsonObject{{u"Read"_s, 3000}, {u"Write"_s, 1000}}));
        const QJsonArray seconds = table.value(u"Seconds"_s).toArray();
        QCOMPARE(seconds.size(), 1);
        QCOMPARE(seconds.first()[u"Second"_s].toInteger(), second);
        QCOMPARE(seconds.first()[u"Consumed"_s][u"Write"_s].toDouble(), 1.0);
        QCOMPARE(seconds.first()[u"ThrottledRequests"_s][u"Write"_s].toInteger(), 0);
        const QJsonArray totals = table.value(u"Totals"_s).toArray();
        QCOMPARE(totals.size(), 1);
        QCOMPARE(totals.first()[u"Capacity"_s][u"Write"_s].toDouble(), 100.0);

        // The index refused the second write: its second counts the throttled request.
        const QJsonObject index = ws.ok(u"DescribePartitionHeat"_s,
                                        json(R"({"TableName": "fleet", "IndexName": "byG"})"));
        QCOMPARE(index.value(u"IndexName"_s).toString(), u"byG"_s);
        const QJsonArray indexSeconds = index.value(u"Seconds"_s).toArray();
        QCOMPARE(indexSeconds.size(), 1);
        QCOMPARE(indexSeconds.first()[u"ThrottledRequests"_s][u"Write"_s].toInteger(), 1);

        // A window that ends before the writes holds none of their seconds.
        const QJsonObject before =
            ws.ok(u"DescribePartitionHeat"_s,
                  QJsonObject{{u"TableName"_s, u"fleet"_s}, {u"EndMillis"_s, kT0}});
        QCOMPARE(before.value(u"Seconds"_s).toArray().size(), 0);
        QCOMPARE(before.value(u"Partitions"_s).toArray().size(), 1);

        const auto refused = [&](const QJsonObject &request) {
            auto answer = ws.call(u"DescribePartitionHeat"_s, request);
            return answer ? QString()
                          : answer.error().typeName() + u": "_s + answer.error().message;
        };
        QCOMPARE(
            refused(json(R"({"TableName": "nope"})")),
            u"ResourceNotFoundException: Requested resource not found: Table: nope not found"_s);
        QCOMPARE(refused(json(R"({"TableName": "fleet", "IndexName": "byH"})")),
                 u"ValidationException: The table does not have the specified index: byH"_s);
        QCOMPARE(refused(json(R"({"TableName": "fleet", "StartMillis": 5, "EndMillis": 5})")),
                 u"ValidationException: StartMillis must be before EndMillis: 5 is not before 5"_s);
    }

    void scenarioStep()
    {
        const QByteArray lesson = R"({"format": 1, "slug": "burst", "title": "Burst",
            "clock": "2026-10-20T12:00:00Z", "steps": [
            {"call": "CreateTable", "request": {"TableName": "fleet",
              "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
              "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
              "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}},
            {"advance": "1s"},
            {"call": "UpdateThroughputLimits", "request": {"Enabled": true}},
            {"call": "PutItem", "request": {"TableName": "fleet", "Item": {"pk": {"S": "a"}}}},
            {"call": "PutItem", "request": {"TableName": "fleet", "Item": {"pk": {"S": "b"}}},
             "expectError": "ProvisionedThroughputExceededException"},
            {"call": "UpdateThroughputLimits", "request": {"Enabled": false}},
            {"call": "PutItem", "request": {"TableName": "fleet", "Item": {"pk": {"S": "c"}}}}]})";
        auto parsed = scenario::parseScenario(lesson);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        TestWorkspace ws;
        ws.workspace().engine().setSettleDelays({0, 0});
        scenario::Player player(*parsed, ws.workspace());
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        QVERIFY(!ws.workspace().engine().throughputLimits());
        QCOMPARE(itemCount(ws), 2);
    }

    // The actions: the switch as it is, and its errors.
    void actions()
    {
        TestWorkspace ws;
        QCOMPARE(ws.ok(u"DescribeThroughputLimits"_s, "{}"),
                 (QJsonObject{{u"ThroughputLimits"_s, u"DISABLED"_s}}));
        QCOMPARE(ws.ok(u"UpdateThroughputLimits"_s, R"({"Enabled": true})"),
                 (QJsonObject{{u"ThroughputLimits"_s, u"ENABLED"_s}}));
        QVERIFY(ws.workspace().engine().throughputLimits());
        const auto missing = ws.call(u"UpdateThroughputLimits"_s, "{}");
        QVERIFY(!missing);
        QCOMPARE(missing.error().message, u"UpdateThroughputLimits needs Enabled"_s);
        const auto notBool = ws.call(u"UpdateThroughputLimits"_s, R"({"Enabled": "yes"})");
        QVERIFY(!notBool);
        QCOMPARE(notBool.error().typeName(), u"SerializationException"_s);
        QVERIFY(ws.workspace().engine().throughputLimits());
    }

    // The same calls give the same refusals and a byte-identical workspace.
    void deterministic()
    {
        QByteArray dumps[2];
        int refusals[2] = {0, 0};
        for (int run = 0; run < 2; ++run) {
            TestWorkspace ws;
            setUpTable(ws, provisioned(3, 2, 1));
            Engine &engine = ws.workspace().engine();
            for (int second = 0; second < 20; ++second) {
                LW_OK(engine.advanceClock(kT0 + second * 1000));
                for (int i = 0; i < 4; ++i) {
                    const QString pk = u"k"_s + QString::number(second * 4 + i);
                    refusals[run] += !ws.call(u"PutItem"_s, put(pk, i % 2 ? u"hot"_s : QString()));
                    refusals[run] += !ws.call(u"GetItem"_s, getRequest(pk));
                }
            }
            LW_OK(engine.rewind(kT0 + 12'500));
            const QString dir = ws.path();
            ws.close();
            dumps[run] = dumpWorkspace(dir);
        }
        QVERIFY(refusals[0] > 0);
        QCOMPARE(refusals[1], refusals[0]);
        QVERIFY(dumps[0].contains(QByteArray("throughput.at.").toHex()));
        QCOMPARE(dumps[1], dumps[0]);
    }
};

QTEST_GUILESS_MAIN(TestThrottling)
#include "tst_throttling.moc"
