// A refused request as the service reports it: which resource, read or write, why (the
// ThrottlingReason's limit type), and the exception type and text the service answers with
// (docs/throughput.md, "Throttling as the service answers it", with the sources of each text).
#pragma once

#include "throughput/settings.h"

#include <QString>

namespace lw::throughput {

// FROZEN: stored in the model's history. Never renumber.
enum class LimitType : quint8
{
    // A provisioned table or index ran out of capacity (its share, its burst and what it may
    // borrow).
    ProvisionedThroughputExceeded = 0,
    // One partition's maximum (3,000 read / 1,000 write units a second), in either mode; on
    // demand also traffic past double the previous peak, which the service absorbs by splitting
    // partitions.
    KeyRangeThroughputExceeded = 1,
    // On demand: the per-table quota (40,000 units a second by default).
    AccountLimitExceeded = 2,
    // On demand: the table's or index's own MaxReadRequestUnits / MaxWriteRequestUnits.
    MaxOnDemandThroughputExceeded = 3,
};

enum class ThrottleException
{
    ProvisionedThroughputExceeded, // ProvisionedThroughputExceededException
    Throttling,                    // ThrottlingException
    RequestLimitExceeded,          // RequestLimitExceeded
};

struct Throttle
{
    QString index; // the global secondary index that refused; empty: the table
    Access access = Access::Read;
    LimitType limit = LimitType::ProvisionedThroughputExceeded;
    BillingMode mode = BillingMode::Provisioned;
    quint32 partition = 0; // the id of the partition that refused (PartitionView::id)

    // ThrottlingReason.reason: <Table|Index><Read|Write><LimitType>, e.g.
    // "IndexWriteKeyRangeThroughputExceeded".
    QString reason() const;
    ThrottleException exception() const;
    // "ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded".
    QString exceptionName() const;
    // The message text the service sends with that exception for this resource.
    QString message() const;

    bool operator==(const Throttle &) const = default;
};

} // namespace lw::throughput
