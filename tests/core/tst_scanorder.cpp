// Scan's order and parallel Scan's segments are the service's: partition keys in the order of
// their hash (MD5 of "Outliers" and the key's bytes), a partition's items together by sort key,
// the entries of one hash-only GSI partition by the hash of their table key, and a Segment a
// contiguous range of the hash (engine/tablekeys.h, docs/fidelity.md "Scan order"). And a
// workspace of format 3, which stored its keys without the hash, is upgraded on open with every
// record found again (engine/keyupgrade.cpp).
#include "engine/engine.h"
#include "formatthree.h"
#include "model/number.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

// The keys the capture wrote, in this order (the rows below name items by these texts: a hash key
// alone, or pk|sk, or for the index g|pk|sk).
const QStringList kStrings{u"a"_s,
                           u"b"_s,
                           u"c"_s,
                           u"user#1"_s,
                           u"user#2"_s,
                           u"user#3"_s,
                           u"user#10"_s,
                           u"user#11"_s,
                           u"ORDER#2026-12-01"_s,
                           u"é"_s,
                           u"日本"_s,
                           u"zz"_s,
                           u"Alpha"_s,
                           u"alpha"_s,
                           u"x y"_s,
                           u"0"_s,
                           u"00"_s,
                           u"session:41"_s,
                           QString(70, u'k'),
                           u"tab\tkey"_s};
const QStringList kNumbers{u"0"_s,       u"1"_s,       u"-1"_s,          u"2"_s,
                           u"7"_s,       u"10"_s,      u"42"_s,          u"99"_s,
                           u"100"_s,     u"1.5"_s,     u"-2.5"_s,        u"0.001"_s,
                           u"-0.05"_s,   u"3.14159"_s, u"10000000000"_s, u"-1000"_s,
                           u"0.00001"_s, u"123.456"_s, u"-99.1"_s,       u"12345678901234567890"_s,
                           u"1E+125"_s,  u"-1E-130"_s};
// Base64 of 00, 00 01, 01, ff, de ad be ef, "abc", 00 00, 01..08, 80, 7f ff.
const QStringList kBinaries{u"AA=="_s, u"AAE="_s, u"AQ=="_s,         u"/w=="_s, u"3q2+7w=="_s,
                            u"YWJj"_s, u"AAA="_s, u"AQIDBAUGBwg="_s, u"gA=="_s, u"f/8="_s};
const QStringList kCompositePartitions{u"p1"_s, u"p2"_s, u"p3"_s,
                                       u"p4"_s, u"p5"_s, u"CUSTOMER#ada"_s};
const QStringList kCompositeSorts{u"1"_s, u"2"_s, u"10"_s, u"-3"_s};
const QStringList kColours{u"red"_s, u"green"_s, u"blue"_s};

QJsonObject typed(const QString &type, const QString &value)
{
    return QJsonObject{{type, value}};
}

void createHashTable(TestWorkspace &ws, const QString &name, const QString &type)
{
    ws.ok(u"CreateTable"_s,
          QJsonObject{
              {u"TableName"_s, name},
              {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
              {u"AttributeDefinitions"_s,
               QJsonArray{QJsonObject{{u"AttributeName"_s, u"pk"_s}, {u"AttributeType"_s, type}}}},
              {u"KeySchema"_s,
               QJsonArray{QJsonObject{{u"AttributeName"_s, u"pk"_s}, {u"KeyType"_s, u"HASH"_s}}}}});
}

// The tables and items the capture made, in the same order.
void fillAsCaptured(TestWorkspace &ws)
{
    const std::pair<QString, const QStringList *> hashTables[] = {
        {u"S"_s, &kStrings}, {u"N"_s, &kNumbers}, {u"B"_s, &kBinaries}};
    for (const auto &[type, keys] : hashTables) {
        const QString table = u"Hash"_s + type;
        createHashTable(ws, table, type);
        for (const QString &key : *keys)
            ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, table},
                                            {u"Item"_s, QJsonObject{{u"pk"_s, typed(type, key)}}}});
    }
    ws.ok(u"CreateTable"_s, R"({"TableName":"Comp","BillingMode":"PAY_PER_REQUEST",
        "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},
            {"AttributeName":"sk","AttributeType":"N"},{"AttributeName":"g","AttributeType":"S"}],
        "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],
        "GlobalSecondaryIndexes":[{"IndexName":"ByG",
            "KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],
            "Projection":{"ProjectionType":"ALL"}}]})");
    int n = 0;
    for (const QString &pk : kCompositePartitions)
        for (const QString &sk : kCompositeSorts)
            ws.ok(
                u"PutItem"_s,
                QJsonObject{{u"TableName"_s, u"Comp"_s},
                            {u"Item"_s, QJsonObject{{u"pk"_s, typed(u"S"_s, pk)},
                                                    {u"sk"_s, typed(u"N"_s, sk)},
                                                    {u"g"_s, typed(u"S"_s, kColours[n++ % 3])}}}});
}

QString scalarText(const QJsonValue &value)
{
    const QJsonObject typedValue = value.toObject();
    return typedValue.begin()->toString();
}

// How the rows name an item.
QString itemName(const QJsonObject &item, const QString &index)
{
    if (!item.contains(u"sk"_s))
        return scalarText(item[u"pk"_s]);
    const QString tableKey = scalarText(item[u"pk"_s]) + u'|' + scalarText(item[u"sk"_s]);
    return index.isEmpty() ? tableKey : scalarText(item[u"g"_s]) + u'|' + tableKey;
}

// Every item a Scan (of one segment) returns, page by page of `limit`, each page resuming after
// the last one's LastEvaluatedKey.
QStringList scanAll(TestWorkspace &ws, const QString &table, const QString &index, int limit,
                    int segment = 0, int totalSegments = 0)
{
    QJsonObject request{{u"TableName"_s, table}, {u"Limit"_s, limit}};
    if (!index.isEmpty())
        request.insert(u"IndexName"_s, index);
    if (totalSegments > 0) {
        request.insert(u"Segment"_s, segment);
        request.insert(u"TotalSegments"_s, totalSegments);
    }
    QStringList names;
    for (;;) {
        const QJsonObject page = ws.ok(u"Scan"_s, request);
        for (const auto &item : page[u"Items"_s].toArray())
            names << itemName(item.toObject(), index);
        if (!page.contains(u"LastEvaluatedKey"_s) || page.isEmpty())
            return names;
        request.insert(u"ExclusiveStartKey"_s, page[u"LastEvaluatedKey"_s]);
    }
}

// N keys come back in the service's plain form ("1E+125" as 1 and 125 zeros).
QStringList canonical(const QStringList &names, const QString &table)
{
    if (table != u"HashN"_s)
        return names;
    QStringList out;
    for (const QString &name : names)
        out << Number::parse(name)->toString();
    return out;
}

} // namespace

class TestScanOrder : public QObject
{
    Q_OBJECT

private slots:
    void scanOrderAndSegmentsAreTheServices_data();
    void scanOrderAndSegmentsAreTheServices();
    void aFormat3WorkspaceIsUpgraded();
};

void TestScanOrder::scanOrderAndSegmentsAreTheServices_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("index");
    QTest::addColumn<QStringList>("order");
    // The segment of each item of `order`, one digit each, for TotalSegments 1, 2, 3, 4 and 7.
    QTest::addColumn<QString>("segments");

    // Captured from dynalite 4.0.0 (which follows the service's hashing of partition keys) by
    // filling it as fillAsCaptured() does and scanning each table and index whole, then each
    // segment of 1, 2, 3, 4 and 7.
    QTest::newRow("HashS")
        << u"HashS"_s << QString()
        << QStringList{u"é"_s,       u"tab\tkey"_s,   QString(70, u'k'),
                       u"zz"_s,      u"user#3"_s,     u"Alpha"_s,
                       u"x y"_s,     u"user#2"_s,     u"b"_s,
                       u"user#10"_s, u"user#1"_s,     u"alpha"_s,
                       u"0"_s,       u"c"_s,          u"ORDER#2026-12-01"_s,
                       u"00"_s,      u"session:41"_s, u"日本"_s,
                       u"user#11"_s, u"a"_s}
        << u"00000000000000000000 00000000011111111111 00000011111111222222 00000111122222222233 00111222233344444466"_s;
    QTest::newRow("HashN")
        << u"HashN"_s << QString()
        << QStringList{u"-1"_s,      u"7"_s,           u"0.00001"_s,
                       u"1E+125"_s,  u"0.001"_s,       u"-1E-130"_s,
                       u"10"_s,      u"10000000000"_s, u"2"_s,
                       u"123.456"_s, u"100"_s,         u"-2.5"_s,
                       u"-0.05"_s,   u"1.5"_s,         u"12345678901234567890"_s,
                       u"42"_s,      u"1"_s,           u"-99.1"_s,
                       u"0"_s,       u"-1000"_s,       u"3.14159"_s,
                       u"99"_s}
        << u"0000000000000000000000 0000000000000111111111 0000000011111122222222 0000000111111223333333 0001111122223355555666"_s;
    QTest::newRow("HashB") << u"HashB"_s << QString()
                           << QStringList{u"YWJj"_s, u"AQIDBAUGBwg="_s, u"/w=="_s, u"AAE="_s,
                                          u"AQ=="_s, u"3q2+7w=="_s,     u"f/8="_s, u"AAA="_s,
                                          u"gA=="_s, u"AA=="_s}
                           << u"0000000000 0000001111 0000011122 0000112233 0011124456"_s;
    QTest::newRow("Comp")
        << u"Comp"_s << QString() << QStringList{u"p1|-3"_s,
                                                 u"p1|1"_s,
                                                 u"p1|2"_s,
                                                 u"p1|10"_s,
                                                 u"p3|-3"_s,
                                                 u"p3|1"_s,
                                                 u"p3|2"_s,
                                                 u"p3|10"_s,
                                                 u"p5|-3"_s,
                                                 u"p5|1"_s,
                                                 u"p5|2"_s,
                                                 u"p5|10"_s,
                                                 u"CUSTOMER#ada|-3"_s,
                                                 u"CUSTOMER#ada|1"_s,
                                                 u"CUSTOMER#ada|2"_s,
                                                 u"CUSTOMER#ada|10"_s,
                                                 u"p4|-3"_s,
                                                 u"p4|1"_s,
                                                 u"p4|2"_s,
                                                 u"p4|10"_s,
                                                 u"p2|-3"_s,
                                                 u"p2|1"_s,
                                                 u"p2|2"_s,
                                                 u"p2|10"_s}
        << u"000000000000000000000000 000000000000111111111111 111111111111111122222222 111111111111222222222222 222222223333444444444444"_s;
    QTest::newRow("Comp.ByG")
        << u"Comp"_s << u"ByG"_s
        << QStringList{u"red|p5|10"_s,
                       u"red|p4|1"_s,
                       u"red|p3|2"_s,
                       u"red|p4|-3"_s,
                       u"red|p2|10"_s,
                       u"red|p1|-3"_s,
                       u"red|p1|1"_s,
                       u"red|CUSTOMER#ada|2"_s,
                       u"blue|p1|10"_s,
                       u"blue|p5|2"_s,
                       u"blue|CUSTOMER#ada|-3"_s,
                       u"blue|p2|2"_s,
                       u"blue|p3|1"_s,
                       u"blue|CUSTOMER#ada|1"_s,
                       u"blue|p4|10"_s,
                       u"blue|p3|-3"_s,
                       u"green|p5|-3"_s,
                       u"green|p4|2"_s,
                       u"green|p5|1"_s,
                       u"green|p1|2"_s,
                       u"green|p2|-3"_s,
                       u"green|CUSTOMER#ada|10"_s,
                       u"green|p2|1"_s,
                       u"green|p3|10"_s}
        << u"000000000000000000000000 000000001111111111111111 000000001111111122222222 111111112222222233333333 111111113333333355555555"_s;
}

void TestScanOrder::scanOrderAndSegmentsAreTheServices()
{
    QFETCH(QString, table);
    QFETCH(QString, index);
    QFETCH(QStringList, order);
    QFETCH(QString, segments);
    order = canonical(order, table);
    TestWorkspace ws;
    fillAsCaptured(ws);

    // Pages of 4 and of 1000 (one page) list the same order: LastEvaluatedKey resumes exactly.
    QCOMPARE(scanAll(ws, table, index, 1000), order);
    QCOMPARE(scanAll(ws, table, index, 4), order);

    const QStringList perTotal = segments.split(u' ');
    const int totals[] = {1, 2, 3, 4, 7};
    QCOMPARE(perTotal.size(), int(std::size(totals)));
    for (qsizetype t = 0; t < perTotal.size(); ++t) {
        const int total = totals[t];
        QString found(order.size(), u'?');
        QStringList inSegmentOrder;
        for (int segment = 0; segment < total; ++segment) {
            const QStringList names = scanAll(ws, table, index, 3, segment, total);
            inSegmentOrder += names;
            for (const QString &name : names)
                found[order.indexOf(name)] = QChar(u'0' + segment);
        }
        QCOMPARE(found, perTotal[t]);
        // Each segment is a contiguous range of the order: read one after the other, the same.
        QCOMPARE(inSegmentOrder, order);
    }
}

// A workspace with every kind of record that holds an item key, stored as format 3 did, opens as
// format 4 with each of them where the current code puts it: the upgraded workspace is byte for
// byte the one format 4 wrote, and reads, history and TTL find everything again.
void TestScanOrder::aFormat3WorkspaceIsUpgraded()
{
    TestWorkspace ws;
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(1'792'496'917'000));
    ws.ok(u"CreateTable"_s, R"({"TableName":"Shop","BillingMode":"PAY_PER_REQUEST",
        "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
            {"AttributeName":"SK","AttributeType":"S"},{"AttributeName":"status","AttributeType":"S"},
            {"AttributeName":"total","AttributeType":"N"}],
        "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
        "GlobalSecondaryIndexes":[{"IndexName":"ByStatus",
            "KeySchema":[{"AttributeName":"status","KeyType":"HASH"}],
            "Projection":{"ProjectionType":"KEYS_ONLY"}}],
        "LocalSecondaryIndexes":[{"IndexName":"ByTotal",
            "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"total","KeyType":"RANGE"}],
            "Projection":{"ProjectionType":"ALL"}}],
        "StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_AND_OLD_IMAGES"}})");
    ws.ok(u"UpdateTimeToLive"_s, R"({"TableName":"Shop",
        "TimeToLiveSpecification":{"Enabled":true,"AttributeName":"expires"}})");
    QVERIFY(engine.advanceClock(engine.nowMs() + TimeToLiveSetting::kSettleMs));
    ws.ok(u"CreateConsumer"_s, R"({"TableName":"Shop","ConsumerName":"search","Type":"PROJECTOR",
        "Projector":{"AttributesToProject":["status"]}})");
    // Partition keys short and long (past 64 encoded bytes their hash part is a digest).
    const QStringList partitions{u"CUSTOMER#ada"_s, u"CUSTOMER#bob"_s, QString(100, u'L'),
                                 u"ORDER#1"_s};
    const qint64 expires = engine.nowMs() / 1000 + 3600;
    for (const QString &pk : partitions)
        for (int i = 0; i < 3; ++i)
            ws.ok(u"PutItem"_s,
                  QJsonObject{{u"TableName"_s, u"Shop"_s},
                              {u"Item"_s, QJsonObject{{u"PK"_s, typed(u"S"_s, pk)},
                                                      {u"SK"_s, typed(u"S"_s, u"s%1"_s.arg(i))},
                                                      {u"status"_s, typed(u"S"_s, u"NEW"_s)},
                                                      {u"total"_s, typed(u"N"_s, u"%1"_s.arg(i))},
                                                      {u"expires"_s,
                                                       typed(u"N"_s, QString::number(expires))}}}});
    QVERIFY(engine.advanceClock(engine.nowMs() + 1000)); // the projector polls
    // Versions: an update and a deletion in each partition, the long one included.
    for (const QString &pk : partitions) {
        const QJsonObject key{{u"PK"_s, typed(u"S"_s, pk)}, {u"SK"_s, typed(u"S"_s, u"s0"_s)}};
        ws.ok(u"UpdateItem"_s,
              QJsonObject{{u"TableName"_s, u"Shop"_s},
                          {u"Key"_s, key},
                          {u"UpdateExpression"_s, u"SET #s = :s"_s},
                          {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"status"_s}}},
                          {u"ExpressionAttributeValues"_s,
                           QJsonObject{{u":s"_s, typed(u"S"_s, u"PAID"_s)}}}});
        ws.ok(u"DeleteItem"_s,
              QJsonObject{{u"TableName"_s, u"Shop"_s},
                          {u"Key"_s, QJsonObject{{u"PK"_s, typed(u"S"_s, pk)},
                                                 {u"SK"_s, typed(u"S"_s, u"s1"_s)}}}});
    }
    QVERIFY(engine.advanceClock(engine.nowMs() + 1000));
    // A deleted table's versions stay, under a key schema only the history knows.
    createHashTable(ws, u"Gone"_s, u"N"_s);
    ws.ok(u"PutItem"_s, R"({"TableName":"Gone","Item":{"pk":{"N":"-2.5"}}})");
    ws.ok(u"DeleteTable"_s, R"({"TableName":"Gone"})");
    QVERIFY(engine.advanceClock(engine.nowMs() + 1000));
    QCOMPARE(engine.verify(), QStringList());
    const QJsonObject scanned = ws.ok(u"Scan"_s, R"({"TableName":"Shop"})");
    const QJsonObject byStatus = ws.ok(u"Scan"_s, R"({"TableName":"Shop","IndexName":"ByStatus"})");
    const QJsonObject history =
        ws.ok(u"GetItemHistory"_s,
              R"({"TableName":"Shop","Key":{"PK":{"S":"ORDER#1"},"SK":{"S":"s0"}}})");

    const QString dir = ws.path();
    ws.close();
    const QByteArray written = dumpWorkspace(dir);
    storeAsFormat3(dir);
    QVERIFY(dumpWorkspace(dir) != written);
    {
        auto upgraded = Workspace::open(dir);
        LW_OK(upgraded);
        QCOMPARE((*upgraded)->engine().verify(), QStringList());
        Api &api = (*upgraded)->api();
        QCOMPARE(*api.call(u"Scan"_s, json(R"({"TableName":"Shop"})")), scanned);
        QCOMPARE(*api.call(u"Scan"_s, json(R"({"TableName":"Shop","IndexName":"ByStatus"})")),
                 byStatus);
        QCOMPARE(
            *api.call(u"GetItemHistory"_s,
                      json(R"({"TableName":"Shop","Key":{"PK":{"S":"ORDER#1"},"SK":{"S":"s0"}}})")),
            history);
    }
    QCOMPARE(dumpWorkspace(dir), written);
}

QTEST_GUILESS_MAIN(TestScanOrder)
#include "tst_scanorder.moc"
