// The data plane end to end through the api: writes, reads, batches, scan pages.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestItems : public QObject
{
    Q_OBJECT

private slots:
    void putGetDelete();
    void returnValuesAllOld_data();
    void returnValuesAllOld();
    void batchWriteAndGet();
    void scanPages_data();
    void scanPages();
    void scanStopsAtOneMegabyte();
    void itemSizeLimit_data();
    void itemSizeLimit();
    void keySizeLimits_data();
    void keySizeLimits();
    void projectionExpression_data();
    void projectionExpression();
    void parallelScan_data();
    void parallelScan();
    void segmentErrors_data();
    void segmentErrors();
};

void TestItems::putGetDelete()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"u1"},"SK":{"S":"p"},"n":{"N":"007.50"}}})");
    auto got = ws.ok(
        u"GetItem"_s,
        R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"p"}},"ConsistentRead":true})");
    QCOMPARE(compact(got),
             QByteArray(R"({"Item":{"PK":{"S":"u1"},"SK":{"S":"p"},"n":{"N":"7.5"}}})"));

    auto missing =
        ws.ok(u"GetItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u2"},"SK":{"S":"p"}}})");
    QCOMPARE(compact(missing), QByteArray("{}"));

    ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"p"}}})");
    auto gone =
        ws.ok(u"GetItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"p"}}})");
    QCOMPARE(compact(gone), QByteArray("{}"));
    // Deleting a missing item is not an error.
    ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"p"}}})");
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestItems::returnValuesAllOld_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("put-replaces")
        << u"PutItem"_s
        << QByteArray(
               R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"2"}},"ReturnValues":"ALL_OLD"})")
        << QByteArray(R"({"Attributes":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"1"}}})");
    QTest::newRow("put-new")
        << u"PutItem"_s
        << QByteArray(
               R"({"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"x"}},"ReturnValues":"ALL_OLD"})")
        << QByteArray("{}");
    QTest::newRow("put-none")
        << u"PutItem"_s
        << QByteArray(
               R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnValues":"NONE"})")
        << QByteArray("{}");
    QTest::newRow("delete-existing")
        << u"DeleteItem"_s
        << QByteArray(
               R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnValues":"ALL_OLD"})")
        << QByteArray(R"({"Attributes":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"1"}}})");
    QTest::newRow("delete-missing")
        << u"DeleteItem"_s
        << QByteArray(
               R"({"TableName":"Users","Key":{"PK":{"S":"zz"},"SK":{"S":"x"}},"ReturnValues":"ALL_OLD"})")
        << QByteArray("{}");
}

void TestItems::returnValuesAllOld()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"1"}}})");
    auto result = ws.call(action, json(request.constData()));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(compact(*result), expected);
}

void TestItems::batchWriteAndGet()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"old"},"SK":{"S":"x"}}})");
    auto written = ws.ok(u"BatchWriteItem"_s, R"({"RequestItems":{"Users":[
        {"PutRequest":{"Item":{"PK":{"S":"a"},"SK":{"S":"x"},"GSI1PK":{"S":"g"}}}},
        {"PutRequest":{"Item":{"PK":{"S":"b"},"SK":{"S":"x"}}}},
        {"DeleteRequest":{"Key":{"PK":{"S":"old"},"SK":{"S":"x"}}}}]},
        "ReturnConsumedCapacity":"TOTAL"})");
    QCOMPARE(
        compact(written),
        QByteArray(
            R"({"ConsumedCapacity":[{"CapacityUnits":4,"TableName":"Users"}],"UnprocessedItems":{}})"));

    auto got = ws.ok(u"BatchGetItem"_s, R"({"RequestItems":{"Users":{"Keys":[
        {"PK":{"S":"a"},"SK":{"S":"x"}},{"PK":{"S":"old"},"SK":{"S":"x"}},{"PK":{"S":"b"},"SK":{"S":"x"}}]}},
        "ReturnConsumedCapacity":"TOTAL"})");
    // Missing keys are simply absent; each key is charged on its own (3 × 0.5).
    QCOMPARE(
        compact(got),
        QByteArray(
            R"({"ConsumedCapacity":[{"CapacityUnits":1.5,"TableName":"Users"}],"Responses":{"Users":[)"
            R"({"GSI1PK":{"S":"g"},"PK":{"S":"a"},"SK":{"S":"x"}},{"PK":{"S":"b"},"SK":{"S":"x"}}]},"UnprocessedKeys":{}})"));

    // More than 25 writes to one table break the map value's constraint, before anything is
    // written (dynalite's suite records the service's text).
    QJsonArray many;
    for (int i = 0; i < 26; ++i)
        many.append(QJsonObject{
            {u"PutRequest"_s,
             QJsonObject{{u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"k%1"_s.arg(i)}}},
                                                 {u"SK"_s, QJsonObject{{u"S"_s, u"x"_s}}}}}}}});
    auto tooMany = ws.call(u"BatchWriteItem"_s,
                           QJsonObject{{u"RequestItems"_s, QJsonObject{{u"Users"_s, many}}}});
    QVERIFY(!tooMany);
    QVERIFY2(tooMany.error().message.startsWith(u"1 validation error detected: Value '{"_s),
             qPrintable(tooMany.error().message));
    QVERIFY2(tooMany.error().message.endsWith(
                 u"}' at 'requestItems' failed to satisfy constraint: Map value must satisfy "
                 u"constraint: [Member must have length less than or equal to 25, Member must "
                 u"have length greater than or equal to 1]"_s),
             qPrintable(tooMany.error().message));
    auto scan = ws.ok(u"Scan"_s, R"({"TableName":"Users"})");
    QCOMPARE(scan.value(u"Count"_s).toInt(), 2);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestItems::scanPages_data()
{
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<int>>("pageSizes");
    QTest::newRow("limit-divides") << 6 << 3 << QList<int>{3, 3, 0};
    QTest::newRow("limit-remainder") << 7 << 3 << QList<int>{3, 3, 1};
    QTest::newRow("limit-larger") << 2 << 5 << QList<int>{2};
    QTest::newRow("empty-table") << 0 << 5 << QList<int>{0};
}

void TestItems::scanPages()
{
    QFETCH(int, items);
    QFETCH(int, limit);
    QFETCH(QList<int>, pageSizes);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    for (int i = 0; i < items; ++i)
        QVERIFY(ws.putUser(u"p"_s, u"s%1"_s.arg(i)));

    QJsonObject request{{u"TableName"_s, u"Users"_s}, {u"Limit"_s, limit}};
    QList<int> sizes;
    QStringList seen;
    for (;;) {
        auto page = ws.call(u"Scan"_s, request);
        QVERIFY(page);
        sizes << page->value(u"Count"_s).toInt();
        QCOMPARE(page->value(u"ScannedCount"_s).toInt(), sizes.last());
        for (const auto &item : page->value(u"Items"_s).toArray())
            seen << item[u"SK"_s][u"S"_s].toString();
        if (!page->contains(u"LastEvaluatedKey"_s))
            break;
        request.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
    }
    QCOMPARE(sizes, pageSizes);
    // Every item exactly once, in key order (S by bytes: s0, s1, ... s6).
    QStringList expected;
    for (int i = 0; i < items; ++i)
        expected << u"s%1"_s.arg(i);
    QCOMPARE(seen, expected);
}

void TestItems::scanStopsAtOneMegabyte()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    // 30 items of ~100 KB: a page stops once 1 MB has been evaluated (11 items here).
    const QString payload(100 * 1024, u'x');
    for (int i = 0; i < 30; ++i)
        QVERIFY(ws.putUser(u"p"_s, u"s%1"_s.arg(i, 2, 10, QChar(u'0')), {{u"blob"_s, payload}}));
    auto first =
        ws.call(u"Scan"_s, json(R"({"TableName":"Users","ReturnConsumedCapacity":"TOTAL"})"));
    QVERIFY(first);
    QCOMPARE(first->value(u"Count"_s).toInt(), 11);
    QCOMPARE(first->value(u"LastEvaluatedKey"_s)[u"SK"_s][u"S"_s].toString(), u"s10"_s);
    // 11 × 102,410 bytes = 1,126,510 bytes → 276 units of 4 KB, halved for eventual consistency.
    QCOMPARE(first->value(u"ConsumedCapacity"_s)[u"CapacityUnits"_s].toDouble(), 138.0);
}

void TestItems::itemSizeLimit_data()
{
    QTest::addColumn<int>("payloadBytes");
    QTest::addColumn<bool>("accepted");
    // Item = "PK"(2) + "a"(1) + "SK"(2) + "x"(1) + "blob"(4) + payload = payload + 10 bytes.
    QTest::newRow("exactly-400KB") << 400 * 1024 - 10 << true;
    QTest::newRow("one-byte-over") << 400 * 1024 - 9 << false;
}

void TestItems::itemSizeLimit()
{
    QFETCH(int, payloadBytes);
    QFETCH(bool, accepted);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    auto result = ws.putUser(u"a"_s, u"x"_s, {{u"blob"_s, QString(payloadBytes, u'z')}});
    QCOMPARE(bool(result), accepted);
    if (!accepted)
        QCOMPARE(result.error().message, u"Item size has exceeded the maximum allowed size"_s);
}

void TestItems::keySizeLimits_data()
{
    QTest::addColumn<int>("hashBytes");
    QTest::addColumn<int>("rangeBytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("hash-2048") << 2048 << 1 << QString();
    QTest::newRow("hash-2049")
        << 2049 << 1
        << u"One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes"_s;
    QTest::newRow("range-1024") << 1 << 1024 << QString();
    QTest::newRow("range-1025")
        << 1 << 1025
        << u"One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes"_s;
}

void TestItems::keySizeLimits()
{
    QFETCH(int, hashBytes);
    QFETCH(int, rangeBytes);
    QFETCH(QString, error);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    auto result = ws.putUser(QString(hashBytes, u'h'), QString(rangeBytes, u'r'));
    QCOMPARE(result ? QString() : result.error().message, error);
}

void TestItems::projectionExpression_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected"); // the response, or the error message
    QTest::newRow("get")
        << u"GetItem"_s << QByteArray(R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}},
                          "ProjectionExpression":"#s, m.x","ExpressionAttributeNames":{"#s":"status"},
                          "ReturnConsumedCapacity":"TOTAL"})")
        << QByteArray(
               R"({"ConsumedCapacity":{"CapacityUnits":0.5,"TableName":"Users"},"Item":{"m":{"M":{"x":{"N":"1"}}},"status":{"S":"on"}}})");
    QTest::newRow("scan")
        << u"Scan"_s << QByteArray(R"({"TableName":"Users","ProjectionExpression":"SK"})")
        << QByteArray(
               R"({"Count":2,"Items":[{"SK":{"S":"1"}},{"SK":{"S":"2"}}],"ScannedCount":2})");
    QTest::newRow("batch-get")
        << u"BatchGetItem"_s
        << QByteArray(R"({"RequestItems":{"Users":{"Keys":[{"PK":{"S":"a"},"SK":{"S":"1"}}],
                          "ProjectionExpression":"PK"}}})")
        << QByteArray(R"({"Responses":{"Users":[{"PK":{"S":"a"}}]},"UnprocessedKeys":{}})");
    QTest::newRow("unused-name")
        << u"GetItem"_s << QByteArray(R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}},
                          "ProjectionExpression":"PK","ExpressionAttributeNames":{"#a":"a","#b":"b"}})")
        << QByteArray(
               "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}");
    QTest::newRow("names-without-expression")
        << u"Scan"_s << QByteArray(R"({"TableName":"Users","ExpressionAttributeNames":{"#a":"a"}})")
        << QByteArray("ExpressionAttributeNames can only be specified when using expressions");
    QTest::newRow("reserved-word")
        << u"GetItem"_s
        << QByteArray(
               R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}},"ProjectionExpression":"status"})")
        << QByteArray("Invalid ProjectionExpression: Attribute name is a reserved keyword; "
                      "reserved keyword: status");
}

void TestItems::projectionExpression()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"},"status":{"S":"on"},
                          "m":{"M":{"x":{"N":"1"},"y":{"N":"2"}}}}})");
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"2"}}})");
    auto result = ws.call(action, json(request.constData()));
    QCOMPARE(result ? compact(*result) : result.error().message.toUtf8(), expected);
}

void TestItems::parallelScan_data()
{
    QTest::addColumn<int>("totalSegments");
    QTest::addColumn<int>("limit"); // pages of this size within each segment
    QTest::newRow("one-segment") << 1 << 1000;
    QTest::newRow("four-segments") << 4 << 1000;
    QTest::newRow("seven-segments-paged") << 7 << 3;
}

void TestItems::parallelScan()
{
    QFETCH(int, totalSegments);
    QFETCH(int, limit);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    // 60 items over 20 partition keys: a partition never straddles two segments.
    for (int i = 0; i < 60; ++i)
        QVERIFY(ws.putUser(u"p%1"_s.arg(i % 20), u"s%1"_s.arg(i)));
    QMap<QString, int> segmentOfPartition;
    int total = 0;
    for (int segment = 0; segment < totalSegments; ++segment) {
        QJsonObject request{{u"TableName"_s, u"Users"_s},
                            {u"Limit"_s, limit},
                            {u"Segment"_s, segment},
                            {u"TotalSegments"_s, totalSegments}};
        for (;;) {
            auto page = ws.call(u"Scan"_s, request);
            QVERIFY2(page, qPrintable(page ? QString() : page.error().message));
            for (const auto &item : page->value(u"Items"_s).toArray()) {
                const QString pk = item[u"PK"_s][u"S"_s].toString();
                QCOMPARE(segmentOfPartition.value(pk, segment), segment);
                segmentOfPartition.insert(pk, segment);
                ++total;
            }
            if (!page->contains(u"LastEvaluatedKey"_s))
                break;
            request.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
        }
    }
    // A page's key resumes only its own segment (the first segment holding an item gives one).
    if (totalSegments > 1) {
        const int from = *std::min_element(segmentOfPartition.begin(), segmentOfPartition.end());
        const int other = (from + 1) % totalSegments;
        auto first = ws.call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                    {u"Limit"_s, 1},
                                                    {u"Segment"_s, from},
                                                    {u"TotalSegments"_s, totalSegments}});
        QVERIFY(first && first->contains(u"LastEvaluatedKey"_s));
        auto wrong = ws.call(
            u"Scan"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                   {u"Segment"_s, other},
                                   {u"TotalSegments"_s, totalSegments},
                                   {u"ExclusiveStartKey"_s, first->value(u"LastEvaluatedKey"_s)}});
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().message,
                 u"The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
                 u"ExclusiveStartKey with correct Segment. TotalSegments: %1 Segment: %2"_s
                     .arg(totalSegments)
                     .arg(other));
    }
    // Every item exactly once across the segments, each partition in exactly one segment.
    QCOMPARE(total, 60);
    QCOMPARE(segmentOfPartition.size(), 20);
    if (totalSegments > 1)
        QVERIFY(QSet<int>(segmentOfPartition.begin(), segmentOfPartition.end()).size() > 1);
}

void TestItems::segmentErrors_data()
{
    QTest::addColumn<QByteArray>("members");
    QTest::addColumn<QString>("message");
    QTest::newRow("segment-too-large")
        << QByteArray(R"("Segment":5,"TotalSegments":5)")
        << u"The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 5 is not less than TotalSegments: 5"_s;
    // A Segment of 0 alone reads as unset, as on the service (dynalite's check): a whole scan.
    QTest::newRow("segment-alone")
        << QByteArray(R"("Segment":1)")
        << u"The TotalSegments parameter is required but was not present in the request when Segment parameter is present"_s;
    QTest::newRow("total-alone")
        << QByteArray(R"("TotalSegments":2)")
        << u"The Segment parameter is required but was not present in the request when parameter TotalSegments is present"_s;
    QTest::newRow("total-zero")
        << QByteArray(R"("Segment":0,"TotalSegments":0)")
        << u"1 validation error detected: Value '0' at 'totalSegments' failed to satisfy constraint: Member must have value greater than or equal to 1"_s;
    QTest::newRow("negative-segment")
        << QByteArray(R"("Segment":-1,"TotalSegments":2)")
        << u"1 validation error detected: Value '-1' at 'segment' failed to satisfy constraint: Member must have value greater than or equal to 0"_s;
}

void TestItems::segmentErrors()
{
    QFETCH(QByteArray, members);
    QFETCH(QString, message);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    const QByteArray request = R"({"TableName":"Users",)" + members + '}';
    auto result = ws.call(u"Scan"_s, json(request.constData()));
    QVERIFY(!result);
    QCOMPARE(result.error().message, message);
}

QTEST_GUILESS_MAIN(TestItems)
#include "tst_items.moc"
