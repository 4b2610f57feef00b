// The workspace clock: moving it forward runs, in time order, everything that falls due on the
// way (docs/architecture.md "Time"). Events run in batches, one write transaction per batch: each
// event's changes (a delete, its index removals, its history) commit together with the clock set to
// that event's time, so stopping or crashing between batches leaves a consistent workspace. Stream
// records leave as they pass their 24 hours.
#include "consumerrun.h"
#include "consumerstore.h"
#include "engine.h"
#include "history.h"
#include "itemstore.h"
#include "journal.h"
#include "streamlog.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kEventsPerTransaction = 1000;

// The next table whose TTL finishes ENABLING after `afterMs` and by `toMs`: settling schedules
// its items. (DISABLING needs no event: the queue was emptied when it began.)
std::optional<std::pair<qint64, const TableDefinition *>>
nextSettle(const QMap<QString, TableDefinition> &tables, qint64 afterMs, qint64 toMs)
{
    std::optional<std::pair<qint64, const TableDefinition *>> next;
    for (const auto &table : tables) {
        const auto &ttl = table.timeToLive;
        if (!ttl.enabled || ttl.changedAtMs < 0)
            continue;
        const qint64 at = ttl.changedAtMs + TimeToLiveSetting::kSettleMs;
        if (at > afterMs && at <= toMs && (!next || at < next->first))
            next = std::pair{at, &table};
    }
    return next;
}

} // namespace

Status Engine::sweepItem(storage::Txn &txn, const QByteArray &itemKey, qint64 atMs)
{
    const TableDefinition *table = tableWithId(m_tables, tableIdOf(itemKey));
    auto old = readStoredItem(txn, m_dbs, itemKey);
    LW_TRY(old);
    if (!table || !*old)
        return std::unexpected(corruptData(u"the TTL queue names an item that does not exist"_s));
    const ChangeContext context{atMs, Origin::Ttl, &m_sweeper};
    // A TTL delete costs no write capacity: the units applyItemChange reports are dropped.
    return toStatus(applyItemChange(txn, m_dbs, *table, itemKey, *old, nullptr, 0, context));
}

Status Engine::advanceClock(qint64 toMs, const Progress &progress)
{
    if (toMs < m_nowMs)
        return std::unexpected(
            validationError(u"The clock only moves forward: rewind goes back over history"_s));
    // What can fall due, in the order events of the same time run: a table finishes ENABLING
    // before the sweeper looks at it, the sweeper's deletes reach the stream before consumers
    // poll, and the bucket's lifecycle acts before an archiver writes to it.
    enum Kind
    {
        Settle,
        Sweep,
        Lifecycle,
        Poll
    };
    qint64 eventsRun = 0;
    for (;;) {
        qint64 reached = m_nowMs;
        qint64 ran = 0;
        bool done = false;
        QList<ConsumerActivity> activity; // told to the watcher once the batch has committed
        // The aggregators' writes, metered once their transaction commits.
        QList<std::pair<qint64, ConsumedCapacity>> consumed;
        auto status = write([&](storage::Txn &txn) -> Status {
            reached = m_nowMs;
            ran = 0;
            done = false;
            activity.clear();
            consumed.clear();
            auto consumers = consumerstore::load(txn, m_dbs);
            LW_TRY(consumers);
            qint64 settledUpTo = m_nowMs; // settle events at or before this have run
            // Only the bucket's own changes move its next action: read again after those.
            bool lifecycleKnown = false;
            std::optional<qint64> lifecycleDue;
            while (ran < kEventsPerTransaction) {
                std::optional<std::pair<qint64, Kind>> next;
                qsizetype polling = -1; // the consumer of a Poll event
                // Takes the event when it comes first so far (ties: the first considered).
                const auto consider = [&](qint64 atMs, Kind kind) {
                    if (atMs > toMs || (next && !(std::pair{atMs, kind} < *next)))
                        return false;
                    next = std::pair{atMs, kind};
                    return true;
                };
                const auto settle = nextSettle(m_tables, settledUpTo, toMs);
                if (settle)
                    consider(settle->first, Settle);
                auto queued = ttlqueue::first(txn, m_dbs);
                LW_TRY(queued);
                if (*queued)
                    consider((*queued)->dueMs, Sweep);
                if (!lifecycleKnown) {
                    auto due = bucket::nextLifecycleDueMs(txn, m_dbs.bucket);
                    LW_TRY(due);
                    lifecycleDue = *due;
                    lifecycleKnown = true;
                }
                if (lifecycleDue)
                    consider(*lifecycleDue, Lifecycle);
                for (qsizetype i = 0; i < consumers->size(); ++i) {
                    const auto &stored = consumers->at(i);
                    auto due = consumerrun::nextPollMs(txn, m_dbs, stored.tableId, stored.consumer);
                    LW_TRY(due);
                    if (*due && consider(**due, Poll))
                        polling = i;
                }
                if (!next) {
                    done = true;
                    break;
                }
                // Something that fell due before now (an item written already overdue, a
                // consumer created over old records) runs at the next move of the clock.
                reached = std::max(reached, next->first);
                m_journal->setTime(reached);
                Status s;
                switch (next->second) {
                case Settle:
                    settledUpTo = settle->first;
                    s = ttlqueue::rebuildTable(txn, m_dbs, *settle->second, m_sweeper, reached);
                    break;
                case Sweep:
                    s = sweepItem(txn, (*queued)->itemKey, reached);
                    break;
                case Lifecycle:
                    s = toStatus(bucket::runLifecycle(txn, m_dbs.bucket, reached));
                    lifecycleKnown = false;
                    break;
                case Poll: {
                    auto &[tableId, consumer] = (*consumers)[polling];
                    const TableDefinition *table = tableWithId(m_tables, tableId);
                    if (!table)
                        return std::unexpected(corruptData(u"a consumer of a deleted table"_s));
                    ConsumedCapacity written{table->name, 0, {}, {}};
                    s = consumerrun::poll(txn, m_dbs, *table, consumer, reached, &m_sweeper,
                                          written, m_consumerWatcher ? &activity : nullptr);
                    consumed << std::pair(reached, written);
                    lifecycleKnown = false; // an archiver may have written to the bucket
                    if (s)
                        s = consumerstore::save(
                            txn, m_dbs, tableId, consumer,
                            consumerrun::streamArnOf(*table, consumer.state.streamLabelMs));
                    break;
                }
                }
                if (!s)
                    return s;
                ++ran;
            }
            const qint64 clock = done ? toMs : reached;
            if (auto s = streamlog::trim(txn, m_dbs, clock - streamlog::kRetentionMs); !s)
                return s;
            return saveClock(txn, clock);
        });
        if (!status)
            return status;
        for (const auto &[atMs, units] : std::as_const(consumed))
            m_capacity.add(CapacityMeter::Kind::Write, atMs, units);
        m_nowMs = done ? toMs : reached;
        eventsRun += ran;
        for (const ConsumerActivity &record : std::as_const(activity))
            m_consumerWatcher(record);
        if (progress && !progress(m_nowMs, eventsRun))
            return {};
        if (done)
            return {};
    }
}

Status Engine::setClock(qint64 toMs)
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

Result<qint64> Engine::sweepNow(const Progress &progress)
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
                if (auto s = sweepItem(txn, itemKey, m_nowMs); !s)
                    return s;
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

bool Engine::hasHistory() const
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

Status Engine::setSweeper(const SweeperSettings &settings)
{
    auto status = write([&](storage::Txn &txn) -> Status {
        if (auto s = saveSweeper(txn, settings); !s)
            return s;
        for (const auto &table : std::as_const(m_tables))
            if (auto s = ttlqueue::rebuildTable(txn, m_dbs, table, settings, m_nowMs); !s)
                return s;
        return {};
    });
    if (status)
        m_sweeper = settings;
    return status;
}

} // namespace lw
