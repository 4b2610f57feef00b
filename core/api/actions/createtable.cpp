#include "actions.h"
#include "api/requestjson.h"
#include "engine/tables.h"
#include "tableactions.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> createTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto definition = createTableDefinition(request);
    LW_TRY(definition);
    auto tags = tagsFromJson(request.value(u"Tags"_s).toArray());
    LW_TRY(tags);
    definition->tags = *tags;
    auto table = tablesOf(engine).createTable(*definition);
    LW_TRY(table);
    return QJsonObject{{u"TableDescription"_s, describe(engine, *table)}};
}

} // namespace lw::api
