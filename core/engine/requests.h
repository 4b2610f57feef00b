// Typed requests and results of the data-plane actions. The api layer turns DynamoDB's request
// JSON into these (validating the JSON shape), the engine validates them against the table and
// runs them. Field names follow DynamoDB's request members.
#pragma once

#include "capacity.h"
#include "expr/ast.h"
#include "model/attributevalue.h"

#include <QList>
#include <QSet>
#include <QString>

#include <optional>
#include <variant>

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

// The item collection a write changed, on a table with a local secondary index (only there does
// DynamoDB report one): its table, its partition key (one attribute) and its size after the
// write, as the item store keeps it (itemstore.h).
struct ItemCollectionMetrics
{
    QString tableName;
    Item key;
    qint64 sizeBytes = 0;
};

struct WriteResult
{
    std::optional<Item> attributes; // what ReturnValues asked for, when there is any
    ConsumedCapacity capacity;
    std::optional<ItemCollectionMetrics> itemCollection; // tables with an LSI only
};

// The attributes a read's ProjectionExpression and FilterExpression look at: an LSI fetches from
// the table those it does not project, and no path may go below a key attribute.
struct AttributesRead
{
    QSet<QString> top;    // top-level names
    QSet<QString> nested; // names a path goes below ('.' or '[]')
    void add(const expr::DocumentPath &path)
    {
        top.insert(path.first().name);
        if (path.size() > 1)
            nested.insert(path.first().name);
    }
};

struct GetItemRequest
{
    QString tableName;
    Item key;
    bool consistentRead = false;
    AttributesRead attributesRead;
    std::optional<qint64> asOfMs; // read the item as it was then (history.h)
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
    // Per table, in request order: the positions (in its Keys) of the keys the throughput
    // limits refused, which the response lists as UnprocessedKeys.
    QList<QList<qsizetype>> unprocessedKeys;
    QList<ConsumedCapacity> capacity; // one per table
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
    // The positions (in BatchWriteRequest::writes) of the writes the throughput limits refused,
    // which the response lists as UnprocessedItems; none of them was written.
    QList<qsizetype> unprocessed;
    // One per item written to a table with an LSI, in the request's order.
    QList<ItemCollectionMetrics> itemCollections;
};

// Which attributes a Scan or Query returns. Default: all of the table's, or the index's
// projected ones. Count returns none, only the Count.
enum class Select
{
    Default,
    AllAttributes,
    AllProjected,
    Specific,
    Count
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
    Select select = Select::Default;
    AttributesRead attributesRead;
    std::optional<qint64> asOfMs; // read the table as it was then (history.h)
};

struct ScanResult
{
    QList<Item> items; // empty for Select COUNT
    qint64 count = 0;  // items that passed the filter
    qint64 scannedCount = 0;
    std::optional<Item> lastEvaluatedKey;
    ConsumedCapacity capacity;
};

// Query: the items of one partition (of the table or an index) whose sort key meets the key
// condition, in sort key order (reversed when !scanIndexForward), a page at a time.
struct QueryRequest
{
    QString tableName;
    QString indexName; // empty: the table
    expr::KeyCondition keyCondition;
    std::optional<expr::Condition> filter;
    bool scanIndexForward = true;
    std::optional<qint64> limit;
    std::optional<Item> exclusiveStartKey;
    bool consistentRead = false;
    Select select = Select::Default;
    AttributesRead attributesRead;
    std::optional<qint64> asOfMs; // read the table as it was then (history.h)
};
using QueryResult = ScanResult;

// TransactWriteItems: up to 100 actions over any tables, no two on one item, applied together or
// not at all. Each action is the single-item request it stands for (transactions take no
// ReturnValues: leave them None); a ConditionCheck only checks its condition.
struct TransactWriteRequest
{
    struct ConditionCheck
    {
        QString tableName;
        Item key;
        WriteCondition condition;
    };
    using Action =
        std::variant<PutItemRequest, UpdateItemRequest, DeleteItemRequest, ConditionCheck>;
    QList<Action> actions;
    // ClientRequestToken, empty when none, and what tells two requests with it apart: a digest of
    // the whole request but the token (engine/idempotency.h).
    QString clientRequestToken;
    QByteArray fingerprint;
};

struct TransactWriteResult
{
    // One per table, in first-seen order: write units, or, when `replayed`, the read units of
    // reading the items again.
    QList<ConsumedCapacity> capacity;
    // The token named a transaction that already ran with this request: nothing was written.
    bool replayed = false;
    // One per item a Put, Update or Delete wrote to a table with an LSI, in the request's order
    // (none when `replayed`).
    QList<ItemCollectionMetrics> itemCollections;
};

// TransactGetItems: up to 100 items over any tables, read from one snapshot.
struct TransactGetRequest
{
    struct Get
    {
        QString tableName;
        Item key;
    };
    QList<Get> gets;
};

struct TransactGetResult
{
    QList<std::optional<Item>> items; // one per Get, in request order; empty when missing
    QList<ConsumedCapacity> capacity; // one per table, in first-seen order
    // The positions (in BatchWriteRequest::writes) of the writes the throughput limits refused,
    // which the response lists as UnprocessedItems; none of them was written.
    QList<qsizetype> unprocessed;
};

} // namespace lw
