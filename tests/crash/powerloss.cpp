#include "powerloss.h"

#include "crashimages.h"
#include "imagecheck.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw::crash {

namespace {

constexpr int kShownProblems = 5;
// LMDB's two meta pages are the file's first two pages; a commit rewrites the meta part of one.
constexpr quint64 kMetaPagesEnd = 2 * 4096;
constexpr qsizetype kMetaWriteMax = 256;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

} // namespace

PowerLossReport runPowerLoss(const PowerLoadOptions &options, int images, quint32 seed)
{
    PowerLossReport report;
    const PowerLoadResult load = runPowerLoad(options);
    report.answered = load.answered;
    if (!load.error.isEmpty()) {
        report.error = load.error;
        return report;
    }
    QString error;
    const std::optional<WriteLog> log = readWriteLog(options.logPath, &error);
    if (!log) {
        report.error = error;
        return report;
    }
    const int data = log->fileId(u"data.mdb"_s);
    for (const LogEvent &event : log->events) {
        if (event.file != data)
            continue;
        report.syncs += event.type == WriteLogSyncEnded;
        report.commits += (event.type == WriteLogWrite || event.type == WriteLogDurableWrite) &&
                          event.offset < kMetaPagesEnd && event.data.size() <= kMetaWriteMax;
    }
    report.events = log->events.size();
    ImageBuilder builder(*log, u"data.mdb"_s, load.base);
    if (!builder.unusable().isEmpty()) {
        report.error = builder.unusable();
        return report;
    }

    QElapsedTimer timer;
    timer.start();
    QRandomGenerator random(seed);
    QList<qsizetype> points;
    for (int i = 0; i + 1 < images; ++i)
        points.append(1 + random.bounded(qint64(builder.eventCount())));
    points.append(builder.eventCount()); // the moment of the kill, everything logged
    std::sort(points.begin(), points.end());
    QTemporaryDir imageDir;
    for (const qsizetype point : std::as_const(points)) {
        static constexpr double kReached[] = {0.1, 0.5, 0.9};
        ImageChoice choice{point, kReached[random.bounded(3)], random.bounded(3) == 0};
        const Image image = builder.build(choice, random);
        report.laterWrites += image.laterWrites;
        report.laterWritesOnDisk += image.writesOnDisk;
        for (const QString &name : QDir(imageDir.path()).entryList(QDir::Files))
            QFile::remove(imageDir.filePath(name));
        if (!writeFile(imageDir.filePath(u"data.mdb"_s), image.bytes)) {
            report.error = u"Cannot write a crash image in "_s + imageDir.path();
            return report;
        }
        const QStringList problems = checkImage(imageDir.path(), load.keys, image.crashNs);
        ++report.images;
        if (problems.isEmpty())
            continue;
        ++report.failedImages;
        if (report.failedImages <= kShownProblems)
            report.problems << u"Crash after event %1 of %2 (%3 later writes, %4 on disk%5): %6"_s
                                   .arg(point)
                                   .arg(builder.eventCount())
                                   .arg(image.laterWrites)
                                   .arg(image.writesOnDisk)
                                   .arg(choice.tornWrites ? u", torn"_s : QString())
                                   .arg(problems.mid(0, 3).join(u"; "_s));
    }
    report.checkMs = timer.elapsed();
    return report;
}

} // namespace lw::crash
