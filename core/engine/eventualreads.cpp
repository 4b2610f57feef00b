// The engine's read consistency (consistency.h): its settings, and what an eventual read of one
// item could return now, for the window. The draws themselves are ReadConsistency's
// (readconsistency.h); the reads that ask it are the item calls' (getitem.cpp, batchgetitem.cpp,
// readpage.cpp).
#include "catalog.h"
#include "engineimpl.h"
#include "gsipropagation.h"
#include "history.h"
#include "model/itemkeys.h"
#include "readconsistency.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

Status EngineImpl::setConsistencySettings(const ConsistencySettings &settings)
{
    if (settings.realistic && settings.gsiLagMs > 0)
        return m_consistency->set(settings);
    // Without the lag, writes reach the GSIs at once: what is pending applies first, so that no
    // index change overtakes an earlier one (gsipropagation.h).
    return m_consistency->set(settings, [&](storage::Txn &txn) {
        return m_propagation->applyAll(txn, m_catalog->tables());
    });
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

Result<QList<PendingIndexEntry>> EngineImpl::pendingIndexEntries(const QString &tableName,
                                                                 const QString &indexName) const
{
    const TableDefinition *table = m_catalog->itemTable(tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    if (!indexName.isEmpty()) {
        const IndexDefinition *index = table->index(indexName);
        if (!index || !index->global)
            return std::unexpected(
                validationError(u"The table does not have the specified index: "_s + indexName));
    }
    auto txn = beginRead();
    LW_TRY(txn);
    auto pending = gsipropagation::pendingOfTable(**txn, m_dbs.meta, table->id);
    LW_TRY(pending);
    QList<PendingIndexEntry> out;
    for (const gsipropagation::Pending &p : std::as_const(*pending)) {
        const Item *oldItem = p.oldItem ? &p.oldItem->item : nullptr;
        const Item *newItem = p.newItem ? &p.newItem->item : nullptr;
        const Item key = keyOf(newItem ? *newItem : *oldItem, table->key);
        for (const IndexDefinition &index : table->indexes) {
            if (!index.global || !p.indexIds.contains(index.id) ||
                (!indexName.isEmpty() && index.name != indexName))
                continue;
            const auto before = oldItem ? indexKeyBytes(*table, index, *oldItem) : std::nullopt;
            const auto after = newItem ? indexKeyBytes(*table, index, *newItem) : std::nullopt;
            using enum PendingIndexEntry::Change;
            const PendingIndexEntry::Change change = !before             ? Appear
                                                     : !after            ? Leave
                                                     : *before != *after ? Move
                                                                         : Update;
            out << PendingIndexEntry{index.name, key, change, p.dueMs};
        }
    }
    return out;
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
