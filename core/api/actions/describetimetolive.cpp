// DescribeTimeToLive: the table's setting as the workspace clock sees it now, so ENABLING and
// DISABLING give way to ENABLED and DISABLED as the clock moves.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/clock.h"
#include "engine/tables.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QString statusName(TimeToLiveSetting::Status status)
{
    switch (status) {
    case TimeToLiveSetting::Status::Disabled:
        return u"DISABLED"_s;
    case TimeToLiveSetting::Status::Enabling:
        return u"ENABLING"_s;
    case TimeToLiveSetting::Status::Enabled:
        return u"ENABLED"_s;
    case TimeToLiveSetting::Status::Disabling:
        return u"DISABLING"_s;
    }
    return {};
}

} // namespace

Result<QJsonObject> describeTimeToLive(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    auto name = requiredTableName(request);
    LW_TRY(name);
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    const auto status = table->timeToLive.statusAt(clockOf(engine).nowMs());
    QJsonObject description{{u"TimeToLiveStatus"_s, statusName(status)}};
    // Once DISABLED the service names no attribute: a disabled table and a never-configured one
    // look the same.
    if (status != TimeToLiveSetting::Status::Disabled)
        description.insert(u"AttributeName"_s, table->timeToLive.attributeName);
    return QJsonObject{{u"TimeToLiveDescription"_s, description}};
}

} // namespace lw::api
