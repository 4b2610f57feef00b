// The single-item writes: each is one prepared ItemWrite (itemwrite.h) run in one transaction.
// PutItem replaces the item; DeleteItem removes it (a missing item is not an error and still
// costs a write unit); UpdateItem applies an UpdateExpression to the item or to a new one.
#include "catalog.h"
#include "itemcalls.h"
#include "itemwrite.h"
#include "throughputlimits.h"

namespace lw {

Result<WriteResult> ItemCalls::writeItem(const Result<ItemWrite> &prepared)
{
    LW_TRY(prepared);
    ThroughputLimits &limits = m_engine.limits();
    // Charged once, also when the transaction runs again after the map grew.
    std::optional<Status> charged;
    WriteResult result;
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        auto old = readAndCheck(txn, m_store.dbs(), *prepared);
        LW_TRY(old);
        auto applied = applyWrite(txn, m_store, *prepared, std::move(*old), m_engine.userChange());
        LW_TRY(applied);
        if (limits.charging()) {
            // Refused, the write is aborted with its transaction: nothing of it stays.
            if (!charged)
                charged = limits.chargeWrite(*prepared->table, prepared->key, applied->capacity,
                                             m_store.sizeDelta(), m_store.indexWrites());
            LW_TRY(*charged);
        }
        result = std::move(*applied);
        auto collection = m_store.collectionMetrics(txn, *prepared->table, prepared->key);
        LW_TRY(collection);
        result.itemCollection = std::move(*collection);
        return {};
    });
    LW_TRY(status);
    m_engine.capacityMeter().add(CapacityMeter::Kind::Write, m_engine.nowMs(), result.capacity);
    return result;
}

Result<WriteResult> ItemCalls::putItem(const PutItemRequest &request)
{
    const TableDefinition *table = m_engine.catalog().itemTable(request.tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    return writeItem(preparePut(*table, request));
}

Result<WriteResult> ItemCalls::deleteItem(const DeleteItemRequest &request)
{
    const TableDefinition *table = m_engine.catalog().itemTable(request.tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    return writeItem(prepareDelete(*table, request));
}

Result<WriteResult> ItemCalls::updateItem(const UpdateItemRequest &request)
{
    const TableDefinition *table = m_engine.catalog().itemTable(request.tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    return writeItem(prepareUpdate(*table, request));
}

} // namespace lw
