// The charge path and the partition bookkeeping behind CapacityModel (capacitymodel.h). Each
// resource and each partition keeps counters for one open second and is closed lazily, when it is
// next charged in a later second: a charge costs O(log partitions), and an idle table costs
// nothing until it is used again.
#include "throughput/capacitymodel.h"
#include "throughput/modelstate.h"
#include "throughput/partitionmath.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace lw::throughput {

MilliUnits toMilliUnits(double units)
{
    return std::llround(units * double(kMilliPerUnit));
}

MilliUnits partitionMaximum(Access a, const ModelSettings &settings)
{
    return settings.partitionUnits[a] * kMilliPerUnit;
}

MilliUnits capacityOf(const ResourceState &res, BillingMode mode, Access a,
                      const ModelSettings &settings)
{
    if (mode == BillingMode::Provisioned)
        return res.settings.capacityUnits[a] * kMilliPerUnit;
    MilliUnits cap = std::min(2 * res.peak[a], settings.onDemandTableQuota[a] * kMilliPerUnit);
    if (res.settings.maxRequestUnits[a] > 0)
        cap = std::min(cap, res.settings.maxRequestUnits[a] * kMilliPerUnit);
    return cap;
}

quint64 lastHashOf(const ResourceState &res, size_t i)
{
    return i + 1 < res.partitions.size() ? res.partitions[i + 1].firstHash - 1
                                         : std::numeric_limits<quint64>::max();
}

size_t findPartition(const ResourceState &res, quint64 hash)
{
    auto it = std::upper_bound(res.partitions.begin(), res.partitions.end(), hash,
                               [](quint64 h, const PartitionState &p) { return h < p.firstHash; });
    return static_cast<size_t>(it - res.partitions.begin()) - 1;
}

MilliUnits burstCap(const PartitionState &p, Access a, const ModelSettings &settings)
{
    return settings.burstCapacity ? p.share[a] * settings.burstSeconds : 0;
}

// The burst balance at the start of second `at` (>= p.second): what p.second left unused of the
// partition's own share, plus a full share for every idle second in between.
MilliUnits burstAt(const PartitionState &p, Access a, qint64 at, const ModelSettings &settings)
{
    if (at <= p.second)
        return p.burst[a];
    const MilliUnits cap = burstCap(p, a, settings);
    const MilliUnits ownUsed = p.consumed[a] - p.fromBurst[a] - p.borrowed[a];
    const MilliUnits unused = std::max<MilliUnits>(0, p.share[a] - ownUsed);
    const qint64 idle = std::min(at - p.second - 1, settings.burstSeconds);
    return std::min(cap, p.burst[a] + unused + p.share[a] * idle);
}

bool hadActivity(const PartitionState &p)
{
    for (Access a : kAccesses)
        if (p.consumed[a] != 0 || p.throttledRequests[a] != 0)
            return true;
    return false;
}

bool hadActivity(const ResourceState &res)
{
    for (Access a : kAccesses)
        if (res.consumed[a] != 0 || res.throttledRequests[a] != 0)
            return true;
    return false;
}

PartitionSecond sampleOf(const PartitionState &p, const ModelSettings &settings)
{
    PartitionSecond s;
    s.second = p.second;
    s.partition = p.id;
    s.consumed = p.consumed;
    s.fromBurst = p.fromBurst;
    s.borrowed = p.borrowed;
    s.throttledUnits = p.throttledUnits;
    s.throttledRequests = p.throttledRequests;
    s.share = p.share;
    for (Access a : kAccesses)
        s.burstAfter[a] = burstAt(p, a, p.second + 1, settings);
    return s;
}

ResourceSecond totalsOf(const ResourceState &res, BillingMode mode, const ModelSettings &settings)
{
    ResourceSecond s;
    s.second = res.second;
    s.consumed = res.consumed;
    s.throttledRequests = res.throttledRequests;
    for (Access a : kAccesses)
        s.capacity[a] = capacityOf(res, mode, a, settings);
    return s;
}

const ResourceState *findResource(const CapacityModel::State &state, const QString &table,
                                  const QString &index)
{
    auto t = state.tables.find(table);
    if (t == state.tables.end())
        return nullptr;
    if (index.isEmpty())
        return &t->second.table;
    auto i = t->second.indexes.find(index);
    return i == t->second.indexes.end() ? nullptr : &i->second;
}

namespace {

// The per-second throughput the resource's partitions must be able to serve.
PerAccess<qint64> throughputToServe(const ResourceState &res, BillingMode mode)
{
    if (mode == BillingMode::Provisioned)
        return res.settings.capacityUnits;
    return {2 * res.peak.read / kMilliPerUnit, 2 * res.peak.write / kMilliPerUnit};
}

qint64 totalBytes(const ResourceState &res)
{
    qint64 bytes = 0;
    for (const PartitionState &p : res.partitions)
        bytes += p.sizeBytes;
    return bytes;
}

// Each partition's share of a provisioned resource's capacity; 0 on demand, where partitions
// have only their maximum.
void reshare(ResourceState &res, BillingMode mode, const ModelSettings &settings)
{
    for (Access a : kAccesses) {
        const MilliUnits total =
            mode == BillingMode::Provisioned ? res.settings.capacityUnits[a] * kMilliPerUnit : 0;
        const std::vector<MilliUnits> shares = evenShares(total, res.partitions.size());
        for (size_t i = 0; i < res.partitions.size(); ++i) {
            PartitionState &p = res.partitions[i];
            p.share[a] = shares[i];
            p.burst[a] = std::min(p.burst[a], burstCap(p, a, settings));
        }
    }
}

// Closes the partition's open second (history, burst, heat streak) and opens `at` with zero
// counters.
void closePartition(ResourceState &res, PartitionState &p, qint64 at, const ModelSettings &settings)
{
    if (at <= p.second)
        return;
    bool hot = false;
    for (Access a : kAccesses) {
        const MilliUnits demand = p.consumed[a] + p.throttledUnits[a];
        hot = hot || demand * 100 >= settings.splitHeatPercent * partitionMaximum(a, settings);
    }
    p.hotStreak = hot && at == p.second + 1 ? p.hotStreak + 1 : 0;
    if (hadActivity(p)) {
        std::deque<PartitionSecond> &history = res.heat[p.id];
        history.push_back(sampleOf(p, settings));
        while (history.front().second < p.second - settings.historySeconds)
            history.pop_front();
    }
    for (Access a : kAccesses) {
        p.burst[a] = burstAt(p, a, at, settings);
        p.consumed[a] = p.fromBurst[a] = p.borrowed[a] = p.throttledUnits[a] = 0;
        p.throttledRequests[a] = 0;
    }
    p.second = at;
}

// Splits partition `i` (already open at `second`, counters zero) at the middle of its range.
void splitPartition(ResourceState &res, BillingMode mode, size_t i, SplitCause cause, qint64 second,
                    const ModelSettings &settings)
{
    PartitionState &lower = res.partitions[i];
    const quint64 last = lastHashOf(res, i);
    if (lower.firstHash == last)
        return; // a range of one hash cannot split
    PartitionState upper;
    upper.id = res.nextId++;
    upper.firstHash = rangeMiddle(lower.firstHash, last);
    upper.sizeBytes = lower.sizeBytes / 2;
    lower.sizeBytes -= upper.sizeBytes;
    for (Access a : kAccesses) {
        upper.burst[a] = lower.burst[a] / 2;
        lower.burst[a] -= upper.burst[a];
    }
    upper.second = second;
    lower.hotStreak = 0;
    res.splits.push_back({second, lower.id, upper.id, upper.firstHash, cause});
    res.partitions.insert(res.partitions.begin() + static_cast<std::ptrdiff_t>(i) + 1, upper);
    reshare(res, mode, settings);
}

// Splits every partition in two until there are at least `required`, as the service doubles a
// table's partitions when its throughput outgrows them.
void splitAll(ResourceState &res, BillingMode mode, qint64 required, qint64 second,
              const ModelSettings &settings)
{
    while (static_cast<qint64>(res.partitions.size()) < required) {
        const size_t before = res.partitions.size();
        for (PartitionState &p : res.partitions)
            closePartition(res, p, second, settings);
        for (size_t i = before; i-- > 0;)
            splitPartition(res, mode, i, SplitCause::Throughput, second, settings);
        if (res.partitions.size() == before)
            return;
    }
}

void splitForThroughput(ResourceState &res, BillingMode mode, qint64 second,
                        const ModelSettings &settings)
{
    splitAll(res, mode, partitionsFor(throughputToServe(res, mode), totalBytes(res), settings),
             second, settings);
}

// Closes the resource's open second and opens `at`; on demand, seconds old enough become the
// previous peak, and the partitions split if the peak outgrows them.
void rollResource(ResourceState &res, BillingMode mode, qint64 at, const ModelSettings &settings)
{
    if (at <= res.second)
        return;
    if (hadActivity(res)) {
        res.totals.push_back(totalsOf(res, mode, settings));
        while (res.totals.front().second < res.second - settings.historySeconds)
            res.totals.pop_front();
    }
    bool peakRose = false;
    for (Access a : kAccesses) {
        auto &pending = res.pendingPeaks[a];
        const MilliUnits highest = pending.empty() ? res.peak[a] : pending.back().second;
        if (mode == BillingMode::PayPerRequest && res.consumed[a] > highest)
            pending.emplace_back(res.second, res.consumed[a]);
        while (!pending.empty() && pending.front().first <= at - settings.peakAdoptionSeconds) {
            if (pending.front().second > res.peak[a]) {
                res.peak[a] = pending.front().second;
                peakRose = true;
            }
            pending.pop_front();
        }
        res.consumed[a] = 0;
        res.throttledRequests[a] = 0;
    }
    res.second = at;
    if (peakRose)
        splitForThroughput(res, mode, at, settings);
}

// Opens partition `i` at `at`, splitting it first if it outgrew its size or stayed hot; whether
// it split (which moves the partitions after it).
bool rollPartition(ResourceState &res, BillingMode mode, size_t i, qint64 at,
                   const ModelSettings &settings)
{
    PartitionState &p = res.partitions[i];
    if (at <= p.second)
        return false;
    closePartition(res, p, at, settings);
    if (p.sizeBytes > settings.partitionBytes) {
        splitPartition(res, mode, i, SplitCause::Size, at, settings);
        return true;
    }
    if (settings.splitHeatSeconds > 0 && p.hotStreak >= settings.splitHeatSeconds) {
        splitPartition(res, mode, i, SplitCause::Heat, at, settings);
        return true;
    }
    return false;
}

void initResource(ResourceState &res, BillingMode mode, const ResourceSettings &settings,
                  qint64 second, const ModelSettings &model)
{
    res = ResourceState{};
    res.settings = settings;
    res.second = second;
    for (Access a : kAccesses)
        res.peak[a] = model.onDemandInitialPeak[a] * kMilliPerUnit;
    const qint64 count = partitionsFor(throughputToServe(res, mode), settings.sizeBytes, model);
    const std::vector<MilliUnits> sizes = evenShares(settings.sizeBytes, size_t(count));
    for (qint64 i = 0; i < count; ++i) {
        PartitionState p;
        p.id = res.nextId++;
        p.firstHash = rangeBegin(i, count);
        p.sizeBytes = sizes[size_t(i)];
        p.second = second;
        res.partitions.push_back(p);
    }
    reshare(res, mode, model);
}

// A mode switch or new capacity: the previous peak on a switch to on demand, new shares, and
// splits if the throughput needs more partitions.
void reconfigure(ResourceState &res, BillingMode from, BillingMode to,
                 const ResourceSettings &settings, qint64 second, const ModelSettings &model)
{
    rollResource(res, from, second, model);
    if (from == BillingMode::Provisioned && to == BillingMode::PayPerRequest) {
        for (Access a : kAccesses)
            res.peak[a] = std::max(model.onDemandInitialPeak[a] * kMilliPerUnit,
                                   res.settings.capacityUnits[a] * kMilliPerUnit / 2);
    }
    res.settings.capacityUnits = settings.capacityUnits;
    res.settings.maxRequestUnits = settings.maxRequestUnits;
    reshare(res, to, model);
    splitForThroughput(res, to, second, model);
}

Error notFound(const QString &what)
{
    return {ErrorType::ResourceNotFound, u"Requested resource not found: "_s + what, {}};
}

// One resource a request touches, resolved.
struct Leg
{
    ResourceState *res = nullptr;
    const Target *target = nullptr;
    MilliUnits units = 0;
    size_t partition = 0;
    // What the charge took, to give back if a later leg is refused.
    MilliUnits borrowed = 0;
    MilliUnits fromBurst = 0;
};

// Charges one leg, or names the limit that refuses it.
std::optional<LimitType> take(Leg &leg, BillingMode mode, Access a, const ModelSettings &settings)
{
    ResourceState &res = *leg.res;
    PartitionState &p = res.partitions[leg.partition];
    const MilliUnits u = leg.units;
    if (p.consumed[a] + u > partitionMaximum(a, settings))
        return LimitType::KeyRangeThroughputExceeded;
    if (mode == BillingMode::PayPerRequest) {
        const MilliUnits after = res.consumed[a] + u;
        const MilliUnits maximum = res.settings.maxRequestUnits[a] * kMilliPerUnit;
        if (maximum > 0 && after > maximum)
            return LimitType::MaxOnDemandThroughputExceeded;
        if (after > settings.onDemandTableQuota[a] * kMilliPerUnit)
            return LimitType::AccountLimitExceeded;
        if (after > 2 * res.peak[a])
            return LimitType::KeyRangeThroughputExceeded;
    } else {
        const MilliUnits own = std::max<MilliUnits>(0, p.share[a] - p.consumed[a]);
        MilliUnits need = u - std::min(u, own);
        if (need > 0 && settings.adaptiveCapacity &&
            res.consumed[a] + u <= capacityOf(res, mode, a, settings)) {
            leg.borrowed = need;
            need = 0;
        }
        if (need > 0) {
            if (!settings.burstCapacity || p.burst[a] < need)
                return LimitType::ProvisionedThroughputExceeded;
            leg.fromBurst = need;
        }
    }
    p.consumed[a] += u;
    p.borrowed[a] += leg.borrowed;
    p.fromBurst[a] += leg.fromBurst;
    p.burst[a] -= leg.fromBurst;
    res.consumed[a] += u;
    return std::nullopt;
}

void giveBack(const Leg &leg, Access a)
{
    PartitionState &p = leg.res->partitions[leg.partition];
    p.consumed[a] -= leg.units;
    p.borrowed[a] -= leg.borrowed;
    p.fromBurst[a] -= leg.fromBurst;
    p.burst[a] += leg.fromBurst;
    leg.res->consumed[a] -= leg.units;
}

} // namespace

CapacityModel::CapacityModel(const ModelSettings &settings) : m_state(std::make_unique<State>())
{
    m_state->settings = settings;
}

CapacityModel::CapacityModel(std::unique_ptr<State> state) : m_state(std::move(state)) {}
CapacityModel::~CapacityModel() = default;
CapacityModel::CapacityModel(CapacityModel &&) noexcept = default;
CapacityModel &CapacityModel::operator=(CapacityModel &&) noexcept = default;

const ModelSettings &CapacityModel::settings() const
{
    return m_state->settings;
}

Status CapacityModel::addTable(const TableSettings &table, qint64 simMs)
{
    if (m_state->tables.contains(table.name))
        return std::unexpected(
            Error{ErrorType::ResourceInUse, u"Table already exists: "_s + table.name, {}});
    const qint64 second = secondOf(simMs);
    TableState &t = m_state->tables[table.name];
    t.mode = table.mode;
    initResource(t.table, t.mode, table.table, second, m_state->settings);
    for (auto it = table.globalIndexes.begin(); it != table.globalIndexes.end(); ++it)
        initResource(t.indexes[it.key()], t.mode, it.value(), second, m_state->settings);
    return {};
}

Status CapacityModel::updateTable(const TableSettings &table, qint64 simMs)
{
    auto found = m_state->tables.find(table.name);
    if (found == m_state->tables.end())
        return std::unexpected(notFound(u"Table: "_s + table.name));
    const qint64 second = secondOf(simMs);
    const ModelSettings &model = m_state->settings;
    TableState &t = found->second;
    const BillingMode from = t.mode;
    t.mode = table.mode;
    reconfigure(t.table, from, t.mode, table.table, second, model);
    for (auto it = table.globalIndexes.begin(); it != table.globalIndexes.end(); ++it) {
        auto existing = t.indexes.find(it.key());
        if (existing == t.indexes.end())
            initResource(t.indexes[it.key()], t.mode, it.value(), second, model);
        else
            reconfigure(existing->second, from, t.mode, it.value(), second, model);
    }
    return {};
}

void CapacityModel::removeTable(const QString &table)
{
    m_state->tables.erase(table);
}

void CapacityModel::removeIndex(const QString &table, const QString &index)
{
    auto t = m_state->tables.find(table);
    if (t != m_state->tables.end())
        t->second.indexes.erase(index);
}

Result<Outcome> CapacityModel::charge(const Request &request)
{
    const ModelSettings &settings = m_state->settings;
    auto t = m_state->tables.find(request.table);
    if (t == m_state->tables.end())
        return std::unexpected(notFound(u"Table: "_s + request.table));
    TableState &table = t->second;
    if (request.access == Access::Read && !request.indexWrites.isEmpty())
        return std::unexpected(validationError(u"A read cannot write index entries"_s));

    const qint64 second = secondOf(request.simMs);
    const Access a = request.access;
    // One leg per resource the request touches; rarely more than a few.
    const qsizetype count = 1 + request.indexWrites.size();
    QVarLengthArray<Leg, 8> leg(count);
    for (qsizetype i = 0; i < count; ++i) {
        const Target &target = i == 0 ? request.target : request.indexWrites[i - 1];
        ResourceState *res = &table.table;
        if (!target.index.isEmpty()) {
            auto index = table.indexes.find(target.index);
            if (index == table.indexes.end())
                return std::unexpected(notFound(u"Index: "_s + target.index));
            res = &index->second;
        }
        if (target.units < 0)
            return std::unexpected(validationError(u"Capacity units cannot be negative"_s));
        if (second < res->second)
            return std::unexpected(Error{ErrorType::InternalServerError,
                                         u"The capacity model cannot charge a second before one "
                                         "it has already charged"_s,
                                         {}});
        leg[i] = Leg{res, &target, toMilliUnits(target.units)};
    }

    // Open the second everywhere first: opening can split partitions, which moves them.
    for (qsizetype i = 0; i < count; ++i)
        rollResource(*leg[i].res, table.mode, second, settings);
    // A split moves the partitions after it: a leg then finds its partition again.
    for (qsizetype i = 0; i < count; ++i) {
        leg[i].partition = findPartition(*leg[i].res, leg[i].target->keyHash);
        if (rollPartition(*leg[i].res, table.mode, leg[i].partition, second, settings)) {
            for (qsizetype j = 0; j <= i; ++j)
                leg[j].partition = findPartition(*leg[j].res, leg[j].target->keyHash);
        }
    }

    Outcome outcome;
    outcome.partition = leg[0].res->partitions[leg[0].partition].id;
    for (qsizetype i = 0; i < count; ++i) {
        const std::optional<LimitType> limit = take(leg[i], table.mode, a, settings);
        if (!limit)
            continue;
        for (qsizetype j = i; j-- > 0;)
            giveBack(leg[j], a);
        PartitionState &p = leg[i].res->partitions[leg[i].partition];
        p.throttledUnits[a] += leg[i].units;
        ++p.throttledRequests[a];
        ++leg[i].res->throttledRequests[a];
        outcome.throttle = Throttle{leg[i].target->index, a, *limit, table.mode, p.id};
        return outcome;
    }
    for (qsizetype i = 0; i < count; ++i) {
        PartitionState &p = leg[i].res->partitions[leg[i].partition];
        p.sizeBytes = std::max<qint64>(0, p.sizeBytes + leg[i].target->sizeDelta);
    }
    return outcome;
}

} // namespace lw::throughput
