// Tests for lw::Number. Expected texts and normalisations come from dynalite (validations/index.js
// checkNum, db/index.js valSize) and ScyllaDB's alternator tests run against DynamoDB
// (test/alternator/test_number.py, _NORMALIZATION_CASES).
#include "check.h"
#include "model/number.h"

#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <limits>

using namespace Qt::StringLiterals;
using lw::Number;

namespace {

const QString kNotNumeric = u"The parameter cannot be converted to a numeric value"_s;
const QString kTooManyDigits = u"Attempting to store more than 38 significant digits in a Number"_s;
const QString kOverflow = u"Number overflow. Attempting to store a number with magnitude larger "
                          u"than supported range"_s;
const QString kUnderflow = u"Number underflow. Attempting to store a number with magnitude "
                           u"smaller than supported range"_s;

// The largest and smallest magnitudes DynamoDB stores.
const QString kMax = u"9.9999999999999999999999999999999999999E+125"_s;
const QString kMaxPlain = QString(38, u'9') + QString(88, u'0');
const QString kMinPlain = u"0."_s + QString(129, u'0') + u"1"_s;

Number num(const QString &text)
{
    const auto r = Number::parse(text);
    if (!lw::test::setUp(u"test number does not parse: "_s + text, r))
        return {};
    return *r;
}

QByteArray bytes(std::initializer_list<int> values)
{
    QByteArray out;
    for (int v : values)
        out.append(char(v));
    return out;
}

// memcmp order: unsigned bytes, a proper prefix first.
int byteOrder(const QByteArray &a, const QByteArray &b)
{
    const auto ua = [&](qsizetype i) { return quint8(a[i]); };
    const auto ub = [&](qsizetype i) { return quint8(b[i]); };
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (ua(i) != ub(i))
            return ua(i) < ub(i) ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

int sign(int v)
{
    return v < 0 ? -1 : (v > 0 ? 1 : 0);
}

// Ascending, all distinct: the ordering edge cases of the key format.
QStringList edgeNumbers()
{
    return {u"-"_s + kMax, u"-1E+125"_s, u"-101"_s,   u"-100"_s,
            u"-11"_s,      u"-10"_s,     u"-2"_s,     u"-1.5"_s,
            u"-1"_s,       u"-0.5"_s,    u"-0.12"_s,  u"-0.1"_s,
            u"-1E-129"_s,  u"-1E-130"_s, u"0"_s,      u"1E-130"_s,
            u"1.5E-130"_s, u"1E-129"_s,  u"0.1"_s,    u"0.12"_s,
            u"0.120001"_s, u"0.5"_s,     u"1"_s,      u"1.0000000000000000000000000000000000001"_s,
            u"2"_s,        u"9"_s,       u"10"_s,     u"11"_s,
            u"100"_s,      u"101"_s,     u"1E+125"_s, kMax};
}

} // namespace

namespace lw {
// Lets QCOMPARE print Numbers on failure (found by argument-dependent lookup).
char *toString(const Number &n)
{
    return QTest::toString(n.toString());
}
} // namespace lw

class TestNumber : public QObject
{
    Q_OBJECT

private slots:
    void parseNormalises_data();
    void parseNormalises();
    void parseErrors_data();
    void parseErrors();
    void fromInt64_data();
    void fromInt64();
    void compare_data();
    void compare();
    void add_data();
    void add();
    void subtract_data();
    void subtract();
    void toInt64_data();
    void toInt64();
    void floorToInt64_data();
    void floorToInt64();
    void sizeBytes_data();
    void sizeBytes();
    void sortableLayout_data();
    void sortableLayout();
    void sortableOrder_data();
    void sortableOrder();
    void sortableSelfDelimiting_data();
    void sortableSelfDelimiting();
    void decodeCorrupt_data();
    void decodeCorrupt();
};

void TestNumber::parseNormalises_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const QString &in, const QString &out) {
        QTest::newRow(name) << in << out;
    };
    row("integer", u"123"_s, u"123"_s);
    row("negative integer", u"-5"_s, u"-5"_s);
    row("zero", u"0"_s, u"0"_s);
    row("trailing integer zeros kept", u"1000"_s, u"1000"_s);
    row("leading zeros", u"007"_s, u"7"_s);
    row("leading zeros fraction", u"001.23"_s, u"1.23"_s);
    row("double zero", u"00"_s, u"0"_s);
    row("plus sign", u"+3"_s, u"3"_s);
    row("plus zero", u"+0"_s, u"0"_s);
    row("plus fraction", u"+1.5"_s, u"1.5"_s);
    row("trailing fraction zero", u"1.50"_s, u"1.5"_s);
    row("negative trailing zero", u"-1.50"_s, u"-1.5"_s);
    row("only zero fraction", u"1.00"_s, u"1"_s);
    row("zeros both sides", u"100.000"_s, u"100"_s);
    row("zero point zero", u"0.000"_s, u"0"_s);
    row("point ten", u"0.10"_s, u"0.1"_s);
    row("trailing point", u"1."_s, u"1"_s);
    row("exponent", u"1e3"_s, u"1000"_s);
    row("capital exponent", u"1E3"_s, u"1000"_s);
    row("plus exponent", u"1E+3"_s, u"1000"_s);
    row("fraction exponent", u"1.23e4"_s, u"12300"_s);
    row("negative exponent", u"1E-5"_s, u"0.00001"_s);
    row("exponent into fraction", u"123e-2"_s, u"1.23"_s);
    row("negative with exponent", u"-3e2"_s, u"-300"_s);
    row("zeros and exponent", u"1.0e-1"_s, u"0.1"_s);
    row("minus zero", u"-0"_s, u"0"_s);
    row("minus zero fraction", u"-0.0"_s, u"0"_s);
    row("zero with exponent", u"0e5"_s, u"0"_s);
    row("zero with huge exponent", u"0e1000"_s, u"0"_s);
    row("bare fraction", u".5"_s, u"0.5"_s);
    row("negative bare fraction", u"-.5"_s, u"-0.5"_s);
    row("1e20 plain", u"1e20"_s, u"100000000000000000000"_s);
    row("1e-20 plain", u"1e-20"_s, u"0.00000000000000000001"_s);
    row("largest exponent", u"1e125"_s, u"1"_s + QString(125, u'0'));
    row("0.1e126 is 1e125", u"0.1e126"_s, u"1"_s + QString(125, u'0'));
    row("maximum", kMax, kMaxPlain);
    row("negative maximum", u"-"_s + kMax, u"-"_s + kMaxPlain);
    row("minimum", u"1e-130"_s, kMinPlain);
    row("negative minimum", u"-1E-130"_s, u"-"_s + kMinPlain);
    row("38 digits", u"3.1415926535897932384626433832795028841"_s,
        u"3.1415926535897932384626433832795028841"_s);
    row("38 digits shifted", u"31415926535897932384626433832795028841e30"_s,
        u"31415926535897932384626433832795028841"_s + QString(30, u'0'));
    row("zeros do not count as digits", u"0000000000000000000000000000000000000000001"_s, u"1"_s);
    row("trailing zeros do not count", u"1.000000000000000000000000000000000000000000"_s, u"1"_s);
    row("canonical unchanged", u"-273.15"_s, u"-273.15"_s);
}

void TestNumber::parseNormalises()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const auto r = Number::parse(input);
    QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message));
    QCOMPARE(r->toString(), expected);
    // The printed form parses back to the same value.
    QCOMPARE(*Number::parse(expected), *r);
}

void TestNumber::parseErrors_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    const auto bad = [](const char *name, const QString &in) {
        QTest::newRow(name) << in << kNotNumeric + u": "_s + in;
    };
    QTest::newRow("empty") << QString() << kNotNumeric;
    bad("letter", u"b"_s);
    bad("NaN", u"NaN"_s);
    bad("Infinity", u"Infinity"_s);
    bad("minus Infinity", u"-Infinity"_s);
    bad("leading space", u" 1"_s);
    bad("trailing space", u"1 "_s);
    bad("sign only", u"-"_s);
    bad("plus only", u"+"_s);
    bad("point only", u"."_s);
    bad("two points", u"1.2.3"_s);
    bad("two signs", u"--1"_s);
    bad("mixed signs", u"+-1"_s);
    bad("hex", u"0x10"_s);
    bad("exponent without digits", u"1e"_s);
    bad("exponent sign only", u"1e+"_s);
    bad("exponent only", u"e5"_s);
    bad("fractional exponent", u"1e2.5"_s);
    bad("two exponents", u"1e2e3"_s);
    bad("comma", u"1,5"_s);
    bad("non-ASCII digit", u"\uFF11"_s);
    QTest::newRow("39 digits") << u"123456789012345678901234567890123456789"_s << kTooManyDigits;
    QTest::newRow("39 digits fraction")
        << u"-1.23456789012345678901234567890123456789"_s << kTooManyDigits;
    QTest::newRow("overflow") << u"1e126"_s << kOverflow;
    QTest::newRow("negative overflow") << u"-1e126"_s << kOverflow;
    QTest::newRow("overflow 11e125") << u"11e125"_s << kOverflow;
    QTest::newRow("overflow plain") << u"1"_s + QString(126, u'0') << kOverflow;
    QTest::newRow("overflow huge exponent") << u"1e99999999999999999999999"_s << kOverflow;
    QTest::newRow("overflow checked before digits")
        << u"123456789012345678901234567890123456789e100"_s << kOverflow;
    QTest::newRow("underflow") << u"1e-131"_s << kUnderflow;
    QTest::newRow("negative underflow") << u"-1e-131"_s << kUnderflow;
    QTest::newRow("underflow 0.9e-130") << u"0.9e-130"_s << kUnderflow;
    QTest::newRow("underflow huge exponent") << u"1e-99999999999999999999999"_s << kUnderflow;
    QTest::newRow("underflow checked before digits")
        << u"123456789012345678901234567890123456789e-200"_s << kUnderflow;
}

void TestNumber::parseErrors()
{
    QFETCH(QString, input);
    QFETCH(QString, message);
    const auto r = Number::parse(input);
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().type, lw::ErrorType::Validation);
    QCOMPARE(r.error().message, message);
}

void TestNumber::fromInt64_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << Q_INT64_C(0) << u"0"_s;
    QTest::newRow("one") << Q_INT64_C(1) << u"1"_s;
    QTest::newRow("minus one") << Q_INT64_C(-1) << u"-1"_s;
    QTest::newRow("trailing zeros") << Q_INT64_C(1000) << u"1000"_s;
    QTest::newRow("epoch") << Q_INT64_C(-1700000000) << u"-1700000000"_s;
    QTest::newRow("max") << std::numeric_limits<qint64>::max() << u"9223372036854775807"_s;
    QTest::newRow("min") << std::numeric_limits<qint64>::min() << u"-9223372036854775808"_s;
}

void TestNumber::fromInt64()
{
    QFETCH(qint64, value);
    QFETCH(QString, expected);
    const Number n = Number::fromInt64(value);
    QCOMPARE(n.toString(), expected);
    QCOMPARE(n, num(expected));
    QCOMPARE(n.toInt64(), std::optional<qint64>(value));
    QCOMPARE(n.isZero(), value == 0);
    QCOMPARE(n.isNegative(), value < 0);
}

void TestNumber::compare_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("less") << u"1"_s << u"2"_s << -1;
    QTest::newRow("greater") << u"2"_s << u"1"_s << 1;
    QTest::newRow("equal spellings") << u"1"_s << u"1.0"_s << 0;
    QTest::newRow("exponent spelling") << u"100"_s << u"1e2"_s << 0;
    QTest::newRow("zero and minus zero") << u"0"_s << u"-0"_s << 0;
    QTest::newRow("negative below positive") << u"-1"_s << u"1"_s << -1;
    QTest::newRow("negative below zero") << u"-1E-130"_s << u"0"_s << -1;
    QTest::newRow("positive above zero") << u"1E-130"_s << u"0"_s << 1;
    QTest::newRow("negatives") << u"-2"_s << u"-1"_s << -1;
    QTest::newRow("longer magnitude") << u"10"_s << u"9"_s << 1;
    QTest::newRow("longer negative") << u"-10"_s << u"-9"_s << -1;
    QTest::newRow("digit prefix") << u"0.12"_s << u"0.120001"_s << -1;
    QTest::newRow("negative digit prefix") << u"-0.12"_s << u"-0.120001"_s << 1;
    QTest::newRow("extremes") << u"-"_s + kMax << kMax << -1;
}

void TestNumber::compare()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, expected);
    QCOMPARE(sign(num(a).compare(num(b))), expected);
    QCOMPARE(sign(num(b).compare(num(a))), -expected);
    QCOMPARE(num(a) == num(b), expected == 0);
}

namespace {

void addArithmeticColumns()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("result"); // normalised result, or the error message
    QTest::addColumn<bool>("ok");
}

void checkArithmetic(const lw::Result<Number> &r, const QString &result, bool ok)
{
    QCOMPARE(r.has_value(), ok);
    if (ok)
        QCOMPARE(r->toString(), result);
    else
        QCOMPARE(r.error().message, result);
}

} // namespace

void TestNumber::add_data()
{
    addArithmeticColumns();
    QTest::newRow("simple") << u"1"_s << u"2"_s << u"3"_s << true;
    QTest::newRow("decimal exact") << u"0.1"_s << u"0.2"_s << u"0.3"_s << true;
    QTest::newRow("carry") << u"9"_s << u"1"_s << u"10"_s << true;
    QTest::newRow("carry chain") << u"99.99"_s << u"0.01"_s << u"100"_s << true;
    QTest::newRow("carry to 39th place")
        << QString(38, u'9') << u"1"_s << u"1"_s + QString(38, u'0') << true;
    QTest::newRow("cancel") << u"1"_s << u"-1"_s << u"0"_s << true;
    QTest::newRow("sign change") << u"1"_s << u"-2"_s << u"-1"_s << true;
    QTest::newRow("negative to positive") << u"-1.5"_s << u"2"_s << u"0.5"_s << true;
    QTest::newRow("two negatives") << u"-5"_s << u"-7"_s << u"-12"_s << true;
    QTest::newRow("zero left") << u"0"_s << u"-3"_s << u"-3"_s << true;
    QTest::newRow("zero right") << u"4.5"_s << u"0"_s << u"4.5"_s << true;
    QTest::newRow("large plus one")
        << u"10000000000000000000000"_s << u"1"_s << u"10000000000000000000001"_s << true;
    QTest::newRow("exactly 38 digits")
        << u"1e37"_s << u"1"_s << u"1"_s + QString(36, u'0') + u"1"_s << true;
    QTest::newRow("39 digits") << u"1e38"_s << u"1"_s << kOverflow << false;
    QTest::newRow("imprecise 1e50 + 1") << u"1e50"_s << u"1"_s << kOverflow << false;
    QTest::newRow("wide apart") << u"1e125"_s << u"1e-130"_s << kOverflow << false;
    QTest::newRow("range overflow") << u"9e125"_s << u"9e125"_s << kOverflow << false;
    QTest::newRow("negative overflow") << u"-"_s + kMax << u"-1e88"_s << kOverflow << false;
    QTest::newRow("near maximum") << u"9e125"_s << u"9e124"_s << u"99"_s + QString(124, u'0')
                                  << true;
    QTest::newRow("underflow") << u"2e-130"_s << u"-1.5e-130"_s << kUnderflow << false;
}

void TestNumber::add()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, result);
    QFETCH(bool, ok);
    checkArithmetic(num(a).add(num(b)), result, ok);
    checkArithmetic(num(b).add(num(a)), result, ok); // commutative
}

void TestNumber::subtract_data()
{
    addArithmeticColumns();
    QTest::newRow("sign change") << u"3"_s << u"5"_s << u"-2"_s << true;
    QTest::newRow("borrow chain") << u"10000000000000000000000"_s << u"1"_s
                                  << u"9999999999999999999999"_s << true;
    QTest::newRow("decimal exact") << u"0.3"_s << u"0.1"_s << u"0.2"_s << true;
    QTest::newRow("fraction borrow") << u"100"_s << u"0.001"_s << u"99.999"_s << true;
    QTest::newRow("self") << u"1.5"_s << u"1.50"_s << u"0"_s << true;
    QTest::newRow("negative self") << u"-1"_s << u"-1"_s << u"0"_s << true;
    QTest::newRow("from zero") << u"0"_s << u"5"_s << u"-5"_s << true;
    QTest::newRow("zero") << u"5"_s << u"0"_s << u"5"_s << true;
    QTest::newRow("minus negative") << u"2"_s << u"-3"_s << u"5"_s << true;
    QTest::newRow("to minimum") << u"1e-129"_s << u"9e-130"_s << kMinPlain << true;
    QTest::newRow("imprecise 1e50 - 1") << u"1e50"_s << u"1"_s << kOverflow << false;
    QTest::newRow("range overflow") << u"9e125"_s << u"-9e125"_s << kOverflow << false;
    QTest::newRow("underflow") << u"1.5e-130"_s << u"1e-130"_s << kUnderflow << false;
}

void TestNumber::subtract()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, result);
    QFETCH(bool, ok);
    checkArithmetic(num(a).subtract(num(b)), result, ok);
}

void TestNumber::toInt64_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("value");
    const qint64 max = std::numeric_limits<qint64>::max();
    const qint64 min = std::numeric_limits<qint64>::min();
    QTest::newRow("zero") << u"0"_s << true << Q_INT64_C(0);
    QTest::newRow("positive") << u"42"_s << true << Q_INT64_C(42);
    QTest::newRow("negative") << u"-42"_s << true << Q_INT64_C(-42);
    QTest::newRow("exponent") << u"1e3"_s << true << Q_INT64_C(1000);
    QTest::newRow("1e18") << u"1e18"_s << true << Q_INT64_C(1000000000000000000);
    QTest::newRow("fraction") << u"1.5"_s << false << Q_INT64_C(0);
    QTest::newRow("small fraction") << u"0.1"_s << false << Q_INT64_C(0);
    QTest::newRow("minimum magnitude") << u"1e-130"_s << false << Q_INT64_C(0);
    QTest::newRow("max") << u"9223372036854775807"_s << true << max;
    QTest::newRow("max + 1") << u"9223372036854775808"_s << false << Q_INT64_C(0);
    QTest::newRow("min") << u"-9223372036854775808"_s << true << min;
    QTest::newRow("min - 1") << u"-9223372036854775809"_s << false << Q_INT64_C(0);
    QTest::newRow("1e19") << u"1e19"_s << false << Q_INT64_C(0);
    QTest::newRow("1e125") << u"1e125"_s << false << Q_INT64_C(0);
}

void TestNumber::toInt64()
{
    QFETCH(QString, input);
    QFETCH(bool, ok);
    QFETCH(qint64, value);
    QCOMPARE(num(input).toInt64(), ok ? std::optional<qint64>(value) : std::nullopt);
}

void TestNumber::floorToInt64_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("value");
    const qint64 max = std::numeric_limits<qint64>::max();
    const qint64 min = std::numeric_limits<qint64>::min();
    QTest::newRow("zero") << u"0"_s << true << Q_INT64_C(0);
    QTest::newRow("ttl exponent") << u"1.7e9"_s << true << Q_INT64_C(1700000000);
    QTest::newRow("ttl fraction") << u"1700000000.999"_s << true << Q_INT64_C(1700000000);
    QTest::newRow("integer") << u"12.000"_s << true << Q_INT64_C(12);
    QTest::newRow("below one") << u"0.999"_s << true << Q_INT64_C(0);
    QTest::newRow("tiny positive") << u"1e-130"_s << true << Q_INT64_C(0);
    QTest::newRow("tiny negative") << u"-1e-130"_s << true << Q_INT64_C(-1);
    QTest::newRow("minus half") << u"-0.5"_s << true << Q_INT64_C(-1);
    QTest::newRow("minus one and a half") << u"-1.5"_s << true << Q_INT64_C(-2);
    QTest::newRow("minus one") << u"-1"_s << true << Q_INT64_C(-1);
    QTest::newRow("max with fraction") << u"9223372036854775807.5"_s << true << max;
    QTest::newRow("above max") << u"9223372036854775808.5"_s << false << Q_INT64_C(0);
    QTest::newRow("floors to min") << u"-9223372036854775807.5"_s << true << min;
    QTest::newRow("floors below min") << u"-9223372036854775808.5"_s << false << Q_INT64_C(0);
    QTest::newRow("1e20") << u"1e20"_s << false << Q_INT64_C(0);
}

void TestNumber::floorToInt64()
{
    QFETCH(QString, input);
    QFETCH(bool, ok);
    QFETCH(qint64, value);
    QCOMPARE(num(input).floorToInt64(), ok ? std::optional<qint64>(value) : std::nullopt);
}

void TestNumber::sizeBytes_data()
{
    // Expected values from dynalite's valSize('N'):
    // 1 + ceil(n / 2) + (n % 2 || e % 2 ? 0 : 1) + (negative ? 1 : 0), zero = 1,
    // with n significant digits and e big.js's scientific exponent.
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("expected");
    QTest::newRow("zero") << u"0"_s << 1;
    QTest::newRow("one digit") << u"1"_s << 2;
    QTest::newRow("trailing zeros free") << u"1000000"_s << 2;
    QTest::newRow("two digits odd exponent") << u"12"_s << 2;
    QTest::newRow("two digits even exponent") << u"1.5"_s << 3;
    QTest::newRow("three digits") << u"123"_s << 3;
    QTest::newRow("four digits e3") << u"1234"_s << 3;
    QTest::newRow("four digits e1") << u"12.34"_s << 3;
    QTest::newRow("four digits e2") << u"123.4"_s << 4;
    QTest::newRow("negative") << u"-1"_s << 3;
    QTest::newRow("negative padded") << u"-1.5"_s << 4;
    QTest::newRow("fraction e-1") << u"0.12"_s << 2;
    QTest::newRow("fraction e-2") << u"0.012"_s << 3;
    QTest::newRow("half") << u"0.5"_s << 2;
    QTest::newRow("minimum") << u"1e-130"_s << 2;
    QTest::newRow("ttl") << u"1.7e9"_s << 2;
    QTest::newRow("ttl fraction") << u"1700000000.5"_s << 7;
    QTest::newRow("38 digits e125") << kMax << 20;
    QTest::newRow("38 digits e37") << u"12345678901234567890123456789012345678"_s << 20;
    QTest::newRow("38 digits e0") << u"1.2345678901234567890123456789012345678"_s << 21;
    QTest::newRow("38 digits negative") << u"-1.2345678901234567890123456789012345678"_s << 22;
}

void TestNumber::sizeBytes()
{
    QFETCH(QString, input);
    QFETCH(int, expected);
    QCOMPARE(num(input).sizeBytes(), expected);
}

void TestNumber::sortableLayout_data()
{
    // Pins the frozen on-disk format byte for byte.
    QTest::addColumn<QString>("input");
    QTest::addColumn<QByteArray>("key");
    QTest::newRow("zero") << u"0"_s << bytes({0x02});
    QTest::newRow("one") << u"1"_s << bytes({0x03, 0x82, 0x20, 0x00});
    QTest::newRow("minus one") << u"-1"_s << bytes({0x01, 0x7D, 0xDF, 0xFF});
    QTest::newRow("12.5") << u"12.5"_s << bytes({0x03, 0x83, 0x23, 0x60, 0x00});
    QTest::newRow("-0.09") << u"-0.09"_s << bytes({0x01, 0x7F, 0x5F, 0xFF});
    QTest::newRow("minimum") << u"1e-130"_s << bytes({0x03, 0x00, 0x20, 0x00});
    QTest::newRow("1e125") << u"1e125"_s << bytes({0x03, 0xFF, 0x20, 0x00});
}

void TestNumber::sortableLayout()
{
    QFETCH(QString, input);
    QFETCH(QByteArray, key);
    const Number n = num(input);
    QCOMPARE(n.sortableKey(), key);
    QByteArray out = "prefix";
    n.appendSortableKey(out);
    QCOMPARE(out, QByteArray("prefix") + key);
    qsizetype pos = 6;
    const auto decoded = Number::decodeSortableKey(out, pos);
    QVERIFY(decoded.has_value());
    QCOMPARE(*decoded, n);
    QCOMPARE(pos, out.size());
}

void TestNumber::sortableOrder_data()
{
    QTest::addColumn<QStringList>("ascending");
    QTest::newRow("edge numbers") << edgeNumbers();
    QTest::newRow("around one") << QStringList{u"0.99999999999999999999999999999999999999"_s,
                                               u"1"_s,
                                               u"1."_s + QString(36, u'0') + u"1"_s,
                                               u"1.1"_s,
                                               u"1.11"_s,
                                               u"1.2"_s};
    QTest::newRow("digit boundaries")
        << QStringList{u"-20"_s, u"-19"_s, u"-9.9"_s, u"-9"_s, u"9"_s, u"9.9"_s, u"19"_s, u"20"_s};
}

void TestNumber::sortableOrder()
{
    QFETCH(QStringList, ascending);
    QList<Number> numbers;
    QList<QByteArray> keys;
    for (const QString &s : ascending) {
        numbers.append(num(s));
        keys.append(numbers.last().sortableKey());
    }
    for (qsizetype i = 0; i < numbers.size(); ++i) {
        for (qsizetype j = 0; j < numbers.size(); ++j) {
            const int expected = i < j ? -1 : (i > j ? 1 : 0);
            const QByteArray what = (ascending[i] + u" vs "_s + ascending[j]).toUtf8();
            QVERIFY2(sign(numbers[i].compare(numbers[j])) == expected, what.constData());
            QVERIFY2(byteOrder(keys[i], keys[j]) == expected, what.constData());
        }
        qsizetype pos = 0;
        const auto decoded = Number::decodeSortableKey(keys[i], pos);
        QVERIFY(decoded.has_value());
        QCOMPARE(decoded->toString(), numbers[i].toString());
        QCOMPARE(pos, keys[i].size());
    }
}

void TestNumber::sortableSelfDelimiting_data()
{
    QTest::addColumn<QByteArray>("suffixA");
    QTest::addColumn<QByteArray>("suffixB");
    QTest::newRow("nothing and NUL") << QByteArray() << bytes({0x00});
    QTest::newRow("FF and nothing") << bytes({0xFF}) << QByteArray();
    QTest::newRow("FF and NUL") << bytes({0xFF, 0xFF}) << bytes({0x00, 0x00});
    QTest::newRow("text") << QByteArray("zzz") << QByteArray("aaa");
    QTest::newRow("other keys") << num(u"-1"_s).sortableKey() << num(kMax).sortableKey();
}

void TestNumber::sortableSelfDelimiting()
{
    QFETCH(QByteArray, suffixA);
    QFETCH(QByteArray, suffixB);
    const QStringList ascending = edgeNumbers();
    for (qsizetype i = 0; i < ascending.size(); ++i) {
        const QByteArray a = num(ascending[i]).sortableKey() + suffixA;
        for (qsizetype j = 0; j < ascending.size(); ++j) {
            if (i == j)
                continue;
            const QByteArray b = num(ascending[j]).sortableKey() + suffixB;
            const QByteArray what = (ascending[i] + u" vs "_s + ascending[j]).toUtf8();
            QVERIFY2(byteOrder(a, b) == (i < j ? -1 : 1), what.constData());
        }
        // Decoding stops exactly where the suffix starts.
        qsizetype pos = 0;
        const auto decoded = Number::decodeSortableKey(a, pos);
        QVERIFY(decoded.has_value());
        QCOMPARE(*decoded, num(ascending[i]));
        QCOMPARE(pos, a.size() - suffixA.size());
    }
}

void TestNumber::decodeCorrupt_data()
{
    QTest::addColumn<QByteArray>("data");
    QByteArray tooLong = bytes({0x03, 0x81});
    tooLong += QByteArray(19, char(0x22)) + bytes({0x20, 0x00}); // 39 digits
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("class 0x00") << bytes({0x00});
    QTest::newRow("class 0x04") << bytes({0x04, 0x81, 0x20, 0x00});
    QTest::newRow("no exponent") << bytes({0x03});
    QTest::newRow("no digits") << bytes({0x03, 0x81, 0x00});
    QTest::newRow("no terminator") << bytes({0x03, 0x81, 0x20});
    QTest::newRow("zero high nibble") << bytes({0x03, 0x81, 0x05, 0x00});
    QTest::newRow("high nibble above 10") << bytes({0x03, 0x81, 0xB1, 0x00});
    QTest::newRow("low nibble above 10") << bytes({0x03, 0x81, 0x2B, 0x00});
    QTest::newRow("pad before end") << bytes({0x03, 0x81, 0x20, 0x22, 0x00});
    QTest::newRow("trailing zero digit") << bytes({0x03, 0x81, 0x21, 0x00});
    QTest::newRow("leading zero digit") << bytes({0x03, 0x81, 0x12, 0x00});
    QTest::newRow("39 digits") << tooLong;
    QTest::newRow("negative no terminator") << bytes({0x01, 0x7D, 0xDF});
    QTest::newRow("negative with positive terminator") << bytes({0x01, 0x7D, 0xDF, 0x00});
}

void TestNumber::decodeCorrupt()
{
    QFETCH(QByteArray, data);
    qsizetype pos = 0;
    QVERIFY(!Number::decodeSortableKey(data, pos).has_value());
    QCOMPARE(pos, qsizetype(0));
}

QTEST_GUILESS_MAIN(TestNumber)
#include "tst_number.moc"
