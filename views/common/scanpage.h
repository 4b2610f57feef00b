// One page of a Scan (or a Query) through an ApiCall: the one place the views page through a table,
// sending the previous page's LastEvaluatedKey back as ExclusiveStartKey (the items table and the
// GSI matrix page lazily, a table's delete reads it all to put it back on undo).
#pragma once

#include "doors/apicall.h"

#include <QJsonObject>
#include <QList>

namespace lw {

struct ScanPage
{
    QList<QJsonObject> items;
    QJsonObject lastEvaluatedKey; // empty on the last page
    qint64 scannedCount = 0;      // items the page evaluated, before the FilterExpression
    double capacityUnits = 0;     // ConsumedCapacity's CapacityUnits, when the request asked
};

// Scans with `request` (TableName, and IndexName, Limit or ConsistentRead as the caller needs),
// from `startKey` (a page's lastEvaluatedKey; empty: the first page). Returns the api's error as
// it is.
Result<ScanPage> scanPage(const ApiCall &api, QJsonObject request, const QJsonObject &startKey,
                          const CallOptions &options);
// The same for `action`, Scan or Query (a Query pages as a Scan does).
Result<ScanPage> readPage(const ApiCall &api, const QString &action, QJsonObject request,
                          const QJsonObject &startKey, const CallOptions &options);

} // namespace lw
