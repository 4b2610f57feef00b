// The window looks like a desktop application (issue 27, point 5): its icon in the window, the
// About box and the welcome, workspaces named rather than shown as bare paths, two recent
// workspaces of one name told apart, an imported bundle's workspace named after the bundle, a
// lesson's window titled by the lesson, and save dialogs that suggest a file named after the
// workspace or the lesson. (tst_welcome checks the names a single workspace gets.)
#include "commands/filecommands.h"
#include "commands/recordcommands.h"
#include "session.h"
#include "sessiontest.h"
#include "shownlesson.h"
#include "window/applicationicon.h"
#include "window/mainwindow.h"
#include "window/recentworkspaces.h"
#include "window/welcomedialog.h"
#include "window/workspacename.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QApplication>
#include <QCommandLinkButton>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

// The picture `icon` draws at `size`, comparable with another.
QImage drawn(const QIcon &icon, int size)
{
    return icon.pixmap(QSize(size, size))
        .toImage()
        .convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The file the save dialog that `action` opens suggests; the dialog is cancelled.
QFileInfo suggestedFile(QAction *action)
{
    QFileInfo suggested;
    QTimer::singleShot(0, [&suggested] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        suggested = QFileInfo(dialog->selectedFiles().value(0));
        dialog->reject();
    });
    action->trigger();
    return suggested;
}

// The actions' texts of `menu` as it shows them when opened.
QStringList shownTexts(QMenu *menu)
{
    emit menu->aboutToShow();
    QStringList texts;
    for (const QAction *action : menu->actions())
        texts << action->text();
    return texts;
}

QMenu *subMenu(const QMenuBar *bar, const QString &menu, const QString &sub)
{
    for (const QAction *top : bar->actions())
        if (top->text() == menu)
            for (const QAction *action : top->menu()->actions())
                if (action->text() == sub)
                    return action->menu();
    return nullptr;
}

} // namespace

class TestDesktopWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings(u"tst_desktopwindow"_s);
        // No application icon: the window must carry its own, as it does under any program.
        QVERIFY(QApplication::windowIcon().isNull());
        QCoreApplication::setApplicationVersion(QStringLiteral(LWB_VERSION)); // as main() does
        // Imported bundles' workspaces of an earlier run would take their names.
        QDir(QFileInfo(Session::newWorkspaceDir()).path()).removeRecursively();
    }

    void init() { QSettings().clear(); }

    void theWindowAndTheAboutBoxShowTheIcon()
    {
        const QIcon icon = applicationIcon();
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.availableSizes().size(), 6); // 16 to 256 pixels
        QCOMPARE(drawn(icon, 64), QImage(u":/icons/lifecycle-workbench-64.png"_s)
                                      .convertToFormat(QImage::Format_ARGB32_Premultiplied));

        QTemporaryDir root;
        Session session;
        QVERIFY(session.open(root.filePath(u"orders-demo"_s)));
        MainWindow *window = session.window();
        QVERIFY(!window->windowIcon().isNull());
        for (const int size : {16, 32, 48, 256})
            QCOMPARE(drawn(window->windowIcon(), size), drawn(icon, size));

        QAction *about = nullptr;
        for (QAction *action : window->findChildren<QAction *>())
            if (action->menuRole() == QAction::AboutRole)
                about = action;
        QVERIFY(about);
        about->trigger();
        auto *box = window->findChild<QMessageBox *>(u"aboutBox"_s);
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(!box->iconPixmap().isNull());
        QCOMPARE(box->iconPixmap().toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied),
                 drawn(icon, 96));
        QVERIFY2(box->text().contains(u"Lifecycle Workbench "_s + QStringLiteral(LWB_VERSION)),
                 qPrintable(box->text()));

        // The welcome shows it beside the application's name.
        WelcomeDialog welcome({}, Workspace::defaultDir(), {});
        auto *welcomeIcon = welcome.findChild<QLabel *>(u"welcomeIcon"_s);
        QVERIFY(welcomeIcon);
        QVERIFY(!welcomeIcon->pixmap().isNull());
    }

    void theTitleAndTheWelcomeNameTheWorkspace()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(u"orders-demo"_s);
        Session session;
        QVERIFY(session.open(dir));
        QCOMPARE(session.window()->windowTitle(), u"orders-demo — Lifecycle Workbench"_s);
        QVERIFY(!session.window()->windowTitle().contains(root.path()));

        WelcomeDialog welcome(recentWorkspaces(), Workspace::defaultDir(), {});
        const QString carryOn =
            welcome.findChild<QCommandLinkButton *>(u"continueButton"_s)->description();
        QVERIFY2(carryOn.startsWith(u"orders-demo · "_s), qPrintable(carryOn));
        QVERIFY2(carryOn.endsWith(shortPath(dir)), qPrintable(carryOn));
    }

    void namesakesAreToldApart_data()
    {
        QTest::addColumn<QStringList>("dirs");
        QTest::addColumn<QStringList>("names");
        const QString home = QDir::homePath();
        QTest::newRow("no namesakes")
            << QStringList{u"/w/a"_s, u"/w/b"_s} << QStringList{u"a"_s, u"b"_s};
        QTest::newRow("their parents differ")
            << QStringList{u"/srv/a/demo"_s, u"/srv/b/demo"_s, u"/srv/c/other"_s}
            << QStringList{u"demo (a)"_s, u"demo (b)"_s, u"other"_s};
        QTest::newRow("their grandparents differ")
            << QStringList{u"/srv/a/x/demo"_s, u"/srv/b/x/demo"_s}
            << QStringList{u"demo (a/x)"_s, u"demo (b/x)"_s};
        QTest::newRow("one deeper than the other")
            << QStringList{u"/srv/x/demo"_s, u"/srv/b/x/demo"_s}
            << QStringList{u"demo (srv/x)"_s, u"demo (b/x)"_s};
        QTest::newRow("one folder twice") << QStringList{u"/srv/a/demo"_s, u"/srv/a/demo/"_s}
                                          << QStringList{u"demo"_s, u"demo"_s};
        QTest::newRow("one folder twice and a namesake")
            << QStringList{u"/srv/a/demo"_s, u"/srv/b/demo"_s, u"/srv/a/demo"_s}
            << QStringList{u"demo (a)"_s, u"demo (b)"_s, u"demo (a)"_s};
        QTest::newRow("home and the root")
            << QStringList{home + u"/demo"_s, u"/demo"_s, u"/srv/demo"_s}
            << QStringList{u"demo (~)"_s, u"demo (/)"_s, u"demo (srv)"_s};
    }
    void namesakesAreToldApart()
    {
        QFETCH(QStringList, dirs);
        QFETCH(QStringList, names);
        QCOMPARE(distinctWorkspaceNames(dirs), names);
    }

    // Two folders named "demo" in different parents: the welcome, File ▸ Recent Workspaces and the
    // title name them differently, not only by the path beside the name.
    void recentWorkspacesAreToldApart()
    {
        QTemporaryDir root;
        const QString first = root.filePath(u"course-a/demo"_s),
                      second = root.filePath(u"course-b/demo"_s);
        for (const QString &dir : {first, second})
            QVERIFY(QDir().mkpath(dir));
        rememberWorkspace(first);
        rememberWorkspace(second); // the newest

        WelcomeDialog welcome(recentWorkspaces(), Workspace::defaultDir(), {});
        QVERIFY(welcome.findChild<QCommandLinkButton *>(u"continueButton"_s)
                    ->description()
                    .startsWith(u"demo (course-b) · "_s));
        auto *list = welcome.findChild<QListWidget *>(u"recentList"_s);
        QVERIFY(list);
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(), u"demo (course-a)\n"_s + shortPath(first));

        Session session;
        QVERIFY(session.open(first));
        QCOMPARE(session.window()->windowTitle(), u"demo (course-a) — Lifecycle Workbench"_s);
        QMenu *recent = subMenu(session.window()->menuBar(), u"&File"_s, u"Recent &Workspaces"_s);
        QVERIFY(recent);
        QCOMPARE(shownTexts(recent), QStringList{u"demo (course-b) — "_s + shortPath(second)});
    }

    // Imported twice: "orders demo.zip" opens as the workspace "orders-demo", then "orders-demo-2",
    // never as the wall-clock time.
    void anImportedBundlesWorkspaceIsNamedAfterIt()
    {
        QTemporaryDir root;
        const QString bundle = root.filePath(u"orders demo.zip"_s);
        Session session;
        QVERIFY(session.open(root.filePath(u"source"_s)));
        QVERIFY(session.window()->fileCommands()->exportBundleTo(bundle));
        QStringList made;
        for (const QString &expected : {u"orders-demo"_s, u"orders-demo-2"_s}) {
            QVERIFY(session.window()->fileCommands()->importBundleFrom(bundle));
            QTRY_COMPARE(QFileInfo(session.workspaceDir()).fileName(), expected);
            made << session.workspaceDir();
            QCOMPARE(QFileInfo(session.workspaceDir()).path(),
                     QFileInfo(Session::newWorkspaceDir()).path()); // beside new workspaces
            QCOMPARE(session.window()->windowTitle(), expected + u" — Lifecycle Workbench"_s);
        }
        QVERIFY(session.open(root.filePath(u"source"_s))); // the imported ones unlocked
        for (const QString &dir : made)
            QVERIFY(QDir(dir).removeRecursively());
    }

    void theSaveDialogsSuggestTheWorkspacesName()
    {
        QTemporaryDir root;
        Session session;
        QVERIFY(session.open(root.filePath(u"orders-demo"_s)));
        MainWindow *window = session.window();
        const QFileInfo bundle = suggestedFile(window->fileCommands()->exportBundleAction());
        QCOMPARE(bundle.fileName(), u"orders-demo.zip"_s);
        // In a folder that exists, never the working folder the program was started in.
        QVERIFY2(bundle.dir().exists(), qPrintable(bundle.path()));
        QCOMPARE(bundle.path(), FileCommands::lastFolder());
        QCOMPARE(suggestedFile(window->fileCommands()->exportBucketAction()).fileName(),
                 u"orders-demo-archive-bucket.zip"_s);
        auto *recording = window->findChild<RecordCommands *>();
        QVERIFY(recording);
        QCOMPARE(suggestedFile(recording->saveAction()).fileName(), u"orders-demo-scenario.json"_s);
    }

    // A lesson's window is titled by the lesson, its files by the lesson's slug.
    void aLessonNamesTheTitleAndTheFiles()
    {
        Session session;
        const auto played = test::openShownLesson(session, u"30"_s);
        QVERIFY(played);
        QCOMPARE(session.window()->windowTitle(), u"30 · TTL for expiry — Lifecycle Workbench"_s);
        QCOMPARE(suggestedFile(session.window()->fileCommands()->exportBundleAction()).fileName(),
                 u"ttl-expiry.zip"_s);
    }
};

QTEST_MAIN(TestDesktopWindow)
#include "tst_desktopwindow.moc"
