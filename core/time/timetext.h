// Times and durations as people type them (`lwb`, lessons, the window's clock field) and as the
// workbench prints them. Pure functions of their arguments: nothing here reads the wall clock or
// the local time zone, so the same text means the same instant on every machine.
//
// A time is epoch milliseconds (UTC), the unit of the workspace clock. Texts stay within the
// years 0000 to 9999, which ISO 8601 writes with four digits, so every time parsed formats back
// into a text that parses to the same time.
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace lw {

// The first and last millisecond a TIME text can name: 0000-01-01T00:00:00Z and
// 9999-12-31T23:59:59.999Z.
constexpr qint64 kMinTimeMs = -62'167'219'200'000;
constexpr qint64 kMaxTimeMs = 253'402'300'799'999;

// TIME, one of:
//   1792496917                  epoch seconds (negative ones count back from 1970);
//   1792496917.261              with a fraction: milliseconds; further digits are truncated
//                               toward the earlier millisecond (-1.0005 is -1001 ms);
//   2026-10-20                  a date: midnight UTC;
//   2026-10-20T12:00:00Z        ISO 8601 in UTC, seconds required, optionally with a fraction
//   2026-10-20T12:00:00.5Z      (truncated to milliseconds as above);
//   2026-10-20T14:00:00+02:00   with an offset from UTC instead of Z (±HH:MM, at most 23:59).
// Anything else is nullopt: surrounding spaces, a lower-case t or z, a missing field, an
// impossible date (2026-02-29) or time (24:00:00, leap second 23:59:60), basic-format offsets
// (+0200), and times outside [kMinTimeMs, kMaxTimeMs].
std::optional<qint64> parseTimeMs(QStringView text);

// DURATION: one or more NUMBER UNIT pairs, larger units first and each at most once, with no
// spaces: `90m`, `30s`, `2h`, `1d`, `1h30m`, `2d12h`, `250ms`. Units: d (24 h), h, m, s, ms.
// A NUMBER is decimal digits with an optional fraction (`1.5h`); a part finer than a
// millisecond is truncated. nullopt for anything else, including a bare number (`90`: the unit
// is not guessed), a sign, a total of zero and a total beyond kMaxTimeMs - kMinTimeMs.
std::optional<qint64> parseDurationMs(QStringView text);
// As parseDurationMs, but a total of zero is accepted too (`0s`, and a bare `0`): for lower
// bounds such as the sweeper's shortest lag.
std::optional<qint64> parseDurationOrZeroMs(QStringView text);

// ISO 8601 in UTC, `2026-10-20T12:00:00Z`, with `.261` only when the milliseconds are not zero.
// Any ms is accepted; outside [kMinTimeMs, kMaxTimeMs] the year is written in ISO 8601's
// expanded form (`+10000-01-01T00:00:00Z`, `-0001-…`), which parseTimeMs refuses.
QString formatTimeMs(qint64 ms);

// Epoch seconds, `1792496917`, with `.261` only when the milliseconds are not zero; parseTimeMs
// reads it back to the same ms.
QString formatEpochSeconds(qint64 ms);

// A duration in parseDurationMs's form, largest units first, zero parts left out: `1h30m`,
// `2d`, `1s500ms`; `0s` for zero. Negative durations get a leading `-`.
QString formatDurationMs(qint64 ms);

} // namespace lw
