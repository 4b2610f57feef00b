#include "heat/heatmapview.h"

#include "timeline/timelinepainter.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr double kZoomStep = 1.25;
constexpr int kDragThreshold = 4; // px a press may move and still be a click
constexpr int kRightMargin = 8;

QString secondText(qint64 second)
{
    return QDateTime::fromSecsSinceEpoch(second, Qt::UTC).toString(u"HH:mm:ss"_s);
}

QRgb mix(QColor a, QColor b, double t)
{
    return qRgb(qRound(a.red() + (b.red() - a.red()) * t),
                qRound(a.green() + (b.green() - a.green()) * t),
                qRound(a.blue() + (b.blue() - a.blue()) * t));
}

} // namespace

HeatMapView::HeatMapView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"heatMapView"_s);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    rebuildCells();
}

QList<QRgb> HeatMapView::colorTable(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    // Cold to hot through pale yellow and orange to a deep burnt orange; a throttle is red, far
    // enough from the scale's end to tell apart on a washed-out projector.
    const QList<QColor> stops =
        dark ? QList<QColor>{QColor(0x3b, 0x4a, 0x5a), QColor(0xc9, 0xa2, 0x27),
                             QColor(0xf0, 0x8c, 0x00), QColor(0xff, 0xd0, 0x80)}
             : QList<QColor>{QColor(0xe3, 0xee, 0xf7), QColor(0xff, 0xd4, 0x3b),
                             QColor(0xf7, 0x67, 0x07), QColor(0x86, 0x3b, 0x00)};
    QList<QRgb> table(256, palette.color(QPalette::Base).rgb());
    for (int i = 1; i <= kHottest; ++i) {
        const double t = double(i - 1) / (kHottest - 1) * double(stops.size() - 1);
        const int at = std::min(int(t), int(stops.size()) - 2);
        table[i] = mix(stops[at], stops[at + 1], t - at);
    }
    table[kThrottled] = dark ? qRgb(0xff, 0x3b, 0x3b) : qRgb(0xd6, 0x00, 0x1c);
    return table;
}

int HeatMapView::colorIndex(const HeatPartition &partition, const HeatCell &cell, HeatAccess access)
{
    if (cell.throttledRequests.of(access) > 0)
        return kThrottled;
    const double fraction = heatFraction(partition, cell, access);
    if (cell.consumed.of(access) <= 0)
        return 0;
    // 1 for a trickle, kHottest at the limit and beyond: the scale's end means "at the limit".
    return 1 + int(std::lround(std::clamp(fraction, 0.0, 1.0) * (kHottest - 1)));
}

namespace {

// Whether two reads have the same rows, coloured by the same limits.
bool sameRows(const HeatData &a, const HeatData &b)
{
    return std::ranges::equal(
        a.partitions, b.partitions, [](const HeatPartition &x, const HeatPartition &y) {
            return x.id == y.id && x.share == y.share && x.maximum == y.maximum;
        });
}

} // namespace

void HeatMapView::setData(const HeatData &data, qint64 endSecond, std::optional<qint64> changedFrom)
{
    const bool shift =
        changedFrom && endSecond >= m_endSecond && !m_cells.isNull() && sameRows(m_data, data);
    const qint64 oldEnd = m_endSecond;
    m_data = data;
    const bool moved = endSecond != m_endSecond;
    m_endSecond = endSecond;
    if (m_selected && (m_selected->first >= m_data.partitions.size() ||
                       m_selected->second <= m_endSecond - kHourSeconds))
        m_selected.reset();
    if (shift)
        updateCells(oldEnd, *changedFrom);
    else
        rebuildCells();
    updateGeometry(); // the rows' room (minimumSizeHint) follows the partitions
    if (m_fitting)
        fitWindow();
    if (moved) // the window ends at the new second: the charts move with it
        announceWindow();
}

void HeatMapView::fitWindow()
{
    // From a little before the first second charged to the end, so the seconds with data fill
    // the map however few they are.
    const qint64 first = m_data.totals.isEmpty() ? m_endSecond : m_data.totals.first().second;
    const qint64 seconds = m_endSecond - first + 1;
    applyWindow(seconds + std::max<qint64>(2, seconds / 10), 0);
}

void HeatMapView::setWindow(qint64 span, qint64 back)
{
    m_fitting = false;
    applyWindow(span, back);
}

void HeatMapView::setAccess(HeatAccess access)
{
    if (access == m_access)
        return;
    m_access = access;
    rebuildCells();
}

void HeatMapView::setPastView(bool past)
{
    m_past = past;
    update();
}

void HeatMapView::applyWindow(qint64 span, qint64 back)
{
    span = std::clamp(span, kMinSpanSeconds, kHourSeconds);
    back = std::clamp(back, qint64(0), kHourSeconds - span);
    if (span == m_span && back == m_back)
        return;
    m_span = span;
    m_back = back;
    update();
    announceWindow();
}

void HeatMapView::rebuildCells()
{
    ++m_version;
    const int rows = int(m_data.partitions.size());
    m_cells = QImage(int(kHourSeconds), std::max(rows, 1), QImage::Format_Indexed8);
    m_cells.fill(0);
    m_throttledSeconds.fill(false, kHourSeconds);
    const qint64 from = m_endSecond - kHourSeconds + 1;
    for (int row = 0; row < rows; ++row) {
        const HeatPartition &partition = m_data.partitions[row];
        const auto found = m_data.cells.constFind(partition.id);
        if (found == m_data.cells.constEnd())
            continue;
        uchar *line = m_cells.scanLine(row);
        for (const HeatCell &cell : *found) {
            const qint64 column = cell.second - from;
            if (column < 0 || column >= kHourSeconds)
                continue;
            const int index = colorIndex(partition, cell, m_access);
            line[column] = uchar(index);
            if (index == kThrottled)
                m_throttledSeconds[column] = true;
        }
    }
    m_cells.setColorTable(colorTable(palette()));
    m_shownKey.reset();
    update();
}

void HeatMapView::updateCells(qint64 oldEnd, qint64 changedFrom)
{
    const qint64 shift = m_endSecond - oldEnd;
    if (shift >= kHourSeconds)
        return rebuildCells();
    ++m_version;
    const qint64 from = m_endSecond - kHourSeconds + 1;
    const int redo = int(std::clamp<qint64>(changedFrom - from, 0, kHourSeconds));
    const int rows = int(m_data.partitions.size());
    for (int row = 0; row < rows; ++row) {
        uchar *line = m_cells.scanLine(row);
        std::memmove(line, line + shift, size_t(kHourSeconds - shift));
        std::memset(line + redo, 0, size_t(kHourSeconds - redo));
    }
    m_throttledSeconds.remove(0, shift);
    m_throttledSeconds.resize(kHourSeconds);
    std::fill(m_throttledSeconds.begin() + redo, m_throttledSeconds.end(), false);
    // Each partition's cells are oldest first: only their tail can fall in the redrawn seconds.
    for (int row = 0; row < rows; ++row) {
        const HeatPartition &partition = m_data.partitions[row];
        const auto found = m_data.cells.constFind(partition.id);
        if (found == m_data.cells.constEnd())
            continue;
        uchar *line = m_cells.scanLine(row);
        for (auto cell = found->crbegin(); cell != found->crend(); ++cell) {
            const qint64 column = cell->second - from;
            if (column < redo)
                break;
            if (column >= kHourSeconds)
                continue;
            const int index = colorIndex(partition, *cell, m_access);
            line[column] = uchar(index);
            if (index == kThrottled)
                m_throttledSeconds[column] = true;
        }
    }
    m_shownKey.reset();
    update();
}

const QImage &HeatMapView::shownImage()
{
    const QRect map = mapRect();
    const int rows = int(m_data.partitions.size());
    const ShownKey key{firstVisibleSecond(), m_span, map.size(), m_version};
    if (m_shownKey == key)
        return m_shown;
    m_shownKey = key;
    const int outW = int(std::clamp<qint64>(m_span, 1, std::max(1, map.width())));
    const int outH = std::clamp(rows, 1, std::max(1, map.height()));
    m_shown = QImage(outW, outH, QImage::Format_RGB32);
    const QList<QRgb> colors = colorTable(palette());
    const int c0 = int(firstVisibleSecond() - (m_endSecond - kHourSeconds + 1));
    const int span = int(m_span);
    // Each shown pixel keeps its block's highest index: the hottest cell, or a throttle. The rows
    // of a block are folded first, column by column over contiguous bytes (which the compiler
    // vectorises), then the columns of each pixel.
    std::vector<int> columnStart(outW + 1);
    for (int j = 0; j <= outW; ++j)
        columnStart[j] = int(qint64(j) * span / outW);
    std::vector<uchar> folded(span);
    for (int i = 0; i < outH; ++i) {
        std::fill(folded.begin(), folded.end(), uchar(0));
        const int rowEnd = rows == 0 ? 0 : std::max((i + 1) * rows / outH, i * rows / outH + 1);
        for (int r = i * rows / outH; r < rowEnd; ++r) {
            const uchar *line = m_cells.constScanLine(r) + c0;
            uchar *into = folded.data();
            for (int c = 0; c < span; ++c)
                into[c] = std::max(into[c], line[c]);
        }
        auto *out = reinterpret_cast<QRgb *>(m_shown.scanLine(i));
        for (int j = 0; j < outW; ++j) {
            const int end = std::max(columnStart[j + 1], columnStart[j] + 1);
            uchar best = 0;
            for (int c = columnStart[j]; c < end; ++c)
                best = std::max(best, folded[c]);
            out[j] = colors[best];
        }
    }
    return m_shown;
}

int HeatMapView::gutterWidth() const
{
    return fontMetrics().horizontalAdvance(u"P0000"_s) + 16;
}

int HeatMapView::rulerHeight() const
{
    return fontMetrics().height() + 10;
}

int HeatMapView::stripHeight() const
{
    return std::max(8, fontMetrics().height() / 2);
}

QRect HeatMapView::mapRect() const
{
    const int top = rulerHeight() + stripHeight() + 3;
    return QRect(QPoint(gutterWidth(), top),
                 QPoint(std::max(gutterWidth() + 1, width() - kRightMargin - 1),
                        std::max(top + 1, height() - 3)));
}

double HeatMapView::columnWidth() const
{
    return double(mapRect().width()) / double(m_span);
}

TimeAxis HeatMapView::axis() const
{
    return TimeAxis(firstVisibleSecond() * 1000, (lastVisibleSecond() + 1) * 1000,
                    mapRect().width());
}

std::optional<std::pair<int, qint64>> HeatMapView::cellAt(const QPoint &point) const
{
    const QRect map = mapRect();
    const int rows = int(m_data.partitions.size());
    if (!map.contains(point) || rows == 0)
        return std::nullopt;
    const qint64 column = qint64((point.x() - map.left()) / columnWidth());
    const int row = int(double(point.y() - map.top()) * rows / map.height());
    return std::pair(std::min(row, rows - 1), firstVisibleSecond() + std::min(column, m_span - 1));
}

void HeatMapView::selectCell(int row, qint64 second)
{
    m_selected = std::pair(row, second);
    update();
}

QString HeatMapView::cellText(int row, qint64 second) const
{
    if (row < 0 || row >= m_data.partitions.size())
        return {};
    const HeatPartition &partition = m_data.partitions[row];
    const QLocale locale;
    QString text = tr("Partition %1: hashes %2 to %3")
                       .arg(partition.id)
                       .arg(hashText(partition.firstHash), hashText(partition.lastHash));
    text += u'\n' + secondText(second) + u" UTC"_s;
    const HeatCell *cell = m_data.cellAt(row, second);
    if (!cell)
        return text + u'\n' + tr("Nothing served or refused");
    const bool reads = m_access == HeatAccess::Read;
    const double limit = heatLimit(partition, *cell, m_access);
    text +=
        u'\n' + (reads ? tr("Read units: %1 of %2 (%3 %)") : tr("Write units: %1 of %2 (%3 %)"))
                    .arg(locale.toString(cell->consumed.of(m_access), 'f', 1),
                         locale.toString(limit, 'f', 1),
                         locale.toString(100 * heatFraction(partition, *cell, m_access), 'f', 0));
    if (cell->fromBurst.of(m_access) > 0 || cell->borrowed.of(m_access) > 0)
        text += u'\n' + tr("Burst paid %1, borrowed from the table %2")
                            .arg(locale.toString(cell->fromBurst.of(m_access), 'f', 1),
                                 locale.toString(cell->borrowed.of(m_access), 'f', 1));
    const int throttled = int(cell->throttledRequests.of(m_access));
    if (throttled > 0)
        text += u'\n' + tr("Throttled: %n request(s)", nullptr, throttled);
    return text;
}

QSize HeatMapView::sizeHint() const
{
    return QSize(900, 260);
}

QSize HeatMapView::minimumSizeHint() const
{
    // Room for every row's label up to eight rows: on a projector the partitions are the point,
    // and the charts beneath give way first.
    const int rows = std::clamp(int(m_data.partitions.size()), 2, 8);
    return QSize(gutterWidth() + 120,
                 rulerHeight() + stripHeight() + rows * fontMetrics().height() * 6 / 5);
}

void HeatMapView::announceWindow()
{
    const QRect map = mapRect();
    emit windowChanged(firstVisibleSecond() * 1000, (lastVisibleSecond() + 1) * 1000,
                       axis().tickStep(fontMetrics().horizontalAdvance(u"00:00:00"_s) + 24),
                       map.left(), map.right() + 1);
}

void HeatMapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const TimelineColors colors = TimelineColors::forPalette(palette());
    const QRect map = mapRect();
    painter.fillRect(rect(), colors.chrome);
    painter.fillRect(map, colors.base);
    const int rows = int(m_data.partitions.size());
    if (rows > 0)
        painter.drawImage(QRectF(map), shownImage());

    // The ruler: the times of the visible window.
    const TimeAxis timeAxis = axis();
    const int rulerBottom = rulerHeight();
    painter.setPen(colors.text);
    for (const TimeTick &tick :
         timeAxis.ticks(fontMetrics().horizontalAdvance(u"00:00:00"_s) + 24)) {
        const int x = map.left() + int(timeAxis.xOf(tick.ms));
        painter.drawLine(x, rulerBottom - (tick.major ? 8 : 5), x, rulerBottom);
        // A label is centred on its tick, kept inside the widget.
        const int half = fontMetrics().horizontalAdvance(tick.label) / 2 + 2;
        const int centre = std::clamp(x, half, width() - half);
        painter.drawText(QRect(centre - half, 2, 2 * half, rulerBottom - 8), Qt::AlignCenter,
                         tick.label);
    }

    // The throttle strip: red over every second in which any partition throttled.
    const QRect strip(map.left(), rulerBottom + 1, map.width(), stripHeight());
    painter.fillRect(strip, colors.base);
    const QRgb red = colorTable(palette())[kThrottled];
    const qint64 c0 = firstVisibleSecond() - (m_endSecond - kHourSeconds + 1);
    const double cellWidth = columnWidth();
    // One rectangle per run of throttled seconds, merged where they meet on screen.
    int runStart = -1, runEnd = -1;
    const auto flush = [&] {
        if (runStart >= 0)
            painter.fillRect(
                QRect(runStart, strip.top(), std::max(1, runEnd - runStart), strip.height()),
                QColor(red));
    };
    for (qint64 c = 0; c < m_span; ++c) {
        if (!m_throttledSeconds[c0 + c])
            continue;
        const int x0 = map.left() + int(c * cellWidth);
        const int x1 = std::max(x0 + 1, map.left() + int((c + 1) * cellWidth));
        if (x0 > runEnd) {
            flush();
            runStart = x0;
        }
        runEnd = x1;
    }
    flush();

    // Rows: a line between partitions while they are tall enough, and their ids in the gutter.
    const double rowHeight = rows > 0 ? double(map.height()) / rows : 0;
    const int lineHeight = fontMetrics().height();
    const int labelEvery = rowHeight > 0 ? std::max(1, int(std::ceil(lineHeight / rowHeight))) : 1;
    for (int row = 0; row < rows; ++row) {
        const int y = map.top() + int(row * rowHeight);
        if (row > 0 && rowHeight >= 4) {
            painter.setPen(colors.base);
            painter.drawLine(map.left(), y, map.right(), y);
        }
        if (row % labelEvery == 0) {
            painter.setPen(colors.text);
            painter.drawText(
                QRect(4, y, gutterWidth() - 10, int(std::max(rowHeight, 1.0) * labelEvery)),
                Qt::AlignRight | Qt::AlignVCenter, u"P%1"_s.arg(m_data.partitions[row].id));
        }
    }
    if (rows == 0) {
        painter.setPen(colors.dimText);
        painter.drawText(map, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No partitions: the capacity model has not seen this table yet."));
    }

    // The end second: the clock's, or in the past view the viewed one.
    if (m_back == 0) {
        const int x = map.left() + int((m_span - 0.5) * columnWidth());
        painter.setPen(QPen(m_past ? colors.past : colors.text, 2));
        painter.drawLine(x, rulerBottom, x, map.bottom());
    }
    if (m_selected && rows > 0 && m_selected->second >= firstVisibleSecond() &&
        m_selected->second <= lastVisibleSecond()) {
        const double x = map.left() + (m_selected->second - firstVisibleSecond()) * columnWidth();
        const double y = map.top() + m_selected->first * rowHeight;
        QRectF cell(x, y, std::max(columnWidth(), 4.0), std::max(rowHeight, 4.0));
        painter.setPen(QPen(colors.accent, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell.adjusted(-1.5, -1.5, 1.5, 1.5));
    }
}

bool HeatMapView::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    const QRect map = mapRect();
    QString text;
    if (const auto cell = cellAt(help->pos())) {
        text = cellText(cell->first, cell->second);
    } else if (help->pos().x() < map.left() && help->pos().y() >= map.top() &&
               !m_data.partitions.isEmpty()) {
        const int row = std::min(
            int(double(help->pos().y() - map.top()) * m_data.partitions.size() / map.height()),
            int(m_data.partitions.size()) - 1);
        const HeatPartition &p = m_data.partitions[row];
        text = tr("Partition %1: hashes %2 to %3")
                   .arg(p.id)
                   .arg(hashText(p.firstHash), hashText(p.lastHash));
    } else if (help->pos().y() > rulerHeight() && help->pos().y() < map.top() &&
               help->pos().x() >= map.left()) {
        text = tr("Red: seconds in which a partition throttled requests");
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), text, this);
    return true;
}

void HeatMapView::wheelEvent(QWheelEvent *event)
{
    const QRect map = mapRect();
    const int steps = event->angleDelta().y() / 120;
    if (steps == 0 || (event->modifiers() & Qt::ShiftModifier)) {
        const int pan = (event->angleDelta().x() + event->angleDelta().y()) / 120;
        setWindow(m_span, m_back + pan * std::max<qint64>(1, m_span / 10));
        return;
    }
    // Zoom about the second under the pointer.
    const double at =
        std::clamp(double(event->position().x() - map.left()) / map.width(), 0.0, 1.0);
    const double anchor = firstVisibleSecond() + at * m_span;
    const qint64 span = std::clamp(qint64(std::llround(m_span / std::pow(kZoomStep, steps))),
                                   kMinSpanSeconds, kHourSeconds);
    const qint64 last = qint64(std::llround(anchor - at * span)) + span - 1;
    setWindow(span, m_endSecond - last);
    event->accept();
}

void HeatMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressAt = event->position().toPoint();
    m_pressBack = m_back;
    m_dragged = false;
}

void HeatMapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressAt)
        return;
    const int dx = event->position().toPoint().x() - m_pressAt->x();
    if (!m_dragged && std::abs(dx) < kDragThreshold)
        return;
    m_dragged = true;
    setCursor(Qt::ClosedHandCursor);
    setWindow(m_span, m_pressBack + qint64(std::llround(dx / columnWidth())));
}

void HeatMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_pressAt || event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    m_pressAt.reset();
    unsetCursor();
    if (m_dragged)
        return;
    if (const auto cell = cellAt(event->position().toPoint())) {
        selectCell(cell->first, cell->second);
        emit cellClicked(cell->first, cell->second);
    }
}

void HeatMapView::keyPressEvent(QKeyEvent *event)
{
    const qint64 step = std::max<qint64>(1, m_span / 10);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setWindow(qint64(std::llround(m_span / kZoomStep)), m_back);
        return;
    case Qt::Key_Minus:
        setWindow(qint64(std::llround(m_span * kZoomStep)), m_back);
        return;
    case Qt::Key_Left:
        setWindow(m_span, m_back + step);
        return;
    case Qt::Key_Right:
        setWindow(m_span, m_back - step);
        return;
    case Qt::Key_End:
        setWindow(m_span, 0);
        return;
    case Qt::Key_0: // fit the seconds with data again, and follow them
        m_fitting = true;
        fitWindow();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void HeatMapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    announceWindow();
}

void HeatMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_cells.setColorTable(colorTable(palette()));
        m_shownKey.reset();
    }
    if (event->type() == QEvent::FontChange)
        announceWindow();
    QWidget::changeEvent(event);
}

} // namespace lw
