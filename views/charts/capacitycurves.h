// The capacity a table consumed over time, for the timeline's capacity chart: GetConsumedCapacity
// (core/api/actions/getconsumedcapacity.cpp) summed per a period fitted to the visible range,
// so that a zoomed-out timeline shows hours or days and a zoomed-in one each minute. Pure
// functions over the api's JSON, tested without widgets; readCapacityUse() makes the call.
#pragma once

#include "charts/stepseries.h"
#include "doors/apicall.h"

namespace lw {

// The finest of 1, 5, 15 and 30 minutes, 1, 3, 6 and 12 hours, 1 and 7 days that cuts `spanMs`
// into at most kMaxCapacityPeriods periods (7 days beyond that). Every one divides the next
// larger unit, so periods start on round UTC times.
constexpr int kMaxCapacityPeriods = 120;
qint64 capacityPeriodFor(qint64 spanMs);

struct CapacityPoint
{
    qint64 startMs = 0;
    double readUnits = 0;
    double writeUnits = 0;
    bool operator==(const CapacityPoint &) const = default;
};

struct CapacityUse
{
    qint64 periodMs = 60'000;
    QList<CapacityPoint> points; // periods with any use, oldest first
    QString error;               // "ResourceNotFoundException: …" when the read failed

    // Each period's read (or write) units held across it, 0 where nothing was used.
    QList<TimeStep> steps(bool reads) const;
};

// A GetConsumedCapacity response.
CapacityUse parseConsumedCapacity(const QJsonObject &response);

// What `table` consumed in the periods of capacityPeriodFor(toMs - fromMs) that overlap
// [fromMs, toMs).
CapacityUse readCapacityUse(const ApiCall &api, const QString &table, qint64 fromMs, qint64 toMs);

} // namespace lw
