// The timeline view under a simulated mouse and keyboard (the handle, drags before and past now,
// the ruler, keys, the context menu, tooltips), then the pane pictured on a seed-003 scenario.
// Set LW_SNAPSHOT_DIR to keep the pictures (timeline.png, and timeline-dark.png on a dark
// palette).
#include "lifetimes.h"
#include "timeline/lifetimesmodel.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"

#include <QDir>
#include <QMenu>
#include <QSignalSpy>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

QJsonObject N(qint64 number)
{
    return {{u"N"_s, QString::number(number)}};
}

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

class TestTimelineView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

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

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
