// The timeline's charts: the deletions per period and the sweeper's lag after expiry, from the
// lifetimes; then the aggregates and capacity charts: the pure functions that
// turn the api's JSON into curves (aggregator settings, which items hold totals, a stats item's
// values along its history, step lines, periods fitted to a range, capacity per period), then
// lesson 32 in a real workspace: the built-in lesson played, and the same orders a minute apart,
// with an aggregator keeping orderCount and revenue. The curves step at the aggregator's polls to
// count 2 and revenue 62, the capacity per minute is what ConsumedCapacity reported, and the
// pane's charts lie under the lanes and follow their range, the clock and the past view. Set
// LW_SNAPSHOT_DIR to keep the pictures (timeline-deletions.png, timeline-aggregates.png,
// timeline-capacity.png and their -dark twins).
//
// JSON with '#' is built in code: in a raw string literal it makes moc skip the file.
#include "charts/aggregatecurves.h"
#include "charts/capacitycurves.h"
#include "charts/timelinecharts.h"
#include "charts/timeserieschart.h"
#include "engine/engine.h"
#include "lifetimes.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "testworkspace.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QDir>
#include <QJsonArray>
#include <QLineSeries>
#include <QSplitter>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QValueAxis>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

Q_DECLARE_METATYPE(lw::DeletionBucket)

namespace {

QJsonObject S(const QString &text)
{
    return {{u"S"_s, text}};
}

QJsonObject N(const QString &number)
{
    return {{u"N"_s, number}};
}

QJsonObject orderKey(const QString &sk)
{
    return {{u"PK"_s, S(u"STORE#s1"_s)}, {u"SK"_s, S(sk)}};
}

// GetItemHistory's shape of one change at `ms`, with the new image (none: a REMOVE).
QJsonObject change(qint64 ms, const std::optional<QJsonObject> &newImage)
{
    QJsonObject entry{{u"TimeMillis"_s, ms}};
    if (newImage)
        entry.insert(u"NewImage"_s, *newImage);
    return entry;
}

QList<KeyAttribute> keySchema(bool withSortKey)
{
    QList<KeyAttribute> key{{u"PK"_s, u"S"_s}};
    if (withSortKey)
        key << KeyAttribute{u"SK"_s, u"S"_s};
    return key;
}

// Lesson 32 on the sim clock: table p32 with a NEW_AND_OLD_IMAGES stream and the aggregator
// "totals" (orderCount, revenue from total, polling a second after each record); then, a
// minute apart from noon, orders o1 (42), o2 (17) and o3 (99), o2's total set to 20, o3
// deleted; every write asks for its ConsumedCapacity. The clock ends at 12:05.
struct Lesson32
{
    TestWorkspace ws;
    QList<double> writeUnits; // reported, one per minute from noon

    Lesson32()
    {
        QVERIFY(engine().setClock(kNoon - kMinute));
        ok(u"CreateTable"_s,
           {{u"TableName"_s, u"p32"_s},
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
        ok(u"CreateConsumer"_s,
           {{u"TableName"_s, u"p32"_s},
            {u"ConsumerName"_s, u"totals"_s},
            {u"Type"_s, u"AGGREGATOR"_s},
            {u"PollDelayMillis"_s, kSecond},
            {u"Aggregator"_s,
             QJsonObject{
                 {u"CountAttributeName"_s, u"orderCount"_s},
                 {u"Sums"_s, QJsonArray{QJsonObject{{u"SourceAttributeName"_s, u"total"_s},
                                                    {u"TargetAttributeName"_s, u"revenue"_s}}}}}}});
        const QList<std::pair<QString, QString>> orders{
            {u"ORDER#o1"_s, u"42"_s}, {u"ORDER#o2"_s, u"17"_s}, {u"ORDER#o3"_s, u"99"_s}};
        qint64 at = kNoon;
        for (const auto &[sk, total] : orders) {
            advanceTo(at);
            QJsonObject item = orderKey(sk);
            item.insert(u"type"_s, S(u"Order"_s));
            item.insert(u"total"_s, N(total));
            write(u"PutItem"_s, {{u"TableName"_s, u"p32"_s}, {u"Item"_s, item}});
            at += kMinute;
        }
        advanceTo(at);
        write(u"UpdateItem"_s,
              {{u"TableName"_s, u"p32"_s},
               {u"Key"_s, orderKey(u"ORDER#o2"_s)},
               {u"UpdateExpression"_s, u"SET #t = :t"_s},
               {u"ExpressionAttributeNames"_s, QJsonObject{{u"#t"_s, u"total"_s}}},
               {u"ExpressionAttributeValues"_s, QJsonObject{{u":t"_s, N(u"20"_s)}}}});
        advanceTo(at += kMinute);
        write(u"DeleteItem"_s, {{u"TableName"_s, u"p32"_s}, {u"Key"_s, orderKey(u"ORDER#o3"_s)}});
        advanceTo(at + kMinute);
    }

    Engine &engine() { return ws.workspace().engine(); }

    QJsonObject ok(const QString &action, const QJsonObject &request,
                   std::source_location where = std::source_location::current())
    {
        return ws.ok(action, request, where);
    }

    void write(const QString &action, QJsonObject request)
    {
        request.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
        writeUnits << ok(action, request)
                          .value(u"ConsumedCapacity"_s)
                          .toObject()
                          .value(u"CapacityUnits"_s)
                          .toDouble();
    }

    void advanceTo(qint64 ms) { setUp(u"advanceClock"_s, engine().advanceClock(ms)); }
};

// A title as it reads: the charts name their curves in the curves' colours.
QString titleText(const TimeSeriesChart *chart)
{
    return QTextDocumentFragment::fromHtml(chart->chart()->title()).toPlainText();
}

// The curves' values at the chart's end, by series name, from the series on the chart.
QMap<QString, double> lastValues(const TimeSeriesChart *chart)
{
    QMap<QString, double> values;
    for (QAbstractSeries *series : chart->chart()->series()) {
        const auto *line = static_cast<QLineSeries *>(series);
        values.insert(line->name(), line->points().last().y());
    }
    return values;
}

} // namespace

class TestTimelineCharts : public QObject
{
    Q_OBJECT

private slots:
    void aggregatorsFromListConsumers()
    {
        const QJsonObject response{
            {u"Consumers"_s,
             QJsonArray{
                 QJsonObject{{u"ConsumerName"_s, u"search"_s}, {u"Type"_s, u"PROJECTOR"_s}},
                 QJsonObject{
                     {u"ConsumerName"_s, u"totals"_s},
                     {u"Type"_s, u"AGGREGATOR"_s},
                     {u"Aggregator"_s,
                      QJsonObject{{u"StatsSortKey"_s, u"TOTALS"_s},
                                  {u"CountAttributeName"_s, u"orderCount"_s},
                                  {u"Sums"_s, QJsonArray{QJsonObject{
                                                  {u"SourceAttributeName"_s, u"total"_s},
                                                  {u"TargetAttributeName"_s, u"revenue"_s}}}}}}},
                 QJsonObject{{u"ConsumerName"_s, u"plain"_s}, {u"Type"_s, u"AGGREGATOR"_s}}}}};
        QCOMPARE(parseAggregators(response),
                 (QList<AggregatorInfo>{{u"totals"_s, u"TOTALS"_s, u"orderCount"_s, {u"revenue"_s}},
                                        {u"plain"_s, u"STATS"_s, u"count"_s, {}}}));
    }

    void statsItems_data()
    {
        QTest::addColumn<QJsonObject>("key");
        QTest::addColumn<bool>("withSortKey");
        QTest::addColumn<QString>("statsSortKey");
        QTest::addColumn<QString>("group"); // null: not a stats item
        QTest::newRow("sort key STATS")
            << orderKey(u"STATS"_s) << true << u"STATS"_s << u"STORE#s1"_s;
        QTest::newRow("an order") << orderKey(u"ORDER#o1"_s) << true << u"STATS"_s << QString();
        QTest::newRow("a Number sort key, as a Number")
            << QJsonObject{{u"PK"_s, S(u"s1"_s)}, {u"SK"_s, N(u"0"_s)}} << true << u"0.0"_s
            << u"s1"_s;
        QTest::newRow("no sort key: <group>#STATS")
            << QJsonObject{{u"PK"_s, S(u"STORE#s1#STATS"_s)}} << false << u"STATS"_s
            << u"STORE#s1"_s;
        QTest::newRow("no sort key: another item")
            << QJsonObject{{u"PK"_s, S(u"STORE#s1"_s)}} << false << u"STATS"_s << QString();
        QTest::newRow("no sort key: a Number")
            << QJsonObject{{u"PK"_s, N(u"7"_s)}} << false << u"STATS"_s << QString();
    }
    void statsItems()
    {
        QFETCH(QJsonObject, key);
        QFETCH(bool, withSortKey);
        QFETCH(QString, statsSortKey);
        QFETCH(QString, group);
        AggregatorInfo aggregator;
        aggregator.statsSortKey = statsSortKey;
        const std::optional<QString> found = statsGroup(key, keySchema(withSortKey), aggregator);
        QCOMPARE(found.has_value(), !group.isNull());
        if (found)
            QCOMPARE(*found, group);
    }

    // A step where the value changed; one poll's several changes make one step to the last.
    void stepsAlongAHistory()
    {
        const auto stats = [](const QString &count, const QString &revenue) {
            QJsonObject image{{u"revenue"_s, N(revenue)}};
            if (!count.isEmpty())
                image.insert(u"orderCount"_s, N(count));
            return image;
        };
        const QJsonArray changes{
            change(kNoon, stats(u"1"_s, u"42"_s)),
            change(kNoon + kMinute, stats(u"2"_s, u"59"_s)),
            change(kNoon + kMinute, stats(u"3"_s, u"158"_s)),
            change(kNoon + 2 * kMinute, stats(u"3"_s, u"161"_s)),
            change(kNoon + 3 * kMinute, stats(QString(), u"161"_s)), // count removed: 0
            change(kNoon + 4 * kMinute, std::nullopt),               // deleted: 0
        };
        QCOMPARE(aggregateSteps(changes, u"orderCount"_s),
                 (QList<TimeStep>{{kNoon, 1}, {kNoon + kMinute, 3}, {kNoon + 3 * kMinute, 0}}));
        QCOMPARE(aggregateSteps(changes, u"revenue"_s),
                 (QList<TimeStep>{{kNoon, 42},
                                  {kNoon + kMinute, 158},
                                  {kNoon + 2 * kMinute, 161},
                                  {kNoon + 4 * kMinute, 0}}));
        QCOMPARE(aggregateSteps({}, u"revenue"_s), QList<TimeStep>());
    }

    void stepLines_data()
    {
        QTest::addColumn<qint64>("until");
        QTest::addColumn<QList<QPointF>>("points");
        const double a = kNoon, b = kNoon + kMinute;
        QTest::newRow("to now") << qint64(kNoon + kHour)
                                << QList<QPointF>{{a, 1}, {b, 1}, {b, 3}, {a + kHour, 3}};
        QTest::newRow("a step at the end counts")
            << qint64(kNoon + kMinute) << QList<QPointF>{{a, 1}, {b, 1}, {b, 3}, {b, 3}};
        QTest::newRow("cut before a step")
            << qint64(kNoon + kSecond) << QList<QPointF>{{a, 1}, {a + kSecond, 1}};
        QTest::newRow("before the first") << qint64(kNoon - 1) << QList<QPointF>{};
    }
    void stepLines()
    {
        QFETCH(qint64, until);
        QFETCH(QList<QPointF>, points);
        const QList<TimeStep> steps{{kNoon, 1}, {kNoon + kMinute, 3}};
        QCOMPARE(stepPoints(steps, until), points);
        QCOMPARE(valueAt(steps, kNoon - 1), std::nullopt);
        QCOMPARE(valueAt(steps, kNoon + kMinute), 3.0);
    }

    void periodsFitTheRange_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<qint64>("period");
        QTest::newRow("an hour: minutes") << kHour << kMinute;
        QTest::newRow("two hours: minutes") << 2 * kHour << kMinute;
        QTest::newRow("two hours and a minute: 5 minutes") << 2 * kHour + kMinute << 5 * kMinute;
        QTest::newRow("a day: 15 minutes") << kDay << 15 * kMinute;
        QTest::newRow("a week: 3 hours") << 7 * kDay << 3 * kHour;
        QTest::newRow("a year: a week") << 365 * kDay << 7 * kDay;
    }
    void periodsFitTheRange()
    {
        QFETCH(qint64, span);
        QFETCH(qint64, period);
        QCOMPARE(capacityPeriodFor(span), period);
    }

    // Each period holds its units across it, 0 in between; back-to-back periods join.
    void capacitySteps()
    {
        const CapacityUse use{
            kMinute, {{kNoon, 0.5, 1}, {kNoon + kMinute, 2, 0}, {kNoon + 5 * kMinute, 1, 3}}, {}};
        QCOMPARE(use.steps(true), (QList<TimeStep>{{kNoon, 0.5},
                                                   {kNoon + kMinute, 2},
                                                   {kNoon + 2 * kMinute, 0},
                                                   {kNoon + 5 * kMinute, 1},
                                                   {kNoon + 6 * kMinute, 0}}));
        QCOMPARE(use.steps(false), (QList<TimeStep>{{kNoon, 1},
                                                    {kNoon + kMinute, 0},
                                                    {kNoon + 2 * kMinute, 0},
                                                    {kNoon + 5 * kMinute, 3},
                                                    {kNoon + 6 * kMinute, 0}}));
        QCOMPARE(parseConsumedCapacity(
                     QJsonObject{
                         {u"PeriodMillis"_s, 5 * kMinute},
                         {u"Datapoints"_s, QJsonArray{QJsonObject{{u"TimestampMillis"_s, kNoon},
                                                                  {u"ReadCapacityUnits"_s, 1.5},
                                                                  {u"WriteCapacityUnits"_s, 4}}}}})
                     .points,
                 (QList<CapacityPoint>{{kNoon, 1.5, 4}}));
    }

    // The built-in lesson 32, played: its five writes at one instant, the aggregator's poll a
    // second later changes the stats item five times at once, to count 2 and revenue 62 as the
    // seed prints them: one step each. Capacity, all in that minute: the five writes and the
    // five ADDs of 1 unit each (every item well under 1 KB); the lesson's GetItem and Query,
    // eventually consistent, half a unit each. The player's own checks are not metered.
    void theBuiltInLesson32()
    {
        TestWorkspace ws;
        const auto lesson = scenario::builtInLesson(u"32");
        if (!lesson)
            QFAIL(qPrintable(lesson.error()));
        scenario::Player player(*lesson, ws.workspace());
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        const qint64 poll = lesson->startMs + kSecond;
        const QString table = u"p32-streams-aggregates"_s;

        TimelinePane pane(ws.apiCall());
        pane.setClock(ws.workspace().engine().nowMs());
        pane.setTable(table);
        QCOMPARE(readAggregateCurves(ws.apiCall(), table, pane.model()->lifetimes()).curves,
                 (QList<AggregateCurve>{{u"STORE#s1"_s, u"orderCount"_s, true, {{poll, 2}}},
                                        {u"STORE#s1"_s, u"revenue"_s, false, {{poll, 62}}}}));
        QCOMPARE(titleText(pane.charts()->aggregatesChart()),
                 u"Totals of STORE#s1: orderCount 2, revenue 62"_s);
        const qint64 minute = lesson->startMs / kMinute * kMinute;
        QCOMPARE(readCapacityUse(ws.apiCall(), table, minute, minute + kMinute).points,
                 (QList<CapacityPoint>{{minute, 1, 10}}));
    }

    // Lesson 32 a minute at a time: the aggregator polls a second after each write; its totals step
    // there, to count 2 and revenue 62 at the end.
    void lesson32Totals()
    {
        Lesson32 lesson;
        const QList<LifetimeInfo> lifetimes{
            [] {
                LifetimeInfo stats;
                stats.key = orderKey(u"STATS"_s);
                stats.keyText = u"STORE#s1 \u00b7 STATS"_s;
                return stats;
            }(),
        };
        const AggregateCurves aggregates =
            readAggregateCurves(lesson.ws.apiCall(), u"p32"_s, lifetimes);
        QCOMPARE(aggregates.error, QString());
        QCOMPARE(aggregates.aggregators, 1);
        QCOMPARE(aggregates.statsItems, 1);
        const qint64 poll = kNoon + kSecond;
        QCOMPARE(aggregates.curves, (QList<AggregateCurve>{{u"STORE#s1"_s,
                                                            u"orderCount"_s,
                                                            true,
                                                            {{poll, 1},
                                                             {poll + kMinute, 2},
                                                             {poll + 2 * kMinute, 3},
                                                             {poll + 4 * kMinute, 2}}},
                                                           {u"STORE#s1"_s,
                                                            u"revenue"_s,
                                                            false,
                                                            {{poll, 42},
                                                             {poll + kMinute, 59},
                                                             {poll + 2 * kMinute, 158},
                                                             {poll + 3 * kMinute, 161},
                                                             {poll + 4 * kMinute, 62}}}}));
    }

    // Per minute: the write ConsumedCapacity reported, and the aggregator's ADD to the small
    // stats item a second later (1 unit); then the reads of minute 6, as reported.
    void lesson32Capacity()
    {
        Lesson32 lesson;
        lesson.advanceTo(kNoon + 6 * kMinute);
        double read = 0;
        for (const QString &action : {u"GetItem"_s, u"Query"_s}) {
            QJsonObject request{{u"TableName"_s, u"p32"_s},
                                {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}};
            if (action == u"GetItem") {
                request.insert(u"Key"_s, orderKey(u"STATS"_s));
            } else {
                request.insert(u"KeyConditionExpression"_s, u"PK = :s"_s);
                request.insert(u"ExpressionAttributeValues"_s,
                               QJsonObject{{u":s"_s, S(u"STORE#s1"_s)}});
            }
            read += lesson.ok(action, request)
                        .value(u"ConsumedCapacity"_s)
                        .toObject()
                        .value(u"CapacityUnits"_s)
                        .toDouble();
        }
        const CapacityUse use =
            readCapacityUse(lesson.ws.apiCall(), u"p32"_s, kNoon - kMinute, kNoon + kHour);
        QCOMPARE(use.error, QString());
        QCOMPARE(use.periodMs, kMinute);
        QList<CapacityPoint> expected;
        for (int minute = 0; minute < 5; ++minute)
            expected << CapacityPoint{kNoon + minute * kMinute, 0, lesson.writeUnits[minute] + 1};
        expected << CapacityPoint{kNoon + 6 * kMinute, read, 0};
        QCOMPARE(use.points, expected);
        QCOMPARE(
            readCapacityUse(lesson.ws.apiCall(), u"gone"_s, kNoon, kNoon + kHour).error,
            u"ResourceNotFoundException: Requested resource not found: Table: gone not found"_s);
    }

    // The pane: the charts show the lanes' range and follow its zoom, end at now or at the
    // viewed time, and their titles give the totals there.
    void thePaneFollowsTheLanes()
    {
        Lesson32 lesson;
        TimelinePane pane(lesson.ws.apiCall());
        pane.resize(1280, 430);
        pane.setClock(lesson.engine().nowMs());
        pane.setTable(u"p32"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        TimelineCharts *charts = pane.charts();
        QCOMPARE(charts->tabs()->count(), 3);
        QCOMPARE(titleText(charts->aggregatesChart()),
                 u"Totals of STORE#s1: orderCount 2, revenue 62"_s);
        QCOMPARE(lastValues(charts->aggregatesChart()),
                 (QMap<QString, double>{{u"orderCount"_s, 2}, {u"revenue"_s, 62}}));
        QCOMPARE(
            titleText(charts->capacityChart()),
            u"Capacity used per minute: 0 read units (RCU) and 10 write units (WCU) in view"_s);

        pane.view()->setVisibleRange(kNoon - kDay, kNoon + 2 * kDay);
        pane.grab(); // the lanes repaint, and the charts follow
        for (TimeSeriesChart *chart : {charts->aggregatesChart(), charts->capacityChart()}) {
            QCOMPARE(chart->visibleRange(), std::pair(kNoon - kDay, kNoon + 2 * kDay));
            const auto *time =
                static_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).first());
            QCOMPARE(time->min(), double(kNoon - kDay));
        }
        QCOMPARE(titleText(charts->capacityChart()),
                 u"Capacity used per hour: 0 read units (RCU) and 10 write units (WCU) in view"_s);

        pane.setViewedTime(kNoon + 2 * kMinute + 30 * kSecond);
        QCOMPARE(charts->aggregatesChart()->untilMs(), kNoon + 2 * kMinute + 30 * kSecond);
        QCOMPARE(titleText(charts->aggregatesChart()),
                 u"Totals of STORE#s1: orderCount 3, revenue 158"_s);
        QCOMPARE(lastValues(charts->aggregatesChart()),
                 (QMap<QString, double>{{u"orderCount"_s, 3}, {u"revenue"_s, 158}}));
        pane.setViewedTime(std::nullopt);
        QCOMPARE(charts->aggregatesChart()->untilMs(), lesson.engine().nowMs());

        // Under the lanes: the plot spans their time area, to a pixel or two.
        pane.view()->zoomToFit();
        charts->tabs()->setCurrentIndex(TimelineCharts::AggregatesTab);
        QTest::qWait(50); // QtCharts lays out in the event loop
        const QRect lanes = pane.view()->timeArea();
        const QRectF plot = charts->aggregatesChart()->chart()->plotArea();
        const QPoint left = pane.view()->viewport()->mapTo(&pane, lanes.topLeft());
        const QPointF plotLeft = charts->aggregatesChart()->mapTo(&pane, plot.topLeft().toPoint());
        QVERIFY(std::abs(plotLeft.x() - left.x()) <= 1);
        QVERIFY(std::abs(plot.width() - lanes.width()) <= 2); // the axes' pens take a pixel

        // The clock moves on: a fourth order, polled a second later, read again.
        QJsonObject order = orderKey(u"ORDER#o4"_s);
        order.insert(u"total"_s, N(u"10"_s));
        lesson.write(u"PutItem"_s, {{u"TableName"_s, u"p32"_s}, {u"Item"_s, order}});
        lesson.advanceTo(lesson.engine().nowMs() + kMinute);
        pane.setClock(lesson.engine().nowMs());
        pane.refresh();
        QCOMPARE(titleText(charts->aggregatesChart()),
                 u"Totals of STORE#s1: orderCount 3, revenue 72"_s);
        QCOMPARE(
            titleText(charts->capacityChart()),
            u"Capacity used per minute: 0 read units (RCU) and 12 write units (WCU) in view"_s);

        pane.setTable(QString());
        QCOMPARE(charts->aggregatesChart()->chart()->series().size(), 0);
        QCOMPARE(titleText(charts->capacityChart()), u"Capacity used: none in view"_s);
    }

    // The pane's own reads (here the GetItem that explains a TTL value in milliseconds) are no
    // traffic: drawing the capacity chart does not change it.
    void thePanesReadsAreNotTraffic()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kNoon));
        ws.ok(u"CreateTable"_s, kUsersTable);
        QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
        QVERIFY(engine.advanceClock(kNoon + kMinute));
        QVERIFY(ws.call(u"PutItem"_s,
                        {{u"TableName"_s, u"Users"_s},
                         {u"Item"_s, QJsonObject{{u"PK"_s, S(u"u1"_s)},
                                                 {u"SK"_s, S(u"s"_s)},
                                                 {u"expiresAt"_s, N(QString::number(kNoon))}}}}));
        const auto used = [&] {
            return readCapacityUse(ws.apiCall(), u"Users"_s, kNoon, kNoon + kHour).points;
        };
        const QList<CapacityPoint> before = used();
        QCOMPARE(before.size(), 1);
        TimelinePane pane(ws.apiCall());
        pane.setClock(engine.nowMs());
        pane.setTable(u"Users"_s);
        pane.refresh();
        QCOMPARE(pane.model()->lifetimes().first().ttlValue, N(QString::number(kNoon)));
        QCOMPARE(used(), before);
    }

    // The lanes are what a class watches: in a short pane (1280×800 with a lesson) the charts
    // give up height until every lane shows, down to their minimum; with few lanes the split
    // stays 3:2; once the user has moved the divider, it stays where they put it.
    void lanesTakeRoomFromCharts()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kNoon));
        ws.ok(u"CreateTable"_s, kUsersTable);
        const auto put = [&](int from, int to) {
            for (int i = from; i < to; ++i)
                ws.ok(u"PutItem"_s, {{u"TableName"_s, u"Users"_s},
                                     {u"Item"_s, QJsonObject{{u"PK"_s, S(u"u%1"_s.arg(i))},
                                                             {u"SK"_s, S(u"s"_s)}}}});
        };
        put(0, 1);
        TimelinePane pane(ws.apiCall());
        pane.resize(1280, 420);
        pane.setClock(engine.nowMs());
        pane.setTable(u"Users"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        auto *splitter = pane.findChild<QSplitter *>();
        QVERIFY(splitter);
        const auto lanesShare = [&] {
            const QList<int> sizes = splitter->sizes();
            return double(sizes[0]) / (sizes[0] + sizes[1]);
        };
        QTRY_VERIFY(qAbs(lanesShare() - 0.6) < 0.02);
        QVERIFY(pane.view()->height() >= pane.view()->heightForAllLanes());

        // Ten lanes need more than 3/5 and fit with the charts above their minimum.
        put(1, 10);
        pane.refresh();
        const int chartsLeast = pane.charts()->minimumSizeHint().height();
        QTRY_COMPARE(pane.view()->height(), pane.view()->heightForAllLanes());
        QVERIFY(lanesShare() > 0.61);
        QVERIFY(pane.charts()->height() > chartsLeast);

        // Forty lanes cannot fit: the charts keep their minimum.
        put(4, 40);
        pane.refresh();
        QTRY_COMPARE(pane.charts()->height(), chartsLeast);

        // The user drags the divider up: the split is theirs from then on.
        QSplitterHandle *handle = splitter->handle(1);
        const QPoint grab(handle->width() / 2, handle->height() / 2);
        QTest::mousePress(handle, Qt::LeftButton, {}, grab);
        QTest::mouseMove(handle, grab - QPoint(0, 60));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, grab - QPoint(0, 60));
        const QList<int> theirs = splitter->sizes();
        QVERIFY(theirs[1] > chartsLeast);
        pane.refresh();
        QCoreApplication::processEvents();
        QCOMPARE(splitter->sizes(), theirs);
    }

    // Forty hourly bars under the lanes: level names, every few bars, none cut to "…".
    void manyBarsAreNamedEveryFew()
    {
        QList<LifetimeInfo> lifetimes;
        for (int hour = 0; hour < 40; ++hour) {
            LifetimeInfo life;
            life.createdMs = kNoon;
            life.deletedMs = kNoon + hour * kHour;
            lifetimes << life;
        }
        TimelineCharts charts;
        charts.resize(1280, 200);
        charts.setLifetimes(lifetimes);
        auto *names =
            static_cast<QCategoryAxis *>(charts.deletionsChart()->axes(Qt::Horizontal).first());
        QCOMPARE(names->labelsAngle(), 0);
        QVERIFY(names->count() > 1);
        QVERIFY(names->count() < 40);
        QCOMPARE(names->categoriesLabels().first(), u"10-20 12:00"_s);
    }

    void emptyStates()
    {
        TimelineCharts charts;
        AggregateCurves none;
        charts.setAggregates(none);
        QCOMPARE(titleText(charts.aggregatesChart()),
                 u"Aggregates: the table has no aggregator consumer"_s);
        none.aggregators = 1;
        charts.setAggregates(none);
        QCOMPARE(titleText(charts.aggregatesChart()), u"Aggregates: no totals written yet"_s);
        none.error = u"ResourceNotFoundException: gone"_s;
        charts.setAggregates(none);
        QCOMPARE(titleText(charts.aggregatesChart()),
                 u"Aggregates: ResourceNotFoundException: gone"_s);
    }

    // The pictures at the window's dock height: lesson 32 with a reader of the totals and the
    // orders at 12:05, in the present; then, dark, in the past view at 12:03:30.
    void pictures()
    {
        Lesson32 lesson;
        lesson.ok(u"GetItem"_s, {{u"TableName"_s, u"p32"_s}, {u"Key"_s, orderKey(u"STATS"_s)}});
        lesson.ok(u"Query"_s,
                  {{u"TableName"_s, u"p32"_s},
                   {u"KeyConditionExpression"_s, u"PK = :s"_s},
                   {u"ExpressionAttributeValues"_s, QJsonObject{{u":s"_s, S(u"STORE#s1"_s)}}}});
        lesson.advanceTo(kNoon + 5 * kMinute + 30 * kSecond);
        TimelinePane pane(lesson.ws.apiCall());
        QFont projector = pane.font();
        projector.setPointSizeF(11); // the window's smallest size, for the back of a room
        pane.setFont(projector);
        pane.resize(1280, 430);
        pane.setClock(lesson.engine().nowMs());
        pane.setTable(u"p32"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7f, 0xd9));
        for (const QString &suffix : {QString(), u"-dark"_s}) {
            if (!suffix.isEmpty()) {
                pane.setPalette(dark);
                pane.setViewedTime(kNoon + 3 * kMinute + 30 * kSecond);
            }
            for (const auto &[tab, name] :
                 {std::pair{TimelineCharts::DeletionsTab, u"deletions"_s},
                  std::pair{TimelineCharts::AggregatesTab, u"aggregates"_s},
                  std::pair{TimelineCharts::CapacityTab, u"capacity"_s}}) {
                pane.charts()->tabs()->setCurrentIndex(tab);
                QTest::qWait(50); // QtCharts lays out in the event loop, the plot aligned twice
                const QPixmap picture = pane.grab();
                QCOMPARE(picture.deviceIndependentSize().toSize(), QSize(1280, 430));
                if (!dir.isEmpty())
                    QVERIFY(picture.save(
                        QDir(dir).filePath(u"timeline-"_s + name + suffix + u".png"_s)));
            }
        }
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

    void deletionsInTheLanesRange_data()
    {
        QTest::addColumn<qint64>("fromMs");
        QTest::addColumn<qint64>("toMs");
        QTest::addColumn<QList<DeletionBucket>>("expected");
        QTest::newRow("the story's hours")
            << kNoon << kNoon + 2 * kHour + 59 * kMinute
            << QList<DeletionBucket>{
                   {kNoon, 1, 1, 0}, {kNoon + kHour, 0, 0, 0}, {kNoon + 2 * kHour, 1, 0, 1}};
        // After a jump of days the lanes show from before the first item to now: so do the bars.
        QTest::newRow("from before the story to after it")
            << kNoon - 2 * kHour << kNoon + 4 * kHour + 1
            << QList<DeletionBucket>{{kNoon - 2 * kHour, 0, 0, 0},
                                     {kNoon - kHour, 0, 0, 0},
                                     {kNoon, 1, 1, 0},
                                     {kNoon + kHour, 0, 0, 0},
                                     {kNoon + 2 * kHour, 1, 0, 1},
                                     {kNoon + 3 * kHour, 0, 0, 0},
                                     {kNoon + 4 * kHour, 0, 0, 0}};
        QTest::newRow("a part of it: what falls outside is not counted")
            << kNoon + kHour << kNoon + 2 * kHour
            << QList<DeletionBucket>{{kNoon + kHour, 0, 0, 0}, {kNoon + 2 * kHour, 1, 0, 1}};
        QTest::newRow("backwards") << kNoon << kNoon - 1 << QList<DeletionBucket>();
    }

    void deletionsInTheLanesRange()
    {
        QFETCH(qint64, fromMs);
        QFETCH(qint64, toMs);
        QFETCH(QList<DeletionBucket>, expected);
        const QList<LifetimeInfo> lifetimes{
            deleted(life(kNoon, kNoon + kMinute), kNoon + 10 * kMinute, Origin::Ttl),
            deleted(life(kNoon), kNoon + 50 * kMinute, Origin::User),
            deleted(life(kNoon, kNoon + kHour), kNoon + 2 * kHour + 5 * kMinute, Origin::Ttl),
            deleted(life(kNoon), kNoon + 2 * kHour + 59 * kMinute, Origin::Consumer)};
        QCOMPARE(deletionsPerBucket(lifetimes, kHour, fromMs, toMs), expected);
        if (expected.isEmpty())
            return; // the lanes' range never runs backwards

        // The chart under the lanes draws those bars once it knows the lanes' range.
        TimelineCharts charts;
        charts.resize(1280, 300);
        charts.setLifetimes(lifetimes);
        charts.setVisibleRange(fromMs, toMs, {});
        const QList<QAbstractAxis *> axes = charts.deletionsChart()->axes(Qt::Horizontal);
        QCOMPARE(axes.size(), 1);
        const auto *bars = static_cast<QCategoryAxis *>(axes.first());
        QCOMPARE(bars->max(), double(expected.size()) - 0.5); // one bar per bucket of the range
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
};

QTEST_MAIN(TestTimelineCharts)
#include "tst_timelinecharts.moc"
