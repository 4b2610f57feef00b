// The window looks like a desktop application (issue 27, point 5): its icon in the window, the
// About box and the welcome, and the workspace named rather than shown as a bare path. (tst_welcome
// checks the names a single workspace gets.)
#include "session.h"
#include "sessiontest.h"
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
#include <QLabel>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_MAIN(TestDesktopWindow)
#include "tst_desktopwindow.moc"
