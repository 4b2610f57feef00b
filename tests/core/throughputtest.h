// What the capacity model's tests share: tables by their numbers, requests in one line, and
// spreading a second's requests over partitions as a workload would.
#pragma once

#include "check.h"
#include "throughput/capacitymodel.h"
#include "throughput/partitionmath.h"

namespace lw::test {

// The sim second the tests start at (2026-01-01T00:00:00Z), in ms.
inline constexpr qint64 kStartMs = 1767225600000;

inline qint64 msAt(qint64 secondsAfterStart, qint64 ms = 0)
{
    return kStartMs + secondsAfterStart * 1000 + ms;
}

inline throughput::TableSettings provisionedTable(const QString &name, qint64 rcu, qint64 wcu,
                                                  qint64 bytes = 0)
{
    throughput::TableSettings t;
    t.name = name;
    t.mode = throughput::BillingMode::Provisioned;
    t.table.capacityUnits = {rcu, wcu};
    t.table.sizeBytes = bytes;
    return t;
}

inline throughput::TableSettings onDemandTable(const QString &name)
{
    throughput::TableSettings t;
    t.name = name;
    t.mode = throughput::BillingMode::PayPerRequest;
    return t;
}

inline throughput::Request request(const QString &table, throughput::Access access, quint64 keyHash,
                                   double units, qint64 simMs)
{
    throughput::Request r;
    r.table = table;
    r.access = access;
    r.simMs = simMs;
    r.target.keyHash = keyHash;
    r.target.units = units;
    return r;
}

// The hash at the start of partition `i` of `count` equal ranges: a key that lands there.
inline quint64 hashIn(qint64 i, qint64 count)
{
    return throughput::rangeBegin(i, count);
}

// Charges `request` `times` times; returns how many were refused (a charge that errs fails the
// test and counts as refused).
inline int chargeRepeatedly(throughput::CapacityModel &model, const throughput::Request &request,
                            int times)
{
    int throttled = 0;
    for (int i = 0; i < times; ++i) {
        const auto outcome = model.charge(request);
        if (!outcome)
            fail(outcome.error().message);
        throttled += !outcome || !outcome->served();
    }
    return throttled;
}

} // namespace lw::test
