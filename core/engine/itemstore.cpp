#include "itemstore.h"

#include "gsipropagation.h"
#include "history.h"
#include "model/itemsize.h"
#include "storage/itemcodec.h"
#include "tablekeys.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

struct Entry
{
    QByteArray key;
    Item projection;
    qint64 size = 0;
};

std::optional<Entry> entryFor(const TableDefinition &table, const IndexDefinition &index,
                              const Item *item)
{
    if (!item)
        return std::nullopt;
    auto key = indexKeyBytes(table, index, *item);
    if (!key)
        return std::nullopt;
    Item projection = projectForIndex(*item, table, index);
    const qint64 size = itemSize(projection);
    return Entry{*key, std::move(projection), size};
}

// What bringing one index in step with a change did: the write units it cost and how much the
// index's entries grew (negative: shrank).
struct IndexUpdate
{
    double units = 0;
    qint64 bytesDelta = 0;
};

// Brings `index` from `oldItem`'s entry to `newItem`'s. With `write` false nothing is written:
// the entry's change is only costed and listed (a GSI change that propagates later).
Result<IndexUpdate> updateIndex(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table,
                                const IndexDefinition &index, const Item *oldItem,
                                const Item *newItem, QList<IndexEntryWrite> *entries,
                                bool write = true)
{
    const auto before = entryFor(table, index, oldItem);
    const auto after = entryFor(table, index, newItem);
    if (!before && !after)
        return IndexUpdate{};
    if (before && after && before->key == after->key && before->projection == after->projection)
        return IndexUpdate{};
    double units = 0;
    const auto listed = [&](const Entry &entry, double entryUnits, qint64 sizeDelta) {
        if (entries)
            *entries << IndexEntryWrite{index.name, entry.projection.at(index.key.hash.name),
                                        entryUnits, sizeDelta};
    };
    if (before && (!after || before->key != after->key)) {
        if (write)
            LW_TRY(storage::del(txn, dbs.indexes, before->key));
        units += writeUnits(before->size);
        listed(*before, writeUnits(before->size), -before->size);
    }
    if (after) {
        if (write)
            LW_TRY(storage::put(txn, dbs.indexes, after->key,
                                encodeRecord(after->projection, after->size)));
        // Rewriting an entry in place costs the larger of its two sizes, like a table write.
        const bool inPlace = before && before->key == after->key;
        const double put = writeUnits(inPlace ? std::max(before->size, after->size) : after->size);
        units += put;
        listed(*after, put, after->size - (inPlace ? before->size : 0));
    }
    const qint64 countDelta = (after ? 1 : 0) - (before ? 1 : 0);
    const qint64 bytesDelta = (after ? after->size : 0) - (before ? before->size : 0);
    if (write)
        LW_TRY(addStats(txn, dbs, table.id, index.id, countDelta, bytesDelta));
    return IndexUpdate{units, bytesDelta};
}

// The wording is ours: no captured service text is known (docs/fidelity.md "Item collections").
Error collectionTooLarge()
{
    return Error{ErrorType::ItemCollectionSizeLimitExceeded,
                 u"Item collection size limit exceeded: the items with this partition key value "
                 u"and their local secondary index entries would exceed 10 GB"_s,
                 {}};
}

Status putCollectionBytes(storage::Txn &txn, const ItemDbs &dbs, const QByteArray &key,
                          qint64 bytes)
{
    if (bytes == 0) // an empty collection keeps no record
        return toStatus(storage::del(txn, dbs.stats, key));
    char value[8];
    qToLittleEndian<qint64>(bytes, value);
    return storage::put(txn, dbs.stats, key, QByteArrayView(value, 8));
}

Result<qint64> readCollection(storage::Txn &txn, const ItemDbs &dbs, const QByteArray &key)
{
    auto bytes = storage::get(txn, dbs.stats, key);
    LW_TRY(bytes);
    if (!*bytes)
        return qint64(0);
    return decodeCollectionBytes(**bytes);
}

} // namespace

Result<ItemDbs> ItemDbs::open(storage::Txn &txn)
{
    ItemDbs dbs;
    for (auto [dbi, name] : {std::pair{&dbs.items, "items"}, std::pair{&dbs.indexes, "indexes"},
                             std::pair{&dbs.stats, "stats"}}) {
        auto opened = storage::Dbi::open(txn, name);
        LW_TRY(opened);
        *dbi = *opened;
    }
    return dbs;
}

Error corruptData(const QString &what)
{
    return Error{ErrorType::InternalServerError, u"Corrupt workspace data: "_s + what, {}};
}

QByteArray encodeRecord(const Item &item, qint64 size)
{
    QByteArray out;
    appendRecord(out, item, size);
    return out;
}

void appendRecord(QByteArray &out, const Item &item, qint64 size)
{
    char bytes[4];
    qToLittleEndian<quint32>(quint32(size), bytes);
    out.append(bytes, 4);
    storage::appendItem(out, item);
}

std::optional<StoredItem> decodeRecord(QByteArrayView bytes)
{
    if (bytes.size() < 4)
        return std::nullopt;
    auto item = storage::decodeItem(bytes.sliced(4));
    if (!item)
        return std::nullopt;
    return StoredItem{std::move(*item), qint64(qFromLittleEndian<quint32>(bytes.data()))};
}

std::optional<StoredItem> decodeItemHead(QByteArrayView head)
{
    if (head.size() < history::kStampSize)
        return std::nullopt;
    return decodeRecord(head.sliced(history::kStampSize));
}

Result<std::optional<StoredItem>> readStoredItem(storage::Txn &txn, const ItemDbs &dbs,
                                                 const QByteArray &itemKey)
{
    auto bytes = storage::get(txn, dbs.items, itemKey);
    LW_TRY(bytes);
    if (!*bytes)
        return std::optional<StoredItem>();
    auto record = decodeItemHead(**bytes);
    if (!record)
        return std::unexpected(corruptData(u"an item does not decode"_s));
    return std::optional<StoredItem>(std::move(*record));
}

Status ItemStore::derive(storage::Txn &txn, const ItemChange &change, ConsumedCapacity *capacity)
{
    const TableDefinition &table = change.table;
    qint64 localBytesDelta = 0;
    // A new change's GSI entries propagate later while the lag is on (gsipropagation.h): they are
    // costed now, and queued.
    const bool lagged = change.isNew() && m_propagation && m_propagation->lags();
    QList<quint16> laggedIds;
    for (const auto &index : table.indexes) {
        const bool deferred = lagged && index.global;
        auto updated = updateIndex(
            txn, m_dbs, table, index, change.oldItem, change.newItem,
            m_recordIndexWrites && index.global && capacity ? &m_indexWrites : nullptr, !deferred);
        LW_TRY(updated);
        if (deferred && (updated->units > 0))
            laggedIds << index.id;
        if (!index.global)
            localBytesDelta += updated->bytesDelta;
        if (updated->units > 0 && capacity)
            (index.global ? capacity->globalIndexes : capacity->localIndexes)[index.name] =
                updated->units;
    }
    if (change.oldItem || change.newItem) {
        const qint64 bytesDelta =
            (change.newItem ? change.newSize : 0) - (change.oldItem ? change.oldSize : 0);
        LW_TRY(addStats(txn, m_dbs, table.id, 0,
                        (change.newItem ? 1 : 0) - (change.oldItem ? 1 : 0), bytesDelta));
        if (keepsCollections(table))
            LW_TRY(addToCollection(txn, change, bytesDelta + localBytesDelta));
    }
    if (!laggedIds.isEmpty())
        LW_TRY(m_propagation->queue(txn, change, laggedIds));
    for (ItemChangeFollower *follower : std::as_const(m_followers))
        LW_TRY(follower->follow(txn, change));
    return {};
}

Result<ConsumedCapacity> ItemStore::apply(storage::Txn &txn, const TableDefinition &table,
                                          const QByteArray &itemKey,
                                          const std::optional<StoredItem> &old, const Item *newItem,
                                          qint64 newSize, const ChangeContext &context)
{
    ConsumedCapacity capacity;
    capacity.tableName = table.name;
    if (!newItem)
        newSize = 0;
    const qint64 oldSize = old ? old->size : 0;
    capacity.table = writeUnits(std::max(oldSize, newSize));
    if (m_recordIndexWrites) {
        m_indexWrites.clear();
        m_sizeDelta = 0;
    }
    if (!old && !newItem)
        return capacity; // nothing to delete: no history, no stream record
    if (old && newItem && old->item == *newItem)
        return capacity; // the item stays as it was
    if (m_recordIndexWrites)
        m_sizeDelta = newSize - oldSize;
    auto seq = history::takeSeq(txn, m_dbs);
    LW_TRY(seq);
    ItemChange change{
        table, itemKey, old ? &old->item : nullptr, oldSize, newItem, newSize, context, *seq, {}};
    if (old) {
        // Copied: the head is about to be overwritten, and a view into the map may not outlive
        // a write.
        auto head = storage::get(txn, m_dbs.items, itemKey);
        LW_TRY(head);
        if (!*head)
            return std::unexpected(corruptData(u"an item's head"_s));
        change.oldHead = (*head)->toByteArray();
    }
    if (newItem)
        LW_TRY(
            storage::put(txn, m_dbs.items, itemKey,
                         history::encodeHead(history::Stamp{context.timeMs, *seq, context.origin},
                                             *newItem, newSize)));
    else
        LW_TRY(storage::del(txn, m_dbs.items, itemKey));
    LW_TRY(derive(txn, change, &capacity));
    return capacity;
}

bool ItemStore::keepsCollections(const TableDefinition &table)
{
    return std::any_of(table.indexes.begin(), table.indexes.end(),
                       [](const IndexDefinition &index) { return !index.global; });
}

Status ItemStore::addToCollection(storage::Txn &txn, const ItemChange &change, qint64 delta)
{
    if (delta == 0)
        return {};
    const Item &item = change.newItem ? *change.newItem : *change.oldItem;
    const auto pk = item.find(change.table.key.hash.name);
    if (pk == item.end()) // only stored bytes can lack it
        return std::unexpected(corruptData(u"an item without its partition key"_s));
    const QByteArray key = collectionKeyBytes(change.table.id, pk->second);
    auto bytes = readCollection(txn, m_dbs, key);
    LW_TRY(bytes);
    const qint64 after = *bytes + delta;
    // A rewind's re-derivation puts back what was once within the limit: it is never refused.
    if (change.isNew() && delta > 0 && after > m_collectionLimitBytes)
        return std::unexpected(collectionTooLarge());
    return putCollectionBytes(txn, m_dbs, key, after);
}

Result<std::optional<ItemCollectionMetrics>>
ItemStore::collectionMetrics(storage::Txn &txn, const TableDefinition &table, const Item &key) const
{
    if (!keepsCollections(table))
        return std::optional<ItemCollectionMetrics>();
    const QString &name = table.key.hash.name;
    const AttributeValue &value = key.at(name);
    auto bytes = readCollectionBytes(txn, m_dbs, table.id, value);
    LW_TRY(bytes);
    return std::optional<ItemCollectionMetrics>(
        ItemCollectionMetrics{table.name, {{name, value}}, *bytes});
}

Result<qint64> readCollectionBytes(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                                   const AttributeValue &partitionValue)
{
    return readCollection(txn, dbs, collectionKeyBytes(tableId, partitionValue));
}

Result<qint64> decodeCollectionBytes(QByteArrayView value)
{
    if (value.size() != 8)
        return std::unexpected(corruptData(u"an item collection's size has the wrong size"_s));
    return qFromLittleEndian<qint64>(value.data());
}

Result<QHash<QByteArray, qint64>> countCollectionSizes(storage::Txn &txn, const ItemDbs &dbs,
                                                       const TableDefinition &table)
{
    QHash<QByteArray, qint64> sizes;
    LW_TRY(forEachStoredItem(txn, dbs, table.id, [&](const QByteArray &, StoredItem &&stored) {
        auto pk = stored.item.find(table.key.hash.name);
        if (pk == stored.item.end())
            return Status(std::unexpected(corruptData(u"an item without its partition key"_s)));
        qint64 bytes = stored.size;
        for (const auto &index : table.indexes)
            if (!index.global)
                if (const auto entry = entryFor(table, index, &stored.item))
                    bytes += entry->size;
        sizes[collectionKeyBytes(table.id, pk->second)] += bytes;
        return Status();
    }));
    return sizes;
}

Status countCollections(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table)
{
    LW_TRY(erasePrefix(txn, dbs.stats, collectionsPrefix(table.id)));
    auto sizes = countCollectionSizes(txn, dbs, table);
    LW_TRY(sizes);
    for (auto it = sizes->cbegin(); it != sizes->cend(); ++it)
        LW_TRY(putCollectionBytes(txn, dbs, it.key(), it.value()));
    return {};
}

Status ItemStore::rederive(storage::Txn &txn, const TableDefinition &table,
                           const QByteArray &itemKey, const Item *oldItem, qint64 oldSize,
                           const Item *newItem, qint64 newSize, const ChangeContext &context)
{
    return derive(txn,
                  ItemChange{table, itemKey, oldItem, oldSize, newItem, newSize, context, 0, {}},
                  nullptr);
}

Status ItemStore::rederiveTable(storage::Txn &txn, quint32 tableId, const TableDefinition *table,
                                const ChangeContext &context)
{
    for (auto dbi : {m_dbs.indexes, m_dbs.stats})
        LW_TRY(erasePrefix(txn, dbi, tablePrefix(tableId)));
    // The indexes are derived from the items as they are: nothing of theirs is pending.
    if (m_propagation)
        LW_TRY(m_propagation->clearTable(txn, tableId));
    for (ItemChangeFollower *follower : std::as_const(m_followers))
        LW_TRY(follower->dropTable(txn, tableId));
    if (!table)
        return {};
    return forEachStoredItem(
        txn, m_dbs, tableId, [&](const QByteArray &itemKey, StoredItem &&stored) {
            return rederive(txn, *table, itemKey, nullptr, 0, &stored.item, stored.size, context);
        });
}

Status forEachStoredItem(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                         const std::function<Status(const QByteArray &, StoredItem &&)> &visit)
{
    return forEachEntry(txn, dbs.items, tablePrefix(tableId),
                        [&](QByteArrayView key, QByteArrayView value) -> Status {
                            auto record = decodeItemHead(value);
                            if (!record)
                                return std::unexpected(corruptData(u"an item does not decode"_s));
                            return visit(key.toByteArray(), std::move(*record));
                        });
}

Status forEachEntry(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix,
                    const std::function<Status(QByteArrayView, QByteArrayView)> &visit)
{
    auto cursor = storage::Cursor::open(txn, dbi);
    LW_TRY(cursor);
    // LMDB rejects an empty key, so the whole database starts at first().
    auto found = prefix.isEmpty() ? cursor->first() : cursor->seek(prefix);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next())
        if (auto s = visit(cursor->key(), cursor->value()); !s)
            return s;
    return toStatus(found);
}

Status erasePrefix(storage::Txn &txn, storage::Dbi dbi, const QByteArray &prefix)
{
    auto cursor = storage::Cursor::open(txn, dbi);
    LW_TRY(cursor);
    auto found = cursor->seek(prefix);
    while (found && *found && cursor->key().startsWith(prefix)) {
        if (auto s = cursor->erase(); !s)
            return s;
        // mdb_cursor_del leaves the cursor on the next entry; re-read it.
        found = cursor->seek(prefix);
    }
    return toStatus(found);
}

Status addIndexEntry(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table,
                     const IndexDefinition &index, const Item &item)
{
    return updateIndexEntry(txn, dbs, table, index, nullptr, &item);
}

Status updateIndexEntry(storage::Txn &txn, const ItemDbs &dbs, const TableDefinition &table,
                        const IndexDefinition &index, const Item *oldItem, const Item *newItem)
{
    auto updated = updateIndex(txn, dbs, table, index, oldItem, newItem, nullptr);
    LW_TRY(updated);
    return {};
}

Result<IndexStats> readStats(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId,
                             quint16 indexId)
{
    auto bytes = storage::get(txn, dbs.stats, statsKeyBytes(tableId, indexId));
    LW_TRY(bytes);
    if (!*bytes)
        return IndexStats{};
    if ((*bytes)->size() != 16)
        return std::unexpected(corruptData(u"table statistics have the wrong size"_s));
    // FROZEN: count:i64le bytes:i64le.
    return IndexStats{qFromLittleEndian<qint64>((*bytes)->data()),
                      qFromLittleEndian<qint64>((*bytes)->data() + 8)};
}

Status addStats(storage::Txn &txn, const ItemDbs &dbs, quint32 tableId, quint16 indexId,
                qint64 countDelta, qint64 bytesDelta)
{
    if (countDelta == 0 && bytesDelta == 0)
        return {};
    auto stats = readStats(txn, dbs, tableId, indexId);
    LW_TRY(stats);
    char bytes[16];
    qToLittleEndian<qint64>(stats->itemCount + countDelta, bytes);
    qToLittleEndian<qint64>(stats->sizeBytes + bytesDelta, bytes + 8);
    return storage::put(txn, dbs.stats, statsKeyBytes(tableId, indexId), QByteArrayView(bytes, 16));
}

} // namespace lw
