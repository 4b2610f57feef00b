// File ▸ Import Bundle, Export Bundle and Export Archive Bucket on a real
// session: a played lesson goes out as a bundle and a bucket zip and comes back as
// a new workspace in the same window; a damaged bundle is refused with its reason and the open
// workspace stays; long work shows progress and Cancel stops it.
#include "bucket/archivepane.h"
#include "commands/filecommands.h"
#include "engine/engine.h"
#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "sessiontest.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"
#include "zipentries.h"

#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

QMessageBox *messageOf(QWidget *window)
{
    return window->findChild<QMessageBox *>();
}

} // namespace

class TestFileCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings(u"tst_filecommands"_s);
        QVERIFY(m_dir.isValid());
    }

    void theWindowOffersTheCommands()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"offers"_s)));
        MainWindow *window = session.window();
        FileCommands *files = window->fileCommands();
        QVERIFY(files);
        const QList<QAction *> actions{files->importBundleAction(), files->exportBundleAction(),
                                       files->exportBucketAction()};
        QAction *fileMenu = window->menuBar()->actions().value(0);
        QVERIFY(fileMenu && fileMenu->menu());
        for (QAction *action : actions) {
            QVERIFY2(action->isEnabled(), qPrintable(action->text()));
            QVERIFY2(fileMenu->menu()->actions().contains(action), qPrintable(action->text()));
        }
        // One click from the archive pane.
        auto *button = window->findChild<QToolButton *>(u"archiveExport"_s);
        QVERIFY(button);
        QCOMPARE(button->defaultAction(), files->exportBucketAction());
    }

    void aLessonGoesOutAndComesBackAsANewWorkspace()
    {
        auto lesson = scenario::builtInLesson(u"33"_s);
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        Session session;
        auto played = LessonSession::open(session, *lesson);
        QVERIFY2(played, qPrintable(played ? QString() : played.error()));
        QVERIFY2((*played)->player().playToEnd(),
                 qPrintable((*played)->player().failures().join(u'\n')));
        const QString lessonDir = session.workspace().dir();
        const QStringList problems = session.workspace().engine().verify();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QString clock = QString::number(session.workspace().engine().nowMs());
        const QStringList tables = session.workspace().engine().tableNames();
        QVERIFY(!tables.isEmpty());

        QString status;
        connect(session.window()->fileCommands(), &FileCommands::message, this,
                [&](const QString &text) { status = text; });
        const QString bundlePath = m_dir.filePath(u"lesson33.zip"_s);
        QVERIFY(session.window()->fileCommands()->exportBundleTo(bundlePath));
        QVERIFY2(status.contains(QDir::toNativeSeparators(bundlePath)), qPrintable(status));
        QVERIFY(zipEntries(bundlePath).first().first == u"manifest.json"_s);

        const QString bucketPath = m_dir.filePath(u"bucket.zip"_s);
        QVERIFY(session.window()->fileCommands()->exportBucketTo(bucketPath));
        const auto objects = zipEntries(bucketPath);
        QVERIFY(!objects.isEmpty());
        QVERIFY(objects.first().second.startsWith('{')); // an archived item's JSON

        QVERIFY(session.window()->fileCommands()->importBundleFrom(bundlePath));
        QTRY_VERIFY(session.workspace().dir() != lessonDir);
        QVERIFY(session.window()->isVisible());
        QCOMPARE(QString::number(session.workspace().engine().nowMs()), clock);
        QCOMPARE(session.workspace().engine().tableNames(), tables);
        // The lesson's workspace is left as it was, and the new one restores it exactly.
        QVERIFY(QDir(lessonDir).exists());
        const QString again = m_dir.filePath(u"again.zip"_s);
        QVERIFY(session.window()->fileCommands()->exportBundleTo(again));
        QCOMPARE(zipEntries(again), zipEntries(bundlePath));
    }

    void aDamagedBundleIsRefusedAndTheWorkspaceStays()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"stays"_s)));
        const QString dir = session.workspace().dir();
        const QString damaged = m_dir.filePath(u"damaged.zip"_s);
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PK\x03\x04 this is not a whole zip");
        file.close();
        QVERIFY(!session.window()->fileCommands()->importBundleFrom(damaged));
        QMessageBox *box = messageOf(session.window());
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"not imported"_s), qPrintable(box->text()));
        QVERIFY2(box->text().contains(damaged), qPrintable(box->text()));
        QVERIFY(box->text().contains(u"unchanged"_s));
        QTest::qWait(50); // a switch would be queued
        QCOMPARE(session.workspace().dir(), dir);
    }

    // The progress dialog comes after a moment; its Cancel makes the next report answer false,
    // and the command says it was cancelled.
    void longWorkShowsProgressAndCancels()
    {
        QWidget window;
        window.show();
        FileCommands files(&window);
        bool stopped = false;
        const auto slowOperation = [&](const QString &, const WorkProgress &progress) -> Status {
            for (qint64 done = 1; done <= 1000; ++done) {
                QThread::msleep(5);
                if (auto *dialog = window.findChild<QProgressDialog *>();
                    dialog && dialog->isVisible() && dialog->value() > 0) {
                    auto *cancel = dialog->findChild<QPushButton *>();
                    if (!cancel)
                        return std::unexpected(validationError(u"no Cancel button"_s));
                    QTest::mouseClick(cancel, Qt::LeftButton);
                }
                if (!progress(done, 1000)) {
                    stopped = true;
                    return std::unexpected(validationError(u"Export cancelled"_s));
                }
            }
            return {};
        };
        files.setFiles({.exportBundle = slowOperation,
                        .exportBucket = slowOperation,
                        .importBundle = slowOperation,
                        .importModel = {},
                        .importItems = {},
                        .exportView = {}});
        QVERIFY(!files.exportBundleTo(m_dir.filePath(u"slow.zip"_s)));
        QVERIFY(stopped);
        QMessageBox *box = messageOf(&window);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"Cancelled."_s), qPrintable(box->text()));
        QVERIFY(!window.findChild<QProgressDialog *>()); // gone with its work
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestFileCommands)
#include "tst_filecommands.moc"
