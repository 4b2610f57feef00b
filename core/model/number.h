// lw::Number: DynamoDB's Number type, an exact decimal with at most 38 significant digits and a
// magnitude between 1E-130 and 9.9999999999999999999999999999999999999E+125 (or zero).
// No binary floating point is involved anywhere, so values round-trip exactly as DynamoDB's do.
#pragma once

#include "error.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <optional>

namespace lw {

class Number
{
public:
    // Zero.
    Number() = default;

    // Parses DynamoDB's textual number: optional '+' or '-', digits with at most one '.', at least
    // one mantissa digit, optional exponent [eE][+-]digits. ASCII only; no spaces, "NaN",
    // "Infinity" or hex. Leading/trailing zeros and the exponent only affect the value, so "1e3",
    // "1000.0", "+1000" and "001000" are the same number. Zero in any spelling ("-0", "0e999")
    // is accepted as zero.
    // Errors (ValidationException), checked in this order as DynamoDB does:
    //   malformed:  "The parameter cannot be converted to a numeric value" when text is empty,
    //               otherwise that text followed by ": " and the input as given;
    //   magnitude >= 1E+126: "Number overflow. Attempting to store a number with magnitude larger
    //               than supported range";
    //   magnitude < 1E-130:  "Number underflow. Attempting to store a number with magnitude
    //               smaller than supported range";
    //   more than 38 significant digits (after dropping leading and trailing zeros):
    //               "Attempting to store more than 38 significant digits in a Number".
    static Result<Number> parse(QStringView text);
    // Every qint64 is a valid Number (19 digits at most).
    static Number fromInt64(qint64 v);

    // Plain decimal notation as DynamoDB returns numbers: no exponent, no '+', no leading zeros
    // except a single "0" before the point, no trailing fractional zeros, no point for integers,
    // "0" for zero (never "-0"). E.g. "1e3" -> "1000", "-.5" -> "-0.5", "1E-3" -> "0.001".
    QString toString() const;
    // toString()'s text appended to `out` (it is ASCII), without making a QString.
    void appendText(QByteArray &out) const;

    // Numeric order: negative if *this < other, 0 if equal, positive if *this > other.
    int compare(const Number &other) const;
    // Numeric equality (the representation is canonical, so this is member equality).
    friend bool operator==(const Number &a, const Number &b);

    bool isZero() const { return m_digits.isEmpty(); }
    // False for zero.
    bool isNegative() const { return m_negative; }

    // Exact sum / difference. Errors (ValidationException):
    //   result magnitude >= 1E+126, or result needing more than 38 significant digits (e.g.
    //   1E+50 + 1): "Number overflow. Attempting to store a number with magnitude larger than
    //   supported range" - DynamoDB reports an imprecise result with the overflow text;
    //   result magnitude < 1E-130 (but not zero): the underflow text above.
    Result<Number> add(const Number &other) const;
    Result<Number> subtract(const Number &other) const;

    // The value if it is an integer within qint64; nullopt if it has a fractional part or does
    // not fit.
    std::optional<qint64> toInt64() const;
    // The value rounded toward negative infinity (-0.5 -> -1, 1.9 -> 1) if that fits in qint64,
    // else nullopt.
    std::optional<qint64> floorToInt64() const;

    // DynamoDB's stored size in bytes, as fitted by dynalite (db/index.js valSize 'N'):
    // 1 for zero; otherwise 1 (exponent byte) + ceil(digits / 2) + 1 if the digit count is even
    // and the scientific exponent is even (a pad digit is needed to align base-100 pairs)
    // + 1 if negative (terminator byte). E.g. "1" -> 2, "1.5" -> 3, "-1" -> 3, "12" -> 2.
    int sizeBytes() const;

    // Byte-comparable, self-delimiting encoding (grammar in number.cpp; an on-disk format):
    // for any a, b the sign of a.compare(b) equals the sign of an unsigned lexicographic
    // comparison of a.sortableKey() and b.sortableKey() (a proper prefix sorts first), and that
    // still holds when arbitrary bytes follow each key.
    QByteArray sortableKey() const;
    // Appends sortableKey() to out.
    void appendSortableKey(QByteArray &out) const;
    // Decodes one sortableKey starting at data[pos] and advances pos just past it. Returns
    // nullopt (pos unchanged) if the bytes there are not exactly a key appendSortableKey writes.
    static std::optional<Number> decodeSortableKey(QByteArrayView data, qsizetype &pos);

private:
    // Builds the canonical result of add/subtract from a digit string ('0'..'9', may carry
    // leading and trailing zeros) worth 0.digits x 10^exponent, applying add()'s error rules.
    static Result<Number> fromArithmetic(bool negative, QByteArray digits, qint64 exponent);

    bool m_negative = false;
    // Significant digits held inline: numbers are decoded on every read, and a heap buffer per
    // number would be one allocation per N attribute. Room for 40, since a decoder appends two
    // digits before it checks the 38-digit limit.
    class Digits
    {
    public:
        Digits() = default;
        explicit Digits(QByteArrayView digits) // callers have checked the length
            : m_size(quint8(std::min<qsizetype>(digits.size(), kCapacity)))
        {
            std::copy_n(digits.data(), m_size, m_data);
        }
        qsizetype size() const { return m_size; }
        bool isEmpty() const { return m_size == 0; }
        char operator[](qsizetype i) const { return m_data[i]; }
        char front() const { return m_data[0]; }
        char back() const { return m_data[m_size - 1]; }
        void append(char c)
        {
            if (m_size < kCapacity)
                m_data[m_size++] = c;
        }
        QByteArrayView view() const { return QByteArrayView(m_data, m_size); }
        friend bool operator==(const Digits &a, const Digits &b) { return a.view() == b.view(); }

    private:
        static constexpr qsizetype kCapacity = 40;
        char m_data[kCapacity] = {};
        quint8 m_size = 0;
    };
    Digits m_digits;    // '0'..'9', no leading or trailing zeros; empty = zero
    int m_exponent = 0; // value = 0.d1d2d3... x 10^m_exponent
};

} // namespace lw
