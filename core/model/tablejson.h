// TableDefinition in and out of DynamoDB's JSON shapes: the CreateTable request (validated with
// DynamoDB's texts), the TableDescription in responses, and the stored form the catalog keeps
// (the CreateTable shape plus the engine's ids and creation time).
#pragma once

#include "error.h"
#include "tabledefinition.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace lw {

// Parses and validates a CreateTable request. Errors: ValidationException with DynamoDB's texts
// (key schema, attribute definitions, index rules, limits of 20 GSIs and 5 LSIs, billing).
Result<TableDefinition> tableDefinitionFromCreateRequest(const QJsonObject &request);

// Parses one GlobalSecondaryIndexes element (CreateTable, or UpdateTable's Create action) against
// the table's attribute definitions. Errors as above.
Result<IndexDefinition> gsiFromJson(const QJsonObject &json, const QList<KeyElement> &definitions,
                                    bool payPerRequest);

// DynamoDB's TableDescription. `stats` maps "" to the table's counts and each index name to its.
QJsonObject tableDescriptionToJson(const TableDefinition &table,
                                   const QMap<QString, IndexStats> &stats);

QJsonObject tableDefinitionToStored(const TableDefinition &table);
std::optional<TableDefinition> tableDefinitionFromStored(const QJsonObject &stored);

} // namespace lw
