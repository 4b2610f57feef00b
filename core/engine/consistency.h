// Realistic read consistency (docs/consistency.md): a per-workspace switch, off by default, and,
// while it is on, DynamoDB's eventually consistent reads. The service keeps each partition on
// three replicas and acknowledges a write once two have it; an eventually consistent read goes to
// any of the three, so for a short while after a write it can reach the one that has not applied
// it yet and return what was there before. Here, while the switch is on, each eventually
// consistent GetItem, BatchGetItem key, Query page and Scan page (on the table and on its
// indexes) reaches a lagging replica with a settable share (a third by default), which shows the
// data as it was a drawn lag ago (up to the propagation window, one second by default): the
// previous version of an item written within that lag, no item for one created within it, a
// deleted one still there. ConsistentRead (on the table and local indexes) and transactional
// reads return the latest. Draws are seeded, so a lesson played twice reads the same.
//
// One of the interfaces the engine (engine.h) implements; threads as engine.h says.
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"

#include <QList>
#include <QString>

#include <optional>

namespace lw {

class Engine;

struct ConsistencySettings
{
    bool realistic = false;      // off: every read returns the latest, as before
    qint64 propagationMs = 1000; // the longest a replica lags behind a write (1..60,000)
    // How many eventual reads reach a lagging replica (0..1): one of the three, kept in millionths.
    double staleShare = 0.333333;
    quint64 seed = 1; // the draws' seed
    // While realistic: how long a base-table write may take to reach its global secondary indexes
    // (0..60,000 ms; each change draws 1..gsiLagMs); 0 applies index entries with the write.
    qint64 gsiLagMs = 500;
    bool operator==(const ConsistencySettings &) const = default;
};

// What an eventually consistent read of one item could return now: the latest version and, while
// the last write is within the propagation window, the oldest data a lagging replica may still
// hold (between the two, any version written in the window can be served).
struct EventualView
{
    std::optional<Item> latest; // none: no item
    bool mayBeStale = false;    // whether a lagging replica may still miss the last write
    // The oldest a lagging replica may hold: the item as it was a propagation window ago (none:
    // no item then).
    std::optional<Item> previous;
    qint64 writtenMs = 0;    // the last write's time
    qint64 staleUntilMs = 0; // the last moment a lagging replica may still miss it
};

// An index entry that a base-table write changed and that has not reached its global secondary
// index yet (GSI propagation lag): what applies to the index, and when.
struct PendingIndexEntry
{
    enum class Change
    {
        Appear, // the item enters the index
        Leave,  // the item's entry leaves the index
        Move,   // the entry leaves one index key for another
        Update, // the entry stays under its index key with other projected attributes
    };
    QString index;
    Item key; // the item's table key
    Change change = Change::Appear;
    qint64 dueMs = 0;
};

class ReadConsistencyViews
{
public:
    // Sets the settings, in one write transaction, kept in the workspace (a reopened or imported
    // workspace keeps them; rewind leaves them alone). Errors: ValidationException for a window
    // outside 1..60,000 ms, a share outside 0..1 or a GSI lag outside 0..60,000 ms.
    virtual Status setConsistencySettings(const ConsistencySettings &settings) = 0;
    virtual ConsistencySettings consistencySettings() const = 0;
    // For the window's inspector: what an eventual GetItem of `key` in `table` could return now.
    // Errors: the GetItem's for an unknown table or a key that does not fit it.
    virtual Result<EventualView> eventualView(const QString &table, const Item &key) const = 0;
    // The entries of `table`'s global secondary indexes (only `index`'s when it is given) that
    // writes changed and that have not applied yet, by due time (ties: in write order). Errors:
    // ResourceNotFoundException for an unknown table, ValidationException "The table does not
    // have the specified index: <index>" for an index that is not a GSI of it.
    virtual Result<QList<PendingIndexEntry>>
    pendingIndexEntries(const QString &table, const QString &index = {}) const = 0;

protected:
    ~ReadConsistencyViews() = default; // owned and destroyed as the Engine
};

// The engine's read consistency, for code that includes this header and not engine.h.
ReadConsistencyViews &consistencyOf(Engine &engine);
const ReadConsistencyViews &consistencyOf(const Engine &engine);

} // namespace lw
