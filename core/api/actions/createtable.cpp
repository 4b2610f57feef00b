#include "actions.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> createTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto definition = createTableDefinition(request);
    if (!definition)
        return std::unexpected(definition.error());
    auto table = engine.createTable(*definition);
    if (!table)
        return std::unexpected(table.error());
    return QJsonObject{{u"TableDescription"_s, describe(engine, *table)}};
}

} // namespace lw::api
