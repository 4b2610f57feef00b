// What a table is: its key schema, attribute definitions, secondary indexes and billing. This is
// the engine's own form of DynamoDB's TableDescription; counts and sizes live in TableStats.
#pragma once

#include "attributevalue.h"

#include <QList>
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
};

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
    // How long ENABLING and DISABLING last (observed on the service: settled within ~2 s).
    static constexpr qint64 kSettleMs = 2000;
    // "Time to live has been modified multiple times within a fixed interval" until this long
    // after a change (the service documents one hour).
    static constexpr qint64 kCooldownMs = 3600 * 1000;

    QString attributeName;   // the attribute TTL reads (kept while DISABLING)
    bool enabled = false;    // what the last UpdateTimeToLive asked for
    qint64 changedAtMs = -1; // when it asked; -1: never

    Status statusAt(qint64 nowMs) const;
    // When the last change settles; none when it has settled by `nowMs`.
    std::optional<qint64> settlesAfter(qint64 nowMs) const;
    bool operator==(const TimeToLiveSetting &) const = default;
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
    TimeToLiveSetting timeToLive;

    const IndexDefinition *index(QStringView indexName) const;
    std::optional<AttributeValue::Type> attributeType(QStringView attribute) const;
    QString arn() const;
};

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
