// Settling states early and on the clock (settling.h): what is still settling and settleNow.
#include "catalog.h"
#include "ttlqueue.h"

namespace lw {

namespace {

bool settlingAt(const TableDefinition &table, qint64 nowMs)
{
    return table.changingAt(nowMs) || table.timeToLive.settlesAfter(nowMs);
}

} // namespace

Settling &settlingOf(Engine &engine)
{
    return engine;
}

const Settling &settlingOf(const Engine &engine)
{
    return engine;
}

void Catalog::setSettleDelays(const SettleDelays &delays)
{
    m_settleDelays = {std::max<qint64>(0, delays.tableMs),
                      std::max<qint64>(0, delays.timeToLiveMs)};
}

QStringList Catalog::settlingTables() const
{
    QStringList out;
    for (const auto &table : m_tables)
        if (settlingAt(table, m_engine.nowMs()))
            out << table.name;
    return out; // m_tables is ordered by name
}

Status Catalog::settleNow(const QString &tableName)
{
    const TableDefinition *table = find(tableName);
    if (!table)
        return std::unexpected(tableNotFound(tableName));
    if (!settlingAt(*table, m_engine.nowMs()))
        return {};
    TableDefinition updated = *table;
    updated.state = {};
    for (auto &index : updated.indexes)
        if (index.backfillingAt(m_engine.nowMs()))
            index.activeFromMs = m_engine.nowMs();
    TimeToLiveSetting &ttl = updated.timeToLive;
    const bool ttlSettles = ttl.settlesAfter(m_engine.nowMs()).has_value();
    if (ttlSettles)
        ttl.settleMs = m_engine.nowMs() - ttl.changedAtMs;
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        // ENABLED from now: the items already expired are due, as when it settles on the clock.
        if (ttlSettles && ttl.enabled) {
            if (auto s = ttlqueue::rebuildTable(txn, m_dbs.ttlQueue, m_dbs, updated,
                                                m_engine.sweeper(), m_engine.nowMs());
                !s)
                return s;
        }
        return saveTableChange(txn, table, updated);
    });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return {};
}

} // namespace lw
