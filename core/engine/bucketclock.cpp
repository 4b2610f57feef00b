#include "bucketclock.h"

namespace lw {

Status BucketClock::beginBatch(storage::Txn &, qint64)
{
    m_known = false;
    return {};
}

Result<std::optional<qint64>> BucketClock::nextDueMs(storage::Txn &txn, qint64)
{
    if (!m_known || m_journal.writes() != m_writesSeen) {
        auto due = bucket::nextLifecycleDueMs(txn, m_dbs);
        LW_TRY(due);
        m_dueMs = *due;
        m_known = true;
        m_writesSeen = m_journal.writes();
    }
    return m_dueMs;
}

Status BucketClock::runDue(storage::Txn &txn, qint64 atMs)
{
    m_known = false; // its own run moves its next action, whatever it wrote
    return toStatus(bucket::runLifecycle(txn, m_dbs, atMs));
}

} // namespace lw
