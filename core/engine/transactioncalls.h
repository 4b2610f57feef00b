// The transactions module: TransactWriteItems and TransactGetItems (transactions.h), one file each
// (transactwriteitems.cpp, transactgetitems.cpp). EngineImpl implements Transactions by forwarding
// here.
//
// A transaction is one of the engine's transactions (EngineImpl::write, EngineImpl::beginRead):
// its writes are the item calls' own (itemwrite.h), all applied through the item store or none.
#pragma once

#include "engineimpl.h"
#include "modules.h"

namespace lw {

class ItemStore;

class TransactionCalls final : public EngineModule, public Transactions
{
public:
    TransactionCalls(EngineImpl &engine, ItemStore &store) : m_engine(engine), m_store(store) {}

    // Implementations of the Transactions interface (contracts in transactions.h).
    Result<TransactWriteResult> transactWriteItems(const TransactWriteRequest &request) override;
    Result<TransactGetResult> transactGetItems(const TransactGetRequest &request) override;

private:
    EngineImpl &m_engine; // its transactions, tables, clock and capacity meter
    ItemStore &m_store;   // every item read and write
};

} // namespace lw
