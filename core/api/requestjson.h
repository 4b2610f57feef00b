// Reading DynamoDB request members with DynamoDB's own validation texts, shared by the actions.
#pragma once

#include "engine/capacity.h"
#include "engine/requests.h"
#include "model/error.h"
#include "model/tabledefinition.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace lw::api {

// A request body as sent (by `lwb call` or over HTTP): its JSON object, or the
// SerializationException DynamoDB answers before it looks at the action, "The request is not
// valid JSON: <reason> at offset <n>" or "The request must be a JSON object". An empty body is
// not JSON: callers that take it for `{}` check for it first.
Result<QJsonObject> requestObject(const QByteArray &body);

// "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member
// must not be null" and the 3–255 characters rule.
Result<QString> tableName(const QJsonObject &request,
                          const QString &member = QStringLiteral("TableName"));
// A TableName that narrows a listing (ListStreams, ListConsumers, DescribeCache): empty when the
// request has none, else checked as tableName() checks it.
Result<QString> optionalTableName(const QJsonObject &request);
// TableName as the time-to-live actions check it, before the model's constraints: "The parameter
// 'TableName' is required but was not present in the request" when absent or null (the service's
// control-plane wording, as dynalite's suite records it for UpdateTimeToLive and
// DescribeTimeToLive), else as tableName().
Result<QString> requiredTableName(const QJsonObject &request);
Result<ReturnConsumedCapacity> returnConsumedCapacity(const QJsonObject &request);
// ReturnValues, NONE when absent. Which values an action allows (PutItem and DeleteItem only NONE
// and ALL_OLD) is the validation layer's check, made before the action reads its request.
Result<ReturnValues> returnValues(const QJsonObject &request);
// The write's ConditionExpression (as parsed) with ReturnValuesOnConditionCheckFailure.
Result<WriteCondition> writeCondition(const QJsonObject &request,
                                      std::optional<expr::Condition> condition);
// A required Item or Key member, parsed as DynamoDB JSON.
Result<Item> itemMember(const QJsonObject &request, const QString &member);
// The request of the workbench's actions about one item: TableName and Key, nothing else.
struct ItemRequest
{
    QString table;
    Item key;
};
Result<ItemRequest> itemRequest(const QJsonObject &request);
Result<bool> boolMember(const QJsonObject &request, const QString &member);
// A member holding whole milliseconds (a JSON number without a fraction), `fallback` when absent
// or null; SerializationException (wrongType) for anything else.
Result<qint64> millisMember(const QJsonObject &request, const QString &member, qint64 fallback);
// The workbench's time window members, StartMillis and EndMillis (each as millisMember, the
// whole of time when absent): ValidationException "StartMillis must be before EndMillis: <start>
// is not before <end>" unless start < end.
Result<std::pair<qint64, qint64>> millisWindow(const QJsonObject &request);

// The StreamSpecification member of CreateTable and UpdateTable, none when absent, checked as the
// service checks its shape before anything else: "1 validation error detected: Value null at
// 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null"
// (also for `{}` and a view type alone), and for a view type that is not one of the four
// "1 validation error detected: Value 'X' at 'streamSpecification.streamViewType' failed to
// satisfy constraint: Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY,
// NEW_AND_OLD_IMAGES, NEW_IMAGE]" (the service's order). Whether StreamEnabled and the view type
// agree is each action's own rule.
Result<std::optional<StreamSpecification>> streamSpecification(const QJsonObject &request);

// CreateTable's whole request as the action reads it, in the service's order: the stream's shape
// (streamSpecification()), the table's rules (tablejson.h), then whether StreamEnabled and the
// view type agree ("One or more parameter values were invalid: Table is being created with a
// stream enabled, UpdateViewType is required", "… with a stream disabled, UpdateViewType should
// not be specified"). Shared with the NoSQL Workbench model import (formats/), which checks every
// table of a model before it creates any.
Result<TableDefinition> createTableDefinition(const QJsonObject &request);

// Whether ReturnItemCollectionMetrics asks for SIZE (its enum checked by the validation layer).
bool itemCollectionMetrics(const QJsonObject &request);

// Rejects members the workbench does not implement yet, rather than silently ignoring what the
// caller asked for. `accepted` lists every member the action reads. For an action with a
// validation spec the request has lost the members the service's model does not name (which the
// service ignores), so what is refused here is a member the service knows and the workbench does
// not implement.
Status onlyMembers(const QJsonObject &request, const QStringList &accepted);

// Adds ConsumedCapacity to a response when the request asked for it.
void addCapacity(QJsonObject &response, ReturnConsumedCapacity mode,
                 const ConsumedCapacity &capacity);
// The same for calls over several tables (one entry per table); `units` names the kind of units
// for transactions.
void addCapacity(QJsonObject &response, ReturnConsumedCapacity mode,
                 const QList<ConsumedCapacity> &perTable,
                 std::optional<TransactionUnits> units = std::nullopt);

// One ItemCollectionMetrics object: ItemCollectionKey (the partition key) and
// SizeEstimateRangeGB [floor(GB), floor(GB) + 1], GB = bytes / 2^30. The service documents the
// range only as an estimate; this is ours (docs/fidelity.md "Item collections").
QJsonObject itemCollectionJson(const ItemCollectionMetrics &metrics);
// Adds ItemCollectionMetrics to a response when the request asked for it: one object
// (PutItem, UpdateItem, DeleteItem), or for calls over several tables a map of table name to the
// list of objects, in the order given. Tables without an LSI report none, and a response with
// none has no member.
void addItemCollections(QJsonObject &response, bool asked,
                        const std::optional<ItemCollectionMetrics> &metrics);
void addItemCollections(QJsonObject &response, bool asked,
                        const QList<ItemCollectionMetrics> &perItem);

} // namespace lw::api
