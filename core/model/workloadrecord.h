// A workload's run (workload/workloadrun.h) as the workspace records it: what each sim second sent
// and what became of it, the values the runner reports, the engine stores (engine/workloadruns.h)
// and DescribeWorkloads answers with (docs/workloads.md "Outcomes").
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace lw {

// `sent` counts attempts, first ones and retries; each attempt was `served` or `throttled`
// (refused for throughput); `retried` counts the attempts of `sent` that were retries; `gaveUp`
// the requests whose last attempt, sent in this second, was refused with no attempt left. As
// totals over a run (`second` then unused) the same sums.
struct WorkloadSecond
{
    qint64 second = 0; // epoch seconds
    qint64 sent = 0;
    qint64 served = 0;
    qint64 throttled = 0;
    qint64 retried = 0;
    qint64 gaveUp = 0;

    WorkloadSecond &operator+=(const WorkloadSecond &other)
    {
        sent += other.sent;
        served += other.served;
        throttled += other.throttled;
        retried += other.retried;
        gaveUp += other.gaveUp;
        return *this;
    }
    friend bool operator==(const WorkloadSecond &, const WorkloadSecond &) = default;
};

enum class WorkloadState : quint8 // FROZEN (stored, engine/workloadlog.h)
{
    Running = 0,   // begun; a run whose process ended before it finished stays so
    Finished = 1,  // every request was served or gave up
    Cancelled = 2, // stopped by its caller after its last recorded second
    Failed = 3,    // stopped by a request refused for another reason than throughput
};

struct WorkloadRun
{
    qint64 startMs = 0; // the clock when it began: what names it
    QByteArray spec;    // the workload as compact JSON (workload/workloadspec.h)
    WorkloadState state = WorkloadState::Running;
    QString failure;               // Failed: the refusal, "ValidationException: …"
    QList<WorkloadSecond> seconds; // the seconds recorded, in time order
};

} // namespace lw
