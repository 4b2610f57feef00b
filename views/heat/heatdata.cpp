#include "heat/heatdata.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

HeatPair pairOf(const QJsonValue &value)
{
    return {float(value[u"Read"_s].toDouble()), float(value[u"Write"_s].toDouble())};
}

quint64 hashOf(const QJsonValue &value)
{
    return value.toString().toULongLong(nullptr, 16);
}

// Seconds as steps: `value` of each second from its start, 0 from the end of a second the next
// does not follow at once (none after the last: the curve ends at the window's end).
QList<TimeStep> perSecond(const QList<HeatTotal> &totals,
                          const std::function<double(const HeatTotal &)> &value, bool holds)
{
    QList<TimeStep> steps;
    for (qsizetype i = 0; i < totals.size(); ++i) {
        const qint64 second = totals[i].second;
        steps << TimeStep{second * 1000, value(totals[i])};
        const bool gap = i + 1 < totals.size() && totals[i + 1].second > second + 1;
        if (gap && !holds)
            steps << TimeStep{(second + 1) * 1000, 0};
    }
    if (!holds && !totals.isEmpty())
        steps << TimeStep{(totals.last().second + 1) * 1000, 0};
    return steps;
}

} // namespace

int HeatData::rowOf(quint32 id) const
{
    for (int row = 0; row < partitions.size(); ++row)
        if (partitions[row].id == id)
            return row;
    return -1;
}

const HeatCell *HeatData::cellAt(int row, qint64 second) const
{
    if (row < 0 || row >= partitions.size())
        return nullptr;
    const auto found = cells.constFind(partitions[row].id);
    if (found == cells.constEnd())
        return nullptr;
    const auto at = std::lower_bound(found->begin(), found->end(), second,
                                     [](const HeatCell &c, qint64 s) { return c.second < s; });
    return at != found->end() && at->second == second ? &*at : nullptr;
}

HeatData parsePartitionHeat(const QJsonObject &response)
{
    HeatData data;
    data.limitsOn = response[u"ThroughputLimits"_s].toString() == u"ENABLED"_s;
    for (const QJsonValue p : response[u"Partitions"_s].toArray())
        data.partitions << HeatPartition{quint32(p[u"PartitionId"_s].toInteger()),
                                         hashOf(p[u"FirstHash"_s]),
                                         hashOf(p[u"LastHash"_s]),
                                         p[u"SizeBytes"_s].toInteger(),
                                         pairOf(p[u"Share"_s]),
                                         pairOf(p[u"Maximum"_s])};
    std::ranges::sort(data.partitions, {}, &HeatPartition::firstHash);
    for (const QJsonValue s : response[u"Seconds"_s].toArray())
        data.cells[quint32(s[u"PartitionId"_s].toInteger())]
            << HeatCell{s[u"Second"_s].toInteger(), pairOf(s[u"Consumed"_s]),
                        pairOf(s[u"FromBurst"_s]),  pairOf(s[u"Borrowed"_s]),
                        pairOf(s[u"Share"_s]),      pairOf(s[u"ThrottledRequests"_s])};
    for (QList<HeatCell> &list : data.cells)
        std::ranges::stable_sort(list, {}, &HeatCell::second);
    for (const QJsonValue t : response[u"Totals"_s].toArray())
        data.totals << HeatTotal{t[u"Second"_s].toInteger(), pairOf(t[u"Consumed"_s]),
                                 pairOf(t[u"Capacity"_s]), pairOf(t[u"ThrottledRequests"_s])};
    std::ranges::stable_sort(data.totals, {}, &HeatTotal::second);
    return data;
}

HeatData mergeHeat(HeatData older, HeatData newer, qint64 fromSecond, qint64 keepFromSecond)
{
    const auto keep = [&](qint64 second) {
        return second >= keepFromSecond && second < fromSecond;
    };
    for (auto it = older.cells.begin(); it != older.cells.end(); ++it) {
        QList<HeatCell> kept;
        for (const HeatCell &cell : std::as_const(*it))
            if (keep(cell.second))
                kept << cell;
        QList<HeatCell> &into = newer.cells[it.key()];
        kept << into;
        into = std::move(kept);
        if (into.isEmpty())
            newer.cells.remove(it.key());
    }
    QList<HeatTotal> totals;
    for (const HeatTotal &total : std::as_const(older.totals))
        if (keep(total.second))
            totals << total;
    totals << newer.totals;
    newer.totals = std::move(totals);
    return newer;
}

double heatLimit(const HeatPartition &partition, const HeatCell &cell, HeatAccess access)
{
    const double share = cell.share.of(access);
    return share > 0 ? share : partition.maximum.of(access);
}

double heatFraction(const HeatPartition &partition, const HeatCell &cell, HeatAccess access)
{
    const double limit = heatLimit(partition, cell, access);
    return limit > 0 ? cell.consumed.of(access) / limit : 0;
}

HeatData readHeat(const ApiCall &api, const QString &table, const QString &index, qint64 fromSecond,
                  qint64 toSecond)
{
    QJsonObject request{{u"TableName"_s, table},
                        {u"StartMillis"_s, fromSecond * 1000},
                        {u"EndMillis"_s, (toSecond + 1) * 1000}};
    if (!index.isEmpty())
        request.insert(u"IndexName"_s, index);
    const Result<QJsonObject> response = api(u"DescribePartitionHeat"_s, request, kUnmetered);
    if (!response) {
        HeatData failed;
        failed.error = errorText(response.error());
        return failed;
    }
    return parsePartitionHeat(*response);
}

QList<TimeStep> throttleSteps(const QList<HeatTotal> &totals, HeatAccess access)
{
    return perSecond(
        totals, [access](const HeatTotal &t) { return t.throttledRequests.of(access); }, false);
}

QList<TimeStep> consumedSteps(const QList<HeatTotal> &totals, HeatAccess access)
{
    return perSecond(
        totals, [access](const HeatTotal &t) { return t.consumed.of(access); }, false);
}

QList<TimeStep> capacitySteps(const QList<HeatTotal> &totals, HeatAccess access)
{
    return perSecond(
        totals, [access](const HeatTotal &t) { return t.capacity.of(access); }, true);
}

QString hashText(quint64 hash)
{
    return u"%1"_s.arg(hash, 16, 16, QChar(u'0'));
}

PartitionKeysAnswer parsePartitionKeys(const QJsonObject &response)
{
    PartitionKeysAnswer answer;
    for (const QJsonValue k : response[u"Keys"_s].toArray())
        answer.keys << PartitionKey{k[u"Key"_s].toObject(), k[u"ItemCount"_s].toInteger(),
                                    k[u"SizeBytes"_s].toInteger()};
    answer.lastEvaluatedKey = response[u"LastEvaluatedKey"_s].toObject();
    return answer;
}

PartitionKeysAnswer readPartitionKeys(const ApiCall &api, const QString &table,
                                      const QString &index, const HeatPartition &partition,
                                      const QJsonObject &startKey, std::optional<qint64> asOfMs)
{
    QJsonObject request{{u"TableName"_s, table},
                        {u"FirstHash"_s, hashText(partition.firstHash)},
                        {u"LastHash"_s, hashText(partition.lastHash)}};
    if (!index.isEmpty())
        request.insert(u"IndexName"_s, index);
    if (!startKey.isEmpty())
        request.insert(u"ExclusiveStartKey"_s, startKey);
    CallOptions options = kUnmetered;
    options.asOfMs = asOfMs;
    const Result<QJsonObject> response = api(u"DescribePartitionKeys"_s, request, options);
    if (!response)
        return {{}, {}, errorText(response.error())};
    return parsePartitionKeys(*response);
}

} // namespace lw
