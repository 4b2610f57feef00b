#include "tableactions.h"

#include "engine/clock.h"
#include "model/tablejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

QJsonObject describe(Engine &engine, const TableDefinition &table,
                     const std::optional<QString> &status)
{
    QJsonObject description =
        tableDescriptionToJson(table, tablesOf(engine).stats(table), clockOf(engine).nowMs());
    if (status)
        description.insert(u"TableStatus"_s, *status);
    return description;
}

} // namespace lw::api
