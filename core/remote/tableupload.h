// "Upload table to endpoint": the reverse of "Copy to workspace" (tablecopy.h). A workspace's
// table is made on a remote endpoint with its definition — keys, billing, GSIs and LSIs with
// their projections, the stream's view type (CreateTable, then DescribeTable polled until the
// table and its indexes are ACTIVE, for at most `activeWaitMs`) — its TTL attribute enabled
// (UpdateTimeToLive), and then every item written, 25 to a BatchWriteItem, the UnprocessedItems
// a throttled endpoint hands back (or the whole batch, refused with
// ProvisionedThroughputExceededException when every write of it was throttled) sent again after
// a pause doubling from 50 ms to 5 s.
//
// Into an empty remote table only, so that an upload never mixes with or overwrites data that
// lives there: a remote table of that name that holds any item (a Scan with Limit 1 finds one)
// is refused before anything is written; an empty one with the same key schema (names, key
// types and attribute types) is written into as it is, its own billing and indexes kept; one
// with another key schema is refused. TTL: an endpoint without it (dynalite answers
// UpdateTimeToLive with UnknownOperationException) is uploaded to without, and the report says
// why; so is a remote table whose TTL is already on another attribute.
//
// The items are read as they are now (the workspace clock), expired ones included: the service
// deletes those itself once TTL is on. A cancel or a failure half way leaves the items written so
// far, and says how many.
//
// Threads: the thread of `local` and `remote`; the calls and the pauses block it.
#pragma once

#include "api/api.h"
#include "aws/awsclient.h"

#include <QString>

#include <expected>
#include <functional>

namespace lw::remote {

struct UploadOptions
{
    QString remoteName;          // empty: the local table's name
    int pageSize = 100;          // each local Scan page's Limit
    int activeWaitMs = 300'000;  // how long a table made may stay CREATING
    int unprocessedRetries = 10; // resends of one batch's UnprocessedItems before giving up
    // Called after each batch written, with the items uploaded so far; false cancels.
    std::function<bool(qint64 uploaded)> progress;
};

struct UploadReport
{
    QString table;             // the remote table
    qint64 items = 0;          // written
    double writeUnits = 0;     // BatchWriteItem's ConsumedCapacity, summed
    bool cancelled = false;    // progress() said stop
    bool created = false;      // the table was made; false: an empty one was there
    bool timeToLive = false;   // TTL is on remotely, on the local table's attribute
    QString timeToLiveSkipped; // why not, when the local table has TTL and the remote has not
};

// Errors name the side and the call, as copyTable's do: "local DescribeTable:
// ResourceNotFoundException: …", "remote CreateTable: ResourceInUseException: …", "local Scan:
// …", "remote BatchWriteItem after 250 items: …"; and the refusals, nothing written:
// "remote table Orders holds items: an upload writes into an empty table only", "remote table
// Orders has another key schema: PK (S) HASH, SK (N) RANGE here, id (S) HASH there", "remote
// table Orders not ACTIVE after 300 s: index byStatus CREATING", "remote BatchWriteItem after
// 250 items: 25 items still unprocessed after 10 resends".
std::expected<UploadReport, QString> uploadTable(Api &local, const QString &table,
                                                 aws::AwsClient &remote,
                                                 const UploadOptions &options = {});

} // namespace lw::remote
