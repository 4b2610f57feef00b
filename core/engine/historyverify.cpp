// `verify`, for the history: the current state is the history replayed to the head, the log and
// the versions agree entry for entry, sequence numbers increase, and the sweeper's queue holds
// exactly the pending TTL deletes of the current items.
#include "engine.h"
#include "history.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QSet>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString hex(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.toByteArray().toHex());
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
        const QByteArrayView key = log->key(), value = log->value();
        if (key.size() != 16 || value.size() < 2) {
            problems << u"history log: malformed entry "_s + hex(key);
            continue;
        }
        const qint64 timeMs = history::decodeTime(key.first(8));
        const qint64 seq = qint64(qFromBigEndian<quint64>(key.data() + 8));
        if (seq <= lastSeq || timeMs < lastTime)
            problems << u"history log: change %1 does not follow change %2"_s.arg(seq).arg(lastSeq);
        if (timeMs > m_nowMs)
            problems << u"history log: change %1 is after the clock"_s.arg(seq);
        lastSeq = seq;
        lastTime = timeMs;
        if (value[0] != 0x00)
            continue;
        ++logged;
        const QByteArray itemKey = value.sliced(2).toByteArray();
        auto version = storage::get(txn, m_dbs.versions, history::versionKey(itemKey, timeMs, seq));
        if (!version || !*version)
            problems << u"history log: change %1 has no version"_s.arg(seq);
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

} // namespace lw
