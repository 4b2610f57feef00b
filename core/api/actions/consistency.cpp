// The workbench's read consistency as actions (engine/consistency.h, docs/consistency.md), so
// that a lesson, the window or a client of `lwb serve` can make eventually consistent reads
// realistic. No DynamoDB counterpart: the service is always realistic.
//   DescribeConsistencySettings {} → {"RealisticConsistency": "ENABLED" | "DISABLED",
//                                     "PropagationMillis", "StaleReadShare", "Seed",
//                                     "GsiLagMillis"}
//   UpdateConsistencySettings {"RealisticConsistency"?: bool, "PropagationMillis"?: 1..60000,
//                              "StaleReadShare"?: 0..1, "Seed"?: whole number ≥ 0,
//                              "GsiLagMillis"?: 0..60000}
//     → the same, as the settings now are; members left out keep their value.
// Errors: SerializationException "Unexpected value type in payload: <member>" for a value of
// another type (a fraction for a whole number); ValidationException for a value out of range (the
// engine's texts) and "UpdateConsistencySettings needs at least one setting" for `{}`.
#include "engine/consistency.h"
#include "actions.h"
#include "api/requestjson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QJsonObject settingsJson(const ConsistencySettings &s)
{
    return {{u"RealisticConsistency"_s, s.realistic ? u"ENABLED"_s : u"DISABLED"_s},
            {u"PropagationMillis"_s, s.propagationMs},
            {u"StaleReadShare"_s, s.staleShare},
            {u"Seed"_s, qint64(s.seed)},
            {u"GsiLagMillis"_s, s.gsiLagMs}};
}

Result<double> shareMember(const QJsonObject &request, const QString &member, double fallback)
{
    const QJsonValue value = request.value(member);
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isDouble())
        return std::unexpected(wrongType(member));
    return value.toDouble();
}

} // namespace

Result<QJsonObject> describeConsistencySettings(Engine &engine, const QJsonObject &request,
                                                const CallOptions &)
{
    if (auto s = onlyMembers(request, {}); !s)
        return std::unexpected(s.error());
    return settingsJson(consistencyOf(engine).consistencySettings());
}

Result<QJsonObject> updateConsistencySettings(Engine &engine, const QJsonObject &request,
                                              const CallOptions &)
{
    const QStringList members{u"RealisticConsistency"_s, u"PropagationMillis"_s,
                              u"StaleReadShare"_s, u"Seed"_s, u"GsiLagMillis"_s};
    if (auto s = onlyMembers(request, members); !s)
        return std::unexpected(s.error());
    if (request.isEmpty())
        return std::unexpected(
            validationError(u"UpdateConsistencySettings needs at least one setting"_s));
    ConsistencySettings settings = consistencyOf(engine).consistencySettings();
    if (request.contains(u"RealisticConsistency"_s)) {
        auto realistic = boolMember(request, u"RealisticConsistency"_s);
        LW_TRY(realistic);
        settings.realistic = *realistic;
    }
    auto window = millisMember(request, u"PropagationMillis"_s, settings.propagationMs);
    LW_TRY(window);
    settings.propagationMs = *window;
    auto share = shareMember(request, u"StaleReadShare"_s, settings.staleShare);
    LW_TRY(share);
    settings.staleShare = *share;
    auto seed = millisMember(request, u"Seed"_s, qint64(settings.seed));
    LW_TRY(seed);
    if (*seed < 0)
        return std::unexpected(validationError(u"Seed must not be negative: %1"_s.arg(*seed)));
    settings.seed = quint64(*seed);
    auto lag = millisMember(request, u"GsiLagMillis"_s, settings.gsiLagMs);
    LW_TRY(lag);
    settings.gsiLagMs = *lag;
    LW_TRY(consistencyOf(engine).setConsistencySettings(settings));
    return settingsJson(consistencyOf(engine).consistencySettings());
}

} // namespace lw::api
