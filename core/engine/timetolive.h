// Time to live: a table's TTL setting (timetolive.cpp) and the sweeper that deletes expired
// items as the clock moves (ttlqueue.h).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "clock.h"
#include "model/error.h"
#include "model/tabledefinition.h"
#include "time/sweeper.h"

#include <QString>

namespace lw {

class Engine;

class TimeToLive
{
public:
    // UpdateTimeToLive, DynamoDB's checks and texts, in its order:
    // "TimeToLive is active on a different AttributeName: current AttributeName is <a>",
    // "TimeToLive is already enabled", "TimeToLive is already disabled", then "Time to live has
    // been modified multiple times within a fixed interval" within the cooldown.
    virtual Result<TimeToLiveSetting> updateTimeToLive(const QString &tableName, bool enabled,
                                                       const QString &attributeName) = 0;
    // "Sweep now": deletes, at the current time, every item whose TTL has expired, whatever its
    // drawn lag. Returns how many it deleted.
    virtual Result<qint64> sweepNow(const Clock::Progress &progress = {}) = 0;
    virtual SweeperSettings sweeper() const = 0;
    // Stores the settings and reschedules every pending TTL delete under them.
    virtual Status setSweeper(const SweeperSettings &settings) = 0;

protected:
    ~TimeToLive() = default; // owned and destroyed as the Engine
};

// The engine's time to live, for code that includes this header and not engine.h.
TimeToLive &timeToLiveOf(Engine &engine);
const TimeToLive &timeToLiveOf(const Engine &engine);

} // namespace lw
