// The timeline: one lane per lifetime of a LifetimesModel, under a time ruler, with the clock's
// "now" line (the head) and a scrub handle at the viewed time.
//
// Layout, in viewport coordinates: the ruler across the top, a gutter on the left (as wide as
// the longest key, up to a third of the view) with each item's key and its state at the handle, the
// lanes' time area to its right (x = timeArea().left() + axis().xOf(ms)), a legend along the
// bottom. Lanes scroll vertically; time zooms and pans. Only the lanes in view are painted, each
// clipped to the visible range (timelinepainter.h), so 100k lanes paint as fast as 30.
//
// Input:
// - Drag the handle (anywhere within a few pixels of it): before now, viewAsOfRequested(t) at
//   each move (a drag back to now asks for now, which means the present); past now, a preview
//   of the advance, and on release advanceRequested(t). Near the now line it snaps to now.
// - Drag anywhere else, or turn the wheel over the ruler or with Shift, to pan; Ctrl+wheel and
//   +/- zoom (about the pointer, or the handle); 0 fits everything; the plain wheel scrolls lanes.
// - Left/Right step the handle to the previous/next tick of the ruler, Shift+Left/Right to the
//   previous/next tick of a ruler five times coarser; Home jumps to the first event, End to now.
//   The keys never pass now: advancing the clock changes the workspace, so it takes a deliberate
//   drag (or the clock bar), never a held-down key.
// - The context menu offers "Show the past here", "Rewind to here…" (rewindRequested; the
//   owner asks before dropping the future), "Back to now", on a lane "Fit this item's life",
//   "Zoom to fit" and "Keep every lane in view".
// - Hovering a lane explains the item's state at the time under the pointer (explainState).
//
// The range follows the lanes: until the user zooms or pans, every clock move and every reload
// fits it again (zoomToFit), so a lesson's step, a jump of the clock or a sweep never leaves
// what happened off-screen. Zooming or panning holds the user's range (the clock still pans
// it to keep now in view) until zoomToFit (0, or the menu) or another table.
//
// The view moves its handle itself when the user moves it and sets the model's viewed time to
// the handle, so the gutter, the legend's counts and the State column follow a drag at once;
// the owner answers the signals and may move the handle back with setViewedTime().
#pragma once

#include "timeline/clientwrites.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinepainter.h"

#include <QAbstractScrollArea>
#include <QList>
#include <QPointF>

#include <optional>

namespace lw {

class LifetimesModel;

class TimelineView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    // `model` must outlive the view.
    explicit TimelineView(LifetimesModel *model, QWidget *parent = nullptr);

    // The workspace clock (the head). When now was in view and moves past the right edge, the
    // view pans to keep it in view.
    void setClock(qint64 nowMs);
    qint64 clock() const { return m_now; }
    // The time the window shows: nullopt (or now) for the present, an earlier time for the past.
    void setViewedTime(std::optional<qint64> asOfMs);
    std::optional<qint64> viewedTime() const { return m_viewed; }
    // Where the handle stands: under the pointer while dragged, else the viewed time, else now.
    qint64 handleMs() const;

    const TimeAxis &axis() const { return m_axis; }
    // Shows [firstMs, lastMs] (clamped as TimeAxis::fit does) and holds it, as a user's zoom.
    void setVisibleRange(qint64 firstMs, qint64 lastMs);
    // Shows every lane's life, from the first creation to the last deletion, scheduled sweep or
    // expiry (up to kFitAheadMs after now), and now, with a margin; and follows them from then
    // on (followsLanes()).
    void zoomToFit();
    // Shows one lane's life (lifeSpan) and holds that range. Does nothing for a row not shown.
    void fitLane(int row);
    // True while the range follows the lanes, false while the user holds their own.
    bool followsLanes() const { return m_follows; }
    // Scheduled events further ahead than this do not stretch the fitted range: a TTL set for
    // years must not shrink a lesson's hours to a pixel (its bar runs off the right edge).
    static constexpr qint64 kFitAheadMs = qint64(366) * 24 * 3600 * 1000;

    // Geometry, in viewport coordinates.
    QRect timeArea() const;
    // The height the view needs to show every lane without scrolling, with its ruler, legend and
    // frame, at the current legend layout.
    int heightForAllLanes() const;
    int laneHeight() const { return m_laneHeight; }
    // The row of the lane at viewport y, or -1.
    int laneAt(int y) const;
    // The writes of a lesson's named clients to this table, marked on the lanes of the items
    // they wrote, at their times (clientwrites.h).
    void setClientWrites(QList<ClientWrite> writes);
    const QList<ClientWrite> &clientWrites() const { return m_clientWrites; }
    // Where the chips of `row`'s writes are, in viewport coordinates, with the write each marks;
    // chips at one time stand side by side.
    QList<std::pair<QRectF, const ClientWrite *>> clientChips(int row) const;
    // The step Left/Right (large: with Shift) move the handle by at the current zoom.
    TickStep keyboardStep(bool large) const;
    // What hovering at `pos` shows: the lane's key, the time and explainState(); on the ruler,
    // how to use the handle. Empty elsewhere.
    QString toolTipAt(const QPoint &pos) const;

signals:
    // t < now: show the workspace as of t, read-only. t == now: show the present.
    void viewAsOfRequested(qint64 ms);
    // A drag of the handle past now was released: advance the clock to toMs.
    void advanceRequested(qint64 toMs);
    // "Rewind to here…": drop every change after ms.
    void rewindRequested(qint64 ms);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    enum class Drag
    {
        None,
        Handle,
        Pan,
    };

    void updateMetrics();
    void updateGutter();
    void updateScrollRange();
    void modelReset();
    double xOf(qint64 ms) const;
    qint64 msAt(double x) const;
    bool nearHandle(const QPoint &pos) const;
    // What the gutter lists, under the table's name in the corner.
    static QString cornerCaption();
    qint64 snapped(qint64 ms) const;
    // Moves the handle to ms (clamped to now), tells the model and the owner.
    void moveHandle(qint64 ms);
    void dragHandleTo(qint64 ms);
    void keepInView(qint64 ms);
    // Fits [first, last] with the margins zoomToFit and fitLane leave.
    void fitWithMargin(qint64 firstMs, qint64 lastMs);
    void fitLanes();
    // A zoom or pan the user made: the range is theirs from now on.
    void holdRange();
    void zoomAbout(double x, double factor);
    QString shortTime(qint64 ms) const;

    void paintRuler(QPainter &painter, const QList<TimeTick> &ticks) const;
    void paintLanes(QPainter &painter, const QList<TimeTick> &ticks) const;
    // Over the markers and the future's wash: a write's chip may stand right of its time.
    void paintClientWrites(QPainter &painter) const;
    void paintMarkers(QPainter &painter) const;
    // The legend: what each sign means, with the lanes in each state at the handle, in as many
    // rows as the width needs.
    enum class LegendSign
    {
        State,
        Scheduled,
        Archived,
        Never,
        TtlSettling,
        UnknownTime,
    };
    struct LegendEntry
    {
        LegendSign sign;
        LaneState state;
        QString text;
    };
    QList<LegendEntry> legendEntries() const;
    int legendRowHeight() const;
    // Where each entry starts: x in the view, y from the legend's first row.
    QList<QPointF> legendLayout(const QList<LegendEntry> &entries) const;
    // Makes the legend as tall as its rows.
    void fitLegend();
    void paintLegend(QPainter &painter) const;
    void paintEmpty(QPainter &painter) const;
    QRectF pill(QPainter &painter, const QString &text, double x, double y, Qt::Alignment side,
                const QColor &fill, const QColor &ink) const;

    LifetimesModel *m_model;
    TimeAxis m_axis;
    TimelineColors m_colors;
    qint64 m_now = 0;
    std::optional<qint64> m_viewed;
    std::optional<qint64> m_dragMs; // the handle under the pointer while dragged
    Drag m_drag = Drag::None;
    double m_lastPanX = 0;
    int m_hoverLane = -1;
    QList<ClientWrite> m_clientWrites;
    std::optional<QString> m_fittedTable; // the table the range was last fitted to
    QString m_longestKey;                 // sizes the gutter
    bool m_hasClock = false;              // the first clock fits the range around it
    bool m_follows = true;                // fit the range to the lanes on every change
    bool m_hasConsumerDeletes = false;    // the legend names consumers only when they delete
    bool m_hasSoftDeletes = false;        // …and soft deletes only when there are some
    bool m_hasTtlSettling = false;        // …and TTL still being enabled only while it is
    bool m_hasNoHistory = false;          // …and a time unknown only on a table without history
    bool m_onlyNoHistory = false;         // …which names no deletion when it is all there is
    int m_laneHeight = 20;
    int m_gutterWidth = 200;
    int m_rulerHeight = 40;
    int m_legendHeight = 24;
    double m_tickSpacing = 90; // the least room one tick label needs
};

} // namespace lw
