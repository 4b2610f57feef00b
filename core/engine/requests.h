// Typed requests and results of the data-plane actions. The api layer turns DynamoDB's request
// JSON into these (validating the JSON shape), the engine validates them against the table and
// runs them. Field names follow DynamoDB's request members.
#pragma once

#include "capacity.h"
#include "expr/ast.h"
#include "model/attributevalue.h"

#include <QList>
#include <QString>

#include <optional>

namespace lw {

enum class ReturnValues
{
    None,
    AllOld,
    UpdatedOld,
    AllNew,
    UpdatedNew
};

// A write's ConditionExpression: the write happens only when it holds for the stored item (an
// absent item has no attributes). Otherwise ConditionalCheckFailedException, carrying the stored
// item when `returnOldOnFailure` (ReturnValuesOnConditionCheckFailure ALL_OLD).
struct WriteCondition
{
    std::optional<expr::Condition> condition;
    bool returnOldOnFailure = false;
};

struct PutItemRequest
{
    QString tableName;
    Item item;
    ReturnValues returnValues = ReturnValues::None; // NONE or ALL_OLD
    WriteCondition condition;
};

struct DeleteItemRequest
{
    QString tableName;
    Item key;
    ReturnValues returnValues = ReturnValues::None; // NONE or ALL_OLD
    WriteCondition condition;
};

// UpdateItem: the item under `key` (or a new one holding just the key) with `actions` applied.
struct UpdateItemRequest
{
    QString tableName;
    Item key;
    expr::UpdateActions actions; // none: the item is created if missing, else left as it is
    ReturnValues returnValues = ReturnValues::None;
    WriteCondition condition;
};

struct WriteResult
{
    std::optional<Item> attributes; // what ReturnValues asked for, when there is any
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
    // Items the page evaluated but that fail the FilterExpression are counted in ScannedCount
    // and charged, but not returned.
    std::optional<expr::Condition> filter;
};

struct ScanResult
{
    QList<Item> items;
    qint64 scannedCount = 0;
    std::optional<Item> lastEvaluatedKey;
    ConsumedCapacity capacity;
};

} // namespace lw
