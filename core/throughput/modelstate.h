// The capacity model's state, private to lwthroughput: what charge() changes (capacitymodel.cpp),
// what save() writes (modelstate.cpp) and what the views read (modelviews.cpp). Every container is
// ordered, so iterating one is deterministic.
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

// What capacitymodel.cpp (the charge path) and modelviews.cpp (the views and rewind) share.
inline constexpr Access kAccesses[] = {Access::Read, Access::Write};
MilliUnits partitionMaximum(Access a, const ModelSettings &settings);
// What a resource could serve in one second, before per-partition limits.
MilliUnits capacityOf(const ResourceState &res, BillingMode mode, Access a,
                      const ModelSettings &settings);
// The last hash of partition `i`'s range.
quint64 lastHashOf(const ResourceState &res, size_t i);
// The index of the partition whose range holds `hash`.
size_t findPartition(const ResourceState &res, quint64 hash);
// The most a partition can bank: burstSeconds of its share.
MilliUnits burstCap(const PartitionState &p, Access a, const ModelSettings &settings);
// The burst balance at the start of second `at` (>= p.second).
MilliUnits burstAt(const PartitionState &p, Access a, qint64 at, const ModelSettings &settings);
// Whether the open second served or refused anything.
bool hadActivity(const PartitionState &p);
bool hadActivity(const ResourceState &res);
// The open second as history.
PartitionSecond sampleOf(const PartitionState &p, const ModelSettings &settings);
ResourceSecond totalsOf(const ResourceState &res, BillingMode mode, const ModelSettings &settings);
// The table, or one of its indexes; nullptr for names the model does not know.
const ResourceState *findResource(const CapacityModel::State &state, const QString &table,
                                  const QString &index);

// The serialised form (modelstate.cpp).
QByteArray saveState(const CapacityModel::State &state, CapacityModel::Contents contents);
Result<std::unique_ptr<CapacityModel::State>> loadState(const QByteArray &bytes);

} // namespace lw::throughput
