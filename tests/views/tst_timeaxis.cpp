// The timeline's time↔pixel mapping on its own, data-driven: round trips, anchored zoom, pan,
// clamps, tick steps and labels.
#include "testclock.h"
#include "timeline/timeaxis.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

class TestTimeAxis : public QObject
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
};

QTEST_GUILESS_MAIN(TestTimeAxis)
#include "tst_timeaxis.moc"
