// Shared by the table actions: a table's DynamoDB description with its live statistics.
#pragma once

#include "engine/tables.h"

#include <QJsonObject>

namespace lw::api {

QJsonObject describe(const Tables &tables, const TableDefinition &table,
                     const QString &status = QStringLiteral("ACTIVE"));

} // namespace lw::api
