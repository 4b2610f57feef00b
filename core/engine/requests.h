// Typed requests and results of the data-plane actions. The api layer turns DynamoDB's request
// JSON into these (validating the JSON shape), the engine validates them against the table and
// runs them. Field names follow DynamoDB's request members.
#pragma once

#include "capacity.h"
#include "model/attributevalue.h"

#include <QList>
#include <QString>

#include <optional>

namespace lw {

enum class ReturnValues
{
    None,
    AllOld
};

struct PutItemRequest
{
    QString tableName;
    Item item;
    ReturnValues returnValues = ReturnValues::None;
};

struct DeleteItemRequest
{
    QString tableName;
    Item key;
    ReturnValues returnValues = ReturnValues::None;
};

struct WriteResult
{
    std::optional<Item> oldItem; // set for ReturnValues ALL_OLD when an item was replaced
    ConsumedCapacity capacity;
};

struct GetItemRequest
{
    QString tableName;
    Item key;
    bool consistentRead = false;
};

struct GetItemResult
{
    std::optional<Item> item;
    ConsumedCapacity capacity;
};

struct BatchGetRequest
{
    struct Table
    {
        QString tableName;
        QList<Item> keys;
        bool consistentRead = false;
    };
    QList<Table> tables;
};

struct BatchGetResult
{
    QList<QPair<QString, QList<Item>>> responses; // per table, in request order
    QList<ConsumedCapacity> capacity;             // one per table
};

struct BatchWriteRequest
{
    struct Write
    {
        QString tableName;
        bool isPut = true;
        Item itemOrKey;
    };
    QList<Write> writes;
};

struct BatchWriteResult
{
    QList<ConsumedCapacity> capacity; // one per table, in first-seen order
};

struct ScanRequest
{
    QString tableName;
    QString indexName; // empty: the table
    std::optional<qint64> limit;
    std::optional<Item> exclusiveStartKey;
    bool consistentRead = false;
    // Parallel scan: this call reads only segment `segment` of `totalSegments` (0 <= segment <
    // totalSegments, checked by the api layer). Items belong to a segment by their partition key.
    qint64 segment = 0;
    qint64 totalSegments = 1;
};

struct ScanResult
{
    QList<Item> items;
    qint64 scannedCount = 0;
    std::optional<Item> lastEvaluatedKey;
    ConsumedCapacity capacity;
};

} // namespace lw
