#include "charts/aggregatecurves.h"

#include "common/attributetext.h"
#include "model/number.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

bool sameNumber(const QString &a, const QString &b)
{
    const Result<Number> x = Number::parse(a), y = Number::parse(b);
    return x && y && *x == *y;
}

double numberIn(const QJsonObject &image, const QString &attribute)
{
    return image.value(attribute).toObject().value(u"N"_s).toString().toDouble();
}

// One stats item and the attributes its aggregators keep in it.
struct StatsItem
{
    QJsonObject key;
    std::optional<QString> group;
    QStringList counts, sums;
};

QList<StatsItem> statsItems(const QList<LifetimeInfo> &lifetimes,
                            const QList<KeyAttribute> &keySchema,
                            const QList<AggregatorInfo> &aggregators)
{
    QList<StatsItem> items;
    QSet<QString> seen; // an item written again after a delete has a lifetime for each
    for (const LifetimeInfo &life : lifetimes) {
        if (seen.contains(life.keyText))
            continue;
        StatsItem item{life.key, {}, {}, {}};
        for (const AggregatorInfo &aggregator : aggregators) {
            const std::optional<QString> group = statsGroup(life.key, keySchema, aggregator);
            if (!group)
                continue;
            item.group = group;
            if (!item.counts.contains(aggregator.countAttribute))
                item.counts << aggregator.countAttribute;
            for (const QString &sum : aggregator.sumAttributes)
                if (!item.sums.contains(sum))
                    item.sums << sum;
        }
        if (item.group) {
            seen.insert(life.keyText);
            items << item;
        }
    }
    return items;
}

} // namespace

QList<AggregatorInfo> parseAggregators(const QJsonObject &listConsumers)
{
    QList<AggregatorInfo> aggregators;
    for (const QJsonValue &value : listConsumers.value(u"Consumers"_s).toArray()) {
        const QJsonObject consumer = value.toObject();
        if (consumer.value(u"Type"_s).toString() != u"AGGREGATOR")
            continue;
        const QJsonObject settings = consumer.value(u"Aggregator"_s).toObject();
        AggregatorInfo info;
        info.name = consumer.value(u"ConsumerName"_s).toString();
        info.statsSortKey = settings.value(u"StatsSortKey"_s).toString(info.statsSortKey);
        info.countAttribute = settings.value(u"CountAttributeName"_s).toString(info.countAttribute);
        for (const QJsonValue &sum : settings.value(u"Sums"_s).toArray())
            info.sumAttributes << sum.toObject().value(u"TargetAttributeName"_s).toString();
        aggregators << info;
    }
    return aggregators;
}

std::optional<QString> statsGroup(const QJsonObject &key, const QList<KeyAttribute> &keySchema,
                                  const AggregatorInfo &aggregator)
{
    if (keySchema.isEmpty())
        return std::nullopt;
    const QJsonObject hash = key.value(keySchema.first().name).toObject();
    if (keySchema.size() > 1) {
        const QJsonObject sort = key.value(keySchema.at(1).name).toObject();
        const QString type = attributeType(sort);
        const bool isStats =
            (type == u"S" && sort.value(u"S"_s).toString() == aggregator.statsSortKey) ||
            (type == u"N" && sameNumber(sort.value(u"N"_s).toString(), aggregator.statsSortKey));
        return isStats ? std::optional(attributeDisplayText(hash)) : std::nullopt;
    }
    const QString suffix = u"#"_s + aggregator.statsSortKey;
    const QString text = hash.value(u"S"_s).toString();
    if (attributeType(hash) != u"S" || !text.endsWith(suffix))
        return std::nullopt;
    return text.chopped(suffix.size());
}

QList<TimeStep> aggregateSteps(const QJsonArray &changes, const QString &attribute)
{
    QList<TimeStep> steps;
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        const qint64 ms = change.value(u"TimeMillis"_s).toInteger();
        const double total = numberIn(change.value(u"NewImage"_s).toObject(), attribute);
        if (!steps.isEmpty() && steps.last().ms == ms)
            steps.removeLast(); // one poll's changes: the total at that time is the last one's
        if (steps.isEmpty() || steps.last().value != total)
            steps << TimeStep{ms, total};
    }
    return steps;
}

AggregateCurves readAggregateCurves(const ApiCall &api, const QString &table,
                                    const QList<LifetimeInfo> &lifetimes)
{
    AggregateCurves out;
    if (table.isEmpty())
        return out;
    const QJsonObject named{{u"TableName"_s, table}};
    const Result<QJsonObject> consumers = api(u"ListConsumers"_s, named, {});
    if (!consumers) {
        out.error = errorText(consumers.error());
        return out;
    }
    const QList<AggregatorInfo> aggregators = parseAggregators(*consumers);
    out.aggregators = int(aggregators.size());
    if (aggregators.isEmpty())
        return out;
    const Result<QJsonObject> described = api(u"DescribeTable"_s, named, {});
    if (!described) {
        out.error = errorText(described.error());
        return out;
    }
    const TableInfo info = parseTableDescription(described->value(u"Table"_s).toObject());
    const QList<StatsItem> items = statsItems(lifetimes, info.key, aggregators);
    out.statsItems = int(items.size());
    for (const StatsItem &item : items.first(std::min<qsizetype>(items.size(), kMaxStatsItems))) {
        const Result<QJsonObject> history = api(
            u"GetItemHistory"_s, QJsonObject{{u"TableName"_s, table}, {u"Key"_s, item.key}}, {});
        if (!history) {
            out.error = errorText(history.error());
            return out;
        }
        const QJsonArray changes = history->value(u"Changes"_s).toArray();
        for (const QString &count : item.counts)
            out.curves << AggregateCurve{*item.group, count, true, aggregateSteps(changes, count)};
        for (const QString &sum : item.sums)
            out.curves << AggregateCurve{*item.group, sum, false, aggregateSteps(changes, sum)};
    }
    return out;
}

} // namespace lw
