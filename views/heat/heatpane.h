// The "Partition heat" pane: the capacity model's partitions of a table or one of its GSIs ×
// the last hour of sim seconds (HeatMapView), read or write, with its legend, above two charts on
// the map's time axis (throttled requests per second; consumed against capacity per second), and
// beside it the partition keys of the cell last clicked (DescribePartitionKeys).
//
// It reads DescribePartitionHeat through the read door. The window ends at the clock's second, or
// in the past view at the viewed one (the heat is the model's, which keeps no history: a past
// second shows what was charged then, and the partitions as they are now); the keys of a clicked
// cell are read as of the viewed time. As the clock moves only the seconds since the last read
// are read and merged in: an hour of a thousand partitions is a large answer. With the throughput
// limits off it says so, and how to turn them on, above the model as it was last charged.
#pragma once

#include "common/pane.h"
#include "heat/heatdata.h"
#include "timeline/timeaxis.h"

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace lw {

class HeatLegend;
class HeatMapView;
class TimeSeriesChart;

class HeatPane : public Pane
{
    Q_OBJECT
public:
    explicit HeatPane(ApiCall api, QWidget *parent = nullptr);
    static Pane *create(const PaneContext &context);

    // Shows the heat of `table` and `index` (a GSI; empty: the table) ending at the second of
    // `nowMs`, or of `asOfMs` in the past view. Following a state, the pane calls these itself.
    void setTarget(const QString &table, const QString &index = {});
    void setTimes(qint64 nowMs, std::optional<qint64> asOfMs);
    // Reads again: the whole hour, or only the seconds since the last read.
    void refresh(bool whole = true);

    QString table() const { return m_table; }
    QString index() const { return m_index; }
    // The selector's entries: "" for the table, then its GSIs' names.
    QStringList targets() const;
    HeatAccess access() const;
    void setAccess(HeatAccess access);

    HeatMapView *map() const { return m_map; }
    TimeSeriesChart *throttleChart() const { return m_throttles; }
    TimeSeriesChart *capacityChart() const { return m_capacity; }
    QTableWidget *keysView() const { return m_keys; }
    QString noticeText() const;
    QString keysTitle() const;
    // The seconds the last read asked for, [first, last]: the whole hour, or the new ones.
    std::pair<qint64, qint64> lastReadSeconds() const { return m_lastRead; }

    // Lists the keys of the partition in `row` (what a click on a cell does).
    void showKeys(int row);

protected:
    void updateFromState(WorkbenchState::Changes what) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fillTargets();
    void targetChosen();
    void showData();
    void showCharts();
    void readMoreKeys();
    void clearKeys();
    // Lays the charts' time axis under the map's columns (m_window).
    void alignCharts();

    ApiCall m_api;
    QString m_table, m_index;
    qint64 m_nowMs = 0;
    std::optional<qint64> m_asOf;
    HeatData m_data;
    std::optional<qint64> m_readTo; // the last second read, while the reads can be added to
    std::pair<qint64, qint64> m_lastRead{0, -1};
    // After a read of only the new seconds: the first one read, for the map to redraw from.
    std::optional<qint64> m_changedFrom;

    QComboBox *m_target;
    QComboBox *m_accessBox;
    HeatLegend *m_legend;
    QLabel *m_notice;
    HeatMapView *m_map;
    TimeSeriesChart *m_throttles;
    TimeSeriesChart *m_capacity;
    QLabel *m_keysTitle;
    QTableWidget *m_keys;
    QPushButton *m_moreKeys;
    std::optional<HeatPartition> m_keysPartition;
    QJsonObject m_keysNext;
    bool m_filling = false;
    struct Window
    {
        qint64 startMs = 0, endMs = 1000;
        TickStep ruler;
        int left = 0, right = 1;
    } m_window; // the map's visible window and columns, as it last announced them
};

} // namespace lw
