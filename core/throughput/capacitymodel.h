// The capacity model: DynamoDB's throughput limits on the simulated clock, per table and per
// global secondary index (docs/throughput.md has the model and the source of every number).
//
// Each request is charged, in the sim second it runs in, to the partition its key hashes to:
// provisioned resources serve from the partition's share of the capacity, then from unused table
// capacity (adaptive capacity), then from burst capacity, never past the partition's maximum;
// on-demand resources serve up to double the previous peak, the table quota and the partition's
// maximum. A write that touches global secondary indexes is served only if every index can absorb
// its entry: otherwise nothing is charged and the index's refusal is the outcome (back-pressure).
//
// Deterministic: integers only (MilliUnits), ordered containers, no clock of its own, no
// randomness. The same settings and the same sequence of calls give byte-identical save().
//
// Threads: none of its own; a model is used by one thread at a time (the engine's writer).
// Errors are values: calls that can fail return Status / Result with the error named below.
#pragma once

#include "model/error.h"
#include "throughput/settings.h"
#include "throughput/throttle.h"
#include "throughput/views.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <optional>

namespace lw::throughput {

// One resource a request touches.
struct Target
{
    QString index;       // a global secondary index of the table; empty: the table itself
    quint64 keyHash = 0; // partitionKeyHash() of the partition key in that resource
    double units = 0;    // capacity units, as the request's ConsumedCapacity counts them
    // Writes: bytes the write adds to (or, negative, removes from) the partition's data, which
    // decides when it splits for size.
    qint64 sizeDelta = 0;
};

struct Request
{
    QString table;
    Access access = Access::Read;
    qint64 simMs = 0; // the sim clock, epoch milliseconds; charged to second floor(simMs / 1000)
    Target target;    // what the request addresses: the table, or the index a read queries
    // Writes only: one entry per index entry the write puts or removes (an update that moves an
    // item between index keys names the index twice). Charged together with `target`, or not at
    // all.
    QList<Target> indexWrites;
};

struct Outcome
{
    std::optional<Throttle> throttle; // empty: served
    quint32 partition = 0;            // the id of the partition `target` landed on

    bool served() const { return !throttle; }
    bool operator==(const Outcome &) const = default;
};

class CapacityModel
{
public:
    explicit CapacityModel(const ModelSettings &settings = {});
    ~CapacityModel();
    CapacityModel(CapacityModel &&) noexcept;
    CapacityModel &operator=(CapacityModel &&) noexcept;
    CapacityModel(const CapacityModel &) = delete;
    CapacityModel &operator=(const CapacityModel &) = delete;

    const ModelSettings &settings() const;

    // Adds a table and its indexes with as many partitions as partitionsFor() gives (on demand:
    // for double the initial previous peak). ResourceInUse if the name is taken.
    Status addTable(const TableSettings &table, qint64 simMs);
    // Changes a table's mode, capacities or maximums, and adds indexes it did not have (their
    // settings' sizeBytes is their data). Partitions are split until the new throughput fits and
    // never merge. Switching to on demand sets the previous peak to half the provisioned capacity
    // if that is more than a new table's. ResourceNotFound for an unknown table.
    Status updateTable(const TableSettings &table, qint64 simMs);
    // Forgets a table, or one of its indexes; nothing happens for names it does not know.
    void removeTable(const QString &table);
    void removeIndex(const QString &table, const QString &index);

    // Charges one request. ResourceNotFound for an unknown table or index; Validation for a read
    // with indexWrites or a negative number of units; InternalServerError if simMs lies in a
    // second before one already charged to a resource it touches (the sim clock only moves on;
    // go back with rewind()).
    Result<Outcome> charge(const Request &request);

    // The views, for a heat pane. Unknown names give empty lists. Seconds are epoch seconds,
    // `from` and `to` inclusive; history older than settings().historySeconds before the latest
    // second charged to a resource is dropped.
    QList<PartitionView> partitions(const QString &table, const QString &index = {}) const;
    QList<PartitionSecond> heat(const QString &table, const QString &index, qint64 from,
                                qint64 to) const;
    QList<ResourceSecond> totals(const QString &table, const QString &index, qint64 from,
                                 qint64 to) const;
    QList<SplitView> splits(const QString &table, const QString &index = {}) const;
    // The id of the partition `keyHash` lands on now; nullopt for an unknown table or index.
    std::optional<quint32> partitionOf(const QString &table, const QString &index,
                                       quint64 keyHash) const;

    // The model as bytes, versioned (format at the top of modelstate.cpp). StateOnly leaves out
    // the per-second history, which is what rewind() needs and is small: O(partitions).
    enum class Contents : quint8
    {
        StateOnly = 0,
        StateAndHistory = 1,
    };
    QByteArray save(Contents contents = Contents::StateAndHistory) const;
    // A model from save()'s bytes. Serialization if they are not a model of a version this
    // build reads.
    static Result<CapacityModel> load(const QByteArray &bytes);
    // Puts the model back as it was at `simMs`: `snapshot` is a save() made after the last
    // charge or change at or before `simMs` (the engine keeps one with each commit). The state
    // comes from the snapshot; this model's history is kept up to `simMs` and dropped after it,
    // so a StateOnly snapshot suffices (history it had already let go, older than historySeconds,
    // stays gone). Serialization if the snapshot cannot be read; the model is then unchanged.
    Status rewind(const QByteArray &snapshot, qint64 simMs);

    struct State;

private:
    explicit CapacityModel(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace lw::throughput
