// DescribeWorkloads, the workbench's own action over the workloads' record
// (engine/workloadruns.h, docs/workloads.md): what each run of a workload sent and what became of
// it, per sim second. No DynamoDB counterpart: a workload is the workbench's load generator.
//   {"TableName"?, "StartMillis"?, "EndMillis"?} → {"Workloads": [{"StartMillis", "TableName",
//   "Action", "State": "RUNNING" | "FINISHED" | "CANCELLED" | "FAILED", "Failure"?, "Spec",
//   "Totals": counts, "Seconds": [{"Second", counts…}]}]}
//   counts := "Sent", "Served", "Throttled", "Retried", "GaveUp"
// The runs listed are those begun in [StartMillis, EndMillis) (by default every one), on
// TableName when it is given, oldest first; `Spec` is the workload as it was given, seconds are
// epoch seconds.
// Errors: ValidationException "StartMillis must be before EndMillis: <start> is not before
// <end>"; SerializationException for a time that is not a whole number or a TableName that is
// not a string.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/workloadruns.h"

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

} // namespace

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
    for (const WorkloadRun &run : std::as_const(*runs)) {
        const QJsonObject spec = QJsonDocument::fromJson(run.spec).object();
        const QString table = spec.value(u"table"_s).toString();
        if (tableName.isString() && table != tableName.toString())
            continue;
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
                         {u"TableName"_s, table},
                         {u"Action"_s, spec.value(u"action"_s)},
                         {u"State"_s, stateName(run.state)},
                         {u"Spec"_s, spec},
                         {u"Totals"_s, totalsJson},
                         {u"Seconds"_s, seconds}};
        if (!run.failure.isEmpty())
            json.insert(u"Failure"_s, run.failure);
        workloads << json;
    }
    return QJsonObject{{u"Workloads"_s, workloads}};
}

} // namespace lw::api
