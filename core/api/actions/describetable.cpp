#include "actions.h"
#include "api/requestjson.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> describeTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    auto table = engine.table(*name);
    if (!table)
        return std::unexpected(table.error());
    return QJsonObject{{u"Table"_s, describe(engine, *table)}};
}

} // namespace lw::api
