#include "actions.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/tablejson.h"
#include "tableactions.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> createTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    // The stream's shape errors come before the table's own rules, as the service checks every
    // member's shape first; whether StreamEnabled and the view type agree is checked after them.
    auto stream = streamSpecification(request);
    if (!stream)
        return std::unexpected(stream.error());
    auto definition = tableDefinitionFromCreateRequest(request);
    if (!definition)
        return std::unexpected(definition.error());
    if (*stream) {
        const StreamSpecification &spec = **stream;
        if (spec.enabled && !spec.viewType)
            return std::unexpected(
                validationError(u"One or more parameter values were invalid: Table is being "
                                u"created with a stream enabled, UpdateViewType is required"_s));
        if (!spec.enabled && spec.viewType)
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: Table is being created with a "
                u"stream disabled, UpdateViewType should not be specified"_s));
        // The engine labels the stream with the table's creation time.
        if (spec.enabled)
            definition->stream = StreamSetting{true, *spec.viewType, -1};
    }
    auto table = engine.createTable(*definition);
    if (!table)
        return std::unexpected(table.error());
    return QJsonObject{{u"TableDescription"_s, describe(engine, *table)}};
}

} // namespace lw::api
