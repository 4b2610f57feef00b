// The throughput limits module (throughput.h, docs/throughput.md "How the engine charges it"):
// owns the capacity model, keeps it configured from the catalog, charges it with the data-plane
// calls (itemcalls.h, transactioncalls.h call it) and keeps its state in the workspace.
//
// Off (the default, and the state of every workspace made before it), the calls ask charging()
// and do nothing else: no charge, no record, no meta key written.
//
// Stored in the catalog's `meta` (FROZEN keys; absent on a workspace that never turned the
// limits on, which reads as off):
//   "throughput.limits"            := "on"                  -- present: the limits are on
//   "throughput.state"             := record (StateAndHistory)  -- written when the engine closes
//   "throughput.at." be64(ms)      := record (StateOnly)    -- the state after the last change
//                                                              at `ms`, for rewind
//   record := magic:u32 = 0x4C57544C ("LWTL")  version:u16 = 1  lastChangeMs:i64
//             tableCount:u32 (name:string id:u32 mode:u8 resource indexCount:u32
//             (name:string resource)*)*  model:bytearray (CapacityModel::save)
//   resource := capacityUnits:pair maxRequestUnits:pair      pair := read:i64 write:i64
// big-endian through QDataStream pinned to Qt 6.0's format. The tables are the settings the
// model was configured with (sizes left out), so that a later catalog change is applied as the
// difference.
//
// Snapshots: when the clock leaves the sim second of the last change (a charge, a throttle, a
// table configured), the model's state is stored under that change's time, in the clock move's
// transaction; a rewind to `toMs` takes the newest snapshot at or before it (or keeps the state
// when nothing changed after `toMs`). A rewind into a second that changed the model therefore
// goes back to before that second's changes. On opening, the state written at close is loaded,
// or a newer snapshot when the process ended without closing.
#pragma once

#include "engineimpl.h"
#include "itemstore.h"
#include "modules.h"
#include "throughput/capacitymodel.h"

#include <optional>

namespace lw {

// Whether `error` is a refusal for throughput (ProvisionedThroughputExceededException,
// ThrottlingException, RequestLimitExceeded), which a batch answers as an unprocessed item.
bool isThrottle(const Error &error);

class ThroughputLimits final : public EngineModule,
                               public ClockSource,
                               public ClockListener,
                               public RewindParticipant
{
public:
    // `tables` are the catalog's; `meta` the catalog's sub-database, where the module keeps its
    // keys; `store` is told to list index entries while the limits are on.
    ThroughputLimits(EngineImpl &engine, const ModuleContext &context, storage::Dbi meta,
                     ItemStore &store);

    // Reads the switch and the stored state (opening the workspace); the tables are loaded.
    Status load(storage::Txn &txn);
    // Writes the state with its history (the engine closes). Nothing when nothing changed.
    Status save(storage::Txn &txn);
    bool changedSinceSave() const { return m_unsaved; }

    bool enabled() const { return m_enabled; }
    // Whether the call running is charged: the limits are on and the call is traffic. The
    // workbench's own looks at the data (CallOptions::metered false: the panes, a lesson's
    // checks, a bundle's export), which the capacity meter leaves out, are neither charged nor
    // refused either.
    bool charging() const;
    // The switch, in its own write transaction (ThroughputViews::setThroughputLimits).
    Status setEnabled(bool on);
    // The catalog changed tables (a control-plane call committed): the model follows, creating,
    // updating and removing tables and indexes, new ones with their data size.
    void tablesChanged();

    // The charges, at the clock's time; each returns the service's error when refused (and then
    // the call must change nothing). Callers ask charging() first.
    // A read of one partition: GetItem, a Query, a BatchGetItem or TransactGetItems item. `index`:
    // a global secondary index read (null: the table, LSIs included).
    Status chargeRead(const TableDefinition &table, const IndexDefinition *index,
                      const AttributeValue &partitionKey, double units);
    // As above, for a caller that has the key's partitionKeyHash already (tablekeys.h).
    Status chargeRead(const TableDefinition &table, const IndexDefinition *index,
                      quint64 partitionHash, double units);
    // A Scan page: `units` spread over the partitions its items came from, by their bytes
    // (`keyBytes`: each item's partition key hash and size, in the order read); an empty page
    // is charged to the first partition.
    Status chargeScan(const TableDefinition &table, const IndexDefinition *index,
                      const QList<QPair<quint64, qint64>> &keyBytes, double units);
    // A write of one item, with the GSI entries it put or removed (ItemStore::indexWrites());
    // `capacity` as the write reports it (LSI units are the table's), `sizeDelta` the bytes it
    // added to the table (ItemStore::sizeDelta()).
    Status chargeWrite(const TableDefinition &table, const Item &key,
                       const ConsumedCapacity &capacity, qint64 sizeDelta,
                       const QList<IndexEntryWrite> &indexWrites);

    const throughput::CapacityModel &model() const { return m_model; }

    // ClockSource: no events of its own; told when a clock move committed its snapshot.
    Result<std::optional<qint64>> nextDueMs(storage::Txn &, qint64) override
    {
        return std::nullopt;
    }
    Status runDue(storage::Txn &, qint64) override { return {}; }
    void batchCommitted() override;
    // ClockListener: stores the snapshot when the clock leaves the second of the last change.
    Status clockMoved(storage::Txn &txn, qint64 clockMs) override;
    // RewindParticipant: the state as of `state.toMs`, configured for `state.tables`; takes
    // effect once the rewind committed (rewound()).
    Status rewind(storage::Txn &txn, RewindState &state) override;
    void rewound();

    // The tables as the model was configured with them, by name: the table's id and settings.
    using Configured = QMap<QString, std::pair<quint32, throughput::TableSettings>>;

private:
    Status refused(const TableDefinition &table, const throughput::Outcome &outcome);
    // A request on `table` at the clock's time, its targets still to fill in.
    throughput::Request requestAt(const TableDefinition &table, throughput::Access access) const;
    // Charges `request`, notes the change, and turns a refusal into the service's error.
    Status charge(const TableDefinition &table, const throughput::Request &request);
    void changed();
    QByteArray record(throughput::CapacityModel::Contents contents) const;
    // Brings `model` in step with `tables`; `sizeOf` gives the data of a table (index null) or
    // index newly configured. True when anything changed.
    using SizeOf = std::function<qint64(const TableDefinition &, const IndexDefinition *)>;
    static bool configure(throughput::CapacityModel &model, Configured &configured,
                          const QMap<QString, TableDefinition> &tables, qint64 simMs,
                          const SizeOf &sizeOf);

    EngineImpl &m_engine;
    const QMap<QString, TableDefinition> &m_tables;
    storage::Dbi m_meta;
    ItemStore &m_store;
    bool m_enabled = false;
    throughput::CapacityModel m_model;
    Configured m_configured;
    // The time of the last change to the model, and of the last snapshot stored (committed);
    // the snapshot a clock move is storing until its batch commits.
    qint64 m_lastChangeMs = std::numeric_limits<qint64>::min();
    qint64 m_snapshotMs = std::numeric_limits<qint64>::min();
    std::optional<qint64> m_storingSnapshotMs;
    bool m_unsaved = false;
    // What a rewind puts in place once it committed.
    struct Rewound
    {
        throughput::CapacityModel model;
        Configured configured;
        qint64 lastChangeMs;
        qint64 snapshotMs;
    };
    std::optional<Rewound> m_rewound;
};

} // namespace lw
