// The timeline pane: the lanes (TimelineView over a LifetimesModel) above their charts
// (TimelineCharts), in a splitter. It follows the window's state (the selected table, the clock,
// the viewed time) and hands its requests on: the pane reads through the ApiCall and never
// changes the workspace,
// and its reads are not metered (CallOptions::metered), so they never show in its capacity chart.
// Each reload of the lifetimes also reads the aggregators' totals (aggregatecurves.h) and the
// capacity used (capacitycurves.h); the capacity again whenever the lanes' visible range moves,
// which the charts below follow.
//
// Without a state (its unit tests): call setClock() whenever the clock moves and setViewedTime()
// whenever the past is entered or left; call refresh() after anything that changes the table
// (a write, a clock move, a sweep, a rewind). Answer viewAsOfRequested (t < now: show the past;
// t == now: the present), advanceRequested (advance the clock, then setClock + refresh) and
// rewindRequested (ask, rewind, then setClock + refresh); create() wires them to the window's
// state and doors. Errors arrive as errorOccurred() ("ResourceNotFoundException: …").
//
// A clock move alone (live mode's ticks) moves "now" at once but reads the lifetimes again only
// once per kClockReadMs, the last tick included, or, for a table whose read takes longer than
// a twentieth of that, once per twenty times the last read's duration: the sweeper's deletions
// show within that, and live mode on a 20,000-item table where nothing changes costs under a
// twentieth of a core for its lanes. A rewind or another table is read at once, and so is a
// write, unless the last read took kSlowReadMs or more and ended less than ten of its durations
// ago: then the write is read once that much has passed (one read for all the writes meanwhile).
// A served workload writing to a 5,000-item table so kept the window's event loop waiting
// 190 ms several times a second (bench_serving --wrk mixed). A
// table whose lanes cost a Scan (a remote one, LifetimesModel::lastRead()) is not read again
// for a clock move alone: its lanes and backlog follow the clock without it, and each Scan is
// paid for.
//
// A table without a history (a remote endpoint's) has a line above its lanes: its TTL backlog
// and what the Scan behind the lanes read and cost (backlogbar.h).
//
// A table of more than kMaxItems items is not shown: a lane per item of a million-item table
// costs seconds and hundreds of megabytes (bench_window); the lanes are for teaching tables.
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"
#include "timeline/clientwrites.h"
#include "timeline/timeaxis.h"

#include <QElapsedTimer>

#include <optional>

class QSplitter;
class QTimer;

namespace lw {

class BacklogBar;
class LifetimesModel;
class TimelineCharts;
class TimelineView;

class TimelinePane : public Pane
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxItems = 200'000;
    static constexpr int kClockReadMs = 2000;
    static constexpr int kSlowReadMs = 20;

    // Empty until setTable().
    explicit TimelinePane(ApiCall api, QWidget *parent = nullptr);
    // The window's timeline: following its state, its requests answered by the window.
    static Pane *create(const PaneContext &context);

    LifetimesModel *model() const { return m_model; }
    TimelineView *view() const { return m_view; }
    TimelineCharts *charts() const { return m_charts; }
    BacklogBar *backlog() const { return m_backlog; }

    // Shows `table` (empty: nothing): reads it and fits the view to its events and now.
    void setTable(const QString &table);
    QString tableName() const;
    void setClock(qint64 nowMs);
    // nullopt (or now) for the present, an earlier time for the read-only past.
    void setViewedTime(std::optional<qint64> asOfMs);
    // A call from the request log: a named client's write is marked on its item's lane, at the
    // clock's time (clientwrites.h). The window's timeline is handed every call; the same write
    // handed again (a lesson replaying) is marked once.
    void noteCall(const QString &action, const QJsonObject &request,
                  const Result<QJsonObject> &result, const QString &client);
    // Drops the marks: the workspace they were made on is gone.
    void forgetClientWrites();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void updateFromState(WorkbenchState::Changes what) override;

public slots:
    // Reads the lifetimes again, keeping the zoom, the scroll position and the handle.
    void refresh();

signals:
    void viewAsOfRequested(qint64 ms);
    void advanceRequested(qint64 toMs);
    void rewindRequested(qint64 ms);

private:
    // refresh() after a write, now or once a slow read's turn comes (above).
    void refreshAfterWrite();
    // Reads what the charts show, after the lifetimes were read.
    void readCharts();
    // The lanes are what a class watches: while they do not all fit, the charts below give up
    // height down to their minimum (with few lanes the split goes back to 3:2). Not once the
    // user has moved the divider.
    void giveLanesRoom();
    // Shows the lanes' range in the charts, with the capacity read for it.
    void showRange();
    void showTimes();
    // Hands the view the marks of the table shown.
    void showClientWrites();

    ApiCall m_api;
    LifetimesModel *m_model = nullptr;
    TimelineView *m_view = nullptr;
    TimelineCharts *m_charts = nullptr;
    BacklogBar *m_backlog = nullptr;
    QSplitter *m_splitter = nullptr;
    bool m_userSplit = false;          // the user moved the divider between lanes and charts
    TimeAxis m_chartAxis;              // the lanes' range (and width) the charts last showed
    QTimer *m_clockRead = nullptr;     // running while a clock move waits to be read
    QTimer *m_dataRead = nullptr;      // running while a write waits for a slow read's turn
    QElapsedTimer m_sinceRead;         // since the last read ended
    qint64 m_lastReadMs = 0;           // how long it took
    QList<ClientWrite> m_clientWrites; // of every table, oldest first
};

} // namespace lw
