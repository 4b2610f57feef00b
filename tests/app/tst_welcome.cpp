// Starting the workbench: the welcome's choices, the list of recent workspaces
// kept in QSettings, and the session that opens one workspace in one window and switches to
// another from the File menu, falling back to the one it had when the new one cannot open.
#include "engine/engine.h"
#include "lesson/lessonpane.h"
#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "sessiontest.h"
#include "shownlesson.h"
#include "state/workbenchstate.h"
#include "window/mainwindow.h"
#include "window/recentworkspaces.h"
#include "window/welcomedialog.h"
#include "window/workspacename.h"
#include "workspace/workspace.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCommandLinkButton>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

const QList<LessonEntry> kLessons = {
    {u"ttl-expiry"_s, u"30 · TTL expiry"_s, u"Items that expire"_s},
    {u"streams-cdc"_s, u"31 · Streams"_s, u"Change data capture"_s},
};

QString statusWorkspace(MainWindow *window)
{
    for (auto *label : window->findChildren<QLabel *>())
        if (label->text().startsWith(u"Workspace: "_s))
            return label->text().sliced(11);
    return {};
}

} // namespace

class TestWelcome : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(u"tst_welcome"_s); }

    void init() { QSettings().clear(); }

    void recentWorkspacesAreNewestFirstAndExist()
    {
        QTemporaryDir root;
        QStringList dirs;
        for (int i = 0; i < 10; ++i) {
            dirs << root.filePath(u"w%1"_s.arg(i));
            QVERIFY(QDir().mkpath(dirs.last()));
            rememberWorkspace(dirs.last());
        }
        QStringList recent = recentWorkspaces();
        QCOMPARE(recent.size(), kMaxRecentWorkspaces);
        QCOMPARE(recent.first(), dirs[9]);
        QCOMPARE(recent.last(), dirs[2]);
        rememberWorkspace(dirs[5]); // again: to the front, not twice
        recent = recentWorkspaces();
        QCOMPARE(recent.first(), dirs[5]);
        QCOMPARE(recent.count(dirs[5]), 1);
        QVERIFY(QDir(dirs[9]).removeRecursively());
        QVERIFY(!recentWorkspaces().contains(dirs[9]));
    }

    void continueOpensTheLastWorkspace()
    {
        WelcomeDialog welcome({u"/w/last"_s, u"/w/older"_s}, u"/w/default"_s, kLessons);
        welcome.findChild<QCommandLinkButton *>(u"continueButton"_s)->click();
        QCOMPARE(welcome.result(), int(QDialog::Accepted));
        QCOMPARE(welcome.choice(), WelcomeDialog::Choice::Continue);
        QCOMPARE(welcome.workspace(), u"/w/last"_s);
    }

    void continueWithoutHistoryOpensTheDefault()
    {
        WelcomeDialog welcome({}, u"/w/default"_s, kLessons);
        QVERIFY(!welcome.findChild<QListWidget *>(u"recentList"_s));
        welcome.reject(); // Esc: carry on
        QCOMPARE(welcome.choice(), WelcomeDialog::Choice::Continue);
        QCOMPARE(welcome.workspace(), u"/w/default"_s);
    }

    void emptyAndRecentAndLessons()
    {
        WelcomeDialog empty({u"/w/last"_s}, u"/w/default"_s, kLessons);
        empty.findChild<QCommandLinkButton *>(u"emptyButton"_s)->click();
        QCOMPARE(empty.choice(), WelcomeDialog::Choice::Empty);

        WelcomeDialog recent({u"/w/last"_s, u"/w/older"_s}, u"/w/default"_s, kLessons);
        auto *list = recent.findChild<QListWidget *>(u"recentList"_s);
        QVERIFY(list);
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(), u"older\n/w/older"_s); // its name, then where it is
        QCOMPARE(recent.findChild<QCommandLinkButton *>(u"continueButton"_s)->description(),
                 u"last · /w/last"_s);
        emit list->itemActivated(list->item(0));
        QCOMPARE(recent.choice(), WelcomeDialog::Choice::Open);
        QCOMPARE(recent.workspace(), u"/w/older"_s);

        WelcomeDialog lesson({}, u"/w/default"_s, kLessons);
        auto *lessons = lesson.findChild<QListWidget *>(u"lessonList"_s);
        auto *begin = lesson.findChild<QPushButton *>(u"beginLessonButton"_s);
        QCOMPARE(lessons->count(), 2);
        QVERIFY(lessons->item(1)->text().startsWith(u"31 · Streams\n"_s));
        QVERIFY(!begin->isEnabled());
        lessons->setCurrentRow(1);
        QVERIFY(begin->isEnabled());
        begin->click();
        QCOMPARE(lesson.choice(), WelcomeDialog::Choice::Lesson);
        QCOMPARE(lesson.lesson(), u"streams-cdc"_s);

        // A bundle someone handed over (the button asks for the file; File ▸ Import Bundle's
        // command then opens it, tst_filecommands).
        WelcomeDialog bundle({}, u"/w/default"_s, kLessons);
        QVERIFY(bundle.findChild<QCommandLinkButton *>(u"bundleButton"_s));
        bundle.chooseBundle(u"/tmp/handed-over.zip"_s);
        QCOMPARE(bundle.choice(), WelcomeDialog::Choice::Bundle);
        QCOMPARE(bundle.bundle(), u"/tmp/handed-over.zip"_s);
        QCOMPARE(bundle.result(), int(QDialog::Accepted));
    }

    // The picture a projector shows: every start button wide enough for its text, and a file
    // (tst_welcome.png in the temporary folder) to look at.
    void welcomeRendersReadably()
    {
        WelcomeDialog welcome({QDir::homePath() + u"/workspaces/teaching"_s, u"/srv/shared/demo"_s},
                              u"/w/default"_s, kLessons);
        welcome.show();
        QVERIFY(QTest::qWaitForWindowExposed(&welcome));
        for (auto *button : welcome.findChildren<QCommandLinkButton *>())
            QVERIFY2(button->width() >= button->sizeHint().width() * 9 / 10,
                     qPrintable(button->text()));
        const QImage picture = welcome.grab().toImage();
        QVERIFY(!picture.isNull());
        QVERIFY(picture.save(QDir::temp().filePath(u"tst_welcome.png"_s)));
    }

    void showAtStartIsTheUsersChoice()
    {
        WelcomeDialog welcome({}, u"/w/default"_s, {});
        QVERIFY(welcome.showAtStart());
        welcome.setShowAtStart(false);
        QVERIFY(!welcome.showAtStart());
    }

    void sessionSwitchesWorkspaces()
    {
        QTemporaryDir root;
        const QString first = root.filePath(u"first"_s), second = root.filePath(u"second"_s);
        Session session;
        QVERIFY(session.open(first));
        QCOMPARE(statusWorkspace(session.window()), first);
        QCOMPARE(recentWorkspaces().value(0), first);

        emit session.window()->workspaceRequested(second);
        QTRY_COMPARE(statusWorkspace(session.window()), second);
        QVERIFY(session.window()->isVisible());
        QCOMPARE(recentWorkspaces(), (QStringList{second, first}));

        // A file is no workspace folder: the session stays on the one it had.
        const QString file = root.filePath(u"not-a-folder"_s);
        QVERIFY(QFile(file).open(QIODevice::WriteOnly));
        emit session.window()->workspaceRequested(file);
        QTRY_VERIFY(session.window()->findChild<QMessageBox *>());
        QCOMPARE(statusWorkspace(session.window()), second);
        QVERIFY(session.window()->findChild<QMessageBox *>()->text().contains(file));
    }

    // A lesson in the window: each Step runs one step on its own workspace and the panes follow;
    // Back replays it on an emptied workspace up to the step before.
    void aLessonPlaysInTheWindow()
    {
        auto lesson = scenario::builtInLesson(u"30"_s);
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        const int steps = int(lesson->steps.size());
        Session session;
        auto played = LessonSession::open(session, *lesson);
        QVERIFY2(played, qPrintable(played ? QString() : played.error()));
        QVERIFY(statusWorkspace(session.window()).endsWith(u"/lessons/ttl-expiry"_s));
        session.window()->showLesson((*played)->control());
        LessonPane *pane = session.window()->lessonPane();
        QVERIFY(pane);
        const qint64 start = session.workspace().engine().nowMs();
        while (pane->step()) {
        }
        QCOMPARE((*played)->player().nextStep(), steps);
        QVERIFY2(pane->failureText().isEmpty(), qPrintable(pane->failureText()));
        QVERIFY(pane->transcriptText().contains(u">>> PutItem"_s));
        QVERIFY(session.workspace().engine().nowMs() > start);

        pane->back();
        QCOMPARE((*played)->player().nextStep(), steps - 1);
        pane->jumpTo(0);
        QCOMPARE((*played)->player().nextStep(), 0);
        QVERIFY(!pane->transcriptText().contains(u">>> PutItem"_s));
        QCOMPARE(session.workspace().engine().nowMs(), lesson->startMs);
    }

    // Back replays the lesson, dropping what the teacher did since the last step: a clock move
    // is asked about first, and Cancel keeps it.
    void backAsksBeforeDroppingAClockMove_data()
    {
        QTest::addColumn<qint64>("moveMs"); // the teacher's move after the third step; 0: none
        QTest::addColumn<bool>("confirm");  // the answer, when asked
        QTest::addColumn<bool>("asked");
        QTest::addColumn<bool>("wentBack");
        const qint64 hours3 = 3 * 3600 * 1000;
        QTest::newRow("no clock move") << qint64(0) << false << false << true;
        QTest::newRow("moved, then cancelled") << hours3 << false << true << false;
        QTest::newRow("moved, then confirmed") << hours3 << true << true << true;
    }
    void backAsksBeforeDroppingAClockMove()
    {
        QFETCH(qint64, moveMs);
        QFETCH(bool, confirm);
        QFETCH(bool, asked);
        QFETCH(bool, wentBack);
        Session session;
        const auto played = test::openShownLesson(session, u"30"_s);
        QVERIFY(played);
        LessonPane *pane = session.window()->lessonPane();
        for (int i = 0; i < 3; ++i)
            QVERIFY(pane->step());
        const int next = played->player().nextStep();
        Engine &engine = session.workspace().engine();
        if (moveMs) {
            QVERIFY(engine.advanceClock(engine.nowMs() + moveMs));
            session.window()->state()->report(WorkbenchState::Clock);
        }
        const qint64 moved = engine.nowMs();
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            seen = box->objectName() == u"discardClockMoveBox"_s;
            QVERIFY2(box->text().contains(u"3h"_s), qPrintable(box->text()));
            for (QAbstractButton *button : box->buttons())
                if ((box->buttonRole(button) == QMessageBox::DestructiveRole) == confirm)
                    return button->click();
        });
        pane->back();
        QCOMPARE(seen, asked);
        QCOMPARE(played->player().nextStep(), wentBack ? next - 1 : next);
        if (!wentBack)
            QCOMPARE(engine.nowMs(), moved); // the move kept
    }

    // File ▸ Open Lesson…: the window offers the session's lessons and asks the session for the
    // one chosen, which opens it on its own workspace in place of the open one.
    void openLessonFromTheWindow()
    {
        Session session;
        QVERIFY(session.open(Session::newWorkspaceDir()));
        QVERIFY(!session.window()->openLessonAction()->isEnabled()); // no lessons yet
        session.setLessons(kLessons);
        QAction *open = session.window()->openLessonAction();
        QVERIFY(open->isEnabled());
        QSignalSpy asked(&session, &Session::lessonRequested);
        QTimer::singleShot(0, this, [] {
            auto *box = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->comboBoxItems(), (QStringList{kLessons[0].title, kLessons[1].title}));
            box->setTextValue(kLessons[1].title);
            box->accept();
        });
        open->trigger();
        QVERIFY(asked.wait()); // queued: the window that asks goes with the switch
        QCOMPARE(asked.last().at(0).toString(), u"streams-cdc"_s);

        // What the application then does: the lesson's workspace replaces the open one.
        auto lesson = scenario::builtInLesson(asked.last().at(0).toString());
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        auto played = LessonSession::open(session, *lesson);
        QVERIFY2(played, qPrintable(played ? QString() : played.error()));
        QVERIFY(statusWorkspace(session.window()).endsWith(u"/lessons/streams-cdc"_s));
        session.window()->showLesson((*played)->control());
        QVERIFY(session.window()->lessonPane()->step());
        QVERIFY(session.window()->openLessonAction()->isEnabled()); // the new window has them
    }

    // The window's title, the welcome and Recent Workspaces name a workspace by its folder.
    void workspacesHaveNames_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("name");
        QTest::newRow("a folder") << u"/w/work/orders-demo"_s << u"orders-demo"_s;
        QTest::newRow("a trailing slash") << u"/w/work/orders-demo/"_s << u"orders-demo"_s;
        QTest::newRow("the default") << Workspace::defaultDir() << u"Default workspace"_s;
    }
    void workspacesHaveNames()
    {
        QFETCH(QString, dir);
        QFETCH(QString, name);
        QCOMPARE(workspaceName(dir), name);
        QCOMPARE(shortPath(QDir::homePath() + u"/work/x"_s), u"~/work/x"_s);
    }
    void theTitleNamesTheWorkspace()
    {
        QTemporaryDir parent;
        QVERIFY(parent.isValid());
        Session session;
        QVERIFY(session.open(parent.filePath(u"orders-demo"_s)));
        QCOMPARE(session.window()->windowTitle(), u"orders-demo — Lifecycle Workbench"_s);
    }

    // A bundle's workspace is named after the bundle, made safe as a folder name.
    void aNamedWorkspaceFolder()
    {
        const QString dir = Session::newWorkspaceDir(u"orders demo (v2)"_s);
        QVERIFY2(dir.endsWith(u"/workspaces/orders-demo-v2"_s), qPrintable(dir));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY2(Session::newWorkspaceDir(u"orders demo (v2)"_s)
                     .endsWith(u"/workspaces/orders-demo-v2-2"_s),
                 qPrintable(Session::newWorkspaceDir(u"orders demo (v2)"_s)));
        QDir(dir).removeRecursively();
        QVERIFY(Session::newWorkspaceDir(u"../.."_s).contains(u"/workspaces/"_s));
        QVERIFY(!Session::newWorkspaceDir(u"../.."_s).contains(u".."_s));
    }

    void newWorkspacesGetTheirOwnFolder()
    {
        const QString dir = Session::newWorkspaceDir();
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(dir.contains(u"/workspaces/"_s));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(Session::newWorkspaceDir() != dir);
        QDir(dir).removeRecursively();
    }
};

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
