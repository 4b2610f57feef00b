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
};

} // namespace lw
