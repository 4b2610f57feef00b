// The charts under the timeline (QtCharts), one tab each so that each gets the whole width on a
// projector: deletions over time, TTL against user, beside how long the sweeper lagged behind
// expiry (DynamoDB's "within 48 hours"); the totals aggregator consumers keep (lesson 32);
// and the capacity units the table's calls consumed. The last two share the lanes' time range
// and viewed time (TimeSeriesChart). The figures come from pure functions (here,
// aggregatecurves.h, capacitycurves.h), tested on their own; the widget only draws them, and
// reads nothing: the pane hands it what it read.
#pragma once

#include "charts/aggregatecurves.h"
#include "charts/capacitycurves.h"
#include "timeline/lifetimesmodel.h"
#include "timeline/timeaxis.h"

#include <QWidget>

#include <optional>
#include <tuple>

class QChart;
class QChartView;
class QTabWidget;

namespace lw {

// Deletions whose time falls in [startMs, startMs + the bucket's length).
struct DeletionBucket
{
    qint64 startMs = 0;
    int ttl = 0;
    int user = 0;
    int consumer = 0;
    bool operator==(const DeletionBucket &) const = default;
};

// The deletions of `lifetimes` in buckets of `bucketMs` aligned to multiples of it since the
// epoch (so hours and days start on the UTC hour and midnight), from the bucket of the first
// creation (where the table's story starts) to the bucket of the last deletion; empty buckets
// are kept, so bars are evenly spaced in time. Empty without deletions or with bucketMs < 1.
QList<DeletionBucket> deletionsPerBucket(const QList<LifetimeInfo> &lifetimes, qint64 bucketMs);
// The same over the buckets from the one holding `fromMs` to the one holding `toMs` (the lanes'
// visible range), counting the deletions that fall in them. Empty when bucketMs < 1 or toMs <
// fromMs.
QList<DeletionBucket> deletionsPerBucket(const QList<LifetimeInfo> &lifetimes, qint64 bucketMs,
                                         qint64 fromMs, qint64 toMs);

// The bucket length for bars spread over [firstMs, lastMs]: the finest of 1 h, 6 h, 1 d,
// 7 d and 28 d that makes at most kMaxDeletionBars bars, else 364 d. deletionsPerBucket makes
// one bar per bucket of the span, so callers choose its bucket with this.
constexpr int kMaxDeletionBars = 48;
qint64 deletionBucketFor(qint64 firstMs, qint64 lastMs);

// DeletedMillis − ExpiresMillis of every TTL deletion, in the order of `lifetimes`.
QList<qint64> sweepLags(const QList<LifetimeInfo> &lifetimes);

// counts[i] holds the lags in [i * binMs, (i + 1) * binMs). The bin is the finest of 1 s, 10 s,
// 1 min, 5 min, 15 min, 1 h, 2 h, 6 h, 12 h and 1 d that needs at most kMaxLagBins bins (1 d
// beyond that, however many bins it takes). Empty counts without lags.
constexpr int kMaxLagBins = 24;
struct LagHistogram
{
    qint64 binMs = 0;
    QList<int> counts;
    bool operator==(const LagHistogram &) const = default;
};
LagHistogram lagHistogram(const QList<qint64> &lags);

// The median is the lower middle value of an even count. All zero without lags.
struct LagSummary
{
    int count = 0;
    qint64 minMs = 0;
    qint64 medianMs = 0;
    qint64 maxMs = 0;
    bool operator==(const LagSummary &) const = default;
};
LagSummary lagSummary(QList<qint64> lags);

class TimeSeriesChart;

class TimelineCharts : public QWidget
{
    Q_OBJECT
public:
    // In tab order.
    enum Tab
    {
        DeletionsTab,
        AggregatesTab,
        CapacityTab,
    };

    explicit TimelineCharts(QWidget *parent = nullptr);

    // Recomputes the deletion and lag charts (and again on a palette change, for their colours).
    void setLifetimes(const QList<LifetimeInfo> &lifetimes);
    // The count and sums of each stats item, a count on the left axis, sums on the right.
    void setAggregates(const AggregateCurves &aggregates);
    // Read and write units per period.
    void setCapacity(const CapacityUse &capacity);
    // The lanes' time range and their ruler's step, which the aggregates and capacity charts
    // show, and where the lanes draw it: x from `left` to `right` of this widget. The charts lay
    // their plots there, so that a time stands under the same time of the lanes. The deletions
    // chart shares its tab with the lag chart, so it cannot stand under the lanes; its bars
    // cover the same range instead, from the first time the lanes show to the last.
    void setVisibleRange(qint64 startMs, qint64 endMs, TickStep ruler);
    void alignPlots(int left, int right);
    // The clock and the viewed time (nullopt: the present): the curves end there.
    void setTimes(qint64 nowMs, std::optional<qint64> viewedMs);

    QTabWidget *tabs() const { return m_tabs; }
    QChart *deletionsChart() const;
    QChart *lagChart() const;
    TimeSeriesChart *aggregatesChart() const { return m_aggregates; }
    TimeSeriesChart *capacityChart() const { return m_capacity; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QChartView *addChartView(const QString &objectName, QWidget *page);
    // About the width the bars of the deletion or the lag chart have, to space their names.
    qreal barsWidth() const;
    void styleCharts();
    // The curves and titles, again after the data or the time they end at changed.
    void showAggregates();
    void showCapacity();
    // The deletion bars: over the lanes' range once it is known, else the table's whole story.
    void showDeletions();

    QTabWidget *m_tabs = nullptr;
    QChartView *m_deletions = nullptr;
    QChartView *m_lag = nullptr;
    TimeSeriesChart *m_aggregates = nullptr;
    TimeSeriesChart *m_capacity = nullptr;
    QList<LifetimeInfo> m_lifetimes;
    std::optional<std::pair<qint64, qint64>> m_visible; // the lanes' range
    // The bars drawn (bucket length, first and last bucket's start): unchanged, not drawn again.
    std::optional<std::tuple<qint64, qint64, qint64>> m_deletionBars;
    AggregateCurves m_aggregateCurves;
    CapacityUse m_capacityUse;
};

} // namespace lw
