// BatchWriteItem: up to 25 puts and deletes over any tables. The workbench applies the whole
// batch in one LMDB transaction (one user action, one transaction). With the throughput limits on,
// each write is charged as a PutItem or DeleteItem in a transaction nested in the batch's, and a
// refused one is undone alone and returned in UnprocessedItems; when every write is refused, the
// batch is refused with the first one's error, as the API reference says.
#include "catalog.h"
#include "itemcalls.h"
#include "itemstore.h"
#include "tablekeys.h"
#include "throughputlimits.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

Result<BatchWriteResult> ItemCalls::batchWriteItem(const BatchWriteRequest &request)
{
    if (request.writes.size() > 25)
        return std::unexpected(
            validationError(u"Too many items requested for the BatchWriteItem call"_s));
    struct Prepared
    {
        const TableDefinition *table;
        QByteArray key;
        const Item *newItem; // null for a delete
        qint64 newSize;
        const Item *keyOrItem; // the put's item or the delete's key
    };
    QList<Prepared> prepared;
    QSet<QByteArray> seen;
    for (const auto &w : request.writes) {
        const TableDefinition *table = m_engine.catalog().itemTable(w.tableName);
        if (!table)
            return std::unexpected(Catalog::itemTableNotFound());
        Result<qint64> size = 0;
        if (w.isPut)
            size = validateItem(w.itemOrKey, *table);
        else if (auto valid = validateKey(w.itemOrKey, table->key); !valid)
            size = std::unexpected(valid.error());
        LW_TRY(size);
        QByteArray key = itemKeyBytes(*table, w.itemOrKey);
        if (seen.contains(key))
            return std::unexpected(
                validationError(u"Provided list of item keys contains duplicates"_s));
        seen.insert(key);
        prepared << Prepared{table, key, w.isPut ? &w.itemOrKey : nullptr, *size, &w.itemOrKey};
    }

    ThroughputLimits &limits = m_engine.limits();
    // Each write's charge, made once, also when the transaction runs again after the map grew.
    QList<Status> charges;
    BatchWriteResult result;
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        result = {};
        for (qsizetype i = 0; i < prepared.size(); ++i) {
            const Prepared &p = prepared[i];
            if (!limits.charging()) {
                auto old = readStoredItem(txn, m_dbs, p.key);
                LW_TRY(old);
                auto capacity = m_store.apply(txn, *p.table, p.key, *old, p.newItem, p.newSize,
                                              m_engine.userChange());
                LW_TRY(capacity);
                addByTable(result.capacity, *capacity);
                continue;
            }
            auto nested = m_engine.beginNested(txn);
            LW_TRY(nested);
            // A full map in the nested transaction is the batch's: the write grows the map and
            // runs the batch again.
            const auto failed = [&](const Error &error) -> Status {
                if (nested->mapFull())
                    txn.noteError(MDB_MAP_FULL);
                return std::unexpected(error);
            };
            auto old = readStoredItem(*nested, m_dbs, p.key);
            if (!old)
                return failed(old.error());
            auto capacity = m_store.apply(*nested, *p.table, p.key, *old, p.newItem, p.newSize,
                                          m_engine.userChange());
            if (!capacity)
                return failed(capacity.error());
            if (i == charges.size())
                charges << limits.chargeWrite(*p.table, *p.keyOrItem, *capacity,
                                              m_store.sizeDelta(), m_store.indexWrites());
            if (!charges[i] && !isThrottle(charges[i].error()))
                return std::unexpected(charges[i].error());
            if (!charges[i]) {
                nested->abort();
                result.unprocessed << i;
                continue;
            }
            if (auto committed = nested->commit(); !committed)
                return failed(committed.error());
            addByTable(result.capacity, *capacity);
        }
        if (!result.unprocessed.isEmpty() && result.unprocessed.size() == prepared.size())
            return std::unexpected(charges.first().error());
        // Each collection as the whole batch left it, as the service reports them.
        for (qsizetype i = 0; i < prepared.size(); ++i) {
            if (result.unprocessed.contains(i))
                continue;
            const Prepared &p = prepared[i];
            auto collection = m_store.collectionMetrics(txn, *p.table, *p.keyOrItem);
            LW_TRY(collection);
            if (*collection)
                result.itemCollections << std::move(**collection);
        }
        return {};
    });
    LW_TRY(status);
    m_engine.capacityMeter().add(CapacityMeter::Kind::Write, m_engine.nowMs(), result.capacity);
    return result;
}

} // namespace lw
