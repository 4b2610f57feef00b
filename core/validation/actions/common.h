// Members and shapes several action specs share, each as the service declares it.
#pragma once

#include "validation/checks.h"
#include "validation/shape.h"

#include <QJsonObject>

namespace lw::validation {

// An item action's TableName: not null, the name pattern, 3 to 255 characters.
Member tableName();
// An IndexName (Query, Scan, and the indexes of CreateTable and UpdateTable).
Shape indexName();
Member returnConsumedCapacity();
Member returnItemCollectionMetrics();
Member returnValues();
// A write's ReturnValuesOnConditionCheckFailure (the item actions and TransactWriteItems' actions).
Member returnValuesOnConditionCheckFailure();
// The tagging actions' ResourceArn and their list member `list` ("Tags", "TagKeys"), in
// dynalite's order: "Invalid TableArn" without an ARN; "1 validation error detected: Value null
// at '<list>' …" without the list; "Invalid TableArn: Invalid ResourceArn provided as input
// <arn>" for an ARN that names no table; `emptyText` for an empty list. With an empty `list`
// (ListTagsOfResource), the ARN's checks alone.
Problem taggingProblem(const QJsonObject &request, const QString &list = {},
                       const QString &emptyText = {});

// A list of tags, [{Key, Value}]: TagResource's Tags and CreateTable's.
Shape tagList();

// TransactWriteItems' and ExecuteTransaction's idempotency token.
Member clientRequestToken();
// A PartiQL statement's Statement (not null, 1 to 8192 characters) and Parameters (at least one
// attribute value when given): ExecuteStatement's, and its batch's and transaction's elements.
Member statement();
Member statementParameters();
// Item, Key, ExclusiveStartKey, ExpressionAttributeValues: a map of attribute values.
Shape attributeMap();
Member expressionAttributeNames();
Member expressionAttributeValues();
Member conditionalOperator();
// PutItem's, UpdateItem's and DeleteItem's Expected.
Member expected();
// The legacy conditions: QueryFilter and ScanFilter list AttributeValueList first,
// KeyConditions ComparisonOperator first.
Shape conditionMap(bool operatorFirst);
Member attributesToGet();
// The AttributeDefinitions of CreateTable (where they are required) and UpdateTable.
Shape attributeDefinitions();
// ProvisionedThroughput, of a table or an index.
Shape provisionedThroughput();
// A KeySchema: the table's checks KeyType against HASH and RANGE, an index's does not.
Shape keySchema(bool keyTypeEnum);
Shape projection();
// A table's StreamSpecification (CreateTable, UpdateTable).
Member streamSpecification();
// The Limit of Query, Scan and the listing actions.
Shape limit();

// Query's and Scan's ExclusiveStartKey: its attribute values' problems, most prefixed "The
// provided starting key is invalid: ".
Problem startKeyProblem(const QJsonObject &request);

} // namespace lw::validation
