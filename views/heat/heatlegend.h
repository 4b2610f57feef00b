// The heat map's legend in one line: a sentence saying what a cell's percentage is of ("Write
// units per second against the partition's share of the table's capacity (10 WCU):"), the colour
// scale from 0 to 100 %, and the throttle red, painted in the map's own colours
// (HeatMapView::colorTable) so that the two always agree.
#pragma once

#include <QWidget>

namespace lw {

class HeatLegend : public QWidget
{
    Q_OBJECT
public:
    explicit HeatLegend(QWidget *parent = nullptr);

    // What the percentage is of, before the scale (elided when the pane is narrow).
    void setMeaning(const QString &meaning);
    QString meaning() const { return m_meaning; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int scaleWidth() const;

    QString m_meaning;
};

} // namespace lw
