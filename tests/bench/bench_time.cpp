// Time benchmark: the sweeper deleting 100k expired items (deletions per second;
// budget >= 50k/s), and reading 1,000 items as of a past time in a 100k-item table whose items
// have 10 versions each (budget <= 50 ms), beside the same reads of the current state in the
// same run. Prints figures; asserts nothing (benchmarks are not tests).
//
//   bench_time [--items N] [--versions V] [--durability nosync|full]
#include "benchutil.h"
#include "engine/engine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::check;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000;
constexpr qint64 kHour = 3'600'000;
constexpr int kPerPartition = 1000;

TableDefinition table(const QString &name)
{
    return bench::pkSkTable(name, AttributeValue::Type::S);
}

Item item(int i, int version, std::optional<qint64> expiresAt = {})
{
    Item out{{u"PK"_s, AttributeValue::string(u"p%1"_s.arg(i / kPerPartition, 4, 10, QChar(u'0')))},
             {u"SK"_s, AttributeValue::string(u"s%1"_s.arg(i % kPerPartition, 4, 10, QChar(u'0')))},
             {u"version"_s, AttributeValue::number(Number::fromInt64(version))},
             {u"payload"_s, AttributeValue::string(QString(120, QChar(u'x')))}};
    if (expiresAt)
        out.insert({u"expiresAt"_s, AttributeValue::number(Number::fromInt64(*expiresAt))});
    return out;
}

// Writes items [0, n) at version `version`, 25 to a batch (as BatchWriteItem would).
void writeAll(Engine &engine, const QString &tableName, int n, int version,
              std::optional<qint64> expiresAt = {})
{
    for (int first = 0; first < n; first += 25) {
        BatchWriteRequest batch;
        for (int i = first; i < std::min(n, first + 25); ++i)
            batch.writes << BatchWriteRequest::Write{tableName, true, item(i, version, expiresAt)};
        check(engine.batchWriteItem(batch), "BatchWriteItem");
    }
}

double millis(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Sweeper and as-of read benchmark"_s);
    parser.addHelpOption();
    parser.addOption({u"items"_s, u"Items per table (default 100000)."_s, u"N"_s, u"100000"_s});
    parser.addOption({u"versions"_s, u"Versions per item (default 10)."_s, u"V"_s, u"10"_s});
    bench::addDurabilityOption(parser);
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();
    const int versions = parser.value(u"versions"_s).toInt();
    EngineOptions options;
    options.durability = bench::durabilityOption(parser);
    options.initialMapSize = qint64(1) << 30;
    std::printf("%d items, %d versions each, durability %s\n", n, versions,
                qPrintable(parser.value(u"durability"_s)));

    QTemporaryDir dir;
    auto engine = check(Engine::open(dir.path(), options, [] { return kT0; }), "open");

    // 1. The sweeper: n items expired an hour ago, deleted when the clock moves past them.
    {
        check(engine->createTable(table(u"Sessions"_s)), "CreateTable");
        check(engine->updateTimeToLive(u"Sessions"_s, true, u"expiresAt"_s), "UpdateTimeToLive");
        check(engine->advanceClock(engine->nowMs() + TimeToLiveSetting::kSettleMs), "settle");
        check(engine->setSweeper(SweeperSettings{SweeperSettings::Preset::Instant, 0, 0, 1}),
              "sweeper");
        writeAll(*engine, u"Sessions"_s, n, 0, engine->nowMs() / 1000 - 3600);
        QElapsedTimer timer;
        timer.start();
        check(engine->advanceClock(engine->nowMs() + 1), "advance");
        const double ms = millis(timer);
        const auto left =
            engine->stats(check(engine->table(u"Sessions"_s), "table")).value(QString());
        std::printf("Sweep %d expired items        %10.0f deletions/s   (%.0f ms; %lld left)\n", n,
                    n / (ms / 1000.0), ms, qlonglong(left.itemCount));
    }

    // 2. As-of reads: n items written `versions` times, an hour apart.
    check(engine->createTable(table(u"History"_s)), "CreateTable");
    const qint64 start = engine->nowMs();
    QElapsedTimer load;
    load.start();
    for (int v = 0; v < versions; ++v) {
        if (v > 0)
            check(engine->advanceClock(start + v * kHour), "advance");
        writeAll(*engine, u"History"_s, n, v);
    }
    std::printf("Load: %d writes in %.1f s\n", n * versions, millis(load) / 1000.0);
    check(engine->advanceClock(engine->nowMs() + kHour), "advance");
    const qint64 past = start + (versions / 2) * kHour + kHour / 2; // between two versions

    const int reads = std::min(1000, n);
    const auto getMany = [&](std::optional<qint64> asOf) {
        QElapsedTimer timer;
        timer.start();
        for (int r = 0; r < reads; ++r) {
            const int i = int((qint64(r) * 7919) % n);
            const Item whole = item(i, 0);
            const Item key{{u"PK"_s, whole.at(u"PK"_s)}, {u"SK"_s, whole.at(u"SK"_s)}};
            auto got = check(engine->getItem(GetItemRequest{u"History"_s, key, false, {}, asOf}),
                             "GetItem");
            if (!got.item)
                std::exit(2);
        }
        return millis(timer);
    };
    const auto queryPartition = [&](std::optional<qint64> asOf) {
        QueryRequest query;
        query.tableName = u"History"_s;
        const int partition = n >= 43 * kPerPartition ? 42 : 0;
        query.keyCondition.parts.push_back(
            {u"PK"_s,
             expr::KeyCondition::Part::Op::Eq,
             AttributeValue::string(u"p%1"_s.arg(partition, 4, 10, QChar(u'0'))),
             {}});
        query.asOfMs = asOf;
        QElapsedTimer timer;
        timer.start();
        auto result = check(engine->query(query), "Query");
        if (result.count != std::min(n, kPerPartition))
            std::exit(3);
        return millis(timer);
    };
    const double getNow = getMany(std::nullopt), getPast = getMany(past);
    const double queryNow = queryPartition(std::nullopt), queryPast = queryPartition(past);
    std::printf("GetItem x %d, current state      %8.2f ms\n", reads, getNow);
    std::printf("GetItem x %d, as of a past time  %8.2f ms   (%.1fx the current read)\n", reads,
                getPast, getPast / getNow);
    std::printf("Query of %d items, current state %8.2f ms\n", kPerPartition, queryNow);
    std::printf("Query of %d items, as of the past %7.2f ms   (%.1fx the current read)\n",
                kPerPartition, queryPast, queryPast / queryNow);

    QElapsedTimer lanes;
    lanes.start();
    const auto lifetimes = check(engine->lifetimes(u"History"_s), "lifetimes");
    std::printf("Lifetimes of %lld items (the timeline) %8.0f ms\n", qlonglong(lifetimes.size()),
                millis(lanes));
    return 0;
}
