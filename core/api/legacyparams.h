// DynamoDB's pre-expression request parameters, which the service still accepts: Expected,
// QueryFilter and ScanFilter (with ConditionalOperator), AttributeUpdates, KeyConditions and
// AttributesToGet. Each is turned into the tree its expression counterpart parses into
// (expr/ast.h), so the engine sees one form; texts follow dynalite's live-tested validators.
#pragma once

#include "expr/ast.h"
#include "model/error.h"

#include <QJsonObject>

#include <optional>

namespace lw::api {

// Expected (on PutItem, UpdateItem, DeleteItem): per attribute {Value, Exists} or
// {ComparisonOperator, AttributeValueList | Value}, joined by ConditionalOperator (AND unless
// OR). Errors (ValidationException) include "One or more parameter values were invalid: Value
// must be provided when Exists is null for Attribute: a", "… Value cannot be used when Exists is
// false for Attribute: a", "… Exists and ComparisonOperator cannot be used together for
// Attribute: a", "… Invalid number of argument(s) for the BETWEEN ComparisonOperator".
Result<expr::Condition> expectedCondition(const QJsonObject &request);

// QueryFilter / ScanFilter (`member`): per attribute {ComparisonOperator, AttributeValueList},
// joined by ConditionalOperator, with the operand-type rules of legacy filters ("One or more
// parameter values were invalid: ComparisonOperator GT is not valid for SS AttributeValue
// type").
Result<expr::Condition> filterCondition(const QJsonObject &request, const QString &member);

// AttributeUpdates: PUT → SET, DELETE → REMOVE (or DELETE from a set), ADD → ADD (or list
// append for a list). "One or more parameter values were invalid: Only DELETE action is allowed
// when no attribute value is specified", "… DELETE action with value is not supported for the
// type S", "… ADD action is not supported for the type S".
Result<expr::UpdateActions> attributeUpdates(const QJsonObject &request);

// KeyConditions: EQ on the partition key and at most one of EQ LE LT GE GT BEGINS_WITH BETWEEN
// on the sort key; "Attempted conditional constraint is not an indexable operation" for the
// others. How many conditions there are is checked with the schema (Engine::query).
Result<expr::KeyCondition> keyConditions(const QJsonObject &request);

// AttributesToGet: top-level names; "One or more parameter values were invalid: Duplicate value
// in attribute name: a".
Result<QList<expr::DocumentPath>> attributesToGet(const QJsonObject &request);

} // namespace lw::api
