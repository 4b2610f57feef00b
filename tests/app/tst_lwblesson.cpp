// `lwb lesson` end to end, as scripts and teachers run it: the transcript on stdout, the list,
// and the exit codes for a failing check, an unknown lesson, a bad scenario file and a workspace
// that is not fresh.
#include "lwbrun.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLwbLesson : public QObject, public LwbRunner
{
    Q_OBJECT

private slots:
    void playsLesson30()
    {
        const Run run = lwb({u"lesson"_s, u"30"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        QCOMPARE(lines.first(), u"# Lesson 30: TTL for expiry (seed 000, lesson 30)"_s);
        // The seed's filtered query, with the clock where the seed ran.
        const qsizetype query =
            lines.indexOf(u"    filter:     (attribute_not_exists(expiresAt) OR expiresAt > "
                          u"1792496917)"_s);
        QVERIFY(query > 0);
        QCOMPARE(lines.at(query - 2), u">>> Query p30-ttl-expiry"_s);
        QVERIFY(lines.contains(u"    item:       {PK: 'USER#alice', SK: 'SESSION#bug', "
                               u"expiresAt: 1792496917261}"_s));
        QVERIFY(lines.contains(u"--- ok: query p30-ttl-expiry Items[].SK as expected"_s));
        // By slug, the same lesson prints the same transcript.
        QCOMPARE(lwb({u"lesson"_s, u"ttl-expiry"_s}).out, run.out);
    }

    // `lesson 30 --quiz`: the lesson's transcript, then the quiz, line by line for the first
    // question and its demo; the format question says, and its demo's timeline shows, that
    // 1735689600 is 2025-01-01, not the 2027 seed 004 names; and a second run prints the same.
    void playsLesson30sQuiz()
    {
        const Run run = lwb({u"lesson"_s, u"30"_s, u"--quiz"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QByteArray lesson = lwb({u"lesson"_s, u"30"_s}).out;
        QVERIFY(run.out.startsWith(lesson));
        const QStringList lines = QString::fromUtf8(run.out.mid(lesson.size())).split(u'\n');
        const QStringList first{
            u""_s,
            u"=== Quiz ==="_s,
            u""_s,
            u"Q1. A Lambda function inserts items into a DynamoDB table, and data older than 30 "
            u"days must go. What does it with the most operational efficiency?"_s,
            u"    a) Add a Version attribute, and enable TTL on it"_s,
            u"    b) Add a TTL attribute (now + 30 days in epoch seconds), and enable TTL on it"_s,
            u"    c) Delete old entries with AWS Step Functions"_s,
            u"    d) Schedule a Lambda function with EventBridge to delete old entries"_s,
            u"--- answer: b) Add a TTL attribute (now + 30 days in epoch seconds), and enable TTL "
            u"on it"_s,
            u"# TTL deletes each item once the time in its TTL attribute has passed, at no write "
            u"cost and with no code to run. A version number is no time: TTL would read it as "
            u"1970."_s,
            u""_s,
            u">>> PutItem p30-ttl-expiry"_s,
            u"    item:       {PK: 'QUIZ#30days', SK: 'EVENT#1', expiresAt: 1795348117}"_s,
            u""_s,
            u"=== Timeline of Death: p30-ttl-expiry {PK: 'QUIZ#30days', SK: 'EVENT#1'} ==="_s,
            u"Created"_s,
            u"    2026-10-23T11:48:37.261Z"_s,
            u"Expires"_s,
            u"    2026-11-22T11:48:37Z (in 29d23h59m59s)"_s,
            u"Deleted"_s,
            u"    not yet: the sweeper deletes it at 2026-11-23T11:34:57.014Z, 23h46m20s13ms after "
            u"it expires"_s,
            u"Item Status"_s,
            u"Active"_s,
            u"Visible to apps"_s,
            u""_s,
            u"--- clock +30d23h46m19s753ms (to the sweeper's delete): 2026-11-23T11:34:57.014Z"_s,
            u"--- ok: p30-ttl-expiry {PK: 'QUIZ#30days', SK: 'EVENT#1'} is deleted-by-ttl"_s,
            u""_s,
            u"Q2. TTL is on, yet some items whose TTL time has passed still come back from "
            u"queries. Why, most likely?"_s,
        };
        QCOMPARE(lines.mid(0, first.size()), first);

        const qsizetype answer =
            lines.indexOf(u"--- answer: c) 1735689600 (seconds since the epoch)"_s);
        QVERIFY(answer > 0);
        QCOMPARE(lines.at(answer - 1), u"    d) \"1735689600\" (seconds as a string)"_s);
        QVERIFY2(
            lines.at(answer + 1)
                .startsWith(u"# The format is right: a Number of epoch seconds. The value is not: "
                            u"1735689600 is 2025-01-01T00:00:00Z, not 2027. January 1, 2027 is "
                            u"1798761600."_s),
            qPrintable(lines.at(answer + 1)));
        const QStringList timeline{
            u"=== Timeline of Death: p30-ttl-expiry {PK: 'QUIZ#formats', SK: 'SECONDS'} ==="_s,
            u"Created"_s,
            u"    2026-11-23T11:34:57.014Z"_s,
            u"Expires"_s,
            u"    2025-01-01T00:00:00Z (691d11h34m57s ago)"_s,
        };
        const qsizetype seconds = lines.indexOf(timeline.first(), answer);
        QVERIFY(seconds > answer);
        QCOMPARE(lines.mid(seconds, timeline.size()), timeline);
        QVERIFY(lines.contains(
            u"--- ok: p30-ttl-expiry {PK: 'QUIZ#formats', SK: 'SECONDS'} is expired"_s));
        // Every question is asked, each demo's checks hold (the exit code), in order.
        qsizetype last = 0;
        for (int q = 1; q <= 7; ++q) {
            const auto at = std::find_if(lines.begin() + last, lines.end(), [q](const QString &l) {
                return l.startsWith(u"Q%1. "_s.arg(q));
            });
            QVERIFY2(at != lines.end(), qPrintable(u"no Q%1"_s.arg(q)));
            last = at - lines.begin();
        }

        // Deterministic: the same lines, byte for byte, from a second run.
        QCOMPARE(lwb({u"lesson"_s, u"30"_s, u"--quiz"_s}).out, run.out);
    }

    void theHelpTellsOfLessons()
    {
        const QString help = QString::fromUtf8(lwb({u"--help"_s}).out);
        for (const QString &text :
             {u"lesson NAME"_s, u"lesson --list"_s, u"docs/scenarios.md"_s, u"a lesson's check"_s})
            QVERIFY2(help.contains(text), qPrintable(text));
    }

    void listsTheLessons()
    {
        const Run run = lwb({u"lesson"_s, u"--list"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QString::fromUtf8(run.out),
                 u"30  ttl-expiry               TTL for expiry\n"
                 u"31  streams-cdc              DynamoDB Streams / CDC\n"
                 u"32  streams-aggregates       Streams-maintained aggregates\n"
                 u"33  soft-delete-archival     Soft delete & archival\n"
                 u"41  query-vs-scan            Query vs Scan\n"
                 u"42  pagination               Pagination\n"
                 u"43  optimistic-locking       Optimistic locking and atomic counters\n"
                 u"44  transactions-vs-batches  Transactions vs batches\n"
                 u"45  hot-partition            A hot partition\n"
                 u"46  write-sharding           Write sharding\n"
                 u"47  gsi-back-pressure        GSI back-pressure\n"
                 u"48  burst-and-on-demand      A spike: burst capacity and on-demand\n"
                 u"49  sparse-index             A sparse index\n"
                 u"50  lsi-vs-gsi               LSI vs GSI\n"
                 u"51  read-after-write         Read after write\n"
                 u"52  dax-staleness            DAX: fast and sometimes stale\n"
                 u"-   timeline-of-death        Timeline of Death\n"_s);
    }

    // With --workspace the lesson's state stays for lwb to look at; a second run finds tables.
    void keepsTheWorkspaceGiven()
    {
        QTemporaryDir dir;
        QCOMPARE(lwbOn(dir.path(), {u"lesson"_s, u"33"_s}).exitCode, 0);
        const QString lifecycle =
            output(dir.path(), {u"lifecycle"_s, u"p33-soft-delete-archival"_s,
                                u"{\"PK\": {\"S\": \"DOC#d3\"}, \"SK\": {\"S\": \"META\"}}"_s});
        QVERIFY2(lifecycle.startsWith(u"state: deleted-by-ttl"_s), qPrintable(lifecycle));
        const Run again = lwbOn(dir.path(), {u"lesson"_s, u"33"_s});
        QCOMPARE(again.exitCode, 2);
        QCOMPARE(QString::fromUtf8(again.err), u"lwb: a lesson needs a fresh workspace: "_s +
                                                   dir.path() + u" already holds tables\n"_s);
    }

    // The workspace keeps the lesson played on it; `scenario show` prints it, ready to play.
    void showsTheWorkspacesScenario()
    {
        QTemporaryDir dir;
        const Run none = lwbOn(dir.path(), {u"scenario"_s, u"show"_s});
        QCOMPARE(none.exitCode, 1);
        QCOMPARE(QString::fromUtf8(none.err),
                 u"lwb: "_s + dir.path() +
                     u" keeps no scenario: play a lesson on it, or record one in the window\n"_s);
        QCOMPARE(lwbOn(dir.path(), {u"lesson"_s, u"30"_s}).exitCode, 0);
        const Run shown = lwbOn(dir.path(), {u"scenario"_s, u"show"_s});
        QCOMPARE(shown.exitCode, 0);
        const QJsonObject scenario = parseObject(shown.out);
        QCOMPARE(scenario.value(u"slug"_s).toString(), u"ttl-expiry"_s);
        QCOMPARE(scenario.value(u"number"_s).toInt(), 30);
        // Saved to a file, it plays as the lesson did.
        const QString file = dir.filePath(u"again.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shown.out);
        out.close();
        QCOMPARE(lwb({u"lesson"_s, file}).out, lwb({u"lesson"_s, u"30"_s}).out);
        QCOMPARE(lwbOn(dir.path(), {u"scenario"_s}).exitCode, 64);
        QVERIFY(QString::fromUtf8(lwb({u"--help"_s}).out).contains(u"scenario show"_s));
    }

    // A check that fails is named on stderr after the transcript, and the exit code says so.
    void aFailingCheck()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"failing.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"format\": 1, \"slug\": \"failing\", \"title\": \"Failing\", \"clock\": "
                  "\"2026-10-20\", \"steps\": [{\"call\": \"ListTables\", \"show\": {\"value\": "
                  "\"TableNames\"}}, {\"expect\": \"object\", \"key\": \"a.json\", \"includes\": "
                  "{}}]}");
        out.close();
        const Run run = lwb({u"lesson"_s, file});
        QCOMPARE(run.exitCode, 1);
        const QString failure =
            u"step 2 (\"expect\"): object a.json: at \"object\": expected {}, got null"_s;
        QVERIFY(QString::fromUtf8(run.out).contains(u"[]\n!!! "_s + failure));
        QCOMPARE(QString::fromUtf8(run.err),
                 u"lwb: lesson failing: 1 of 2 steps failed\n  "_s + failure + u"\n"_s);
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown lesson")
            << QStringList{u"lesson"_s, u"34"_s} << 64
            << u"lwb: no lesson \"34\": try one of 30, 31, 32, 33, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, timeline-of-death\n"_s;
        QTest::newRow("no name") << QStringList{u"lesson"_s} << 64
                                 << u"lwb: lesson takes one NAME: a number or slug (lwb lesson "
                                    u"--list)\nTry 'lwb --help'.\n"_s;
        QTest::newRow("list and name")
            << QStringList{u"lesson"_s, u"--list"_s, u"30"_s} << 64
            << u"lwb: lesson --list takes no NAME\nTry 'lwb --help'.\n"_s;
        QTest::newRow("list elsewhere") << QStringList{u"verify"_s, u"--list"_s} << 64
                                        << u"lwb: --list goes with lesson only\nTry 'lwb "
                                           u"--help'.\n"_s;
        QTest::newRow("no such file")
            << QStringList{u"lesson"_s, u"/nonexistent/x.json"_s} << 1
            << u"lwb: cannot read /nonexistent/x.json: No such file or directory\n"_s;
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, error);
        const Run run = lwb(args);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(QString::fromUtf8(run.err), error);
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLwbLesson)
#include "tst_lwblesson.moc"
