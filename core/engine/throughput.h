// The throughput limits (docs/throughput.md): a per-workspace switch, off by default, and, while
// it is on, DynamoDB's capacity model (throughput/capacitymodel.h) charged with every data-plane
// request at the clock's time, which refuses requests past the limits as the service does
// (ProvisionedThroughputExceededException, ThrottlingException, RequestLimitExceeded; batches
// return UnprocessedItems and UnprocessedKeys; a transaction is cancelled). Off, nothing is
// charged and no request is ever refused for throughput.
//
// The views are the model's (throughput/views.h), copied out, for a heat pane: the partitions of
// a table or of one of its global secondary indexes (`index` empty: the table), what each
// partition and the whole resource served and refused per sim second (epoch seconds, both ends
// inclusive), and the splits. They stay readable while the switch is off (the model as it was
// last charged); unknown names give empty lists.
//
// One of the interfaces the engine (engine.h) implements; threads as engine.h says.
#pragma once

#include "model/error.h"
#include "throughput/views.h"

#include <QList>
#include <QString>

namespace lw {

class Engine;

class ThroughputViews
{
public:
    // Turns the workspace's throughput limits on or off, in one write transaction (kept in the
    // workspace: a reopened or imported workspace keeps its switch). Turning them on configures
    // the model from every table's billing mode, provisioned throughput and data size; the
    // model's state (partitions, burst balances) is kept while they are off. Rewind leaves the
    // switch alone.
    virtual Status setThroughputLimits(bool on) = 0;
    virtual bool throughputLimits() const = 0;

    virtual QList<throughput::PartitionView> partitions(const QString &table,
                                                        const QString &index = {}) const = 0;
    virtual QList<throughput::PartitionSecond> heat(const QString &table, const QString &index,
                                                    qint64 fromSecond, qint64 toSecond) const = 0;
    virtual QList<throughput::ResourceSecond> totals(const QString &table, const QString &index,
                                                     qint64 fromSecond, qint64 toSecond) const = 0;
    virtual QList<throughput::SplitView> splits(const QString &table,
                                                const QString &index = {}) const = 0;

protected:
    ~ThroughputViews() = default; // owned and destroyed as the Engine
};

// The engine's throughput limits, for code that includes this header and not engine.h.
ThroughputViews &throughputOf(Engine &engine);
const ThroughputViews &throughputOf(const Engine &engine);

} // namespace lw
