// `lwb verify`: every invariant the engine promises, checked from the stored bytes.
#include "catalog.h"
#include "engineimpl.h"
#include "gsipropagation.h"
#include "history.h"
#include "itemstore.h"
#include "model/itemsize.h"
#include "model/nesting.h"
#include "model/tablejson.h"
#include "streamlog.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>

#include <thread>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString hex(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.toByteArray().toHex());
}

// The API refuses items nested past DynamoDB's limit (model/nesting.h) and the decoder reads
// deeper ones, so only damaged or crafted bytes (a bundle's) hold them; the next write of such an
// item would be refused, and a deeper one would not read back.
bool tooDeep(const Item &item)
{
    return nestingLevels(item) > kMaxNestingLevels;
}

QString tooDeepText()
{
    return u" is nested deeper than %1 levels"_s.arg(kMaxNestingLevels);
}

void checkStats(QStringList &problems, storage::Txn &txn, const EngineImpl::Dbs &dbs,
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

// The item collections' sizes: on a table with an LSI, one per partition key value, as its items
// and their LSI entries add up; on any other table, none.
void checkCollections(QStringList &problems, storage::Txn &txn, const EngineImpl::Dbs &dbs,
                      const TableDefinition &table, const QString &label)
{
    QHash<QByteArray, qint64> want;
    if (ItemStore::keepsCollections(table)) {
        auto counted = countCollectionSizes(txn, dbs, table);
        if (!counted) {
            problems << label + u": "_s + counted.error().message;
            return;
        }
        want = std::move(*counted);
    }
    auto walked = forEachEntry(txn, dbs.stats, collectionsPrefix(table.id),
                               [&](QByteArrayView key, QByteArrayView value) -> Status {
                                   const auto stored = decodeCollectionBytes(value);
                                   const qint64 actual = want.take(key.toByteArray());
                                   if (!stored || *stored != actual)
                                       problems << label + u": item collection "_s + hex(key) +
                                                       u" size says %1 bytes, data has %2"_s
                                                           .arg(stored.value_or(-1))
                                                           .arg(actual);
                                   return {};
                               });
    if (!walked)
        problems << label + u": "_s + walked.error().message;
    for (auto it = want.cbegin(); it != want.cend(); ++it)
        problems << label + u": item collection "_s + hex(it.key()) + u" has no size stored"_s;
}

void verifyTable(QStringList &problems, storage::Txn &txn, const EngineImpl::Dbs &dbs,
                 const TableDefinition &table)
{
    // Expected index entries, built from the items: index name → entry key → encoded projection.
    QHash<QString, QHash<QByteArray, QByteArray>> expected;
    IndexStats tableStats;
    const QString tableLabel = u"table "_s + table.name;
    const auto expect = [&](const IndexDefinition &index, const Item &item) {
        if (auto entryKey = indexKeyBytes(table, index, item)) {
            const Item projection = projectForIndex(item, table, index);
            expected[index.name].insert(*entryKey, encodeRecord(projection, itemSize(projection)));
        }
    };
    // A GSI holds an item with changes still to propagate as the first of them found it
    // (gsipropagation.h): index id → item key → that change's old image (none: no item).
    QHash<quint16, QHash<QByteArray, std::optional<Item>>> propagating;
    if (auto pending = gsipropagation::pendingOfTable(txn, dbs.meta, table.id); !pending) {
        problems << tableLabel + u": "_s + pending.error().message;
    } else {
        for (const gsipropagation::Pending &p : std::as_const(*pending))
            for (quint16 id : p.indexIds)
                if (!propagating[id].contains(p.itemKey))
                    propagating[id].insert(p.itemKey, p.oldItem ? std::optional(p.oldItem->item)
                                                                : std::nullopt);
    }
    auto walked = forEachEntry(
        txn, dbs.items, tablePrefix(table.id),
        [&](QByteArrayView key, QByteArrayView value) -> Status {
            auto record = decodeItemHead(value);
            if (!record) {
                problems << tableLabel + u": item at key "_s + hex(key) + u" does not decode"_s;
                return {};
            }
            const Item &item = record->item;
            if (tooDeep(item))
                problems << tableLabel + u": item at key "_s + hex(key) + tooDeepText();
            if (const auto itemKey = storedItemKeyBytes(table, item); !itemKey)
                problems << tableLabel + u": item at key "_s + hex(key) +
                                u" lacks a key attribute of the table, or holds one of another "
                                u"type"_s;
            else if (*itemKey != key)
                problems << tableLabel + u": item at key "_s + hex(key) +
                                u" is stored under the wrong key"_s;
            if (itemSize(item) != record->size)
                problems << tableLabel + u": item at key "_s + hex(key) +
                                u" records the wrong size"_s;
            ++tableStats.itemCount;
            tableStats.sizeBytes += record->size;
            for (const auto &index : table.indexes)
                if (!propagating.value(index.id).contains(key.toByteArray()))
                    expect(index, item);
            return {};
        });
    if (!walked)
        problems << tableLabel + u": "_s + walked.error().message;
    for (const auto &index : table.indexes)
        for (const std::optional<Item> &image : propagating.value(index.id))
            if (image)
                expect(index, *image);
    checkStats(problems, txn, dbs, table, 0, tableLabel, tableStats);

    for (const auto &index : table.indexes) {
        const QString label = tableLabel + u" index "_s + index.name;
        auto want = expected.value(index.name);
        IndexStats stats;
        auto walkedIndex = forEachEntry(
            txn, dbs.indexes, indexPrefix(table.id, index.id),
            [&](QByteArrayView key, QByteArrayView value) -> Status {
                auto it = want.find(key.toByteArray());
                if (it == want.end()) {
                    problems << label + u": entry "_s + hex(key) + u" has no matching item"_s;
                    return {};
                }
                if (*it != value)
                    problems << label + u": entry "_s + hex(key) +
                                    u" does not match its item's projection"_s;
                if (auto projection = decodeRecord(value)) {
                    if (tooDeep(projection->item))
                        problems << label + u": entry "_s + hex(key) + tooDeepText();
                    ++stats.itemCount;
                    stats.sizeBytes += projection->size;
                }
                want.erase(it);
                return {};
            });
        if (!walkedIndex)
            problems << label + u": "_s + walkedIndex.error().message;
        for (auto it = want.begin(); it != want.end(); ++it)
            problems << label + u": entry missing for key "_s + hex(it.key());
        checkStats(problems, txn, dbs, table, index.id, label, stats);
    }
    checkCollections(problems, txn, dbs, table, tableLabel);
}

// Sequence numbers: each given once, in time order per item, none beyond the counter.
class SeqCheck
{
public:
    explicit SeqCheck(qint64 last) : m_last(last) {}

    void use(QStringList &problems, const QString &what, qint64 seq)
    {
        if (seq <= 0 || seq > m_last)
            problems << what +
                            u": sequence number %1 was never given (the last is %2)"_s.arg(seq).arg(
                                m_last);
        else if (m_used.contains(seq))
            problems << what + u": sequence number %1 is used twice"_s.arg(seq);
        m_used.insert(seq);
    }

private:
    qint64 m_last;
    QSet<qint64> m_used;
};

// One item's versions, oldest first, its head last: a chain of lifetimes in time order, each
// ending in a deletion unless it is the current one.
void verifyItemVersions(QStringList &problems, SeqCheck &seqs, qint64 nowMs,
                        const QByteArray &itemKey, const QList<history::RawVersion> &versions,
                        bool hasHead, bool tableExists)
{
    const QString label = u"history: item "_s + hex(itemKey);
    const history::RawVersion *previous = nullptr;
    for (const auto &v : versions) {
        seqs.use(problems, label, v.seq);
        if (v.timeMs > nowMs)
            problems << label + u": change %1 is after the clock"_s.arg(v.seq);
        if (previous && (v.seq <= previous->seq || v.timeMs < previous->timeMs))
            problems << label + u": change %1 does not follow change %2"_s.arg(v.seq).arg(
                                    previous->seq);
        if (v.record.isEmpty() && (!previous || previous->record.isEmpty()))
            problems << label + u": change %1 deletes an item that was not there"_s.arg(v.seq);
        if (!v.record.isEmpty()) {
            const auto version = decodeRecord(v.record);
            if (!version)
                problems << label + u": version %1 does not decode"_s.arg(v.seq);
            else if (tooDeep(version->item))
                problems << label + u": version %1"_s.arg(v.seq) + tooDeepText();
        }
        previous = &v;
    }
    // Without a head, the newest version is the deletion that ended the item (unless its whole
    // table was deleted, which keeps every item's last version).
    if (!hasHead && tableExists && previous && !previous->record.isEmpty())
        problems << label + u" exists in the history but not in the table"_s;
}

} // namespace

// The history's part: every item's versions form a chain in time order ending at its head,
// sequence numbers are unique and given in order, tables' settings changes follow each other,
// and the sweeper's queue holds exactly the pending TTL deletes of the current items.
void EngineImpl::verifyHistory(QStringList &problems, storage::Txn &txn) const
{
    auto last = history::lastSeq(txn, m_dbs);
    if (!last) {
        problems << last.error().message;
        return;
    }
    SeqCheck seqs(*last);
    auto walked = history::forEachItemVersions(
        txn, m_dbs, QByteArray(),
        [&](const QByteArray &itemKey, const QList<history::RawVersion> &versions) -> Status {
            auto head = storage::get(txn, m_dbs.items, itemKey);
            LW_TRY(head);
            verifyItemVersions(problems, seqs, m_nowMs, itemKey, versions, bool(*head),
                               tableWithId(m_catalog->tables(), tableIdOf(itemKey)));
            return {};
        });
    if (!walked)
        problems << u"history: "_s + walked.error().message;

    qint64 lastTime = std::numeric_limits<qint64>::min(), lastTableSeq = 0;
    walked = forEachEntry(txn, m_dbs.log, {}, [&](QByteArrayView key, QByteArrayView value) {
        const auto change = history::decodeTableChange(key, value);
        if (!change) {
            problems << u"history log: malformed entry "_s + hex(key);
            return Status();
        }
        seqs.use(problems, u"history log"_s, change->seq);
        if (change->seq <= lastTableSeq || change->timeMs < lastTime)
            problems << u"history log: change %1 does not follow change %2"_s.arg(change->seq)
                            .arg(lastTableSeq);
        if (change->timeMs > m_nowMs)
            problems << u"history log: change %1 is after the clock"_s.arg(change->seq);
        lastTableSeq = change->seq;
        lastTime = change->timeMs;
        return Status();
    });
    if (!walked)
        problems << u"history log: "_s + walked.error().message;

    // The sweeper's queue: exactly the pending deletes of the current items.
    QSet<QByteArray> expected;
    for (const auto &table : m_catalog->tables()) {
        auto walkedItems = forEachStoredItem(
            txn, m_dbs, table.id, [&](const QByteArray &itemKey, StoredItem &&stored) -> Status {
                if (auto entry =
                        ttlqueue::entryFor(table, m_sweeper, itemKey, stored.item, m_nowMs))
                    expected.insert(ttlqueue::key(entry->dueMs, itemKey));
                return {};
            });
        if (!walkedItems)
            problems << u"table "_s + table.name + u": "_s + walkedItems.error().message;
    }
    walked = forEachEntry(txn, m_dbs.ttlQueue, {}, [&](QByteArrayView key, QByteArrayView) {
        if (!expected.remove(key.toByteArray()))
            problems << u"TTL queue: entry "_s + hex(key) + u" matches no expiring item"_s;
        return Status();
    });
    if (!walked)
        problems << u"TTL queue: "_s + walked.error().message;
    for (const auto &key : std::as_const(expected))
        problems << u"TTL queue: no entry for expiring item "_s + hex(key);
}

namespace {

// The sequence number of the table change that began the table's current stream (the changes
// after it have records); 0 when the log does not say (a workspace upgraded from format 1).
qint64 streamStartSeq(QStringList &problems, storage::Txn &txn, const EngineImpl::Dbs &dbs,
                      const TableDefinition &table)
{
    qint64 since = 0;
    const auto stored = [](const QByteArray &json) {
        return json.isEmpty() ? std::nullopt
                              : tableDefinitionFromStored(QJsonDocument::fromJson(json).object());
    };
    auto walked =
        forEachEntry(txn, dbs.log, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            const auto change = history::decodeTableChange(key, value);
            if (!change)
                return {}; // reported by verifyHistory
            const auto after = stored(change->after);
            if (!after || after->id != table.id || after->stream != table.stream)
                return {};
            const auto before = stored(change->before);
            if (!before || before->stream != table.stream)
                since = change->seq;
            return {};
        });
    if (!walked)
        problems << u"table "_s + table.name + u" stream: "_s + walked.error().message;
    return since;
}

} // namespace

// The streams' part: each stream record names a change of its table's history (the same
// sequence number, the same item), in time order; and while a table's stream is enabled, every
// change after it began and within the 24 hours of retention has its record.
void EngineImpl::verifyStreams(QStringList &problems, storage::Txn &txn) const
{
    struct Changed
    {
        QByteArray itemKey;
        qint64 timeMs = 0;
    };
    for (const auto &table : m_catalog->tables()) {
        if (!table.stream.hadStream())
            continue;
        const QString label = u"table "_s + table.name + u" stream: "_s;
        QHash<qint64, Changed> changes; // seq → its item and time
        auto walked = history::forEachItemVersions(
            txn, m_dbs, tablePrefix(table.id),
            [&](const QByteArray &itemKey, const QList<history::RawVersion> &versions) -> Status {
                for (const auto &v : versions)
                    changes.insert(v.seq, Changed{itemKey, v.timeMs});
                return {};
            });
        if (!walked) {
            problems << label + walked.error().message;
            continue;
        }
        QSet<qint64> recorded;
        qint64 lastTime = std::numeric_limits<qint64>::min();
        walked = forEachEntry(
            txn, m_dbs.streamRecords, tablePrefix(table.id),
            [&](QByteArrayView key, QByteArrayView value) -> Status {
                const auto record = streamlog::decode(key, value);
                if (!record) {
                    problems << label + u"record "_s + hex(key) + u" does not decode"_s;
                    return {};
                }
                for (const auto *image : {&record->oldImage, &record->newImage})
                    if (*image && tooDeep(**image))
                        problems << label + u"record %1's image"_s.arg(record->seq) + tooDeepText();
                const auto change = changes.constFind(record->seq);
                if (change == changes.cend() ||
                    change->itemKey != storedItemKeyBytes(table, record->keys) ||
                    change->timeMs != record->timeMs)
                    problems << label + u"record %1 matches no change"_s.arg(record->seq);
                if (key.startsWith(streamlog::streamPrefix(table.id, table.stream.labelMs))) {
                    if (record->timeMs < lastTime)
                        problems << label + u"record %1 is out of time order"_s.arg(record->seq);
                    lastTime = record->timeMs;
                    recorded.insert(record->seq);
                }
                return {};
            });
        if (!walked)
            problems << label + walked.error().message;
        if (!table.stream.enabled)
            continue;
        const qint64 since = streamStartSeq(problems, txn, m_dbs, table);
        const qint64 kept = m_nowMs - streamlog::kRetentionMs;
        for (auto it = changes.cbegin(); it != changes.cend(); ++it)
            if (it.key() > since && it->timeMs >= kept && !recorded.contains(it.key()))
                problems << label + u"change %1 has no record"_s.arg(it.key());
    }
}

QStringList EngineImpl::verify()
{
    // The streams' part, the largest (it decodes every record and finds its change), runs on a
    // thread of its own in a read transaction of its own (MDB_NOTLS allows it; not the parked
    // reader, which is this thread's) while this thread checks the tables and the history: about
    // as long together, so verify (and with it bundle import) takes about half the time on two
    // cores. Each part checks within one snapshot, so two snapshots cannot make a false problem.
    QStringList streamProblems;
    std::jthread streams([this, &streamProblems] {
        auto streamsTxn = storage::Txn::beginRead(m_env);
        if (!streamsTxn) {
            streamProblems << streamsTxn.error().message;
            return;
        }
        verifyStreams(streamProblems, *streamsTxn);
    });

    QStringList problems;
    auto txn = beginRead();
    if (!txn) {
        streams.join();
        return QStringList{txn.error().message} + streamProblems;
    }
    QSet<QByteArray> knownPrefixes;
    for (const auto &table : std::as_const(m_catalog->tables())) {
        verifyTable(problems, **txn, m_dbs, table);
        knownPrefixes.insert(tablePrefix(table.id));
    }
    // Data left behind by a table that no longer exists (the statistics hold the sequence
    // counter besides, history.h).
    const QByteArray counter = statsKeyBytes(0, 0);
    for (auto [dbi, what] :
         {std::pair{m_dbs.items, u"item"_s}, std::pair{m_dbs.indexes, u"index entry"_s},
          std::pair{m_dbs.stats, u"statistics entry"_s}}) {
        const bool isStats = dbi.id == m_dbs.stats.id;
        auto walked =
            forEachEntry(**txn, dbi, QByteArray(), [&](QByteArrayView key, QByteArrayView) {
                if (!knownPrefixes.contains(
                        key.first(std::min<qsizetype>(4, key.size())).toByteArray()) &&
                    !(isStats && key == counter))
                    problems << u"orphan "_s + what + u" "_s + hex(key) + u" belongs to no table"_s;
                return Status();
            });
        if (!walked)
            problems << walked.error().message;
    }
    verifyHistory(problems, **txn);
    QStringList consumers; // reported after the streams', as they always were
    verifyConsumers(consumers, **txn);
    streams.join();
    return problems + streamProblems + consumers;
}

} // namespace lw
