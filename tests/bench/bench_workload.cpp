// Workload runner benchmark (docs/workloads.md): a workload of 1,000,000 PutItems of sim time,
// then as many GetItems, through workload::run (core/workload/workloadrun.h), with the
// workspace's throughput limits off and on. Prints requests a second and milliseconds per sim
// second, the median of three runs each, in wall time (the runner's whole cost: api dispatch,
// validation, the engine, the clock moves and one group commit per sim second). The table is
// provisioned far above the load and keyed by 1,000,000 random device ids, so that nothing is
// refused and the figures are the runner's; asserts nothing (benchmarks are not tests) but that
// every request was served.
//
//   bench_workload [--requests N] [--rate R] [--runs K] [--durability nosync|full]
#include "api/api.h"
#include "benchutil.h"
#include "engine/engine.h"
#include "workload/workloadrun.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::check;
using bench::fail;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

const char *kTable = R"({"TableName":"telemetry",
  "KeySchema":[{"AttributeName":"deviceId","KeyType":"HASH"}],
  "AttributeDefinitions":[{"AttributeName":"deviceId","AttributeType":"S"}],
  "ProvisionedThroughput":{"ReadCapacityUnits":40000,"WriteCapacityUnits":40000}})";

struct Figures
{
    double requestsPerSecond = 0;
    double msPerSimSecond = 0;
};

Figures measure(Api &api, const QString &action, qint64 requests, qint64 rate)
{
    const qint64 seconds = std::max<qint64>(1, requests / rate);
    const QString extra = action == u"PutItem"_s
                              ? uR"(, "itemBytes": 200, "attributes": {"firmware":
                                   {"pattern": "values", "values": ["1.0", "1.1"]}})"_s
                              : QString();
    const QJsonObject spec =
        QJsonDocument::fromJson(uR"({"table": "telemetry", "action": "%1", "rate": %2,
            "seconds": %3, "key": {"pattern": "random", "prefix": "device-", "count": 1000000}%4})"_s
                                    .arg(action)
                                    .arg(rate)
                                    .arg(seconds)
                                    .arg(extra)
                                    .toUtf8())
            .object();
    auto parsed = workload::parseSpec(spec, u"workload"_s);
    if (!parsed)
        fail(u"parseSpec"_s, validationError(parsed.error()));
    QElapsedTimer timer;
    timer.start();
    auto outcome = check(workload::run(api, *parsed), "workload::run");
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (outcome.totals.served != rate * seconds || outcome.totals.throttled != 0)
        fail(action, validationError(u"served %1 of %2, %3 throttled"_s.arg(outcome.totals.served)
                                         .arg(rate * seconds)
                                         .arg(outcome.totals.throttled)));
    return {double(rate * seconds) / (ms / 1000), ms / double(seconds)};
}

Figures median(QList<Figures> runs)
{
    std::sort(runs.begin(), runs.end(), [](const Figures &a, const Figures &b) {
        return a.requestsPerSecond < b.requestsPerSecond;
    });
    return runs.at(runs.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption(
        {u"requests"_s, u"Requests per workload (default 1000000)."_s, u"N"_s, u"1000000"_s});
    parser.addOption(
        {u"rate"_s, u"Requests per sim second (default 10000)."_s, u"R"_s, u"10000"_s});
    parser.addOption(
        {u"runs"_s, u"Runs of each, the median printed (default 3)."_s, u"K"_s, u"3"_s});
    bench::addDurabilityOption(parser);
    parser.process(app);
    const qint64 requests = parser.value(u"requests"_s).toLongLong();
    const qint64 rate = parser.value(u"rate"_s).toLongLong();
    const int runs = std::max(1, parser.value(u"runs"_s).toInt());
    EngineOptions options;
    options.durability = bench::durabilityOption(parser);

    std::printf("workload of %lld requests at %lld/s, median of %d runs (wall time)\n",
                qlonglong(requests), qlonglong(rate), runs);
    for (const bool limits : {false, true}) {
        QList<Figures> puts, gets;
        for (int r = 0; r < runs; ++r) {
            QTemporaryDir dir;
            auto engine = check(Engine::open(dir.path(), options, [] { return kT0; }), "open");
            engine->setSettleDelays({0, 0});
            Api api(*engine);
            if (auto created = api.call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object());
                !created)
                fail(u"CreateTable"_s, created.error());
            check(engine->setThroughputLimits(limits), "setThroughputLimits");
            puts << measure(api, u"PutItem"_s, requests, rate);
            gets << measure(api, u"GetItem"_s, requests, rate);
        }
        for (const auto &[name, figures] :
             {std::pair{"PutItem", median(puts)}, std::pair{"GetItem", median(gets)}})
            std::printf("  limits %-3s %-8s %9.0f requests/s  %8.2f ms per sim second\n",
                        limits ? "on" : "off", name, figures.requestsPerSecond,
                        figures.msPerSimSecond);
    }
    return 0;
}
