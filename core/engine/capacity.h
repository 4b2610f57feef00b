// Capacity units as DynamoDB charges them (see ../shared/fidelity.md):
//   reads per 4 KB: strongly consistent 1, eventually consistent 0.5, transactional 2;
//   writes per 1 KB: 1, transactional 2. A missing item still costs one unit (or half).
// Units are multiples of 0.5, exact in a double.
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace lw {

enum class ReturnConsumedCapacity
{
    None,
    Total,
    Indexes
};

double readUnits(qint64 sizeBytes, bool consistent);
double writeUnits(qint64 sizeBytes);

struct ConsumedCapacity
{
    QString tableName;
    double table = 0;
    QMap<QString, double> globalIndexes;
    QMap<QString, double> localIndexes;

    double total() const;
    ConsumedCapacity &operator+=(const ConsumedCapacity &other);
    // DynamoDB's ConsumedCapacity object: TableName and CapacityUnits, plus Table,
    // GlobalSecondaryIndexes and LocalSecondaryIndexes for INDEXES.
    QJsonObject toJson(ReturnConsumedCapacity mode) const;
};

} // namespace lw
