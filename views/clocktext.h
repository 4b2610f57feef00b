// How the window writes a workspace time: "2026-10-20 12:00:00 UTC". Always UTC, never the
// viewer's zone, so a class following a teacher's projector and a bundle's timeline agree.
#pragma once

#include <QDateTime>
#include <QString>

namespace lw {

QString utcText(qint64 epochMs);
QDateTime utcDateTime(qint64 epochMs);

} // namespace lw
