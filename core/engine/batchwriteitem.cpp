// BatchWriteItem: up to 25 puts and deletes over any tables. The workbench applies the whole
// batch in one LMDB transaction (one user action, one transaction), so it never returns
// UnprocessedItems; DynamoDB may, and the request log says so when a lesson relies on it.
#include "engine.h"
#include "itemstore.h"
#include "tablekeys.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

Result<BatchWriteResult> Engine::batchWriteItem(const BatchWriteRequest &request)
{
    if (request.writes.size() > 25)
        return std::unexpected(
            validationError(u"Too many items requested for the BatchWriteItem call"_s));
    struct Prepared
    {
        TableDefinition table;
        QByteArray key;
        std::optional<Item> newItem;
    };
    QList<Prepared> prepared;
    QSet<QByteArray> seen;
    for (const auto &w : request.writes) {
        auto table = this->table(w.tableName);
        if (!table)
            return std::unexpected(table.error());
        auto valid =
            w.isPut ? validateItem(w.itemOrKey, *table) : validateKey(w.itemOrKey, table->key);
        if (!valid)
            return std::unexpected(valid.error());
        QByteArray key = itemKeyBytes(*table, w.itemOrKey);
        if (seen.contains(key))
            return std::unexpected(
                validationError(u"Provided list of item keys contains duplicates"_s));
        seen.insert(key);
        prepared << Prepared{*table, key,
                             w.isPut ? std::optional<Item>(w.itemOrKey) : std::nullopt};
    }

    BatchWriteResult result;
    auto status = write([&](storage::Txn &txn) -> Status {
        result.capacity.clear();
        QMap<QString, qsizetype> slot;
        for (const auto &p : prepared) {
            auto old = readStoredItem(txn, m_dbs, p.key);
            if (!old)
                return std::unexpected(old.error());
            auto capacity = applyItemChange(txn, m_dbs, p.table, p.key, *old, p.newItem);
            if (!capacity)
                return std::unexpected(capacity.error());
            if (!slot.contains(p.table.name)) {
                slot.insert(p.table.name, result.capacity.size());
                result.capacity << ConsumedCapacity{p.table.name, 0, {}, {}};
            }
            result.capacity[slot.value(p.table.name)] += *capacity;
        }
        return {};
    });
    if (!status)
        return std::unexpected(status.error());
    return result;
}

} // namespace lw
