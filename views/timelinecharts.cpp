#include "timelinecharts.h"

#include "clocktext.h"
#include "time/timetext.h"
#include "timelinepainter.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

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

// QDateTimeAxis writes local time, the window UTC everywhere: handing it the UTC reading of a
// time as if it were local makes it write UTC.
qreal axisMs(qint64 ms)
{
    const QDateTime utc = utcDateTime(ms);
    return qreal(QDateTime(utc.date(), utc.time()).toMSecsSinceEpoch());
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

// Category labels must differ from one another: the date joins the hour once bars span days.
QStringList bucketLabels(const QList<DeletionBucket> &buckets, qint64 bucketMs)
{
    const bool hourly = bucketMs < kDayMs;
    const bool severalDays =
        buckets.size() > 1 && buckets.last().startMs - buckets.first().startMs >= kDayMs;
    const QString format = !hourly ? u"yyyy-MM-dd"_s : severalDays ? u"MM-dd HH:mm"_s : u"HH:mm"_s;
    QStringList labels;
    for (const DeletionBucket &bucket : buckets)
        labels << utcDateTime(bucket.startMs).toString(format);
    return labels;
}

// A count axis from 0 with whole-number labels.
QValueAxis *countAxis(int maximum)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(u"%d"_s);
    axis->setRange(0, std::max(maximum, 1));
    if (maximum <= 5)
        axis->setTickCount(std::max(maximum, 1) + 1);
    else
        axis->applyNiceNumbers();
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
        firstCreated = std::min(firstCreated.value_or(life.createdMs), life.createdMs);
        if (life.deletedMs)
            lastDeleted = std::max(lastDeleted.value_or(*life.deletedMs), *life.deletedMs);
    }
    if (!lastDeleted)
        return std::nullopt;
    return std::pair(*firstCreated, *lastDeleted);
}

} // namespace

QList<DeletionBucket> deletionsPerBucket(const QList<LifetimeInfo> &lifetimes, qint64 bucketMs)
{
    if (bucketMs < 1)
        return {};
    const std::optional<std::pair<qint64, qint64>> span = deletionSpan(lifetimes);
    if (!span)
        return {};
    const qint64 first = floorDiv(span->first, bucketMs), last = floorDiv(span->second, bucketMs);
    QList<DeletionBucket> buckets(last - first + 1);
    for (qsizetype i = 0; i < buckets.size(); ++i)
        buckets[i].startMs = (first + i) * bucketMs;
    for (const LifetimeInfo &life : lifetimes) {
        if (!life.deletedMs)
            continue;
        DeletionBucket &bucket = buckets[floorDiv(*life.deletedMs, bucketMs) - first];
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
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_deletions = addChartView(u"deletionsChart"_s);
    m_lag = addChartView(u"lagChart"_s);
    m_values = addChartView(u"valuesChart"_s);
    m_values->hide();

    auto *time = new QDateTimeAxis;
    time->setFormat(u"MM-dd HH:mm"_s);
    valuesChart()->addAxis(time, Qt::AlignBottom);
    valuesChart()->addAxis(new QValueAxis, Qt::AlignLeft);
    valuesChart()->setTitle(tr("Values over time"));
    setLifetimes({});
}

QChartView *TimelineCharts::addChartView(const QString &objectName)
{
    auto *view = new QChartView(new QChart);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    layout()->addWidget(view);
    return view;
}

QChart *TimelineCharts::deletionsChart() const
{
    return m_deletions->chart();
}

QChart *TimelineCharts::lagChart() const
{
    return m_lag->chart();
}

QChart *TimelineCharts::valuesChart() const
{
    return m_values->chart();
}

void TimelineCharts::setLifetimes(const QList<LifetimeInfo> &lifetimes)
{
    m_lifetimes = lifetimes;
    const TimelineColors colors = TimelineColors::forPalette(palette());

    QChart *deletions = deletionsChart();
    clearChart(deletions);
    if (const auto span = deletionSpan(lifetimes); !span) {
        deletions->setTitle(tr("Deletions: none yet"));
    } else {
        const qint64 bucketMs = deletionBucketFor(span->first, span->second);
        const QList<DeletionBucket> buckets = deletionsPerBucket(lifetimes, bucketMs);
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
        auto *categories = new QBarCategoryAxis;
        categories->append(bucketLabels(buckets, bucketMs));
        if (buckets.size() > 8)
            categories->setLabelsAngle(-90);
        deletions->addAxis(categories, Qt::AlignBottom);
        series->attachAxis(categories);
        QValueAxis *counts = countAxis(highest);
        deletions->addAxis(counts, Qt::AlignLeft);
        series->attachAxis(counts);
        deletions->setTitle(deletionsTitle(bucketMs));
    }

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
        auto *bins = new QBarCategoryAxis;
        bins->append(labels);
        if (labels.size() > 8)
            bins->setLabelsAngle(-90);
        lag->addAxis(bins, Qt::AlignBottom);
        series->attachAxis(bins);
        QValueAxis *counts =
            countAxis(*std::max_element(histogram.counts.cbegin(), histogram.counts.cend()));
        lag->addAxis(counts, Qt::AlignLeft);
        series->attachAxis(counts);
        lag->setTitle(tr("Sweeper lag after expiry: median %1, longest %2")
                          .arg(durationText(summary.medianMs), durationText(summary.maxMs)));
    }
    styleCharts();
}

void TimelineCharts::setSeries(const QString &name, const QList<QPointF> &points)
{
    QChart *chart = valuesChart();
    QLineSeries *series = m_series.value(name);
    if (points.isEmpty()) {
        if (series) {
            chart->removeSeries(series);
            delete m_series.take(name);
        }
    } else {
        if (!series) {
            series = new QLineSeries;
            series->setName(name);
            chart->addSeries(series);
            for (QAbstractAxis *axis : chart->axes())
                series->attachAxis(axis);
            m_series.insert(name, series);
        }
        QList<QPointF> shown;
        shown.reserve(points.size());
        for (const QPointF &point : points)
            shown << QPointF(axisMs(qint64(point.x())), point.y());
        series->replace(shown);
    }
    m_values->setVisible(!m_series.isEmpty());
    fitValuesAxes();
    styleCharts();
}

void TimelineCharts::fitValuesAxes()
{
    std::optional<QRectF> bounds;
    for (const QLineSeries *series : std::as_const(m_series)) {
        for (const QPointF &point : series->points()) {
            const QRectF at(point, QSizeF(0, 0));
            bounds = bounds ? bounds->united(at) : at;
        }
    }
    if (!bounds)
        return;
    // A single point, or a flat curve, still needs an axis with some extent.
    const qreal minutes = std::max<qreal>(bounds->width(), 60'000);
    const qreal spread = std::max<qreal>(bounds->height(), 1);
    for (QAbstractAxis *axis : valuesChart()->axes()) {
        if (auto *time = qobject_cast<QDateTimeAxis *>(axis))
            time->setRange(QDateTime::fromMSecsSinceEpoch(qint64(bounds->left())),
                           QDateTime::fromMSecsSinceEpoch(qint64(bounds->left() + minutes)));
        else if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            value->setRange(bounds->top(), bounds->top() + spread);
            value->applyNiceNumbers();
        }
    }
}

void TimelineCharts::styleCharts()
{
    // QtCharts keeps its own fonts and colours; these follow the widget's, so the charts read
    // as the rest of the window does, at the window's (projector) size and in a dark palette.
    const QPalette colors = palette();
    QFont title = font();
    title.setBold(true);
    for (QChartView *view : {m_deletions, m_lag, m_values}) {
        QChart *chart = view->chart();
        chart->setBackgroundBrush(colors.color(QPalette::Base));
        chart->setTitleBrush(colors.color(QPalette::Text));
        chart->setTitleFont(title);
        chart->legend()->setFont(font());
        chart->legend()->setLabelColor(colors.color(QPalette::Text));
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsFont(font());
            axis->setLabelsColor(colors.color(QPalette::Text));
            QColor grid = colors.color(QPalette::Text);
            grid.setAlpha(40);
            axis->setGridLineColor(grid);
            axis->setLinePenColor(grid);
        }
    }
}

void TimelineCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        setLifetimes(m_lifetimes);
    if (event->type() == QEvent::FontChange)
        styleCharts();
    QWidget::changeEvent(event);
}

} // namespace lw
