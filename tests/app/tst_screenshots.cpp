// The window pictured from the command line, one pane at a time: the
// built lifecycle-workbench renders lesson 33 played to the end into a PNG per pane, offscreen,
// and each picture is a real one — the size asked for or the pane's own, more than a flat colour.
// Settings and data go to a temporary home, so the run leaves nothing behind.
#include "window/mainwindow.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Shot
{
    int exitCode = -1;
    QByteArray err;
    QImage image;
};

Shot picture(const QTemporaryDir &home, const QStringList &arguments)
{
    const QString file = home.filePath(u"shot.png"_s);
    QFile::remove(file);
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
    env.insert(u"HOME"_s, home.path());
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(LWB_GUI_BINARY), arguments + QStringList{u"--screenshot"_s, file});
    if (!gui.waitForFinished(60'000))
        return {};
    return {gui.exitCode(), gui.readAllStandardError(), QImage(file)};
}

// Whether the picture shows something: more than a handful of colours.
bool hasContent(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    return colours.size() > 8;
}

} // namespace

class TestScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void eachPane_data()
    {
        QTest::addColumn<QString>("pane");
        // Every pane the window has (its registry): a new one is pictured without a line here.
        for (const QString &pane : lw::MainWindow::paneNames())
            QTest::newRow(qPrintable(pane)) << pane;
    }

    void eachPane()
    {
        QFETCH(QString, pane);
        QTemporaryDir home;
        const Shot shot = picture(home, {u"--lesson"_s, u"33"_s, u"--pane"_s, pane});
        QVERIFY2(shot.exitCode == 0, shot.err.constData());
        QVERIFY(!shot.image.isNull());
        QVERIFY2(shot.image.width() > 200 && shot.image.height() > 100,
                 qPrintable(u"%1×%2"_s.arg(shot.image.width()).arg(shot.image.height())));
        QVERIFY(hasContent(shot.image));
    }

    void theWholeWindowAsOfThePast()
    {
        QTemporaryDir home;
        const Shot shot =
            picture(home, {u"--lesson"_s, u"30"_s, u"--at"_s, u"2026-10-20T12:30:00Z"_s});
        QVERIFY2(shot.exitCode == 0, shot.err.constData());
        QCOMPARE(shot.image.size() / shot.image.devicePixelRatio(), QSize(1280, 800));
        QVERIFY(hasContent(shot.image));
    }

    // A folder as the argument, as the desktop entry passes one (Exec=lifecycle-workbench %f),
    // is the workspace it opens; two are refused.
    void aFolderArgumentIsTheWorkspace()
    {
        QTemporaryDir home;
        const QString folder = home.filePath(u"orders-demo"_s);
        Shot shot = picture(home, {folder});
        QVERIFY2(shot.exitCode == 0, shot.err.constData());
        QVERIFY(hasContent(shot.image));
        QVERIFY2(!QDir(folder).isEmpty(), "no workspace was made in the folder");
        shot = picture(home, {folder, home.filePath(u"other"_s)});
        QCOMPARE(shot.exitCode, 1);
        QVERIFY2(shot.err.contains("One workspace at a time"), shot.err.constData());
        QVERIFY(!QFileInfo::exists(home.filePath(u"other"_s)));
    }

    void badArgumentsFailClearly()
    {
        QTemporaryDir home;
        Shot shot = picture(home, {u"--lesson"_s, u"99"_s});
        QCOMPARE(shot.exitCode, 1);
        QVERIFY2(shot.err.contains("no lesson \"99\""), shot.err.constData());
        shot = picture(home, {u"--lesson"_s, u"30"_s, u"--pane"_s, u"nothing"_s});
        QCOMPARE(shot.exitCode, 1);
        QVERIFY2(shot.err.contains("No pane named nothing"), shot.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
