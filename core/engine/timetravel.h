// The items' history and the time machine: every change of an item, each item's lifetimes, its
// state at a past time (historyreads.cpp), and rewind (timetravel.cpp).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"
#include "time/lifecycle.h"

#include <QList>
#include <QString>

namespace lw {

class Engine;

class TimeTravel
{
public:
    // Every change of an item, in order, with both images.
    virtual Result<QList<Change>> itemHistory(const QString &tableName, const Item &key) = 0;
    // An item's lifecycle state at `atMs` (a time after now answers as if nothing changed).
    virtual Result<ItemLifecycle> lifecycleAt(const QString &tableName, const Item &key,
                                              qint64 atMs) = 0;
    // Every lifetime of every item of the table that ever existed, in key order (the timeline).
    virtual Result<QList<Lifetime>> lifetimes(const QString &tableName) = 0;
    // Drops every change after `toMs`, restores items, indexes and table settings as they were
    // then, and sets the clock to `toMs`. Errors: ValidationException when toMs is after now.
    virtual Status rewind(qint64 toMs) = 0;
    virtual bool hasHistory() const = 0;

protected:
    ~TimeTravel() = default; // owned and destroyed as the Engine
};

// The engine's history and time machine, for code that includes this header and not engine.h.
TimeTravel &timeTravelOf(Engine &engine);
const TimeTravel &timeTravelOf(const Engine &engine);

} // namespace lw
