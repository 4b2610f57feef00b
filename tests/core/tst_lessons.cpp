// The built-in lessons (resources/lessons/, core/scenario/lessons.h): each plays on a fresh
// workspace with every check passing, and its transcript holds every line the seed printed for
// it, in order (the seed's lines are copied into tests/data/seedlessons/, see its README). The
// lessons on seed 001's prose (41–50), which printed no transcript, hold the lines that
// make their point, in order, beside their own checks. Playing a lesson to a step twice leaves
// byte-identical workspaces: the window steps back by playing again.
#include "engine/engine.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::scenario;
using namespace lw::test;

namespace {

// The non-blank lines of the seed's transcript for the lesson `slug`.
QStringList seedLines(const QString &file)
{
    QFile seed(QStringLiteral(LW_SEED_LESSONS) + u"/"_s + file);
    if (!seed.open(QIODevice::ReadOnly)) {
        fail(u"cannot read "_s + seed.fileName());
        return {};
    }
    QStringList lines = QString::fromUtf8(seed.readAll()).split(u'\n');
    lines.removeAll(QString());
    return lines;
}

// The first seed line that does not appear, in order, in `transcript`; none when all do.
std::optional<QString> firstMissing(const QStringList &seed, const QStringList &transcript)
{
    qsizetype at = 0;
    for (const QString &line : seed) {
        at = transcript.indexOf(line, at);
        if (at < 0)
            return line;
        ++at;
    }
    return std::nullopt;
}

Scenario lesson(const QString &name)
{
    auto found = builtInLesson(name);
    if (!found) {
        fail(u"no lesson "_s + name + u": "_s + found.error());
        return {};
    }
    return *found;
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private slots:
    void theBuiltInLessons()
    {
        auto lessons = builtInLessons();
        QVERIFY2(lessons, lessons ? "" : qPrintable(lessons.error()));
        QStringList listed;
        for (const Scenario &s : std::as_const(*lessons))
            listed << (s.number ? QString::number(*s.number) : u"-"_s) + u" "_s + s.slug + u" "_s +
                          s.title;
        QCOMPARE(listed,
                 (QStringList{
                     u"30 ttl-expiry TTL for expiry"_s, u"31 streams-cdc DynamoDB Streams / CDC"_s,
                     u"32 streams-aggregates Streams-maintained aggregates"_s,
                     u"33 soft-delete-archival Soft delete & archival"_s,
                     u"41 query-vs-scan Query vs Scan"_s, u"42 pagination Pagination"_s,
                     u"43 optimistic-locking Optimistic locking and atomic counters"_s,
                     u"44 transactions-vs-batches Transactions vs batches"_s,
                     u"45 hot-partition A hot partition"_s, u"46 write-sharding Write sharding"_s,
                     u"47 gsi-back-pressure GSI back-pressure"_s,
                     u"48 burst-and-on-demand A spike: burst capacity and on-demand"_s,
                     u"49 sparse-index A sparse index"_s, u"50 lsi-vs-gsi LSI vs GSI"_s,
                     u"51 read-after-write Read after write"_s,
                     u"52 dax-staleness DAX: fast and sometimes stale"_s,
                     u"- timeline-of-death Timeline of Death"_s}));
        QCOMPARE(lesson(u"30"_s).slug, u"ttl-expiry"_s);
        QCOMPARE(lesson(u"ttl-expiry"_s).number, 30);
        QCOMPARE(
            builtInLesson(u"34"_s).error(),
            u"no lesson \"34\": try one of 30, 31, 32, 33, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, timeline-of-death"_s);
    }

    void seedTranscripts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("seedFile");
        QTest::addColumn<int>("seedLineCount");
        QTest::newRow("30") << u"30"_s << u"30-ttl-expiry.txt"_s << 35;
        QTest::newRow("31") << u"31"_s << u"31-streams-cdc.txt"_s << 19;
        QTest::newRow("32") << u"32"_s << u"32-streams-aggregates.txt"_s << 43;
        QTest::newRow("33") << u"33"_s << u"33-soft-delete-archival.txt"_s << 41;
        QTest::newRow("timeline of death")
            << u"timeline-of-death"_s << u"timeline-of-death.txt"_s << 6;
    }
    void seedTranscripts()
    {
        QFETCH(QString, name);
        QFETCH(QString, seedFile);
        QFETCH(int, seedLineCount);
        const QStringList seed = seedLines(seedFile);
        QCOMPARE(seed.size(), seedLineCount);
        TestWorkspace ws;
        const Scenario s = lesson(name);
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        const bool passed = player.playToEnd();
        QVERIFY2(passed, qPrintable(player.failures().join(u'\n')));
        QVERIFY(player.atEnd());
        if (const auto missing = firstMissing(seed, player.transcript()))
            QFAIL(qPrintable(u"the transcript lacks, in order, the seed's line\n"_s + *missing +
                             u"\n--- transcript:\n"_s + player.transcript().join(u'\n')));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    void seedOneLessons_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("lines");
        // Scan + filter reads all 24 loans (3 units) however few it returns; the GSI Query reads
        // M-2's six (1 unit); two segments read all 24 between them.
        QTest::newRow("41 query vs scan")
            << u"41"_s << QStringList{u"    capacity:   3 RCU"_s,  u"  \"returned\": 6,"_s,
                                      u"  \"read\": 24,"_s,        u"    capacity:   3 RCU"_s,
                                      u"    capacity:   1 RCU"_s,  u"  \"read\": 6,"_s,
                                      u"=== Segment 0 of 2 ==="_s, u"13"_s,
                                      u"=== Segment 1 of 2 ==="_s, u"11"_s};
        // Limit is applied before the filter; the last full page still has a LastEvaluatedKey;
        // an empty page is not the end.
        QTest::newRow("42 pagination")
            << u"42"_s
            << QStringList{u"=== Page 1 ==="_s,
                           u"    \"message 5\""_s,
                           u"  \"lastEvaluated\": \"2026-11-01T09:09:00Z\""_s,
                           u"=== Page 3 ==="_s,
                           u"  \"lastEvaluated\": \"2026-11-01T09:29:00Z\""_s,
                           u"=== Page 4 ==="_s,
                           u"  \"lastEvaluated\": null"_s,
                           u"=== Limit 4, page 1 ==="_s,
                           u"  \"returned\": [],"_s};
        const QString conditionFailed =
            u"    error:      ConditionalCheckFailedException: The conditional request failed"_s;
        QTest::newRow("43 optimistic locking") << u"43"_s
                                               << QStringList{u"    client:     Ana"_s,
                                                              u"    client:     Ben"_s,
                                                              conditionFailed,
                                                              u"    client:     Ben"_s,
                                                              u"=== Reloaded ==="_s,
                                                              conditionFailed,
                                                              u"    client:     Reader 1"_s,
                                                              u"    client:     Reader 2"_s,
                                                              u"    client:     Reader 3"_s,
                                                              u"=== Three readers, one retry ==="_s,
                                                              u"4"_s,
                                                              u"    client:     Reader 1"_s,
                                                              u"    client:     Reader 2"_s};
        QTest::newRow("44 transactions vs batches")
            << u"44"_s
            << QStringList{u"    error:      TransactionCanceledException: Transaction cancelled, "
                           u"please refer cancellation reasons for specific reasons "
                           u"[ConditionalCheckFailed, None, None]"_s,
                           u"=== BatchWriteItem: no conditions ==="_s};
        // The status-keyed table throttles although the table used under its capacity; the same
        // load keyed by device does not.
        QTest::newRow("45 hot partition")
            << u"45"_s
            << QStringList{u"=== workload: PutItem telemetry-by-status, 3000/s for 10 s ==="_s,
                           u"    throttled: 28380"_s,
                           u"  \"throttledWrites\": 28380"_s,
                           u"=== workload: PutItem telemetry-by-device, 3000/s for 10 s ==="_s,
                           u"    throttled: 0"_s,
                           u"  \"throttledWrites\": 0"_s};
        // The day key serves 1,000 a second and refuses the rest; day#1..10 refuses nothing, and
        // each shard's Query reads only what it returns (the ten add up to 20,000).
        QTest::newRow("46 write sharding")
            << u"46"_s
            << QStringList{
                   u"    +0s  sent 2268  served 1000  throttled 1268  retried 268  gave up 20"_s,
                   u"=== workload: PutItem events-sharded, 2000/s for 10 s ==="_s,
                   u"    throttled: 0"_s,
                   u"=== 2026-11-05#1 ==="_s,
                   u"  \"returned\": 2065,"_s,
                   u"  \"read\": 2065"_s,
                   u"=== 2026-11-05#10 ==="_s,
                   u"  \"returned\": 2061,"_s};
        // The table's own partitions refuse nothing while its GSI throttles its writes; the
        // sharded index key throttles nothing.
        QTest::newRow("47 gsi back-pressure")
            << u"47"_s << QStringList{u"    throttled: 34649"_s,
                                      u"=== The table: throttled writes ==="_s,
                                      u"  \"throttledWrites\": 0"_s,
                                      u"=== The index byFirmware: throttled writes ==="_s,
                                      u"  \"throttledWrites\": 34649"_s,
                                      u"=== The index byFirmwareShard: throttled writes ==="_s,
                                      u"  \"throttledWrites\": 0"_s};
        // Five quiet minutes bank 23,920 units; the sale runs on them for 80 s, then throttles;
        // on demand it passes.
        QTest::newRow("48 burst and on-demand")
            << u"48"_s
            << QStringList{u"=== Burst capacity banked (write units) ==="_s,
                           u"23920"_s,
                           u"    +80s  sent 254  served 50  throttled 204  retried 54  gave up 1"_s,
                           u"  \"burst\": 0,"_s,
                           u"=== workload: PutItem orders-on-demand, 200/s for 100 s ==="_s,
                           u"    throttled: 0"_s};
        // The Scan + filter reads all ten loans for three; the sparse index holds only those
        // three, loses the returned one and gains the newly overdue one; an empty key is refused.
        QTest::newRow("49 sparse index")
            << u"49"_s
            << QStringList{u"  \"returned\": 3,"_s,
                           u"  \"read\": 10"_s,
                           u"  \"returned\": 3,"_s,
                           u"  \"read\": 3,"_s,
                           u"    update:     REMOVE overdueSince SET returnedOn = '2026-11-08'"_s,
                           u"  \"COPY#004\","_s,
                           u"    error:      ValidationException: One or more parameter values are "
                           u"not valid. A value specified for a secondary index key is not "
                           u"supported. The AttributeValue for a key attribute cannot contain an "
                           u"empty string value. IndexName: overdue, IndexKey: overdueSince"_s};
        // The LSI reads strongly in due-date order; the GSI added later refuses a strong read.
        QTest::newRow("50 lsi vs gsi")
            << u"50"_s
            << QStringList{u"  \"Emma\","_s, u"  \"Ulysses\","_s, u"  \"Dune\""_s,
                           u"  \"Beloved\""_s,
                           u"    error:      ValidationException: Consistent reads are not "
                           u"supported on global secondary indexes"_s};
        // A fifth of a second after the return an eventual read still sees the loan, a strong
        // one does not, a second later both agree; right after Emma's return the GSI still lists
        // her, her entry still to leave it, and a strong GetItem of the key it gives shows her
        // back; a second later the GSI has caught up.
        const QString eventual = u"=== Eventually consistent read ==="_s;
        QTest::newRow("51 read after write")
            << u"51"_s
            << QStringList{u"    update:     SET status = 'AVAILABLE' REMOVE borrower"_s,
                           u"--- clock +200ms: 2026-11-09T11:00:00.200Z"_s,
                           eventual,
                           u"\"ON_LOAN\""_s,
                           u"=== Strongly consistent read ==="_s,
                           u"\"AVAILABLE\""_s,
                           u"--- ok: item library-books {bookId: 'BOOK#dune'} as expected"_s,
                           u"=== Eventually consistent read, a second later ==="_s,
                           u"\"AVAILABLE\""_s,
                           u"    error:      ValidationException: Consistent reads are not "
                           u"supported on global secondary indexes"_s,
                           u"=== Ana's loans, from the index ==="_s,
                           u"  \"BOOK#emma\""_s,
                           u"=== Still to reach the index ==="_s,
                           u"  \"LEAVE\""_s,
                           u"  \"status\": \"AVAILABLE\""_s,
                           u"--- ok: item library-books {bookId: 'BOOK#emma'} as expected"_s,
                           u"--- clock +1s: 2026-11-09T12:00:02.200Z"_s,
                           u"=== Ana's loans, from the index, a second later ==="_s,
                           u"0"_s};
        // Writes through the cache update the item cache, not the query cache: four minutes on
        // the shelf page still says AVAILABLE, stale since the loan 30 s after the fill; once the
        // entry expired a miss reads the loan. A write around the cache leaves both caches
        // stale until the lowered TTL passes; strong reads pass through at a full unit each.
        QTest::newRow("52 dax staleness")
            << u"52"_s
            << QStringList{u"    cache:      written through (item cache updated)"_s,
                           u"    capacity:   0.5 RCU"_s,
                           u"    cache:      miss (query cache)"_s,
                           u"    capacity:   0 RCU"_s,
                           u"    cache:      hit (query cache)"_s,
                           u"=== Dune, from the item cache ==="_s,
                           u"\"ON_LOAN\""_s,
                           u"--- clock +3m30s: 2026-11-10T09:04:00Z"_s,
                           u"=== The SCIFI shelf, four minutes on ==="_s,
                           u"  \"Dune\": \"AVAILABLE\","_s,
                           u"--- ok: query library-catalogue Items[].status as expected"_s,
                           u"  \"CachedAtMillis\": 1794301200000,"_s,
                           u"  \"StaleSinceMillis\": 1794301230000,"_s,
                           u"=== The SCIFI shelf, five minutes on ==="_s,
                           u"  \"Dune\": \"ON_LOAN\","_s,
                           u"    client:     stock-take"_s,
                           u"    cache:      hit (item cache)"_s,
                           u"=== Solaris, from the item cache ==="_s,
                           u"\"AVAILABLE\""_s,
                           u"=== The SCIFI shelf, right after the stock-take ==="_s,
                           u"  \"Solaris\": \"AVAILABLE\""_s,
                           u"=== The SCIFI shelf, ten seconds on ==="_s,
                           u"  \"Solaris\": \"LOST\""_s,
                           u"    capacity:   1 RCU"_s,
                           u"    cache:      passed through (not cached)"_s,
                           u"  \"PassThroughs\": 2,"_s,
                           u"  \"WithCache\": 4,"_s,
                           u"  \"WithoutCache\": 6.5"_s};
    }
    void seedOneLessons()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, lines);
        TestWorkspace ws;
        const Scenario s = lesson(name);
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        if (const auto missing = firstMissing(lines, player.transcript()))
            QFAIL(qPrintable(u"the transcript lacks, in order, the line\n"_s + *missing +
                             u"\n--- transcript:\n"_s + player.transcript().join(u'\n')));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // Every built-in lesson's quiz: each demo runs on the lesson's workspace, each on its own
    // (as the window's Show me plays it) and all in a row (as lwb lesson --quiz), its checks
    // holding.
    void quizDemos_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("question");
        const auto lessons = builtInLessons();
        QVERIFY(lessons);
        for (const Scenario &s : *lessons)
            for (const QuizQuestion &q : s.quiz)
                QTest::addRow("%s Q%d", qPrintable(s.slug), q.number) << s.slug << q.number - 1;
    }
    void quizDemos()
    {
        QFETCH(QString, name);
        QFETCH(int, question);
        TestWorkspace ws;
        const Scenario s = lesson(name);
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        const StepReport report = player.runDemo(question);
        QVERIFY2(report.failures.isEmpty(), qPrintable(report.failures.join(u'\n')));
        QVERIFY(!report.lines.isEmpty());
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }
    void quizDemosInARow_data()
    {
        QTest::addColumn<QString>("name");
        const auto lessons = builtInLessons();
        QVERIFY(lessons);
        for (const Scenario &s : *lessons)
            if (!s.quiz.isEmpty())
                QTest::newRow(qPrintable(s.slug)) << s.slug;
    }
    void quizDemosInARow()
    {
        QFETCH(QString, name);
        TestWorkspace ws;
        const Scenario s = lesson(name);
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        for (int q = 0; q < player.questionCount(); ++q) {
            QVERIFY(!player.askQuestion(q).lines.isEmpty());
            player.runDemo(q);
            // Show Me again in the window asks again: the question is printed once.
            QVERIFY(player.askQuestion(q).lines.isEmpty());
        }
        QVERIFY2(player.failures().isEmpty(), qPrintable(player.failures().join(u'\n')));
    }

    // Seed 004 names 1735689600 as 2027-01-01: lesson 30's quiz says, and its demo's timeline
    // shows, that it is 2025-01-01T00:00:00Z.
    void theFormatQuestionShows2025()
    {
        TestWorkspace ws;
        const Scenario s = lesson(u"30"_s);
        const auto q = std::find_if(s.quiz.begin(), s.quiz.end(), [](const QuizQuestion &question) {
            return question.choices.contains(u"1735689600 (seconds since the epoch)"_s);
        });
        QVERIFY(q != s.quiz.end());
        QVERIFY(q->explain.contains(u"1735689600 is 2025-01-01T00:00:00Z, not 2027"_s));
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        const QStringList lines = player.runDemo(int(q - s.quiz.begin())).lines;
        const qsizetype timeline = lines.indexOf(
            u"=== Timeline of Death: p30-ttl-expiry {PK: 'QUIZ#formats', SK: 'SECONDS'} ==="_s);
        QVERIFY(timeline >= 0);
        QCOMPARE(lines.value(timeline + 3), u"Expires"_s);
        QVERIFY2(lines.value(timeline + 4).startsWith(u"    2025-01-01T00:00:00Z"_s),
                 qPrintable(lines.value(timeline + 4)));
    }

    // Lesson 33 shows what the seed had to simulate: the sweeper's own delete, archived as one.
    void lesson33ShowsTheRealTtlDelete()
    {
        TestWorkspace ws;
        const Scenario s = lesson(u"33"_s);
        Player player(s, ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        const QStringList lines = player.transcript();
        const qsizetype simulated =
            lines.indexOf(u"archived archive/DOC#d2.json (deleted by TTL: False)"_s);
        const qsizetype real =
            lines.indexOf(u"archived archive/DOC#d3.json (deleted by TTL: True)"_s);
        QVERIFY(simulated > 0);
        QVERIFY(real > simulated);
    }

    // Playing to a step on two fresh workspaces gives the same bytes: stepping back is playing
    // again.
    void replayingToAStepIsExact()
    {
        const Scenario s = lesson(u"33"_s);
        QByteArray dumps[2];
        QStringList transcripts[2];
        const int step = 23; // after the archiver wrote DOC#d2's old image
        for (int run = 0; run < 2; ++run) {
            TestWorkspace ws;
            {
                Player player(s, ws.workspace());
                QVERIFY(player.start());
                QVERIFY(player.playTo(step));
                QCOMPARE(player.nextStep(), step);
                transcripts[run] = player.transcript();
            }
            ws.close();
            dumps[run] = dumpWorkspace(ws.path());
        }
        QCOMPARE(transcripts[0], transcripts[1]);
        QVERIFY(dumps[0] == dumps[1]);
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
