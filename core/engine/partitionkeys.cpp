// The partition keys of a hash range (ThroughputViews::partitionKeys): a walk over the stored keys
// of the range's spreads, present or past, counting the entries of each partition key value whose
// whole hash lies in the range. A value's entries lie together (its hash part leads their keys),
// so a key is done once the next one starts.
#include "engineimpl.h"

#include "catalog.h"
#include "history.h"
#include "model/keyhash.h"
#include "pastentries.h"
#include "readpage.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Counts the entries it is given, in key order, into a page.
class KeyCounter
{
public:
    KeyCounter(QString keyName, const PartitionKeysRequest &request)
        : m_keyName(std::move(keyName)), m_request(request)
    {}

    // Counts one entry; false once the page is full (a key past its limit lies in the range).
    Result<bool> add(const StoredItem &entry)
    {
        const auto key = entry.item.find(m_keyName);
        if (key == entry.item.end())
            return std::unexpected(corruptData(u"an item lacks its partition key"_s));
        if (m_current && key->second == *m_current) {
            ++m_page.keys.last().items;
            m_page.keys.last().bytes += entry.size;
            return true;
        }
        if (m_skipped && key->second == *m_skipped)
            return true;
        m_current.reset();
        m_skipped.reset();
        const quint64 hash = partitionKeyHash(partitionKeyBytes(key->second));
        if (hash < m_request.firstHash || hash > m_request.lastHash) {
            m_skipped = key->second;
            return true;
        }
        if (m_page.keys.size() >= m_request.limit) {
            m_page.lastEvaluatedKey = m_page.keys.last().key;
            return false;
        }
        m_current = key->second;
        m_page.keys << PartitionKeyCount{key->second, 1, entry.size};
        return true;
    }

    PartitionKeysPage page() && { return std::move(m_page); }

private:
    const QString m_keyName;
    const PartitionKeysRequest &m_request;
    PartitionKeysPage m_page;
    std::optional<AttributeValue> m_current; // the key being counted, when it lies in the range
    std::optional<AttributeValue> m_skipped; // the key being passed over, when it does not
};

// Feeds `counter` the entries of `cursor` (an LMDB cursor over the present, PastEntries over a
// past index) in [spec.lower, spec.upper), whose values hold a record from byte `recordAt` on.
template<class Cursor>
Status countEntries(Cursor &cursor, const PageSpec &spec, qsizetype recordAt, KeyCounter &counter)
{
    auto found = cursor.seek(spec.lower);
    for (; found && *found && (!spec.upper || cursor.key() < QByteArrayView(*spec.upper));
         found = cursor.next()) {
        auto record = cursor.value().size() < recordAt
                          ? std::nullopt
                          : decodeRecord(cursor.value().sliced(recordAt));
        if (!record)
            return std::unexpected(corruptData(u"an item does not decode"_s));
        auto more = counter.add(*record);
        LW_TRY(more);
        if (!*more)
            return {};
    }
    LW_TRY(found);
    return {};
}

} // namespace

Result<PartitionKeysPage> EngineImpl::partitionKeys(const PartitionKeysRequest &request) const
{
    const TableDefinition *table = m_catalog->find(request.table);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(request.table));
    const IndexDefinition *index = nullptr;
    if (!request.index.isEmpty()) {
        index = table->index(request.index);
        if (!index || !index->global)
            return std::unexpected(validationError(
                u"The table does not have the specified index: "_s + request.index));
    }
    const QByteArray prefix = index ? indexPrefix(table->id, index->id) : tablePrefix(table->id);
    SegmentBounds bounds = hashRangeBounds(prefix, request.firstHash, request.lastHash);
    PageSpec spec;
    spec.lower = std::move(bounds.lower);
    spec.upper = bounds.upper ? std::move(bounds.upper) : prefixEnd(prefix);
    if (request.exclusiveStartKey) {
        // Past every entry of the last key listed, which share its partition prefix.
        const std::optional<QByteArray> after =
            prefixEnd(partitionPrefix(*table, index, *request.exclusiveStartKey));
        if (!after)
            return PartitionKeysPage{};
        spec.lower = std::max(spec.lower, *after);
    }
    KeyCounter counter(index ? index->key.hash.name : table->key.hash.name, request);
    auto txn = beginRead();
    LW_TRY(txn);
    if (!readsPast(request.asOfMs)) {
        auto cursor = storage::Cursor::open(**txn, index ? m_dbs.indexes : m_dbs.items);
        LW_TRY(cursor);
        LW_TRY(countEntries(*cursor, spec, index ? 0 : history::kStampSize, counter));
    } else if (index) {
        auto past = PastEntries::load(**txn, m_dbs, *table, index, spec, *request.asOfMs);
        LW_TRY(past);
        LW_TRY(countEntries(*past, spec, 0, counter));
    } else {
        // The table's items as they were, walked straight from the history: PastEntries would
        // stop at a Scan page's worth.
        Status counted;
        LW_TRY(history::forEachItemAt(**txn, m_dbs, spec.lower, spec.upper, *request.asOfMs,
                                      [&](const QByteArray &, StoredItem &&item) {
                                          auto more = counter.add(item);
                                          if (!more)
                                              counted = std::unexpected(more.error());
                                          return more && *more;
                                      }));
        LW_TRY(counted);
    }
    return std::move(counter).page();
}

} // namespace lw
