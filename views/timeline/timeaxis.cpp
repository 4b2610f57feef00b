#include "timeline/timeaxis.h"

#include "common/clocktext.h"

#include <QDate>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kSecondMs = 1000;
constexpr qint64 kMinuteMs = 60 * kSecondMs;
constexpr qint64 kHourMs = 60 * kMinuteMs;
constexpr qint64 kDayMs = 24 * kHourMs;
constexpr qint64 kWeekMs = 7 * kDayMs;
constexpr qint64 kFirstMondayMs = 4 * kDayMs; // 1970-01-05, a Monday: weeks start there
constexpr qint64 kAverageMonthMs = 2'629'746'000;
constexpr qint64 kAverageYearMs = 31'556'952'000;

// Every step the ruler may use, finest first.
const TickStep kSteps[] = {
    {TickStep::Unit::Second, 1},  {TickStep::Unit::Second, 2},  {TickStep::Unit::Second, 5},
    {TickStep::Unit::Second, 10}, {TickStep::Unit::Second, 15}, {TickStep::Unit::Second, 30},
    {TickStep::Unit::Minute, 1},  {TickStep::Unit::Minute, 2},  {TickStep::Unit::Minute, 5},
    {TickStep::Unit::Minute, 10}, {TickStep::Unit::Minute, 15}, {TickStep::Unit::Minute, 30},
    {TickStep::Unit::Hour, 1},    {TickStep::Unit::Hour, 2},    {TickStep::Unit::Hour, 3},
    {TickStep::Unit::Hour, 6},    {TickStep::Unit::Hour, 12},   {TickStep::Unit::Day, 1},
    {TickStep::Unit::Day, 2},     {TickStep::Unit::Week, 1},    {TickStep::Unit::Month, 1},
    {TickStep::Unit::Month, 2},   {TickStep::Unit::Month, 3},   {TickStep::Unit::Month, 6},
    {TickStep::Unit::Year, 1},    {TickStep::Unit::Year, 2},    {TickStep::Unit::Year, 5},
    {TickStep::Unit::Year, 10},   {TickStep::Unit::Year, 20},   {TickStep::Unit::Year, 50},
    {TickStep::Unit::Year, 100},
};

qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

// The length of one step of a unit measured in milliseconds, 0 for months and years.
qint64 fixedMs(TickStep::Unit unit)
{
    switch (unit) {
    case TickStep::Unit::Second:
        return kSecondMs;
    case TickStep::Unit::Minute:
        return kMinuteMs;
    case TickStep::Unit::Hour:
        return kHourMs;
    case TickStep::Unit::Day:
        return kDayMs;
    case TickStep::Unit::Week:
        return kWeekMs;
    case TickStep::Unit::Month:
    case TickStep::Unit::Year:
        break;
    }
    return 0;
}

// Months are counted from January of year 0, so that year*12 + month-1 steps evenly across
// years. Before year 1 (which QDate cannot name as 0) the axis's earliest time stands in.
qint64 monthStartMs(qint64 monthIndex)
{
    if (monthIndex < 12)
        return TimeAxis::kEarliestMs;
    const QDate date(int(monthIndex / 12), int(monthIndex % 12) + 1, 1);
    return date.startOfDay(QTimeZone::utc()).toMSecsSinceEpoch();
}

qint64 monthIndexOf(qint64 ms)
{
    const QDate date = utcDateTime(ms).date();
    return qint64(date.year()) * 12 + date.month() - 1;
}

} // namespace

qint64 TickStep::floor(qint64 ms) const
{
    switch (unit) {
    case Unit::Month:
        return monthStartMs(floorDiv(monthIndexOf(ms), count) * count);
    case Unit::Year:
        return monthStartMs(floorDiv(utcDateTime(ms).date().year(), count) * count * 12);
    case Unit::Week:
        return floorDiv(ms - kFirstMondayMs, kWeekMs * count) * kWeekMs * count + kFirstMondayMs;
    default:
        break;
    }
    const qint64 step = fixedMs(unit) * count;
    return floorDiv(ms, step) * step;
}

qint64 TickStep::advance(qint64 tickMs, int n) const
{
    switch (unit) {
    case Unit::Month:
        return monthStartMs(monthIndexOf(tickMs) + qint64(n) * count);
    case Unit::Year:
        return monthStartMs((utcDateTime(tickMs).date().year() + qint64(n) * count) * 12);
    default:
        break;
    }
    return tickMs + qint64(n) * count * fixedMs(unit);
}

qint64 TickStep::stepped(qint64 ms, int direction) const
{
    const qint64 tick = floor(ms);
    if (direction > 0)
        return advance(tick, 1);
    return tick < ms ? tick : advance(tick, -1);
}

qint64 TickStep::approximateMs() const
{
    switch (unit) {
    case Unit::Month:
        return count * kAverageMonthMs;
    case Unit::Year:
        return count * kAverageYearMs;
    default:
        break;
    }
    return count * fixedMs(unit);
}

bool TickStep::isMajor(qint64 tickMs) const
{
    const QDateTime at = utcDateTime(tickMs);
    switch (unit) {
    case Unit::Second:
    case Unit::Minute:
    case Unit::Hour:
        return at.time() == QTime(0, 0);
    case Unit::Day:
    case Unit::Week:
        return at.date().day() == 1;
    case Unit::Month:
        return at.date().month() == 1;
    case Unit::Year:
        return at.date().year() % (count < 10 ? 10 : count < 100 ? 100 : 1000) == 0;
    }
    return false;
}

QString TickStep::label(qint64 tickMs) const
{
    const QDateTime at = utcDateTime(tickMs);
    switch (unit) {
    case Unit::Second:
        return at.toString(at.time() == QTime(0, 0) ? u"yyyy-MM-dd"_s : u"HH:mm:ss"_s);
    case Unit::Minute:
    case Unit::Hour:
        return at.toString(at.time() == QTime(0, 0) ? u"yyyy-MM-dd"_s : u"HH:mm"_s);
    case Unit::Day:
    case Unit::Week:
        return at.toString(u"yyyy-MM-dd"_s);
    case Unit::Month:
        return at.toString(u"yyyy-MM"_s);
    case Unit::Year:
        return at.toString(u"yyyy"_s);
    }
    return {};
}

TimeAxis::TimeAxis(qint64 startMs, qint64 endMs, double width) : m_width(width)
{
    fit(startMs, endMs);
}

double TimeAxis::xOf(qint64 ms) const
{
    // In doubles: every time in the clamp range is an exact double, so the difference is exact,
    // and a time far outside it (a TTL in milliseconds) still maps without overflow.
    return (double(ms) - double(m_start)) * m_width / double(m_span);
}

qint64 TimeAxis::offsetAt(double x) const
{
    // Bounded before rounding: a pointer far off the widget must not overflow llround.
    constexpr double bound = 4e14;
    const double offset = x * double(m_span) / m_width;
    return std::llround(std::isnan(offset) ? 0.0 : std::clamp(offset, -bound, bound));
}

qint64 TimeAxis::msAt(double x) const
{
    return m_start + offsetAt(x);
}

void TimeAxis::clamp()
{
    if (!(m_width >= 1))
        m_width = 1;
    m_span = std::clamp(m_span, kMinSpanMs, kMaxSpanMs);
    m_start = std::clamp(m_start, kEarliestMs, kLatestMs - m_span);
}

void TimeAxis::setWidth(double width)
{
    m_width = width;
    clamp();
}

void TimeAxis::fit(qint64 firstMs, qint64 lastMs)
{
    if (lastMs < firstMs)
        std::swap(firstMs, lastMs);
    firstMs = std::clamp(firstMs, kEarliestMs, kLatestMs);
    lastMs = std::clamp(lastMs, kEarliestMs, kLatestMs);
    const qint64 span = std::clamp(lastMs - firstMs, kMinSpanMs, kMaxSpanMs);
    m_start = firstMs + (lastMs - firstMs) / 2 - span / 2;
    m_span = span;
    clamp();
}

void TimeAxis::zoom(double anchorX, double factor)
{
    if (!(factor > 0) || !std::isfinite(factor))
        return;
    const qint64 anchorMs = msAt(anchorX);
    TimeAxis zoomed = *this;
    zoomed.m_span =
        std::llround(std::clamp(double(m_span) / factor, double(kMinSpanMs), double(kMaxSpanMs)));
    zoomed.m_start = anchorMs - zoomed.offsetAt(anchorX);
    zoomed.clamp();
    *this = zoomed;
}

void TimeAxis::pan(double dx)
{
    m_start -= offsetAt(dx);
    clamp();
}

TickStep TimeAxis::tickStep(double minSpacingPx) const
{
    const double neededMs = minSpacingPx / pixelsPerMs();
    for (const TickStep &step : kSteps) {
        if (double(step.approximateMs()) >= neededMs)
            return step;
    }
    return std::end(kSteps)[-1];
}

QList<TimeTick> TimeAxis::ticks(double minSpacingPx) const
{
    const TickStep step = tickStep(minSpacingPx);
    QList<TimeTick> ticks;
    qint64 t = step.floor(m_start);
    if (t < m_start)
        t = step.advance(t, 1);
    // Bounded even if the spacing asked for is tiny: a ruler never needs more ticks than this.
    constexpr int kMaxTicks = 2000;
    while (t <= endMs() && ticks.size() < kMaxTicks) {
        ticks << TimeTick{t, step.label(t), step.isMajor(t)};
        const qint64 next = step.advance(t, 1);
        if (next <= t)
            break;
        t = next;
    }
    return ticks;
}

} // namespace lw
