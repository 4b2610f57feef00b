// The partition heat as values, read from DescribePartitionHeat (core/api/actions/
// partitionheat.cpp, docs/throughput.md): the partitions of a table or GSI in hash order, what
// each served and refused per sim second, and the resource's totals per second. Pure functions
// over the api's JSON and over these values, tested without widgets; the map (heatmapview.h)
// paints them and the charts draw the totals. readHeat() makes the call.
//
// A cell's heat is what the partition consumed against what it may use that second: its share of
// the table's provisioned capacity, or on demand (no share) its maximum, 3,000 RCU / 1,000 WCU.
// That is the number a teacher explains: a partition at 100 % of its share throttles unless burst
// or adaptive capacity pays.
#pragma once

#include "charts/stepseries.h"
#include "doors/apicall.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace lw {

enum class HeatAccess
{
    Write,
    Read,
};

// A {"Read", "Write"} pair of the api's. Floats: an hour of a thousand partitions is 3.6 million
// cells, and a map shows a tenth of a unit at most.
struct HeatPair
{
    float read = 0;
    float write = 0;
    double of(HeatAccess access) const { return access == HeatAccess::Read ? read : write; }
    bool operator==(const HeatPair &) const = default;
};

struct HeatPartition
{
    quint32 id = 0;
    quint64 firstHash = 0;
    quint64 lastHash = 0;
    qint64 sizeBytes = 0;
    HeatPair share;   // provisioned: its share per second; on demand: 0
    HeatPair maximum; // 3,000 RCU / 1,000 WCU
    bool operator==(const HeatPartition &) const = default;
};

// One partition in one second in which it served or refused.
struct HeatCell
{
    qint64 second = 0; // epoch seconds
    HeatPair consumed;
    HeatPair fromBurst;
    HeatPair borrowed;
    HeatPair share;
    HeatPair throttledRequests;
    bool operator==(const HeatCell &) const = default;
};

struct HeatTotal
{
    qint64 second = 0;
    HeatPair consumed;
    HeatPair capacity;
    HeatPair throttledRequests;
    bool operator==(const HeatTotal &) const = default;
};

struct HeatData
{
    bool limitsOn = false;
    QList<HeatPartition> partitions; // in hash order: the map's rows
    // Each partition's cells by id, oldest first; a partition without any has none.
    QHash<quint32, QList<HeatCell>> cells;
    QList<HeatTotal> totals; // oldest first
    QString error;           // "ResourceNotFoundException: …" when the read failed

    // The row of the partition with this id; -1 for none.
    int rowOf(quint32 id) const;
    // The cell of `row` at `second`, or null when the partition neither served nor refused then.
    const HeatCell *cellAt(int row, qint64 second) const;
    bool isEmpty() const { return cells.isEmpty() && totals.isEmpty(); }
    bool operator==(const HeatData &) const = default;
};

// A DescribePartitionHeat response.
HeatData parsePartitionHeat(const QJsonObject &response);

// `older` brought up to date by `newer`, a read of the seconds from `fromSecond` on: `newer`'s
// partitions and switch, `older`'s cells and totals before `fromSecond` with `newer`'s after, all
// before `keepFromSecond` dropped (the map keeps the hour the model keeps).
HeatData mergeHeat(HeatData older, HeatData newer, qint64 fromSecond, qint64 keepFromSecond);

// What a cell's colour says: consumed against the share (on demand: the maximum), 0 for none.
// Above 1 when burst or borrowed capacity paid for more.
double heatFraction(const HeatPartition &partition, const HeatCell &cell, HeatAccess access);
// The capacity a cell is measured against (heatFraction's denominator).
double heatLimit(const HeatPartition &partition, const HeatCell &cell, HeatAccess access);

// The seconds [fromSecond, toSecond] of `table` (and `index`: a GSI; empty: the table).
HeatData readHeat(const ApiCall &api, const QString &table, const QString &index, qint64 fromSecond,
                  qint64 toSecond);

// The charts' curves, one step per second: throttled requests, consumed units and the capacity,
// of `access`. A second without traffic between two with it is 0 (capacity holds).
QList<TimeStep> throttleSteps(const QList<HeatTotal> &totals, HeatAccess access);
QList<TimeStep> consumedSteps(const QList<HeatTotal> &totals, HeatAccess access);
QList<TimeStep> capacitySteps(const QList<HeatTotal> &totals, HeatAccess access);

// "0000000000000000": a hash as the api writes it.
QString hashText(quint64 hash);

// The keys of a partition (DescribePartitionKeys), for the list beside the map.
struct PartitionKey
{
    QJsonObject key; // {"<name>": {"S": "…"}}
    qint64 items = 0;
    qint64 bytes = 0;
    bool operator==(const PartitionKey &) const = default;
};

struct PartitionKeysAnswer
{
    QList<PartitionKey> keys;
    QJsonObject lastEvaluatedKey; // empty: the last page
    QString error;
};

PartitionKeysAnswer parsePartitionKeys(const QJsonObject &response);
// One page of the keys of `partition`, after `startKey` (empty: from the first), as of `asOfMs`.
PartitionKeysAnswer readPartitionKeys(const ApiCall &api, const QString &table,
                                      const QString &index, const HeatPartition &partition,
                                      const QJsonObject &startKey, std::optional<qint64> asOfMs);

} // namespace lw
