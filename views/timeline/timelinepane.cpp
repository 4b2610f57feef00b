#include "timeline/timelinepane.h"

#include "charts/timelinecharts.h"
#include "state/calllog.h"
#include "timeline/backlogbar.h"
#include "timeline/lifetimesmodel.h"
#include "timeline/timelineview.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QLocale>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

TimelinePane::TimelinePane(ApiCall api, QWidget *parent)
    : Pane(parent), m_api(unmetered(std::move(api)))
{
    setObjectName(u"timelinePane"_s);
    m_model = new LifetimesModel(m_api, this);
    m_view = new TimelineView(m_model);
    m_charts = new TimelineCharts;
    m_clockRead = new QTimer(this);
    m_clockRead->setSingleShot(true);
    m_clockRead->setInterval(kClockReadMs);
    connect(m_clockRead, &QTimer::timeout, this, &TimelinePane::refresh);
    m_dataRead = new QTimer(this);
    m_dataRead->setSingleShot(true);
    connect(m_dataRead, &QTimer::timeout, this, &TimelinePane::refresh);

    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_charts);
    // The lanes are what a class watches; the charts sum them up below.
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({3000, 2000});
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    m_splitter->installEventFilter(this);
    m_backlog = new BacklogBar;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_backlog);
    layout->addWidget(m_splitter);

    connect(m_view, &TimelineView::viewAsOfRequested, this, &TimelinePane::viewAsOfRequested);
    connect(m_view, &TimelineView::advanceRequested, this, &TimelinePane::advanceRequested);
    connect(m_view, &TimelineView::rewindRequested, this, &TimelinePane::rewindRequested);
    connect(m_model, &LifetimesModel::errorOccurred, this, &TimelinePane::errorOccurred);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TimelinePane::readCharts);
    // The view has no signal for its range: every zoom, pan and resize repaints it, though.
    m_view->viewport()->installEventFilter(this);
}

bool TimelinePane::eventFilter(QObject *watched, QEvent *event)
{
    // After the splitter has shared out its new height by the stretch factors.
    if (watched == m_splitter && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &TimelinePane::giveLanesRoom, Qt::QueuedConnection);
    if (watched == m_view->viewport() && event->type() == QEvent::Paint) {
        if (m_view->axis() != m_chartAxis)
            showRange();
        // Where the lanes draw time, in the charts' x: the gutter follows the keys' width.
        const QRect area = m_view->timeArea();
        const int left = m_view->viewport()->mapTo(this, area.topLeft()).x() -
                         m_charts->mapTo(this, QPoint(0, 0)).x();
        m_charts->alignPlots(left, left + area.width());
    }
    return Pane::eventFilter(watched, event);
}

Pane *TimelinePane::create(const PaneContext &context)
{
    auto *pane = new TimelinePane(context.read);
    // The handle is the clock's: before now it shows the past, past now it moves the clock (the
    // sweeper and the consumers act on the way), and it offers the rewind.
    WorkbenchState *state = context.state;
    connect(pane, &TimelinePane::viewAsOfRequested, state,
            [state](qint64 ms) { state->viewAsOf(ms); });
    connect(pane, &TimelinePane::advanceRequested, pane, context.advanceTo);
    connect(pane, &TimelinePane::rewindRequested, pane, context.rewindTo);
    if (context.log) {
        connect(context.log, &CallLog::called, pane, &TimelinePane::noteCall);
        connect(context.log, &CallLog::freshWorkspace, pane, &TimelinePane::forgetClientWrites);
    }
    return pane;
}

void TimelinePane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    const WorkbenchState &now = *state();
    if (what & ViewedTime)
        setViewedTime(now.asOf());
    if (!(what & (Data | Clock | Rewind | Selection | Tables)))
        return;
    const TableInfo *info = now.tableInfo(now.table());
    const qint64 items = info ? info->itemCount : 0;
    const QString table = items <= kMaxItems ? now.table() : QString();
    if (table.isEmpty() && !now.table().isEmpty())
        emit statusMessage(
            tr("The timeline shows tables of up to %1 items; %2 has %3")
                .arg(QLocale().toString(kMaxItems), now.table(), QLocale().toString(items)));
    setClock(now.nowMs());
    if (what & Rewind) // what was written after the time rewound to is gone
        m_clientWrites.removeIf(
            [at = now.nowMs()](const ClientWrite &write) { return write.atMs > at; });
    if (tableName() != table)
        setTable(table);
    else if (what & Rewind)
        refresh();
    else if (what & Data)
        refreshAfterWrite();
    else if ((what & Clock) && !m_clockRead->isActive() && !m_model->lastRead().scannedCount)
        m_clockRead->start(); // live mode ticks five times a second: read once per interval
}

void TimelinePane::giveLanesRoom()
{
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (m_userSplit || total <= 0)
        return;
    const int chartsLeast = m_charts->minimumSizeHint().height();
    const int needed = m_view->heightForAllLanes();
    const int lanes = std::min(std::max(needed, total * 3 / 5), total - chartsLeast);
    if (lanes > 0 && lanes != sizes[0])
        m_splitter->setSizes({lanes, total - lanes});
}

void TimelinePane::readCharts()
{
    m_backlog->showRead(*m_model, m_view->clock());
    giveLanesRoom();
    m_charts->setLifetimes(m_model->lifetimes());
    m_charts->setAggregates(readAggregateCurves(m_api, tableName(), m_model->lifetimes()));
    showRange();
}

void TimelinePane::showRange()
{
    const TimeAxis &axis = m_view->axis();
    m_chartAxis = axis;
    // The step of Left and Right is the ruler's: the charts' grid falls on its ticks.
    m_charts->setVisibleRange(axis.startMs(), axis.endMs(), m_view->keyboardStep(false));
    // Read again even when only the range moved: it is summed per a period that fits the range.
    m_charts->setCapacity(tableName().isEmpty()
                              ? CapacityUse{}
                              : readCapacityUse(m_api, tableName(), axis.startMs(), axis.endMs()));
}

void TimelinePane::showTimes()
{
    m_charts->setTimes(m_view->clock(), m_view->viewedTime());
}

void TimelinePane::setTable(const QString &table)
{
    m_model->setTable(table);
    showClientWrites();
}

QString TimelinePane::tableName() const
{
    return m_model->tableName();
}

void TimelinePane::setClock(qint64 nowMs)
{
    m_view->setClock(nowMs);
    m_backlog->showRead(*m_model, nowMs); // items expire as the clock moves
    showTimes();
}

void TimelinePane::noteCall(const QString &action, const QJsonObject &request,
                            const Result<QJsonObject> &result, const QString &client)
{
    const std::optional<ClientWrite> write =
        clientWrite(action, request, result, client, m_view->clock());
    if (!write || m_clientWrites.contains(*write))
        return;
    m_clientWrites.append(*write);
    showClientWrites();
}

void TimelinePane::forgetClientWrites()
{
    m_clientWrites.clear();
    showClientWrites();
}

void TimelinePane::showClientWrites()
{
    QList<ClientWrite> shown;
    for (const ClientWrite &write : std::as_const(m_clientWrites))
        if (write.table == tableName())
            shown.append(write);
    m_view->setClientWrites(std::move(shown));
}

void TimelinePane::setViewedTime(std::optional<qint64> asOfMs)
{
    m_view->setViewedTime(asOfMs);
    showTimes();
}

void TimelinePane::refresh()
{
    m_clockRead->stop();
    m_dataRead->stop();
    QElapsedTimer took;
    took.start();
    m_model->reload();
    m_lastReadMs = took.elapsed();
    m_sinceRead.start();
    m_clockRead->setInterval(int(std::max<qint64>(kClockReadMs, m_lastReadMs * 20)));
}

void TimelinePane::refreshAfterWrite()
{
    const qint64 wait = m_lastReadMs < kSlowReadMs || !m_sinceRead.isValid()
                            ? 0
                            : m_lastReadMs * 10 - m_sinceRead.elapsed();
    if (wait <= 0)
        refresh();
    else if (!m_dataRead->isActive())
        m_dataRead->start(int(wait));
}

} // namespace lw
