// Scan over a table or a secondary index, one page per call: at most `Limit` items or 1 MB of
// evaluated data, LastEvaluatedKey when the page stopped early. Charged on what it evaluated,
// rounded up to 4 KB once for the page.
#include "engine.h"
#include "expr/evaluate.h"
#include "itemstore.h"
#include "storage/keycodec.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kPageBytes = 1024 * 1024;

Error invalidStartKey(bool onIndex)
{
    return validationError(onIndex ? u"The provided starting key is invalid"_s
                                   : u"The provided starting key is invalid: The provided key "
                                     u"element does not match the schema"_s);
}

// The stored key at which a page resumes, from the ExclusiveStartKey the caller passed back.
Result<QByteArray> startKeyBytes(const TableDefinition &table, const IndexDefinition *index,
                                 const Item &start)
{
    if (!index) {
        if (!validateKey(start, table.key))
            return std::unexpected(invalidStartKey(false));
        return itemKeyBytes(table, start);
    }
    Item tableKey = keyOf(start, table.key);
    const size_t expected = indexEntryKeyOf(start, table, *index).size();
    if (!validateKey(tableKey, table.key) || start.size() != expected)
        return std::unexpected(invalidStartKey(true));
    auto bytes = indexKeyBytes(table, *index, start);
    if (!bytes)
        return std::unexpected(invalidStartKey(true));
    return *bytes;
}

// Which of `total` segments an item belongs to: a stable hash of its (index) partition key,
// FNV-1a over the key's byte encoding, scaled to [0, total). Stable across runs and machines, so
// a parallel scan recorded in a lesson replays the same way.
qint64 segmentOf(const Item &item, const KeyElement &partitionKey, qint64 total)
{
    if (total <= 1)
        return 0;
    QByteArray bytes;
    if (auto it = item.find(partitionKey.name); it != item.end())
        storage::appendKeyPart(bytes, it->second);
    quint32 hash = 2166136261u;
    for (char c : std::as_const(bytes))
        hash = (hash ^ quint8(c)) * 16777619u;
    return qint64((quint64(hash) * quint64(total)) >> 32);
}

} // namespace

Result<ScanResult> Engine::scan(const ScanRequest &request)
{
    const TableDefinition *table = findTable(request.tableName);
    if (!table)
        return std::unexpected(tableNotFound(request.tableName));
    const IndexDefinition *index = nullptr;
    if (!request.indexName.isEmpty()) {
        index = table->index(request.indexName);
        if (!index)
            return std::unexpected(validationError(
                u"The table does not have the specified index: "_s + request.indexName));
        if (index->global && request.consistentRead)
            return std::unexpected(validationError(
                u"Consistent reads are not supported on global secondary indexes"_s));
    }
    const QByteArray prefix = index ? indexPrefix(table->id, index->id) : tablePrefix(table->id);
    const KeyElement &partitionKey = index ? index->key.hash : table->key.hash;
    QByteArray start = prefix;
    if (request.exclusiveStartKey) {
        auto bytes = startKeyBytes(*table, index, *request.exclusiveStartKey);
        if (!bytes)
            return std::unexpected(bytes.error());
        start = *bytes;
        if (segmentOf(*request.exclusiveStartKey, partitionKey, request.totalSegments) !=
            request.segment)
            return std::unexpected(validationError(
                u"The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
                u"ExclusiveStartKey with correct Segment. TotalSegments: %1 Segment: %2"_s
                    .arg(request.totalSegments)
                    .arg(request.segment)));
    }

    auto txn = beginRead();
    if (!txn)
        return std::unexpected(txn.error());
    auto cursor = storage::Cursor::open(**txn, index ? m_dbs.indexes : m_dbs.items);
    if (!cursor)
        return std::unexpected(cursor.error());
    auto found = cursor->seek(start);
    if (found && *found && request.exclusiveStartKey && cursor->key() == QByteArrayView(start))
        found = cursor->next();

    ScanResult result;
    qint64 evaluatedBytes = 0;
    // The page resumes after the last item it evaluated, whether or not the filter kept it.
    std::optional<Item> lastFilteredOut;
    // A page ends on Limit items or once 1 MB has been evaluated.
    const auto pageFull = [&] {
        return (request.limit && result.scannedCount >= *request.limit) ||
               evaluatedBytes >= kPageBytes;
    };
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next()) {
        if (pageFull())
            break;
        auto record = decodeRecord(cursor->value());
        if (!record)
            return std::unexpected(corruptData(u"an item does not decode"_s));
        // Items of other segments are not this call's to read: they cost and count nothing.
        if (segmentOf(record->item, partitionKey, request.totalSegments) != request.segment)
            continue;
        evaluatedBytes += record->size;
        ++result.scannedCount;
        if (!request.filter || expr::evaluate(*request.filter, record->item)) {
            result.items << std::move(record->item);
            lastFilteredOut.reset();
        } else {
            lastFilteredOut = std::move(record->item);
        }
    }
    if (!found)
        return std::unexpected(found.error());
    // DynamoDB reports LastEvaluatedKey whenever a page ends full, even when nothing remains
    // after it, so the next call returns an empty page.
    if (result.scannedCount > 0 && pageFull()) {
        const Item &last = lastFilteredOut ? *lastFilteredOut : result.items.last();
        result.lastEvaluatedKey =
            index ? indexEntryKeyOf(last, *table, *index) : keyOf(last, table->key);
    }
    result.capacity.tableName = table->name;
    const double units = readUnits(evaluatedBytes, request.consistentRead);
    if (!index)
        result.capacity.table = units;
    else
        (index->global ? result.capacity.globalIndexes
                       : result.capacity.localIndexes)[index->name] = units;
    return result;
}

} // namespace lw
