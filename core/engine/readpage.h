// One page of a Scan or a Query: the entries of a key range of the items or an index
// sub-database, in key order or reversed, resuming after the caller's ExclusiveStartKey.
// A page ends after `limit` evaluated items or once 1 MB of them has been evaluated (measured on
// whole stored items, before any filter or projection), as DynamoDB's pages do.
#pragma once

#include "engine.h"
#include "itemstore.h"

#include <functional>

namespace lw {

// A page ends once it has evaluated this many bytes of stored items.
constexpr qint64 kPageBytes = 1024 * 1024;

struct PageSpec
{
    QByteArray lower;                // first key of the range (inclusive)
    std::optional<QByteArray> upper; // end of the range (exclusive); none: to the end of the db
    bool forward = true;
    std::optional<QByteArray> resumeAfter; // the stored key of the ExclusiveStartKey
    std::optional<qint64> limit;
    // Entries this call does not read at all (another Scan segment, a sort key just outside a
    // Query's exact condition): they are neither counted nor charged.
    std::function<bool(const Item &)> belongs;
    const expr::Condition *filter = nullptr; // FilterExpression
    bool keepItems = true;                   // false for Select COUNT
    // Set to read each entry's whole item from the table (LSI queries for ALL_ATTRIBUTES).
    const TableDefinition *fetchFrom = nullptr;
    // Read the table or index as it was at this time (pastentries.h).
    std::optional<qint64> asOfMs;
    // For the throughput limits (throughputlimits.h): a Query's one partition key value; for a
    // Scan, readOnePage sets `keyBytes` while the limits are on, and each entry read adds its
    // partition key's hash (the attribute `keyName`) and its size to it.
    const AttributeValue *queryPartition = nullptr;
    QString keyName;
    QList<QPair<quint64, qint64>> *keyBytes = nullptr;
};

// Sets what Scan and Query share: the page limit, the filter, the Select (COUNT keeps no
// items), and whether an LSI fetches whole items from `table` (ALL_ATTRIBUTES, or a projection
// or filter reading an attribute the index does not project).
template<class ReadRequest>
void setReadOptions(PageSpec &spec, const TableDefinition &table, const IndexDefinition *index,
                    const ReadRequest &request)
{
    spec.limit = request.limit;
    spec.filter = request.filter ? &*request.filter : nullptr;
    spec.keepItems = request.select != Select::Count;
    spec.fetchFrom =
        fetchesWholeItems(table, index, request.select, request.attributesRead) ? &table : nullptr;
    spec.asOfMs = request.asOfMs;
}

// The smallest key above every key that starts with `prefix`; none when there is no such key.
std::optional<QByteArray> prefixEnd(QByteArray prefix);

// Select ALL_ATTRIBUTES on a GSI that does not project all of them: "One or more parameter values
// were invalid: Select type ALL_ATTRIBUTES is not supported for global secondary index <name>
// because its projection type is not ALL".
Status checkSelect(const IndexDefinition *index, Select select);
// Whether a read of an LSI needs each item fetched from the table, as DynamoDB does: for
// ALL_ATTRIBUTES, or for attributes read that the index does not project.
bool fetchesWholeItems(const TableDefinition &table, const IndexDefinition *index, Select select,
                       const AttributesRead &read);

// The stored key to resume after, from the ExclusiveStartKey a caller passed back, with
// DynamoDB's "The provided starting key is invalid…" texts.
Result<QByteArray> startKeyBytes(const TableDefinition &table, const IndexDefinition *index,
                                 const Item &start);

} // namespace lw
