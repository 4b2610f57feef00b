// Reading DynamoDB request members with DynamoDB's own validation texts, shared by the actions.
#pragma once

#include "engine/capacity.h"
#include "engine/requests.h"
#include "model/error.h"

#include <QJsonObject>
#include <QStringList>

namespace lw::api {

// "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member
// must not be null" and the 3–255 characters rule.
Result<QString> tableName(const QJsonObject &request,
                          const QString &member = QStringLiteral("TableName"));
Result<ReturnConsumedCapacity> returnConsumedCapacity(const QJsonObject &request);
// ReturnValues; UPDATED_OLD, ALL_NEW and UPDATED_NEW only where `updateValues` (UpdateItem),
// else "Return values set to invalid value".
Result<ReturnValues> returnValues(const QJsonObject &request, bool updateValues = false);
// The write's ConditionExpression (as parsed) with ReturnValuesOnConditionCheckFailure.
Result<WriteCondition> writeCondition(const QJsonObject &request,
                                      std::optional<expr::Condition> condition);
// A required Item or Key member, parsed as DynamoDB JSON.
Result<Item> itemMember(const QJsonObject &request, const QString &member);
Result<bool> boolMember(const QJsonObject &request, const QString &member);

// ReturnItemCollectionMetrics: NONE is accepted; SIZE (which needs LSI collection sizes) is
// refused until the workbench reports them, rather than answered without the metrics.
Status itemCollectionMetrics(const QJsonObject &request);

// Rejects members the workbench does not implement yet, rather than silently ignoring what the
// caller asked for. `accepted` lists every member the action reads.
Status onlyMembers(const QJsonObject &request, const QStringList &accepted);

// Adds ConsumedCapacity to a response when the request asked for it.
void addCapacity(QJsonObject &response, ReturnConsumedCapacity mode,
                 const ConsumedCapacity &capacity);

} // namespace lw::api
