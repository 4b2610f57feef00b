// Brings the stored keys of a format-3 workspace to format 4 (tablekeys.h), in the transaction
// that opens it, so that a workspace is upgraded whole or not at all. Format 3 stored
//   hash(v) := 0x01 part(v) | 0x02 sha1(part(v))
// without the spread in front; every key that holds an item key gains it, each value stays:
//   items        itemKey                       (the item's head)
//   versions     itemKey ~time ~seq
//   ttlQueue     dueTime itemKey
//   projections  tableId name 0x00 itemKey     (and the journal's copies of those keys)
//   indexes      each entry's key made anew from its projection, which holds every key attribute.
// The item collections' sizes are counted anew afterwards (historyupgrade.cpp). Stream records,
// consumers, the log and the archive bucket hold no item keys. A 0x01 part names the partition key
// value; a 0x02 digest does not, so the value of each long partition key is learnt from a record
// first: the item's head, a version or a projected document (a deletion holds none, but the
// versions before it do). Versions may belong to deleted tables, whose key schemas the log keeps.
#include "catalog.h"
#include "engineimpl.h"
#include "history.h"
#include "journal.h"
#include "model/tablejson.h"
#include "storage/itemcodec.h"
#include "storage/keycodec.h"
#include "tablekeys.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qsizetype kTableId = 4;
constexpr qsizetype kLongHash = kTableId + 1 + 20; // tableId 0x02 sha1
constexpr char kInline = 0x01, kDigest = 0x02;

class KeySpreader
{
public:
    void addTable(const TableDefinition &table) { m_tables.insert(table.id, table); }

    // Keeps the partition key value of a format-3 key with a digest, from a record stored
    // under it.
    void learn(QByteArrayView oldKey, const Item &item)
    {
        if (oldKey.size() < kLongHash || oldKey[kTableId] != kDigest)
            return;
        const auto table = m_tables.constFind(tableIdOf(oldKey));
        if (table == m_tables.cend())
            return;
        if (auto pk = item.find(table->key.hash.name); pk != item.end())
            m_longKeys.insert(oldKey.first(kLongHash).toByteArray(), pk->second);
    }

    // The format-4 key of a format-3 item key.
    Result<QByteArray> spread(QByteArrayView oldKey) const
    {
        const auto table = m_tables.constFind(tableIdOf(oldKey));
        if (oldKey.size() <= kTableId || table == m_tables.cend())
            return std::unexpected(corruptData(u"an item key names no table"_s));
        if (oldKey[kTableId] == kInline) {
            qsizetype pos = kTableId + 1;
            const auto pk = storage::decodeKeyPart(oldKey, pos, table->key.hash.type);
            if (!pk)
                return std::unexpected(corruptData(u"an item key does not decode"_s));
            return partitionPrefix(*table, nullptr, *pk) + oldKey.sliced(pos);
        }
        const auto pk = oldKey.size() >= kLongHash && oldKey[kTableId] == kDigest
                            ? m_longKeys.constFind(oldKey.first(kLongHash).toByteArray())
                            : m_longKeys.cend();
        if (pk == m_longKeys.cend())
            return std::unexpected(corruptData(u"an item key's partition key is not known"_s));
        return partitionPrefix(*table, nullptr, *pk) + oldKey.sliced(kLongHash);
    }

private:
    QHash<quint32, TableDefinition> m_tables;     // every table the history knows
    QHash<QByteArray, AttributeValue> m_longKeys; // tableId 0x02 sha1 → partition key value
};

using Rekeyed = std::pair<QByteArray, QByteArray>; // key, value
using Rekey = std::function<Result<Rekeyed>(QByteArrayView key, QByteArrayView value)>;

// Rewrites every entry of `dbi` as `rekey` says. All old keys go before any new one is written:
// a new key may equal another entry's old one.
Status rekeyAll(storage::Txn &txn, storage::Dbi dbi, const Rekey &rekey)
{
    QList<QByteArray> oldKeys;
    QList<Rekeyed> entries;
    auto walked =
        forEachEntry(txn, dbi, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            auto entry = rekey(key, value);
            LW_TRY(entry);
            oldKeys << key.toByteArray();
            entries << *std::move(entry);
            return {};
        });
    LW_TRY(walked);
    for (const QByteArray &key : std::as_const(oldKeys))
        LW_TRY(storage::del(txn, dbi, key));
    for (const auto &[key, value] : std::as_const(entries))
        LW_TRY(storage::put(txn, dbi, key, value));
    return {};
}

// Where the item key starts in a projection key: after the 0x00 that ends the consumer's name.
qsizetype projectionItemKeyAt(QByteArrayView key)
{
    const qsizetype end = key.indexOf('\0', kTableId);
    return end < 0 ? -1 : end + 1;
}

Result<QByteArray> spreadProjectionKey(const KeySpreader &spreader, QByteArrayView key)
{
    const qsizetype at = projectionItemKeyAt(key);
    if (at < 0)
        return std::unexpected(corruptData(u"a projected document's key"_s));
    auto itemKey = spreader.spread(key.sliced(at));
    LW_TRY(itemKey);
    return key.first(at).toByteArray() + *itemKey;
}

} // namespace

Status EngineImpl::spreadKeys(storage::Txn &txn)
{
    KeySpreader spreader;
    auto logged =
        forEachEntry(txn, m_dbs.log, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            const auto change = history::decodeTableChange(key, value);
            if (!change)
                return std::unexpected(corruptData(u"a history log entry"_s));
            for (const QByteArray &json : {change->before, change->after})
                if (!json.isEmpty())
                    if (auto table =
                            tableDefinitionFromStored(QJsonDocument::fromJson(json).object()))
                        spreader.addTable(*table);
            return {};
        });
    LW_TRY(logged);
    for (const auto &table : std::as_const(m_catalog->tables()))
        spreader.addTable(table);

    // The long partition keys, from every record that holds one.
    const auto learnFrom = [&](QByteArrayView key, const std::optional<StoredItem> &record) {
        if (record)
            spreader.learn(key, record->item);
    };
    LW_TRY(forEachEntry(txn, m_dbs.items, {}, [&](QByteArrayView key, QByteArrayView head) {
        learnFrom(key, decodeItemHead(head));
        return Status();
    }));
    LW_TRY(forEachEntry(txn, m_dbs.versions, {}, [&](QByteArrayView key, QByteArrayView value) {
        if (auto version = history::decodeVersion(key, value))
            learnFrom(key.chopped(history::kVersionSuffix), version->record);
        return Status();
    }));
    LW_TRY(forEachEntry(txn, m_dbs.consumerStore.projections, {},
                        [&](QByteArrayView key, QByteArrayView value) {
                            const qsizetype at = projectionItemKeyAt(key);
                            if (auto document = storage::decodeItem(value); document && at >= 0)
                                spreader.learn(key.sliced(at), *document);
                            return Status();
                        }));

    // Keys that end in an item key: what comes before it stays, the item key is spread.
    const auto spreadAfter = [&](storage::Dbi dbi, qsizetype fixed, const QString &what) {
        const Rekey rekey = [&](QByteArrayView key, QByteArrayView value) -> Result<Rekeyed> {
            if (key.size() <= fixed)
                return std::unexpected(corruptData(what));
            auto spread = spreader.spread(key.sliced(fixed));
            LW_TRY(spread);
            return Rekeyed{key.first(fixed) + *spread, value.toByteArray()};
        };
        return rekeyAll(txn, dbi, rekey);
    };
    LW_TRY(spreadAfter(m_dbs.items, 0, u"an item key"_s));
    constexpr qsizetype kDueTime = 8;
    LW_TRY(spreadAfter(m_dbs.ttlQueue, kDueTime, u"a TTL queue entry's key"_s));
    const Rekey version = [&](QByteArrayView key, QByteArrayView value) -> Result<Rekeyed> {
        if (key.size() <= history::kVersionSuffix)
            return std::unexpected(corruptData(u"an item version's key"_s));
        auto spread = spreader.spread(key.chopped(history::kVersionSuffix));
        LW_TRY(spread);
        return Rekeyed{*spread + key.last(history::kVersionSuffix), value.toByteArray()};
    };
    LW_TRY(rekeyAll(txn, m_dbs.versions, version));
    const Rekey projection = [&](QByteArrayView key, QByteArrayView value) -> Result<Rekeyed> {
        auto spread = spreadProjectionKey(spreader, key);
        LW_TRY(spread);
        return Rekeyed{*spread, value.toByteArray()};
    };
    LW_TRY(rekeyAll(txn, m_dbs.consumerStore.projections, projection));
    // The journal's entries keep a key and its old value: only the projections' keys change.
    constexpr qsizetype kEntryHead = 6; // db:u8 present:u8 keyLen:u32le
    const Rekey journalEntry = [&](QByteArrayView key, QByteArrayView value) -> Result<Rekeyed> {
        const qint64 keyLen =
            value.size() < kEntryHead ? -1 : qFromLittleEndian<quint32>(value.data() + 2);
        if (keyLen < 0 || value.size() < kEntryHead + keyLen)
            return std::unexpected(corruptData(u"an undo journal entry"_s));
        if (quint8(value[0]) != quint8(journal::JournalDb::Projections))
            return Rekeyed{key.toByteArray(), value.toByteArray()};
        auto spread = spreadProjectionKey(spreader, value.sliced(kEntryHead, keyLen));
        LW_TRY(spread);
        char length[4];
        qToLittleEndian<quint32>(quint32(spread->size()), length);
        QByteArray rewritten = value.first(2).toByteArray();
        rewritten.append(length, 4).append(*spread).append(value.sliced(kEntryHead + keyLen));
        return Rekeyed{key.toByteArray(), rewritten};
    };
    LW_TRY(rekeyAll(txn, m_dbs.journal, journalEntry));
    // Index entries: made anew from what they project, under the current tables (a deleted table
    // keeps none).
    constexpr qsizetype kIndexId = kTableId + 2;
    const Rekey indexEntry = [&](QByteArrayView key, QByteArrayView value) -> Result<Rekeyed> {
        const IndexDefinition *index = nullptr;
        const TableDefinition *table =
            key.size() < kIndexId ? nullptr : tableWithId(m_catalog->tables(), tableIdOf(key));
        if (table) {
            const quint16 id = qFromBigEndian<quint16>(key.data() + kTableId);
            for (const auto &candidate : table->indexes)
                if (candidate.id == id)
                    index = &candidate;
        }
        const auto entry = index ? decodeRecord(value) : std::nullopt;
        auto spread = entry ? indexKeyBytes(*table, *index, entry->item) : std::nullopt;
        if (!spread)
            return std::unexpected(corruptData(u"an index entry"_s));
        return Rekeyed{*std::move(spread), value.toByteArray()};
    };
    return rekeyAll(txn, m_dbs.indexes, indexEntry);
}
} // namespace lw
