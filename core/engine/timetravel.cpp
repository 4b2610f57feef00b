// Rewind: the time machine. Drops every change after a time from the history, then brings what
// derives from the history (items, index entries, statistics, the TTL queue, table settings) back
// to what it was then — all in one write transaction, so a rewind is whole or not at all.
#include "engine.h"
#include "history.h"
#include "itemstore.h"
#include "model/tablejson.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QJsonDocument>
#include <QSet>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

std::optional<TableDefinition> storedTable(QByteArrayView json)
{
    if (json.isEmpty())
        return std::nullopt;
    return tableDefinitionFromStored(QJsonDocument::fromJson(json.toByteArray()).object());
}

} // namespace

Status Engine::rewind(qint64 toMs)
{
    if (toMs > m_nowMs)
        return std::unexpected(validationError(
            u"Rewind goes back in time: the clock is before the time given (set the clock to "
            u"move forward)"_s));
    QMap<QString, TableDefinition> tables;
    auto status = write([&](storage::Txn &txn) -> Status {
        tables = m_tables;
        QSet<QByteArray> changedItems;
        QSet<quint32> rebuiltTables;
        auto cursor = storage::Cursor::open(txn, m_dbs.log);
        if (!cursor)
            return std::unexpected(cursor.error());
        auto found = cursor->last();
        for (; found && *found; found = cursor->last()) {
            const auto entry = history::decodeLogEntry(cursor->key(), cursor->value());
            if (!entry)
                return std::unexpected(corruptData(u"a history log entry"_s));
            if (entry->timeMs <= toMs)
                break;
            if (entry->itemKey) {
                if (auto s = storage::del(
                        txn, m_dbs.versions,
                        history::versionKey(*entry->itemKey, entry->timeMs, entry->seq));
                    !s)
                    return std::unexpected(s.error());
                changedItems.insert(*entry->itemKey);
            } else {
                const auto before = storedTable(entry->tableBefore);
                const auto after = storedTable(entry->tableAfter);
                if (after) {
                    tables.remove(after->name);
                    rebuiltTables.insert(after->id);
                    if (auto s = storage::del(txn, m_dbs.meta, tableMetaKey(after->name)); !s)
                        return std::unexpected(s.error());
                }
                if (before) {
                    tables.insert(before->name, *before);
                    rebuiltTables.insert(before->id);
                    if (auto s = saveTable(txn, *before); !s)
                        return s;
                }
            }
            if (auto s = cursor->erase(); !s)
                return s;
        }
        if (!found)
            return std::unexpected(found.error());
        *cursor = storage::Cursor();

        const ChangeContext restore{toMs, Origin::User, &m_sweeper, false};
        // A table whose settings changed is rebuilt whole from its versions as they were.
        for (quint32 id : std::as_const(rebuiltTables)) {
            for (auto dbi : {m_dbs.items, m_dbs.indexes, m_dbs.stats})
                if (auto s = erasePrefix(txn, dbi, tablePrefix(id)); !s)
                    return s;
            const TableDefinition *table = tableWithId(tables, id);
            if (!table)
                continue;
            Status applied;
            auto walked = history::forEachItemAt(
                txn, m_dbs, tablePrefix(id), std::nullopt, toMs,
                [&](const QByteArray &itemKey, StoredItem &&stored) {
                    applied = toStatus(applyItemChange(txn, m_dbs, *table, itemKey, std::nullopt,
                                                       &stored.item, stored.size, restore));
                    return bool(applied);
                });
            if (!walked)
                return walked;
            if (!applied)
                return applied;
        }
        // Any other item changed after `toMs` goes back to its version then.
        for (const QByteArray &itemKey : std::as_const(changedItems)) {
            const TableDefinition *table = tableWithId(tables, tableIdOf(itemKey));
            if (!table || rebuiltTables.contains(table->id))
                continue;
            auto current = readStoredItem(txn, m_dbs, itemKey);
            if (!current)
                return std::unexpected(current.error());
            auto then = history::itemAt(txn, m_dbs, itemKey, toMs);
            if (!then)
                return std::unexpected(then.error());
            const Item *item = *then ? &(*then)->item : nullptr;
            if (auto s = applyItemChange(txn, m_dbs, *table, itemKey, *current, item,
                                         *then ? (*then)->size : 0, restore);
                !s)
                return std::unexpected(s.error());
        }
        // Pending TTL deletes are those of the items and settings as they were.
        for (const auto &table : std::as_const(tables))
            if (auto s = ttlqueue::rebuildTable(txn, m_dbs, table, m_sweeper, toMs); !s)
                return s;
        return saveClock(txn, toMs);
    });
    if (!status)
        return status;
    m_tables = tables;
    m_nowMs = toMs;
    return {};
}

} // namespace lw
