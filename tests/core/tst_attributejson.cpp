// Tests for DynamoDB JSON in and out (model/attributejson) and AttributeValue equality.
// Expected error texts and their order come from dynalite (validations/index.js
// validateAttributeValue, checkNum, checkType), which was live-tested against DynamoDB; the
// empty-set and duplicate texts are also in docs/fidelity.md.
#include "check.h"
#include "model/attributejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using lw::AttributeValue;

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;
const QString kValidation = u"ValidationException"_s;
const QString kSerialization = u"SerializationException"_s;

QJsonValue parseJson(const QByteArray &text)
{
    // Wrap in an array so scalars (wrong-type rows) parse too.
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson("[" + text + "]", &error);
    if (error.error != QJsonParseError::NoError) {
        lw::test::fail(u"test JSON does not parse: "_s + QString::fromUtf8(text));
        return {};
    }
    return doc.array().at(0);
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

AttributeValue attr(const QByteArray &json)
{
    const auto r = lw::attributeFromJson(parseJson(json));
    if (!lw::test::setUp(u"test attribute does not parse: "_s + QString::fromUtf8(json), r))
        return {};
    return *r;
}

} // namespace

class TestAttributeJson : public QObject
{
    Q_OBJECT

private slots:
    // Parse then write: the output is DynamoDB's normalised form of the input.
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<int>("type");
        const auto T = [](AttributeValue::Type t) { return int(t); };
        using Ty = AttributeValue::Type;

        QTest::newRow("s") << QByteArray(R"({"S":"hello"})") << QByteArray(R"({"S":"hello"})")
                           << T(Ty::S);
        QTest::newRow("s-empty") << QByteArray(R"({"S":""})") << QByteArray(R"({"S":""})")
                                 << T(Ty::S);
        // Unicode survives (written back as raw UTF-8, not \u escapes).
        QTest::newRow("s-unicode")
            << QByteArray(R"({"S":"\u00e9\ud83d\ude00\u4e2d"})")
            << QByteArray("{\"S\":\"\xC3\xA9\xF0\x9F\x98\x80\xE4\xB8\xAD\"}") << T(Ty::S);
        QTest::newRow("s-nul-char")
            << QByteArray(R"({"S":"a\u0000b"})") << QByteArray(R"({"S":"a\u0000b"})") << T(Ty::S);
        QTest::newRow("n-int") << QByteArray(R"({"N":"42"})") << QByteArray(R"({"N":"42"})")
                               << T(Ty::N);
        QTest::newRow("n-trailing-zero")
            << QByteArray(R"({"N":"1.50"})") << QByteArray(R"({"N":"1.5"})") << T(Ty::N);
        QTest::newRow("n-exponent")
            << QByteArray(R"({"N":"1e3"})") << QByteArray(R"({"N":"1000"})") << T(Ty::N);
        QTest::newRow("n-neg-fraction")
            << QByteArray(R"({"N":"-.5"})") << QByteArray(R"({"N":"-0.5"})") << T(Ty::N);
        QTest::newRow("n-neg-zero")
            << QByteArray(R"({"N":"-0"})") << QByteArray(R"({"N":"0"})") << T(Ty::N);
        QTest::newRow("n-plus-leading-zeros")
            << QByteArray(R"({"N":"+007.000"})") << QByteArray(R"({"N":"7"})") << T(Ty::N);
        QTest::newRow("n-small-exponent")
            << QByteArray(R"({"N":"1E-3"})") << QByteArray(R"({"N":"0.001"})") << T(Ty::N);
        QTest::newRow("b") << QByteArray(R"({"B":"AAH/"})") << QByteArray(R"({"B":"AAH/"})")
                           << T(Ty::B);
        QTest::newRow("b-padded") << QByteArray(R"({"B":"YQ=="})") << QByteArray(R"({"B":"YQ=="})")
                                  << T(Ty::B);
        QTest::newRow("b-empty") << QByteArray(R"({"B":""})") << QByteArray(R"({"B":""})")
                                 << T(Ty::B);
        QTest::newRow("bool-true")
            << QByteArray(R"({"BOOL":true})") << QByteArray(R"({"BOOL":true})") << T(Ty::BOOL);
        QTest::newRow("bool-false")
            << QByteArray(R"({"BOOL":false})") << QByteArray(R"({"BOOL":false})") << T(Ty::BOOL);
        QTest::newRow("null") << QByteArray(R"({"NULL":true})") << QByteArray(R"({"NULL":true})")
                              << T(Ty::NUL);
        QTest::newRow("l-empty") << QByteArray(R"({"L":[]})") << QByteArray(R"({"L":[]})")
                                 << T(Ty::L);
        QTest::newRow("l-nested")
            << QByteArray(
                   R"({"L":[{"N":"01"},{"L":[{"S":"x"},{"NULL":true}]},{"M":{"k":{"N":"2.0"}}}]})")
            << QByteArray(
                   R"({"L":[{"N":"1"},{"L":[{"S":"x"},{"NULL":true}]},{"M":{"k":{"N":"2"}}}]})")
            << T(Ty::L);
        QTest::newRow("m-empty") << QByteArray(R"({"M":{}})") << QByteArray(R"({"M":{}})")
                                 << T(Ty::M);
        QTest::newRow("m-nested")
            << QByteArray(R"({"M":{"b":{"M":{"c":{"SS":["x"]}}},"a":{"L":[{"BOOL":false}]}}})")
            << QByteArray(R"({"M":{"a":{"L":[{"BOOL":false}]},"b":{"M":{"c":{"SS":["x"]}}}}})")
            << T(Ty::M);
        // Sets keep their given order.
        QTest::newRow("ss") << QByteArray(R"({"SS":["b","a",""]})")
                            << QByteArray(R"({"SS":["b","a",""]})") << T(Ty::SS);
        QTest::newRow("ns") << QByteArray(R"({"NS":["10","1.50","-0.0","1e2"]})")
                            << QByteArray(R"({"NS":["10","1.5","0","100"]})") << T(Ty::NS);
        QTest::newRow("bs") << QByteArray(R"({"BS":["AA==","/w==","YWJj"]})")
                            << QByteArray(R"({"BS":["AA==","/w==","YWJj"]})") << T(Ty::BS);
    }
    void roundTrip()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QFETCH(int, type);
        const auto value = lw::attributeFromJson(parseJson(input));
        QVERIFY2(value.has_value(), qPrintable(value ? QString() : value.error().message));
        QCOMPARE(int(value->type()), type);
        QCOMPARE(compact(lw::attributeToJson(*value)), expected);
        // Writing is a fixed point: reading the output gives an equal value and the same text.
        const auto again = lw::attributeFromJson(parseJson(expected));
        QVERIFY(again.has_value());
        QVERIFY(*again == *value);
        QCOMPARE(compact(lw::attributeToJson(*again)), expected);
    }

    void decodedValues()
    {
        QCOMPARE(attr(R"({"B":"AAH/"})").asBinary(), QByteArray("\x00\x01\xFF", 3));
        QCOMPARE(attr(R"({"S":"\u00e9\ud83d\ude00"})").asString(), u"\u00e9\U0001F600"_s);
        QCOMPARE(attr(R"({"S":"a\u0000b"})").asString(), QString(u"a\0b"_s));
        QCOMPARE(attr(R"({"S":"a\u0000b"})").asString().size(), 3);
        QCOMPARE(attr(R"({"N":"1.50"})").asNumber().toString(), u"1.5"_s);
        QCOMPARE(attr(R"({"BS":["AA==","/w=="]})").asBinarySet(),
                 lw::BinarySet({QByteArray(1, '\0'), QByteArray(1, '\xFF')}));
        QCOMPARE(attr(R"({"SS":["b","a"]})").asStringSet(), QStringList({u"b"_s, u"a"_s}));
    }

    void item()
    {
        const auto json = parseJson(R"({"pk":{"S":"k"},"n":{"N":"2.50"},"é":{"NULL":true}})");
        const auto item = lw::itemFromJson(json);
        QVERIFY(item.has_value());
        QCOMPARE(item->size(), size_t(3));
        QCOMPARE(item->at(u"n"_s).asNumber().toString(), u"2.5"_s);
        QCOMPARE(compact(lw::itemToJson(*item)),
                 QByteArray(
                     "{\"n\":{\"N\":\"2.5\"},\"pk\":{\"S\":\"k\"},\"\xC3\xA9\":{\"NULL\":true}}"));
        QCOMPARE(compact(lw::itemToJson({})), QByteArray("{}"));

        const auto bad = lw::itemFromJson(parseJson(R"({"a":{"S":"x"},"b":{}})"));
        QVERIFY(!bad.has_value());
        QCOMPARE(
            bad.error().message,
            u"Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"_s);
    }

    // Invalid AttributeValues: error type and exact text.
    void errors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");

        const QString empty =
            u"Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"_s;
        const QString twoTypes = u"Supplied AttributeValue has more than one datatypes set, must "
                                 u"contain exactly one of the supported datatypes"_s;
        const QString notNumeric = u"The parameter cannot be converted to a numeric value"_s;

        QTest::newRow("empty") << QByteArray("{}") << kValidation << empty;
        QTest::newRow("two-datatypes")
            << QByteArray(R"({"S":"a","N":"1"})") << kValidation << twoTypes;
        // Each member is validated before the member count is checked (dynalite order).
        QTest::newRow("two-datatypes-bad-number")
            << QByteArray(R"({"S":"a","N":"x"})") << kValidation << notNumeric + u": x"_s;
        QTest::newRow("null-false")
            << QByteArray(R"({"NULL":false})") << kValidation
            << kInvalid + u"Null attribute value types must have the value of true"_s;
        QTest::newRow("n-bad") << QByteArray(R"({"N":"1.2.3"})") << kValidation
                               << notNumeric + u": 1.2.3"_s;
        QTest::newRow("n-empty") << QByteArray(R"({"N":""})") << kValidation << notNumeric;
        QTest::newRow("n-overflow")
            << QByteArray(R"({"N":"1E126"})") << kValidation
            << u"Number overflow. Attempting to store a number with magnitude larger than supported range"_s;
        QTest::newRow("ss-empty") << QByteArray(R"({"SS":[]})") << kValidation
                                  << kInvalid + u"An string set  may not be empty"_s;
        QTest::newRow("ns-empty") << QByteArray(R"({"NS":[]})") << kValidation
                                  << kInvalid + u"An number set  may not be empty"_s;
        QTest::newRow("bs-empty") << QByteArray(R"({"BS":[]})") << kValidation
                                  << kInvalid + u"Binary sets should not be empty"_s;
        QTest::newRow("ss-duplicates")
            << QByteArray(R"({"SS":["a","a"]})") << kValidation
            << kInvalid + u"Input collection [a, a] contains duplicates."_s;
        // The whole collection is printed, not just the duplicate pair.
        QTest::newRow("ss-duplicates-listed")
            << QByteArray(R"({"SS":["x","y","x","z"]})") << kValidation
            << kInvalid + u"Input collection [x, y, x, z] contains duplicates."_s;
        // Numerically equal numbers are duplicates; this text has no prefix and no period.
        QTest::newRow("ns-duplicates-numeric") << QByteArray(R"({"NS":["1","1.0"]})") << kValidation
                                               << u"Input collection contains duplicates"_s;
        QTest::newRow("ns-duplicates-exponent")
            << QByteArray(R"({"NS":["2","100","1e2"]})") << kValidation
            << u"Input collection contains duplicates"_s;
        // Bad numbers are reported before duplicates, whatever their position.
        QTest::newRow("ns-bad-number-after-duplicates")
            << QByteArray(R"({"NS":["1","1","abc"]})") << kValidation << notNumeric + u": abc"_s;
        QTest::newRow("ns-empty-number")
            << QByteArray(R"({"NS":["1",""]})") << kValidation << notNumeric;
        // "of type BS" follows the bracket with no space (sic, DynamoDB's text).
        QTest::newRow("bs-duplicates")
            << QByteArray(R"({"BS":["YQ==","Yg==","YQ=="]})") << kValidation
            << kInvalid + u"Input collection [YQ==, Yg==, YQ==]of type BS contains duplicates."_s;
        QTest::newRow("b-bad-length")
            << QByteArray(R"({"B":"abc"})") << kSerialization
            << u"Base64 encoded length is expected a multiple of 4 bytes but found: 3"_s;
        QTest::newRow("bs-bad-length")
            << QByteArray(R"({"BS":["YQ==","YQ="]})") << kSerialization
            << u"Base64 encoded length is expected a multiple of 4 bytes but found: 3"_s;
        // Length is a multiple of 4 but the characters are not base64.
        QTest::newRow("b-bad-chars") << QByteArray(R"({"B":"!!!!"})") << kSerialization
                                     << u"Invalid last non-pad Base64 character dectected"_s;
        // Non-canonical last character ('R' carries bits that "YQ==" does not).
        QTest::newRow("b-noncanonical") << QByteArray(R"({"B":"YR=="})") << kSerialization
                                        << u"Invalid last non-pad Base64 character dectected"_s;

        // Nested errors are reported from inside L and M.
        QTest::newRow("l-nested-empty")
            << QByteArray(R"({"L":[{"S":"a"},{}]})") << kValidation << empty;
        QTest::newRow("l-nested-ss-duplicates")
            << QByteArray(R"({"L":[{"L":[{"SS":["q","q"]}]}]})") << kValidation
            << kInvalid + u"Input collection [q, q] contains duplicates."_s;
        QTest::newRow("m-nested-null-false")
            << QByteArray(R"({"M":{"a":{"M":{"b":{"NULL":false}}}}})") << kValidation
            << kInvalid + u"Null attribute value types must have the value of true"_s;
        QTest::newRow("m-nested-bad-number")
            << QByteArray(R"({"M":{"a":{"N":"1e999"}}})") << kValidation
            << u"Number overflow. Attempting to store a number "
               u"with magnitude larger than supported range"_s;
        QTest::newRow("m-nested-two-types")
            << QByteArray(R"({"M":{"a":{"BOOL":true,"NULL":true}}})") << kValidation << twoTypes;

        // Wrong JSON types: SerializationException with the deserialiser's text (dynalite
        // checkType).
        QTest::newRow("s-number") << QByteArray(R"({"S":5})") << kSerialization
                                  << u"NUMBER_VALUE cannot be converted to String"_s;
        QTest::newRow("s-bool") << QByteArray(R"({"S":true})") << kSerialization
                                << u"TRUE_VALUE cannot be converted to String"_s;
        QTest::newRow("s-array") << QByteArray(R"({"S":["a"]})") << kSerialization
                                 << u"Unrecognized collection type class java.lang.String"_s;
        QTest::newRow("n-number") << QByteArray(R"({"N":5})") << kSerialization
                                  << u"NUMBER_VALUE cannot be converted to String"_s;
        QTest::newRow("b-number") << QByteArray(R"({"B":5})") << kSerialization
                                  << u"only base-64-encoded strings are convertible to bytes"_s;
        QTest::newRow("bool-number") << QByteArray(R"({"BOOL":1})") << kSerialization
                                     << u"NUMBER_VALUE cannot be converted to Boolean"_s;
        QTest::newRow("l-string") << QByteArray(R"({"L":"x"})") << kSerialization
                                  << u"Unexpected field type"_s;
        QTest::newRow("l-object") << QByteArray(R"({"L":{}})") << kSerialization
                                  << u"Start of structure or map found where not expected"_s;
        QTest::newRow("m-array") << QByteArray(R"({"M":[]})") << kSerialization
                                 << u"Unrecognized collection type java.util.Map<java.lang.String, "
                                    u"com.amazonaws.dynamodb.v20120810.AttributeValue>"_s;
        QTest::newRow("ss-string")
            << QByteArray(R"({"SS":"a"})") << kSerialization << u"Unexpected field type"_s;
        QTest::newRow("ss-member-number") << QByteArray(R"({"SS":["a",5]})") << kSerialization
                                          << u"NUMBER_VALUE cannot be converted to String"_s;
        QTest::newRow("value-not-object")
            << QByteArray(R"("x")") << kSerialization << u"Unexpected value type in payload"_s;
        QTest::newRow("l-member-not-object") << QByteArray(R"({"L":[5]})") << kSerialization
                                             << u"Unexpected value type in payload"_s;
        // Deserialisation of the whole request precedes validation: a wrong JSON type anywhere
        // wins over a validation error met earlier in the same value.
        QTest::newRow("serialization-before-validation")
            << QByteArray(R"({"L":[{"NULL":false},{"S":5}]})") << kSerialization
            << u"NUMBER_VALUE cannot be converted to String"_s;
        QTest::newRow("ss-duplicates-then-wrong-type")
            << QByteArray(R"({"SS":["a","a",5]})") << kSerialization
            << u"NUMBER_VALUE cannot be converted to String"_s;
    }
    void errors()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, type);
        QFETCH(QString, message);
        const auto result = lw::attributeFromJson(parseJson(input));
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().typeName(), type);
        QCOMPARE(result.error().message, message);
    }

    // DynamoDB equality: numbers numerically, sets ignoring order, lists in order, types strict.
    void equality_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("equal");

        QTest::newRow("s-same") << QByteArray(R"({"S":"x"})") << QByteArray(R"({"S":"x"})") << true;
        QTest::newRow("s-differ") << QByteArray(R"({"S":"x"})") << QByteArray(R"({"S":"X"})")
                                  << false;
        QTest::newRow("n-numeric")
            << QByteArray(R"({"N":"1"})") << QByteArray(R"({"N":"1.000"})") << true;
        QTest::newRow("n-exponent")
            << QByteArray(R"({"N":"100"})") << QByteArray(R"({"N":"1E2"})") << true;
        QTest::newRow("n-zero-signs")
            << QByteArray(R"({"N":"0"})") << QByteArray(R"({"N":"-0.0"})") << true;
        QTest::newRow("n-differ") << QByteArray(R"({"N":"1"})") << QByteArray(R"({"N":"-1"})")
                                  << false;
        QTest::newRow("s-vs-n") << QByteArray(R"({"S":"1"})") << QByteArray(R"({"N":"1"})")
                                << false;
        QTest::newRow("s-vs-b") << QByteArray(R"({"S":"a"})") << QByteArray(R"({"B":"YQ=="})")
                                << false;
        QTest::newRow("b-same") << QByteArray(R"({"B":"AAE="})") << QByteArray(R"({"B":"AAE="})")
                                << true;
        QTest::newRow("bool-vs-null")
            << QByteArray(R"({"BOOL":true})") << QByteArray(R"({"NULL":true})") << false;
        QTest::newRow("bool-differ")
            << QByteArray(R"({"BOOL":true})") << QByteArray(R"({"BOOL":false})") << false;
        QTest::newRow("null") << QByteArray(R"({"NULL":true})") << QByteArray(R"({"NULL":true})")
                              << true;
        QTest::newRow("ss-order") << QByteArray(R"({"SS":["a","b","c"]})")
                                  << QByteArray(R"({"SS":["c","a","b"]})") << true;
        QTest::newRow("ss-subset")
            << QByteArray(R"({"SS":["a","b"]})") << QByteArray(R"({"SS":["a","b","c"]})") << false;
        QTest::newRow("ss-vs-l") << QByteArray(R"({"SS":["a"]})")
                                 << QByteArray(R"({"L":[{"S":"a"}]})") << false;
        QTest::newRow("ns-order-numeric") << QByteArray(R"({"NS":["1","2.50"]})")
                                          << QByteArray(R"({"NS":["2.5","1e0"]})") << true;
        QTest::newRow("ns-differ")
            << QByteArray(R"({"NS":["1","2"]})") << QByteArray(R"({"NS":["1","3"]})") << false;
        QTest::newRow("bs-order") << QByteArray(R"({"BS":["AA==","AQ=="]})")
                                  << QByteArray(R"({"BS":["AQ==","AA=="]})") << true;
        QTest::newRow("l-order-matters") << QByteArray(R"({"L":[{"S":"a"},{"S":"b"}]})")
                                         << QByteArray(R"({"L":[{"S":"b"},{"S":"a"}]})") << false;
        QTest::newRow("l-nested-numeric-and-sets")
            << QByteArray(R"({"L":[{"N":"1.0"},{"SS":["x","y"]}]})")
            << QByteArray(R"({"L":[{"N":"1"},{"SS":["y","x"]}]})") << true;
        QTest::newRow("l-length") << QByteArray(R"({"L":[{"S":"a"}]})")
                                  << QByteArray(R"({"L":[{"S":"a"},{"S":"a"}]})") << false;
        QTest::newRow("m-nested") << QByteArray(R"({"M":{"a":{"N":"10"},"b":{"NS":["1","2"]}}})")
                                  << QByteArray(R"({"M":{"b":{"NS":["2","1"]},"a":{"N":"1e1"}}})")
                                  << true;
        QTest::newRow("m-extra-key")
            << QByteArray(R"({"M":{"a":{"N":"1"}}})")
            << QByteArray(R"({"M":{"a":{"N":"1"},"b":{"N":"1"}}})") << false;
        QTest::newRow("m-vs-l-empty")
            << QByteArray(R"({"M":{}})") << QByteArray(R"({"L":[]})") << false;
    }
    void equality()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, equal);
        const auto va = attr(a);
        const auto vb = attr(b);
        QCOMPARE(va == vb, equal);
        QCOMPARE(vb == va, equal);
        QCOMPARE(va != vb, !equal);
        QVERIFY(va == va);
    }

    void typeNames()
    {
        const QStringList names = {u"S"_s, u"N"_s, u"B"_s,  u"BOOL"_s, u"NULL"_s,
                                   u"L"_s, u"M"_s, u"SS"_s, u"NS"_s,   u"BS"_s};
        for (int i = 0; i < names.size(); ++i) {
            const auto t = AttributeValue::Type(i + 1);
            QCOMPARE(AttributeValue::typeName(t), names[i]);
            QVERIFY(AttributeValue::typeFromName(names[i]) == t);
        }
        QVERIFY(!AttributeValue::typeFromName(u"s"));
        QVERIFY(!AttributeValue::typeFromName(u"NUL"));
        QVERIFY(!AttributeValue::typeFromName(u""));
    }
};

QTEST_GUILESS_MAIN(TestAttributeJson)
#include "tst_attributejson.moc"
