// TableDefinition in and out of DynamoDB's JSON shapes: the CreateTable request (validated with
// DynamoDB's texts), the TableDescription in responses, and the stored form the catalog keeps
// (the CreateTable shape plus the engine's ids, creation time and settings).
//
// Stored settings, beside the description's members (FROZEN: these member names; the view type
// is stored by its DynamoDB name, not by number):
//   "lw.timeToLive": {"AttributeName": s, "Enabled": b, "ChangedAtMs": n}  once ever changed
//   "lw.stream": {"Enabled": b, "StreamViewType": "NEW_IMAGE"…, "LabelMs": n}  once ever enabled
//   "lw.softDelete": {"MarkAttributeName": s, "TimeToLiveAttributeName": s,
//                     "RetentionSeconds": n, "RemoveAttributeNames": [s…]}  while not the default
//                    (an empty name or list: the default, resolved when used)
//   "lw.tags": {key: value, …}  while it has tags (TagResource)
//   "lw.timeToLive" also carries "SettleMs": n when the change settles after other than 2 s
//   "lw.state": {"TableStatus": "CREATING" | "UPDATING", "SettlesAtMs": n}  after a change that
//               does not settle at once (the description's own TableStatus is always ACTIVE)
//   "lw.indexActiveFromMs": {indexName: n, …}  GSIs that were made backfilling
// A table stored without one has the default setting (no TTL, never a stream, soft delete's
// defaults, no tags, ACTIVE, every index ACTIVE).
#pragma once

#include "error.h"
#include "tabledefinition.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace lw {

// Parses and validates a CreateTable request. Errors: ValidationException with DynamoDB's texts
// (key schema, attribute definitions, index rules, limits of 20 GSIs and 5 LSIs, billing).
// StreamSpecification is the api layer's (requestjson.h): the result has no stream.
Result<TableDefinition> tableDefinitionFromCreateRequest(const QJsonObject &request);

// Parses one GlobalSecondaryIndexes element (CreateTable, or UpdateTable's Create action) against
// the table's attribute definitions; `member` is its path in the request, as DynamoDB's
// constraint texts name it ("globalSecondaryIndexes.1.member"). Errors as above.
Result<IndexDefinition> gsiFromJson(const QJsonObject &json, const QList<KeyElement> &definitions,
                                    bool payPerRequest, const QString &member);

// A KeySchema as DynamoDB writes it: [{AttributeName, KeyType: HASH}, {…, RANGE}].
QJsonArray keySchemaToJson(const KeySchema &key);

// DynamoDB's TableDescription as of `nowMs` (TableStatus, each GSI's IndexStatus). `stats` maps ""
// to the table's counts and each index name to its.
// StreamSpecification {StreamEnabled: true, StreamViewType} only while a stream is enabled;
// LatestStreamLabel and LatestStreamArn once the table has had one, also after it is disabled.
QJsonObject tableDescriptionToJson(const TableDefinition &table,
                                   const QMap<QString, IndexStats> &stats, qint64 nowMs);

// DescribeTable's Table as the CreateTable request that makes the same table again: keys,
// attribute definitions, billing and throughput, the GSIs and LSIs with their projections, the
// stream while enabled; what describes the table's state (status, sizes, ARNs, times, counts)
// left out. Plain JSON in and out, so a description from any endpoint will do (dynalite's has no
// BillingModeSummary: PROVISIONED). Undoing DeleteTable and copying a remote table use it.
QJsonObject createTableRequestFromDescription(const QJsonObject &description);

QJsonObject tableDefinitionToStored(const TableDefinition &table);
std::optional<TableDefinition> tableDefinitionFromStored(const QJsonObject &stored);

} // namespace lw
