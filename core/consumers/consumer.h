// The built-in stream consumers (docs/architecture.md "Streams and consumers", lessons 31–33): what
// each is configured to do, where it has got to, and both as JSON. A consumer reads one table's
// stream, like a Lambda event source mapping: a batch of records per poll, a filter (Lambda's
// FilterCriteria), a checkpoint that moves past each batch handled. The engine runs them on the
// sim clock (engine/consumerrun.h).
//
// The JSON is the api's and the stored form at once (ConsumerDescription), so what DescribeConsumer
// shows is exactly what is kept:
//   {"ConsumerName", "TableName", "StreamArn", "Type": "PROJECTOR" | "AGGREGATOR" | "ARCHIVER",
//    "State": "ENABLED" | "DISABLED" | "FAILED", "BatchSize": 1..1000 (100),
//    "PollDelayMillis": 1..86400000 (1000), "FilterCriteria": {"Filters": [{"Pattern": "…"}]},
//    "Faults": {"RedeliverEveryNthBatch": 0..1000 (0: off)},
//    "Projector": {"AttributesToProject": ["a", …]}            (none: the whole new image)
//    "Aggregator": {"GroupByAttributeName" (the table's partition key),
//                   "StatsSortKey" ("STATS"), "CountAttributeName" ("count"),
//                   "Sums": [{"SourceAttributeName", "TargetAttributeName"}], "Deduplicate"}
//    "Archiver": {"Prefix" ("archive/"), "ObjectKeyTemplate" ("{key}.json"),
//                 "OnlyTimeToLiveDeletes" (false)},
//    "Checkpoint": {"SequenceNumber"} (absent before the first record), "LastPollMillis",
//    "Statistics": {"Batches", "RecordsProcessed", "RecordsFiltered", "RecordsSkipped",
//                   "DuplicatesSkipped", "Redeliveries"}, "RedeliveryPending", "LastError"}
#pragma once

#include "model/error.h"
#include "model/number.h"
#include "streams/eventfilter.h"
#include "streams/streamrecord.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace lw {

enum class ConsumerKind
{
    Projector,  // keeps a search-index view of the table's items (lesson 31)
    Aggregator, // count and sum deltas into a stats item of the table (lesson 32)
    Archiver,   // old images of removed items into the archive bucket (lesson 33)
};

struct SumSpec
{
    QString source; // a Number attribute of the changed items
    QString target; // the stats item's attribute it adds into
    bool operator==(const SumSpec &) const = default;
};

struct ConsumerSettings
{
    QString name;      // 1..64 of [A-Za-z0-9_.-]
    QString tableName; // the table whose stream it reads
    ConsumerKind kind = ConsumerKind::Projector;
    bool enabled = true;
    int batchSize = 100;
    qint64 pollDelayMs = 1000; // a record is seen this long after it is made, at the earliest
    EventFilter filter;
    int redeliverEveryNthBatch = 0; // the at-least-once fault: every Nth batch comes twice

    QStringList projectedAttributes; // Projector: none keeps the whole new image

    QString groupBy; // Aggregator: empty means the table's partition key
    QString statsSortKey = QStringLiteral("STATS");
    QString countAttribute = QStringLiteral("count");
    QList<SumSpec> sums;
    bool deduplicate = false; // skip records at or before the stats item's lastSequenceNumber

    QString prefix = QStringLiteral("archive/"); // Archiver
    // What follows the prefix in an archived object's key (archiveObjectName()). The default
    // keys each item apart; a stored archiver without one predates templates and keeps the one
    // every archiver had then, kLegacyObjectKeyTemplate.
    QString objectKeyTemplate = kDefaultObjectKeyTemplate.toString();
    bool onlyTtlDeletes = false;

    static constexpr QStringView kDefaultObjectKeyTemplate = u"{key}.json";
    static constexpr QStringView kLegacyObjectKeyTemplate = u"{hash}.json";
};

struct ConsumerState
{
    qint64 streamLabelMs = 0; // the stream it reads (the table's latest when it was made)
    qint64 checkpointSeq = 0; // every record up to here is handled
    qint64 lastPollMs = -1;   // none yet
    qint64 batches = 0, processed = 0, filtered = 0, skipped = 0, duplicates = 0, redeliveries = 0;
    bool redeliveryPending = false; // the last batch was handled but not checkpointed
    bool failed = false;
    QString lastError;
};

struct Consumer
{
    ConsumerSettings settings;
    ConsumerState state;
};

QString consumerKindName(ConsumerKind kind); // "PROJECTOR", …

// What a consumer did with one record it processed (filtered and skipped records are not
// reported), for whoever watches consumers work: the lesson player prints it as the seed's
// consumers printed their own work (Engine::setConsumerWatcher).
struct ConsumerActivity
{
    QString consumerName;
    QString tableName;
    ConsumerKind kind = ConsumerKind::Projector;
    qint64 atMs = 0; // the poll's time
    StreamRecord record;
    // Aggregator: its UpdateItem as the api's request JSON (TableName, Key, UpdateExpression and
    // its placeholders), and what it added to each attribute (the count first, then the sums).
    QJsonObject updateItem;
    QList<std::pair<QString, Number>> deltas;
    // Projector: how many documents its view holds after the record.
    qint64 documents = 0;
    // Archiver: the object it wrote; the record's origin says whether TTL deleted the item.
    QString objectKey;
};

// The name of the attribute where a de-duplicating aggregator keeps the last sequence number it
// added into a stats item.
inline constexpr QStringView kLastSequenceAttribute = u"lastSequenceNumber";

// An archiver's object key template: text with placeholders, each replaced by the archived
// item's key as text (a Number in DynamoDB's form, Binary in base64):
//   {hash}   the partition key's value, as it is
//   {range}  the sort key's value, as it is (empty on a table without one)
//   {key}    the whole primary key: the partition key's value, and on a table with a sort key
//            "/" and the sort key's value, each with "%" and "/" written %25 and %2F, so no two
//            keys share an object
// Anything else is copied, braces included. `range` is empty for a table without a sort key.
QString archiveObjectName(QStringView keyTemplate, const QString &hash,
                          const std::optional<QString> &range);
// True when two items of a table (with a sort key when `hasSortKey`) can be archived under the
// same object by `keyTemplate`: it names neither {key} nor, on such a table, {range}.
bool objectKeysMayCollide(QStringView keyTemplate, bool hasSortKey);

// CreateConsumer's members (everything ConsumerSettings holds, TableName and ConsumerName
// required) or UpdateConsumer's (`base` with the members given replaced). Checks the shapes with
// DynamoDB's "1 validation error detected: …" wording; whether they fit the table is the
// engine's check.
Result<ConsumerSettings> consumerSettingsFromJson(const QJsonObject &request,
                                                  const ConsumerSettings *base = nullptr);

// The description (the header's JSON); `streamArn` names the stream it reads.
QJsonObject consumerToJson(const Consumer &consumer, const QString &streamArn);
// Reads a description back; none when it does not hold one. An archiver stored without an
// ObjectKeyTemplate is read with kLegacyObjectKeyTemplate: it goes on writing the objects it
// wrote before templates existed.
std::optional<Consumer> consumerFromJson(const QJsonObject &json);

} // namespace lw
