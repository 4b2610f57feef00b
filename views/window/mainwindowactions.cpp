// MainWindow's menus and their actions (File, Edit, View, Clock, Endpoint) and the language
// menu; the rest of the window is in mainwindow.cpp, its panes in mainwindowpanes.cpp, the View
// menu's zoom and pane actions and the Help menu in mainwindowview.cpp.
#include "window/mainwindow.h"
#include "window/workspacename.h"

#include "commands/filecommands.h"
#include "commands/formatcommands.h"
#include "commands/recordcommands.h"
#include "commands/servertoggle.h"
#include "common/longwork.h"
#include "connect/connectdialog.h"
#include "connect/secretstore.h"
#include "inspector/iteminspector.h"
#include "language.h"
#include "tables/itemsmodel.h"
#include "window/clockbar.h"
#include "window/recentworkspaces.h"
#include "workload/workloaddialog.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace lw {

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Workspace"), this, &MainWindow::newWorkspaceRequested);
    QAction *openWorkspace = file->addAction(tr("&Open Workspace…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a Workspace Folder"),
                                                              QFileInfo(m_workspacePath).path());
        if (!dir.isEmpty())
            emit workspaceRequested(dir);
    });
    openWorkspace->setShortcut(QKeySequence::Open);
    QMenu *recent = file->addMenu(tr("Recent &Workspaces"));
    // Read when opened: another window may have added to the list since.
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        // Named with the open one among them, which shares its name with others as they do.
        const QStringList dirs = recentWorkspaces();
        const QStringList names = distinctWorkspaceNames(dirs);
        for (qsizetype i = 0; i < dirs.size(); ++i)
            if (const QString dir = dirs[i]; dir != m_workspacePath)
                recent->addAction(u"%1 — %2"_s.arg(names[i], shortPath(dir)), this,
                                  [this, dir] { emit workspaceRequested(dir); });
        if (recent->isEmpty())
            recent->addAction(tr("No other workspaces yet"))->setEnabled(false);
    });
    // A lesson on a workspace of its own, without quitting: the welcome's list, in a short box.
    m_openLesson = file->addAction(tr("Open &Lesson…"), this, [this] {
        QStringList titles;
        for (const LessonEntry &lesson : std::as_const(m_lessons))
            titles << lesson.title;
        bool chosen = false;
        const QString title = QInputDialog::getItem(this, tr("Open Lesson"),
                                                    tr("Each lesson runs on a fresh workspace of "
                                                       "its own. Lesson:"),
                                                    titles, 0, false, &chosen);
        const qsizetype index = titles.indexOf(title);
        if (chosen && index >= 0)
            emit lessonRequested(m_lessons.at(index).name);
    });
    m_openLesson->setObjectName(u"openLessonAction"_s);
    m_openLesson->setEnabled(false);
    QAction *connectTo = file->addAction(tr("Connect to En&dpoint…"), this, [this] {
        ConnectDialog dialog(KeychainSecretStore::desktopKeychain(), aws::AwsSources::system(),
                             this);
        if (dialog.exec() == QDialog::Accepted)
            emit connectRequested(dialog.connection());
    });
    connectTo->setObjectName(u"connectAction"_s);
    connectTo->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_K);
    file->addSeparator();
    connect(m_files, &FileCommands::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    file->addActions({m_files->importBundleAction(), m_files->exportBundleAction(),
                      m_files->exportBucketAction()});
    m_formats = new FormatCommands(this);
    connect(m_formats, &FormatCommands::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    connect(m_formats, &FormatCommands::imported, this, [this](const QString &table) {
        reload();
        if (!table.isEmpty())
            selectSource(table);
    });
    file->addMenu(m_formats->importMenu());
    file->addMenu(m_formats->exportMenu());
    file->addSeparator();
    m_recording = new RecordCommands(this);
    connect(m_recording, &RecordCommands::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    statusBar()->addPermanentWidget(m_recording->statusLabel());
    file->addActions({m_recording->recordAction(), m_recording->saveAction()});
    m_workspaceOnly << m_files->exportBundleAction() << m_files->exportBucketAction()
                    << m_recording->recordAction() << m_recording->saveAction();
    file->addSeparator();
    QAction *reloadAction = file->addAction(tr("&Reload"), this, &MainWindow::reload);
    reloadAction->setShortcut(Qt::Key_F5);
    file->addSeparator();
    QAction *newTable = file->addAction(tr("New &Table…"), this, [this] { createTable({}); });
    newTable->setShortcut(Qt::CTRL | Qt::Key_T);
    m_writeActions << newTable;
    m_copyToWorkspace =
        file->addAction(tr("Cop&y Table to Workspace…"), this, &MainWindow::copyToWorkspace);
    m_copyToWorkspace->setObjectName(u"copyToWorkspaceAction"_s);
    m_copyToWorkspace->setStatusTip(tr("Bring a remote table home into a new workspace, where "
                                       "its lifecycle can be played"));
    m_copyToWorkspace->setVisible(false); // over a remote endpoint only (setRemoteCopy())
    m_uploadTable =
        file->addAction(tr("&Upload Table to Endpoint…"), this, &MainWindow::uploadTable);
    m_uploadTable->setObjectName(u"uploadTableAction"_s);
    m_uploadTable->setStatusTip(tr("Make one of the workspace's tables on a remote endpoint, "
                                   "with its items"));
    m_uploadTable->setVisible(false); // over a workspace only (setRemoteUpload())
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(Qt::CTRL | Qt::Key_Q);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    QAction *softDelete =
        edit->addAction(tr("&Soft Delete Item"), this, [this] { changeSelectedItem(true); });
    softDelete->setShortcut(Qt::CTRL | Qt::Key_Delete);
    QAction *restore =
        edit->addAction(tr("R&estore Item"), this, [this] { changeSelectedItem(false); });
    restore->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete);
    m_writeActions << softDelete << restore;
    m_workspaceOnly << m_undoAction << m_redoAction << softDelete << restore;
    QAction *newItem = edit->addAction(tr("&New Item"), this, [this] {
        m_inspectorDock->show();
        m_inspectorDock->raise();
        m_inspector->newItem();
    });
    newItem->setShortcut(QKeySequence::New);
    m_writeActions << newItem;
    edit->addSeparator();
    addThroughputLimitsAction(edit);
    m_inspector->toolBar()->addSeparator();
    m_inspector->toolBar()->addActions({softDelete, restore});
    // The same actions on the item under the mouse, and on the table or index.
    addInspectorCodeMenu();
    addItemContextMenu({softDelete, restore});
    addTableContextMenu();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_viewMenu = view;
    QAction *toggleTables = m_tablesDock->toggleViewAction();
    toggleTables->setText(tr("&Tables and Indexes"));
    view->addAction(toggleTables);
    QAction *toggleInspector = m_inspectorDock->toggleViewAction();
    toggleInspector->setText(tr("Item &Inspector"));
    view->addAction(toggleInspector);
    for (QDockWidget *dock : std::as_const(m_paneDocks))
        view->addAction(dock->toggleViewAction());
    m_panesEnd = view->addSeparator();
    addViewActions(view);
    view->addSeparator();
    QAction *find = view->addAction(tr("&Filter Items"), this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction *query = view->addAction(tr("&Query Items…"), this, &MainWindow::queryItems);
    query->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_F);

    view->addSeparator();
    view->addMenu(languageMenu());

    m_server = new ServerToggle(this, m_log);
    // The tables and the items at once, then the panes one per event-loop turn, so that the
    // requests waiting, input and paints are served between them rather than wait for the whole.
    connect(m_server, &ServerToggle::trafficArrived, m_state,
            [this] { m_state->report(WorkbenchState::Data | WorkbenchState::Traffic); });
    statusBar()->addPermanentWidget(m_server->statusLabel());

    QMenu *clock = menuBar()->addMenu(tr("&Clock"));
    clock->addActions(m_clockBar->clockActions());
    clock->addSeparator();
    m_backToNow = clock->addAction(tr("&Back to Now"), this, [this] { viewAsOf({}); });
    m_backToNow->setShortcut(Qt::Key_Escape);
    m_rewindHere =
        clock->addAction(tr("&Rewind to Viewed Time…"), this, &MainWindow::rewindToViewed);
    m_backToNow->setEnabled(false);
    m_rewindHere->setEnabled(false);
    m_workspaceOnly << m_backToNow << m_rewindHere;

    QMenu *endpoint = menuBar()->addMenu(tr("E&ndpoint"));
    endpoint->addActions(
        {m_server->serveAction(), m_server->addressAction(), m_server->aroundCacheAction()});
    m_workspaceOnly << m_server->serveAction() << m_server->addressAction()
                    << m_server->aroundCacheAction();

    addHelpMenu();
}

QMenu *MainWindow::languageMenu()
{
    auto *menu = new QMenu(tr("&Language"), this);
    auto *group = new QActionGroup(menu);
    // The check marks the language in effect: the setting's choice when it gave this language,
    // else (--language, a system that changed) the language itself.
    const QString chosen = QSettings().value(languageSettingKey).toString();
    const QString speaking = installedLanguage(*QCoreApplication::instance());
    const bool asChosen = interfaceLanguage(uiLocale(chosen)) == speaking;
    const auto add = [&](const QString &text, const QString &code) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(asChosen ? code == chosen : code == speaking);
        action->setData(code);
        group->addAction(action);
    };
    add(tr("System Language"), {});
    // Each language in the interface's words and, when they differ, in its own, so that a
    // learner who cannot read the current one finds theirs: "Englisch (English)", "Deutsch".
    const auto name = [](const QString &inInterface, const QString &own) {
        return inInterface == own ? own : u"%1 (%2)"_s.arg(inInterface, own);
    };
    add(name(tr("English"), u"English"_s), u"en"_s);
    for (const QString &code : translatedLanguages())
        add(name(speaking == code ? QLocale(code).nativeLanguageName()
                                  : QLocale::languageToString(QLocale(code).language()),
                 QLocale(code).nativeLanguageName()),
            code);
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) {
        QSettings().setValue(languageSettingKey, action->data().toString());
        // Every text is translated as its widget is made, so the change needs a new start.
        const QString code = action->data().toString();
        QMessageBox::information(
            this, tr("Language"),
            code.isEmpty()
                ? tr("The workbench follows the system's language from its next start.")
                : tr("The workbench speaks %1 from its next start.").arg(action->text()));
    });
    return menu;
}

void MainWindow::addThroughputLimitsAction(QMenu *menu)
{
    // A workspace setting, read whenever the menu opens: a scenario, `lwb throughput` or a client
    // of the endpoint may have turned it since.
    QAction *limits = menu->addAction(tr("&Throughput Limits"));
    limits->setObjectName(u"throughputLimitsAction"_s);
    limits->setCheckable(true);
    limits->setStatusTip(tr("Refuse requests past a partition's capacity as DynamoDB throttles "
                            "them; off, every request is served"));
    const auto readLimits = [this, limits] {
        const Result<QJsonObject> now = m_api(u"DescribeThroughputLimits"_s, {}, {});
        limits->setChecked(now && now->value(u"ThroughputLimits"_s) == u"ENABLED"_s);
    };
    connect(menu, &QMenu::aboutToShow, this, readLimits);
    connect(limits, &QAction::triggered, this, [this, readLimits](bool on) {
        if (const Result<QJsonObject> set =
                m_api(u"UpdateThroughputLimits"_s, {{u"Enabled"_s, on}}, {});
            !set)
            showError(errorText(set.error()));
        readLimits();
        m_state->report(WorkbenchState::Data);
    });
    QAction *workload = menu->addAction(tr("Run &Workload…"), this, &MainWindow::runWorkload);
    workload->setObjectName(u"runWorkloadAction"_s);
    workload->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_W);
    workload->setStatusTip(tr("Send many requests of one shape over sim seconds, to see where a "
                              "key design throttles"));
    m_writeActions << limits << workload;
    m_workspaceOnly << limits << workload;
}

void MainWindow::runWorkload()
{
    if (!m_workload.run) {
        statusBar()->showMessage(tr("Workloads run on an open workspace"), 8000);
        return;
    }
    QPointer<QWidget> dialogWidget;
    bool cancelled = false;
    WorkloadDialog dialog(
        m_api,
        [this, &dialogWidget, &cancelled](const QJsonObject &spec) {
            LongWork work(dialogWidget, tr("Running the workload…"));
            Result<QJsonObject> outcome = m_workload.run(spec, work.partsProgress());
            cancelled = work.wasCancelled();
            // Whatever it got to is in the workspace, refused or not: the panes read again.
            m_clockBar->refresh();
            m_state->report(WorkbenchState::Data);
            return outcome;
        },
        m_items->tableName(), this);
    dialogWidget = &dialog;
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QJsonObject outcome = dialog.outcome();
    const QLocale locale;
    const auto count = [&](const QString &name) {
        return locale.toString(outcome.value(name).toInteger());
    };
    QString text = tr("Workload: %1 requests served, %2 attempts throttled, %3 retried, %4 gave up")
                       .arg(count(u"Served"_s), count(u"Throttled"_s), count(u"Retried"_s),
                            count(u"GaveUp"_s));
    if (cancelled || outcome.value(u"Cancelled"_s).toBool())
        text = tr("Stopped after %1 s. %2").arg(count(u"Seconds"_s), text);
    statusBar()->showMessage(text, 30000);
}

} // namespace lw
