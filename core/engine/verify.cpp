// `lwb verify`: every invariant the engine promises, checked from the stored bytes.
#include "engine.h"
#include "history.h"
#include "itemstore.h"
#include "model/itemsize.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString hex(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.toByteArray().toHex());
}

// Walks every entry under `prefix`, calling `visit(key, value)`.
template<class Visit>
Status forEachUnder(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix, Visit visit)
{
    auto cursor = storage::Cursor::open(txn, dbi);
    if (!cursor)
        return std::unexpected(cursor.error());
    // LMDB rejects an empty key, so the whole database starts at first().
    auto found = prefix.isEmpty() ? cursor->first() : cursor->seek(prefix);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next())
        visit(cursor->key(), cursor->value());
    return toStatus(found);
}

void checkStats(QStringList &problems, storage::Txn &txn, const Engine::Dbs &dbs,
                const TableDefinition &table, quint16 indexId, const QString &label,
                const IndexStats &actual)
{
    auto stored = readStats(txn, dbs, table.id, indexId);
    if (!stored)
        problems << label + u": statistics unreadable: "_s + stored.error().message;
    else if (stored->itemCount != actual.itemCount || stored->sizeBytes != actual.sizeBytes)
        problems << label + u": statistics say %1 items / %2 bytes, data has %3 / %4"_s
                                .arg(stored->itemCount)
                                .arg(stored->sizeBytes)
                                .arg(actual.itemCount)
                                .arg(actual.sizeBytes);
}

void verifyTable(QStringList &problems, storage::Txn &txn, const Engine::Dbs &dbs,
                 const TableDefinition &table)
{
    // Expected index entries, built from the items: index name → entry key → encoded projection.
    QHash<QString, QHash<QByteArray, QByteArray>> expected;
    IndexStats tableStats;
    const QString tableLabel = u"table "_s + table.name;
    auto walked = forEachUnder(
        txn, dbs.items, tablePrefix(table.id), [&](QByteArrayView key, QByteArrayView value) {
            auto record = decodeRecord(value);
            if (!record) {
                problems << tableLabel + u": item at key "_s + hex(key) + u" does not decode"_s;
                return;
            }
            const Item &item = record->item;
            if (itemKeyBytes(table, item) != key)
                problems << tableLabel + u": item at key "_s + hex(key) +
                                u" is stored under the wrong key"_s;
            if (itemSize(item) != record->size)
                problems << tableLabel + u": item at key "_s + hex(key) +
                                u" records the wrong size"_s;
            ++tableStats.itemCount;
            tableStats.sizeBytes += record->size;
            for (const auto &index : table.indexes) {
                if (auto entryKey = indexKeyBytes(table, index, item)) {
                    const Item projection = projectForIndex(item, table, index);
                    expected[index.name].insert(*entryKey,
                                                encodeRecord(projection, itemSize(projection)));
                }
            }
        });
    if (!walked)
        problems << tableLabel + u": "_s + walked.error().message;
    checkStats(problems, txn, dbs, table, 0, tableLabel, tableStats);

    for (const auto &index : table.indexes) {
        const QString label = tableLabel + u" index "_s + index.name;
        auto want = expected.value(index.name);
        IndexStats stats;
        auto walkedIndex = forEachUnder(
            txn, dbs.indexes, indexPrefix(table.id, index.id),
            [&](QByteArrayView key, QByteArrayView value) {
                auto it = want.find(key.toByteArray());
                if (it == want.end()) {
                    problems << label + u": entry "_s + hex(key) + u" has no matching item"_s;
                    return;
                }
                if (*it != value)
                    problems << label + u": entry "_s + hex(key) +
                                    u" does not match its item's projection"_s;
                if (auto projection = decodeRecord(value)) {
                    ++stats.itemCount;
                    stats.sizeBytes += projection->size;
                }
                want.erase(it);
            });
        if (!walkedIndex)
            problems << label + u": "_s + walkedIndex.error().message;
        for (auto it = want.begin(); it != want.end(); ++it)
            problems << label + u": entry missing for key "_s + hex(it.key());
        checkStats(problems, txn, dbs, table, index.id, label, stats);
    }
}

// Each item of the table against its newest version.
void verifyReplay(QStringList &problems, storage::Txn &txn, const Engine::Dbs &dbs,
                  const TableDefinition &table)
{
    const QString label = u"table "_s + table.name + u" history: "_s;
    const QByteArray prefix = tablePrefix(table.id);
    QHash<QByteArray, QByteArray> replayed; // item key → record at the head
    auto walked =
        history::forEachItemAt(txn, dbs, prefix, std::nullopt, std::numeric_limits<qint64>::max(),
                               [&](const QByteArray &itemKey, StoredItem &&stored) {
                                   replayed.insert(itemKey, encodeRecord(stored.item, stored.size));
                                   return true;
                               });
    if (!walked) {
        problems << label + walked.error().message;
        return;
    }
    auto cursor = storage::Cursor::open(txn, dbs.items);
    if (!cursor) {
        problems << label + cursor.error().message;
        return;
    }
    for (auto found = cursor->seek(prefix); found && *found && cursor->key().startsWith(prefix);
         found = cursor->next()) {
        const QByteArray key = cursor->key().toByteArray();
        auto it = replayed.find(key);
        if (it == replayed.end())
            problems << label + u"item "_s + hex(key) + u" has no version in the history"_s;
        else if (*it != cursor->value())
            problems << label + u"item "_s + hex(key) + u" differs from its newest version"_s;
        if (it != replayed.end())
            replayed.erase(it);
    }
    for (auto it = replayed.cbegin(); it != replayed.cend(); ++it)
        problems << label + u"item "_s + hex(it.key()) +
                        u" exists in the history but not in the table"_s;
}

} // namespace

// The history's part: the current state is the history replayed to the head, the log and the
// versions agree entry for entry, sequence numbers increase, and the sweeper's queue holds
// exactly the pending TTL deletes of the current items.
void Engine::verifyHistory(QStringList &problems, storage::Txn &txn) const
{
    for (const auto &table : m_tables)
        verifyReplay(problems, txn, m_dbs, table);

    // The log and the versions name the same changes; sequence numbers increase with time.
    qint64 logged = 0, lastSeq = 0, lastTime = std::numeric_limits<qint64>::min();
    auto log = storage::Cursor::open(txn, m_dbs.log);
    if (!log) {
        problems << log.error().message;
        return;
    }
    for (auto found = log->first(); found && *found; found = log->next()) {
        const auto entry = history::decodeLogEntry(log->key(), log->value());
        if (!entry) {
            problems << u"history log: malformed entry "_s + hex(log->key());
            continue;
        }
        if (entry->seq <= lastSeq || entry->timeMs < lastTime)
            problems << u"history log: change %1 does not follow change %2"_s.arg(entry->seq)
                            .arg(lastSeq);
        if (entry->timeMs > m_nowMs)
            problems << u"history log: change %1 is after the clock"_s.arg(entry->seq);
        lastSeq = entry->seq;
        lastTime = entry->timeMs;
        if (!entry->itemKey)
            continue;
        ++logged;
        auto version = storage::get(
            txn, m_dbs.versions, history::versionKey(*entry->itemKey, entry->timeMs, entry->seq));
        if (!version || !*version)
            problems << u"history log: change %1 has no version"_s.arg(entry->seq);
    }
    qint64 versions = 0;
    auto cursor = storage::Cursor::open(txn, m_dbs.versions);
    if (cursor)
        for (auto found = cursor->first(); found && *found; found = cursor->next())
            ++versions;
    if (versions != logged)
        problems << u"history: %1 versions but %2 logged changes"_s.arg(versions).arg(logged);

    // The sweeper's queue: exactly the pending deletes of the current items.
    QSet<QByteArray> expected;
    for (const auto &table : m_tables) {
        auto walked = forEachStoredItem(
            txn, m_dbs, table.id, [&](const QByteArray &itemKey, StoredItem &&stored) -> Status {
                if (auto entry =
                        ttlqueue::entryFor(table, m_sweeper, itemKey, stored.item, m_nowMs))
                    expected.insert(ttlqueue::key(entry->dueMs, itemKey));
                return {};
            });
        if (!walked)
            problems << u"table "_s + table.name + u": "_s + walked.error().message;
    }
    auto queue = storage::Cursor::open(txn, m_dbs.ttlQueue);
    if (queue) {
        for (auto found = queue->first(); found && *found; found = queue->next()) {
            const QByteArray key = queue->key().toByteArray();
            if (!expected.remove(key))
                problems << u"TTL queue: entry "_s + hex(key) + u" matches no expiring item"_s;
        }
    }
    for (const auto &key : std::as_const(expected))
        problems << u"TTL queue: no entry for expiring item "_s + hex(key);
}

QStringList Engine::verify()
{
    QStringList problems;
    auto txn = beginRead();
    if (!txn)
        return {txn.error().message};
    QSet<QByteArray> knownPrefixes;
    for (const auto &table : std::as_const(m_tables)) {
        verifyTable(problems, **txn, m_dbs, table);
        knownPrefixes.insert(tablePrefix(table.id));
    }
    // Data left behind by a table that no longer exists.
    for (auto [dbi, what] :
         {std::pair{m_dbs.items, u"item"_s}, std::pair{m_dbs.indexes, u"index entry"_s},
          std::pair{m_dbs.stats, u"statistics entry"_s}}) {
        auto walked =
            forEachUnder(**txn, dbi, QByteArray(), [&](QByteArrayView key, QByteArrayView) {
                if (!knownPrefixes.contains(
                        key.first(std::min<qsizetype>(4, key.size())).toByteArray()))
                    problems << u"orphan "_s + what + u" "_s + hex(key) + u" belongs to no table"_s;
            });
        if (!walked)
            problems << walked.error().message;
    }
    verifyHistory(problems, **txn);
    return problems;
}

} // namespace lw
