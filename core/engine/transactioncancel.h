// What DynamoDB answers when a transaction (TransactWriteItems, TransactGetItems) does not run:
// the request-level texts, which failures of one action cancel the transaction instead of
// refusing the request, and the TransactionCanceledException with its positional reasons.
#pragma once

#include "model/error.h"

#include <QList>

#include <optional>

namespace lw {

// The most actions one TransactWriteItems or TransactGetItems holds. The api layer refuses more
// before it reads any action (DynamoDB checks the list's length first); the engine relies on it.
constexpr qsizetype kMaxTransactionActions = 100;

// ValidationException "Transaction request cannot include multiple operations on one item".
Error multipleOperationsOnOneItem();

// Whether DynamoDB reports this validation failure of one action against its table as that
// action's cancellation reason (Code "ValidationError") rather than refusing the request:
// a key that does not match the schema, a key or index key attribute that is missing or of
// the wrong type. Everything else (empty key values, item size, expression errors) refuses
// the whole request with a plain ValidationException. Captured against the service in
// nubo-db/dynamodb-conformance and paritysuite/dynamodb-conformance, tier3
// error-messages/transactWriteItems and transactGetItems.
bool cancelsTransaction(const Error &actionError);

// TransactionCanceledException "Transaction cancelled, please refer cancellation reasons for
// specific reasons [None, ConditionalCheckFailed]" with "CancellationReasons" in `extra`: one
// per action in request order, {"Code": "None"} for an action that would have succeeded (no
// error), else {"Code": "ConditionalCheckFailed" or "ValidationError", "Message": <the error's
// text>} plus "Item" when the error carries one (ReturnValuesOnConditionCheckFailure ALL_OLD).
Error transactionCanceled(const QList<std::optional<Error>> &reasons);

} // namespace lw
