#include "capacity.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

double unitsPer(qint64 sizeBytes, qint64 unitBytes)
{
    // Every request costs at least one unit, even for a missing or empty item.
    return double(std::max<qint64>(1, (sizeBytes + unitBytes - 1) / unitBytes));
}

QJsonObject unitsObject(const QMap<QString, double> &units)
{
    QJsonObject out;
    for (auto it = units.begin(); it != units.end(); ++it)
        out.insert(it.key(), QJsonObject{{u"CapacityUnits"_s, it.value()}});
    return out;
}

} // namespace

double readUnits(qint64 sizeBytes, bool consistent)
{
    return unitsPer(sizeBytes, 4096) / (consistent ? 1.0 : 2.0);
}

double writeUnits(qint64 sizeBytes)
{
    return unitsPer(sizeBytes, 1024);
}

double ConsumedCapacity::total() const
{
    double sum = table;
    for (double v : globalIndexes)
        sum += v;
    for (double v : localIndexes)
        sum += v;
    return sum;
}

ConsumedCapacity &ConsumedCapacity::operator+=(const ConsumedCapacity &other)
{
    table += other.table;
    for (auto it = other.globalIndexes.begin(); it != other.globalIndexes.end(); ++it)
        globalIndexes[it.key()] += it.value();
    for (auto it = other.localIndexes.begin(); it != other.localIndexes.end(); ++it)
        localIndexes[it.key()] += it.value();
    return *this;
}

ConsumedCapacity &ConsumedCapacity::operator*=(double factor)
{
    table *= factor;
    for (double &v : globalIndexes)
        v *= factor;
    for (double &v : localIndexes)
        v *= factor;
    return *this;
}

QJsonObject ConsumedCapacity::toJson(ReturnConsumedCapacity mode) const
{
    QJsonObject out{{u"TableName"_s, tableName}, {u"CapacityUnits"_s, total()}};
    if (mode == ReturnConsumedCapacity::Indexes) {
        out.insert(u"Table"_s, QJsonObject{{u"CapacityUnits"_s, table}});
        if (!globalIndexes.isEmpty())
            out.insert(u"GlobalSecondaryIndexes"_s, unitsObject(globalIndexes));
        if (!localIndexes.isEmpty())
            out.insert(u"LocalSecondaryIndexes"_s, unitsObject(localIndexes));
    }
    return out;
}

QJsonObject ConsumedCapacity::toJson(ReturnConsumedCapacity mode, TransactionUnits kind) const
{
    const QString name =
        kind == TransactionUnits::Read ? u"ReadCapacityUnits"_s : u"WriteCapacityUnits"_s;
    const auto split = [&](QJsonObject units) {
        units.insert(name, units.value(u"CapacityUnits"_s));
        return units;
    };
    QJsonObject out = split(toJson(mode));
    if (out.contains(u"Table"_s))
        out.insert(u"Table"_s, split(out.value(u"Table"_s).toObject()));
    for (const QString &group : {u"GlobalSecondaryIndexes"_s, u"LocalSecondaryIndexes"_s}) {
        if (!out.contains(group))
            continue;
        QJsonObject indexes = out.value(group).toObject();
        for (auto it = indexes.begin(); it != indexes.end(); ++it)
            it.value() = split(it.value().toObject());
        out.insert(group, indexes);
    }
    return out;
}

void addByTable(QList<ConsumedCapacity> &perTable, const ConsumedCapacity &units)
{
    auto it = std::find_if(perTable.begin(), perTable.end(), [&](const ConsumedCapacity &c) {
        return c.tableName == units.tableName;
    });
    if (it == perTable.end())
        perTable << units;
    else
        *it += units;
}

} // namespace lw
