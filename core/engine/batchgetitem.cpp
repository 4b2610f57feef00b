// BatchGetItem: up to 100 keys over any tables, read in one read transaction, each item's read
// rounded on its own (DynamoDB charges a batch as the sum of its GetItems). With the throughput
// limits on, each key is charged as a GetItem; the refused ones are UnprocessedKeys.
#include "catalog.h"
#include "itemcalls.h"
#include "itemstore.h"
#include "tablekeys.h"
#include "throughputlimits.h"

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
    ThroughputLimits &limits = m_engine.limits();
    std::optional<Error> refused; // the first key the throughput limits refused
    qsizetype refusedCount = 0;
    BatchGetResult result;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const auto &t = request.tables[i];
        ConsumedCapacity capacity;
        capacity.tableName = t.tableName;
        QList<Item> items;
        QList<qsizetype> unprocessed;
        for (qsizetype k = 0; k < t.keys.size(); ++k) {
            const Item &key = t.keys[k];
            auto item = readItem(**txn, itemKeyBytes(tables[i], key), {}, t.consistentRead);
            LW_TRY(item);
            const double units = readUnits(*item ? (*item)->size : 0, t.consistentRead);
            if (limits.charging()) {
                // A refused key is one of the UnprocessedKeys, read and charged for nothing.
                auto charged =
                    limits.chargeRead(tables[i], nullptr, key.at(tables[i].key.hash.name), units);
                if (!charged && !isThrottle(charged.error()))
                    return std::unexpected(charged.error());
                if (!charged) {
                    if (!refused)
                        refused = charged.error();
                    ++refusedCount;
                    unprocessed << k;
                    continue;
                }
            }
            capacity.table += units;
            if (*item)
                items << std::move((*item)->item);
        }
        result.responses.append({t.tableName, items});
        result.unprocessedKeys << unprocessed;
        result.capacity << capacity;
    }
    // The API reference: when no key could be read for throughput, the batch is refused whole.
    if (refused && refusedCount == keyCount)
        return std::unexpected(*refused);
    m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
