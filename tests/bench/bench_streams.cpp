// Streams benchmark: PutItem into a table with a NEW_AND_OLD_IMAGES stream
// beside PutItem into the same table without one, in alternating slices of one run (budget: the
// stream costs at most 1.5x), then reading the stream back (records per second) and the built-in
// consumers draining it as the clock moves (records per second). Prints figures;
// asserts nothing (benchmarks are not tests).
//
//   bench_streams [--items N] [--durability nosync|full]
#include "api/api.h"
#include "benchutil.h"
#include "engine/engine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::fail;

namespace {

QJsonObject table(const QString &name, bool stream)
{
    QJsonObject t = QJsonDocument::fromJson(R"({"BillingMode":"PAY_PER_REQUEST",
      "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
      "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
                              {"AttributeName":"SK","AttributeType":"S"}]})")
                        .object();
    t.insert(u"TableName"_s, name);
    if (stream)
        t.insert(u"StreamSpecification"_s,
                 QJsonObject{{u"StreamEnabled"_s, true},
                             {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s}});
    return t;
}

// ~200 bytes by DynamoDB's size formula; every other put replaces an item (a MODIFY with both
// images), the others create one.
Item makeItem(int i)
{
    return Item{{u"PK"_s, AttributeValue::string(u"USER#%1"_s.arg(i / 2, 6, 10, QChar(u'0')))},
                {u"SK"_s, AttributeValue::string(u"PROFILE"_s)},
                {u"email"_s, AttributeValue::string(u"user%1@example.com"_s.arg(i))},
                {u"bio"_s, AttributeValue::string(QString(140, u'b'))}};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Streams benchmark: PutItem with and without a stream"_s);
    parser.addHelpOption();
    parser.addOption(
        {u"items"_s, u"Number of puts per table (default 100000)."_s, u"N"_s, u"100000"_s});
    bench::addDurabilityOption(parser);
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();
    EngineOptions options;
    options.durability = bench::durabilityOption(parser);

    QTemporaryDir dir;
    auto engine = Engine::open(dir.path(), options, [] { return qint64(1'792'496'917'000); });
    if (!engine)
        fail(u"open"_s, engine.error());
    Api api(**engine);
    for (bool stream : {false, true})
        if (auto created =
                api.call(u"CreateTable"_s, table(stream ? u"Streamed"_s : u"Plain"_s, stream));
            !created)
            fail(u"CreateTable"_s, created.error());
    QList<Item> items;
    for (int i = 0; i < n; ++i)
        items << makeItem(i);

    const auto put = [&](const QString &tableName, int i) {
        if (auto r =
                (*engine)->putItem(PutItemRequest{tableName, items[i], ReturnValues::None, {}});
            !r)
            fail(u"PutItem"_s, r.error());
    };
    auto [streamed, plain] = bench::interleaved(
        n, [&](int i) { put(u"Streamed"_s, i); }, [&](int i) { put(u"Plain"_s, i); });
    std::printf("%d puts of ~200 bytes (half new items, half replacing), durability %s\n", n,
                qPrintable(parser.value(u"durability"_s)));
    std::printf("PutItem, no stream                  %10.0f ops/s\n", plain.perSecond);
    std::printf("PutItem, NEW_AND_OLD_IMAGES stream  %10.0f ops/s   cost %.2fx (budget 1.5x)\n",
                streamed.perSecond, plain.perSecond / streamed.perSecond);

    // Reading the stream back in pages of 1,000 records.
    qint64 read = 0;
    QElapsedTimer timer;
    timer.start();
    for (qint64 after = 0;;) {
        auto page = (*engine)->readStream(u"Streamed"_s, after, 1000);
        if (!page)
            fail(u"readStream"_s, page.error());
        if (page->isEmpty())
            break;
        read += page->size();
        after = page->last().seq;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    std::printf("Stream read, pages of 1000          %10.0f records/s (%lld records)\n",
                read / seconds, qlonglong(read));

    // The same through the DynamoDB Streams API, JSON included: DescribeStream, then each shard
    // from TRIM_HORIZON with GetRecords until a page comes back empty.
    const auto call = [&](const QString &action, const QJsonObject &request) {
        auto response = api.call(action, request);
        if (!response)
            fail(action, response.error());
        return *response;
    };
    const QString arn = (*engine)->table(u"Streamed"_s)->streamArn();
    qint64 fetched = 0;
    timer.start();
    const QJsonArray shards = call(u"DescribeStream"_s, {{u"StreamArn"_s, arn}})
                                  .value(u"StreamDescription"_s)
                                  .toObject()
                                  .value(u"Shards"_s)
                                  .toArray();
    for (const auto &shard : shards) {
        QString iterator =
            call(u"GetShardIterator"_s, {{u"StreamArn"_s, arn},
                                         {u"ShardId"_s, shard.toObject().value(u"ShardId"_s)},
                                         {u"ShardIteratorType"_s, u"TRIM_HORIZON"_s}})
                .value(u"ShardIterator"_s)
                .toString();
        while (!iterator.isEmpty()) {
            const QJsonObject page = call(u"GetRecords"_s, {{u"ShardIterator"_s, iterator}});
            const qsizetype count = page.value(u"Records"_s).toArray().size();
            if (count == 0)
                break;
            fetched += count;
            iterator = page.value(u"NextShardIterator"_s).toString();
        }
    }
    std::printf("GetRecords through the api (JSON)   %10.0f records/s (%lld records)\n",
                fetched / (double(timer.nsecsElapsed()) / 1e9), qlonglong(fetched));

    // The built-in consumers draining the whole stream as the clock moves (batches of 1,000, a
    // poll a second): a projector storing each new image, then an aggregator adding each record
    // into its item's stats item with de-duplication (one UpdateItem, and its own record, each).
    const auto drain = [&](const QString &name, const char *label, const char *kindJson) {
        QJsonObject request = QJsonDocument::fromJson(kindJson).object();
        request.insert(u"TableName"_s, u"Streamed"_s);
        request.insert(u"ConsumerName"_s, name);
        request.insert(u"BatchSize"_s, 1000);
        call(u"CreateConsumer"_s, request);
        timer.start();
        if (auto moved = (*engine)->advanceClock((*engine)->nowMs() + 3'600'000); !moved)
            fail(u"advanceClock"_s, moved.error());
        const double drained = double(timer.nsecsElapsed()) / 1e9;
        const QJsonObject stats = call(u"DescribeConsumer"_s,
                                       {{u"TableName"_s, u"Streamed"_s}, {u"ConsumerName"_s, name}})
                                      .value(u"ConsumerDescription"_s)
                                      .toObject()
                                      .value(u"Statistics"_s)
                                      .toObject();
        const qint64 handled = stats.value(u"RecordsProcessed"_s).toInteger() +
                               stats.value(u"RecordsSkipped"_s).toInteger();
        std::printf("Consumer: %-26s %10.0f records/s (%lld records, %lld batches)\n", label,
                    handled / drained, qlonglong(handled),
                    qlonglong(stats.value(u"Batches"_s).toInteger()));
    };
    drain(u"projector"_s, "projector", R"({"Type":"PROJECTOR"})");
    drain(u"aggregator"_s, "aggregator, de-duplicating",
          R"({"Type":"AGGREGATOR","Aggregator":{"Deduplicate":true,"CountAttributeName":"n"}})");
    return 0;
}
