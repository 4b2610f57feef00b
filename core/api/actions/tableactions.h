// Shared by the table actions: a table's DynamoDB description with its live statistics.
#pragma once

#include "engine/tables.h"

#include <QJsonObject>

#include <optional>

namespace lw::api {

// The description as of the engine's clock; `status` replaces its TableStatus (DeleteTable's
// DELETING).
QJsonObject describe(Engine &engine, const TableDefinition &table,
                     const std::optional<QString> &status = std::nullopt);

} // namespace lw::api
