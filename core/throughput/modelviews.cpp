// What CapacityModel shows (capacitymodel.h): its partitions, the per-second history with the
// seconds still open, its splits, and its state as bytes, loaded again or rewound to.
#include "throughput/capacitymodel.h"
#include "throughput/modelstate.h"

#include <algorithm>

namespace lw::throughput {

QList<PartitionView> CapacityModel::partitions(const QString &table, const QString &index) const
{
    QList<PartitionView> views;
    const ResourceState *res = findResource(*m_state, table, index);
    if (!res)
        return views;
    const ModelSettings &settings = m_state->settings;
    for (size_t i = 0; i < res->partitions.size(); ++i) {
        const PartitionState &p = res->partitions[i];
        PartitionView v;
        v.id = p.id;
        v.firstHash = p.firstHash;
        v.lastHash = lastHashOf(*res, i);
        v.sizeBytes = p.sizeBytes;
        v.share = p.share;
        v.asOfSecond = std::max(p.second, res->second);
        for (Access a : kAccesses) {
            v.maximum[a] = partitionMaximum(a, settings);
            v.burst[a] = burstAt(p, a, v.asOfSecond, settings);
        }
        views.append(v);
    }
    return views;
}

QList<PartitionSecond> CapacityModel::heat(const QString &table, const QString &index, qint64 from,
                                           qint64 to) const
{
    QList<PartitionSecond> samples;
    const ResourceState *res = findResource(*m_state, table, index);
    if (!res)
        return samples;
    // Each partition's history is in time order: only the window is visited.
    for (const auto &[id, history] : res->heat) {
        auto it = std::lower_bound(
            history.begin(), history.end(), from,
            [](const PartitionSecond &s, qint64 second) { return s.second < second; });
        for (; it != history.end() && it->second <= to; ++it)
            samples.append(*it);
    }
    for (const PartitionState &p : res->partitions)
        if (hadActivity(p) && p.second >= from && p.second <= to)
            samples.append(sampleOf(p, m_state->settings));
    std::sort(samples.begin(), samples.end(),
              [](const PartitionSecond &x, const PartitionSecond &y) {
                  return std::pair(x.second, x.partition) < std::pair(y.second, y.partition);
              });
    return samples;
}

QList<ResourceSecond> CapacityModel::totals(const QString &table, const QString &index, qint64 from,
                                            qint64 to) const
{
    QList<ResourceSecond> samples;
    const ResourceState *res = findResource(*m_state, table, index);
    if (!res)
        return samples;
    auto it =
        std::lower_bound(res->totals.begin(), res->totals.end(), from,
                         [](const ResourceSecond &s, qint64 second) { return s.second < second; });
    for (; it != res->totals.end() && it->second <= to; ++it)
        samples.append(*it);
    if (hadActivity(*res) && res->second >= from && res->second <= to)
        samples.append(totalsOf(*res, m_state->tables.at(table).mode, m_state->settings));
    return samples;
}

QList<SplitView> CapacityModel::splits(const QString &table, const QString &index) const
{
    const ResourceState *res = findResource(*m_state, table, index);
    return res ? QList<SplitView>(res->splits.begin(), res->splits.end()) : QList<SplitView>{};
}

std::optional<quint32> CapacityModel::partitionOf(const QString &table, const QString &index,
                                                  quint64 keyHash) const
{
    const ResourceState *res = findResource(*m_state, table, index);
    if (!res)
        return std::nullopt;
    return res->partitions[findPartition(*res, keyHash)].id;
}

QByteArray CapacityModel::save(Contents contents) const
{
    return saveState(*m_state, contents);
}

Result<CapacityModel> CapacityModel::load(const QByteArray &bytes)
{
    auto state = loadState(bytes);
    LW_TRY(state);
    return CapacityModel(std::move(*state));
}

Status CapacityModel::rewind(const QByteArray &snapshot, qint64 simMs)
{
    auto loaded = loadState(snapshot);
    LW_TRY(loaded);
    std::unique_ptr<State> state = std::move(*loaded);
    const qint64 to = secondOf(simMs);
    // This model's history up to `to`, less the seconds the snapshot still has open.
    auto keepHistory = [to](ResourceState &into, ResourceState &from) {
        into.heat = std::move(from.heat);
        into.totals = std::move(from.totals);
        std::map<quint32, qint64> open;
        for (const PartitionState &p : into.partitions)
            open[p.id] = p.second;
        for (auto it = into.heat.begin(); it != into.heat.end();) {
            const auto o = open.find(it->first);
            const qint64 limit = o == open.end() ? to : std::min(to, o->second - 1);
            while (!it->second.empty() && it->second.back().second > limit)
                it->second.pop_back();
            it = it->second.empty() || o == open.end() ? into.heat.erase(it) : std::next(it);
        }
        while (!into.totals.empty() && into.totals.back().second > std::min(to, into.second - 1))
            into.totals.pop_back();
    };
    for (auto &[name, table] : state->tables) {
        auto old = m_state->tables.find(name);
        if (old == m_state->tables.end())
            continue;
        keepHistory(table.table, old->second.table);
        for (auto &[indexName, index] : table.indexes) {
            auto oldIndex = old->second.indexes.find(indexName);
            if (oldIndex != old->second.indexes.end())
                keepHistory(index, oldIndex->second);
        }
    }
    m_state = std::move(state);
    return {};
}

} // namespace lw::throughput
