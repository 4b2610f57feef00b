// Compact DynamoDB JSON written straight from typed values (core/model/compactjson.h,
// core/streams/streamrecordjson.h, core/api/lifetimejson.h): the same bytes Qt writes for the
// QJsonObject that itemToJson(), streamRecordToJson() and lifetimeToJson() build, for every
// attribute type, every escape, every kind of stream record and of lifetime.
#include "api/lifetimejson.h"
#include "model/attributejson.h"
#include "model/compactjson.h"
#include "streams/streamrecordjson.h"
#include "testworkspace.h"

#include "api/api.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

Q_DECLARE_METATYPE(lw::Item)
Q_DECLARE_METATYPE(lw::StreamRecord)
Q_DECLARE_METATYPE(lw::Lifetime)

namespace {

AttributeValue n(const char *text)
{
    return AttributeValue::number(*Number::parse(QString::fromLatin1(text)));
}

QByteArray byQt(const Item &item)
{
    return QJsonDocument(itemToJson(item)).toJson(QJsonDocument::Compact);
}

QByteArray direct(const Item &item)
{
    QByteArray out;
    json::appendItem(out, item);
    return out;
}

const Item kKeys{{u"PK"_s, AttributeValue::string(u"USER#alice"_s)}, {u"SK"_s, n("7")}};
const Item kImage{{u"PK"_s, AttributeValue::string(u"USER#alice"_s)},
                  {u"SK"_s, n("7")},
                  {u"note"_s, AttributeValue::string(u"caf\u00e9 \"quoted\"\n"_s)}};

} // namespace

class TestCompactJson : public QObject
{
    Q_OBJECT

private slots:
    void items_data()
    {
        QTest::addColumn<Item>("item");
        const auto row = [](const char *name, const Item &item) { QTest::newRow(name) << item; };
        row("empty", Item{});
        row("string", Item{{u"a"_s, AttributeValue::string(u"x"_s)}});
        row("empty string", Item{{u"a"_s, AttributeValue::string(QString())}});
        row("numbers", Item{{u"a"_s, n("-12.50")},
                            {u"b"_s, n("1E+30")},
                            {u"c"_s, n("0.0001")},
                            {u"d"_s, n("0")},
                            {u"e"_s, n("-9.9E+125")},
                            {u"f"_s, n("1E-130")},
                            {u"g"_s, n("123456789012345678901234567890123456.78")}});
        row("binary", Item{{u"a"_s, AttributeValue::binary(QByteArray("\x00\xff\x10", 3))}});
        row("bool and null", Item{{u"t"_s, AttributeValue::boolean(true)},
                                  {u"f"_s, AttributeValue::boolean(false)},
                                  {u"z"_s, AttributeValue::null()}});
        row("sets", Item{{u"ss"_s, AttributeValue::stringSet({u"b"_s, u"a\"b"_s})},
                         {u"ns"_s, AttributeValue::numberSet(
                                       {*Number::parse(u"3"), *Number::parse(u"-0.5")})},
                         {u"bs"_s, AttributeValue::binarySet({"ab", QByteArray(1, '\0')})}});
        row("nested",
            Item{{u"m"_s, AttributeValue::map(
                              Item{{u"l"_s, AttributeValue::list({n("1"), AttributeValue::null(),
                                                                  AttributeValue::map({})})},
                                   {u"s"_s, AttributeValue::string(u"in"_s)}})}});
        row("escapes",
            Item{{u"a"_s, AttributeValue::string(u"\" \\ / \b \f \n \r \t \x01 \x1f \x7f"_s)}});
        row("non-ASCII", Item{{u"a"_s, AttributeValue::string(u"caf\u00e9 \u20ac \U0001F600"_s)}});
        row("lone surrogates",
            Item{{u"a"_s, AttributeValue::string(QString(QChar(0xd800)) + u"x"_s + QChar(0xdc01) +
                                                 QChar(0xdbff))}});
        row("names in order", Item{{u"Z"_s, n("1")},
                                   {u"a"_s, n("2")},
                                   {u"\u00e9"_s, n("3")},
                                   {u"\U0001F600"_s, n("4")},
                                   {u"\uffff"_s, n("5")},
                                   {u"a \"q\""_s, n("6")}});
    }

    void items()
    {
        QFETCH(Item, item);
        QCOMPARE(direct(item), byQt(item));
    }

    // Api::callWire writes GetItem, Query and Scan answers itself: the same bytes as Qt writes of
    // call()'s, and the same errors.
    void wireAnswers_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QByteArray>("request");
        const auto row = [](const char *name, const char *action, const char *request) {
            QTest::newRow(name) << QString::fromLatin1(action) << QByteArray(request);
        };
        row("get", "GetItem",
            R"({"TableName": "Things", "Key": {"PK": {"S": "P"}, "SK": {"N": "3"}}})");
        row("get every type", "GetItem",
            R"({"TableName": "Things", "Key": {"PK": {"S": "P"}, "SK": {"N": "9"}},
                "ReturnConsumedCapacity": "TOTAL"})");
        row("get a miss", "GetItem",
            R"({"TableName": "Things", "Key": {"PK": {"S": "P"}, "SK": {"N": "99"}}})");
        row("get a miss, capacity", "GetItem",
            R"({"TableName": "Things", "Key": {"PK": {"S": "P"}, "SK": {"N": "99"}},
                "ReturnConsumedCapacity": "INDEXES", "ConsistentRead": true})");
        row("get projected", "GetItem",
            R"({"TableName": "Things", "Key": {"PK": {"S": "P"}, "SK": {"N": "9"}},
                "ProjectionExpression": "m.l[0], note"})");
        row("get, no table", "GetItem", R"({"TableName": "Nope", "Key": {"PK": {"S": "P"}}})");
        row("get, bad key", "GetItem", R"({"TableName": "Things", "Key": {"PK": {"N": "1"}}})");
        row("query", "Query",
            R"({"TableName": "Things", "KeyConditionExpression": "PK = :p",
                "ExpressionAttributeValues": {":p": {"S": "P"}}})");
        row("query paged, backwards", "Query",
            R"({"TableName": "Things", "KeyConditionExpression": "PK = :p AND SK > :s", "Limit": 3,
                "ScanIndexForward": false, "ReturnConsumedCapacity": "INDEXES",
                "ExpressionAttributeValues": {":p": {"S": "P"}, ":s": {"N": "1"}}})");
        row("query count", "Query",
            R"({"TableName": "Things", "KeyConditionExpression": "PK = :p", "Select": "COUNT",
                "ExpressionAttributeValues": {":p": {"S": "P"}}})");
        row("query an index", "Query",
            R"({"TableName": "Things", "IndexName": "ByG", "KeyConditionExpression": "g = :g",
                "ReturnConsumedCapacity": "TOTAL", "ExpressionAttributeValues": {":g": {"S": "G"}}})");
        row("query, bad expression", "Query",
            R"({"TableName": "Things", "KeyConditionExpression": "PK = = :p",
                "ExpressionAttributeValues": {":p": {"S": "P"}}})");
        row("scan", "Scan", R"({"TableName": "Things"})");
        row("scan filtered, paged", "Scan",
            R"json({"TableName": "Things", "Limit": 4, "FilterExpression": "attribute_exists(g)",
                "ReturnConsumedCapacity": "TOTAL"})json");
        row("scan a segment", "Scan",
            R"({"TableName": "Things", "Segment": 1, "TotalSegments": 2})");
        row("scan an empty table", "Scan", R"({"TableName": "Empty", "Select": "COUNT"})");
    }

    void wireAnswers()
    {
        QFETCH(QString, action);
        QFETCH(QByteArray, request);
        test::TestWorkspace ws;
        ws.ok(u"CreateTable"_s, R"({"TableName": "Things", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                          {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "SK", "AttributeType": "N"},
                                     {"AttributeName": "g", "AttributeType": "S"}],
            "GlobalSecondaryIndexes": [{"IndexName": "ByG",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}}]})");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Empty", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
        // Items of every type (items_data's), under keys SK 0, 1 …; every other one in ByG.
        const QList<Item> kinds = {
            Item{{u"note"_s, AttributeValue::string(u"caf\u00e9 \"q\"\n\x01"_s)}},
            Item{{u"a"_s, n("-12.50")}, {u"b"_s, n("1E+30")}},
            Item{{u"bin"_s, AttributeValue::binary(QByteArray("\x00\xff\x10", 3))}},
            Item{{u"t"_s, AttributeValue::boolean(true)}, {u"z"_s, AttributeValue::null()}},
            Item{{u"ss"_s, AttributeValue::stringSet({u"b"_s, u"a\"b"_s})},
                 {u"ns"_s, AttributeValue::numberSet({*Number::parse(u"3")})},
                 {u"bs"_s, AttributeValue::binarySet({"ab"})}},
            Item{{u"\u00e9"_s, n("3")}, {u"\U0001F600"_s, n("4")}, {u"Z"_s, n("1")}},
            Item{},
            Item{{u"note"_s, AttributeValue::string(QString(QChar(0xd800)) + u"x"_s)}},
            Item{{u"l"_s, AttributeValue::list({n("1"), AttributeValue::map({})})}},
            Item{{u"m"_s, AttributeValue::map(Item{
                              {u"l"_s, AttributeValue::list({n("1"), AttributeValue::null()})}})},
                 {u"note"_s, AttributeValue::string(u"last"_s)}},
        };
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            Item item = kinds[i];
            item[u"PK"_s] = AttributeValue::string(u"P"_s);
            item[u"SK"_s] = n(QByteArray::number(i).constData());
            if (i % 2 == 0)
                item[u"g"_s] = AttributeValue::string(u"G"_s);
            ws.ok(u"PutItem"_s,
                  QJsonObject{{u"TableName"_s, u"Things"_s}, {u"Item"_s, itemToJson(item)}});
        }

        Api &api = ws.workspace().api();
        const QJsonObject body = QJsonDocument::fromJson(request).object();
        QVERIFY(!body.isEmpty());
        const Result<QJsonObject> called = api.call(action, body);
        const Result<QByteArray> wired = api.callWire(action, body);
        QCOMPARE(bool(wired), bool(called));
        if (called)
            QCOMPARE(*wired, QJsonDocument(*called).toJson(QJsonDocument::Compact));
        else
            QCOMPARE(wired.error().toJson(), called.error().toJson());
    }

    void streamRecords_data()
    {
        QTest::addColumn<StreamRecord>("record");
        StreamRecord insert;
        insert.seq = 42;
        insert.timeMs = 1'792'496'917'261;
        insert.event = StreamEvent::Insert;
        insert.viewType = StreamViewType::NewImage;
        insert.keys = kKeys;
        insert.newImage = kImage;
        insert.sizeBytes = 57;
        QTest::newRow("insert") << insert;

        StreamRecord modify = insert;
        modify.event = StreamEvent::Modify;
        modify.viewType = StreamViewType::NewAndOldImages;
        modify.oldImage = kKeys;
        QTest::newRow("modify, both images") << modify;

        StreamRecord ttl = insert;
        ttl.seq = 123'456'789;
        ttl.event = StreamEvent::Remove;
        ttl.origin = Origin::Ttl;
        ttl.viewType = StreamViewType::OldImage;
        ttl.newImage.reset();
        ttl.oldImage = kImage;
        QTest::newRow("TTL delete") << ttl;

        StreamRecord keysOnly = insert;
        keysOnly.viewType = StreamViewType::KeysOnly;
        keysOnly.newImage.reset();
        keysOnly.timeMs = -1500; // before 1970
        QTest::newRow("keys only") << keysOnly;
    }

    void streamRecords()
    {
        QFETCH(StreamRecord, record);
        QByteArray out;
        appendStreamRecordJson(out, record);
        QCOMPARE(out, QJsonDocument(streamRecordToJson(record, StreamRecordForm::Api))
                          .toJson(QJsonDocument::Compact));
    }

    void lifetimes_data()
    {
        QTest::addColumn<Lifetime>("life");
        Lifetime live;
        live.key = kKeys;
        live.createdMs = 1'792'496'917'261;
        live.changes = 1;
        QTest::newRow("never expires") << live;
        live.expiry.never = ttl::NeverReason::Milliseconds;
        QTest::newRow("milliseconds") << live;
        Lifetime expiring = live;
        expiring.expiry = {1'792'497'000'001, ttl::NeverReason::None};
        expiring.sweepAtMs = 1'792'500'000'000;
        expiring.changes = 3;
        QTest::newRow("expires, sweep due") << expiring;
        Lifetime archived = expiring;
        archived.sweepAtMs.reset();
        archived.deletedMs = 1'792'500'000'000;
        archived.deletedBy = Origin::Ttl;
        archived.archivedMs = 1'792'500'001'000;
        QTest::newRow("deleted by TTL, archived") << archived;
        Lifetime deleted = live;
        deleted.deletedMs = 1'792'496'999'000;
        QTest::newRow("deleted by a user") << deleted;
    }

    void lifetimes()
    {
        QFETCH(Lifetime, life);
        QByteArray out;
        api::appendLifetimeJson(out, life);
        QCOMPARE(out, QJsonDocument(api::lifetimeToJson(life)).toJson(QJsonDocument::Compact));
    }
};

QTEST_GUILESS_MAIN(TestCompactJson)
#include "tst_compactjson.moc"
