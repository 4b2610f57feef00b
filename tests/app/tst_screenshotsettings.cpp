// A picture from the command line leaves the user's settings as they were: the built
// lifecycle-workbench, given a settings file with a layout, a zoom and recent workspaces, renders
// a lesson and a workspace with --screenshot, and the file is byte for byte the same afterwards.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestScreenshotSettings : public QObject
{
    Q_OBJECT

private slots:
    void leavesSettingsAlone_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("lesson") << QStringList{u"--lesson"_s, u"30"_s};
        QTest::newRow("workspace") << QStringList{u"--workspace"_s, u"WORKSPACE"_s};
        QTest::newRow("one pane") << QStringList{u"--lesson"_s, u"33"_s, u"--pane"_s,
                                                 u"timeline"_s};
    }

    void leavesSettingsAlone()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString workspace = home.filePath(u"workspace"_s);
        arguments.replaceInStrings(u"WORKSPACE"_s, workspace);
        const QString config =
            home.filePath(u"config/LifecycleWorkbench/lifecycle-workbench.conf"_s);
        {
            QSettings settings(config, QSettings::IniFormat);
            settings.setValue(u"recentWorkspaces"_s, QStringList{home.path()});
            settings.setValue(u"zoom"_s, 1.5);
            settings.setValue(u"MainWindow/geometry"_s, QByteArray("not a real geometry"));
            settings.setValue(u"MainWindow/state"_s, QByteArray("not a real layout"));
        }
        QFile file(config);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        QVERIFY(before.contains("zoom"));

        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        env.insert(u"HOME"_s, home.path());
        gui.setProcessEnvironment(env);
        gui.start(QStringLiteral(LWB_GUI_BINARY),
                  arguments + QStringList{u"--screenshot"_s, home.filePath(u"shot.png"_s)});
        QVERIFY(gui.waitForFinished(60'000));
        QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());
        QVERIFY(QFile::exists(home.filePath(u"shot.png"_s)));

        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        // Nothing else was written beside it either.
        QCOMPARE(QDir(home.filePath(u"config/LifecycleWorkbench"_s)).entryList(QDir::Files),
                 QStringList{u"lifecycle-workbench.conf"_s});
    }
};

QTEST_GUILESS_MAIN(TestScreenshotSettings)
#include "tst_screenshotsettings.moc"
