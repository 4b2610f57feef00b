// The capacity meter (engine/capacitymeter.h) through GetConsumedCapacity: every data-plane call
// adds exactly the units its ConsumedCapacity reports, into the minute of the clock it ran at;
// the sweeper adds nothing, an aggregator's writes count, reads of the past and unmetered calls
// do not; rewind drops later minutes; nothing survives reopening the workspace.
//
// JSON with '#' is written with escaped quotes: in a raw string literal it makes moc skip the file.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
static_assert(kT0 % (5 * kMinute) == 0);  // periods are aligned to the epoch

QJsonObject S(const QString &text)
{
    return QJsonObject{{u"S"_s, text}};
}

QJsonObject N(qint64 n)
{
    return QJsonObject{{u"N"_s, QString::number(n)}};
}

QJsonObject call(TestWorkspace &ws, const QString &action, const QJsonObject &request,
                 std::source_location where = std::source_location::current())
{
    return ws.ok(action, request, where);
}

// A response's ConsumedCapacity in units: one object, or one per table.
double reportedUnits(const QJsonObject &response)
{
    const QJsonValue consumed = response.value(u"ConsumedCapacity"_s);
    if (consumed.isObject())
        return consumed.toObject().value(u"CapacityUnits"_s).toDouble();
    double units = 0;
    for (const QJsonValue &table : consumed.toArray())
        units += table.toObject().value(u"CapacityUnits"_s).toDouble();
    return units;
}

using Datapoint = std::tuple<qint64, double, double>; // time, read units, write units

QList<Datapoint> datapoints(TestWorkspace &ws, const QString &table, QJsonObject request = {})
{
    request.insert(u"TableName"_s, table);
    const QJsonObject response = call(ws, u"GetConsumedCapacity"_s, request);
    QList<Datapoint> out;
    for (const QJsonValue &value : response.value(u"Datapoints"_s).toArray()) {
        const QJsonObject point = value.toObject();
        out << Datapoint{point.value(u"TimestampMillis"_s).toInteger(),
                         point.value(u"ReadCapacityUnits"_s).toDouble(),
                         point.value(u"WriteCapacityUnits"_s).toDouble()};
    }
    return out;
}

void advanceTo(TestWorkspace &ws, qint64 ms)
{
    setUp(u"advanceClock"_s, ws.workspace().engine().advanceClock(ms));
}

// Users (testworkspace.h: two GSIs and an LSI) at kT0, holding u1/a.
void usersAtT0(TestWorkspace &ws)
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s, "{\"TableName\":\"Users\",\"Item\":{\"PK\":{\"S\":\"u1\"},\"SK\":{\"S\":"
                        "\"a\"},\"status\":{\"S\":\"on\"},\"n\":{\"N\":\"1\"}}}");
}

void putOrder(TestWorkspace &ws, const QString &sk, qint64 total)
{
    call(ws, u"PutItem"_s,
         {{u"TableName"_s, u"p32"_s},
          {u"Item"_s, QJsonObject{{u"PK"_s, S(u"STORE#s1"_s)},
                                  {u"SK"_s, S(sk)},
                                  {u"type"_s, S(u"Order"_s)},
                                  {u"total"_s, N(total)}}},
          {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
}

} // namespace

class TestCapacityMeter : public QObject
{
    Q_OBJECT

private slots:
    // Each call adds what its ConsumedCapacity says, as reads or as writes, in its minute.
    void callsAddWhatTheyReport_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        QTest::addColumn<bool>("reads");
        const QString put = u"{\"TableName\":\"Users\",\"Item\":{\"PK\":{\"S\":\"u1\"},\"SK\":"
                            u"{\"S\":\"b\"},\"status\":{\"S\":\"on\"},\"n\":{\"N\":\"2\"}}"_s;
        const QString keyA = u"{\"PK\":{\"S\":\"u1\"},\"SK\":{\"S\":\"a\"}}"_s;
        const QString keyB = u"{\"PK\":{\"S\":\"u1\"},\"SK\":{\"S\":\"b\"}}"_s;
        QTest::newRow("PutItem, an index each") << u"PutItem"_s << put + u"}"_s << false;
        QTest::newRow("UpdateItem")
            << u"UpdateItem"_s
            << u"{\"TableName\":\"Users\",\"Key\":"_s + keyA +
                   u",\"UpdateExpression\":\"SET n = :n\",\"ExpressionAttributeValues\":"
                   u"{\":n\":{\"N\":\"5\"}}}"_s
            << false;
        QTest::newRow("DeleteItem")
            << u"DeleteItem"_s << u"{\"TableName\":\"Users\",\"Key\":"_s + keyA + u"}"_s << false;
        QTest::newRow("GetItem, eventual")
            << u"GetItem"_s << u"{\"TableName\":\"Users\",\"Key\":"_s + keyA + u"}"_s << true;
        QTest::newRow("GetItem, strong")
            << u"GetItem"_s
            << u"{\"TableName\":\"Users\",\"ConsistentRead\":true,\"Key\":"_s + keyA + u"}"_s
            << true;
        QTest::newRow("Query")
            << u"Query"_s
            << u"{\"TableName\":\"Users\",\"KeyConditionExpression\":\"PK = :p\","
               u"\"ExpressionAttributeValues\":{\":p\":{\"S\":\"u1\"}}}"_s
            << true;
        QTest::newRow("Scan of an index")
            << u"Scan"_s << u"{\"TableName\":\"Users\",\"IndexName\":\"ByStatus\"}"_s << true;
        QTest::newRow("BatchWriteItem")
            << u"BatchWriteItem"_s
            << u"{\"RequestItems\":{\"Users\":[{\"PutRequest\":{\"Item\":"_s + keyB +
                   u"}},{\"DeleteRequest\":{\"Key\":"_s + keyA + u"}}]}}"_s
            << false;
        QTest::newRow("BatchGetItem")
            << u"BatchGetItem"_s
            << u"{\"RequestItems\":{\"Users\":{\"Keys\":["_s + keyA + u","_s + keyB + u"]}}}"_s
            << true;
        QTest::newRow("TransactWriteItems, twice the units")
            << u"TransactWriteItems"_s
            << u"{\"TransactItems\":[{\"Put\":"_s + put +
                   u"}},{\"ConditionCheck\":{\"TableName\":\"Users\",\"Key\":"_s + keyA +
                   u",\"ConditionExpression\":\"attribute_exists(PK)\"}}]}"_s
            << false;
        QTest::newRow("TransactGetItems")
            << u"TransactGetItems"_s
            << u"{\"TransactItems\":[{\"Get\":{\"TableName\":\"Users\",\"Key\":"_s + keyA +
                   u"}},{\"Get\":{\"TableName\":\"Users\",\"Key\":"_s + keyB + u"}}]}"_s
            << true;
    }
    void callsAddWhatTheyReport()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(bool, reads);
        TestWorkspace ws;
        usersAtT0(ws);
        advanceTo(ws, kT0 + kMinute + 30'000);
        QJsonObject asked = json(request.toUtf8().constData());
        asked.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
        const double units = reportedUnits(call(ws, action, asked));
        QVERIFY(units > 0);
        QCOMPARE(datapoints(ws, u"Users"_s, {{u"StartMillis"_s, kT0 + kMinute}}),
                 (QList<Datapoint>{{kT0 + kMinute, reads ? units : 0, reads ? 0 : units}}));
    }

    // Minutes of the clock, summed per period aligned to the epoch; a period reaching over
    // either end of [StartMillis, EndMillis) counts whole; periods without use are left out.
    void minutesAndPeriods_data()
    {
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<QList<Datapoint>>("expected");
        // Writes of 1 unit each: two at 0:10, one at 0:50, one at 2:00, one at 7:30.
        QTest::newRow("per minute, all time")
            << QJsonObject{}
            << QList<Datapoint>{{kT0, 0, 3}, {kT0 + 2 * kMinute, 0, 1}, {kT0 + 7 * kMinute, 0, 1}};
        QTest::newRow("per 5 minutes") << QJsonObject{{u"PeriodMillis"_s, 5 * kMinute}}
                                       << QList<Datapoint>{{kT0, 0, 4}, {kT0 + 5 * kMinute, 0, 1}};
        QTest::newRow("a window of minutes")
            << QJsonObject{{u"StartMillis"_s, kT0 + kMinute}, {u"EndMillis"_s, kT0 + 7 * kMinute}}
            << QList<Datapoint>{{kT0 + 2 * kMinute, 0, 1}};
        QTest::newRow("whole periods at both ends")
            << QJsonObject{{u"StartMillis"_s, kT0 + 4 * kMinute},
                           {u"EndMillis"_s, kT0 + 5 * kMinute + 1},
                           {u"PeriodMillis"_s, 5 * kMinute}}
            << QList<Datapoint>{{kT0, 0, 4}, {kT0 + 5 * kMinute, 0, 1}};
        QTest::newRow("nothing in the window") << QJsonObject{{u"StartMillis"_s, kT0 + 3 * kMinute},
                                                              {u"EndMillis"_s, kT0 + 7 * kMinute}}
                                               << QList<Datapoint>{};
    }
    void minutesAndPeriods()
    {
        QFETCH(QJsonObject, request);
        QFETCH(QList<Datapoint>, expected);
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0 + 10'000));
        ws.ok(u"CreateTable"_s, kUsersTable);
        const auto putAt = [&](qint64 ms, const QString &sk) {
            advanceTo(ws, ms);
            QVERIFY(ws.putUser(u"u1"_s, sk));
        };
        putAt(kT0 + 10'000, u"a"_s);
        putAt(kT0 + 10'000, u"b"_s);
        putAt(kT0 + 50'000, u"c"_s);
        putAt(kT0 + 2 * kMinute, u"d"_s);
        putAt(kT0 + 7 * kMinute + 30'000, u"e"_s);
        QCOMPARE(datapoints(ws, u"Users"_s, request), expected);
    }

    // A TTL delete consumes nothing (DynamoDB): only the PutItem shows.
    void theSweeperAddsNothing()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        QVERIFY(engine.setSweeper(SweeperSettings{SweeperSettings::Preset::Instant, 0, 0, 1}));
        ws.ok(u"CreateTable"_s, kUsersTable);
        QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
        const QJsonObject put =
            call(ws, u"PutItem"_s,
                 {{u"TableName"_s, u"Users"_s},
                  {u"Item"_s, QJsonObject{{u"PK"_s, S(u"u1"_s)},
                                          {u"SK"_s, S(u"s"_s)},
                                          {u"expiresAt"_s, N(kT0 / 1000 + 60)}}},
                  {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
        advanceTo(ws, kT0 + 10 * kMinute);
        const auto history =
            engine.itemHistory(u"Users"_s, Item{{u"PK"_s, AttributeValue::string(u"u1"_s)},
                                                {u"SK"_s, AttributeValue::string(u"s"_s)}});
        QVERIFY(history);
        QCOMPARE(history->last().origin, Origin::Ttl);
        QCOMPARE(datapoints(ws, u"Users"_s), (QList<Datapoint>{{kT0, 0, reportedUnits(put)}}));
    }

    // Lesson 32: the aggregator's five UpdateItems of the stats item, at its poll a minute
    // after the orders, count as writes of that minute.
    void anAggregatorsWritesCount()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0 + 59'000));
        ws.ok(u"CreateTable"_s,
              "{\"TableName\":\"p32\",\"BillingMode\":\"PAY_PER_REQUEST\",\"KeySchema\":["
              "{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"SK\","
              "\"KeyType\":\"RANGE\"}],\"AttributeDefinitions\":[{\"AttributeName\":\"PK\","
              "\"AttributeType\":\"S\"},{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],"
              "\"StreamSpecification\":{\"StreamEnabled\":true,\"StreamViewType\":"
              "\"NEW_AND_OLD_IMAGES\"}}");
        ws.ok(u"CreateConsumer"_s,
              "{\"TableName\":\"p32\",\"ConsumerName\":\"totals\",\"Type\":\"AGGREGATOR\","
              "\"PollDelayMillis\":1000,\"Aggregator\":{\"CountAttributeName\":\"orderCount\","
              "\"Sums\":[{\"SourceAttributeName\":\"total\",\"TargetAttributeName\":"
              "\"revenue\"}]}}");
        putOrder(ws, u"ORDER#o1"_s, 42);
        putOrder(ws, u"ORDER#o2"_s, 17);
        putOrder(ws, u"ORDER#o3"_s, 99);
        advanceTo(ws, kT0 + 2 * kMinute);
        const QJsonObject stats =
            call(ws, u"GetItem"_s,
                 {{u"TableName"_s, u"p32"_s},
                  {u"Key"_s, QJsonObject{{u"PK"_s, S(u"STORE#s1"_s)}, {u"SK"_s, S(u"STATS"_s)}}},
                  {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
        QCOMPARE(stats.value(u"Item"_s).toObject().value(u"orderCount"_s).toObject(), N(3));
        // Three orders of 1 unit each; three ADDs to a small stats item, 1 unit each; the read.
        QCOMPARE(
            datapoints(ws, u"p32"_s),
            (QList<Datapoint>{{kT0, 0, 3}, {kT0 + kMinute, 0, 3}, {kT0 + 2 * kMinute, 0.5, 0}}));
    }

    // The workbench's own looks (CallOptions::metered false) and reads of the past are not
    // traffic; ConsumedCapacity in their responses is as always.
    void unmeteredCallsAndThePastAddNothing()
    {
        TestWorkspace ws;
        usersAtT0(ws);
        advanceTo(ws, kT0 + 5 * kMinute);
        const QJsonObject get =
            json("{\"TableName\":\"Users\",\"ReturnConsumedCapacity\":\"TOTAL\",\"Key\":"
                 "{\"PK\":{\"S\":\"u1\"},\"SK\":{\"S\":\"a\"}}}");
        Api &api = ws.workspace().api();
        const auto look = api.call(u"GetItem"_s, get, CallOptions{.asOfMs = {}, .metered = false});
        QVERIFY(look);
        QCOMPARE(reportedUnits(*look), 0.5);
        const auto past = api.call(u"GetItem"_s, get, CallOptions{.asOfMs = kT0 + kMinute});
        QVERIFY(past);
        QCOMPARE(reportedUnits(*past), 0.5);
        QVERIFY(api.call(u"Scan"_s, json("{\"TableName\":\"Users\"}"),
                         CallOptions{.asOfMs = kT0 + kMinute}));
        QCOMPARE(datapoints(ws, u"Users"_s, {{u"StartMillis"_s, kT0 + kMinute}}),
                 QList<Datapoint>());
        // After an unmetered call the meter counts again.
        QVERIFY(api.call(u"GetItem"_s, get));
        QCOMPARE(datapoints(ws, u"Users"_s, {{u"StartMillis"_s, kT0 + kMinute}}),
                 (QList<Datapoint>{{kT0 + 5 * kMinute, 0.5, 0}}));
    }

    // Rewind drops the minutes after the rewind time; the minute holding it stays whole.
    void rewindDropsLaterMinutes()
    {
        TestWorkspace ws;
        usersAtT0(ws);
        Engine &engine = ws.workspace().engine();
        advanceTo(ws, kT0 + 2 * kMinute + 30'000);
        QVERIFY(ws.putUser(u"u1"_s, u"b"_s));
        advanceTo(ws, kT0 + 5 * kMinute);
        QVERIFY(ws.putUser(u"u1"_s, u"c"_s));
        const double put = std::get<2>(datapoints(ws, u"Users"_s).first());
        QVERIFY(engine.rewind(kT0 + 2 * kMinute + 10'000));
        QCOMPARE(datapoints(ws, u"Users"_s),
                 (QList<Datapoint>{{kT0, 0, put}, {kT0 + 2 * kMinute, 0, 1}}));
        QVERIFY(ws.putUser(u"u1"_s, u"d"_s));
        QCOMPARE(datapoints(ws, u"Users"_s),
                 (QList<Datapoint>{{kT0, 0, put}, {kT0 + 2 * kMinute, 0, 2}}));
    }

    // Kept in memory: a workspace opened again starts with no capacity used.
    void reopeningStartsEmpty()
    {
        TestWorkspace ws;
        usersAtT0(ws);
        QCOMPARE(datapoints(ws, u"Users"_s).size(), 1);
        ws.close();
        auto reopened = Workspace::open(ws.path());
        QVERIFY(reopened);
        const auto response =
            (*reopened)->api().call(u"GetConsumedCapacity"_s, json("{\"TableName\":\"Users\"}"));
        QVERIFY(response);
        QCOMPARE(response->value(u"Datapoints"_s).toArray(), QJsonArray());
        QCOMPARE(response->value(u"PeriodMillis"_s).toInteger(), kMinute);
    }

    void validation_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<ErrorType>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("period zero")
            << u"{\"TableName\":\"Users\",\"PeriodMillis\":0}"_s << ErrorType::Validation
            << u"PeriodMillis must be a positive multiple of 60000 (one minute): 0"_s;
        QTest::newRow("period not whole minutes")
            << u"{\"TableName\":\"Users\",\"PeriodMillis\":90000}"_s << ErrorType::Validation
            << u"PeriodMillis must be a positive multiple of 60000 (one minute): 90000"_s;
        QTest::newRow("negative period")
            << u"{\"TableName\":\"Users\",\"PeriodMillis\":-60000}"_s << ErrorType::Validation
            << u"PeriodMillis must be a positive multiple of 60000 (one minute): -60000"_s;
        QTest::newRow("start not before end")
            << u"{\"TableName\":\"Users\",\"StartMillis\":5,\"EndMillis\":5}"_s
            << ErrorType::Validation
            << u"StartMillis must be before EndMillis: 5 is not before 5"_s;
        QTest::newRow("unknown table")
            << u"{\"TableName\":\"Nope\"}"_s << ErrorType::ResourceNotFound
            << u"Requested resource not found: Table: Nope not found"_s;
        QTest::newRow("no table")
            << u"{}"_s << ErrorType::Validation
            << u"The parameter 'TableName' is required but was not present in the request"_s;
        QTest::newRow("period as text")
            << u"{\"TableName\":\"Users\",\"PeriodMillis\":\"60000\"}"_s << ErrorType::Serialization
            << u"Unexpected value type in payload: PeriodMillis"_s;
        QTest::newRow("fractional start")
            << u"{\"TableName\":\"Users\",\"StartMillis\":1.5}"_s << ErrorType::Serialization
            << u"Unexpected value type in payload: StartMillis"_s;
        QTest::newRow("index")
            << u"{\"TableName\":\"Users\",\"IndexName\":\"GSI1\"}"_s << ErrorType::Validation
            << u"IndexName is not supported by Lifecycle Workbench for this action yet"_s;
    }
    void validation()
    {
        QFETCH(QString, request);
        QFETCH(ErrorType, type);
        QFETCH(QString, message);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kUsersTable);
        const auto result = ws.call(u"GetConsumedCapacity"_s, json(request.toUtf8().constData()));
        QVERIFY(!result);
        QCOMPARE(result.error().type, type);
        QCOMPARE(result.error().message, message);
    }
};

QTEST_GUILESS_MAIN(TestCapacityMeter)
#include "tst_capacitymeter.moc"
