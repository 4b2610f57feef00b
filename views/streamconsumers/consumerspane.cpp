#include "streamconsumers/consumerspane.h"

#include "common/readonlytable.h"
#include "streamconsumers/consumerdialog.h"
#include "streamconsumers/consumersmodel.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QMessageBox>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Air between columns: numbers are right-aligned and the next text left-aligned, and on a
// projector two of them must not read as one.
constexpr int columnPadding = 12;

QString withShortcut(const QString &toolTip, const QKeySequence &shortcut)
{
    return ConsumersPane::tr("%1 (%2)").arg(toolTip, shortcut.toString(QKeySequence::NativeText));
}

} // namespace

ConsumersPane::ConsumersPane(ApiCall api, QWidget *parent)
    : Pane(parent), m_api(std::move(api)), m_model(new ConsumersModel(m_api, this))
{
    m_view = new QTableView;
    m_view->setObjectName(u"consumersView"_s);
    m_view->setModel(m_model);
    setUpReadOnlyTable(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_toolBar = new QToolBar(tr("Stream consumers"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    const QKeySequence addShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    m_add = m_toolBar->addAction(tr("&Add…"), this, &ConsumersPane::addConsumer);
    m_add->setObjectName(u"addConsumerAction"_s);
    m_add->setShortcut(addShortcut);
    m_add->setToolTip(withShortcut(tr("Add a stream consumer to a table"), addShortcut));

    m_enable = m_toolBar->addAction(tr("&Disable"), this, &ConsumersPane::toggleEnabled);
    m_enable->setObjectName(u"enableConsumerAction"_s);

    m_fault = m_toolBar->addAction(tr("At-least-once &fault"));
    m_fault->setObjectName(u"faultConsumerAction"_s);
    m_fault->setCheckable(true);
    m_fault->setToolTip(tr("Redeliver one batch in every %1 to the selected consumer: it is "
                           "handled but not checkpointed, so it comes again. Shows why a consumer "
                           "must be idempotent.")
                            .arg(faultEveryNthBatch));
    // triggered, not toggled: updateActions() sets the check from the model without a request.
    connect(m_fault, &QAction::triggered, this, &ConsumersPane::toggleFault);

    m_delete = m_toolBar->addAction(tr("De&lete…"), this, &ConsumersPane::deleteSelected);
    m_delete->setObjectName(u"deleteConsumerAction"_s);
    m_delete->setShortcut(QKeySequence::Delete);
    // Only while the pane has the focus: Delete in another pane must not delete a consumer.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_delete->setToolTip(
        withShortcut(tr("Delete the selected consumer, its checkpoint and statistics"),
                     QKeySequence(QKeySequence::Delete)));

    // Framed, as the clock bar's: on a projector nobody hovers to find the buttons.
    for (QAction *action : m_toolBar->actions()) {
        if (auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(action)))
            button->setAutoRaise(false);
    }
    m_view->addActions({m_enable, m_fault, m_delete}); // its context menu, and Delete's context

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_view);

    // Both: the view may make a row current without selecting it (when it gets the focus), and
    // selecting the current row changes no current row.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ConsumersPane::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ConsumersPane::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { fitColumns(false); });
    fitColumns(false); // the headers, before any consumer: a pane behind a tab reads none yet
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        fitColumns(true); // "never" becomes a time, "none" a sequence number
        updateActions();
    });
    connect(m_model, &ConsumersModel::errorOccurred, this, &ConsumersPane::errorOccurred);
    updateActions();
}

Pane *ConsumersPane::create(const PaneContext &context)
{
    auto *pane = new ConsumersPane(context.write);
    pane->setFollowsWhileHidden(true);
    return pane;
}

void ConsumersPane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    if (what & ViewedTime)
        setReadOnly(state()->asOf().has_value());
    if (what & (Data | Clock | Rewind | Consumers))
        reload(); // keeps its rows and selection when the same consumers come back
}

void ConsumersPane::reload()
{
    const QModelIndex current = selected();
    const QString table = current.data(ConsumersModel::TableNameRole).toString();
    const QString name = current.data(ConsumersModel::ConsumerNameRole).toString();
    m_model->reload();
    if (!selected().isValid())
        selectConsumer(table, name);
    updateActions();
}

void ConsumersPane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateActions();
}

bool ConsumersPane::selectConsumer(const QString &tableName, const QString &name)
{
    const QModelIndex found = m_model->indexOf(tableName, name);
    if (!found.isValid())
        return false;
    m_view->setCurrentIndex(found);
    return true;
}

QModelIndex ConsumersPane::selected() const
{
    const QModelIndex current = m_view->currentIndex();
    return m_view->selectionModel()->isRowSelected(current.row()) ? current : QModelIndex();
}

ConsumerDialog *ConsumersPane::addConsumer()
{
    if (m_readOnly)
        return nullptr;
    auto *dialog = new ConsumerDialog(m_api, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ConsumerInfo created = parseConsumerDescription(dialog->created());
        changed(created.tableName, created.name);
    });
    dialog->open();
    return dialog;
}

bool ConsumersPane::toggleEnabled()
{
    const QModelIndex current = selected();
    if (m_readOnly || !current.isValid())
        return false;
    // A FAILED consumer is still enabled in its settings: enabling it again is what retries it.
    const bool enable = current.data(ConsumersModel::StateRole).toString() != u"ENABLED";
    return update({{u"Enabled"_s, enable}});
}

bool ConsumersPane::toggleFault()
{
    const QModelIndex current = selected();
    if (m_readOnly || !current.isValid()) {
        updateActions(); // undo the check the click made
        return false;
    }
    const bool on = current.data(ConsumersModel::FaultRole).toInt() > 0;
    return update(
        {{u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, on ? 0 : faultEveryNthBatch}}}});
}

bool ConsumersPane::update(const QJsonObject &changes)
{
    const QModelIndex current = selected();
    const QString table = current.data(ConsumersModel::TableNameRole).toString();
    const QString name = current.data(ConsumersModel::ConsumerNameRole).toString();
    QJsonObject request = changes;
    request.insert(u"TableName"_s, table);
    request.insert(u"ConsumerName"_s, name);
    const Result<QJsonObject> updated = m_api(u"UpdateConsumer"_s, request, {});
    if (!updated) {
        updateActions(); // the fault's check goes back to what the consumer has
        emit errorOccurred(errorText(updated.error()));
        return false;
    }
    changed(table, name);
    return true;
}

bool ConsumersPane::deleteSelected()
{
    const QModelIndex current = selected();
    if (m_readOnly || !current.isValid())
        return false;
    const QString table = current.data(ConsumersModel::TableNameRole).toString();
    const QString name = current.data(ConsumersModel::ConsumerNameRole).toString();
    if (m_askBeforeDelete) {
        const auto answer = QMessageBox::question(
            this, tr("Delete stream consumer"),
            tr("Delete the consumer %1 of table %2?\n\nIts checkpoint and statistics go with it, "
               "and a projector's documents too. The table's items stay.")
                .arg(name, table),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    const Result<QJsonObject> deleted = m_api(
        u"DeleteConsumer"_s, QJsonObject{{u"TableName"_s, table}, {u"ConsumerName"_s, name}}, {});
    if (!deleted) {
        emit errorOccurred(errorText(deleted.error()));
        return false;
    }
    changed({}, {});
    return true;
}

// After a change the pane made: read again, select the consumer it was about, tell the window.
void ConsumersPane::changed(const QString &tableName, const QString &name)
{
    m_model->reload();
    selectConsumer(tableName, name);
    updateActions();
    emit consumersChanged();
}

// Fits every column to its header and texts. `onlyWiden` for changed values: a width the user
// dragged stays until a value needs more.
void ConsumersPane::fitColumns(bool onlyWiden)
{
    for (int column = 0; column < ConsumersModel::ColumnCount; ++column) {
        const int before = m_view->columnWidth(column);
        m_view->resizeColumnToContents(column); // the header's text counts too
        const int fitted = m_view->columnWidth(column) + columnPadding;
        m_view->setColumnWidth(column, onlyWiden ? std::max(before, fitted) : fitted);
    }
}

void ConsumersPane::changeEvent(QEvent *event)
{
    Pane::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        fitColumns(false);
}

void ConsumersPane::updateActions()
{
    const QModelIndex current = selected();
    const bool canChange = !m_readOnly && current.isValid();
    m_add->setEnabled(!m_readOnly);
    m_enable->setEnabled(canChange);
    m_fault->setEnabled(canChange);
    m_delete->setEnabled(canChange);

    const QString state = current.data(ConsumersModel::StateRole).toString();
    if (state == u"ENABLED") {
        m_enable->setText(tr("&Disable"));
        m_enable->setToolTip(tr("Stop the selected consumer; it keeps its checkpoint"));
    } else {
        m_enable->setText(tr("&Enable"));
        m_enable->setToolTip(state == u"FAILED"
                                 ? tr("Clear the failure and retry from the checkpoint")
                                 : tr("Let the selected consumer poll again from its checkpoint"));
    }
    m_fault->setChecked(current.data(ConsumersModel::FaultRole).toInt() > 0);
}

} // namespace lw
