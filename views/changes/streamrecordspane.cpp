#include "changes/streamrecordspane.h"

#include "changes/changerow.h"
#include "changes/itemhistorydialog.h"
#include "changes/streamrecordsmodel.h"
#include "common/clocktext.h"
#include "common/errorlabel.h"
#include "common/readonlytable.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Keeps the records of the kind the filter names; the order stays the stream's.
class EventFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    StreamRecordsPane::Filter filter() const { return m_filter; }
    void setFilter(StreamRecordsPane::Filter filter)
    {
        m_filter = filter;
        invalidateFilter();
    }
    std::optional<qint64> asOf() const { return m_asOfMs; }
    void setAsOf(std::optional<qint64> asOfMs)
    {
        m_asOfMs = asOfMs;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
        if (m_asOfMs && index.data(StreamRecordsModel::TimeRole).toLongLong() > *m_asOfMs)
            return false; // not made yet at the viewed time
        const QString event = index.data(StreamRecordsModel::EventRole).toString();
        switch (m_filter) {
        case StreamRecordsPane::AllEvents:
            return true;
        case StreamRecordsPane::Inserts:
            return event == u"INSERT";
        case StreamRecordsPane::Modifies:
            return event == u"MODIFY";
        case StreamRecordsPane::Removes:
            return event == u"REMOVE";
        case StreamRecordsPane::TtlDeletes:
            return index.data(StreamRecordsModel::ByTtlRole).toBool();
        }
        return true;
    }

private:
    StreamRecordsPane::Filter m_filter = StreamRecordsPane::AllEvents;
    std::optional<qint64> m_asOfMs;
};

EventFilterProxy *kindFilter(QSortFilterProxyModel *proxy)
{
    return static_cast<EventFilterProxy *>(proxy);
}

} // namespace

StreamRecordsPane::StreamRecordsPane(ApiCall api, QWidget *parent)
    : Pane(parent), m_model(new StreamRecordsModel(std::move(api), this)),
      m_proxy(new EventFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);

    m_view = new QTableView;
    m_view->setObjectName(u"streamRecordsView"_s);
    m_view->setModel(m_proxy);
    setUpReadOnlyTable(m_view);
    fitColumnsToContents(m_view, StreamRecordsModel::ChangesColumn);

    m_filter = new QComboBox;
    m_filter->setObjectName(u"eventFilter"_s);
    m_filter->addItem(tr("All events"), AllEvents);
    m_filter->addItem(tr("INSERT"), Inserts);
    m_filter->addItem(tr("MODIFY"), Modifies);
    m_filter->addItem(tr("REMOVE (user and TTL)"), Removes);
    m_filter->addItem(tr("TTL deletes only"), TtlDeletes);
    auto *filterLabel = new QLabel(tr("Sho&w:"));
    filterLabel->setBuddy(m_filter);
    connect(m_filter, &QComboBox::currentIndexChanged, this,
            [this] { kindFilter(m_proxy)->setFilter(Filter(m_filter->currentData().toInt())); });

    m_status = new QLabel;
    m_status->setObjectName(u"streamStatus"_s);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error = new QLabel;
    m_error->setObjectName(u"streamError"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 4);
    top->addWidget(filterLabel);
    top->addWidget(m_filter);
    top->addSpacing(12);
    top->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_error);

    // Follow the newest record only when the reader was already there: someone who scrolled up
    // to read an older record keeps it in view.
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_view->verticalScrollBar();
        m_followEnd = bar->value() == bar->maximum();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_followEnd)
            m_view->scrollToBottom();
    });
    // Enter, or a double-click (activation as the platform does it).
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit itemHistoryRequested(m_model->tableName(),
                                  index.data(StreamRecordsModel::ItemKeyRole).toJsonObject());
    });
    connect(m_model, &StreamRecordsModel::errorOccurred, this, &StreamRecordsPane::errorOccurred);
    fitIconsToFont();
    updateStatus();
}

void StreamRecordsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitIconsToFont();
    Pane::changeEvent(event);
}

Pane *StreamRecordsPane::create(const PaneContext &context)
{
    auto *pane = new StreamRecordsPane(context.read);
    connect(pane, &StreamRecordsPane::itemHistoryRequested, pane,
            [pane, api = context.read](const QString &table, const QJsonObject &key) {
                auto *dialog = new ItemHistoryDialog(api, table, key, pane->window());
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->show();
            });
    return pane;
}

void StreamRecordsPane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    m_model->setClock(state()->nowMs()); // what the stream has trimmed by now
    m_model->setListsTrimmed(!state()->isRemote());
    if (what & ViewedTime)
        setAsOf(state()->asOf());
    if ((what & Rewind) || tableName() != state()->table())
        setTable(state()->table()); // the stream went back: read afresh
    else if (what & (Data | Clock))
        refresh(); // appends only the new records
}

void StreamRecordsPane::fitIconsToFont()
{
    // As tall as the text: the hourglass of a TTL delete must read from the back of a room, and
    // the style's small icon size does not grow with the window's larger font.
    const int side = fontMetrics().height();
    m_view->setIconSize(QSize(side, side));
}

void StreamRecordsPane::setTable(const QString &table)
{
    m_model->setTable(table);
    m_view->scrollToBottom();
    updateStatus();
}

QString StreamRecordsPane::tableName() const
{
    return m_model->tableName();
}

void StreamRecordsPane::refresh()
{
    m_model->refresh();
    updateStatus();
}

void StreamRecordsPane::setFilter(Filter filter)
{
    m_filter->setCurrentIndex(m_filter->findData(filter));
}

StreamRecordsPane::Filter StreamRecordsPane::filter() const
{
    return kindFilter(m_proxy)->filter();
}

void StreamRecordsPane::setAsOf(std::optional<qint64> asOfMs)
{
    kindFilter(m_proxy)->setAsOf(asOfMs);
    updateStatus();
}

void StreamRecordsPane::updateStatus()
{
    const std::optional<qint64> asOf = kindFilter(m_proxy)->asOf();
    m_status->setText(asOf ? tr("%1 · as of %2: the records made until then")
                                 .arg(m_model->statusText(), utcText(*asOf))
                           : m_model->statusText());
    showErrorText(m_error, m_model->lastError());
}

} // namespace lw
