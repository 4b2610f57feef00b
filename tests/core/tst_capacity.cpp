// Consumed capacity, TOTAL and INDEXES, by DynamoDB's rules (docs/fidelity.md):
// reads per 4 KB (eventual half), writes per 1 KB, Put charges the larger of old and new,
// a missing item still costs, an index pays for each entry it rewrites.
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// An item of PK "a", SK "1" whose total size is `bytes` (PK+a+SK+1+blob = 10 bytes of overhead).
QJsonObject sizedItem(int bytes, const QJsonObject &extra = {})
{
    QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, u"a"_s}}},
                     {u"SK"_s, QJsonObject{{u"S"_s, u"1"_s}}},
                     {u"blob"_s, QJsonObject{{u"S"_s, QString(bytes - 10, u'x')}}}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        item.insert(it.key(), it.value());
    return item;
}

} // namespace

class TestCapacity : public QObject
{
    Q_OBJECT

private slots:
    void getItem_data();
    void getItem();
    void putItem_data();
    void putItem();
    void indexWrites_data();
    void indexWrites();
};

void TestCapacity::getItem_data()
{
    QTest::addColumn<int>("bytes"); // 0: no item stored
    QTest::addColumn<bool>("consistent");
    QTest::addColumn<double>("units");
    QTest::newRow("missing-eventual") << 0 << false << 0.5;
    QTest::newRow("missing-strong") << 0 << true << 1.0;
    QTest::newRow("4KB-strong") << 4096 << true << 1.0;
    QTest::newRow("4KB+1-strong") << 4097 << true << 2.0;
    QTest::newRow("4KB+1-eventual") << 4097 << false << 1.0;
    QTest::newRow("100KB-eventual") << 100 * 1024 << false << 12.5;
}

void TestCapacity::getItem()
{
    QFETCH(int, bytes);
    QFETCH(bool, consistent);
    QFETCH(double, units);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    if (bytes)
        QVERIFY(ws.call(u"PutItem"_s,
                        QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, sizedItem(bytes)}}));
    auto got =
        ws.call(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                          {u"Key"_s, json(R"({"PK":{"S":"a"},"SK":{"S":"1"}})")},
                                          {u"ConsistentRead"_s, consistent},
                                          {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
    QVERIFY(got);
    QCOMPARE(got->value(u"ConsumedCapacity"_s).toObject(),
             (QJsonObject{{u"TableName"_s, u"Users"_s}, {u"CapacityUnits"_s, units}}));
}

void TestCapacity::putItem_data()
{
    QTest::addColumn<int>("oldBytes"); // 0: no item before
    QTest::addColumn<int>("newBytes");
    QTest::addColumn<double>("units");
    QTest::newRow("new-small") << 0 << 100 << 1.0;
    QTest::newRow("new-1KB") << 0 << 1024 << 1.0;
    QTest::newRow("new-1KB+1") << 0 << 1025 << 2.0;
    QTest::newRow("shrink-charges-old") << 5000 << 100 << 5.0;
    QTest::newRow("grow-charges-new") << 100 << 3000 << 3.0;
}

void TestCapacity::putItem()
{
    QFETCH(int, oldBytes);
    QFETCH(int, newBytes);
    QFETCH(double, units);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    if (oldBytes)
        QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                  {u"Item"_s, sizedItem(oldBytes)}}));
    auto put = ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                 {u"Item"_s, sizedItem(newBytes)},
                                                 {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
    QVERIFY(put);
    QCOMPARE(put->value(u"ConsumedCapacity"_s)[u"CapacityUnits"_s].toDouble(), units);
}

void TestCapacity::indexWrites_data()
{
    QTest::addColumn<QByteArray>("before"); // extra attributes of the stored item; "" = none stored
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QByteArray>("capacity");
    // The item is 100 bytes plus the index attributes; GSI1 is KEYS_ONLY.
    QTest::newRow("enter-gsi")
        << QByteArray() << QByteArray(R"({"GSI1PK":{"S":"g"}})")
        << QByteArray(
               R"({"CapacityUnits":2,"GlobalSecondaryIndexes":{"GSI1":{"CapacityUnits":1}},"Table":{"CapacityUnits":1},"TableName":"Users"})");
    QTest::newRow("stay-out")
        << QByteArray("{}") << QByteArray("{}")
        << QByteArray(R"({"CapacityUnits":1,"Table":{"CapacityUnits":1},"TableName":"Users"})");
    QTest::newRow("unchanged-keys-only-entry")
        << QByteArray(R"({"GSI1PK":{"S":"g"}})") << QByteArray(R"({"GSI1PK":{"S":"g"}})")
        << QByteArray(R"({"CapacityUnits":1,"Table":{"CapacityUnits":1},"TableName":"Users"})");
    QTest::newRow("move-index-key")
        << QByteArray(R"({"GSI1PK":{"S":"g"}})") << QByteArray(R"({"GSI1PK":{"S":"h"}})")
        << QByteArray(
               R"({"CapacityUnits":3,"GlobalSecondaryIndexes":{"GSI1":{"CapacityUnits":2}},"Table":{"CapacityUnits":1},"TableName":"Users"})");
    QTest::newRow("leave-gsi")
        << QByteArray(R"({"GSI1PK":{"S":"g"}})") << QByteArray("{}")
        << QByteArray(
               R"({"CapacityUnits":2,"GlobalSecondaryIndexes":{"GSI1":{"CapacityUnits":1}},"Table":{"CapacityUnits":1},"TableName":"Users"})");
    QTest::newRow("lsi-all")
        << QByteArray() << QByteArray(R"({"n":{"N":"1"}})")
        << QByteArray(
               R"({"CapacityUnits":2,"LocalSecondaryIndexes":{"ByN":{"CapacityUnits":1}},"Table":{"CapacityUnits":1},"TableName":"Users"})");
}

void TestCapacity::indexWrites()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QByteArray, capacity);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    if (!before.isEmpty())
        QVERIFY(ws.call(u"PutItem"_s,
                        QJsonObject{{u"TableName"_s, u"Users"_s},
                                    {u"Item"_s, sizedItem(100, json(before.constData()))}}));
    auto put =
        ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                          {u"Item"_s, sizedItem(100, json(after.constData()))},
                                          {u"ReturnConsumedCapacity"_s, u"INDEXES"_s}});
    QVERIFY(put);
    QCOMPARE(compact(put->value(u"ConsumedCapacity"_s).toObject()), capacity);
}

QTEST_GUILESS_MAIN(TestCapacity)
#include "tst_capacity.moc"
