// GetItem: one read transaction; the item's size rounded up to 4 KB, halved when eventually
// consistent. A missing item is an empty result that still costs a unit (or half).
#include "catalog.h"
#include "history.h"
#include "itemcalls.h"
#include "itemstore.h"
#include "readconsistency.h"
#include "tablekeys.h"
#include "throughputlimits.h"

namespace lw {

Result<GetItemResult> ItemCalls::getItem(const GetItemRequest &request)
{
    // The data plane's text for a missing table, not the one tableForKey gives the history.
    const TableDefinition *table = m_engine.catalog().itemTable(request.tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    LW_TRY(validateKey(request.key, table->key));
    LW_TRY(checkScalarKeyPaths(*table, request.attributesRead.nested));
    auto txn = m_engine.beginRead();
    LW_TRY(txn);
    quint64 partitionHash = 0;
    const QByteArray itemKey = itemKeyBytes(*table, request.key, &partitionHash);
    auto item = readItem(**txn, itemKey, request.asOfMs, request.consistentRead);
    LW_TRY(item);
    GetItemResult result;
    result.capacity.tableName = table->name;
    result.capacity.table = readUnits(*item ? (*item)->size : 0, request.consistentRead);
    if (!m_engine.readsPast(request.asOfMs)) { // the time machine's reads are not traffic
        if (m_engine.limits().charging())
            LW_TRY(m_engine.limits().chargeRead(*table, nullptr, partitionHash,
                                                result.capacity.table));
        m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(), result.capacity);
    }
    if (*item)
        result.item = std::move((*item)->item);
    return result;
}

std::optional<qint64> ItemCalls::readTime(const std::optional<qint64> &asOfMs, bool consistentRead,
                                          QByteArrayView readKey)
{
    if (m_engine.readsPast(asOfMs))
        return asOfMs;
    // The workbench's own looks at the data (CallOptions::metered false: the panes, a lesson's
    // checks) show the latest and draw nothing, so an open pane cannot change what a lesson's
    // reads draw.
    if (consistentRead || m_engine.capacityMeter().paused())
        return std::nullopt;
    return m_engine.consistency().replicaTime(readKey);
}

Result<std::optional<StoredItem>> ItemCalls::readItem(storage::Txn &txn, const QByteArray &itemKey,
                                                      const std::optional<qint64> &asOfMs,
                                                      bool consistentRead)
{
    if (const auto at = readTime(asOfMs, consistentRead, itemKey))
        return history::itemAt(txn, m_dbs, itemKey, *at);
    return readStoredItem(txn, m_dbs, itemKey);
}

} // namespace lw
