#include "timeline/timelineview.h"

#include "common/clocktext.h"
#include "timeline/lifetimesmodel.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr double kZoomStep = 1.5;
constexpr double kFitMargin = 0.05;    // of the fitted span, either side
constexpr qint64 kLeastFitMs = 10'000; // a lesson of seconds still fills the lanes
constexpr int kHandleReach = 6;        // px either side of the handle that grab it
constexpr int kLargeStepTicks = 5;     // Shift+arrow: a ruler five times coarser
constexpr double kFollowAt = 0.85;     // where now lands when the view follows the clock
constexpr double kWheelPanShare = 0.1; // one wheel notch pans a tenth of the width
constexpr int kLeastGutter = 160;
constexpr double kLegendIndent = 10; // px before the legend's first entry of a row
constexpr double kLegendGap = 18;    // px between its entries

} // namespace

TimelineView::TimelineView(LifetimesModel *model, QWidget *parent)
    : QAbstractScrollArea(parent), m_model(model)
{
    setObjectName(u"timelineView"_s);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    m_colors = TimelineColors::forPalette(palette());
    updateMetrics();
    connect(model, &QAbstractItemModel::modelReset, this, &TimelineView::modelReset);
    connect(model, &QAbstractItemModel::dataChanged, viewport(), qOverload<>(&QWidget::update));
    modelReset();
}

qint64 TimelineView::handleMs() const
{
    return m_dragMs.value_or(m_viewed.value_or(m_now));
}

void TimelineView::setClock(qint64 nowMs)
{
    const bool nowWasInView = m_axis.startMs() <= m_now && m_now <= m_axis.endMs();
    const bool first = !m_hasClock;
    m_hasClock = true;
    m_now = nowMs;
    if (m_viewed && *m_viewed >= m_now)
        m_viewed.reset();
    // Following, a clock that stays in view keeps the range until the lanes are read again
    // (modelReset): live mode's ticks must not redraw the charts five times a second.
    const qint64 followEnd = m_axis.endMs() - qint64(double(m_axis.spanMs()) * kFitMargin);
    if (first || (m_follows && (m_now < m_axis.startMs() || m_now > followEnd)))
        fitLanes();
    else if (nowWasInView && m_now > m_axis.endMs())
        m_axis.pan(m_axis.width() * kFollowAt - m_axis.xOf(m_now));
    m_model->setViewedTime(handleMs());
    viewport()->update();
}

void TimelineView::setViewedTime(std::optional<qint64> asOfMs)
{
    // Before the first setClock (a pane not shown yet) the time is kept: setClock checks it.
    m_viewed = asOfMs && (!m_hasClock || *asOfMs < m_now) ? asOfMs : std::nullopt;
    m_model->setViewedTime(handleMs());
    viewport()->update();
}

void TimelineView::setVisibleRange(qint64 firstMs, qint64 lastMs)
{
    m_follows = false;
    m_axis.fit(firstMs, lastMs);
    viewport()->update();
}

void TimelineView::zoomToFit()
{
    m_follows = true;
    fitLanes();
}

void TimelineView::fitLanes()
{
    std::optional<std::pair<qint64, qint64>> range = m_model->eventRange();
    if (m_hasClock) {
        const qint64 first = range ? std::min(range->first, m_now) : m_now;
        const qint64 last = range ? std::clamp(range->second, m_now, m_now + kFitAheadMs) : m_now;
        range = std::pair(first, last);
    }
    if (range)
        fitWithMargin(range->first, range->second);
}

void TimelineView::fitLane(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const auto [first, last] = lifeSpan(m_model->lifetimes().at(row), m_now);
    fitWithMargin(first, last);
    m_follows = false;
}

void TimelineView::fitWithMargin(qint64 firstMs, qint64 lastMs)
{
    const qint64 margin = std::max(qint64(double(lastMs - firstMs) * kFitMargin), kLeastFitMs / 2);
    // Twice the margin on the right: room for the ∞ ends and the "Now" label.
    m_axis.fit(firstMs - margin, lastMs + 2 * margin);
    viewport()->update();
}

void TimelineView::holdRange()
{
    m_follows = false;
}

QRect TimelineView::timeArea() const
{
    return QRect(m_gutterWidth, m_rulerHeight, viewport()->width() - m_gutterWidth,
                 viewport()->height() - m_rulerHeight - m_legendHeight);
}

double TimelineView::xOf(qint64 ms) const
{
    return m_gutterWidth + m_axis.xOf(ms);
}

qint64 TimelineView::msAt(double x) const
{
    return m_axis.msAt(x - m_gutterWidth);
}

int TimelineView::laneAt(int y) const
{
    const QRect area = timeArea();
    if (y < area.top() || y > area.bottom())
        return -1;
    const int row = (y - area.top() + verticalScrollBar()->value()) / m_laneHeight;
    return row < m_model->rowCount() ? row : -1;
}

void TimelineView::setClientWrites(QList<ClientWrite> writes)
{
    if (writes == m_clientWrites)
        return;
    m_clientWrites = std::move(writes);
    viewport()->update();
}

QList<std::pair<QRectF, const ClientWrite *>> TimelineView::clientChips(int row) const
{
    QList<std::pair<QRectF, const ClientWrite *>> chips;
    if (row < 0 || row >= m_model->rowCount() || m_clientWrites.isEmpty())
        return chips;
    const LifetimeInfo &life = m_model->lifetimes().at(row);
    const QRect area = timeArea();
    const double height = std::round(m_laneHeight * 0.8);
    const double top = area.top() + row * m_laneHeight - verticalScrollBar()->value() +
                       (m_laneHeight - height) / 2;
    QFont bold = font();
    bold.setBold(true);
    bold.setPixelSize(std::max(8, int(height * 0.7)));
    const QFontMetricsF metrics(bold);
    double lastRight = -1e9;
    for (const ClientWrite &write : m_clientWrites) {
        if (!wroteItem(write, life.key) || (life.createdMs && write.atMs < *life.createdMs) ||
            (life.deletedMs && write.atMs > *life.deletedMs))
            continue;
        const double width =
            std::max(height * 1.3, metrics.horizontalAdvance(clientInitials(write.client)) + 8);
        // Side by side when they fall on one time, or so near that they would overlap.
        const double left = std::max(xOf(write.atMs) - width / 2, lastRight + 2);
        chips.append({QRectF(left, top, width, height), &write});
        lastRight = left + width;
    }
    return chips;
}

TickStep TimelineView::keyboardStep(bool large) const
{
    return m_axis.tickStep(m_tickSpacing * (large ? kLargeStepTicks : 1));
}

void TimelineView::updateMetrics()
{
    const QFontMetrics metrics = fontMetrics();
    // A line of the font and a little air: on a projector's zoom the lanes grow with the text.
    m_laneHeight = std::max(metrics.height() + 6, 18);
    m_rulerHeight = 2 * metrics.height() + 16;
    m_legendHeight = metrics.height() + 14;
    m_tickSpacing = metrics.horizontalAdvance(u"0000-00-00"_s) + 3 * metrics.averageCharWidth();
    updateGutter();
}

QString TimelineView::cornerCaption()
{
    return tr("Key (state at the handle)");
}

void TimelineView::updateGutter()
{
    // Wide enough for the longest key, within a third of the view: the lanes are the point.
    const int swatch = int((m_laneHeight - 6) * 1.4);
    // …and for the corner's caption and the table's name above it (bold), so neither is cut off.
    QFont bold = font();
    bold.setBold(true);
    const int wanted = std::max({fontMetrics().horizontalAdvance(m_longestKey) + swatch + 28,
                                 fontMetrics().horizontalAdvance(cornerCaption()) + 16,
                                 QFontMetrics(bold).horizontalAdvance(m_model->tableName()) + 16});
    const int most = std::max(kLeastGutter, viewport()->width() / 3);
    m_gutterWidth = std::clamp(wanted, kLeastGutter, most);
    m_axis.setWidth(viewport()->width() - m_gutterWidth);
    updateScrollRange();
    viewport()->update();
}

int TimelineView::heightForAllLanes() const
{
    return m_rulerHeight + m_model->rowCount() * m_laneHeight + m_legendHeight +
           (height() - viewport()->height());
}

void TimelineView::updateScrollRange()
{
    const int visible = std::max(0, timeArea().height());
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, std::max(0, m_model->rowCount() * m_laneHeight - visible));
    bar->setPageStep(visible);
    bar->setSingleStep(m_laneHeight);
}

void TimelineView::modelReset()
{
    if (!m_fittedTable || *m_fittedTable != m_model->tableName()) {
        m_fittedTable = m_model->tableName();
        m_follows = true;
    }
    if (m_follows)
        fitLanes();
    const QList<LifetimeInfo> &lifetimes = m_model->lifetimes();
    m_hasConsumerDeletes =
        std::any_of(lifetimes.cbegin(), lifetimes.cend(), [](const LifetimeInfo &life) {
            return life.deletedMs && life.deletedBy == Origin::Consumer;
        });
    m_hasSoftDeletes = std::any_of(lifetimes.cbegin(), lifetimes.cend(),
                                   [](const LifetimeInfo &life) { return life.softDeletedMs; });
    m_hasTtlSettling = std::any_of(lifetimes.cbegin(), lifetimes.cend(),
                                   [](const LifetimeInfo &life) { return life.ttlSettling; });
    const auto noHistory = [](const LifetimeInfo &life) { return !life.createdMs; };
    m_hasNoHistory = std::any_of(lifetimes.cbegin(), lifetimes.cend(), noHistory);
    m_onlyNoHistory =
        !lifetimes.isEmpty() && std::all_of(lifetimes.cbegin(), lifetimes.cend(), noHistory);
    // The longest key by characters stands for the widest: measuring each of 100k keys would
    // cost more than it saves.
    m_longestKey.clear();
    for (const LifetimeInfo &life : m_model->lifetimes()) {
        if (life.keyText.size() > m_longestKey.size())
            m_longestKey = life.keyText;
    }
    m_hoverLane = -1;
    m_model->setViewedTime(handleMs());
    updateGutter();
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGutter();
}

void TimelineView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void TimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_colors = TimelineColors::forPalette(palette());
    if (event->type() == QEvent::FontChange)
        updateMetrics();
    QAbstractScrollArea::changeEvent(event);
}

bool TimelineView::nearHandle(const QPoint &pos) const
{
    return pos.x() >= m_gutterWidth - kHandleReach && pos.y() <= timeArea().bottom() &&
           std::abs(pos.x() - xOf(handleMs())) <= kHandleReach;
}

qint64 TimelineView::snapped(qint64 ms) const
{
    return std::abs(xOf(ms) - xOf(m_now)) <= kHandleReach ? m_now : ms;
}

void TimelineView::moveHandle(qint64 ms)
{
    ms = std::clamp(ms, TimeAxis::kEarliestMs, m_now);
    if (ms == handleMs())
        return;
    m_viewed = ms < m_now ? std::optional(ms) : std::nullopt;
    m_model->setViewedTime(ms);
    keepInView(ms);
    viewport()->update();
    emit viewAsOfRequested(ms);
}

void TimelineView::dragHandleTo(qint64 ms)
{
    m_dragMs = ms;
    // Past now the window stays in the present: the advance happens on release.
    const qint64 shown = std::min(ms, m_now);
    const std::optional<qint64> viewed = shown < m_now ? std::optional(shown) : std::nullopt;
    // After now the model shows what the advance would bring: the sweeps falling due.
    m_model->setViewedTime(ms);
    viewport()->update();
    if (viewed != m_viewed) {
        m_viewed = viewed;
        emit viewAsOfRequested(shown);
    }
}

void TimelineView::keepInView(qint64 ms)
{
    const double x = m_axis.xOf(ms), width = m_axis.width(), margin = width * kFitMargin;
    if (x < margin)
        m_axis.pan(margin - x);
    else if (x > width - margin)
        m_axis.pan(width - margin - x);
}

void TimelineView::zoomAbout(double x, double factor)
{
    holdRange();
    m_axis.zoom(x, factor);
    viewport()->update();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() != Qt::LeftButton || pos.x() < m_gutterWidth - kHandleReach ||
        pos.y() > timeArea().bottom()) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    if (nearHandle(pos)) {
        m_drag = Drag::Handle;
        m_dragMs = handleMs();
        viewport()->setCursor(Qt::SizeHorCursor);
    } else {
        m_drag = Drag::Pan;
        m_lastPanX = event->position().x();
        viewport()->setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    switch (m_drag) {
    case Drag::Handle:
        dragHandleTo(snapped(msAt(event->position().x())));
        return;
    case Drag::Pan:
        holdRange();
        m_axis.pan(event->position().x() - m_lastPanX);
        m_lastPanX = event->position().x();
        viewport()->update();
        return;
    case Drag::None:
        break;
    }
    const int lane = laneAt(pos.y());
    if (lane != m_hoverLane) {
        m_hoverLane = lane;
        viewport()->update();
    }
    viewport()->setCursor(nearHandle(pos)                                       ? Qt::SizeHorCursor
                          : pos.y() < m_rulerHeight && pos.x() >= m_gutterWidth ? Qt::OpenHandCursor
                                                                                : Qt::ArrowCursor);
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_drag == Drag::None) {
        QAbstractScrollArea::mouseReleaseEvent(event);
        return;
    }
    const Drag drag = std::exchange(m_drag, Drag::None);
    viewport()->setCursor(Qt::ArrowCursor);
    if (drag == Drag::Handle) {
        const qint64 releasedAt = *std::exchange(m_dragMs, std::nullopt);
        m_model->setViewedTime(handleMs());
        viewport()->update();
        if (releasedAt > m_now)
            emit advanceRequested(releasedAt);
    }
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint angle = event->angleDelta();
    const QPointF pos = event->position();
    if (event->modifiers() & Qt::ControlModifier) {
        zoomAbout(pos.x() - m_gutterWidth, std::pow(1.2, angle.y() / 120.0));
    } else if (event->modifiers() & Qt::ShiftModifier || angle.x() != 0 ||
               pos.y() < m_rulerHeight) {
        const int notches = angle.x() != 0 ? angle.x() : angle.y();
        holdRange();
        m_axis.pan(notches / 120.0 * m_axis.width() * kWheelPanShare);
        viewport()->update();
    } else {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    event->accept();
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    // Control and Alt combinations belong to the window (the clock bar moves the clock with
    // them), so only bare keys and Shift are the view's.
    if (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const bool large = event->modifiers() & Qt::ShiftModifier;
    const double handleX = m_axis.xOf(handleMs());
    const double anchor = handleX >= 0 && handleX <= m_axis.width() ? handleX : m_axis.width() / 2;
    switch (event->key()) {
    case Qt::Key_Left:
        moveHandle(keyboardStep(large).stepped(handleMs(), -1));
        break;
    case Qt::Key_Right:
        moveHandle(keyboardStep(large).stepped(handleMs(), +1));
        break;
    case Qt::Key_Home:
        if (const auto range = m_model->eventRange())
            moveHandle(range->first);
        break;
    case Qt::Key_End:
        moveHandle(m_now);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAbout(anchor, kZoomStep);
        break;
    case Qt::Key_Minus:
        zoomAbout(anchor, 1 / kZoomStep);
        break;
    case Qt::Key_0:
        zoomToFit();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TimelineView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    if (event->pos().x() >= m_gutterWidth) {
        const qint64 ms = snapped(msAt(event->pos().x()));
        if (ms < m_now) {
            QAction *show = menu.addAction(tr("Show the past here (%1)").arg(utcText(ms)), this,
                                           [this, ms] { moveHandle(ms); });
            show->setObjectName(u"showPastHereAction"_s);
            QAction *rewind = menu.addAction(tr("Rewind to here (%1)…").arg(utcText(ms)), this,
                                             [this, ms] { emit rewindRequested(ms); });
            rewind->setObjectName(u"rewindHereAction"_s);
        }
    }
    if (m_viewed) {
        QAction *back = menu.addAction(tr("Back to now"), this, [this] { moveHandle(m_now); });
        back->setObjectName(u"timelineBackToNowAction"_s);
    }
    menu.addSeparator();
    if (const int row = laneAt(event->pos().y()); row >= 0) {
        QAction *life =
            menu.addAction(tr("Fit this item's life"), this, [this, row] { fitLane(row); });
        life->setObjectName(u"fitLaneAction"_s);
    }
    QAction *fit = menu.addAction(tr("Zoom to fit"), this, [this] { zoomToFit(); });
    fit->setShortcut(Qt::Key_0);
    QAction *follow = menu.addAction(tr("Keep every lane in view"), this, [this](bool on) {
        if (on)
            zoomToFit();
        else
            holdRange();
    });
    follow->setObjectName(u"followLanesAction"_s);
    follow->setCheckable(true);
    follow->setChecked(m_follows);
    menu.exec(event->globalPos());
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    if (event->type() == QEvent::Leave && m_hoverLane >= 0) {
        m_hoverLane = -1;
        viewport()->update();
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString TimelineView::toolTipAt(const QPoint &pos) const
{
    if (pos.y() < m_rulerHeight && pos.x() >= m_gutterWidth)
        return tr("Drag the handle back to see the past, read-only; drag it past Now and "
                  "release to advance the clock.\nDrag elsewhere to pan, Ctrl+wheel or +/- to "
                  "zoom, Left/Right to step the handle.");
    const int row = laneAt(pos.y());
    if (row < 0)
        return {};
    const LifetimeInfo &life = m_model->lifetimes().at(row);
    const qint64 at = pos.x() >= m_gutterWidth ? msAt(pos.x()) : handleMs();
    QStringList lines{life.keyText, tr("At %1:").arg(utcText(at)),
                      explainState(life, at, m_model->ttlAttribute())};
    if (life.archivedMs)
        lines << tr("Archived to the bucket at %1").arg(utcText(*life.archivedMs));
    if (life.createdMs)
        lines << tr("%n change(s) in this lifetime", nullptr, life.changes);
    else
        lines << tr("Written before it was read: the table keeps no history of its items");
    for (const auto &[chip, write] : clientChips(row))
        if (chip.adjusted(-2, -2, 2, 2).contains(pos))
            lines << (write->error.isEmpty()
                          ? tr("%1 sent %2 at %3")
                                .arg(write->client, write->action, utcText(write->atMs))
                          : tr("%1 sent %2 at %3: refused, %4")
                                .arg(write->client, write->action, utcText(write->atMs),
                                     write->error));
    return lines.join(u'\n');
}

QString TimelineView::shortTime(qint64 ms) const
{
    constexpr qint64 kTwoDaysMs = 2 * 24 * 3600 * 1000;
    return utcDateTime(ms).toString(m_axis.spanMs() < kTwoDaysMs ? u"HH:mm:ss"_s
                                                                 : u"yyyy-MM-dd HH:mm"_s);
}

void TimelineView::paintEvent(QPaintEvent *)
{
    fitLegend(); // before the lanes: its rows decide where they end
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), m_colors.base);
    const QList<TimeTick> ticks = m_axis.ticks(m_tickSpacing);
    paintLanes(painter, ticks);
    paintRuler(painter, ticks);
    paintMarkers(painter);
    paintClientWrites(painter);
    paintLegend(painter);
    if (m_model->rowCount() == 0)
        paintEmpty(painter);
}

void TimelineView::paintLanes(QPainter &painter, const QList<TimeTick> &ticks) const
{
    const QRect area = timeArea();
    const int width = viewport()->width();
    const int offset = verticalScrollBar()->value();
    const int firstRow = offset / m_laneHeight;
    const int firstY = area.top() - offset % m_laneHeight;
    const QList<LifetimeInfo> &lifetimes = m_model->lifetimes();
    const int endRow = std::min(int(lifetimes.size()), firstRow + area.height() / m_laneHeight + 2);

    painter.save();
    painter.setClipRect(QRect(0, area.top(), width, area.height()));
    for (int row = firstRow, y = firstY; row < endRow; ++row, y += m_laneHeight) {
        if (row % 2)
            painter.fillRect(QRect(0, y, width, m_laneHeight), m_colors.alternate);
        if (row == m_hoverLane)
            painter.fillRect(QRect(0, y, width, m_laneHeight), m_colors.hover);
    }
    for (const TimeTick &tick : ticks) {
        painter.setPen(tick.major ? m_colors.majorGrid : m_colors.grid);
        const double x = std::round(xOf(tick.ms)) + 0.5;
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom() + 1));
    }

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(area);
    for (int row = firstRow, y = firstY; row < endRow; ++row, y += m_laneHeight)
        drawLifetime(painter, lifetimes[row], m_axis,
                     QRectF(area.left(), y, area.width(), m_laneHeight), m_colors, m_now);

    // The gutter: each item's state at the handle, then its key.
    painter.setClipRect(QRect(0, area.top(), m_gutterWidth, area.height()));
    const qint64 handle = handleMs();
    const int swatch = m_laneHeight - 6;
    const QFontMetrics metrics = fontMetrics();
    for (int row = firstRow, y = firstY; row < endRow; ++row, y += m_laneHeight) {
        const LifetimeInfo &life = lifetimes[row];
        const LaneState state = stateAt(life, handle);
        drawStateSwatch(painter, state, QRectF(8, y + 3, swatch * 1.4, swatch), m_colors);
        const bool present = state == LaneState::Active || state == LaneState::Expired ||
                             state == LaneState::SoftDeleted;
        painter.setPen(present ? m_colors.text : m_colors.dimText);
        const QRect text(16 + int(swatch * 1.4), y, m_gutterWidth - 24 - int(swatch * 1.4),
                         m_laneHeight);
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(life.keyText, Qt::ElideMiddle, text.width()));
    }
    painter.restore();
    painter.setPen(m_colors.majorGrid);
    painter.drawLine(QPointF(m_gutterWidth - 0.5, area.top()),
                     QPointF(m_gutterWidth - 0.5, area.bottom() + 1));
}

void TimelineView::paintClientWrites(QPainter &painter) const
{
    if (m_clientWrites.isEmpty())
        return;
    const QRect area = timeArea();
    const int firstRow = verticalScrollBar()->value() / m_laneHeight;
    const int endRow = std::min(m_model->rowCount(), firstRow + area.height() / m_laneHeight + 2);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(area);
    for (int row = firstRow; row < endRow; ++row)
        for (const auto &[chip, write] : clientChips(row))
            drawClientWrite(painter, chip, clientInitials(write->client), !write->error.isEmpty(),
                            m_colors);
    painter.restore();
}

void TimelineView::paintRuler(QPainter &painter, const QList<TimeTick> &ticks) const
{
    const int width = viewport()->width();
    const QFontMetrics metrics = fontMetrics();
    const int rowHeight = metrics.height() + 4;
    painter.fillRect(QRect(0, 0, width, m_rulerHeight), m_colors.chrome);
    painter.setPen(m_colors.majorGrid);
    painter.drawLine(QPointF(0, m_rulerHeight - 0.5), QPointF(width, m_rulerHeight - 0.5));
    painter.drawLine(QPointF(m_gutterWidth - 0.5, 0), QPointF(m_gutterWidth - 0.5, m_rulerHeight));

    // The corner: what the gutter lists, and the zone every time is in.
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(m_colors.text);
    const QRect corner(8, 0, m_gutterWidth - 16, m_rulerHeight);
    painter.drawText(
        corner.adjusted(0, 4, 0, 0), Qt::AlignLeft | Qt::AlignTop,
        QFontMetrics(bold).elidedText(m_model->tableName(), Qt::ElideRight, corner.width()));
    painter.setFont(font());
    painter.drawText(corner.adjusted(0, 0, 0, -6), Qt::AlignLeft | Qt::AlignBottom,
                     cornerCaption());

    painter.save();
    painter.setClipRect(QRect(m_gutterWidth, 0, width - m_gutterWidth, m_rulerHeight));
    for (const TimeTick &tick : ticks) {
        const double x = std::round(xOf(tick.ms)) + 0.5;
        painter.setPen(tick.major ? m_colors.text : m_colors.majorGrid);
        painter.drawLine(QPointF(x, m_rulerHeight - (tick.major ? 10 : 6)),
                         QPointF(x, m_rulerHeight));
        painter.setFont(tick.major ? bold : font());
        painter.setPen(m_colors.text);
        // Centred on its tick, but never cut by either edge of the ruler.
        const double half = QFontMetrics(painter.font()).horizontalAdvance(tick.label) / 2.0 + 2;
        const double centre = std::clamp(x, m_gutterWidth + half, width - half);
        painter.drawText(QRectF(centre - half, m_rulerHeight - rowHeight - 8, 2 * half, rowHeight),
                         Qt::AlignCenter, tick.label);
    }
    painter.restore();
}

void TimelineView::paintMarkers(QPainter &painter) const
{
    const QRect area = timeArea();
    const int width = viewport()->width();
    const qint64 handle = handleMs();
    const double nowX = xOf(m_now), handleX = xOf(handle);
    const double bottom = area.bottom() + 1;
    painter.save();
    painter.setClipRect(QRect(m_gutterWidth, 0, width - m_gutterWidth, int(bottom)));

    // What lies after now is only scheduled: washed out, so the recorded past stands out.
    if (nowX < width)
        painter.fillRect(QRectF(nowX, area.top(), width - nowX, area.height()),
                         m_colors.futureWash);
    if (handle < m_now)
        painter.fillRect(QRectF(handleX, 0, nowX - handleX, bottom), m_colors.pastTint);
    if (handle > m_now)
        painter.fillRect(QRectF(nowX, 0, handleX - nowX, bottom), m_colors.advanceTint);

    // The head: the clock, in the text colour, the strongest line on the page.
    painter.setRenderHint(QPainter::Antialiasing);
    const double lineTop = m_rulerHeight / 2.0;
    painter.setPen(QPen(m_colors.text, 2));
    painter.drawLine(QPointF(nowX, lineTop), QPointF(nowX, bottom));

    // The handle: amber in the past (as the window's past banner), the accent colour at or
    // after now, on a dark rim so it reads on any lane.
    const QColor handleColor = handle < m_now ? m_colors.past : m_colors.accent;
    if (handle != m_now) {
        painter.setPen(QPen(QColor(0, 0, 0, 150), 5));
        painter.drawLine(QPointF(handleX, lineTop), QPointF(handleX, bottom));
        painter.setPen(QPen(handleColor, 3));
        painter.drawLine(QPointF(handleX, lineTop), QPointF(handleX, bottom));
    }
    const double gripTop = m_rulerHeight - 18;
    painter.setPen(QPen(m_colors.text, 1.5));
    painter.setBrush(handleColor);
    painter.drawPolygon(QPolygonF{{handleX - 8, gripTop},
                                  {handleX + 8, gripTop},
                                  {handleX + 8, gripTop + 9},
                                  {handleX, gripTop + 17},
                                  {handleX - 8, gripTop + 9}});
    painter.restore();

    const double top = 3;
    const QColor ink = m_colors.base;
    if (handle > m_now) {
        pill(painter, tr("Now %1").arg(utcText(m_now)), nowX - 4, top, Qt::AlignRight,
             m_colors.text, ink);
        pill(painter, tr("Release to advance the clock to %1").arg(shortTime(handle)), handleX + 4,
             top, Qt::AlignLeft, m_colors.active, Qt::white);
        return;
    }
    const QRectF now = pill(painter, tr("Now %1").arg(utcText(m_now)), nowX + 4, top, Qt::AlignLeft,
                            m_colors.text, ink);
    if (handle < m_now) {
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        const QString text = tr("Past (read-only) · viewing %1").arg(shortTime(handle));
        const double needed = QFontMetrics(bold).horizontalAdvance(text) + 20;
        // Inside the tinted stretch when it fits, else outside it, left of the handle.
        const bool inside = std::min(now.left(), nowX) - handleX > needed;
        pill(painter, text, inside ? handleX + 4 : handleX - 4, top,
             inside ? Qt::AlignLeft : Qt::AlignRight, m_colors.past, Qt::black);
        painter.setFont(font());
    }
}

QRectF TimelineView::pill(QPainter &painter, const QString &text, double x, double y,
                          Qt::Alignment side, const QColor &fill, const QColor &ink) const
{
    const QFontMetrics metrics(painter.font());
    const double width = metrics.horizontalAdvance(text) + 14, height = metrics.height() + 6;
    double left = side & Qt::AlignLeft ? x : x - width;
    left = std::clamp(left, double(m_gutterWidth + 2), viewport()->width() - width - 2);
    const QRectF box(left, y, width, height);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(box, height / 2, height / 2);
    painter.setPen(ink);
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
    return box;
}

QList<TimelineView::LegendEntry> TimelineView::legendEntries() const
{
    const auto &counts = m_model->stateCounts();
    const auto counted = [&](LaneState state) {
        return tr("%1 (%2)").arg(laneStateName(state)).arg(counts[int(state)]);
    };
    using enum LegendSign;
    QList<LegendEntry> entries{{State, LaneState::Active, counted(LaneState::Active)}};
    if (m_hasSoftDeletes)
        entries << LegendEntry{State, LaneState::SoftDeleted, counted(LaneState::SoftDeleted)};
    entries << LegendEntry{State, LaneState::Expired, counted(LaneState::Expired)};
    // A table without a history tells of no deletion, scheduled or done: none is drawn.
    if (!m_onlyNoHistory)
        entries << QList<LegendEntry>{
            {State, LaneState::DeletedByTtl, counted(LaneState::DeletedByTtl)},
            {Scheduled, LaneState::Active, tr("TTL delete scheduled")},
            {State, LaneState::DeletedByUser, counted(LaneState::DeletedByUser)}};
    if (m_hasConsumerDeletes)
        entries << LegendEntry{State, LaneState::DeletedByConsumer,
                               counted(LaneState::DeletedByConsumer)};
    if (!m_onlyNoHistory)
        entries << LegendEntry{Archived, LaneState::Active, tr("Archived")};
    entries << LegendEntry{Never, LaneState::Active, tr("Never expires")};
    if (m_hasTtlSettling)
        entries << LegendEntry{TtlSettling, LaneState::Active, tr("TTL being enabled")};
    if (m_hasNoHistory)
        entries << LegendEntry{UnknownTime, LaneState::Active, tr("Time unknown (no history)")};
    return entries;
}

int TimelineView::legendRowHeight() const
{
    // Tight: at 1280×800 a lesson's third lane must not give way to the legend's second row.
    return fontMetrics().height() + 4;
}

QList<QPointF> TimelineView::legendLayout(const QList<LegendEntry> &entries) const
{
    // Left to right, a new row where an entry would run past the edge: every entry stays whole.
    const QFontMetrics metrics = fontMetrics();
    const double size = m_laneHeight - 6, rowHeight = legendRowHeight();
    const double right = viewport()->width() - 4;
    QList<QPointF> at;
    double x = kLegendIndent, y = 0;
    for (const LegendEntry &entry : entries) {
        const double width = size * 1.4 + 6 + metrics.horizontalAdvance(entry.text);
        if (x > kLegendIndent && x + width > right) {
            x = kLegendIndent;
            y += rowHeight;
        }
        at << QPointF(x, y);
        x += width + kLegendGap;
    }
    return at;
}

void TimelineView::fitLegend()
{
    const QList<QPointF> at = legendLayout(legendEntries());
    const int rows = at.isEmpty() ? 1 : 1 + qRound(at.last().y() / legendRowHeight());
    const int height = rows * legendRowHeight() + 6;
    if (height != m_legendHeight) {
        m_legendHeight = height;
        updateScrollRange();
    }
}

void TimelineView::paintLegend(QPainter &painter) const
{
    const int width = viewport()->width();
    const QRect strip(0, viewport()->height() - m_legendHeight, width, m_legendHeight);
    painter.fillRect(strip, m_colors.chrome);
    painter.setPen(m_colors.majorGrid);
    painter.drawLine(QPointF(0, strip.top() + 0.5), QPointF(width, strip.top() + 0.5));

    const QList<LegendEntry> entries = legendEntries();
    const QList<QPointF> at = legendLayout(entries);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics = fontMetrics();
    const double size = m_laneHeight - 6;
    const double firstMiddle = strip.top() + 3 + legendRowHeight() / 2.0 + 1;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const LegendEntry &entry = entries[i];
        const double middle = firstMiddle + at[i].y();
        double x = at[i].x();
        const QRectF box(x, middle - size / 2, size * 1.4, size);
        switch (entry.sign) {
        case LegendSign::State:
            drawStateSwatch(painter, entry.state, box, m_colors);
            break;
        case LegendSign::Scheduled:
            drawMarker(painter, Marker::ScheduledTtl, box.center(), size, m_colors);
            break;
        case LegendSign::Archived:
            drawMarker(painter, Marker::Archived, box.center(), size, m_colors);
            break;
        case LegendSign::Never:
            drawInfinity(painter, box.center(), size * 1.4, m_colors.active);
            break;
        case LegendSign::TtlSettling:
            drawClockFace(painter, box.center(), size * 0.85, m_colors.active);
            break;
        case LegendSign::UnknownTime:
            drawUnknownTime(painter, box, m_colors);
            break;
        }
        x += box.width() + 6;
        painter.setPen(m_colors.text);
        painter.drawText(QPointF(x, middle + metrics.ascent() / 2.0 - 1), entry.text);
    }
    painter.restore();
}

void TimelineView::paintEmpty(QPainter &painter) const
{
    QString text;
    if (!m_model->lastError().isEmpty())
        text = m_model->lastError();
    else if (m_model->tableName().isEmpty())
        text = tr("Choose a table to see its items' lifetimes");
    else
        text =
            tr("No items yet: every item written to %1 gets a lane here").arg(m_model->tableName());
    painter.setPen(m_colors.dimText);
    painter.drawText(timeArea().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                     text);
}

} // namespace lw
