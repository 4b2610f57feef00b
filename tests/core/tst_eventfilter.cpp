// Tests for lw::EventFilter: Lambda FilterCriteria on DynamoDB Streams records. Rules and
// examples follow Lambda's "Filter rule syntax" table, EventBridge's comparison operators and the
// DynamoDB TTL page's userIdentity filter; the invalid forms are those event-ruler's
// JsonRuleCompiler refuses. Records come from streamRecordToJson's LambdaEvent form, so the
// filters see exactly the JSON a consumer matches (a Lambda's event record).
#include "check.h"
#include "model/attributejson.h"
#include "streams/eventfilter.h"
#include "streams/streamrecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using lw::EventFilter;
using lw::test::fail;
using lw::test::setUp;

namespace {

const QString kInvalidPattern = u"Invalid filter pattern definition."_s;

QJsonObject parseObject(const QByteArray &text)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        fail(u"test JSON does not parse: "_s + QString::fromUtf8(text));
        return {};
    }
    return doc.object();
}

lw::Item item(const QByteArray &json)
{
    const auto r = lw::itemFromJson(parseObject(json));
    if (!setUp(u"test item does not parse: "_s + QString::fromUtf8(json), r))
        return {};
    return *r;
}

const QByteArray kOrderKeys = R"({"pk":{"S":"order-1"}})";
// Every attribute type that shows up differently in a record's JSON.
const QByteArray kOrderNew = R"({"pk":{"S":"order-1"},"type":{"S":"Order"},"status":{"S":"NEW"},
    "qty":{"N":"42"},"price":{"N":"19.5"},"paid":{"BOOL":true},"note":{"NULL":true},
    "tags":{"SS":["red","blue"]},"customer":{"M":{"tier":{"S":"Gold"}}},
    "items":{"L":[{"S":"apple"},{"N":"3"}]},"email":{"S":"Ann@Example.COM"},
    "file":{"S":"report.PNG"}})";

lw::StreamRecord baseRecord(lw::StreamEvent event, qint64 seq)
{
    lw::StreamRecord r;
    r.seq = seq;
    r.timeMs = 1700000000123; // ApproximateCreationDateTime 1700000000
    r.event = event;
    r.viewType = lw::StreamViewType::NewAndOldImages;
    r.keys = item(kOrderKeys);
    r.sizeBytes = 120;
    return r;
}

// The records the filters are tried on, by name.
QJsonObject fixture(const QString &name)
{
    if (name == u"insert") {
        auto r = baseRecord(lw::StreamEvent::Insert, 1);
        r.newImage = item(kOrderNew);
        return lw::streamRecordToJson(r, lw::StreamRecordForm::LambdaEvent);
    }
    if (name == u"modify") {
        auto r = baseRecord(lw::StreamEvent::Modify, 2);
        r.oldImage = item(R"({"pk":{"S":"order-1"},"type":{"S":"Order"},"status":{"S":"NEW"}})");
        r.newImage =
            item(R"({"pk":{"S":"order-1"},"type":{"S":"Order"},"status":{"S":"SHIPPED"}})");
        r.sizeBytes = 80;
        return lw::streamRecordToJson(r, lw::StreamRecordForm::LambdaEvent);
    }
    if (name == u"remove") { // a user's DeleteItem
        auto r = baseRecord(lw::StreamEvent::Remove, 3);
        r.oldImage =
            item(R"({"pk":{"S":"order-1"},"type":{"S":"Order"},"status":{"S":"SHIPPED"}})");
        return lw::streamRecordToJson(r, lw::StreamRecordForm::LambdaEvent);
    }
    if (name == u"ttl") { // the TTL sweeper's delete
        auto r = baseRecord(lw::StreamEvent::Remove, 4);
        r.origin = lw::Origin::Ttl;
        r.keys = item(R"({"pk":{"S":"session-9"}})");
        r.oldImage =
            item(R"({"pk":{"S":"session-9"},"type":{"S":"Session"},"expires":{"N":"1699999000"}})");
        return lw::streamRecordToJson(r, lw::StreamRecordForm::LambdaEvent);
    }
    if (name == u"keysonly") {
        auto r = baseRecord(lw::StreamEvent::Insert, 5);
        r.viewType = lw::StreamViewType::KeysOnly;
        return lw::streamRecordToJson(r, lw::StreamRecordForm::LambdaEvent);
    }
    if (name == u"shapes") { // not a stream record: arrays, null and objects in odd places
        return parseObject(R"({"v":[{"a":1,"b":0},{"a":0,"b":2}],"list":[["x"],["y",{"o":1}]],
            "empty":[],"nul":null,"blank":"","obj":{"k":"v"},"n":300,"s":"300",
            "word":"Straße"})");
    }
    fail(u"no fixture "_s + name);
    return {};
}

QJsonObject criteria(const QList<QByteArray> &patterns)
{
    QJsonArray filters;
    for (const QByteArray &p : patterns)
        filters.append(QJsonObject{{u"Pattern"_s, QString::fromUtf8(p)}});
    return QJsonObject{{u"Filters"_s, filters}};
}

EventFilter filterOf(const QList<QByteArray> &patterns)
{
    const auto r = EventFilter::fromJson(criteria(patterns));
    if (!setUp(u"test filter rejected"_s, r))
        return {};
    return *r;
}

} // namespace

class TestEventFilter : public QObject
{
    Q_OBJECT

private slots:
    // One pattern against one record.
    void matches_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<QString>("record");
        QTest::addColumn<bool>("expected");
        const auto row = [](const char *name, const QByteArray &pattern, const char *record,
                            bool expected) {
            QTest::newRow(name) << pattern << QString::fromLatin1(record) << expected;
        };

        // Equals: top-level fields, as the product filters on event kind.
        const QByteArray removes = R"({"eventName":["REMOVE"]})";
        row("eventName-remove/remove", removes, "remove", true);
        row("eventName-remove/ttl", removes, "ttl", true);
        row("eventName-remove/insert", removes, "insert", false);
        row("eventName-insert/insert", R"({"eventName":["INSERT"]})", "insert", true);
        row("eventName-insert/modify", R"({"eventName":["INSERT"]})", "modify", false);
        row("eventSource", R"({"eventSource":["aws:dynamodb"]})", "insert", true);
        row("equals-is-case-sensitive", R"({"eventName":["insert"]})", "insert", false);

        // Only TTL deletes: userIdentity is on the sweeper's records and no others.
        const QByteArray ttl =
            R"({"userIdentity":{"type":["Service"],"principalId":["dynamodb.amazonaws.com"]}})";
        row("ttl-only/ttl", ttl, "ttl", true);
        row("ttl-only/user-remove", ttl, "remove", false);
        row("ttl-only/insert", ttl, "insert", false);
        row("ttl-principal-differs",
            R"({"userIdentity":{"type":["Service"],"principalId":["lambda.amazonaws.com"]}})",
            "ttl", false);

        // Typed image values: match the DynamoDB JSON as the record carries it.
        const QByteArray orders = R"({"dynamodb":{"NewImage":{"type":{"S":["Order"]}}}})";
        row("new-image-type/insert", orders, "insert", true);
        row("new-image-type/modify", orders, "modify", true);
        row("new-image-type/remove-has-no-new-image", orders, "remove", false);
        row("new-image-type/ttl", orders, "ttl", false);
        row("new-image-type/keys-only", orders, "keysonly", false);
        row("old-image-type/ttl", R"({"dynamodb":{"OldImage":{"type":{"S":["Session"]}}}})", "ttl",
            true);
        row("keys", R"({"dynamodb":{"Keys":{"pk":{"S":["order-1"]}}}})", "keysonly", true);
        row("keys-other", R"({"dynamodb":{"Keys":{"pk":{"S":["order-2"]}}}})", "insert", false);
        row("map-attribute",
            R"({"dynamodb":{"NewImage":{"customer":{"M":{"tier":{"S":["Gold"]}}}}}})", "insert",
            true);
        row("bool-attribute", R"({"dynamodb":{"NewImage":{"paid":{"BOOL":[true]}}}})", "insert",
            true);
        row("bool-attribute-false", R"({"dynamodb":{"NewImage":{"paid":{"BOOL":[false]}}}})",
            "insert", false);
        row("bool-is-not-string", R"({"dynamodb":{"NewImage":{"paid":{"BOOL":["true"]}}}})",
            "insert", false);
        row("null-attribute", R"({"dynamodb":{"NewImage":{"note":{"NULL":[true]}}}})", "insert",
            true);

        // The gotcha: an N value is a JSON string, so numeric rules and number literals miss it.
        row("numeric-on-N-never",
            R"({"dynamodb":{"NewImage":{"qty":{"N":[{"numeric":[">",10]}]}}}})", "insert", false);
        row("numeric-eq-on-N-never",
            R"({"dynamodb":{"NewImage":{"qty":{"N":[{"numeric":["=",42]}]}}}})", "insert", false);
        row("number-literal-on-N", R"({"dynamodb":{"NewImage":{"qty":{"N":[42]}}}})", "insert",
            false);
        row("N-as-text", R"({"dynamodb":{"NewImage":{"qty":{"N":["42"]}}}})", "insert", true);
        row("N-text-is-exact", R"({"dynamodb":{"NewImage":{"price":{"N":["19.50"]}}}})", "insert",
            false);
        row("N-text-normalised", R"({"dynamodb":{"NewImage":{"price":{"N":["19.5"]}}}})", "insert",
            true);

        // Null and empty.
        row("null", R"({"nul":[null]})", "shapes", true);
        row("null-not-absent", R"({"missing":[null]})", "shapes", false);
        row("null-not-empty", R"({"blank":[null]})", "shapes", false);
        row("empty", R"({"blank":[""]})", "shapes", true);
        row("empty-not-null", R"({"nul":[""]})", "shapes", false);

        // Equals ignoring case.
        row("ignore-case",
            R"({"dynamodb":{"NewImage":{"email":{"S":[{"equals-ignore-case":"ann@example.com"}]}}}})",
            "insert", true);
        row("ignore-case-other",
            R"({"dynamodb":{"NewImage":{"email":{"S":[{"equals-ignore-case":"bob@example.com"}]}}}})",
            "insert", false);
        row("ignore-case-eventName", R"({"eventName":[{"equals-ignore-case":"insert"}]})", "insert",
            true);

        // And: every key; Or: any value; $or: any of several objects.
        row("and-both",
            R"({"eventName":["INSERT"],"dynamodb":{"NewImage":{"type":{"S":["Order"]}}}})",
            "insert", true);
        row("and-one-fails",
            R"({"eventName":["MODIFY"],"dynamodb":{"NewImage":{"type":{"S":["Order"]}}}})",
            "insert", false);
        row("or-values/modify", R"({"eventName":["INSERT","MODIFY"]})", "modify", true);
        row("or-values/remove", R"({"eventName":["INSERT","MODIFY"]})", "remove", false);
        const QByteArray orFields =
            R"({"$or":[{"eventName":["REMOVE"]},{"dynamodb":{"NewImage":{"status":{"S":["SHIPPED"]}}}}]})";
        row("$or/modify", orFields, "modify", true);
        row("$or/remove", orFields, "remove", true);
        row("$or/insert", orFields, "insert", false);
        const QByteArray nestedOr =
            R"({"dynamodb":{"$or":[{"NewImage":{"type":{"S":["Order"]}}},{"OldImage":{"type":{"S":["Session"]}}}]}})";
        row("$or-nested/ttl", nestedOr, "ttl", true);
        row("$or-nested/insert", nestedOr, "insert", true);
        row("$or-nested/keys-only", nestedOr, "keysonly", false);
        row("$or-and-field",
            R"({"eventName":["INSERT"],"$or":[{"eventName":["REMOVE"]},{"eventSource":["aws:dynamodb"]}]})",
            "remove", false);

        // Not: anything-but.
        row("anything-but/insert", R"({"eventName":[{"anything-but":["REMOVE"]}]})", "insert",
            true);
        row("anything-but/remove", R"({"eventName":[{"anything-but":["REMOVE"]}]})", "remove",
            false);
        row("anything-but-single/modify", R"({"eventName":[{"anything-but":"INSERT"}]})", "modify",
            true);
        row("anything-but-single/insert", R"({"eventName":[{"anything-but":"INSERT"}]})", "insert",
            false);
        row("anything-but-needs-field", R"({"userIdentity":{"type":[{"anything-but":"Service"}]}})",
            "insert", false);
        row("anything-but-number/same", R"({"dynamodb":{"SizeBytes":[{"anything-but":[120]}]}})",
            "insert", false);
        row("anything-but-number/other", R"({"dynamodb":{"SizeBytes":[{"anything-but":[120]}]}})",
            "modify", true);
        row("anything-but-other-type", R"({"s":[{"anything-but":[300]}]})", "shapes", true);

        // Numeric: JSON numbers only, exact bounds.
        row("numeric-eq", R"({"dynamodb":{"SizeBytes":[{"numeric":["=",120]}]}})", "insert", true);
        row("numeric-eq-other", R"({"dynamodb":{"SizeBytes":[{"numeric":["=",121]}]}})", "insert",
            false);
        row("numeric-eq-exponent", R"({"dynamodb":{"SizeBytes":[{"numeric":["=",1.2e2]}]}})",
            "insert", true);
        row("numeric-range",
            R"({"dynamodb":{"ApproximateCreationDateTime":[{"numeric":[">",1699999999,"<=",1700000000]}]}})",
            "insert", true);
        row("numeric-gt-open",
            R"({"dynamodb":{"ApproximateCreationDateTime":[{"numeric":[">",1700000000]}]}})",
            "insert", false);
        row("numeric-ge-closed",
            R"({"dynamodb":{"ApproximateCreationDateTime":[{"numeric":[">=",1700000000]}]}})",
            "insert", true);
        row("numeric-lt-open",
            R"({"dynamodb":{"ApproximateCreationDateTime":[{"numeric":["<",1700000000]}]}})",
            "insert", false);
        row("numeric-le-closed",
            R"({"dynamodb":{"ApproximateCreationDateTime":[{"numeric":["<=",1700000000]}]}})",
            "insert", true);
        row("numeric-range-below", R"({"dynamodb":{"SizeBytes":[{"numeric":[">",100,"<",110]}]}})",
            "insert", false);
        row("numeric-on-string", R"({"s":[{"numeric":["=",300]}]})", "shapes", false);
        row("number-literal", R"({"dynamodb":{"SizeBytes":[120]}})", "insert", true);
        row("number-literal-spelling", R"({"n":[3.0e2]})", "shapes", true);
        row("number-not-string", R"({"dynamodb":{"SizeBytes":["120"]}})", "insert", false);
        row("string-not-number", R"({"s":[300]})", "shapes", false);

        // Exists: on leaves only.
        row("exists/ttl", R"({"userIdentity":{"type":[{"exists":true}]}})", "ttl", true);
        row("exists/insert", R"({"userIdentity":{"type":[{"exists":true}]}})", "insert", false);
        row("not-exists/insert", R"({"userIdentity":{"type":[{"exists":false}]}})", "insert", true);
        row("not-exists/ttl", R"({"userIdentity":{"type":[{"exists":false}]}})", "ttl", false);
        row("exists-intermediate-never", R"({"dynamodb":{"NewImage":[{"exists":true}]}})", "insert",
            false);
        row("not-exists-old-image-on-insert",
            R"({"dynamodb":{"OldImage":{"pk":{"S":[{"exists":false}]}}}})", "insert", true);
        row("not-exists-old-image-on-modify",
            R"({"dynamodb":{"OldImage":{"pk":{"S":[{"exists":false}]}}}})", "modify", false);
        row("exists-null-value", R"({"nul":[{"exists":true}]})", "shapes", true);
        row("exists-empty-array", R"({"empty":[{"exists":true}]})", "shapes", false);
        row("not-exists-empty-array", R"({"empty":[{"exists":false}]})", "shapes", true);
        row("exists-or-value", R"({"eventName":[{"exists":false},"INSERT"]})", "insert", true);

        // Prefix and suffix, on strings only.
        row("prefix", R"({"dynamodb":{"Keys":{"pk":{"S":[{"prefix":"order-"}]}}}})", "insert",
            true);
        row("prefix-case", R"({"dynamodb":{"Keys":{"pk":{"S":[{"prefix":"ORDER-"}]}}}})", "insert",
            false);
        row("prefix-ignore-case",
            R"({"dynamodb":{"Keys":{"pk":{"S":[{"prefix":{"equals-ignore-case":"ORDER-"}}]}}}})",
            "insert", true);
        row("prefix-on-number", R"({"dynamodb":{"SizeBytes":[{"prefix":"12"}]}})", "insert", false);
        row("prefix-ttl-key", R"({"dynamodb":{"Keys":{"pk":{"S":[{"prefix":"order-"}]}}}})", "ttl",
            false);
        row("suffix", R"({"dynamodb":{"NewImage":{"file":{"S":[{"suffix":".PNG"}]}}}})", "insert",
            true);
        row("suffix-case", R"({"dynamodb":{"NewImage":{"file":{"S":[{"suffix":".png"}]}}}})",
            "insert", false);
        row("suffix-ignore-case",
            R"({"dynamodb":{"NewImage":{"file":{"S":[{"suffix":{"equals-ignore-case":".png"}}]}}}})",
            "insert", true);

        // Arrays in the record: any element.
        row("string-set-element", R"({"dynamodb":{"NewImage":{"tags":{"SS":["blue"]}}}})", "insert",
            true);
        row("string-set-missing", R"({"dynamodb":{"NewImage":{"tags":{"SS":["green"]}}}})",
            "insert", false);
        row("string-set-prefix", R"({"dynamodb":{"NewImage":{"tags":{"SS":[{"prefix":"bl"}]}}}})",
            "insert", true);
        row("string-set-anything-but",
            R"({"dynamodb":{"NewImage":{"tags":{"SS":[{"anything-but":"red"}]}}}})", "insert",
            true);
        row("list-element-S", R"({"dynamodb":{"NewImage":{"items":{"L":{"S":["apple"]}}}}})",
            "insert", true);
        row("list-element-N", R"({"dynamodb":{"NewImage":{"items":{"L":{"N":["3"]}}}}})", "insert",
            true);
        row("list-one-element-each",
            R"({"dynamodb":{"NewImage":{"items":{"L":{"S":["apple"],"N":["3"]}}}}})", "insert",
            false);
        row("array-objects-same-element", R"({"v":{"a":[1],"b":[0]}})", "shapes", true);
        row("array-objects-split", R"({"v":{"a":[1],"b":[2]}})", "shapes", false);
        row("nested-arrays-flatten", R"({"list":["y"]})", "shapes", true);
        row("nested-array-object", R"({"list":{"o":[1]}})", "shapes", true);
        row("object-is-no-leaf", R"({"obj":["v"]})", "shapes", false);
        row("object-not-exists", R"({"obj":[{"exists":false}]})", "shapes", true);
        row("object-descend", R"({"obj":{"k":["v"]}})", "shapes", true);
        row("descend-into-string", R"({"blank":{"k":["v"]}})", "shapes", false);
        row("ignore-case-unicode", R"({"word":[{"equals-ignore-case":"STRASSE"}]})", "shapes",
            false);
        row("ignore-case-simple-fold", R"({"word":[{"equals-ignore-case":"STRAßE"}]})", "shapes",
            true);

        // Duplicate keys: the last one counts.
        row("duplicate-key/insert", R"({"eventName":["INSERT"],"eventName":["REMOVE"]})", "insert",
            false);
        row("duplicate-key/remove", R"({"eventName":["INSERT"],"eventName":["REMOVE"]})", "remove",
            true);
    }
    void matches()
    {
        QFETCH(QByteArray, pattern);
        QFETCH(QString, record);
        QFETCH(bool, expected);
        const EventFilter filter = filterOf({pattern});
        QVERIFY(!filter.isEmpty());
        QCOMPARE(filter.matches(fixture(record)), expected);
    }

    // Filters are ORed; none (or an empty list) lets everything through.
    void severalFilters()
    {
        const EventFilter f =
            filterOf({R"({"eventName":["INSERT"]})", R"({"userIdentity":{"type":["Service"]}})"});
        QVERIFY(f.matches(fixture(u"insert"_s)));
        QVERIFY(f.matches(fixture(u"ttl"_s)));
        QVERIFY(!f.matches(fixture(u"modify"_s)));
        QVERIFY(!f.matches(fixture(u"remove"_s)));

        for (const QJsonObject &c : {QJsonObject{}, parseObject(R"({"Filters":[]})"),
                                     parseObject(R"({"Filters":null})")}) {
            const auto none = EventFilter::fromJson(c);
            QVERIFY(none);
            QVERIFY(none->isEmpty());
            for (const char *name : {"insert", "modify", "remove", "ttl", "keysonly"})
                QVERIFY(none->matches(fixture(QString::fromLatin1(name))));
        }
        QVERIFY(EventFilter().isEmpty());
        QVERIFY(EventFilter().matches(fixture(u"insert"_s)));
    }

    // Every malformed pattern is Lambda's one InvalidParameterValueException text.
    void invalidPattern_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        const auto row = [](const char *name, const QByteArray &p) { QTest::newRow(name) << p; };
        row("not-json", "{eventName: [INSERT]}");
        row("trailing-garbage", R"({"eventName":["INSERT"]} x)");
        row("empty-text", "");
        row("array", R"(["INSERT"])");
        row("string", R"("INSERT")");
        row("json-null", "null");
        row("empty-object", "{}");
        row("nested-empty-object", R"({"dynamodb":{}})");
        row("leaf-string", R"({"eventName":"INSERT"})");
        row("leaf-number", R"({"dynamodb":{"SizeBytes":5}})");
        row("leaf-null", R"({"eventName":null})");
        row("leaf-bool", R"({"eventName":true})");
        row("empty-array", R"({"eventName":[]})");
        row("nested-array", R"({"eventName":[["INSERT"]]})");
        row("number-overflow", R"({"n":[1e400]})");
        row("unknown-operator", R"({"eventName":[{"contains":"SER"}]})");
        row("wildcard", R"({"eventName":[{"wildcard":"IN*"}]})");
        row("cidr", R"({"ip":[{"cidr":"10.0.0.0/24"}]})");
        row("operator-two-keys", R"({"eventName":[{"prefix":"I","suffix":"T"}]})");
        row("operator-empty", R"({"eventName":[{}]})");
        row("prefix-number", R"({"eventName":[{"prefix":5}]})");
        row("prefix-array", R"({"eventName":[{"prefix":["I"]}]})");
        row("prefix-unknown-inner", R"({"eventName":[{"prefix":{"anything-but":"I"}}]})");
        row("suffix-null", R"({"eventName":[{"suffix":null}]})");
        row("ignore-case-number", R"({"eventName":[{"equals-ignore-case":5}]})");
        row("exists-string", R"({"eventName":[{"exists":"true"}]})");
        row("exists-null", R"({"eventName":[{"exists":null}]})");
        row("numeric-not-array", R"({"n":[{"numeric":"=5"}]})");
        row("numeric-empty", R"({"n":[{"numeric":[]}]})");
        row("numeric-operand-string", R"({"n":[{"numeric":["=","5"]}]})");
        row("numeric-unknown-op", R"({"n":[{"numeric":["!=",5]}]})");
        row("numeric-eq-extra", R"({"n":[{"numeric":["=",5,"<",6]}]})");
        row("numeric-lt-then-gt", R"({"n":[{"numeric":["<",5,">",1]}]})");
        row("numeric-two-lower", R"({"n":[{"numeric":[">",5,">",6]}]})");
        row("numeric-bottom-above-top", R"({"n":[{"numeric":[">",6,"<",5]}]})");
        row("numeric-bottom-equals-top", R"({"n":[{"numeric":[">=",5,"<=",5]}]})");
        row("numeric-three-terms", R"({"n":[{"numeric":[">",5,"<"]}]})");
        row("numeric-five-terms", R"({"n":[{"numeric":[">",5,"<",6,7]}]})");
        row("anything-but-empty", R"({"eventName":[{"anything-but":[]}]})");
        row("anything-but-mixed", R"({"eventName":[{"anything-but":["INSERT",5]}]})");
        row("anything-but-null", R"({"eventName":[{"anything-but":null}]})");
        row("anything-but-bool", R"({"eventName":[{"anything-but":true}]})");
        row("anything-but-prefix", R"({"eventName":[{"anything-but":{"prefix":"IN"}}]})");
        row("anything-but-ignore-case",
            R"({"eventName":[{"anything-but":{"equals-ignore-case":["insert"]}}]})");
        row("or-not-array", R"({"$or":{"eventName":["INSERT"]}})");
        row("or-one-branch", R"({"$or":[{"eventName":["INSERT"]}]})");
        row("or-non-object", R"({"$or":[{"eventName":["INSERT"]},["REMOVE"]]})");
        row("or-empty-branch", R"({"$or":[{"eventName":["INSERT"]},{}]})");
    }
    void invalidPattern()
    {
        QFETCH(QByteArray, pattern);
        // Second of two filters, so a bad one is caught wherever it sits.
        const auto r = EventFilter::fromJson(criteria({R"({"eventName":["INSERT"]})", pattern}));
        QVERIFY(!r);
        QCOMPARE(r.error().typeName(), u"ValidationException"_s);
        QCOMPARE(r.error().message, kInvalidPattern);
    }

    void missingPattern()
    {
        for (const QByteArray &json :
             {QByteArray(R"({"Filters":[{}]})"), QByteArray(R"({"Filters":[{"Pattern":null}]})")}) {
            const auto r = EventFilter::fromJson(parseObject(json));
            QVERIFY(!r);
            QCOMPARE(r.error().typeName(), u"ValidationException"_s);
            QCOMPARE(r.error().message, kInvalidPattern);
        }
    }

    // The edges of what is valid.
    void validEdges_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::newRow("numeric-closed-range")
            << QByteArray(R"({"n":[{"numeric":[">=",5,"<=",6]}]})");
        QTest::newRow("numeric-negative") << QByteArray(R"({"n":[{"numeric":["<",-1.5]}]})");
        QTest::newRow("prefix-empty") << QByteArray(R"({"s":[{"prefix":""}]})");
        QTest::newRow("mixed-rules")
            << QByteArray(R"({"s":["a",1,null,true,{"prefix":"b"},{"exists":false}]})");
        QTest::newRow("anything-but-numbers") << QByteArray(R"({"n":[{"anything-but":[1,2.5]}]})");
        QTest::newRow("or-three") << QByteArray(R"({"$or":[{"a":["1"]},{"b":["2"]},{"c":["3"]}]})");
        QTest::newRow("or-nested-or")
            << QByteArray(R"({"$or":[{"a":["1"]},{"$or":[{"b":["2"]},{"c":["3"]}]}]})");
        QTest::newRow("whitespace") << QByteArray(" { \"a\" :\n [ \"x\" ] }\t");
    }
    void validEdges()
    {
        QFETCH(QByteArray, pattern);
        const auto r = EventFilter::fromJson(criteria({pattern}));
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
    }

    // Lambda's default quota: five filters.
    void tooManyFilters()
    {
        const QByteArray p = R"({"eventName":["INSERT"]})";
        QVERIFY(EventFilter::fromJson(criteria({p, p, p, p, p})));
        const auto r = EventFilter::fromJson(criteria({p, p, p, p, p, p}));
        QVERIFY(!r);
        QCOMPARE(r.error().typeName(), u"ValidationException"_s);
        QCOMPARE(r.error().message,
                 u"The number of filters in FilterCriteria (6) exceeds the limit of 5."_s);
    }

    // Pattern: at most 4096 characters, counted in code points.
    void patternLength()
    {
        const auto padded = [](qsizetype length, const QString &fill) {
            // {"s":["<fill...>"]} of exactly `length` code points; fill is one code point.
            const QString head = u"{\"s\":[\""_s, tail = u"\"]}"_s;
            QString text = head;
            for (qsizetype i = 0; i < length - head.size() - tail.size(); ++i)
                text += fill;
            return QString(text + tail);
        };
        const auto criteriaOf = [](const QStringList &patterns) {
            QJsonArray filters;
            for (const QString &p : patterns)
                filters.append(QJsonObject{{u"Pattern"_s, p}});
            return QJsonObject{{u"Filters"_s, filters}};
        };

        QVERIFY(EventFilter::fromJson(criteriaOf({padded(4096, u"a"_s)})));
        // 4096 code points, 4000-odd of them outside the BMP: over 4096 UTF-16 units, still fine.
        QVERIFY(EventFilter::fromJson(criteriaOf({padded(4096, u"\U0001F600"_s)})));

        const QString long1 = padded(4097, u"a"_s);
        auto r = EventFilter::fromJson(criteriaOf({long1}));
        QVERIFY(!r);
        QCOMPARE(r.error().typeName(), u"ValidationException"_s);
        QCOMPARE(r.error().message,
                 u"1 validation error detected: Value '"_s + long1 +
                     u"' at 'filterCriteria.filters.1.member.pattern' failed to satisfy "
                     u"constraint: Member must have length less than or equal to 4096"_s);

        // Every long pattern is reported, and before the filter count or pattern validity.
        const QString long3 = padded(5000, u"b"_s);
        const QString bad = u"not json"_s;
        r = EventFilter::fromJson(criteriaOf({long1, bad, long3, bad, bad, bad}));
        QVERIFY(!r);
        QCOMPARE(r.error().message,
                 u"2 validation errors detected: Value '"_s + long1 +
                     u"' at 'filterCriteria.filters.1.member.pattern' failed to satisfy "
                     u"constraint: Member must have length less than or equal to 4096; Value '"_s +
                     long3 +
                     u"' at 'filterCriteria.filters.3.member.pattern' failed to satisfy "
                     u"constraint: Member must have length less than or equal to 4096"_s);

        // The count comes before pattern validity.
        r = EventFilter::fromJson(criteriaOf({bad, bad, bad, bad, bad, bad}));
        QVERIFY(!r);
        QCOMPARE(r.error().message,
                 u"The number of filters in FilterCriteria (6) exceeds the limit of 5."_s);
    }

    // Wrong JSON types in the FilterCriteria itself are the deserialiser's.
    void wrongTypes_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("path");
        const QJsonObject pattern{{u"Pattern"_s, u"{}"_s}};
        QTest::newRow("filters-object")
            << QJsonObject{{u"Filters"_s, pattern}} << u"filterCriteria.filters"_s;
        QTest::newRow("filters-string")
            << QJsonObject{{u"Filters"_s, u"x"_s}} << u"filterCriteria.filters"_s;
        QTest::newRow("filter-string") << QJsonObject{{u"Filters"_s, QJsonArray{u"{}"_s}}}
                                       << u"filterCriteria.filters.1.member"_s;
        QTest::newRow("filter-null")
            << QJsonObject{{u"Filters"_s,
                            QJsonArray{criteria({R"({"a":[1]})"})[u"Filters"_s].toArray().first(),
                                       QJsonValue::Null}}}
            << u"filterCriteria.filters.2.member"_s;
        QTest::newRow("pattern-object")
            << parseObject(R"({"Filters":[{"Pattern":{"eventName":["INSERT"]}}]})")
            << u"filterCriteria.filters.1.member.pattern"_s;
        QTest::newRow("pattern-number") << parseObject(R"({"Filters":[{"Pattern":5}]})")
                                        << u"filterCriteria.filters.1.member.pattern"_s;
    }
    void wrongTypes()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, path);
        const auto r = EventFilter::fromJson(json);
        QVERIFY(!r);
        QCOMPARE(r.error().typeName(), u"SerializationException"_s);
        QCOMPARE(r.error().message, u"Unexpected value type in payload: "_s + path);
    }

    // toJson gives back what fromJson accepted, pattern texts character for character. (Inputs
    // are built, not written as JSON text: moc misreads raw strings holding escaped quotes.)
    void roundTrip_data()
    {
        QTest::addColumn<QJsonObject>("input");
        QTest::addColumn<QJsonObject>("expected");
        const QByteArray removes = R"({"eventName":["REMOVE"]})";
        // Odd spacing, a newline and key order all kept.
        const QByteArray spaced = "{ \"b\" : [1],\n \"a\": [\"x\"] }";
        const QByteArray nulls = R"({"c":[null]})";
        QTest::newRow("absent") << QJsonObject() << QJsonObject();
        QTest::newRow("null") << QJsonObject{{u"Filters"_s, QJsonValue::Null}} << QJsonObject();
        QTest::newRow("empty-list") << criteria({}) << criteria({});
        QTest::newRow("one") << criteria({removes}) << criteria({removes});
        QTest::newRow("text-kept") << criteria({spaced, nulls}) << criteria({spaced, nulls});
        QJsonObject extra = criteria({removes});
        QJsonArray filters = extra[u"Filters"_s].toArray();
        QJsonObject first = filters.first().toObject();
        first.insert(u"Extra"_s, true);
        filters.replace(0, first);
        extra.insert(u"Filters"_s, filters);
        extra.insert(u"Other"_s, 1);
        QTest::newRow("unknown-members-dropped") << extra << criteria({removes});
    }
    void roundTrip()
    {
        QFETCH(QJsonObject, input);
        QFETCH(QJsonObject, expected);
        const auto r = EventFilter::fromJson(input);
        QVERIFY(r);
        QCOMPARE(r->toJson(), expected);
        // And once more: the output is accepted as the same criteria.
        const auto again = EventFilter::fromJson(r->toJson());
        QVERIFY(again);
        QVERIFY(*again == *r);
        QCOMPARE(again->toJson(), r->toJson());
    }

    void equality()
    {
        const QByteArray a = R"({"a":["x"]})", b = R"({"b":["x"]})";
        QVERIFY(filterOf({a, b}) == filterOf({a, b}));
        QVERIFY(!(filterOf({a, b}) == filterOf({b, a})));
        QVERIFY(!(filterOf({a}) == filterOf({R"({ "a":["x"]})"})));
        QVERIFY(EventFilter() == *EventFilter::fromJson({}));
        QVERIFY(!(EventFilter() == *EventFilter::fromJson(parseObject(R"({"Filters":[]})"))));
    }
};

QTEST_GUILESS_MAIN(TestEventFilter)
#include "tst_eventfilter.moc"
