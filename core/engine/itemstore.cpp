#include "itemstore.h"

#include "history.h"
#include "model/itemsize.h"
#include "storage/itemcodec.h"
#include "streamlog.h"
#include "tablekeys.h"
#include "ttlqueue.h"

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

// Brings one index in step with the change; returns the write units it cost.
Result<double> updateIndex(storage::Txn &txn, const EngineImpl::Dbs &dbs,
                           const TableDefinition &table, const IndexDefinition &index,
                           const Item *oldItem, const Item *newItem)
{
    const auto before = entryFor(table, index, oldItem);
    const auto after = entryFor(table, index, newItem);
    if (!before && !after)
        return 0.0;
    if (before && after && before->key == after->key && before->projection == after->projection)
        return 0.0;
    double units = 0;
    if (before && (!after || before->key != after->key)) {
        LW_TRY(storage::del(txn, dbs.indexes, before->key));
        units += writeUnits(before->size);
    }
    if (after) {
        LW_TRY(storage::put(txn, dbs.indexes, after->key,
                            encodeRecord(after->projection, after->size)));
        // Rewriting an entry in place costs the larger of its two sizes, like a table write.
        const bool inPlace = before && before->key == after->key;
        units += writeUnits(inPlace ? std::max(before->size, after->size) : after->size);
    }
    const qint64 countDelta = (after ? 1 : 0) - (before ? 1 : 0);
    const qint64 bytesDelta = (after ? after->size : 0) - (before ? before->size : 0);
    LW_TRY(addStats(txn, dbs, table.id, index.id, countDelta, bytesDelta));
    return units;
}

} // namespace

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

Result<std::optional<StoredItem>> readStoredItem(storage::Txn &txn, const EngineImpl::Dbs &dbs,
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

Status updateDerived(storage::Txn &txn, const EngineImpl::Dbs &dbs, const TableDefinition &table,
                     const QByteArray &itemKey, const Item *oldItem, qint64 oldSize,
                     const Item *newItem, qint64 newSize, const ChangeContext &context,
                     ConsumedCapacity *capacity)
{
    if (oldItem || newItem) {
        if (auto s = addStats(txn, dbs, table.id, 0, (newItem ? 1 : 0) - (oldItem ? 1 : 0),
                              (newItem ? newSize : 0) - (oldItem ? oldSize : 0));
            !s)
            return s;
    }
    for (const auto &index : table.indexes) {
        auto units = updateIndex(txn, dbs, table, index, oldItem, newItem);
        LW_TRY(units);
        if (*units > 0 && capacity)
            (index.global ? capacity->globalIndexes : capacity->localIndexes)[index.name] = *units;
    }
    return ttlqueue::update(txn, dbs.ttlQueue, table, *context.sweeper, itemKey, oldItem, newItem,
                            context.timeMs);
}

Result<ConsumedCapacity> applyItemChange(storage::Txn &txn, const EngineImpl::Dbs &dbs,
                                         const TableDefinition &table, const QByteArray &itemKey,
                                         const std::optional<StoredItem> &old, const Item *newItem,
                                         qint64 newSize, const ChangeContext &context)
{
    ConsumedCapacity capacity;
    capacity.tableName = table.name;
    if (!newItem)
        newSize = 0;
    const qint64 oldSize = old ? old->size : 0;
    capacity.table = writeUnits(std::max(oldSize, newSize));
    auto seq = history::writeHead(txn, dbs, itemKey, old, newItem, newSize, context.timeMs,
                                  context.origin);
    LW_TRY(seq);
    if (!*seq)
        return capacity; // the item stays as it was: no history, no stream record
    if (table.stream.enabled) {
        const StreamChange change{
            **seq,   context.timeMs, context.origin, old ? &old->item : nullptr,
            newItem, oldSize,        newSize};
        LW_TRY(streamlog::append(txn, dbs.streamRecords, table, change));
    }
    LW_TRY(updateDerived(txn, dbs, table, itemKey, old ? &old->item : nullptr, oldSize, newItem,
                         newSize, context, &capacity));
    return capacity;
}

Status forEachStoredItem(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId,
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

Status addIndexEntry(storage::Txn &txn, const EngineImpl::Dbs &dbs, const TableDefinition &table,
                     const IndexDefinition &index, const Item &item)
{
    return toStatus(updateIndex(txn, dbs, table, index, nullptr, &item));
}

Result<IndexStats> readStats(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId,
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

Status addStats(storage::Txn &txn, const EngineImpl::Dbs &dbs, quint32 tableId, quint16 indexId,
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
