// One function per action: request JSON in, response JSON out (STYLE #7). Each DynamoDB action
// lives in its own file beside this one, the workbench's own actions one file per family; each
// is listed once in dispatch.cpp.
#pragma once

#include "api/api.h"
#include "model/error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace lw {
class Engine;
}

namespace lw::api {

struct PlainGetItem;
struct PlainPutItem;

using Action = Result<QJsonObject> (*)(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
// An action answered as compact JSON text, written from the engine's items without building the
// response's QJsonObject: byte for byte what QJsonDocument writes of the Action's answer
// (Api::callWire, model/compactjson.h). GetItem, Query and Scan have one.
using WireAction = Result<QByteArray> (*)(Engine &engine, const QJsonObject &request,
                                          const CallOptions &);
Result<QByteArray> getItemWire(Engine &engine, const QJsonObject &request, const CallOptions &);
// getItemWire() for a request read from its bytes (plainrequests.h), which passes validation.
Result<QByteArray> plainGetItemWire(Engine &engine, const PlainGetItem &plain, const CallOptions &);
Result<QByteArray> queryWire(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QByteArray> scanWire(Engine &engine, const QJsonObject &request, const CallOptions &);

Result<QJsonObject> createTable(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> describeTable(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> listTables(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> deleteTable(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> updateTable(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> putItem(Engine &engine, const QJsonObject &request, const CallOptions &);
// putItem() for a request read from its bytes (plainrequests.h), which passes validation.
Result<QJsonObject> plainPutItem(Engine &engine, const PlainPutItem &plain, const CallOptions &);
Result<QJsonObject> getItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> deleteItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> updateItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> batchGetItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> batchWriteItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> scan(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> query(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> transactWriteItems(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
Result<QJsonObject> transactGetItems(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
// PartiQL, translated into the actions above (partiql/translate.h).
Result<QJsonObject> executeStatement(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> batchExecuteStatement(Engine &engine, const QJsonObject &request,
                                          const CallOptions &);
Result<QJsonObject> executeTransaction(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
// ExplainStatement (the workbench's own): {Statement, Parameters} answered with what it runs as,
// {"Action": "Query" | "Scan" | "PutItem" | …, "TableName": …, "Requests": [the action's
// requests]}, nothing run; the errors are ExecuteStatement's before it runs anything.
Result<QJsonObject> explainStatement(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> updateTimeToLive(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> describeTimeToLive(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
// The tags of a table named by its ARN (tags.cpp): TagResource {ResourceArn, Tags: [{Key,
// Value}]} → {}, UntagResource {ResourceArn, TagKeys} → {}, ListTagsOfResource {ResourceArn} →
// {"Tags": [{Key, Value}] in key order}. After the validation layer's checks: "The Tag Key
// provided is invalid, Key: <k>" (empty, or over 128 characters), "Tag Key cannot be prefixed
// with aws:, Key: <k>", "The Tag Value provided is invalid, Value: <v>" (over 256 characters;
// "null" when absent), "Duplicate Tag Keys provided as input: Duplicate Tag Key found <k>", then
// ResourceNotFoundException "Requested resource not found: ResourcArn: <arn> not found" (the
// service's spelling) for a table that does not exist, then "Number of Tags exceed the current
// limit for the provided ResourceArn" beyond 50 tags.
Result<QJsonObject> tagResource(Engine &engine, const QJsonObject &request, const CallOptions &);
// A Tags list ({Key, Value} objects, as the validation layer passed it) checked as TagResource
// checks it, by key; CreateTable's Tags too.
Result<QMap<QString, QString>> tagsFromJson(const QJsonArray &tags);
Result<QJsonObject> untagResource(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> listTagsOfResource(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);

// Soft delete (softdelete.cpp): the workbench's own actions, no DynamoDB counterpart.
Result<QJsonObject> updateSoftDelete(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> describeSoftDelete(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
Result<QJsonObject> softDeleteItem(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> restoreItem(Engine &engine, const QJsonObject &request, const CallOptions &);

// DynamoDB Streams ("DynamoDBStreams_20120810" on the wire).
Result<QJsonObject> listStreams(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> describeStream(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> getShardIterator(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> getRecords(Engine &engine, const QJsonObject &request, const CallOptions &);

// The workbench's built-in stream consumers (consumers.cpp).
Result<QJsonObject> createConsumer(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> updateConsumer(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> deleteConsumer(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> describeConsumer(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> listConsumers(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> scanProjection(Engine &engine, const QJsonObject &request, const CallOptions &);

// The lifetimes of a table's items, for the timeline (listlifetimes.cpp).
Result<QJsonObject> listLifetimes(Engine &engine, const QJsonObject &request, const CallOptions &);
// Every change of one item, oldest first, with both images (getitemhistory.cpp).
Result<QJsonObject> getItemHistory(Engine &engine, const QJsonObject &request, const CallOptions &);
// The capacity units a table consumed, per period of sim time (getconsumedcapacity.cpp).
Result<QJsonObject> getConsumedCapacity(Engine &engine, const QJsonObject &request,
                                        const CallOptions &);

// The simulated clock and the TTL sweeper (clock.cpp).
Result<QJsonObject> describeClock(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> advanceClock(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> sweepExpiredItems(Engine &engine, const QJsonObject &request,
                                      const CallOptions &);

// The workbench's cache in front of the tables, DAX-like (engine/cache.h, docs/cache.md).
Result<QJsonObject> updateCacheSettings(Engine &engine, const QJsonObject &request,
                                        const CallOptions &);
Result<QJsonObject> describeCacheSettings(Engine &engine, const QJsonObject &request,
                                          const CallOptions &);
Result<QJsonObject> describeCache(Engine &engine, const QJsonObject &request, const CallOptions &);
Result<QJsonObject> flushCache(Engine &engine, const QJsonObject &request, const CallOptions &);

// The workspace's read consistency settings (consistency.cpp).
Result<QJsonObject> describeConsistencySettings(Engine &engine, const QJsonObject &request,
                                                const CallOptions &options);
Result<QJsonObject> updateConsistencySettings(Engine &engine, const QJsonObject &request,
                                              const CallOptions &options);
// What an eventual read of one item could return now, for the inspector (eventualread.cpp).
Result<QJsonObject> describeEventualRead(Engine &engine, const QJsonObject &request,
                                         const CallOptions &);
// The GSI entries still to propagate, for the GSI matrix (indexpropagation.cpp).
Result<QJsonObject> describeIndexPropagation(Engine &engine, const QJsonObject &request,
                                             const CallOptions &);
// The workspace's throughput limits, on or off (throughputlimits.cpp).
Result<QJsonObject> describeThroughputLimits(Engine &engine, const QJsonObject &request,
                                             const CallOptions &);
Result<QJsonObject> updateThroughputLimits(Engine &engine, const QJsonObject &request,
                                           const CallOptions &);
// The capacity model's partitions and their seconds, for a heat view (partitionheat.cpp).
Result<QJsonObject> describePartitionHeat(Engine &engine, const QJsonObject &request,
                                          const CallOptions &);
// Runs a workload through the api's dispatch, and answers with its run as recorded
// (workloads.cpp).
Result<QJsonObject> runWorkload(Engine &engine, const QJsonObject &request, const CallOptions &);
// The workloads' runs and their seconds, as recorded (workloads.cpp).
Result<QJsonObject> describeWorkloads(Engine &engine, const QJsonObject &request,
                                      const CallOptions &);
// The partition key values whose hash lies in a range, for a heat view's hot cell
// (partitionkeys.cpp).
Result<QJsonObject> describePartitionKeys(Engine &engine, const QJsonObject &request,
                                          const CallOptions &);

// The workbench's archive bucket, in S3's JSON shapes (archivebucket.cpp).
Result<QJsonObject> listArchiveObjects(Engine &engine, const QJsonObject &request,
                                       const CallOptions &);
Result<QJsonObject> getArchiveObject(Engine &engine, const QJsonObject &request,
                                     const CallOptions &);
Result<QJsonObject> putArchiveLifecycleConfiguration(Engine &engine, const QJsonObject &request,
                                                     const CallOptions &);
Result<QJsonObject> getArchiveLifecycleConfiguration(Engine &engine, const QJsonObject &request,
                                                     const CallOptions &);

} // namespace lw::api
