// UpdateTimeToLive: one TTL attribute per table, settling on the workspace clock, at most one
// change per cooldown (docs/fidelity.md "TTL"; texts and their order as the service answers).
#include "catalog.h"
#include "history.h"
#include "ttlqueue.h"

using namespace Qt::StringLiterals;

namespace lw {

Result<TimeToLiveSetting> Catalog::updateTimeToLive(const QString &tableName, bool enabled,
                                                    const QString &attributeName)
{
    const TableDefinition *table = find(tableName);
    if (!table)
        return std::unexpected(tableNotFound(tableName));
    const TimeToLiveSetting &current = table->timeToLive;
    // ENABLING, ENABLED and DISABLING all count as active: the attribute is still in use.
    const bool active = current.statusAt(m_engine.nowMs()) != TimeToLiveSetting::Status::Disabled;
    if (active && current.attributeName != attributeName)
        return std::unexpected(validationError(
            u"TimeToLive is active on a different AttributeName: current AttributeName is "_s +
            current.attributeName));
    if (active && enabled)
        return std::unexpected(validationError(u"TimeToLive is already enabled"_s));
    if (!active && !enabled)
        return std::unexpected(validationError(u"TimeToLive is already disabled"_s));
    if (current.changedAtMs >= 0 &&
        m_engine.nowMs() < current.changedAtMs + TimeToLiveSetting::kCooldownMs)
        return std::unexpected(validationError(
            u"Time to live has been modified multiple times within a fixed interval"_s));

    TableDefinition updated = *table;
    updated.timeToLive = {attributeName, enabled, m_engine.nowMs(), m_settleDelays.timeToLiveMs};
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        // Disabling stops deletes at once; enabling schedules them when it settles (clock.cpp).
        if (!enabled) {
            if (auto s = ttlqueue::clearTable(txn, m_dbs.ttlQueue, updated.id); !s)
                return s;
        }
        return saveTableChange(txn, table, updated);
    });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return updated.timeToLive;
}

} // namespace lw
