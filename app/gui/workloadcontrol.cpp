#include "workloadcontrol.h"

#include "workload/workloadrun.h"
#include "workload/workloadspec.h"
#include "workspace/workspace.h"

using namespace Qt::StringLiterals;

namespace lw {

WorkloadControl workloadControl(Workspace &workspace, std::function<Status()> mayRun)
{
    return {
        .run = [&workspace, mayRun = std::move(mayRun)](
                   const QJsonObject &json, const WorkProgress &progress) -> Result<QJsonObject> {
            LW_TRY(mayRun());
            auto spec = workload::parseSpec(json, u"workload"_s);
            if (!spec)
                return std::unexpected(validationError(spec.error()));
            auto outcome =
                workload::run(workspace.api(), *spec,
                              [&progress](const WorkloadSecond &, qint64 done, qint64 planned) {
                                  return reportProgress(progress, done, planned);
                              });
            LW_TRY(outcome);
            if (outcome->state == WorkloadState::Failed)
                return std::unexpected(
                    validationError(u"The workload stopped after %1 s, its seconds kept: %2"_s
                                        .arg(outcome->seconds.size())
                                        .arg(outcome->failure)));
            const WorkloadSecond &totals = outcome->totals;
            return QJsonObject{{u"Sent"_s, totals.sent},
                               {u"Served"_s, totals.served},
                               {u"Throttled"_s, totals.throttled},
                               {u"Retried"_s, totals.retried},
                               {u"GaveUp"_s, totals.gaveUp},
                               {u"Seconds"_s, qint64(outcome->seconds.size())},
                               {u"Cancelled"_s, outcome->state == WorkloadState::Cancelled}};
        }};
}

} // namespace lw
