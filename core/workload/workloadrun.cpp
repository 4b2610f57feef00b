#include "workloadrun.h"

#include "api/api.h"
#include "engine/clock.h"
#include "engine/groupcommit.h"
#include "engine/tables.h"
#include "engine/workloadruns.h"
#include "model/retryrule.h"
#include "requestmaker.h"

#include <QJsonDocument>

#include <queue>

using namespace Qt::StringLiterals;

namespace lw::workload {

namespace {

// The jitter's stream, apart from every pattern's (valuesource.h).
constexpr quint64 kJitterStream = 0xFFFFFFFFULL;

bool isThrottle(const Error &error)
{
    return error.type == ErrorType::ProvisionedThroughputExceeded ||
           error.type == ErrorType::Throttling || error.type == ErrorType::RequestLimitExceeded;
}

// A retry waiting for its time; of retries due at once, the one scheduled first goes first.
struct Retry
{
    qint64 atMs;
    qint64 order;
    int attempt; // the attempt it will be, from 2
    QJsonObject request;
    bool operator>(const Retry &other) const
    {
        return atMs != other.atMs ? atMs > other.atMs : order > other.order;
    }
};

class Runner
{
public:
    Runner(Engine &engine, const Spec &spec, RequestMaker maker, qint64 startMs)
        : m_engine(engine), m_api(engine), m_spec(spec), m_maker(std::move(maker)),
          m_jitter(spec.seed ^ kJitterStream), m_startMs(startMs)
    {
        m_run.startMs = startMs;
        m_run.spec = QJsonDocument(spec.json).toJson(QJsonDocument::Compact);
        m_outcome.startMs = startMs;
        if (!spec.retry)
            m_backoff.maxAttempts = 1;
    }

    Result<Outcome> run(const Progress &progress)
    {
        LW_TRY(workloadRunsOf(m_engine).recordWorkload(m_run));
        for (qint64 s = 0; s < m_spec.seconds || !m_retries.empty(); ++s) {
            auto second = runSecond(s);
            LW_TRY(second);
            m_outcome.seconds << *second;
            m_outcome.totals += *second;
            if (m_outcome.state == WorkloadState::Failed)
                break;
            const qint64 planned = std::max(m_spec.seconds, s + 1 + (m_retries.empty() ? 0 : 1));
            if (progress && !progress(*second, s + 1, planned)) {
                if (s + 1 < m_spec.seconds || !m_retries.empty())
                    m_outcome.state = WorkloadState::Cancelled;
                break;
            }
        }
        m_run.state = m_outcome.state;
        m_run.failure = m_outcome.failure;
        m_run.seconds.clear();
        LW_TRY(workloadRunsOf(m_engine).recordWorkload(m_run));
        return m_outcome;
    }

private:
    // Second `s` of the run, committed as one group with its record.
    Result<WorkloadSecond> runSecond(qint64 s)
    {
        const qint64 from = m_startMs + s * 1000, to = from + 1000;
        WorkloadSecond counts;
        counts.second = from / 1000;
        Status status;
        {
            const GroupCommit::SyncDeferral group(groupCommitOf(m_engine));
            status = sendSecond(s, from, to, counts);
            if (status) {
                m_run.seconds = {counts};
                m_run.state = m_outcome.state;
                m_run.failure = m_outcome.failure;
                status = workloadRunsOf(m_engine).recordWorkload(m_run);
            }
        }
        // A failed call inside the group is undone alone; what the group holds commits.
        const Status committed = groupCommitOf(m_engine).commitGroup();
        LW_TRY(status);
        LW_TRY(committed);
        return counts;
    }

    Status sendSecond(qint64 s, qint64 from, qint64 to, WorkloadSecond &counts)
    {
        const qint64 newRequests = s < m_spec.seconds ? m_spec.rate : 0;
        qint64 i = 0;
        for (;;) {
            const qint64 nextNew = i < newRequests ? from + i * 1000 / m_spec.rate : to;
            const bool retryFirst =
                !m_retries.empty() && m_retries.top().atMs < to && m_retries.top().atMs <= nextNew;
            if (!retryFirst && i >= newRequests)
                break;
            if (retryFirst) {
                Retry retry = m_retries.top();
                m_retries.pop();
                LW_TRY(attempt(retry.atMs, retry.request, retry.attempt, counts));
            } else {
                LW_TRY(attempt(nextNew, m_maker.next(nextNew), 1, counts));
                ++i;
            }
            if (m_outcome.state == WorkloadState::Failed)
                return {};
        }
        return moveClock(to);
    }

    Status moveClock(qint64 toMs)
    {
        Clock &clock = clockOf(m_engine);
        return toMs > clock.nowMs() ? clock.advanceClock(toMs) : Status();
    }

    Status attempt(qint64 atMs, const QJsonObject &request, int number, WorkloadSecond &counts)
    {
        LW_TRY(moveClock(atMs));
        ++counts.sent;
        if (number > 1)
            ++counts.retried;
        const auto answer = m_api.call(m_maker.action(), request);
        if (answer) {
            ++counts.served;
            return {};
        }
        if (!isThrottle(answer.error())) {
            m_outcome.state = WorkloadState::Failed;
            m_outcome.failure = answer.error().typeName() + u": "_s + answer.error().message;
            return {};
        }
        ++counts.throttled;
        if (number >= m_backoff.maxAttempts ||
            !retry::isRetryableErrorType(answer.error().typeName())) {
            ++counts.gaveUp;
            return {};
        }
        const qint64 delay = retry::delayMs(m_backoff, number, m_jitter.uniform());
        m_retries.push({atMs + delay, m_order++, number + 1, request});
        return {};
    }

    Engine &m_engine;
    Api m_api; // no observer: the run's record shows its requests
    const Spec &m_spec;
    RequestMaker m_maker;
    Random m_jitter;
    retry::Backoff m_backoff;
    qint64 m_startMs;
    std::priority_queue<Retry, std::vector<Retry>, std::greater<>> m_retries;
    qint64 m_order = 0;
    WorkloadRun m_run;
    Outcome m_outcome;
};

} // namespace

Result<Outcome> run(Api &api, const Spec &spec, const Progress &progress)
{
    Engine &engine = api.engine();
    if (groupCommitOf(engine).deferring())
        return std::unexpected(Error{ErrorType::InternalServerError,
                                     u"A workload commits its own seconds: it cannot run within "
                                     "a group commit"_s,
                                     {}});
    auto table = tablesOf(engine).table(spec.table);
    LW_TRY(table);
    auto maker = RequestMaker::make(spec, *table);
    LW_TRY(maker);
    const qint64 now = clockOf(engine).nowMs();
    const qint64 startMs = (now + 999) / 1000 * 1000;
    LW_TRY(clockOf(engine).advanceClock(startMs));
    Runner runner(engine, spec, std::move(*maker), startMs);
    return runner.run(progress);
}

} // namespace lw::workload
