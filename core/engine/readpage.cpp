#include "readpage.h"

#include "catalog.h"
#include "readconsistency.h"

#include "expr/evaluate.h"
#include "history.h"
#include "itemcalls.h"
#include "model/itemsize.h"
#include "model/keyhash.h"
#include "pastentries.h"
#include "tablekeys.h"
#include "throughputlimits.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

Error invalidStartKey(bool onIndex)
{
    return validationError(onIndex ? u"The provided starting key is invalid"_s
                                   : u"The provided starting key is invalid: The provided key "
                                     u"element does not match the schema"_s);
}

// Positions `cursor` on the first entry of the page; false when there is none.
template<class Cursor> Result<bool> position(Cursor &cursor, const PageSpec &spec)
{
    if (spec.forward) {
        auto found = cursor.seek(spec.resumeAfter ? *spec.resumeAfter : spec.lower);
        if (found && *found && spec.resumeAfter &&
            cursor.key() == QByteArrayView(*spec.resumeAfter))
            return cursor.next();
        return found;
    }
    // Backwards: the last entry below the resume key, or below the range's end.
    const std::optional<QByteArray> &end = spec.resumeAfter ? spec.resumeAfter : spec.upper;
    if (!end)
        return cursor.last();
    auto found = cursor.seek(*end);
    if (!found)
        return found;
    return *found ? cursor.prev() : cursor.last();
}

bool inRange(QByteArrayView key, const PageSpec &spec)
{
    if (spec.forward)
        return !spec.upper || key < QByteArrayView(*spec.upper);
    return key >= QByteArrayView(spec.lower);
}

// How much of the 1 MB page an item fills: not its item size but what the service's storage
// holds for it, as dynalite fits it (db/index.js, itemSize with compression and metadata): each
// attribute's value with its storage header and 1 byte for its name, the table's sort key apart
// (its plain value size), plus 2 bytes and, per started 3 KB, 18 bytes and the sort key again.
// With it a page stops where the service's does (24 items of 43 KB, where item sizes make 25).
qint64 storedValueSize(const AttributeValue &value)
{
    using T = AttributeValue::Type;
    const qint64 size = attributeSize(value);
    switch (value.type()) {
    case T::S:
        return size + (size < 128 ? 1 : size < 16384 ? 2 : 3);
    case T::B:
    case T::N:
        return size + 1;
    case T::SS:
        return size + qint64(value.asStringSet().size()) + 1;
    case T::NS:
        return size + qint64(value.asNumberSet().size()) + 1;
    case T::BS:
        return size + qint64(value.asBinarySet().size()) + 1;
    case T::NUL:
        return 0;
    case T::BOOL:
        return 1;
    case T::L: {
        qint64 stored = 3;
        for (const AttributeValue &element : value.asList())
            stored += 1 + storedValueSize(element);
        return stored;
    }
    case T::M: {
        qint64 stored = 3 + qint64(value.asMap().size());
        for (const auto &[name, member] : value.asMap())
            stored += storedValueSize(member) + 1;
        return stored;
    }
    }
    return size;
}

qint64 pageBytes(const Item &item, const QString &sortKey)
{
    qint64 size = 0;
    qint64 sortKeySize = 0;
    for (const auto &[name, value] : item) {
        if (name == sortKey)
            sortKeySize = attributeSize(value);
        else
            size += storedValueSize(value) + 1;
    }
    return 2 + size + (1 + (1 + size) / 3072) * (18 + sortKeySize);
}

struct Page
{
    QList<Item> items; // those that passed the filter, unless !keepItems
    qint64 count = 0;  // how many passed the filter
    qint64 scannedCount = 0;
    qint64 evaluatedBytes = 0; // item sizes, for the read units
    qint64 storedBytes = 0;    // pageBytes(), for the 1 MB page
    // The last item evaluated when the page ended full; DynamoDB then reports its key as
    // LastEvaluatedKey, even when nothing remains after it.
    std::optional<Item> lastEvaluated;
};

// Reads one page from `cursor` (an LMDB cursor over the present, PastEntries over the past),
// whose values hold a record from byte `recordAt` on (after an item head's stamp); `sortKey` is
// the table's sort key attribute (pageBytes()).
template<class Cursor>
Result<Page> readPage(storage::Txn &txn, const history::Dbs &dbs, Cursor *cursor,
                      const PageSpec &spec, qsizetype recordAt, const QString &sortKey)
{
    Page page;
    const auto full = [&] {
        return (spec.limit && page.scannedCount >= *spec.limit) || page.storedBytes >= kPageBytes;
    };
    auto found = position(*cursor, spec);
    for (; found && *found && inRange(cursor->key(), spec);
         found = spec.forward ? cursor->next() : cursor->prev()) {
        auto record = cursor->value().size() < recordAt
                          ? std::nullopt
                          : decodeRecord(cursor->value().sliced(recordAt));
        if (!record)
            return std::unexpected(corruptData(u"an item does not decode"_s));
        if (spec.belongs && !spec.belongs(record->item))
            continue;
        if (spec.fetchFrom) {
            const QByteArray itemKey = itemKeyBytes(*spec.fetchFrom, record->item);
            auto whole = spec.asOfMs ? history::itemAt(txn, dbs, itemKey, *spec.asOfMs)
                                     : readStoredItem(txn, dbs, itemKey);
            LW_TRY(whole);
            if (!*whole)
                return std::unexpected(corruptData(u"an index entry has no item"_s));
            record = std::move(*whole);
        }
        page.evaluatedBytes += record->size;
        if (spec.keyBytes) {
            const auto key = record->item.find(spec.keyName);
            spec.keyBytes->append(
                {key == record->item.end() ? 0 : partitionKeyHash(partitionKeyBytes(key->second)),
                 record->size});
        }
        page.storedBytes += pageBytes(record->item, sortKey);
        ++page.scannedCount;
        const bool passes = !spec.filter || expr::evaluate(*spec.filter, record->item);
        if (passes)
            ++page.count;
        if (full()) {
            page.lastEvaluated = record->item;
            if (passes && spec.keepItems)
                page.items << std::move(record->item);
            break;
        }
        if (passes && spec.keepItems)
            page.items << std::move(record->item);
    }
    LW_TRY(found);
    return page;
}

// A page as Scan and Query return it: LastEvaluatedKey and the read units it cost.
ScanResult pageResult(Page page, const TableDefinition &table, const IndexDefinition *index,
                      bool consistentRead)
{
    ScanResult result;
    result.items = std::move(page.items);
    result.count = page.count;
    result.scannedCount = page.scannedCount;
    // LastEvaluatedKey: the table key, plus the index key on an index.
    if (page.lastEvaluated)
        result.lastEvaluatedKey = index ? indexEntryKeyOf(*page.lastEvaluated, table, *index)
                                        : keyOf(*page.lastEvaluated, table.key);
    result.capacity.tableName = table.name;
    const double units = readUnits(page.evaluatedBytes, consistentRead);
    if (!index)
        result.capacity.table = units;
    else
        (index->global ? result.capacity.globalIndexes
                       : result.capacity.localIndexes)[index->name] = units;
    return result;
}

} // namespace

std::optional<QByteArray> prefixEnd(QByteArray prefix)
{
    while (!prefix.isEmpty() && quint8(prefix.back()) == 0xFF)
        prefix.chop(1);
    if (prefix.isEmpty())
        return std::nullopt;
    prefix.back() = char(quint8(prefix.back()) + 1);
    return prefix;
}

Result<ItemCalls::ReadTarget> ItemCalls::readTarget(const QString &tableName,
                                                    const QString &indexName, bool consistentRead,
                                                    Select select, const AttributesRead &read) const
{
    const TableDefinition *table = m_engine.catalog().itemTable(tableName);
    if (!table)
        return std::unexpected(Catalog::itemTableNotFound());
    const IndexDefinition *index = nullptr;
    if (!indexName.isEmpty()) {
        index = table->index(indexName);
        if (!index)
            return std::unexpected(
                validationError(u"The table does not have the specified index: "_s + indexName));
        if (index->backfillingAt(m_engine.nowMs()))
            return std::unexpected(validationError(
                u"Cannot read from backfilling global secondary index: "_s + indexName));
        if (index->global && consistentRead)
            return std::unexpected(validationError(
                u"Consistent reads are not supported on global secondary indexes"_s));
    }
    LW_TRY(checkSelect(index, select));
    LW_TRY(checkScalarKeyPaths(*table, read.nested));
    return ReadTarget(table, index);
}

Result<ScanResult> ItemCalls::readOnePage(const ReadTarget &target, const PageSpec &pageSpec,
                                          bool consistentRead)
{
    const auto [table, index] = target;
    ThroughputLimits &limits = m_engine.limits();
    const bool charged = limits.charging() && !m_engine.readsPast(pageSpec.asOfMs);
    // A Scan charges each partition it read from: the page lists them as it reads.
    QList<QPair<quint64, qint64>> keyBytes;
    std::optional<PageSpec> scanSpec;
    if (charged && !pageSpec.queryPartition) {
        scanSpec = pageSpec;
        scanSpec->keyName = index ? index->key.hash.name : table->key.hash.name;
        scanSpec->keyBytes = &keyBytes;
    }
    const PageSpec &spec = scanSpec ? *scanSpec : pageSpec;
    const QString sortKey = table->key.range ? table->key.range->name : QString();
    // An eventual read reaches one replica of the partition (a Query's) or of the page's first
    // partition (a Scan's), which may lag behind.
    QByteArray readKey = tablePrefix(table->id);
    if (index)
        readKey += index->name.toUtf8();
    if (spec.queryPartition)
        readKey += partitionKeyBytes(*spec.queryPartition);
    // While GSI entries propagate with a lag, a GSI read reads what the index holds now: the lag
    // is the index's own (gsipropagation.h), not a replica's.
    const bool indexLags = index && index->global && m_engine.consistency().lagsIndexes() &&
                           !m_engine.readsPast(spec.asOfMs);
    const std::optional<qint64> readAt =
        indexLags ? std::nullopt : readTime(spec.asOfMs, consistentRead, readKey);
    auto txn = m_engine.beginRead();
    LW_TRY(txn);
    Result<Page> page;
    if (readAt) {
        auto past = PastEntries::load(**txn, m_dbs, *table, index, spec, *readAt);
        LW_TRY(past);
        page = readPage(**txn, m_dbs, &*past, spec, 0, sortKey);
    } else {
        auto cursor = storage::Cursor::open(**txn, index ? m_dbs.indexes : m_dbs.items);
        LW_TRY(cursor);
        page = readPage(**txn, m_dbs, &*cursor, spec, index ? 0 : history::kStampSize, sortKey);
    }
    LW_TRY(page);
    ScanResult result = pageResult(std::move(*page), *table, index, consistentRead);
    if (charged)
        LW_TRY(spec.queryPartition
                   ? limits.chargeRead(*table, index, *spec.queryPartition, result.capacity.total())
                   : limits.chargeScan(*table, index, keyBytes, result.capacity.total()));
    if (!m_engine.readsPast(spec.asOfMs)) // the time machine's reads are not traffic
        m_engine.capacityMeter().add(CapacityMeter::Kind::Read, m_engine.nowMs(), result.capacity);
    return result;
}

Status checkSelect(const IndexDefinition *index, Select select)
{
    if (index && index->global && select == Select::AllAttributes &&
        index->projection.kind != Projection::Kind::All)
        return std::unexpected(validationError(
            u"One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not "
            u"supported for global secondary index "_s +
            index->name + u" because its projection type is not ALL"_s));
    return {};
}

bool fetchesWholeItems(const TableDefinition &table, const IndexDefinition *index, Select select,
                       const AttributesRead &read)
{
    if (!index || index->global || index->projection.kind == Projection::Kind::All)
        return false;
    if (select == Select::AllAttributes)
        return true;
    const QStringList keys = table.key.names() + index->key.names();
    return std::any_of(read.top.begin(), read.top.end(), [&](const QString &name) {
        return !keys.contains(name) && !index->projection.nonKeyAttributes.contains(name);
    });
}

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

} // namespace lw
