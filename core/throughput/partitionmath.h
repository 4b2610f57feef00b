// The arithmetic of partitions: how many a resource needs (docs/throughput.md, "Partitions"), the
// key ranges they cover, and how a resource's capacity is shared among them.
#pragma once

#include "throughput/settings.h"

#include <vector>

namespace lw::throughput {

// max(ceil(RCU / 3,000 + WCU / 1,000), ceil(bytes / 10 GB)), and at least 1: the count the
// developer guide's "Understand Partition Behavior" gave (throughput), with the 10 GB a partition
// holds (size). `units` are per second; the per-partition numbers come from `settings`.
qint64 partitionsFor(const PerAccess<qint64> &units, qint64 bytes, const ModelSettings &settings);

// The first hash of partition `i` of `count` equal ranges over [0, 2^64).
quint64 rangeBegin(qint64 i, qint64 count);
// The middle of [begin, end], end inclusive: where a split cuts a range in two.
quint64 rangeMiddle(quint64 begin, quint64 last);

// `total` divided among `count` partitions as evenly as integers allow: the first total % count
// partitions (in key order) get one thousandth more, so the shares add up to the total exactly.
std::vector<MilliUnits> evenShares(MilliUnits total, size_t count);

} // namespace lw::throughput
