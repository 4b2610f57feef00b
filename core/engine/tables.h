// The control plane: CreateTable, UpdateTable, DeleteTable, DescribeTable (catalog.cpp).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"
#include "model/tabledefinition.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <optional>

namespace lw {

class Engine;

struct UpdateTableRequest
{
    QString tableName;
    QList<KeyElement> attributeDefinitions; // for new GSI keys
    QList<IndexDefinition> createIndexes;
    QStringList deleteIndexes;
    std::optional<bool> payPerRequest;
    std::optional<Throughput> throughput;
    // StreamSpecification, its shape checked: enable (with a view type) or disable, refused
    // against the table as StreamSetting::updated() says.
    std::optional<StreamSpecification> stream;
};

class Tables
{
public:
    virtual Result<TableDefinition> createTable(TableDefinition table) = 0;
    virtual Result<TableDefinition> updateTable(const UpdateTableRequest &request) = 0;
    virtual Result<TableDefinition> deleteTable(const QString &name) = 0;
    virtual Result<TableDefinition> table(const QString &name) const = 0;
    // Replaces the table's tags with `tags` (TagResource and UntagResource, which check them:
    // api/actions/tags.cpp), in one transaction, kept in the table's history like its other
    // settings. ResourceNotFoundException for an unknown table.
    virtual Result<TableDefinition> setTags(const QString &name,
                                            const QMap<QString, QString> &tags) = 0;
    virtual QStringList tableNames() const = 0; // sorted
    virtual QMap<QString, IndexStats> stats(const TableDefinition &table) const = 0;

protected:
    ~Tables() = default; // owned and destroyed as the Engine
};

// The engine's tables, for code that includes this header and not engine.h.
Tables &tablesOf(Engine &engine);
const Tables &tablesOf(const Engine &engine);

} // namespace lw
