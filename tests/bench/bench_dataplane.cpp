// Data-plane benchmark: PutItem with one GSI, GetItem and Scan pages over N items of
// ~200 bytes, each beside raw LMDB puts/gets of the same bytes under the same durability
// settings, in the same run; then the same puts into a table with one LSI instead. Prints rates and
// ratios; asserts nothing (benchmarks are not tests).
//
// How the two sides are matched: both run in alternating slices of the same key sequence (a
// fixed stride through all keys, so every read is a random one); the raw side gets its key bytes
// ready-made and copies the value it reads, the engine gets a typed request with a key built for
// it, as the api layer would hand it over, and returns a decoded item.
//
//   bench_dataplane [--items N] [--durability nosync|full]
#include "api/api.h"
#include "benchutil.h"
#include "engine/engine.h"
#include "engine/tablekeys.h"
#include "model/attributejson.h"
#include "model/itemsize.h"
#include "storage/itemcodec.h"
#include "storage/lmdb.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::fail;
using bench::interleaved;
using bench::makeItem;
using bench::makeKey;
using bench::measure;
using bench::Rate;

namespace {

const char *kTable = R"({"TableName":"Bench","BillingMode":"PAY_PER_REQUEST",
  "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
  "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"},
                          {"AttributeName":"GSI1PK","AttributeType":"S"}],
  "GlobalSecondaryIndexes":[{"IndexName":"GSI1","KeySchema":[{"AttributeName":"GSI1PK","KeyType":"HASH"}],
                             "Projection":{"ProjectionType":"ALL"}}]})";

// The same keys with a local secondary index instead of the GSI: the item store also keeps each
// item collection's size there (core/engine/itemstore.h).
const char *kLsiTable = R"({"TableName":"BenchLsi","BillingMode":"PAY_PER_REQUEST",
  "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
  "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"},
                          {"AttributeName":"GSI1PK","AttributeType":"S"}],
  "LocalSecondaryIndexes":[{"IndexName":"LSI1","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},
                            {"AttributeName":"GSI1PK","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]})";

void report(const char *what, Rate engine, Rate raw)
{
    std::printf("%-28s %12.0f ops/s   raw LMDB %12.0f ops/s   ratio %5.1f%%\n", what,
                engine.perSecond, raw.perSecond, 100.0 * engine.perSecond / raw.perSecond);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Data-plane benchmark: engine vs raw LMDB"_s);
    parser.addHelpOption();
    parser.addOption({u"items"_s, u"Number of items (default 100000)."_s, u"N"_s, u"100000"_s});
    bench::addDurabilityOption(parser);
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();
    EngineOptions options;
    options.durability = bench::durabilityOption(parser);

    QTemporaryDir engineDir, rawDir;
    auto engine = Engine::open(engineDir.path(), options, [] { return qint64(1'792'496'917'000); });
    if (!engine)
        fail(u"open"_s, engine.error());
    Api api(**engine);
    if (auto created = api.call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object());
        !created)
        fail(u"CreateTable"_s, created.error());
    auto table = (*engine)->table(u"Bench"_s);

    storage::EnvOptions rawOptions;
    rawOptions.durability = options.durability;
    auto rawEnv = storage::Env::open(rawDir.path(), rawOptions);
    if (!rawEnv)
        fail(u"raw open"_s, rawEnv.error());
    storage::Dbi rawDbi;
    {
        auto txn = storage::Txn::beginWrite(*rawEnv);
        rawDbi = *storage::Dbi::open(*txn, "items");
        (void)txn->commit();
    }

    // Pre-build the inputs so neither side pays for them inside the timed loop.
    QList<Item> items;
    QList<QByteArray> keys, values;
    for (int i = 0; i < n; ++i) {
        items << makeItem(i);
        keys << itemKeyBytes(*table, items.last());
        values << storage::encodeItem(items.last());
    }
    std::printf("%d items of %lld bytes (DynamoDB size), durability %s\n", n,
                qlonglong(itemSize(items[0])), qPrintable(parser.value(u"durability"_s)));

    auto [enginePut, rawPut] = interleaved(
        n,
        [&](int i) {
            if (auto r = (*engine)->putItem(
                    PutItemRequest{u"Bench"_s, items[i], ReturnValues::None, {}});
                !r)
                fail(u"PutItem"_s, r.error());
        },
        [&](int i) {
            auto txn = storage::Txn::beginWrite(*rawEnv);
            (void)storage::put(*txn, rawDbi, keys[i], values[i]);
            (void)txn->commit();
        });
    report("PutItem (1 GSI)", enginePut, rawPut);

    QByteArray rawCopy;
    // The engine gets each key built fresh, as a request would bring it; the raw side gets the
    // encoded bytes ready-made.
    auto [engineGet, rawGet] = interleaved(
        n,
        [&](int i) {
            const int k = int((qint64(i) * 7919) % n);
            auto r = (*engine)->getItem(GetItemRequest{u"Bench"_s, makeKey(k), false, {}, {}});
            if (!r || !r->item)
                std::exit(3);
        },
        [&](int i) {
            // A get hands its bytes to the caller: copy them out, as any user of LMDB must
            // before the transaction ends (the engine decodes them instead).
            auto txn = storage::Txn::beginRead(*rawEnv);
            auto v = storage::get(*txn, rawDbi, keys[int((qint64(i) * 7919) % n)]);
            if (!v || !*v)
                std::exit(2);
            rawCopy = (*v)->toByteArray();
        });
    report("GetItem", engineGet, rawGet);
    // For reference: a raw get that never reads its value is cheaper still.
    const Rate rawPeek = measure(n, [&](int i) {
        auto txn = storage::Txn::beginRead(*rawEnv);
        auto v = storage::get(*txn, rawDbi, keys[int((qint64(i) * 7919) % n)]);
        if (!v || !*v)
            std::exit(2);
    });
    report("GetItem vs get without copy", engineGet, rawPeek);

    // Scan: whole table in 1 MB pages; raw: a cursor over the same bytes, decoding nothing.
    int pages = 0;
    QElapsedTimer timer;
    timer.start();
    ScanRequest scan;
    scan.tableName = u"Bench"_s;
    qint64 scanned = 0;
    for (;;) {
        auto r = (*engine)->scan(scan);
        if (!r)
            fail(u"Scan"_s, r.error());
        ++pages;
        scanned += r->scannedCount;
        if (!r->lastEvaluatedKey)
            break;
        scan.exclusiveStartKey = r->lastEvaluatedKey;
    }
    const double engineScan = scanned / (double(timer.nsecsElapsed()) / 1e9);
    timer.restart();
    qint64 rawScanned = 0;
    {
        auto txn = storage::Txn::beginRead(*rawEnv);
        auto cursor = storage::Cursor::open(*txn, rawDbi);
        for (auto found = cursor->first(); found && *found; found = cursor->next())
            rawScanned += cursor->value().size() > 0;
    }
    const double rawScan = rawScanned / (double(timer.nsecsElapsed()) / 1e9);
    std::printf("Scan: %d pages of 1 MB\n", pages);
    report("Scan (items/s)", Rate{engineScan}, Rate{rawScan});
    auto api1 = measure(std::min(n, 20000), [&](int i) {
        const QJsonObject request{{u"TableName"_s, u"Bench"_s}, {u"Item"_s, itemToJson(items[i])}};
        if (auto r = api.call(u"PutItem"_s, request); !r)
            fail(u"PutItem(json)"_s, r.error());
    });
    std::printf("%-28s %12.0f ops/s   (informative: request JSON through the api dispatch)\n",
                "PutItem via Api (JSON)", api1.perSecond);

    // Against the raw puts measured beside the GSI table's.
    if (auto created = api.call(u"CreateTable"_s, QJsonDocument::fromJson(kLsiTable).object());
        !created)
        fail(u"CreateTable"_s, created.error());
    const Rate lsiPut = measure(n, [&](int i) {
        if (auto r =
                (*engine)->putItem(PutItemRequest{u"BenchLsi"_s, items[i], ReturnValues::None, {}});
            !r)
            fail(u"PutItem"_s, r.error());
    });
    report("PutItem (1 LSI)", lsiPut, rawPut);
    return 0;
}
