#include "charts/timeserieschart.h"

#include "timeline/timelinepainter.h"

#include <QEvent>
#include <QGraphicsLayout>
#include <QLineSeries>
#include <QResizeEvent>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qreal kCurveWidth = 3;    // reads from the back of a room
constexpr int kMostGridLines = 500; // a ruler step far finer than the range draws no grid

// 1, 2 or 5 times a power of ten, at least `rough` (> 0).
double roundStep(double rough)
{
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double multiple : {1.0, 2.0, 5.0}) {
        if (multiple * power >= rough)
            return multiple * power;
    }
    return 10 * power;
}

} // namespace

void fitValueAxis(QValueAxis *axis, const QList<QPointF> &points, int ticks)
{
    double low = 0, high = 0;
    bool whole = true;
    for (const QPointF &point : points) {
        low = std::min(low, point.y());
        high = std::max(high, point.y());
        whole = whole && point.y() == std::floor(point.y());
    }
    double step = roundStep(std::max(high - low, 1e-9) / std::max(1, ticks - 2));
    if (whole)
        step = std::max(step, 1.0);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setRange(std::floor(low / step) * step, (std::floor(high / step) + 1) * step);
    axis->setLabelFormat(step == std::floor(step) ? u"%d"_s : u"%g"_s);
}

QString inColor(const QString &text, const QColor &color)
{
    return u"<span style=\"color:%1\">%2</span>"_s.arg(color.name(), text.toHtmlEscaped());
}

int valueTicks(int height, const QFontMetrics &metrics)
{
    const int lineHeight = metrics.height();
    return std::clamp(int((height - 2 * lineHeight) / (1.5 * lineHeight)) + 1, 3, 6);
}

void styleChart(QChart *chart, const QPalette &palette, const QFont &font)
{
    QFont title = font;
    title.setBold(true);
    const QColor text = palette.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    // Square and edge to edge: every pixel of the little height under the lanes is the chart's.
    chart->setBackgroundRoundness(0);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setTitleBrush(text);
    chart->setTitleFont(title);
    chart->legend()->setFont(font);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(font);
        // QtCharts would elide a label it finds tight ("…" for 1000): a number must read whole.
        axis->setTruncateLabels(false);
        axis->setLabelsColor(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
}

TimeSeriesChart::TimeSeriesChart(QWidget *parent)
    : QChartView(new QChart, parent), m_time(new QValueAxis), m_first(new QValueAxis),
      m_second(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame); // the view's x is the viewport's, for alignPlot()
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    m_time->setLabelsVisible(false);   // the lanes' ruler above names the times
    m_time->setGridLineVisible(false); // drawn at the ruler's ticks instead (drawBackground)
    chart()->addAxis(m_time, Qt::AlignBottom);
    chart()->addAxis(m_first, Qt::AlignLeft);
    chart()->addAxis(m_second, Qt::AlignLeft); // the right edge is the lanes': no room there
    m_second->hide();
    connect(chart(), &QChart::plotAreaChanged, this, &TimeSeriesChart::fitMargins);
    setVisibleRange(m_startMs, m_endMs, m_ruler);
    style();
}

void TimeSeriesChart::setCurves(const QList<Curve> &curves)
{
    m_curves = curves;
    rebuildSeries();
}

void TimeSeriesChart::setVisibleRange(qint64 startMs, qint64 endMs, TickStep ruler)
{
    m_startMs = startMs;
    m_endMs = endMs;
    m_ruler = ruler;
    m_time->setRange(double(startMs), double(endMs));
    viewport()->update(); // the grid and the lines of now and the viewed time move
}

void TimeSeriesChart::alignPlot(int left, int right)
{
    if (m_plotColumns == std::pair(left, right))
        return;
    m_plotColumns = std::pair(left, right);
    fitMargins();
}

void TimeSeriesChart::fitMargins()
{
    const QRectF plot = plotRect();
    if (!m_plotColumns || plot.width() <= 0) // not laid out yet
        return;
    // The plot lies between the margins and the axes QtCharts lays out, so moving a margin by
    // the plot's distance from where it belongs puts it there at the next layout.
    QMargins margins = chart()->margins();
    margins.setLeft(std::max(0, margins.left() + qRound(m_plotColumns->first - plot.left())));
    margins.setRight(std::max(0, margins.right() + qRound(plot.right() - m_plotColumns->second)));
    if (margins != chart()->margins())
        chart()->setMargins(margins);
}

void TimeSeriesChart::setTimes(qint64 nowMs, std::optional<qint64> viewedMs)
{
    if (viewedMs && *viewedMs >= nowMs)
        viewedMs.reset();
    if (nowMs == m_nowMs && viewedMs == m_viewedMs)
        return;
    m_nowMs = nowMs;
    m_viewedMs = viewedMs;
    rebuildSeries();
}

void TimeSeriesChart::rebuildSeries()
{
    chart()->removeAllSeries();
    QList<QPointF> first, second;
    for (const Curve &curve : std::as_const(m_curves)) {
        const QList<QPointF> points = stepPoints(curve.steps, untilMs());
        if (points.isEmpty())
            continue;
        auto *series = new QLineSeries;
        series->setName(curve.name);
        QPen pen(curve.color, kCurveWidth);
        pen.setCapStyle(Qt::FlatCap);
        series->setPen(pen);
        series->replace(points);
        chart()->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(curve.secondAxis ? m_second : m_first);
        (curve.secondAxis ? second : first) << points;
    }
    const int ticks = valueTicks(height(), fontMetrics());
    fitValueAxis(m_first, first, ticks);
    fitValueAxis(m_second, second, ticks);
    m_second->setVisible(!second.isEmpty());
    style();
}

void TimeSeriesChart::style()
{
    styleChart(chart(), palette(), font());
    // The view paints the background, so that the grid can lie under the curves.
    chart()->setBackgroundVisible(false);
    setBackgroundBrush(palette().color(QPalette::Base));
    for (QValueAxis *axis : {m_first, m_second}) {
        QList<QColor> colors;
        for (QAbstractSeries *series : chart()->series())
            if (series->attachedAxes().contains(axis))
                colors << static_cast<QLineSeries *>(series)->color();
        if (colors.size() == 1)
            axis->setLabelsColor(colors.first());
    }
}

QRectF TimeSeriesChart::plotRect() const
{
    return mapFromScene(chart()->mapToScene(chart()->plotArea())).boundingRect();
}

qreal TimeSeriesChart::xOf(qint64 ms, const QRectF &plot) const
{
    return plot.left() + double(ms - m_startMs) / double(m_endMs - m_startMs) * plot.width();
}

void TimeSeriesChart::drawBackground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawBackground(painter, rect);
    const QRectF plot = mapToScene(plotRect().toRect()).boundingRect();
    const qint64 tickMs = m_ruler.approximateMs();
    if (plot.isEmpty() || m_endMs <= m_startMs || (m_endMs - m_startMs) / tickMs > kMostGridLines)
        return;
    const TimelineColors colors = TimelineColors::forPalette(palette());
    painter->save();
    painter->setClipRect(plot);
    for (qint64 tick = m_ruler.floor(m_startMs); tick <= m_endMs; tick = m_ruler.advance(tick, 1)) {
        painter->setPen(m_ruler.isMajor(tick) ? colors.majorGrid : colors.grid);
        const qreal x = xOf(tick, plot);
        painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    painter->restore();
}

void TimeSeriesChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    const QRectF plot = mapToScene(plotRect().toRect()).boundingRect();
    if (plot.isEmpty() || m_endMs <= m_startMs)
        return;
    // As the lanes mark them (timelineview.cpp): what lies after now washed out, the stretch
    // from the viewed time to now tinted amber, the viewed time in amber, now in the text colour.
    const TimelineColors colors = TimelineColors::forPalette(palette());
    const qreal nowX = xOf(m_nowMs, plot);
    painter->save();
    painter->setClipRect(plot);
    painter->fillRect(QRectF(QPointF(nowX, plot.top()), plot.bottomRight()), colors.futureWash);
    if (m_viewedMs) {
        const qreal viewedX = xOf(*m_viewedMs, plot);
        painter->fillRect(QRectF(QPointF(viewedX, plot.top()), QPointF(nowX, plot.bottom())),
                          colors.pastTint);
        painter->setPen(QPen(colors.past, 3));
        painter->drawLine(QPointF(viewedX, plot.top()), QPointF(viewedX, plot.bottom()));
    }
    painter->setPen(QPen(colors.text, 2));
    painter->drawLine(QPointF(nowX, plot.top()), QPointF(nowX, plot.bottom()));
    painter->restore();
}

void TimeSeriesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        style();
    QChartView::changeEvent(event);
}

void TimeSeriesChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    rebuildSeries(); // as many value ticks as the new height holds
}

} // namespace lw
