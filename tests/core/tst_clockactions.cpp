// The clock actions through the api dispatch (core/api/actions/clock.cpp): DescribeClock,
// AdvanceClock running what falls due (TTL settling, sweeper deletes, consumers) and
// SweepExpiredItems, and every refusal leaving the clock and the items as they were.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'261; // 2026-10-20T11:48:37.261Z

// Sessions (PK) with TTL on expiresAt, settled, and a NEW_AND_OLD_IMAGES stream; the clock at kT0
// + 2 s. SESSION-old expired a minute before kT0, SESSION-new expires in an hour.
void createSessions(TestWorkspace &ws)
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s, R"({"TableName": "Sessions", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
    ws.ok(u"UpdateTimeToLive"_s, R"({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expiresAt"}})");
    ws.ok(u"AdvanceClock"_s, R"({"ByMillis": 2000})");
    ws.ok(u"PutItem"_s, R"({"TableName": "Sessions",
        "Item": {"PK": {"S": "SESSION-old"}, "expiresAt": {"N": "1792496857"}}})");
    ws.ok(u"PutItem"_s, R"({"TableName": "Sessions",
        "Item": {"PK": {"S": "SESSION-new"}, "expiresAt": {"N": "1792500517"}}})");
}

QStringList keys(TestWorkspace &ws)
{
    QStringList out;
    const QJsonObject scan = ws.ok(u"Scan"_s, R"({"TableName": "Sessions"})");
    for (const QJsonValue &item : scan.value(u"Items"_s).toArray())
        out << jsonAt(item, u"PK.S"_s).toString();
    out.sort();
    return out;
}

} // namespace

class TestClockActions : public QObject
{
    Q_OBJECT

private slots:
    void describeClockShowsTheWorkspaceClock()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        QCOMPARE(
            ws.ok(u"DescribeClock"_s, "{}"),
            (QJsonObject{{u"ClockMillis"_s, kT0}, {u"Clock"_s, u"2026-10-20T11:48:37.261Z"_s}}));
    }

    void advanceClockMovesByOrTo()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        QCOMPARE(ws.ok(u"AdvanceClock"_s, R"({"ByMillis": 1500})"),
                 (QJsonObject{{u"ClockMillis"_s, kT0 + 1500},
                              {u"Clock"_s, u"2026-10-20T11:48:38.761Z"_s},
                              {u"PreviousClockMillis"_s, kT0}}));
        QCOMPARE(engine.nowMs(), kT0 + 1500);
        const QJsonObject to = ws.ok(u"AdvanceClock"_s, R"({"ToMillis": 1792500000000})");
        QCOMPARE(to.value(u"ClockMillis"_s).toInteger(), 1'792'500'000'000);
        QCOMPARE(to.value(u"PreviousClockMillis"_s).toInteger(), kT0 + 1500);
        QCOMPARE(engine.nowMs(), 1'792'500'000'000);
        // To now: nothing moves, and that is no error.
        ws.ok(u"AdvanceClock"_s, R"({"ToMillis": 1792500000000, "ByMillis": null})");
        QCOMPARE(engine.nowMs(), 1'792'500'000'000);
        QCOMPARE(ws.ok(u"DescribeClock"_s, "{}").value(u"ClockMillis"_s).toInteger(),
                 1'792'500'000'000);
    }

    void advanceClockRunsWhatFallsDue()
    {
        TestWorkspace ws;
        createSessions(ws); // AdvanceClock settled TTL: ENABLING became ENABLED
        QCOMPARE(jsonAt(ws.ok(u"DescribeTimeToLive"_s, R"({"TableName": "Sessions"})"),
                        u"TimeToLiveDescription.TimeToLiveStatus"_s)
                     .toString(),
                 u"ENABLED"_s);
        ws.ok(u"CreateConsumer"_s, R"({"TableName": "Sessions", "ConsumerName": "archive",
            "Type": "ARCHIVER"})");
        QCOMPARE(keys(ws), (QStringList{u"SESSION-new"_s, u"SESSION-old"_s}));

        // Three days on, the sweeper (within 48 hours of expiry) has deleted both, and the
        // archiver has read the REMOVEs from the stream.
        ws.ok(u"AdvanceClock"_s, R"({"ByMillis": 259200000})");
        QCOMPARE(keys(ws), QStringList());
        const QJsonObject objects = ws.ok(u"ListArchiveObjects"_s, "{}");
        QCOMPARE(objects.value(u"Contents"_s).toArray().size(), 2);
        QCOMPARE(ws.workspace().engine().nowMs(), kT0 + 2000 + 3 * kDay);
    }

    void sweepExpiredItemsDeletesTheExpiredNow()
    {
        TestWorkspace ws;
        createSessions(ws);
        QCOMPARE(ws.ok(u"SweepExpiredItems"_s, "{}"), (QJsonObject{{u"DeletedCount"_s, 1}}));
        QCOMPARE(keys(ws), QStringList{u"SESSION-new"_s});
        QCOMPARE(ws.ok(u"SweepExpiredItems"_s, "{}"), (QJsonObject{{u"DeletedCount"_s, 0}}));
        QCOMPARE(ws.workspace().engine().nowMs(), kT0 + 2000); // sweeping does not move the clock
        // A TTL delete: the stream's REMOVE is the service's.
        QList<StreamRecord> records = ws.workspace()
                                          .engine()
                                          .readStream(u"Sessions"_s, 0, 10)
                                          .value_or(QList<StreamRecord>());
        QCOMPARE(records.size(), 3);
        QCOMPARE(records.last().event, StreamEvent::Remove);
        QCOMPARE(records.last().origin, Origin::Ttl);
    }

    void refusalsChangeNothing_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        const QString validation = u"ValidationException"_s;
        const QString last =
            u"The clock cannot pass 253402300799999 (9999-12-31T23:59:59.999Z), the last time it "
            u"shows: "_s;
        QTest::newRow("neither") << u"AdvanceClock"_s << u"{}"_s << validation
                                 << u"AdvanceClock takes exactly one of ByMillis and ToMillis"_s;
        QTest::newRow("both") << u"AdvanceClock"_s << u"{\"ByMillis\": 1, \"ToMillis\": 1}"_s
                              << validation
                              << u"AdvanceClock takes exactly one of ByMillis and ToMillis"_s;
        QTest::newRow("negative") << u"AdvanceClock"_s << u"{\"ByMillis\": -1}"_s << validation
                                  << u"ByMillis must not be negative: -1"_s;
        QTest::newRow("fraction") << u"AdvanceClock"_s << u"{\"ByMillis\": 1.5}"_s
                                  << u"SerializationException"_s
                                  << u"Unexpected value type in payload: ByMillis"_s;
        QTest::newRow("text") << u"AdvanceClock"_s << u"{\"ToMillis\": \"1792500000000\"}"_s
                              << u"SerializationException"_s
                              << u"Unexpected value type in payload: ToMillis"_s;
        QTest::newRow("backwards")
            << u"AdvanceClock"_s << u"{\"ToMillis\": 1792496917260}"_s << validation
            << u"The clock only moves forward: rewind goes back over history"_s;
        QTest::newRow("past 9999") << u"AdvanceClock"_s << u"{\"ToMillis\": 253402300800000}"_s
                                   << validation << last + u"253402300800000"_s;
        QTest::newRow("by past 9999")
            << u"AdvanceClock"_s << u"{\"ByMillis\": 253402300000000}"_s << validation
            << last + u"%1 + 253402300000000"_s.arg(kT0 + TimeToLiveSetting::kSettleMs);
        QTest::newRow("unknown member")
            << u"AdvanceClock"_s << u"{\"ByMillis\": 1, \"Speed\": 2}"_s << validation
            << u"Speed is not supported by Lifecycle Workbench for this action yet"_s;
        QTest::newRow("describe member")
            << u"DescribeClock"_s << u"{\"TableName\": \"Sessions\"}"_s << validation
            << u"TableName is not supported by Lifecycle Workbench for this action yet"_s;
        QTest::newRow("sweep member")
            << u"SweepExpiredItems"_s << u"{\"TableName\": \"Sessions\"}"_s << validation
            << u"TableName is not supported by Lifecycle Workbench for this action yet"_s;
    }

    void refusalsChangeNothing()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        ws.ok(u"CreateTable"_s, R"({"TableName": "Sessions", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})");
        ws.ok(u"UpdateTimeToLive"_s, R"({"TableName": "Sessions",
            "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expiresAt"}})");
        QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        ws.ok(u"PutItem"_s, R"({"TableName": "Sessions",
            "Item": {"PK": {"S": "SESSION-old"}, "expiresAt": {"N": "1792496857"}}})");
        const qint64 before = engine.nowMs();

        const QByteArray body = request.toUtf8();
        const Result<QJsonObject> result = ws.call(action, json(body.constData()));
        QVERIFY(!result);
        QCOMPARE(result.error().typeName(), type);
        QCOMPARE(result.error().message, message);
        QCOMPARE(engine.nowMs(), before);
        QCOMPARE(keys(ws), QStringList{u"SESSION-old"_s});
    }

    void theActionsAreListed()
    {
        const QStringList actions = Api::actions();
        for (const QString &name : {u"DescribeClock"_s, u"AdvanceClock"_s, u"SweepExpiredItems"_s})
            QVERIFY2(actions.contains(name), qPrintable(name));
    }
};

QTEST_GUILESS_MAIN(TestClockActions)
#include "tst_clockactions.moc"
