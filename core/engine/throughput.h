// The throughput limits (docs/throughput.md): a per-workspace switch, off by default, and, while
// it is on, DynamoDB's capacity model (throughput/capacitymodel.h) charged with every data-plane
// request at the clock's time, which refuses requests past the limits as the service does
// (ProvisionedThroughputExceededException, ThrottlingException, RequestLimitExceeded; batches
// return UnprocessedItems and UnprocessedKeys; a transaction is cancelled). Off, nothing is
// charged and no request is ever refused for throughput.
//
// The views are the model's (throughput/views.h), copied out, for a heat pane: the partitions of
// a table or of one of its global secondary indexes (`index` empty: the table), what each
// partition and the whole resource served and refused per sim second (epoch seconds, both ends
// inclusive), and the splits. They stay readable while the switch is off (the model as it was
// last charged); unknown names give empty lists.
//
// Beside the views, the partition keys that land in a hash range (partitionKeys): what a heat
// pane shows for a hot partition. It belongs here rather than with the data plane (items.h)
// because it answers in the model's terms, a partition's hash range, and is no DynamoDB request:
// it is never charged, metered or throttled.
//
// One of the interfaces the engine (engine.h) implements; threads as engine.h says.
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"
#include "throughput/views.h"

#include <optional>

#include <QList>
#include <QString>

namespace lw {

class Engine;

// The distinct partition key values of a table, or of one of its global secondary indexes, whose
// partitionKeyHash (model/keyhash.h) lies in [firstHash, lastHash]: one partition's keys.
struct PartitionKeysRequest
{
    QString table;
    QString index; // empty: the table
    quint64 firstHash = 0;
    quint64 lastHash = ~quint64(0);
    int limit = 100; // keys per page, at least 1
    // Resume after this partition key value (the last key of the previous page).
    std::optional<AttributeValue> exclusiveStartKey;
    // Read the items as they were at this time (the past view); nullopt or a time at or after the
    // clock: now.
    std::optional<qint64> asOfMs;
};

struct PartitionKeyCount
{
    AttributeValue key;
    qint64 items = 0; // items (on an index: its entries) with this partition key value
    qint64 bytes = 0; // their DynamoDB sizes (an index's entries as projected)

    bool operator==(const PartitionKeyCount &) const = default;
};

struct PartitionKeysPage
{
    // In storage order, which is the order of the keys' hashes' top 24 bits (engine/tablekeys.h,
    // the service's Scan order), not of the whole 64-bit hash.
    QList<PartitionKeyCount> keys;
    // The last key listed, when more keys lie in the range after it; none when the page is the
    // last.
    std::optional<AttributeValue> lastEvaluatedKey;
};

class ThroughputViews
{
public:
    // Turns the workspace's throughput limits on or off, in one write transaction (kept in the
    // workspace: a reopened or imported workspace keeps its switch). Turning them on configures
    // the model from every table's billing mode, provisioned throughput and data size; the
    // model's state (partitions, burst balances) is kept while they are off. Rewind leaves the
    // switch alone.
    virtual Status setThroughputLimits(bool on) = 0;
    virtual bool throughputLimits() const = 0;

    virtual QList<throughput::PartitionView> partitions(const QString &table,
                                                        const QString &index = {}) const = 0;
    virtual QList<throughput::PartitionSecond> heat(const QString &table, const QString &index,
                                                    qint64 fromSecond, qint64 toSecond) const = 0;
    virtual QList<throughput::ResourceSecond> totals(const QString &table, const QString &index,
                                                     qint64 fromSecond, qint64 toSecond) const = 0;
    virtual QList<throughput::SplitView> splits(const QString &table,
                                                const QString &index = {}) const = 0;

    // One page of the partition keys in a hash range, read in one read transaction over the hash
    // prefixes of the stored keys that can hold them (engine/tablekeys.h), then exact hashes, so
    // a range reads its own keys and the next key outside it at most. Works whether the limits
    // are on or off. Errors: "Requested resource not found: Table: <name> not found" for an
    // unknown table; ValidationException "The table does not have the specified index: <name>"
    // for a name that is not a global secondary index of it; InternalServerError for stored bytes
    // that do not decode.
    virtual Result<PartitionKeysPage> partitionKeys(const PartitionKeysRequest &request) const = 0;

protected:
    ~ThroughputViews() = default; // owned and destroyed as the Engine
};

// The engine's throughput limits, for code that includes this header and not engine.h.
ThroughputViews &throughputOf(Engine &engine);
const ThroughputViews &throughputOf(const Engine &engine);

} // namespace lw
