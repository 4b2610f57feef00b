// Power loss, not just SIGKILL: `lwb serve` runs a write load from several clients under an
// LD_PRELOAD interposer that logs every write and sync it makes to data.mdb
// (tests/crash/writelog.c); then crash images are built from the log as a power cut could leave
// the file (the synced writes, and any subset of the later ones in any order, some torn:
// tests/crash/crashimages.h), and each must open, pass verify and hold every write acknowledged
// before its crash point. bench_powerloss runs the same for as long as asked.
#include "powerloss.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPowerLoss : public QObject
{
    Q_OBJECT
private slots:
    void acknowledgedWritesSurviveAPowerCut();
};

void TestPowerLoss::acknowledgedWritesSurviveAPowerCut()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    lw::crash::PowerLoadOptions options;
    options.lwb = QStringLiteral(LWB_BINARY);
    options.interposer = QStringLiteral(LWB_WRITELOG_LIBRARY);
    options.workspace = dir.filePath(u"workspace"_s);
    options.logPath = dir.filePath(u"writes.log"_s);
    options.clients = 8;
    options.milliseconds = 1500;
    options.seed = 18;
    QVERIFY(QDir().mkpath(options.workspace));

    const lw::crash::PowerLossReport report = lw::crash::runPowerLoss(options, 200, 5);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    qInfo("%d writes acknowledged, %d commits, %d syncs; %d images, %d writes after the last sync "
          "(%d of them on disk); %lld ms",
          report.answered, report.commits, report.syncs, report.images, report.laterWrites,
          report.laterWritesOnDisk, report.checkMs);
    // The load must be enough to mean something, and group commit must group: fewer syncs
    // than acknowledged writes.
    QVERIFY2(report.answered >= 100, qPrintable(QString::number(report.answered)));
    QVERIFY2(report.syncs > 0 && report.syncs < report.answered,
             qPrintable(u"%1 syncs for %2 writes"_s.arg(report.syncs).arg(report.answered)));
    QCOMPARE(report.images, 200);
    QVERIFY2(report.laterWritesOnDisk > 0, "no image had an unsynced write on disk");
    QVERIFY2(report.failedImages == 0,
             qPrintable(u"%1 of %2 images failed:\n"_s.arg(report.failedImages).arg(report.images) +
                        report.problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestPowerLoss)
#include "tst_powerloss.moc"
