// The single-item writes: each is one prepared ItemWrite (itemwrite.h) run in one transaction.
// PutItem replaces the item; DeleteItem removes it (a missing item is not an error and still
// costs a write unit); UpdateItem applies an UpdateExpression to the item or to a new one.
#include "engineimpl.h"
#include "itemwrite.h"

namespace lw {

Result<WriteResult> EngineImpl::writeItem(const Result<ItemWrite> &prepared)
{
    LW_TRY(prepared);
    WriteResult result;
    auto status = write([&](storage::Txn &txn) -> Status {
        auto old = readAndCheck(txn, m_dbs, *prepared);
        LW_TRY(old);
        auto applied = applyWrite(txn, *m_items, *prepared, std::move(*old), userChange());
        LW_TRY(applied);
        result = std::move(*applied);
        return {};
    });
    LW_TRY(status);
    m_capacity.add(CapacityMeter::Kind::Write, m_nowMs, result.capacity);
    return result;
}

Result<WriteResult> EngineImpl::putItem(const PutItemRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(itemTableNotFound());
    return writeItem(preparePut(*table, request));
}

Result<WriteResult> EngineImpl::deleteItem(const DeleteItemRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(itemTableNotFound());
    return writeItem(prepareDelete(*table, request));
}

Result<WriteResult> EngineImpl::updateItem(const UpdateItemRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(itemTableNotFound());
    return writeItem(prepareUpdate(*table, request));
}

} // namespace lw
