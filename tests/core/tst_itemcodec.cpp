// Tests for storage/itemcodec: items survive encode/decode unchanged (all ten types, deep
// nesting, large values), the frozen byte grammar is pinned by a few exact encodings, and
// corrupt or truncated bytes decode to nullopt without crashing.
#include "model/attributejson.h"
#include "storage/itemcodec.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <initializer_list>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeValue;
using lw::Item;

Q_DECLARE_METATYPE(lw::Item)

namespace {

Item itemFrom(const QByteArray &json)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        fail(u"test JSON does not parse: "_s + QString::fromUtf8(json));
        return {};
    }
    const auto item = lw::itemFromJson(doc.object());
    if (!setUp(u"test item is invalid"_s, item))
        return {};
    return *item;
}

QByteArray dump(const Item &item)
{
    return QJsonDocument(lw::itemToJson(item)).toJson(QJsonDocument::Compact);
}

const QByteArray kAllTypes = R"({
    "s": {"S": "text with \u00e9 and \ud83d\ude00"},
    "s0": {"S": ""},
    "n": {"N": "-123.456e-7"},
    "n0": {"N": "0"},
    "nmax": {"N": "9.9999999999999999999999999999999999999E+125"},
    "b": {"B": "AAH/AA=="},
    "b0": {"B": ""},
    "t": {"BOOL": true},
    "f": {"BOOL": false},
    "z": {"NULL": true},
    "l": {"L": [{"S": "x"}, {"N": "1"}, {"L": []}, {"M": {}}, {"NULL": true}]},
    "m": {"M": {"inner": {"M": {"k": {"SS": ["q"]}}}, "e\u00e9": {"BOOL": false}}},
    "ss": {"SS": ["b", "a", "", "\u4e2d"]},
    "ns": {"NS": ["3", "-1E-130", "1E+125", "0.5"]},
    "bs": {"BS": ["AA==", "/w==", ""]},
    "\ud83d\ude00 name": {"S": "unicode name"},
    "": {"S": "empty name"}
})";

// Alternating M and L, `depth` levels below the top-level attribute.
AttributeValue nested(int depth)
{
    AttributeValue v = AttributeValue::number(lw::Number::fromInt64(depth));
    for (int i = 0; i < depth; ++i) {
        if (i % 2)
            v = AttributeValue::list({AttributeValue::null(), v});
        else
            v = AttributeValue::map({{u"k"_s, v}, {u"sibling"_s, AttributeValue::boolean(true)}});
    }
    return v;
}

} // namespace

class TestItemCodec : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<Item>("item");

        QTest::newRow("empty-item") << Item{};
        QTest::newRow("all-ten-types") << itemFrom(kAllTypes);
        QTest::newRow("binary-nul-and-ff")
            << Item{{u"b"_s, AttributeValue::binary(QByteArray("\x00\xFF\x00\x80", 4))}};
        QTest::newRow("string-nul") << Item{{u"s"_s, AttributeValue::string(QString(u"a\0b"_s))}};
        // 300 000 bytes: the length varint needs three bytes.
        QTest::newRow("large-string")
            << Item{{u"big"_s, AttributeValue::string(QString(300000, u'x'))}};
        QTest::newRow("many-attributes") << [] {
            Item item;
            for (int i = 0; i < 200; ++i)
                item.emplace(u"attr"_s + QString::number(i),
                             AttributeValue::number(lw::Number::fromInt64(i * 7 - 300)));
            return item;
        }();
        QTest::newRow("nested-32") << Item{{u"deep"_s, nested(32)}};
        QTest::newRow("nested-60") << Item{{u"deep"_s, nested(60)}};
        QTest::newRow("long-list") << Item{{u"l"_s, AttributeValue::list(lw::AttributeList(
                                                        1000, AttributeValue::boolean(false)))}};
    }
    void roundTrip()
    {
        QFETCH(Item, item);
        const QByteArray encoded = lw::storage::encodeItem(item);
        const auto decoded = lw::storage::decodeItem(encoded);
        QVERIFY(decoded.has_value());
        QCOMPARE(decoded->size(), item.size());
        QVERIFY(*decoded == item);
        QCOMPARE(dump(*decoded), dump(item));
        // Deterministic: re-encoding gives the same bytes.
        QCOMPARE(lw::storage::encodeItem(*decoded), encoded);
        // appendItem appends to what is there.
        QByteArray out("xyz");
        lw::storage::appendItem(out, item);
        QCOMPARE(out, QByteArray("xyz") + encoded);
    }

    // Every strict prefix of a valid encoding fails to decode.
    void prefixes_data() { roundTrip_data(); }
    void prefixes()
    {
        QFETCH(Item, item);
        const QByteArray encoded = lw::storage::encodeItem(item);
        // Prefixes of the huge row are checked at a stride to keep the test fast.
        const qsizetype step = encoded.size() > 20000 ? 997 : 1;
        for (qsizetype len = 0; len < encoded.size(); len += step)
            QVERIFY2(!lw::storage::decodeItem(encoded.first(len)).has_value(),
                     qPrintable(u"prefix length "_s + QString::number(len)));
        QVERIFY(!lw::storage::decodeItem(encoded.first(encoded.size() - 1)).has_value());
    }

    // The frozen grammar, byte for byte (see itemcodec.h).
    void exactBytes_data()
    {
        QTest::addColumn<Item>("item");
        QTest::addColumn<QByteArray>("encoded");
        const auto one = [](const AttributeValue &v) { return Item{{u"a"_s, v}}; };

        QTest::newRow("empty") << Item{} << bytes({0x00});
        // count 1, name "a" (len 1), type 1 (S), len 2, "xy"
        QTest::newRow("s") << one(AttributeValue::string(u"xy"_s))
                           << bytes({0x01, 0x01, 0x61, 0x01, 0x02, 0x78, 0x79});
        // type 2 (N), Number::sortableKey of 1
        QTest::newRow("n") << one(AttributeValue::number(lw::Number::fromInt64(1)))
                           << bytes({0x01, 0x01, 0x61, 0x02, 0x03, 0x82, 0x20, 0x00});
        QTest::newRow("b") << one(AttributeValue::binary(QByteArray(1, '\0')))
                           << bytes({0x01, 0x01, 0x61, 0x03, 0x01, 0x00});
        QTest::newRow("bool") << one(AttributeValue::boolean(true))
                              << bytes({0x01, 0x01, 0x61, 0x04, 0x01});
        QTest::newRow("null") << one(AttributeValue::null()) << bytes({0x01, 0x01, 0x61, 0x05});
        QTest::newRow("l") << one(AttributeValue::list(
                                  {AttributeValue::null(), AttributeValue::boolean(false)}))
                           << bytes({0x01, 0x01, 0x61, 0x06, 0x02, 0x05, 0x04, 0x00});
        QTest::newRow("m") << one(AttributeValue::map({{u"b"_s, AttributeValue::null()}}))
                           << bytes({0x01, 0x01, 0x61, 0x07, 0x01, 0x01, 0x62, 0x05});
        QTest::newRow("ss") << one(AttributeValue::stringSet({u"y"_s, u""_s}))
                            << bytes({0x01, 0x01, 0x61, 0x08, 0x02, 0x01, 0x79, 0x00});
        QTest::newRow("ns") << one(AttributeValue::numberSet({lw::Number()}))
                            << bytes({0x01, 0x01, 0x61, 0x09, 0x01, 0x02});
        QTest::newRow("bs") << one(AttributeValue::binarySet({QByteArray("\xFF", 1)}))
                            << bytes({0x01, 0x01, 0x61, 0x0A, 0x01, 0x01, 0xFF});
        // 200 = 0xC8: LEB128 low 7 bits first with the continuation bit: 0xC8 0x01.
        QTest::newRow("varint-200")
            << one(AttributeValue::binary(QByteArray(200, 'z')))
            << bytes({0x01, 0x01, 0x61, 0x03, 0xC8, 0x01}) + QByteArray(200, 'z');
        // Names are written in ascending (QString) order.
        QTest::newRow("name-order")
            << Item{{u"b"_s, AttributeValue::null()}, {u"a"_s, AttributeValue::null()}}
            << bytes({0x02, 0x01, 0x61, 0x05, 0x01, 0x62, 0x05});
    }
    void exactBytes()
    {
        QFETCH(Item, item);
        QFETCH(QByteArray, encoded);
        QCOMPARE(lw::storage::encodeItem(item).toHex(' '), encoded.toHex(' '));
        const auto decoded = lw::storage::decodeItem(encoded);
        QVERIFY(decoded.has_value());
        QVERIFY(*decoded == item);
    }

    void corrupt_data()
    {
        QTest::addColumn<QByteArray>("data");

        QTest::newRow("empty-input") << QByteArray();
        QTest::newRow("count-without-attributes") << bytes({0x01});
        QTest::newRow("trailing-byte") << bytes({0x00, 0x00});
        QTest::newRow("trailing-after-attribute") << bytes({0x01, 0x01, 0x61, 0x05, 0x05});
        QTest::newRow("type-0") << bytes({0x01, 0x01, 0x61, 0x00});
        QTest::newRow("type-11") << bytes({0x01, 0x01, 0x61, 0x0B});
        QTest::newRow("type-ff") << bytes({0x01, 0x01, 0x61, 0xFF});
        QTest::newRow("missing-type") << bytes({0x01, 0x01, 0x61});
        QTest::newRow("bool-2") << bytes({0x01, 0x01, 0x61, 0x04, 0x02});
        QTest::newRow("bool-missing") << bytes({0x01, 0x01, 0x61, 0x04});
        QTest::newRow("string-length-overrun") << bytes({0x01, 0x01, 0x61, 0x01, 0x05, 0x78});
        QTest::newRow("name-length-overrun") << bytes({0x01, 0x05, 0x61});
        QTest::newRow("name-length-huge")
            << bytes({0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x61});
        QTest::newRow("varint-unterminated") << bytes({0x80});
        QTest::newRow("varint-too-long")
            << bytes({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01});
        QTest::newRow("count-huge-few-attributes")
            << bytes({0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x61, 0x05});
        QTest::newRow("list-count-huge")
            << bytes({0x01, 0x01, 0x61, 0x06, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05});
        QTest::newRow("list-count-short") << bytes({0x01, 0x01, 0x61, 0x06, 0x03, 0x05, 0x05});
        QTest::newRow("ss-empty") << bytes({0x01, 0x01, 0x61, 0x08, 0x00});
        QTest::newRow("ns-empty") << bytes({0x01, 0x01, 0x61, 0x09, 0x00});
        QTest::newRow("bs-empty") << bytes({0x01, 0x01, 0x61, 0x0A, 0x00});
        QTest::newRow("ns-bad-number") << bytes({0x01, 0x01, 0x61, 0x09, 0x01, 0x03, 0x82, 0x00});
        QTest::newRow("n-bad-class") << bytes({0x01, 0x01, 0x61, 0x02, 0x07});
        QTest::newRow("n-unterminated") << bytes({0x01, 0x01, 0x61, 0x02, 0x03, 0x82, 0x20});
        QTest::newRow("n-non-canonical") << bytes({0x01, 0x01, 0x61, 0x02, 0x03, 0x82, 0x21, 0x00});
        QTest::newRow("map-count-short") << bytes({0x01, 0x01, 0x61, 0x07, 0x02, 0x01, 0x62, 0x05});
        // Nesting bombs: far deeper than DynamoDB's 32 levels; must fail, not overflow the stack.
        QTest::newRow("list-bomb") << []() -> QByteArray {
            QByteArray b = bytes({0x01, 0x01, 0x61});
            for (int i = 0; i < 200000; ++i)
                b += bytes({0x06, 0x01});
            return b + bytes({0x05});
        }();
        QTest::newRow("map-bomb") << []() -> QByteArray {
            QByteArray b = bytes({0x01, 0x01, 0x61});
            for (int i = 0; i < 200000; ++i)
                b += bytes({0x07, 0x01, 0x01, 0x61});
            return b + bytes({0x05});
        }();
        // Bytes the grammar forbids: names must be ascending (so unique), set members unique,
        // strings UTF-8.
        QTest::newRow("names-duplicate") << bytes({0x02, 0x01, 0x61, 0x05, 0x01, 0x61, 0x04, 0x01});
        QTest::newRow("names-descending") << bytes({0x02, 0x01, 0x62, 0x05, 0x01, 0x61, 0x05});
        QTest::newRow("ss-duplicate-members")
            << bytes({0x01, 0x01, 0x61, 0x08, 0x02, 0x01, 0x78, 0x01, 0x78});
        QTest::newRow("s-invalid-utf8") << bytes({0x01, 0x01, 0x61, 0x01, 0x02, 0xC3, 0x28});
    }
    void corrupt()
    {
        QFETCH(QByteArray, data);
        QVERIFY(!lw::storage::decodeItem(data).has_value());
    }

    // Every single-byte substitution of a valid encoding either fails or decodes to an item
    // that encodes and decodes stably. Mostly a crash test (run under ASan to be thorough).
    void mutations()
    {
        const QByteArray valid = lw::storage::encodeItem(itemFrom(kAllTypes));
        int decodedCount = 0;
        for (qsizetype pos = 0; pos < valid.size(); ++pos) {
            for (int value = 0; value < 256; ++value) {
                QByteArray mutated = valid;
                mutated[pos] = char(value);
                const auto item = lw::storage::decodeItem(mutated);
                if (!item)
                    continue;
                ++decodedCount;
                const auto again = lw::storage::decodeItem(lw::storage::encodeItem(*item));
                QVERIFY(again.has_value());
                QVERIFY(*again == *item);
            }
        }
        // At least the unmutated bytes themselves decode.
        QVERIFY(decodedCount >= int(valid.size()));
    }

    void randomGarbage()
    {
        QRandomGenerator random(20240611);
        for (int round = 0; round < 20000; ++round) {
            QByteArray data(qsizetype(random.bounded(48)), Qt::Uninitialized);
            for (auto &c : data)
                c = char(random.bounded(256));
            // Start like an item most of the time so the value parsers get exercised.
            if (!data.isEmpty() && round % 4 != 0)
                data[0] = char(random.bounded(4));
            const auto item = lw::storage::decodeItem(data);
            if (item)
                QVERIFY(lw::storage::decodeItem(lw::storage::encodeItem(*item)).has_value());
        }
    }
};

QTEST_GUILESS_MAIN(TestItemCodec)
#include "tst_itemcodec.moc"
