// The catalog module: the tables. It owns the `meta` sub-database and the tables' descriptions kept
// there (and in memory, as the last committed call left them), and serves the control plane
// (tables.h: CreateTable, UpdateTable, DeleteTable, DescribeTable's data, tags; catalog.cpp), the
// table-settings calls (UpdateTimeToLive, timetolive.cpp; the soft delete settings,
// softdelete.cpp) and the settling states (settling.h, settling.cpp). EngineImpl implements
// Tables and Settling by forwarding here; every other module reads the tables through it or
// through ModuleContext (modules.h), which refers to the catalog's own map.
//
// The control plane reaches across modules (a new index is backfilled from the items, a deleted
// table leaves the items, the history and the TTL queue, its consumers go with it), so the catalog
// is the one module handed every sub-database handle (EngineImpl::Dbs). It writes in the engine's
// transactions (EngineImpl::write) at the engine's clock, and changes its tables in memory only
// once the transaction committed. Its rewind step (RewindParticipant, registered first) takes the
// settings changes after the time back, into the RewindState the other participants then read.
#pragma once

#include "engineimpl.h"
#include "modules.h"
#include "settling.h"
#include "tables.h"

#include <QMap>

namespace lw {

class Catalog final : public EngineModule, public Tables, public Settling, public RewindParticipant
{
public:
    Catalog(EngineImpl &engine, const EngineImpl::Dbs &dbs) : m_engine(engine), m_dbs(dbs) {}

    // The catalog's sub-database, named here: what the workspace keeps beside the tables'
    // descriptions (the clock, the sweeper settings, the scenario, the history's format, the
    // transactions' tokens) is stored in it by the engine and the modules that own those.
    static Result<storage::Dbi> openDatabase(storage::Txn &txn);
    storage::Dbi metaDatabase() const { return m_dbs.meta; }

    // Reads the tables' descriptions as the workspace stores them (opening it, and after a group
    // of calls failed to commit), replacing those in memory.
    Status load(storage::Txn &txn);

    // Implementations of the Tables and Settling interfaces (contracts in tables.h, settling.h).
    Result<TableDefinition> createTable(TableDefinition table) override;
    Result<TableDefinition> updateTable(const UpdateTableRequest &request) override;
    Result<TableDefinition> deleteTable(const QString &name) override;
    Result<TableDefinition> table(const QString &name) const override;
    Result<TableDefinition> setTags(const QString &name,
                                    const QMap<QString, QString> &tags) override;
    QStringList tableNames() const override;
    QMap<QString, IndexStats> stats(const TableDefinition &table) const override;
    SettleDelays settleDelays() const override { return m_settleDelays; }
    void setSettleDelays(const SettleDelays &delays) override;
    QStringList settlingTables() const override;
    Status settleNow(const QString &tableName) override;
    // The table-settings calls of TimeToLive and SoftDelete (contracts in timetolive.h,
    // softdelete.h).
    Result<TimeToLiveSetting> updateTimeToLive(const QString &tableName, bool enabled,
                                               const QString &attributeName);
    Result<TableDefinition> updateSoftDelete(const QString &tableName,
                                             const SoftDeleteSetting &setting);

    // Rewind's first step: takes the changes of tables' settings after `state.toMs` back, newest
    // first, from `state.tables` (the tables now, as EngineImpl::rewind fills it) and the stored
    // descriptions; `state.rebuiltTables` gets the ids of the tables concerned (timetravel.cpp).
    Status rewind(storage::Txn &txn, RewindState &state) override;
    // The rewind committed: the tables are those its state holds.
    void rewound(QMap<QString, TableDefinition> tables) { m_tables = std::move(tables); }

    // The tables by name, as the last committed call left them.
    const QMap<QString, TableDefinition> &tables() const { return m_tables; }
    // The definition of the table `name`, or null. Valid until the next control-plane call.
    const TableDefinition *find(const QString &name) const;
    // The table a data-plane call reads or writes: null while it is still CREATING, which the
    // service answers as it answers a table that does not exist.
    const TableDefinition *itemTable(const QString &name) const;
    // The control plane's text (and the transactions'), "Requested resource not found: Table:
    // <name> not found", and the data plane's: the item calls, the batches, Query and Scan say
    // only "Requested resource not found" (docs/validation.md).
    static Error tableNotFound(const QString &name);
    static Error itemTableNotFound();

private:
    // Writes a table's description; the caller updates m_tables once the transaction commits.
    Status saveTable(storage::Txn &txn, const TableDefinition &table);
    // A settings change made now: its history entry (from `before`, null when new) and the
    // table's description.
    Status saveTableChange(storage::Txn &txn, const TableDefinition *before,
                           const TableDefinition &after);
    // When the GSIs UpdateTable adds to `table` now finish backfilling (settling.h,
    // kBackfillMsPerItem): none when they are ACTIVE at once (nothing created, no settle delay
    // and realistic consistency off, or nothing to wait for).
    Result<std::optional<qint64>> backfillEndMs(const TableDefinition &table,
                                                bool nothingCreated) const;
    // The meta key of a table's stored description ("table/<name>", FROZEN).
    static QByteArray tableMetaKey(const QString &name);

    EngineImpl &m_engine;        // its transactions, clock, sweeper settings and consumers
    const EngineImpl::Dbs m_dbs; // every module's, for the control plane
    QMap<QString, TableDefinition> m_tables;
    SettleDelays m_settleDelays;
};

} // namespace lw
