// Scrubbing the timeline in the whole window over a real workspace, offscreen:
// dragging the handle before now shows every pane as of the handle's time, read-only (the
// items, the GSI membership matrix); dragging back to now shows the present again.
#include "changes/streamrecordspane.h"
#include "engine/engine.h"
#include "engineclock.h"
#include "gsi/gsimatrixmodel.h"
#include "gsi/gsimatrixpane.h"
#include "testworkspace.h"
#include "timeline/timelineview.h"
#include "window/mainwindow.h"

#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

struct Bench
{
    TestWorkspace ws;

    Bench()
    {
        Engine &engine = ws.workspace().engine();
        if (!engine.setClock(kNoon))
            qFatal("setClock");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "folder", "AttributeType": "S"}],
            "GlobalSecondaryIndexes": [{"IndexName": "byFolder",
                "KeySchema": [{"AttributeName": "folder", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}}],
            "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
        ws.ok(u"PutItem"_s, R"({"TableName": "Docs",
            "Item": {"PK": {"S": "d1"}, "title": {"S": "draft"}, "folder": {"S": "work"}}})");
        if (!engine.advanceClock(kNoon + kHour))
            qFatal("advanceClock");
        // An hour later the item leaves the sparse index and gets a new title.
        ws.ok(u"PutItem"_s, R"({"TableName": "Docs",
            "Item": {"PK": {"S": "d1"}, "title": {"S": "final"}}})");
        if (!engine.advanceClock(kNoon + 2 * kHour))
            qFatal("advanceClock");
    }

    ClockControl clock()
    {
        Engine &engine = ws.workspace().engine();
        return lw::test::engineClock([&engine]() -> Engine & { return engine; });
    }
};

// The title the items view shows for the one item.
QString shownTitle(MainWindow &window)
{
    auto *view = window.findChild<QTableView *>(u"itemsView"_s);
    const QAbstractItemModel *model = view->model();
    for (int column = 0; column < model->columnCount(); ++column)
        if (model->headerData(column, Qt::Horizontal).toString() == u"title"_s)
            return model->index(0, column).data().toString();
    return {};
}

// Whether the GSI matrix, brought to the front (a pane behind another catches up when shown),
// has the item in the index; the timeline goes back on top afterwards.
bool inIndex(MainWindow &window)
{
    window.showPane(u"gsi"_s);
    auto *pane = window.findChild<GsiMatrixPane *>();
    const bool in = pane->model()->rowCount() == 1 && pane->model()->membership(0, 0).in();
    window.showPane(u"timeline"_s);
    return in;
}

// The stream records the stream pane shows, brought to the front as above.
int streamRows(MainWindow &window)
{
    window.showPane(u"stream"_s);
    const int rows = window.findChild<StreamRecordsPane *>()->view()->model()->rowCount();
    window.showPane(u"timeline"_s);
    return rows;
}

} // namespace

class TestScrub : public QObject
{
    Q_OBJECT

private slots:
    void dragTheHandleIntoThePastAndBack()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.showPane(u"timeline"_s));
        QVERIFY(window.selectSource(u"Docs"_s));
        QCOMPARE(shownTitle(window), u"final"_s);
        QVERIFY(!inIndex(window));
        QCOMPARE(streamRows(window), 2); // the INSERT and the MODIFY an hour later

        auto *timeline = window.findChild<TimelineView *>();
        QVERIFY(timeline);
        timeline->setVisibleRange(kNoon - kHour / 4, kNoon + 2 * kHour + kHour / 4);
        const auto xOf = [&](qint64 ms) {
            return qRound(timeline->timeArea().left() + timeline->axis().xOf(ms));
        };
        const int y = timeline->timeArea().top() + timeline->laneHeight() / 2;
        const int nowX = xOf(kNoon + 2 * kHour), pastX = xOf(kNoon + kHour / 2);
        QTest::mousePress(timeline->viewport(), Qt::LeftButton, {}, QPoint(nowX, y));
        QTest::mouseMove(timeline->viewport(), QPoint(pastX, y));
        QTest::mouseRelease(timeline->viewport(), Qt::LeftButton, {}, QPoint(pastX, y));

        // Half past twelve: the item as it was then, in the index, and the window read-only.
        const std::optional<qint64> viewed = window.viewedAsOf();
        QVERIFY(viewed);
        QVERIFY2(*viewed > kNoon && *viewed < kNoon + kHour, qPrintable(QString::number(*viewed)));
        QCOMPARE(shownTitle(window), u"draft"_s);
        QVERIFY(inIndex(window));
        QCOMPARE(streamRows(window), 1); // the MODIFY was not made yet

        // Back to now: the present again.
        QTest::mousePress(timeline->viewport(), Qt::LeftButton, {}, QPoint(pastX, y));
        QTest::mouseMove(timeline->viewport(), QPoint(nowX + 3, y));
        QTest::mouseRelease(timeline->viewport(), Qt::LeftButton, {}, QPoint(nowX + 3, y));
        QCOMPARE(window.viewedAsOf(), std::nullopt);
        QCOMPARE(shownTitle(window), u"final"_s);
        QVERIFY(!inIndex(window));
        QCOMPARE(streamRows(window), 2);
        QCOMPARE(bench.ws.workspace().engine().nowMs(), kNoon + 2 * kHour); // nothing advanced
    }
};

QTEST_MAIN(TestScrub)
#include "tst_scrub.moc"
