// Expression benchmark: what a FilterExpression costs on top of reading.
//   1. Scan pages over a table of --scan-items items, plain and with a FilterExpression.
//   2. Query pages over --query-items items in --partitions partitions, plain and filtered.
// Plain and filtered passes alternate (three rounds each) so background load falls on both
// alike; the figures are items read per second and the filtered rate as a ratio of the plain
// one. Prints figures only; benchmarks are not tests.
//
//   bench_expressions [--scan-items N] [--query-items N] [--partitions N]
#include "benchutil.h"
#include "engine/engine.h"
#include "expr/parser.h"
#include "model/attributejson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::check;
using bench::fail;

namespace {

TableDefinition tableNamed(const QString &name)
{
    return bench::pkSkTable(name, AttributeValue::Type::N);
}

// ~150 bytes by DynamoDB's size formula, with attributes the filter looks at.
Item makeItem(int partition, int i)
{
    return Item{
        {u"PK"_s, AttributeValue::string(u"ORG#%1"_s.arg(partition, 5, 10, QChar(u'0')))},
        {u"SK"_s, AttributeValue::number(Number::fromInt64(i))},
        {u"status"_s, AttributeValue::string(i % 4 == 0 ? u"OPEN"_s : u"CLOSED"_s)},
        {u"email"_s, AttributeValue::string(u"user%1@example.com"_s.arg(i))},
        {u"age"_s, AttributeValue::number(Number::fromInt64(20 + i % 60))},
        {u"tags"_s, AttributeValue::stringSet({u"t%1"_s.arg(i % 7), u"all"_s})},
        {u"bio"_s, AttributeValue::string(QString(60, u'b'))},
    };
}

void load(Engine &engine, const QString &table, int partitions, int perPartition)
{
    BatchWriteRequest batch;
    for (int p = 0; p < partitions; ++p) {
        for (int i = 0; i < perPartition; ++i) {
            batch.writes << BatchWriteRequest::Write{table, true, makeItem(p, i)};
            if (batch.writes.size() == 25) {
                check(engine.batchWriteItem(batch), "BatchWriteItem");
                batch.writes.clear();
            }
        }
    }
    if (!batch.writes.isEmpty())
        check(engine.batchWriteItem(batch), "BatchWriteItem");
}

// A filter of the usual shape: a comparison, a range and a function. The selective one keeps
// about a fifth of the items; the other keeps all of them, which isolates the cost of evaluating
// from the saving of returning fewer items.
expr::Condition makeFilter(bool selective)
{
    expr::Placeholders placeholders;
    placeholders.names = {{u"#s"_s, u"status"_s}};
    placeholders.values = {{u":s"_s, AttributeValue::string(u"OPEN"_s)},
                           {u":lo"_s, AttributeValue::number(Number::fromInt64(25))},
                           {u":hi"_s, AttributeValue::number(Number::fromInt64(70))},
                           {u":t"_s, AttributeValue::string(u"all"_s)}};
    const QString text = selective ? u"#s = :s AND age BETWEEN :lo AND :hi AND contains(tags, :t)"_s
                                   : u"#s <> :s OR age BETWEEN :lo AND :hi OR contains(tags, :t)"_s;
    return check(expr::parseCondition(text, expr::ConditionKind::Filter, placeholders),
                 "parse filter");
}

struct Pass
{
    qint64 scanned = 0, kept = 0, pages = 0, nanos = 0;
    double perSecond() const { return scanned / (double(nanos) / 1e9); }
};

// Reads every page of one Scan or Query request, following LastEvaluatedKey.
template<class Request, class Call> void readAll(Request request, Call &&call, Pass &pass)
{
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        auto page = check(call(request), "read");
        pass.scanned += page.scannedCount;
        pass.kept += page.count;
        ++pass.pages;
        if (!page.lastEvaluatedKey)
            break;
        request.exclusiveStartKey = std::move(page.lastEvaluatedKey);
    }
    pass.nanos += timer.nsecsElapsed();
}

void report(const char *what, const Pass &plain, const Pass &filtered)
{
    std::printf("%-44s %10.0f items/s (%lld of %lld kept)   ratio to plain %5.1f%%\n", what,
                filtered.perSecond(), qlonglong(filtered.kept), qlonglong(filtered.scanned),
                100.0 * filtered.perSecond() / plain.perSecond());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"FilterExpression cost on Scan and Query pages"_s);
    parser.addHelpOption();
    parser.addOption(
        {u"scan-items"_s, u"Items in the Scan table (default 100000)."_s, u"N"_s, u"100000"_s});
    parser.addOption(
        {u"query-items"_s, u"Items in the Query table (default 1000000)."_s, u"N"_s, u"1000000"_s});
    parser.addOption(
        {u"partitions"_s, u"Partitions of the Query table (default 1000)."_s, u"N"_s, u"1000"_s});
    parser.process(app);
    const int scanItems = parser.value(u"scan-items"_s).toInt();
    const int queryItems = parser.value(u"query-items"_s).toInt();
    const int partitions = std::max(1, parser.value(u"partitions"_s).toInt());

    QTemporaryDir dir;
    EngineOptions options;
    options.durability = Durability::NoSync;
    auto engine =
        check(Engine::open(dir.path(), options, [] { return qint64(1'792'496'917'000); }), "open");
    check(engine->createTable(tableNamed(u"ScanTable"_s)), "CreateTable");
    check(engine->createTable(tableNamed(u"QueryTable"_s)), "CreateTable");
    QElapsedTimer loading;
    loading.start();
    load(*engine, u"ScanTable"_s, 1, scanItems);
    load(*engine, u"QueryTable"_s, partitions, queryItems / partitions);
    std::printf("loaded %d + %d items in %.1f s\n", scanItems, queryItems / partitions * partitions,
                loading.nsecsElapsed() / 1e9);

    // Pass 0 reads plainly; pass 1 with the selective filter, pass 2 with the keep-all one.
    const std::optional<expr::Condition> filters[] = {std::nullopt, makeFilter(true),
                                                      makeFilter(false)};
    Pass scans[3], queries[3];
    for (int round = 0; round < 3; ++round) {
        for (int f = 0; f < 3; ++f) {
            ScanRequest scan;
            scan.tableName = u"ScanTable"_s;
            scan.filter = filters[f];
            readAll(
                scan, [&](const ScanRequest &r) { return engine->scan(r); }, scans[f]);

            for (int p = 0; p < partitions; ++p) {
                QueryRequest query;
                query.tableName = u"QueryTable"_s;
                query.keyCondition.parts = {expr::KeyCondition::Part{
                    u"PK"_s,
                    expr::KeyCondition::Part::Op::Eq,
                    AttributeValue::string(u"ORG#%1"_s.arg(p, 5, 10, QChar(u'0'))),
                    {}}};
                query.filter = filters[f];
                readAll(
                    query, [&](const QueryRequest &r) { return engine->query(r); }, queries[f]);
            }
        }
    }
    report("Scan, plain", scans[0], scans[0]);
    report("Scan, selective filter", scans[0], scans[1]);
    report("Scan, filter keeping every item", scans[0], scans[2]);
    report("Query, plain", queries[0], queries[0]);
    report("Query, selective filter", queries[0], queries[1]);
    report("Query, filter keeping every item", queries[0], queries[2]);
    std::printf("pages per pass: scan %lld, query %lld\n", qlonglong(scans[0].pages / 3),
                qlonglong(queries[0].pages / 3));
    return 0;
}
