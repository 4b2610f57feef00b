// Progress of long work whose extent is known up front (a bundle's entries, a bucket's objects):
// called after each finished part with how many of `total` are done. Returning false asks the
// work to stop at the next part boundary; each function that takes one says what a stop leaves
// behind. An empty function means nobody watches.
#pragma once

#include <QtGlobal>

#include <functional>

namespace lw {

using WorkProgress = std::function<bool(qint64 done, qint64 total)>;

// Calls `progress` when it is set; true (go on) when it is not.
inline bool reportProgress(const WorkProgress &progress, qint64 done, qint64 total)
{
    return !progress || progress(done, total);
}

} // namespace lw
