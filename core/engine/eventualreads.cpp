// The engine's read consistency (consistency.h): its settings, and what an eventual read of one
// item could return now, for the window. The draws themselves are ReadConsistency's
// (readconsistency.h); the reads that ask it are the item calls' (getitem.cpp, batchgetitem.cpp,
// readpage.cpp).
#include "catalog.h"
#include "engineimpl.h"
#include "history.h"
#include "readconsistency.h"
#include "tablekeys.h"

namespace lw {

Status EngineImpl::setConsistencySettings(const ConsistencySettings &settings)
{
    return m_consistency->set(settings);
}

ConsistencySettings EngineImpl::consistencySettings() const
{
    return m_consistency->settings();
}

Result<EventualView> EngineImpl::eventualView(const QString &tableName, const Item &key) const
{
    const TableDefinition *table = m_catalog->itemTable(tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    LW_TRY(validateKey(key, table->key));
    auto txn = beginRead();
    LW_TRY(txn);
    const QByteArray itemKey = itemKeyBytes(*table, key);
    auto latest = history::versionAt(**txn, m_dbs, itemKey, m_nowMs);
    LW_TRY(latest);
    EventualView view;
    if (*latest && (*latest)->record)
        view.latest = (*latest)->record->item;
    const ConsistencySettings &settings = m_consistency->settings();
    if (!*latest || !settings.realistic || settings.staleShare <= 0)
        return view;
    view.writtenMs = (*latest)->timeMs;
    // A replica lags by 1 to propagationMs: it may miss a write that recent.
    view.staleUntilMs = view.writtenMs + settings.propagationMs - 1;
    view.mayBeStale = m_nowMs <= view.staleUntilMs;
    if (!view.mayBeStale)
        return view;
    auto oldest = history::itemAt(**txn, m_dbs, itemKey, m_nowMs - settings.propagationMs);
    LW_TRY(oldest);
    if (*oldest)
        view.previous = (*oldest)->item;
    return view;
}

ReadConsistencyViews &consistencyOf(Engine &engine)
{
    return engine;
}

const ReadConsistencyViews &consistencyOf(const Engine &engine)
{
    return engine;
}

} // namespace lw
