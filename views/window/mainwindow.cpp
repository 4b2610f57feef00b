#include "window/mainwindow.h"

#include "bucket/archivepane.h"
#include "changes/itemhistorydialog.h"
#include "changes/streamrecordspane.h"
#include "commands/apicommand.h"
#include "commands/filecommands.h"
#include "commands/formatcommands.h"
#include "commands/recordcommands.h"
#include "commands/servertoggle.h"
#include "commands/undoablecall.h"
#include "common/clocktext.h"
#include "common/readonlytable.h"
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "createtable/createtabledialog.h"
#include "gsi/gsimatrixpane.h"
#include "inspector/iteminspector.h"
#include "lesson/lessonpane.h"
#include "streamconsumers/consumerspane.h"
#include "tables/itemsmodel.h"
#include "tables/tablesmodel.h"
#include "timeline/timelinepane.h"
#include "window/clockbar.h"
#include "window/pastbanner.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
constexpr qreal minimumPointSize = 11;  // readable from the back of a room on a projector
constexpr int maximumColumnWidth = 320; // long values are elided; the tooltip has them in full
constexpr int tablesDockWidth = 440;    // name, kind, key schema and count side by side
constexpr int paneDockHeight = 430;     // the timeline's lanes and charts, readable on a projector
constexpr int inspectorDockWidth = 340; // name, type and a short value; the items keep the middle
constexpr int lessonDockWidth = 420;    // narration and transcript lines readable beside the items

} // namespace

MainWindow::MainWindow(ApiCall api, ClockControl clock, const QString &workspacePath,
                       QWidget *parent)
    : QMainWindow(parent), m_tables(new TablesModel(unmetered(api), this)),
      m_items(new ItemsModel(unmetered(api), this)), m_proxy(new QSortFilterProxyModel(this)),
      m_api(unmetered(api)), m_undo(new QUndoStack(this)), m_clock(std::move(clock))
{
    setWindowTitle(tr("Lifecycle Workbench"));
    QFont readable = font();
    if (readable.pointSizeF() > 0 && readable.pointSizeF() < minimumPointSize) {
        readable.setPointSizeF(minimumPointSize);
        setFont(readable);
    }

    m_tree = new QTreeView;
    m_tree->setObjectName(u"tablesView"_s);
    m_tree->setModel(m_tables);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(true);
    m_tablesDock = new QDockWidget(tr("Tables and indexes"), this);
    m_tablesDock->setObjectName(u"tablesDock"_s); // saveState() needs a name
    m_tablesDock->setWidget(m_tree);
    addDockWidget(Qt::LeftDockWidgetArea, m_tablesDock);
    resizeDocks({m_tablesDock}, {tablesDockWidth}, Qt::Horizontal);

    m_timeline = new TimelinePane(m_api);
    QDockWidget *timelineDock = addPane(m_timeline, tr("Timeline"), u"timelineDock"_s);
    // What the user does by hand goes onto the undo stack (undoablecall.h); undo and redo read
    // the workspace again, or say why they could not run.
    const ApiCommand::Hooks undoHooks{[this](const QString &message) { showError(message); },
                                      [this] { reload(); }};
    m_consumers = new ConsumersPane(undoableApi(m_api, m_undo, undoHooks));
    m_consumersDock = addPane(m_consumers, tr("Stream consumers"), u"consumersDock"_s);
    m_streamRecords = new StreamRecordsPane(m_api);
    addPane(m_streamRecords, tr("Stream records"), u"streamRecordsDock"_s);
    m_gsiMatrix = new GsiMatrixPane(m_api);
    addPane(m_gsiMatrix, tr("GSI membership"), u"gsiMatrixDock"_s);
    m_archive = new ArchivePane(m_api);
    addPane(m_archive, tr("Archive bucket"), u"archiveDock"_s);
    m_requestLog = new RequestLogPane;
    addPane(m_requestLog, tr("Request log"), u"requestLogDock"_s);
    // The console's calls are the user's own: they go to the request log.
    m_userApi = undoableApi(loggedCall(api, m_requestLog), m_undo, undoHooks);
    m_console = new ConsolePane(m_userApi);
    addPane(m_console, tr("Console"), u"consoleDock"_s);
    timelineDock->raise();
    resizeDocks({m_consumersDock}, {paneDockHeight}, Qt::Vertical);
    connect(m_streamRecords, &StreamRecordsPane::errorOccurred, this, &MainWindow::showError);
    connect(m_gsiMatrix, &GsiMatrixPane::errorOccurred, this, &MainWindow::showError);
    connect(m_archive, &ArchivePane::errorOccurred, this, &MainWindow::showError);
    connect(m_timeline, &TimelinePane::errorOccurred, this, &MainWindow::showError);
    // A stream record leads to its item's whole history.
    connect(m_streamRecords, &StreamRecordsPane::itemHistoryRequested, this,
            [this](const QString &table, const QJsonObject &key) {
                auto *dialog = new ItemHistoryDialog(m_api, table, key, this);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->show();
            });
    // The timeline's handle is the clock's: before now it shows the past, past now it moves the
    // clock (the sweeper and the consumers act on the way), and it offers the rewind.
    connect(m_timeline, &TimelinePane::viewAsOfRequested, this,
            [this](qint64 ms) { viewAsOf(ms); });
    connect(m_timeline, &TimelinePane::rewindRequested, this, [this](qint64 ms) {
        viewAsOf(ms);
        rewindToViewed();
    });
    connect(m_console, &ConsolePane::workspaceChanged, this, &MainWindow::reload);

    m_proxy->setSourceModel(m_items);
    m_proxy->setFilterKeyColumn(-1); // every column
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(ItemsModel::SortRole);

    m_filter = new QLineEdit;
    m_filter->setObjectName(u"filterEdit"_s);
    m_filter->setPlaceholderText(tr("Filter the loaded items (all columns)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_itemsView = new QTableView;
    m_itemsView->setObjectName(u"itemsView"_s);
    m_itemsView->setModel(m_proxy);
    // Unlike the other lists, several rows at once: QTableView's default, kept.
    setUpReadOnlyTable(m_itemsView, QAbstractItemView::ExtendedSelection);
    m_itemsView->horizontalHeader()->setStretchLastSection(true);
    // Start in scan order; a header click sorts the loaded rows, a third click goes back.
    m_itemsView->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_itemsView->horizontalHeader()->setSortIndicatorClearable(true);
    m_itemsView->setSortingEnabled(true);

    auto *filterLabel = new QLabel(tr("Fi&lter:"));
    filterLabel->setBuddy(m_filter);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter);
    m_banner = new PastBanner;
    connect(m_banner, &PastBanner::backToNowClicked, this, [this] { viewAsOf({}); });
    connect(m_banner, &PastBanner::rewindClicked, this, &MainWindow::rewindToViewed);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_banner);
    layout->addLayout(filterRow);
    layout->addWidget(m_itemsView);
    setCentralWidget(central);

    // The inspector: the selected item, read whole from its table (an index may hold only part
    // of it), in the typed editor; its writes go onto the undo stack like every other.
    m_inspector = new ItemInspector;
    // Its tree scrolls: it must not make the window taller than the items beside it need.
    m_inspector->view()->setMinimumHeight(fontMetrics().lineSpacing() * 2);
    m_inspectorDock = new QDockWidget(tr("Item inspector"), this);
    m_inspectorDock->setObjectName(u"inspectorDock"_s);
    m_inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);
    resizeDocks({m_inspectorDock}, {inspectorDockWidth}, Qt::Horizontal);
    connect(m_itemsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { inspectSelectedItem(); });
    connect(m_inspector, &ItemInspector::saveRequested, this, [this](const QJsonObject &item) {
        writeFromInspector(u"PutItem"_s,
                           {{u"TableName"_s, m_inspector->table().name}, {u"Item"_s, item}}, item);
    });
    connect(m_inspector, &ItemInspector::deleteRequested, this, [this](const QJsonObject &key) {
        writeFromInspector(u"DeleteItem"_s,
                           {{u"TableName"_s, m_inspector->table().name}, {u"Key"_s, key}}, {});
    });

    m_workspacePath = QDir(workspacePath).absolutePath();
    m_workspaceLabel = new QLabel(tr("Workspace: %1").arg(workspacePath));
    m_workspaceLabel->setObjectName(u"workspaceLabel"_s);
    m_countLabel = new QLabel;
    m_countLabel->setObjectName(u"itemCountLabel"_s);
    statusBar()->addWidget(m_workspaceLabel, 1); // yields to error messages for a while
    statusBar()->addPermanentWidget(m_countLabel);

    m_clockBar = new ClockBar(m_clock, this);
    addToolBar(Qt::TopToolBarArea, m_clockBar);
    connect(m_clockBar, &ClockBar::workspaceChanged, this, &MainWindow::workspaceChanged);
    connect(m_clockBar, &ClockBar::viewAsOfRequested, this,
            [this](qint64 asOfMs) { viewAsOf(asOfMs); });
    connect(m_clockBar, &ClockBar::errorOccurred, this, &MainWindow::showError);
    // The timeline's handle dragged past now moves the clock as the clock bar's buttons do.
    connect(m_timeline, &TimelinePane::advanceRequested, m_clockBar, &ClockBar::advanceTo);
    connect(m_clockBar, &ClockBar::stopped, this,
            [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    connect(m_clockBar, &ClockBar::swept, this, [this](qint64 deleted) {
        statusBar()->showMessage(
            deleted == 1 ? tr("Swept 1 expired item")
                         : tr("Swept %1 expired items").arg(QLocale().toString(deleted)),
            15000);
    });

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!m_holdItems)
                    showSource(current);
            });
    connect(m_proxy, &QAbstractItemModel::columnsInserted, this,
            [this](const QModelIndex &, int first, int last) { fitColumns(first, last); });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_tables, &TablesModel::errorOccurred, this, &MainWindow::showError);
    connect(m_items, &ItemsModel::errorOccurred, this, &MainWindow::showError);
    connect(m_consumers, &ConsumersPane::errorOccurred, this, &MainWindow::showError);
    // Consumers write only as the clock moves, so adding, changing or deleting one leaves the
    // items as they are: the tables are read again without resetting the items view.
    connect(m_consumers, &ConsumersPane::consumersChanged, this, &MainWindow::reloadTablesQuietly);

    createActions();

    resize(1280, 800);
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    restoreGeometry(settings.value(u"geometry"_s).toByteArray());
    restoreState(settings.value(u"state"_s).toByteArray());

    reload();
}

MainWindow::~MainWindow()
{
    // The docks outlive this class's members (QWidget deletes its children later) and report
    // being hidden as they go: they must not reach the sets of shown and stale panes by then.
    for (QDockWidget *dock : std::as_const(m_paneDocks))
        disconnect(dock, nullptr, this, nullptr);
}

void MainWindow::setRecordingControl(RecordingControl control)
{
    m_recording->setControl(std::move(control));
}

void MainWindow::setServerControl(ServerControl control)
{
    m_server->setControl(std::move(control));
}

void MainWindow::setWorkspaceFiles(WorkspaceFiles files)
{
    m_formats->setFiles(files);
    m_files->setFiles(std::move(files));
}

void MainWindow::inspectSelectedItem()
{
    const QJsonObject key = selectedItemKey();
    if (m_inspector->isDirty() &&
        QMessageBox::question(this, tr("Item inspector"),
                              tr("Discard the unsaved edits in the item inspector?")) !=
            QMessageBox::Yes)
        return;
    if (key.isEmpty()) {
        m_inspector->showItem({});
        return;
    }
    const Result<QJsonObject> got = m_api(
        u"GetItem"_s,
        {{u"TableName"_s, m_items->tableName()}, {u"Key"_s, key}, {u"ConsistentRead"_s, true}},
        CallOptions{m_asOf});
    if (!got) {
        showError(errorText(got.error()));
        return;
    }
    m_inspector->showItem(got->value(u"Item"_s).toObject());
}

void MainWindow::writeFromInspector(const QString &action, const QJsonObject &request,
                                    const QJsonObject &written)
{
    if (const Result<QJsonObject> done = m_userApi(action, request, {}); !done) {
        showError(errorText(done.error())); // the edits stay in the inspector
        return;
    }
    m_inspector->showItem(written); // clean again: this is what the table holds now
    reload();
}

void MainWindow::createTable(const QJsonObject &startFrom)
{
    CreateTableDialog dialog(this);
    if (!startFrom.isEmpty())
        dialog.setRequest(startFrom);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QJsonObject request = dialog.createTableRequest();
    const QString table = request.value(u"TableName"_s).toString();
    if (const Result<QJsonObject> created = m_userApi(u"CreateTable"_s, request, {}); !created) {
        // Only the service knows the table exists already: the form comes back as it was.
        QMessageBox::warning(this, tr("New Table"), errorText(created.error()));
        createTable(request);
        return;
    }
    if (const std::optional<QJsonObject> ttl = dialog.timeToLiveRequest()) {
        if (const Result<QJsonObject> set = m_userApi(u"UpdateTimeToLive"_s, *ttl, {}); !set)
            showError(tr("Table %1 was created, but its TTL was not set: %2")
                          .arg(table, errorText(set.error())));
    }
    reloadTables();
    selectSource(table);
}

void MainWindow::showLesson(LessonControl lesson)
{
    m_lesson = new LessonPane(std::move(lesson));
    auto *dock = new QDockWidget(tr("Lesson"), this);
    dock->setObjectName(u"lessonDock"_s);
    dock->setWidget(m_lesson);
    // With the inspector, in front of it: the narration is what the class reads.
    tabifyDockWidget(m_inspectorDock, dock);
    dock->show();
    dock->raise();
    // Once laid out: before, the long narration's size hint would claim the window's width.
    QTimer::singleShot(0, this,
                       [this, dock] { resizeDocks({dock}, {lessonDockWidth}, Qt::Horizontal); });
    QMenu *menu = menuBar()->addMenu(tr("&Lesson"));
    menu->addActions(m_lesson->lessonActions());
    const auto stepped = [this] {
        m_clockBar->refresh();
        reload();
    };
    connect(m_lesson, &LessonPane::workspaceChanged, this, stepped);
    connect(m_lesson, &LessonPane::workspaceReplaced, this, [this, stepped] {
        m_undo->clear(); // its writes were made on the workspace the replay replaced
        viewAsOf({});
        stepped();
        refreshPanes(true);
    });
    connect(m_lesson, &LessonPane::errorOccurred, this, &MainWindow::showError);
    stepped(); // the lesson may have run already (a picture shows it played to the end)
}

QJsonObject MainWindow::selectedItemKey() const
{
    const QJsonObject item =
        m_itemsView->currentIndex().data(ItemsModel::ItemJsonRole).toJsonObject();
    const QString table = m_items->tableName();
    QJsonObject key;
    for (const TableInfo &info : m_tables->tables())
        if (info.name == table)
            for (const KeyAttribute &attribute : info.key)
                if (item.contains(attribute.name))
                    key.insert(attribute.name, item.value(attribute.name));
    return key;
}

void MainWindow::changeSelectedItem(bool softDelete)
{
    const QJsonObject key = selectedItemKey();
    if (key.isEmpty() || m_asOf) {
        statusBar()->showMessage(m_asOf ? tr("The past is read-only: go back to now first")
                                        : tr("Select an item first"),
                                 8000);
        return;
    }
    const Result<QJsonObject> changed =
        m_userApi(softDelete ? u"SoftDeleteItem"_s : u"RestoreItem"_s,
                  {{u"TableName"_s, m_items->tableName()}, {u"Key"_s, key}}, {});
    if (!changed)
        showError(errorText(changed.error()));
    reload();
}

void MainWindow::reload()
{
    reloadTables();
    showSource(m_tree->currentIndex());
    refreshPanes();
}

// Reads the tables again, keeping the selected table or index when it still exists; the items
// are the caller's to read. Returns whether the tree changed.
bool MainWindow::reloadTables()
{
    const QString table = m_items->tableName();
    const QString index = m_items->indexName();
    const QList<TableInfo> before = m_tables->tables();
    const QScopedValueRollback hold(m_holdItems, true);
    m_tables->reload();
    if (m_tables->tables() == before) // not reset: the selection and layout still hold
        return false;
    m_tree->expandAll();
    for (int column = 0; column < TablesModel::ColumnCount; ++column)
        m_tree->resizeColumnToContents(column);
    // Wide enough to show every column of the tree, but never more than 30% of the window: the
    // items in the middle are what the user came for (a long table name elides instead).
    // resizeColumnToContents() sized every section; the last one also stretches, so its
    // content width is measured from its header hint and the widest cell instead.
    int treeWidth = 32;
    for (int column = 0; column + 1 < TablesModel::ColumnCount; ++column)
        treeWidth += m_tree->columnWidth(column);
    treeWidth += m_tree->header()->sectionSizeHint(TablesModel::ColumnCount - 1) + 16;
    resizeDocks({m_tablesDock}, {std::min(treeWidth, width() * 3 / 10)}, Qt::Horizontal);
    if (!selectSource(table, index) && !selectSource(table) && m_tables->rowCount() > 0)
        m_tree->setCurrentIndex(m_tables->index(0, 0));
    return true;
}

void MainWindow::workspaceChanged(bool live)
{
    // Live mode ticks several times a second: re-reading the items each time would reset the
    // view under the user's hands, so they are read again only when the tables' counts changed
    // (the sweeper deleted something). A click re-reads everything.
    if (!live) {
        reload();
        return;
    }
    reloadTablesQuietly();
    refreshPanes();
}

// Reads the tables again and the items only when the tree changed, so the items view keeps its
// rows, selection and scroll position when nothing the tree shows has moved.
void MainWindow::reloadTablesQuietly()
{
    if (reloadTables())
        showSource(m_tree->currentIndex());
}

void MainWindow::viewAsOf(std::optional<qint64> asOfMs)
{
    if (asOfMs && *asOfMs >= m_clock.nowMs())
        asOfMs.reset(); // now or later is simply now
    m_asOf = asOfMs;
    if (m_asOf)
        m_banner->showAsOf(*m_asOf);
    else
        m_banner->hide();
    m_backToNow->setEnabled(m_asOf.has_value());
    m_rewindHere->setEnabled(m_asOf.has_value());
    m_clockBar->setViewingPast(m_asOf);
    m_consumers->setReadOnly(m_asOf.has_value());
    m_gsiMatrix->setAsOf(m_asOf);
    m_streamRecords->setAsOf(m_asOf);
    m_inspector->setReadOnly(m_asOf.has_value());
    // The past is read-only: nothing that writes, undo and redo included.
    for (QAction *action : std::as_const(m_writeActions))
        action->setEnabled(!m_asOf);
    m_undoAction->setEnabled(!m_asOf && m_undo->canUndo());
    m_redoAction->setEnabled(!m_asOf && m_undo->canRedo());
    m_timeline->setViewedTime(m_asOf);
    m_console->setAsOf(m_asOf);
    m_items->setAsOf(m_asOf);
    showSource(m_tree->currentIndex());
}

bool MainWindow::rewindToViewed()
{
    if (!m_asOf)
        return false;
    const qint64 to = *m_asOf;
    if (m_askBeforeRewind) {
        const auto answer = QMessageBox::question(
            this, tr("Rewind the workspace"),
            tr("Rewind the workspace to %1?\n\nEvery change after that time is dropped and the "
               "clock is set back to it.")
                .arg(utcText(to)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    const Status rewound = m_clock.rewind(to);
    if (!rewound) {
        showError(rewound.error().message);
        return false;
    }
    viewAsOf({}); // the clock is now the viewed time: the present again
    // The stack's compensating writes belong to the history just dropped; rewind itself is
    // not undone (what came after is gone), so the stack starts again.
    m_undo->clear();
    reloadTablesQuietly();
    refreshPanes(true); // checkpoints, statistics, the stream and the bucket went back too
    statusBar()->showMessage(tr("Rewound to %1").arg(utcText(to)), 15000);
    return true;
}

bool MainWindow::selectSource(const QString &table, const QString &indexName)
{
    const QModelIndex found = m_tables->indexOf(table, indexName);
    if (!found.isValid())
        return false;
    m_tree->setCurrentIndex(found);
    return true;
}

void MainWindow::showSource(const QModelIndex &treeIndex)
{
    const QString table = treeIndex.data(TablesModel::TableNameRole).toString();
    m_items->setSource(table, treeIndex.data(TablesModel::IndexNameRole).toString());
    m_formats->setView(table, m_items->indexName(), m_asOf);
    // The panes follow the selected table (an index selects its table).
    if (m_paneTable != table) {
        m_paneTable = table;
        refreshPanes();
    }
    // Read the first page now rather than on the view's next layout pass, so the window is
    // complete even when it is grabbed before being shown; later pages come as the user scrolls.
    if (m_items->canFetchMore({}))
        m_items->fetchMore({});
    fitColumns(0, m_proxy->columnCount() - 1);
    for (const TableInfo &info : m_tables->tables())
        if (info.name == table)
            m_inspector->setTable(info);
    updateStatus();
}

// Only when columns appear: refitting on every page would undo widths the user has dragged.
void MainWindow::fitColumns(int first, int last)
{
    for (int column = first; column <= last; ++column) {
        m_itemsView->resizeColumnToContents(column);
        if (m_itemsView->columnWidth(column) > maximumColumnWidth)
            m_itemsView->setColumnWidth(column, maximumColumnWidth);
    }
}

void MainWindow::updateStatus()
{
    const QString table = m_items->tableName();
    const QString index = m_items->indexName();
    if (table.isEmpty()) {
        m_countLabel->setText(tr("No table selected"));
        return;
    }
    // The count DescribeTable reported (what the tree shows), next to what the scan has read.
    qint64 total = 0;
    for (const TableInfo &info : m_tables->tables()) {
        if (info.name != table)
            continue;
        const IndexInfo *indexInfo = info.index(index);
        total = indexInfo ? indexInfo->itemCount : info.itemCount;
    }
    const QString name = index.isEmpty() ? table : table + u" / "_s + index;
    const QLocale locale;
    if (m_asOf) { // today's count would mislead next to the past's rows
        m_countLabel->setText(
            tr("%1 as of %2: %3 loaded")
                .arg(name, utcText(*m_asOf), locale.toString(m_items->rowCount())));
        return;
    }
    QString text = tr("%1: %2 items, %3 loaded")
                       .arg(name, locale.toString(total), locale.toString(m_items->rowCount()));
    if (!m_filter->text().isEmpty())
        text += tr(", %1 shown").arg(locale.toString(m_proxy->rowCount()));
    m_countLabel->setText(text);
}

void MainWindow::showError(const QString &message)
{
    statusBar()->showMessage(tr("Error: %1").arg(message), 15000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    settings.setValue(u"geometry"_s, saveGeometry());
    settings.setValue(u"state"_s, saveState());
    QMainWindow::closeEvent(event);
}

} // namespace lw
