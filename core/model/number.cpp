#include "number.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

// Sortable key grammar. FROZEN: keys are persisted on disk; any change here breaks stored data.
//
//   key      = zero | positive | negative
//   zero     = 0x02
//   positive = 0x03  exp  pairs  0x00
//   negative = 0x01 ~exp ~pairs  0xFF        (~ complements every byte)
//   exp      = m_exponent + 129              (m_exponent is -129..126, so exactly one byte)
//   pairs    = 1..19 pair
//   pair     = (d[i] + 1) << 4 | (d[i+1] + 1), or (d[last] + 1) << 4 for an odd final digit
//
// Why it sorts numerically: the class byte orders negative < zero < positive. For positives
// a larger exponent means a larger value because the first digit is never 0. With equal
// exponents the digits compare lexicographically; nibbles are d + 1, so the pad nibble 0 and the
// terminator 0x00 sort below every real digit, which makes a shorter digit string (a prefix,
// there are no trailing zeros) the smaller number. Negatives complement everything after the
// class byte, reversing that order so larger magnitudes sort first. Because no pair byte can
// equal the terminator (high nibble >= 1), the key ends unambiguously: it is self-delimiting.

namespace lw {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxDigits = 38;
// Bounds on m_exponent (value = 0.d1d2... x 10^m_exponent): 1E-130 has m_exponent -129 and
// 9.99...E+125 has m_exponent 126.
constexpr int kMinExponent = -129;
constexpr int kMaxExponent = 126;
constexpr int kExponentBias = 129;
constexpr char kNegativeClass = 0x01;
constexpr char kZeroClass = 0x02;
constexpr char kPositiveClass = 0x03;
// Parsed exponents are clamped here: far beyond the valid range, far below qint64 overflow.
constexpr qint64 kExponentClamp = qint64(1) << 40;

QString notNumericText()
{
    return u"The parameter cannot be converted to a numeric value"_s;
}

QString overflowText()
{
    return u"Number overflow. Attempting to store a number with magnitude larger than supported "
           u"range"_s;
}

QString underflowText()
{
    return u"Number underflow. Attempting to store a number with magnitude smaller than "
           u"supported range"_s;
}

QString tooManyDigitsText()
{
    return u"Attempting to store more than 38 significant digits in a Number"_s;
}

bool isAsciiDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

// Compares two canonical digit strings with equal exponents; a prefix is smaller.
int compareDigits(QByteArrayView a, QByteArrayView b)
{
    const int c = a.compare(b);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

} // namespace

Result<Number> Number::parse(QStringView text)
{
    const auto malformed = [text]() -> Result<Number> {
        // DynamoDB echoes the rejected text, except for an empty value which gets the bare text.
        if (text.isEmpty())
            return std::unexpected(validationError(notNumericText()));
        return std::unexpected(validationError(notNumericText() % u": " % text));
    };

    const qsizetype len = text.size();
    qsizetype i = 0;
    bool negative = false;
    if (i < len && (text[i] == u'+' || text[i] == u'-')) {
        negative = text[i] == u'-';
        ++i;
    }
    QByteArray mantissa; // every mantissa digit, the point removed
    qsizetype pointPos = -1;
    for (; i < len; ++i) {
        if (isAsciiDigit(text[i]))
            mantissa.append(char(text[i].unicode()));
        else if (text[i] == u'.' && pointPos < 0)
            pointPos = mantissa.size();
        else
            break;
    }
    if (mantissa.isEmpty())
        return malformed();
    if (pointPos < 0)
        pointPos = mantissa.size();

    qint64 exponent = 0;
    if (i < len && (text[i] == u'e' || text[i] == u'E')) {
        ++i;
        bool expNegative = false;
        if (i < len && (text[i] == u'+' || text[i] == u'-')) {
            expNegative = text[i] == u'-';
            ++i;
        }
        const qsizetype start = i;
        for (; i < len && isAsciiDigit(text[i]); ++i)
            exponent = std::min(exponent * 10 + (text[i].unicode() - u'0'), kExponentClamp);
        if (i == start)
            return malformed();
        if (expNegative)
            exponent = -exponent;
    }
    if (i != len)
        return malformed();

    Number n;
    qsizetype lead = 0;
    while (lead < mantissa.size() && mantissa[lead] == '0')
        ++lead;
    if (lead == mantissa.size())
        return n; // zero, whatever its sign or exponent
    qsizetype end = mantissa.size();
    while (mantissa[end - 1] == '0')
        --end;
    const qint64 e = qint64(pointPos) - qint64(lead) + exponent;
    // dynalite's checkNum order (mirroring the service): overflow, underflow, then precision.
    if (e > kMaxExponent)
        return std::unexpected(validationError(overflowText()));
    if (e < kMinExponent)
        return std::unexpected(validationError(underflowText()));
    if (end - lead > kMaxDigits)
        return std::unexpected(validationError(tooManyDigitsText()));
    n.m_negative = negative;
    n.m_digits = Digits(QByteArrayView(mantissa).sliced(lead, end - lead));
    n.m_exponent = int(e);
    return n;
}

Number Number::fromInt64(qint64 v)
{
    Number n;
    if (v == 0)
        return n;
    // Through quint64 so that the magnitude of INT64_MIN is representable.
    const quint64 magnitude = v < 0 ? 0 - quint64(v) : quint64(v);
    QByteArray digits = QByteArray::number(magnitude);
    n.m_negative = v < 0;
    n.m_exponent = int(digits.size());
    while (digits.endsWith('0'))
        digits.chop(1);
    n.m_digits = Digits(digits);
    return n;
}

namespace {

// The plain decimal text (Number::toString) of a non-zero number, written through
// `put(QByteArrayView)`.
template<class Put> void writeText(bool negative, QByteArrayView digits, int exponent, Put put)
{
    const auto zeros = [&put](qsizetype count) {
        static constexpr char kZeros[] = "0000000000000000000000000000000000000000";
        for (; count > 0; count -= sizeof kZeros - 1)
            put(QByteArrayView(kZeros, std::min<qsizetype>(count, sizeof kZeros - 1)));
    };
    if (negative)
        put("-");
    if (exponent <= 0) {
        put("0.");
        zeros(-exponent);
        put(digits);
    } else if (exponent >= digits.size()) {
        put(digits);
        zeros(exponent - digits.size());
    } else {
        put(digits.first(exponent));
        put(".");
        put(digits.sliced(exponent));
    }
}

} // namespace

QString Number::toString() const
{
    if (isZero())
        return u"0"_s;
    QString out;
    out.reserve(m_digits.size() + std::abs(m_exponent) + 3);
    writeText(m_negative, m_digits.view(), m_exponent,
              [&out](QByteArrayView part) { out.append(QLatin1StringView(part)); });
    return out;
}

void Number::appendText(QByteArray &out) const
{
    if (isZero()) {
        out += '0';
        return;
    }
    writeText(m_negative, m_digits.view(), m_exponent,
              [&out](QByteArrayView part) { out.append(part); });
}

int Number::compare(const Number &other) const
{
    const int sign = isZero() ? 0 : (m_negative ? -1 : 1);
    const int otherSign = other.isZero() ? 0 : (other.m_negative ? -1 : 1);
    if (sign != otherSign)
        return sign < otherSign ? -1 : 1;
    if (sign == 0)
        return 0;
    // Both normalised with a non-zero first digit, so the exponent decides first.
    const int magnitude = m_exponent != other.m_exponent
                              ? (m_exponent < other.m_exponent ? -1 : 1)
                              : compareDigits(m_digits.view(), other.m_digits.view());
    return sign * magnitude;
}

bool operator==(const Number &a, const Number &b)
{
    return a.m_negative == b.m_negative && a.m_exponent == b.m_exponent && a.m_digits == b.m_digits;
}

Result<Number> Number::fromArithmetic(bool negative, QByteArray digits, qint64 exponent)
{
    qsizetype lead = 0;
    while (lead < digits.size() && digits[lead] == '0')
        ++lead;
    if (lead == digits.size())
        return Number();
    qsizetype end = digits.size();
    while (digits[end - 1] == '0')
        --end;
    exponent -= lead;
    if (exponent > kMaxExponent)
        return std::unexpected(validationError(overflowText()));
    if (exponent < kMinExponent)
        return std::unexpected(validationError(underflowText()));
    // DynamoDB does not round: a sum that needs more than 38 digits is rejected, and the service
    // words that as an overflow (observed by ScyllaDB's alternator tests against DynamoDB).
    if (end - lead > kMaxDigits)
        return std::unexpected(validationError(overflowText()));
    Number n;
    n.m_negative = negative;
    n.m_digits = Digits(QByteArrayView(digits).sliced(lead, end - lead));
    n.m_exponent = int(exponent);
    return n;
}

Result<Number> Number::add(const Number &other) const
{
    if (other.isZero())
        return *this;
    if (isZero())
        return other;
    // Lay both magnitudes on one grid of decimal places, 10^(hi-1) down to 10^lo. Operands are
    // range-checked, so the grid is at most a few hundred places wide.
    const int hi = std::max(m_exponent, other.m_exponent);
    const int lo =
        std::min(m_exponent - int(m_digits.size()), other.m_exponent - int(other.m_digits.size()));
    const int width = hi - lo;
    const auto spread = [hi, width](const Number &x) {
        QByteArray grid(width, 0);
        const int offset = hi - x.m_exponent;
        for (qsizetype k = 0; k < x.m_digits.size(); ++k)
            grid[offset + k] = char(x.m_digits[k] - '0');
        return grid;
    };
    QByteArray a = spread(*this);
    QByteArray b = spread(other);
    QByteArray result(width + 1, 0); // result[0] is the carry place, 10^hi
    bool negative = m_negative;
    if (m_negative == other.m_negative) {
        int carry = 0;
        for (int k = width - 1; k >= 0; --k) {
            const int d = a[k] + b[k] + carry;
            result[k + 1] = char(d % 10);
            carry = d / 10;
        }
        result[0] = char(carry);
    } else {
        // Opposite signs: subtract the smaller magnitude from the larger, keep the larger's sign.
        const int order = a.compare(b);
        if (order == 0)
            return Number();
        if (order < 0) {
            std::swap(a, b);
            negative = other.m_negative;
        }
        int borrow = 0;
        for (int k = width - 1; k >= 0; --k) {
            int d = a[k] - b[k] - borrow;
            borrow = d < 0 ? 1 : 0;
            result[k + 1] = char(d + 10 * borrow);
        }
    }
    for (char &c : result)
        c = char(c + '0');
    return fromArithmetic(negative, result, qint64(hi) + 1);
}

Result<Number> Number::subtract(const Number &other) const
{
    Number negated = other;
    negated.m_negative = !other.isZero() && !other.m_negative;
    return add(negated);
}

std::optional<qint64> Number::toInt64() const
{
    if (m_exponent < m_digits.size())
        return std::nullopt; // has a fractional part
    return floorToInt64();
}

std::optional<qint64> Number::floorToInt64() const
{
    if (isZero())
        return 0;
    // 10^19 > INT64_MAX, and 19 digits always fit in quint64.
    if (m_exponent > 19)
        return std::nullopt;
    quint64 magnitude = 0;
    for (int k = 0; k < m_exponent; ++k)
        magnitude = magnitude * 10 + (k < m_digits.size() ? quint64(m_digits[k] - '0') : 0);
    constexpr quint64 maxPositive = quint64(std::numeric_limits<qint64>::max());
    if (!m_negative)
        return magnitude <= maxPositive ? std::optional<qint64>(qint64(magnitude)) : std::nullopt;
    if (m_exponent < m_digits.size())
        ++magnitude; // dropping a fraction of a negative number rounds it up; floor goes down
    if (magnitude > maxPositive + 1)
        return std::nullopt;
    return qint64(0 - magnitude); // modular conversion (C++20) also yields INT64_MIN
}

int Number::sizeBytes() const
{
    // dynalite valSize('N'), fitted to the service: the value is stored as an exponent byte and
    // base-100 digit pairs; an even digit count with an even scientific exponent needs a pad
    // digit to align the pairs, and negative numbers carry a terminator byte.
    if (isZero())
        return 1;
    const int n = int(m_digits.size());
    const int scientificExponent = m_exponent - 1;
    const bool pad = n % 2 == 0 && scientificExponent % 2 == 0;
    return 1 + (n + 1) / 2 + (pad ? 1 : 0) + (m_negative ? 1 : 0);
}

QByteArray Number::sortableKey() const
{
    QByteArray out;
    appendSortableKey(out);
    return out;
}

void Number::appendSortableKey(QByteArray &out) const
{
    if (isZero()) {
        out.append(kZeroClass);
        return;
    }
    const bool negative = m_negative;
    const auto put = [&out, negative](quint8 b) { out.append(char(negative ? quint8(~b) : b)); };
    out.append(negative ? kNegativeClass : kPositiveClass);
    put(quint8(m_exponent + kExponentBias));
    const qsizetype n = m_digits.size();
    for (qsizetype k = 0; k < n; k += 2) {
        const int high = m_digits[k] - '0' + 1;
        const int low = k + 1 < n ? m_digits[k + 1] - '0' + 1 : 0;
        put(quint8(high << 4 | low));
    }
    put(0);
}

std::optional<Number> Number::decodeSortableKey(QByteArrayView data, qsizetype &pos)
{
    qsizetype p = pos;
    if (p < 0 || p >= data.size())
        return std::nullopt;
    const char cls = data[p++];
    if (cls == kZeroClass) {
        pos = p;
        return Number();
    }
    if (cls != kNegativeClass && cls != kPositiveClass)
        return std::nullopt;
    const bool negative = cls == kNegativeClass;
    const auto next = [&]() -> std::optional<quint8> {
        if (p >= data.size())
            return std::nullopt;
        const quint8 b = quint8(data[p++]);
        return negative ? quint8(~b) : b;
    };
    const auto exponent = next();
    if (!exponent)
        return std::nullopt;
    Number n;
    n.m_negative = negative;
    n.m_exponent = int(*exponent) - kExponentBias;
    bool padded = false; // a pad nibble may only sit in the last pair
    for (;;) {
        const auto b = next();
        if (!b)
            return std::nullopt;
        if (*b == 0)
            break;
        const int high = *b >> 4;
        const int low = *b & 0x0F;
        if (padded || high < 1 || high > 10 || low > 10)
            return std::nullopt;
        n.m_digits.append(char('0' + high - 1));
        if (low == 0)
            padded = true;
        else
            n.m_digits.append(char('0' + low - 1));
        if (n.m_digits.size() > kMaxDigits)
            return std::nullopt;
    }
    // Only canonical digit strings are keys the encoder writes.
    if (n.m_digits.isEmpty() || n.m_digits.front() == '0' || n.m_digits.back() == '0')
        return std::nullopt;
    pos = p;
    return n;
}

} // namespace lw
