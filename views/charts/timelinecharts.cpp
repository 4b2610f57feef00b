#include "charts/timelinecharts.h"

#include "charts/timeserieschart.h"
#include "common/clocktext.h"
#include "time/timetext.h"
#include "timeline/timelinepainter.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QResizeEvent>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kHourMs = 3'600'000;
constexpr qint64 kDayMs = 24 * kHourMs;

qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

QString deletionsTitle(qint64 bucketMs)
{
    switch (bucketMs / kHourMs) {
    case 1:
        return TimelineCharts::tr("Deletions per hour");
    case 6:
        return TimelineCharts::tr("Deletions per 6 hours");
    case 24:
        return TimelineCharts::tr("Deletions per day");
    case 7 * 24:
        return TimelineCharts::tr("Deletions per week");
    case 28 * 24:
        return TimelineCharts::tr("Deletions per 4 weeks");
    default:
        return TimelineCharts::tr("Deletions per 52 weeks");
    }
}

// Category labels must differ from one another: the date joins the hour once bars span days, and
// the year joins the date once they span years (the lanes' ruler above names the year).
QStringList bucketLabels(const QList<DeletionBucket> &buckets, qint64 bucketMs)
{
    const bool hourly = bucketMs < kDayMs;
    const qint64 spanMs = buckets.size() > 1 ? buckets.last().startMs - buckets.first().startMs : 0;
    const QString format = !hourly ? (spanMs >= 300 * kDayMs ? u"yyyy-MM-dd"_s : u"MM-dd"_s)
                           : spanMs >= kDayMs ? u"MM-dd HH:mm"_s
                                              : u"HH:mm"_s;
    QStringList labels;
    for (const DeletionBucket &bucket : buckets)
        labels << utcDateTime(bucket.startMs).toString(format);
    return labels;
}

// Names under bars 0 … n-1 (one per label), level, as many as fit side by side in `width` px:
// every k-th bar is named, k the least that keeps a gap between names. (Turned names need more
// height than a chart under the lanes has, and QtCharts cuts them to "…".)
QCategoryAxis *barLabels(const QStringList &labels, const QFont &font, qreal width)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(-0.5, double(labels.size()) - 0.5);
    axis->setGridLineVisible(false);
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    for (const QString &label : labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    const qreal perBar = width / double(std::max<qsizetype>(labels.size(), 1));
    const int every =
        std::max(1, int(std::ceil((widest + 2 * metrics.averageCharWidth()) / perBar)));
    for (qsizetype i = 0; i < labels.size(); i += every)
        axis->append(labels[i], double(i));
    return axis;
}

// A count axis from 0 with whole-number labels, in as many ticks as a chart `height` high shows
// whole (a label too many would be elided or overlap its neighbour).
QValueAxis *countAxis(int maximum, int height, const QFontMetrics &metrics)
{
    auto *axis = new QValueAxis;
    fitValueAxis(axis, {QPointF(0, std::max(maximum, 1))}, valueTicks(height, metrics));
    return axis;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

// From the first creation to the last deletion; nullopt without deletions.
std::optional<std::pair<qint64, qint64>> deletionSpan(const QList<LifetimeInfo> &lifetimes)
{
    std::optional<qint64> firstCreated, lastDeleted;
    for (const LifetimeInfo &life : lifetimes) {
        if (life.createdMs) // a table without a history deletes nothing the lanes know of
            firstCreated = std::min(firstCreated.value_or(*life.createdMs), *life.createdMs);
        if (life.deletedMs)
            lastDeleted = std::max(lastDeleted.value_or(*life.deletedMs), *life.deletedMs);
    }
    if (!lastDeleted)
        return std::nullopt;
    return std::pair(firstCreated.value_or(*lastDeleted), *lastDeleted);
}

// Curve colours: none of the lanes' state hues (green, orange, violet, red), so that a total is
// never read as a state; lighter on a dark palette.
QColor curveColor(int index, const QPalette &palette)
{
    static const QColor hues[] = {QColor(0x1f, 0x6f, 0xc5), QColor(0x8c, 0x56, 0x4b),
                                  QColor(0x17, 0x9c, 0xa8), QColor(0x6b, 0x6b, 0x6b)};
    const QColor hue = hues[index % std::size(hues)];
    return palette.color(QPalette::Base).lightness() < 128 ? hue.lighter(170) : hue;
}

QString numberText(double value)
{
    return QLocale().toString(value, 'g', 15);
}

QString perPeriod(qint64 periodMs)
{
    switch (periodMs / 60'000) {
    case 1:
        return TimelineCharts::tr("Capacity used per minute");
    case 5:
        return TimelineCharts::tr("Capacity used per 5 minutes");
    case 15:
        return TimelineCharts::tr("Capacity used per 15 minutes");
    case 30:
        return TimelineCharts::tr("Capacity used per 30 minutes");
    case 60:
        return TimelineCharts::tr("Capacity used per hour");
    case 3 * 60:
        return TimelineCharts::tr("Capacity used per 3 hours");
    case 6 * 60:
        return TimelineCharts::tr("Capacity used per 6 hours");
    case 12 * 60:
        return TimelineCharts::tr("Capacity used per 12 hours");
    case 24 * 60:
        return TimelineCharts::tr("Capacity used per day");
    default:
        return TimelineCharts::tr("Capacity used per week");
    }
}

} // namespace

QList<DeletionBucket> deletionsPerBucket(const QList<LifetimeInfo> &lifetimes, qint64 bucketMs)
{
    if (bucketMs < 1)
        return {};
    const std::optional<std::pair<qint64, qint64>> span = deletionSpan(lifetimes);
    if (!span)
        return {};
    return deletionsPerBucket(lifetimes, bucketMs, span->first, span->second);
}

QList<DeletionBucket> deletionsPerBucket(const QList<LifetimeInfo> &lifetimes, qint64 bucketMs,
                                         qint64 fromMs, qint64 toMs)
{
    if (bucketMs < 1 || toMs < fromMs)
        return {};
    const qint64 first = floorDiv(fromMs, bucketMs), last = floorDiv(toMs, bucketMs);
    QList<DeletionBucket> buckets(last - first + 1);
    for (qsizetype i = 0; i < buckets.size(); ++i)
        buckets[i].startMs = (first + i) * bucketMs;
    for (const LifetimeInfo &life : lifetimes) {
        if (!life.deletedMs)
            continue;
        const qint64 at = floorDiv(*life.deletedMs, bucketMs) - first;
        if (at < 0 || at >= buckets.size())
            continue; // outside the range asked for
        DeletionBucket &bucket = buckets[at];
        switch (life.deletedBy) {
        case Origin::Ttl:
            ++bucket.ttl;
            break;
        case Origin::User:
            ++bucket.user;
            break;
        case Origin::Consumer:
            ++bucket.consumer;
            break;
        }
    }
    return buckets;
}

qint64 deletionBucketFor(qint64 firstMs, qint64 lastMs)
{
    const qint64 candidates[] = {kHourMs, 6 * kHourMs, kDayMs, 7 * kDayMs, 28 * kDayMs};
    for (const qint64 bucket : candidates) {
        if (floorDiv(lastMs, bucket) - floorDiv(firstMs, bucket) < kMaxDeletionBars)
            return bucket;
    }
    return 364 * kDayMs;
}

QList<qint64> sweepLags(const QList<LifetimeInfo> &lifetimes)
{
    QList<qint64> lags;
    for (const LifetimeInfo &life : lifetimes) {
        if (life.deletedMs && life.deletedBy == Origin::Ttl && life.expiresMs)
            lags << std::max<qint64>(0, *life.deletedMs - *life.expiresMs);
    }
    return lags;
}

LagHistogram lagHistogram(const QList<qint64> &lags)
{
    if (lags.isEmpty())
        return {};
    const qint64 longest = *std::max_element(lags.cbegin(), lags.cend());
    const qint64 bins[] = {1000,    10'000,      60'000,      300'000,     900'000,
                           kHourMs, 2 * kHourMs, 6 * kHourMs, 12 * kHourMs};
    LagHistogram histogram{kDayMs, {}};
    for (const qint64 bin : bins) {
        if (longest / bin < kMaxLagBins) {
            histogram.binMs = bin;
            break;
        }
    }
    histogram.counts.fill(0, longest / histogram.binMs + 1);
    for (const qint64 lag : lags)
        ++histogram.counts[lag / histogram.binMs];
    return histogram;
}

LagSummary lagSummary(QList<qint64> lags)
{
    if (lags.isEmpty())
        return {};
    std::sort(lags.begin(), lags.end());
    return {int(lags.size()), lags.first(), lags[(lags.size() - 1) / 2], lags.last()};
}

TimelineCharts::TimelineCharts(QWidget *parent) : QWidget(parent)
{
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"chartTabs"_s);
    m_tabs->setDocumentMode(true); // no frame: every pixel of height goes to the charts
    auto *deletionsPage = new QWidget;
    auto *pageLayout = new QHBoxLayout(deletionsPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    m_deletions = addChartView(u"deletionsChart"_s, deletionsPage);
    m_lag = addChartView(u"lagChart"_s, deletionsPage);
    m_aggregates = new TimeSeriesChart;
    m_aggregates->setObjectName(u"aggregatesChart"_s);
    m_aggregates->setToolTip(tr("The totals the table's aggregator consumers keep in their stats "
                                "items, read from each stats item's history."));
    m_capacity = new TimeSeriesChart;
    m_capacity->setObjectName(u"capacityChart"_s);
    m_capacity->setToolTip(
        tr("Read and write capacity units the table's calls consumed, summed per period of the "
           "workspace clock. Counted since the workspace was opened; TTL deletes consume none."));
    m_tabs->insertTab(DeletionsTab, deletionsPage, tr("Deletions and sweeper lag"));
    m_tabs->insertTab(AggregatesTab, m_aggregates, tr("Aggregates"));
    m_tabs->insertTab(CapacityTab, m_capacity, tr("Capacity used"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    setLifetimes({});
    showAggregates();
    showCapacity();
}

QChartView *TimelineCharts::addChartView(const QString &objectName, QWidget *page)
{
    auto *view = new QChartView(new QChart);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    view->chart()->legend()->setAlignment(Qt::AlignRight); // the height is for the bars
    page->layout()->addWidget(view);
    return view;
}

qreal TimelineCharts::barsWidth() const
{
    constexpr int kAxisAndLegend = 200; // the counts' axis, and "By a consumer" beside the bars
    return std::max(100, width() / 2 - kAxisAndLegend);
}

QChart *TimelineCharts::deletionsChart() const
{
    return m_deletions->chart();
}

QChart *TimelineCharts::lagChart() const
{
    return m_lag->chart();
}

void TimelineCharts::showDeletions()
{
    const std::optional<std::pair<qint64, qint64>> span =
        deletionSpan(m_lifetimes) ? m_visible.value_or(*deletionSpan(m_lifetimes))
                                  : std::optional<std::pair<qint64, qint64>>();
    const qint64 bucketMs = span ? deletionBucketFor(span->first, span->second) : 0;
    const auto bars = span ? std::optional(std::tuple(bucketMs, floorDiv(span->first, bucketMs),
                                                      floorDiv(span->second, bucketMs)))
                           : std::nullopt;
    if (bars == m_deletionBars && !deletionsChart()->axes().isEmpty())
        return; // zooming within a bucket, or panning by less than one: the same bars
    m_deletionBars = bars;
    const TimelineColors colors = TimelineColors::forPalette(palette());
    QChart *deletions = deletionsChart();
    clearChart(deletions);
    if (!span) {
        deletions->setTitle(tr("Deletions: none yet"));
    } else {
        const QList<DeletionBucket> buckets =
            deletionsPerBucket(m_lifetimes, bucketMs, span->first, span->second);
        auto *ttl = new QBarSet(tr("By TTL"));
        auto *user = new QBarSet(tr("By a user"));
        auto *consumer = new QBarSet(tr("By a consumer"));
        ttl->setColor(colors.ttl);
        user->setColor(colors.user);
        consumer->setColor(colors.consumer);
        int highest = 0, consumers = 0;
        for (const DeletionBucket &bucket : buckets) {
            *ttl << bucket.ttl;
            *user << bucket.user;
            *consumer << bucket.consumer;
            highest = std::max(highest, bucket.ttl + bucket.user + bucket.consumer);
            consumers += bucket.consumer;
        }
        auto *series = new QStackedBarSeries;
        series->append(ttl);
        series->append(user);
        if (consumers > 0)
            series->append(consumer);
        else
            delete consumer;
        deletions->addSeries(series);
        QCategoryAxis *categories = barLabels(bucketLabels(buckets, bucketMs), font(), barsWidth());
        deletions->addAxis(categories, Qt::AlignBottom);
        series->attachAxis(categories);
        QValueAxis *counts = countAxis(highest, m_deletions->height(), fontMetrics());
        deletions->addAxis(counts, Qt::AlignLeft);
        series->attachAxis(counts);
        deletions->setTitle(deletionsTitle(bucketMs));
    }
}

void TimelineCharts::setLifetimes(const QList<LifetimeInfo> &lifetimes)
{
    m_lifetimes = lifetimes;
    m_deletionBars.reset(); // other deletions: drawn again
    showDeletions();
    const TimelineColors colors = TimelineColors::forPalette(palette());

    QChart *lag = lagChart();
    clearChart(lag);
    const QList<qint64> lags = sweepLags(lifetimes);
    if (lags.isEmpty()) {
        lag->setTitle(tr("Sweeper lag after expiry: no TTL deletions yet"));
    } else {
        const LagHistogram histogram = lagHistogram(lags);
        const LagSummary summary = lagSummary(lags);
        auto *set = new QBarSet(tr("TTL deletions, by lag after expiry"));
        set->setColor(colors.ttl);
        QStringList labels;
        for (qsizetype i = 0; i < histogram.counts.size(); ++i) {
            *set << histogram.counts[i];
            labels << formatDurationMs(i * histogram.binMs);
        }
        auto *series = new QBarSeries;
        series->append(set);
        series->setBarWidth(0.9);
        lag->addSeries(series);
        QCategoryAxis *bins = barLabels(labels, font(), barsWidth());
        lag->addAxis(bins, Qt::AlignBottom);
        series->attachAxis(bins);
        QValueAxis *counts =
            countAxis(*std::max_element(histogram.counts.cbegin(), histogram.counts.cend()),
                      m_lag->height(), fontMetrics());
        lag->addAxis(counts, Qt::AlignLeft);
        series->attachAxis(counts);
        lag->legend()->hide(); // one kind of bar, which the title names
        lag->setTitle(tr("Sweeper lag after expiry: median %1, longest %2")
                          .arg(durationText(summary.medianMs), durationText(summary.maxMs)));
    }
    styleCharts();
}

void TimelineCharts::setAggregates(const AggregateCurves &aggregates)
{
    m_aggregateCurves = aggregates;
    showAggregates();
}

void TimelineCharts::setCapacity(const CapacityUse &capacity)
{
    m_capacityUse = capacity;
    showCapacity();
}

void TimelineCharts::setVisibleRange(qint64 startMs, qint64 endMs, TickStep ruler)
{
    m_aggregates->setVisibleRange(startMs, endMs, ruler);
    m_capacity->setVisibleRange(startMs, endMs, ruler);
    m_visible = std::pair(startMs, endMs);
    showDeletions();
}

void TimelineCharts::alignPlots(int left, int right)
{
    for (TimeSeriesChart *chart : {m_aggregates, m_capacity}) {
        const int offset = chart->mapTo(this, QPoint(0, 0)).x();
        chart->alignPlot(left - offset, right - offset);
    }
}

void TimelineCharts::setTimes(qint64 nowMs, std::optional<qint64> viewedMs)
{
    m_aggregates->setTimes(nowMs, viewedMs);
    m_capacity->setTimes(nowMs, viewedMs);
    showAggregates(); // the titles give the totals at the end of the curves
    showCapacity();
}

void TimelineCharts::showAggregates()
{
    const AggregateCurves &aggregates = m_aggregateCurves;
    const bool oneItem = aggregates.statsItems == 1;
    const qint64 until = m_aggregates->untilMs();
    QList<TimeSeriesChart::Curve> curves;
    QStringList totals;
    for (const AggregateCurve &curve : aggregates.curves) {
        const QString name =
            oneItem ? curve.attribute : curve.group + u" \u00b7 "_s + curve.attribute;
        const QColor color = curveColor(int(curves.size()), palette());
        curves << TimeSeriesChart::Curve{name, curve.steps, color, !curve.isCount};
        if (const std::optional<double> value = valueAt(curve.steps, until))
            totals << inColor(curve.attribute + u' ' + numberText(*value), color);
    }
    m_aggregates->setCurves(curves);
    // One stats item's curves are named in the title, in their colours; several need a legend.
    m_aggregates->chart()->legend()->setVisible(aggregates.statsItems > 1);
    const QString group =
        aggregates.curves.isEmpty() ? QString() : aggregates.curves.first().group.toHtmlEscaped();
    QString title;
    if (!aggregates.error.isEmpty())
        title = tr("Aggregates: %1").arg(aggregates.error.toHtmlEscaped());
    else if (aggregates.aggregators == 0)
        title = tr("Aggregates: the table has no aggregator consumer");
    else if (aggregates.statsItems == 0)
        title = tr("Aggregates: no totals written yet");
    else if (oneItem && totals.isEmpty())
        title = tr("Totals of %1: none yet").arg(group);
    else if (oneItem)
        title = tr("Totals of %1: %2").arg(group, totals.join(u", "_s));
    else if (aggregates.statsItems > kMaxStatsItems)
        title = tr("Totals of the first %1 of %2 groups")
                    .arg(kMaxStatsItems)
                    .arg(aggregates.statsItems);
    else
        title = tr("Totals of %1 groups").arg(aggregates.statsItems);
    m_aggregates->chart()->setTitle(title);
}

void TimelineCharts::showCapacity()
{
    const CapacityUse &use = m_capacityUse;
    const QColor reads = curveColor(0, palette()), writes = curveColor(1, palette());
    m_capacity->setCurves({{tr("Read units (RCU)"), use.steps(true), reads, false},
                           {tr("Write units (WCU)"), use.steps(false), writes, false}});
    m_capacity->chart()->legend()->setVisible(false); // the title names both, in their colours
    double read = 0, write = 0;
    for (const CapacityPoint &point : use.points) {
        if (point.startMs > m_capacity->untilMs())
            break;
        read += point.readUnits;
        write += point.writeUnits;
    }
    QString title;
    if (!use.error.isEmpty())
        title = tr("Capacity used: %1").arg(use.error.toHtmlEscaped());
    else if (read == 0 && write == 0)
        title = tr("Capacity used: none in view");
    else
        title = tr("%1: %2 and %3 in view")
                    .arg(perPeriod(use.periodMs),
                         inColor(tr("%1 read units (RCU)").arg(numberText(read)), reads),
                         inColor(tr("%1 write units (WCU)").arg(numberText(write)), writes));
    m_capacity->chart()->setTitle(title);
}

void TimelineCharts::styleCharts()
{
    for (QChartView *view : {m_deletions, m_lag}) {
        styleChart(view->chart(), palette(), font());
        // The title, the time labels under the bars and two count ticks, in the font of the
        // day: below that, a short window (1280×800) would cut the time labels off.
        view->setMinimumHeight(fontMetrics().lineSpacing() * 11 / 2);
    }
}

void TimelineCharts::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size() != event->oldSize())
        setLifetimes(m_lifetimes); // as many bar names and count ticks as the new size holds
}

void TimelineCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        setLifetimes(m_lifetimes);
        showAggregates(); // the curves' colours
        showCapacity();
    }
    if (event->type() == QEvent::FontChange)
        setLifetimes(m_lifetimes); // the bar names and the count ticks that fit, then the fonts
    QWidget::changeEvent(event);
}

} // namespace lw
