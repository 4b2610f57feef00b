// The simulated clock's figures the tests share: a fixed noon to start from and the units of
// time, in milliseconds as the engine's clock counts them.
#pragma once

#include <QDate>
#include <QDateTime>
#include <QTime>
#include <QTimeZone>
#include <QtGlobal>

namespace lw::test {

inline constexpr qint64 kNoon = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
inline constexpr qint64 kSecond = 1000;
inline constexpr qint64 kMinute = 60 * kSecond;
inline constexpr qint64 kHour = 60 * kMinute;
inline constexpr qint64 kDay = 24 * kHour;

// Milliseconds since the epoch of a UTC date and hour.
inline qint64 utcMs(int year, int month, int day, int hour = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, 0), QTimeZone::utc()).toMSecsSinceEpoch();
}

} // namespace lw::test
