// When a cache entry stopped being what the table would answer (DescribeCache's
// StaleSinceMillis, docs/cache.md), found by reading the table as of past times: an answer can
// only have changed when an item of its table changed, and the cache notes those times
// (ReadCache::tableChangeTimes()), so the entry is compared with the table as of each of them
// after its fill, the first that differs being when it went stale. An entry filled from a
// replica that lagged (realistic consistency) was stale from the start: it went stale at the
// change that replica had not seen yet, the earliest noted change before the fill after which the
// table answered differently.
//
// The reads are the workbench's own looks (unmetered, around the cache): they consume nothing,
// draw no replica and change no count.
#pragma once

#include "engine/cache.h"

#include <optional>

namespace lw::api {

// None while the table, read now, still answers what the entry holds.
std::optional<qint64> staleSince(Engine &engine, const ItemCacheEntry &entry);
std::optional<qint64> staleSince(Engine &engine, const QueryCacheEntry &entry);

} // namespace lw::api
