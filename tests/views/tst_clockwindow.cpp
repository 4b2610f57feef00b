// The window's clock controls over a real workspace, offscreen: the clock bar shows the engine's
// clock, its actions and shortcuts move it by exactly their amount, "Sweep now" deletes what has
// expired, live mode follows a fake real-time counter, and the past view reads items as they were,
// read-only, until "Back to now" or "Rewind to here" (whose effect is checked in the engine).
#include "common/clocktext.h"
#include "engine/engine.h"
#include "engineclock.h"
#include "testworkspace.h"
#include "time/liveclock.h"
#include "window/clockbar.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const char *kSessionsTable = R"({"TableName": "Sessions", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})";

// A test workspace whose clock starts at kNoon, with the bindings the application makes
// (app/gui/main.cpp), except that real time is a counter the test moves.
struct Bench
{
    TestWorkspace ws;
    qint64 realMs = 0;

    Bench()
    {
        if (const lw::Status set = engine().setClock(kNoon); !set)
            qFatal("setClock: %s", qPrintable(set.error().message));
        ws.ok(u"CreateTable"_s, kSessionsTable);
    }

    lw::Engine &engine() { return ws.workspace().engine(); }

    lw::ApiCall api() { return ws.apiCall(); }

    lw::ClockControl clock()
    {
        return lw::test::engineClock([this]() -> lw::Engine & { return engine(); },
                                     [this] { return realMs; });
    }

    // PutItem or a SET through UpdateItem of one session's "status".
    void setStatus(const QString &pk, const QString &status)
    {
        const QJsonObject request{
            {u"TableName"_s, u"Sessions"_s},
            {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, pk}}}}},
            {u"UpdateExpression"_s, u"SET #s = :s"_s},
            {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"status"_s}}},
            {u"ExpressionAttributeValues"_s,
             QJsonObject{{u":s"_s, QJsonObject{{u"S"_s, status}}}}}};
        const auto done = ws.workspace().api().call(u"UpdateItem"_s, request);
        if (!done)
            qFatal("UpdateItem: %s", qPrintable(done.error().message));
    }

    // The engine's own answer, not the window's: GetItem now.
    QString storedStatus(const QString &pk)
    {
        const auto got = ws.workspace().api().call(
            u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Sessions"_s},
                                      {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, pk}}}}},
                                      {u"ConsistentRead"_s, true}});
        if (!got)
            qFatal("GetItem: %s", qPrintable(got.error().message));
        return got->value(u"Item"_s)[u"status"_s][u"S"_s].toString();
    }
};

// What the items pane shows in column `name` for each row, in row order.
QStringList column(const lw::MainWindow &window, const QString &name)
{
    const auto *view = window.findChild<QTableView *>(u"itemsView"_s);
    const QAbstractItemModel *model = view->model();
    int col = -1;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (model->headerData(c, Qt::Horizontal).toString() == name)
            col = c;
    }
    QStringList values;
    for (int row = 0; row < model->rowCount(); ++row)
        values << (col < 0 ? QString() : model->index(row, col).data().toString());
    return values;
}

QString clockText(const lw::MainWindow &window)
{
    return window.findChild<QLabel *>(u"clockLabel"_s)->text();
}

QAction *action(const lw::MainWindow &window, const QString &name)
{
    auto *found = window.findChild<QAction *>(name);
    if (!found)
        qFatal("no action %s", qPrintable(name));
    return found;
}

// Puts session "a" with status "old" at noon, advances one hour through the window and updates
// it to "new": the history the past-view tests look back on.
void oldThenNew(Bench &bench, lw::MainWindow &window)
{
    bench.setStatus(u"a"_s, u"old"_s);
    window.reload();
    action(window, u"advanceHourAction"_s)->trigger();
    bench.setStatus(u"a"_s, u"new"_s);
    window.reload();
}

// Picks a time in the as-of edit and presses the bar's Show, as a user does.
void viewAsOfThroughBar(lw::MainWindow &window, qint64 asOfMs)
{
    window.findChild<QDateTimeEdit *>(u"asOfEdit"_s)->setDateTime(lw::utcDateTime(asOfMs));
    action(window, u"viewAsOfAction"_s)->trigger();
}

} // namespace

class TestClockWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void showsEngineClock();
    void advanceActions_data();
    void advanceActions();
    void advanceShortcuts_data();
    void advanceShortcuts();
    void sweepNow();
    void liveMode();
    void pastViewShowsOldValue();
    void backToNow();
    void nowOrLaterIsNow();
    void keyboardOnly();
    void rewindToHere();
    void rewindCancelled();
};

void TestClockWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestClockWindow::showsEngineClock()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    QCOMPARE(clockText(window), u"2026-10-20 12:00:00 UTC"_s);
    QCOMPARE(lw::utcText(kNoon + 1'234), u"2026-10-20 12:00:01 UTC"_s);
    // A clock between whole seconds (a lesson's "advance": "200ms") shows its milliseconds.
    QVERIFY(bench.engine().advanceClock(kNoon + 1'234));
    window.findChild<lw::ClockBar *>()->refresh();
    QCOMPARE(clockText(window), u"2026-10-20 12:00:01.234 UTC"_s);
}

void TestClockWindow::advanceActions_data()
{
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<qint64>("byMs");
    QTest::addColumn<QString>("shown");

    QTest::newRow("+1 min") << u"advanceMinuteAction"_s << kMinute << u"2026-10-20 12:01:00 UTC"_s;
    QTest::newRow("+1 h") << u"advanceHourAction"_s << kHour << u"2026-10-20 13:00:00 UTC"_s;
    QTest::newRow("+1 d") << u"advanceDayAction"_s << kDay << u"2026-10-21 12:00:00 UTC"_s;
}

void TestClockWindow::advanceActions()
{
    QFETCH(QString, actionName);
    QFETCH(qint64, byMs);
    QFETCH(QString, shown);

    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    action(window, actionName)->trigger();
    QCOMPARE(bench.engine().nowMs(), kNoon + byMs);
    QCOMPARE(clockText(window), shown);
    action(window, actionName)->trigger();
    QCOMPARE(bench.engine().nowMs(), kNoon + 2 * byMs);
}

void TestClockWindow::advanceShortcuts_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<qint64>("byMs");

    QTest::newRow("Alt+Right: +1 min")
        << int(Qt::Key_Right) << int(Qt::AltModifier) << u"advanceMinuteAction"_s << kMinute;
    QTest::newRow("Ctrl+Right: +1 h")
        << int(Qt::Key_Right) << int(Qt::ControlModifier) << u"advanceHourAction"_s << kHour;
    QTest::newRow("Ctrl+Shift+Right: +1 d")
        << int(Qt::Key_Right) << int(Qt::ControlModifier | Qt::ShiftModifier)
        << u"advanceDayAction"_s << kDay;
}

void TestClockWindow::advanceShortcuts()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, actionName);
    QFETCH(qint64, byMs);

    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // The tooltip names the shortcut, so nobody has to guess it.
    const QKeySequence shortcut(key | modifiers);
    QVERIFY2(action(window, actionName)
                 ->toolTip()
                 .endsWith(u'(' + shortcut.toString(QKeySequence::NativeText) + u')'),
             qPrintable(action(window, actionName)->toolTip()));
    window.findChild<QTableView *>(u"itemsView"_s)->setFocus();
    QTest::keyClick(&window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(bench.engine().nowMs(), kNoon + byMs);
}

void TestClockWindow::sweepNow()
{
    Bench bench;
    // No lag would ever end within the test: only "Sweep now" deletes.
    lw::SweeperSettings never;
    never.preset = lw::SweeperSettings::Preset::Custom;
    never.minLagMs = never.maxLagMs = 365 * kDay;
    QVERIFY(bench.engine().setSweeper(never));
    bench.ws.ok(u"UpdateTimeToLive"_s, R"({"TableName": "Sessions", "TimeToLiveSpecification":
                                           {"Enabled": true, "AttributeName": "expiresAt"}})");
    const qint64 noonSeconds = kNoon / 1000;
    for (const auto &[pk, expiresAt] :
         {std::pair{"gone1", noonSeconds + 60}, std::pair{"gone2", noonSeconds + 120},
          std::pair{"stays", noonSeconds + 2 * 86400}}) {
        bench.ws.ok(u"PutItem"_s,
                    qPrintable(u"{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": \"%1\"}, "
                               "\"expiresAt\": {\"N\": \"%2\"}}}"_s.arg(QLatin1StringView(pk))
                                   .arg(expiresAt)));
    }
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    action(window, u"advanceDayAction"_s)->trigger(); // the TTL settles, two items expire
    QCOMPARE(column(window, u"PK"_s).size(), 3);      // expired is not deleted

    action(window, u"sweepAction"_s)->trigger();
    QCOMPARE(window.statusBar()->currentMessage(), u"Swept 2 expired items"_s);
    QCOMPARE(column(window, u"PK"_s), QStringList{u"stays"_s});
    QCOMPARE(bench.engine().nowMs(), kNoon + kDay); // sweeping does not move the clock
    action(window, u"sweepAction"_s)->trigger();
    QCOMPARE(window.statusBar()->currentMessage(), u"Swept 0 expired items"_s);
}

void TestClockWindow::liveMode()
{
    Bench bench;
    bench.setStatus(u"a"_s, u"old"_s);
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    auto *bar = window.findChild<lw::ClockBar *>(u"clockBar"_s);
    auto *combo = window.findChild<QComboBox *>(u"liveCombo"_s);
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    QVERIFY(bar && combo && items);
    bar->liveClock()->setInterval(3'600'000); // the test ticks by hand
    items->setCurrentIndex(items->model()->index(0, 0));

    combo->setCurrentIndex(combo->findData(3600.0)); // "3600×"
    QVERIFY(bar->liveClock()->isRunning());
    bench.realMs += 1000;
    bar->liveClock()->tick();
    QCOMPARE(bench.engine().nowMs(), kNoon + kHour);
    QCOMPARE(clockText(window), u"2026-10-20 13:00:00 UTC"_s);
    // Nothing changed in the tables: the items were not read again under the user's hands.
    QVERIFY(items->currentIndex().isValid());

    combo->setCurrentIndex(combo->findData(60.0));
    bench.realMs += 1000;
    bar->liveClock()->tick();
    QCOMPARE(bench.engine().nowMs(), kNoon + kHour + kMinute);

    combo->setCurrentIndex(0); // Off
    QVERIFY(!bar->liveClock()->isRunning());
    bench.realMs += 1000;
    bar->liveClock()->tick();
    QCOMPARE(bench.engine().nowMs(), kNoon + kHour + kMinute);

    // The past view switches live mode off: the present must not run on unseen.
    combo->setCurrentIndex(combo->findData(1.0));
    window.viewAsOf(kNoon);
    QVERIFY(!bar->liveClock()->isRunning());
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(!combo->isEnabled());
}

void TestClockWindow::pastViewShowsOldValue()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    oldThenNew(bench, window);
    QCOMPARE(column(window, u"status"_s), QStringList{u"new"_s});
    auto *banner = window.findChild<QWidget *>(u"pastBanner"_s);
    QVERIFY(banner->isHidden());

    viewAsOfThroughBar(window, kNoon + 30 * kMinute);
    QCOMPARE(window.viewedAsOf(), std::optional<qint64>(kNoon + 30 * kMinute));
    QCOMPARE(column(window, u"status"_s), QStringList{u"old"_s});
    QVERIFY(!banner->isHidden());
    QCOMPARE(window.findChild<QLabel *>(u"pastBannerLabel"_s)->text(),
             u"Viewing 2026-10-20 12:30:00 UTC — read-only past"_s);
    QCOMPARE(window.findChild<QLabel *>(u"itemCountLabel"_s)->text(),
             u"Sessions as of 2026-10-20 12:30:00 UTC: 1 loaded"_s);
    QCOMPARE(clockText(window), u"2026-10-20 13:00:00 UTC"_s); // the clock itself stays

    // Read-only: nothing that changes the workspace can run, by click or by shortcut.
    for (const QString &name : {u"advanceMinuteAction"_s, u"advanceHourAction"_s,
                                u"advanceDayAction"_s, u"sweepAction"_s}) {
        QVERIFY2(!action(window, name)->isEnabled(), qPrintable(name));
        action(window, name)->trigger();
    }
    QVERIFY(!window.findChild<QComboBox *>(u"liveCombo"_s)->isEnabled());
    QCOMPARE(bench.engine().nowMs(), kNoon + kHour);
    QCOMPARE(bench.storedStatus(u"a"_s), u"new"_s);

    // Before the item existed, the table was empty.
    viewAsOfThroughBar(window, kNoon - kMinute);
    QCOMPARE(column(window, u"status"_s), QStringList());
}

void TestClockWindow::backToNow()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    oldThenNew(bench, window);
    window.viewAsOf(kNoon + 30 * kMinute);
    QCOMPARE(column(window, u"status"_s), QStringList{u"old"_s});

    window.findChild<QPushButton *>(u"backToNowButton"_s)->click();
    QVERIFY(!window.viewedAsOf());
    QCOMPARE(column(window, u"status"_s), QStringList{u"new"_s});
    QVERIFY(window.findChild<QWidget *>(u"pastBanner"_s)->isHidden());
    QVERIFY(action(window, u"advanceHourAction"_s)->isEnabled());
    QVERIFY(window.findChild<QComboBox *>(u"liveCombo"_s)->isEnabled());
    QCOMPARE(window.findChild<QLabel *>(u"itemCountLabel"_s)->text(),
             u"Sessions: 1 items, 1 loaded"_s);
    // The as-of edit follows the clock again.
    QCOMPARE(window.findChild<QDateTimeEdit *>(u"asOfEdit"_s)->dateTime(),
             lw::utcDateTime(kNoon + kHour));
}

void TestClockWindow::nowOrLaterIsNow()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    window.viewAsOf(kNoon);
    QVERIFY(!window.viewedAsOf());
    window.viewAsOf(kNoon + kDay);
    QVERIFY(!window.viewedAsOf());
    QVERIFY(window.findChild<QWidget *>(u"pastBanner"_s)->isHidden());
}

void TestClockWindow::keyboardOnly()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    oldThenNew(bench, window);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // Return in the as-of edit shows that time; Esc goes back to now.
    auto *edit = window.findChild<QDateTimeEdit *>(u"asOfEdit"_s);
    edit->setFocus();
    edit->setDateTime(lw::utcDateTime(kNoon + 30 * kMinute));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(window.viewedAsOf(), std::optional<qint64>(kNoon + 30 * kMinute));
    QCOMPARE(column(window, u"status"_s), QStringList{u"old"_s});
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.viewedAsOf());
    QCOMPARE(column(window, u"status"_s), QStringList{u"new"_s});
}

void TestClockWindow::rewindToHere()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    oldThenNew(bench, window);
    window.viewAsOf(kNoon + 30 * kMinute);
    window.setAskBeforeRewind(false);
    window.findChild<QPushButton *>(u"rewindHereButton"_s)->click();

    // The engine went back: the clock, and the item as it was then.
    QCOMPARE(bench.engine().nowMs(), kNoon + 30 * kMinute);
    QCOMPARE(bench.storedStatus(u"a"_s), u"old"_s);
    // The window shows the present again, which is now that time.
    QVERIFY(!window.viewedAsOf());
    QCOMPARE(column(window, u"status"_s), QStringList{u"old"_s});
    QCOMPARE(clockText(window), u"2026-10-20 12:30:00 UTC"_s);
    QVERIFY(window.findChild<QWidget *>(u"pastBanner"_s)->isHidden());
    QCOMPARE(window.statusBar()->currentMessage(), u"Rewound to 2026-10-20 12:30:00 UTC"_s);
}

void TestClockWindow::rewindCancelled()
{
    Bench bench;
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    oldThenNew(bench, window);
    window.show();
    window.viewAsOf(kNoon + 30 * kMinute);
    // The confirmation is a real dialog here; answer it with Cancel once it is up.
    QString question;
    QTimer::singleShot(0, this, [&question] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        question = box->text();
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!window.rewindToViewed());
    QVERIFY(question.startsWith(u"Rewind the workspace to 2026-10-20 12:30:00 UTC?"_s));
    QCOMPARE(bench.engine().nowMs(), kNoon + kHour);
    QCOMPARE(bench.storedStatus(u"a"_s), u"new"_s);
    QCOMPARE(window.viewedAsOf(), std::optional<qint64>(kNoon + 30 * kMinute));
}

QTEST_MAIN(TestClockWindow)
#include "tst_clockwindow.moc"
