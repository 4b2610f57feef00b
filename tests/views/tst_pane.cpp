// The pane base class, offscreen: a hidden pane does no work however often the state changes,
// and catches up once, with every change it missed, when it is shown; in tabbed docks, where
// the tabs behind are covered rather than hidden, only the tab on top works; a pane that follows
// while hidden keeps up; the endpoint's traffic is caught up with one pane per event-loop turn.
#include "common/pane.h"
#include "state/workbenchstate.h"
#include "testclock.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

using Changes = WorkbenchState::Changes;

namespace {

// Counts its updates and keeps what each was told.
class CountingPane : public Pane
{
public:
    explicit CountingPane(bool followsHidden = false) { setFollowsWhileHidden(followsHidden); }
    QList<Changes> updates;

protected:
    void updateFromState(Changes what) override { updates << what; }
};

} // namespace

class TestPane : public QObject
{
    Q_OBJECT

private slots:
    void aHiddenPaneWaitsUntilShown()
    {
        qint64 now = kNoon;
        WorkbenchState state([&now] { return now; });
        CountingPane pane;
        pane.follow(&state);
        state.report(WorkbenchState::Data);
        state.select(u"Docs"_s);
        now += kHour;
        state.report(WorkbenchState::Data);
        QVERIFY(pane.updates.isEmpty());
        QVERIFY(pane.pending() & WorkbenchState::Selection);

        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QCOMPARE(pane.updates.size(), 1); // once, with everything since it started following
        QVERIFY((pane.updates[0] &
                 (WorkbenchState::Data | WorkbenchState::Clock | WorkbenchState::Selection)) ==
                (WorkbenchState::Data | WorkbenchState::Clock | WorkbenchState::Selection));
        QCOMPARE(pane.pending(), Changes());

        state.report(WorkbenchState::Consumers); // shown: at once, with that alone
        QCOMPARE(pane.updates.size(), 2);
        QCOMPARE(pane.updates[1], Changes(WorkbenchState::Consumers));

        pane.hide();
        state.viewAsOf(kNoon);
        state.report(WorkbenchState::Rewind);
        QCOMPARE(pane.updates.size(), 2);
        pane.show();
        QCOMPARE(pane.updates.size(), 3);
        QCOMPARE(pane.updates[2], WorkbenchState::ViewedTime | WorkbenchState::Rewind);
        pane.hide();
        pane.show(); // nothing missed: nothing to do
        QCOMPARE(pane.updates.size(), 3);
    }

    // Tabbed docks as the window has them: the tab behind reads nothing until it is raised.
    void aTabBehindWaitsUntilRaised()
    {
        WorkbenchState state([] { return kNoon; });
        QMainWindow window;
        QList<QDockWidget *> docks;
        QList<CountingPane *> panes;
        for (int i = 0; i < 2; ++i) {
            auto *dock = new QDockWidget(u"Pane %1"_s.arg(i), &window);
            auto *pane = new CountingPane;
            dock->setWidget(pane);
            pane->follow(&state);
            window.addDockWidget(Qt::BottomDockWidgetArea, dock);
            if (i > 0)
                window.tabifyDockWidget(docks.first(), dock);
            docks << dock;
            panes << pane;
        }
        docks.first()->raise();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(panes[1]->isVisible()); // covered, not hidden: visibility alone would not do
        QVERIFY(panes[0]->isShown());
        QVERIFY(!panes[1]->isShown());
        QCOMPARE(panes[0]->updates.size(), 1);
        QCOMPARE(panes[1]->updates.size(), 0);

        state.report(WorkbenchState::Data);
        state.report(WorkbenchState::Data);
        QCOMPARE(panes[0]->updates.size(), 3);
        QCOMPARE(panes[1]->updates.size(), 0);

        docks[1]->raise();
        QTRY_COMPARE(panes[1]->updates.size(), 1); // once, with all it missed
        QCOMPARE(panes[0]->updates.size(), 3);
        state.report(WorkbenchState::Clock);
        QCOMPARE(panes[1]->updates.size(), 2);
        QCOMPARE(panes[0]->updates.size(), 3);
    }

    void aPaneWithoutStateDoesNothing()
    {
        CountingPane pane;
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QVERIFY(pane.updates.isEmpty());
        QCOMPARE(pane.state(), nullptr);
    }

    void somePanesFollowWhileHidden()
    {
        WorkbenchState state([] { return kNoon; });
        CountingPane pane(true);
        pane.follow(&state);
        QVERIFY(pane.updates.isEmpty()); // following alone reads nothing yet
        state.report(WorkbenchState::Data);
        state.report(WorkbenchState::Data);
        QCOMPARE(pane.updates.size(), 2);
        QVERIFY(pane.updates[0] & WorkbenchState::Selection); // the first is everything
        QCOMPARE(pane.updates[1], Changes(WorkbenchState::Data));
    }

    void trafficIsCaughtUpInTurns()
    {
        WorkbenchState state([] { return kNoon; });
        QWidget window;
        auto *first = new CountingPane;
        auto *second = new CountingPane;
        first->setParent(&window);
        second->setParent(&window);
        first->follow(&state);
        second->follow(&state);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(first->updates.size(), 1);
        QCOMPARE(second->updates.size(), 1);

        state.report(WorkbenchState::Data | WorkbenchState::Traffic);
        QCOMPARE(first->updates.size(), 1); // not now: in the turns to come
        QCoreApplication::sendPostedEvents();
        QCOMPARE(first->updates.size(), 2);
        QCOMPARE(second->updates.size(), 1); // a turn of its own
        QCOMPARE(first->updates[1], Changes(WorkbenchState::Data));
        QCoreApplication::sendPostedEvents();
        QCOMPARE(second->updates.size(), 2);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(first->updates.size(), 2);
        QCOMPARE(second->updates.size(), 2);
    }
};

QTEST_MAIN(TestPane)
#include "tst_pane.moc"
