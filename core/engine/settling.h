// States that take a moment to settle, as DynamoDB's do: a table CREATING or UPDATING, a new GSI
// CREATING while it backfills, a TTL setting ENABLING or DISABLING (settling.cpp).
//
// Each change settles a delay after it was made, on the workspace clock; the delays are the
// engine's (setSettleDelays) and each change keeps the one it was made under, so a stored
// workspace replays the same. A server that runs in wall time settles a change early once its
// wall-clock delay has passed (settleNow; core/server/statesettler.h), so that a client polling
// DescribeTable or DescribeTimeToLive under a clock that does not move still sees it settle.
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"
#include "model/tabledefinition.h"

#include <QStringList>

namespace lw {

class Engine;

struct SettleDelays
{
    // CREATING and UPDATING tables, CREATING GSIs. 0 (the default): ACTIVE at once, as DynamoDB
    // Local has them, so that a lesson or a script can write to a table it has just made.
    qint64 tableMs = 0;
    // ENABLING and DISABLING TTL settings.
    qint64 timeToLiveMs = TimeToLiveSetting::kSettleMs;
    bool operator==(const SettleDelays &) const = default;
};

// How long a GSI that UpdateTable adds backfills, per item the table holds: the service reads
// every item and writes the index entries, so the time grows with the table ("Adding a global
// secondary index to an existing table" in its developer guide; it publishes no rate). Ours:
// 1,000 items a second of sim time, on top of the table's settle delay. The backfill takes time
// while the workspace's realistic consistency is on (consistency.h) or the settle delays are
// above 0; otherwise the index is ACTIVE at once, as DynamoDB Local has it.
constexpr qint64 kBackfillMsPerItem = 1;

class Settling
{
public:
    virtual SettleDelays settleDelays() const = 0;
    // For the changes made from now on, until the engine closes (not stored: a server's or a
    // test's choice, `lwb serve --settle-ms`). Negative delays are taken as 0.
    virtual void setSettleDelays(const SettleDelays &delays) = 0;
    // The tables with a state still settling at the workspace clock's time, sorted.
    virtual QStringList settlingTables() const = 0;
    // Settles every state of the table that is still settling, at the current time, in one
    // transaction (a TTL setting that becomes ENABLED schedules the table's expired items, as
    // when it settles on the clock). Nothing to do is not an error; ResourceNotFoundException for
    // an unknown table.
    virtual Status settleNow(const QString &tableName) = 0;

protected:
    ~Settling() = default; // owned and destroyed as the Engine
};

// The engine's settling states, for code that includes this header and not engine.h.
Settling &settlingOf(Engine &engine);
const Settling &settlingOf(const Engine &engine);

} // namespace lw
