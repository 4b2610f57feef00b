// The catalog (catalog.h): the tables' descriptions, and the control plane: CreateTable,
// UpdateTable, DeleteTable, DescribeTable's data.
#include "catalog.h"

#include "gsipropagation.h"
#include "history.h"
#include "itemstore.h"
#include "model/tablejson.h"
#include "tablekeys.h"
#include "ttlqueue.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QByteArrayView kNextTableIdKey = "next-table-id"; // FROZEN meta key, u32le
constexpr QByteArrayView kTablePrefix = "table/";           // FROZEN: "table/<name>", its JSON

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

// While a GSI backfills, the service refuses to create or delete another on the table (deleting
// the backfilling one itself is allowed), with this LimitExceededException text.
Status checkOneOnlineIndex(const TableDefinition &table, const UpdateTableRequest &request,
                           qint64 nowMs)
{
    for (const auto &index : table.indexes) {
        if (!index.backfillingAt(nowMs) || request.deleteIndexes.contains(index.name))
            continue;
        if (!request.createIndexes.isEmpty() || !request.deleteIndexes.isEmpty())
            return std::unexpected(Error{ErrorType::LimitExceeded,
                                         u"Subscriber limit exceeded: Only 1 online index can be "
                                         u"created or deleted simultaneously per table"_s,
                                         {}});
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

std::optional<TableDefinition> storedTable(QByteArrayView json)
{
    if (json.isEmpty())
        return std::nullopt;
    return tableDefinitionFromStored(QJsonDocument::fromJson(json.toByteArray()).object());
}

} // namespace

Result<storage::Dbi> Catalog::openDatabase(storage::Txn &txn)
{
    return storage::Dbi::open(txn, "meta");
}

Status Catalog::load(storage::Txn &txn)
{
    auto cursor = storage::Cursor::open(txn, m_dbs.meta);
    LW_TRY(cursor);
    m_tables.clear();
    for (auto found = cursor->seek(kTablePrefix);
         found && *found && cursor->key().startsWith(kTablePrefix); found = cursor->next()) {
        const auto doc = QJsonDocument::fromJson(cursor->value().toByteArray());
        auto table = tableDefinitionFromStored(doc.object());
        if (!table)
            return std::unexpected(
                corruptData(u"the description of table "_s +
                            QString::fromUtf8(cursor->key().sliced(kTablePrefix.size()))));
        m_tables.insert(table->name, *table);
    }
    return {};
}

const TableDefinition *Catalog::find(const QString &name) const
{
    auto it = m_tables.constFind(name);
    return it == m_tables.constEnd() ? nullptr : &*it;
}

const TableDefinition *Catalog::itemTable(const QString &name) const
{
    const TableDefinition *table = find(name);
    return table && table->state.statusAt(m_engine.nowMs()) == TableState::Status::Creating
               ? nullptr
               : table;
}

Error Catalog::tableNotFound(const QString &name)
{
    return Error{ErrorType::ResourceNotFound,
                 u"Requested resource not found: Table: "_s + name + u" not found"_s,
                 {}};
}

Error Catalog::itemTableNotFound()
{
    return Error{ErrorType::ResourceNotFound, u"Requested resource not found"_s, {}};
}

Status Catalog::saveTableChange(storage::Txn &txn, const TableDefinition *before,
                                const TableDefinition &after)
{
    if (auto s = history::recordTableChange(txn, m_dbs, before, &after, m_engine.nowMs()); !s)
        return s;
    return saveTable(txn, after);
}

QByteArray Catalog::tableMetaKey(const QString &name)
{
    return kTablePrefix.toByteArray().append(name.toUtf8());
}

Status Catalog::saveTable(storage::Txn &txn, const TableDefinition &table)
{
    const QByteArray json =
        QJsonDocument(tableDefinitionToStored(table)).toJson(QJsonDocument::Compact);
    return storage::put(txn, m_dbs.meta, tableMetaKey(table.name), json);
}

Status Catalog::rewind(storage::Txn &txn, RewindState &state)
{
    auto cursor = storage::Cursor::open(txn, m_dbs.log);
    LW_TRY(cursor);
    auto found = cursor->last();
    for (; found && *found; found = cursor->last()) {
        const auto change = history::decodeTableChange(cursor->key(), cursor->value());
        if (!change)
            return std::unexpected(corruptData(u"a table's history"_s));
        if (change->timeMs <= state.toMs)
            break;
        const auto before = storedTable(change->before);
        const auto after = storedTable(change->after);
        if (after) {
            state.tables.remove(after->name);
            state.rebuiltTables.insert(after->id);
            LW_TRY(storage::del(txn, m_dbs.meta, tableMetaKey(after->name)));
        }
        if (before) {
            state.tables.insert(before->name, *before);
            state.rebuiltTables.insert(before->id);
            if (auto s = saveTable(txn, *before); !s)
                return s;
        }
        if (auto s = cursor->erase(); !s)
            return s;
    }
    return toStatus(found);
}

Result<TableDefinition> Catalog::table(const QString &name) const
{
    const TableDefinition *found = find(name);
    if (!found)
        return std::unexpected(tableNotFound(name));
    return *found;
}

QStringList Catalog::tableNames() const
{
    return m_tables.keys();
}

QMap<QString, IndexStats> Catalog::stats(const TableDefinition &table) const
{
    QMap<QString, IndexStats> out;
    auto txn = m_engine.beginRead();
    if (!txn)
        return out;
    out.insert(QString(), readStats(**txn, m_dbs, table.id, 0).value_or(IndexStats{}));
    for (const auto &index : table.indexes)
        out.insert(index.name, readStats(**txn, m_dbs, table.id, index.id).value_or(IndexStats{}));
    return out;
}

Result<TableDefinition> Catalog::createTable(TableDefinition table)
{
    if (m_tables.contains(table.name))
        return std::unexpected(
            Error{ErrorType::ResourceInUse, u"Table already exists: "_s + table.name, {}});
    // A stream CreateTable enables starts with the table: its label is the creation time.
    if (table.stream.enabled)
        table.stream.labelMs = m_engine.nowMs();
    if (m_settleDelays.tableMs > 0) {
        const qint64 settlesAtMs = m_engine.nowMs() + m_settleDelays.tableMs;
        table.state = {TableState::Status::Creating, settlesAtMs};
        for (auto &index : table.indexes)
            if (index.global)
                index.activeFromMs = settlesAtMs;
    }
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        auto id = allocateTableId(txn, m_dbs.meta);
        LW_TRY(id);
        table.id = *id;
        table.creationDateTimeMs = m_engine.nowMs();
        return saveTableChange(txn, nullptr, table);
    });
    LW_TRY(status);
    m_tables.insert(table.name, table);
    return table;
}

Result<TableDefinition> Catalog::updateTable(const UpdateTableRequest &request)
{
    auto current = table(request.tableName);
    if (!current)
        return current;
    LW_TRY(checkSettled(*current, m_engine.nowMs()));
    TableDefinition updated = *current;
    if (m_settleDelays.tableMs > 0)
        updated.state = {TableState::Status::Updating, m_engine.nowMs() + m_settleDelays.tableMs};
    if (request.payPerRequest)
        updated.payPerRequest = *request.payPerRequest;
    if (request.throughput)
        updated.throughput = request.throughput;
    if (updated.payPerRequest)
        updated.throughput.reset();
    if (request.stream) {
        auto stream = updated.stream.updated(*request.stream, m_engine.nowMs(), updated.name);
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
    LW_TRY(checkOneOnlineIndex(*current, request, m_engine.nowMs()));
    QList<IndexDefinition> created;
    auto backfillEnd = backfillEndMs(*current, request.createIndexes.isEmpty());
    LW_TRY(backfillEnd);
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
        if (*backfillEnd)
            index.activeFromMs = **backfillEnd;
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

    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
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

Result<std::optional<qint64>> Catalog::backfillEndMs(const TableDefinition &table,
                                                     bool nothingCreated) const
{
    const bool realistic = m_engine.consistencySettings().realistic;
    if (nothingCreated || (m_settleDelays.tableMs == 0 && !realistic))
        return std::optional<qint64>();
    auto txn = m_engine.beginRead();
    LW_TRY(txn);
    auto stats = readStats(**txn, m_dbs, table.id, 0);
    LW_TRY(stats);
    const qint64 endMs =
        m_engine.nowMs() + m_settleDelays.tableMs + stats->itemCount * kBackfillMsPerItem;
    // An empty table's index has nothing to read: ACTIVE once the table settles.
    if (endMs == m_engine.nowMs())
        return std::optional<qint64>();
    return std::optional<qint64>(endMs);
}

Result<TableDefinition> Catalog::setTags(const QString &name, const QMap<QString, QString> &tags)
{
    auto current = table(name);
    if (!current)
        return current;
    TableDefinition updated = *current;
    updated.tags = tags;
    auto status = m_engine.write(
        [&](storage::Txn &txn) -> Status { return saveTableChange(txn, &*current, updated); });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return updated;
}

Result<TableDefinition> Catalog::deleteTable(const QString &name)
{
    auto current = table(name);
    if (!current)
        return current;
    LW_TRY(checkSettled(*current, m_engine.nowMs()));
    auto status = m_engine.write([&](storage::Txn &txn) -> Status {
        // The table's items stay in the history, so that rewind can bring them back.
        if (auto s = history::retireHeads(txn, m_dbs, current->id); !s)
            return s;
        for (auto dbi : {m_dbs.indexes, m_dbs.stats}) {
            if (auto s = erasePrefix(txn, dbi, tablePrefix(current->id)); !s)
                return s;
        }
        if (auto s = ttlqueue::clearTable(txn, m_dbs.ttlQueue, current->id); !s)
            return s;
        if (auto s = gsipropagation::clearTable(txn, m_dbs.meta, current->id); !s)
            return s;
        if (auto s = m_engine.dropConsumers(txn, *current); !s)
            return s;
        if (auto s = history::recordTableChange(txn, m_dbs, &*current, nullptr, m_engine.nowMs());
            !s)
            return s;
        return toStatus(storage::del(txn, m_dbs.meta, tableMetaKey(name)));
    });
    LW_TRY(status);
    m_tables.remove(name);
    return *current;
}

} // namespace lw
