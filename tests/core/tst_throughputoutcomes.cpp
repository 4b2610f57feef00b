// What the capacity model answers and keeps (core/throughput/, docs/throughput.md): the
// service's exception types, reasons and texts for each kind of refusal, a global secondary
// index refusing a base-table write (back-pressure), the key hash, errors as values, and the
// state: the same sequence gives byte-identical bytes, load() reads what save() wrote and refuses
// damaged bytes, and rewind() puts the model back as it was.
#include "lwtest.h"
#include "model/keyhash.h"
#include "throughputtest.h"

using namespace Qt::StringLiterals;
using namespace lw::test;
using namespace lw::throughput;

namespace {

const QString kTableText = u"The level of configured provisioned throughput for the table was "
                           "exceeded. Consider increasing your provisioning level with the "
                           "UpdateTable API."_s;
const QString kIndexText = u"The level of configured provisioned throughput for one or more "
                           "global secondary indexes of the table was exceeded. Consider "
                           "increasing your provisioning level for the under-provisioned global "
                           "secondary indexes with the UpdateTable API"_s;
const QString kOnDemandText =
    u"Throughput exceeds the current capacity of your table or index. DynamoDB is automatically "
    "scaling your table or index so please try again shortly. If exceptions persist, check if you "
    "have a hot key: "
    "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html"_s;

// A fleet table keyed by deviceId with a GSI on firmware version, both provisioned with `wcu`
// (3,000 RCU and 3,000 WCU: four partitions each).
TableSettings fleetTable(qint64 wcu = 3000, qint64 indexWcu = 3000)
{
    TableSettings t = provisionedTable(u"Fleet"_s, 3000, wcu);
    ResourceSettings gsi;
    gsi.capacityUnits = {3000, indexWcu};
    t.globalIndexes.insert(u"byFirmware"_s, gsi);
    return t;
}

// A PutItem of device `device` whose firmware index entry lands on `firmwareHash`.
Request putDevice(int device, quint64 firmwareHash, qint64 simMs)
{
    Request r =
        request(u"Fleet"_s, Access::Write,
                lw::partitionKeyHash(QByteArray("device#" + QByteArray::number(device))), 1, simMs);
    r.indexWrites.append(Target{u"byFirmware"_s, firmwareHash, 1, 0});
    return r;
}

// A mixed workload over two tables, reads and writes, hot and cold keys, crossing seconds: the
// same `seed` always gives the same requests.
void runWorkload(CapacityModel &model, quint32 seed, qint64 fromSecond, qint64 toSecond)
{
    quint32 x = seed;
    auto next = [&x] {
        x = x * 1664525u + 1013904223u;
        return x >> 8;
    };
    for (qint64 s = fromSecond; s <= toSecond; ++s) {
        for (int i = 0; i < 400; ++i) {
            const bool hot = next() % 4 == 0;
            const quint64 hash = hot ? 77 : (quint64(next()) << 40) ^ next();
            if (next() % 3 == 0) {
                (void)model.charge(request(u"Orders"_s, Access::Read, hash, 0.5, msAt(s, i * 2)));
            } else {
                (void)model.charge(putDevice(int(next() % 5000), hot ? 1 : hash, msAt(s, i * 2)));
            }
        }
    }
}

// Small enough that the workload throttles: the table, its index and Orders.
void addWorkloadTables(CapacityModel &model)
{
    QVERIFY(model.addTable(fleetTable(100, 50), kStartMs));
    QVERIFY(model.addTable(provisionedTable(u"Orders"_s, 40, 5), kStartMs));
}

} // namespace

class TestThroughputOutcomes : public QObject
{
    Q_OBJECT

private slots:
    void texts_data();
    void texts();
    void backPressure();
    void shardedIndexKey();
    void indexRead();
    void keyHash_data();
    void keyHash();
    void errors();
    void deterministic();
    void saveLoad();
    void damagedState_data();
    void damagedState();
    void rewind();
};

void TestThroughputOutcomes::texts_data()
{
    QTest::addColumn<BillingMode>("mode");
    QTest::addColumn<QString>("index");
    QTest::addColumn<Access>("access");
    QTest::addColumn<LimitType>("limit");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("exception");
    QTest::addColumn<QString>("message");
    const auto P = BillingMode::Provisioned, D = BillingMode::PayPerRequest;
    const QString gsi = u"byFirmware"_s;
    QTest::newRow("table-capacity")
        << P << QString() << Access::Read << LimitType::ProvisionedThroughputExceeded
        << u"TableReadProvisionedThroughputExceeded"_s
        << u"ProvisionedThroughputExceededException"_s << kTableText;
    QTest::newRow("table-hot-partition")
        << P << QString() << Access::Write << LimitType::KeyRangeThroughputExceeded
        << u"TableWriteKeyRangeThroughputExceeded"_s << u"ProvisionedThroughputExceededException"_s
        << kTableText;
    QTest::newRow("index-capacity")
        << P << gsi << Access::Write << LimitType::ProvisionedThroughputExceeded
        << u"IndexWriteProvisionedThroughputExceeded"_s
        << u"ProvisionedThroughputExceededException"_s << kIndexText;
    QTest::newRow("index-hot-partition")
        << P << gsi << Access::Write << LimitType::KeyRangeThroughputExceeded
        << u"IndexWriteKeyRangeThroughputExceeded"_s << u"ProvisionedThroughputExceededException"_s
        << kIndexText;
    QTest::newRow("on-demand-hot-partition")
        << D << QString() << Access::Write << LimitType::KeyRangeThroughputExceeded
        << u"TableWriteKeyRangeThroughputExceeded"_s << u"ThrottlingException"_s << kOnDemandText;
    QTest::newRow("on-demand-index-maximum")
        << D << gsi << Access::Write << LimitType::MaxOnDemandThroughputExceeded
        << u"IndexWriteMaxOnDemandThroughputExceeded"_s << u"ThrottlingException"_s
        << kOnDemandText;
    QTest::newRow("on-demand-quota")
        << D << QString() << Access::Read << LimitType::AccountLimitExceeded
        << u"TableReadAccountLimitExceeded"_s << u"RequestLimitExceeded"_s
        << u"Throughput exceeds the current throughput quota for your account. Contact AWS "
           "Support to request a quota increase."_s;
}

void TestThroughputOutcomes::texts()
{
    QFETCH(BillingMode, mode);
    QFETCH(QString, index);
    QFETCH(Access, access);
    QFETCH(LimitType, limit);
    QFETCH(QString, reason);
    QFETCH(QString, exception);
    QFETCH(QString, message);
    const Throttle t{index, access, limit, mode, 0};
    QCOMPARE(t.reason(), reason);
    QCOMPARE(t.exceptionName(), exception);
    QCOMPARE(t.message(), message);
}

void TestThroughputOutcomes::backPressure()
{
    // Seed 001's story: every device on one firmware version puts all index entries on one GSI
    // partition. At 1,000 writes a second it refuses, and the base table's PutItem is throttled,
    // while the table and the index both show spare capacity.
    CapacityModel model;
    LW_OK(model.addTable(fleetTable(), kStartMs));
    const quint64 firmware = lw::partitionKeyHash("fw-1.4.2");
    for (int d = 0; d < 1000; ++d) {
        const auto outcome = model.charge(putDevice(d, firmware, msAt(1)));
        LW_OK(outcome);
        QVERIFY(outcome->served());
    }
    const auto refused = model.charge(putDevice(1000, firmware, msAt(1)));
    LW_OK(refused);
    QVERIFY(refused->throttle);
    QCOMPARE(refused->throttle->index, u"byFirmware"_s);
    QCOMPARE(refused->throttle->reason(), u"IndexWriteKeyRangeThroughputExceeded"_s);
    QCOMPARE(refused->throttle->exceptionName(), u"ProvisionedThroughputExceededException"_s);
    QCOMPARE(refused->throttle->message(), kIndexText);
    QCOMPARE(refused->throttle->partition,
             *model.partitionOf(u"Fleet"_s, u"byFirmware"_s, firmware));
    // The refused write was charged nowhere: 1,000 of 3,000 on each.
    const qint64 second = msAt(1) / 1000;
    const QList<ResourceSecond> table = model.totals(u"Fleet"_s, {}, second, second);
    const QList<ResourceSecond> index = model.totals(u"Fleet"_s, u"byFirmware"_s, second, second);
    QCOMPARE(table.size(), 1);
    QCOMPARE(index.size(), 1);
    QCOMPARE(table[0].consumed.write, MilliUnits(1'000'000));
    QCOMPARE(table[0].throttledRequests.write, 0);
    QCOMPARE(index[0].consumed.write, MilliUnits(1'000'000));
    QCOMPARE(index[0].throttledRequests.write, 1);
    QVERIFY(table[0].consumed.write < table[0].capacity.write);
    QVERIFY(index[0].consumed.write < index[0].capacity.write);
    // The heat shows where: one hot index partition, the refusal marked on it.
    const QList<PartitionSecond> heat = model.heat(u"Fleet"_s, u"byFirmware"_s, second, second);
    QCOMPARE(heat.size(), 1);
    QCOMPARE(heat[0].partition, refused->throttle->partition);
    QCOMPARE(heat[0].throttledRequests.write, 1);
}

void TestThroughputOutcomes::shardedIndexKey()
{
    // The fix: the index key sharded over ten suffixes. 1,500 writes a second: one key refuses a
    // third of them, ten shards (at most six on one index partition here) refuse none.
    for (const bool sharded : {false, true}) {
        CapacityModel model;
        LW_OK(model.addTable(fleetTable(), kStartMs));
        int refused = 0;
        for (int d = 0; d < 1500; ++d) {
            const QByteArray key =
                sharded ? QByteArray("fw-1.4.2#" + QByteArray::number(d % 10 + 1)) : "fw-1.4.2";
            const auto outcome = model.charge(putDevice(d, lw::partitionKeyHash(key), msAt(1)));
            LW_OK(outcome);
            refused += !outcome->served();
        }
        QCOMPARE(refused, sharded ? 0 : 500);
    }
}

void TestThroughputOutcomes::indexRead()
{
    // A Query on an index with too little read capacity is refused by the index alone: a GSI's
    // read throttling does not touch the base table.
    CapacityModel model;
    TableSettings t = fleetTable();
    t.globalIndexes[u"byFirmware"_s].capacityUnits.read = 10;
    LW_OK(model.addTable(t, kStartMs));
    Request query = request(u"Fleet"_s, Access::Read, lw::partitionKeyHash("fw-1.4.2"), 5, msAt(0));
    query.target.index = u"byFirmware"_s;
    // 10 units in the creation second (nothing banked yet): two 5-unit pages, then refused.
    LW_OK(model.charge(query));
    LW_OK(model.charge(query));
    const auto refused = model.charge(query);
    LW_OK(refused);
    QVERIFY(refused->throttle);
    QCOMPARE(refused->throttle->reason(), u"IndexReadProvisionedThroughputExceeded"_s);
    QCOMPARE(refused->throttle->message(), kIndexText);
    QVERIFY(model.totals(u"Fleet"_s, {}, 0, msAt(0) / 1000).isEmpty());
    const auto tableRead = model.charge(request(u"Fleet"_s, Access::Read, 1, 5, msAt(0)));
    QVERIFY(tableRead && tableRead->served());
}

void TestThroughputOutcomes::keyHash_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<quint64>("hash");
    // MD5("Outliers" + key), first 8 bytes; dynalite's hashPrefix is the first 6 hex digits.
    QTest::newRow("empty") << QByteArray() << quint64(0x65a4c05294be8932);
    QTest::newRow("user#1") << QByteArray("user#1") << quint64(0x8b542929238862fe);
    QTest::newRow("date") << QByteArray("2026-12-01") << quint64(0x95601f90bec8613f);
    QTest::newRow("status") << QByteArray("active") << quint64(0x3b210da37851d3c7);
}

void TestThroughputOutcomes::keyHash()
{
    QFETCH(QByteArray, key);
    QFETCH(quint64, hash);
    QCOMPARE(lw::partitionKeyHash(key), hash);
    QCOMPARE(lw::partitionKeyBytes(lw::AttributeValue::string(QString::fromUtf8(key))), key);
    QCOMPARE(lw::partitionKeyBytes(lw::AttributeValue::binary(key)), key);
    QCOMPARE(lw::partitionKeyBytes(lw::AttributeValue::boolean(true)), QByteArray());
}

void TestThroughputOutcomes::errors()
{
    CapacityModel model;
    LW_OK(model.addTable(fleetTable(), kStartMs));
    QCOMPARE(model.addTable(fleetTable(), kStartMs).error().type, lw::ErrorType::ResourceInUse);
    QCOMPARE(model.charge(request(u"Nope"_s, Access::Read, 1, 1, msAt(1))).error().type,
             lw::ErrorType::ResourceNotFound);
    Request unknownIndex = request(u"Fleet"_s, Access::Read, 1, 1, msAt(1));
    unknownIndex.target.index = u"nope"_s;
    QCOMPARE(model.charge(unknownIndex).error().type, lw::ErrorType::ResourceNotFound);
    Request readWrites = putDevice(1, 1, msAt(1));
    readWrites.access = Access::Read;
    QCOMPARE(model.charge(readWrites).error().type, lw::ErrorType::Validation);
    QCOMPARE(model.charge(request(u"Fleet"_s, Access::Read, 1, -1, msAt(1))).error().type,
             lw::ErrorType::Validation);
    LW_OK(model.charge(request(u"Fleet"_s, Access::Read, 1, 1, msAt(5))));
    // The same second again is fine; an earlier one is refused and changes nothing.
    LW_OK(model.charge(request(u"Fleet"_s, Access::Read, 1, 1, msAt(5, 999))));
    const QByteArray before = model.save();
    QCOMPARE(model.charge(request(u"Fleet"_s, Access::Read, 1, 1, msAt(4, 999))).error().type,
             lw::ErrorType::InternalServerError);
    QCOMPARE(model.save(), before);
    QCOMPARE(model.updateTable(provisionedTable(u"Nope"_s, 1, 1), msAt(6)).error().type,
             lw::ErrorType::ResourceNotFound);
    QVERIFY(model.partitions(u"Nope"_s).isEmpty());
    QVERIFY(!model.partitionOf(u"Fleet"_s, u"nope"_s, 1));
}

void TestThroughputOutcomes::deterministic()
{
    CapacityModel first, second;
    addWorkloadTables(first);
    addWorkloadTables(second);
    runWorkload(first, 7, 1, 20);
    runWorkload(second, 7, 1, 20);
    const QByteArray bytes = first.save();
    QCOMPARE(second.save(), bytes);
    // The workload did throttle (the hot firmware key and the small Orders table), so the
    // comparison covered refusals too.
    qint32 throttled = 0;
    for (const ResourceSecond &s : first.totals(u"Fleet"_s, u"byFirmware"_s, 0, msAt(20) / 1000))
        throttled += s.throttledRequests.write;
    QVERIFY(throttled > 0);
    // A different seed gives a different state: the comparison can fail.
    CapacityModel third;
    addWorkloadTables(third);
    runWorkload(third, 8, 1, 20);
    QVERIFY(third.save() != bytes);
}

void TestThroughputOutcomes::saveLoad()
{
    CapacityModel model;
    addWorkloadTables(model);
    runWorkload(model, 3, 1, 10);
    for (auto contents :
         {CapacityModel::Contents::StateOnly, CapacityModel::Contents::StateAndHistory}) {
        const QByteArray bytes = model.save(contents);
        auto loaded = CapacityModel::load(bytes);
        LW_OK(loaded);
        QCOMPARE(loaded->save(contents), bytes);
        QCOMPARE(loaded->partitions(u"Fleet"_s, u"byFirmware"_s),
                 model.partitions(u"Fleet"_s, u"byFirmware"_s));
        QCOMPARE(loaded->settings(), model.settings());
    }
    auto loaded = CapacityModel::load(model.save());
    LW_OK(loaded);
    QCOMPARE(loaded->heat(u"Fleet"_s, u"byFirmware"_s, 0, msAt(10) / 1000),
             model.heat(u"Fleet"_s, u"byFirmware"_s, 0, msAt(10) / 1000));
    // A loaded model goes on exactly as the original does.
    runWorkload(model, 4, 11, 15);
    runWorkload(*loaded, 4, 11, 15);
    QCOMPARE(loaded->save(), model.save());
}

void TestThroughputOutcomes::damagedState_data()
{
    QTest::addColumn<int>("damage"); // 0 truncate, 1 wrong magic, 2 future version, 3 trailing
    QTest::newRow("truncated") << 0;
    QTest::newRow("not-a-model") << 1;
    QTest::newRow("unknown-version") << 2;
    QTest::newRow("trailing-bytes") << 3;
}

void TestThroughputOutcomes::damagedState()
{
    QFETCH(int, damage);
    CapacityModel model;
    addWorkloadTables(model);
    runWorkload(model, 5, 1, 3);
    QByteArray bytes = model.save();
    switch (damage) {
    case 0:
        bytes.chop(bytes.size() / 3);
        break;
    case 1:
        bytes[0] = 'X';
        break;
    case 2:
        bytes[5] = char(2);
        break;
    default:
        bytes.append('\0');
    }
    const auto loaded = CapacityModel::load(bytes);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().type, lw::ErrorType::Serialization);
    QCOMPARE(model.rewind(bytes, msAt(3)).error().type, lw::ErrorType::Serialization);
}

void TestThroughputOutcomes::rewind()
{
    // A snapshot after the last charge of second 10, the model run on to second 20, then rewound
    // to 10.5 s: the state and history are as they were at 10, and running seconds 11..20 again
    // gives the same bytes as the first time.
    CapacityModel model;
    addWorkloadTables(model);
    runWorkload(model, 9, 1, 10);
    const QByteArray snapshot = model.save(CapacityModel::Contents::StateOnly);
    const QByteArray at10 = model.save();
    runWorkload(model, 10, 11, 20);
    const QByteArray at20 = model.save();
    QVERIFY(at20 != at10);
    LW_OK(model.rewind(snapshot, msAt(10, 500)));
    QCOMPARE(model.save(), at10);
    QVERIFY(model.heat(u"Fleet"_s, u"byFirmware"_s, msAt(11) / 1000, msAt(20) / 1000).isEmpty());
    runWorkload(model, 10, 11, 20);
    QCOMPARE(model.save(), at20);
}

QTEST_GUILESS_MAIN(TestThroughputOutcomes)
#include "tst_throughputoutcomes.moc"
