// What a workspace switch costs on the data plane: the throughput limits (docs/throughput.md "How
// the engine charges it", the default) or realistic read consistency (`--switch consistency`,
// docs/consistency.md: each eventual GetItem draws a replica, and a third of them read the
// history as of a lagging one; each PutItem queues its GSI entry for the default GSI lag, which
// the clock's move between seconds applies, outside the timed loops), or the cache (`--switch
// cache`, docs/cache.md: GetItem through the api, off the engine's read as today, on a hit of the
// item cache for hot keys, a hundred of them, each read a miss once). PutItem into a table with one
// GSI and GetItem, with the switch off and on, side by side, the median of three runs. Two
// workspaces, one with the limits off and one with them on, take turns each sim second of 1,000
// requests; the table is provisioned far above the load, so that nothing is refused and the
// difference is the charging alone. The clock is moved on between seconds outside the timed loops
// (with the limits on, that move writes the model's snapshot), and the calls are timed in this
// thread's CPU time, as the machine is shared. Prints the rates and the overhead; asserts nothing
// (benchmarks are not tests) but that nothing was refused and that the limits-on side was charged.
// The off side is the engine as it was before the switch, but for one branch per call.
//
//   bench_limits [--switch limits|consistency|cache] [--items N] [--runs R]
//                [--durability nosync|full]
#include "api/api.h"
#include "benchutil.h"
#include "engine/engine.h"
#include "model/attributejson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <array>
#include <cstdio>
#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::check;
using bench::fail;
using bench::makeItem;
using bench::makeKey;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
constexpr int kPerSecond = 1000;

const char *kTable = R"({"TableName":"Bench",
  "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
  "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"},
                          {"AttributeName":"GSI1PK","AttributeType":"S"}],
  "ProvisionedThroughput":{"ReadCapacityUnits":20000,"WriteCapacityUnits":20000},
  "GlobalSecondaryIndexes":[{"IndexName":"GSI1","KeySchema":[{"AttributeName":"GSI1PK","KeyType":"HASH"}],
                             "Projection":{"ProjectionType":"ALL"},
                             "ProvisionedThroughput":{"ReadCapacityUnits":20000,"WriteCapacityUnits":20000}}]})";

enum class Switch
{
    Limits,
    Consistency,
    Cache,
};

// The cache's GetItems read these many keys, over and over.
constexpr int kHotKeys = 100;

struct Figures
{
    double putPerSecond = 0;
    double getPerSecond = 0;
};

// CPU time of this thread: the machine is shared, and wall time would count other processes.
qint64 threadNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// A workspace with the table, its limits off or on.
struct Side
{
    QTemporaryDir dir;
    std::unique_ptr<Engine> engine;
    qint64 ns = 0;

    Side(Switch which, bool on, const EngineOptions &options)
    {
        engine = check(Engine::open(dir.path(), options, [] { return kT0; }), "open");
        engine->setSettleDelays({0, 0});
        Api api(*engine);
        if (auto created = api.call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object());
            !created)
            fail(u"CreateTable"_s, created.error());
        if (which == Switch::Limits)
            check(engine->setThroughputLimits(on), "setThroughputLimits");
        else if (which == Switch::Consistency) {
            if (auto set =
                    api.call(u"UpdateConsistencySettings"_s, {{u"RealisticConsistency"_s, on}});
                !set)
                fail(u"UpdateConsistencySettings"_s, set.error());
        } else if (auto set = api.call(u"UpdateCacheSettings"_s, {{u"Enabled"_s, on}}); !set) {
            fail(u"UpdateCacheSettings"_s, set.error());
        }
    }
};

// Runs `op(engine, i)` for i in [0, n) on both sides, kPerSecond calls per sim second, the sides
// taking turns second by second (which goes first alternating), so that a change in the
// machine's load falls on both alike; times the calls only. Returns {off, on} in calls a second.
template<class Op>
std::pair<double, double> alternating(Side &off, Side &on, int n, qint64 &clockMs, Op &&op)
{
    off.ns = on.ns = 0;
    for (int begin = 0, second = 0; begin < n; begin += kPerSecond, ++second) {
        clockMs += 1000;
        for (Side *side : second % 2 ? std::array{&on, &off} : std::array{&off, &on}) {
            check(side->engine->advanceClock(clockMs), "advanceClock");
            const qint64 started = threadNs();
            for (int i = begin; i < std::min(n, begin + kPerSecond); ++i)
                op(*side->engine, i);
            side->ns += threadNs() - started;
        }
    }
    return {n / (double(off.ns) / 1e9), n / (double(on.ns) / 1e9)};
}

std::pair<Figures, Figures> run(Switch which, int n, const EngineOptions &options,
                                const QList<Item> &items, const QList<QJsonObject> &hotGets)
{
    Side off(which, false, options), on(which, true, options);
    qint64 clockMs = kT0;
    Figures offFigures, onFigures;
    std::tie(offFigures.putPerSecond,
             onFigures.putPerSecond) = alternating(off, on, n, clockMs, [&](Engine &engine, int i) {
        if (auto r = engine.putItem(PutItemRequest{u"Bench"_s, items[i], ReturnValues::None, {}});
            !r)
            fail(u"PutItem"_s, r.error());
    });
    if (which == Switch::Cache) {
        // Through the api, where the cache is: both sides pay the same JSON in and out.
        std::tie(offFigures.getPerSecond, onFigures.getPerSecond) =
            alternating(off, on, n, clockMs, [&](Engine &engine, int i) {
                Api api(engine);
                auto r = api.call(u"GetItem"_s, hotGets[i % kHotKeys]);
                if (!r)
                    fail(u"GetItem"_s, r.error());
                if (!r->contains(u"Item"_s))
                    fail(u"GetItem"_s, Error{ErrorType::InternalServerError, u"no item"_s, {}});
            });
        return {offFigures, onFigures};
    }
    std::tie(offFigures.getPerSecond, onFigures.getPerSecond) =
        alternating(off, on, n, clockMs, [&](Engine &engine, int i) {
            const int k = int((qint64(i) * 7919) % n);
            auto r = engine.getItem(GetItemRequest{u"Bench"_s, makeKey(k), false, {}, {}});
            if (!r)
                fail(u"GetItem"_s, r.error());
            if (!r->item)
                fail(u"GetItem"_s, Error{ErrorType::InternalServerError, u"no item"_s, {}});
        });
    if (which == Switch::Consistency)
        return {offFigures, onFigures};
    qint32 throttled = 0;
    for (const auto &second : on.engine->totals(u"Bench"_s, {}, 0, clockMs / 1000))
        throttled += second.throttledRequests.read + second.throttledRequests.write;
    if (throttled > 0)
        fail(u"the load"_s,
             Error{ErrorType::InternalServerError,
                   u"%1 requests throttled: the figures would not compare"_s.arg(throttled),
                   {}});
    if (on.engine->totals(u"Bench"_s, {}, 0, clockMs / 1000).isEmpty())
        fail(u"the load"_s, Error{ErrorType::InternalServerError, u"nothing was charged"_s, {}});
    return {offFigures, onFigures};
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"PutItem and GetItem with throughput limits, realistic consistency or the cache off and "
        u"on"_s);
    parser.addHelpOption();
    parser.addOption(
        {u"switch"_s, u"limits (default), consistency or cache."_s, u"S"_s, u"limits"_s});
    parser.addOption({u"items"_s, u"Number of items (default 20000)."_s, u"N"_s, u"20000"_s});
    parser.addOption({u"runs"_s, u"Runs of each side (default 3)."_s, u"R"_s, u"3"_s});
    bench::addDurabilityOption(parser);
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();
    const QString which = parser.value(u"switch"_s);
    if (which != u"limits"_s && which != u"consistency"_s && which != u"cache"_s) {
        std::fprintf(stderr, "bench_limits: --switch is limits, consistency or cache\n");
        return 2;
    }
    const Switch switched = which == u"limits"_s        ? Switch::Limits
                            : which == u"consistency"_s ? Switch::Consistency
                                                        : Switch::Cache;
    const int runs = std::max(1, parser.value(u"runs"_s).toInt());
    EngineOptions options;
    options.durability = bench::durabilityOption(parser);

    QList<Item> items;
    for (int i = 0; i < n; ++i)
        items << makeItem(i);
    QList<QJsonObject> hotGets;
    for (int k = 0; k < std::min(n, kHotKeys); ++k)
        hotGets << QJsonObject{{u"TableName"_s, u"Bench"_s}, {u"Key"_s, itemToJson(makeKey(k))}};
    std::printf("%s: %d items, %d per sim second, %d runs, durability %s, thread CPU time\n",
                qPrintable(which), n, kPerSecond, runs, qPrintable(parser.value(u"durability"_s)));

    // Off and on alternate, so that a change in the machine's load falls on both alike.
    QList<double> putOff, putOn, getOff, getOn;
    for (int r = 0; r < runs; ++r) {
        const auto [off, on] = run(switched, n, options, items, hotGets);
        putOff << off.putPerSecond;
        getOff << off.getPerSecond;
        putOn << on.putPerSecond;
        getOn << on.getPerSecond;
        std::printf("run %d: PutItem %8.0f / %8.0f ops/s, GetItem %8.0f / %8.0f ops/s (off / on)\n",
                    r + 1, off.putPerSecond, on.putPerSecond, off.getPerSecond, on.getPerSecond);
    }
    const auto line = [](const char *what, double off, double on) {
        std::printf("%-16s off %9.0f ops/s (%6.2f us)   on %9.0f ops/s (%6.2f us)   "
                    "overhead %5.1f%%   on/off %5.1f%%\n",
                    what, off, 1e6 / off, on, 1e6 / on, 100.0 * (off / on - 1.0), 100.0 * on / off);
    };
    std::printf("median of %d:\n", runs);
    line("PutItem (1 GSI)", median(putOff), median(putOn));
    line("GetItem", median(getOff), median(getOn));
    return 0;
}
