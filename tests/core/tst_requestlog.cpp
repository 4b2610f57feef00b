// The request log's lines (core/api/requestlog.h) against the lines seed 000's transcripts
// printed for the same calls. Requests are escaped strings: a raw string literal holding '#'
// makes moc skip the file.
#include "api/requestlog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

class TestRequestLog : public QObject
{
    Q_OBJECT

private slots:
    void seedLines_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QString>("expected");
        QTest::newRow("30 UpdateTimeToLive")
            << u"UpdateTimeToLive"_s
            << QByteArray("{\"TableName\":\"p30-ttl-expiry\",\"TimeToLiveSpecification\":"
                          "{\"Enabled\":true,\"AttributeName\":\"expiresAt\"}}")
            << u">>> UpdateTimeToLive p30-ttl-expiry"_s;
        QTest::newRow("30 BatchWriteItem")
            << u"BatchWriteItem"_s
            << QByteArray("{\"RequestItems\":{\"p30-ttl-expiry\":["
                          "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"a\"}}}},"
                          "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"b\"}}}},"
                          "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"c\"}}}}]}}")
            << u">>> BatchWriteItem\n    p30-ttl-expiry: 3 puts, 0 deletes"_s;
        QTest::newRow("30 Query filtered")
            << u"Query"_s
            << QByteArray("{\"TableName\":\"p30-ttl-expiry\",\"KeyConditionExpression\":\"PK = "
                          ":pk\",\"FilterExpression\":\"(attribute_not_exists(expiresAt) OR "
                          "expiresAt > :now)\",\"ExpressionAttributeValues\":{\":pk\":{\"S\":"
                          "\"USER#alice\"},\":now\":{\"N\":\"1792496917\"}}}")
            << u">>> Query p30-ttl-expiry\n"
               u"    key:        PK = 'USER#alice'\n"
               u"    filter:     (attribute_not_exists(expiresAt) OR expiresAt > 1792496917)"_s;
        QTest::newRow("30 PutItem")
            << u"PutItem"_s
            << QByteArray("{\"TableName\":\"p30-ttl-expiry\",\"Item\":{\"PK\":{\"S\":"
                          "\"USER#alice\"},\"SK\":{\"S\":\"SESSION#bug\"},\"expiresAt\":{\"N\":"
                          "\"1792496917261\"}}}")
            << u">>> PutItem p30-ttl-expiry\n"
               u"    item:       {PK: 'USER#alice', SK: 'SESSION#bug', expiresAt: 1792496917261}"_s;
        // The request's member order, which QJsonObject would sort away (total before type).
        QTest::newRow("32 PutItem in the request's order")
            << u"PutItem"_s
            << QByteArray("{\"TableName\":\"p32-streams-aggregates\",\"Item\":{\"PK\":{\"S\":"
                          "\"STORE#s1\"},\"SK\":{\"S\":\"ORDER#o1\"},\"type\":{\"S\":\"Order\"},"
                          "\"total\":{\"N\":\"42\"}}}")
            << u">>> PutItem p32-streams-aggregates\n"
               u"    item:       {PK: 'STORE#s1', SK: 'ORDER#o1', type: 'Order', total: 42}"_s;
        QTest::newRow("32 UpdateItem ADD")
            << u"UpdateItem"_s
            << QByteArray("{\"TableName\":\"p32-streams-aggregates\",\"Key\":{\"PK\":{\"S\":"
                          "\"STORE#s1\"},\"SK\":{\"S\":\"STATS\"}},\"UpdateExpression\":\"ADD "
                          "orderCount :c, revenue :r\",\"ExpressionAttributeValues\":{\":c\":"
                          "{\"N\":\"1\"},\":r\":{\"N\":\"42\"}}}")
            << u">>> UpdateItem p32-streams-aggregates\n"
               u"    key:        {PK: 'STORE#s1', SK: 'STATS'}\n"
               u"    update:     ADD orderCount 1, revenue 42"_s;
        QTest::newRow("32 Query begins_with")
            << u"Query"_s
            << QByteArray("{\"TableName\":\"p32-streams-aggregates\",\"KeyConditionExpression\":"
                          "\"(PK = :s AND begins_with(SK, :o))\",\"ExpressionAttributeValues\":"
                          "{\":s\":{\"S\":\"STORE#s1\"},\":o\":{\"S\":\"ORDER#\"}}}")
            << u">>> Query p32-streams-aggregates\n"
               u"    key:        (PK = 'STORE#s1' AND begins_with(SK, 'ORDER#'))"_s;
        QTest::newRow("33 Query on an index")
            << u"Query"_s
            << QByteArray("{\"TableName\":\"p33-soft-delete-archival\",\"IndexName\":\"GSI1\","
                          "\"KeyConditionExpression\":\"GSI1PK = :f\",\"ExpressionAttributeValues\""
                          ":{\":f\":{\"S\":\"FOLDER#work\"}}}")
            << u">>> Query p33-soft-delete-archival\n"
               u"    key:        GSI1PK = 'FOLDER#work'\n"
               u"    IndexName:  GSI1"_s;
        QTest::newRow("33 soft delete with names")
            << u"UpdateItem"_s
            << QByteArray("{\"TableName\":\"p33-soft-delete-archival\",\"Key\":{\"PK\":{\"S\":"
                          "\"DOC#d2\"},\"SK\":{\"S\":\"META\"}},\"UpdateExpression\":\"SET "
                          "deletedAt = :now, #e = :exp REMOVE GSI1PK, GSI1SK\","
                          "\"ExpressionAttributeNames\":{\"#e\":\"expiresAt\"},"
                          "\"ExpressionAttributeValues\":{\":now\":{\"N\":\"1792496918\"},"
                          "\":exp\":{\"N\":\"1795088918\"}}}")
            << u">>> UpdateItem p33-soft-delete-archival\n"
               u"    key:        {PK: 'DOC#d2', SK: 'META'}\n"
               u"    update:     SET deletedAt = 1792496918, expiresAt = 1795088918 REMOVE "
               u"GSI1PK, GSI1SK"_s;
        QTest::newRow("31 GetRecords")
            << u"GetRecords"_s << QByteArray("{\"ShardIterator\":\"x\",\"Limit\":100}")
            << u">>> GetRecords\n    Limit:      100"_s;
        QTest::newRow("an archive object's key")
            << u"GetArchiveObject"_s << QByteArray("{\"Key\":\"archive/DOC#d2.json\"}")
            << u">>> GetArchiveObject\n    key:        archive/DOC#d2.json"_s;
        QTest::newRow("31 DescribeStream")
            << u"DescribeStream"_s << QByteArray("{\"StreamArn\":\"arn\"}")
            << u">>> DescribeStream"_s;
    }
    void seedLines()
    {
        QFETCH(QString, action);
        QFETCH(QByteArray, request);
        QFETCH(QString, expected);
        const QJsonObject parsed = QJsonDocument::fromJson(request).object();
        QVERIFY(!parsed.isEmpty());
        QCOMPARE(requestLogLines(action, parsed, {}, request).join(u'\n'), expected);
    }

    // Without the text, members come in QJsonObject's order; with capacity, a last line.
    void withoutTextAndWithCapacity()
    {
        const QJsonObject request{
            {u"TableName"_s, u"T"_s},
            {u"Item"_s, QJsonObject{{u"type"_s, QJsonObject{{u"S"_s, u"Order"_s}}},
                                    {u"total"_s, QJsonObject{{u"N"_s, u"42"_s}}}}}};
        const QJsonObject response{{u"ConsumedCapacity"_s, QJsonObject{{u"TableName"_s, u"T"_s},
                                                                       {u"CapacityUnits"_s, 2.0}}}};
        QCOMPARE(requestLogLines(u"PutItem"_s, request, response),
                 (QStringList{u">>> PutItem T"_s, u"    item:       {total: 42, type: 'Order'}"_s,
                              u"    capacity:   2 WCU"_s}));
        const QJsonObject read{{u"ConsumedCapacity"_s,
                                QJsonObject{{u"TableName"_s, u"T"_s}, {u"CapacityUnits"_s, 0.5}}}};
        QCOMPARE(requestLogLines(u"GetItem"_s, {{u"TableName"_s, u"T"_s}}, read).last(),
                 u"    capacity:   0.5 RCU"_s);
    }

    // A lesson's named client comes first, under the header.
    void namedClient()
    {
        const QJsonObject request{
            {u"TableName"_s, u"T"_s},
            {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, u"a"_s}}}}}};
        QCOMPARE(requestLogLines(u"GetItem"_s, request, {}, {}, u"Ben"_s),
                 (QStringList{u">>> GetItem T"_s, u"    client:     Ben"_s,
                              u"    key:        {id: 'a'}"_s}));
    }

    // PartiQL: the statements and their parameters; a SELECT's capacity is read capacity.
    void statements()
    {
        const QJsonObject request{
            {u"Statement"_s, u"SELECT *\n  FROM \"T\" WHERE pk = ? AND n > ?"_s},
            {u"Parameters"_s,
             QJsonArray{QJsonObject{{u"S"_s, u"a"_s}}, QJsonObject{{u"N"_s, u"2"_s}}}}};
        const QJsonObject response{{u"ConsumedCapacity"_s, QJsonObject{{u"TableName"_s, u"T"_s},
                                                                       {u"CapacityUnits"_s, 0.5}}}};
        QCOMPARE(requestLogLines(u"ExecuteStatement"_s, request, response),
                 (QStringList{u">>> ExecuteStatement"_s,
                              u"    statement:  SELECT * FROM \"T\" WHERE pk = ? AND n > ?"_s,
                              u"    parameters: 'a', 2"_s, u"    capacity:   0.5 RCU"_s}));
        const QJsonObject transaction{
            {u"TransactStatements"_s,
             QJsonArray{QJsonObject{{u"Statement"_s, u"DELETE FROM T WHERE pk = 'a'"_s}},
                        QJsonObject{{u"Statement"_s, u"INSERT INTO T VALUE {'pk': 'b'}"_s}}}}};
        QCOMPARE(requestLogLines(u"ExecuteTransaction"_s, transaction, response),
                 (QStringList{u">>> ExecuteTransaction"_s,
                              u"    statement:  DELETE FROM T WHERE pk = 'a'"_s,
                              u"    statement:  INSERT INTO T VALUE {'pk': 'b'}"_s,
                              u"    capacity:   0.5 WCU"_s}));
    }

    void values_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("S") << QByteArray("{\"S\":\"it's\"}") << u"'it\\'s'"_s;
        QTest::newRow("N") << QByteArray("{\"N\":\"-0.5\"}") << u"-0.5"_s;
        QTest::newRow("BOOL") << QByteArray("{\"BOOL\":false}") << u"False"_s;
        QTest::newRow("NULL") << QByteArray("{\"NULL\":true}") << u"None"_s;
        QTest::newRow("L") << QByteArray("{\"L\":[{\"S\":\"a\"},{\"N\":\"1\"}]}") << u"['a', 1]"_s;
        QTest::newRow("M") << QByteArray("{\"M\":{\"a\":{\"N\":\"1\"}}}") << u"{a: 1}"_s;
        QTest::newRow("SS") << QByteArray("{\"SS\":[\"a\",\"b\"]}") << u"{'a', 'b'}"_s;
        QTest::newRow("NS") << QByteArray("{\"NS\":[\"1\",\"2\"]}") << u"{1, 2}"_s;
    }
    void values()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, text);
        QCOMPARE(seedValueText(QJsonDocument::fromJson(value).object()), text);
    }

    // A placeholder is replaced whole: :v1 does not eat the start of :v10; unknown ones stay.
    void placeholdersAreWholeTokens()
    {
        const QJsonObject values{{u":v1"_s, QJsonObject{{u"N"_s, u"1"_s}}},
                                 {u":v10"_s, QJsonObject{{u"N"_s, u"10"_s}}}};
        QCOMPARE(substitutePlaceholders(u"a = :v10 AND b = :v1 AND c = :v2"_s, {}, values),
                 u"a = 10 AND b = 1 AND c = :v2"_s);
    }
};

QTEST_APPLESS_MAIN(TestRequestLog)
#include "tst_requestlog.moc"
