// BatchGetItem: up to 100 keys over any tables, read in one read transaction, each item's read
// rounded on its own (DynamoDB charges a batch as the sum of its GetItems).
#include "catalog.h"
#include "itemcalls.h"
#include "itemstore.h"
#include "tablekeys.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

Result<BatchGetResult> ItemCalls::batchGetItem(const BatchGetRequest &request)
{
    QList<TableDefinition> tables;
    qsizetype keyCount = 0;
    for (const auto &t : request.tables) {
        const TableDefinition *table = m_engine.catalog().itemTable(t.tableName);
        if (!table)
            return std::unexpected(Catalog::itemTableNotFound());
        QSet<QByteArray> seen;
        for (const auto &key : t.keys) {
            LW_TRY(validateKey(key, table->key));
            const QByteArray bytes = itemKeyBytes(*table, key);
            if (seen.contains(bytes))
                return std::unexpected(
                    validationError(u"Provided list of item keys contains duplicates"_s));
            seen.insert(bytes);
            if (++keyCount > 100)
                return std::unexpected(
                    validationError(u"Too many items requested for the BatchGetItem call"_s));
        }
        tables << *table;
    }
    auto txn = m_engine.beginRead();
    LW_TRY(txn);
    BatchGetResult result;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const auto &t = request.tables[i];
        ConsumedCapacity capacity;
        capacity.tableName = t.tableName;
        QList<Item> items;
        for (const auto &key : t.keys) {
            auto item = readStoredItem(**txn, m_dbs, itemKeyBytes(tables[i], key));
            LW_TRY(item);
            capacity.table += readUnits(*item ? (*item)->size : 0, t.consistentRead);
            if (*item)
                items << std::move((*item)->item);
        }
        result.responses.append({t.tableName, items});
        result.capacity << capacity;
    }
    m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
