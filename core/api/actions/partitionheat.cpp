// DescribePartitionHeat, the workbench's own action behind a partition heat view: the capacity
// model's partitions of a table or of one of its global secondary indexes, what each served and
// refused per sim second, the resource's totals against its capacity, and the splits
// (engine/throughput.h, docs/throughput.md). No DynamoDB counterpart: CloudWatch shows a table's
// sums, never its partitions.
//   {"TableName", "IndexName"?, "StartMillis"?, "EndMillis"?} → {"TableName", "IndexName"?,
//   "ThroughputLimits": "ENABLED" | "DISABLED",
//   "Partitions": [{"PartitionId", "FirstHash", "LastHash", "SizeBytes", "Share", "Maximum",
//                   "Burst", "BurstAsOfSecond"}],
//   "Seconds": [{"Second", "PartitionId", "Consumed", "FromBurst", "Borrowed", "ThrottledUnits",
//                "ThrottledRequests", "Share", "BurstAfter"}],
//   "Totals": [{"Second", "Consumed", "Capacity", "ThrottledRequests"}],
//   "Splits": [{"Second", "LowerPartitionId", "UpperPartitionId", "AtHash", "Cause"}]}
// Every capacity is a {"Read", "Write"} pair in capacity units (thousandths kept); hashes are 16
// hex digits (model/keyhash.h's partitionKeyHash); seconds are epoch seconds. The seconds listed
// are those from floor(StartMillis / 1000) to floor((EndMillis - 1) / 1000) in which a partition
// served or refused (by default all the model keeps: its last hour per resource).
// Errors: ResourceNotFoundException for an unknown table; ValidationException "The table does not
// have the specified index: X" for a name that is not one of its global secondary indexes (a local
// index shares the table's partitions), and "StartMillis must be before EndMillis: <start> is not
// before <end>"; SerializationException for a time that is not a whole number.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/tables.h"
#include "engine/throughput.h"

#include <QJsonArray>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

template<class T> QJsonObject pairJson(const throughput::PerAccess<T> &pair)
{
    if constexpr (std::is_same_v<T, throughput::MilliUnits>)
        return {{u"Read"_s, double(pair.read) / throughput::kMilliPerUnit},
                {u"Write"_s, double(pair.write) / throughput::kMilliPerUnit}};
    else
        return {{u"Read"_s, qint64(pair.read)}, {u"Write"_s, qint64(pair.write)}};
}

QString hashText(quint64 hash)
{
    return u"%1"_s.arg(hash, 16, 16, QChar(u'0'));
}

QString causeName(throughput::SplitCause cause)
{
    switch (cause) {
    case throughput::SplitCause::Throughput:
        return u"THROUGHPUT"_s;
    case throughput::SplitCause::Size:
        return u"SIZE"_s;
    case throughput::SplitCause::Heat:
        return u"HEAT"_s;
    }
    return {};
}

} // namespace

Result<QJsonObject> describePartitionHeat(Engine &engine, const QJsonObject &request,
                                          const CallOptions &)
{
    if (auto s = onlyMembers(request,
                             {u"TableName"_s, u"IndexName"_s, u"StartMillis"_s, u"EndMillis"_s});
        !s)
        return std::unexpected(s.error());
    auto name = requiredTableName(request);
    LW_TRY(name);
    const QString index = request.value(u"IndexName"_s).toString();
    auto window = millisWindow(request);
    LW_TRY(window);
    const auto [start, end] = *window;
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    if (!index.isEmpty() && std::ranges::none_of(table->indexes, [&](const IndexDefinition &i) {
            return i.global && i.name == index;
        }))
        return std::unexpected(
            validationError(u"The table does not have the specified index: "_s + index));

    const ThroughputViews &views = throughputOf(engine);
    // The seconds holding the milliseconds [start, end); no StartMillis: from the first.
    const qint64 from =
        start == std::numeric_limits<qint64>::min() ? start : throughput::secondOf(start);
    const qint64 to = throughput::secondOf(end - 1);
    QJsonArray partitions;
    for (const throughput::PartitionView &p : views.partitions(*name, index))
        partitions << QJsonObject{
            {u"PartitionId"_s, qint64(p.id)},      {u"FirstHash"_s, hashText(p.firstHash)},
            {u"LastHash"_s, hashText(p.lastHash)}, {u"SizeBytes"_s, p.sizeBytes},
            {u"Share"_s, pairJson(p.share)},       {u"Maximum"_s, pairJson(p.maximum)},
            {u"Burst"_s, pairJson(p.burst)},       {u"BurstAsOfSecond"_s, p.asOfSecond}};
    QJsonArray seconds;
    for (const throughput::PartitionSecond &s : views.heat(*name, index, from, to))
        seconds << QJsonObject{{u"Second"_s, s.second},
                               {u"PartitionId"_s, qint64(s.partition)},
                               {u"Consumed"_s, pairJson(s.consumed)},
                               {u"FromBurst"_s, pairJson(s.fromBurst)},
                               {u"Borrowed"_s, pairJson(s.borrowed)},
                               {u"ThrottledUnits"_s, pairJson(s.throttledUnits)},
                               {u"ThrottledRequests"_s, pairJson(s.throttledRequests)},
                               {u"Share"_s, pairJson(s.share)},
                               {u"BurstAfter"_s, pairJson(s.burstAfter)}};
    QJsonArray totals;
    for (const throughput::ResourceSecond &s : views.totals(*name, index, from, to))
        totals << QJsonObject{{u"Second"_s, s.second},
                              {u"Consumed"_s, pairJson(s.consumed)},
                              {u"Capacity"_s, pairJson(s.capacity)},
                              {u"ThrottledRequests"_s, pairJson(s.throttledRequests)}};
    QJsonArray splits;
    for (const throughput::SplitView &s : views.splits(*name, index))
        if (s.second >= from && s.second <= to)
            splits << QJsonObject{{u"Second"_s, s.second},
                                  {u"LowerPartitionId"_s, qint64(s.lower)},
                                  {u"UpperPartitionId"_s, qint64(s.upper)},
                                  {u"AtHash"_s, hashText(s.atHash)},
                                  {u"Cause"_s, causeName(s.cause)}};
    QJsonObject response{
        {u"TableName"_s, *name},
        {u"ThroughputLimits"_s, views.throughputLimits() ? u"ENABLED"_s : u"DISABLED"_s},
        {u"Partitions"_s, partitions},
        {u"Seconds"_s, seconds},
        {u"Totals"_s, totals},
        {u"Splits"_s, splits}};
    if (!index.isEmpty())
        response.insert(u"IndexName"_s, index);
    return response;
}

} // namespace lw::api
