// What a table is: its key schema, attribute definitions, secondary indexes, billing and its
// Time to Live and stream settings. This is the engine's own form of DynamoDB's
// TableDescription; counts and sizes live in TableStats.
#pragma once

#include "attributevalue.h"
#include "error.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace lw {

struct KeyElement
{
    QString name;
    AttributeValue::Type type = AttributeValue::Type::S; // S, N or B
    bool operator==(const KeyElement &) const = default;
};

struct KeySchema
{
    KeyElement hash;
    std::optional<KeyElement> range;
    // The key attribute names, hash first.
    QStringList names() const;
};

struct Projection
{
    enum class Kind
    {
        KeysOnly,
        Include,
        All
    };
    Kind kind = Kind::All;
    QStringList nonKeyAttributes; // INCLUDE only
};

struct Throughput
{
    qint64 read = 0;
    qint64 write = 0;
};

struct IndexDefinition
{
    QString name;
    bool global = true;
    KeySchema key;
    Projection projection;
    std::optional<Throughput> throughput; // GSIs on PROVISIONED tables
    // Stable number used in the index sub-database's key prefix; never reused within a table.
    quint16 id = 0;
    // A GSI is CREATING (backfilling: DescribeTable's IndexStatus, and Query and Scan refuse to
    // read it) until this time; -1: ACTIVE from the start.
    qint64 activeFromMs = -1;

    bool backfillingAt(qint64 nowMs) const { return activeFromMs >= 0 && nowMs < activeFromMs; }
};

// A table's TableStatus: CreateTable leaves it CREATING, UpdateTable UPDATING, until the change
// settles (the engine's settle delays, settling.h); ACTIVE after. DELETING is only ever an answer:
// DeleteTable removes the table at once.
struct TableState
{
    enum class Status
    {
        Active,
        Creating,
        Updating
    };
    Status changing = Status::Active; // what the last change made the table until it settles
    qint64 settlesAtMs = -1;

    Status statusAt(qint64 nowMs) const
    {
        return changing != Status::Active && nowMs < settlesAtMs ? changing : Status::Active;
    }
    bool operator==(const TableState &) const = default;
};

// DynamoDB's names: ACTIVE, CREATING, UPDATING.
QString tableStatusName(TableState::Status status);

// A table's Time to Live setting as UpdateTimeToLive left it. DynamoDB takes a moment to apply
// a change (ENABLING, DISABLING) and refuses a second change within the cooldown; both run on the
// workspace clock. While DISABLING, DescribeTimeToLive still names the attribute; once DISABLED
// it names none.
struct TimeToLiveSetting
{
    enum class Status
    {
        Disabled,
        Enabling,
        Enabled,
        Disabling
    };
    // How long ENABLING and DISABLING last by default (observed on the service: settled within
    // ~2 s); a change made under other settle delays (settling.h) keeps its own, in settleMs.
    static constexpr qint64 kSettleMs = 2000;
    // "Time to live has been modified multiple times within a fixed interval" until this long
    // after a change (the service documents one hour).
    static constexpr qint64 kCooldownMs = 3600 * 1000;

    QString attributeName;       // the attribute TTL reads (kept while DISABLING)
    bool enabled = false;        // what the last UpdateTimeToLive asked for
    qint64 changedAtMs = -1;     // when it asked; -1: never
    qint64 settleMs = kSettleMs; // how long after changedAtMs the change settles

    Status statusAt(qint64 nowMs) const;
    // When the last change settles; none when it has settled by `nowMs`.
    std::optional<qint64> settlesAfter(qint64 nowMs) const;
    bool operator==(const TimeToLiveSetting &) const = default;
};

// What a stream's records carry besides the keys. FROZEN: stream records store it as a number
// (streamlog.h); the table's stored JSON names it (tablejson.h).
enum class StreamViewType : quint8
{
    KeysOnly = 0,
    NewImage = 1,
    OldImage = 2,
    NewAndOldImages = 3,
};

// DynamoDB's names: KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES.
QString streamViewTypeName(StreamViewType type);
std::optional<StreamViewType> streamViewTypeFromName(QStringView name);

// A request's StreamSpecification once its shape is checked (StreamEnabled present, the view
// type one of the four). Whether the two agree is each action's own rule, with its own text.
struct StreamSpecification
{
    bool enabled = false;
    std::optional<StreamViewType> viewType;
};

// A table's DynamoDB stream as CreateTable and UpdateTable left it. Every enabling starts a new
// stream, named by its label: the workspace time it was enabled. Disabling keeps the latest
// stream's label and view type, so DescribeTable still names that stream (LatestStreamArn,
// LatestStreamLabel) though it shows no StreamSpecification.
struct StreamSetting
{
    bool enabled = false;
    StreamViewType viewType = StreamViewType::KeysOnly; // the latest stream's
    qint64 labelMs = -1; // when the latest stream was enabled; -1: the table never had one

    bool hadStream() const { return labelMs >= 0; }
    // LatestStreamLabel: labelMs as ISO 8601 in UTC with milliseconds and no zone designator,
    // "2026-10-08T23:07:31.275", as the service writes it.
    QString label() const;
    // The setting after UpdateTable's `spec` at `nowMs` (`spec.viewType` is set when it
    // enables). The new stream's label is `nowMs`, or one millisecond after the latest label
    // when the clock has not moved since, so that no two streams of a table share a label.
    // Errors (ValidationException, as the service words them): "Table already has an enabled
    // stream: TableName: <table>" (also when only the view type differs: it cannot be changed in
    // place), "Table has no stream to disable: TableName: <table>".
    Result<StreamSetting> updated(const StreamSpecification &spec, qint64 nowMs,
                                  const QString &tableName) const;
    bool operator==(const StreamSetting &) const = default;
};

// How SoftDeleteItem and RestoreItem (engine.h) treat a table's items (docs/architecture.md
// "Streams and consumers", soft delete; lesson 33). The empty defaults are resolved when used
// (resolvedSoftDelete()), so that a table keeps following its TTL attribute and its indexes as
// they change.
struct SoftDeleteSetting
{
    static constexpr qint64 kDefaultRetentionSeconds = 30 * 24 * 3600;

    QString markAttribute = QStringLiteral("deletedAt"); // set to the time of the soft delete
    // Set to the time the retention ends; empty: the table's TTL attribute while TTL is enabled,
    // else "expiresAt".
    QString ttlAttribute;
    qint64 retentionSeconds = kDefaultRetentionSeconds;
    // Removed by the soft delete; empty: every GSI key attribute that is neither a table key
    // attribute nor the mark or TTL attribute.
    QStringList removeAttributes;
    bool operator==(const SoftDeleteSetting &) const = default;
};

struct TableDefinition
{
    QString name;
    KeySchema key;
    // Every attribute named in a key schema, with its type, as the request defined them.
    QList<KeyElement> attributeDefinitions;
    QList<IndexDefinition> indexes; // GSIs and LSIs, in the order they were defined
    bool payPerRequest = false;
    std::optional<Throughput> throughput;
    qint64 creationDateTimeMs = 0;
    // Prefix of the table's items in the items sub-database; never reused within a workspace.
    quint32 id = 0;
    quint16 nextIndexId = 1;
    TableState state;
    TimeToLiveSetting timeToLive;
    StreamSetting stream;
    SoftDeleteSetting softDelete;
    // TagResource's tags, by key (ListTagsOfResource lists them in key order).
    QMap<QString, QString> tags;

    const IndexDefinition *index(QStringView indexName) const;
    std::optional<AttributeValue::Type> attributeType(QStringView attribute) const;
    QString arn() const;
    // LatestStreamArn: "<arn()>/stream/<stream.label()>"; only meaningful when
    // stream.hadStream().
    QString streamArn() const;
    // Whether the table is CREATING or UPDATING, or one of its GSIs is backfilling, at `nowMs`
    // (its TTL setting aside: TimeToLiveSetting::settlesAfter).
    bool changingAt(qint64 nowMs) const;
};

// The table's soft delete setting with its defaults resolved against the table as it is now:
// the TTL attribute named and the attributes to remove listed.
SoftDeleteSetting resolvedSoftDelete(const TableDefinition &table);

// Counts DynamoDB reports in DescribeTable, kept exact by every write.
struct IndexStats
{
    qint64 itemCount = 0;
    qint64 sizeBytes = 0;
};

// Which attributes an index entry carries for an item: the table and index keys always, then
// everything (ALL), nothing more (KEYS_ONLY) or the named extras (INCLUDE).
Item projectForIndex(const Item &item, const TableDefinition &table, const IndexDefinition &index);

} // namespace lw
