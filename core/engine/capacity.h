// Capacity units as DynamoDB charges them (docs/fidelity.md):
//   reads per 4 KB: strongly consistent 1, eventually consistent 0.5, transactional 2;
//   writes per 1 KB: 1, transactional 2. A missing item still costs one unit (or half).
// Units are multiples of 0.5, exact in a double.
#pragma once

#include <QJsonObject>
#include <QList>
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

// Which units a transactional response names (TransactGetItems reads, TransactWriteItems writes).
enum class TransactionUnits
{
    Read,
    Write
};

struct ConsumedCapacity
{
    QString tableName;
    double table = 0;
    QMap<QString, double> globalIndexes;
    QMap<QString, double> localIndexes;

    double total() const;
    ConsumedCapacity &operator+=(const ConsumedCapacity &other);
    // Scales every unit, table and indexes (transactions charge each twice).
    ConsumedCapacity &operator*=(double factor);
    // DynamoDB's ConsumedCapacity object: TableName and CapacityUnits, plus Table,
    // GlobalSecondaryIndexes and LocalSecondaryIndexes for INDEXES.
    QJsonObject toJson(ReturnConsumedCapacity mode) const;
    // The same for a transaction, where DynamoDB also names the kind of units: ReadCapacityUnits
    // or WriteCapacityUnits beside each CapacityUnits. Single-item operations carry the
    // aggregate only (paritysuite/dynamodb-conformance #69, measured).
    QJsonObject toJson(ReturnConsumedCapacity mode, TransactionUnits kind) const;
};

// Adds `units` to the entry of its table in `perTable`, appending an entry the first time the
// table appears: calls over several tables list them in the order the request first names them.
void addByTable(QList<ConsumedCapacity> &perTable, const ConsumedCapacity &units);

} // namespace lw
