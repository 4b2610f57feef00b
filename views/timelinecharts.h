// The charts under the timeline (QtCharts): deletions over time, TTL against user; how long the
// sweeper lagged behind expiry (DynamoDB's "within 48 hours"); and curves the window feeds in
// (aggregate values, capacity used). The figures come from pure functions of the lifetimes,
// tested on their own; the widget only draws them.
#pragma once

#include "lifetimesmodel.h"

#include <QHash>
#include <QPointF>
#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;

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

class TimelineCharts : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineCharts(QWidget *parent = nullptr);

    // Recomputes the deletion and lag charts (and again on a palette change, for their colours).
    void setLifetimes(const QList<LifetimeInfo> &lifetimes);
    // Replaces the curve called `name` in the values chart (x: epoch ms, shown in UTC; y: the
    // value); an empty list removes it. The chart shows only while it has a curve.
    void setSeries(const QString &name, const QList<QPointF> &points);

    QChart *deletionsChart() const;
    QChart *lagChart() const;
    QChart *valuesChart() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *addChartView(const QString &objectName);
    void styleCharts();
    void fitValuesAxes();

    QChartView *m_deletions = nullptr;
    QChartView *m_lag = nullptr;
    QChartView *m_values = nullptr;
    QHash<QString, QLineSeries *> m_series;
    QList<LifetimeInfo> m_lifetimes;
};

} // namespace lw
