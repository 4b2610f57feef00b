// The time commands of `lwb`, end to end as tst_lwb checks the rest: the clock (clock, clock set,
// clock advance, rewind, --as-of), the TTL sweeper (sweep, sweeper) and what happened when
// (history, lifecycle), each on a fresh workspace whose clock starts at kT0.
#include "lwbrun.h"

#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// The time rows start every workspace's clock here: 2026-10-20T12:00:00Z.
const QString kT0 = u"2026-10-20T12:00:00Z"_s;

QString putItem(const QString &item)
{
    return uR"({"TableName": "items", "Item": %1})"_s.arg(item);
}

QString getItem(const QString &key)
{
    return uR"({"TableName": "items", "Key": %1})"_s.arg(key);
}

QString firstLine(const QString &text)
{
    return text.section(u'\n', 0, 0);
}

} // namespace

class TestLwbClock : public QObject, public LwbRunner
{
    Q_OBJECT

private:
    // A new workspace whose clock is at kT0 (set back or forth from the wall clock, which a
    // workspace without history allows), holding the table "items".
    bool timeWorkspace(const QString &dir)
    {
        return runs(dir, {u"clock"_s, u"set"_s, kT0}) &&
               runs(dir, {u"call"_s, u"CreateTable"_s, kCreateTable});
    }

    // The same, with TTL on the attribute "expires" and a sweeper that deletes exactly 10 h
    // after expiry, so every sweep time is known.
    bool ttlWorkspace(const QString &dir)
    {
        return timeWorkspace(dir) &&
               runs(dir, {u"call"_s, u"UpdateTimeToLive"_s,
                          uR"({"TableName": "items", "TimeToLiveSpecification":
                                {"Enabled": true, "AttributeName": "expires"}})"_s}) &&
               runs(dir, {u"sweeper"_s, u"custom"_s, u"10h"_s, u"10h"_s});
    }

    // A time workspace where item "a" was put with n = 1 at kT0 and with n = 2 an hour later,
    // where the clock now stands.
    bool twoVersionsOfA(const QString &dir)
    {
        return timeWorkspace(dir) &&
               runs(dir, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "a"}, "n": {"N": "1"}})"_s)}) &&
               runs(dir, {u"clock"_s, u"advance"_s, u"1h"_s}) &&
               runs(dir, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "a"}, "n": {"N": "2"}})"_s)});
    }

    // Each test's own empty folder, made by init(): the workspace, or the parent of one.
    std::optional<QTemporaryDir> m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(QFileInfo(QStringLiteral(LWB_BINARY)).isExecutable());
        QVERIFY(m_dataHome.isValid());
    }

    void init()
    {
        m_dir.emplace();
        QVERIFY(m_dir->isValid());
    }

    void cleanup() { m_dir.reset(); }

    // A wrong command line of a time command is a usage error (64) that names what was wrong
    // (a bad TIME or DURATION with the forms that are accepted) and changes nothing: the
    // workspace is not even created.
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("stderrHas");

        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        const QString timeForms = u"use epoch seconds (1792496917, 1792496917.261) or ISO 8601"_s;
        const QString durationForms = u"use numbers with units d, h, m, s or ms"_s;
        const auto row = [](const char *name, const QStringList &args,
                            const QStringList &stderrHas) {
            QTest::newRow(name) << args << stderrHas;
        };

        row("clock set, not a TIME", {u"clock"_s, u"set"_s, u"tomorrow"_s},
            {u"'tomorrow' is not a TIME"_s, timeForms, u"2026-10-20T14:00:00+02:00"_s});
        row("clock set, impossible date", {u"clock"_s, u"set"_s, u"2026-02-29"_s},
            {u"'2026-02-29' is not a TIME"_s, timeForms});
        row("clock set without TIME", {u"clock"_s, u"set"_s},
            {u"clock takes nothing, 'set TIME' or 'advance DURATION'"_s});
        row("clock, unknown", {u"clock"_s, u"back"_s, u"1h"_s}, {u"clock takes nothing"_s});
        row("clock advance, bare number", {u"clock"_s, u"advance"_s, u"90"_s},
            {u"'90' is not a DURATION"_s, durationForms, u"1h30m"_s});
        row("clock advance, zero", {u"clock"_s, u"advance"_s, u"0s"_s},
            {u"'0s' is a zero DURATION: it must be more than zero"_s});
        row("clock advance, negative", {u"clock"_s, u"advance"_s, u"--"_s, u"-1h"_s},
            {u"'-1h' is not a DURATION"_s});
        row("clock advance, beyond any time", {u"clock"_s, u"advance"_s, u"9000000d"_s},
            {u"'9000000d' is not a DURATION"_s, u"up to 10000 years"_s});
        row("rewind, not a TIME", {u"rewind"_s, u"yesterday"_s},
            {u"'yesterday' is not a TIME"_s, timeForms});
        row("rewind without TIME", {u"rewind"_s}, {u"rewind takes one TIME"_s});
        row("sweep with an argument", {u"sweep"_s, u"now"_s}, {u"sweep takes no arguments"_s});
        row("sweeper, unknown preset", {u"sweeper"_s, u"weekly"_s},
            {u"unknown sweeper preset 'weekly': use instant, aws-like or custom"_s});
        row("sweeper custom without MAX", {u"sweeper"_s, u"custom"_s, u"2h"_s},
            {u"sweeper custom takes MIN and MAX"_s});
        row("sweeper custom, bad MIN", {u"sweeper"_s, u"custom"_s, u"soon"_s, u"2h"_s},
            {u"'soon' is not a DURATION"_s, durationForms});
        row("sweeper custom, bad MAX", {u"sweeper"_s, u"custom"_s, u"0"_s, u"2 h"_s},
            {u"'2 h' is not a DURATION"_s});
        row("sweeper custom, MIN above MAX", {u"sweeper"_s, u"custom"_s, u"2h"_s, u"1h"_s},
            {u"MIN 2h is above MAX 1h"_s});
        row("sweeper instant with more", {u"sweeper"_s, u"instant"_s, u"1h"_s},
            {u"sweeper instant takes no more arguments"_s});
        row("sweeper, bad seed", {u"sweeper"_s, u"--seed"_s, u"x"_s},
            {u"--seed needs a whole number"_s, u"'x'"_s});
        row("history without KEYJSON", {u"history"_s, u"items"_s},
            {u"history takes a TABLE and a KEYJSON"_s});
        row("lifecycle without TABLE", {u"lifecycle"_s}, {u"lifecycle takes a TABLE"_s});
        row("lifecycle --at without KEYJSON",
            {u"lifecycle"_s, u"items"_s, u"--at"_s, u"2026-10-20"_s}, {u"--at needs a KEYJSON"_s});
        row("lifecycle --at, not a TIME", {u"lifecycle"_s, u"items"_s, keyA, u"--at"_s, u"noon"_s},
            {u"'noon' is not a TIME"_s, timeForms});
        row("call --as-of, not a TIME",
            {u"--as-of"_s, u"2026-10-20T25:00:00Z"_s, u"call"_s, u"GetItem"_s, getItem(keyA)},
            {u"'2026-10-20T25:00:00Z' is not a TIME"_s, timeForms});
        row("--as-of with verify", {u"--as-of"_s, u"2026-10-20"_s, u"verify"_s},
            {u"--as-of goes with call only"_s});
        row("--seed with clock", {u"--seed"_s, u"3"_s, u"clock"_s},
            {u"--seed goes with sweeper only"_s});
        row("--at with history", {u"history"_s, u"items"_s, keyA, u"--at"_s, u"2026-10-20"_s},
            {u"--at goes with lifecycle and export-view only"_s});
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, stderrHas);

        const QString ws = m_dir->path() + u"/ws"_s;
        const Run run = lwbOn(ws, args);
        QVERIFY2(
            run.exitCode == 64,
            qPrintable(u"exit %1, stderr: %2"_s.arg(run.exitCode).arg(QString::fromUtf8(run.err))));
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        const QString err = QString::fromUtf8(run.err);
        for (const QString &expected : stderrHas)
            QVERIFY2(err.contains(expected), qPrintable(expected + u" not in: "_s + err));
        QVERIFY(err.contains(u"Try 'lwb --help'."_s));
        QVERIFY2(!QFileInfo::exists(ws), "a refused command line created the workspace");
    }

    // clock, clock set (back while there is no history, forward, to a millisecond), clock
    // advance; going back once there is history is refused and changes nothing.
    void clockSetAndAdvance()
    {
        const QString ws = m_dir->path();

        QCOMPARE(output(ws, {u"clock"_s, u"set"_s, kT0}), u"2026-10-20T12:00:00Z (1792497600)\n"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:00:00Z (1792497600)\n"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"advance"_s, u"1h30m"_s})),
                 u"2026-10-20T13:30:00Z (1792503000)"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"set"_s, u"1792503000.261"_s})),
                 u"2026-10-20T13:30:00.261Z (1792503000.261)"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"set"_s, u"2026-10-20T16:00:00+02:00"_s})),
                 u"2026-10-20T14:00:00Z (1792504800)"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);

        // A DURATION that parses but would carry the clock past 9999 is refused the same way.
        const Run tooFar = lwbOn(ws, {u"clock"_s, u"advance"_s, u"3000000d"_s});
        QCOMPARE(tooFar.exitCode, 64);
        QVERIFY2(QString::fromUtf8(tooFar.err).contains(u"passes 9999-12-31T23:59:59.999Z"_s),
                 tooFar.err.constData());
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);

        QVERIFY(runs(ws, {u"call"_s, u"CreateTable"_s, kCreateTable}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, kPutA}));
        const Run back = lwbOn(ws, {u"clock"_s, u"set"_s, kT0});
        QCOMPARE(back.exitCode, 1);
        QVERIFY(back.out.isEmpty());
        const QJsonObject error = parseObject(back.err);
        QCOMPARE(error.value(u"__type"_s).toString(), dynamodb(u"ValidationException"));
        // Only the start: engine.h and clock.cpp still word the rest differently.
        QVERIFY2(error.value(u"message"_s).toString().startsWith(u"The workspace has history"_s),
                 back.err.constData());
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);
    }

    // sweeper prints and sets the TTL sweeper's settings, which persist; a preset keeps the seed.
    void sweeperSettings()
    {
        const QString ws = m_dir->path();

        QVERIFY(output(ws, {u"sweeper"_s})
                    .startsWith(u"preset: aws-like\nlag: 0s to 2d, most within the first day\n"
                                u"seed: "_s));
        const QString custom = u"preset: custom\nlag: 10m to 2h, uniform\nseed: 7\n"_s;
        QCOMPARE(output(ws, {u"sweeper"_s, u"custom"_s, u"10m"_s, u"2h"_s, u"--seed"_s, u"7"_s}),
                 custom);
        QCOMPARE(output(ws, {u"sweeper"_s}), custom);
        QCOMPARE(output(ws, {u"sweeper"_s, u"instant"_s}),
                 u"preset: instant\nlag: none: deleted the moment it expires\nseed: 7\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"--seed"_s, u"9"_s}),
                 u"preset: instant\nlag: none: deleted the moment it expires\nseed: 9\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"custom"_s, u"0"_s, u"1.5h"_s}),
                 u"preset: custom\nlag: 0s to 1h30m, uniform\nseed: 9\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"aws-like"_s}),
                 u"preset: aws-like\nlag: 0s to 2d, most within the first day\nseed: 9\n"_s);
    }

    // --as-of reads the past: GetItem and Scan return the image of the time asked for; a write
    // is refused with the api's message and exit 1.
    void asOfReadsThePast()
    {
        const QString ws = m_dir->path();
        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        QVERIFY(twoVersionsOfA(ws));

        const QString halfPast = u"2026-10-20T12:30:00Z"_s;
        const QJsonObject then = parseObject(
            output(ws, {u"--as-of"_s, halfPast, u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8());
        QCOMPARE(jsonText(jsonAt(then, u"Item.n.N"_s)), u"1"_s);
        const QJsonObject now =
            parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8());
        QCOMPARE(jsonText(jsonAt(now, u"Item.n.N"_s)), u"2"_s);
        const QJsonObject scan =
            parseObject(output(ws, {u"call"_s, u"Scan"_s, uR"({"TableName": "items"})"_s,
                                    u"--as-of"_s, u"1792499400"_s})
                            .toUtf8());
        QCOMPARE(jsonText(jsonAt(scan, u"Count"_s)), u"1"_s);
        QCOMPARE(jsonText(jsonAt(scan, u"Items.0.n.N"_s)), u"1"_s);

        const Run write = lwbOn(ws, {u"--as-of"_s, halfPast, u"call"_s, u"PutItem"_s, kPutA});
        QCOMPARE(write.exitCode, 1);
        QVERIFY(write.out.isEmpty());
        const QJsonObject error = parseObject(write.err);
        QCOMPARE(error.value(u"__type"_s).toString(), dynamodb(u"ValidationException"));
        QCOMPARE(error.value(u"message"_s).toString(),
                 u"PutItem cannot run as of a past time: only GetItem, Query, Scan and "
                 u"DescribePartitionKeys read history"_s);
        QCOMPARE(jsonText(jsonAt(
                     parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8()),
                     u"Item.n.N"_s)),
                 u"2"_s);
    }

    // rewind drops what happened after the time and sets the clock there; a time after now is
    // refused.
    void rewindDropsLaterChanges()
    {
        const QString ws = m_dir->path();
        QVERIFY(timeWorkspace(ws));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}})"_s)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "b"}})"_s)}));

        QCOMPARE(output(ws, {u"rewind"_s, u"2026-10-20T12:30:00Z"_s}),
                 u"2026-10-20T12:30:00Z (1792499400)\n"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:30:00Z (1792499400)\n"_s);
        const auto has = [&](const char *pk) {
            const QString key = uR"({"pk": {"S": "%1"}})"_s.arg(QLatin1StringView(pk));
            return parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(key)}).toUtf8())
                .contains(u"Item"_s);
        };
        QVERIFY(has("a"));
        QVERIFY(!has("b"));
        QCOMPARE(output(ws, {u"verify"_s}), u"ok: "_s + ws + u"\n"_s);

        const Run future = lwbOn(ws, {u"rewind"_s, u"2026-10-21"_s});
        QCOMPARE(future.exitCode, 1);
        QCOMPARE(parseObject(future.err).value(u"__type"_s).toString(),
                 dynamodb(u"ValidationException"));
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:30:00Z (1792499400)\n"_s);
    }

    // history prints every change of an item with its time, kind, origin and both images.
    void historyOfAnItem()
    {
        const QString ws = m_dir->path();
        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        QVERIFY(twoVersionsOfA(ws));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(ws, {u"call"_s, u"DeleteItem"_s, getItem(keyA)}));

        QCOMPARE(output(ws, {u"history"_s, u"items"_s, keyA}),
                 uR"(2026-10-20T12:00:00Z  created by user
  old: -
  new: {"n":{"N":"1"},"pk":{"S":"a"}}

2026-10-20T13:00:00Z  modified by user
  old: {"n":{"N":"1"},"pk":{"S":"a"}}
  new: {"n":{"N":"2"},"pk":{"S":"a"}}

2026-10-20T14:00:00Z  deleted by user
  old: {"n":{"N":"2"},"pk":{"S":"a"}}
  new: -
)"_s);
        QCOMPARE(output(ws, {u"history"_s, u"items"_s, uR"({"pk": {"S": "zz"}})"_s}),
                 u"no history: the item was never written\n"_s);

        const Run badKey = lwbOn(ws, {u"history"_s, u"items"_s, uR"({"pk": )"_s});
        QCOMPARE(badKey.exitCode, 1);
        QCOMPARE(parseObject(badKey.err).value(u"__type"_s).toString(),
                 coral(u"SerializationException"));
        const Run noTable = lwbOn(ws, {u"history"_s, u"nope"_s, keyA});
        QCOMPARE(noTable.exitCode, 1);
        QCOMPARE(parseObject(noTable.err).value(u"__type"_s).toString(),
                 dynamodb(u"ResourceNotFoundException"));
    }

    // An expired item stays until swept; sweep deletes it now; lifecycle shows each state, at
    // now and in the past, and the table's lifetimes.
    void sweepAndLifecycle()
    {
        const QString ws = m_dir->path();
        const QString keyE = uR"({"pk": {"S": "e"}})"_s;
        const QString keyK = uR"({"pk": {"S": "k"}})"_s;
        QVERIFY(ttlWorkspace(ws));
        // e expires at 13:00 (the first millisecond after its value), k never does.
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "e"}, "expires": {"N": "1792501200"}})"_s)}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(keyK)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"2h"_s}));

        QVERIFY2(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                     .startsWith(u"state: expired\nsince: 2026-10-20T13:00:00.001Z\n"
                                 u"expires: 2026-10-20T13:00:00.001Z\n"
                                 u"sweep at: 2026-10-20T23:00:00"_s),
                 qPrintable(output(ws, {u"lifecycle"_s, u"items"_s, keyE})));
        QCOMPARE(output(ws, {u"sweep"_s}), u"Swept 1 expired item\n"_s);
        QCOMPARE(output(ws, {u"sweep"_s}), u"Swept 0 expired items\n"_s);
        QVERIFY(!parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyE)}).toUtf8())
                     .contains(u"Item"_s));

        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                    .startsWith(u"state: deleted-by-ttl\nsince: 2026-10-20T14:00:00Z\n"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE, u"--at"_s, u"2026-10-20T13:30:00Z"_s})
                    .startsWith(u"state: expired\n"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE, u"--at"_s, u"1792499400"_s})
                    .startsWith(u"state: active\nsince: 2026-10-20T12:00:00Z\n"
                                u"expires: 2026-10-20T13:00:00.001Z\n"_s));
        QCOMPARE(output(ws, {u"lifecycle"_s, u"items"_s, keyK}),
                 u"state: active\nsince: 2026-10-20T12:00:00Z\n"
                 u"expires: never: the item has no TTL attribute\n"_s);
        QCOMPARE(output(ws, {u"lifecycle"_s, u"items"_s, uR"({"pk": {"S": "zz"}})"_s}),
                 u"state: absent\n"_s);

        // In Scan's order, by the service's hash of the partition key: k before e.
        QCOMPARE(
            output(ws, {u"lifecycle"_s, u"items"_s}),
            uR"(KEY               CREATED               EXPIRES                   SWEEP AT  DELETED                      ARCHIVED  NOTE
{"pk":{"S":"k"}}  2026-10-20T12:00:00Z  never                     -         -                            -         the item has no TTL attribute
{"pk":{"S":"e"}}  2026-10-20T12:00:00Z  2026-10-20T13:00:00.001Z  -         2026-10-20T14:00:00Z by ttl  -
)"_s);

        QVERIFY(output(ws, {u"history"_s, u"items"_s, keyE})
                    .contains(u"2026-10-20T14:00:00Z  deleted by ttl\n"_s));
    }

    // Moving the clock runs the sweeper's deletes that fall due on the way, at their own times.
    void advanceRunsTheSweeper()
    {
        const QString ws = m_dir->path();
        const QString keyE = uR"({"pk": {"S": "e"}})"_s;
        QVERIFY(ttlWorkspace(ws));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "e"}, "expires": {"N": "1792501200"}})"_s)}));

        const QStringList moved =
            output(ws, {u"clock"_s, u"advance"_s, u"12h"_s}).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!moved.isEmpty());
        QCOMPARE(moved.at(0), u"2026-10-21T00:00:00Z (1792540800)"_s);
        if (moved.size() > 1) // when the engine reported progress
            QVERIFY2(moved.at(1).endsWith(u" events run"_s), qPrintable(moved.at(1)));
        QVERIFY(!parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyE)}).toUtf8())
                     .contains(u"Item"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                    .startsWith(u"state: deleted-by-ttl\nsince: 2026-10-20T23:00:00"_s));
    }
};

QTEST_GUILESS_MAIN(TestLwbClock)
#include "tst_lwbclock.moc"
