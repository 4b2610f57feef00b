#include "actions.h"
#include "api/requestjson.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> describeTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    LW_TRY(name);
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    return QJsonObject{{u"Table"_s, describe(engine, *table)}};
}

} // namespace lw::api
