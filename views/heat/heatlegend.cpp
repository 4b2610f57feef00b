#include "heat/heatlegend.h"

#include "heat/heatmapview.h"

#include <QPainter>

using namespace Qt::StringLiterals;

namespace lw {

HeatLegend::HeatLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"heatLegend"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void HeatLegend::setMeaning(const QString &meaning)
{
    m_meaning = meaning;
    setToolTip(meaning);
    updateGeometry();
    update();
}

int HeatLegend::scaleWidth() const
{
    return fontMetrics().horizontalAdvance(u"0000000000000"_s);
}

QSize HeatLegend::sizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    return QSize(scaleWidth() * 2 + metrics.horizontalAdvance(m_meaning) + 120,
                 metrics.height() + 8);
}

QSize HeatLegend::minimumSizeHint() const
{
    return QSize(scaleWidth() * 2, fontMetrics().height() + 8);
}

void HeatLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics metrics = fontMetrics();
    const QList<QRgb> colors = HeatMapView::colorTable(palette());
    const int h = metrics.height();
    const int barHeight = h - 2;
    const int top = (height() - barHeight) / 2;
    // What the colours measure, then "0 %" [scale] "100 %", the red swatch and "throttled".
    const QString low = tr("0 %"), high = tr("100 %"), throttled = tr("throttled");
    const int scaleRest = metrics.horizontalAdvance(low) + metrics.horizontalAdvance(high) +
                          metrics.horizontalAdvance(throttled) + scaleWidth() + barHeight * 2 + 60;
    painter.setPen(palette().color(QPalette::WindowText));
    const QString meaning =
        metrics.elidedText(m_meaning, Qt::ElideRight, std::max(0, this->width() - scaleRest));
    painter.drawText(QRect(2, 0, this->width(), height()), Qt::AlignVCenter, meaning);
    int x = 2 + metrics.horizontalAdvance(meaning) + (meaning.isEmpty() ? 0 : 10);
    painter.drawText(QRect(x, 0, metrics.horizontalAdvance(low) + 2, height()), Qt::AlignVCenter,
                     low);
    x += metrics.horizontalAdvance(low) + 6;
    const int width = scaleWidth();
    for (int i = 0; i < width; ++i)
        painter.fillRect(QRect(x + i, top, 1, barHeight),
                         QColor(colors[1 + i * (HeatMapView::kHottest - 1) / (width - 1)]));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRect(x, top, width, barHeight).adjusted(0, 0, -1, -1));
    x += width + 6;
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(x, 0, metrics.horizontalAdvance(high) + 2, height()), Qt::AlignVCenter,
                     high);
    x += metrics.horizontalAdvance(high) + 16;
    painter.fillRect(QRect(x, top, barHeight * 2, barHeight),
                     QColor(colors[HeatMapView::kThrottled]));
    x += barHeight * 2 + 6;
    painter.drawText(QRect(x, 0, metrics.horizontalAdvance(throttled) + 2, height()),
                     Qt::AlignVCenter, throttled);
}

} // namespace lw
