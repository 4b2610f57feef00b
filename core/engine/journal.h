// The undo journal: the old value of every write to the sub-databases that are not items or their
// history (the archive bucket, the stream consumers and their projections), so that rewind can
// put the workspace back as it was at any time. The items carry their own history (history.h);
// these stores are small and change seldom, so keeping each old value whole is the simple and
// sure way to travel back.
//
// The journal watches a write transaction through storage::WriteObserver: every put, del and
// cursor erase on a tracked sub-database first records the key's value before the write. The
// engine stamps entries with the sim time of the event making the write (setTime()).
//
// FROZEN on-disk format (time as history.h):
//   journal  key   := time n:u64be           (n increases with every entry, never reused)
//            value := db:u8 present:u8 keyLen:u32le key [old value]     (present: 0 or 1)
//   db per JournalDb.
#pragma once

#include "engineimpl.h"
#include "modules.h"

namespace lw::journal {

enum class JournalDb : quint8 // FROZEN
{
    BucketObjects = 0,
    BucketMeta = 1,
    BucketLifecycle = 2,
    Consumers = 3,
    Projections = 4,
};

// What the journal works on: its own sub-database, and those it keeps the old values of.
struct JournalDbs
{
    storage::Dbi journal;
    bucket::BucketDbs bucket;
    storage::Dbi consumers, projections;
};

class Journal final : public storage::WriteObserver, public RewindParticipant
{
public:
    explicit Journal(const JournalDbs &dbs) : m_dbs(dbs) {}
    // Starts a write transaction's journalling at `timeMs` (the transaction may be a retry).
    void begin(qint64 timeMs);
    // The sim time of the writes that follow.
    void setTime(qint64 timeMs) { m_timeMs = timeMs; }
    Status aboutToWrite(storage::Txn &txn, storage::Dbi dbi, QByteArrayView key) override;
    // How many writes it has journalled since the engine opened, committed or not: a module
    // that reads what a tracked sub-database holds can tell whether to read it again.
    quint64 writes() const { return m_writes; }
    // The journal's part of a rewind: the bucket, the consumers' checkpoints and their
    // projections as they were (journal::rewind).
    Status rewind(storage::Txn &txn, RewindState &state) override;

private:
    std::optional<JournalDb> tracked(storage::Dbi dbi) const;

    JournalDbs m_dbs;
    qint64 m_timeMs = 0;
    std::optional<quint64> m_next; // the next entry's n, once read in this transaction
    quint64 m_writes = 0;
};

// Puts back, newest first, the old value of every journalled write made after `toMs`, and drops
// those entries. The transaction must not be journalling (its observer is cleared meanwhile).
Status rewind(storage::Txn &txn, const JournalDbs &dbs, qint64 toMs);

} // namespace lw::journal
