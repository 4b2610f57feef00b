// The partition heat map: partitions as rows (in hash order, labelled with their ids in a gutter,
// their hash ranges on hover) × sim seconds as columns (a ruler above names the times), each cell
// coloured by heatFraction() (heatdata.h), throttled seconds in red, in a strip above the rows as
// well as in their cells, the clock's second (or in the past view the viewed second) marked by a
// line. The window ends at that second and fits the seconds with data (from a little before the
// first, at least 10 s) until the user zooms or pans: the wheel zooms (10 s to the hour the model
// keeps), dragging pans back into it, 0 fits again, a click selects a cell.
//
// Painting is one drawImage of a cached picture (STYLE #10: the view handles input, the picture
// is built apart): cellImage() holds one pixel per cell of the whole hour, rebuilt only when the
// data or the access shown changes; what the view shows of it is reduced to at most one pixel per
// screen pixel by keeping each block's hottest cell (a throttle always wins), so a one-second
// spike never falls between the pixels of a zoomed-out map. That reduction is cached too, keyed
// by the visible window and the size, so a repaint (a hover, an expose) costs one drawImage.
#pragma once

#include "heat/heatdata.h"
#include "timeline/timeaxis.h"

#include <QImage>
#include <QWidget>

#include <optional>

namespace lw {

class HeatMapView : public QWidget
{
    Q_OBJECT
public:
    // The colour index of a cell in cellImage(): 0 nothing served or refused, 1 to kHottest the
    // heat from just above 0 to 100 % and beyond, kThrottled a second with throttled requests.
    static constexpr int kHottest = 200;
    static constexpr int kThrottled = 255;
    static constexpr qint64 kHourSeconds = 3600; // what the model keeps, and the map with it
    static constexpr qint64 kMinSpanSeconds = 10;

    explicit HeatMapView(QWidget *parent = nullptr);

    // Shows `data` (which the view copies) up to `endSecond` (the clock's, or the viewed one),
    // the hour before it scrollable. `changedFrom`: the data differs from what the view last
    // showed only in the seconds from then on (the clock moved and they were read again), so the
    // picture shifts and redraws those seconds alone, when the partitions are the same.
    void setData(const HeatData &data, qint64 endSecond,
                 std::optional<qint64> changedFrom = std::nullopt);
    const HeatData &data() const { return m_data; }
    qint64 endSecond() const { return m_endSecond; }
    void setAccess(HeatAccess access);
    HeatAccess access() const { return m_access; }
    // Whether the end second is the past view's (drawn in amber) rather than the clock's.
    void setPastView(bool past);

    // The seconds shown, [firstVisible, lastVisible], and how many.
    qint64 spanSeconds() const { return m_span; }
    qint64 lastVisibleSecond() const { return m_endSecond - m_back; }
    qint64 firstVisibleSecond() const { return lastVisibleSecond() - m_span + 1; }
    // Shows `span` seconds (clamped to [kMinSpanSeconds, kHourSeconds]) ending `back` seconds
    // before the end (clamped to the hour), from now on: the map no longer fits the data.
    void setWindow(qint64 span, qint64 back = 0);

    // The colour index of one cell, as cellImage() holds it.
    static int colorIndex(const HeatPartition &partition, const HeatCell &cell, HeatAccess access);
    // One pixel per cell: a row per partition, a column per second of the hour ending at
    // endSecond(); colour table as the palette's heat colours.
    const QImage &cellImage() const { return m_cells; }
    // The heat colours for a palette: index 0 the background, the scale, and the throttle red.
    static QList<QRgb> colorTable(const QPalette &palette);

    // Where the map's cells lie in the widget, and the cell under a point (row, second).
    QRect mapRect() const;
    std::optional<std::pair<int, qint64>> cellAt(const QPoint &point) const;
    std::optional<std::pair<int, qint64>> selectedCell() const { return m_selected; }
    void selectCell(int row, qint64 second);
    // The text of the tooltip over a cell.
    QString cellText(int row, qint64 second) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellClicked(int row, qint64 second);
    // The visible window changed: [startMs, endMs) and the ruler's tick step, over the map's
    // columns from `left` to `right` (widget x), for the charts under it.
    void windowChanged(qint64 startMs, qint64 endMs, lw::TickStep ruler, int left, int right);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuildCells();
    // cellImage() moved on from `oldEnd` to endSecond(), the seconds from `changedFrom` redrawn.
    void updateCells(qint64 oldEnd, qint64 changedFrom);
    // The window that fits the seconds with data (the class comment), and showing a window.
    void fitWindow();
    void applyWindow(qint64 span, qint64 back);
    // The visible part of cellImage(), at most one pixel per screen pixel (cached).
    const QImage &shownImage();
    void announceWindow();
    int gutterWidth() const;
    int rulerHeight() const;
    int stripHeight() const;
    double columnWidth() const;
    TimeAxis axis() const;

    HeatData m_data;
    qint64 m_endSecond = 0;
    HeatAccess m_access = HeatAccess::Write;
    bool m_past = false;
    qint64 m_span = 120;
    qint64 m_back = 0;
    bool m_fitting = true; // until the user zooms or pans
    QImage m_cells;
    QList<bool> m_throttledSeconds; // per column of m_cells: any partition throttled
    QImage m_shown;
    struct ShownKey
    {
        qint64 first = 0, span = 0;
        QSize size;
        quint64 version = 0;
        bool operator==(const ShownKey &) const = default;
    };
    std::optional<ShownKey> m_shownKey;
    quint64 m_version = 0; // bumped by every rebuildCells()
    std::optional<std::pair<int, qint64>> m_selected;
    std::optional<QPoint> m_pressAt;
    qint64 m_pressBack = 0;
    bool m_dragged = false;
};

} // namespace lw
