#include "workloadtext.h"

using namespace Qt::StringLiterals;

namespace lw::workload {

namespace {

constexpr int kThrottledSecondsShown = 5;

} // namespace

QStringList summaryLines(const Spec &spec, const Outcome &outcome)
{
    const WorkloadSecond &t = outcome.totals;
    QStringList lines{
        u"=== workload: %1 %2, %3/s for %4 s ==="_s.arg(actionName(spec.action), spec.table)
            .arg(spec.rate)
            .arg(spec.seconds),
        u"    sent:      %1"_s.arg(t.sent),
        u"    served:    %1"_s.arg(t.served),
        u"    throttled: %1"_s.arg(t.throttled),
        u"    retried:   %1"_s.arg(t.retried),
        u"    gave up:   %1"_s.arg(t.gaveUp)};
    switch (outcome.state) {
    case WorkloadState::Cancelled:
        lines << u"    stopped: cancelled after %1 of %2 s"_s.arg(outcome.seconds.size())
                     .arg(spec.seconds);
        break;
    case WorkloadState::Failed:
        lines << u"    failed: "_s + outcome.failure;
        break;
    case WorkloadState::Running:
    case WorkloadState::Finished:
        break;
    }
    QStringList throttled;
    for (const WorkloadSecond &s : outcome.seconds)
        if (s.throttled > 0)
            throttled << u"    +%1s  sent %2  served %3  throttled %4  retried %5  gave up %6"_s
                             .arg(s.second - outcome.startMs / 1000)
                             .arg(s.sent)
                             .arg(s.served)
                             .arg(s.throttled)
                             .arg(s.retried)
                             .arg(s.gaveUp);
    if (throttled.isEmpty())
        return lines;
    lines << u"    seconds with throttling: %1 of %2"_s.arg(throttled.size())
                 .arg(outcome.seconds.size());
    lines << throttled.mid(0, kThrottledSecondsShown);
    if (throttled.size() > kThrottledSecondsShown)
        lines << u"    ... (+%1 more seconds with throttling)"_s.arg(throttled.size() -
                                                                     kThrottledSecondsShown);
    return lines;
}

} // namespace lw::workload
