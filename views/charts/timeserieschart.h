// A chart of step lines over the timeline's visible time range (QtCharts): the aggregates and the
// capacity charts under the lanes. It shows exactly the lanes' range and follows their zoom and
// pan, and alignPlot() lays the plot right under the lanes' time area, so that a time stands
// under the same time of the lanes: the chart needs no time labels of its own, the lanes' ruler
// names them, and its vertical grid falls on the ruler's ticks. The curves end at now, or in the
// past view at the viewed time; both are marked as the lanes mark them.
//
// Curves go on the first value axis or on a second one beside it (totals of another scale, such
// as a revenue beside a count), both left of the plot, where the lanes' gutter leaves room; an
// axis with one curve takes its colour. Each axis starts at 0 unless a value lies below it and
// fits every value of its curves with a step to spare, so panning never rescales it, in as many
// ticks as the height holds. Colours, fonts and the background follow the widget's.
#pragma once

#include "charts/stepseries.h"
#include "timeline/timeaxis.h"

#include <QChartView>

#include <optional>

class QValueAxis;

namespace lw {

// The widget's palette and font on a chart, square and edge to edge: QtCharts keeps its own
// look, so every chart under the timeline takes it from here and reads like the rest of the
// window, at the window's (projector) size and in a dark palette.
void styleChart(QChart *chart, const QPalette &palette, const QFont &font);
// Fits a value axis to the values of `points`: from 0 (or a step below the lowest value, when
// that is below 0) to a step above the highest, at most `ticks` ticks at multiples of a round
// step; whole steps when every value is whole.
void fitValueAxis(QValueAxis *axis, const QList<QPointF> &points, int ticks);
// `text` in `color`, as rich text for a chart's title: a title that names its curves in their
// colours needs no legend beside a plot that has little height to spare.
QString inColor(const QString &text, const QColor &color);
// As many ticks as value labels in `metrics`' font fit above one another in a chart `height`
// high, below its title's line: 3 to 6.
int valueTicks(int height, const QFontMetrics &metrics);

class TimeSeriesChart : public QChartView
{
    Q_OBJECT
public:
    struct Curve
    {
        QString name;
        QList<TimeStep> steps;
        QColor color;
        bool secondAxis = false;
    };

    explicit TimeSeriesChart(QWidget *parent = nullptr);

    void setCurves(const QList<Curve> &curves);
    // Shows [startMs, endMs] (epoch ms), the lanes' range, with grid lines where their ruler
    // has ticks (`ruler`).
    void setVisibleRange(qint64 startMs, qint64 endMs, TickStep ruler);
    std::pair<qint64, qint64> visibleRange() const { return {m_startMs, m_endMs}; }
    // Lays the plot over x from `left` to `right` of this view, as far as the value axes leave
    // room (the chart's margins make up the rest; QtCharts lays out the axes itself).
    void alignPlot(int left, int right);
    // The clock, and the viewed time in the past view (nullopt: the present).
    void setTimes(qint64 nowMs, std::optional<qint64> viewedMs);
    // Where the curves end: the viewed time in the past view, else now.
    qint64 untilMs() const { return m_viewedMs.value_or(m_nowMs); }

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildSeries();
    void fitMargins();
    void style();
    // The plot in view coordinates, and the x of a time in it.
    QRectF plotRect() const;
    qreal xOf(qint64 ms, const QRectF &plot) const;

    QValueAxis *m_time;
    QValueAxis *m_first;
    QValueAxis *m_second;
    QList<Curve> m_curves;
    qint64 m_startMs = 0;
    qint64 m_endMs = 3'600'000;
    TickStep m_ruler;
    std::optional<std::pair<int, int>> m_plotColumns; // alignPlot()'s
    qint64 m_nowMs = 0;
    std::optional<qint64> m_viewedMs;
};

} // namespace lw
