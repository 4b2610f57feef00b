// TransactWriteItems: up to 100 Put, Update, Delete and ConditionCheck actions over any tables,
// no two on one item, all applied in one LMDB write transaction or none.
//
// Order of checks, as DynamoDB makes them: each action against its table in request order (a
// missing table or an error that refuses the request ends the call there), then "no two actions
// on one item", then, inside the transaction, every condition against the stored state and
// every write. An action whose key does not match its table, whose condition fails, or whose
// update cannot be made from the stored item is given a reason at its position; any reason
// cancels the whole transaction (transactioncancel.h), so nothing is written. Before the
// conditions: the 4 MB aggregate size, then the ClientRequestToken (idempotency.h).
#include "catalog.h"
#include "idempotency.h"
#include "itemstore.h"
#include "itemwrite.h"
#include "model/itemsize.h"
#include "throughputlimits.h"
#include "transactioncalls.h"
#include "transactioncancel.h"

#include <QSet>

#include <algorithm>
#include <variant>

using namespace Qt::StringLiterals;

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

// "The aggregate size of the items in the transaction cannot exceed 4 MB" (developer guide,
// transaction-apis): the items a Put writes and the keys of the other actions, as the request
// carries them.
constexpr qint64 kMaxTransactionBytes = qint64(4) << 20;

qint64 requestBytes(const QList<Result<ItemWrite>> &writes)
{
    qint64 bytes = 0;
    for (const auto &w : writes)
        if (w)
            bytes += w->kind == ItemWrite::Kind::Put ? w->itemSize : itemSize(w->key);
    return bytes;
}

// A replay's answer: what reading each item again costs, strongly consistent.
Result<QList<ConsumedCapacity>> rereadUnits(storage::Txn &txn, const ItemDbs &dbs,
                                            const QList<Result<ItemWrite>> &writes)
{
    QList<ConsumedCapacity> perTable;
    for (const auto &w : writes) {
        if (!w)
            continue;
        auto stored = readStoredItem(txn, dbs, w->keyBytes);
        LW_TRY(stored);
        ConsumedCapacity units;
        units.tableName = w->table->name;
        units.table = readUnits(*stored ? (*stored)->size : 0, true);
        addByTable(perTable, units);
    }
    return perTable;
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
        const TableDefinition *table = m_engine.catalog().itemTable(name);
        if (!table)
            return std::unexpected(Catalog::tableNotFound(name));
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
    if (requestBytes(writes) > kMaxTransactionBytes)
        return std::unexpected(
            validationError(u"Transaction request cannot be larger than 4 MB"_s));

    TransactWriteResult result;
    if (!request.clientRequestToken.isEmpty()) {
        auto txn = m_engine.beginRead();
        LW_TRY(txn);
        auto seen =
            idempotency::look(**txn, m_engine.catalog().metaDatabase(), request.clientRequestToken,
                              request.fingerprint, m_engine.nowMs());
        LW_TRY(seen);
        if (*seen == idempotency::Seen::Different)
            return std::unexpected(idempotency::mismatch());
        if (*seen == idempotency::Seen::Same) {
            auto reread = rereadUnits(**txn, m_store.dbs(), writes);
            LW_TRY(reread);
            result.capacity = std::move(*reread);
            result.replayed = true;
            m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(),
                                         result.capacity);
            return result;
        }
    }
    ThroughputLimits &limits = m_engine.limits();
    // Each action's charge, made once, also when the transaction runs again after the map grew.
    QList<std::optional<Status>> charges(writes.size());
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        result = {};
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
            // An action the service cancels for: a limit its item breaks, or its collection's.
            if (!units && units.error().type != ErrorType::Validation &&
                units.error().type != ErrorType::ItemCollectionSizeLimitExceeded)
                return std::unexpected(units.error()); // storage faults, a full map
            if (!units) {
                reasons[i] = units.error();
                continue;
            }
            // With the throughput limits on, an action refused for throughput cancels the
            // transaction with its reason (ProvisionedThroughputExceeded or ThrottlingError).
            if (limits.charging() && writes[i]->kind != ItemWrite::Kind::ConditionCheck) {
                if (!charges[i])
                    charges[i] = limits.chargeWrite(*writes[i]->table, writes[i]->key, *units,
                                                    m_store.sizeDelta(), m_store.indexWrites());
                if (!*charges[i] && !isThrottle(charges[i]->error()))
                    return std::unexpected(charges[i]->error());
                if (!*charges[i]) {
                    reasons[i] = charges[i]->error();
                    continue;
                }
            }
            addByTable(result.capacity, *units);
        }
        if (std::any_of(reasons.begin(), reasons.end(),
                        [](const auto &r) { return r.has_value(); }))
            return std::unexpected(transactionCanceled(reasons));
        for (const auto &w : writes) {
            if (w->kind == ItemWrite::Kind::ConditionCheck)
                continue;
            auto collection = m_store.collectionMetrics(txn, *w->table, w->key);
            LW_TRY(collection);
            if (*collection)
                result.itemCollections << std::move(**collection);
        }
        if (request.clientRequestToken.isEmpty())
            return {};
        return idempotency::record(txn, m_engine.catalog().metaDatabase(),
                                   request.clientRequestToken, request.fingerprint,
                                   m_engine.nowMs());
    });
    LW_TRY(status);
    m_engine.capacityMeter().add(CapacityMeter::Kind::Write, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
