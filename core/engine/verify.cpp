// `lwb verify`: every invariant the engine promises, checked from the stored bytes.
#include "engine.h"
#include "itemstore.h"
#include "model/itemsize.h"
#include "tablekeys.h"

#include <QHash>

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

} // namespace

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
