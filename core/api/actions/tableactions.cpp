#include "tableactions.h"

#include "model/tablejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

QJsonObject describe(const Tables &tables, const TableDefinition &table, const QString &status)
{
    QJsonObject description = tableDescriptionToJson(table, tables.stats(table));
    description.insert(u"TableStatus"_s, status);
    return description;
}

} // namespace lw::api
