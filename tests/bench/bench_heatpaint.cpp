// Heat map benchmark: 1,000 partitions x 3,600 seconds, every cell served, a band of hot keys
// throttling, painted whole (the hour in view) into 1280x800 and 1920x1080 images (budget: a
// 16 ms frame). Prints the median of several runs of: building the one-pixel-per-cell picture
// (on a data change), the first paint after it (which reduces the picture to the screen), a
// repaint (an expose or a hover: one drawImage), a paint after a pan (reduced again), and a clock
// step (the picture moved on by a second, that second and the one before drawn, painted); then
// what reading DescribePartitionHeat's JSON costs for a whole hour against one new second, the
// measure behind the pane's incremental reads. Asserts nothing (benchmarks are not tests).
//
//   bench_heatpaint [--partitions N] [--runs R]
#include "heat/heatdata.h"
#include "heat/heatmapview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

constexpr qint64 kS0 = 1'792'497'600; // 2026-10-20 12:00:00 UTC, in seconds
constexpr qint64 kHour = HeatMapView::kHourSeconds;

// Every partition busy every second, the load swelling and ebbing, partitions 400 to 409 hot and
// throttling in every seventh second.
HeatData syntheticHeat(int partitions)
{
    HeatData data;
    data.limitsOn = true;
    const quint64 width = ~quint64(0) / quint64(partitions);
    for (int p = 0; p < partitions; ++p) {
        HeatPartition partition;
        partition.id = quint32(p);
        partition.firstHash = width * quint64(p);
        partition.lastHash = p + 1 == partitions ? ~quint64(0) : width * quint64(p + 1) - 1;
        partition.share = {3, 1};
        partition.maximum = {3000, 1000};
        data.partitions << partition;
        QList<HeatCell> &cells = data.cells[partition.id];
        cells.reserve(kHour);
        for (qint64 s = 0; s < kHour; ++s) {
            HeatCell cell;
            cell.second = kS0 + s;
            cell.share = partition.share;
            const bool hot = p >= 400 && p < 410;
            cell.consumed.write = hot ? 1.0 : double((p + s) % 10) / 10;
            cell.throttledRequests.write = hot && s % 7 == 0 ? 3 : 0;
            cells << cell;
        }
    }
    return data;
}

// The same shape as DescribePartitionHeat answers, for `partitions` x `seconds` cells.
QJsonObject syntheticResponse(int partitions, qint64 seconds)
{
    const auto pair = [](double r, double w) {
        return QJsonObject{{u"Read"_s, r}, {u"Write"_s, w}};
    };
    QJsonArray parts, cells, totals;
    for (int p = 0; p < partitions; ++p)
        parts << QJsonObject{{u"PartitionId"_s, p},
                             {u"FirstHash"_s, u"0000000000000000"_s},
                             {u"LastHash"_s, u"ffffffffffffffff"_s},
                             {u"SizeBytes"_s, 0},
                             {u"Share"_s, pair(3, 1)},
                             {u"Maximum"_s, pair(3000, 1000)},
                             {u"Burst"_s, pair(0, 0)},
                             {u"BurstAsOfSecond"_s, kS0}};
    for (qint64 s = 0; s < seconds; ++s) {
        for (int p = 0; p < partitions; ++p)
            cells << QJsonObject{{u"Second"_s, kS0 + s},
                                 {u"PartitionId"_s, p},
                                 {u"Consumed"_s, pair(0, 0.5)},
                                 {u"FromBurst"_s, pair(0, 0)},
                                 {u"Borrowed"_s, pair(0, 0)},
                                 {u"ThrottledUnits"_s, pair(0, 0)},
                                 {u"ThrottledRequests"_s, pair(0, 0)},
                                 {u"Share"_s, pair(3, 1)},
                                 {u"BurstAfter"_s, pair(0, 0)}};
        totals << QJsonObject{{u"Second"_s, kS0 + s},
                              {u"Consumed"_s, pair(0, partitions / 2.0)},
                              {u"Capacity"_s, pair(3, 1)},
                              {u"ThrottledRequests"_s, pair(0, 0)}};
    }
    return {{u"TableName"_s, u"t"_s}, {u"ThroughputLimits"_s, u"ENABLED"_s},
            {u"Partitions"_s, parts}, {u"Seconds"_s, cells},
            {u"Totals"_s, totals},    {u"Splits"_s, QJsonArray()}};
}

double millis(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// The median over `runs` of `work`'s time, each run after `before` (not timed).
double median(int runs, const std::function<void()> &before, const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i) {
        before();
        QElapsedTimer timer;
        timer.start();
        work();
        times << millis(timer);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Partition heat map paint benchmark"_s);
    parser.addHelpOption();
    parser.addOption({u"partitions"_s, u"Partitions (default 1000)."_s, u"N"_s, u"1000"_s});
    parser.addOption(
        {u"runs"_s, u"Runs per figure, the median printed (default 15)."_s, u"R"_s, u"15"_s});
    parser.process(app);
    const int partitions = std::max(1, parser.value(u"partitions"_s).toInt());
    const int runs = std::max(1, parser.value(u"runs"_s).toInt());

    const HeatData data = syntheticHeat(partitions);
    const qint64 end = kS0 + kHour - 1;
    // The clock's step: one more second for every partition, the last one read again.
    HeatData stepped = data;
    for (auto it = stepped.cells.begin(); it != stepped.cells.end(); ++it) {
        HeatCell next = it->last();
        next.second = end + 1;
        *it << next;
    }
    std::printf("%d partitions x %lld seconds = %lld cells, median of %d runs\n", partitions,
                qint64(kHour), qint64(partitions) * kHour, runs);
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        HeatMapView view;
        view.resize(size);
        view.setWindow(kHour); // the whole hour in view
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        view.setData(data, end);
        view.render(&image); // warm: fonts, glyphs
        const double build = median(
            runs, [] {}, [&] { view.setData(data, end); });
        const double first = median(
            runs, [&] { view.setData(data, end); }, [&] { view.render(&image); });
        const double repaint = median(
            runs, [] {}, [&] { view.render(&image); });
        qint64 back = 0;
        const double panned = median(
            runs, [&] { view.setWindow(kHour - 600, back = (back + 60) % 600); },
            [&] { view.render(&image); });
        const double step = median(
            runs, [&] { view.setData(data, end); },
            [&] {
                view.setData(stepped, end + 1, end);
                view.render(&image);
            });
        std::printf("%dx%d: picture built %6.2f ms; first paint %6.2f ms; repaint %6.2f ms; "
                    "paint after a pan %6.2f ms; a clock step (picture moved on, painted) "
                    "%6.2f ms  (budget <= 16 ms a frame)\n",
                    size.width(), size.height(), build, first, repaint, panned, step);
    }

    // What a read costs in JSON: the pane's door passes the QJsonObject itself, so the cost is
    // the engine building it and parsePartitionHeat reading it; its size as text is what `lwb
    // serve` would send. A tenth of the partitions for the hour (memory), and all of them for one
    // second, the clock's step.
    const int tenth = std::max(1, partitions / 10);
    QJsonObject hour;
    const double buildHour = median(
        3, [] {}, [&] { hour = syntheticResponse(tenth, kHour); });
    const double parseHour = median(
        3, [] {}, [&] { parsePartitionHeat(hour); });
    const qsizetype hourBytes = QJsonDocument(hour).toJson(QJsonDocument::Compact).size();
    hour = {};
    QJsonObject second;
    const double buildSecond = median(
        runs, [] {}, [&] { second = syntheticResponse(partitions, 1); });
    const double parseSecond = median(
        runs, [] {}, [&] { parsePartitionHeat(second); });
    const qsizetype secondBytes = QJsonDocument(second).toJson(QJsonDocument::Compact).size();
    std::printf("JSON, %d partitions x %lld s: built %.0f ms, read %.0f ms, %.1f MB as text "
                "(x%d for %d partitions)\n",
                tenth, qint64(kHour), buildHour, parseHour, double(hourBytes) / 1e6,
                partitions / tenth, partitions);
    std::printf("JSON, %d partitions x 1 s:    built %.2f ms, read %.2f ms, %.2f MB as text\n",
                partitions, buildSecond, parseSecond, double(secondBytes) / 1e6);
    return 0;
}
