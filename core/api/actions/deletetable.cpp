#include "actions.h"
#include "api/requestjson.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> deleteTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    LW_TRY(name);
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    // Describe before deleting: DynamoDB's response still carries the table's counts.
    QJsonObject description = describe(engine, *table, u"DELETING"_s);
    LW_TRY(tablesOf(engine).deleteTable(*name));
    return QJsonObject{{u"TableDescription"_s, description}};
}

} // namespace lw::api
