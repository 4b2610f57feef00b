// The line a lesson's transcript prints under a call the cache (engine/cache.h, docs/cache.md)
// took part in, in the request log's layout: "    cache:      hit (item cache)", "miss (query
// cache)", "2 hits, 1 miss (item cache)" for a BatchGetItem, "passed through (not cached)" for a
// strongly consistent or transactional read, "written through (item cache updated)". What the
// call did is read off the cache's counts before and after it: a call counts in one cache only.
#pragma once

#include "engine/cache.h"

#include <optional>

namespace lw::scenario {

// None when the counts did not change (the cache is off, the call went around it, or it is not a
// data-plane call).
std::optional<QString> cacheLine(const CacheStatistics &before, const CacheStatistics &after);

} // namespace lw::scenario
