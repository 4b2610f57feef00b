// What the model shows, for a heat pane and its charts: the partitions of a table or index with
// their key ranges, and per sim second what each partition and the whole resource consumed
// against its limits. Plain values, copied out of the model.
#pragma once

#include "throughput/settings.h"

namespace lw::throughput {

struct PartitionView
{
    // Stable while the partition lives; a split keeps the id on the lower half and gives the
    // upper half a new one (SplitView).
    quint32 id = 0;
    quint64 firstHash = 0; // the key range, both ends inclusive (partitionKeyHash values)
    quint64 lastHash = 0;
    qint64 sizeBytes = 0;
    // Provisioned: the partition's share of the table's capacity per second; on demand: 0.
    PerAccess<MilliUnits> share;
    // The partition's maximum per second (3,000 / 1,000 units).
    PerAccess<MilliUnits> maximum;
    // Provisioned: unused capacity banked for bursts, as of `asOfSecond`.
    PerAccess<MilliUnits> burst;
    qint64 asOfSecond = 0;

    bool operator==(const PartitionView &) const = default;
};

// One partition in one sim second (seconds since the epoch) in which it served or refused.
struct PartitionSecond
{
    qint64 second = 0;
    quint32 partition = 0;
    PerAccess<MilliUnits> consumed;  // everything served, whatever paid for it
    PerAccess<MilliUnits> fromBurst; // of which burst capacity paid
    PerAccess<MilliUnits> borrowed;  // of which unused table capacity paid (adaptive capacity)
    PerAccess<MilliUnits> throttledUnits;
    PerAccess<qint32> throttledRequests;
    PerAccess<MilliUnits> share;      // the share that second (provisioned)
    PerAccess<MilliUnits> burstAfter; // the burst balance at the end of the second

    bool operator==(const PartitionSecond &) const = default;
};

// A whole table or index in one sim second in which it served or refused.
struct ResourceSecond
{
    qint64 second = 0;
    PerAccess<MilliUnits> consumed;
    // What it could serve that second: provisioned capacity, or on demand the least of double
    // the previous peak, the table quota and any maximum set.
    PerAccess<MilliUnits> capacity;
    PerAccess<qint32> throttledRequests;

    bool operator==(const ResourceSecond &) const = default;
};

// FROZEN: stored in the model's state. Never renumber.
enum class SplitCause : quint8
{
    Throughput = 0, // provisioned capacity (or an on-demand peak) outgrew the partitions
    Size = 1,       // the partition outgrew 10 GB
    Heat = 2,       // the partition stayed hot (split for heat)
};

struct SplitView
{
    qint64 second = 0;
    quint32 lower = 0; // keeps its id, now ends just below `atHash`
    quint32 upper = 0; // new, starts at `atHash`
    quint64 atHash = 0;
    SplitCause cause = SplitCause::Throughput;

    bool operator==(const SplitView &) const = default;
};

} // namespace lw::throughput
