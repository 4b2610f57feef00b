// How the window writes a workspace time: "2026-10-20 12:00:00 UTC". Always UTC, never the
// viewer's zone, so a class following a teacher's projector and a bundle's timeline agree.
#pragma once

#include <QDateTime>
#include <QFont>
#include <QString>

namespace lw {

QString utcText(qint64 epochMs);
// The clock bar's text: utcText's, with the milliseconds ("2026-11-09 12:00:01.538 UTC") when
// there are any, so that a lesson moving the clock by 200 ms shows it move, and the time agrees
// with the GSI matrix's due times (utcMillisText).
QString utcClockText(qint64 epochMs);
QDateTime utcDateTime(qint64 epochMs);
// The time of day to the millisecond, "11:00:00.400" (UTC): for what falls due within a second or
// so (an eventual read's window, a GSI entry's propagation), where the milliseconds matter.
QString utcMillisText(qint64 epochMs);
// `base` in bold at `scale` times its size: for the clock and the past banner, which the back of
// a room must read.
QFont emphasised(QFont base, qreal scale);

} // namespace lw
