// Projector mode's zoom: one factor for the whole application, applied through the application
// font (every widget that does not set its own, the timeline's lanes and the charts' axes follow
// their font) and the row height of every table view, which Qt does not derive from the font.
// Remembered per machine in QSettings ("zoom"); dialogs opened later follow the font too. A
// dock's title keeps the font it was made with (QDockWidget copies it once): the window makes
// its zoom before its docks, so a new zoom reaches the titles at the next start.
#pragma once

#include <QFont>
#include <QObject>

namespace lw {

class ZoomControl : public QObject
{
    Q_OBJECT
public:
    // Steps of the zoom, from the smallest to the largest; 1 is the start.
    static constexpr double kFactors[] = {0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5};

    // Applies the remembered factor at once. Zoom 1 is the system's font raised to
    // `leastPointSize` (readable from the back of a room), whatever the application font is now:
    // a window made after another zoomed starts from the same base.
    explicit ZoomControl(qreal leastPointSize, QObject *parent = nullptr);

    double factor() const { return kFactors[m_step]; }
    bool canZoomIn() const;
    bool canZoomOut() const;

    void zoomIn();
    void zoomOut();
    void reset();

    // Applies the factor again: to the table views made since (their rows), for one.
    void apply();

    // The row height a table view needs for one line of `font`.
    static int rowHeight(const QFont &font);

signals:
    void zoomed(double factor);

private:
    void setStep(qsizetype step);

    QFont m_base;
    qsizetype m_step;
};

} // namespace lw
