// MainWindow's panes: making the registry's, bringing one to the front, and settling the
// window's own parts before the state announces a change; the rest of the window is in
// mainwindow.cpp, its menus in mainwindowactions.cpp.
#include "window/mainwindow.h"

#include "common/pane.h"
#include "common/unavailablepane.h"
#include "inspector/eventualreadnote.h"
#include "inspector/iteminspector.h"
#include "tables/itemsmodel.h"
#include "tables/tablesmodel.h"
#include "window/clockbar.h"
#include "window/paneregistry.h"
#include "window/pastbanner.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMap>
#include <QStatusBar>
#include <QTreeView>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
constexpr int paneDockHeight = 430; // the timeline's lanes and charts, readable on a projector

// A registry text in the context it is translated in (paneregistry.h).
QString registryText(const char *text)
{
    return QCoreApplication::translate("lw::MainWindow", text);
}
} // namespace

void MainWindow::addPanes(const PaneContext &context)
{
    QMap<Qt::DockWidgetArea, QDockWidget *> firstOfArea;
    for (const PaneEntry &entry : paneRegistry()) {
        // Over a remote endpoint a pane of what only a workspace has is never made: it would
        // read what the endpoint's door refuses.
        Pane *pane = m_remote && entry.remoteReason
                         ? new UnavailablePane(
                               tr("%1: not over a remote endpoint").arg(registryText(entry.title)),
                               registryText(entry.remoteReason))
                         : entry.create(context);
        pane->setIdentity(QString::fromLatin1(entry.name), registryText(entry.title));
        auto *dock = new QDockWidget(pane->title(), this);
        dock->setObjectName(QString::fromLatin1(entry.dockName)); // saveState() needs a name
        dock->setWidget(pane);
        addDockWidget(entry.area, dock);
        if (QDockWidget *first = firstOfArea.value(entry.area))
            tabifyDockWidget(first, dock);
        else
            firstOfArea.insert(entry.area, dock);
        if (entry.menuText)
            dock->toggleViewAction()->setText(registryText(entry.menuText));
        connect(pane, &Pane::errorOccurred, this, &MainWindow::showError);
        connect(pane, &Pane::statusMessage, this,
                [this](const QString &message) { statusBar()->showMessage(message, 15000); });
        pane->follow(m_state);
        m_paneDocks << dock;
    }
    for (QDockWidget *first : std::as_const(firstOfArea))
        first->raise();
    if (QDockWidget *bottom = firstOfArea.value(Qt::BottomDockWidgetArea))
        resizeDocks({bottom}, {paneDockHeight}, Qt::Vertical);
}

QStringList MainWindow::paneNames()
{
    // The centre, the registry's panes in its order, then the inspector on the right.
    QStringList names{u"items"_s};
    for (const PaneEntry &entry : paneRegistry())
        names << QString::fromLatin1(entry.name);
    names << u"inspector"_s;
    return names;
}

QWidget *MainWindow::showPane(const QString &name)
{
    if (name == u"items")
        return centralWidget();
    if (name == u"inspector") {
        m_inspectorDock->show();
        return m_inspectorDock;
    }
    for (QDockWidget *dock : std::as_const(m_paneDocks)) {
        if (static_cast<Pane *>(dock->widget())->name() != name)
            continue;
        dock->show();
        dock->raise();
        return dock;
    }
    return nullptr;
}

void MainWindow::settle(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    if (what & Rewind) // the stack's compensating writes belong to the history just dropped
        m_undo->clear();
    if (what & ViewedTime)
        showViewedTime();
    if (what & Clock)
        m_clockBar->refresh();
    m_items->setClock(m_state->nowMs()); // the TTL cells read against it
    // After a write the items are read again. After a clock move (live mode ticks several times
    // a second), a rewind or a consumer's change they are read again only when the tree changed
    // (the sweeper deleted something): re-reading them each time would reset the view under the
    // user's hands.
    const bool treeChanged = (what & (Data | Clock | Rewind | Consumers)) && reloadTables();
    if ((what & (Data | ViewedTime)) || treeChanged) {
        showSource(m_tree->currentIndex());
        followInspectedItem();
    }
    if (what & (Data | ViewedTime | Clock | Rewind))
        readEventualNote();
    m_state->setTables(m_tables->tables());
}

QJsonObject MainWindow::inspectedKey() const
{
    if (!m_inspector->hasItem() || m_inspector->isNewItem())
        return {};
    QJsonObject key;
    for (const KeyAttribute &attribute : m_inspector->table().key)
        key.insert(attribute.name, m_inspector->originalItem().value(attribute.name));
    return key;
}

void MainWindow::readEventualNote()
{
    const QJsonObject key = inspectedKey();
    if (key.isEmpty() || m_state->asOf()) {
        m_inspector->eventualNote()->setResponse({});
        return;
    }
    const Result<QJsonObject> view =
        m_api(u"DescribeEventualRead"_s,
              {{u"TableName"_s, m_inspector->table().name}, {u"Key"_s, key}}, {});
    m_inspector->eventualNote()->setResponse(view ? *view : QJsonObject{});
}

void MainWindow::showViewedTime()
{
    const std::optional<qint64> asOf = m_state->asOf();
    if (asOf)
        m_banner->showAsOf(*asOf);
    else
        m_banner->hide();
    m_backToNow->setEnabled(asOf.has_value());
    m_rewindHere->setEnabled(asOf.has_value());
    m_clockBar->setViewingPast(asOf);
    m_inspector->setReadOnly(asOf.has_value());
    // The past is read-only: nothing that writes, undo and redo included.
    for (QAction *action : std::as_const(m_writeActions))
        action->setEnabled(!asOf);
    m_undoAction->setEnabled(!asOf && m_undo->canUndo());
    m_redoAction->setEnabled(!asOf && m_undo->canRedo());
    m_items->setAsOf(asOf);
    disableWorkspaceOnly();
}

} // namespace lw
