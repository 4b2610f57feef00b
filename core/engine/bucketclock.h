// The archive bucket (archive/bucket.h) as a feature module on the clock: its lifecycle rules
// act when their next action falls due. Rewind puts the bucket back through the journal
// (journal.h), which watches every write to it.
#pragma once

#include "archive/bucket.h"
#include "journal.h"
#include "modules.h"

namespace lw {

class BucketClock final : public EngineModule, public ClockSource
{
public:
    BucketClock(const bucket::BucketDbs &dbs, const journal::Journal &journal)
        : m_dbs(dbs), m_journal(journal)
    {}
    Status beginBatch(storage::Txn &txn, qint64 nowMs) override;
    Result<std::optional<qint64>> nextDueMs(storage::Txn &txn, qint64 toMs) override;
    Status runDue(storage::Txn &txn, qint64 atMs) override;

private:
    const bucket::BucketDbs &m_dbs;
    const journal::Journal &m_journal;
    // The next action's time as last read. Only writes to the bucket move it (its own actions,
    // an archiver's objects), and the journal sees every one: read again after any.
    bool m_known = false;
    quint64 m_writesSeen = 0;
    std::optional<qint64> m_dueMs;
};

} // namespace lw
