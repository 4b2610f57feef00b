// The timeline pane (issue 4 point 4): the time↔pixel mapping on its own, data-driven (round
// trips, anchored zoom, pan, clamps, tick steps and labels); every lane state and the sentence
// that explains it; the lifetimes model over a real workspace (TTL on, a fixed sweeper lag, the
// clock moved until items expire, are swept and are deleted by a user) checked row by row
// against the engine's own lifetimes; the view under a simulated mouse and keyboard; the charts'
// figures. Set LW_SNAPSHOT_DIR to keep the pictures of a seed-003 scenario (timeline.png, and
// timeline-dark.png on a dark palette).
#include "engine/engine.h"
#include "lifetimesmodel.h"
#include "model/attributejson.h"
#include "testworkspace.h"
#include "timeaxis.h"
#include "timelinecharts.h"
#include "timelinepane.h"
#include "timelineview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QJsonArray>
#include <QMenu>
#include <QSignalSpy>
#include <QTimeZone>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

QJsonObject S(const QString &text)
{
    return {{u"S"_s, text}};
}

QJsonObject N(qint64 number)
{
    return {{u"N"_s, QString::number(number)}};
}

// A lifetime as ListLifetimes would give it, built field by field.
LifetimeInfo life(qint64 createdMs, std::optional<qint64> expiresMs = {})
{
    LifetimeInfo l;
    l.key = {{u"PK"_s, S(u"SESSION#1"_s)}};
    l.keyText = u"SESSION#1"_s;
    l.createdMs = createdMs;
    l.expiresMs = expiresMs;
    if (!expiresMs)
        l.never = ttl::NeverReason::NoAttribute;
    return l;
}

LifetimeInfo deleted(LifetimeInfo l, qint64 atMs, Origin by)
{
    l.deletedMs = atMs;
    l.deletedBy = by;
    return l;
}

LifetimeInfo never(ttl::NeverReason reason, const QJsonObject &value = {})
{
    LifetimeInfo l = life(kNoon);
    l.never = reason;
    l.ttlValue = value;
    return l;
}

// A workspace whose clock starts at noon with a Sessions table (PK user, SK session, a stream
// for the archiver),
// TTL on expiresAt, settled, and a sweeper that waits between minLag and maxLag after expiry.
struct Workbench
{
    TestWorkspace ws;

    Workbench(qint64 minLag, qint64 maxLag)
    {
        QVERIFY(engine().setClock(kNoon));
        SweeperSettings sweeper;
        sweeper.preset = SweeperSettings::Preset::Custom;
        sweeper.minLagMs = minLag;
        sweeper.maxLagMs = maxLag;
        QVERIFY(engine().setSweeper(sweeper));
        ok(u"CreateTable"_s,
           {{u"TableName"_s, u"Sessions"_s},
            {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
            {u"KeySchema"_s,
             QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s}, {u"KeyType"_s, u"HASH"_s}},
                        QJsonObject{{u"AttributeName"_s, u"SK"_s}, {u"KeyType"_s, u"RANGE"_s}}}},
            {u"AttributeDefinitions"_s,
             QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s}, {u"AttributeType"_s, u"S"_s}},
                        QJsonObject{{u"AttributeName"_s, u"SK"_s}, {u"AttributeType"_s, u"S"_s}}}},
            {u"StreamSpecification"_s,
             QJsonObject{{u"StreamEnabled"_s, true},
                         {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s}}}});
        QVERIFY(engine().updateTimeToLive(u"Sessions"_s, true, u"expiresAt"_s));
        at(kNoon + kMinute); // TTL settles
    }

    Engine &engine() { return ws.workspace().engine(); }

    ApiCall api()
    {
        return
            [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
                return ws.workspace().api().call(action, request, options);
            };
    }

    QJsonObject ok(const QString &action, const QJsonObject &request)
    {
        const auto result = ws.call(action, request);
        if (!result)
            qFatal("%s: %s", qPrintable(action), qPrintable(result.error().message));
        return *result;
    }

    void at(qint64 ms)
    {
        if (const Status moved = engine().advanceClock(ms); !moved)
            qFatal("advanceClock: %s", qPrintable(moved.error().message));
    }

    // PutItem of session `sk` of user `pk` with expiresAt = `expiresAt` (none: no attribute).
    void put(const QString &pk, const QString &sk, const std::optional<QJsonObject> &expiresAt)
    {
        QJsonObject item{{u"PK"_s, S(pk)}, {u"SK"_s, S(sk)}};
        if (expiresAt)
            item.insert(u"expiresAt"_s, *expiresAt);
        ok(u"PutItem"_s, {{u"TableName"_s, u"Sessions"_s}, {u"Item"_s, item}});
    }

    void remove(const QString &pk, const QString &sk)
    {
        ok(u"DeleteItem"_s, {{u"TableName"_s, u"Sessions"_s},
                             {u"Key"_s, QJsonObject{{u"PK"_s, S(pk)}, {u"SK"_s, S(sk)}}}});
    }
};

// Epoch seconds, as a TTL attribute holds them.
QJsonObject seconds(qint64 ms)
{
    return N(ms / 1000);
}

// The view over `lifetimes` at 1000x400 with now at 16:00 and 12:00–17:00 in view.
struct ViewBench
{
    LifetimesModel model{ApiCall()};
    TimelineView view{&model};
    static constexpr qint64 now = kNoon + 4 * kHour;

    explicit ViewBench(const QList<LifetimeInfo> &lifetimes)
    {
        model.setLifetimes(lifetimes, u"expiresAt"_s);
        view.resize(1000, 400);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qFatal("the view was not exposed");
        view.setClock(now);
        view.setVisibleRange(kNoon, kNoon + 5 * kHour);
    }

    int xOf(qint64 ms) const { return qRound(view.timeArea().left() + view.axis().xOf(ms)); }
    qint64 msAt(int x) const { return view.axis().msAt(x - view.timeArea().left()); }
    int laneY(int row) const
    {
        return view.timeArea().top() + row * view.laneHeight() + view.laneHeight() / 2;
    }
    QWidget *viewport() const { return view.viewport(); }
};

// Lane 0 swept an hour after it expired; lane 1 never expires.
QList<LifetimeInfo> twoLanes()
{
    return {deleted(life(kNoon, kNoon + kHour), kNoon + 2 * kHour, Origin::Ttl),
            life(kNoon + 30 * kMinute)};
}

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // ---- TimeAxis ----------------------------------------------------------------------------

    void xOf_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<double>("width");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<double>("x");
        QTest::newRow("start") << kNoon << kNoon + kHour << 3600.0 << kNoon << 0.0;
        QTest::newRow("end") << kNoon << kNoon + kHour << 3600.0 << kNoon + kHour << 3600.0;
        QTest::newRow("middle") << kNoon << kNoon + kHour << 1000.0 << kNoon + 30 * kMinute
                                << 500.0;
        QTest::newRow("before the range")
            << kNoon << kNoon + kHour << 3600.0 << kNoon - kHour << -3600.0;
        QTest::newRow("one ms") << kNoon << kNoon + kHour << 3600.0 << kNoon + 1 << 0.001;
        QTest::newRow("a year in a pixel row")
            << utcMs(2026, 1, 1) << utcMs(2027, 1, 1) << 365.0 << utcMs(2026, 7, 20) << 200.0;
    }
    void xOf()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(double, width);
        QFETCH(qint64, ms);
        QFETCH(double, x);
        const TimeAxis axis(start, end, width);
        QCOMPARE(axis.startMs(), start);
        QCOMPARE(axis.endMs(), end);
        QCOMPARE(axis.xOf(ms), x);
        QCOMPARE(axis.msAt(x), ms);
    }

    void roundTrip_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("span");
        QTest::addColumn<double>("width");
        QTest::addColumn<qint64>("ms");
        const qint64 maxSpan = TimeAxis::kMaxSpanMs;
        QTest::newRow("a second over 1280 px") << kNoon << kSecond << 1280.0 << kNoon + 517;
        QTest::newRow("its last ms") << kNoon << kSecond << 1280.0 << kNoon + 999;
        QTest::newRow("an hour over 777.5 px") << kNoon << kHour << 777.5 << kNoon + 1'234'567;
        QTest::newRow("200 years, one ms") << utcMs(1900, 1, 1) << maxSpan << 1280.0 << kNoon + 1;
        QTest::newRow("the earliest time") << kNoon << kHour << 1280.0 << TimeAxis::kEarliestMs;
        QTest::newRow("the latest time") << kNoon << kHour << 1280.0 << TimeAxis::kLatestMs;
        QTest::newRow("latest from earliest")
            << TimeAxis::kEarliestMs << kSecond << 1.0 << TimeAxis::kLatestMs - 1;
    }
    void roundTrip()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, span);
        QFETCH(double, width);
        QFETCH(qint64, ms);
        const TimeAxis axis(start, start + span, width);
        QCOMPARE(axis.msAt(axis.xOf(ms)), ms);
    }

    void pixelRoundTrip_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<double>("x");
        QTest::newRow("a second, x 0.3") << kSecond << 0.3;
        QTest::newRow("a second, x 1279.9") << kSecond << 1279.9;
        QTest::newRow("a day, x 640.25") << kDay << 640.25;
        QTest::newRow("200 years, x 3.75") << TimeAxis::kMaxSpanMs << 3.75;
        QTest::newRow("left of the widget") << kHour << -500.5;
    }
    void pixelRoundTrip()
    {
        QFETCH(qint64, span);
        QFETCH(double, x);
        const TimeAxis axis(kNoon, kNoon + span, 1280);
        const double tolerance = 0.5 * axis.pixelsPerMs() + 1e-9;
        QVERIFY2(std::abs(axis.xOf(axis.msAt(x)) - x) <= tolerance,
                 qPrintable(QString::number(axis.xOf(axis.msAt(x)) - x)));
    }

    void zoom_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<double>("anchor");
        QTest::addColumn<double>("factor");
        QTest::addColumn<qint64>("expectedSpan");
        QTest::newRow("in 2x about the middle") << kHour << 500.0 << 2.0 << 30 * kMinute;
        QTest::newRow("out 2x about the left") << kHour << 0.0 << 0.5 << 2 * kHour;
        QTest::newRow("in 3x about 123.4") << kHour << 123.4 << 3.0 << 20 * kMinute;
        QTest::newRow("out 1.5x about the right") << kHour << 1000.0 << 1 / 1.5 << 90 * kMinute;
        QTest::newRow("in to the one-second floor") << 10 * kSecond << 321.0 << 100.0 << kSecond;
        QTest::newRow("out to the 200-year ceiling")
            << kDay << 700.0 << 1e-9 << TimeAxis::kMaxSpanMs;
        QTest::newRow("anchor off the widget") << kHour << -250.0 << 4.0 << 15 * kMinute;
    }
    void zoom()
    {
        QFETCH(qint64, span);
        QFETCH(double, anchor);
        QFETCH(double, factor);
        QFETCH(qint64, expectedSpan);
        TimeAxis axis(kNoon, kNoon + span, 1000);
        const qint64 anchored = axis.msAt(anchor);
        axis.zoom(anchor, factor);
        QCOMPARE(axis.spanMs(), expectedSpan);
        QCOMPARE(axis.msAt(anchor), anchored);
    }

    void zoomIgnoresNonsense_data()
    {
        QTest::addColumn<double>("factor");
        QTest::newRow("zero") << 0.0;
        QTest::newRow("negative") << -2.0;
        QTest::newRow("NaN") << std::nan("");
        QTest::newRow("infinity") << HUGE_VAL;
    }
    void zoomIgnoresNonsense()
    {
        QFETCH(double, factor);
        TimeAxis axis(kNoon, kNoon + kHour, 1000);
        const TimeAxis before = axis;
        axis.zoom(500, factor);
        QCOMPARE(axis, before);
    }

    void zoomOutAtTheEndOfTime()
    {
        TimeAxis axis(TimeAxis::kLatestMs - kHour, TimeAxis::kLatestMs, 1000);
        axis.zoom(500, 0.1);
        QCOMPARE(axis.spanMs(), 10 * kHour);
        QCOMPARE(axis.endMs(), TimeAxis::kLatestMs);
    }

    void pan_data()
    {
        QTest::addColumn<double>("dx");
        QTest::addColumn<qint64>("expectedStart");
        // An hour over 3600 px: a pixel is a second.
        QTest::newRow("right 100 px: earlier times") << 100.0 << kNoon - 100 * kSecond;
        QTest::newRow("left 50.5 px") << -50.5 << kNoon + 50'500;
        QTest::newRow("to the first year") << 1e12 << TimeAxis::kEarliestMs;
        QTest::newRow("to the last year") << -1e12 << TimeAxis::kLatestMs - kHour;
    }
    void pan()
    {
        QFETCH(double, dx);
        QFETCH(qint64, expectedStart);
        TimeAxis axis(kNoon, kNoon + kHour, 3600);
        const qint64 at100 = axis.msAt(100);
        axis.pan(dx);
        QCOMPARE(axis.startMs(), expectedStart);
        QCOMPARE(axis.spanMs(), kHour);
        if (std::abs(dx) < 1e6)
            QVERIFY(std::abs(axis.msAt(100 + dx) - at100) <= 1);
    }

    void fit_data()
    {
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<qint64>("expectedStart");
        QTest::addColumn<qint64>("expectedSpan");
        QTest::newRow("as given") << kNoon << kNoon + kHour << kNoon << kHour;
        QTest::newRow("the wrong way round") << kNoon + kHour << kNoon << kNoon << kHour;
        QTest::newRow("one moment: a second about it") << kNoon << kNoon << kNoon - 500 << kSecond;
        QTest::newRow("300 years: 200 about the middle")
            << utcMs(1800, 1, 1) << utcMs(2100, 1, 1)
            << utcMs(1800, 1, 1) + (utcMs(2100, 1, 1) - utcMs(1800, 1, 1)) / 2 -
                   TimeAxis::kMaxSpanMs / 2
            << TimeAxis::kMaxSpanMs;
        QTest::newRow("before year 1") << TimeAxis::kEarliestMs - kDay << TimeAxis::kEarliestMs
                                       << TimeAxis::kEarliestMs << kSecond;
    }
    void fit()
    {
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        QFETCH(qint64, expectedStart);
        QFETCH(qint64, expectedSpan);
        TimeAxis axis;
        axis.fit(first, last);
        QCOMPARE(axis.startMs(), expectedStart);
        QCOMPARE(axis.spanMs(), expectedSpan);
        QCOMPARE(TimeAxis(first, last, 100).startMs(), expectedStart);
    }

    void tickStep_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("count");
        // 1000 px, ticks at least 100 px apart: the step is at least a tenth of the span.
        const auto row = [](const char *name, qint64 span, TickStep::Unit unit, int count) {
            QTest::newRow(name) << span << int(unit) << count;
        };
        row("10 s: seconds", 10 * kSecond, TickStep::Unit::Second, 1);
        row("1 min: 10 s", kMinute, TickStep::Unit::Second, 10);
        row("1 h: 10 min", kHour, TickStep::Unit::Minute, 10);
        row("1 d: 3 h", kDay, TickStep::Unit::Hour, 3);
        row("1 week: days", 7 * kDay, TickStep::Unit::Day, 1);
        row("30 days: weeks", 30 * kDay, TickStep::Unit::Week, 1);
        row("1 year: 2 months", 365 * kDay, TickStep::Unit::Month, 2);
        row("12 years: 2 years", 12 * 365 * kDay, TickStep::Unit::Year, 2);
        row("200 years: 20 years", TimeAxis::kMaxSpanMs, TickStep::Unit::Year, 20);
    }
    void tickStep()
    {
        QFETCH(qint64, span);
        QFETCH(int, unit);
        QFETCH(int, count);
        const TimeAxis axis(kNoon, kNoon + span, 1000);
        QCOMPARE(axis.tickStep(100), (TickStep{TickStep::Unit(unit), count}));
        const QList<TimeTick> ticks = axis.ticks(100);
        QVERIFY(!ticks.isEmpty());
        for (qsizetype i = 1; i < ticks.size(); ++i)
            QVERIFY(axis.xOf(ticks[i].ms) - axis.xOf(ticks[i - 1].ms) >= 100 * 0.9);
    }

    void tickLabels_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QList<bool>>("majors");
        QTest::newRow("3-hourly across midnight, the date at midnight")
            << kNoon << kNoon + kDay
            << QStringList{u"12:00"_s, u"15:00"_s, u"18:00"_s, u"21:00"_s, u"2026-10-21"_s,
                           u"03:00"_s, u"06:00"_s, u"09:00"_s, u"12:00"_s}
            << QList<bool>{false, false, false, false, true, false, false, false, false};
        QTest::newRow("weeks start on Monday")
            << kNoon << kNoon + 30 * kDay
            << QStringList{u"2026-10-26"_s, u"2026-11-02"_s, u"2026-11-09"_s, u"2026-11-16"_s}
            << QList<bool>{false, false, false, false};
        QTest::newRow("two-monthly from January, January major")
            << utcMs(2026, 1, 15) << utcMs(2027, 1, 15)
            << QStringList{u"2026-03"_s, u"2026-05"_s, u"2026-07"_s,
                           u"2026-09"_s, u"2026-11"_s, u"2027-01"_s}
            << QList<bool>{false, false, false, false, false, true};
    }
    void tickLabels()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(QStringList, labels);
        QFETCH(QList<bool>, majors);
        const TimeAxis axis(start, end, 1000);
        QStringList gotLabels;
        QList<bool> gotMajors;
        const QList<TimeTick> ticks = axis.ticks(100);
        for (const TimeTick &tick : ticks) {
            gotLabels << tick.label;
            gotMajors << tick.major;
        }
        QCOMPARE(gotLabels.mid(0, labels.size()), labels);
        QCOMPARE(gotMajors.mid(0, majors.size()), majors);
    }

    void stepping_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("count");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<int>("direction");
        QTest::addColumn<qint64>("to");
        const int minute = int(TickStep::Unit::Minute), month = int(TickStep::Unit::Month),
                  year = int(TickStep::Unit::Year), week = int(TickStep::Unit::Week);
        QTest::newRow("back from between ticks: the tick before")
            << minute << 10 << kNoon + 1 << -1 << kNoon;
        QTest::newRow("back from a tick: one step")
            << minute << 10 << kNoon << -1 << kNoon - 10 * kMinute;
        QTest::newRow("on from a tick") << minute << 10 << kNoon << +1 << kNoon + 10 * kMinute;
        QTest::newRow("on from between ticks")
            << minute << 10 << kNoon + 1 << +1 << kNoon + 10 * kMinute;
        QTest::newRow("next month") << month << 1 << kNoon << +1 << utcMs(2026, 11, 1);
        QTest::newRow("this month") << month << 1 << kNoon << -1 << utcMs(2026, 10, 1);
        QTest::newRow("quarter back over a year")
            << month << 3 << utcMs(2026, 1, 1) << -1 << utcMs(2025, 10, 1);
        QTest::newRow("year back") << year << 1 << utcMs(2026, 1, 1) << -1 << utcMs(2025, 1, 1);
        QTest::newRow("last Monday") << week << 1 << kNoon << -1 << utcMs(2026, 10, 19);
    }
    void stepping()
    {
        QFETCH(int, unit);
        QFETCH(int, count);
        QFETCH(qint64, from);
        QFETCH(int, direction);
        QFETCH(qint64, to);
        QCOMPARE((TickStep{TickStep::Unit(unit), count}.stepped(from, direction)), to);
    }

    // ---- Lane states -------------------------------------------------------------------------

    void states_data()
    {
        QTest::addColumn<LifetimeInfo>("lifetime");
        QTest::addColumn<QString>("ttlAttribute");
        QTest::addColumn<qint64>("at");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("explanation");
        const qint64 expires = kNoon + kHour, sweep = kNoon + 3 * kHour + 3 * kMinute + 12'000;
        LifetimeInfo pending = life(kNoon, expires);
        pending.sweepAtMs = sweep;
        const LifetimeInfo swept = deleted(life(kNoon, expires), sweep, Origin::Ttl);
        const auto row = [&](const char *name, const LifetimeInfo &l, qint64 at, LaneState state,
                             const QString &text, const QString &ttlAttribute = u"expiresAt"_s) {
            QTest::newRow(name) << l << ttlAttribute << at << int(state) << text;
        };
        row("before it is written", pending, kNoon - 1, LaneState::Absent,
            u"Not written yet: it is created at 2026-10-20 12:00:00 UTC"_s);
        row("written", pending, kNoon, LaneState::Active,
            u"Active: expires at 2026-10-20 13:00:00 UTC"_s);
        row("the ms it expires", pending, expires, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: the sweeper deletes it at "
            u"2026-10-20 15:03:12 UTC"_s);
        row("scheduled sweep passed", pending, sweep, LaneState::DeletedByTtl,
            u"Deleted by TTL at 2026-10-20 15:03:12 UTC (scheduled), 2h3m after it expired"_s);
        row("a ms before the sweep", swept, sweep - 1, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: the sweeper deletes it at "
            u"2026-10-20 15:03:12 UTC"_s);
        row("swept", swept, sweep + kHour, LaneState::DeletedByTtl,
            u"Deleted by TTL at 2026-10-20 15:03:12 UTC, 2h3m after it expired"_s);
        row("a user deletes it before expiry",
            deleted(life(kNoon, expires), kNoon + 30 * kMinute, Origin::User), kNoon + 45 * kMinute,
            LaneState::DeletedByUser, u"Deleted by a user at 2026-10-20 12:30:00 UTC"_s);
        row("expired, a user deletes it later",
            deleted(life(kNoon, expires), kNoon + 2 * kHour, Origin::User), kNoon + 90 * kMinute,
            LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: a user deletes it at "
            u"2026-10-20 14:00:00 UTC"_s);
        row("a consumer deletes it", deleted(life(kNoon), kNoon + kHour, Origin::Consumer),
            kNoon + kHour, LaneState::DeletedByConsumer,
            u"Deleted by a stream consumer at 2026-10-20 13:00:00 UTC"_s);
        row("expired, no sweep known", life(kNoon, expires), kNoon + 2 * kHour, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible until the sweeper deletes it"_s);
        row("no TTL attribute", never(ttl::NeverReason::NoAttribute), kNoon, LaneState::Active,
            u"No TTL attribute (expiresAt): never expires"_s);
        row("no TTL attribute, name unknown", never(ttl::NeverReason::NoAttribute), kNoon,
            LaneState::Active, u"No TTL attribute: never expires"_s, QString());
        row("milliseconds", never(ttl::NeverReason::Milliseconds, N(kNoon)), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is in milliseconds — a date in the year 58771"_s);
        row("milliseconds, value unknown", never(ttl::NeverReason::Milliseconds), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is in milliseconds — a date tens of thousands of years "
            u"away"_s);
        row("a String", never(ttl::NeverReason::NotANumber, S(u"tomorrow"_s)), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is of type S, not a Number of epoch seconds"_s);
        row("more than five years ago",
            never(ttl::NeverReason::MoreThanFiveYears, N(1'600'000'000)), kNoon, LaneState::Active,
            u"Never expires: its expiresAt (2020-09-13 12:26:40 UTC) is more than five years in "
            u"the past, which DynamoDB ignores"_s);
        row("TTL off", never(ttl::NeverReason::TtlDisabled), kNoon, LaneState::Active,
            u"Never expires: TTL is not enabled on this table"_s);
    }
    void states()
    {
        QFETCH(LifetimeInfo, lifetime);
        QFETCH(QString, ttlAttribute);
        QFETCH(qint64, at);
        QFETCH(int, state);
        QFETCH(QString, explanation);
        QCOMPARE(int(stateAt(lifetime, at)), state);
        QCOMPARE(explainState(lifetime, at, ttlAttribute), explanation);
    }

    void durations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("milliseconds as they are") << qint64(999) << u"999ms"_s;
        QTest::newRow("seconds keep their ms below a minute") << qint64(1'500) << u"1s500ms"_s;
        QTest::newRow("to the second from a minute") << kMinute + 1'499 << u"1m1s"_s;
        QTest::newRow("half a second rounds up") << kMinute + 1'500 << u"1m2s"_s;
        QTest::newRow("to the minute from an hour") << kHour + 31 * kMinute + 9'360 << u"1h31m"_s;
        QTest::newRow("up to the next hour") << 2 * kHour - 20'000 << u"2h"_s;
        QTest::newRow("zero") << qint64(0) << u"0s"_s;
    }
    void durations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(durationText(ms), text);
    }

    // ---- The model over a real workspace -----------------------------------------------------

    void modelMatchesTheEngine()
    {
        Workbench bench(2 * kHour, 2 * kHour);
        bench.at(kNoon + kHour);
        bench.put(u"USER#t"_s, u"SESSION#active"_s, seconds(kNoon + 8 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#expired"_s, seconds(kNoon + 4 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#swept"_s, seconds(kNoon + kHour + 30 * kSecond));
        bench.put(u"USER#t"_s, u"SESSION#user"_s, seconds(kNoon + 8 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#millis"_s, N(kNoon));
        bench.put(u"USER#t"_s, u"SESSION#none"_s, std::nullopt);
        bench.put(u"USER#t"_s, u"SESSION#string"_s, S(u"tomorrow"_s));
        bench.at(kNoon + 2 * kHour);
        bench.remove(u"USER#t"_s, u"SESSION#user"_s);
        bench.at(kNoon + 5 * kHour);
        const qint64 now = bench.engine().nowMs();

        LifetimesModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(u"Sessions"_s);
        model.setViewedTime(now);
        QCOMPARE(model.lastError(), QString());
        QCOMPARE(model.ttlAttribute(), u"expiresAt"_s);

        const QList<Lifetime> lifetimes = *bench.engine().lifetimes(u"Sessions"_s);
        QCOMPARE(model.rowCount(), lifetimes.size());
        QCOMPARE(model.rowCount(), 7);
        const QMap<QString, LaneState> expected{
            {u"USER#t · SESSION#active"_s, LaneState::Active},
            {u"USER#t · SESSION#expired"_s, LaneState::Expired},
            {u"USER#t · SESSION#millis"_s, LaneState::Active},
            {u"USER#t · SESSION#none"_s, LaneState::Active},
            {u"USER#t · SESSION#string"_s, LaneState::Active},
            {u"USER#t · SESSION#swept"_s, LaneState::DeletedByTtl},
            {u"USER#t · SESSION#user"_s, LaneState::DeletedByUser}};
        for (int row = 0; row < model.rowCount(); ++row) {
            const Lifetime &engine = lifetimes[row];
            const LifetimeInfo &shown = model.lifetimes()[row];
            QCOMPARE(shown.key, itemToJson(engine.key));
            QCOMPARE(shown.createdMs, engine.createdMs);
            QCOMPARE(shown.expiresMs, engine.expiry.atMs);
            QCOMPARE(shown.never,
                     engine.expiry.atMs ? ttl::NeverReason::None : engine.expiry.never);
            QCOMPARE(shown.sweepAtMs, engine.sweepAtMs);
            QCOMPARE(shown.deletedMs, engine.deletedMs);
            if (engine.deletedMs)
                QCOMPARE(shown.deletedBy, engine.deletedBy);
            QCOMPARE(shown.changes, engine.changes);
            const QModelIndex state = model.index(row, LifetimesModel::StateColumn);
            const auto lifecycle = bench.engine().lifecycleAt(u"Sessions"_s, engine.key, now);
            QCOMPARE(state.data(LifetimesModel::StateRole).toInt(), int(lifecycle->state));
            QCOMPARE(LaneState(state.data(LifetimesModel::StateRole).toInt()),
                     expected.value(shown.keyText));
            QCOMPARE(state.data().toString(), laneStateName(expected.value(shown.keyText)));
            QCOMPARE(model.index(row, LifetimesModel::KeyColumn).data().toString(),
                     model.index(row, LifetimesModel::KeyColumn)
                         .data(LifetimesModel::LifetimeRole)
                         .value<LifetimeInfo>()
                         .keyText);
        }

        const auto explained = [&](const QString &key) {
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.lifetimes()[row].keyText == key)
                    return model.index(row, LifetimesModel::StateColumn)
                        .data(Qt::ToolTipRole)
                        .toString();
            }
            return QString();
        };
        QCOMPARE(explained(u"USER#t · SESSION#millis"_s),
                 u"Never expires: its expiresAt is in milliseconds — a date in the year 58771"_s);
        QCOMPARE(explained(u"USER#t · SESSION#string"_s),
                 u"Never expires: its expiresAt is of type S, not a Number of epoch seconds"_s);
        QCOMPARE(explained(u"USER#t · SESSION#swept"_s),
                 u"Deleted by TTL at 2026-10-20 15:00:30 UTC, 2h after it expired"_s);
        QCOMPARE(explained(u"USER#t · SESSION#expired"_s),
                 u"Expired at 2026-10-20 16:00:00 UTC but still visible: the sweeper deletes it at "
                 u"2026-10-20 18:00:00 UTC"_s);

        auto counts = model.stateCounts();
        QCOMPARE(counts[int(LaneState::Active)], 4);
        QCOMPARE(counts[int(LaneState::Expired)], 1);
        QCOMPARE(counts[int(LaneState::DeletedByTtl)], 1);
        QCOMPARE(counts[int(LaneState::DeletedByUser)], 1);

        // Half an hour after the items were written, as the past view would show it.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setViewedTime(kNoon + 90 * kMinute);
        QCOMPARE(changed.count(), 1);
        counts = model.stateCounts();
        QCOMPARE(counts[int(LaneState::Active)], 6);
        QCOMPARE(counts[int(LaneState::Expired)], 1); // swept expired at 13:00:30
        QCOMPARE(explained(u"USER#t · SESSION#user"_s),
                 u"Active: expires at 2026-10-20 20:00:00 UTC"_s);
    }

    void modelReportsErrors()
    {
        Workbench bench(0, 0);
        LifetimesModel model(bench.api());
        QSignalSpy errors(&model, &LifetimesModel::errorOccurred);
        model.setTable(u"Missing"_s);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(errors.count(), 1);
        QVERIFY2(model.lastError().startsWith(u"ResourceNotFoundException: "_s),
                 qPrintable(model.lastError()));
    }

    // ---- The view ----------------------------------------------------------------------------

    // The window sets the viewed time (--at) before a pane behind a tab has had its clock: the
    // handle must still stand there once the clock comes, and a time not before it is now.
    void aViewedTimeSetBeforeTheClockIsKept()
    {
        LifetimesModel model{ApiCall()};
        model.setLifetimes(twoLanes(), u"expiresAt"_s);
        TimelineView view(&model);
        view.setViewedTime(kNoon + kHour);
        view.setClock(kNoon + 4 * kHour);
        QCOMPARE(view.viewedTime(), std::optional<qint64>(kNoon + kHour));
        QCOMPARE(view.handleMs(), kNoon + kHour);

        TimelineView later(&model);
        later.setViewedTime(kNoon + 5 * kHour);
        later.setClock(kNoon + 4 * kHour);
        QCOMPARE(later.viewedTime(), std::nullopt);
        QCOMPARE(later.handleMs(), kNoon + 4 * kHour);
    }

    void dragBeforeNowShowsThePast()
    {
        ViewBench bench(twoLanes());
        QSignalSpy asOf(&bench.view, &TimelineView::viewAsOfRequested);
        QSignalSpy advance(&bench.view, &TimelineView::advanceRequested);
        const int y = bench.laneY(0), nowX = bench.xOf(ViewBench::now);
        QTest::mousePress(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX, y));
        QTest::mouseMove(bench.viewport(), QPoint(nowX - 120, y));
        QTest::mouseMove(bench.viewport(), QPoint(nowX - 200, y));
        const qint64 expected = bench.msAt(nowX - 200);
        QCOMPARE(asOf.count(), 2);
        QCOMPARE(asOf.last().at(0).toLongLong(), expected);
        QCOMPARE(bench.model.viewedTime(), expected);
        QTest::mouseRelease(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX - 200, y));
        QCOMPARE(advance.count(), 0);
        QCOMPARE(bench.view.viewedTime(), std::optional(expected));
        QCOMPARE(bench.view.handleMs(), expected);
    }

    void dragPastNowAdvances()
    {
        ViewBench bench(twoLanes());
        QSignalSpy asOf(&bench.view, &TimelineView::viewAsOfRequested);
        QSignalSpy advance(&bench.view, &TimelineView::advanceRequested);
        const int y = bench.laneY(1), nowX = bench.xOf(ViewBench::now);
        QTest::mousePress(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX + 2, y));
        QTest::mouseMove(bench.viewport(), QPoint(nowX + 150, y));
        QCOMPARE(advance.count(), 0); // not before the release
        QTest::mouseRelease(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX + 150, y));
        QCOMPARE(advance.count(), 1);
        QCOMPARE(advance.last().at(0).toLongLong(), bench.msAt(nowX + 150));
        QCOMPARE(asOf.count(), 0); // the window never left the present
        QCOMPARE(bench.view.viewedTime(), std::nullopt);
    }

    void dragBackToNowSnapsToThePresent()
    {
        ViewBench bench(twoLanes());
        QSignalSpy asOf(&bench.view, &TimelineView::viewAsOfRequested);
        QSignalSpy advance(&bench.view, &TimelineView::advanceRequested);
        const int y = bench.laneY(0), nowX = bench.xOf(ViewBench::now);
        QTest::mousePress(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX, y));
        QTest::mouseMove(bench.viewport(), QPoint(nowX - 100, y));
        QTest::mouseMove(bench.viewport(), QPoint(nowX + 4, y));
        QCOMPARE(asOf.last().at(0).toLongLong(), ViewBench::now);
        QTest::mouseRelease(bench.viewport(), Qt::LeftButton, {}, QPoint(nowX + 4, y));
        QCOMPARE(advance.count(), 0);
        QCOMPARE(bench.view.viewedTime(), std::nullopt);
    }

    void dragOnTheRulerPans()
    {
        ViewBench bench(twoLanes());
        QSignalSpy asOf(&bench.view, &TimelineView::viewAsOfRequested);
        TimeAxis expected = bench.view.axis();
        expected.pan(100);
        const int x = bench.view.timeArea().left() + 100;
        QTest::mousePress(bench.viewport(), Qt::LeftButton, {}, QPoint(x, 5));
        QTest::mouseMove(bench.viewport(), QPoint(x + 100, 5));
        QTest::mouseRelease(bench.viewport(), Qt::LeftButton, {}, QPoint(x + 100, 5));
        QCOMPARE(bench.view.axis(), expected);
        QCOMPARE(asOf.count(), 0);
    }

    void keyboardSteps()
    {
        ViewBench bench(twoLanes());
        QSignalSpy asOf(&bench.view, &TimelineView::viewAsOfRequested);
        bench.view.setViewedTime(kNoon + 2 * kHour);
        const TickStep step = bench.view.keyboardStep(false);
        QCOMPARE(step, (TickStep{TickStep::Unit::Hour, 1})); // 5 h over 800 px
        QTest::keyClick(&bench.view, Qt::Key_Left);
        QCOMPARE(asOf.last().at(0).toLongLong(), kNoon + kHour);
        QCOMPARE(bench.view.handleMs(), kNoon + kHour);

        const TickStep large = bench.view.keyboardStep(true);
        QVERIFY(large.approximateMs() > step.approximateMs());
        QTest::keyClick(&bench.view, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(bench.view.handleMs(), large.stepped(kNoon + kHour, -1));

        QTest::keyClick(&bench.view, Qt::Key_Right);
        QCOMPARE(bench.view.handleMs(), step.stepped(large.stepped(kNoon + kHour, -1), +1));

        // The keys stop at now: advancing the clock takes a drag.
        bench.view.setViewedTime(ViewBench::now - kSecond);
        QTest::keyClick(&bench.view, Qt::Key_Right);
        QCOMPARE(asOf.last().at(0).toLongLong(), ViewBench::now);
        QCOMPARE(bench.view.viewedTime(), std::nullopt);
        const int before = asOf.count();
        QTest::keyClick(&bench.view, Qt::Key_Right);
        QCOMPARE(asOf.count(), before);

        QTest::keyClick(&bench.view, Qt::Key_Home);
        QCOMPARE(asOf.last().at(0).toLongLong(), kNoon); // the first event
        QTest::keyClick(&bench.view, Qt::Key_End);
        QCOMPARE(asOf.last().at(0).toLongLong(), ViewBench::now);
    }

    void zoomKeys()
    {
        ViewBench bench(twoLanes());
        const qint64 span = bench.view.axis().spanMs();
        QTest::keyClick(&bench.view, Qt::Key_Plus);
        QCOMPARE(bench.view.axis().spanMs(), std::llround(span / 1.5));
        QTest::keyClick(&bench.view, Qt::Key_Minus);
        QVERIFY(std::abs(bench.view.axis().spanMs() - span) <= 1);
        QTest::keyClick(&bench.view, Qt::Key_0); // fits the events (12:00–14:00) and now (16:00)
        QVERIFY(bench.view.axis().startMs() < kNoon);
        QVERIFY(bench.view.axis().endMs() > ViewBench::now);
        QVERIFY(bench.view.axis().spanMs() < 5 * kHour);
    }

    void rewindFromTheContextMenu()
    {
        ViewBench bench(twoLanes());
        QSignalSpy rewind(&bench.view, &TimelineView::rewindRequested);
        const QPoint at(bench.xOf(kNoon + 90 * kMinute), bench.laneY(1));
        QTimer::singleShot(0, &bench.view, [&] {
            auto *menu = bench.view.findChild<QMenu *>();
            QVERIFY(menu);
            QVERIFY(menu->findChild<QAction *>(u"showPastHereAction"_s));
            menu->findChild<QAction *>(u"rewindHereAction"_s)->trigger();
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, bench.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(bench.viewport(), &event);
        QCOMPARE(rewind.count(), 1);
        QCOMPARE(rewind.last().at(0).toLongLong(), bench.msAt(at.x()));
    }

    void hoverExplains()
    {
        ViewBench bench(twoLanes());
        const QString expired =
            bench.view.toolTipAt(QPoint(bench.xOf(kNoon + 90 * kMinute), bench.laneY(0)));
        QVERIFY2(expired.startsWith(u"SESSION#1\nAt 2026-10-20 13:"_s), qPrintable(expired));
        QVERIFY2(expired.contains(u"Expired at 2026-10-20 13:00:00 UTC but still visible: the "
                                  u"sweeper deletes it at 2026-10-20 14:00:00 UTC"_s),
                 qPrintable(expired));
        // Over the key: the state at the handle (now, 16:00).
        const QString atHandle = bench.view.toolTipAt(QPoint(10, bench.laneY(0)));
        QVERIFY2(atHandle.contains(u"Deleted by TTL at 2026-10-20 14:00:00 UTC, 1h after it "
                                   u"expired"_s),
                 qPrintable(atHandle));
        QVERIFY(bench.view.toolTipAt(QPoint(10, bench.laneY(1)))
                    .contains(u"No TTL attribute (expiresAt): never expires"_s));
        QCOMPARE(bench.view.toolTipAt(QPoint(10, bench.laneY(5))), QString()); // no lane there
    }

    // ---- Charts ------------------------------------------------------------------------------

    void deletionsPerHour()
    {
        const QList<LifetimeInfo> lifetimes{
            deleted(life(kNoon, kNoon + kMinute), kNoon + 10 * kMinute, Origin::Ttl),
            deleted(life(kNoon), kNoon + 50 * kMinute, Origin::User),
            life(kNoon), // alive: not counted
            deleted(life(kNoon, kNoon + kHour), kNoon + 2 * kHour + 5 * kMinute, Origin::Ttl),
            deleted(life(kNoon), kNoon + 2 * kHour + 59 * kMinute, Origin::Consumer)};
        const QList<DeletionBucket> expected{
            {kNoon, 1, 1, 0}, {kNoon + kHour, 0, 0, 0}, {kNoon + 2 * kHour, 1, 0, 1}};
        QCOMPARE(deletionsPerBucket(lifetimes, kHour), expected);
        QCOMPARE(deletionsPerBucket(lifetimes, kDay),
                 (QList<DeletionBucket>{{utcMs(2026, 10, 20), 2, 1, 1}}));
        QCOMPARE(deletionsPerBucket({life(kNoon)}, kHour), QList<DeletionBucket>());
        // The bars start where the table's story does: at the first item written.
        QCOMPARE(deletionsPerBucket(lifetimes + QList{life(kNoon - 90 * kMinute)}, kHour).mid(0, 3),
                 (QList<DeletionBucket>{
                     {kNoon - 2 * kHour, 0, 0, 0}, {kNoon - kHour, 0, 0, 0}, {kNoon, 1, 1, 0}}));
    }

    void deletionBuckets_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<qint64>("bucket");
        QTest::newRow("47 h: hours") << 47 * kHour << kHour;
        QTest::newRow("48 h: 49 hourly bars, so 6 h") << 48 * kHour << 6 * kHour;
        QTest::newRow("30 days: days") << 30 * kDay << kDay;
        QTest::newRow("300 days: weeks") << 300 * kDay << 7 * kDay;
        QTest::newRow("3 years: 4 weeks") << 3 * 365 * kDay << 28 * kDay;
        QTest::newRow("100 years: 52 weeks") << 36'500 * kDay << 364 * kDay;
    }
    void deletionBuckets()
    {
        QFETCH(qint64, span);
        QFETCH(qint64, bucket);
        QCOMPARE(deletionBucketFor(kNoon, kNoon + span), bucket);
    }

    void sweeperLag()
    {
        const QList<LifetimeInfo> lifetimes{
            deleted(life(kNoon, kNoon + kHour), kNoon + 4 * kHour, Origin::Ttl),
            deleted(life(kNoon, kNoon + kHour), kNoon + 2 * kHour, Origin::User), // not TTL
            deleted(life(kNoon, kNoon + 2 * kHour), kNoon + 3 * kHour, Origin::Ttl),
            deleted(life(kNoon, kNoon), kNoon + 2 * kHour, Origin::Ttl),
            deleted(life(kNoon, kNoon + kHour), kNoon + 11 * kHour, Origin::Ttl)};
        const QList<qint64> lags = sweepLags(lifetimes);
        QCOMPARE(lags, (QList<qint64>{3 * kHour, kHour, 2 * kHour, 10 * kHour}));
        QCOMPARE(lagSummary(lags), (LagSummary{4, kHour, 2 * kHour, 10 * kHour}));
        QCOMPARE(lagSummary({5, 1, 3}), (LagSummary{3, 1, 3, 5}));
        QCOMPARE(lagSummary({}), LagSummary());
    }

    void lagHistograms_data()
    {
        QTest::addColumn<QList<qint64>>("lags");
        QTest::addColumn<qint64>("bin");
        QTest::addColumn<QList<int>>("counts");
        QList<int> twoHourly(24, 0);
        twoHourly[0] = 4;
        twoHourly[23] = 1;
        QTest::newRow("within 48 h: 2-hour bins")
            << QList<qint64>{0, 30 * kMinute, kHour - 1, kHour, 47 * kHour} << 2 * kHour
            << twoHourly;
        QList<int> bySecond(24, 0);
        bySecond[0] = 2;
        bySecond[1] = 1;
        bySecond[23] = 1;
        QTest::newRow("instant-ish: seconds")
            << QList<qint64>{0, 500, 1500, 23'999} << kSecond << bySecond;
        QList<int> byDay(21, 0);
        byDay[20] = 1;
        QTest::newRow("beyond 12 days: days") << QList<qint64>{20 * kDay} << kDay << byDay;
        QTest::newRow("none") << QList<qint64>{} << qint64(0) << QList<int>{};
    }
    void lagHistograms()
    {
        QFETCH(QList<qint64>, lags);
        QFETCH(qint64, bin);
        QFETCH(QList<int>, counts);
        QCOMPARE(lagHistogram(lags), (LagHistogram{bin, counts}));
    }

    void chartsShowTheFigures()
    {
        TimelineCharts charts;
        charts.setLifetimes({deleted(life(kNoon, kNoon + kHour), kNoon + 3 * kHour, Origin::Ttl),
                             deleted(life(kNoon), kNoon + 2 * kHour, Origin::User)});
        QCOMPARE(charts.deletionsChart()->title(), u"Deletions per hour"_s);
        QCOMPARE(charts.lagChart()->title(), u"Sweeper lag after expiry: median 2h, longest 2h"_s);
    }

    // ---- The picture -------------------------------------------------------------------------

    // Seed 003's "Timeline of Death" on a Sessions table: sessions alive, one expired but not yet
    // swept, several swept by TTL after their lag, one deleted by a user, one that never expires
    // because its expiresAt is in milliseconds, one without the attribute; an archiver keeps every
    // deleted session a quarter of an hour later. The handle stands in the past.
    void picture()
    {
        Workbench bench(75 * kMinute, 3 * kHour);
        bench.ok(u"CreateConsumer"_s,
                 {{u"TableName"_s, u"Sessions"_s},
                  {u"ConsumerName"_s, u"archive"_s},
                  {u"Type"_s, u"ARCHIVER"_s},
                  {u"PollDelayMillis"_s, 15 * kMinute},
                  {u"Archiver"_s, QJsonObject{{u"OnlyTimeToLiveDeletes"_s, false}}}});
        const auto at = [&](int hour, int minute) {
            return kNoon + (hour - 12) * kHour + minute * kMinute;
        };
        bench.at(at(12, 5));
        bench.put(u"USER#alice"_s, u"SESSION#laptop"_s, seconds(at(20, 30)));
        bench.put(u"USER#alice"_s, u"SESSION#remember-me"_s, std::nullopt);
        bench.at(at(12, 15));
        bench.put(u"USER#bob"_s, u"SESSION#phone"_s, seconds(at(12, 20)));
        bench.at(at(12, 25));
        bench.put(u"USER#carol"_s, u"SESSION#tablet"_s, seconds(at(13, 5)));
        bench.at(at(12, 40));
        bench.put(u"USER#dave"_s, u"SESSION#kiosk"_s, N(at(20, 0)));
        bench.at(at(13, 0));
        bench.put(u"USER#erin"_s, u"SESSION#laptop"_s, seconds(at(19, 30)));
        bench.at(at(13, 20));
        bench.put(u"USER#frank"_s, u"SESSION#old"_s, seconds(at(15, 0)));
        bench.at(at(13, 40));
        bench.put(u"USER#grace"_s, u"SESSION#phone"_s, seconds(at(18, 0)));
        bench.put(u"USER#heidi"_s, u"SESSION#tv"_s, seconds(at(13, 50)));
        bench.at(at(14, 30));
        bench.remove(u"USER#erin"_s, u"SESSION#laptop"_s);
        bench.at(at(15, 55));
        const qint64 now = bench.engine().nowMs();

        TimelinePane pane(bench.api());
        QFont projector = pane.font();
        projector.setPointSizeF(11); // the window's smallest size, for the back of a room
        pane.setFont(projector);
        pane.resize(1280, 720);
        pane.setClock(now);
        pane.setTable(u"Sessions"_s);
        pane.setViewedTime(at(15, 20));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        const auto stateOf = [&](const QString &key) {
            for (const LifetimeInfo &l : pane.model()->lifetimes())
                if (l.keyText == key)
                    return stateAt(l, pane.model()->viewedTime());
            return LaneState::Absent;
        };
        QCOMPARE(pane.model()->rowCount(), 9);
        QCOMPARE(pane.model()->viewedTime(), at(15, 20));
        QCOMPARE(stateOf(u"USER#frank · SESSION#old"_s), LaneState::Expired);
        QCOMPARE(stateOf(u"USER#bob · SESSION#phone"_s), LaneState::DeletedByTtl);
        QCOMPARE(stateOf(u"USER#erin · SESSION#laptop"_s), LaneState::DeletedByUser);
        QCOMPARE(stateOf(u"USER#dave · SESSION#kiosk"_s), LaneState::Active);
        const QPixmap picture = pane.grab();
        QCOMPARE(picture.deviceIndependentSize().toSize(), QSize(1280, 720));
        const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(picture.save(QDir(dir).filePath(u"timeline.png"_s)));

        // The same on a dark palette, as a dark desktop theme gives it.
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7f, 0xd9));
        pane.setPalette(dark);
        QCoreApplication::processEvents(); // QtCharts lays its legends out in the event loop
        const QPixmap darkPicture = pane.grab();
        QVERIFY(darkPicture.toImage() != picture.toImage());
        if (!dir.isEmpty())
            QVERIFY(darkPicture.save(QDir(dir).filePath(u"timeline-dark.png"_s)));
    }
};

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
