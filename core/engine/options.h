// How an engine opens its workspace's environment (Engine::open): what a caller above the engine
// may choose, without naming the storage layer that carries it out.
#pragma once

#include <QtGlobal>

namespace lw {

enum class Durability
{
    Full,   // fsync on every commit: a power cut loses nothing committed.
    NoSync, // no fsync: a process crash loses nothing, a power cut may lose recent commits.
    // Never on disk on purpose: as NoSync, and syncing does nothing either. For a throwaway
    // workspace that is removed when it closes (Workspace::openThrowaway).
    None,
};

struct EngineOptions
{
    // The map's size to begin with; it doubles whenever it fills up.
    qint64 initialMapSize = qint64(64) << 20;
    Durability durability = Durability::Full;
    // The largest an item collection (the items of one partition key value and their local
    // secondary index entries, on a table with an LSI) may grow: DynamoDB's 10 GB. A write
    // that would take one past it fails with ItemCollectionSizeLimitExceededException. Lower
    // only in tests, which cannot write 10 GB.
    qint64 itemCollectionLimitBytes = qint64(10) << 30;
};

} // namespace lw
