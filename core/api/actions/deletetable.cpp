#include "actions.h"
#include "api/requestjson.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> deleteTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    auto table = engine.table(*name);
    if (!table)
        return std::unexpected(table.error());
    // Describe before deleting: DynamoDB's response still carries the table's counts.
    QJsonObject description = describe(engine, *table, u"DELETING"_s);
    if (auto deleted = engine.deleteTable(*name); !deleted)
        return std::unexpected(deleted.error());
    return QJsonObject{{u"TableDescription"_s, description}};
}

} // namespace lw::api
