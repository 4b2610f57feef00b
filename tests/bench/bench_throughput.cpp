// Capacity model benchmark: a 1-million-request workload of sim time charged through the model
// (core/throughput/capacitymodel.h), printing nanoseconds per charge, what was served and
// throttled, and what a state snapshot costs (the engine will keep one with its commits). The
// budget is under 10% of an engine PutItem, which bench_dataplane measures in the same build.
// Prints figures; asserts nothing (benchmarks are not tests).
//
// Two tables: a fleet table (3,000 RCU / 3,000 WCU, four partitions, one GSI) and a wide one of
// 1,000 partitions, where finding the partition costs the most. 60% of requests are PutItems
// (1 WCU, one index entry), 40% GetItems (0.5 RCU); one in ten hits a hot key. The requests are
// spread evenly over the sim seconds, as a workload step does.
//
//   bench_throughput [--requests N] [--seconds S]
#include "benchutil.h"
#include "model/keyhash.h"
#include "throughput/capacitymodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::throughput;
using bench::check;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000;

struct Workload
{
    QString table;
    QString index; // empty: no index
    std::vector<quint64> hashes;
    std::vector<quint64> indexHashes;
    std::vector<bool> writes;
};

// The same requests every run (a fixed linear congruential sequence).
Workload makeWorkload(const QString &table, const QString &index, int n)
{
    Workload w{table, index, {}, {}, {}};
    w.hashes.reserve(size_t(n));
    w.indexHashes.reserve(size_t(n));
    w.writes.reserve(size_t(n));
    quint32 x = 12345;
    auto next = [&x] {
        x = x * 1664525u + 1013904223u;
        return x >> 8;
    };
    const quint64 hot = lw::partitionKeyHash("device#hot");
    for (int i = 0; i < n; ++i) {
        const bool isHot = next() % 10 == 0;
        w.hashes.push_back(isHot ? hot : lw::partitionKeyHash(QByteArray::number(next() % 100000)));
        w.indexHashes.push_back(lw::partitionKeyHash(QByteArray::number(next() % 50)));
        w.writes.push_back(next() % 10 < 6);
    }
    return w;
}

struct Result
{
    double nsPerCharge = 0;
    qint64 served = 0;
    qint64 throttled = 0;
};

Result run(CapacityModel &model, const Workload &w, qint64 seconds)
{
    const qint64 n = qint64(w.hashes.size());
    Request write;
    write.table = w.table;
    write.access = Access::Write;
    write.target.units = 1;
    if (!w.index.isEmpty())
        write.indexWrites.append(Target{w.index, 0, 1, 0});
    Request read;
    read.table = w.table;
    read.access = Access::Read;
    read.target.units = 0.5;
    Result result;
    QElapsedTimer timer;
    timer.start();
    for (qint64 i = 0; i < n; ++i) {
        Request &r = w.writes[size_t(i)] ? write : read;
        r.simMs = kT0 + i * seconds * 1000 / n;
        r.target.keyHash = w.hashes[size_t(i)];
        if (!r.indexWrites.isEmpty())
            r.indexWrites[0].keyHash = w.indexHashes[size_t(i)];
        const Outcome outcome = check(model.charge(r), "charge");
        (outcome.served() ? result.served : result.throttled) += 1;
    }
    result.nsPerCharge = double(timer.nsecsElapsed()) / double(n);
    return result;
}

void report(const char *what, const Result &r)
{
    std::printf("%-34s %8.1f ns/charge   served %8lld   throttled %8lld\n", what, r.nsPerCharge,
                qlonglong(r.served), qlonglong(r.throttled));
}

void reportSnapshot(const char *what, const CapacityModel &model)
{
    constexpr int kRounds = 200;
    QElapsedTimer timer;
    timer.start();
    qsizetype bytes = 0;
    for (int i = 0; i < kRounds; ++i)
        bytes = model.save(CapacityModel::Contents::StateOnly).size();
    const double saveUs = double(timer.nsecsElapsed()) / kRounds / 1000.0;
    const QByteArray full = model.save();
    timer.start();
    (void)check(CapacityModel::load(full), "load");
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("%-34s state %7lld bytes, save %8.1f us;   with history %9lld bytes, load %6.1f "
                "ms\n",
                what, qlonglong(bytes), saveUs, qlonglong(full.size()), loadMs);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Capacity model benchmark: ns per charge"_s);
    parser.addHelpOption();
    parser.addOption(
        {u"requests"_s, u"Requests per table (default 1000000)."_s, u"N"_s, u"1000000"_s});
    parser.addOption(
        {u"seconds"_s, u"Sim seconds they are spread over (default 100)."_s, u"S"_s, u"100"_s});
    parser.process(app);
    const int n = parser.value(u"requests"_s).toInt();
    const qint64 seconds = parser.value(u"seconds"_s).toLongLong();
    std::printf("%d requests per table over %lld sim seconds\n", n, qlonglong(seconds));

    CapacityModel fleetModel, wideModel;
    TableSettings fleet;
    fleet.name = u"Fleet"_s;
    fleet.table.capacityUnits = {3000, 3000};
    ResourceSettings gsi;
    gsi.capacityUnits = {3000, 3000};
    fleet.globalIndexes.insert(u"byFirmware"_s, gsi);
    check(fleetModel.addTable(fleet, kT0), "addTable Fleet");
    TableSettings wide;
    wide.name = u"Wide"_s;
    wide.table.capacityUnits = {300'000, 900'000}; // 100 + 900: 1,000 partitions
    check(wideModel.addTable(wide, kT0), "addTable Wide");
    std::printf("Fleet: %lld partitions (+%lld in its GSI); Wide: %lld partitions\n",
                qlonglong(fleetModel.partitions(u"Fleet"_s).size()),
                qlonglong(fleetModel.partitions(u"Fleet"_s, u"byFirmware"_s).size()),
                qlonglong(wideModel.partitions(u"Wide"_s).size()));

    report("Fleet (table + GSI)",
           run(fleetModel, makeWorkload(u"Fleet"_s, u"byFirmware"_s, n), seconds));
    report("Wide (1,000 partitions)", run(wideModel, makeWorkload(u"Wide"_s, {}, n), seconds));
    reportSnapshot("Snapshot of Fleet", fleetModel);
    reportSnapshot("Snapshot of Wide", wideModel);
    return 0;
}
