// Immutable value structs read from a DescribeTable response. Panes keep these instead of raw JSON
// so the parsing of key schemas and indexes lives in one place, and the models stay about layout.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace lw {

struct KeyAttribute
{
    QString name;
    QString type; // "S", "N" or "B" from AttributeDefinitions; empty when the table omits it
    bool operator==(const KeyAttribute &) const = default;
};

struct IndexInfo
{
    QString name;
    bool global = true;           // GSI, else LSI
    QList<KeyAttribute> key;      // partition key first, then the sort key if any
    QString projection;           // ALL, KEYS_ONLY or INCLUDE
    QStringList nonKeyAttributes; // for INCLUDE
    qint64 itemCount = 0;
    qint64 sizeBytes = 0;
    QString status; // IndexStatus (LSIs have none)
    bool operator==(const IndexInfo &) const = default;
};

struct TableInfo
{
    QString name;
    QString arn;              // TableArn: the resource the tags are read by
    QList<KeyAttribute> key;  // partition key first, then the sort key if any
    QList<IndexInfo> indexes; // GSIs in response order, then LSIs
    qint64 itemCount = 0;
    qint64 sizeBytes = 0;
    QString billingMode; // from BillingModeSummary; empty when absent (provisioned by default)
    // StreamSpecification's StreamViewType ("NEW_AND_OLD_IMAGES", …); empty without an enabled
    // stream (the service shows the specification only while the stream is on).
    QString streamViewType;
    // The table's tags by key (ListTagsOfResource, which DescribeTable does not include); filled
    // by the tables model, empty from parseTableDescription().
    QMap<QString, QString> tags;

    // The index called `name`, or nullptr.
    const IndexInfo *index(const QString &indexName) const;
    bool operator==(const TableInfo &) const = default;
};

// Reads the "Table" object of a DescribeTable response. Tolerant: missing fields stay empty/zero,
// because the view should show what the engine says rather than refuse a partial description.
TableInfo parseTableDescription(const QJsonObject &table);

// "PK (S) · SK (S)": the key schema as the tables tree and status texts show it.
QString keySchemaText(const QList<KeyAttribute> &key);

// "env = prod, team = data": tags as the tables pane shows them, in key order; empty for none.
QString tagsText(const QMap<QString, QString> &tags);

} // namespace lw
