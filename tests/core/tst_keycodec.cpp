// Tests for storage/keycodec: the memcmp order of encoded key parts must be DynamoDB's order
// (S by UTF-8 bytes, B by unsigned bytes, N numerically), parts must be self-delimiting so that
// composite keys sort by hash first, and decoding must reject corrupt bytes.
#include "storage/keycodec.h"
#include "testutil.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <initializer_list>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeList;
using lw::AttributeValue;
using lw::Number;
using Type = AttributeValue::Type;

Q_DECLARE_METATYPE(lw::AttributeValue)
Q_DECLARE_METATYPE(lw::AttributeList)

namespace {

AttributeValue S(const QString &s)
{
    return AttributeValue::string(s);
}

AttributeValue B(const QByteArray &b)
{
    return AttributeValue::binary(b);
}

AttributeValue N(const QString &text)
{
    const auto r = Number::parse(text);
    if (!setUp(u"test number does not parse: "_s + text, r))
        return {};
    return AttributeValue::number(*r);
}

QByteArray encode(const AttributeValue &v)
{
    QByteArray out;
    lw::storage::appendKeyPart(out, v);
    return out;
}

QByteArray encode(const AttributeValue &hash, const AttributeValue &range)
{
    QByteArray out;
    lw::storage::appendKeyPart(out, hash);
    lw::storage::appendKeyPart(out, range);
    return out;
}

// memcmp order as LMDB uses it: unsigned bytes, a proper prefix first.
int byteOrder(const QByteArray &a, const QByteArray &b)
{
    const int c = std::memcmp(a.constData(), b.constData(), size_t(std::min(a.size(), b.size())));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

QString describe(const AttributeValue &v)
{
    switch (v.type()) {
    case Type::S:
        return u"S:"_s + QString::fromLatin1(v.asString().toUtf8().toHex(' '));
    case Type::B:
        return u"B:"_s + QString::fromLatin1(v.asBinary().toHex(' '));
    case Type::N:
        return u"N:"_s + v.asNumber().toString();
    default:
        return v.typeName();
    }
}

} // namespace

class TestKeyCodec : public QObject
{
    Q_OBJECT

private slots:
    // Each row is a list in ascending DynamoDB order, checked pairwise (every i < j).
    void order_data()
    {
        QTest::addColumn<AttributeList>("sorted");

        QTest::newRow("s-ascii-and-nul") << AttributeList{S(u""_s),
                                                          S(QString(u"\0"_s)),
                                                          S(QString(u"\0\0"_s)),
                                                          S(u"\x01"_s),
                                                          S(u"A"_s),
                                                          S(u"Z"_s),
                                                          S(u"a"_s),
                                                          S(QString(u"a\0"_s)),
                                                          S(QString(u"a\0\0"_s)),
                                                          S(QString(u"a\0b"_s)),
                                                          S(u"a\x01"_s),
                                                          S(u"ab"_s),
                                                          S(u"abc"_s),
                                                          S(u"b"_s),
                                                          S(u"z"_s),
                                                          S(u"\x7F"_s)};
        // UTF-8 byte order: é C3A9 < 中 E4B8AD < U+E000 EE8080 < U+FFFD EFBFBD < U+10000 F0908080
        // < U+1F600 F09F9880 < U+10FFFF F48FBFBF. In UTF-16 the last three (surrogates D800..)
        // would sort before U+E000 and U+FFFD.
        QTest::newRow("s-unicode-utf8-order")
            << AttributeList{S(u"z"_s),           S(u"\u00e9"_s),     S(u"\u00e9a"_s),
                             S(u"\u4e2d"_s),      S(u"\ue000"_s),     S(u"\ufffd"_s),
                             S(u"\U00010000"_s),  S(u"\U0001F600"_s), S(QString(u"\U0001F600\0"_s)),
                             S(u"\U0001F600a"_s), S(u"\U0010FFFF"_s)};
        QTest::newRow("b-bytes") << AttributeList{B({}),
                                                  B(bytes({0x00})),
                                                  B(bytes({0x00, 0x00})),
                                                  B(bytes({0x00, 0x00, 0xFF})),
                                                  B(bytes({0x00, 0x01})),
                                                  B(bytes({0x00, 0xFF})),
                                                  B(bytes({0x01})),
                                                  B(bytes({0x01, 0x00})),
                                                  B(bytes({0x7F})),
                                                  B(bytes({0x80})),
                                                  B(bytes({0xFE, 0xFF})),
                                                  B(bytes({0xFF})),
                                                  B(bytes({0xFF, 0x00})),
                                                  B(bytes({0xFF, 0x00, 0x01})),
                                                  B(bytes({0xFF, 0x01})),
                                                  B(bytes({0xFF, 0xFF})),
                                                  B(bytes({0xFF, 0xFF, 0xFF}))};
        QTest::newRow("n-edges") << AttributeList{
            N(u"-9.9999999999999999999999999999999999999E+125"_s),
            N(u"-1E+125"_s),
            N(u"-12345678901234567890123456789012345678"_s),
            N(u"-1E+10"_s),
            N(u"-101"_s),
            N(u"-100"_s),
            N(u"-99"_s),
            N(u"-10"_s),
            N(u"-2"_s),
            N(u"-1.5"_s),
            N(u"-1.0000000000000000000000000000000000001"_s),
            N(u"-1"_s),
            N(u"-0.5"_s),
            N(u"-0.1"_s),
            N(u"-1E-129"_s),
            N(u"-1.5E-130"_s),
            N(u"-1E-130"_s),
            N(u"0"_s),
            N(u"1E-130"_s),
            N(u"1.5E-130"_s),
            N(u"1E-129"_s),
            N(u"0.1"_s),
            N(u"0.12"_s),
            N(u"0.5"_s),
            N(u"1"_s),
            N(u"1.0000000000000000000000000000000000001"_s),
            N(u"1.5"_s),
            N(u"2"_s),
            N(u"9.9999999999999999999999999999999999999"_s),
            N(u"10"_s),
            N(u"99"_s),
            N(u"100"_s),
            N(u"101"_s),
            N(u"1E+10"_s),
            N(u"12345678901234567890123456789012345678"_s),
            N(u"1E+125"_s),
            N(u"9.9999999999999999999999999999999999998E+125"_s),
            N(u"9.9999999999999999999999999999999999999E+125"_s)};
    }
    void order()
    {
        QFETCH(AttributeList, sorted);
        for (size_t i = 0; i < sorted.size(); ++i) {
            const QByteArray a = encode(sorted[i]);
            QCOMPARE(byteOrder(a, a), 0);
            for (size_t j = i + 1; j < sorted.size(); ++j) {
                const QByteArray b = encode(sorted[j]);
                const QString what = describe(sorted[i]) + u" < "_s + describe(sorted[j]);
                QVERIFY2(byteOrder(a, b) < 0, qPrintable(what));
                // Still ordered by the part when more key bytes follow (worst-case suffixes).
                QVERIFY2(byteOrder(a + bytes({0xFF, 0xFF}), b + bytes({0x00})) < 0,
                         qPrintable(what));
            }
        }
    }

    // Why S must be encoded as UTF-8: QString (UTF-16) order disagrees with DynamoDB's.
    void utf16OrderDiffers()
    {
        const QString bmp = u"\ufffd"_s;
        const QString astral = u"\U0001F600"_s;
        QVERIFY(astral < bmp);                                     // UTF-16: D83D < FFFD
        QVERIFY(byteOrder(encode(S(bmp)), encode(S(astral))) < 0); // UTF-8: EF < F0
    }

    void exactBytes_data()
    {
        QTest::addColumn<AttributeValue>("value");
        QTest::addColumn<QByteArray>("encoded");

        QTest::newRow("s-empty") << S(u""_s) << bytes({0x00, 0x01});
        QTest::newRow("s-a") << S(u"a"_s) << bytes({0x61, 0x00, 0x01});
        QTest::newRow("s-a-nul-b")
            << S(QString(u"a\0b"_s)) << bytes({0x61, 0x00, 0xFF, 0x62, 0x00, 0x01});
        QTest::newRow("s-e-acute") << S(u"\u00e9"_s) << bytes({0xC3, 0xA9, 0x00, 0x01});
        QTest::newRow("b-nul-ff") << B(bytes({0x00, 0xFF}))
                                  << bytes({0x00, 0xFF, 0xFF, 0x00, 0x01});
        QTest::newRow("n-zero") << N(u"0"_s) << bytes({0x02});
        // positive: 0x03, exponent 1 + 129 = 0x82, digit pair (1+1)<<4, terminator.
        QTest::newRow("n-one") << N(u"1"_s) << bytes({0x03, 0x82, 0x20, 0x00});
        // negative: the same bytes complemented after the class byte.
        QTest::newRow("n-minus-one") << N(u"-1"_s) << bytes({0x01, 0x7D, 0xDF, 0xFF});
    }
    void exactBytes()
    {
        QFETCH(AttributeValue, value);
        QFETCH(QByteArray, encoded);
        QCOMPARE(encode(value).toHex(' '), encoded.toHex(' '));
        // Appending adds to what is there.
        QByteArray out("prefix");
        lw::storage::appendKeyPart(out, value);
        QCOMPARE(out, QByteArray("prefix") + encoded);
    }

    void roundTrip_data() { order_data(); }
    void roundTrip()
    {
        QFETCH(AttributeList, sorted);
        for (const auto &v : sorted) {
            const QByteArray e = encode(v);
            qsizetype pos = 0;
            const auto d = lw::storage::decodeKeyPart(e, pos, v.type());
            QVERIFY2(d.has_value(), qPrintable(describe(v)));
            QVERIFY2(*d == v, qPrintable(describe(v)));
            QCOMPARE(pos, e.size());
            if (v.type() == Type::S)
                QCOMPARE(d->asString(), v.asString());
            if (v.type() == Type::N)
                QCOMPARE(d->asNumber().toString(), v.asNumber().toString());
            // Decoding from an offset inside a larger buffer stops at the part's end.
            const QByteArray framed = bytes({0xAB}) + e + bytes({0x00, 0x01, 0xFF});
            pos = 1;
            const auto inner = lw::storage::decodeKeyPart(framed, pos, v.type());
            QVERIFY(inner.has_value());
            QVERIFY(*inner == v);
            QCOMPARE(pos, 1 + e.size());
        }
    }

    // Two parts back to back decode to both values (parts are self-delimiting).
    void twoParts_data()
    {
        QTest::addColumn<AttributeValue>("first");
        QTest::addColumn<AttributeValue>("second");

        QTest::newRow("s-s") << S(u"a"_s) << S(u"b"_s);
        QTest::newRow("s-empty-s-empty") << S(u""_s) << S(u""_s);
        QTest::newRow("s-nul-s-nul") << S(QString(u"\0"_s)) << S(QString(u"\0"_s));
        QTest::newRow("s-n") << S(QString(u"x\0"_s)) << N(u"-1.5"_s);
        QTest::newRow("n-s") << N(u"12345678901234567890123456789012345678"_s) << S(u"tail"_s);
        QTest::newRow("n-zero-n") << N(u"0"_s) << N(u"-1E-130"_s);
        QTest::newRow("n-neg-b") << N(u"-9.9999999999999999999999999999999999999E+125"_s)
                                 << B(bytes({0x00, 0x01}));
        QTest::newRow("b-b") << B(bytes({0x00, 0x01, 0x00})) << B(bytes({0xFF, 0x00}));
        QTest::newRow("b-empty-n") << B({}) << N(u"7"_s);
    }
    void twoParts()
    {
        QFETCH(AttributeValue, first);
        QFETCH(AttributeValue, second);
        const QByteArray e = encode(first, second);
        qsizetype pos = 0;
        const auto a = lw::storage::decodeKeyPart(e, pos, first.type());
        QVERIFY(a.has_value());
        QVERIFY(*a == first);
        QCOMPARE(pos, encode(first).size());
        const auto b = lw::storage::decodeKeyPart(e, pos, second.type());
        QVERIFY(b.has_value());
        QVERIFY(*b == second);
        QCOMPARE(pos, e.size());
    }

    // Composite (hash, range) keys sort by hash first, then range.
    void compositeOrder_data()
    {
        QTest::addColumn<AttributeValue>("hash1");
        QTest::addColumn<AttributeValue>("range1");
        QTest::addColumn<AttributeValue>("hash2");
        QTest::addColumn<AttributeValue>("range2");

        QTest::newRow("s-prefix-hash") << S(u"a"_s) << S(u"zzz"_s) << S(u"ab"_s) << S(u""_s);
        QTest::newRow("s-nul-hash")
            << S(u"a"_s) << S(u"\U0010FFFF"_s) << S(QString(u"a\0"_s)) << S(u""_s);
        QTest::newRow("s-same-hash") << S(u"h"_s) << S(u"a"_s) << S(u"h"_s) << S(u"b"_s);
        QTest::newRow("s-same-hash-prefix-range")
            << S(u"h"_s) << S(u"a"_s) << S(u"h"_s) << S(u"a\x01"_s);
        QTest::newRow("n-hash") << N(u"1"_s) << S(u"z"_s) << N(u"1.5"_s) << S(u"a"_s);
        QTest::newRow("n-hash-neg") << N(u"-1"_s) << N(u"9E+125"_s) << N(u"0"_s) << N(u"-9E+125"_s);
        QTest::newRow("n-same-hash-range")
            << N(u"5"_s) << N(u"-5"_s) << N(u"5"_s) << N(u"1E-130"_s);
        QTest::newRow("b-hash-nul")
            << B(bytes({0x00})) << B(bytes({0xFF, 0xFF})) << B(bytes({0x00, 0x00})) << B({});
        QTest::newRow("b-hash-prefix")
            << B(bytes({0x01})) << N(u"100"_s) << B(bytes({0x01, 0x00})) << N(u"-100"_s);
        QTest::newRow("s-hash-b-range")
            << S(u"k"_s) << B(bytes({0x00})) << S(u"k"_s) << B(bytes({0x00, 0x00}));
    }
    void compositeOrder()
    {
        QFETCH(AttributeValue, hash1);
        QFETCH(AttributeValue, range1);
        QFETCH(AttributeValue, hash2);
        QFETCH(AttributeValue, range2);
        const QByteArray k1 = encode(hash1, range1);
        const QByteArray k2 = encode(hash2, range2);
        QCOMPARE(byteOrder(k1, k2), -1);
        QCOMPARE(byteOrder(k2, k1), 1);
        // A hash-only key (the start of a partition scan) sorts before every key in it.
        QCOMPARE(byteOrder(encode(hash1), k1), -1);
        QCOMPARE(byteOrder(encode(hash2), k2), -1);
    }

    void corrupt_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("type");

        const int s = int(Type::S), b = int(Type::B), n = int(Type::N);
        QTest::newRow("s-empty-input") << QByteArray() << s;
        QTest::newRow("s-no-terminator") << bytes({0x61, 0x62}) << s;
        QTest::newRow("s-truncated-after-nul") << bytes({0x61, 0x00}) << s;
        QTest::newRow("s-bad-escape-02") << bytes({0x61, 0x00, 0x02, 0x00, 0x01}) << s;
        QTest::newRow("s-bad-escape-00") << bytes({0x61, 0x00, 0x00, 0x00, 0x01}) << s;
        QTest::newRow("s-escape-then-end") << bytes({0x61, 0x00, 0xFF}) << s;
        QTest::newRow("b-empty-input") << QByteArray() << b;
        QTest::newRow("b-only-nul") << bytes({0x00}) << b;
        QTest::newRow("b-bad-escape-7f") << bytes({0x00, 0x7F}) << b;
        QTest::newRow("n-empty-input") << QByteArray() << n;
        QTest::newRow("n-bad-class-00") << bytes({0x00}) << n;
        QTest::newRow("n-bad-class-04") << bytes({0x04, 0x82, 0x20, 0x00}) << n;
        QTest::newRow("n-class-only") << bytes({0x03}) << n;
        QTest::newRow("n-no-digits-no-end") << bytes({0x03, 0x82}) << n;
        QTest::newRow("n-no-terminator") << bytes({0x03, 0x82, 0x20}) << n;
        QTest::newRow("n-no-digits") << bytes({0x03, 0x82, 0x00}) << n;
        QTest::newRow("n-high-nibble-0") << bytes({0x03, 0x82, 0x02, 0x00}) << n;
        QTest::newRow("n-high-nibble-11") << bytes({0x03, 0x82, 0xB0, 0x00}) << n;
        QTest::newRow("n-low-nibble-11") << bytes({0x03, 0x82, 0x2B, 0x00}) << n;
        QTest::newRow("n-pad-not-last") << bytes({0x03, 0x82, 0x20, 0x20, 0x00}) << n;
        QTest::newRow("n-leading-zero") << bytes({0x03, 0x82, 0x12, 0x00}) << n;
        QTest::newRow("n-trailing-zero") << bytes({0x03, 0x82, 0x21, 0x00}) << n;
        QTest::newRow("n-negative-truncated") << bytes({0x01, 0x7D, 0xDF}) << n;
        QTest::newRow("n-negative-wrong-terminator") << bytes({0x01, 0x7D, 0xDF, 0x00}) << n;
        // Key parts are scalars only.
        QTest::newRow("bool-type") << bytes({0x61, 0x00, 0x01}) << int(Type::BOOL);
        QTest::newRow("ss-type") << bytes({0x61, 0x00, 0x01}) << int(Type::SS);
    }
    void corrupt()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, type);
        qsizetype pos = 0;
        QVERIFY(!lw::storage::decodeKeyPart(data, pos, Type(type)).has_value());
        // A position at or past the end is not a part either.
        pos = data.size();
        QVERIFY(!lw::storage::decodeKeyPart(data, pos, Type(type)).has_value());
    }

    // Every strict prefix of a valid part fails to decode.
    void truncated_data() { order_data(); }
    void truncated()
    {
        QFETCH(AttributeList, sorted);
        for (const auto &v : sorted) {
            const QByteArray e = encode(v);
            for (qsizetype len = 0; len < e.size(); ++len) {
                qsizetype pos = 0;
                QVERIFY2(!lw::storage::decodeKeyPart(e.first(len), pos, v.type()).has_value(),
                         qPrintable(describe(v) + u" prefix "_s + QString::number(len)));
            }
        }
    }

    void bigEndian_data()
    {
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QByteArray>("encoded32");

        QTest::newRow("0") << quint32(0) << bytes({0, 0, 0, 0});
        QTest::newRow("1") << quint32(1) << bytes({0, 0, 0, 1});
        QTest::newRow("255") << quint32(255) << bytes({0, 0, 0, 0xFF});
        QTest::newRow("256") << quint32(256) << bytes({0, 0, 1, 0});
        QTest::newRow("65535") << quint32(65535) << bytes({0, 0, 0xFF, 0xFF});
        QTest::newRow("65536") << quint32(65536) << bytes({0, 1, 0, 0});
        QTest::newRow("0x01020304") << quint32(0x01020304) << bytes({1, 2, 3, 4});
        QTest::newRow("0x80000000") << quint32(0x80000000u) << bytes({0x80, 0, 0, 0});
        QTest::newRow("max") << quint32(0xFFFFFFFFu) << bytes({0xFF, 0xFF, 0xFF, 0xFF});
    }
    void bigEndian()
    {
        QFETCH(quint32, value);
        QFETCH(QByteArray, encoded32);
        QByteArray out("x");
        lw::storage::appendBigEndian32(out, value);
        QCOMPARE(out.toHex(' '), QByteArray(QByteArray("x") + encoded32).toHex(' '));
        if (value <= 0xFFFF) {
            QByteArray out16;
            lw::storage::appendBigEndian16(out16, quint16(value));
            QCOMPARE(out16.toHex(' '), encoded32.last(2).toHex(' '));
        }
    }

    // Byte order of the fixed-width integers is numeric order.
    void bigEndianOrder()
    {
        const quint32 values32[] = {0,          1,           0xFF,        0x100,
                                    0xFFFF,     0x10000,     0xFFFFFF,    0x1000000,
                                    0x7FFFFFFF, 0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu};
        for (quint32 a : values32) {
            for (quint32 b : values32) {
                QByteArray ea, eb;
                lw::storage::appendBigEndian32(ea, a);
                lw::storage::appendBigEndian32(eb, b);
                QCOMPARE(ea.size(), 4);
                QCOMPARE(byteOrder(ea, eb), a < b ? -1 : (a > b ? 1 : 0));
            }
        }
        const quint16 values16[] = {0, 1, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF};
        for (quint16 a : values16) {
            for (quint16 b : values16) {
                QByteArray ea, eb;
                lw::storage::appendBigEndian16(ea, a);
                lw::storage::appendBigEndian16(eb, b);
                QCOMPARE(ea.size(), 2);
                QCOMPARE(byteOrder(ea, eb), a < b ? -1 : (a > b ? 1 : 0));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKeyCodec)
#include "tst_keycodec.moc"
