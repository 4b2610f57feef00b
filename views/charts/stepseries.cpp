#include "charts/stepseries.h"

namespace lw {

QList<QPointF> stepPoints(const QList<TimeStep> &steps, qint64 untilMs)
{
    QList<QPointF> points;
    for (const TimeStep &step : steps) {
        if (step.ms > untilMs)
            break;
        if (!points.isEmpty())
            points << QPointF(double(step.ms), points.last().y());
        points << QPointF(double(step.ms), step.value);
    }
    if (!points.isEmpty())
        points << QPointF(double(untilMs), points.last().y());
    return points;
}

std::optional<double> valueAt(const QList<TimeStep> &steps, qint64 ms)
{
    std::optional<double> value;
    for (const TimeStep &step : steps) {
        if (step.ms > ms)
            break;
        value = step.value;
    }
    return value;
}

} // namespace lw
