// TransactWriteItems and TransactGetItems, all or nothing.
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"
#include "requests.h"

namespace lw {

class Engine;

class Transactions
{
public:
    // TransactWriteItems (transactwriteitems.cpp). Refuses the request, writing nothing, with
    // ResourceNotFoundException for an unknown table, the action's own ValidationException for
    // most invalid actions, or "Transaction request cannot include multiple operations on one
    // item". Then checks every condition and makes every write in one write transaction: when
    // an action's condition fails, its key does not match its table (transactioncancel.h) or
    // its update cannot be made from the stored item, nothing is written and the call fails
    // with TransactionCanceledException and positional CancellationReasons. Capacity per
    // table: twice the single writes' units; a ConditionCheck costs as a write of its item.
    // At most kMaxTransactionActions actions (the validation layer checks, with DynamoDB's text:
    // validation/actions).
    virtual Result<TransactWriteResult> transactWriteItems(const TransactWriteRequest &request) = 0;
    // TransactGetItems (transactgetitems.cpp): the items from one read snapshot, 2 read units
    // per 4 KB each, missing or not. Errors as for transactWriteItems, with a key that does not
    // match the schema cancelling the transaction.
    virtual Result<TransactGetResult> transactGetItems(const TransactGetRequest &request) = 0;

protected:
    ~Transactions() = default; // owned and destroyed as the Engine
};

// The engine's transactions, for code that includes this header and not engine.h.
Transactions &transactionsOf(Engine &engine);
const Transactions &transactionsOf(const Engine &engine);

} // namespace lw
