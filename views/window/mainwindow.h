// The workbench window: the clock bar on top, the tables/indexes tree in a left dock, the selected
// table's or index's items in the centre (lazy; sorting or filtering on any column reads them all;
// or what the query builder's Query or Scan returns), the item inspector on the right, the panes
// of the registry (window/paneregistry.h) tabbed in the bottom docks, the workspace path and the
// item count in the status bar. Reads only through the ApiCall it is given and moves the clock
// only through its ClockControl.
//
// What every pane follows is one WorkbenchState (state/workbenchstate.h): each door the window
// hands on reports its changes there, the window settles the tables tree and the items first,
// and each pane then reads what concerns it, when it is shown (common/pane.h).
//
// The past view (docs/architecture.md "Time"): choosing a time before the clock shows the items as
// they were then, read through CallOptions::asOfMs, under an amber banner; everything that would
// change the workspace, the consumers' actions included, is disabled until "Back to now", and
// "Rewind to here" sets the workspace back to it. The tables tree and the consumers keep showing
// today's (DescribeTable and ListConsumers have no past).
//
// For a projector (mainwindowview.cpp): View ▸ Zoom scales the whole application (zoomcontrol.h),
// Full Screen, Maximise Pane leaves one pane alone, Ctrl+1…9 and Ctrl+PgUp/PgDown go from bottom
// pane to bottom pane; the Help menu has a guide, the shortcuts, About, and F1 on each pane.
//
// Geometry and dock layout are restored from QSettings (group "MainWindow") and saved on close;
// the caller sets the QCoreApplication organization/application names that QSettings uses.
#pragma once

#include "doors/apicall.h"
#include "doors/clockcontrol.h"
#include "doors/lessoncontrol.h"
#include "doors/recordingcontrol.h"
#include "doors/remoteconnection.h"
#include "doors/remotecopy.h"
#include "doors/servercontrol.h"
#include "doors/workloadcontrol.h"
#include "doors/workspacefiles.h"

#include "state/workbenchstate.h"
#include "tables/queryrequest.h"
#include "window/welcomedialog.h"

#include <QHash>
#include <QMainWindow>

#include <optional>

class QLabel;
class QMenu;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QTreeView;
class QDockWidget;
class QUndoStack;

namespace lw {

class TablesModel;
class ItemsModel;
class CallLog;
struct PaneContext;
class ClockBar;
class ElidedLabel;
class LessonPane;
class ItemInspector;
class PastBanner;
class FileCommands;
class FormatCommands;
class ServerToggle;
class RecordCommands;
class ZoomControl;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `workspacePath` is only shown, never opened: the ApiCall already talks to that workspace.
    // Loads the tables and selects the first one, so the window is complete when first shown.
    // With `remote`, the window shows that endpoint instead, `api` being its door (below).
    MainWindow(ApiCall api, ClockControl clock, const QString &workspacePath,
               std::optional<RemoteConnection> remote = std::nullopt, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads everything again, keeping the selected table or index when it still exists.
    void reload();
    // Selects `table` (or its index `indexName`) in the tree, which shows its items.
    // Returns false when there is no such table or index.
    bool selectSource(const QString &table, const QString &indexName = {});

    // The pane named `name` brought to the front, or null: "items" (the centre), a registry
    // pane's name, or "inspector" (paneNames()). For screenshots and the command line.
    QWidget *showPane(const QString &name);
    static QStringList paneNames();

    // What the panes follow.
    WorkbenchState *state() const { return m_state; }

    // The window over a remote endpoint (docs/remote.md), made with its connection: its ApiCall
    // is then the endpoint's door (remote/remoteapi.h) and its clock this machine's. What only
    // a workspace has is visibly unavailable, with the reason: the clock bar shows real time;
    // the panes of stream consumers, partition heat, the cache and the archive bucket are made
    // as UnavailablePanes; undo, soft delete and restore, the throughput limits, workloads,
    // recording, bundles and serving are disabled, their tooltips saying why. The user's writes
    // are real: each is confirmed before it is sent (a connection marked read-only refuses them
    // in its door instead), and none goes onto the undo stack.
    bool isRemote() const { return m_remote.has_value(); }
    // Binds File ▸ Copy Table to Workspace… (hidden until then): over a remote endpoint, the
    // dialog (remote/copytoworkspacedialog.h), then the copy with progress and cancel, its
    // outcome in the status bar, and the copy opened when the user asked for it
    // (workspaceRequested).
    void setRemoteCopy(RemoteCopy copy);
    void copyToWorkspace();
    // Binds File ▸ Upload Table to Endpoint… (hidden until then): over a workspace, the dialog
    // (remote/uploadtabledialog.h) on the saved connections, then the upload with progress and
    // cancel, its outcome in the status bar.
    void setRemoteUpload(RemoteUpload upload);
    void uploadTable();
    // For tests: answers the confirmation of a remote write instead of asking.
    void setConfirmRemoteWrite(std::function<bool(const QString &action)> confirm)
    {
        m_confirmWrite = std::move(confirm);
    }

    // Shows the workspace as of `asOfMs` when that is before the clock, else as it is now.
    void viewAsOf(std::optional<qint64> asOfMs);
    std::optional<qint64> viewedAsOf() const { return m_state->asOf(); }
    // Rewinds the workspace to the viewed past time, after asking unless told not to (tests).
    // Returns whether it rewound.
    bool rewindToViewed();
    void setAskBeforeRewind(bool ask) { m_askBeforeRewind = ask; }

    // Opens the lesson player beside the panes (a dock on the right, and a Lesson menu) for a
    // lesson the application plays on this window's workspace; every pane follows its steps
    // (the lesson's door reports them to the state).
    void showLesson(LessonControl lesson);
    LessonPane *lessonPane() const { return m_lesson; }
    // The lessons File ▸ Open Lesson… offers (the welcome's list, in its order); while there
    // are none the action is disabled.
    void setLessons(const QList<LessonEntry> &lessons);
    QAction *openLessonAction() const { return m_openLesson; }

    // Binds File ▸ Import Bundle, Export Bundle, Export Archive Bucket, Import and Export View
    // (disabled until then).
    void setWorkspaceFiles(WorkspaceFiles files);
    FileCommands *fileCommands() const { return m_files; }
    FormatCommands *formatCommands() const { return m_formats; }
    // Binds Endpoint ▸ Serve the DynamoDB API (disabled until then); the application connects
    // the server's signals to serverToggle()'s slots, and the panes follow what it serves.
    void setServerControl(ServerControl control);
    // Binds Edit ▸ Run Workload… (which says it is unavailable until then).
    void setWorkloadControl(WorkloadControl control) { m_workload = std::move(control); }
    // Edit ▸ Run Workload…: the dialog (workload/workloaddialog.h) on the selected table; the
    // run shows progress and can be cancelled, and the status bar gives the outcome.
    void runWorkload();
    // Binds File ▸ Record Scenario and Save Scenario As… (disabled until then).
    void setRecordingControl(RecordingControl control);
    RecordCommands *recordCommands() const { return m_recording; }
    ServerToggle *serverToggle() const { return m_server; }
    // View ▸ Zoom In, Zoom Out, Reset Zoom: the whole application's scale (zoomcontrol.h).
    ZoomControl *zoom() const { return m_zoom; }

    // The name (paneNames(), or "tables", "lesson") of the pane holding the keyboard focus, else
    // of the bottom pane on top; empty when there is none. Help ▸ Help on This Pane (F1) and
    // View ▸ Maximise Pane act on it.
    QString currentPaneName() const;
    // View ▸ Maximise Pane: the pane named `name` alone in the window (with the clock bar), the
    // others and the items hidden; false restores the layout as it was. Returns false when there
    // is no such pane.
    bool maximisePane(const QString &name, bool maximise = true);
    bool isPaneMaximised() const { return !m_beforeMaximise.isEmpty(); }

signals:
    // File ▸ Open Workspace and Recent Workspaces: the application opens `dir` in place of this
    // window's workspace (app/gui/session.h).
    void workspaceRequested(const QString &dir);
    // File ▸ New Workspace: the application makes an empty workspace and opens it.
    void newWorkspaceRequested();
    // File ▸ Open Lesson… (and the Lesson menu's): the application opens the lesson `name` (a
    // LessonEntry's) on a workspace of its own, in place of this window's.
    void lessonRequested(const QString &name);
    // File ▸ Connect to Endpoint… (connect/connectdialog.h): the application opens `connection`
    // in place of this window's workspace.
    void connectRequested(const lw::RemoteConnection &connection);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    // Shows the item selected in the items view in the inspector, read whole from its table as
    // of the viewed time; asks first when the inspector holds unsaved edits.
    void inspectSelectedItem();
    // Sends the inspector's PutItem or DeleteItem as an undoable call; on success the inspector
    // shows `written` (empty after a delete), on failure it keeps the edits.
    void writeFromInspector(const QString &action, const QJsonObject &request,
                            const QJsonObject &written);
    // View ▸ Query Items: the query builder on the selected table (tables/querydialog.h), sent
    // as the user's call; the items view then shows what it returns until Show All.
    void queryItems();
    // While the items are sorted, every page is read, so that the order covers the whole table
    // or index: DynamoDB orders only a Query's items, by the sort key.
    void readAllWhenOrdered();
    // The filter box's text, sent as a FilterExpression with every page (ItemsModel).
    void applyFilter();
    // The row above the items: the read in effect, what it scanned and cost, and how they are
    // sorted; hidden for the plain Scan in scan order.
    void showReadNote();
    // File ▸ New Table: the dialog, then CreateTable (undoable) and UpdateTimeToLive; a refused
    // request reopens the dialog filled with it.
    void createTable(const QJsonObject &startFrom);
    // View ▸ Language: the system's, English, or a translated one; stored in QSettings.
    QMenu *languageMenu();
    // Soft-deletes or restores the item selected in the items view, as an undoable command.
    void changeSelectedItem(bool softDelete);
    // The table key of the item selected in the items view; empty when none is selected.
    QJsonObject selectedItemKey() const;
    // The item a row of the items view shows, read again if its page was let go (itemsmodel.h).
    QJsonObject itemOfRow(const QModelIndex &viewIndex) const;
    // View ▸ Go to Pane: Ctrl+1…9 bring the bottom panes to the front, Ctrl+PgDown and Ctrl+PgUp
    // the next and the previous; View ▸ Zoom, Full Screen and Maximise Pane.
    void addViewActions(QMenu *view);
    // Help ▸ Getting Started, Help on This Pane, Keyboard Shortcuts, About.
    void addHelpMenu();
    // Brings the bottom pane at `index` (registry order, wrapping) to the front, focused.
    void raiseBottomPane(qsizetype index);
    // The dock holding the pane named `name`; null for the items (the centre) and unknown names.
    QDockWidget *dockOf(const QString &name) const;
    // The items view's context menu: `itemActions` (the Edit menu's soft delete and restore),
    // then delete, copy as JSON, copy as code and the exports.
    void addItemContextMenu(const QList<QAction *> &itemActions);
    // Copy Item as Code, on the inspector's tree and the items' context menu: the inspector's
    // item as a PutItem or a GetItem program.
    void addInspectorCodeMenu();
    // The tree's context menu, made for the table or index under the mouse (fillTableMenu()).
    void addTableContextMenu();
    void fillTableMenu(QMenu *menu, const QString &table, const QString &indexName);
    // Makes the registry's panes, each in a dock of its area, tabbed with the others there.
    void addPanes(const PaneContext &context);
    // Edit ▸ Throughput Limits: the workspace's switch (docs/throughput.md), as `lwb throughput`;
    // and Run Workload… beneath it.
    void addThroughputLimitsAction(QMenu *menu);
    // Before the state announces `what`: the window's own parts follow it (the undo stack, the
    // past view, the clock bar), and the tables and the items are read again as far as `what`
    // needs, which hands the state the tables and the selection.
    void settle(WorkbenchState::Changes what);
    // The window's parts that change with the viewed time: the banner, the write actions, the
    // clock bar, the inspector and the items.
    void showViewedTime();
    bool reloadTables();
    // Sizes the tree's columns to their contents and its dock to them, up to a third of the
    // window; a long table name elides so that the key schemas and counts show whole.
    void fitTree();
    void showSource(const QModelIndex &treeIndex);
    // The inspector shows what its table now holds of the item it shows, as of the viewed time:
    // soft deleted, restored, or nothing once the item or its table is gone, whichever door the
    // change came through. Unsaved edits and a new item are left alone.
    void followInspectedItem();
    // The key of the item the inspector shows as read (empty: none, or a new item).
    QJsonObject inspectedKey() const;
    // The inspector's note on what an eventually consistent read of its item could return now
    // (DescribeEventualRead): at the present only, read again as the clock or the data move.
    void readEventualNote();
    void fitColumns(int first, int last);
    void updateStatus();
    void showError(const QString &message);
    // Over a remote endpoint: asks before the user's `action` writes to the remote table;
    // true for every other call, and after "do not ask again".
    bool confirmRemoteWrite(const QString &action, const QJsonObject &request);
    // Over a remote endpoint, once the window's parts are made: the title, the status line and
    // the clock bar say so, and what only a workspace has is disabled, saying why.
    void showRemote();
    // Keeps what only a workspace has disabled (showRemote()), after showViewedTime() enabled it.
    void disableWorkspaceOnly();
    // Runs `work` behind a progress dialog saying `label`, then puts the text it returns in the
    // status bar ("Stopped: " before it when it was cancelled, by the dialog or as the work's
    // outcome says), or shows its error.
    using LongRemoteWork =
        std::function<Result<std::pair<QString, bool>>(const WorkProgress &progress)>;
    void runRemoteWork(const QString &label, const LongRemoteWork &work);

    WorkbenchState *m_state = nullptr;
    CallLog *m_log = nullptr; // the user's calls and the endpoint's, for the request log
    TablesModel *m_tables = nullptr;
    ItemsModel *m_items = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_tagsLabel = nullptr; // under the tree: the selected table's tags, when it has any
    QTableView *m_itemsView = nullptr;
    QLineEdit *m_filter = nullptr;
    QTimer *m_filterDelay = nullptr;       // typing sends one filtered read once it pauses
    QLabel *m_queryLabel = nullptr;        // what the items show when it is not the whole table
    QPushButton *m_showAll = nullptr;      // back from a query to the whole table
    QHash<QString, QueryForm> m_queryForm; // by table: the query builder's last form
    QDockWidget *m_tablesDock = nullptr;
    LessonPane *m_lesson = nullptr;
    ItemInspector *m_inspector = nullptr;
    FileCommands *m_files = nullptr;
    FormatCommands *m_formats = nullptr;
    ServerToggle *m_server = nullptr;
    RecordCommands *m_recording = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QList<LessonEntry> m_lessons;
    QAction *m_openLesson = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;     // the last menu: the lesson's goes before it
    QMenu *m_itemCodeMenu = nullptr; // Copy Item as Code
    QAction *m_panesEnd = nullptr;   // the View menu's separator after the panes' entries
    ZoomControl *m_zoom = nullptr;
    QAction *m_maximise = nullptr;
    QByteArray m_beforeMaximise; // saveState() while a pane is maximised
    ApiCall m_api;
    // The user's own calls: logged in the request log, and undoable where they write.
    ApiCall m_userApi;
    // The user's actions, undone by compensating writes (apicommand.h); Ctrl+Z, Ctrl+Shift+Z.
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QList<QAction *> m_writeActions;  // new table, soft delete, restore…: disabled in the past
    QList<QDockWidget *> m_paneDocks; // the registry's docks, in its order
    QString m_workspacePath;
    ElidedLabel *m_workspaceLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    ClockControl m_clock;
    WorkloadControl m_workload;
    ClockBar *m_clockBar = nullptr;
    PastBanner *m_banner = nullptr;
    QAction *m_backToNow = nullptr;
    QAction *m_rewindHere = nullptr;
    bool m_askBeforeRewind = true;
    bool m_holdItems = false; // while the tree reloads: the items are read once, afterwards
    // Over a remote endpoint (the constructor's `remote`): its connection, the actions only a
    // workspace has, and whether the user said not to ask again before a write.
    std::optional<RemoteConnection> m_remote;
    QList<QAction *> m_workspaceOnly;
    RemoteCopy m_remoteCopy;
    QAction *m_copyToWorkspace = nullptr;
    RemoteUpload m_remoteUpload;
    QAction *m_uploadTable = nullptr;
    std::function<bool(const QString &action)> m_confirmWrite;
    bool m_writesConfirmed = false;
};

} // namespace lw
