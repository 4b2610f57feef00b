// The control plane: CreateTable, UpdateTable, DeleteTable, DescribeTable's data.
#include "engineimpl.h"
#include "history.h"
#include "itemstore.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QByteArrayView kNextTableIdKey = "next-table-id"; // FROZEN meta key, u32le

Error notFound(const QString &what)
{
    return Error{ErrorType::ResourceNotFound, u"Requested resource not found: "_s + what, {}};
}

// UpdateTable and DeleteTable wait for the table's last change to settle, with the service's
// ResourceInUseException texts.
Status checkSettled(const TableDefinition &table, qint64 nowMs)
{
    const auto inUse = [&](const QString &what) {
        return std::unexpected(Error{ErrorType::ResourceInUse,
                                     u"Attempt to change a resource which is still in use: "_s +
                                         what + u": "_s + table.name,
                                     {}});
    };
    switch (table.state.statusAt(nowMs)) {
    case TableState::Status::Creating:
        return inUse(u"Table is being created"_s);
    case TableState::Status::Updating:
        return inUse(u"Table is being updated"_s);
    case TableState::Status::Active:
        break;
    }
    return {};
}

Result<quint32> allocateTableId(storage::Txn &txn, storage::Dbi meta)
{
    auto bytes = storage::get(txn, meta, kNextTableIdKey);
    LW_TRY(bytes);
    const quint32 id =
        *bytes && (*bytes)->size() == 4 ? qFromLittleEndian<quint32>((*bytes)->data()) : 1;
    char next[4];
    qToLittleEndian<quint32>(id + 1, next);
    LW_TRY(storage::put(txn, meta, kNextTableIdKey, QByteArrayView(next, 4)));
    return id;
}

// Fills a new index from the table's items, inside the same transaction.
Status backfill(storage::Txn &txn, const EngineImpl::Dbs &dbs, const TableDefinition &table,
                const IndexDefinition &index)
{
    return forEachStoredItem(txn, dbs, table.id, [&](const QByteArray &, StoredItem &&stored) {
        return addIndexEntry(txn, dbs, table, index, stored.item);
    });
}

} // namespace

Result<TableDefinition> EngineImpl::table(const QString &name) const
{
    const TableDefinition *found = findTable(name);
    if (!found)
        return std::unexpected(tableNotFound(name));
    return *found;
}

QStringList EngineImpl::tableNames() const
{
    return m_tables.keys();
}

QMap<QString, IndexStats> EngineImpl::stats(const TableDefinition &table) const
{
    QMap<QString, IndexStats> out;
    auto txn = beginRead();
    if (!txn)
        return out;
    out.insert(QString(), readStats(**txn, m_dbs, table.id, 0).value_or(IndexStats{}));
    for (const auto &index : table.indexes)
        out.insert(index.name, readStats(**txn, m_dbs, table.id, index.id).value_or(IndexStats{}));
    return out;
}

Result<TableDefinition> EngineImpl::createTable(TableDefinition table)
{
    if (m_tables.contains(table.name))
        return std::unexpected(
            Error{ErrorType::ResourceInUse, u"Table already exists: "_s + table.name, {}});
    // A stream CreateTable enables starts with the table: its label is the creation time.
    if (table.stream.enabled)
        table.stream.labelMs = m_nowMs;
    if (m_settleDelays.tableMs > 0) {
        const qint64 settlesAtMs = m_nowMs + m_settleDelays.tableMs;
        table.state = {TableState::Status::Creating, settlesAtMs};
        for (auto &index : table.indexes)
            if (index.global)
                index.activeFromMs = settlesAtMs;
    }
    auto status = write([&](storage::Txn &txn) -> Status {
        auto id = allocateTableId(txn, m_dbs.meta);
        LW_TRY(id);
        table.id = *id;
        table.creationDateTimeMs = m_nowMs;
        return saveTableChange(txn, nullptr, table);
    });
    LW_TRY(status);
    m_tables.insert(table.name, table);
    return table;
}

Result<TableDefinition> EngineImpl::updateTable(const UpdateTableRequest &request)
{
    auto current = table(request.tableName);
    if (!current)
        return current;
    LW_TRY(checkSettled(*current, m_nowMs));
    TableDefinition updated = *current;
    if (m_settleDelays.tableMs > 0)
        updated.state = {TableState::Status::Updating, m_nowMs + m_settleDelays.tableMs};
    if (request.payPerRequest)
        updated.payPerRequest = *request.payPerRequest;
    if (request.throughput)
        updated.throughput = request.throughput;
    if (updated.payPerRequest)
        updated.throughput.reset();
    if (request.stream) {
        auto stream = updated.stream.updated(*request.stream, m_nowMs, updated.name);
        LW_TRY(stream);
        updated.stream = *stream;
    }

    for (const auto &name : request.deleteIndexes) {
        const IndexDefinition *index = updated.index(name);
        if (!index || !index->global)
            return std::unexpected(
                notFound(u"Table: "_s + request.tableName + u" does not have an index: "_s + name));
    }
    for (const auto &d : request.attributeDefinitions) {
        auto known = updated.attributeType(d.name);
        if (known && *known != d.type)
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: Cannot change the type of an "
                u"existing attribute: "_s +
                d.name));
        if (!known)
            updated.attributeDefinitions << d;
    }
    QList<IndexDefinition> created;
    for (IndexDefinition index : request.createIndexes) {
        if (updated.index(index.name))
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: Index already exists: "_s +
                index.name));
        if (std::count_if(updated.indexes.begin(), updated.indexes.end(),
                          [](const auto &i) { return i.global; }) >= 20)
            return std::unexpected(
                Error{ErrorType::LimitExceeded,
                      u"Subscriber limit exceeded: The number of global secondary "
                      u"indexes exceeds the limit of 20"_s,
                      {}});
        index.id = updated.nextIndexId++;
        if (m_settleDelays.tableMs > 0) // it backfills while the table is UPDATING
            index.activeFromMs = updated.state.settlesAtMs;
        updated.indexes << index;
        created << index;
    }

    // The new definition is settled before the transaction, which may run more than once (when
    // the map grows) and so must not change it.
    QList<quint16> deletedIds;
    for (const auto &name : request.deleteIndexes)
        deletedIds << updated.index(name)->id;
    updated.indexes.removeIf([&](const auto &i) { return request.deleteIndexes.contains(i.name); });
    // DynamoDB defines only attributes some key schema uses.
    QStringList used = updated.key.names();
    for (const auto &index : std::as_const(updated.indexes))
        used += index.key.names();
    updated.attributeDefinitions.removeIf([&](const auto &d) { return !used.contains(d.name); });

    auto status = write([&](storage::Txn &txn) -> Status {
        for (quint16 id : std::as_const(deletedIds)) {
            if (auto s = erasePrefix(txn, m_dbs.indexes, indexPrefix(updated.id, id)); !s)
                return s;
            LW_TRY(storage::del(txn, m_dbs.stats, statsKeyBytes(updated.id, id)));
        }
        for (const auto &index : created) {
            if (auto s = backfill(txn, m_dbs, updated, index); !s)
                return s;
        }
        return saveTableChange(txn, &*current, updated);
    });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return updated;
}

Result<TableDefinition> EngineImpl::setTags(const QString &name, const QMap<QString, QString> &tags)
{
    auto current = table(name);
    if (!current)
        return current;
    TableDefinition updated = *current;
    updated.tags = tags;
    auto status = write(
        [&](storage::Txn &txn) -> Status { return saveTableChange(txn, &*current, updated); });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return updated;
}

Result<TableDefinition> EngineImpl::deleteTable(const QString &name)
{
    auto current = table(name);
    if (!current)
        return current;
    LW_TRY(checkSettled(*current, m_nowMs));
    auto status = write([&](storage::Txn &txn) -> Status {
        // The table's items stay in the history, so that rewind can bring them back.
        if (auto s = history::retireHeads(txn, m_dbs, current->id); !s)
            return s;
        for (auto dbi : {m_dbs.indexes, m_dbs.stats}) {
            if (auto s = erasePrefix(txn, dbi, tablePrefix(current->id)); !s)
                return s;
        }
        if (auto s = ttlqueue::clearTable(txn, m_dbs.ttlQueue, current->id); !s)
            return s;
        if (auto s = dropConsumers(txn, *current); !s)
            return s;
        if (auto s = history::recordTableChange(txn, m_dbs, &*current, nullptr, m_nowMs); !s)
            return s;
        return toStatus(storage::del(txn, m_dbs.meta, tableMetaKey(name)));
    });
    LW_TRY(status);
    m_tables.remove(name);
    return *current;
}

} // namespace lw
