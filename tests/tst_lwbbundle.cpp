// `lwb export` and `lwb import` as scripts use them: a lesson's workspace exported, imported into
// a new folder and exported again gives the same zip; a refused import exits 1 with the reason
// and leaves the folder as it was.
#include "lwbrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLwbBundle : public QObject, public LwbRunner
{
    Q_OBJECT

private slots:
    void exportImportExport()
    {
        QTemporaryDir root;
        const QString played = root.filePath(u"played"_s);
        const QString imported = root.filePath(u"imported"_s);
        const QString first = root.filePath(u"first.zip"_s);
        const QString second = root.filePath(u"second.zip"_s);
        QVERIFY(runs(played, {u"lesson"_s, u"31"_s}));
        QCOMPARE(output(played, {u"export"_s, first}), u"exported %1 to %2\n"_s.arg(played, first));
        QCOMPARE(output(imported, {u"import"_s, first}),
                 u"imported %1 into %2\n"_s.arg(first, imported));
        QCOMPARE(output(imported, {u"verify"_s}), u"ok: %1\n"_s.arg(imported));
        QVERIFY(runs(imported, {u"export"_s, second}));
        QVERIFY(!fileBytes(first).isEmpty());
        QCOMPARE(fileBytes(second), fileBytes(first));
    }

    void refusesAWorkspaceThatIsNotEmpty()
    {
        QTemporaryDir root;
        const QString workspace = root.filePath(u"ws"_s);
        const QString zip = root.filePath(u"b.zip"_s);
        QVERIFY(runs(workspace, {u"clock"_s}));
        QVERIFY(runs(workspace, {u"export"_s, zip}));
        const QStringList before = QDir(workspace).entryList(QDir::Files);
        const QByteArray data = fileBytes(workspace + u"/data.mdb"_s);
        const Run run = lwbOn(workspace, {u"import"_s, zip});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromUtf8(run.err),
                 u"lwb: Import target %1 is not empty: a bundle imports only into a new or "
                 u"empty folder\n"_s.arg(workspace));
        QCOMPARE(QDir(workspace).entryList(QDir::Files), before);
        QCOMPARE(fileBytes(workspace + u"/data.mdb"_s), data);
    }

    void usage()
    {
        const QString help = QString::fromUtf8(lwb({u"--help"_s}).out);
        for (const QString &text : {u"export FILE.zip"_s, u"import FILE.zip"_s,
                                    u"docs/bundles.md"_s, u"an export or import failed"_s})
            QVERIFY2(help.contains(text), qPrintable(text));
        const Run run = lwb({u"export"_s});
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(run.err.contains("export takes one FILE.zip"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestLwbBundle)
#include "tst_lwbbundle.moc"
