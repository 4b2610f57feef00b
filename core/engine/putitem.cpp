// PutItem: validate against the table, replace the item and its index entries in one
// transaction, charge the larger of the old and new sizes.
#include "engine.h"
#include "itemstore.h"
#include "tablekeys.h"

namespace lw {

Result<WriteResult> Engine::putItem(const PutItemRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(tableNotFound(request.tableName));
    const auto size = validateItem(request.item, *table);
    if (!size)
        return std::unexpected(size.error());
    const QByteArray key = itemKeyBytes(*table, request.item);
    WriteResult result;
    auto status = write([&](storage::Txn &txn) -> Status {
        auto old = readStoredItem(txn, m_dbs, key);
        if (!old)
            return std::unexpected(old.error());
        auto capacity = applyItemChange(txn, m_dbs, *table, key, *old, &request.item, *size);
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
