// The read consistency module (consistency.h, docs/consistency.md): keeps the settings in the
// workspace and draws, for each eventually consistent read, whether it reaches a lagging replica
// and how far behind that replica is. The item calls (itemcalls.h) ask it and read the history
// (history.h) as of the time it names.
//
// Off (the default, and the state of every workspace made before it), replicaTime() answers none
// at once and nothing is stored.
//
// Stored in the catalog's `meta` (FROZEN key; absent on a workspace that never changed them,
// which reads as the defaults):
//   "consistency.settings" := magic:u32 = 0x4C575243 ("LWRC")  version:u16 = 2
//                             realistic:u8  propagationMs:i64  staleMillionths:u32  seed:u64
//                             gsiLagMs:i64
// big-endian through QDataStream pinned to Qt 6.0's format. Version 1 (before GSI lag) has no
// gsiLagMs and reads as 0: a workspace stored then keeps applying index entries with the write,
// so it reads as it did when it was made (docs/consistency.md, "GSI propagation").
//
// The draws: each is SplitMix64 of the seed, the read's key (what it reads: an item's stored key,
// a Query's partition, a Scan's table or index) and the clock, and of how many draws the engine
// made before at that same clock time, so the same calls at the same times draw the same on any
// machine; a reopened workspace counts from nought again.
#pragma once

#include "consistency.h"
#include "engineimpl.h"
#include "modules.h"

#include <optional>

namespace lw {

// A seeded draw, the same on every machine: SplitMix64 of the seed, a digest (FNV-1a) of `key` and
// `counter`. The eventual reads and the GSI propagation lag (gsipropagation.h) draw with it.
quint64 seededDraw(quint64 seed, QByteArrayView key, quint64 counter);

class ReadConsistency final : public EngineModule
{
public:
    ReadConsistency(EngineImpl &engine, storage::Dbi meta);

    // Reads the stored settings (opening the workspace).
    Status load(storage::Txn &txn);
    const ConsistencySettings &settings() const { return m_settings; }
    // Whether base-table writes reach global secondary indexes after a lag (gsipropagation.h):
    // realistic, with a GSI lag.
    bool lagsIndexes() const { return m_settings.realistic && m_settings.gsiLagMs > 0; }
    // Checks and stores them in their own write transaction (ReadConsistencyViews), running
    // `alongside` in it once they are checked (when given).
    Status set(const ConsistencySettings &settings,
               const std::function<Status(storage::Txn &)> &alongside = {});

    // For an eventually consistent read of `readKey` now: the time as of which the replica it
    // reaches holds the data, when that is a lagging one; none when it reads the latest (always
    // while the settings are not realistic).
    std::optional<qint64> replicaTime(QByteArrayView readKey);

private:
    EngineImpl &m_engine;
    storage::Dbi m_meta;
    ConsistencySettings m_settings;
    qint64 m_drawMs = 0;   // the clock of the last draw
    quint64 m_drawsAt = 0; // draws made at m_drawMs
};

} // namespace lw
