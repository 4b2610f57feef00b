// What the history knows about items over time, as plain values for the window, `lwb` and
// bundles: who made each change, an item's state at a moment, and its lifetimes for the
// timeline (created → expires → deleted → archived).
#pragma once

#include "model/attributevalue.h"
#include "time/ttl.h"

#include <QString>

#include <optional>

namespace lw {

// Who made a change. FROZEN (stored in every history entry).
enum class Origin : quint8
{
    User = 0,     // an api call (GUI, lwb, lessons, the endpoint)
    Ttl = 1,      // the TTL sweeper
    Consumer = 2, // a built-in stream consumer
};
QString originName(Origin origin); // "user", "ttl", "consumer"

// One change of one item, as the history keeps it.
struct Change
{
    qint64 seq = 0; // increasing, never reused (rewind drops the tail)
    qint64 timeMs = 0;
    Origin origin = Origin::User;
    QString tableName;
    Item key;
    std::optional<Item> oldImage; // none: the change created the item
    std::optional<Item> newImage; // none: the change deleted it
};

// An item's state at one moment (docs/architecture.md "Time").
enum class LifecycleState
{
    Absent,            // never existed at that moment
    Active,            // present and not expired
    Expired,           // expired but not yet deleted: still visible to every read
    DeletedByTtl,      // deleted by the sweeper
    DeletedByUser,     // deleted by an api call
    DeletedByConsumer, // deleted by a stream consumer
};
QString lifecycleStateName(LifecycleState state); // "active", "expired", "deleted-by-ttl" …

struct ItemLifecycle
{
    LifecycleState state = LifecycleState::Absent;
    qint64 sinceMs = 0;              // when the item entered this state
    ttl::Expiry expiry;              // of the item as it was (or last was, if deleted)
    std::optional<qint64> sweepAtMs; // when the sweeper will delete it, if it will
};

// One lifetime of one item (a key deleted and written again has two), for the timeline.
struct Lifetime
{
    Item key;
    qint64 createdMs = 0;
    ttl::Expiry expiry;              // of its last image, under the table's TTL attribute
    std::optional<qint64> sweepAtMs; // scheduled TTL delete (live items with TTL enabled)
    std::optional<qint64> deletedMs;
    Origin deletedBy = Origin::User;
    std::optional<qint64> archivedMs; // set by the archiver (streams and consumers)
    int changes = 0;                  // how many changes the lifetime saw, creation included
};

} // namespace lw
