// The totals an aggregator consumer keeps (lesson 32), over time, for the timeline's aggregates
// chart. An aggregator adds count and sum deltas into one stats item per group; every change of
// that item is in the history, so the totals at any time are the stats item's values then.
//
// How they are found: ListConsumers names the table's aggregators and their settings; the stats
// items are among the table's lifetimes (which the timeline has read already, deleted items
// included), known by their key; GetItemHistory gives each one's changes. None of these reads
// is metered traffic, so drawing the chart never adds to the capacity chart beside it.
//
// Pure functions over the api's JSON, tested without widgets; readAggregateCurves() makes the
// calls.
#pragma once

#include "charts/stepseries.h"
#include "common/tableinfo.h"
#include "doors/apicall.h"
#include "timeline/lifetimesmodel.h"

#include <QJsonArray>

#include <optional>

namespace lw {

// One aggregator's settings, as ListConsumers describes them (core/consumers/consumer.h).
struct AggregatorInfo
{
    QString name;
    QString statsSortKey = QStringLiteral("STATS");
    QString countAttribute = QStringLiteral("count");
    QStringList sumAttributes; // each sum's TargetAttributeName
    bool operator==(const AggregatorInfo &) const = default;
};

// The AGGREGATOR consumers of a ListConsumers response, in its order.
QList<AggregatorInfo> parseAggregators(const QJsonObject &listConsumers);

// The group whose totals the item with `key` (DynamoDB JSON) holds for `aggregator`, as text
// ("STORE#s1"); nullopt when it is not one of its stats items. The engine's rule
// (engine/consumerrun.cpp, statsKey and isStatsItem): on a table with a sort key, the item whose
// sort key is StatsSortKey, its partition key the group; on a table without, the item whose
// String partition key is "<group>#<StatsSortKey>".
std::optional<QString> statsGroup(const QJsonObject &key, const QList<KeyAttribute> &keySchema,
                                  const AggregatorInfo &aggregator);

// The values of `attribute` along an item's history (GetItemHistory's Changes, oldest first):
// a step at each time its value changed, to the value after that time's last change (one poll
// of an aggregator may change it several times at once). An absent attribute, or a deleted
// item, counts 0, as ADD counts it.
QList<TimeStep> aggregateSteps(const QJsonArray &changes, const QString &attribute);

struct AggregateCurve
{
    QString group;     // "STORE#s1"
    QString attribute; // "orderCount", "revenue"
    bool isCount = false;
    QList<TimeStep> steps;
    bool operator==(const AggregateCurve &) const = default;
};

// Stats items read at most: one GetItemHistory each, and more curves than this would not read
// on a projector anyway.
constexpr int kMaxStatsItems = 4;

struct AggregateCurves
{
    QList<AggregateCurve> curves; // per stats item in key order: its count, then its sums
    int aggregators = 0;          // the table's aggregator consumers
    int statsItems = 0;           // found, of which the first kMaxStatsItems are drawn
    QString error;                // "ResourceNotFoundException: …" when a read failed
};

// The curves of every aggregator of `table` whose stats items are among `lifetimes`.
AggregateCurves readAggregateCurves(const ApiCall &api, const QString &table,
                                    const QList<LifetimeInfo> &lifetimes);

} // namespace lw
