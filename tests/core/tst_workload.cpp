// Workloads (core/workload/, docs/workloads.md): the spec's checks and their messages, what each
// key pattern makes, how requests spread over the sim seconds, retries with the SDKs' backoff in
// later seconds, the outcomes per second and their record (DescribeWorkloads), giving up,
// cancelling, rewind, determinism, and the lesson the whole thing is for: a hot key throttles
// where a well-spread key does not.
#include "bundle/bundle.h"
#include "engine/engine.h"
#include "engine/groupcommit.h"
#include "model/retryrule.h"
#include "testworkspace.h"
#include "workload/requestmaker.h"
#include "workload/valuesource.h"
#include "workload/workloadrun.h"
#include "workload/workloadtext.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'796'083'200'000; // 2026-12-01T00:00:00Z

// "telemetry": status (S) and ts (S), provisioned `wcu` write units; "devices": deviceId (N),
// the same capacity.
void createTables(TestWorkspace &ws, qint64 wcu)
{
    ws.workspace().engine().setSettleDelays({0, 0});
    if (!ws.workspace().engine().setClock(kT0))
        QFAIL("setClock");
    QJsonObject telemetry = json(R"({"TableName": "telemetry",
        "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"},
                      {"AttributeName": "ts", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "status", "AttributeType": "S"},
                                 {"AttributeName": "ts", "AttributeType": "S"}]})");
    QJsonObject devices = json(R"({"TableName": "devices",
        "KeySchema": [{"AttributeName": "deviceId", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "deviceId", "AttributeType": "N"}]})");
    for (QJsonObject *table : {&telemetry, &devices}) {
        table->insert(u"ProvisionedThroughput"_s,
                      QJsonObject{{u"ReadCapacityUnits"_s, wcu}, {u"WriteCapacityUnits"_s, wcu}});
        ws.ok(u"CreateTable"_s, *table);
    }
}

workload::Spec spec(const char *text)
{
    auto parsed = workload::parseSpec(json(text), u"workload"_s);
    if (!parsed)
        fail(parsed.error());
    return parsed.value_or(workload::Spec{});
}

workload::Outcome run(TestWorkspace &ws, const workload::Spec &s,
                      const workload::Progress &progress = {})
{
    auto outcome = workload::run(ws.workspace().api(), s, progress);
    if (!outcome)
        fail(outcome.error().typeName() + u": "_s + outcome.error().message);
    return outcome.value_or(workload::Outcome{});
}

void setLimits(TestWorkspace &ws, bool on)
{
    ws.ok(u"UpdateThroughputLimits"_s, QJsonObject{{u"Enabled"_s, on}});
}

// The values `pattern` makes for `n` requests, one a millisecond from kT0.
QStringList values(const char *pattern, int n, quint64 seed = 1, bool number = false)
{
    auto parsed = workload::parseSpec(
        json((uR"({"table": "t", "action": "GetItem", "rate": 1, "seconds": 1, "key": %1})"_s.arg(
                  QString::fromUtf8(pattern)))
                 .toUtf8()
                 .constData()),
        u"workload"_s);
    if (!parsed) {
        fail(parsed.error());
        return {};
    }
    workload::ValueSource source(parsed->key, seed, 0, number);
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << source.next(kT0 + i);
    return out;
}

qint64 itemCount(TestWorkspace &ws, const QString &table)
{
    return ws.ok(u"Scan"_s, QJsonObject{{u"TableName"_s, table}, {u"Select"_s, u"COUNT"_s}})
        .value(u"Count"_s)
        .toInteger();
}

} // namespace

class WorkloadTest : public QObject
{
    Q_OBJECT

private slots:
    void specErrors_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("message");
        const QString base =
            uR"("table": "t", "action": "PutItem", "rate": 10, "seconds": 5, "key": {"pattern": "constant", "value": "A"})"_s;
        const auto with = [&](const QString &extra) -> QString {
            return u"{"_s + base + extra + u"}"_s;
        };
        QTest::newRow("unknown field")
            << with(u", \"rtae\": 1"_s) << u"workload: unknown field \"rtae\""_s;
        QTest::newRow("no table") << uR"({"action": "PutItem"})"_s
                                  << u"workload: \"table\" must be a non-empty string"_s;
        QTest::newRow("action") << uR"({"table": "t", "action": "Scan"})"_s
                                << u"workload: \"action\" must be one of \"PutItem\", "
                                   u"\"GetItem\", \"Query\", \"UpdateItem\""_s;
        QTest::newRow("rate zero")
            << uR"({"table": "t", "action": "PutItem", "rate": 0})"_s
            << u"workload: \"rate\" must be a whole number from 1 to 1000000"_s;
        QTest::newRow("rate fraction")
            << uR"({"table": "t", "action": "PutItem", "rate": 1.5})"_s
            << u"workload: \"rate\" must be a whole number from 1 to 1000000"_s;
        QTest::newRow("seconds too many")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 86401})"_s
            << u"workload: \"seconds\" must be a whole number from 1 to 86400"_s;
        QTest::newRow("no key")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 1})"_s
            << u"workload: \"key\" is required: the partition key's pattern"_s;
        QTest::newRow("key not an object")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 1, "key": "A"})"_s
            << u"workload: \"key\" must be a pattern object such as {\"pattern\": \"constant\", "
               u"\"value\": \"ACTIVE\"}"_s;
        QTest::newRow("unknown pattern")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "hot"}})"_s
            << u"workload: \"key.pattern\" must be one of \"constant\", \"values\", \"date\", "
               u"\"random\", \"sharded\", \"zipf\", \"sequence\""_s;
        QTest::newRow("constant without value")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "constant"}})"_s
            << u"workload: \"key.value\" must be a non-empty string or a number"_s;
        QTest::newRow("values empty")
            << uR"({"table": "t", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "values", "values": []}})"_s
            << u"workload: \"key.values\" must be a non-empty array of non-empty strings or "
               u"numbers"_s;
        QTest::newRow("random count")
            << with(u", \"attributes\": {\"deviceId\": {\"pattern\": \"random\", \"count\": 0}}"_s)
            << u"workload: \"attributes.deviceId.count\" must be a whole number from 1 to "
               u"1000000000"_s;
        QTest::newRow("zipf exponent")
            << with(u", \"attributes\": {\"item\": {\"pattern\": \"zipf\", \"count\": 10, "
                    u"\"exponent\": 0}}"_s)
            << u"workload: \"attributes.item.exponent\" must be a number above 0, at most 10 "
               u"(default 1)"_s;
        QTest::newRow("sharded inner")
            << with(u", \"attributes\": {\"d\": {\"pattern\": \"sharded\", \"shards\": 4, "
                    u"\"of\": {\"pattern\": \"random\"}}}"_s)
            << u"workload: \"attributes.d.of.count\" must be a whole number from 1 to "
               u"1000000000"_s;
        QTest::newRow("sharded shards")
            << with(u", \"attributes\": {\"d\": {\"pattern\": \"sharded\", \"shards\": 0, "
                    u"\"of\": {\"pattern\": \"date\"}}}"_s)
            << u"workload: \"attributes.d.shards\" must be a whole number from 1 to 10000"_s;
        QTest::newRow("pattern field")
            << with(u", \"attributes\": {\"d\": {\"pattern\": \"date\", \"format\": \"x\"}}"_s)
            << u"workload: unknown field \"attributes.d.format\""_s;
        QTest::newRow("index on a put") << with(u", \"index\": \"byFirmware\""_s)
                                        << u"workload: \"index\" is for a Query only"_s;
        QTest::newRow("itemBytes on a read")
            << uR"({"table": "t", "action": "GetItem", "rate": 1, "seconds": 1, "key": {"pattern": "date"}, "itemBytes": 10})"_s
            << u"workload: \"itemBytes\" is for a PutItem or UpdateItem only"_s;
        QTest::newRow("itemBytes too big")
            << with(u", \"itemBytes\": 409601"_s)
            << u"workload: \"itemBytes\" must be a whole number from 1 to 409600"_s;
        QTest::newRow("query attributes")
            << uR"({"table": "t", "action": "Query", "rate": 1, "seconds": 1, "key": {"pattern": "date"}, "attributes": {}})"_s
            << u"workload: \"attributes\" is not for a Query: it reads by the partition key "
               u"alone"_s;
        QTest::newRow("retry") << with(u", \"retry\": \"always\""_s)
                               << u"workload: \"retry\" must be \"sdk\" or \"none\""_s;
        QTest::newRow("seed") << with(u", \"seed\": -1"_s)
                              << u"workload: \"seed\" must be a whole number from 0 to "
                                 u"9007199254740992"_s;
    }
    void specErrors()
    {
        QFETCH(QString, spec);
        QFETCH(QString, message);
        const auto parsed =
            workload::parseSpec(QJsonDocument::fromJson(spec.toUtf8()).object(), u"workload"_s);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), message);
    }

    // The SDKs' standard backoff (model/retryrule.h), which the workload waits by in sim time:
    // random × min(1 s × 2^(retry − 1), 20 s), whole milliseconds.
    void backoff_data()
    {
        QTest::addColumn<int>("retry");
        QTest::addColumn<double>("random");
        QTest::addColumn<qint64>("delayMs");
        QTest::newRow("first retry") << 1 << 0.5 << qint64(500);
        QTest::newRow("second retry") << 2 << 0.5 << qint64(1000);
        QTest::newRow("third retry") << 3 << 0.999 << qint64(3996);
        QTest::newRow("capped") << 10 << 0.75 << qint64(15000);
        QTest::newRow("no jitter drawn") << 4 << 0.0 << qint64(0);
        QTest::newRow("no retry") << 0 << 0.9 << qint64(0);
    }
    void backoff()
    {
        QFETCH(int, retry);
        QFETCH(double, random);
        QFETCH(qint64, delayMs);
        QCOMPARE(retry::delayMs(retry::Backoff{}, retry, random), delayMs);
    }

    void retryableErrors_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("retryable");
        QTest::newRow("provisioned") << u"ProvisionedThroughputExceededException"_s << true;
        QTest::newRow("on demand") << u"ThrottlingException"_s << true;
        QTest::newRow("quota") << u"RequestLimitExceeded"_s << true;
        QTest::newRow("timeout") << u"RequestTimeout"_s << true;
        QTest::newRow("validation") << u"ValidationException"_s << false;
        QTest::newRow("condition") << u"ConditionalCheckFailedException"_s << false;
    }
    void retryableErrors()
    {
        QFETCH(QString, type);
        QFETCH(bool, retryable);
        QCOMPARE(retry::isRetryableErrorType(type), retryable);
    }

    void specDefaults()
    {
        const auto s = spec(R"({"table": "telemetry", "action": "PutItem", "rate": 2000,
            "seconds": 60, "key": {"pattern": "constant", "value": "ACTIVE"}})");
        QCOMPARE(s.itemBytes, 100);
        QVERIFY(s.retry);
        QCOMPARE(s.seed, 1u);
        QCOMPARE(s.rate, 2000);
        QCOMPARE(s.seconds, 60);
        QVERIFY(s.attributes.isEmpty());
        QVERIFY(!s.limit);
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("expected"); // the first five values
        QTest::newRow("constant") << uR"({"pattern": "constant", "value": "ACTIVE"})"_s
                                  << QStringList(5, u"ACTIVE"_s);
        QTest::newRow("date") << uR"({"pattern": "date"})"_s << QStringList(5, u"2026-12-01"_s);
        QTest::newRow("sequence") << uR"({"pattern": "sequence", "prefix": "r-"})"_s
                                  << QStringList{u"r-0000000001"_s, u"r-0000000002"_s,
                                                 u"r-0000000003"_s, u"r-0000000004"_s,
                                                 u"r-0000000005"_s};
    }
    void patterns()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, expected);
        QCOMPARE(values(pattern.toUtf8().constData(), 5), expected);
    }

    void uniformPatterns_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("allowed");
        QTest::newRow("values")
            << uR"({"pattern": "values", "values": ["ACTIVE", "IDLE", "FAULT"]})"_s
            << QStringList{u"ACTIVE"_s, u"IDLE"_s, u"FAULT"_s};
        QTest::newRow("random") << uR"({"pattern": "random", "prefix": "device-", "count": 4})"_s
                                << QStringList{u"device-0"_s, u"device-1"_s, u"device-2"_s,
                                               u"device-3"_s};
        QTest::newRow("sharded")
            << uR"({"pattern": "sharded", "shards": 3, "of": {"pattern": "date"}})"_s
            << QStringList{u"2026-12-01#1"_s, u"2026-12-01#2"_s, u"2026-12-01#3"_s};
    }
    // Every value is one the pattern allows, and each allowed one comes about as often as the
    // others (4,000 draws: each within 20% of its share).
    void uniformPatterns()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, allowed);
        const QStringList drawn = values(pattern.toUtf8().constData(), 4000);
        for (const QString &value : allowed) {
            const double share = double(drawn.count(value)) / drawn.size();
            QVERIFY2(std::abs(share - 1.0 / allowed.size()) < 0.2 / allowed.size(),
                     qPrintable(value + u": "_s + QString::number(share)));
        }
        QCOMPARE(qsizetype(std::count_if(drawn.begin(), drawn.end(),
                                         [&](const QString &v) { return allowed.contains(v); })),
                 drawn.size());
    }

    // Zipf over 100 ranks, exponent 1: rank 1 (item-0) gets 1/H(100) ≈ 19% of the draws, rank 2
    // half that, and the hottest ten together about 56%.
    void zipf()
    {
        const QStringList drawn =
            values(R"({"pattern": "zipf", "prefix": "item-", "count": 100})", 20000);
        double harmonic = 0;
        for (int rank = 1; rank <= 100; ++rank)
            harmonic += 1.0 / rank;
        const double first = double(drawn.count(u"item-0"_s)) / drawn.size();
        const double second = double(drawn.count(u"item-1"_s)) / drawn.size();
        QVERIFY2(std::abs(first - 1 / harmonic) < 0.01, qPrintable(QString::number(first)));
        QVERIFY2(std::abs(second - 0.5 / harmonic) < 0.01, qPrintable(QString::number(second)));
        QVERIFY(!drawn.contains(u"item-100"_s));
    }

    void numbersUnpadded()
    {
        QCOMPARE(values(R"({"pattern": "sequence"})", 3, 1, true),
                 (QStringList{u"1"_s, u"2"_s, u"3"_s}));
    }

    void seedDecides()
    {
        const char *pattern = R"({"pattern": "random", "count": 1000000})";
        QCOMPARE(values(pattern, 50, 7), values(pattern, 50, 7));
        QVERIFY(values(pattern, 50, 7) != values(pattern, 50, 8));
    }

    // What only the table can tell, refused before anything runs.
    void unfitSpecs_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("no sort key")
            << uR"({"table": "telemetry", "action": "GetItem", "rate": 1, "seconds": 1, "key": {"pattern": "constant", "value": "A"}})"_s
            << u"workload: GetItem on telemetry needs its sort key ts in \"attributes\""_s;
        QTest::newRow("date for a number")
            << uR"({"table": "devices", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "date"}})"_s
            << u"workload: \"key\" cannot make numbers for deviceId, a number attribute of "
               u"devices: a date pattern makes strings"_s;
        QTest::newRow("prefix for a number")
            << uR"({"table": "devices", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "random", "prefix": "d-", "count": 5}})"_s
            << u"workload: \"key\" cannot make numbers for deviceId, a number attribute of "
               u"devices: a prefix makes strings"_s;
        QTest::newRow("unknown index")
            << uR"({"table": "telemetry", "action": "Query", "index": "byFirmware", "rate": 1, "seconds": 1, "key": {"pattern": "date"}})"_s
            << u"workload: \"index\" names no index of telemetry: byFirmware"_s;
        QTest::newRow("not a key for a GetItem")
            << uR"({"table": "telemetry", "action": "GetItem", "rate": 1, "seconds": 1, "key": {"pattern": "constant", "value": "A"}, "attributes": {"ts": {"pattern": "sequence"}, "firmware": {"pattern": "date"}}})"_s
            << u"workload: \"attributes.firmware\": a GetItem reads by key, and firmware is no "
               u"key attribute of telemetry"_s;
        QTest::newRow("partition key as an attribute")
            << uR"({"table": "devices", "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "sequence"}, "attributes": {"deviceId": {"pattern": "sequence"}}})"_s
            << u"workload: \"attributes.deviceId\" is the partition key of devices: give it as "
               u"\"key\""_s;
    }
    void unfitSpecs()
    {
        QFETCH(QString, spec);
        QFETCH(QString, message);
        TestWorkspace ws;
        createTables(ws, 100);
        const auto parsed =
            workload::parseSpec(QJsonDocument::fromJson(spec.toUtf8()).object(), u"workload"_s);
        QVERIFY(parsed);
        const auto ran = workload::run(ws.workspace().api(), *parsed);
        QVERIFY(!ran);
        QCOMPARE(ran.error().message, message);
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray().size(), 0);
    }

    void unknownTable()
    {
        TestWorkspace ws;
        createTables(ws, 100);
        const auto ran = workload::run(ws.workspace().api(), spec(R"({"table": "nope",
            "action": "PutItem", "rate": 1, "seconds": 1, "key": {"pattern": "sequence"}})"));
        QVERIFY(!ran);
        QCOMPARE(ran.error().type, ErrorType::ResourceNotFound);
    }

    // Request i of second s is sent at start + s × 1000 + floor(i × 1000 / rate), and the clock
    // ends at the end of the last second.
    void spreading()
    {
        TestWorkspace ws;
        createTables(ws, 100);
        const auto outcome = run(ws, spec(R"({"table": "telemetry", "action": "PutItem",
            "rate": 4, "seconds": 2, "key": {"pattern": "constant", "value": "A"},
            "attributes": {"ts": {"pattern": "sequence", "prefix": "r-"}}})"));
        QCOMPARE(outcome.state, WorkloadState::Finished);
        QCOMPARE(outcome.startMs, kT0);
        QList<qint64> times;
        for (int i = 1; i <= 8; ++i) {
            const Item key{
                {u"status"_s, AttributeValue::string(u"A"_s)},
                {u"ts"_s, AttributeValue::string(u"r-%1"_s.arg(i, 10, 10, QChar(u'0')))}};
            const auto history = ws.workspace().engine().itemHistory(u"telemetry"_s, key);
            QVERIFY(history && history->size() == 1);
            times << history->first().timeMs - kT0;
        }
        QCOMPARE(times, (QList<qint64>{0, 250, 500, 750, 1000, 1250, 1500, 1750}));
        QCOMPARE(ws.workspace().engine().nowMs(), kT0 + 2000);
    }

    // A run starting between seconds starts at the next whole one, the capacity model's second.
    void startsOnASecond()
    {
        TestWorkspace ws;
        createTables(ws, 100);
        QVERIFY(ws.workspace().engine().advanceClock(kT0 + 1));
        const auto outcome = run(ws, spec(R"({"table": "devices", "action": "PutItem",
            "rate": 1, "seconds": 1, "key": {"pattern": "sequence"}})"));
        QCOMPARE(outcome.startMs, kT0 + 1000);
        QCOMPARE(outcome.seconds.first().second, (kT0 + 1000) / 1000);
    }

    // One hot key on a table of 1 WCU: one write a second is served, the rest refused and
    // retried with the SDKs' backoff (at most 3 attempts), some of them in later seconds, after
    // the last planned second too; what exhausts its attempts gives up.
    void retries()
    {
        TestWorkspace ws;
        createTables(ws, 1);
        setLimits(ws, true);
        const auto outcome = run(ws, spec(R"({"table": "telemetry", "action": "PutItem",
            "rate": 5, "seconds": 3, "key": {"pattern": "constant", "value": "HOT"}})"));
        const WorkloadSecond &t = outcome.totals;
        QCOMPARE(t.sent, t.served + t.throttled);
        QCOMPARE(t.served + t.gaveUp, 15); // every request ends served or given up
        QCOMPARE(t.retried, t.sent - 15);
        QVERIFY(t.throttled > 0);
        QVERIFY(t.retried > 0);
        QVERIFY(t.gaveUp > 0);
        QVERIFY(t.retried <= 2 * 15); // three attempts at most
        QVERIFY2(outcome.seconds.size() > 3, "the retries run past the last planned second");
        QCOMPARE(outcome.seconds.at(3).sent, outcome.seconds.at(3).retried);
        QVERIFY(std::all_of(outcome.seconds.begin(), outcome.seconds.end(),
                            [](const WorkloadSecond &s) { return s.served <= 1; }));
        QCOMPARE(itemCount(ws, u"telemetry"_s), t.served);
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    void noRetries()
    {
        TestWorkspace ws;
        createTables(ws, 1);
        setLimits(ws, true);
        const auto outcome = run(ws, spec(R"({"table": "telemetry", "action": "PutItem",
            "rate": 5, "seconds": 3, "retry": "none", "key": {"pattern": "constant", "value": "HOT"}})"));
        const WorkloadSecond &t = outcome.totals;
        QCOMPARE(t.sent, 15);
        QCOMPARE(t.retried, 0);
        QCOMPARE(t.gaveUp, t.throttled);
        QCOMPARE(t.served, 3);
        QCOMPARE(outcome.seconds.size(), 3);
    }

    // The record holds each second as the run reported it, and DescribeWorkloads answers it.
    void recorded()
    {
        TestWorkspace ws;
        createTables(ws, 1);
        setLimits(ws, true);
        const QJsonObject given = json(R"({"table": "telemetry", "action": "PutItem",
            "rate": 3, "seconds": 2, "key": {"pattern": "constant", "value": "HOT"}})");
        auto parsed = workload::parseSpec(given, u"workload"_s);
        QVERIFY(parsed);
        const auto outcome = run(ws, *parsed);
        const QJsonArray runs = ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonObject record = runs.first().toObject();
        QCOMPARE(record.value(u"StartMillis"_s).toInteger(), kT0);
        QCOMPARE(record.value(u"State"_s).toString(), u"FINISHED"_s);
        QCOMPARE(record.value(u"Spec"_s).toObject(), given);
        const QJsonArray seconds = record.value(u"Seconds"_s).toArray();
        QCOMPARE(seconds.size(), outcome.seconds.size());
        for (qsizetype i = 0; i < seconds.size(); ++i) {
            const QJsonObject s = seconds.at(i).toObject();
            const WorkloadSecond &expected = outcome.seconds.at(i);
            QCOMPARE(s.value(u"Second"_s).toInteger(), expected.second);
            QCOMPARE(s.value(u"Sent"_s).toInteger(), expected.sent);
            QCOMPARE(s.value(u"Served"_s).toInteger(), expected.served);
            QCOMPARE(s.value(u"Throttled"_s).toInteger(), expected.throttled);
            QCOMPARE(s.value(u"Retried"_s).toInteger(), expected.retried);
            QCOMPARE(s.value(u"GaveUp"_s).toInteger(), expected.gaveUp);
        }
        QCOMPARE(record.value(u"Totals"_s).toObject().value(u"Sent"_s).toInteger(),
                 outcome.totals.sent);
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, R"({"TableName": "devices"})")
                     .value(u"Workloads"_s)
                     .toArray()
                     .size(),
                 0);
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, QJsonObject{{u"StartMillis"_s, kT0 + 1}})
                     .value(u"Workloads"_s)
                     .toArray()
                     .size(),
                 0);
    }

    void describeErrors_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty range")
            << uR"({"StartMillis": 5, "EndMillis": 5})"_s
            << u"StartMillis must be before EndMillis: 5 is not before 5"_s;
        QTest::newRow("time") << uR"({"StartMillis": 1.5})"_s
                              << u"Unexpected value type in payload: StartMillis"_s;
        QTest::newRow("table") << uR"({"TableName": 1})"_s
                               << u"Unexpected value type in payload: TableName"_s;
        QTest::newRow("member") << uR"({"Table": "t"})"_s << QString();
    }
    void describeErrors()
    {
        QFETCH(QString, request);
        QFETCH(QString, message);
        TestWorkspace ws;
        const auto answer =
            ws.call(u"DescribeWorkloads"_s, QJsonDocument::fromJson(request.toUtf8()).object());
        QVERIFY(!answer);
        if (!message.isEmpty())
            QCOMPARE(answer.error().message, message);
    }

    // RunWorkload runs a workload through the api and answers with its run, as DescribeWorkloads
    // then lists it; its items are written.
    void runWorkloadAction()
    {
        TestWorkspace ws;
        createTables(ws, 1000);
        const QJsonObject given = json(R"({"table": "devices", "action": "PutItem", "rate": 4,
            "seconds": 3, "key": {"pattern": "sequence"}})");
        const QJsonObject answer = ws.ok(u"RunWorkload"_s, QJsonObject{{u"Workload"_s, given}});
        const QJsonObject run = answer.value(u"Workload"_s).toObject();
        QCOMPARE(run.value(u"State"_s).toString(), u"FINISHED"_s);
        QCOMPARE(run.value(u"Spec"_s).toObject(), given);
        QCOMPARE(run.value(u"TableName"_s).toString(), u"devices"_s);
        QCOMPARE(run.value(u"Totals"_s).toObject().value(u"Served"_s).toInteger(), 12);
        QCOMPARE(run.value(u"Seconds"_s).toArray().size(), 3);
        const QJsonArray listed =
            ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().toObject(), run);
        QCOMPARE(ws.ok(u"Scan"_s, R"({"TableName": "devices", "Select": "COUNT"})")
                     .value(u"Count"_s)
                     .toInteger(),
                 12);
    }

    void runWorkloadErrors_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("no spec") << u"{}"_s << u"ValidationException"_s
                                 << u"RunWorkload needs Workload"_s;
        QTest::newRow("not an object") << uR"({"Workload": [1]})"_s << u"SerializationException"_s
                                       << u"Unexpected value type in payload: Workload"_s;
        QTest::newRow("spec") << uR"({"Workload": {"table": "devices", "action": "PutItem",
            "rate": 0, "seconds": 1, "key": {"pattern": "sequence"}}})"_s
                              << u"ValidationException"_s
                              << u"Workload: \"rate\" must be a whole number from 1 to 1000000"_s;
        QTest::newRow("too many") << uR"({"Workload": {"table": "devices", "action": "PutItem",
            "rate": 1001, "seconds": 100, "key": {"pattern": "sequence"}}})"_s
                                  << u"ValidationException"_s
                                  << u"RunWorkload runs at most 100000 requests (rate × seconds): "
                                     "100100"_s;
        QTest::newRow("no table") << uR"({"Workload": {"table": "nope", "action": "PutItem",
            "rate": 1, "seconds": 1, "key": {"pattern": "sequence"}}})"_s
                                  << u"ResourceNotFoundException"_s
                                  << u"Requested resource not found: Table: nope not found"_s;
        QTest::newRow("member") << uR"({"Workload": {}, "Spec": {}})"_s << u"ValidationException"_s
                                << QString();
    }
    // Each refused before anything runs: no run recorded, the clock where it was.
    void runWorkloadErrors()
    {
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        TestWorkspace ws;
        createTables(ws, 1000);
        const auto answer =
            ws.call(u"RunWorkload"_s, QJsonDocument::fromJson(request.toUtf8()).object());
        QVERIFY(!answer);
        QCOMPARE(answer.error().typeName(), type);
        if (!message.isEmpty())
            QCOMPARE(answer.error().message, message);
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray().size(), 0);
        QCOMPARE(ws.workspace().engine().nowMs(), kT0);
    }

    // A workload commits its own seconds, so a caller's group (the endpoint's) cannot hold it:
    // refused there, with nothing run.
    void notWithinAGroup()
    {
        TestWorkspace ws;
        createTables(ws, 1000);
        Engine &engine = ws.workspace().engine();
        {
            const GroupCommit::SyncDeferral deferral(groupCommitOf(engine));
            const auto outcome = workload::run(ws.workspace().api(),
                                               spec(R"({"table": "devices", "action": "PutItem",
                    "rate": 1, "seconds": 1, "key": {"pattern": "sequence"}})"));
            QVERIFY(!outcome);
            QCOMPARE(outcome.error().type, ErrorType::InternalServerError);
        }
        QVERIFY(groupCommitOf(engine).commitGroup());
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray().size(), 0);
        QVERIFY(Api::commitsItself(u"RunWorkload"));
        QVERIFY(!Api::commitsItself(u"PutItem"));
    }

    // Cancelled after two seconds: those two are committed and recorded, nothing of the third,
    // and the workspace is whole.
    void cancel()
    {
        TestWorkspace ws;
        createTables(ws, 1000);
        QList<qint64> told;
        const auto outcome =
            run(ws, spec(R"({"table": "devices", "action": "PutItem", "rate": 50, "seconds": 10,
                    "key": {"pattern": "sequence"}})"),
                [&](const WorkloadSecond &, qint64 done, qint64 planned) {
                    told << done;
                    return done < 2 && planned == 10;
                });
        QCOMPARE(told, (QList<qint64>{1, 2}));
        QCOMPARE(outcome.state, WorkloadState::Cancelled);
        QCOMPARE(outcome.seconds.size(), 2);
        QCOMPARE(outcome.totals.served, 100);
        QCOMPARE(itemCount(ws, u"devices"_s), 100);
        QCOMPARE(ws.workspace().engine().nowMs(), kT0 + 2000);
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
        const QJsonObject record =
            ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray().first().toObject();
        QCOMPARE(record.value(u"State"_s).toString(), u"CANCELLED"_s);
        QCOMPARE(record.value(u"Seconds"_s).toArray().size(), 2);
        QVERIFY(workload::summaryLines(spec(R"({"table": "devices", "action": "PutItem",
            "rate": 50, "seconds": 10, "key": {"pattern": "sequence"}})"),
                                       outcome)
                    .contains(u"    stopped: cancelled after 2 of 10 s"_s));
    }

    // A request refused for another reason than throughput stops the run, recorded as FAILED.
    void failure()
    {
        TestWorkspace ws;
        createTables(ws, 100);
        const QString longKey(2100, u'k'); // past DynamoDB's 2,048-byte partition key
        auto parsed =
            workload::parseSpec(QJsonObject{{u"table"_s, u"telemetry"_s},
                                            {u"action"_s, u"PutItem"_s},
                                            {u"rate"_s, 2},
                                            {u"seconds"_s, 3},
                                            {u"key"_s, QJsonObject{{u"pattern"_s, u"constant"_s},
                                                                   {u"value"_s, longKey}}}},
                                u"workload"_s);
        QVERIFY(parsed);
        const auto outcome = run(ws, *parsed);
        QCOMPARE(outcome.state, WorkloadState::Failed);
        QVERIFY2(outcome.failure.startsWith(u"ValidationException: "_s),
                 qPrintable(outcome.failure));
        QCOMPARE(outcome.seconds.size(), 1);
        QCOMPARE(outcome.totals.sent, 1);
        QCOMPARE(ws.ok(u"DescribeWorkloads"_s, "{}")
                     .value(u"Workloads"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"State"_s)
                     .toString(),
                 u"FAILED"_s);
    }

    // Rewind into a run keeps the seconds that began by then; one to before it drops it whole.
    void rewind()
    {
        TestWorkspace ws;
        createTables(ws, 1000);
        run(ws, spec(R"({"table": "devices", "action": "PutItem", "rate": 10, "seconds": 5,
            "key": {"pattern": "sequence"}})"));
        QVERIFY(ws.workspace().engine().rewind(kT0 + 2500));
        QJsonArray runs = ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().toObject().value(u"Seconds"_s).toArray().size(), 3);
        QCOMPARE(itemCount(ws, u"devices"_s), 26); // sent at +0 ms, +100 ms … +2,500 ms
        QVERIFY(ws.workspace().engine().rewind(kT0 - 1));
        runs = ws.ok(u"DescribeWorkloads"_s, "{}").value(u"Workloads"_s).toArray();
        QCOMPARE(runs.size(), 0);
    }

    // A bundle carries the record: the imported workspace answers DescribeWorkloads alike.
    void bundled()
    {
        TestWorkspace ws;
        createTables(ws, 1);
        setLimits(ws, true);
        run(ws, spec(R"({"table": "telemetry", "action": "PutItem", "rate": 3, "seconds": 2,
            "key": {"pattern": "constant", "value": "HOT"}})"));
        const QJsonObject before = ws.ok(u"DescribeWorkloads"_s, "{}");
        QTemporaryDir files;
        const QString zip = files.filePath(u"ws.zip"_s);
        LW_OK(bundle::exportBundle(ws.workspace(), zip));
        const QString imported = files.filePath(u"imported"_s);
        LW_OK(bundle::importBundle(zip, imported));
        auto reopened = Workspace::open(imported);
        LW_OK(reopened);
        auto after = (*reopened)->api().call(u"DescribeWorkloads"_s, {});
        LW_OK(after);
        QCOMPARE(*after, before);
        QCOMPARE(before.value(u"Workloads"_s).toArray().size(), 1);
    }

    // The same workspace, spec and seed: the same outcomes and byte-identical workspaces; another
    // seed throttles differently.
    void deterministic()
    {
        const char *text = R"({"table": "telemetry", "action": "PutItem", "rate": 20,
            "seconds": 4, "key": {"pattern": "values", "values": ["A", "B"]},
            "attributes": {"deviceId": {"pattern": "zipf", "prefix": "d-", "count": 50}}})";
        QByteArray dumps[2];
        QList<WorkloadSecond> seconds[2];
        for (int i = 0; i < 2; ++i) {
            TestWorkspace ws;
            createTables(ws, 5);
            setLimits(ws, true);
            seconds[i] = run(ws, spec(text)).seconds;
            ws.close();
            dumps[i] = dumpWorkspace(ws.path());
        }
        QVERIFY(!dumps[0].isEmpty());
        QVERIFY(dumps[0] == dumps[1]);
        QCOMPARE(seconds[0], seconds[1]);
        QVERIFY(std::any_of(seconds[0].begin(), seconds[0].end(),
                            [](const WorkloadSecond &s) { return s.throttled > 0; }));

        TestWorkspace other;
        createTables(other, 5);
        setLimits(other, true);
        auto seeded = spec(text);
        seeded.seed = 2;
        QVERIFY(run(other, seeded).seconds != seconds[0]);
    }

    // The lesson: on a provisioned table of 4,000 WCU (four partitions of 1,000), 1,500 writes a
    // second to one status value throttle, since one partition serves at most 1,000; the same
    // load keyed by 5,000 device ids spreads over the four and is served whole.
    void hotKeyThrottles_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("table");
        QTest::addColumn<bool>("throttled");
        QTest::newRow("hot status")
            << uR"({"pattern": "constant", "value": "ACTIVE"})"_s << u"telemetry"_s << true;
        QTest::newRow("device ids")
            << uR"({"pattern": "random", "count": 5000})"_s << u"devices"_s << false;
    }
    void hotKeyThrottles()
    {
        QFETCH(QString, key);
        QFETCH(QString, table);
        QFETCH(bool, throttled);
        TestWorkspace ws;
        createTables(ws, 4000);
        setLimits(ws, true);
        const auto outcome =
            run(ws, spec(uR"({"table": "%1", "action": "PutItem", "rate": 1500, "seconds": 3,
                               "key": %2})"_s.arg(table, key)
                             .toUtf8()
                             .constData()));
        QCOMPARE(outcome.totals.throttled > 0, throttled);
        QCOMPARE(outcome.totals.gaveUp > 0, throttled);
        if (!throttled)
            QCOMPARE(outcome.totals.served, 4500);
    }

    // The other actions' requests reach the api as DynamoDB requests: GetItem misses are served
    // reads, UpdateItem writes payload and the attributes, Query reads one partition.
    void otherActions()
    {
        TestWorkspace ws;
        createTables(ws, 1000);
        const auto get = run(ws, spec(R"({"table": "telemetry", "action": "GetItem", "rate": 5,
            "seconds": 1, "key": {"pattern": "constant", "value": "A"},
            "attributes": {"ts": {"pattern": "sequence"}}})"));
        QCOMPARE(get.totals.served, 5);
        QCOMPARE(itemCount(ws, u"telemetry"_s), 0);
        const auto update = run(ws, spec(R"({"table": "telemetry", "action": "UpdateItem",
            "rate": 5, "seconds": 1, "itemBytes": 300, "key": {"pattern": "constant", "value": "A"},
            "attributes": {"ts": {"pattern": "sequence"}, "firmware": {"pattern": "constant", "value": "1.1"}}})"));
        QCOMPARE(update.totals.served, 5);
        const QJsonObject item = ws.ok(u"GetItem"_s, R"({"TableName": "telemetry",
            "Key": {"status": {"S": "A"}, "ts": {"S": "0000000003"}}})")
                                     .value(u"Item"_s)
                                     .toObject();
        QCOMPARE(jsonAt(item, u"firmware.S"_s).toString(), u"1.1"_s);
        const qint64 payload = jsonAt(item, u"payload.S"_s).toString().size();
        QVERIFY2(payload > 200 && payload < 300, qPrintable(QString::number(payload)));
        const auto query = run(ws, spec(R"({"table": "telemetry", "action": "Query", "rate": 5,
            "seconds": 1, "limit": 2, "key": {"pattern": "constant", "value": "A"}})"));
        QCOMPARE(query.totals.served, 5);
    }
};

QTEST_GUILESS_MAIN(WorkloadTest)
#include "tst_workload.moc"
