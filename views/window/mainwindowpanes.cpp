// MainWindow's bottom panes: adding them, bringing one to the front, and keeping them in step
// with the selected table and the clock (only the shown ones; the others when next shown); the
// rest of the window is in mainwindow.cpp, its menus in mainwindowactions.cpp.
#include "window/mainwindow.h"

#include "bucket/archivepane.h"
#include "changes/streamrecordspane.h"
#include "gsi/gsimatrixmodel.h"
#include "gsi/gsimatrixpane.h"
#include "streamconsumers/consumerspane.h"
#include "tables/tablesmodel.h"
#include "timeline/timelinepane.h"

#include <QDockWidget>
#include <QLocale>
#include <QStatusBar>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
// Above this many items the timeline does not load by itself: a lane per item of a million-item
// table costs seconds and hundreds of megabytes (bench_window); the lanes are for teaching tables.
constexpr qint64 timelineMaxItems = 200'000;
} // namespace

QDockWidget *MainWindow::addPane(QWidget *pane, const QString &title, const QString &objectName)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // saveState() needs a name
    dock->setWidget(pane);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (!m_paneDocks.isEmpty())
        tabifyDockWidget(m_paneDocks.first(), dock);
    m_paneDocks << dock;
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (!visible) {
            m_panesShown.remove(dock);
            return;
        }
        m_panesShown.insert(dock);
        if (m_stalePanes.remove(dock))
            syncPane(dock, m_rewoundPanes.remove(dock));
    });
    return dock;
}

QStringList MainWindow::paneNames()
{
    // The bottom docks in their order after "items", then the inspector on the right.
    return {u"items"_s,   u"timeline"_s, u"consumers"_s, u"stream"_s,   u"gsi"_s,
            u"archive"_s, u"log"_s,      u"console"_s,   u"inspector"_s};
}

QWidget *MainWindow::showPane(const QString &name)
{
    const qsizetype at = paneNames().indexOf(name);
    if (at < 0)
        return nullptr;
    if (at == 0)
        return centralWidget();
    if (name == u"inspector") {
        m_inspectorDock->show();
        return m_inspectorDock;
    }
    QDockWidget *dock = m_paneDocks.at(at - 1); // in paneNames()' order after "items"
    dock->show();
    dock->raise();
    return dock;
}

void MainWindow::refreshPanes(bool rewound)
{
    for (QDockWidget *dock : panesToSync(rewound))
        syncPane(dock, rewound);
}

QList<QDockWidget *> MainWindow::panesToSync(bool rewound)
{
    QList<QDockWidget *> docks;
    for (QDockWidget *dock : std::as_const(m_paneDocks)) {
        // The consumers are one small read and other panes' actions depend on them.
        if (dock == m_consumersDock || m_panesShown.contains(dock)) {
            docks << dock;
            continue;
        }
        m_stalePanes.insert(dock);
        if (rewound)
            m_rewoundPanes.insert(dock);
    }
    return docks;
}

void MainWindow::followTraffic()
{
    reloadTables();
    showSource(m_tree->currentIndex());
    syncInTurns(panesToSync(false));
}

void MainWindow::syncInTurns(QList<QDockWidget *> docks)
{
    if (docks.isEmpty())
        return;
    // Queued: Qt runs a call queued while it runs queued calls in the next turn, after the
    // sockets, timers and input that are waiting.
    QMetaObject::invokeMethod(
        this,
        [this, docks = std::move(docks)]() mutable {
            syncPane(docks.takeFirst(), false);
            syncInTurns(std::move(docks));
        },
        Qt::QueuedConnection);
}

void MainWindow::syncPane(QDockWidget *dock, bool rewound)
{
    QWidget *pane = dock->widget();
    if (pane == m_consumers) {
        m_consumers->reload(); // keeps its rows and selection when the same consumers come back
    } else if (pane == m_timeline) {
        qint64 items = 0;
        for (const TableInfo &info : m_tables->tables())
            if (info.name == m_paneTable)
                items = info.itemCount;
        const QString table = items <= timelineMaxItems ? m_paneTable : QString();
        if (table.isEmpty() && !m_paneTable.isEmpty())
            statusBar()->showMessage(tr("The timeline shows tables of up to %1 items; %2 has %3")
                                         .arg(QLocale().toString(timelineMaxItems), m_paneTable,
                                              QLocale().toString(items)),
                                     15000);
        m_timeline->setClock(m_clock.nowMs());
        if (m_timeline->tableName() != table)
            m_timeline->setTable(table);
        else
            m_timeline->refresh();
    } else if (pane == m_streamRecords) {
        if (rewound || m_streamRecords->tableName() != m_paneTable)
            m_streamRecords->setTable(m_paneTable);
        else
            m_streamRecords->refresh(); // appends only the new records
    } else if (pane == m_gsiMatrix) {
        if (m_gsiMatrix->model()->tableName() != m_paneTable)
            m_gsiMatrix->setTable(m_paneTable);
        else
            m_gsiMatrix->refresh();
    } else if (pane == m_archive) {
        m_archive->refresh();
    }
}

} // namespace lw
