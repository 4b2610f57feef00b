// Scan over a table or a secondary index, one page per call (readpage.h), in the order of the
// service's key hash (tablekeys.h). Charged on what it evaluated, rounded up to 4 KB once for the
// page; parallel scans read one segment each, a contiguous range of that hash.
#include "itemcalls.h"
#include "readpage.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

Result<ScanResult> ItemCalls::scan(const ScanRequest &request)
{
    auto target = readTarget(request.tableName, request.indexName, request.consistentRead,
                             request.select, request.attributesRead);
    LW_TRY(target);
    const auto [table, index] = *target;
    const KeyElement &partitionKey = index ? index->key.hash : table->key.hash;
    const QByteArray prefix = index ? indexPrefix(table->id, index->id) : tablePrefix(table->id);
    PageSpec spec;
    spec.lower = prefix;
    spec.upper = prefixEnd(prefix);
    setReadOptions(spec, *table, index, request);
    if (request.totalSegments > 1) {
        auto bounds = scanSegmentBounds(prefix, request.segment, request.totalSegments);
        spec.lower = std::move(bounds.lower);
        if (bounds.upper)
            spec.upper = std::move(bounds.upper);
    }
    if (request.exclusiveStartKey) {
        auto bytes = startKeyBytes(*table, index, *request.exclusiveStartKey);
        LW_TRY(bytes);
        spec.resumeAfter = *bytes;
        // startKeyBytes checked that the key holds the partition key attribute.
        if (request.totalSegments > 1 &&
            scanSegmentOf(request.exclusiveStartKey->at(partitionKey.name),
                          request.totalSegments) != request.segment)
            return std::unexpected(validationError(
                u"The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
                u"ExclusiveStartKey with correct Segment. TotalSegments: %1 Segment: %2"_s
                    .arg(request.totalSegments)
                    .arg(request.segment)));
    }

    return readOnePage(*target, spec, request.consistentRead);
}

} // namespace lw
