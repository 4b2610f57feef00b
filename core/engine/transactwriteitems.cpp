// TransactWriteItems: up to 100 Put, Update, Delete and ConditionCheck actions over any tables,
// no two on one item, all applied in one LMDB write transaction or none.
//
// Order of checks, as DynamoDB makes them: each action against its table in request order (a
// missing table or an error that refuses the request ends the call there), then "no two actions
// on one item", then, inside the transaction, every condition against the stored state and
// every write. An action whose key does not match its table, whose condition fails, or whose
// update cannot be made from the stored item is given a reason at its position; any reason
// cancels the whole transaction (transactioncancel.h), so nothing is written.
#include "itemwrite.h"
#include "transactioncalls.h"
#include "transactioncancel.h"

#include <QSet>

#include <algorithm>
#include <variant>

namespace lw {

namespace {

Result<ItemWrite> prepare(const TableDefinition &table, const PutItemRequest &put)
{
    return preparePut(table, put);
}
Result<ItemWrite> prepare(const TableDefinition &table, const UpdateItemRequest &update)
{
    return prepareUpdate(table, update);
}
Result<ItemWrite> prepare(const TableDefinition &table, const DeleteItemRequest &del)
{
    return prepareDelete(table, del);
}
Result<ItemWrite> prepare(const TableDefinition &table,
                          const TransactWriteRequest::ConditionCheck &check)
{
    return prepareCheck(table, check.key, check.condition);
}

// Applies one write (over `old`, as readAndCheck returned it) and returns what it costs in a
// transaction: every unit twice, one to prepare and one to commit (developer guide,
// transaction-apis "Capacity management for transactions"). A ConditionCheck writes nothing
// but is billed as a write of the item it checked (paritysuite/dynamodb-conformance #67,
// measured: 2 write units for a small item).
Result<ConsumedCapacity> applyTransactional(storage::Txn &txn, ItemStore &items,
                                            const ItemWrite &write, std::optional<StoredItem> old,
                                            const ChangeContext &context)
{
    ConsumedCapacity units;
    if (write.kind == ItemWrite::Kind::ConditionCheck) {
        units.tableName = write.table->name;
        units.table = writeUnits(old ? old->size : 0);
    } else {
        auto applied = applyWrite(txn, items, write, std::move(old), context);
        LW_TRY(applied);
        units = std::move(applied->capacity);
    }
    units *= 2;
    return units;
}

} // namespace

Result<TransactWriteResult>
TransactionCalls::transactWriteItems(const TransactWriteRequest &request)
{
    Q_ASSERT(request.actions.size() <= kMaxTransactionActions);
    // An action that fails against its table with an error DynamoDB reports per action stays
    // in the list as that error, to become its cancellation reason.
    QList<Result<ItemWrite>> writes;
    writes.reserve(request.actions.size());
    for (const auto &action : request.actions) {
        const QString &name =
            std::visit([](const auto &a) -> const QString & { return a.tableName; }, action);
        const TableDefinition *table = m_engine.findTable(name);
        if (!table)
            return std::unexpected(EngineImpl::tableNotFound(name));
        writes << std::visit([&](const auto &a) { return prepare(*table, a); }, action);
        if (!writes.last() && !cancelsTransaction(writes.last().error()))
            return std::unexpected(writes.last().error());
    }
    QSet<QByteArray> targets; // key bytes start with the table's id: one set serves all tables
    for (const auto &w : writes) {
        if (!w)
            continue;
        if (targets.contains(w->keyBytes))
            return std::unexpected(multipleOperationsOnOneItem());
        targets.insert(w->keyBytes);
    }

    TransactWriteResult result;
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        result.capacity.clear();
        QList<std::optional<Error>> reasons(writes.size());
        QList<std::optional<StoredItem>> olds(writes.size());
        // All conditions see the items as they were before the transaction: no two actions
        // share an item, so reading them all first changes nothing but keeps that obvious.
        for (qsizetype i = 0; i < writes.size(); ++i) {
            if (!writes[i]) {
                reasons[i] = writes[i].error();
                continue;
            }
            auto old = readAndCheck(txn, m_store.dbs(), *writes[i]);
            if (!old && old.error().type != ErrorType::ConditionalCheckFailed)
                return std::unexpected(old.error());
            if (!old)
                reasons[i] = old.error();
            else
                olds[i] = std::move(*old);
        }
        // Writes run even when the transaction is already cancelled, so that an update which
        // cannot be made from its item is reported at its position too; the abort drops them.
        for (qsizetype i = 0; i < writes.size(); ++i) {
            if (reasons[i])
                continue;
            auto units = applyTransactional(txn, m_store, *writes[i], std::move(olds[i]),
                                            m_engine.userChange());
            if (!units && units.error().type != ErrorType::Validation)
                return std::unexpected(units.error()); // storage faults, a full map
            if (!units)
                reasons[i] = units.error();
            else
                addByTable(result.capacity, *units);
        }
        if (std::any_of(reasons.begin(), reasons.end(),
                        [](const auto &r) { return r.has_value(); }))
            return std::unexpected(transactionCanceled(reasons));
        return {};
    });
    LW_TRY(status);
    m_engine.capacityMeter().add(CapacityMeter::Kind::Write, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
