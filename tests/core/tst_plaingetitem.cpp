// A GetItem read straight from its bytes (api/plaingetitem.h) against the long way (the request
// as JSON, validated, read, answered by Api::callWire): every body the plain reader takes gets the
// very bytes, or the very error, the long way gives; the bodies SDKs send are taken; and each body
// outside the plain subset is left to the long way, which answers or refuses it as the service.
#include "api/plaingetitem.h"
#include "api/requestjson.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestPlainGetItem : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void takenBodiesAnswerAsTheLongWay_data();
    void takenBodiesAnswerAsTheLongWay();
    void otherBodiesGoTheLongWay_data();
    void otherBodiesGoTheLongWay();

private:
    TestWorkspace m_ws;
};

void TestPlainGetItem::initTestCase()
{
    m_ws.ok(u"CreateTable"_s, kUsersTable);
    m_ws.ok(u"CreateTable"_s, R"({"TableName": "Counts", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}]})");
    QVERIFY(m_ws.putUser(u"u1"_s, u"profile"_s, {{u"email"_s, u"a@example.com"_s}}));
    QVERIFY(m_ws.putUser(u"u 2"_s, u"s"_s));
    m_ws.ok(u"PutItem"_s, R"({"TableName": "Counts", "Item": {"id": {"N": "1500"},
        "n": {"N": "3.25"}, "tags": {"SS": ["b", "a"]}, "m": {"M": {"x": {"L": [{"BOOL": true}]}}}}})");
}

void TestPlainGetItem::takenBodiesAnswerAsTheLongWay_data()
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

void TestPlainGetItem::takenBodiesAnswerAsTheLongWay()
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

void TestPlainGetItem::otherBodiesGoTheLongWay_data()
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

void TestPlainGetItem::otherBodiesGoTheLongWay()
{
    QFETCH(QByteArray, body);
    QVERIFY(!lw::api::plainGetItem(body));
}

QTEST_GUILESS_MAIN(TestPlainGetItem)
#include "tst_plaingetitem.moc"
