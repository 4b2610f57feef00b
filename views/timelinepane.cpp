#include "timelinepane.h"

#include "lifetimesmodel.h"
#include "timelinecharts.h"
#include "timelineview.h"

#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

TimelinePane::TimelinePane(ApiCall api, QWidget *parent) : QWidget(parent)
{
    setObjectName(u"timelinePane"_s);
    m_model = new LifetimesModel(std::move(api), this);
    m_view = new TimelineView(m_model);
    m_charts = new TimelineCharts;

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_view);
    splitter->addWidget(m_charts);
    // The lanes are what a class watches; the charts sum them up below.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({3000, 2000});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_view, &TimelineView::viewAsOfRequested, this, &TimelinePane::viewAsOfRequested);
    connect(m_view, &TimelineView::advanceRequested, this, &TimelinePane::advanceRequested);
    connect(m_view, &TimelineView::rewindRequested, this, &TimelinePane::rewindRequested);
    connect(m_model, &LifetimesModel::errorOccurred, this, &TimelinePane::errorOccurred);
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_charts->setLifetimes(m_model->lifetimes()); });
}

void TimelinePane::setTable(const QString &table)
{
    m_model->setTable(table);
}

QString TimelinePane::tableName() const
{
    return m_model->tableName();
}

void TimelinePane::setClock(qint64 nowMs)
{
    m_view->setClock(nowMs);
}

void TimelinePane::setViewedTime(std::optional<qint64> asOfMs)
{
    m_view->setViewedTime(asOfMs);
}

void TimelinePane::refresh()
{
    m_model->reload();
}

} // namespace lw
