// The capacity meter: the read and write capacity units each table consumed, summed per minute of
// sim time, as CloudWatch's ConsumedReadCapacityUnits and ConsumedWriteCapacityUnits (Sum) show
// a table's traffic. GetConsumedCapacity (api/actions/getconsumedcapacity.cpp) reads it.
//
// What counts: every call that reports ConsumedCapacity adds its CapacityUnits (the table's and
// its indexes' together) at the clock's time when it ran, whatever ReturnConsumedCapacity asked
// for: GetItem, BatchGetItem, Query, Scan and TransactGetItems as reads; PutItem, UpdateItem,
// DeleteItem, BatchWriteItem and TransactWriteItems (soft delete and restore are UpdateItems) as
// writes; an aggregator consumer's UpdateItems as writes at the time of its poll. Nothing else:
// TTL deletes consume no capacity (as in DynamoDB); reads "as of" a past time are the time
// machine's, not traffic; calls that fail add nothing, a failed conditional write included
// (DynamoDB bills one, but the engine reports no units for it); nor do calls made while a Pause
// lives (the api's CallOptions::metered, for the workbench's own looks at the data).
//
// Kept in memory only, never written to the workspace: it starts empty whenever the workspace
// is opened, and bundles do not carry it. Rewind drops the minutes after the rewind time; the
// minute holding that time stays whole, later units in it included. A table is metered by name,
// as CloudWatch names it: a table deleted and created again continues its predecessor's series.
//
// Cost: one hash lookup and an add per call, the whole table's minutes in one sorted list.
// Threads: the engine's (one at a time).
#pragma once

#include "capacity.h"

#include <QHash>

namespace lw {

class CapacityMeter
{
public:
    static constexpr qint64 kMinuteMs = 60'000;

    enum class Kind
    {
        Read,
        Write
    };

    // The units of one period [startMs, startMs + period).
    struct Sum
    {
        qint64 startMs = 0;
        double readUnits = 0;
        double writeUnits = 0;
        bool operator==(const Sum &) const = default;
    };

    // While one lives, the meter adds nothing (pauses nest).
    class Pause
    {
    public:
        Pause(CapacityMeter &meter, bool pause) : m_meter(meter), m_wasPaused(meter.m_paused)
        {
            meter.m_paused = m_wasPaused || pause;
        }
        ~Pause() { m_meter.m_paused = m_wasPaused; }
        Pause(const Pause &) = delete;
        Pause &operator=(const Pause &) = delete;

    private:
        CapacityMeter &m_meter;
        bool m_wasPaused;
    };

    // Whether a Pause lives: the call running is not traffic.
    bool paused() const { return m_paused; }
    // Adds the units of one call, made at `atMs`, to the minute holding that time.
    void add(Kind kind, qint64 atMs, const ConsumedCapacity &units);
    // The same for a call over several tables, one entry per table.
    void add(Kind kind, qint64 atMs, const QList<ConsumedCapacity> &perTable);

    // The units `tableName` consumed, summed per period of `periodMs` (a positive multiple of
    // kMinuteMs; periods aligned to multiples of it since the epoch): one Sum for each period
    // that overlaps [fromMs, toMs) and holds any units, oldest first. Whole periods: a period
    // reaching over either end counts all its minutes.
    QList<Sum> sums(const QString &tableName, qint64 fromMs, qint64 toMs, qint64 periodMs) const;

    // Drops every minute that starts after `atMs` (rewind).
    void dropAfter(qint64 atMs);

private:
    // A table's minutes (Sum per kMinuteMs), by start time.
    QHash<QString, QList<Sum>> m_minutes;
    bool m_paused = false;
};

} // namespace lw
