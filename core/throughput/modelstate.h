// The capacity model's state, private to lwthroughput: what charge() changes, what save() writes
// (modelstate.cpp) and what the views read. Every container is ordered, so iterating one is
// deterministic.
#pragma once

#include "throughput/capacitymodel.h"

#include <deque>
#include <map>
#include <vector>

namespace lw::throughput {

struct PartitionState
{
    quint32 id = 0;
    quint64 firstHash = 0; // the range ends just below the next partition's firstHash
    qint64 sizeBytes = 0;
    PerAccess<MilliUnits> share;
    PerAccess<MilliUnits> burst; // the balance, less what `second` has spent
    // The counters below belong to this second (epoch seconds). A partition is closed and opened
    // again lazily, when it is next charged in a later second.
    qint64 second = 0;
    PerAccess<MilliUnits> consumed;
    PerAccess<MilliUnits> fromBurst;
    PerAccess<MilliUnits> borrowed;
    PerAccess<MilliUnits> throttledUnits;
    PerAccess<qint32> throttledRequests;
    // Consecutive hot seconds ending with the last closed second (split for heat).
    qint64 hotStreak = 0;
};

struct ResourceState
{
    ResourceSettings settings;
    qint64 second = 0; // the open second of the counters below
    PerAccess<MilliUnits> consumed;
    PerAccess<qint32> throttledRequests;
    // On demand: the previous peak per second, and the seconds not yet old enough to count,
    // each higher than the one before it (a lower one could never become the peak first).
    PerAccess<MilliUnits> peak;
    PerAccess<std::deque<std::pair<qint64, MilliUnits>>> pendingPeaks;
    quint32 nextId = 0;
    std::vector<PartitionState> partitions; // in key order
    std::vector<SplitView> splits;
    // History (not in a StateOnly save): closed seconds with activity.
    std::map<quint32, std::deque<PartitionSecond>> heat;
    std::deque<ResourceSecond> totals;
};

struct TableState
{
    BillingMode mode = BillingMode::Provisioned;
    ResourceState table;
    std::map<QString, ResourceState> indexes;
};

struct CapacityModel::State
{
    ModelSettings settings;
    std::map<QString, TableState> tables;
};

// The serialised form (modelstate.cpp).
QByteArray saveState(const CapacityModel::State &state, CapacityModel::Contents contents);
Result<std::unique_ptr<CapacityModel::State>> loadState(const QByteArray &bytes);

} // namespace lw::throughput
