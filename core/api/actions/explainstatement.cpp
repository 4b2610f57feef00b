// ExplainStatement, the workbench's own action (no DynamoDB counterpart): what one PartiQL
// statement runs as, without running it. The window's console shows it beside the answer (a
// teacher's "this SELECT is a Scan") and undo uses a write's plan to know which item it changes.
#include "actions.h"
#include "api/requestjson.h"
#include "api/statementrun.h"
#include "partiql/translate.h"
#include "validation/validate.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> explainStatement(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"Statement"_s, u"Parameters"_s}); !s)
        return std::unexpected(s.error());
    // The statement and its parameters as ExecuteStatement would take them.
    auto read = validation::validate(u"ExecuteStatement", request);
    LW_TRY(read);
    auto prepared = prepareStatement(engine, *read);
    LW_TRY(prepared);
    auto plan = partiql::plan(prepared->statement, prepared->table, prepared->parameters);
    LW_TRY(plan);
    QJsonArray requests;
    for (const QJsonObject &call : plan->requests)
        requests.append(call);
    return QJsonObject{{u"Action"_s, plan->action},
                       {u"TableName"_s, prepared->table.name},
                       {u"Requests"_s, requests}};
}

} // namespace lw::api
