// Rewind: the time machine. Drops every change after a time from the history and the streams,
// then brings what derives from the history (items, index entries, statistics, the TTL queue,
// table settings) back to what it was then — all in one write transaction, so a rewind is whole or
// not at all. EngineImpl::rewind hands the rewind to the participants the feature modules
// registered (modules.h), the catalog's first (catalog.cpp); the items' own part is
// history::Module's, here.
//
// Finding the changes after the time reads every head and every version once: a rewind costs a
// pass over the workspace's history, which keeps a write free of any time-ordered log.
#include "catalog.h"
#include "history.h"
#include "itemstore.h"
#include "modules.h"
#include "tablekeys.h"
#include "throughputlimits.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// An item whose head the rewind put back: as it was before, and as it is now.
struct Restored
{
    QByteArray itemKey;
    std::optional<StoredItem> before, after;
};

} // namespace

Status EngineImpl::rewind(qint64 toMs)
{
    if (toMs > m_nowMs)
        return std::unexpected(validationError(
            u"Rewind goes back in time: the clock is before the time given (set the clock to "
            u"move forward)"_s));
    RewindState state;
    auto status = write([&](storage::Txn &txn) -> Status {
        state = RewindState{toMs, m_catalog->tables(), {}};
        for (RewindParticipant *participant : std::as_const(m_rewindParticipants))
            LW_TRY(participant->rewind(txn, state));
        return saveClock(txn, toMs);
    });
    LW_TRY(status);
    m_catalog->rewound(std::move(state.tables));
    m_throughput->rewound();
    m_nowMs = toMs;
    m_capacity.dropAfter(toMs);
    return {};
}

namespace history {

Status Module::rewind(storage::Txn &txn, RewindState &state)
{
    // The versions written after the time go; their items, and every item of a table whose
    // settings change, get their heads back.
    QSet<QByteArray> changedItems;
    const auto changed = [&](const QByteArray &itemKey, qint64 timeMs) {
        if (timeMs > state.toMs || state.rebuiltTables.contains(tableIdOf(itemKey)))
            changedItems.insert(itemKey);
    };
    QList<QByteArray> dropped;
    auto walked = forEachEntry(
        txn, m_dbs.versions, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            const auto version = history::decodeVersion(key, value.first(1));
            if (!version)
                return std::unexpected(corruptData(u"an item version does not decode"_s));
            if (version->timeMs > state.toMs)
                dropped << key.toByteArray();
            changed(key.chopped(history::kVersionSuffix).toByteArray(), version->timeMs);
            return {};
        });
    if (!walked)
        return walked;
    for (const QByteArray &key : std::as_const(dropped))
        LW_TRY(storage::del(txn, m_dbs.versions, key));
    walked = forEachEntry(txn, m_dbs.items, {}, [&](QByteArrayView key, QByteArrayView value) {
        const auto stamp = history::headStamp(value);
        if (!stamp)
            return Status(std::unexpected(corruptData(u"an item's head"_s)));
        changed(key.toByteArray(), stamp->timeMs);
        return Status();
    });
    if (!walked)
        return walked;

    QList<Restored> restored;
    for (const QByteArray &itemKey : std::as_const(changedItems)) {
        auto headBytes = storage::get(txn, m_dbs.items, itemKey);
        LW_TRY(headBytes);
        std::optional<history::Version> head;
        if (*headBytes && !(head = history::decodeHead(**headBytes)))
            return std::unexpected(corruptData(u"an item's head"_s));
        if (head && head->timeMs <= state.toMs)
            continue; // an unchanged item of a table being rebuilt
        auto then = history::versionAt(txn, m_dbs, itemKey, state.toMs);
        LW_TRY(then);
        Status s;
        if (*then && (*then)->record) {
            const history::Version &v = **then;
            s = storage::put(txn, m_dbs.items, itemKey,
                             history::encodeHead(v, v.record->item, v.record->size));
            if (s)
                s = toStatus(storage::del(txn, m_dbs.versions,
                                          history::versionKey(itemKey, v.timeMs, v.seq)));
        } else if (head) {
            s = toStatus(storage::del(txn, m_dbs.items, itemKey));
        }
        if (!s)
            return s;
        restored << Restored{itemKey, head ? head->record : std::nullopt,
                             *then ? (*then)->record : std::nullopt};
    }

    // What derives from the items follows: whole tables where settings changed, else item by
    // item.
    const ChangeContext restore{state.toMs, Origin::User, &m_context.sweeper};
    for (quint32 id : std::as_const(state.rebuiltTables))
        LW_TRY(m_items.rederiveTable(txn, id, tableWithId(state.tables, id), restore));
    for (const Restored &r : std::as_const(restored)) {
        const TableDefinition *table = tableWithId(state.tables, tableIdOf(r.itemKey));
        if (!table || state.rebuiltTables.contains(table->id))
            continue;
        const auto item = [](const std::optional<StoredItem> &s) { return s ? &s->item : nullptr; };
        if (auto s = m_items.rederive(txn, *table, r.itemKey, item(r.before),
                                      r.before ? r.before->size : 0, item(r.after),
                                      r.after ? r.after->size : 0, restore);
            !s)
            return s;
    }
    return {};
}

} // namespace history

} // namespace lw
