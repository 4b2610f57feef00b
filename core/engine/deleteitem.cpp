// DeleteItem: remove the item and its index entries in one transaction. Deleting a missing item
// is not an error and still costs one write unit.
#include "engine.h"
#include "itemstore.h"
#include "tablekeys.h"

namespace lw {

Result<WriteResult> Engine::deleteItem(const DeleteItemRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(tableNotFound(request.tableName));
    if (auto s = validateKey(request.key, table->key); !s)
        return std::unexpected(s.error());
    const QByteArray key = itemKeyBytes(*table, request.key);
    WriteResult result;
    auto status = write([&](storage::Txn &txn) -> Status {
        auto old = readStoredItem(txn, m_dbs, key);
        if (!old)
            return std::unexpected(old.error());
        auto capacity = applyItemChange(txn, m_dbs, *table, key, *old, nullptr, 0);
        if (!capacity)
            return std::unexpected(capacity.error());
        result.capacity = *capacity;
        if (request.returnValues == ReturnValues::AllOld)
            result.oldItem = *old ? std::optional<Item>(std::move((*old)->item)) : std::nullopt;
        return {};
    });
    if (!status)
        return std::unexpected(status.error());
    return result;
}

} // namespace lw
