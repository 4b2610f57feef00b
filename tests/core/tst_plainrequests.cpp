// GetItem and PutItem read straight from their bytes (api/plainrequests.h) against the long way
// (the request as JSON, validated, read, answered by Api::callWire): every body the plain reader
// takes gets the very bytes, or the very error, the long way gives, and a put leaves the table as
// the long way's leaves its twin; the bodies SDKs send are taken; and each body outside the plain
// subset is left to the long way, which answers or refuses it as the service does.
#include "api/plainrequests.h"
#include "api/requestjson.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestPlainRequests : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void takenBodiesAnswerAsTheLongWay_data();
    void takenBodiesAnswerAsTheLongWay();
    void otherBodiesGoTheLongWay_data();
    void otherBodiesGoTheLongWay();
    void takenPutsWriteAsTheLongWay_data();
    void takenPutsWriteAsTheLongWay();
    void otherPutsGoTheLongWay_data();
    void otherPutsGoTheLongWay();

private:
    TestWorkspace m_ws;
    // Twins for the puts: the plain way writes to the first, the long way to the second.
    TestWorkspace m_plainPuts, m_longPuts;
};

void TestPlainRequests::initTestCase()
{
    for (TestWorkspace *ws : {&m_ws, &m_plainPuts, &m_longPuts}) {
        ws->ok(u"CreateTable"_s, kUsersTable);
        ws->ok(u"CreateTable"_s, R"({"TableName": "Counts", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}],
            "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
    }
    QVERIFY(m_ws.putUser(u"u1"_s, u"profile"_s, {{u"email"_s, u"a@example.com"_s}}));
    QVERIFY(m_ws.putUser(u"u 2"_s, u"s"_s));
    m_ws.ok(u"PutItem"_s, R"({"TableName": "Counts", "Item": {"id": {"N": "1500"},
        "n": {"N": "3.25"}, "tags": {"SS": ["b", "a"]}, "m": {"M": {"x": {"L": [{"BOOL": true}]}}}}})");
}

void TestPlainRequests::takenBodiesAnswerAsTheLongWay_data()
{
    QTest::addColumn<QByteArray>("body");
    const auto row = [](const char *name, const char *body) {
        QTest::newRow(name) << QByteArray(body);
    };
    row("hit", R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("keys in the other order",
        R"({"Key":{"SK":{"S":"profile"},"PK":{"S":"u1"}},"TableName":"Users"})");
    row("spaced as the CLI sends it", "{ \"TableName\" : \"Users\" ,\n \"Key\" : { \"PK\" : "
                                      "{\"S\": \"u1\"},\t\"SK\": {\"S\":\"profile\"} } }\r\n");
    row("a space in the key", R"({"TableName":"Users","Key":{"PK":{"S":"u 2"},"SK":{"S":"s"}}})");
    row("miss", R"({"TableName":"Users","Key":{"PK":{"S":"nobody"},"SK":{"S":"x"}}})");
    row("consistent",
        R"({"TableName":"Users","ConsistentRead":true,"Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("eventual",
        R"({"TableName":"Users","ConsistentRead":false,"Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("capacity total",
        R"({"TableName":"Users","ReturnConsumedCapacity":"TOTAL","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("capacity indexes",
        R"({"TableName":"Users","ReturnConsumedCapacity":"INDEXES","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("capacity none",
        R"({"TableName":"Users","ReturnConsumedCapacity":"NONE","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    row("number key", R"({"TableName":"Counts","Key":{"id":{"N":"1500"}}})");
    row("number key written otherwise", R"({"TableName":"Counts","Key":{"id":{"N":"15E2"}}})");
    row("number key with zeros", R"({"TableName":"Counts","Key":{"id":{"N":"0001500.000"}}})");
    // Refused by the engine alike, whichever way the request came.
    row("no such table", R"({"TableName":"Nope","Key":{"PK":{"S":"u1"}}})");
    row("key missing its sort key", R"({"TableName":"Users","Key":{"PK":{"S":"u1"}}})");
    row("key of the wrong type", R"({"TableName":"Users","Key":{"PK":{"N":"1"},"SK":{"S":"x"}}})");
    row("key of other names", R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"other":{"S":"x"}}})");
    row("empty key value", R"({"TableName":"Users","Key":{"PK":{"S":""},"SK":{"S":"x"}}})");
}

void TestPlainRequests::takenBodiesAnswerAsTheLongWay()
{
    QFETCH(QByteArray, body);
    lw::Api &api = m_ws.workspace().api();
    const std::optional<lw::api::PlainGetItem> plain = lw::api::plainGetItem(body);
    QVERIFY2(plain, "the plain reader did not take it");
    const std::optional<lw::Result<QByteArray>> fast = api.callPlainGetItem(*plain);
    QVERIFY(fast);
    const lw::Result<QJsonObject> request = lw::api::requestObject(body);
    QVERIFY(request);
    const lw::Result<QByteArray> slow = api.callWire(u"GetItem"_s, *request);
    QCOMPARE(fast->has_value(), slow.has_value());
    if (slow) {
        QCOMPARE(**fast, *slow);
        if (QByteArray(QTest::currentDataTag()).startsWith("number key") ||
            QByteArray(QTest::currentDataTag()) == "hit")
            QVERIFY2(slow->contains("\"Item\""), slow->constData());
    } else {
        QCOMPARE(fast->error().type, slow.error().type);
        QCOMPARE(fast->error().message, slow.error().message);
    }
}

void TestPlainRequests::otherBodiesGoTheLongWay_data()
{
    QTest::addColumn<QByteArray>("body");
    const auto row = [](const char *name, const char *body) {
        QTest::newRow(name) << QByteArray(body);
    };
    // A plain key after `members`.
    const auto with = [](const char *name, const char *members) {
        QTest::newRow(name) << (QByteArray("{") + members +
                                R"("Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}})");
    };
    with("a projection", R"("TableName":"Users","ProjectionExpression":"email",)");
    // Not a raw string: moc skips a file whose raw strings hold a '#'.
    with("attribute names",
         "\"TableName\":\"Users\",\"ExpressionAttributeNames\":{\"#e\":\"email\"},");
    with("legacy attributes", R"("TableName":"Users","AttributesToGet":["email"],)");
    with("an unknown member", R"("TableName":"Users","Colour":"red",)");
    with("a duplicate member", R"("TableName":"Users","TableName":"Users",)");
    with("a null member", R"("TableName":"Users","ConsistentRead":null,)");
    with("a string for a boolean", R"("TableName":"Users","ConsistentRead":"true",)");
    with("capacity not in the enum", R"("TableName":"Users","ReturnConsumedCapacity":"ALL",)");
    with("a short table name", R"("TableName":"Us",)");
    with("a table name with a colon", R"("TableName":"arn:aws:x",)");
    with("an escaped table name", R"("TableName":"Us\u0065rs",)");
    with("no table", "");
    row("no key", R"({"TableName":"Users"})");
    row("an empty key", R"({"TableName":"Users","Key":{}})");
    row("a binary key", R"({"TableName":"Users","Key":{"PK":{"B":"AAE="},"SK":{"S":"x"}}})");
    row("a key value of two types",
        R"({"TableName":"Users","Key":{"PK":{"S":"a","N":"1"},"SK":{"S":"x"}}})");
    row("a key value with no type", R"({"TableName":"Users","Key":{"PK":{},"SK":{"S":"x"}}})");
    row("three key attributes",
        R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"b"},"x":{"S":"c"}}})");
    row("a duplicate key attribute",
        R"({"TableName":"Users","Key":{"PK":{"S":"a"},"PK":{"S":"b"}}})");
    row("an empty attribute name", R"({"TableName":"Users","Key":{"":{"S":"a"},"SK":{"S":"b"}}})");
    row("an escape in a value",
        R"({"TableName":"Users","Key":{"PK":{"S":"u\n1"},"SK":{"S":"x"}}})");
    row("a value beyond ASCII",
        "{\"TableName\":\"Users\",\"Key\":{\"PK\":{\"S\":\"\xc3\xa9\"},\"SK\":{\"S\":\"x\"}}}");
    row("not a number", R"({"TableName":"Counts","Key":{"id":{"N":"twelve"}}})");
    row("a number out of range", R"({"TableName":"Counts","Key":{"id":{"N":"1E126"}}})");
    row("a number as JSON number", R"({"TableName":"Counts","Key":{"id":{"N":1500}}})");
    row("trailing bytes",
        R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}}} x)");
    row("cut short", R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"prof)");
    row("a trailing comma",
        R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"profile"}},})");
    row("an array", R"([{"TableName":"Users"}])");
    row("empty", "");
}

void TestPlainRequests::otherBodiesGoTheLongWay()
{
    QFETCH(QByteArray, body);
    QVERIFY(!lw::api::plainGetItem(body));
}

void TestPlainRequests::takenPutsWriteAsTheLongWay_data()
{
    QTest::addColumn<QByteArray>("body");
    const auto row = [](const char *name, const char *body) {
        QTest::newRow(name) << QByteArray(body);
    };
    row("new item",
        R"({"TableName":"Users","Item":{"PK":{"S":"p1"},"SK":{"S":"a"},"n":{"N":"7"},"data":{"S":"some text"}}})");
    row("overwrite",
        R"({"TableName":"Users","Item":{"PK":{"S":"p1"},"SK":{"S":"a"},"n":{"N":"8"}}})");
    row("into the indexes",
        R"({"TableName":"Users","ReturnConsumedCapacity":"INDEXES","Item":{"PK":{"S":"p2"},"SK":{"S":"b"},"GSI1PK":{"S":"g"},"status":{"S":"open"},"n":{"N":"1.50"},"email":{"S":"x@y"}}})");
    row("capacity total",
        R"({"TableName":"Users","ReturnConsumedCapacity":"TOTAL","Item":{"PK":{"S":"p3"},"SK":{"S":"c"}}})");
    row("booleans and null",
        R"({"Item":{"PK":{"S":"p4"},"SK":{"S":"d"},"on":{"BOOL":true},"off":{"BOOL":false},"none":{"NULL":true}},"TableName":"Users"})");
    row("an empty string",
        R"({"TableName":"Users","Item":{"PK":{"S":"p5"},"SK":{"S":"e"},"note":{"S":""}}})");
    row("number key, into a stream",
        R"({"TableName":"Counts","Item":{"id":{"N":"15E2"},"n":{"N":"-0.000"}}})");
    row("number key again", R"({"TableName":"Counts","Item":{"id":{"N":"1500"},"n":{"N":"2"}}})");
    // Refused by the engine alike.
    row("no such table", R"({"TableName":"Nope","Item":{"PK":{"S":"p1"}}})");
    row("no sort key", R"({"TableName":"Users","Item":{"PK":{"S":"p1"}}})");
    row("a key of the wrong type",
        R"({"TableName":"Users","Item":{"PK":{"N":"1"},"SK":{"S":"x"}}})");
    row("an empty key", R"({"TableName":"Users","Item":{"PK":{"S":""},"SK":{"S":"x"}}})");
    row("an index key of the wrong type",
        R"({"TableName":"Users","Item":{"PK":{"S":"p6"},"SK":{"S":"f"},"status":{"N":"1"}}})");
    QTest::newRow("too large")
        << (QByteArray(
                R"({"TableName":"Users","Item":{"PK":{"S":"p7"},"SK":{"S":"g"},"big":{"S":")") +
            QByteArray(410 * 1024, 'x') + "\"}}}");
}

void TestPlainRequests::takenPutsWriteAsTheLongWay()
{
    QFETCH(QByteArray, body);
    const std::optional<lw::api::PlainPutItem> plain = lw::api::plainPutItem(body);
    QVERIFY2(plain, "the plain reader did not take it");
    const std::optional<lw::Result<QByteArray>> fast =
        m_plainPuts.workspace().api().callPlainPutItem(*plain);
    QVERIFY(fast);
    const lw::Result<QJsonObject> request = lw::api::requestObject(body);
    QVERIFY(request);
    const lw::Result<QByteArray> slow =
        m_longPuts.workspace().api().callWire(u"PutItem"_s, *request);
    QCOMPARE(fast->has_value(), slow.has_value());
    if (slow) {
        QCOMPARE(**fast, *slow);
    } else {
        QCOMPARE(fast->error().type, slow.error().type);
        QCOMPARE(fast->error().message, slow.error().message);
    }
    // Each twin's tables, and the stream, hold the same.
    for (const char *scan : {R"({"TableName":"Users","ConsistentRead":true})",
                             R"({"TableName":"Counts","ConsistentRead":true})"}) {
        const QJsonObject written = m_plainPuts.ok(u"Scan"_s, scan);
        QCOMPARE(written, m_longPuts.ok(u"Scan"_s, scan));
    }
    if (QByteArray(QTest::currentDataTag()) == "new item") // the twins are not both empty
        QCOMPARE(m_plainPuts.ok(u"Scan"_s, R"({"TableName":"Users"})")[u"Count"_s].toInt(), 1);
    const auto streamOf = [](TestWorkspace &ws) {
        const QString arn =
            ws.ok(u"DescribeTable"_s, R"({"TableName":"Counts"})")[u"Table"_s][u"LatestStreamArn"_s]
                .toString();
        const QJsonObject shard = ws.ok(u"DescribeStream"_s, QJsonObject{{u"StreamArn"_s, arn}});
        const QString shardId =
            shard[u"StreamDescription"_s][u"Shards"_s][0][u"ShardId"_s].toString();
        const QString iterator =
            ws.ok(u"GetShardIterator"_s,
                  QJsonObject{{u"StreamArn"_s, arn},
                              {u"ShardId"_s, shardId},
                              {u"ShardIteratorType"_s, u"TRIM_HORIZON"_s}})[u"ShardIterator"_s]
                .toString();
        QJsonArray records =
            ws.ok(u"GetRecords"_s, QJsonObject{{u"ShardIterator"_s, iterator}})[u"Records"_s]
                .toArray();
        for (QJsonValueRef record : records) { // ids and times differ between twins
            QJsonObject r = record.toObject();
            QJsonObject change = r[u"dynamodb"_s].toObject();
            change.remove(u"ApproximateCreationDateTime"_s);
            change.remove(u"SequenceNumber"_s);
            r.insert(u"dynamodb"_s, change);
            r.remove(u"eventID"_s);
            record = r;
        }
        return records;
    };
    const QJsonArray records = streamOf(m_plainPuts);
    QCOMPARE(records, streamOf(m_longPuts));
    if (QByteArray(QTest::currentDataTag()) == "number key again") // an insert, then a modify
        QCOMPARE(records.size(), 2);
}

void TestPlainRequests::otherPutsGoTheLongWay_data()
{
    QTest::addColumn<QByteArray>("body");
    // An item with `value` as its attribute v.
    const auto item = [](const char *name, const char *value) {
        QTest::newRow(name)
            << (QByteArray(R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"b"},"v":)") +
                value + "}}");
    };
    item("a string set", R"({"SS":["a"]})");
    item("a number set", R"({"NS":["1"]})");
    item("a list", R"({"L":[{"S":"a"}]})");
    item("a map", R"({"M":{"a":{"S":"b"}}})");
    item("a binary", R"({"B":"AAE="})");
    item("null false", R"({"NULL":false})");
    item("a boolean as text", R"({"BOOL":"true"})");
    item("a string for null", R"({"NULL":"x"})");
    item("two types", R"({"S":"a","N":"1"})");
    item("no type", R"({})");
    item("a bad number", R"({"N":"1e500"})");
    item("an escape", R"({"S":"a	b"})");
    const auto row = [](const char *name, const char *body) {
        QTest::newRow(name) << QByteArray(body);
    };
    row("a condition",
        R"json({"TableName":"Users","ConditionExpression":"attribute_not_exists(PK)","Item":{"PK":{"S":"a"},"SK":{"S":"b"}}})json");
    row("return values",
        R"({"TableName":"Users","ReturnValues":"ALL_OLD","Item":{"PK":{"S":"a"},"SK":{"S":"b"}}})");
    row("collection metrics",
        R"({"TableName":"Users","ReturnItemCollectionMetrics":"SIZE","Item":{"PK":{"S":"a"},"SK":{"S":"b"}}})");
    row("expected",
        R"({"TableName":"Users","Expected":{"PK":{"Exists":false}},"Item":{"PK":{"S":"a"},"SK":{"S":"b"}}})");
    row("an empty item", R"({"TableName":"Users","Item":{}})");
    row("no item", R"({"TableName":"Users"})");
    row("a duplicate attribute", R"({"TableName":"Users","Item":{"PK":{"S":"a"},"PK":{"S":"b"}}})");
    row("an empty name", R"({"TableName":"Users","Item":{"":{"S":"a"}}})");
    row("a key for an item", R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"b"}}})");
    row("trailing bytes", R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"b"}}}})");
}

void TestPlainRequests::otherPutsGoTheLongWay()
{
    QFETCH(QByteArray, body);
    QVERIFY(!lw::api::plainPutItem(body));
}

QTEST_GUILESS_MAIN(TestPlainRequests)
#include "tst_plainrequests.moc"
