#include "gsi/gsimatrixpane.h"

#include "gsi/gsimatrixmodel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

// Keeps the rows of items that at least one index leaves out, when asked to.
class MissingOnlyProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setOnlyMissing(bool onlyMissing)
    {
        if (onlyMissing == m_onlyMissing)
            return;
        m_onlyMissing = onlyMissing;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        if (!m_onlyMissing)
            return true;
        const QAbstractItemModel *source = sourceModel();
        for (int column = 0; column < source->columnCount(sourceParent); ++column) {
            if (!source->index(sourceRow, column, sourceParent)
                     .data(GsiMatrixModel::InIndexRole)
                     .toBool())
                return true;
        }
        return false;
    }

private:
    bool m_onlyMissing = false;
};

namespace {

// Draws the check mark of "in" cells larger and bold: at the text's size it is a thin stroke that
// fades on a projector, while the "missing …" texts read well as they are. A cell the index has
// not caught up with ("will appear at …") is in italics: a state in passing.
class CheckMarkDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!index.data(GsiMatrixModel::PendingChangeRole).toString().isEmpty()) {
            option->font.setItalic(true);
        } else if (index.data(GsiMatrixModel::InIndexRole).toBool()) {
            option->font.setBold(true);
            option->font.setPointSizeF(option->font.pointSizeF() * 1.4);
        }
    }
};

} // namespace

GsiMatrixPane::GsiMatrixPane(ApiCall api, QWidget *parent)
    : Pane(parent), m_model(new GsiMatrixModel(std::move(api), this)),
      m_proxy(new MissingOnlyProxy(this))
{
    m_proxy->setSourceModel(m_model);

    m_view = new QTableView;
    m_view->setObjectName(u"gsiMatrixView"_s);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new CheckMarkDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSortIndicatorClearable(true);
    // Scan order until a header is clicked: the order the items pane shows them in.
    header->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    m_summary = new QLabel;
    m_summary->setObjectName(u"gsiSummaryLabel"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_onlyMissing = new QCheckBox(tr("Show only items missing from an index"));
    m_onlyMissing->setObjectName(u"onlyMissingCheck"_s);
    connect(m_onlyMissing, &QCheckBox::toggled, m_proxy, &MissingOnlyProxy::setOnlyMissing);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 4); // the view's frame is the pane's edge; texts need air
    top->addWidget(m_summary, 1);
    top->addWidget(m_onlyMissing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateSummary();
        fitColumns();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) {
                updateSummary();
                if (first == 0) // the first page after a reset: widths can now fit the cells too
                    fitColumns();
            });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &GsiMatrixPane::updateSummary);
    connect(m_model, &GsiMatrixModel::errorOccurred, this, &GsiMatrixPane::errorOccurred);
    updateSummary();
}

Pane *GsiMatrixPane::create(const PaneContext &context)
{
    return new GsiMatrixPane(context.read);
}

void GsiMatrixPane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    const bool otherTime = m_model->asOf() != state()->asOf();
    if (otherTime)
        setAsOf(state()->asOf()); // reads the loaded rows again
    if (m_model->tableName() != state()->table())
        setTable(state()->table());
    else if (!otherTime && (what & (Data | Clock | Rewind)))
        refresh();
}

void GsiMatrixPane::setTable(const QString &table)
{
    m_model->setTable(table);
}

void GsiMatrixPane::setAsOf(std::optional<qint64> asOfMs)
{
    m_model->setAsOf(asOfMs);
}

void GsiMatrixPane::setOnlyMissing(bool onlyMissing)
{
    m_onlyMissing->setChecked(onlyMissing);
}

void GsiMatrixPane::refresh()
{
    m_model->reload();
}

QString GsiMatrixPane::summaryText() const
{
    return m_summary->text();
}

void GsiMatrixPane::updateSummary()
{
    const TableInfo &table = m_model->tableInfo();
    const int items = m_model->rowCount();
    const bool more = m_model->canFetchMore({});
    QString text;
    if (!m_model->lastError().isEmpty()) {
        text = m_model->lastError();
    } else if (table.name.isEmpty()) {
        text = tr("No table selected.");
    } else if (table.indexes.isEmpty()) {
        text = tr("%1 has no secondary indexes.").arg(table.name);
    } else if (items == 0 && more) {
        text = tr("Reading %1…").arg(table.name);
    } else if (items == 0) {
        text = tr("%1 has no items for its indexes to hold.").arg(table.name);
    } else {
        QStringList parts;
        for (int column = 0; column < table.indexes.size(); ++column) {
            // What the index holds now: an item whose entry is still on its way is not counted
            // yet, one still to leave is.
            int held = 0;
            for (int row = 0; row < items; ++row)
                held += m_model->holdsNow(row, column) ? 1 : 0;
            const QString &name = table.indexes[column].name;
            if (!parts.isEmpty())
                parts << tr("%1 %2 of %3").arg(name).arg(held).arg(items);
            else if (more)
                parts << tr("%1 holds %2 of the first %3 items").arg(name).arg(held).arg(items);
            else if (items == 1)
                parts << tr("%1 holds %2 of 1 item").arg(name).arg(held);
            else
                parts << tr("%1 holds %2 of %3 items").arg(name).arg(held).arg(items);
        }
        text = parts.join(u"; "_s);
        if (more)
            text += tr(" (scroll for more)");
    }
    m_summary->setText(text);
}

// Every column as wide as the widest header or loaded cell of any column: "missing GSI1PK, GSI1SK"
// is never elided, and equal columns read as a matrix. Done on a reset and its first page only,
// so a user's own widths survive refresh().
void GsiMatrixPane::fitColumns()
{
    m_view->resizeColumnsToContents();
    QHeaderView *header = m_view->horizontalHeader();
    int width = 0;
    for (int column = 0; column < header->count(); ++column)
        width = qMax(width, header->sectionSize(column));
    for (int column = 0; column < header->count(); ++column)
        header->resizeSection(column, width);
}

} // namespace lw
