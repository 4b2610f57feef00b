// Which call meets the workbench's cache (engine/cache.h, docs/cache.md), and how: a read the
// cache answers (a hit), one it sends to the table and keeps the answer of (a miss), one it
// passes through (ConsistentRead, TransactGetItems), a write it sends to the table and then
// keeps in the item cache (a write-through). The dispatch (dispatch.cpp) asks it only while the
// cache is enabled and only for a call that goes through it: metered, of the present (no
// CallOptions::asOfMs) and not CallOptions::aroundCache; so while it is disabled a call costs one
// branch more than before.
//
// The actions' own files do not know the cache: a miss or a passthrough runs the action itself
// (with its request trimmed to what the cache keeps), and a hit answers as the action would.
#pragma once

#include "api/actions/actions.h"

#include <optional>

namespace lw::api {

// Runs `action` (whose function is `run`) through the cache, or none for an action the cache
// does not know (DAX knows the data plane's reads and writes, not the control plane, PartiQL or
// the workbench's own actions), which then runs as ever. Errors: the action's own; a request the
// cache cannot read is handed to the action unchanged, which answers what is wrong with it.
std::optional<Result<QJsonObject>> runThroughCache(Engine &engine, QStringView action, Action run,
                                                   const QJsonObject &request,
                                                   const CallOptions &options);

} // namespace lw::api
