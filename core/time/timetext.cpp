#include "timetext.h"

#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kSecondMs = 1000;
constexpr qint64 kDayMs = 24 * 3600 * kSecondMs;
// No time text or duration can be longer than the span of time texts.
constexpr qint64 kSpanMs = kMaxTimeMs - kMinTimeMs;

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9'; // QChar::isDigit() would also take Arabic-Indic digits
}

// The leading ASCII digits of `rest`, which is advanced past them.
QStringView takeDigits(QStringView &rest)
{
    qsizetype n = 0;
    while (n < rest.size() && isDigit(rest[n]))
        ++n;
    const QStringView digits = rest.first(n);
    rest = rest.sliced(n);
    return digits;
}

// After a number's whole digits, `.D+` or nothing: the fraction's digits (empty when there is no
// '.'), or nullopt for a '.' without digits. `rest` is advanced past what was read.
std::optional<QStringView> takeFraction(QStringView &rest)
{
    if (!rest.startsWith(u'.'))
        return QStringView();
    rest = rest.sliced(1);
    const QStringView fraction = takeDigits(rest);
    if (fraction.isEmpty())
        return std::nullopt;
    return fraction;
}

// A decimal number `D+(.D+)?`, as epoch seconds and duration parts are written.
struct Decimal
{
    QStringView whole;
    QStringView fraction; // empty without a '.'
};

// The decimal number at the start of `rest`, which is advanced past it; nullopt when there is
// none or its '.' has no digits after it.
std::optional<Decimal> takeDecimal(QStringView &rest)
{
    const QStringView whole = takeDigits(rest);
    const std::optional<QStringView> fraction = takeFraction(rest);
    if (whole.isEmpty() || !fraction)
        return std::nullopt;
    return Decimal{whole, *fraction};
}

// A field of exactly `length` digits at `pos`, or -1.
int fixedField(QStringView text, qsizetype pos, qsizetype length)
{
    if (pos + length > text.size())
        return -1;
    int value = 0;
    for (QChar c : text.sliced(pos, length)) {
        if (!isDigit(c))
            return -1;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

struct Scaled
{
    qint64 floor = 0;     // floor(unit × value)
    bool inexact = false; // a remainder was dropped
};

// unit × `number`, exact whatever the number of digits: the digits are multiplied by `unit` as
// one long decimal (schoolbook), then the fraction's places are cut off. Rounding a double
// instead would move 1.0005 s to a different millisecond than the text says. nullopt when the
// result passes kSpanMs.
std::optional<Scaled> scale(const Decimal &number, qint64 unit)
{
    const QStringView whole = number.whole;
    const QStringView fraction = number.fraction;
    std::vector<qint64> digits; // least significant first
    digits.reserve(size_t(whole.size() + fraction.size() + 10));
    for (qsizetype i = fraction.size() - 1; i >= 0; --i)
        digits.push_back(fraction[i].unicode() - u'0');
    for (qsizetype i = whole.size() - 1; i >= 0; --i)
        digits.push_back(whole[i].unicode() - u'0');
    qint64 carry = 0;
    for (qint64 &d : digits) {
        const qint64 v = d * unit + carry;
        d = v % 10;
        carry = v / 10;
    }
    for (; carry > 0; carry /= 10)
        digits.push_back(carry % 10);

    Scaled result;
    const auto places = size_t(fraction.size());
    for (size_t i = 0; i < places; ++i)
        result.inexact = result.inexact || digits[i] != 0;
    for (size_t i = digits.size(); i-- > places;) {
        result.floor = result.floor * 10 + digits[i];
        if (result.floor > kSpanMs)
            return std::nullopt;
    }
    return result;
}

std::optional<qint64> inRange(qint64 ms)
{
    if (ms < kMinTimeMs || ms > kMaxTimeMs)
        return std::nullopt;
    return ms;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil): integer
// arithmetic valid for any year, where QDateTime would bring in time zones and its own limits.
qint64 daysFromCivil(qint64 y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

struct Civil
{
    qint64 year;
    int month, day;
};

Civil civilFromDays(qint64 z)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const int day = int(doy - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    return {yoe + era * 400 + (month <= 2), month, day};
}

int daysInMonth(int year, int month)
{
    static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[size_t(month - 1)];
}

// `-?D+(.D+)?` epoch seconds.
std::optional<qint64> parseEpochSeconds(QStringView text)
{
    QStringView rest = text;
    const bool negative = rest.startsWith(u'-');
    if (negative)
        rest = rest.sliced(1);
    const std::optional<Decimal> seconds = takeDecimal(rest);
    if (!seconds || !rest.isEmpty())
        return std::nullopt;
    const auto ms = scale(*seconds, kSecondMs);
    if (!ms)
        return std::nullopt;
    // Truncating toward the earlier millisecond is rounding down in magnitude when positive and
    // up in magnitude when negative.
    return inRange(negative ? -ms->floor - (ms->inexact ? 1 : 0) : ms->floor);
}

// YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS(.F+)?(Z|±HH:MM).
std::optional<qint64> parseIso(QStringView text)
{
    const int year = fixedField(text, 0, 4);
    const int month = fixedField(text, 5, 2);
    const int day = fixedField(text, 8, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || text.size() < 10 || text[4] != u'-' ||
        text[7] != u'-' || day > daysInMonth(year, month))
        return std::nullopt;
    const qint64 midnight = daysFromCivil(year, month, day) * kDayMs;
    if (text.size() == 10)
        return inRange(midnight);

    const int hour = fixedField(text, 11, 2);
    const int minute = fixedField(text, 14, 2);
    const int second = fixedField(text, 17, 2);
    if (text[10] != u'T' || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 ||
        second > 59 || text.size() < 20 || text[13] != u':' || text[16] != u':')
        return std::nullopt;
    qint64 ms = midnight + ((hour * 60 + minute) * 60 + second) * kSecondMs;

    QStringView rest = text.sliced(19);
    const std::optional<QStringView> fraction = takeFraction(rest);
    if (!fraction)
        return std::nullopt;
    ms += scale(Decimal{{}, *fraction}, kSecondMs)->floor; // below one second: never past kSpanMs
    if (rest == u"Z")
        return inRange(ms);
    const int offsetHours = fixedField(rest, 1, 2);
    const int offsetMinutes = fixedField(rest, 4, 2);
    if (rest.size() != 6 || (rest[0] != u'+' && rest[0] != u'-') || rest[3] != u':' ||
        offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59)
        return std::nullopt;
    const qint64 offsetMs = (offsetHours * 60 + offsetMinutes) * 60 * kSecondMs;
    return inRange(rest[0] == u'+' ? ms - offsetMs : ms + offsetMs);
}

// Units from the largest; a duration names them in this order, each at most once.
struct Unit
{
    QStringView name;
    qint64 ms;
};
constexpr std::array kUnits = {Unit{u"d", kDayMs}, Unit{u"h", 3600 * kSecondMs},
                               Unit{u"m", 60 * kSecondMs}, Unit{u"s", kSecondMs}, Unit{u"ms", 1}};

std::optional<qint64> parseDuration(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    if (text == u"0")
        return 0;
    QStringView rest = text;
    qint64 total = 0;
    size_t nextUnit = 0;
    while (!rest.isEmpty()) {
        const std::optional<Decimal> number = takeDecimal(rest);
        if (!number)
            return std::nullopt;
        // "ms" before "m": the longest unit name that matches.
        const qsizetype nameLength = rest.startsWith(u"ms") ? 2 : qMin<qsizetype>(rest.size(), 1);
        const QStringView name = rest.first(nameLength);
        size_t unit = nextUnit;
        while (unit < kUnits.size() && kUnits[unit].name != name)
            ++unit;
        if (unit == kUnits.size())
            return std::nullopt; // unknown, repeated or out of order
        rest = rest.sliced(name.size());
        nextUnit = unit + 1;
        const auto part = scale(*number, kUnits[unit].ms);
        if (!part || part->floor > kSpanMs - total)
            return std::nullopt;
        total += part->floor;
    }
    return total;
}

QString pad(qint64 value, int width)
{
    return u"%1"_s.arg(qlonglong(value), width, 10, QChar(u'0'));
}

} // namespace

std::optional<qint64> parseTimeMs(QStringView text)
{
    // A date's year is four digits followed by '-'; an epoch value never has a '-' there.
    if (text.size() >= 10 && text[4] == u'-')
        return parseIso(text);
    return parseEpochSeconds(text);
}

std::optional<qint64> parseDurationMs(QStringView text)
{
    const auto ms = parseDuration(text);
    if (!ms || *ms == 0)
        return std::nullopt;
    return ms;
}

std::optional<qint64> parseDurationOrZeroMs(QStringView text)
{
    return parseDuration(text);
}

QString formatTimeMs(qint64 ms)
{
    // Floor division: -1 ms is 1969-12-31T23:59:59.999Z.
    const qint64 days = ms / kDayMs - (ms % kDayMs < 0 ? 1 : 0);
    const qint64 ofDay = ms - days * kDayMs;
    const Civil date = civilFromDays(days);
    const QString year = date.year >= 0 && date.year <= 9999
                             ? pad(date.year, 4)
                             : (date.year < 0 ? u"-"_s : u"+"_s) + pad(qAbs(date.year), 4);
    const qint64 seconds = ofDay / kSecondMs;
    QString text = year + u'-' + pad(date.month, 2) + u'-' + pad(date.day, 2) + u'T' +
                   pad(seconds / 3600, 2) + u':' + pad(seconds / 60 % 60, 2) + u':' +
                   pad(seconds % 60, 2);
    if (ofDay % kSecondMs != 0)
        text += u'.' + pad(ofDay % kSecondMs, 3);
    return text + u'Z';
}

QString formatEpochSeconds(qint64 ms)
{
    // Sign and magnitude, not floor division: -1500 ms is "-1.500", which reads back as -1500.
    const quint64 magnitude = ms < 0 ? 0 - quint64(ms) : quint64(ms);
    QString text = (ms < 0 ? u"-"_s : QString()) + QString::number(magnitude / 1000);
    if (magnitude % 1000 != 0)
        text += u'.' + pad(qint64(magnitude % 1000), 3);
    return text;
}

QString formatDurationMs(qint64 ms)
{
    if (ms == 0)
        return u"0s"_s;
    quint64 rest = ms < 0 ? 0 - quint64(ms) : quint64(ms);
    QString text = ms < 0 ? u"-"_s : QString();
    for (const Unit &unit : kUnits) {
        const quint64 count = rest / quint64(unit.ms);
        rest %= quint64(unit.ms);
        if (count > 0)
            text += QString::number(count) + unit.name;
    }
    return text;
}

} // namespace lw
