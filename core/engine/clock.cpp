// The workspace clock: moving it forward runs, in time order, everything that falls due on the
// way (docs/architecture.md "Time"). What falls due comes from the feature modules registered as
// clock sources (modules.h): advanceClock knows none of them. Events run in batches, one write
// transaction per batch: each event's changes (a delete, its index removals, its history) commit
// together with the clock set to that event's time, so stopping or crashing between batches
// leaves a consistent workspace.
#include "catalog.h"
#include "engineimpl.h"
#include "journal.h"
#include "modules.h"
#include "ttlqueue.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kEventsPerTransaction = 1000;

} // namespace

Status EngineImpl::advanceClock(qint64 toMs, const Progress &progress)
{
    if (toMs < m_nowMs)
        return std::unexpected(
            validationError(u"The clock only moves forward: rewind goes back over history"_s));
    qint64 eventsRun = 0;
    for (;;) {
        qint64 reached = m_nowMs;
        qint64 ran = 0;
        bool done = false;
        auto status = write([&](storage::Txn &txn) -> Status {
            reached = m_nowMs;
            ran = 0;
            done = false;
            for (ClockSource *source : std::as_const(m_clockSources))
                LW_TRY(source->beginBatch(txn, m_nowMs));
            while (ran < kEventsPerTransaction) {
                // The event due first; of events due at once, the one of the source registered
                // first (registerModules() says why that order).
                ClockSource *next = nullptr;
                qint64 nextMs = 0;
                for (ClockSource *source : std::as_const(m_clockSources)) {
                    auto due = source->nextDueMs(txn, toMs);
                    LW_TRY(due);
                    if (*due && **due <= toMs && (!next || **due < nextMs)) {
                        next = source;
                        nextMs = **due;
                    }
                }
                if (!next) {
                    done = true;
                    break;
                }
                // Something that fell due before now (an item written already overdue, a
                // consumer created over old records) runs at the next move of the clock.
                reached = std::max(reached, nextMs);
                m_journal->setTime(reached);
                LW_TRY(next->runDue(txn, reached));
                ++ran;
            }
            const qint64 clock = done ? toMs : reached;
            for (ClockListener *listener : std::as_const(m_clockListeners))
                LW_TRY(listener->clockMoved(txn, clock));
            return saveClock(txn, clock);
        });
        LW_TRY(status);
        m_nowMs = done ? toMs : reached;
        eventsRun += ran;
        for (ClockSource *source : std::as_const(m_clockSources))
            source->batchCommitted();
        if (progress && !progress(m_nowMs, eventsRun))
            return {};
        if (done)
            return {};
    }
}

Status EngineImpl::setClock(qint64 toMs)
{
    if (toMs >= m_nowMs)
        return advanceClock(toMs);
    if (hasHistory())
        return std::unexpected(
            validationError(u"The workspace has history: the clock only moves back with rewind"_s));
    auto status = write([&](storage::Txn &txn) { return saveClock(txn, toMs); });
    if (status)
        m_nowMs = toMs;
    return status;
}

Result<qint64> EngineImpl::sweepNow(const Progress &progress)
{
    qint64 swept = 0;
    QByteArray resumeAt; // queue key to continue from; entries before it are not expired
    for (;;) {
        qint64 ran = 0;
        bool done = false;
        QByteArray next;
        auto status = write([&](storage::Txn &txn) -> Status {
            ran = 0;
            done = true;
            next = resumeAt;
            QList<QByteArray> due;
            {
                auto cursor = storage::Cursor::open(txn, m_dbs.ttlQueue);
                LW_TRY(cursor);
                auto found = next.isEmpty() ? cursor->first() : cursor->seek(next);
                for (; found && *found; found = cursor->next()) {
                    auto queued = ttlqueue::decode(cursor->key(), cursor->value());
                    if (!queued)
                        return std::unexpected(corruptData(u"a TTL queue entry"_s));
                    if (queued->expiryMs > m_nowMs)
                        continue;
                    if (due.size() == kEventsPerTransaction) {
                        done = false;
                        next = cursor->key().toByteArray();
                        break;
                    }
                    due << queued->itemKey;
                }
                LW_TRY(found);
            }
            for (const auto &itemKey : std::as_const(due)) {
                LW_TRY(ttlqueue::sweepItem(txn, *m_items, moduleContext(), itemKey, m_nowMs));
                ++ran;
            }
            return {};
        });
        LW_TRY(status);
        swept += ran;
        resumeAt = next;
        if (progress && !progress(m_nowMs, swept))
            return swept;
        if (done)
            return swept;
    }
}

bool EngineImpl::hasHistory() const
{
    auto txn = beginRead();
    if (!txn)
        return true; // unknown: do not let the clock go back
    auto cursor = storage::Cursor::open(**txn, m_dbs.log);
    if (!cursor)
        return true;
    auto found = cursor->first();
    return !found || *found;
}

Status EngineImpl::setSweeper(const SweeperSettings &settings)
{
    auto status = write([&](storage::Txn &txn) -> Status {
        if (auto s = saveSweeper(txn, settings); !s)
            return s;
        for (const auto &table : std::as_const(m_catalog->tables()))
            if (auto s =
                    ttlqueue::rebuildTable(txn, m_dbs.ttlQueue, m_dbs, table, settings, m_nowMs);
                !s)
                return s;
        return {};
    });
    if (status)
        m_sweeper = settings;
    return status;
}

} // namespace lw
