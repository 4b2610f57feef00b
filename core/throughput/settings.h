// What the capacity model is configured with: the numbers it models (ModelSettings, every one
// documented with its source or marked as our own default in docs/throughput.md) and each table's
// billing mode and throughput (TableSettings). Plain values; no state.
#pragma once

#include <QMap>
#include <QString>

namespace lw::throughput {

// Capacity in thousandths of a unit. The service charges multiples of half a unit and divides a
// table's capacity across partitions, so integers of 1/1000 keep every sum exact and the model's
// state byte-identical between runs, where doubles would depend on the order of additions.
using MilliUnits = qint64;
inline constexpr MilliUnits kMilliPerUnit = 1000;
MilliUnits toMilliUnits(double units);

// The sim second (epoch seconds) an epoch millisecond is charged to, rounding down before 1970
// too.
constexpr qint64 secondOf(qint64 ms)
{
    return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
}

// FROZEN: stored in the model's state (modelstate.cpp). Never renumber.
enum class BillingMode : quint8
{
    Provisioned = 0,
    PayPerRequest = 1,
};

// FROZEN: stored in the model's state and used as an index. Never renumber.
enum class Access : quint8
{
    Read = 0,
    Write = 1,
};

// A pair of values, one for reads and one for writes, indexed by Access.
template<class T> struct PerAccess
{
    T read{};
    T write{};
    T &operator[](Access a) { return a == Access::Read ? read : write; }
    const T &operator[](Access a) const { return a == Access::Read ? read : write; }
    bool operator==(const PerAccess &) const = default;
};

// The model's numbers. The defaults are the service's documented values, except those marked
// "ours", which AWS does not publish (docs/throughput.md says why each was chosen). All settable,
// so a lesson can show a behaviour faster than the service would. Units, bytes, percentages and
// seconds must be positive; burstSeconds and splitHeatSeconds may be 0 (no burst, no split for
// heat).
struct ModelSettings
{
    // Per partition and second: 3,000 read units, 1,000 write units; 10 GB of data.
    PerAccess<qint64> partitionUnits{3000, 1000};
    qint64 partitionBytes = 10LL * 1024 * 1024 * 1024;
    // Burst capacity: unused provisioned capacity kept for up to this many seconds (300).
    qint64 burstSeconds = 300;
    bool burstCapacity = true;
    // Adaptive capacity: a partition may borrow the table's unused capacity up to its maximum.
    bool adaptiveCapacity = true;
    // Split for heat (ours): a partition whose demand stays at or above splitHeatPercent of its
    // maximum for splitHeatSeconds consecutive seconds splits in two.
    qint64 splitHeatSeconds = 300;
    qint64 splitHeatPercent = 80;
    // On-demand: a new table's previous peak (it serves double that at once: 12,000 reads and
    // 4,000 writes a second), the per-table quota (40,000 each), and how old a second must be
    // before its traffic counts as the previous peak (ours: 30 minutes).
    PerAccess<qint64> onDemandInitialPeak{6000, 2000};
    PerAccess<qint64> onDemandTableQuota{40000, 40000};
    qint64 peakAdoptionSeconds = 1800;
    // How many seconds of per-second history the heat views keep (ours).
    qint64 historySeconds = 3600;

    bool operator==(const ModelSettings &) const = default;
};

// One resource's throughput: the table itself or one of its global secondary indexes.
struct ResourceSettings
{
    // Provisioned mode: read and write capacity units per second (ignored on demand).
    PerAccess<qint64> capacityUnits;
    // On-demand mode: MaxReadRequestUnits / MaxWriteRequestUnits; 0 means none set.
    PerAccess<qint64> maxRequestUnits;
    // The data the resource holds when it is configured, spread evenly over its first partitions.
    qint64 sizeBytes = 0;

    bool operator==(const ResourceSettings &) const = default;
};

struct TableSettings
{
    QString name;
    BillingMode mode = BillingMode::Provisioned;
    ResourceSettings table;
    // Global secondary indexes by name. Local secondary indexes share the table's partitions and
    // capacity, so the caller adds their units to the table's.
    QMap<QString, ResourceSettings> globalIndexes;
};

} // namespace lw::throughput
