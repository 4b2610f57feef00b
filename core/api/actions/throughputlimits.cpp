// The workbench's throughput limits as actions (engine/throughput.h, docs/throughput.md), so that
// a scenario, the window or a client of `lwb serve` can turn them on or off as `lwb throughput`
// does. No DynamoDB counterpart: the service always has its limits.
//   DescribeThroughputLimits {} → {"ThroughputLimits": "ENABLED" | "DISABLED"}
//   UpdateThroughputLimits {"Enabled": true | false} → the same, as the switch now is.
// Errors: SerializationException "Unexpected value type in payload: Enabled" for a value that is
// not a boolean; ValidationException "UpdateThroughputLimits needs Enabled" without it.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/throughput.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QJsonObject limitsJson(const ThroughputViews &limits)
{
    return {{u"ThroughputLimits"_s, limits.throughputLimits() ? u"ENABLED"_s : u"DISABLED"_s}};
}

} // namespace

Result<QJsonObject> describeThroughputLimits(Engine &engine, const QJsonObject &request,
                                             const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    return limitsJson(throughputOf(engine));
}

Result<QJsonObject> updateThroughputLimits(Engine &engine, const QJsonObject &request,
                                           const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"Enabled"_s}); !s)
        return std::unexpected(s.error());
    if (!request.contains(u"Enabled"_s))
        return std::unexpected(validationError(u"UpdateThroughputLimits needs Enabled"_s));
    auto enabled = boolMember(request, u"Enabled"_s);
    LW_TRY(enabled);
    LW_TRY(throughputOf(engine).setThroughputLimits(*enabled));
    return limitsJson(throughputOf(engine));
}

} // namespace lw::api
