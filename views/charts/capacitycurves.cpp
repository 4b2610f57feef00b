#include "charts/capacitycurves.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
constexpr qint64 kMinuteMs = 60'000;
constexpr qint64 kHourMs = 60 * kMinuteMs;
constexpr qint64 kDayMs = 24 * kHourMs;
} // namespace

qint64 capacityPeriodFor(qint64 spanMs)
{
    for (const qint64 period : {kMinuteMs, 5 * kMinuteMs, 15 * kMinuteMs, 30 * kMinuteMs, kHourMs,
                                3 * kHourMs, 6 * kHourMs, 12 * kHourMs, kDayMs}) {
        if (spanMs / period <= kMaxCapacityPeriods)
            return period;
    }
    return 7 * kDayMs;
}

QList<TimeStep> CapacityUse::steps(bool reads) const
{
    QList<TimeStep> steps;
    for (const CapacityPoint &point : points) {
        const double units = reads ? point.readUnits : point.writeUnits;
        if (!steps.isEmpty() && steps.last().ms == point.startMs)
            steps.last().value = units; // the period right after the one before
        else
            steps << TimeStep{point.startMs, units};
        steps << TimeStep{point.startMs + periodMs, 0};
    }
    return steps;
}

CapacityUse parseConsumedCapacity(const QJsonObject &response)
{
    CapacityUse use;
    use.periodMs = response.value(u"PeriodMillis"_s).toInteger(use.periodMs);
    for (const QJsonValue &value : response.value(u"Datapoints"_s).toArray()) {
        const QJsonObject point = value.toObject();
        use.points << CapacityPoint{point.value(u"TimestampMillis"_s).toInteger(),
                                    point.value(u"ReadCapacityUnits"_s).toDouble(),
                                    point.value(u"WriteCapacityUnits"_s).toDouble()};
    }
    return use;
}

CapacityUse readCapacityUse(const ApiCall &api, const QString &table, qint64 fromMs, qint64 toMs)
{
    const Result<QJsonObject> response =
        api(u"GetConsumedCapacity"_s,
            QJsonObject{{u"TableName"_s, table},
                        {u"StartMillis"_s, fromMs},
                        {u"EndMillis"_s, toMs},
                        {u"PeriodMillis"_s, capacityPeriodFor(toMs - fromMs)}},
            {});
    if (!response)
        return CapacityUse{capacityPeriodFor(toMs - fromMs), {}, errorText(response.error())};
    return parseConsumedCapacity(*response);
}

} // namespace lw
