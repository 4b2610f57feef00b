// RemoteApi (core/remote/remoteapi.h), the panes' door over a remote endpoint, against two real
// ones — `lwb serve --in-memory` and dynalite (remoteservers.h), as data rows where both answer alike:
// a table with a GSI made and described; 10,000 items written 25 a call and read back by a paged
// Scan and a paged Query, each key once; edits and a failed condition; a missing table's error
// as the engine's type with the service's message; ListLifetimes read from the items' TTL
// attribute; a stream followed; and the 10,000 items copied home (tablecopy.h) item for item.
// dynalite has neither TTL nor DynamoDB Streams, so the TTL attribute's lifetimes and the stream
// have no dynalite row. What the door answers without a real endpoint — a recorded error of a type
// the engine does not know, the refusals — is tst_remoteerrors'.
#include "remoteservers.h"
#include "lwbrun.h"
#include "model/serviceactions.h"
#include "remote/remoteapi.h"
#include "remote/tablecopy.h"
#include "testworkspace.h"

#include <QDateTime>

#include <map>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::remote;
using namespace lw::test;

namespace {

const QString kServe = u"lwb serve"_s;
const QString kDynalite = u"dynalite"_s;

// Big: 10,000 items of about 100 bytes, 500 in each of 20 partitions ("P00" … "P19"), sort key
// the item's number, each in the GSI byGroup.
constexpr int kBigItems = 10'000;
constexpr int kPartitions = 20;
const char *kBigTable = R"({"TableName": "Big", "BillingMode": "PROVISIONED",
  "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
    {"AttributeName": "sk", "AttributeType": "N"}, {"AttributeName": "grp", "AttributeType": "S"}],
  "GlobalSecondaryIndexes": [{"IndexName": "byGroup",
    "KeySchema": [{"AttributeName": "grp", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["pad"]},
    "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5}}]})";

// Orders keyed by "id" alone, with a KEYS_ONLY GSI: the definition a remote DescribeTable gives.
const char *kIdOrdersTable = R"({"TableName": "Orders", "BillingMode": "PROVISIONED",
  "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"},
    {"AttributeName": "status", "AttributeType": "S"}],
  "GlobalSecondaryIndexes": [{"IndexName": "byStatus",
    "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
    "Projection": {"ProjectionType": "KEYS_ONLY"},
    "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}]})";

// A table keyed by the String "id", for the tests that write a few items.
QJsonObject idTable(const QString &name)
{
    QJsonObject table = json(R"({"BillingMode": "PROVISIONED",
      "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
      "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
      "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
    table.insert(u"TableName"_s, name);
    return table;
}

QJsonObject str(const QString &text)
{
    return {{u"S"_s, text}};
}

QJsonObject num(qint64 number)
{
    return {{u"N"_s, QString::number(number)}};
}

QJsonObject bigItem(int i)
{
    return {{u"pk"_s, str(u"P%1"_s.arg(i % kPartitions, 2, 10, QChar(u'0')))},
            {u"sk"_s, num(i)},
            {u"grp"_s, str(u"G%1"_s.arg(i % 7))},
            {u"pad"_s, str(QString(80, u'x'))}};
}

// "P03/123", an item of Big by its key.
QString bigKey(const QJsonValue &item)
{
    return jsonAt(item, u"pk.S"_s).toString() + u'/' + jsonAt(item, u"sk.N"_s).toString();
}

// Calls that must succeed in a test function: a failure fails the test where ok() was called,
// and gives an empty object.
QJsonObject ok(RemoteApi &api, const QString &action, const QJsonObject &request,
               std::source_location where = std::source_location::current())
{
    const auto result = api.call(action, request);
    if (!setUp(action + u" failed"_s, result, where))
        return {};
    return *result;
}

// CreateTable, then DescribeTable until the table is ACTIVE: dynalite answers CREATING and turns
// ACTIVE on its next tick, refusing item calls until then, even with --createTableMs 0.
bool createTable(RemoteApi &api, const QJsonObject &request,
                 std::source_location where = std::source_location::current())
{
    if (!setUp(u"CreateTable"_s, api.call(u"CreateTable"_s, request), where))
        return false;
    const QJsonObject describe{{u"TableName"_s, request.value(u"TableName"_s)}};
    const bool active = QTest::qWaitFor(
        [&] {
            const auto described = api.call(u"DescribeTable"_s, describe);
            return described &&
                   jsonAt(*described, u"Table.TableStatus"_s).toString() == u"ACTIVE"_s;
        },
        5000);
    if (!active)
        fail(u"the table did not become ACTIVE"_s, where);
    return active;
}

// Every page of a Scan or Query through `call`, following LastEvaluatedKey.
template<class Call>
QList<QJsonObject> pages(Call call, QJsonObject request,
                         std::source_location where = std::source_location::current())
{
    QList<QJsonObject> out;
    while (out.size() < 1000) {
        const auto page = call(request);
        if (!setUp(u"a page"_s, page, where))
            return out;
        out << *page;
        const QJsonValue last = page->value(u"LastEvaluatedKey"_s);
        if (last.isUndefined())
            return out;
        request.insert(u"ExclusiveStartKey"_s, last);
    }
    fail(u"more than 1000 pages"_s, where);
    return out;
}

// The items of `pages` as "<key> <JSON>" lines sorted by key, so two tables compare item for item
// whatever their order.
QStringList itemLines(const QList<QJsonObject> &pages)
{
    QStringList out;
    for (const QJsonObject &page : pages)
        for (const QJsonValue &item : page.value(u"Items"_s).toArray())
            out << bigKey(item) + u' ' + QString::fromUtf8(compact(item.toObject()));
    out.sort();
    return out;
}

// A stream record as "<event> <id> <old n> <new n>", "-" for an image it does not carry.
QString recordLine(const QJsonValue &record)
{
    const auto n = [&](const QString &image) {
        const QJsonValue value = jsonAt(record, u"dynamodb."_s + image + u".n.N"_s);
        return value.isUndefined() ? u"-"_s : value.toString();
    };
    return jsonAt(record, u"eventName"_s).toString() + u' ' +
           jsonAt(record, u"dynamodb.Keys.id.S"_s).toString() + u' ' + n(u"OldImage"_s) + u' ' +
           n(u"NewImage"_s);
}

void servers()
{
    QTest::addColumn<QString>("server");
    QTest::newRow("lwb serve") << kServe;
    QTest::newRow("dynalite") << kDynalite;
}

} // namespace

class TestRemoteApi : public QObject, public LwbRunner
{
    Q_OBJECT

    QProcess m_serve;
    QProcess m_dynalite;
    std::map<QString, std::unique_ptr<aws::AwsClient>> m_clients;
    std::map<QString, bool> m_big; // whether Big was made and filled on each server tried

    aws::AwsClient &client(const QString &server) { return *m_clients.at(server); }

    // Big on `server`, made and filled through RemoteApi by the first test that asks for it:
    // CreateTable, then 400 BatchWriteItems of 25.
    bool bigTable(const QString &server,
                  std::source_location where = std::source_location::current())
    {
        if (const auto tried = m_big.find(server); tried != m_big.end())
            return tried->second; // a failure was reported by the test that tried
        m_big[server] = false;
        RemoteApi api(client(server));
        if (!createTable(api, json(kBigTable), where))
            return false;
        for (int first = 0; first < kBigItems; first += 25) {
            QJsonArray writes;
            for (int i = first; i < first + 25; ++i)
                writes << QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, bigItem(i)}}}};
            const auto written = api.call(u"BatchWriteItem"_s,
                                          {{u"RequestItems"_s, QJsonObject{{u"Big"_s, writes}}}});
            if (!setUp(u"BatchWriteItem"_s, written, where))
                return false;
            // Neither server throttles: an unprocessed item would be a lost write.
            if (!written->value(u"UnprocessedItems"_s).toObject().isEmpty()) {
                fail(u"BatchWriteItem left items unprocessed"_s, where);
                return false;
            }
        }
        m_big[server] = true;
        return true;
    }

private slots:
    void initTestCase()
    {
        // TTL ENABLED at once, for the lifetimes test.
        const quint16 port =
            serve(m_serve, {}, {u"--settle-ms"_s, u"0"_s, u"--ttl-settle-ms"_s, u"0"_s});
        QVERIFY(port != 0);
        m_clients[kServe] = localClient(port);
        const quint16 dynalite = startDynalite(m_dynalite);
        QVERIFY(dynalite != 0);
        m_clients[kDynalite] = localClient(dynalite);
    }

    void cleanupTestCase()
    {
        m_dynalite.kill();
        m_dynalite.waitForFinished(5000);
        m_serve.terminate();
        m_serve.waitForFinished(10000);
    }

    // CreateTable with a GSI, DescribeTable and ListTables, sent as they are.
    void makesAndDescribesATable_data() { servers(); }
    void makesAndDescribesATable()
    {
        QFETCH(QString, server);
        RemoteApi api(client(server));
        const QJsonObject request = json(kIdOrdersTable);
        const QJsonObject made = ok(api, u"CreateTable"_s, request);
        QCOMPARE(jsonAt(made, u"TableDescription.TableName"_s).toString(), u"Orders"_s);
        QTRY_COMPARE(jsonAt(ok(api, u"DescribeTable"_s, {{u"TableName"_s, u"Orders"_s}}),
                            u"Table.TableStatus"_s)
                         .toString(),
                     u"ACTIVE"_s);

        const QJsonObject table = ok(api, u"DescribeTable"_s, {{u"TableName"_s, u"Orders"_s}})
                                      .value(u"Table"_s)
                                      .toObject();
        QCOMPARE(table[u"KeySchema"_s], request.value(u"KeySchema"_s));
        QCOMPARE(jsonAt(table, u"GlobalSecondaryIndexes.0.IndexName"_s).toString(), u"byStatus"_s);
        QCOMPARE(jsonAt(table, u"GlobalSecondaryIndexes.0.KeySchema"_s),
                 jsonAt(request, u"GlobalSecondaryIndexes.0.KeySchema"_s));
        QVERIFY(
            ok(api, u"ListTables"_s, {}).value(u"TableNames"_s).toArray().contains(u"Orders"_s));
    }

    // Big read back by a Scan of 500 a page: every key once, the pages' counts adding up to what
    // was written, and each page's read capacity, asked for with TOTAL.
    void scansTenThousandItemsInPages_data() { servers(); }
    void scansTenThousandItemsInPages()
    {
        QFETCH(QString, server);
        QVERIFY(bigTable(server));
        RemoteApi api(client(server));
        const QList<QJsonObject> scanned =
            pages([&](const QJsonObject &request) { return api.call(u"Scan"_s, request); },
                  json(R"({"TableName": "Big", "Limit": 500, "ReturnConsumedCapacity": "TOTAL"})"));
        QVERIFY(scanned.size() >= kBigItems / 500);
        QSet<QString> keys;
        qint64 count = 0;
        qint64 scannedCount = 0;
        for (const QJsonObject &page : scanned) {
            const QJsonArray items = page[u"Items"_s].toArray();
            QVERIFY(items.size() <= 500);
            QCOMPARE(page[u"Count"_s].toInt(), items.size());
            QCOMPARE(page[u"ScannedCount"_s].toInt(), items.size()); // no filter
            count += page[u"Count"_s].toInt();
            scannedCount += page[u"ScannedCount"_s].toInt();
            QCOMPARE(jsonAt(page, u"ConsumedCapacity.TableName"_s).toString(), u"Big"_s);
            if (!items.isEmpty())
                QVERIFY(jsonAt(page, u"ConsumedCapacity.CapacityUnits"_s).toDouble() > 0);
            for (const QJsonValue &item : items)
                keys.insert(bigKey(item));
        }
        QCOMPARE(count, kBigItems);
        QCOMPARE(scannedCount, kBigItems);
        QSet<QString> written;
        for (int i = 0; i < kBigItems; ++i)
            written.insert(bigKey(bigItem(i)));
        QCOMPARE(keys.size(), kBigItems); // with count: none twice
        QVERIFY(keys == written);
    }

    // One partition's 500 items by a Query of 120 a page: all of them, in sort key order.
    void queriesAPartitionInPages_data() { servers(); }
    void queriesAPartitionInPages()
    {
        QFETCH(QString, server);
        QVERIFY(bigTable(server));
        RemoteApi api(client(server));
        QJsonObject query =
            json(R"({"TableName": "Big", "KeyConditionExpression": "pk = :p", "Limit": 120,
                     "ReturnConsumedCapacity": "TOTAL"})");
        query.insert(u"ExpressionAttributeValues"_s, QJsonObject{{u":p"_s, str(u"P03"_s)}});
        const QList<QJsonObject> queried =
            pages([&](const QJsonObject &request) { return api.call(u"Query"_s, request); }, query);
        QVERIFY(queried.size() >= 5);
        QList<int> sortKeys;
        for (const QJsonObject &page : queried) {
            QVERIFY(page[u"Count"_s].toInt() <= 120);
            QVERIFY(page.contains(u"ConsumedCapacity"_s));
            for (const QJsonValue &item : page[u"Items"_s].toArray())
                sortKeys << jsonAt(item, u"sk.N"_s).toString().toInt();
        }
        QList<int> expected;
        for (int i = 3; i < kBigItems; i += kPartitions)
            expected << i;
        QCOMPARE(sortKeys, expected);
    }

    // PutItem, UpdateItem, a condition that fails, DeleteItem; GetItem sees each.
    void editsAnItem_data() { servers(); }
    void editsAnItem()
    {
        QFETCH(QString, server);
        RemoteApi api(client(server));
        QVERIFY(createTable(api, idTable(u"Edits"_s)));
        const QJsonObject key{{u"id"_s, str(u"a"_s)}};
        const QJsonObject get{{u"TableName"_s, u"Edits"_s}, {u"Key"_s, key}};
        const auto itemNow = [&] { return ok(api, u"GetItem"_s, get).value(u"Item"_s); };

        const QJsonObject first{{u"id"_s, str(u"a"_s)}, {u"n"_s, num(1)}};
        ok(api, u"PutItem"_s, {{u"TableName"_s, u"Edits"_s}, {u"Item"_s, first}});
        QCOMPARE(itemNow(), QJsonValue(first));

        QJsonObject update{{u"TableName"_s, u"Edits"_s},
                           {u"Key"_s, key},
                           {u"UpdateExpression"_s, u"SET n = n + :one, note = :note"_s},
                           {u"ExpressionAttributeValues"_s,
                            QJsonObject{{u":one"_s, num(1)}, {u":note"_s, str(u"second"_s)}}}};
        ok(api, u"UpdateItem"_s, update);
        const QJsonObject second{
            {u"id"_s, str(u"a"_s)}, {u"n"_s, num(2)}, {u"note"_s, str(u"second"_s)}};
        QCOMPARE(itemNow(), QJsonValue(second));

        update.insert(u"ConditionExpression"_s, u"n = :one"_s);
        const auto refused = api.call(u"UpdateItem"_s, update);
        QVERIFY(!refused);
        QCOMPARE(refused.error().type, ErrorType::ConditionalCheckFailed);
        QCOMPARE(refused.error().message, u"The conditional request failed"_s);
        QCOMPARE(itemNow(), QJsonValue(second));

        ok(api, u"DeleteItem"_s, get);
        QVERIFY(itemNow().isUndefined());
    }

    // The service's error of a type the engine knows comes back as that type, with the
    // service's message, which the plain client reads too.
    void aMissingTableIsResourceNotFound_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("message");
        for (const QString &server : {kServe, kDynalite}) {
            QTest::addRow("%s: GetItem", qPrintable(server))
                << server << u"GetItem"_s << u"Requested resource not found"_s;
            QTest::addRow("%s: DescribeTable", qPrintable(server))
                << server << u"DescribeTable"_s
                << u"Requested resource not found: Table: nope not found"_s;
        }
    }
    void aMissingTableIsResourceNotFound()
    {
        QFETCH(QString, server);
        QFETCH(QString, action);
        QFETCH(QString, message);
        QJsonObject request{{u"TableName"_s, u"nope"_s}};
        if (action == u"GetItem"_s)
            request.insert(u"Key"_s, QJsonObject{{u"id"_s, str(u"a"_s)}});
        RemoteApi api(client(server));
        const auto missing = api.call(action, request);
        QVERIFY(!missing);
        QCOMPARE(missing.error().type, ErrorType::ResourceNotFound);
        QCOMPARE(missing.error().message, message);
        QCOMPARE(missing.error().toJson()[u"__type"_s].toString(),
                 dynamodb(u"ResourceNotFoundException"));
        const auto plain = client(server).call(serviceTarget(action), request);
        QVERIFY(!plain);
        QCOMPARE(missing.error().message, plain.error().message);
    }

    // ListLifetimes from the items' TTL attribute, judged at this machine's clock: a TTL passed
    // an hour ago (still there: `lwb serve`'s clock stands still, so its sweeper has not run), one
    // tomorrow, none, a String, milliseconds, one past the five years DynamoDB looks back. No
    // history, so no CreatedMillis; at the cap, "Truncated".
    void lifetimesFromTheTtlAttribute()
    {
        RemoteApi api(client(kServe));
        QVERIFY(createTable(api, idTable(u"Lives"_s)));
        ok(api, u"UpdateTimeToLive"_s, json(R"({"TableName": "Lives", "TimeToLiveSpecification":
                    {"Enabled": true, "AttributeName": "expires"}})"));
        const qint64 nowS = QDateTime::currentSecsSinceEpoch();
        const QList<std::pair<QString, QJsonValue>> expiries{
            {u"past"_s, num(nowS - 3600)},
            {u"tomorrow"_s, num(nowS + 86400)},
            {u"none"_s, QJsonValue()},
            {u"string"_s, str(QString::number(nowS + 60))},
            {u"millis"_s, num(QDateTime::currentMSecsSinceEpoch())},
            {u"ancient"_s, num(nowS - 6 * 365 * 86400)}};
        for (const auto &[id, expires] : expiries) {
            QJsonObject item{{u"id"_s, str(id)}};
            if (!expires.isNull())
                item.insert(u"expires"_s, expires);
            ok(api, u"PutItem"_s, {{u"TableName"_s, u"Lives"_s}, {u"Item"_s, item}});
        }

        const QJsonObject all = ok(api, u"ListLifetimes"_s, {{u"TableName"_s, u"Lives"_s}});
        // "<id> <members> <ExpiresMillis> <NeverExpires> <Changes>"
        QStringList lives;
        for (const QJsonValue &life : all[u"Lifetimes"_s].toArray()) {
            const QJsonValue at = life[u"ExpiresMillis"_s];
            lives << jsonAt(life, u"Key.id.S"_s).toString() + u' ' +
                         life.toObject().keys().join(u',') + u' ' +
                         (at.isUndefined() ? u"-"_s : QString::number(at.toInteger())) + u' ' +
                         life[u"NeverExpires"_s].toString(u"-"_s) + u' ' +
                         QString::number(life[u"Changes"_s].toInt(-1));
        }
        lives.sort();
        const QString expires = u"Changes,ExpiresMillis,Key"_s;
        const QString never = u"Changes,Key,NeverExpires"_s;
        // value < now: expired from the millisecond after value × 1000 (time/ttl.h).
        QCOMPARE(lives, (QStringList{
                            u"ancient "_s + never + u" - MORE_THAN_FIVE_YEARS 0"_s,
                            u"millis "_s + never + u" - MILLISECONDS 0"_s,
                            u"none "_s + never + u" - NO_ATTRIBUTE 0"_s,
                            u"past %1 %2 - 0"_s.arg(expires).arg((nowS - 3600) * 1000 + 1),
                            u"string "_s + never + u" - NOT_A_NUMBER 0"_s,
                            u"tomorrow %1 %2 - 0"_s.arg(expires).arg((nowS + 86400) * 1000 + 1),
                        }));
        QCOMPARE(all[u"ScannedCount"_s].toInt(), 6);
        QCOMPARE(jsonAt(all, u"ConsumedCapacity.TableName"_s).toString(), u"Lives"_s);
        QVERIFY(jsonAt(all, u"ConsumedCapacity.CapacityUnits"_s).toDouble() > 0);
        QVERIFY(!all.contains(u"Truncated"_s));

        RemoteApi capped(client(kServe), {.lifetimeItems = 4});
        const QJsonObject some = ok(capped, u"ListLifetimes"_s, {{u"TableName"_s, u"Lives"_s}});
        QCOMPARE(some[u"Lifetimes"_s].toArray().size(), 4);
        QCOMPARE(some[u"ScannedCount"_s].toInt(), 4);
        QCOMPARE(some[u"Truncated"_s], QJsonValue(true));
    }

    // Without TTL on the table, every lifetime never expires, for that reason; read over pages
    // of 1000 up to the cap.
    void lifetimesWithoutTtlStopAtTheCap_data() { servers(); }
    void lifetimesWithoutTtlStopAtTheCap()
    {
        QFETCH(QString, server);
        QVERIFY(bigTable(server));
        RemoteApi api(client(server), {.lifetimeItems = 1200});
        const QJsonObject some = ok(api, u"ListLifetimes"_s, {{u"TableName"_s, u"Big"_s}});
        const QJsonArray lifetimes = some[u"Lifetimes"_s].toArray();
        QCOMPARE(lifetimes.size(), 1200);
        QSet<QString> keys;
        for (const QJsonValue &life : lifetimes) {
            QCOMPARE(life[u"NeverExpires"_s].toString(), u"TTL_DISABLED"_s);
            QCOMPARE(life[u"Key"_s].toObject().keys(), (QStringList{u"pk"_s, u"sk"_s}));
            keys.insert(bigKey(life[u"Key"_s]));
        }
        QCOMPARE(keys.size(), 1200);
        QCOMPARE(some[u"ScannedCount"_s].toInt(), 1200);
        QCOMPARE(some[u"Truncated"_s], QJsonValue(true));
    }

    // DescribeStream → GetShardIterator (TRIM_HORIZON) → GetRecords, DynamoDB Streams' actions
    // through the door: each change in order, with the images NEW_AND_OLD_IMAGES keeps.
    void followsTheStream()
    {
        RemoteApi api(client(kServe));
        QJsonObject table = idTable(u"Feed"_s);
        table.insert(u"StreamSpecification"_s,
                     json(R"({"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"})"));
        QVERIFY(createTable(api, table));
        const auto put = [&](const QString &id, int n) {
            ok(api, u"PutItem"_s,
               {{u"TableName"_s, u"Feed"_s},
                {u"Item"_s, QJsonObject{{u"id"_s, str(id)}, {u"n"_s, num(n)}}}});
        };
        put(u"a"_s, 1);
        put(u"a"_s, 2);
        put(u"b"_s, 7);
        ok(api, u"DeleteItem"_s,
           {{u"TableName"_s, u"Feed"_s}, {u"Key"_s, QJsonObject{{u"id"_s, str(u"a"_s)}}}});

        const QString arn = jsonAt(ok(api, u"DescribeTable"_s, {{u"TableName"_s, u"Feed"_s}}),
                                   u"Table.LatestStreamArn"_s)
                                .toString();
        QVERIFY(!arn.isEmpty());
        const QJsonObject stream = ok(api, u"DescribeStream"_s, {{u"StreamArn"_s, arn}})
                                       .value(u"StreamDescription"_s)
                                       .toObject();
        QCOMPARE(stream[u"StreamViewType"_s].toString(), u"NEW_AND_OLD_IMAGES"_s);
        QStringList records;
        for (const QJsonValue &shard : stream[u"Shards"_s].toArray()) {
            QString iterator = ok(api, u"GetShardIterator"_s,
                                  {{u"StreamArn"_s, arn},
                                   {u"ShardId"_s, shard[u"ShardId"_s]},
                                   {u"ShardIteratorType"_s, u"TRIM_HORIZON"_s}})
                                   .value(u"ShardIterator"_s)
                                   .toString();
            // An open shard always hands on an iterator: read until a call brings nothing.
            while (!iterator.isEmpty() && records.size() < 100) {
                const QJsonObject got = ok(api, u"GetRecords"_s, {{u"ShardIterator"_s, iterator}});
                const QJsonArray batch = got[u"Records"_s].toArray();
                for (const QJsonValue &record : batch)
                    records << recordLine(record);
                iterator = batch.isEmpty() ? QString() : got[u"NextShardIterator"_s].toString();
            }
        }
        QCOMPARE(records, (QStringList{u"INSERT a - 1"_s, u"MODIFY a 1 2"_s, u"INSERT b - 7"_s,
                                       u"REMOVE a 2 -"_s}));
    }

    // Big copied into a fresh workspace (the whole of tablecopy.h's work at ten thousand items,
    // over a hundred pages; tst_tablecopy checks the definition, TTL and clock), then compared
    // item for item with what the remote Scan returns.
    void copiesTenThousandItemsHome_data() { servers(); }
    void copiesTenThousandItemsHome()
    {
        QFETCH(QString, server);
        QVERIFY(bigTable(server));
        TestWorkspace local;
        const auto report = copyTable(client(server), u"Big"_s, local.workspace().api());
        QVERIFY2(report, report ? "" : qPrintable(report.error()));
        QCOMPARE(report->items, kBigItems);
        RemoteApi api(client(server));
        const QStringList remoteItems = itemLines(
            pages([&](const QJsonObject &request) { return api.call(u"Scan"_s, request); },
                  {{u"TableName"_s, u"Big"_s}}));
        const QStringList localItems = itemLines(
            pages([&](const QJsonObject &request) { return local.call(u"Scan"_s, request); },
                  {{u"TableName"_s, u"Big"_s}}));
        QCOMPARE(remoteItems.size(), kBigItems);
        QCOMPARE(localItems, remoteItems);
    }
};

QTEST_MAIN(TestRemoteApi)
#include "tst_remoteapi.moc"
