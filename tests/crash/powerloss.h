// The power-loss check end to end, for tst_powerloss (a short run) and bench_powerloss (as long
// as asked): the write load of powerload.h under the interposer, then IMAGES crash images of
// data.mdb (crashimages.h) at random points of the log, each judged by imagecheck.h.
#pragma once

#include "powerload.h"

#include <QStringList>

namespace lw::crash {

struct PowerLossReport
{
    QString error;        // the run could not be made (then nothing below counts)
    int answered = 0;     // writes acknowledged
    int syncs = 0;        // fsync / fdatasync calls on data.mdb that returned
    int commits = 0;      // LMDB meta page writes: one per commit
    qsizetype events = 0; // records in the log
    int images = 0;       // crash images checked
    int failedImages = 0;
    int laterWrites = 0; // writes not yet covered by a sync, summed over the images
    int laterWritesOnDisk = 0;
    QStringList problems; // the first failed images' problems, each with its crash point
    qint64 checkMs = 0;
};

PowerLossReport runPowerLoss(const PowerLoadOptions &options, int images, quint32 seed);

} // namespace lw::crash
