// TransactGetItems: up to 100 items over any tables, read from one LMDB snapshot, so that they
// come from one moment even while writes go on. Each costs a transactional read, 2 units per
// 4 KB, missing or not (developer guide, transaction-apis "Capacity management for
// transactions"; paritysuite/dynamodb-conformance: "2 RCU per item including misses").
#include "catalog.h"
#include "itemstore.h"
#include "tablekeys.h"
#include "throughputlimits.h"
#include "transactioncalls.h"
#include "transactioncancel.h"

#include <QSet>

#include <algorithm>

namespace lw {

Result<TransactGetResult> TransactionCalls::transactGetItems(const TransactGetRequest &request)
{
    Q_ASSERT(request.gets.size() <= kMaxTransactionActions);
    QList<QByteArray> keys;
    QList<std::optional<Error>> reasons;
    QSet<QByteArray> targets;
    for (const auto &get : request.gets) {
        const TableDefinition *table = m_engine.catalog().itemTable(get.tableName);
        if (!table)
            return std::unexpected(Catalog::tableNotFound(get.tableName));
        if (auto valid = validateKey(get.key, table->key); !valid) {
            if (!cancelsTransaction(valid.error()))
                return std::unexpected(valid.error());
            reasons << valid.error();
            keys << QByteArray();
            continue;
        }
        reasons << std::nullopt;
        keys << itemKeyBytes(*table, get.key);
        if (targets.contains(keys.last()))
            return std::unexpected(multipleOperationsOnOneItem());
        targets.insert(keys.last());
    }
    if (std::any_of(reasons.begin(), reasons.end(), [](const auto &r) { return r.has_value(); }))
        return std::unexpected(transactionCanceled(reasons));

    auto txn = m_engine.beginRead();
    LW_TRY(txn);
    TransactGetResult result;
    ThroughputLimits &limits = m_engine.limits();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        auto stored = readStoredItem(**txn, m_store.dbs(), keys[i]);
        LW_TRY(stored);
        const QString &table = request.gets[i].tableName;
        const double units = 2 * readUnits(*stored ? (*stored)->size : 0, true);
        // With the throughput limits on, a read refused for throughput cancels the transaction
        // with its reason; the reads before it stay charged (they were made).
        if (limits.charging()) {
            const TableDefinition &definition = *m_engine.catalog().itemTable(table);
            auto charged = limits.chargeRead(
                definition, nullptr, request.gets[i].key.at(definition.key.hash.name), units);
            if (!charged && !isThrottle(charged.error()))
                return std::unexpected(charged.error());
            if (!charged)
                reasons[i] = charged.error();
        }
        addByTable(result.capacity, ConsumedCapacity{table, units, {}, {}});
        result.items << (*stored ? std::optional<Item>(std::move((*stored)->item)) : std::nullopt);
    }
    if (std::any_of(reasons.begin(), reasons.end(), [](const auto &r) { return r.has_value(); }))
        return std::unexpected(transactionCanceled(reasons));
    m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
