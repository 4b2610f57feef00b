// MainWindow's context menus: on a table or an index of the tree (delete it, switch its stream
// or TTL, add or remove a global secondary index) and on the selected items (soft delete,
// restore, delete, copy as JSON, export); and the inspector's Copy as Code. Every write goes
// through the user's api: undoable, logged, and reported to the state like the menus' own.
#include "window/mainwindow.h"

#include "commands/formatcommands.h"
#include "console/codemenu.h"
#include "inspector/iteminspector.h"
#include "tables/itemsmodel.h"
#include "tables/tablesmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace lw {

void MainWindow::addItemContextMenu(const QList<QAction *> &itemActions)
{
    QAction *remove = new QAction(tr("&Delete Item"), this);
    remove->setObjectName(u"deleteItemAction"_s);
    connect(remove, &QAction::triggered, this, [this] {
        const QJsonObject key = selectedItemKey();
        if (key.isEmpty())
            return;
        if (const Result<QJsonObject> done = m_userApi(
                u"DeleteItem"_s, {{u"TableName"_s, m_items->tableName()}, {u"Key"_s, key}}, {});
            !done)
            showError(errorText(done.error()));
    });
    m_writeActions << remove;
    QAction *copy = new QAction(tr("&Copy as JSON"), this);
    copy->setObjectName(u"copyItemsAsJsonAction"_s);
    connect(copy, &QAction::triggered, this, [this] {
        // DynamoDB JSON, as GetItem returns it: one object, or an array for several rows.
        QJsonArray items;
        for (const QModelIndex &row : m_itemsView->selectionModel()->selectedRows())
            items.append(itemOfRow(row));
        if (items.isEmpty())
            return;
        const QJsonDocument document =
            items.size() == 1 ? QJsonDocument(items.first().toObject()) : QJsonDocument(items);
        QApplication::clipboard()->setText(QString::fromUtf8(document.toJson()));
        statusBar()->showMessage(items.size() == 1
                                     ? tr("Copied the item as JSON")
                                     : tr("Copied %1 items as JSON").arg(items.size()),
                                 8000);
    });
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    auto *exportSeparator = new QAction(this);
    exportSeparator->setSeparator(true);
    m_itemsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_itemsView->addActions(itemActions);
    m_itemsView->addActions({remove, separator, copy, m_itemCodeMenu->menuAction(), exportSeparator,
                             m_formats->exportCsvAction(), m_formats->exportJsonLinesAction()});
}

void MainWindow::addInspectorCodeMenu()
{
    // The item as the inspector holds it, edits included: PutItem writes it, GetItem reads it
    // back by its key.
    const auto put = [this] {
        return QList<CodeCall>{
            {u"PutItem"_s,
             {{u"TableName"_s, m_inspector->table().name}, {u"Item"_s, m_inspector->item()}}}};
    };
    const auto get = [this] {
        QJsonObject key;
        const QJsonObject item = m_inspector->item();
        for (const KeyAttribute &attribute : m_inspector->table().key)
            if (item.contains(attribute.name))
                key.insert(attribute.name, item.value(attribute.name));
        return QList<CodeCall>{
            {u"GetItem"_s, {{u"TableName"_s, m_inspector->table().name}, {u"Key"_s, key}}}};
    };
    const auto copied = [this](const QString &language) {
        statusBar()->showMessage(tr("Copied the item's request as %1").arg(language), 8000);
    };
    // On the inspector's tree and beside Copy as JSON on the items: a tool bar button would
    // fall off the inspector's full bar on a 1280-pixel screen.
    m_itemCodeMenu = new QMenu(tr("Copy Item as &Code"), this);
    m_itemCodeMenu->setObjectName(u"itemCodeMenu"_s);
    m_itemCodeMenu->addMenu(
        copyAsCodeMenu(tr("&PutItem (the item as edited)"), put, m_itemCodeMenu, copied));
    m_itemCodeMenu->addMenu(
        copyAsCodeMenu(tr("&GetItem (by its key)"), get, m_itemCodeMenu, copied));
    QAction *shown = m_itemCodeMenu->menuAction();
    shown->setToolTip(tr("Copy a program that writes this item (PutItem) or reads it (GetItem)"));
    m_inspector->view()->addAction(shown);
    const auto enable = [this, shown] { shown->setEnabled(m_inspector->hasItem()); };
    connect(m_inspector, &ItemInspector::itemShown, this, enable);
    enable();
}

void MainWindow::addTableContextMenu()
{
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_tree->indexAt(at);
        if (!index.isValid() || m_state->asOf()) // the past is read-only
            return;
        QMenu menu(this);
        fillTableMenu(&menu, index.data(TablesModel::TableNameRole).toString(),
                      index.data(TablesModel::IndexNameRole).toString());
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
}

void MainWindow::fillTableMenu(QMenu *menu, const QString &table, const QString &indexName)
{
    const auto send = [this](const QString &action, const QJsonObject &request) {
        if (const Result<QJsonObject> done = m_userApi(action, request, {}); !done)
            showError(errorText(done.error()));
    };
    const TableInfo *info = nullptr;
    for (const TableInfo &each : m_tables->tables())
        if (each.name == table)
            info = &each;
    if (!info)
        return;
    const TableInfo described = *info; // the menu outlives a reload the writes cause

    if (!indexName.isEmpty()) {
        const IndexInfo *index = described.index(indexName);
        if (index && index->global)
            menu->addAction(tr("Delete Index %1…").arg(indexName), this, [=, this] {
                if (QMessageBox::question(
                        this, tr("Delete Index"),
                        tr("Delete the index %1 of table %2?").arg(indexName, table)) !=
                    QMessageBox::Yes)
                    return;
                send(u"UpdateTable"_s,
                     {{u"TableName"_s, table},
                      {u"GlobalSecondaryIndexUpdates"_s,
                       QJsonArray{
                           QJsonObject{{u"Delete"_s, QJsonObject{{u"IndexName"_s, indexName}}}}}}});
            });
        return;
    }

    const bool streaming = !described.streamViewType.isEmpty();
    menu->addAction(streaming ? tr("Disable the Stream") : tr("Enable the Stream"), this, [=] {
        QJsonObject spec{{u"StreamEnabled"_s, !streaming}};
        if (!streaming)
            spec.insert(u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s);
        send(u"UpdateTable"_s, {{u"TableName"_s, table}, {u"StreamSpecification"_s, spec}});
    });

    const Result<QJsonObject> ttl = m_api(u"DescribeTimeToLive"_s, {{u"TableName"_s, table}}, {});
    const QJsonObject ttlDescription =
        ttl ? ttl->value(u"TimeToLiveDescription"_s).toObject() : QJsonObject();
    const QString ttlStatus = ttlDescription.value(u"TimeToLiveStatus"_s).toString();
    const QString ttlAttribute = ttlDescription.value(u"AttributeName"_s).toString();
    if (ttlStatus == u"ENABLED") {
        menu->addAction(tr("Disable TTL on %1").arg(ttlAttribute), this, [=] {
            send(u"UpdateTimeToLive"_s,
                 {{u"TableName"_s, table},
                  {u"TimeToLiveSpecification"_s,
                   QJsonObject{{u"Enabled"_s, false}, {u"AttributeName"_s, ttlAttribute}}}});
        });
    } else if (ttlStatus == u"DISABLED" || ttlStatus.isEmpty()) {
        menu->addAction(tr("Enable TTL…"), this, [=, this] {
            bool ok = false;
            const QString attribute = QInputDialog::getText(
                this, tr("Enable TTL"),
                tr("The attribute holding each item's expiry time (epoch seconds):"),
                QLineEdit::Normal, u"expiresAt"_s, &ok);
            if (!ok || attribute.trimmed().isEmpty())
                return;
            send(u"UpdateTimeToLive"_s,
                 {{u"TableName"_s, table},
                  {u"TimeToLiveSpecification"_s,
                   QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, attribute.trimmed()}}}});
        });
    } // ENABLING or DISABLING: DynamoDB takes no change until it has settled

    menu->addAction(tr("Add Index…"), this, [=, this] {
        bool ok = false;
        const QString attribute = QInputDialog::getText(
            this, tr("Add Index"),
            tr("The partition key of the new global secondary index (a string attribute); "
               "items without it stay out of the index:"),
            QLineEdit::Normal, {}, &ok);
        if (!ok || attribute.trimmed().isEmpty())
            return;
        const QString key = attribute.trimmed();
        const QJsonObject partitionKey{{u"AttributeName"_s, key}, {u"KeyType"_s, u"HASH"_s}};
        const QJsonObject projection{{u"ProjectionType"_s, u"ALL"_s}};
        QJsonObject create{{u"IndexName"_s, QString(key + u"-index"_s)},
                           {u"KeySchema"_s, QJsonArray{partitionKey}},
                           {u"Projection"_s, projection}};
        if (described.billingMode != u"PAY_PER_REQUEST")
            create.insert(u"ProvisionedThroughput"_s,
                          QJsonObject{{u"ReadCapacityUnits"_s, 5}, {u"WriteCapacityUnits"_s, 5}});
        const QJsonObject definition{{u"AttributeName"_s, key}, {u"AttributeType"_s, u"S"_s}};
        const QJsonObject update{{u"Create"_s, create}};
        send(u"UpdateTable"_s, {{u"TableName"_s, table},
                                {u"AttributeDefinitions"_s, QJsonArray{definition}},
                                {u"GlobalSecondaryIndexUpdates"_s, QJsonArray{update}}});
    });

    menu->addSeparator();
    menu->addAction(tr("Delete Table %1…").arg(table), this, [=, this] {
        if (QMessageBox::question(this, tr("Delete Table"),
                                  tr("Delete the table %1 and its %n item(s)? Edit ▸ Undo puts "
                                     "them back.",
                                     nullptr, int(described.itemCount))
                                      .arg(table)) != QMessageBox::Yes)
            return;
        send(u"DeleteTable"_s, {{u"TableName"_s, table}});
    });
}

} // namespace lw
