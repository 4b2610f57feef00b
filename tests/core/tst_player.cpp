// The lesson player (core/scenario/player.h) on small scenarios: what each kind of step prints,
// saved values, expected errors, every check passing and failing with its message, the request
// log's "not shown" line, consumers' lines as the clock moves, and a lesson that cannot go on.
// Scenarios are written with single quotes (quotes() swaps them for JSON's): raw string literals
// holding '#' or escaped quotes make moc skip the file.
#include "engine/engine.h"
#include "scenario/player.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::scenario;
using namespace lw::test;

namespace {

QByteArray quotes(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

// A scenario of `steps` (single-quoted JSON of the array's elements), its clock starting where
// seed 000 ran.
Scenario lessonOf(const QByteArray &steps, const char *extraHeader = "")
{
    const QByteArray json =
        quotes("{'format': 1, 'slug': 'demo', 'title': 'Demo', 'clock': '1792496917.261'") +
        quotes(extraHeader) + ", \"steps\": [" + quotes(steps.constData()) + "]}";
    auto parsed = parseScenario(json);
    if (!parsed) {
        fail(u"the test scenario does not parse: "_s + parsed.error());
        return {};
    }
    return *parsed;
}

const char *kTable =
    "{'call': 'CreateTable', 'request': {'TableName': 'Tab', 'BillingMode': 'PAY_PER_REQUEST',"
    " 'KeySchema': [{'AttributeName': 'PK', 'KeyType': 'HASH'}],"
    " 'AttributeDefinitions': [{'AttributeName': 'PK', 'AttributeType': 'S'}],"
    " 'StreamSpecification': {'StreamEnabled': true, 'StreamViewType': 'NEW_AND_OLD_IMAGES'}},"
    " 'save': {'stream': 'TableDescription.LatestStreamArn'}}";

// After kTable: TTL on "exp", settled.
const char *kTtlOn =
    ", {'call': 'UpdateTimeToLive', 'request': {'TableName': 'Tab', "
    "'TimeToLiveSpecification': {'Enabled': true, 'AttributeName': 'exp'}}}, {'advance': '2s'},";

// The lines of the whole transcript, without the blank ones.
QStringList printed(const Player &player)
{
    QStringList lines = player.transcript();
    lines.removeAll(QString());
    return lines;
}

} // namespace

class TestPlayer : public QObject
{
    Q_OBJECT

private slots:
    void callsPrintTheRequestLogAndShow()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'narrate': 'Two lines\\nof narration'},"
             "{'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'k'}, 'z': "
             "{'S': '${stream}'}, 'a': {'N': '${now+60}'}}}},"
             "{'heading': 'Part'},"
             "{'call': 'GetItem', 'request': {'TableName': 'Tab', 'Key': {'PK': {'S': 'k'}}}, "
             "'show': {'title': 'Item', 'value': '{a: Item.a, k: Item.PK}', 'order': ['k']}},"
             "{'call': 'Scan', 'request': {'TableName': 'Tab'}, 'show': {'value': 'Items', "
             "'keyBy': '{PK}!'}},"
             "{'advance': '1h30m'}, {'clock': '2026-10-21T00:00:00Z'}"),
            ", 'number': 9, 'source': 'a test'");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        const QString arn = ws.ok(u"DescribeTable"_s, "{\"TableName\": \"Tab\"}")
                                .value(u"Table"_s)
                                .toObject()
                                .value(u"LatestStreamArn"_s)
                                .toString();
        QCOMPARE(printed(player),
                 (QStringList{u"# Lesson 9: Demo (a test)"_s,
                              u"--- clock: 2026-10-20T11:48:37.261Z (1792496917.261)"_s,
                              u">>> CreateTable Tab"_s,
                              u"# Two lines"_s,
                              u"# of narration"_s,
                              u">>> PutItem Tab"_s,
                              u"    item:       {PK: 'k', z: '"_s + arn + u"', a: 1792496977}"_s,
                              u"=== Part ==="_s,
                              u">>> GetItem Tab"_s,
                              u"    key:        {PK: 'k'}"_s,
                              u"=== Item ==="_s,
                              u"{"_s,
                              u"  \"k\": \"k\","_s,
                              u"  \"a\": 1792496977"_s,
                              u"}"_s,
                              u">>> Scan Tab"_s,
                              u"{"_s,
                              u"  \"k!\": {"_s,
                              u"    \"PK\": \"k\","_s,
                              u"    \"a\": 1792496977,"_s,
                              u"    \"z\": \""_s + arn + u"\""_s,
                              u"  }"_s,
                              u"}"_s,
                              u"--- clock +1h30m: 2026-10-20T13:18:37.261Z"_s,
                              u"--- clock +10h41m22s739ms: 2026-10-21T00:00:00Z"_s}));
        QCOMPARE(ws.workspace().engine().nowMs(), 1792540800000);
    }

    // Each runNext() reports its own lines; blank lines separate the blocks.
    void stepsReportTheirLines()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf("{'narrate': 'a'}, {'heading': 'b'}");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QCOMPARE(player.nextStep(), 0);
        StepReport first = player.runNext();
        QCOMPARE(first.number, 1);
        QCOMPARE(first.lines,
                 (QStringList{u"# Lesson: Demo"_s,
                              u"--- clock: 2026-10-20T11:48:37.261Z (1792496917.261)"_s, QString(),
                              u"# a"_s}));
        QCOMPARE(player.runNext().lines, (QStringList{QString(), u"=== b ==="_s}));
        QVERIFY(player.atEnd());
        QCOMPARE(player.runNext().number, 0);
    }

    // "Sweep now" deletes an expired item the sweeper would have left for hours.
    void aSweepDeletesWhatHasExpired()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) + kTtlOn +
             "{'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'k'}, "
             "'exp': {'N': '${now-60}'}}}},"
             "{'expect': 'lifecycle', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'state': "
             "'expired'},"
             "{'sweep': 'now'},"
             "{'expect': 'lifecycle', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'state': "
             "'deleted-by-ttl'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        const QStringList lines = printed(player);
        const qsizetype sweep = lines.indexOf(u"--- sweep now"_s);
        QVERIFY(sweep > 0);
        QCOMPARE(lines.at(sweep + 1), u"--- swept: 1 expired item deleted"_s);
    }

    // A call step with "aroundCache" goes to the table past the workspace's cache: the first
    // GetItem is the cache's miss, the second is not seen by it.
    void aroundCacheStep()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            QByteArray(kTable) +
            ", {'call': 'UpdateCacheSettings', 'request': {'Enabled': true}},"
            "{'call': 'GetItem', 'request': {'TableName': 'Tab', 'Key': {'PK': {'S': 'k'}}}},"
            "{'call': 'GetItem', 'request': {'TableName': 'Tab', 'Key': {'PK': {'S': 'j'}}}, "
            "'aroundCache': true}");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        const QJsonObject described = ws.ok(u"DescribeCache"_s, "{}");
        QCOMPARE(described[u"Statistics"_s][u"ItemMisses"_s].toInt(), 1);
        QCOMPARE(described[u"ItemCache"_s].toArray().size(), 1);
    }

    void anExpectedErrorIsShown()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'k'}}, "
             "'ConditionExpression': 'attribute_exists(PK)'}, 'expectError': "
             "'ConditionalCheckFailedException'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        QCOMPARE(printed(player).mid(3),
                 (QStringList{u">>> PutItem Tab"_s, u"    item:       {PK: 'k'}"_s,
                              u"    condition:  attribute_exists(PK)"_s,
                              u"    error:      ConditionalCheckFailedException: The conditional "
                              u"request failed"_s}));
    }

    // A call that fails unexpectedly ends the lesson; one that should have failed does not.
    void aFailingCallStopsTheLesson()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            "{'call': 'ListTables', 'expectError': 'ValidationException'},"
            "{'call': 'GetItem', 'request': {'TableName': 'Nope', 'Key': {'PK': {'S': 'k'}}}},"
            "{'narrate': 'never'}");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(!player.runNext().stopped);
        const StepReport report = player.runNext();
        QVERIFY(report.stopped);
        QVERIFY(player.atEnd());
        QCOMPARE(player.nextStep(), 2);
        QCOMPARE(player.failures(),
                 (QStringList{u"step 1 (\"call\"): ListTables succeeded, but it should fail with "
                              u"ValidationException"_s,
                              u"step 2 (\"call\"): GetItem failed: ResourceNotFoundException: "
                              u"Requested resource not found"_s}));
        QCOMPARE(report.failures, player.failures().mid(1));
        QVERIFY(player.transcript().contains(u"!!! "_s + player.failures().at(1)));
        QVERIFY(!player.transcript().join(u'\n').contains(u"never"_s));
    }

    void checksPass()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'k'}, "
             "'n': {'N': '1.50'}}}},"
             "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'equals': {'PK': "
             "{'S': 'k'}, 'n': {'N': '1.5'}}},"
             "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'includes': {'n': "
             "{'N': '1.5'}, 'gone': null}},"
             "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'x'}}, 'equals': null},"
             "{'expect': 'query', 'request': {'TableName': 'Tab', 'KeyConditionExpression': 'PK = "
             ":k', 'ExpressionAttributeValues': {':k': {'S': 'k'}}}, 'select': 'Items[].n', "
             "'equals': [1.5]},"
             "{'expect': 'stream', 'table': 'Tab', 'includes': {'eventName': 'INSERT', "
             "'userIdentity': null}},"
             "{'expect': 'object', 'key': 'archive/k.json', 'equals': null},"
             "{'expect': 'lifecycle', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'state': "
             "'active'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        QCOMPARE(printed(player).mid(5),
                 (QStringList{u"--- ok: item Tab {PK: 'k'} as expected"_s,
                              u"--- ok: item Tab {PK: 'k'} as expected"_s,
                              u"--- ok: item Tab {PK: 'x'} as expected"_s,
                              u"--- ok: query Tab Items[].n as expected"_s,
                              u"--- ok: stream record -1 of Tab as expected"_s,
                              u"--- ok: no object archive/k.json, as expected"_s,
                              u"--- ok: Tab {PK: 'k'} is active"_s}));
    }

    // A failed check names the step and the first difference, and the lesson goes on.
    void checksFail_data()
    {
        QTest::addColumn<QByteArray>("check");
        QTest::addColumn<QString>("failure");
        QTest::newRow("item attribute")
            << QByteArray(
                   "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'includes': "
                   "{'n': {'N': '2'}}}")
            << u"step 3 (\"expect\"): item Tab {PK: 'k'}: at \"Item.n\": expected {\"N\":\"2\"}, "
               u"got {\"N\":\"1\"}"_s;
        QTest::newRow("item absent member")
            << QByteArray(
                   "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'includes': "
                   "{'n': null}}")
            << u"step 3 (\"expect\"): item Tab {PK: 'k'}: at \"Item.n\": expected nothing, got "
               u"{\"N\":\"1\"}"_s;
        QTest::newRow("item more members")
            << QByteArray("{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'equals': "
                          "{'PK': {'S': 'k'}}}")
            << u"step 3 (\"expect\"): item Tab {PK: 'k'}: at \"Item.n\": expected nothing, got "
               u"{\"N\":\"1\"}"_s;
        QTest::newRow("item missing")
            << QByteArray(
                   "{'expect': 'item', 'table': 'Tab', 'key': {'PK': {'S': 'x'}}, 'includes': "
                   "{}}")
            << u"step 3 (\"expect\"): item Tab {PK: 'x'}: at \"Item\": expected {}, got null"_s;
        QTest::newRow("query")
            << QByteArray(
                   "{'expect': 'query', 'request': {'TableName': 'Tab', "
                   "'KeyConditionExpression': 'PK = :k', 'ExpressionAttributeValues': {':k': "
                   "{'S': 'k'}}}, 'select': 'Items[].PK', 'equals': ['k', 'l']}")
            << u"step 3 (\"expect\"): query Tab Items[].PK: at \"Items[].PK\": expected "
               u"[\"k\",\"l\"], got [\"k\"]"_s;
        QTest::newRow("query error")
            << QByteArray("{'expect': 'query', 'request': {'TableName': 'Nope'}, 'equals': []}")
            << u"step 3 (\"expect\"): query Nope Items: ValidationException: Either the "
               u"KeyConditions or KeyConditionExpression parameter must be specified in the "
               u"request."_s;
        QTest::newRow("stream record")
            << QByteArray(
                   "{'expect': 'stream', 'table': 'Tab', 'record': 0, 'includes': {'eventName': "
                   "'REMOVE'}}")
            << u"step 3 (\"expect\"): stream record 0 of Tab: at \"record.eventName\": expected "
               u"\"REMOVE\", got \"INSERT\""_s;
        QTest::newRow("no such record")
            << QByteArray("{'expect': 'stream', 'table': 'Tab', 'record': 5, 'equals': {}}")
            << u"step 3 (\"expect\"): stream record 5 of Tab: the stream holds 1 records"_s;
        QTest::newRow("object")
            << QByteArray("{'expect': 'object', 'key': 'archive/k.json', 'includes': {}}")
            << u"step 3 (\"expect\"): object archive/k.json: at \"object\": expected {}, got "
               u"null"_s;
        QTest::newRow("no workload") << QByteArray("{'expect': 'workload', 'throttled': false}")
                                     << u"step 3 (\"expect\"): workload: no workload has run"_s;
        QTest::newRow("lifecycle")
            << QByteArray(
                   "{'expect': 'lifecycle', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}, 'state': "
                   "'expired'}")
            << u"step 3 (\"expect\"): Tab {PK: 'k'} is active, expected expired"_s;
    }
    void checksFail()
    {
        QFETCH(QByteArray, check);
        QFETCH(QString, failure);
        TestWorkspace ws;
        const Scenario s =
            lessonOf((QByteArray(kTable) +
                      ", {'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': "
                      "'k'}, 'n': {'N': '1'}}}}, " +
                      check + ", {'narrate': 'goes on'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(!player.playToEnd());
        QCOMPARE(player.failures(), QStringList{failure});
        QCOMPARE(printed(player).last(), u"# goes on"_s);
        QVERIFY(printed(player).contains(u"!!! "_s + failure));
    }

    // A workload step prints one summary; the workload check reads the newest run's totals.
    void workloadsRunAndAreChecked()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'workload': {'table': 'Tab', 'action': 'PutItem', 'rate': 5, 'seconds': 2, "
             "'key': {'pattern': 'sequence', 'prefix': 'k-'}}},"
             "{'expect': 'workload', 'throttled': false, 'gaveUp': false, 'includes': {'sent': "
             "10, 'served': 10}},"
             "{'expect': 'workload', 'throttled': true},"
             "{'expect': 'workload', 'includes': {'retried': 1}},"
             "{'workload': {'table': 'Tab', 'action': 'GetItem', 'rate': 1, 'seconds': 1, "
             "'key': {'pattern': 'constant', 'value': 'k-0000000001'}}},"
             "{'expect': 'workload', 'includes': {'sent': 1}}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(!player.playToEnd());
        QCOMPARE(printed(player).mid(3, 6),
                 (QStringList{u"=== workload: PutItem Tab, 5/s for 2 s ==="_s,
                              u"    sent:      10"_s, u"    served:    10"_s, u"    throttled: 0"_s,
                              u"    retried:   0"_s, u"    gave up:   0"_s}));
        QCOMPARE(player.failures(),
                 (QStringList{u"step 4 (\"expect\"): workload PutItem Tab: expected some "
                              u"requests throttled, but 0 throttled"_s,
                              u"step 5 (\"expect\"): workload PutItem Tab: at "
                              u"\"Totals.retried\": expected 1, got 0"_s}));
        QVERIFY(printed(player).contains(u"--- ok: workload GetItem Tab as expected"_s));
        // From 17.261 the first run starts at the next whole second and lasts 2 s, the second 1 s.
        QCOMPARE(ws.workspace().engine().nowMs(), 1792496921000);
    }

    // A workload whose request fails for another reason than throughput stops the lesson.
    void aFailingWorkloadStopsTheLesson()
    {
        TestWorkspace ws;
        const QByteArray tooLong(2100, 'k'); // past DynamoDB's 2,048-byte partition key
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'workload': {'table': 'Tab', 'action': 'PutItem', 'rate': 1, 'seconds': 1, "
             "'key': {'pattern': 'constant', 'value': '" +
             tooLong + "'}}}, {'narrate': 'never'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(!player.playToEnd());
        QCOMPARE(player.failures().size(), 1);
        QVERIFY2(player.failures().first().startsWith(
                     u"step 2 (\"workload\"): the workload stopped: ValidationException: "_s),
                 qPrintable(player.failures().first()));
        QVERIFY(!printed(player).contains(u"# never"_s));
    }

    // The seed's log shows three calls in a row with the same header and counts the rest; the
    // teacher's words end a run, so what they announce (a retry) is shown.
    void repeatedCallsAreCounted()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) + ", " +
             QByteArray("{'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': "
                        "'k'}}}}, ")
                 .repeated(5) +
             "{'narrate': 'between'}, {'call': 'ListTables'}, {'call': 'ListTables'}, "
             "{'call': 'ListTables'}, {'call': 'ListTables'}, {'narrate': 'again'}, "
             "{'call': 'ListTables'}"));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        QCOMPARE(printed(player).mid(3),
                 (QStringList{u">>> PutItem Tab"_s, u"    item:       {PK: 'k'}"_s,
                              u">>> PutItem Tab"_s, u"    item:       {PK: 'k'}"_s,
                              u">>> PutItem Tab"_s, u"    item:       {PK: 'k'}"_s,
                              u"    ... (+2 more PutItem calls not shown)"_s, u"# between"_s,
                              u">>> ListTables"_s, u">>> ListTables"_s, u">>> ListTables"_s,
                              u"    ... (+1 more ListTables calls not shown)"_s, u"# again"_s,
                              u">>> ListTables"_s}));
    }

    // As the clock moves, consumers' work is printed: an aggregator's UpdateItem as a call, and
    // each consumer's own line from the scenario's template. Consumers polling at one time run
    // in name order.
    void consumersPrintTheirWork()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) +
             ", {'call': 'CreateConsumer', 'request': {'TableName': 'Tab', 'ConsumerName': 'idx', "
             "'Type': 'PROJECTOR'}},"
             "{'call': 'CreateConsumer', 'request': {'TableName': 'Tab', 'ConsumerName': 'sum', "
             "'Type': 'AGGREGATOR', 'Aggregator': {'GroupByAttributeName': 'g', "
             "'CountAttributeName': 'n', 'Sums': [{'SourceAttributeName': 'v', "
             "'TargetAttributeName': 'total'}]}}},"
             "{'call': 'CreateConsumer', 'request': {'TableName': 'Tab', 'ConsumerName': 'arc', "
             "'Type': 'ARCHIVER'}},"
             "{'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'a'}, 'g': "
             "{'S': 'G'}, 'v': {'N': '5'}}}},"
             "{'call': 'DeleteItem', 'request': {'TableName': 'Tab', 'Key': {'PK': {'S': 'a'}}}},"
             "{'advance': '1s'}"),
            ", 'consumerLines': {'idx': 'idx {Record.eventName} {Record.dynamodb.Keys.PK} "
            "docs={DocumentCount}', 'sum': 'sum {Record.eventName} {+Deltas.n} {+Deltas.total}',"
            " 'arc': 'arc {ObjectKey} ttl={DeletedByTimeToLive} at {Time}'}");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        const QStringList lines = printed(player);
        const qsizetype clock = lines.indexOf(u"--- clock +1s: 2026-10-20T11:48:38.261Z"_s);
        QVERIFY(clock > 0);
        QCOMPARE(lines.mid(clock + 1),
                 (QStringList{u"arc archive/a.json ttl=False at 1792496918261"_s,
                              u"idx INSERT a docs=1"_s, u"idx REMOVE a docs=0"_s,
                              u">>> UpdateItem Tab"_s, u"    key:        {PK: 'G#STATS'}"_s,
                              u"    update:     ADD n 1, total 5"_s, u"sum INSERT +1 +5"_s,
                              u">>> UpdateItem Tab"_s, u"    key:        {PK: 'G#STATS'}"_s,
                              u"    update:     ADD n -1, total -5"_s, u"sum REMOVE -1 -5"_s}));
    }

    void theTimelineOfAnItem()
    {
        TestWorkspace ws;
        const Scenario s = lessonOf(
            (QByteArray(kTable) + kTtlOn +
             "{'call': 'PutItem', 'request': {'TableName': 'Tab', 'Item': {'PK': {'S': 'k'}, "
             "'exp': {'N': '${now+1h}'}}}},"
             "{'timeline': 'Tab', 'key': {'PK': {'S': 'k'}}},"
             "{'advance': 'to-expiry', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}},"
             "{'timeline': 'Tab', 'key': {'PK': {'S': 'k'}}},"
             "{'advance': 'to-sweep', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}},"
             "{'timeline': 'Tab', 'key': {'PK': {'S': 'k'}}},"
             "{'advance': 'to-sweep', 'table': 'Tab', 'key': {'PK': {'S': 'k'}}}"),
            ", 'sweeper': {'preset': 'custom', 'minLagMs': 600000, 'maxLagMs': 600000, 'seed': "
            "'1'}");
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(!player.playToEnd());
        const QStringList lines = printed(player);
        const qsizetype first = lines.indexOf(u"=== Timeline of Death: Tab {PK: 'k'} ==="_s);
        // Expiry is the first millisecond after the TTL value; the timeline shows the value.
        QCOMPARE(
            lines.mid(first),
            (QStringList{
                u"=== Timeline of Death: Tab {PK: 'k'} ==="_s,
                u"Created"_s,
                u"    2026-10-20T11:48:39.261Z"_s,
                u"Expires"_s,
                u"    2026-10-20T12:48:39Z (in 59m59s)"_s,
                u"Deleted"_s,
                u"    not yet: the sweeper deletes it at 2026-10-20T12:58:39.001Z, 10m after it expires"_s,
                u"Item Status"_s,
                u"Active"_s,
                u"Visible to apps"_s,
                u"--- clock +59m59s740ms (to its expiry): 2026-10-20T12:48:39.001Z"_s,
                u"=== Timeline of Death: Tab {PK: 'k'} ==="_s,
                u"Created"_s,
                u"    2026-10-20T11:48:39.261Z"_s,
                u"Expires"_s,
                u"    2026-10-20T12:48:39Z (now)"_s,
                u"Deleted"_s,
                u"    not yet: the sweeper deletes it at 2026-10-20T12:58:39.001Z, 10m after it expired"_s,
                u"Item Status"_s,
                u"Expired"_s,
                u"Visible to apps (until the sweeper deletes it)"_s,
                u"--- clock +10m (to the sweeper's delete): 2026-10-20T12:58:39.001Z"_s,
                u"=== Timeline of Death: Tab {PK: 'k'} ==="_s,
                u"Created"_s,
                u"    2026-10-20T11:48:39.261Z"_s,
                u"Expires"_s,
                u"    2026-10-20T12:48:39Z (10m ago)"_s,
                u"Deleted"_s,
                u"    2026-10-20T12:58:39.001Z, by the TTL sweeper, 10m after it expired"_s,
                u"Item Status"_s,
                u"Deleted"_s,
                u"Gone from every read"_s,
                u"!!! step 10 (\"advance\"): Tab {PK: 'k'} is not waiting for the sweeper (state: deleted-by-ttl)"_s}));
    }

    void aLessonNeedsAFreshWorkspace()
    {
        TestWorkspace ws;
        QVERIFY(ws.call(u"CreateTable"_s, json(kUsersTable)));
        const Scenario s = lessonOf("{'narrate': 'a'}");
        Player player(s, ws.workspace());
        QCOMPARE(player.start().error(),
                 u"a lesson needs a fresh workspace: "_s + ws.path() + u" already holds tables"_s);
    }
};

QTEST_GUILESS_MAIN(TestPlayer)
#include "tst_player.moc"
