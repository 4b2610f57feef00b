// The partition heat pane (views/heat/): cell colours from the numbers, the throttle marks, the
// map's cached picture, the charts' steps, the incremental reads that follow the clock and the
// whole reads of the past view, the selector listing a table's GSIs, and a click on a cell
// listing the keys of its partition, checked against model/keyhash.h. Over a real workspace whose
// throughput limits are on, loaded with plain PutItem calls at clock times.
//
// LW_HEATPANE_PNG=<path> makes screenshot() save the pane at 1280x700 there, to look at.
#include "charts/timeserieschart.h"
#include "common/tableinfo.h"
#include "engine/engine.h"
#include "heat/heatdata.h"
#include "heat/heatmapview.h"
#include "heat/heatpane.h"
#include "model/attributejson.h"
#include "model/keyhash.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTableWidget>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
constexpr qint64 kS0 = kT0 / 1000;

// "fleet": pk S and sk N, 10 WCU, so an eleventh write in a second throttles (a new table has
// no burst banked), with a GSI "byG" (10 WCU) and an LSI "byL", which shares the table's
// partitions and so is not offered. "wide": 3,000 RCU and 3,000 WCU, four partitions.
struct Fleet
{
    TestWorkspace ws;
    WorkbenchState state{[this] { return engine().nowMs(); }};
    int written = 0;

    Fleet()
    {
        LW_OK(engine().setClock(kT0));
        engine().setSettleDelays({0, 0});
        ws.ok(u"CreateTable"_s, R"({"TableName": "fleet",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                          {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                                     {"AttributeName": "sk", "AttributeType": "N"},
                                     {"AttributeName": "g", "AttributeType": "S"},
                                     {"AttributeName": "l", "AttributeType": "S"}],
            "ProvisionedThroughput": {"ReadCapacityUnits": 10, "WriteCapacityUnits": 10},
            "GlobalSecondaryIndexes": [{"IndexName": "byG",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
                "ProvisionedThroughput": {"ReadCapacityUnits": 10, "WriteCapacityUnits": 10}}],
            "LocalSecondaryIndexes": [{"IndexName": "byL",
                "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                              {"AttributeName": "l", "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"}}]})");
        ws.ok(u"CreateTable"_s, R"({"TableName": "wide",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
            "ProvisionedThroughput": {"ReadCapacityUnits": 3000, "WriteCapacityUnits": 3000}})");
        LW_OK(engine().setThroughputLimits(true));
        QList<TableInfo> tables;
        for (const QString &name : {u"fleet"_s, u"wide"_s})
            tables << parseTableDescription(
                ws.ok(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, name}})[u"Table"_s]
                    .toObject());
        state.setTables(tables);
        state.report(WorkbenchState::Clock);
    }

    Engine &engine() { return ws.workspace().engine(); }

    // `count` PutItems of `pk` in the current second; how many were throttled.
    int put(const QString &table, const QString &pk, int count)
    {
        int refused = 0;
        for (int i = 0; i < count; ++i) {
            QJsonObject item{{u"pk"_s, QJsonObject{{u"S"_s, pk}}}};
            if (table == u"fleet"_s)
                item.insert(u"sk"_s, QJsonObject{{u"N"_s, QString::number(++written)}});
            const auto answer =
                ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, table}, {u"Item"_s, item}});
            refused += answer ? 0 : 1;
        }
        return refused;
    }

    void advanceTo(qint64 ms)
    {
        LW_OK(engine().advanceClock(ms));
        state.report(WorkbenchState::Clock);
    }
};

HeatPartition partition(float share, float maximum)
{
    HeatPartition p;
    p.share = {share, share};
    p.maximum = {maximum, maximum};
    return p;
}

HeatCell cell(float consumed, float share = 0, int throttled = 0)
{
    HeatCell c;
    c.consumed = {0, consumed};
    c.share = {0, share};
    c.throttledRequests = {0, float(throttled)};
    return c;
}

// The seconds of the partition in `row` that served or refused.
qsizetype secondsOf(const HeatData &data, int row)
{
    return data.cells.value(data.partitions.value(row).id).size();
}

quint64 hashOfS(const QString &text)
{
    return partitionKeyHash(partitionKeyBytes(AttributeValue::string(text)));
}

} // namespace

class TestHeatPane : public QObject
{
    Q_OBJECT

private slots:
    // What a cell's colour says, from its numbers: consumed against the share of that second,
    // on demand against the partition's maximum; the scale's end at the limit and beyond; a
    // throttled second red whatever it consumed.
    void cellColours_data()
    {
        QTest::addColumn<double>("share");
        QTest::addColumn<double>("consumed");
        QTest::addColumn<int>("throttled");
        QTest::addColumn<double>("fraction");
        QTest::addColumn<int>("index");
        const int hot = HeatMapView::kHottest;
        QTest::newRow("nothing") << 10.0 << 0.0 << 0 << 0.0 << 0;
        QTest::newRow("a trickle") << 10.0 << 0.001 << 0 << 0.0001 << 1;
        QTest::newRow("half the share") << 10.0 << 5.0 << 0 << 0.5 << 1 + (hot - 1) / 2 + 1;
        QTest::newRow("the whole share") << 10.0 << 10.0 << 0 << 1.0 << hot;
        QTest::newRow("burst paid for more") << 10.0 << 25.0 << 0 << 2.5 << hot;
        QTest::newRow("on demand, a tenth of 1,000")
            << 0.0 << 100.0 << 0 << 0.1 << 1 + int(std::lround(0.1 * (hot - 1)));
        QTest::newRow("throttled") << 10.0 << 10.0 << 3 << 1.0 << HeatMapView::kThrottled;
        QTest::newRow("throttled, nothing served")
            << 10.0 << 0.0 << 1 << 0.0 << HeatMapView::kThrottled;
    }
    void cellColours()
    {
        QFETCH(double, share);
        QFETCH(double, consumed);
        QFETCH(int, throttled);
        QFETCH(double, fraction);
        QFETCH(int, index);
        const HeatPartition p = partition(float(share), 1000);
        const HeatCell c = cell(float(consumed), float(share), throttled);
        QCOMPARE(float(heatFraction(p, c, HeatAccess::Write)), float(fraction));
        QCOMPARE(HeatMapView::colorIndex(p, c, HeatAccess::Write), index);
        // The reads of the same cell consumed nothing.
        QCOMPARE(HeatMapView::colorIndex(p, c, HeatAccess::Read), 0);
        const QList<QRgb> colors = HeatMapView::colorTable(QPalette());
        QVERIFY(colors[HeatMapView::kThrottled] != colors[HeatMapView::kHottest]);
        QVERIFY(colors[0] != colors[1]);
    }

    // A hot key throttles: its second is red in the picture, the strip and the chart; the
    // colder seconds before it are on the scale; the seconds without traffic are blank. (The
    // unused units of the first two seconds are banked as burst, so it takes more than 10.)
    void throttleMarks()
    {
        Fleet fleet;
        QCOMPARE(fleet.put(u"fleet"_s, u"warm"_s, 5), 0);
        fleet.advanceTo(kT0 + 2000);
        const int refused = fleet.put(u"fleet"_s, u"hot"_s, 40);
        QVERIFY(refused > 0 && refused < 40);
        HeatPane pane(fleet.ws.apiCall());
        pane.setTimes(fleet.engine().nowMs(), std::nullopt);
        pane.setTarget(u"fleet"_s);
        const HeatMapView &map = *pane.map();
        QCOMPARE(map.endSecond(), kS0 + 2);
        QCOMPARE(map.data().partitions.size(), 1);
        const QImage &image = map.cellImage();
        QCOMPARE(image.width(), HeatMapView::kHourSeconds);
        const int last = int(HeatMapView::kHourSeconds) - 1;
        QCOMPARE(image.pixelIndex(last, 0), HeatMapView::kThrottled);
        QCOMPARE(image.pixelIndex(last - 1, 0), 0);
        QCOMPARE(image.pixelIndex(last - 2, 0),
                 1 + int(std::lround(0.5 * (HeatMapView::kHottest - 1))));
        const QString tip = map.cellText(0, kS0 + 2);
        QVERIFY2(tip.contains(u"Throttled: %1 request"_s.arg(refused)), qPrintable(tip));
        QVERIFY2(tip.contains(u"Write units: %1.0 of 10.0"_s.arg(40 - refused)), qPrintable(tip));
        QVERIFY2(tip.contains(u"Burst paid"_s), qPrintable(tip));
        QVERIFY2(map.cellText(0, kS0 + 1).contains(u"Nothing served or refused"_s),
                 qPrintable(map.cellText(0, kS0 + 1)));
        // The charts: the throttles in the last second, none before; capacity 10 throughout.
        const QList<TimeStep> throttles = throttleSteps(map.data().totals, HeatAccess::Write);
        QCOMPARE(valueAt(throttles, (kS0 + 2) * 1000), double(refused));
        QCOMPARE(valueAt(throttles, kT0 + 500), 0.0);
        QCOMPARE(valueAt(consumedSteps(map.data().totals, HeatAccess::Write), kT0 + 1500), 0.0);
        QCOMPARE(valueAt(consumedSteps(map.data().totals, HeatAccess::Write), kT0 + 2500),
                 double(40 - refused));
        QCOMPARE(valueAt(capacitySteps(map.data().totals, HeatAccess::Write), kT0 + 1500), 10.0);
        // Reads: nothing consumed, nothing throttled.
        pane.setAccess(HeatAccess::Read);
        QCOMPARE(map.cellImage().pixelIndex(last, 0), 0);
    }

    // The shown picture keeps each block's hottest cell: a throttle in one second of the hour
    // survives a map narrower than the hour, in its column.
    void zoomedOutKeepsThrottles()
    {
        HeatData data;
        data.limitsOn = true;
        data.partitions = {partition(10, 1000)};
        data.partitions[0].lastHash = ~quint64(0);
        const qint64 end = kS0 + 3599;
        data.cells[0] = {cell(1, 10), cell(10, 10, 2)};
        data.cells[0][0].second = kS0 + 100;
        data.cells[0][1].second = kS0 + 1801;
        HeatMapView map;
        map.resize(700, 200);
        map.setData(data, end);
        map.setWindow(HeatMapView::kHourSeconds);
        QImage shot(map.size(), QImage::Format_RGB32);
        map.render(&shot);
        const QRect area = map.mapRect();
        const QRgb red = HeatMapView::colorTable(map.palette())[HeatMapView::kThrottled];
        const int x = area.left() + int(1801.0 / 3600 * area.width());
        bool found = false;
        for (int dx = -2; dx <= 2; ++dx)
            found = found || shot.pixel(x + dx, area.center().y()) == red;
        QVERIFY(found);
        QVERIFY(shot.pixel(area.left() + area.width() / 4, area.center().y()) != red);
    }

    // Moving on by the seconds read again gives the picture a whole rebuild gives: shifted, the
    // second read again redrawn (a cell that grew, one that throttled), the new ones drawn.
    void shiftedPictureIsTheWholeOne_data()
    {
        QTest::addColumn<qint64>("step");
        QTest::newRow("a second") << qint64(1);
        QTest::newRow("a minute") << qint64(60);
        QTest::newRow("past the hour") << qint64(4000);
    }
    void shiftedPictureIsTheWholeOne()
    {
        QFETCH(qint64, step);
        HeatData data;
        data.limitsOn = true;
        data.partitions = {partition(10, 1000), partition(10, 1000)};
        data.partitions[1].id = 1;
        const qint64 end = kS0 + 3599;
        for (qint64 s = kS0 + 3000; s <= end; ++s) {
            HeatCell c = cell(float(s % 11), 10);
            c.second = s;
            data.cells[s % 3 ? 0 : 1] << c;
        }
        HeatMapView shifted;
        shifted.setData(data, end);
        // The model adds to the last second read, and serves and throttles after it.
        HeatData later = data;
        later.cells[0].last().consumed = {0, 10};
        for (qint64 s = end + 1; s <= end + step; ++s) {
            HeatCell c = cell(5, 10, s % 7 == 0 ? 1 : 0);
            c.second = s;
            later.cells[0] << c;
        }
        shifted.setData(later, end + step, end);
        HeatMapView whole;
        whole.setData(later, end + step);
        QCOMPARE(shifted.cellImage(), whole.cellImage());
        QImage a(700, 200, QImage::Format_RGB32), b(700, 200, QImage::Format_RGB32);
        shifted.resize(700, 200);
        whole.resize(700, 200);
        shifted.setWindow(HeatMapView::kHourSeconds);
        whole.setWindow(HeatMapView::kHourSeconds);
        shifted.render(&a);
        whole.render(&b);
        QCOMPARE(a, b); // the throttle strip too
    }

    // The window fits the seconds with data, from a little before the first, as the clock moves;
    // once the user picks a window it stays; 0 fits again.
    void windowFitsTheData()
    {
        HeatData data;
        data.limitsOn = true;
        data.partitions = {partition(10, 1000)};
        data.partitions[0].lastHash = ~quint64(0);
        HeatTotal total;
        total.second = kS0 + 100;
        data.totals = {total};
        HeatMapView map;
        map.resize(700, 200);
        map.setData(data, kS0 + 112); // 13 seconds with data, and 2 before them
        QCOMPARE(map.spanSeconds(), qint64(15));
        QCOMPARE(map.firstVisibleSecond(), kS0 + 98);
        map.setData(data, kS0 + 299); // 200 seconds, and a tenth before them
        QCOMPARE(map.spanSeconds(), qint64(220));
        QCOMPARE(map.lastVisibleSecond(), kS0 + 299);
        map.setWindow(60);
        map.setData(data, kS0 + 400);
        QCOMPARE(map.spanSeconds(), qint64(60));
        QTest::keyClick(&map, Qt::Key_0);
        QCOMPARE(map.spanSeconds(), qint64(301 + 30));
        data.totals.clear(); // nothing charged yet: the shortest window
        map.setData(data, kS0 + 500);
        QCOMPARE(map.spanSeconds(), HeatMapView::kMinSpanSeconds);
    }

    // Following the state: the clock moving reads only the seconds since the last read, and the
    // result is what reading the whole hour gives; the past view reads the hour before the viewed
    // time, whole, and its keys as of that time.
    void followsClockAndPast()
    {
        Fleet fleet;
        HeatPane pane(fleet.ws.apiCall());
        pane.follow(&fleet.state);
        pane.resize(1000, 600);
        pane.show();
        fleet.state.select(u"fleet"_s);
        QCOMPARE(pane.table(), u"fleet"_s);
        QCOMPARE(pane.map()->endSecond(), kS0);
        QCOMPARE(pane.lastReadSeconds(), std::pair(kS0 - 3599, kS0));

        fleet.put(u"fleet"_s, u"a"_s, 3);
        fleet.state.report(WorkbenchState::Data);
        QCOMPARE(pane.lastReadSeconds(), std::pair(kS0, kS0)); // the same second again
        fleet.advanceTo(kT0 + 5000);
        fleet.put(u"fleet"_s, u"b"_s, 12);
        fleet.state.report(WorkbenchState::Data);
        QCOMPARE(pane.map()->endSecond(), kS0 + 5);
        QCOMPARE(pane.lastReadSeconds(), std::pair(kS0 + 5, kS0 + 5));
        // The charts follow the map's window, which ends at the clock's second.
        const std::pair window{(pane.map()->firstVisibleSecond()) * 1000,
                               (pane.map()->lastVisibleSecond() + 1) * 1000};
        QCOMPARE(pane.map()->lastVisibleSecond(), kS0 + 5);
        QCOMPARE(pane.throttleChart()->visibleRange(), window);
        QCOMPARE(pane.capacityChart()->visibleRange(), window);
        const HeatData whole =
            readHeat(fleet.ws.apiCall(), u"fleet"_s, {}, kS0 + 5 - 3599, kS0 + 5);
        QCOMPARE(pane.map()->data(), whole);
        QCOMPARE(secondsOf(pane.map()->data(), 0), 2);

        // The past view at kT0 + 1 s: the window ends there, read whole; the later second is
        // not in it.
        fleet.state.viewAsOf(kT0 + 1000);
        QCOMPARE(pane.map()->endSecond(), kS0 + 1);
        QCOMPARE(pane.lastReadSeconds(), std::pair(kS0 + 1 - 3599, kS0 + 1));
        QCOMPARE(secondsOf(pane.map()->data(), 0), 1);
        pane.showKeys(0);
        QCOMPARE(pane.keysView()->rowCount(), 1); // "b" came later
        QCOMPARE(pane.keysView()->item(0, 0)->text(), u"a"_s);
        QCOMPARE(pane.keysView()->item(0, 1)->text(), u"3"_s);
        fleet.state.viewAsOf(std::nullopt);
        QCOMPARE(pane.map()->endSecond(), kS0 + 5);
        pane.showKeys(0);
        QCOMPARE(pane.keysView()->rowCount(), 2);
        // The hottest key first: "b" holds 12 items (or those of them that were served).
        QCOMPARE(pane.keysView()->item(0, 0)->text(), u"b"_s);
        QVERIFY(pane.keysView()->item(0, 1)->text().toLongLong() > 3);
    }

    // The selector offers the table and its GSIs (an LSI shares the table's partitions), follows
    // the window's selection of a GSI, and reads the index's heat.
    void selectorListsGsis()
    {
        Fleet fleet;
        QCOMPARE(fleet.put(u"fleet"_s, u"a"_s, 1), 0);
        HeatPane pane(fleet.ws.apiCall());
        pane.follow(&fleet.state);
        pane.show();
        fleet.state.select(u"fleet"_s);
        QCOMPARE(pane.targets(), (QStringList{QString(), u"byG"_s}));
        QCOMPARE(pane.index(), QString());
        fleet.state.select(u"fleet"_s, u"byG"_s);
        QCOMPARE(pane.index(), u"byG"_s);
        // The item had no g: the index was not written.
        QVERIFY(pane.map()->data().cells.isEmpty());
        fleet.state.select(u"fleet"_s, u"byL"_s); // an LSI: the table's partitions
        QCOMPARE(pane.index(), QString());
        QCOMPARE(secondsOf(pane.map()->data(), 0), 1);
        fleet.state.select(u"wide"_s);
        QCOMPARE(pane.targets(), QStringList{QString()});
    }

    // A click on a cell lists the keys whose hash lies in its partition's range, as
    // partitionKeyHash places them, rows in hash order.
    void clickListsKeys()
    {
        Fleet fleet;
        QStringList keys;
        for (int i = 0; i < 24; ++i)
            keys << u"user#%1"_s.arg(i);
        for (const QString &key : std::as_const(keys))
            fleet.put(u"wide"_s, key, 1);
        HeatPane pane(fleet.ws.apiCall());
        pane.resize(1200, 700);
        pane.show();
        pane.setTimes(fleet.engine().nowMs(), std::nullopt);
        pane.setTarget(u"wide"_s);
        const QList<HeatPartition> &partitions = pane.map()->data().partitions;
        QCOMPARE(partitions.size(), 4);
        for (qsizetype i = 1; i < partitions.size(); ++i)
            QCOMPARE(partitions[i].firstHash, partitions[i - 1].lastHash + 1);
        const QRect area = pane.map()->mapRect();
        for (int row = 0; row < 4; ++row) {
            const QPoint at(area.right() - 2, area.top() + area.height() * (2 * row + 1) / 8);
            QTest::mouseClick(pane.map(), Qt::LeftButton, {}, at);
            QCOMPARE(pane.map()->selectedCell(), std::pair(row, kS0));
            QStringList listed, expected;
            for (int r = 0; r < pane.keysView()->rowCount(); ++r)
                listed << pane.keysView()->item(r, 0)->text();
            for (const QString &key : std::as_const(keys)) {
                const quint64 hash = hashOfS(key);
                if (hash >= partitions[row].firstHash && hash <= partitions[row].lastHash)
                    expected << key;
            }
            listed.sort();
            expected.sort();
            QCOMPARE(listed, expected);
            QVERIFY2(pane.keysTitle().contains(u"Partition %1"_s.arg(partitions[row].id)),
                     qPrintable(pane.keysTitle()));
        }
    }

    // With the limits off the pane says so and how to turn them on, over what was last charged.
    void limitsOff()
    {
        Fleet fleet;
        HeatPane pane(fleet.ws.apiCall());
        pane.setTimes(fleet.engine().nowMs(), std::nullopt);
        pane.setTarget(u"fleet"_s);
        QCOMPARE(pane.noticeText(), QString());
        fleet.put(u"fleet"_s, u"a"_s, 2);
        LW_OK(fleet.engine().setThroughputLimits(false));
        pane.refresh();
        QVERIFY2(pane.noticeText().contains(u"Edit ▸ Throughput Limits"_s),
                 qPrintable(pane.noticeText()));
        QVERIFY2(pane.noticeText().contains(u"last charged"_s), qPrintable(pane.noticeText()));
        QCOMPARE(secondsOf(pane.map()->data(), 0), 1);
    }

    void screenshot()
    {
        const QByteArray path = qgetenv("LW_HEATPANE_PNG");
        if (path.isEmpty())
            QSKIP("LW_HEATPANE_PNG not set");
        Fleet fleet;
        for (int s = 0; s < 40; ++s) {
            fleet.advanceTo(kT0 + s * 1000);
            fleet.put(u"fleet"_s, u"hot"_s, s < 20 ? s / 2 : 20);
            fleet.put(u"fleet"_s, u"cold"_s, 1);
        }
        HeatPane pane(fleet.ws.apiCall());
        pane.resize(1280, 700);
        pane.show();
        pane.setTimes(fleet.engine().nowMs(), std::nullopt);
        pane.setTarget(u"fleet"_s);
        pane.map()->setWindow(60);
        pane.showKeys(0);
        QTest::qWait(50); // the charts align under the map once the layout has settled
        QVERIFY(pane.grab().save(QString::fromLocal8Bit(path)));
    }
};

QTEST_MAIN(TestHeatPane)
#include "tst_heatpane.moc"
