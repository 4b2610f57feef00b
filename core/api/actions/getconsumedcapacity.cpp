// GetConsumedCapacity, the workbench's own action behind the timeline's capacity chart: the
// capacity units a table consumed, summed per period of sim time, as CloudWatch's
// ConsumedReadCapacityUnits and ConsumedWriteCapacityUnits with the Sum statistic show them.
//   {"TableName", "StartMillis"?, "EndMillis"?, "PeriodMillis"? (60000)} → {"TableName",
//   "PeriodMillis", "Datapoints": [{"TimestampMillis", "ReadCapacityUnits",
//   "WriteCapacityUnits"}]}
// Periods are aligned to multiples of PeriodMillis since the epoch; there is one datapoint, at
// its period's start, for each period that overlaps [StartMillis, EndMillis) (by default all
// time) and in which the table consumed anything, oldest first (CloudWatch, too, lists no
// periods without data). What counts, and that the meter lives in memory only (a reopened
// workspace starts with none; rewind drops what came after), is engine/capacitymeter.h's contract.
// Errors: ResourceNotFoundException for an unknown table; ValidationException "PeriodMillis must
// be a positive multiple of 60000 (one minute): <n>" and "StartMillis must be before EndMillis:
// <start> is not before <end>"; SerializationException for a time that is not a whole number.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/metering.h"
#include "engine/tables.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> getConsumedCapacity(Engine &engine, const QJsonObject &request,
                                        const CallOptions &)
{
    if (auto s = onlyMembers(request,
                             {u"TableName"_s, u"StartMillis"_s, u"EndMillis"_s, u"PeriodMillis"_s});
        !s)
        return std::unexpected(s.error());
    auto name = requiredTableName(request);
    LW_TRY(name);
    auto window = millisWindow(request);
    LW_TRY(window);
    const auto [start, end] = *window;
    auto period = millisMember(request, u"PeriodMillis"_s, CapacityMeter::kMinuteMs);
    LW_TRY(period);
    if (*period <= 0 || *period % CapacityMeter::kMinuteMs != 0)
        return std::unexpected(validationError(
            u"PeriodMillis must be a positive multiple of 60000 (one minute): %1"_s.arg(*period)));
    LW_TRY(tablesOf(engine).table(*name));
    QJsonArray datapoints;
    for (const CapacityMeter::Sum &sum :
         meteringOf(engine).capacityMeter().sums(*name, start, end, *period))
        datapoints << QJsonObject{{u"TimestampMillis"_s, sum.startMs},
                                  {u"ReadCapacityUnits"_s, sum.readUnits},
                                  {u"WriteCapacityUnits"_s, sum.writeUnits}};
    return QJsonObject{
        {u"TableName"_s, *name}, {u"PeriodMillis"_s, *period}, {u"Datapoints"_s, datapoints}};
}

} // namespace lw::api
