// The workbench window: the tables/indexes tree in a left dock, the selected table's or index's
// items in the centre (lazy, sortable, filterable on every column), the workspace path and the
// item count in the status bar. Reads only through the ApiCall it is given.
//
// Geometry and dock layout are restored from QSettings (group "MainWindow") and saved on close;
// the caller sets the QCoreApplication organization/application names that QSettings uses.
#pragma once

#include "apicall.h"

#include <QMainWindow>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTreeView;
class QDockWidget;

namespace lw {

class TablesModel;
class ItemsModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `workspacePath` is only shown, never opened: the ApiCall already talks to that workspace.
    // Loads the tables and selects the first one, so the window is complete when first shown.
    MainWindow(ApiCall api, const QString &workspacePath, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads the tables again, keeping the selected table or index when it still exists.
    void reload();
    // Selects `table` (or its index `indexName`) in the tree, which shows its items.
    // Returns false when there is no such table or index.
    bool selectSource(const QString &table, const QString &indexName = {});

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void showSource(const QModelIndex &treeIndex);
    void fitColumns(int first, int last);
    void updateStatus();
    void showError(const QString &message);

    TablesModel *m_tables = nullptr;
    ItemsModel *m_items = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_tree = nullptr;
    QTableView *m_itemsView = nullptr;
    QLineEdit *m_filter = nullptr;
    QDockWidget *m_tablesDock = nullptr;
    QLabel *m_workspaceLabel = nullptr;
    QLabel *m_countLabel = nullptr;
};

} // namespace lw
