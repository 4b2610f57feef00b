// LiveClock with a fake real-time counter and a fake workspace clock: how far each speed moves
// the clock per real second, speed changes without a jump, stop, errors, and no drift.
#include "time/liveclock.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kStartMs = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

// Real time and the workspace clock, both under the test's hand. `failAt` makes the n-th advance
// (1-based) fail as the engine would.
struct Fakes
{
    qint64 mono = 5'000; // an arbitrary origin: only differences count
    qint64 sim = kStartMs;
    int advances = 0;
    int failAt = 0;

    std::unique_ptr<lw::LiveClock> make()
    {
        auto clock = std::make_unique<lw::LiveClock>(
            [this] { return mono; }, [this] { return sim; },
            [this](qint64 toMs) -> lw::Status {
                if (++advances == failAt)
                    return std::unexpected(lw::validationError(u"disk full"_s));
                if (toMs < sim)
                    return std::unexpected(lw::validationError(u"backwards"_s));
                sim = toMs;
                return {};
            });
        clock->setInterval(3'600'000); // the test ticks by hand
        return clock;
    }
};

} // namespace

class TestLiveClock : public QObject
{
    Q_OBJECT
private slots:
    void followsRealTime_data();
    void followsRealTime();
    void speedChangeMidway();
    void stopStops();
    void errorStopsAndReports();
    void noDriftOverManyTicks_data();
    void noDriftOverManyTicks();
    void keepsMovesMadeElsewhere();
    void timerTicks();
};

void TestLiveClock::followsRealTime_data()
{
    QTest::addColumn<double>("speed");
    QTest::addColumn<qint64>("realMs");
    QTest::addColumn<qint64>("expectedSimMs");

    QTest::newRow("1x, one second") << 1.0 << qint64(1000) << qint64(1000);
    QTest::newRow("60x, one second is a minute") << 60.0 << qint64(1000) << qint64(60'000);
    QTest::newRow("3600x, one second is an hour") << 3600.0 << qint64(1000) << qint64(3'600'000);
    QTest::newRow("0.5x, one second") << 0.5 << qint64(1000) << qint64(500);
    QTest::newRow("nothing elapsed") << 3600.0 << qint64(0) << qint64(0);
}

void TestLiveClock::followsRealTime()
{
    QFETCH(double, speed);
    QFETCH(qint64, realMs);
    QFETCH(qint64, expectedSimMs);

    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    QSignalSpy advanced(&clock, &lw::LiveClock::advanced);
    clock.start(speed);
    QVERIFY(clock.isRunning());
    QCOMPARE(clock.speed(), speed);
    fakes.mono += realMs;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, expectedSimMs);
    QCOMPARE(advanced.size(), expectedSimMs > 0 ? 1 : 0);
    if (expectedSimMs > 0)
        QCOMPARE(advanced[0][0].toLongLong(), kStartMs + expectedSimMs);
}

void TestLiveClock::speedChangeMidway()
{
    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    clock.start(60);
    fakes.mono += 500; // half a second at 60x: 30 s owed, not yet ticked
    clock.start(3600); // the 30 s are advanced now, at the old speed: no jump
    QCOMPARE(fakes.sim - kStartMs, 30'000);
    QCOMPARE(clock.speed(), 3600.0);
    clock.tick(); // no real time passed since the change
    QCOMPARE(fakes.sim - kStartMs, 30'000);
    fakes.mono += 1000;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 30'000 + 3'600'000);

    // A fraction of a sim ms is carried across the change, not lost: 0.7 + 0.3 = 1 ms.
    clock.start(0.7);
    fakes.mono += 1;
    clock.start(0.3);
    QCOMPARE(fakes.sim - kStartMs, 30'000 + 3'600'000); // 0.7 ms owed: nothing whole yet
    fakes.mono += 1;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 30'000 + 3'600'000 + 1);

    clock.start(0); // not a speed: ignored
    clock.start(-60);
    QCOMPARE(clock.speed(), 0.3);
    QVERIFY(clock.isRunning());
}

void TestLiveClock::stopStops()
{
    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    QSignalSpy running(&clock, &lw::LiveClock::runningChanged);
    clock.start(60);
    fakes.mono += 1000;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 60'000);
    fakes.mono += 1000;
    clock.stop(); // the clock stays where it was last shown
    QVERIFY(!clock.isRunning());
    fakes.mono += 1000;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 60'000);
    QCOMPARE(running.size(), 2);
    QCOMPARE(running[1][0].toBool(), false);

    // Starting again counts from the restart, not from the first start.
    clock.start(60);
    fakes.mono += 1000;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 120'000);
}

void TestLiveClock::errorStopsAndReports()
{
    Fakes fakes;
    fakes.failAt = 2;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    QSignalSpy failed(&clock, &lw::LiveClock::failed);
    QSignalSpy advanced(&clock, &lw::LiveClock::advanced);
    clock.start(1);
    fakes.mono += 200;
    clock.tick();
    fakes.mono += 200;
    clock.tick(); // fails
    QVERIFY(!clock.isRunning());
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed[0][0].toString(), u"disk full"_s);
    QCOMPARE(advanced.size(), 1);
    QCOMPARE(fakes.sim - kStartMs, 200);
    fakes.mono += 200;
    clock.tick(); // stopped: no third advance
    QCOMPARE(fakes.advances, 2);
}

void TestLiveClock::noDriftOverManyTicks_data()
{
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("tickMs");

    // Speeds and intervals whose product is not a whole number of ms on every tick.
    QTest::newRow("1x, 200 ms ticks") << 1.0 << 200;
    QTest::newRow("3600x, 17 ms ticks") << 3600.0 << 17;
    QTest::newRow("0.3x, 7 ms ticks") << 0.3 << 7;
    QTest::newRow("1.1x, 3 ms ticks") << 1.1 << 3;
    QTest::newRow("59.97x, 16 ms ticks") << 59.97 << 16;
}

void TestLiveClock::noDriftOverManyTicks()
{
    QFETCH(double, speed);
    QFETCH(int, tickMs);

    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    clock.start(speed);
    constexpr int ticks = 100'000;
    for (int i = 0; i < ticks; ++i) {
        fakes.mono += tickMs;
        clock.tick();
    }
    // Exactly what the total real time owes at that speed, to the millisecond.
    const double owed = double(qint64(ticks) * tickMs) * speed;
    QVERIFY2(
        qAbs(double(fakes.sim - kStartMs) - owed) < 1.0,
        qPrintable(u"advanced %1 ms, owed %2"_s.arg(fakes.sim - kStartMs).arg(owed, 0, 'f', 3)));
}

void TestLiveClock::keepsMovesMadeElsewhere()
{
    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    clock.start(60);
    fakes.sim += 3'600'000; // a "+1 h" click between ticks
    fakes.mono += 1000;
    clock.tick();
    QCOMPARE(fakes.sim - kStartMs, 3'600'000 + 60'000);
}

void TestLiveClock::timerTicks()
{
    // The real timer drives tick(): with a short interval the clock moves without help.
    Fakes fakes;
    const auto owner = fakes.make();
    lw::LiveClock &clock = *owner;
    clock.setInterval(5);
    QCOMPARE(clock.interval(), 5);
    clock.start(1);
    fakes.mono += 1000;
    QTRY_COMPARE(fakes.sim - kStartMs, 1000);
    clock.stop();
}

QTEST_GUILESS_MAIN(TestLiveClock)
#include "tst_liveclock.moc"
