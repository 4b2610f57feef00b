// The power-loss check of tst_powerloss (tests/crash/powerloss.h) as long as asked: the write load
// for SECONDS from CLIENTS clients, then IMAGES crash images. Prints the load's figures, how many
// images were checked and how many failed (with the first problems); exits 1 when any failed.
//
//   bench_powerloss [--seconds 5] [--clients 16] [--images 2000] [--seed 1]
#include "powerloss.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption seconds(u"seconds"_s, u"Seconds of load."_s, u"N"_s, u"5"_s);
    const QCommandLineOption clients(u"clients"_s, u"Concurrent clients."_s, u"N"_s, u"16"_s);
    const QCommandLineOption images(u"images"_s, u"Crash images to check."_s, u"N"_s, u"2000"_s);
    const QCommandLineOption seed(u"seed"_s, u"Seed of the load and the images."_s, u"N"_s, u"1"_s);
    parser.addOptions({seconds, clients, images, seed});
    parser.addHelpOption();
    parser.process(app);

    QTemporaryDir dir;
    lw::crash::PowerLoadOptions options;
    options.lwb = QStringLiteral(LWB_BINARY);
    options.interposer = QStringLiteral(LWB_WRITELOG_LIBRARY);
    options.workspace = dir.filePath(u"workspace"_s);
    options.logPath = dir.filePath(u"writes.log"_s);
    options.clients = parser.value(clients).toInt();
    options.milliseconds = parser.value(seconds).toInt() * 1000;
    options.seed = parser.value(seed).toUInt();
    QDir().mkpath(options.workspace);

    const auto report =
        lw::crash::runPowerLoss(options, parser.value(images).toInt(), options.seed + 1);
    if (!report.error.isEmpty()) {
        std::printf("bench_powerloss: %s\n", qPrintable(report.error));
        return 1;
    }
    std::printf("load: %d writes acknowledged in %d s from %d clients, %d commits, %d syncs "
                "(%.1f writes per commit), %lld log records\n",
                report.answered, parser.value(seconds).toInt(), options.clients, report.commits,
                report.syncs, double(report.answered) / std::max(1, report.commits),
                qint64(report.events));
    std::printf("images: %d checked in %.1f s, %d failed; %d writes after the last sync, "
                "%d of them on disk\n",
                report.images, report.checkMs / 1000.0, report.failedImages, report.laterWrites,
                report.laterWritesOnDisk);
    for (const QString &problem : report.problems)
        std::printf("  %s\n", qPrintable(problem));
    return report.failedImages == 0 ? 0 : 1;
}
