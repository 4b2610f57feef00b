// A value that holds from one time until the next: the shape of an aggregate's totals (each change
// sets a new value) and of capacity summed per period. The charts draw it as a step line.
#pragma once

#include <QList>
#include <QPointF>

#include <optional>

namespace lw {

struct TimeStep
{
    qint64 ms = 0;
    double value = 0;
    bool operator==(const TimeStep &) const = default;
};

// The step line of `steps` (oldest first) as chart points (x: epoch ms, y: value): each value
// held until the next step, the last until `untilMs`; steps after `untilMs` are left out (one at
// `untilMs` counts: a read as of a time sees what was written then). Empty when no step lies at
// or before `untilMs`.
QList<QPointF> stepPoints(const QList<TimeStep> &steps, qint64 untilMs);

// The value held at `ms`: that of the last step at or before it; nullopt before the first.
std::optional<double> valueAt(const QList<TimeStep> &steps, qint64 ms);

} // namespace lw
