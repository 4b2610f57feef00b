// Tests for model/itemsize: DynamoDB's item size formula as fitted by dynalite (db/index.js
// itemSize, valSize) with UTF-8 byte counts for strings and names (docs/fidelity.md).
// Every expected value is worked out by hand in the row's comment.
//   name: UTF-8 bytes     S: UTF-8 bytes     B: raw bytes     BOOL, NULL: 1
//   N: 1 for zero, else 1 + ceil(digits/2) + (digits even and sci. exponent even ? 1 : 0)
//      + (negative ? 1 : 0)
//   L: 3 + sum(1 + size)     M: 3 + count + sum(name + size)     SS/NS/BS: sum of members
#include "check.h"
#include "model/itemsize.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lw::AttributeValue;
using lw::Item;

Q_DECLARE_METATYPE(lw::Item)

namespace {

AttributeValue S(const QString &s)
{
    return AttributeValue::string(s);
}

AttributeValue N(const QString &text)
{
    const auto r = lw::Number::parse(text);
    if (!lw::test::setUp(u"test number does not parse: "_s + text, r))
        return {};
    return AttributeValue::number(*r);
}

AttributeValue B(const QByteArray &b)
{
    return AttributeValue::binary(b);
}

lw::Number num(const QString &text)
{
    return N(text).asNumber();
}

// A one-attribute item named "a" (1 byte).
Item one(const AttributeValue &v)
{
    return Item{{u"a"_s, v}};
}

} // namespace

class TestItemSize : public QObject
{
    Q_OBJECT

private slots:
    void itemSize_data()
    {
        QTest::addColumn<Item>("item");
        QTest::addColumn<qint64>("expected");

        // No attributes.
        QTest::newRow("empty-item") << Item{} << qint64(0);
        // name "a" 1 + "abc" 3
        QTest::newRow("s-ascii") << one(S(u"abc"_s)) << qint64(4);
        // 1 + 0
        QTest::newRow("s-empty") << one(S(u""_s)) << qint64(1);
        // 1 + "é" C3 A9 = 2
        QTest::newRow("s-e-acute") << one(S(u"\u00e9"_s)) << qint64(3);
        // 1 + "中" E4 B8 AD = 3
        QTest::newRow("s-cjk") << one(S(u"\u4e2d"_s)) << qint64(4);
        // 1 + "😀" F0 9F 98 80 = 4 (one code point, two UTF-16 units)
        QTest::newRow("s-emoji") << one(S(u"\U0001F600"_s)) << qint64(5);
        // 1 + a(1) é(2) 中(3) 😀(4) = 1 + 10
        QTest::newRow("s-mixed") << one(S(u"a\u00e9\u4e2d\U0001F600"_s)) << qint64(11);
        // 1 + "a\0b" 3 (NUL is one UTF-8 byte)
        QTest::newRow("s-nul") << one(S(QString(u"a\0b"_s))) << qint64(4);
        // name "é😀" 2 + 4 = 6, value "x" 1
        QTest::newRow("name-utf8") << Item{{u"\u00e9\U0001F600"_s, S(u"x"_s)}} << qint64(7);
        // empty name 0 + value 1
        QTest::newRow("name-empty") << Item{{u""_s, S(u"x"_s)}} << qint64(1);
        // 1 + zero is 1
        QTest::newRow("n-zero") << one(N(u"0"_s)) << qint64(2);
        // 1 + "1": 1 digit -> 1 + ceil(1/2) = 2
        QTest::newRow("n-one") << one(N(u"1"_s)) << qint64(3);
        // 1 + "12": 2 digits, sci. exponent 1 (odd) -> 1 + 1 = 2
        QTest::newRow("n-12") << one(N(u"12"_s)) << qint64(3);
        // 1 + "1.5": 2 digits, exponent 0 (even) -> 1 + 1 + 1 pad = 3
        QTest::newRow("n-1.5") << one(N(u"1.5"_s)) << qint64(4);
        // 1 + "150": digits 15, exponent 2 (even) -> 1 + 1 + 1 = 3
        QTest::newRow("n-150") << one(N(u"150"_s)) << qint64(4);
        // 1 + "0.15": digits 15, exponent -1 (odd) -> 1 + 1 = 2
        QTest::newRow("n-0.15") << one(N(u"0.15"_s)) << qint64(3);
        // 1 + "100": digit 1 -> 2 (trailing zeros are not digits)
        QTest::newRow("n-100") << one(N(u"100"_s)) << qint64(3);
        // 1 + "123": 3 digits -> 1 + 2 = 3
        QTest::newRow("n-123") << one(N(u"123"_s)) << qint64(4);
        // 1 + "1234": 4 digits, exponent 3 (odd) -> 1 + 2 = 3
        QTest::newRow("n-1234") << one(N(u"1234"_s)) << qint64(4);
        // 1 + "12.34": 4 digits, exponent 1 (odd) -> 3
        QTest::newRow("n-12.34") << one(N(u"12.34"_s)) << qint64(4);
        // 1 + "1.234": 4 digits, exponent 0 (even) -> 1 + 2 + 1 = 4
        QTest::newRow("n-1.234") << one(N(u"1.234"_s)) << qint64(5);
        // 1 + "-1": 2 + 1 negative = 3
        QTest::newRow("n-minus-1") << one(N(u"-1"_s)) << qint64(4);
        // 1 + "-1.5": 1 + 1 + 1 pad + 1 negative = 4
        QTest::newRow("n-minus-1.5") << one(N(u"-1.5"_s)) << qint64(5);
        // 1 + "-15": exponent 1 (odd): 1 + 1 + 1 negative = 3
        QTest::newRow("n-minus-15") << one(N(u"-15"_s)) << qint64(4);
        // 1 + 38 nines: 38 digits, exponent 37 (odd) -> 1 + 19 = 20
        QTest::newRow("n-38-nines") << one(N(QString(38, u'9'))) << qint64(21);
        // 1 + max 9.99..E+125: 38 digits, exponent 125 (odd) -> 20
        QTest::newRow("n-max") << one(N(u"9.9999999999999999999999999999999999999E+125"_s))
                               << qint64(21);
        // 1 + 1.00..01 (38 digits, exponent 0 even) -> 1 + 19 + 1 = 21
        QTest::newRow("n-38-digits-even-exponent")
            << one(N(u"1.0000000000000000000000000000000000001"_s)) << qint64(22);
        // 1 + 1E-130: 1 digit -> 2
        QTest::newRow("n-min") << one(N(u"1E-130"_s)) << qint64(3);
        // 1 + -1E-130: 2 + 1 negative = 3
        QTest::newRow("n-minus-min") << one(N(u"-1E-130"_s)) << qint64(4);
        // 1 + 3 raw bytes
        QTest::newRow("b") << one(B(QByteArray("\x00\x01\xFF", 3))) << qint64(4);
        // 1 + 0
        QTest::newRow("b-empty") << one(B({})) << qint64(1);
        // 1 + 1
        QTest::newRow("bool") << one(AttributeValue::boolean(false)) << qint64(2);
        // 1 + 1
        QTest::newRow("null") << one(AttributeValue::null()) << qint64(2);
        // 1 + list overhead 3
        QTest::newRow("l-empty") << one(AttributeValue::list({})) << qint64(4);
        // 1 + 3 + (1 + "ab" 2) + (1 + N 1 -> 2) = 1 + 9
        QTest::newRow("l-two") << one(AttributeValue::list({S(u"ab"_s), N(u"1"_s)})) << qint64(10);
        // 1 + map overhead 3
        QTest::newRow("m-empty") << one(AttributeValue::map({})) << qint64(4);
        // 1 + 3 + 2 entries + ("x" 1 + "ab" 2) + ("yz" 2 + BOOL 1) = 1 + 11
        QTest::newRow("m-two") << one(AttributeValue::map(
                                      {{u"x"_s, S(u"ab"_s)},
                                       {u"yz"_s, AttributeValue::boolean(true)}}))
                               << qint64(12);
        // [NULL] = 3 + (1 + 1) = 5; {"k": that} = 3 + 1 + (1 + 5) = 10;
        // [that] = 3 + (1 + 10) = 14; plus name 1
        QTest::newRow("nested")
            << one(AttributeValue::list({AttributeValue::map(
                   {{u"k"_s, AttributeValue::list({AttributeValue::null()})}})}))
            << qint64(15);
        // map names count UTF-8: {"é": "😀"} = 3 + 1 + (2 + 4) = 10, plus name 1
        QTest::newRow("m-utf8-names")
            << one(AttributeValue::map({{u"\u00e9"_s, S(u"\U0001F600"_s)}})) << qint64(11);
        // 1 + "a" 1 + "é" 2 + "😀" 4 (no per-member overhead)
        QTest::newRow("ss") << one(AttributeValue::stringSet(
                                   {u"a"_s, u"\u00e9"_s, u"\U0001F600"_s}))
                            << qint64(8);
        // 1 + 1 (2) + 1.5 (3) + -1 (3)
        QTest::newRow("ns") << one(AttributeValue::numberSet(
                                   {num(u"1"_s), num(u"1.5"_s), num(u"-1"_s)}))
                            << qint64(9);
        // 1 + 1 + 2 bytes
        QTest::newRow("bs") << one(AttributeValue::binarySet(
                                   {QByteArray(1, '\0'), QByteArray("\x01\x02", 2)}))
                            << qint64(4);
        // "pk" 2 + "user#1" 6, "n" 1 + 42 (2 digits, exponent 1 odd: 2), "ok" 2 + BOOL 1 = 14
        QTest::newRow("multi-attributes") << Item{{u"pk"_s, S(u"user#1"_s)},
                                                  {u"n"_s, N(u"42"_s)},
                                                  {u"ok"_s, AttributeValue::boolean(true)}}
                                          << qint64(14);
    }
    void itemSize()
    {
        QFETCH(Item, item);
        QFETCH(qint64, expected);
        QCOMPARE(lw::itemSize(item), expected);
        // A single attribute's item size is its name bytes plus attributeSize.
        if (item.size() == 1 && item.begin()->first == u"a"_s)
            QCOMPARE(lw::attributeSize(item.begin()->second), expected - 1);
    }

    // The 400 KB limit counts names and values; exactly 409600 is allowed, one more is not.
    void limit_data()
    {
        QTest::addColumn<Item>("item");
        QTest::addColumn<qint64>("expected");
        QTest::addColumn<bool>("fits");

        // name 1 + 409599 ASCII bytes
        QTest::newRow("ascii-at-limit") << one(S(QString(409599, u'x'))) << qint64(409600) << true;
        // name 1 + 409600
        QTest::newRow("ascii-one-over") << one(S(QString(409600, u'x'))) << qint64(409601) << false;
        // name "é" 2 + 102399 × 😀 (4 each: 409596) + "ab" 2 = 409600
        QTest::newRow("utf8-at-limit")
            << Item{{u"\u00e9"_s, S(QString(u"\U0001F600"_s).repeated(102399) + u"ab"_s)}}
            << qint64(409600) << true;
        // as above with "abc": 409601
        QTest::newRow("utf8-one-over")
            << Item{{u"\u00e9"_s, S(QString(u"\U0001F600"_s).repeated(102399) + u"abc"_s)}}
            << qint64(409601) << false;
        // "b" 1 + 409599 raw bytes
        QTest::newRow("binary-at-limit")
            << Item{{u"b"_s, B(QByteArray(409599, '\0'))}} << qint64(409600) << true;
        // 2 × (name "a"/"b" 1 + 204799) = 409600: the limit is for the whole item
        QTest::newRow("two-attributes-at-limit")
            << Item{{u"a"_s, S(QString(204799, u'x'))}, {u"b"_s, S(QString(204799, u'y'))}}
            << qint64(409600) << true;
        // the long name costs its bytes too: name 1000 + 408601 = 409601
        QTest::newRow("long-name-one-over")
            << Item{{QString(1000, u'n'), S(QString(408601, u'x'))}} << qint64(409601) << false;
    }
    void limit()
    {
        QFETCH(Item, item);
        QFETCH(qint64, expected);
        QFETCH(bool, fits);
        QCOMPARE(lw::kMaxItemSizeBytes, qint64(409600));
        QCOMPARE(lw::itemSize(item), expected);
        QCOMPARE(lw::itemSize(item) <= lw::kMaxItemSizeBytes, fits);
    }
};

QTEST_GUILESS_MAIN(TestItemSize)
#include "tst_itemsize.moc"
