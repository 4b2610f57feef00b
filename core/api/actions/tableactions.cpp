#include "tableactions.h"

#include "model/tablejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

QJsonObject describe(const Engine &engine, const TableDefinition &table, const QString &status)
{
    QJsonObject description = tableDescriptionToJson(table, engine.stats(table));
    description.insert(u"TableStatus"_s, status);
    return description;
}

} // namespace lw::api
