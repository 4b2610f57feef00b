// Table, index and TTL states that settle (core/engine/settling.h): CREATING, UPDATING, a GSI
// backfilling, ENABLING; what a table refuses meanwhile, with the service's texts; settling on the
// workspace clock, early with settleNow (as the server does in wall time), and after a reopen.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const char *kTable = R"({
  "TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]
})";
const char *kPut =
    R"({"TableName": "Orders", "Item": {"id": {"S": "o1"}, "expiresAt": {"N": "1"}}})";
const char *kAddIndex = R"({
  "TableName": "Orders",
  "AttributeDefinitions": [{"AttributeName": "status", "AttributeType": "S"}],
  "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "byStatus",
    "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
    "Projection": {"ProjectionType": "ALL"}}}]
})";
const char *kQueryIndex = R"({"TableName": "Orders", "IndexName": "byStatus",
  "KeyConditionExpression": "#s = :s", "ExpressionAttributeNames": {"#s": "status"},
  "ExpressionAttributeValues": {":s": {"S": "open"}}})";
const char *kEnableTtl = R"({"TableName": "Orders",
  "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expiresAt"}})";

QString statusOf(TestWorkspace &ws)
{
    auto got = ws.call(u"DescribeTable"_s, R"({"TableName": "Orders"})");
    return got ? got->value(u"Table"_s)[u"TableStatus"_s].toString() : got.error().message;
}

QString indexStatusOf(TestWorkspace &ws)
{
    auto got = ws.call(u"DescribeTable"_s, R"({"TableName": "Orders"})");
    if (!got)
        return got.error().message;
    return got->value(u"Table"_s)[u"GlobalSecondaryIndexes"_s][0][u"IndexStatus"_s].toString();
}

QString ttlStatusOf(TestWorkspace &ws)
{
    auto got = ws.call(u"DescribeTimeToLive"_s, R"({"TableName": "Orders"})");
    return got ? got->value(u"TimeToLiveDescription"_s)[u"TimeToLiveStatus"_s].toString()
               : got.error().message;
}

// "Type: message" of a call that must fail, or "succeeded".
QString refusal(TestWorkspace &ws, const QString &action, const char *request)
{
    auto got = ws.call(action, request);
    return got ? u"succeeded"_s : got.error().typeName() + u": "_s + got.error().message;
}

void advance(TestWorkspace &ws, qint64 ms)
{
    ws.ok(u"AdvanceClock"_s, QJsonObject{{u"ByMillis"_s, ms}});
}

} // namespace

class TestSettling : public QObject
{
    Q_OBJECT

private slots:
    // A workspace's defaults: tables ACTIVE at once (a lesson writes right after CreateTable),
    // TTL ENABLING for two seconds.
    void defaults()
    {
        TestWorkspace ws;
        auto created = ws.ok(u"CreateTable"_s, kTable);
        QCOMPARE(created[u"TableDescription"_s][u"TableStatus"_s].toString(), u"ACTIVE"_s);
        QVERIFY(ws.call(u"PutItem"_s, kPut));
        QCOMPARE(lw::settlingOf(ws.workspace().engine()).settlingTables(), QStringList());
        ws.ok(u"UpdateTimeToLive"_s, kEnableTtl);
        QCOMPARE(ttlStatusOf(ws), u"ENABLING"_s);
        QCOMPARE(lw::settlingOf(ws.workspace().engine()).settlingTables(),
                 QStringList{u"Orders"_s});
        advance(ws, 1999);
        QCOMPARE(ttlStatusOf(ws), u"ENABLING"_s);
        advance(ws, 1);
        QCOMPARE(ttlStatusOf(ws), u"ENABLED"_s);
    }

    void creating()
    {
        TestWorkspace ws;
        lw::settlingOf(ws.workspace().engine()).setSettleDelays({500, 500});
        auto created = ws.ok(u"CreateTable"_s, kTable);
        QCOMPARE(created[u"TableDescription"_s][u"TableStatus"_s].toString(), u"CREATING"_s);
        QCOMPARE(statusOf(ws), u"CREATING"_s);
        // The data plane does not see a CREATING table; the control plane refuses to change it.
        QCOMPARE(refusal(ws, u"PutItem"_s, kPut),
                 u"ResourceNotFoundException: Requested resource not found"_s);
        QCOMPARE(refusal(ws, u"Scan"_s, R"({"TableName": "Orders"})"),
                 u"ResourceNotFoundException: Requested resource not found"_s);
        QCOMPARE(refusal(ws, u"DeleteTable"_s, R"({"TableName": "Orders"})"),
                 u"ResourceInUseException: Attempt to change a resource which is still in use: "
                 u"Table is being created: Orders"_s);
        QCOMPARE(refusal(ws, u"UpdateTable"_s, kAddIndex),
                 u"ResourceInUseException: Attempt to change a resource which is still in use: "
                 u"Table is being created: Orders"_s);
        advance(ws, 499);
        QCOMPARE(statusOf(ws), u"CREATING"_s);
        advance(ws, 1);
        QCOMPARE(statusOf(ws), u"ACTIVE"_s);
        QVERIFY(ws.call(u"PutItem"_s, kPut));
    }

    void updatingAndBackfilling()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        lw::settlingOf(ws.workspace().engine()).setSettleDelays({500, 500});
        auto updated = ws.ok(u"UpdateTable"_s, kAddIndex);
        QCOMPARE(updated[u"TableDescription"_s][u"TableStatus"_s].toString(), u"UPDATING"_s);
        QCOMPARE(updated[u"TableDescription"_s][u"GlobalSecondaryIndexes"_s][0][u"IndexStatus"_s]
                     .toString(),
                 u"CREATING"_s);
        // An UPDATING table still serves its items; the new index cannot be read yet.
        QVERIFY(ws.call(u"PutItem"_s, kPut));
        QCOMPARE(refusal(ws, u"Query"_s, kQueryIndex),
                 u"ValidationException: Cannot read from backfilling global secondary index: "
                 u"byStatus"_s);
        QCOMPARE(refusal(ws, u"DeleteTable"_s, R"({"TableName": "Orders"})"),
                 u"ResourceInUseException: Attempt to change a resource which is still in use: "
                 u"Table is being updated: Orders"_s);
        advance(ws, 500);
        QCOMPARE(statusOf(ws), u"ACTIVE"_s);
        QCOMPARE(indexStatusOf(ws), u"ACTIVE"_s);
        QVERIFY(ws.call(u"Query"_s, kQueryIndex));
        QVERIFY(ws.call(u"DeleteTable"_s, R"({"TableName": "Orders"})"));
    }

    // A GSI added to a table with items backfills for kBackfillMsPerItem a table item, on top of
    // the settle delay, while realistic consistency is on or the delays are above 0; meanwhile it
    // is CREATING with Backfilling true and a Query on it is refused.
    void backfillTime_data()
    {
        QTest::addColumn<int>("items");
        QTest::addColumn<qint64>("settleMs");
        QTest::addColumn<bool>("realistic");
        QTest::addColumn<qint64>("creatingMs");
        QTest::newRow("plain workspace: ACTIVE at once") << 5 << qint64(0) << false << qint64(0);
        QTest::newRow("realistic, empty table: ACTIVE at once")
            << 0 << qint64(0) << true << qint64(0);
        QTest::newRow("realistic, 1 item") << 1 << qint64(0) << true << qint64(1);
        QTest::newRow("realistic, 250 items") << 250 << qint64(0) << true << qint64(250);
        QTest::newRow("settle delay, empty table") << 0 << qint64(500) << false << qint64(500);
        QTest::newRow("settle delay, 40 items") << 40 << qint64(500) << false << qint64(540);
        QTest::newRow("realistic and settle delay, 40 items")
            << 40 << qint64(500) << true << qint64(540);
    }

    void backfillTime()
    {
        QFETCH(int, items);
        QFETCH(qint64, settleMs);
        QFETCH(bool, realistic);
        QFETCH(qint64, creatingMs);
        QCOMPARE(lw::kBackfillMsPerItem, qint64(1)); // the rows' figures assume it
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        for (int i = 0; i < items; ++i)
            ws.ok(u"PutItem"_s,
                  QJsonObject{
                      {u"TableName"_s, u"Orders"_s},
                      {u"Item"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, QString::number(i)}}},
                                              {u"status"_s, QJsonObject{{u"S"_s, u"open"_s}}}}}});
        if (realistic)
            ws.ok(u"UpdateConsistencySettings"_s, R"({"RealisticConsistency": true})");
        lw::settlingOf(ws.workspace().engine()).setSettleDelays({settleMs, 500});
        auto updated = ws.ok(u"UpdateTable"_s, kAddIndex);
        const QJsonValue index = updated[u"TableDescription"_s][u"GlobalSecondaryIndexes"_s][0];
        if (creatingMs == 0) {
            QCOMPARE(index[u"IndexStatus"_s].toString(), u"ACTIVE"_s);
            QVERIFY(!index.toObject().contains(u"Backfilling"_s));
        } else {
            QCOMPARE(index[u"IndexStatus"_s].toString(), u"CREATING"_s);
            QCOMPARE(index[u"Backfilling"_s], QJsonValue(true));
            QCOMPARE(refusal(ws, u"Query"_s, kQueryIndex),
                     u"ValidationException: Cannot read from backfilling global secondary index: "
                     u"byStatus"_s);
            advance(ws, creatingMs - 1);
            QCOMPARE(indexStatusOf(ws), u"CREATING"_s);
            advance(ws, 1);
        }
        QCOMPARE(indexStatusOf(ws), u"ACTIVE"_s);
        auto described = ws.ok(u"DescribeTable"_s, R"({"TableName": "Orders"})");
        QVERIFY(!described[u"Table"_s][u"GlobalSecondaryIndexes"_s][0].toObject().contains(
            u"Backfilling"_s));
        // Past the propagation window, so that a realistic eventual read sees every item too.
        advance(ws, 1000);
        QCOMPARE(ws.ok(u"Query"_s, kQueryIndex)[u"Count"_s].toInt(), items);
    }

    // While one GSI backfills (the table ACTIVE again), another cannot be created or deleted,
    // with the service's text; the backfilling one itself can be deleted.
    void oneOnlineIndex_data()
    {
        QTest::addColumn<QString>("update");
        QTest::addColumn<QString>("expected");
        QTest::newRow("create another")
            << uR"({"TableName": "Orders",
                "AttributeDefinitions": [{"AttributeName": "owner", "AttributeType": "S"}],
                "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "byOwner",
                  "KeySchema": [{"AttributeName": "owner", "KeyType": "HASH"}],
                  "Projection": {"ProjectionType": "KEYS_ONLY"}}}]})"_s
            << u"LimitExceededException: Subscriber limit exceeded: Only 1 online index can be "
               u"created or deleted simultaneously per table"_s;
        QTest::newRow("delete the backfilling one") << uR"({"TableName": "Orders",
                "GlobalSecondaryIndexUpdates": [{"Delete": {"IndexName": "byStatus"}}]})"_s
                                                    << u"succeeded"_s;
        QTest::newRow("billing change") << uR"({"TableName": "Orders", "BillingMode": "PROVISIONED",
                "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
                "GlobalSecondaryIndexUpdates": []})"_s
                                        << u"succeeded"_s;
    }

    void oneOnlineIndex()
    {
        QFETCH(QString, update);
        QFETCH(QString, expected);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        ws.ok(u"PutItem"_s, kPut);
        ws.ok(u"UpdateConsistencySettings"_s, R"({"RealisticConsistency": true})");
        ws.ok(u"UpdateTable"_s, kAddIndex);
        QCOMPARE(statusOf(ws), u"ACTIVE"_s);
        QCOMPARE(indexStatusOf(ws), u"CREATING"_s);
        QCOMPARE(refusal(ws, u"UpdateTable"_s, update.toUtf8().constData()), expected);
    }

    // What the server does once the wall-clock delay has passed: everything settles at the
    // current time, and an enabled TTL then schedules the items already expired.
    void settleNow()
    {
        TestWorkspace ws;
        lw::Engine &engine = ws.workspace().engine();
        lw::SweeperSettings instant;
        instant.preset = lw::SweeperSettings::Preset::Instant;
        QVERIFY(engine.setSweeper(instant));
        ws.ok(u"CreateTable"_s, kTable);
        // Expired a minute ago (within five years, so TTL takes it).
        const qint64 expiredAt = engine.nowMs() / 1000 - 60;
        ws.ok(u"PutItem"_s,
              QJsonObject{
                  {u"TableName"_s, u"Orders"_s},
                  {u"Item"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, u"o1"_s}}},
                                          {u"expiresAt"_s,
                                           QJsonObject{{u"N"_s, QString::number(expiredAt)}}}}}});
        lw::settlingOf(engine).setSettleDelays({60000, 60000});
        ws.ok(u"UpdateTable"_s, kAddIndex);
        ws.ok(u"UpdateTimeToLive"_s, kEnableTtl);
        const qint64 before = engine.nowMs();
        QCOMPARE(lw::settlingOf(engine).settlingTables(), QStringList{u"Orders"_s});
        QVERIFY(lw::settlingOf(engine).settleNow(u"Orders"_s));
        QCOMPARE(engine.nowMs(), before); // the clock did not move
        QCOMPARE(statusOf(ws), u"ACTIVE"_s);
        QCOMPARE(indexStatusOf(ws), u"ACTIVE"_s);
        QCOMPARE(ttlStatusOf(ws), u"ENABLED"_s);
        QCOMPARE(lw::settlingOf(engine).settlingTables(), QStringList());
        QVERIFY(lw::settlingOf(engine).settleNow(u"Orders"_s)); // nothing left: not an error
        advance(ws, 1);
        auto got = ws.ok(u"GetItem"_s, R"({"TableName": "Orders", "Key": {"id": {"S": "o1"}}})");
        QVERIFY2(!got.contains(u"Item"_s), "the expired item is swept once TTL has settled");
        // The cooldown still counts from the change, not from when it settled.
        QCOMPARE(refusal(ws, u"UpdateTimeToLive"_s, R"({"TableName": "Orders",
                   "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})"),
                 u"ValidationException: Time to live has been modified multiple times within a "
                 u"fixed interval"_s);
        auto unknown = lw::settlingOf(engine).settleNow(u"Nope"_s);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().message, u"Requested resource not found: Table: Nope not found"_s);
    }

    // A change keeps the delay it was made under, through a reopen that starts with the defaults.
    void reopened()
    {
        QTemporaryDir dir;
        qint64 createdAt = 0;
        {
            auto ws = lw::Workspace::open(dir.path());
            QVERIFY(ws);
            lw::settlingOf((*ws)->engine()).setSettleDelays({800, 300});
            QVERIFY((*ws)->api().call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object()));
            createdAt = (*ws)->engine().nowMs();
        }
        auto ws = lw::Workspace::open(dir.path());
        QVERIFY(ws);
        lw::Engine &engine = (*ws)->engine();
        QCOMPARE(lw::settlingOf(engine).settleDelays(), lw::SettleDelays());
        const auto status = [&] {
            auto got =
                (*ws)->api().call(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, u"Orders"_s}});
            return got ? got->value(u"Table"_s)[u"TableStatus"_s].toString() : QString();
        };
        QCOMPARE(status(), u"CREATING"_s);
        QVERIFY(engine.advanceClock(createdAt + 799));
        QCOMPARE(status(), u"CREATING"_s);
        QVERIFY(engine.advanceClock(createdAt + 800));
        QCOMPARE(status(), u"ACTIVE"_s);
    }

    void ttlDelay_data()
    {
        QTest::addColumn<qint64>("delayMs");
        QTest::newRow("at once") << qint64(0);
        QTest::newRow("half a second") << qint64(500);
        QTest::newRow("negative is 0") << qint64(-5);
    }
    void ttlDelay()
    {
        QFETCH(qint64, delayMs);
        TestWorkspace ws;
        lw::settlingOf(ws.workspace().engine()).setSettleDelays({0, delayMs});
        ws.ok(u"CreateTable"_s, kTable);
        ws.ok(u"UpdateTimeToLive"_s, kEnableTtl);
        const qint64 settles = std::max<qint64>(0, delayMs);
        if (settles > 0) {
            QCOMPARE(ttlStatusOf(ws), u"ENABLING"_s);
            advance(ws, settles - 1);
            QCOMPARE(ttlStatusOf(ws), u"ENABLING"_s);
            advance(ws, 1);
        }
        QCOMPARE(ttlStatusOf(ws), u"ENABLED"_s);
    }
};

QTEST_GUILESS_MAIN(TestSettling)
#include "tst_settling.moc"
