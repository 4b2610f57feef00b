// "Copy to workspace": a table of a remote endpoint (DynamoDB on AWS, DynamoDB Local, dynalite,
// ScyllaDB Alternator, another `lwb serve`) brought home into a local workspace, where its
// lifecycle can then be simulated: the definition first — keys, billing, GSIs and LSIs with
// their projections, the stream's view type, the TTL attribute — then its items, all of them or
// the first `limit`, by a paged (optionally segmented) Scan, or those of one Query (a partition),
// written locally 25 at a time.
//
// The local clock moves on to the remote's "now" (this machine's clock: the service keeps no
// other) before anything is written, so items whose TTL has passed arrive expired but still
// readable, as they sit on the service until its sweeper reaches them; moving the clock on then
// plays the sweeper's lag forward. Nothing is written locally until the remote definition has
// been read and the local table made; a copy cancelled or failed half way leaves the items copied
// so far, and says how many. The items are committed 5,000 at a time in one group commit
// (engine/groupcommit.h: a power cut keeps a whole group or none of it) and synced to disk before
// copyTable returns. The pages are read ahead of the writes (pagesahead.h), so a copy cancelled
// may have read up to two pages it does not write; readUnits counts the pages written.
//
// Threads: the thread of `remote` and `local`, with a Qt event loop; the pages are read on one
// of their own.
#pragma once

#include "api/api.h"
#include "aws/awsclient.h"

#include <QJsonObject>
#include <QString>

#include <expected>
#include <functional>

namespace lw::remote {

struct CopyOptions
{
    QString localName;  // empty: the remote table's name
    qint64 limit = -1;  // at most this many items; negative: all
    int segments = 1;   // the Scan's TotalSegments, read one after another
    int pageSize = 100; // each Scan or Query page's Limit
    // A Query of the base table in place of the Scan, to bring home one partition: the members
    // that choose its items — KeyConditionExpression, FilterExpression, ExpressionAttributeNames,
    // ExpressionAttributeValues, ScanIndexForward, ConsistentRead. Empty: the Scan. Any other
    // member is refused (IndexName, ProjectionExpression, Select …: a copy needs whole items of
    // the table), and so are segments with a Query, which has none.
    QJsonObject query;
    // Called after each batch written, with the items copied so far; false cancels.
    std::function<bool(qint64 copied)> progress;
    qint64 nowMs = -1; // the remote's now; negative: this machine's clock
};

struct CopyReport
{
    QString table;           // the local table
    qint64 items = 0;        // copied
    double readUnits = 0;    // the remote Scan's or Query's consumed read capacity
    bool cancelled = false;  // progress() said stop
    bool timeToLive = false; // the TTL attribute was copied, and is enabled locally
};

// Errors name the side and the call: "remote DescribeTable: ResourceNotFoundException: …",
// "local CreateTable: ResourceInUseException: …" (a local table of that name exists: nothing
// written), "remote Query: ValidationException: …", "local BatchWriteItem after 250 items: …",
// "local commit after 5000 items: …" (the group's items undone);
// a query member refused, before anything is sent: "copy by Query: IndexName is not for a copy,
// which reads whole items of the table".
std::expected<CopyReport, QString> copyTable(aws::AwsClient &remote, const QString &table,
                                             Api &local, const CopyOptions &options = {});

} // namespace lw::remote
