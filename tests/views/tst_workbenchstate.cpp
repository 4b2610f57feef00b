// The workbench state alone, then in the whole window over a real workspace, offscreen: it
// announces each change once, with what changed, holds a batch together and lets its owner settle
// first; and every source of change in the window (the console, the inspector, a dialog's write,
// undo, the clock bar's moves and sweep, live mode, the past view, a rewind, a lesson's steps and
// replays, the endpoint's traffic, a new selection) reaches it exactly once; and a pane in a tab
// behind another reads nothing until it is brought to the front.
#include "changes/streamrecordspane.h"
#include "commands/servertoggle.h"
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "engine/engine.h"
#include "engineclock.h"
#include "inspector/eventualreadnote.h"
#include "inspector/iteminspector.h"
#include "lesson/lessonpane.h"
#include "state/workbenchstate.h"
#include "streamconsumers/consumerspane.h"
#include "testworkspace.h"
#include "time/liveclock.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"
#include "widgets.h"
#include "window/clockbar.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QJsonDocument>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

using Changes = WorkbenchState::Changes;

Q_DECLARE_METATYPE(lw::WorkbenchState::Changes)

namespace {

// What one announcement of `spy` carried.
Changes changesAt(const QSignalSpy &spy, qsizetype at)
{
    return spy.at(at).at(0).value<Changes>();
}

struct Bench
{
    TestWorkspace ws;
    qint64 realMs = 0; // live mode's real time, moved by the test

    Bench()
    {
        if (!ws.workspace().engine().setClock(kNoon))
            qFatal("setClock");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
            "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Other", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})");
        ws.ok(u"PutItem"_s, R"({"TableName": "Docs", "Item": {"PK": {"S": "d1"},
            "expires": {"N": "1792497000"}}})");
        ws.ok(u"UpdateTimeToLive"_s, R"({"TableName": "Docs",
            "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expires"}})");
    }

    ClockControl clock()
    {
        Engine &engine = ws.workspace().engine();
        return engineClock([&engine]() -> Engine & { return engine; }, [this] { return realMs; });
    }
};

QAction *action(const QObject &parent, const QString &name)
{
    return child<QAction>(parent, name);
}

QAction *actionWithText(const MainWindow &window, const QString &text)
{
    for (QAction *each : window.findChildren<QAction *>())
        if (each->text() == text)
            return each;
    return nullptr;
}

// A lesson of three steps, each writing one item, and a replay that empties the table again.
LessonControl lesson(Bench &bench, int &next)
{
    LessonControl control;
    control.title = u"Three puts"_s;
    control.steps = {u"1 · call PutItem"_s, u"2 · call PutItem"_s, u"3 · call PutItem"_s};
    control.narration = {{}, {}, {}};
    control.nextStep = [&next] { return next; };
    control.runNext = [&bench, &next] {
        bench.ws.ok(
            u"PutItem"_s,
            QJsonObject{
                {u"TableName"_s, u"Other"_s},
                {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, QString::number(next)}}}}}});
        ++next;
        return LessonStepResult{};
    };
    control.goTo = [&next](int index) {
        next = index;
        return QString();
    };
    control.transcript = [] { return QStringList(); };
    return control;
}

// The doors a change can come through, for the rows that send one call each way.
enum class Door
{
    Console,  // typed in the console
    Endpoint, // served by `lwb serve`'s endpoint in the window
    Lesson,   // a lesson's step
};

// A lesson of one step sending `action` with `request` through the bench's api as `client`,
// handing the call to the window's observer as the application's lesson does.
LessonControl oneCallLesson(Bench &bench, const QString &action, const QJsonObject &request,
                            const QString &client = {})
{
    auto seen = std::make_shared<LessonControl::CallSeen>();
    auto next = std::make_shared<int>(0);
    LessonControl control;
    control.title = u"One call"_s;
    control.steps = {u"1 · call "_s + action};
    control.narration = {{}};
    control.nextStep = [next] { return *next; };
    control.runNext = [&bench, seen, next, action, request, client] {
        const Result<QJsonObject> result = bench.ws.workspace().api().call(action, request);
        if (*seen)
            (*seen)(action, request, result, client);
        ++*next;
        return LessonStepResult{};
    };
    control.goTo = [next](int index) {
        *next = index;
        return QString();
    };
    control.transcript = [] { return QStringList(); };
    control.observeCalls = [seen](LessonControl::CallSeen called) { *seen = std::move(called); };
    return control;
}

// Sends `action` with `request` through `door` of `window`; returns whether it was answered.
bool sendThrough(Door door, Bench &bench, MainWindow &window, const QString &action,
                 const QJsonObject &request)
{
    switch (door) {
    case Door::Console: {
        auto *console = window.findChild<ConsolePane *>();
        console->setAction(action);
        console->setRequestText(QString::fromUtf8(QJsonDocument(request).toJson()));
        return bool(console->send());
    }
    case Door::Endpoint: {
        const Result<QJsonObject> result = bench.ws.workspace().api().call(action, request, {});
        window.serverToggle()->served(action, request, result);
        QTest::qWait(2 * ServerToggle::kRefreshMs); // the endpoint's traffic, caught up with
        return bool(result);
    }
    case Door::Lesson:
        window.showLesson(oneCallLesson(bench, action, request));
        return window.lessonPane()->step();
    }
    return false;
}

QJsonObject docKey(const QString &pk)
{
    return {{u"PK"_s, QJsonObject{{u"S"_s, pk}}}};
}

} // namespace

class TestWorkbenchState : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<Changes>(); }

    void announcesWhatChanged()
    {
        qint64 now = kNoon;
        WorkbenchState state([&now] { return now; });
        QSignalSpy spy(&state, &WorkbenchState::changed);

        state.report(WorkbenchState::Data);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(changesAt(spy, 0), Changes(WorkbenchState::Data));

        now += kMinute; // the clock moved with the write: said with it
        state.report(WorkbenchState::Data);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(changesAt(spy, 1), WorkbenchState::Data | WorkbenchState::Clock);
        QCOMPARE(state.nowMs(), kNoon + kMinute);

        state.select(u"Docs"_s);
        QCOMPARE(changesAt(spy, 2), Changes(WorkbenchState::Selection));
        QCOMPARE(state.table(), u"Docs"_s);
        state.select(u"Docs"_s); // the same again: nothing changed
        QCOMPARE(spy.count(), 3);

        TableInfo docs;
        docs.name = u"Docs"_s;
        docs.itemCount = 3;
        state.setTables({docs});
        QCOMPARE(changesAt(spy, 3), Changes(WorkbenchState::Tables));
        QCOMPARE(state.tableInfo(u"Docs"_s)->itemCount, 3);
        QVERIFY(!state.tableInfo(u"Other"_s));
        state.setTables({docs});
        QCOMPARE(spy.count(), 4);

        state.viewAsOf(kNoon);
        QCOMPARE(changesAt(spy, 4), Changes(WorkbenchState::ViewedTime));
        QCOMPARE(state.asOf(), kNoon);
        state.viewAsOf(now + kHour); // later than now is now
        QCOMPARE(changesAt(spy, 5), Changes(WorkbenchState::ViewedTime));
        QCOMPARE(state.asOf(), std::nullopt);
        state.viewAsOf(now); // and so is now itself, which it is already
        QCOMPARE(spy.count(), 6);
        state.report(WorkbenchState::NoChange);
        QCOMPARE(spy.count(), 6);
    }

    void aBatchIsOneChange()
    {
        WorkbenchState state([] { return kNoon; });
        QSignalSpy spy(&state, &WorkbenchState::changed);
        {
            const WorkbenchState::Batch outer(state);
            state.report(WorkbenchState::Data);
            {
                const WorkbenchState::Batch inner(state);
                state.select(u"Docs"_s, u"byFolder"_s);
            }
            state.report(WorkbenchState::Rewind);
            QCOMPARE(spy.count(), 0);
        }
        QCOMPARE(spy.count(), 1);
        QCOMPARE(changesAt(spy, 0),
                 WorkbenchState::Data | WorkbenchState::Selection | WorkbenchState::Rewind);
        QCOMPARE(state.index(), u"byFolder"_s);
        { // an empty batch announces nothing
            const WorkbenchState::Batch nothing(state);
        }
        QCOMPARE(spy.count(), 1);
    }

    // The owner settles before the panes hear: what it changes goes out in the same signal, and
    // a change made while the panes hear goes out next, on its own.
    void theOwnerSettlesFirst()
    {
        WorkbenchState state([] { return kNoon; });
        QList<Changes> settled;
        state.setSettle([&](Changes what) {
            settled << what;
            state.select(u"Docs"_s);
        });
        QSignalSpy spy(&state, &WorkbenchState::changed);
        bool reacted = false;
        connect(&state, &WorkbenchState::changed, this, [&] {
            if (!std::exchange(reacted, true))
                state.report(WorkbenchState::Consumers);
        });
        state.report(WorkbenchState::Data);
        QCOMPARE(settled, (QList<Changes>{WorkbenchState::Data, WorkbenchState::Consumers}));
        QCOMPARE(spy.count(), 2);
        QCOMPARE(changesAt(spy, 0), WorkbenchState::Data | WorkbenchState::Selection);
        QCOMPARE(changesAt(spy, 1), Changes(WorkbenchState::Consumers));
    }

    void turnsComeOneAtATime()
    {
        WorkbenchState state([] { return kNoon; });
        QStringList ran;
        QObject gone;
        auto *doomed = new QObject;
        state.inTurn(&gone, [&] { ran << u"first"_s; });
        state.inTurn(doomed, [&] { ran << u"never"_s; });
        state.inTurn(&gone, [&] { ran << u"third"_s; });
        delete doomed;
        QVERIFY(ran.isEmpty());
        QCoreApplication::sendPostedEvents(); // one turn
        QCOMPARE(ran, QStringList{u"first"_s});
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(ran, (QStringList{u"first"_s, u"third"_s}));
    }

    // The window's panes are tabbed: the one behind reads nothing until brought to the front,
    // then catches up once.
    void aTabBehindReadsNothingUntilShown()
    {
        Bench bench;
        int streamReads = 0;
        const ApiCall counted = [&](const QString &action, const QJsonObject &request,
                                    const CallOptions &options) {
            if (action == u"DescribeStream" || action == u"GetShardIterator" ||
                action == u"GetRecords")
                ++streamReads; // only the stream records pane reads the stream
            return bench.ws.apiCall()(action, request, options);
        };
        MainWindow window(counted, bench.clock(), bench.ws.path());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPane(u"timeline"_s));
        QVERIFY(window.selectSource(u"Docs"_s));
        auto *console = window.findChild<ConsolePane *>();
        for (const QString &pk : {u"d2"_s, u"d3"_s}) {
            console->setAction(u"PutItem"_s);
            console->setRequestText(
                u"{\"TableName\": \"Docs\", \"Item\": {\"PK\": {\"S\": \"%1\"}}}"_s.arg(pk));
            QVERIFY(console->send());
        }
        action(window, u"advanceMinuteAction"_s)->trigger();
        QCOMPARE(streamReads, 0);

        QVERIFY(window.showPane(u"stream"_s));
        QTRY_VERIFY(streamReads > 0);
        const int caughtUp = streamReads;
        QTest::qWait(50);
        QCOMPARE(streamReads, caughtUp); // once, not once per change it missed
        auto *stream = window.findChild<StreamRecordsPane *>();
        QCOMPARE(stream->tableName(), u"Docs"_s);
        QCOMPARE(stream->view()->model()->rowCount(), 3); // d1, d2 and d3 inserted
    }

    void aNewTableIsSelected_data()
    {
        QTest::addColumn<Door>("door");
        QTest::newRow("the console") << Door::Console;
        QTest::newRow("the endpoint") << Door::Endpoint;
        QTest::newRow("a lesson") << Door::Lesson;
    }

    // Whichever door makes a table, the window shows it next: its items and every pane.
    void aNewTableIsSelected()
    {
        QFETCH(Door, door);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Other"_s));
        QVERIFY(sendThrough(door, bench, window, u"CreateTable"_s,
                            QJsonDocument::fromJson(R"({"TableName": "Fresh",
            "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})")
                                .object()));
        QTRY_COMPARE(window.state()->table(), u"Fresh"_s);
        QCOMPARE(window.state()->index(), QString());
        // A change that makes no table keeps the selection where the user put it.
        QVERIFY(window.selectSource(u"Docs"_s));
        QVERIFY(sendThrough(door, bench, window, u"PutItem"_s,
                            {{u"TableName"_s, u"Fresh"_s},
                             {u"Item"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, u"x"_s}}}}}}));
        QCOMPARE(window.state()->table(), u"Docs"_s);
    }

    void theInspectorFollows_data()
    {
        QTest::addColumn<Door>("door");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        // What the inspector must show afterwards: the item's "deletedAt" present or not, or
        // no item at all.
        QTest::addColumn<QString>("shows");
        const QString key = u"\"Key\": {\"PK\": {\"S\": \"d1\"}}"_s;
        for (const auto &[door, name] :
             {std::pair{Door::Console, "console"}, std::pair{Door::Endpoint, "endpoint"},
              std::pair{Door::Lesson, "lesson"}}) {
            QTest::addRow("soft delete, %s", name)
                << door << u"SoftDeleteItem"_s << u"{\"TableName\": \"Docs\", %1}"_s.arg(key)
                << u"soft deleted"_s;
            QTest::addRow("delete, %s", name)
                << door << u"DeleteItem"_s << u"{\"TableName\": \"Docs\", %1}"_s.arg(key)
                << u"nothing"_s;
            QTest::addRow("delete table, %s", name)
                << door << u"DeleteTable"_s << u"{\"TableName\": \"Docs\"}"_s << u"nothing"_s;
        }
    }

    // The inspector shows what the table holds of its item after a change from any door; an
    // item that is gone leaves nothing to delete.
    void theInspectorFollows()
    {
        QFETCH(Door, door);
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, shows);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        auto *view = child<QTableView>(window, u"itemsView"_s);
        view->setCurrentIndex(view->model()->index(0, 0));
        auto *inspector = window.findChild<ItemInspector *>();
        QVERIFY(inspector->hasItem());
        QAction *deleteItem = child<QAction>(*inspector, u"deleteItemAction"_s);
        QVERIFY(deleteItem->isEnabled());

        QVERIFY(sendThrough(door, bench, window, action,
                            QJsonDocument::fromJson(request.toUtf8()).object()));
        if (shows == u"nothing") {
            QTRY_VERIFY(!inspector->hasItem());
            QVERIFY(!deleteItem->isEnabled());
            return;
        }
        QTRY_VERIFY(inspector->originalItem().contains(u"deletedAt"_s));
        QVERIFY(sendThrough(door, bench, window, u"RestoreItem"_s,
                            {{u"TableName"_s, u"Docs"_s}, {u"Key"_s, docKey(u"d1"_s)}}));
        QTRY_VERIFY(!inspector->originalItem().contains(u"deletedAt"_s));
        QVERIFY(inspector->hasItem());
        QVERIFY(deleteItem->isEnabled());
    }

    // With realistic consistency on, the inspector says what an eventual read of its item could
    // still return: nothing just after the item was created, the previous version after a change
    // (the attributes that differ), and nothing more once the propagation window has passed.
    void theInspectorNotesEventualReads()
    {
        Bench bench;
        bench.ws.ok(u"UpdateConsistencySettings"_s, R"({"RealisticConsistency": true,
            "PropagationMillis": 60000, "StaleReadShare": 1})");
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        auto *view = child<QTableView>(window, u"itemsView"_s);
        view->setCurrentIndex(view->model()->index(0, 0));
        auto *note = window.findChild<ItemInspector *>()->eventualNote();
        QVERIFY(!note->isHidden());
        QCOMPARE(note->text(),
                 u"Written at 12:00:00.000: until 12:00:59.999 UTC an eventually "
                 u"consistent read may still find no item. ConsistentRead finds it."_s);
        action(window, u"advanceMinuteAction"_s)->trigger();
        QTRY_VERIFY(note->isHidden());

        QVERIFY(sendThrough(Door::Console, bench, window, u"UpdateItem"_s,
                            {{u"TableName"_s, u"Docs"_s},
                             {u"Key"_s, docKey(u"d1"_s)},
                             {u"UpdateExpression"_s, u"SET v = :v"_s},
                             {u"ExpressionAttributeValues"_s,
                              QJsonObject{{u":v"_s, QJsonObject{{u"S"_s, u"two"_s}}}}}}));
        QTRY_COMPARE(note->text(),
                     u"Written at 12:01:00.000: until 12:01:59.999 UTC an eventually consistent "
                     u"read may still return the previous version (ConsistentRead returns this "
                     u"one):\nv: (none) → two"_s);
        QVERIFY(!note->isHidden());

        action(window, u"advanceMinuteAction"_s)->trigger();
        QTRY_VERIFY(note->isHidden());
        QVERIFY(note->text().isEmpty());
    }

    // A lesson's named client's write is marked on the timeline's lane of its item; the lesson
    // played again on a fresh workspace forgets the marks of the one before.
    void theTimelineMarksNamedClients()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.show(); // a hidden pane does not follow the selection
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectSource(u"Docs"_s));
        window.showLesson(oneCallLesson(bench, u"UpdateItem"_s,
                                        {{u"TableName"_s, u"Docs"_s},
                                         {u"Key"_s, docKey(u"d1"_s)},
                                         {u"UpdateExpression"_s, u"SET v = :v"_s},
                                         {u"ExpressionAttributeValues"_s,
                                          QJsonObject{{u":v"_s, QJsonObject{{u"N"_s, u"1"_s}}}}}},
                                        u"Ben"_s));
        QVERIFY(window.lessonPane()->step());
        auto *timeline = window.findChild<TimelinePane *>()->view();
        QTRY_COMPARE(timeline->clientWrites().size(), 1);
        QCOMPARE(timeline->clientWrites().first().client, u"Ben"_s);
        QCOMPARE(timeline->clientWrites().first().atMs, kNoon);
        QCOMPARE(timeline->clientChips(0).size(), 1);
        window.lessonPane()->back();
        QTRY_VERIFY(timeline->clientWrites().isEmpty());
    }

    // Undo is a door too: undoing a put leaves the inspector with nothing, undoing the delete
    // of a table brings the table back selected.
    void undoIsFollowed()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        QVERIFY(sendThrough(Door::Console, bench, window, u"PutItem"_s,
                            {{u"TableName"_s, u"Docs"_s},
                             {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"a0"_s}}}}}}));
        auto *view = child<QTableView>(window, u"itemsView"_s);
        for (int row = 0; row < view->model()->rowCount(); ++row)
            if (view->model()->index(row, 0).data().toString() == u"a0")
                view->setCurrentIndex(view->model()->index(row, 0));
        auto *inspector = window.findChild<ItemInspector *>();
        QCOMPARE(inspector->originalItem().value(u"PK"_s).toObject(), docKey(u"a0"_s)[u"PK"_s]);
        actionWithText(window, u"&Undo PutItem Docs"_s)->trigger();
        QVERIFY(!inspector->hasItem());

        QVERIFY(sendThrough(Door::Console, bench, window, u"DeleteTable"_s,
                            {{u"TableName"_s, u"Other"_s}}));
        QCOMPARE(window.state()->table(), u"Docs"_s);
        actionWithText(window, u"&Undo Delete table Other"_s)->trigger();
        QCOMPARE(window.state()->table(), u"Other"_s);
    }

    // The calls a lesson's steps send are in the request log, as the user's are, and a replay
    // is noted before the calls it sends again; the window's own reads are not there.
    void theLogShowsALessonsCalls()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        auto *log = window.findChild<RequestLogPane *>();
        log->clear();
        window.showLesson(oneCallLesson(
            bench, u"PutItem"_s,
            {{u"TableName"_s, u"Docs"_s},
             {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"lesson"_s}}}}}}));
        for (const QString &pane : MainWindow::paneNames())
            window.showPane(pane); // each reads what it shows
        QVERIFY(window.lessonPane()->step());
        window.lessonPane()->jumpTo(0);
        const QStringList lines = log->text().split(u'\n');
        QCOMPARE(lines.mid(0, 3), QStringList({u">>> PutItem Docs"_s,
                                               u"    item:       {PK: 'lesson'}"_s, QString()}));
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[3].startsWith(u"--- the lesson played again on a fresh workspace: 0 "_s),
                 qPrintable(lines[3]));
        QVERIFY(!log->code(u"python"_s).isEmpty()); // a call, not text: it has code
    }

    void theInspectorCopiesItsItemAsCode_data()
    {
        QTest::addColumn<QString>("call"); // the inspector's Copy as Code submenu, by position
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("PutItem, Python")
            << u"put"_s << u"python"_s << QStringList{u"client.put_item("_s, u"d1"_s, u"edited"_s};
        QTest::newRow("PutItem, AWS CLI")
            << u"put"_s << u"cli"_s << QStringList{u"aws dynamodb put-item"_s, u"edited"_s};
        QTest::newRow("GetItem, JavaScript")
            << u"get"_s << u"js"_s << QStringList{u"GetItemCommand"_s, u"d1"_s};
    }

    // The item as the inspector holds it, its edits included, as a PutItem or a GetItem program.
    void theInspectorCopiesItsItemAsCode()
    {
        QFETCH(QString, call);
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        auto *codeMenu = child<QMenu>(window, u"itemCodeMenu"_s);
        auto *inspector = window.findChild<ItemInspector *>();
        QVERIFY(inspector->view()->actions().contains(codeMenu->menuAction()));
        inspector->showItem({});
        QVERIFY(!codeMenu->menuAction()->isEnabled()); // no item, no code
        auto *view = child<QTableView>(window, u"itemsView"_s);
        QVERIFY(view->actions().contains(codeMenu->menuAction()));
        view->setCurrentIndex(view->model()->index(0, 0));
        QVERIFY(codeMenu->menuAction()->isEnabled());
        QJsonObject edited = inspector->originalItem();
        edited.insert(u"title"_s, QJsonObject{{u"S"_s, u"edited"_s}});
        inspector->showItem(edited);
        const QList<QMenu *> menus =
            codeMenu->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly);
        QCOMPARE(menus.size(), 2);
        QMenu *menu = menus[call == u"put" ? 0 : 1];
        QAction *copy = menu->findChild<QAction *>(u"copyAsCode_"_s + language);
        QVERIFY(copy);
        copy->trigger();
        const QString copied = QApplication::clipboard()->text();
        for (const QString &part : std::as_const(expected))
            QVERIFY2(copied.contains(part), qPrintable(copied));
        if (call == u"get")
            QVERIFY2(!copied.contains(u"edited"_s), qPrintable(copied)); // by its key alone
    }

    // Each source of change in the window, one at a time: one announcement each.
    void everySourceReachesItOnce()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.setAskBeforeRewind(false);
        QVERIFY(window.selectSource(u"Docs"_s));
        QSignalSpy spy(window.state(), &WorkbenchState::changed);
        const auto once = [&](const char *source, Changes expected) {
            const bool ok = spy.count() == 1 && (changesAt(spy, 0) & expected) == expected;
            const QString seen = spy.isEmpty()
                                     ? u"nothing"_s
                                     : u"%1 announcement(s), the first 0x%2"_s.arg(spy.count())
                                           .arg(int(changesAt(spy, 0)), 0, 16);
            spy.clear();
            if (!ok)
                qWarning("%s: %s", source, qPrintable(seen));
            return ok;
        };

        auto *console = window.findChild<ConsolePane *>();
        console->setAction(u"PutItem"_s);
        console->setRequestText(
            u"{\"TableName\": \"Docs\", \"Item\": {\"PK\": {\"S\": \"d2\"}}}"_s);
        QVERIFY(console->send());
        QVERIFY(once("the console", WorkbenchState::Data));
        console->setAction(u"GetItem"_s);
        console->setRequestText(u"{\"TableName\": \"Docs\", \"Key\": {\"PK\": {\"S\": \"d2\"}}}"_s);
        QVERIFY(console->send());
        QCOMPARE(spy.count(), 0); // a read changes nothing

        auto *view = child<QTableView>(window, u"itemsView"_s);
        view->setCurrentIndex(view->model()->index(0, 0));
        auto *inspector = window.findChild<ItemInspector *>();
        QVERIFY(inspector->hasItem());
        QJsonObject edited = inspector->originalItem();
        edited.insert(u"title"_s, QJsonObject{{u"S"_s, u"edited"_s}});
        emit inspector->saveRequested(edited, inspector->originalItem()); // as Save does
        QVERIFY(once("the inspector", WorkbenchState::Data));

        QAction *undo = actionWithText(window, u"&Undo PutItem Docs"_s);
        QVERIFY(undo);
        undo->trigger();
        QVERIFY(once("undo", WorkbenchState::Data));

        auto *consumers = window.findChild<ConsumersPane *>();
        QVERIFY(consumers->addConsumer()); // a dialog
        QVERIFY(consumers->findChild<QDialog *>());
        consumers->findChild<QDialog *>()->reject();
        QCOMPARE(spy.count(), 0); // cancelled: nothing changed
        bench.ws.ok(u"CreateConsumer"_s,
                    R"({"TableName": "Docs", "ConsumerName": "search", "Type": "PROJECTOR"})");
        consumers->reload();
        QVERIFY(consumers->selectConsumer(u"Docs"_s, u"search"_s));
        QVERIFY(consumers->toggleEnabled()); // a pane's own write
        QVERIFY(once("the consumers pane", WorkbenchState::Consumers));

        action(window, u"advanceMinuteAction"_s)->trigger();
        QVERIFY(once("the clock bar", WorkbenchState::Data | WorkbenchState::Clock));
        action(window, u"sweepAction"_s)->trigger();
        QVERIFY(once("a sweep", WorkbenchState::Data));

        LiveClock *live = window.findChild<ClockBar *>()->liveClock();
        live->setInterval(3'600'000); // ticks only when told
        live->start(1);
        bench.realMs += 5 * kSecond;
        live->tick();
        QVERIFY(once("live mode", WorkbenchState::Clock));
        live->stop();

        window.viewAsOf(kNoon);
        QVERIFY(once("the past view", WorkbenchState::ViewedTime));
        QVERIFY(window.rewindToViewed());
        QVERIFY(once("a rewind",
                     WorkbenchState::Rewind | WorkbenchState::ViewedTime | WorkbenchState::Clock));

        QVERIFY(window.selectSource(u"Other"_s));
        QVERIFY(once("the tree", WorkbenchState::Selection));

        int next = 0;
        window.showLesson(lesson(bench, next));
        QVERIFY(once("a lesson opened", WorkbenchState::Data));
        LessonPane *player = window.lessonPane();
        QVERIFY(player->step());
        QVERIFY(once("a lesson's step", WorkbenchState::Data));
        player->jumpTo(0);
        QVERIFY(once("a lesson's replay", WorkbenchState::Data | WorkbenchState::Rewind));

        ServerToggle *endpoint = window.serverToggle();
        for (const QString &pk : {u"e1"_s, u"e2"_s, u"e3"_s}) { // many requests, one refresh
            const QJsonObject request{
                {u"TableName"_s, u"Docs"_s},
                {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, pk}}}}}};
            endpoint->served(u"PutItem"_s, request,
                             bench.ws.workspace().api().call(u"PutItem"_s, request, {}));
        }
        QTRY_COMPARE(spy.count(), 1);
        QTest::qWait(2 * ServerToggle::kRefreshMs);
        QVERIFY(once("the endpoint", WorkbenchState::Data | WorkbenchState::Traffic));
    }
};

QTEST_MAIN(TestWorkbenchState)
#include "tst_workbenchstate.moc"
