// The timeline's mapping between time and pixels (STYLE #10): a visible range [startMs, endMs] of
// epoch milliseconds laid over `width` pixels, x = 0 at startMs and x = width at endMs. A plain
// value with no widget behind it, so the view, its tests and the benchmark share one arithmetic,
// and the tick marks a ruler draws come from the same place as the positions it draws them at.
//
// Round trips, which the view and tests rely on:
// - msAt(xOf(ms)) == ms for every ms in [kEarliestMs, kLatestMs]: xOf is exact to well within
//   half a millisecond over that whole range, and msAt rounds to the nearest millisecond.
// - xOf(msAt(x)) lies within half a millisecond's width (0.5 / pixelsPerMs, plus rounding) of x.
// - zoom(anchorX, f) keeps msAt(anchorX) exactly, unless the range meets a clamp.
// - pan(dx): msAt(x + dx) afterwards is msAt(x) before, to within one millisecond.
// Clamps, applied by every operation: the span stays within [kMinSpanMs, kMaxSpanMs] (one second
// to two hundred years) and the range within [kEarliestMs, kLatestMs] (years 1 to 9999, which
// the ruler can label); the width is at least one pixel.
#pragma once

#include <QList>
#include <QString>

namespace lw {

// A tick spacing: `count` of `unit`, aligned in UTC. Seconds, minutes and hours are aligned to
// multiples of the step since the epoch (so to the minute, hour or midnight, since every step
// divides a day), days to multiples of the step since the epoch, weeks to Mondays, months to
// multiples of `count` months from January, years to multiples of `count`.
struct TickStep
{
    enum class Unit
    {
        Second,
        Minute,
        Hour,
        Day,
        Week,
        Month,
        Year,
    };
    Unit unit = Unit::Hour;
    int count = 1;

    // The tick at or before `ms`.
    qint64 floor(qint64 ms) const;
    // The tick `n` steps from `tickMs` (a tick; n may be negative).
    qint64 advance(qint64 tickMs, int n) const;
    // The first tick strictly after `ms` (direction > 0) or strictly before it (direction < 0):
    // keyboard stepping lands on round times.
    qint64 stepped(qint64 ms, int direction) const;
    // The step's length in ms, months and years at their average length: for choosing a step.
    qint64 approximateMs() const;
    // The tick's ruler label in UTC: "14:05:30", "14:05", "2026-10-20", "2026-10" or "2026"; a
    // tick at midnight under a step shorter than a day shows its date, so the day stays readable.
    QString label(qint64 tickMs) const;
    // Whether a tick also starts the next larger unit (midnight, the first of a month, January,
    // a decade): the ruler draws those longer.
    bool isMajor(qint64 tickMs) const;

    bool operator==(const TickStep &) const = default;
};

struct TimeTick
{
    qint64 ms = 0;
    QString label;
    bool major = false;
    bool operator==(const TimeTick &) const = default;
};

class TimeAxis
{
public:
    static constexpr qint64 kMinSpanMs = 1000;
    static constexpr qint64 kMaxSpanMs = qint64(73'048) * 24 * 3600 * 1000; // 200 Gregorian years
    static constexpr qint64 kEarliestMs = -62'135'596'800'000;              // 0001-01-01T00:00:00Z
    static constexpr qint64 kLatestMs = 253'402'300'800'000;                // 10000-01-01T00:00:00Z

    TimeAxis() = default; // the first hour of 1970 over 100 px
    // Shows [startMs, endMs] over `width` px, clamped as the header says (an inverted range
    // shows its two ends the right way round).
    TimeAxis(qint64 startMs, qint64 endMs, double width);

    qint64 startMs() const { return m_start; }
    qint64 endMs() const { return m_start + m_span; }
    qint64 spanMs() const { return m_span; }
    double width() const { return m_width; }
    double pixelsPerMs() const { return m_width / double(m_span); }

    double xOf(qint64 ms) const;
    qint64 msAt(double x) const;

    // A new width keeps the range: the same times stretch over more or fewer pixels.
    void setWidth(double width);
    // Shows exactly [firstMs, lastMs] (clamped; a span below the minimum grows about its middle).
    void fit(qint64 firstMs, qint64 lastMs);
    // factor > 1 zooms in (the span shrinks by it), < 1 zooms out, keeping the time under
    // anchorX in place. A factor that is not a positive number changes nothing.
    void zoom(double anchorX, double factor);
    // Moves the content by dx px: dx > 0 brings earlier times into view.
    void pan(double dx);

    // The finest step of the ruler's series (1, 2, 5, 10, 15, 30 s and min; 1, 2, 3, 6, 12 h;
    // 1, 2 d; 1 week; 1, 2, 3, 6 months; 1, 2, 5, 10, 20, 50, 100 years) whose ticks lie at
    // least minSpacingPx apart, or the coarsest when none does.
    TickStep tickStep(double minSpacingPx) const;
    // The ticks of tickStep(minSpacingPx) within [startMs, endMs], in order.
    QList<TimeTick> ticks(double minSpacingPx) const;

    bool operator==(const TimeAxis &) const = default;

private:
    // The same rounding msAt, zoom and pan share, so that zoom's anchor is exact.
    qint64 offsetAt(double x) const;
    void clamp();

    qint64 m_start = 0;
    qint64 m_span = 3'600'000;
    double m_width = 100;
};

} // namespace lw
