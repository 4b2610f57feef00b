// The members every item write reads, whether it is a call of its own (PutItem, UpdateItem,
// DeleteItem, SoftDeleteItem, RestoreItem) or an action of TransactWriteItems (Put, Update,
// Delete, ConditionCheck): read by one function so that their members, texts and order agree;
// and the response every item write call gives.
#pragma once

#include "api/expressionparams.h"
#include "engine/requests.h"

#include <QJsonObject>
#include <QStringList>

namespace lw::api {

struct WriteParams
{
    QString tableName;
    ReturnValues returnValues = ReturnValues::None;
    ReturnConsumedCapacity capacityMode = ReturnConsumedCapacity::None;
    bool collectionMetrics = false; // ReturnItemCollectionMetrics SIZE
    WriteCondition condition;
    RequestExpressions expressions;
};

// Where a write stands. A call takes ReturnValues, ReturnConsumedCapacity and
// ReturnItemCollectionMetrics; an action of a transaction takes none of them (the transaction
// has its own ReturnConsumedCapacity and ReturnItemCollectionMetrics), and they stay NONE.
enum class WriteScope
{
    Call,
    TransactionAction
};

// The members every write takes, then the action's own `members`; `expressions` as
// parseExpressions() takes them. `updateValues` (UpdateItem) takes the legacy AttributeUpdates;
// which ReturnValues each action allows is the validation layer's. Errors: onlyMembers() for a
// member outside these, then each member's own ValidationException (requestjson.h,
// expressionparams.h).
Result<WriteParams> writeParams(const QJsonObject &request, QStringList members,
                                const QStringList &expressions, bool updateValues,
                                WriteScope scope = WriteScope::Call);

// An item write call's response: Attributes when ReturnValues returned any, ConsumedCapacity when
// `capacityMode` asks for it, ItemCollectionMetrics when `collectionMetrics` asks for it and the
// table has an LSI; the write's error as it is.
Result<QJsonObject> writeResponse(const Result<WriteResult> &result,
                                  ReturnConsumedCapacity capacityMode,
                                  bool collectionMetrics = false);

} // namespace lw::api
