// The window on a projector, offscreen over a real workspace: View ▸ Zoom scales the application
// font, the rows of the tables and the timeline's lanes together and is remembered; Maximise
// Pane leaves one pane alone and gives the layout back; Ctrl+1…9 bring the bottom panes to the
// front; every pane has its own help (F1); the charts' count axes hold no more ticks than their
// height shows whole, and never elide a label.
#include "charts/timelinecharts.h"
#include "charts/timeserieschart.h"
#include "common/pane.h"
#include "engineclock.h"
#include "inspector/iteminspector.h"
#include "tables/tablesmodel.h"
#include "testclock.h"
#include "testworkspace.h"
#include "timeline/timelinepainter.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"
#include "widgets.h"
#include "window/mainwindow.h"
#include "window/windowhelp.h"
#include "window/zoomcontrol.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

struct Bench
{
    TestWorkspace ws;

    Bench()
    {
        if (!ws.workspace().engine().setClock(kNoon))
            qFatal("setClock");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})");
        ws.ok(u"PutItem"_s, R"({"TableName": "Docs", "Item": {"PK": {"S": "d1"}}})");
    }

    ClockControl clock()
    {
        Engine &engine = ws.workspace().engine();
        return engineClock([&engine]() -> Engine & { return engine; });
    }
};

QAction *menuAction(const MainWindow &window, const QString &menu, const QString &text)
{
    for (QAction *top : window.menuBar()->actions())
        if (top->menu() && top->text().remove(u'&') == menu)
            for (QAction *action : top->menu()->findChildren<QAction *>())
                if (action->text().remove(u'&') == text)
                    return action;
    return nullptr;
}

QSet<QString> visibleDocks(const MainWindow &window)
{
    QSet<QString> names;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->isVisible())
            names << dock->objectName();
    return names;
}

} // namespace

class TestProjector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().remove(u"zoom"_s); }

    void zoom_data()
    {
        QTest::addColumn<int>("steps"); // > 0 in, < 0 out
        QTest::addColumn<bool>("reset");
        QTest::addColumn<double>("factor");
        QTest::newRow("in once") << 1 << false << 1.15;
        QTest::newRow("in to the largest") << 20 << false << 2.5;
        QTest::newRow("out once") << -1 << false << 0.9;
        QTest::newRow("out to the smallest") << -20 << false << 0.8;
        QTest::newRow("in, then reset") << 3 << true << 1.0;
    }

    void zoom()
    {
        QFETCH(int, steps);
        QFETCH(bool, reset);
        QFETCH(double, factor);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const qreal base = QApplication::font().pointSizeF();
        auto *lanes = window.findChild<TimelineView *>();
        QVERIFY(lanes);
        const int baseLane = lanes->laneHeight();

        for (int i = 0; i < std::abs(steps); ++i)
            steps > 0 ? window.zoom()->zoomIn() : window.zoom()->zoomOut();
        if (reset)
            window.zoom()->reset();

        QCOMPARE(window.zoom()->factor(), factor);
        QCOMPARE(QApplication::font().pointSizeF(), base * factor);
        // The panes follow the application font: the lanes grow with it, past any fixed height.
        QCOMPARE(lanes->font().pointSizeF(), base * factor);
        QVERIFY2(lanes->laneHeight() > lanes->fontMetrics().height(),
                 qPrintable(u"lane %1 for a line of %2"_s.arg(lanes->laneHeight())
                                .arg(lanes->fontMetrics().height())));
        if (factor > 1)
            QVERIFY(lanes->laneHeight() > baseLane);
        // Every table's rows hold a line of the zoomed font.
        auto *items = child<QTableView>(window, u"itemsView"_s);
        QCOMPARE(items->verticalHeader()->defaultSectionSize(),
                 ZoomControl::rowHeight(QApplication::font()));
        // The tables tree is measured again in the zoomed font: its key schemas show whole.
        const auto *tree = child<QTreeView>(window, u"tablesView"_s);
        const int keys = TablesModel::KeySchemaColumn;
        QTRY_VERIFY2(tree->columnWidth(keys) >=
                         static_cast<const QAbstractItemView *>(tree)->sizeHintForColumn(keys),
                     qPrintable(QString::number(tree->columnWidth(keys))));
        // So is the inspector's tree: its Name and Type headers show whole.
        const QTreeView *attributes = window.findChild<ItemInspector *>()->view();
        for (int column : {0, 1})
            QTRY_VERIFY2(attributes->columnWidth(column) >=
                             attributes->header()->sectionSizeHint(column),
                         qPrintable(QString::number(attributes->columnWidth(column))));
        // Remembered: the next window (or start) opens at the same zoom.
        QCOMPARE(QSettings().value(u"zoom"_s, 1.0).toDouble(), factor);
        ZoomControl next(11);
        QCOMPARE(next.factor(), factor);
        window.zoom()->reset();
    }

    void maximisePane_data()
    {
        QTest::addColumn<QString>("pane");
        QTest::addColumn<QString>("dock"); // empty: the items, the centre
        QTest::newRow("timeline") << u"timeline"_s << u"timelineDock"_s;
        QTest::newRow("stream records") << u"stream"_s << u"streamRecordsDock"_s;
        QTest::newRow("inspector") << u"inspector"_s << u"inspectorDock"_s;
        QTest::newRow("tables") << u"tables"_s << u"tablesDock"_s;
        QTest::newRow("items") << u"items"_s << QString();
    }

    void maximisePane()
    {
        QFETCH(QString, pane);
        QFETCH(QString, dock);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSet<QString> before = visibleDocks(window);
        QVERIFY(before.size() > 2);

        QVERIFY(window.maximisePane(pane));
        QVERIFY(window.isPaneMaximised());
        QCOMPARE(visibleDocks(window), dock.isEmpty() ? QSet<QString>() : QSet<QString>{dock});
        QCOMPARE(window.centralWidget()->isVisible(), dock.isEmpty());

        QVERIFY(window.maximisePane({}, false));
        QVERIFY(!window.isPaneMaximised());
        QCOMPARE(visibleDocks(window), before);
        QVERIFY(window.centralWidget()->isVisible());
    }

    void goToPane_data()
    {
        QTest::addColumn<int>("number"); // Ctrl+number
        for (int number = 1; number <= 7; ++number)
            QTest::addRow("Ctrl+%d", number) << number;
    }

    void goToPane()
    {
        QFETCH(int, number);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *go = nullptr;
        const QKeySequence keys(Qt::CTRL | Qt::Key(Qt::Key_0 + number));
        for (QAction *action : window.findChildren<QAction *>())
            if (action->shortcut() == keys)
                go = action;
        QVERIFY(go);
        go->trigger();
        const QString name = MainWindow::paneNames().at(number); // after "items"
        QCOMPARE(window.currentPaneName(), name);
        QCOMPARE(go->text(), window.showPane(name)->windowTitle());
    }

    void eachPaneHasHelp_data()
    {
        QTest::addColumn<QString>("pane");
        for (const QString &pane : MainWindow::paneNames() + QStringList{u"tables"_s, u"lesson"_s})
            QTest::newRow(qPrintable(pane)) << pane;
    }

    void eachPaneHasHelp()
    {
        QFETCH(QString, pane);
        const QString help = paneHelp(pane);
        QVERIFY(help.size() > 60);
        for (const QString &other : MainWindow::paneNames())
            if (other != pane)
                QVERIFY2(paneHelp(other) != help, qPrintable(other));
    }

    void helpMenu()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QAction *paneHelpAction = menuAction(window, u"Help"_s, u"Help on This Pane"_s);
        QVERIFY(paneHelpAction);
        QCOMPARE(paneHelpAction->shortcut(), QKeySequence(QKeySequence::HelpContents));
        QVERIFY(menuAction(window, u"Help"_s, u"About Lifecycle Workbench"_s));
        // The shortcuts come from the menus themselves.
        const QString shortcuts = shortcutsText(window.menuBar());
        QVERIFY(shortcuts.contains(u"Zoom In"_s));
        QVERIFY(shortcuts.contains(QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText)));
        QVERIFY(aboutText().contains(u"All rights reserved"_s));
        for (const char *library : {"Qt", "LMDB", "QuaZip", "zlib"})
            QVERIFY2(aboutText().contains(QLatin1StringView(library)), library);
        // File ▸ New Table comes before Quit, the last entry; between them Copy Table to
        // Workspace, which shows only over a remote endpoint, and Upload Table to Endpoint, which
        // shows once the session binds it over a workspace.
        QMenu *file = window.menuBar()->actions().first()->menu();
        const QList<QAction *> entries = file->actions();
        QCOMPARE(entries.last()->text().remove(u'&'), u"Quit"_s);
        QCOMPARE(entries.at(entries.size() - 5)->text().remove(u'&'), u"New Table…"_s);
        QVERIFY(!entries.at(entries.size() - 4)->isVisible()); // Copy Table to Workspace
        QVERIFY(!entries.at(entries.size() - 3)->isVisible()); // Upload Table: unbound here
    }

    // Live mode ticks five times a second: the lanes read again once per interval, the last
    // tick included; a write is read at once.
    void liveTicksReadTheLanesOncePerInterval()
    {
        Bench bench;
        int reads = 0;
        const ApiCall counted = [&](const QString &action, const QJsonObject &request,
                                    const CallOptions &options) {
            if (action == u"ListLifetimes")
                ++reads;
            return bench.ws.apiCall()(action, request, options);
        };
        MainWindow window(counted, bench.clock(), bench.ws.path());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(reads > 0);
        const int before = reads;
        for (int tick = 0; tick < 5; ++tick) {
            window.state()->report(WorkbenchState::Clock);
            QTest::qWait(50);
        }
        QCOMPARE(reads, before);
        QTRY_COMPARE_WITH_TIMEOUT(reads, before + 1, TimelinePane::kClockReadMs + 1000);
        QTest::qWait(TimelinePane::kClockReadMs + 200);
        QCOMPARE(reads, before + 1); // nothing more once the ticks stop
        window.state()->report(WorkbenchState::Data);
        QCOMPARE(reads, before + 2);
    }

    // The items' context menu: copy as JSON puts the item on the clipboard as GetItem returns
    // it; delete removes it, undoably.
    void itemContextMenu()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        auto *view = child<QTableView>(window, u"itemsView"_s);
        QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
        view->setCurrentIndex(view->model()->index(0, 0));
        view->selectRow(0);
        child<QAction>(window, u"copyItemsAsJsonAction"_s)->trigger();
        const QJsonObject copied =
            QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
        QCOMPARE(copied, json(R"({"PK": {"S": "d1"}})"));

        child<QAction>(window, u"deleteItemAction"_s)->trigger();
        QCOMPARE(bench.ws.ok(u"Scan"_s, R"({"TableName": "Docs"})")[u"Count"_s].toInt(), 0);
        QCOMPARE(view->model()->rowCount(), 0);
        QAction *undo = nullptr;
        for (QAction *action : window.findChildren<QAction *>())
            if (action->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = action;
        QVERIFY(undo);
        undo->trigger();
        QCOMPARE(bench.ws.ok(u"Scan"_s, R"({"TableName": "Docs"})")[u"Count"_s].toInt(), 1);
    }

    // The keys of deleted items are dimmed, yet readable on a projector: at least 4.5:1 on the
    // lanes' background (WCAG's contrast ratio), and still unlike the live keys.
    void deletedKeysStayLegible_data()
    {
        QTest::addColumn<QColor>("text");
        QTest::addColumn<QColor>("base");
        QTest::newRow("light") << QColor(Qt::black) << QColor(Qt::white);
        QTest::newRow("dark") << QColor(0xfc, 0xfc, 0xfc) << QColor(0x2a, 0x2e, 0x32);
    }

    void deletedKeysStayLegible()
    {
        QFETCH(QColor, text);
        QFETCH(QColor, base);
        QPalette palette = QApplication::palette();
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::Window, base);
        const TimelineColors colors = TimelineColors::forPalette(palette);
        const auto luminance = [](const QColor &color) {
            const auto linear = [](double c) {
                return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) +
                   0.0722 * linear(color.blueF());
        };
        const double a = luminance(colors.dimText), b = luminance(colors.base);
        const double contrast = (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
        QVERIFY2(contrast >= 4.5, qPrintable(QString::number(contrast)));
        QVERIFY(colors.dimText != colors.text);
    }

    void countAxesFitTheirHeight_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("deletions");
        QTest::newRow("low, a thousand") << 120 << 1000;
        QTest::newRow("low, sixteen thousand") << 120 << 16000;
        QTest::newRow("tall, sixteen thousand") << 400 << 16000;
        QTest::newRow("low, three") << 120 << 3;
    }

    void countAxesFitTheirHeight()
    {
        QFETCH(int, height);
        QFETCH(int, deletions);
        TimelineCharts charts;
        charts.resize(900, height);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        QList<LifetimeInfo> lifetimes;
        for (int i = 0; i < deletions; ++i) {
            LifetimeInfo life;
            life.createdMs = kNoon;
            life.expiresMs = kNoon + kHour;
            life.deletedMs = kNoon + 2 * kHour; // one bar holds them all
            life.deletedBy = Origin::Ttl;
            lifetimes << life;
        }
        charts.setLifetimes(lifetimes);
        QChart *chart = charts.deletionsChart();
        const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        auto *counts = static_cast<QValueAxis *>(axes.first());
        QVERIFY(!counts->truncateLabels());
        QVERIFY(counts->max() >= deletions);
        const int ticks = int(std::round(counts->max() / counts->tickInterval())) + 1;
        const QChartView *view = charts.findChild<QChartView *>(u"deletionsChart"_s);
        QVERIFY(view);
        QVERIFY2(ticks <= valueTicks(view->height(), charts.fontMetrics()),
                 qPrintable(QString::number(ticks)));
    }

    void keyboard_data()
    {
        QTest::addColumn<QKeySequence>("keys"); // pressed after Ctrl+3
        QTest::addColumn<QString>("effect");    // "pane NAME", "zoom FACTOR", or a window's name
        const QStringList panes = MainWindow::paneNames();
        for (int number : {1, 2, 5})
            QTest::addRow("Ctrl+%d", number) << QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + number))
                                             << u"pane "_s + panes.at(number);
        QTest::newRow("Ctrl+PgDown")
            << QKeySequence(Qt::CTRL | Qt::Key_PageDown) << u"pane "_s + panes.at(4);
        QTest::newRow("Ctrl+PgUp")
            << QKeySequence(Qt::CTRL | Qt::Key_PageUp) << u"pane "_s + panes.at(2);
        QTest::newRow("Ctrl+plus") << QKeySequence(Qt::CTRL | Qt::Key_Plus) << u"zoom 1.15"_s;
        QTest::newRow("Ctrl+=") << QKeySequence(Qt::CTRL | Qt::Key_Equal) << u"zoom 1.15"_s;
        QTest::newRow("Ctrl+minus") << QKeySequence(Qt::CTRL | Qt::Key_Minus) << u"zoom 0.9"_s;
        QTest::newRow("Ctrl+0") << QKeySequence(Qt::CTRL | Qt::Key_0) << u"zoom 1"_s;
        QTest::newRow("F11") << QKeySequence(Qt::Key_F11) << u"fullScreen"_s;
        QTest::newRow("F1") << QKeySequence(Qt::Key_F1) << u"paneHelpBox"_s;
        QTest::newRow("Ctrl+Shift+F")
            << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F) << u"QueryDialog"_s;
    }

    // The shortcuts as a keyboard sends them: key events to the active window, through Qt's
    // shortcut map, not a trigger() of the action.
    void keyboard()
    {
        QFETCH(QKeySequence, keys);
        QFETCH(QString, effect);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const auto press = [&window](const QKeySequence &sequence) {
            const QKeyCombination key = sequence[0];
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                        : static_cast<QWidget *>(&window),
                            key.key(), key.keyboardModifiers());
        };
        press(QKeySequence(Qt::CTRL | Qt::Key_3));
        QCOMPARE(window.currentPaneName(), MainWindow::paneNames().at(3));

        // A modal dialog runs its own loop: it is looked at, then closed, from inside it.
        QString opened;
        QTimer::singleShot(200, &window, [&opened] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (top->isVisible() &&
                    (top->inherits("lw::QueryDialog") || top->objectName() == u"paneHelpBox")) {
                    opened =
                        top->inherits("lw::QueryDialog") ? u"QueryDialog"_s : top->objectName();
                    top->close();
                }
        });
        if (effect == u"zoom 1")
            window.zoom()->zoomIn(); // something for Ctrl+0 to reset
        press(keys);
        if (effect.startsWith(u"pane "_s)) {
            QCOMPARE(window.currentPaneName(), effect.mid(5));
        } else if (effect.startsWith(u"zoom "_s)) {
            QCOMPARE(window.zoom()->factor(), effect.mid(5).toDouble());
            window.zoom()->reset();
        } else if (effect == u"fullScreen") {
            QTRY_VERIFY(window.isFullScreen());
            press(keys); // and back
            QTRY_VERIFY(!window.isFullScreen());
        } else {
            QTRY_COMPARE(opened, effect);
        }
    }
};

QTEST_MAIN(TestProjector)
#include "tst_projector.moc"
