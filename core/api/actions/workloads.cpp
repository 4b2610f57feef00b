// The workbench's own actions over workloads (docs/workloads.md): RunWorkload runs one, and
// DescribeWorkloads reads the record of the runs (engine/workloadruns.h): what each sent and what
// became of it, per sim second. No DynamoDB counterpart: a workload is the workbench's load
// generator, on the sim clock.
//   RunWorkload {"Workload": spec} → {"Workload": run}: workload::run (workload/workloadrun.h)
//   through the api's own dispatch, the spec as `lwb workload` and a lesson step take it. Served
//   by the endpoint, the run is one call within the endpoint's group commit, so at most
//   100,000 requests (rate × seconds); a run that fails (a request refused for another reason
//   than throughput) answers with its State FAILED and the Failure.
//   DescribeWorkloads {"TableName"?, "StartMillis"?, "EndMillis"?} → {"Workloads": [run…]}: the
//   runs begun in [StartMillis, EndMillis) (by default every one), on TableName when it is
//   given, oldest first.
//   run := {"StartMillis", "TableName", "Action", "State": "RUNNING" | "FINISHED" |
//   "CANCELLED" | "FAILED", "Failure"?, "Spec", "Totals": counts, "Seconds": [{"Second",
//   counts…}]}; counts := "Sent", "Served", "Throttled", "Retried", "GaveUp". `Spec` is the
//   workload as it was given, seconds are epoch seconds.
// Errors: RunWorkload: ValidationException "RunWorkload needs Workload", the spec's own messages
// naming the field ("Workload: \"rate\" must be a whole number from 1 to 1000000"), "RunWorkload
// runs at most 100000 requests (rate × seconds): <n>", and workload::run's (a table that does not
// exist, a spec that does not fit it); SerializationException for a Workload that is not an
// object. DescribeWorkloads: ValidationException "StartMillis must be before EndMillis: <start>
// is not before <end>"; SerializationException for a time that is not a whole number or a
// TableName that is not a string.
#include "actions.h"
#include "api/api.h"
#include "api/requestjson.h"
#include "engine/workloadruns.h"
#include "workload/workloadrun.h"

#include <QJsonDocument>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QString stateName(WorkloadState state)
{
    switch (state) {
    case WorkloadState::Running:
        return u"RUNNING"_s;
    case WorkloadState::Finished:
        return u"FINISHED"_s;
    case WorkloadState::Cancelled:
        return u"CANCELLED"_s;
    case WorkloadState::Failed:
        return u"FAILED"_s;
    }
    return {};
}

void insertCounts(QJsonObject &json, const WorkloadSecond &counts)
{
    json.insert(u"Sent"_s, counts.sent);
    json.insert(u"Served"_s, counts.served);
    json.insert(u"Throttled"_s, counts.throttled);
    json.insert(u"Retried"_s, counts.retried);
    json.insert(u"GaveUp"_s, counts.gaveUp);
}

// One run as both actions answer with it.
QJsonObject runJson(const WorkloadRun &run)
{
    const QJsonObject spec = QJsonDocument::fromJson(run.spec).object();
    QJsonArray seconds;
    WorkloadSecond totals;
    for (const WorkloadSecond &second : run.seconds) {
        QJsonObject json{{u"Second"_s, second.second}};
        insertCounts(json, second);
        seconds << json;
        totals += second;
    }
    QJsonObject totalsJson;
    insertCounts(totalsJson, totals);
    QJsonObject json{{u"StartMillis"_s, run.startMs},
                     {u"TableName"_s, spec.value(u"table"_s)},
                     {u"Action"_s, spec.value(u"action"_s)},
                     {u"State"_s, stateName(run.state)},
                     {u"Spec"_s, spec},
                     {u"Totals"_s, totalsJson},
                     {u"Seconds"_s, seconds}};
    if (!run.failure.isEmpty())
        json.insert(u"Failure"_s, run.failure);
    return json;
}

// The most requests a RunWorkload call runs: it is one call, answered once the whole run is.
constexpr qint64 kMaxRunRequests = 100'000;

} // namespace

Result<QJsonObject> runWorkload(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"Workload"_s}); !s)
        return std::unexpected(s.error());
    const QJsonValue given = request.value(u"Workload"_s);
    if (given.isUndefined() || given.isNull())
        return std::unexpected(validationError(u"RunWorkload needs Workload"_s));
    if (!given.isObject())
        return std::unexpected(wrongType(u"Workload"_s));
    auto spec = workload::parseSpec(given.toObject(), u"Workload"_s);
    if (!spec)
        return std::unexpected(validationError(spec.error()));
    if (const qint64 planned = spec->rate * spec->seconds; planned > kMaxRunRequests)
        return std::unexpected(validationError(
            u"RunWorkload runs at most %1 requests (rate × seconds): %2"_s.arg(kMaxRunRequests)
                .arg(planned)));
    Api api(engine);
    const auto outcome = workload::run(api, *spec);
    LW_TRY(outcome);
    auto runs = workloadRunsOf(engine).workloadRuns(outcome->startMs, outcome->startMs + 1);
    LW_TRY(runs);
    if (runs->isEmpty())
        return std::unexpected(Error{
            ErrorType::InternalServerError, u"The workload's run is not in the record"_s, {}});
    return QJsonObject{{u"Workload"_s, runJson(runs->constFirst())}};
}

Result<QJsonObject> describeWorkloads(Engine &engine, const QJsonObject &request,
                                      const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"StartMillis"_s, u"EndMillis"_s}); !s)
        return std::unexpected(s.error());
    const QJsonValue tableName = request.value(u"TableName"_s);
    if (!tableName.isUndefined() && !tableName.isString())
        return std::unexpected(wrongType(u"TableName"_s));
    auto window = millisWindow(request);
    LW_TRY(window);
    const auto [start, end] = *window;
    auto runs = workloadRunsOf(engine).workloadRuns(start, end);
    LW_TRY(runs);
    QJsonArray workloads;
    for (const WorkloadRun &run : std::as_const(*runs))
        if (QJsonObject json = runJson(run);
            !tableName.isString() || json.value(u"TableName"_s) == tableName)
            workloads << json;
    return QJsonObject{{u"Workloads"_s, workloads}};
}

} // namespace lw::api
