// The workspace clock: what time it is, and moving it (clock.cpp).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"

#include <functional>

namespace lw {

class Engine;

class Clock
{
public:
    // The workspace clock (epoch milliseconds) that stamps every write.
    virtual qint64 nowMs() const = 0;

    // Long clock work reports after each committed batch of events: the time reached and the
    // events run so far. Returning false stops it there; the clock then stays at the last event
    // run, so nothing is half done.
    using Progress = std::function<bool(qint64 reachedMs, qint64 eventsRun)>;
    // Moves the clock forward to `toMs`, running in time order everything that falls due on the
    // way: TTL settings settling (ENABLING → ENABLED schedules the table's expired items),
    // sweeper deletes, each stamped with its own due time, consuming no capacity, the archive
    // bucket's lifecycle and the stream consumers' polls. Errors: ValidationException "The clock
    // only moves forward: rewind goes back over history" when toMs < now.
    virtual Status advanceClock(qint64 toMs, const Progress &progress = {}) = 0;
    // Sets the clock: forward as advanceClock; backwards only while the workspace has no history
    // ("The workspace has history: the clock only moves back with rewind").
    virtual Status setClock(qint64 toMs) = 0;

protected:
    ~Clock() = default; // owned and destroyed as the Engine
};

// The engine's clock, for code that includes this header and not engine.h.
Clock &clockOf(Engine &engine);
const Clock &clockOf(const Engine &engine);

} // namespace lw
