// Scan over a table or a secondary index, one page per call (readpage.h). Charged on what it
// evaluated, rounded up to 4 KB once for the page; parallel scans read one segment each.
#include "itemcalls.h"
#include "readpage.h"
#include "storage/keycodec.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

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

Result<ScanResult> ItemCalls::scan(const ScanRequest &request)
{
    auto target = readTarget(request.tableName, request.indexName, request.consistentRead,
                             request.select, request.attributesRead);
    LW_TRY(target);
    const auto [table, index] = *target;
    const KeyElement &partitionKey = index ? index->key.hash : table->key.hash;
    PageSpec spec;
    spec.lower = index ? indexPrefix(table->id, index->id) : tablePrefix(table->id);
    spec.upper = prefixEnd(spec.lower);
    setReadOptions(spec, *table, index, request);
    if (request.totalSegments > 1) {
        spec.belongs = [&](const Item &item) {
            return segmentOf(item, partitionKey, request.totalSegments) == request.segment;
        };
    }
    if (request.exclusiveStartKey) {
        auto bytes = startKeyBytes(*table, index, *request.exclusiveStartKey);
        LW_TRY(bytes);
        spec.resumeAfter = *bytes;
        if (segmentOf(*request.exclusiveStartKey, partitionKey, request.totalSegments) !=
            request.segment)
            return std::unexpected(validationError(
                u"The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
                u"ExclusiveStartKey with correct Segment. TotalSegments: %1 Segment: %2"_s
                    .arg(request.totalSegments)
                    .arg(request.segment)));
    }

    return readOnePage(*target, spec, request.consistentRead);
}

} // namespace lw
