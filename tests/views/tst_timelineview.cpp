// The timeline view under a simulated mouse and keyboard (the handle, drags before and past now,
// the ruler, keys, the context menu, tooltips), then the pane pictured on a seed-003 scenario.
// Set LW_SNAPSHOT_DIR to keep the pictures (timeline.png, and timeline-dark.png on a dark
// palette).
#include "common/clocktext.h"
#include "lifetimes.h"
#include "state/workbenchstate.h"
#include "timeline/backlogbar.h"
#include "timeline/clientwrites.h"
#include "timeline/lifetimesmodel.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"

#include <QDir>
#include <QMenu>
#include <QPainter>
#include <QSignalSpy>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

Q_DECLARE_METATYPE(lw::LifetimesRead)

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

constexpr qint64 kAnywhere = std::numeric_limits<qint64>::min();

// What the painter put at one pixel of a lane: the nearest of the colours it draws with.
QString colourName(QRgb pixel, const TimelineColors &c)
{
    const QList<std::pair<QString, QColor>> named{
        {u"none"_s, c.base},
        {u"active"_s, c.active},
        {u"expired"_s, c.expired},
        {u"expired"_s, c.expiredBrush.texture().toImage().pixelColor(1, 6)},
        {u"soft-deleted"_s, c.softDeleted},
        {u"soft-deleted"_s, c.softDeletedEdge},
        {u"archived"_s, c.archived},
        {u"ttl"_s, c.ttl},
        {u"user"_s, c.user}};
    const QColor seen = QColor::fromRgb(pixel);
    const auto distance = [&](const QColor &to) {
        return std::abs(seen.red() - to.red()) + std::abs(seen.green() - to.green()) +
               std::abs(seen.blue() - to.blue());
    };
    return std::min_element(named.cbegin(), named.cend(),
                            [&](const auto &a, const auto &b) {
                                return distance(a.second) < distance(b.second);
                            })
        ->first;
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

    // The range follows the lanes through a lesson: the view is fitted at 13:00, then the clock
    // jumps (and the lanes are read again, as after a step); every lane's life and now must be in
    // view, unless the user zoomed in before and holds their range.
    void followsTheLanes_data()
    {
        QTest::addColumn<QList<LifetimeInfo>>("lanes");
        QTest::addColumn<qint64>("clock");
        QTest::addColumn<bool>("userZooms");
        QTest::addColumn<bool>("followed");
        const qint64 day = 24 * kHour;
        LifetimeInfo pending = life(kNoon, kNoon + 2 * kHour);
        pending.sweepAtMs = kNoon + 2 * kHour + 5 * kMinute;
        const QList<LifetimeInfo> today{pending, life(kNoon + 10 * kMinute)};
        LifetimeInfo trashed = life(kNoon, kNoon + 30 * day);
        trashed.softDeletedMs = kNoon + 20 * kMinute;
        trashed.sweepAtMs = kNoon + 30 * day + kHour;
        const QList<LifetimeInfo> month{trashed, life(kNoon + 10 * kMinute)};
        QTest::newRow("the clock jumps 14 h") << today << kNoon + 14 * kHour << false << true;
        QTest::newRow("the clock jumps 3 days") << today << kNoon + 3 * day << false << true;
        QTest::newRow("a minute later") << today << kNoon + kHour + kMinute << false << true;
        QTest::newRow("a sweep 30 days ahead") << month << kNoon + kHour << false << true;
        QTest::newRow("the user's zoom is kept") << today << kNoon + 14 * kHour << true << false;
    }
    void followsTheLanes()
    {
        QFETCH(QList<LifetimeInfo>, lanes);
        QFETCH(qint64, clock);
        QFETCH(bool, userZooms);
        QFETCH(bool, followed);
        LifetimesModel model{ApiCall()};
        TimelineView view(&model);
        model.setLifetimes(lanes, u"expiresAt"_s);
        view.resize(1000, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setClock(kNoon + kHour);
        QVERIFY(view.followsLanes());
        if (userZooms)
            QTest::keyClick(&view, Qt::Key_Plus);
        const TimeAxis held = view.axis();
        view.setClock(clock);
        model.setLifetimes(lanes, u"expiresAt"_s);
        QCOMPARE(view.followsLanes(), followed);
        if (!followed) {
            QCOMPARE(view.axis().spanMs(), held.spanMs());
            QTest::keyClick(&view, Qt::Key_0); // zoom to fit follows again
            QVERIFY(view.followsLanes());
        }
        const TimeAxis &axis = view.axis();
        for (const LifetimeInfo &l : std::as_const(lanes)) {
            const auto [first, last] = lifeSpan(l, clock);
            QVERIFY2(axis.startMs() < first && last < axis.endMs(),
                     qPrintable(l.keyText + u" "_s + utcText(first) + u" – "_s + utcText(last)));
        }
        QVERIFY(axis.startMs() < clock && clock < axis.endMs());
        // …and no wider than the lives and their margins need.
        const qint64 last = std::max(clock, lifeSpan(lanes.first(), clock).second);
        QVERIFY(axis.spanMs() < (last - kNoon) * 3 / 2);
    }

    // "Fit this item's life" on a lane shows that lane's creation to its deletion and holds it.
    void fitsOneLane()
    {
        const qint64 day = 24 * kHour;
        LifetimeInfo trashed =
            deleted(life(kNoon, kNoon + 30 * day), kNoon + 30 * day + kHour, Origin::Ttl);
        trashed.softDeletedMs = kNoon + 20 * kMinute;
        ViewBench bench({life(kNoon - 2 * day), trashed});
        bench.view.setClock(kNoon + 40 * day);
        const QPoint at(bench.view.timeArea().center().x(), bench.laneY(1));
        QTimer::singleShot(0, &bench.view, [&] {
            auto *menu = bench.view.findChild<QMenu *>();
            QVERIFY(menu);
            QVERIFY(menu->findChild<QAction *>(u"followLanesAction"_s));
            menu->findChild<QAction *>(u"fitLaneAction"_s)->trigger();
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, bench.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(bench.viewport(), &event);
        const TimeAxis &axis = bench.view.axis();
        // Its 30 days and their margins, not the other lane's two days before.
        QVERIFY(axis.startMs() < kNoon && axis.startMs() > kNoon - 2 * day);
        QVERIFY(axis.endMs() > kNoon + 30 * day + kHour && axis.endMs() < kNoon + 35 * day);
        QVERIFY(!bench.view.followsLanes());
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
    // A lesson's named clients: which calls are writes to mark, on which item, with what.
    void clientWrites_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("member");
        QTest::addColumn<QString>("client");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<bool>("marked");
        QTest::newRow("put") << u"PutItem"_s << u"Item"_s << u"Ana"_s << false << true;
        QTest::newRow("update refused") << u"UpdateItem"_s << u"Key"_s << u"Ben"_s << true << true;
        QTest::newRow("delete") << u"DeleteItem"_s << u"Key"_s << u"Reader 1"_s << false << true;
        QTest::newRow("a read") << u"GetItem"_s << u"Key"_s << u"Ben"_s << false << false;
        QTest::newRow("no client") << u"PutItem"_s << u"Item"_s << QString() << false << false;
        QTest::newRow("no key") << u"UpdateItem"_s << u"Item"_s << u"Ben"_s << false << false;
    }
    void clientWrites()
    {
        QFETCH(QString, action);
        QFETCH(QString, member);
        QFETCH(QString, client);
        QFETCH(bool, refused);
        QFETCH(bool, marked);
        const QJsonObject pk{{u"S"_s, u"SESSION#1"_s}};
        const QJsonObject request{{u"TableName"_s, u"T"_s},
                                  {member, QJsonObject{{u"PK"_s, pk}, {u"v"_s, N(1)}}}};
        const Result<QJsonObject> result =
            refused ? Result<QJsonObject>(
                          std::unexpected(Error{ErrorType::ConditionalCheckFailed, u"no"_s, {}}))
                    : Result<QJsonObject>(QJsonObject());
        const auto write = clientWrite(action, request, result, client, kNoon);
        QCOMPARE(bool(write), marked);
        if (!write)
            return;
        QCOMPARE(write->table, u"T"_s);
        QCOMPARE(write->atMs, kNoon);
        QCOMPARE(write->error, refused ? u"ConditionalCheckFailedException"_s : QString());
        QVERIFY(wroteItem(*write, {{u"PK"_s, pk}}));
        QVERIFY(!wroteItem(*write, {{u"PK"_s, QJsonObject{{u"S"_s, u"SESSION#2"_s}}}}));
    }

    void clientInitials_data()
    {
        QTest::addColumn<QString>("client");
        QTest::addColumn<QString>("initials");
        QTest::newRow("one word") << u"ana"_s << u"A"_s;
        QTest::newRow("numbered") << u"Reader 12"_s << u"R12"_s;
        QTest::newRow("long") << u"Front desk clerk two"_s << u"FDC"_s;
    }
    void clientInitials()
    {
        QFETCH(QString, client);
        QFETCH(QString, initials);
        QCOMPARE(lw::clientInitials(client), initials);
    }

    // The view marks each write on its item's lane at its time, side by side when they share
    // one, within the lifetime only; hovering a chip says who sent what, and whether it was
    // refused.
    void marksClientWrites()
    {
        ViewBench bench(
            {deleted(life(kNoon), kNoon + 2 * kHour, Origin::User), life(kNoon + 3 * kHour)});
        const QJsonObject key{{u"PK"_s, QJsonObject{{u"S"_s, u"SESSION#1"_s}}}};
        const auto write = [&](qint64 at, const QString &client, const QString &error) {
            return ClientWrite{u"T"_s, key, at, client, u"UpdateItem"_s, error};
        };
        bench.view.setClientWrites(
            {write(kNoon + kHour, u"Ana"_s, {}),
             write(kNoon + kHour, u"Ben"_s, u"ConditionalCheckFailedException"_s),
             write(kNoon + 4 * kHour, u"Ana"_s, {})});
        const auto first = bench.view.clientChips(0);
        QCOMPARE(first.size(), 2); // the third is in the second lifetime
        QCOMPARE(first[0].second->client, u"Ana"_s);
        QVERIFY(std::abs(first[0].first.center().x() - bench.xOf(kNoon + kHour)) <= 1);
        QVERIFY(first[1].first.left() > first[0].first.right()); // side by side
        const auto second = bench.view.clientChips(1);
        QCOMPARE(second.size(), 1);
        QVERIFY(std::abs(second[0].first.center().x() - bench.xOf(kNoon + 4 * kHour)) <= 1);
        const QString refused = bench.view.toolTipAt(first[1].first.center().toPoint());
        QVERIFY2(refused.endsWith(u"Ben sent UpdateItem at 2026-10-20 13:00:00 UTC: refused, "
                                  u"ConditionalCheckFailedException"_s),
                 qPrintable(refused));
        QVERIFY2(bench.view.toolTipAt(first[0].first.center().toPoint())
                     .endsWith(u"Ana sent UpdateItem at 2026-10-20 13:00:00 UTC"_s),
                 qPrintable(bench.view.toolTipAt(first[0].first.center().toPoint())));
        // What the painter draws there: the accent colour, filled for a write that went through.
        const QImage picture = bench.viewport()->grab().toImage();
        const QColor accent = TimelineColors::forPalette(bench.view.palette()).accent;
        const QPoint inAna = first[0].first.topLeft().toPoint() + QPoint(3, 3);
        QCOMPARE(picture.pixelColor(inAna), accent);
        bench.view.setClientWrites({});
        QVERIFY(bench.view.clientChips(0).isEmpty());
    }

    // ---- The painter -------------------------------------------------------------------------

    // One lane drawn over [first, last] on 1000 px; what lies at `probe` on its middle line
    // (kAnywhere: how many pixels anywhere on the lane have `colour`, at least `least`).
    void lanesDrawWhatHappened_data()
    {
        QTest::addColumn<LifetimeInfo>("lifetime");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<qint64>("probe");
        QTest::addColumn<QString>("colour");
        QTest::addColumn<int>("least");
        const qint64 day = 24 * kHour;
        const auto row = [](const char *name, const LifetimeInfo &l, qint64 first, qint64 last,
                            qint64 probe, const QString &colour, int least = 1) {
            QTest::newRow(name) << l << first << last << probe << colour << least;
        };
        // Written at noon with an expiresAt an hour past (lesson 30's SESSION#old).
        const LifetimeInfo late = life(kNoon, kNoon - kHour);
        row("written expired: nothing before it was written", late, kNoon - 3 * kHour,
            kNoon + 2 * kHour, kNoon - 30 * kMinute, u"none"_s);
        row("written expired: expired from its creation", late, kNoon - 3 * kHour,
            kNoon + 2 * kHour, kNoon + 30 * kMinute, u"expired"_s);
        LifetimeInfo trashed = life(kNoon, kNoon + 30 * day);
        trashed.softDeletedMs = kNoon + kHour;
        row("active before the soft delete", trashed, kNoon - kHour, kNoon + 3 * kHour,
            kNoon + 30 * kMinute, u"active"_s);
        row("soft-deleted after it", trashed, kNoon - kHour, kNoon + 3 * kHour, kNoon + 2 * kHour,
            u"soft-deleted"_s);
        row("soft-deleted for its 30 days", trashed, kNoon - day, kNoon + 40 * day,
            kNoon + 20 * day, u"soft-deleted"_s);
        row("expired when its 30 days are over", trashed, kNoon - day, kNoon + 40 * day,
            kNoon + 35 * day, u"expired"_s);
        LifetimeInfo archived = deleted(life(kNoon, kNoon + kHour), kNoon + 2 * kHour, Origin::Ttl);
        archived.archivedMs = kNoon + 2 * kHour + kSecond;
        row("archived a second after the sweep, zoomed in", archived, kNoon, kNoon + 3 * kHour,
            kAnywhere, u"archived"_s, 20);
        row("archived a second after the sweep, zoomed out to weeks", archived, kNoon - 14 * day,
            kNoon + 14 * day, kAnywhere, u"archived"_s, 20);

        // A remote table's item, its creation unknown, on 12:00–17:00 (18 s a pixel, now at
        // 16:00, x = 800): its bar starts at the lane's edge in dashes (a lane 24 px high draws
        // a bar of 13 px: dashes at x 0–3.9, 9.1–16.9 and 22.1–34.5, solid from 39).
        const qint64 pixel = 18'000;
        LifetimeInfo remote = life(kNoon);
        remote.createdMs.reset();
        row("no history: the first dash", remote, kNoon, kNoon + 5 * kHour, kNoon + pixel,
            u"active"_s);
        row("no history: a gap between dashes", remote, kNoon, kNoon + 5 * kHour,
            kNoon + 19 * pixel, u"none"_s);
        row("no history: the last dash", remote, kNoon, kNoon + 5 * kHour, kNoon + 28 * pixel,
            u"active"_s);
        row("no history: solid after the dashes", remote, kNoon, kNoon + 5 * kHour,
            kNoon + 45 * pixel, u"active"_s);
        // Expired at 13:00 and still there: hatched to now, then dashes, then nothing.
        LifetimeInfo backlog = remote;
        backlog.expiresMs = kNoon + kHour;
        backlog.never = ttl::NeverReason::None;
        const qint64 now = ViewBench::now;
        row("no history, expired: expired until now", backlog, kNoon, kNoon + 5 * kHour,
            now - 30 * kMinute, u"expired"_s);
        row("no history, expired: a gap after now", backlog, kNoon, kNoon + 5 * kHour,
            now + 2 * pixel, u"none"_s);
        row("no history, expired: trails off after now", backlog, kNoon, kNoon + 5 * kHour,
            now + 10 * pixel, u"expired"_s);
        row("no history, expired: nothing after the dashes", backlog, kNoon, kNoon + 5 * kHour,
            now + 45 * pixel, u"none"_s);
        row("no history, expired before the range: expired from its edge", backlog,
            kNoon + 2 * kHour, kNoon + 7 * kHour, kNoon + 2 * kHour + 45 * pixel, u"expired"_s);
    }
    void lanesDrawWhatHappened()
    {
        QFETCH(LifetimeInfo, lifetime);
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        QFETCH(qint64, probe);
        QFETCH(QString, colour);
        QFETCH(int, least);
        const TimelineColors colors = TimelineColors::forPalette(QPalette());
        const TimeAxis axis(first, last, 1000);
        QImage lane(1000, 24, QImage::Format_RGB32);
        lane.fill(colors.base);
        QPainter painter(&lane);
        painter.setRenderHint(QPainter::Antialiasing);
        drawLifetime(painter, lifetime, axis, QRectF(0, 0, 1000, 24), colors, ViewBench::now);
        painter.end();
        if (probe != kAnywhere) {
            QCOMPARE(colourName(lane.pixel(qRound(axis.xOf(probe)), 12), colors), colour);
            return;
        }
        int seen = 0;
        for (int y = 0; y < lane.height(); ++y)
            for (int x = 0; x < lane.width(); ++x)
                seen += colourName(lane.pixel(x, y), colors) == colour;
        QVERIFY2(seen >= least, qPrintable(u"%1 pixels"_s.arg(seen)));
    }

    // Every legend entry, soft deletes and a consumer's included, stays whole on a narrow view:
    // nothing is painted in the legend's last pixels, where an entry cut off would run out.
    void legendStaysWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("1280 px") << 1280;
        QTest::newRow("1000 px") << 1000;
    }
    void legendStaysWhole()
    {
        QFETCH(int, width);
        LifetimeInfo trashed = life(kNoon, kNoon + 30 * 24 * kHour);
        trashed.softDeletedMs = kNoon + kHour;
        ViewBench bench({trashed, deleted(life(kNoon), kNoon + kHour, Origin::Consumer)});
        QFont large = bench.view.font();
        large.setPointSizeF(11); // the window's smallest size, as on a projector
        bench.view.setFont(large);
        bench.view.resize(width, 300);
        QCoreApplication::processEvents();
        const QImage picture = bench.viewport()->grab().toImage();
        const TimelineColors colors = TimelineColors::forPalette(bench.view.palette());
        const int legendTop = picture.height() - QFontMetrics(large).height() - 10;
        for (int y = legendTop; y < picture.height(); ++y)
            for (int x = picture.width() - 4; x < picture.width(); ++x)
                QVERIFY2(colourName(picture.pixel(x, y), colors) == u"none"_s ||
                             QColor(picture.pixel(x, y)) == colors.chrome,
                         qPrintable(u"ink at %1,%2"_s.arg(x).arg(y)));
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
        QVERIFY(!pane.backlog()->isVisible()); // the workbench's own table: no read to tell of
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

    // The same sessions on a remote endpoint, read at 15:55 by this machine's clock: no
    // creation, no sweep, no deletion; three items expired and still there, the service's TTL
    // backlog, counted above the lanes with what the Scan read and cost.
    void remotePicture()
    {
        const auto at = [&](int hour, int minute) {
            return kNoon + (hour - 12) * kHour + minute * kMinute;
        };
        RemoteSessions remote;
        remote.add(u"USER#alice"_s, u"SESSION#laptop"_s, at(20, 30));
        remote.add(u"USER#alice"_s, u"SESSION#remember-me"_s, std::nullopt);
        remote.add(u"USER#bob"_s, u"SESSION#phone"_s, at(12, 20));
        remote.add(u"USER#carol"_s, u"SESSION#tablet"_s, at(13, 5));
        remote.add(u"USER#frank"_s, u"SESSION#old"_s, at(15, 0));
        remote.add(u"USER#grace"_s, u"SESSION#phone"_s, at(18, 0));
        remote.units = 2.5;
        remote.truncated = true;

        TimelinePane pane(remote.api());
        QFont projector = pane.font();
        projector.setPointSizeF(11);
        pane.setFont(projector);
        pane.resize(1280, 720);
        pane.setClock(at(15, 55));
        pane.setTable(u"Sessions"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        QCOMPARE(pane.model()->rowCount(), 6);
        QVERIFY(pane.backlog()->isVisible());
        QCOMPARE(pane.backlog()->text(),
                 u"3 item(s) expired but not yet deleted: the service's TTL backlog · first 6 "
                 u"items read · 2.5 read units"_s);
        // An hour on, grace's session is still there, expired too.
        pane.setClock(at(18, 30));
        QVERIFY(pane.backlog()->text().startsWith(u"4 item(s) expired"_s));
        pane.setClock(at(15, 55));

        // The lanes run from the edge: each shows at the left of the time area.
        const TimelineView &view = *pane.view();
        const QImage lanes = view.viewport()->grab().toImage();
        const TimelineColors colors = TimelineColors::forPalette(view.palette());
        const int solidX = view.timeArea().left() + view.laneHeight() * 3;
        for (int row = 0; row < 6; ++row) {
            const int y = view.timeArea().top() + row * view.laneHeight() + view.laneHeight() / 2;
            QVERIFY2(colourName(lanes.pixel(solidX, y), colors) != u"none"_s,
                     qPrintable(u"lane %1"_s.arg(row)));
        }
        const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(pane.grab().save(QDir(dir).filePath(u"timeline-remote.png"_s)));
    }

    // Each read of a remote table's lanes is a Scan, paid for: a clock move alone does not read
    // them again (the lanes and the backlog follow the clock without it); a write does.
    void remoteLanesAreNotReadForAClockMove()
    {
        qint64 now = kNoon;
        WorkbenchState state([&now] { return now; });
        TableInfo sessions;
        sessions.name = u"Sessions"_s;
        sessions.itemCount = 1;
        state.setTables({sessions});
        state.select(u"Sessions"_s);
        RemoteSessions remote;
        remote.add(u"USER#bob"_s, u"SESSION#phone"_s, kNoon + kMinute);
        TimelinePane pane(remote.api());
        pane.follow(&state);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        const qsizetype reads = remote.calls.count(u"ListLifetimes"_s);
        QCOMPARE(reads, 1);
        QVERIFY(pane.backlog()->text().startsWith(u"0 item(s) expired"_s));

        now += 2 * kMinute;
        state.report(WorkbenchState::Clock);
        QTest::qWait(TimelinePane::kClockReadMs + 300);
        QCOMPARE(remote.calls.count(u"ListLifetimes"_s), reads);
        QVERIFY(pane.backlog()->text().startsWith(u"1 item(s) expired"_s));
        state.report(WorkbenchState::Data);
        QCOMPARE(remote.calls.count(u"ListLifetimes"_s), reads + 1);
    }

    void backlogText_data()
    {
        QTest::addColumn<int>("expired");
        QTest::addColumn<LifetimesRead>("read");
        QTest::addColumn<QString>("text");
        QTest::newRow("the workbench's own") << 2 << LifetimesRead{} << QString();
        QTest::newRow("all read") << 0 << LifetimesRead{120, 15.5, false}
                                  << u"0 item(s) expired but not yet deleted: the service's TTL "
                                     u"backlog · 120 item(s) read · 15.5 read units"_s;
        QTest::newRow("stopped at the cap")
            << 1234 << LifetimesRead{10'000, 1254.5, true}
            << u"1234 item(s) expired but not yet deleted: the service's TTL backlog · first "
               u"10,000 items read · 1,254.5 read units"_s;
        QTest::newRow("no units said") << 1 << LifetimesRead{5, std::nullopt, false}
                                       << u"1 item(s) expired but not yet deleted: the service's "
                                          u"TTL backlog · 5 item(s) read"_s;
    }
    void backlogText()
    {
        QFETCH(int, expired);
        QFETCH(LifetimesRead, read);
        QFETCH(QString, text);
        QCOMPARE(lw::backlogText(expired, read), text);
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
