// MainWindow's View menu actions for a projector (zoom, full screen, maximising a pane, going
// from pane to pane) and its Help menu; the other menus are in mainwindowactions.cpp.
#include "window/mainwindow.h"

#include "common/pane.h"
#include "window/windowhelp.h"
#include "window/zoomcontrol.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
constexpr int directPanes = 9; // Ctrl+1 … Ctrl+9
} // namespace

void MainWindow::addViewActions(QMenu *view)
{
    QMenu *go = view->addMenu(tr("Go to &Pane"));
    for (qsizetype i = 0; i < m_paneDocks.size() && i < directPanes; ++i) {
        QAction *action =
            go->addAction(m_paneDocks[i]->windowTitle(), this, [this, i] { raiseBottomPane(i); });
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    go->addSeparator();
    // Next and previous go from the pane in use (the one with the focus), else from the
    // first one shown: the bottom panes are not all in one tab group.
    const auto shownIndex = [this] {
        const QDockWidget *focused = dockOf(currentPaneName());
        for (qsizetype i = 0; i < m_paneDocks.size(); ++i)
            if (m_paneDocks[i] == focused)
                return i;
        for (qsizetype i = 0; i < m_paneDocks.size(); ++i)
            if (static_cast<Pane *>(m_paneDocks[i]->widget())->isShown())
                return i;
        return qsizetype(0);
    };
    QAction *next = go->addAction(tr("&Next Pane"), this,
                                  [this, shownIndex] { raiseBottomPane(shownIndex() + 1); });
    next->setShortcut(Qt::CTRL | Qt::Key_PageDown);
    QAction *previous = go->addAction(tr("&Previous Pane"), this,
                                      [this, shownIndex] { raiseBottomPane(shownIndex() - 1); });
    previous->setShortcut(Qt::CTRL | Qt::Key_PageUp);

    m_maximise = view->addAction(tr("&Maximise Pane"));
    m_maximise->setObjectName(u"maximisePaneAction"_s);
    m_maximise->setCheckable(true);
    m_maximise->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_M);
    connect(m_maximise, &QAction::triggered, this,
            [this](bool on) { maximisePane(currentPaneName(), on); });
    QAction *fullScreen = view->addAction(tr("F&ull Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(Qt::Key_F11);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });

    view->addSeparator();
    // Ctrl+0 resets the zoom, as in a browser; the timeline keeps 0 alone for its zoom to fit.
    QAction *zoomIn = view->addAction(tr("&Zoom In"), m_zoom, &ZoomControl::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), m_zoom, &ZoomControl::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *zoomReset = view->addAction(tr("Re&set Zoom"), m_zoom, &ZoomControl::reset);
    zoomReset->setShortcut(Qt::CTRL | Qt::Key_0);
    const auto enableZoom = [this, zoomIn, zoomOut] {
        zoomIn->setEnabled(m_zoom->canZoomIn());
        zoomOut->setEnabled(m_zoom->canZoomOut());
    };
    connect(m_zoom, &ZoomControl::zoomed, this, enableZoom);
    enableZoom();
}

void MainWindow::addHelpMenu()
{
    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_helpMenu->addAction(tr("&Getting Started"), this, [this] { showGuide(this); });
    QAction *paneHelpAction = m_helpMenu->addAction(tr("Help on This &Pane"), this, [this] {
        const QString name = currentPaneName();
        const QDockWidget *dock = dockOf(name);
        showPaneHelp(this, dock ? dock->windowTitle() : tr("Items"), paneHelp(name));
    });
    paneHelpAction->setShortcut(QKeySequence::HelpContents);
    m_helpMenu->addAction(tr("&Keyboard Shortcuts"), this,
                          [this] { showShortcuts(this, menuBar()); });
    m_helpMenu->addSeparator();
    QAction *about =
        m_helpMenu->addAction(tr("&About Lifecycle Workbench"), this, [this] { showAbout(this); });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::raiseBottomPane(qsizetype index)
{
    if (m_paneDocks.isEmpty())
        return;
    const qsizetype count = m_paneDocks.size();
    QDockWidget *dock = m_paneDocks[((index % count) + count) % count];
    if (isPaneMaximised())
        maximisePane({}, false);
    dock->show();
    dock->raise();
    dock->widget()->setFocus();
}

QDockWidget *MainWindow::dockOf(const QString &name) const
{
    if (name == u"tables")
        return m_tablesDock;
    if (name == u"inspector")
        return m_inspectorDock;
    if (name == u"lesson")
        return m_lessonDock;
    for (QDockWidget *dock : m_paneDocks)
        if (static_cast<Pane *>(dock->widget())->name() == name)
            return dock;
    return nullptr;
}

QString MainWindow::currentPaneName() const
{
    const auto nameOf = [this](const QDockWidget *dock) -> QString {
        if (dock == m_tablesDock)
            return u"tables"_s;
        if (dock == m_inspectorDock)
            return u"inspector"_s;
        if (dock == m_lessonDock)
            return u"lesson"_s;
        return static_cast<Pane *>(dock->widget())->name();
    };
    for (QWidget *widget = QApplication::focusWidget(); widget && widget != this;
         widget = widget->parentWidget()) {
        if (widget == centralWidget())
            return u"items"_s;
        if (const auto *dock = qobject_cast<QDockWidget *>(widget); dock && dock->widget())
            return nameOf(dock);
    }
    for (QDockWidget *dock : m_paneDocks)
        if (static_cast<Pane *>(dock->widget())->isShown())
            return nameOf(dock);
    return {};
}

bool MainWindow::maximisePane(const QString &name, bool maximise)
{
    if (!maximise) {
        if (isPaneMaximised()) {
            centralWidget()->show();
            restoreState(m_beforeMaximise);
            m_beforeMaximise.clear();
        }
        m_maximise->setChecked(false);
        return true;
    }
    QDockWidget *alone = dockOf(name);
    if (!alone && name != u"items") {
        m_maximise->setChecked(false);
        return false;
    }
    if (!isPaneMaximised())
        m_beforeMaximise = saveState();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock != alone)
            dock->hide();
    if (alone) {
        centralWidget()->hide();
        alone->show();
        alone->raise();
    }
    m_maximise->setChecked(true);
    return true;
}

} // namespace lw
