#include "window/mainwindow.h"

#include "commands/apicommand.h"
#include "commands/filecommands.h"
#include "commands/formatcommands.h"
#include "commands/recordcommands.h"
#include "commands/servertoggle.h"
#include "commands/undoablecall.h"
#include "common/clocktext.h"
#include "common/elidedlabel.h"
#include "common/pane.h"
#include "common/readonlytable.h"
#include "createtable/createtabledialog.h"
#include "inspector/iteminspector.h"
#include "lesson/lessonpane.h"
#include "model/workbenchonly.h"
#include "state/calllog.h"
#include "state/reportingdoors.h"
#include "tables/itemsmodel.h"
#include "tables/itemsproxy.h"
#include "tables/querydialog.h"
#include "tables/readbudgetbar.h"
#include "tables/tablesmodel.h"
#include "window/applicationicon.h"
#include "window/clockbar.h"
#include "window/pastbanner.h"
#include "window/recentworkspaces.h"
#include "window/workspacename.h"
#include "window/zoomcontrol.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
constexpr qreal leastPointSize = 11;    // readable from the back of a room on a projector
constexpr int maximumColumnWidth = 320; // long values are elided; the tooltip has them in full
constexpr int tablesDockWidth = 440;    // name, kind, key schema and count side by side
constexpr int inspectorDockWidth = 340; // name, type and a short value; the items keep the middle
constexpr int lessonDockWidth = 420;    // narration and transcript lines readable beside the items

} // namespace

MainWindow::MainWindow(ApiCall api, ClockControl clock, const QString &workspacePath,
                       std::optional<RemoteConnection> remote, QWidget *parent)
    : QMainWindow(parent), m_tables(new TablesModel(unmetered(api), this)),
      m_items(new ItemsModel(unmetered(api), this)), m_proxy(new ItemsProxy(this)),
      m_api(unmetered(api)), m_undo(new QUndoStack(this)), m_clock(std::move(clock)),
      m_remote(std::move(remote))
{
    m_state = new WorkbenchState(m_clock.nowMs, this);
    m_state->setRemote(m_remote.has_value());
    m_state->setSettle([this](WorkbenchState::Changes what) { settle(what); });
    m_log = new CallLog(this);
    // The workspace first: in a task bar of several windows the start of the title shows. Named
    // as among the recent workspaces, so that of two "demo" folders it reads "demo (course-a)".
    const QStringList named = recentWorkspaces() << QDir(workspacePath).absolutePath();
    setWindowTitle(tr("%1 — Lifecycle Workbench").arg(distinctWorkspaceNames(named).constLast()));
    // Its own, not only the application's: a window made without the application's setup (a test,
    // a tool embedding the views) still shows it.
    setWindowIcon(applicationIcon());
    // Before the docks: each keeps the title font of its making (QDockWidget copies it once).
    m_zoom = new ZoomControl(leastPointSize, this);

    m_tree = new QTreeView;
    m_tree->setObjectName(u"tablesView"_s);
    m_tree->setModel(m_tables);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(true);
    // The kind is in each index's name ("byStatus (GSI)") and tables are the top rows: the
    // column's width goes to the key schemas, which a 1280-pixel window would cut otherwise.
    m_tree->setColumnHidden(TablesModel::KindColumn, true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    // Under the tree, the selected table's tags: DescribeTable leaves them out, the class
    // should still see them with the table.
    m_tagsLabel = new QLabel;
    m_tagsLabel->setObjectName(u"tableTagsLabel"_s);
    m_tagsLabel->setWordWrap(true);
    m_tagsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tagsLabel->hide();
    auto *tablesPane = new QWidget;
    auto *tablesLayout = new QVBoxLayout(tablesPane);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(m_tree, 1);
    tablesLayout->addWidget(m_tagsLabel);
    m_tablesDock = new QDockWidget(tr("Tables and indexes"), this);
    m_tablesDock->setObjectName(u"tablesDock"_s); // saveState() needs a name
    m_tablesDock->setWidget(tablesPane);
    addDockWidget(Qt::LeftDockWidgetArea, m_tablesDock);
    resizeDocks({m_tablesDock}, {tablesDockWidth}, Qt::Horizontal);

    // What the user does by hand goes onto the undo stack (undoablecall.h); undo and redo read
    // the workspace again, or say why they could not run. Every write reports to the state.
    const ApiCommand::Hooks undoHooks{[this](const QString &message) { showError(message); },
                                      [this] { m_state->report(WorkbenchState::Data); }};
    // The user's own calls (the console, the dialogs, the inspector) go to the request log too.
    // Over a remote endpoint (m_remote) they are real writes: asked for, never undone.
    const ApiCall logged = loggedCall(api, m_log);
    const ApiCall undoable = undoableApi(logged, m_undo, undoHooks);
    m_userApi = reportingCall(
        [this, logged, undoable](const QString &action, const QJsonObject &request,
                                 const CallOptions &options) -> Result<QJsonObject> {
            if (!m_remote)
                return undoable(action, request, options);
            if (!confirmRemoteWrite(action, request))
                return std::unexpected(
                    refusedHere(u"NotSent"_s,
                                tr("Not sent: you chose not to write to %1").arg(m_remote->name)));
            return logged(action, request, options);
        },
        m_state);
    m_files = new FileCommands(this);
    addPanes(
        {.state = m_state,
         .read = m_api,
         // A pane's buttons write as the user does; what the pane reads is its own look.
         .write =
             [read = m_api, user = m_userApi](const QString &action, const QJsonObject &request,
                                              const CallOptions &options) {
                 return onlyReads(action) ? read(action, request, options)
                                          : user(action, request, options);
             },
         .user = m_userApi,
         .log = m_log,
         .advanceTo = [this](qint64 toMs) { m_clockBar->advanceTo(toMs); },
         .rewindTo =
             [this](qint64 toMs) {
                 viewAsOf(toMs);
                 rewindToViewed();
             },
         .exportBucket = m_files->exportBucketAction()});

    m_proxy->setSourceModel(m_items);

    m_filter = new QLineEdit;
    m_filter->setObjectName(u"filterEdit"_s);
    m_filter->setPlaceholderText(tr("Text in any attribute"));
    m_filter->setToolTip(
        tr("Sent to DynamoDB as a FilterExpression with each Scan or Query page: contains() on "
           "every attribute shown, or = for a number. Case-sensitive, as DynamoDB is. The "
           "items it skips are still read and paid for: see the line under the filter."));
    m_filter->setClearButtonEnabled(true);
    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(400);
    connect(m_filterDelay, &QTimer::timeout, this, &MainWindow::applyFilter);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filter, &QLineEdit::returnPressed, this, &MainWindow::applyFilter);

    m_itemsView = new QTableView;
    m_itemsView->setObjectName(u"itemsView"_s);
    m_itemsView->setModel(m_proxy);
    // Unlike the other lists, several rows at once: QTableView's default, kept.
    setUpReadOnlyTable(m_itemsView, QAbstractItemView::ExtendedSelection);
    m_itemsView->horizontalHeader()->setStretchLastSection(true);
    // Start in scan order; a header click sorts every item read, a third click goes back.
    m_itemsView->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_itemsView->horizontalHeader()->setSortIndicatorClearable(true);
    m_itemsView->setSortingEnabled(true);

    // Sorting covers the whole table or index: every page is read first.
    connect(m_itemsView->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        readAllWhenOrdered();
        showReadNote();
    });

    auto *filterLabel = new QLabel(tr("Fi&lter:"));
    filterLabel->setBuddy(m_filter);
    auto *queryButton = new QPushButton(tr("&Query…"));
    queryButton->setObjectName(u"queryButton"_s);
    queryButton->setToolTip(tr("Query the table or an index by key, or scan it with a filter "
                               "(Ctrl+Shift+F)"));
    connect(queryButton, &QPushButton::clicked, this, [this] { queryItems(); });
    m_queryLabel = new QLabel;
    m_queryLabel->setObjectName(u"queryLabel"_s);
    // It wraps: on one line, a long note would widen the items past the window.
    m_queryLabel->setWordWrap(true);
    m_showAll = new QPushButton(tr("Show &All"));
    m_showAll->setObjectName(u"showAllButton"_s);
    m_showAll->setToolTip(tr("Back to every item of the table or index, unfiltered"));
    connect(m_showAll, &QPushButton::clicked, this, [this] {
        m_filterDelay->stop();
        {
            const QSignalBlocker quiet(m_filter);
            m_filter->clear();
        }
        m_items->setTextFilter({});
        m_items->setRead({});
        showSource(m_tree->currentIndex());
    });
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(queryButton);
    // A row of its own, shown while a query holds: the filter keeps its width at 1280 pixels.
    m_queryLabel->hide();
    m_showAll->hide();
    auto *queryRow = new QHBoxLayout;
    queryRow->addWidget(m_queryLabel, 1);
    queryRow->addWidget(m_showAll);
    m_banner = new PastBanner;
    connect(m_banner, &PastBanner::backToNowClicked, this, [this] { viewAsOf({}); });
    connect(m_banner, &PastBanner::rewindClicked, this, &MainWindow::rewindToViewed);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_banner);
    layout->addLayout(filterRow);
    layout->addLayout(queryRow);
    // The read budget, above the items; it takes the items' width rather than set it, so that
    // a lesson's docks keep theirs at 1280 pixels (its line wraps).
    auto *budget = new ReadBudgetBar(m_items);
    budget->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(budget);
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
    // A long path gives way to the table's count and the server's state on the right.
    m_workspaceLabel = new ElidedLabel;
    m_workspaceLabel->setFullText(tr("Workspace: %1").arg(workspacePath));
    m_workspaceLabel->setObjectName(u"workspaceLabel"_s);
    m_countLabel = new QLabel;
    m_countLabel->setObjectName(u"itemCountLabel"_s);
    statusBar()->addWidget(m_workspaceLabel, 1); // yields to error messages for a while
    statusBar()->addPermanentWidget(m_countLabel);

    m_clockBar = new ClockBar(m_clock, this);
    addToolBar(Qt::TopToolBarArea, m_clockBar);
    // A click re-reads everything; live mode ticks several times a second (settle()).
    connect(m_clockBar, &ClockBar::workspaceChanged, m_state, [this](bool live) {
        m_state->report(live ? WorkbenchState::Clock : WorkbenchState::Data);
    });
    connect(m_clockBar, &ClockBar::viewAsOfRequested, this,
            [this](qint64 asOfMs) { viewAsOf(asOfMs); });
    connect(m_clockBar, &ClockBar::errorOccurred, this, &MainWindow::showError);
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
    connect(m_items, &ItemsModel::pagesRead, this, &MainWindow::updateStatus);
    connect(m_tables, &TablesModel::errorOccurred, this, &MainWindow::showError);
    connect(m_items, &ItemsModel::errorOccurred, this, &MainWindow::showError);

    createActions();
    // The save dialogs suggest files named after the workspace's folder: "orders-demo.zip", a
    // lesson's slug ("ttl-expiry.zip"), rather than one name for every workspace.
    const QString fileStem = QFileInfo(QDir::cleanPath(workspacePath)).fileName();
    m_files->setSuggestedName(fileStem);
    m_recording->setSuggestedName(fileStem);
    if (m_remote)
        showRemote();

    resize(1280, 800);
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    restoreGeometry(settings.value(u"geometry"_s).toByteArray());
    restoreState(settings.value(u"state"_s).toByteArray());
    m_zoom->apply(); // the table views made since: their rows fit the zoomed font
    // Another zoom is another font: the tree and the items' columns are measured again once
    // every widget has it.
    connect(m_zoom, &ZoomControl::zoomed, this, [this] {
        QTimer::singleShot(0, this, [this] {
            fitTree();
            fitColumns(0, m_proxy->columnCount() - 1);
        });
    });

    reload();
}

MainWindow::~MainWindow()
{
    // The children outlive this class's members (QWidget deletes them later): nothing they do
    // as they go may reach settle() or the panes.
    m_state->setSettle({});
    m_state->disconnect();
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
        CallOptions{m_state->asOf()});
    if (!got) {
        showError(errorText(got.error()));
        return;
    }
    m_inspector->showItem(got->value(u"Item"_s).toObject());
    readEventualNote();
}

void MainWindow::followInspectedItem()
{
    if (!m_inspector->hasItem() || m_inspector->isNewItem() || m_inspector->isDirty())
        return;
    const TableInfo &table = m_inspector->table();
    const bool tableLives = std::ranges::any_of(
        m_tables->tables(), [&](const TableInfo &info) { return info.name == table.name; });
    const QJsonObject key = inspectedKey();
    if (!tableLives || key.isEmpty()) {
        m_inspector->showItem({});
        return;
    }
    const Result<QJsonObject> got = m_api(
        u"GetItem"_s, {{u"TableName"_s, table.name}, {u"Key"_s, key}, {u"ConsistentRead"_s, true}},
        CallOptions{m_state->asOf()});
    if (!got) {
        m_inspector->showItem({}); // read as of a time before the table existed, say
        return;
    }
    const QJsonObject item = got->value(u"Item"_s).toObject();
    if (item != m_inspector->originalItem())
        m_inspector->showItem(item);
}

void MainWindow::writeFromInspector(const QString &action, const QJsonObject &request,
                                    const QJsonObject &written)
{
    // One change: the window reads the workspace again once the inspector is clean.
    const WorkbenchState::Batch batch(*m_state);
    if (const Result<QJsonObject> done = m_userApi(action, request, {}); !done) {
        showError(errorText(done.error())); // the edits stay in the inspector
        return;
    }
    m_inspector->showItem(written); // clean again: this is what the table holds now
}

void MainWindow::queryItems()
{
    const auto table =
        std::ranges::find(m_tables->tables(), m_items->tableName(), &TableInfo::name);
    if (table == m_tables->tables().end()) {
        statusBar()->showMessage(tr("Select a table first"), 8000);
        return;
    }
    QueryDialog dialog(*table, m_items->indexName(), this);
    QueryForm start;
    start.indexName = m_items->indexName();
    dialog.setForm(m_queryForm.value(table->name, start));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const BuiltQuery made = dialog.request();
    if (!made.error.isEmpty())
        return;
    m_queryForm.insert(table->name, dialog.form());
    // The user's call, as the console sends it: in the request log, metered, as of the viewed
    // time. Its pages are then read as the items view reads a table's.
    const Result<QJsonObject> answered =
        m_userApi(made.action, made.request, CallOptions{m_state->asOf()});
    if (!answered) {
        showError(errorText(answered.error()));
        return;
    }
    QJsonObject read = made.request;
    read.remove(u"TableName"_s);
    const QString index = read.take(u"IndexName"_s).toString();
    if (index != m_items->indexName())
        selectSource(table->name, index); // the source first: another one clears the read
    m_items->setRead(made.action, read);
    showSource(m_tree->currentIndex());
}

void MainWindow::readAllWhenOrdered()
{
    if (m_itemsView->horizontalHeader()->sortIndicatorSection() < 0)
        return;
    m_items->fetchAll();
    updateStatus();
}

void MainWindow::applyFilter()
{
    m_filterDelay->stop();
    if (m_filter->text() == m_items->textFilter())
        return;
    m_items->setTextFilter(m_filter->text());
    if (m_items->canFetchMore({}))
        m_items->fetchMore({});
    readAllWhenOrdered();
    updateStatus();
}

void MainWindow::showReadNote()
{
    const QLocale locale;
    QStringList parts;
    const QString read = m_items->readAction();
    if (read == u"Query")
        parts << tr("Showing what the Query returns");
    else if (read == u"Scan")
        parts << tr("Showing what the filtered Scan returns");
    const bool filtered = !m_items->textFilter().isEmpty();
    if (filtered)
        parts << tr("filtered by DynamoDB on each page");
    if (!read.isEmpty() || filtered) {
        const QString scanned = locale.toString(m_items->scannedCount());
        const QString matched = locale.toString(m_items->rowCount());
        const QString units = locale.toString(m_items->capacityUnits(), 'f', 1);
        parts << (m_items->canFetchMore({})
                      ? tr("%1 items read so far, %2 kept, %3 read capacity units")
                      : tr("%1 items read, %2 kept, %3 read capacity units"))
                     .arg(scanned, matched, units);
    }
    if (m_itemsView->horizontalHeader()->sortIndicatorSection() >= 0)
        parts << tr("sorted here, over every item read: DynamoDB orders only a Query's items, "
                    "by their sort key (Query…, Descending by sort key)");
    QString text = parts.join(u" · "_s);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    m_queryLabel->setText(text);
    m_queryLabel->setVisible(!text.isEmpty());
    m_showAll->setVisible(!read.isEmpty() || filtered);
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
    const WorkbenchState::Batch batch(*m_state); // the table, its TTL and its selection at once
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
    // The lesson names its workspace better than the folder does: "30 · TTL for expiry".
    setWindowTitle(tr("%1 — Lifecycle Workbench").arg(lesson.title));
    // Its calls go to the request log as the user's do, and its steps reach every pane.
    m_lesson = new LessonPane(reportingLesson(loggedLesson(std::move(lesson), m_log), m_state));
    m_lesson->setClock([this] { return m_state->nowMs(); });
    auto *dock = new QDockWidget(tr("Lesson"), this);
    m_lessonDock = dock;
    dock->setObjectName(u"lessonDock"_s);
    QAction *toggle = dock->toggleViewAction();
    toggle->setText(tr("&Lesson"));
    m_viewMenu->insertAction(m_panesEnd, toggle);
    dock->setWidget(m_lesson);
    // With the inspector, in front of it: the narration is what the class reads.
    tabifyDockWidget(m_inspectorDock, dock);
    dock->show();
    dock->raise();
    // Once laid out: before, the long narration's size hint would claim the window's width.
    QTimer::singleShot(0, this, [this, dock] {
        resizeDocks({dock}, {lessonDockWidth}, Qt::Horizontal);
        // At 1280×800 the bottom panes' usual height would leave the narration four lines:
        // they give up some, down to 45% of the window, so that a closing paragraph fits whole.
        for (QDockWidget *bottom : std::as_const(m_paneDocks))
            if (dockWidgetArea(bottom) == Qt::BottomDockWidgetArea && bottom->isVisible() &&
                bottom->height() > height() * 9 / 20) {
                resizeDocks({bottom}, {height() * 9 / 20}, Qt::Vertical);
                break;
            }
    });
    auto *menu = new QMenu(tr("&Lesson"), this);
    menuBar()->insertMenu(m_helpMenu->menuAction(), menu);
    menu->addActions(m_lesson->lessonActions());
    QMenu *speed = menu->addMenu(tr("Play S&peed"));
    const QList<QAction *> speeds = m_lesson->speedActions();
    speed->addActions(speeds.first(speeds.size() - 1));
    speed->addSeparator();
    speed->addAction(speeds.last()); // skipping steps with nothing to show
    menu->addSeparator();
    menu->addAction(m_openLesson);
    // From its first step again, on a fresh workspace, without leaving the window.
    QAction *restart = menu->addAction(tr("&Restart Lesson"), m_lesson, [this] {
        m_lesson->setPlaying(false);
        m_lesson->jumpTo(0);
    });
    restart->setObjectName(u"restartLessonAction"_s);
    connect(m_lesson, &LessonPane::errorOccurred, this, &MainWindow::showError);
    reload(); // the lesson may have run already (a picture shows it played to the end)
}

void MainWindow::setLessons(const QList<LessonEntry> &lessons)
{
    m_lessons = lessons;
    m_openLesson->setEnabled(!lessons.isEmpty());
}

QJsonObject MainWindow::itemOfRow(const QModelIndex &viewIndex) const
{
    return viewIndex.isValid() ? m_items->item(m_proxy->mapToSource(viewIndex).row())
                               : QJsonObject();
}

QJsonObject MainWindow::selectedItemKey() const
{
    const QJsonObject item = itemOfRow(m_itemsView->currentIndex());
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
    if (key.isEmpty() || m_state->asOf()) {
        statusBar()->showMessage(m_state->asOf() ? tr("The past is read-only: go back to now first")
                                                 : tr("Select an item first"),
                                 8000);
        return;
    }
    const Result<QJsonObject> changed =
        m_userApi(softDelete ? u"SoftDeleteItem"_s : u"RestoreItem"_s,
                  {{u"TableName"_s, m_items->tableName()}, {u"Key"_s, key}}, {});
    if (!changed)
        showError(errorText(changed.error()));
}

void MainWindow::reload()
{
    m_state->report(WorkbenchState::Data);
}

// Reads the tables again, keeping the selected table or index when it still exists; the items
// are the caller's to read. Returns whether the tree changed.
bool MainWindow::reloadTables()
{
    QString table = m_items->tableName();
    QString index = m_items->indexName();
    const QList<TableInfo> before = m_tables->tables();
    const QScopedValueRollback hold(m_holdItems, true);
    m_tables->reload();
    if (m_tables->tables() == before) // not reset: the selection and layout still hold
        return false;
    // A table made since (by the console, a lesson, the endpoint, an undo) is what the user
    // wants to see next. The first reading of a workspace only selects its first table.
    if (!before.isEmpty() || !table.isEmpty())
        for (const TableInfo &info : m_tables->tables())
            if (std::ranges::none_of(before,
                                     [&](const TableInfo &old) { return old.name == info.name; })) {
                table = info.name;
                index.clear();
                break;
            }
    m_tree->expandAll();
    fitTree();
    if (!selectSource(table, index) && !selectSource(table) && m_tables->rowCount() > 0)
        m_tree->setCurrentIndex(m_tables->index(0, 0));
    return true;
}

void MainWindow::fitTree()
{
    for (int column = 0; column < TablesModel::ColumnCount; ++column)
        m_tree->resizeColumnToContents(column);
    // Wide enough to show every column of the tree, but never more than a third of the window: the
    // items in the middle are what the user came for (a long table name elides instead, below).
    // resizeColumnToContents() sized every section; the last one also stretches, so its
    // content width is measured from its header hint and the widest cell instead.
    int treeWidth = 32;
    for (int column = 0; column + 1 < TablesModel::ColumnCount; ++column)
        treeWidth += m_tree->columnWidth(column);
    treeWidth += m_tree->header()->sectionSizeHint(TablesModel::ColumnCount - 1) + 16;
    const int dockWidth = std::min(treeWidth, width() / 3);
    // The name gives up what is missing (elided in the middle: an index keeps its kind), so the
    // key schemas and the counts beside it show whole, without scrolling sideways.
    if (treeWidth > dockWidth)
        m_tree->setColumnWidth(
            TablesModel::NameColumn,
            std::max(m_tree->columnWidth(TablesModel::NameColumn) - (treeWidth - dockWidth),
                     fontMetrics().averageCharWidth() * 16));
    resizeDocks({m_tablesDock}, {dockWidth}, Qt::Horizontal);
}

void MainWindow::viewAsOf(std::optional<qint64> asOfMs)
{
    if (m_remote && asOfMs) { // the timeline's handle, Home: a real table has only its present
        statusBar()->showMessage(tr("The past view needs a workspace's history: %1 keeps only "
                                    "the present")
                                     .arg(m_remote->name),
                                 15000);
        return;
    }
    m_state->viewAsOf(asOfMs);
}

bool MainWindow::rewindToViewed()
{
    if (!m_state->asOf())
        return false;
    const qint64 to = *m_state->asOf();
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
    {
        // The clock is now the viewed time: the present again. Rewind itself is not undone
        // (what came after is gone), so the undo stack starts again (settle()); checkpoints,
        // statistics, the stream and the bucket went back too.
        const WorkbenchState::Batch batch(*m_state);
        m_state->viewAsOf({});
        m_state->report(WorkbenchState::Rewind);
    }
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
    if (m_items->textFilter().isEmpty() && !m_filter->text().isEmpty()) {
        // Another table or index: the filter named the last one's attributes.
        m_filterDelay->stop();
        const QSignalBlocker quiet(m_filter);
        m_filter->clear();
    }
    m_formats->setView(table, m_items->indexName(), m_state->asOf());
    m_state->select(table, m_items->indexName()); // the panes follow
    // Read the first page now rather than on the view's next layout pass, so the window is
    // complete even when it is grabbed before being shown; later pages come as the user scrolls.
    if (m_items->canFetchMore({}))
        m_items->fetchMore({});
    readAllWhenOrdered();
    fitColumns(0, m_proxy->columnCount() - 1);
    const QString tags = treeIndex.data(TablesModel::TagsRole).toString();
    m_tagsLabel->setText(tr("Tags of %1: %2").arg(table, tags));
    m_tagsLabel->setVisible(!tags.isEmpty());
    const auto shown = std::ranges::find(m_tables->tables(), table, &TableInfo::name);
    // No table left (the last one deleted): nothing to inspect, nor to start a new item in.
    m_inspector->setTable(shown != m_tables->tables().end() ? *shown : TableInfo{});
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
    showReadNote();
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
    if (const std::optional<qint64> asOf = m_state->asOf()) {
        // Today's count would mislead next to the past's rows.
        m_countLabel->setText(tr("%1 as of %2: %3 loaded")
                                  .arg(name, utcText(*asOf), locale.toString(m_items->rowCount())));
        return;
    }
    m_countLabel->setText(
        tr("%1: %2 items, %3 loaded")
            .arg(name, locale.toString(total), locale.toString(m_items->rowCount())));
}

void MainWindow::showError(const QString &message)
{
    statusBar()->showMessage(tr("Error: %1").arg(message), 15000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    maximisePane({}, false); // the layout to come back to is the whole one
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    settings.setValue(u"geometry"_s, saveGeometry());
    settings.setValue(u"state"_s, saveState());
    QMainWindow::closeEvent(event);
}

} // namespace lw
