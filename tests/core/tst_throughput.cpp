// The capacity model's limits (core/throughput/capacitymodel.h, docs/throughput.md): how many
// partitions a table gets and when they split, the per-partition maximum, burst capacity
// banking and draining, adaptive capacity borrowing, split for heat, and on demand's previous
// peak, table quota and maximum throughput.
#include "lwtest.h"
#include "throughputtest.h"

using namespace Qt::StringLiterals;
using namespace lw::test;
using namespace lw::throughput;

namespace {

constexpr qint64 kGiB = 1024LL * 1024 * 1024;

// Every hash from 0 to 2^64 - 1 in exactly one partition, in key order.
void verifyContiguous(const QList<PartitionView> &partitions)
{
    QVERIFY(!partitions.isEmpty());
    QCOMPARE(partitions.first().firstHash, quint64(0));
    QCOMPARE(partitions.last().lastHash, std::numeric_limits<quint64>::max());
    for (qsizetype i = 1; i < partitions.size(); ++i)
        QCOMPARE(partitions[i].firstHash, partitions[i - 1].lastHash + 1);
}

} // namespace

class TestThroughput : public QObject
{
    Q_OBJECT

private slots:
    void partitionCount_data();
    void partitionCount();
    void throughputSplits_data();
    void throughputSplits();
    void sizeSplit();
    void partitionMaximum_data();
    void partitionMaximum();
    void burstAccrual_data();
    void burstAccrual();
    void burstDrain();
    void adaptive_data();
    void adaptive();
    void splitForHeat();
    void onDemand_data();
    void onDemand();
    void onDemandPeakDoubles();
    void switchToOnDemand();
};

void TestThroughput::partitionCount_data()
{
    QTest::addColumn<qint64>("rcu");
    QTest::addColumn<qint64>("wcu");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<qint64>("partitions");
    // The developer guide's own examples ("Understand Partition Behavior").
    QTest::newRow("guide-1000r-500w") << qint64(1000) << qint64(500) << qint64(0) << qint64(1);
    QTest::newRow("guide-1000r-1000w") << qint64(1000) << qint64(1000) << qint64(0) << qint64(2);
    QTest::newRow("guide-5000r-2000w") << qint64(5000) << qint64(2000) << qint64(0) << qint64(4);
    QTest::newRow("guide-11000w") << qint64(0) << qint64(11000) << qint64(0) << qint64(11);
    QTest::newRow("3000r") << qint64(3000) << qint64(0) << qint64(0) << qint64(1);
    QTest::newRow("3001r") << qint64(3001) << qint64(0) << qint64(0) << qint64(2);
    QTest::newRow("1001w") << qint64(0) << qint64(1001) << qint64(0) << qint64(2);
    QTest::newRow("nothing") << qint64(0) << qint64(0) << qint64(0) << qint64(1);
    QTest::newRow("size-10GB") << qint64(5) << qint64(5) << 10 * kGiB << qint64(1);
    QTest::newRow("size-10GB+1") << qint64(5) << qint64(5) << 10 * kGiB + 1 << qint64(2);
    QTest::newRow("size-wins") << qint64(1000) << qint64(1000) << 25 * kGiB << qint64(3);
    QTest::newRow("throughput-wins") << qint64(6000) << qint64(3000) << 25 * kGiB << qint64(5);
}

void TestThroughput::partitionCount()
{
    QFETCH(qint64, rcu);
    QFETCH(qint64, wcu);
    QFETCH(qint64, bytes);
    QFETCH(qint64, partitions);
    QCOMPARE(partitionsFor({rcu, wcu}, bytes, ModelSettings{}), partitions);
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, rcu, wcu, bytes), kStartMs));
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), partitions);
    verifyContiguous(views);
    // The table's capacity divided evenly: the shares add up to it exactly.
    MilliUnits read = 0, write = 0;
    for (const PartitionView &p : views) {
        read += p.share.read;
        write += p.share.write;
        QVERIFY(qAbs(p.share.write - views.first().share.write) <= 1);
    }
    QCOMPARE(read, rcu * kMilliPerUnit);
    QCOMPARE(write, wcu * kMilliPerUnit);
}

void TestThroughput::throughputSplits_data()
{
    QTest::addColumn<qint64>("rcu");
    QTest::addColumn<qint64>("wcu");
    QTest::addColumn<qint64>("newRcu");
    QTest::addColumn<qint64>("newWcu");
    QTest::addColumn<qint64>("partitions");
    // The guide: 5,000 RCU + 2,000 WCU on 4 partitions, raised to 8,000 RCU: doubled to 8.
    QTest::newRow("guide-doubling")
        << qint64(5000) << qint64(2000) << qint64(8000) << qint64(2000) << qint64(8);
    QTest::newRow("1-to-2") << qint64(1000) << qint64(500) << qint64(1000) << qint64(1500)
                            << qint64(2);
    QTest::newRow("fits-already") << qint64(1000) << qint64(500) << qint64(2000) << qint64(300)
                                  << qint64(1);
    QTest::newRow("twice-doubled")
        << qint64(100) << qint64(100) << qint64(0) << qint64(3500) << qint64(4);
    // Lowering capacity never merges partitions.
    QTest::newRow("never-merge") << qint64(5000) << qint64(2000) << qint64(5) << qint64(5)
                                 << qint64(4);
}

void TestThroughput::throughputSplits()
{
    QFETCH(qint64, rcu);
    QFETCH(qint64, wcu);
    QFETCH(qint64, newRcu);
    QFETCH(qint64, newWcu);
    QFETCH(qint64, partitions);
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, rcu, wcu), kStartMs));
    LW_OK(model.updateTable(provisionedTable(u"T"_s, newRcu, newWcu), msAt(60)));
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), partitions);
    verifyContiguous(views);
    for (const SplitView &s : model.splits(u"T"_s)) {
        QCOMPARE(s.cause, SplitCause::Throughput);
        QCOMPARE(s.second, msAt(60) / 1000);
    }
    MilliUnits write = 0;
    for (const PartitionView &p : views)
        write += p.share.write;
    QCOMPARE(write, newWcu * kMilliPerUnit);
}

void TestThroughput::sizeSplit()
{
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, 100, 100, 15 * kGiB), kStartMs));
    QCOMPARE(model.partitions(u"T"_s).size(), 2);
    // 7.5 GB each; 3 GB more on the upper partition takes it past 10 GB.
    Request write = request(u"T"_s, Access::Write, hashIn(1, 2), 1, msAt(1));
    write.target.sizeDelta = 3 * kGiB;
    LW_OK(model.charge(write));
    QCOMPARE(model.partitions(u"T"_s).size(), 2); // it splits when it next serves
    write.target.sizeDelta = 0;
    write.simMs = msAt(2);
    const auto outcome = model.charge(write);
    LW_OK(outcome);
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), 3);
    verifyContiguous(views);
    const QList<SplitView> splits = model.splits(u"T"_s);
    QCOMPARE(splits.size(), 1);
    QCOMPARE(splits[0].cause, SplitCause::Size);
    QCOMPARE(splits[0].lower, quint32(1));
    // The range halves: [2^63, 2^64) splits at 3 * 2^62.
    QCOMPARE(splits[0].atHash, quint64(3) << 62);
    QCOMPARE(views[1].sizeBytes + views[2].sizeBytes, 15 * kGiB / 2 + 3 * kGiB);
    QCOMPARE(outcome->partition, splits[0].lower); // hashIn(1, 2) is the lower half's first hash
}

void TestThroughput::partitionMaximum_data()
{
    QTest::addColumn<bool>("onDemand");
    QTest::addColumn<bool>("read");
    QTest::addColumn<int>("served");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("exception");
    // 20,000 RCU and 10,000 WCU on 17 partitions: adaptive capacity lifts the hot partition's share
    // to its maximum, and there it stops.
    QTest::newRow("provisioned-write")
        << false << false << 1000 << u"TableWriteKeyRangeThroughputExceeded"_s
        << u"ProvisionedThroughputExceededException"_s;
    QTest::newRow("provisioned-read")
        << false << true << 3000 << u"TableReadKeyRangeThroughputExceeded"_s
        << u"ProvisionedThroughputExceededException"_s;
    QTest::newRow("on-demand-write")
        << true << false << 1000 << u"TableWriteKeyRangeThroughputExceeded"_s
        << u"ThrottlingException"_s;
    QTest::newRow("on-demand-read")
        << true << true << 3000 << u"TableReadKeyRangeThroughputExceeded"_s
        << u"ThrottlingException"_s;
}

void TestThroughput::partitionMaximum()
{
    QFETCH(bool, onDemand);
    QFETCH(bool, read);
    QFETCH(int, served);
    QFETCH(QString, reason);
    QFETCH(QString, exception);
    CapacityModel model;
    LW_OK(model.addTable(onDemand ? onDemandTable(u"T"_s) : provisionedTable(u"T"_s, 20000, 10000),
                         kStartMs));
    // One hot key: a strongly consistent 4 KB read or a 1 KB write at a time, in one second.
    const Request r = request(u"T"_s, read ? Access::Read : Access::Write, 42, 1, msAt(0, 500));
    QCOMPARE(chargeRepeatedly(model, r, served), 0);
    const auto refused = model.charge(r);
    LW_OK(refused);
    QVERIFY(refused->throttle);
    QCOMPARE(refused->throttle->reason(), reason);
    QCOMPARE(refused->throttle->exceptionName(), exception);
    // The next second serves again, and a key on another partition is served meanwhile.
    LW_OK(model.charge(request(u"T"_s, r.access, hashIn(3, 4), 1, msAt(0, 900))));
    const auto other = model.charge(request(u"T"_s, r.access, hashIn(3, 4), 1, msAt(0, 900)));
    QVERIFY(other && other->served());
    const auto next = model.charge(request(u"T"_s, r.access, 42, 1, msAt(1)));
    QVERIFY(next && next->served());
}

void TestThroughput::burstAccrual_data()
{
    QTest::addColumn<qint64>("idle");
    QTest::addColumn<MilliUnits>("burst");
    // 100 WCU on one partition: each unused second banks 100 units, up to 300 seconds' worth.
    QTest::newRow("0s") << qint64(0) << MilliUnits(0);
    QTest::newRow("1s") << qint64(1) << MilliUnits(100'000);
    QTest::newRow("10s") << qint64(10) << MilliUnits(1'000'000);
    QTest::newRow("300s") << qint64(300) << MilliUnits(30'000'000);
    QTest::newRow("301s-capped") << qint64(301) << MilliUnits(30'000'000);
    QTest::newRow("1day-capped") << qint64(86400) << MilliUnits(30'000'000);
}

void TestThroughput::burstAccrual()
{
    QFETCH(qint64, idle);
    QFETCH(MilliUnits, burst);
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, 100, 100), kStartMs));
    // A charge `idle` seconds on brings the partition's balance up to date; a read leaves the
    // write balance alone.
    LW_OK(model.charge(request(u"T"_s, Access::Read, 7, 1, msAt(idle))));
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), 1);
    QCOMPARE(views[0].burst.write, burst);
    // Spending it: a spike of 100 + burst/1000 writes in that second is served, one more is not.
    const Request write = request(u"T"_s, Access::Write, 7, 1, msAt(idle, 10));
    const int spike = int(std::min<MilliUnits>(100 + burst / 1000, 1000));
    QCOMPARE(chargeRepeatedly(model, write, spike), 0);
    if (spike < 1000) {
        QCOMPARE(chargeRepeatedly(model, write, 1), 1);
        QCOMPARE(model.partitions(u"T"_s)[0].burst.write, MilliUnits(0));
    }
}

void TestThroughput::burstDrain()
{
    // AWS's worked example: 150 RCU unused for 5 minutes banks 45,000 units, which carry a load
    // of 200 RCU for 45,000 / (200 - 150) = 900 seconds.
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, 150, 5), kStartMs));
    qint64 firstThrottled = -1;
    for (qint64 s = 300; s < 1300 && firstThrottled < 0; ++s)
        if (chargeRepeatedly(model, request(u"T"_s, Access::Read, 7, 1, msAt(s)), 200) > 0)
            firstThrottled = s;
    QCOMPARE(firstThrottled, qint64(300 + 900));
    // Each of those seconds took 50 from the bank, none of it borrowed: the table was full.
    const QList<PartitionSecond> heat = model.heat(u"T"_s, {}, msAt(300) / 1000, msAt(300) / 1000);
    QCOMPARE(heat.size(), 1);
    QCOMPARE(heat[0].fromBurst.read, MilliUnits(50'000));
    QCOMPARE(heat[0].borrowed.read, MilliUnits(0));
    QCOMPARE(heat[0].burstAfter.read, MilliUnits(45'000'000 - 50'000));
    const QList<ResourceSecond> totals =
        model.totals(u"T"_s, {}, msAt(1200) / 1000, msAt(1200) / 1000);
    QCOMPARE(totals.size(), 1);
    QCOMPARE(totals[0].consumed.read, MilliUnits(150'000));
    QCOMPARE(totals[0].throttledRequests.read, 50);
    QCOMPARE(totals[0].capacity.read, MilliUnits(150'000));
}

void TestThroughput::adaptive_data()
{
    QTest::addColumn<bool>("adaptive");
    QTest::addColumn<bool>("burst");
    QTest::addColumn<qint64>("wcu");
    QTest::addColumn<int>("hot");
    QTest::addColumn<int>("throttled");
    QTest::addColumn<QString>("reason");
    // AWS's illustration: 400 WCU over 4 partitions (100 each), three at 50 WCU a second, one at
    // 150: adaptive capacity serves the hot one from the table's unused capacity.
    QTest::newRow("adaptive-serves") << true << false << qint64(400) << 150 << 0 << QString();
    QTest::newRow("without-adaptive") << false << false << qint64(400) << 150 << 50
                                      << u"TableWriteProvisionedThroughputExceeded"_s;
    QTest::newRow("burst-instead") << false << true << qint64(400) << 150 << 0 << QString();
    // Borrowing stops at the table's capacity: 150 + 300 > 400.
    QTest::newRow("table-full") << true << false << qint64(400) << 300 << 50
                                << u"TableWriteProvisionedThroughputExceeded"_s;
    // ... and at the partition's maximum: 2,000 WCU leaves 1,850 unused, but 1,000 is the most.
    QTest::newRow("partition-maximum") << true << false << qint64(2000) << 1200 << 200
                                       << u"TableWriteKeyRangeThroughputExceeded"_s;
}

void TestThroughput::adaptive()
{
    QFETCH(bool, adaptive);
    QFETCH(bool, burst);
    QFETCH(qint64, wcu);
    QFETCH(int, hot);
    QFETCH(int, throttled);
    QFETCH(QString, reason);
    ModelSettings settings;
    settings.adaptiveCapacity = adaptive;
    settings.burstCapacity = burst;
    CapacityModel model(settings);
    // 40 GB: four partitions by size whatever the capacity.
    LW_OK(model.addTable(provisionedTable(u"T"_s, 10, wcu, 40 * 1024LL * 1024 * 1024), kStartMs));
    QCOMPARE(model.partitions(u"T"_s).size(), 4);
    // Ten seconds on (the partitions have banked 10 seconds of their share), one unit per
    // partition in turn, the hot one (the last) going on alone after the others are done.
    const int load[4] = {50, 50, 50, hot};
    int refused = 0;
    QString firstReason;
    for (int k = 0; k < hot; ++k) {
        for (int i = 0; i < 4; ++i) {
            if (k >= load[i])
                continue;
            const auto outcome =
                model.charge(request(u"T"_s, Access::Write, hashIn(i, 4), 1, msAt(10)));
            LW_OK(outcome);
            if (outcome->throttle) {
                QCOMPARE(i, 3);
                ++refused;
                if (firstReason.isEmpty())
                    firstReason = outcome->throttle->reason();
            }
        }
    }
    QCOMPARE(refused, throttled);
    QCOMPARE(firstReason, reason);
    const QList<PartitionSecond> heat = model.heat(u"T"_s, {}, msAt(10) / 1000, msAt(10) / 1000);
    QCOMPARE(heat.size(), 4);
    const MilliUnits share = wcu * kMilliPerUnit / 4;
    const MilliUnits extra = (hot - throttled) * kMilliPerUnit - share;
    QCOMPARE(heat[3].borrowed.write, adaptive ? std::max<MilliUnits>(0, extra) : 0);
    QCOMPARE(heat[3].fromBurst.write, !adaptive && burst ? std::max<MilliUnits>(0, extra) : 0);
}

void TestThroughput::splitForHeat()
{
    ModelSettings settings;
    settings.splitHeatSeconds = 3; // ours; AWS publishes no timing
    CapacityModel model(settings);
    LW_OK(model.addTable(provisionedTable(u"T"_s, 3000, 3000), kStartMs));
    QCOMPARE(model.partitions(u"T"_s).size(), 4);
    // 850 writes a second on one key: 85% of the partition's maximum, hot by the 80% default.
    for (qint64 s = 1; s <= 3; ++s)
        QCOMPARE(chargeRepeatedly(model, request(u"T"_s, Access::Write, 5, 1, msAt(s)), 850), 0);
    QCOMPARE(model.partitions(u"T"_s).size(), 4);
    // The fourth second opens with the split: a hot item's partition halves, and the key keeps
    // being served.
    QCOMPARE(chargeRepeatedly(model, request(u"T"_s, Access::Write, 5, 1, msAt(4)), 1), 0);
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), 5);
    verifyContiguous(views);
    const QList<SplitView> splits = model.splits(u"T"_s);
    QCOMPARE(splits.size(), 1);
    QCOMPARE(splits[0].cause, SplitCause::Heat);
    QCOMPARE(splits[0].second, msAt(4) / 1000);
    QCOMPARE(splits[0].atHash, quint64(1) << 61);
    // A second that is not hot resets the streak: no second split after two more hot seconds.
    LW_OK(model.charge(request(u"T"_s, Access::Write, 5, 1, msAt(5))));
    for (qint64 s = 6; s <= 7; ++s)
        QCOMPARE(chargeRepeatedly(model, request(u"T"_s, Access::Write, 5, 1, msAt(s)), 850), 0);
    LW_OK(model.charge(request(u"T"_s, Access::Write, 5, 1, msAt(8))));
    QCOMPARE(model.partitions(u"T"_s).size(), 5);
}

void TestThroughput::onDemand_data()
{
    QTest::addColumn<qint64>("initialWritePeak");
    QTest::addColumn<qint64>("maxWrite");
    QTest::addColumn<int>("served");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("exception");
    // A new on-demand table serves 4,000 writes a second at once (double its 2,000 peak).
    QTest::newRow("new-table") << qint64(2000) << qint64(0) << 4000
                               << u"TableWriteKeyRangeThroughputExceeded"_s
                               << u"ThrottlingException"_s;
    // Double a 30,000 peak would be 60,000; the per-table quota stops it at 40,000.
    QTest::newRow("table-quota") << qint64(30000) << qint64(0) << 40000
                                 << u"TableWriteAccountLimitExceeded"_s
                                 << u"RequestLimitExceeded"_s;
    QTest::newRow("max-write-request-units")
        << qint64(2000) << qint64(250) << 250 << u"TableWriteMaxOnDemandThroughputExceeded"_s
        << u"ThrottlingException"_s;
}

void TestThroughput::onDemand()
{
    QFETCH(qint64, initialWritePeak);
    QFETCH(qint64, maxWrite);
    QFETCH(int, served);
    QFETCH(QString, reason);
    QFETCH(QString, exception);
    ModelSettings settings;
    settings.onDemandInitialPeak.write = initialWritePeak;
    CapacityModel model(settings);
    TableSettings table = onDemandTable(u"T"_s);
    table.table.maxRequestUnits.write = maxWrite;
    LW_OK(model.addTable(table, kStartMs));
    const qint64 partitions = model.partitions(u"T"_s).size();
    // Keys spread over every partition, so no partition's maximum binds first.
    for (int i = 0; i < served; ++i) {
        const auto outcome = model.charge(
            request(u"T"_s, Access::Write, hashIn(i % partitions, partitions), 1, msAt(1)));
        LW_OK(outcome);
        QVERIFY2(outcome->served(), qPrintable(QString::number(i)));
    }
    const auto refused =
        model.charge(request(u"T"_s, Access::Write, hashIn(0, partitions), 1, msAt(1)));
    LW_OK(refused);
    QVERIFY(refused->throttle);
    QCOMPARE(refused->throttle->reason(), reason);
    QCOMPARE(refused->throttle->exceptionName(), exception);
}

void TestThroughput::onDemandPeakDoubles()
{
    // Sustained traffic becomes the previous peak 30 minutes on (our default), and then double
    // it is served; before that, traffic past double the old peak throttles.
    CapacityModel model;
    LW_OK(model.addTable(onDemandTable(u"T"_s), kStartMs));
    QCOMPARE(model.partitions(u"T"_s).size(), 8); // 12,000 reads and 4,000 writes a second
    auto writes = [&](qint64 second, int n) {
        const qint64 partitions = model.partitions(u"T"_s).size();
        int refused = 0;
        for (int i = 0; i < n; ++i) {
            const auto outcome = model.charge(request(
                u"T"_s, Access::Write, hashIn(i % partitions, partitions), 1, msAt(second)));
            refused += !outcome || !outcome->served();
        }
        return refused;
    };
    QCOMPARE(writes(10, 4000), 0);
    QCOMPARE(writes(11, 5000), 1000);
    QCOMPARE(writes(10 + 1799, 5000), 1000);
    QCOMPARE(writes(10 + 1800, 8000), 0);
    QCOMPARE(writes(10 + 1801, 8001), 1);
    // The peak's partitions: 12,000 reads and 8,000 writes a second need 12; doubled to 16.
    QCOMPARE(model.partitions(u"T"_s).size(), 16);
    const QList<ResourceSecond> totals = model.totals(u"T"_s, {}, 0, msAt(1811) / 1000);
    QCOMPARE(totals.first().capacity.write, MilliUnits(4'000'000));
    QCOMPARE(totals.last().capacity.write, MilliUnits(8'000'000));
}

void TestThroughput::switchToOnDemand()
{
    // A provisioned table switched to on demand starts from a previous peak of half its
    // provisioned capacity (here 5,000 writes), where that is more than a new table's.
    CapacityModel model;
    LW_OK(model.addTable(provisionedTable(u"T"_s, 3000, 10000), kStartMs));
    QCOMPARE(model.partitions(u"T"_s).size(), 11);
    LW_OK(model.updateTable(onDemandTable(u"T"_s), msAt(10)));
    // Double the peaks: 12,000 reads (a new table's) and 10,000 writes need 14; 11 doubles to 22.
    const QList<PartitionView> views = model.partitions(u"T"_s);
    QCOMPARE(views.size(), 22);
    for (const PartitionView &p : views)
        QCOMPARE(p.share, (PerAccess<MilliUnits>{0, 0}));
    int refused = 0;
    for (int i = 0; i < 10001; ++i) {
        const auto outcome =
            model.charge(request(u"T"_s, Access::Write, hashIn(i % 22, 22), 1, msAt(11)));
        LW_OK(outcome);
        if (outcome->throttle) {
            ++refused;
            QCOMPARE(outcome->throttle->exceptionName(), u"ThrottlingException"_s);
        }
    }
    QCOMPARE(refused, 1);
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
