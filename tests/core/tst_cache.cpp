// The workbench's DAX-like cache (engine/cache.h, api/cacheroute.h, docs/cache.md): hits, misses
// and negative entries in the item cache, the query cache that writes do not invalidate, entries
// expiring at exactly their TTL, write-through, passthrough of strongly consistent and
// transactional reads, LRU eviction, staleness after writes made around the cache, the read
// capacity with and without it, what goes around it, and its settings.
#include "bundle/bundle.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using lw::test::json;
using lw::test::TestWorkspace;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

QJsonObject key(const QString &pk)
{
    return {{u"PK"_s, QJsonObject{{u"S"_s, pk}}}, {u"SK"_s, QJsonObject{{u"S"_s, u"A"_s}}}};
}

QJsonObject getRequest(const QString &pk, bool consistent = false)
{
    QJsonObject request{{u"TableName"_s, u"Users"_s}, {u"Key"_s, key(pk)}};
    if (consistent)
        request.insert(u"ConsistentRead"_s, true);
    return request;
}

QJsonObject putRequest(const QString &pk, const QString &v)
{
    QJsonObject item = key(pk);
    item.insert(u"v"_s, QJsonObject{{u"S"_s, v}});
    return {{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}};
}

const char *kQuery = R"({"TableName": "Users", "KeyConditionExpression": "PK = :p",
    "ExpressionAttributeValues": {":p": {"S": "U1"}}})";

class Fixture
{
public:
    Fixture()
    {
        at(kT0);
        ws.ok(u"CreateTable"_s, lw::test::kUsersTable);
    }
    Engine &engine() { return ws.workspace().engine(); }
    void at(qint64 ms)
    {
        const Status moved = ws.workspace().engine().setClock(ms);
        QVERIFY2(moved, moved ? "" : qPrintable(moved.error().message));
    }
    void enable(const QJsonObject &more = {})
    {
        QJsonObject request{{u"Enabled"_s, true}};
        for (auto it = more.begin(); it != more.end(); ++it)
            request.insert(it.key(), it.value());
        QCOMPARE(ws.ok(u"UpdateCacheSettings"_s, request), QJsonObject{});
    }
    Result<QJsonObject> call(const QString &action, const QJsonObject &request,
                             const CallOptions &options = {})
    {
        return ws.workspace().api().call(action, request, options);
    }
    // A write that does not use the cache, as another client's.
    void around(const QString &action, const QJsonObject &request)
    {
        CallOptions options;
        options.aroundCache = true;
        const auto done = call(action, request, options);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
    }
    // The "v" an eventually consistent GetItem of `pk` returns through the cache, or "absent".
    QString readV(const QString &pk, bool consistent = false)
    {
        const QJsonObject got = ws.ok(u"GetItem"_s, getRequest(pk, consistent));
        if (!got.contains(u"Item"_s))
            return u"absent"_s;
        return got[u"Item"_s][u"v"_s][u"S"_s].toString();
    }
    QJsonObject describe() { return ws.ok(u"DescribeCache"_s, "{}"); }
    qint64 statistic(const QString &name) { return describe()[u"Statistics"_s][name].toInteger(); }
    QJsonArray itemCache() { return describe()[u"ItemCache"_s].toArray(); }
    QJsonArray queryCache() { return describe()[u"QueryCache"_s].toArray(); }

    TestWorkspace ws;
};

QStringList keysOf(const QJsonArray &entries)
{
    QStringList out;
    for (const QJsonValue &e : entries)
        out << e[u"Key"_s][u"PK"_s][u"S"_s].toString();
    return out;
}

} // namespace

class TestCache : public QObject
{
    Q_OBJECT
private slots:
    // Disabled by default; nothing is cached and nothing counted.
    void offByDefault()
    {
        Fixture f;
        QCOMPARE(f.ws.ok(u"DescribeCacheSettings"_s, "{}"),
                 json(R"({"CacheStatus": "DISABLED", "ItemTtlMillis": 300000,
                          "QueryTtlMillis": 300000, "MaxEntries": 10000})"));
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        QCOMPARE(f.itemCache().size(), 0);
        QCOMPARE(f.statistic(u"ItemMisses"_s), 0);
    }

    // A miss reads the table and keeps the answer, "no item" included; the next read is a hit
    // and returns what was kept, though the table changed around the cache.
    void hitMissNegative_data()
    {
        QTest::addColumn<bool>("exists");
        QTest::addColumn<QString>("kept");
        QTest::newRow("an item") << true << u"one"_s;
        QTest::newRow("no item: a negative entry") << false << u"absent"_s;
    }
    void hitMissNegative()
    {
        QFETCH(bool, exists);
        QFETCH(QString, kept);
        Fixture f;
        if (exists)
            QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        QCOMPARE(f.readV(u"U1"_s), kept);
        f.at(kT0 + 10);
        f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        QCOMPARE(f.readV(u"U1"_s), kept);
        QCOMPARE(f.readV(u"U1"_s, true), u"two"_s);
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"Statistics"_s][u"ItemMisses"_s].toInteger(), 1);
        QCOMPARE(d[u"Statistics"_s][u"ItemHits"_s].toInteger(), 1);
        QCOMPARE(d[u"Statistics"_s][u"PassThroughs"_s].toInteger(), 1);
        const QJsonObject entry = d[u"ItemCache"_s][0].toObject();
        QCOMPARE(entry[u"Negative"_s].toBool(), !exists);
        QCOMPARE(entry[u"Hits"_s].toInteger(), 1);
        QCOMPARE(entry[u"CachedAtMillis"_s].toInteger(), kT0);
        QCOMPARE(entry[u"ExpiresAtMillis"_s].toInteger(), kT0 + 300000);
        QCOMPARE(entry[u"LastUsedMillis"_s].toInteger(), kT0 + 10);
        QCOMPARE(entry[u"StaleSinceMillis"_s].toInteger(), kT0 + 10);
    }

    // An entry answers until its fill time plus the TTL, exclusive; then a read misses again. The
    // same for the query cache.
    void expiry_data()
    {
        QTest::addColumn<qint64>("afterMs");
        QTest::addColumn<bool>("hit");
        QTest::newRow("TTL - 1: still a hit") << qint64(999) << true;
        QTest::newRow("TTL: a miss") << qint64(1000) << false;
    }
    void expiry()
    {
        QFETCH(qint64, afterMs);
        QFETCH(bool, hit);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable({{u"ItemTtlMillis"_s, 1000}, {u"QueryTtlMillis"_s, 1000}});
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        f.ws.ok(u"Query"_s, kQuery);
        f.at(kT0 + afterMs);
        f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        QCOMPARE(f.readV(u"U1"_s), hit ? u"one"_s : u"two"_s);
        const QJsonObject q = f.ws.ok(u"Query"_s, kQuery);
        QCOMPARE(q[u"Items"_s][0][u"v"_s][u"S"_s].toString(), hit ? u"one"_s : u"two"_s);
        const QJsonObject s = f.describe()[u"Statistics"_s].toObject();
        QCOMPARE(s[u"ItemHits"_s].toInteger(), hit ? 1 : 0);
        QCOMPARE(s[u"ItemMisses"_s].toInteger(), hit ? 1 : 2);
        QCOMPARE(s[u"QueryHits"_s].toInteger(), hit ? 1 : 0);
        QCOMPARE(s[u"Expirations"_s].toInteger(), hit ? 0 : 2);
    }

    // A write sent through the cache goes to the table, then the item cache holds what it wrote:
    // the next read is a hit with the new data (a deleted item a negative entry).
    void writeThrough_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expected");
        QTest::newRow("PutItem") << u"PutItem"_s << uR"({"TableName": "Users", "Item": {
            "PK": {"S": "U1"}, "SK": {"S": "A"}, "v": {"S": "two"}}})"_s
                                 << u"two"_s;
        QTest::newRow("UpdateItem")
            << u"UpdateItem"_s << uR"({"TableName": "Users", "Key": {"PK": {"S": "U1"},
            "SK": {"S": "A"}}, "UpdateExpression": "SET v = :v",
            "ExpressionAttributeValues": {":v": {"S": "two"}}})"_s
            << u"two"_s;
        QTest::newRow("DeleteItem") << u"DeleteItem"_s << uR"({"TableName": "Users", "Key": {
            "PK": {"S": "U1"}, "SK": {"S": "A"}}})"_s
                                    << u"absent"_s;
        QTest::newRow("BatchWriteItem")
            << u"BatchWriteItem"_s << uR"({"RequestItems": {"Users": [{"PutRequest": {"Item": {
            "PK": {"S": "U1"}, "SK": {"S": "A"}, "v": {"S": "two"}}}}]}})"_s
            << u"two"_s;
        QTest::newRow("TransactWriteItems")
            << u"TransactWriteItems"_s << uR"({"TransactItems": [{"Put": {"TableName": "Users",
            "Item": {"PK": {"S": "U1"}, "SK": {"S": "A"}, "v": {"S": "two"}}}}]})"_s
            << u"two"_s;
    }
    void writeThrough()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, expected);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        f.at(kT0 + 5);
        f.ws.ok(action, request.toUtf8().constData());
        QCOMPARE(f.readV(u"U1"_s), expected);
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"Statistics"_s][u"ItemMisses"_s].toInteger(), 1);
        QCOMPARE(d[u"Statistics"_s][u"ItemHits"_s].toInteger(), 1);
        QCOMPARE(d[u"Statistics"_s][u"WriteThroughs"_s].toInteger(), 1);
        const QJsonObject entry = d[u"ItemCache"_s][0].toObject();
        QCOMPARE(entry[u"CachedAtMillis"_s].toInteger(), kT0 + 5);
        QCOMPARE(entry[u"Negative"_s].toBool(), expected == u"absent"_s);
        QVERIFY(!entry.contains(u"StaleSinceMillis"_s));
    }

    // A write through the cache that changes nothing in the table (it was already so, changed
    // around the cache) still leaves the item cache holding what the table holds.
    void unchangedWrites_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("expected");
        QTest::newRow("PutItem of the item as it is") << u"PutItem"_s << u"two"_s;
        QTest::newRow("DeleteItem of no item") << u"DeleteItem"_s << u"absent"_s;
    }
    void unchangedWrites()
    {
        QFETCH(QString, action);
        QFETCH(QString, expected);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        if (action == u"PutItem"_s) {
            f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
            f.ws.ok(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        } else {
            const QJsonObject remove{{u"TableName"_s, u"Users"_s}, {u"Key"_s, key(u"U1"_s)}};
            f.around(u"DeleteItem"_s, remove);
            f.ws.ok(u"DeleteItem"_s, remove);
        }
        QCOMPARE(f.readV(u"U1"_s), expected);
        QCOMPARE(f.statistic(u"ItemHits"_s), 1);
        QCOMPARE(f.statistic(u"WriteThroughs"_s), 1);
    }

    // A write whose condition fails changes nothing in the cache.
    void failedConditionChangesNothing()
    {
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        QJsonObject put = putRequest(u"U1"_s, u"two"_s);
        put.insert(u"ConditionExpression"_s, u"attribute_not_exists(PK)"_s);
        const auto refused = f.call(u"PutItem"_s, put);
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ConditionalCheckFailedException"_s);
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        QCOMPARE(f.statistic(u"WriteThroughs"_s), 0);
    }

    // The query cache is keyed by the request and not invalidated by writes, not even by writes
    // through the cache; a request that differs in a parameter is another entry, one that differs
    // only in ReturnConsumedCapacity is not.
    void queryCacheNotInvalidated()
    {
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        f.ws.ok(u"Query"_s, kQuery);
        f.at(kT0 + 7);
        f.ws.ok(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        QJsonObject counted = json(kQuery);
        counted.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
        const QJsonObject again = f.ws.ok(u"Query"_s, counted);
        QCOMPARE(again[u"Items"_s][0][u"v"_s][u"S"_s].toString(), u"one"_s);
        QCOMPARE(again[u"ConsumedCapacity"_s][u"CapacityUnits"_s].toDouble(), 0.0);
        QCOMPARE(f.readV(u"U1"_s), u"two"_s); // the item cache has the write
        QJsonObject backwards = json(kQuery);
        backwards.insert(u"ScanIndexForward"_s, false);
        QCOMPARE(f.ws.ok(u"Query"_s, backwards)[u"Items"_s][0][u"v"_s][u"S"_s].toString(),
                 u"two"_s);
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"Statistics"_s][u"QueryHits"_s].toInteger(), 1);
        QCOMPARE(d[u"Statistics"_s][u"QueryMisses"_s].toInteger(), 2);
        const QJsonArray queries = d[u"QueryCache"_s].toArray();
        QCOMPARE(queries.size(), 2);
        QCOMPARE(queries[1][u"Operation"_s].toString(), u"Query"_s);
        QCOMPARE(queries[1][u"Request"_s].toObject(), json(kQuery));
        QCOMPARE(queries[1][u"StaleSinceMillis"_s].toInteger(), kT0 + 7);
        QVERIFY(!queries[0].toObject().contains(u"StaleSinceMillis"_s));
    }

    // Writes the cache does not see leave its entries stale: StaleSinceMillis is the time of the
    // first change after the fill that made the table answer otherwise.
    void staleSince_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("another client's write") << u"around"_s;
        QTest::newRow("a TTL delete by the sweeper") << u"ttl"_s;
        QTest::newRow("a write that changes another item") << u"other"_s;
    }
    void staleSince()
    {
        QFETCH(QString, how);
        Fixture f;
        QVERIFY(f.engine().updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
        QVERIFY(f.engine().advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        const qint64 fill = kT0 + TimeToLiveSetting::kSettleMs;
        QJsonObject item = key(u"U1"_s);
        item.insert(u"v"_s, QJsonObject{{u"S"_s, u"one"_s}});
        // An hour after the fill, in epoch seconds.
        item.insert(u"expiresAt"_s,
                    QJsonObject{{u"N"_s, QString::number((fill + 3600000) / 1000)}});
        f.ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}});
        f.enable({{u"ItemTtlMillis"_s, 0}, {u"QueryTtlMillis"_s, 0}});
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        f.ws.ok(u"Query"_s, kQuery);
        qint64 changed = 0;
        if (how == u"around"_s) {
            changed = fill + 250;
            f.at(changed);
            f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        } else if (how == u"ttl"_s) {
            QVERIFY(f.engine().advanceClock(fill + 7200000));
            QVERIFY(f.engine().sweepNow());
            // Whenever the sweeper deleted it: the time of its last change.
            const auto history =
                f.engine().itemHistory(u"Users"_s, itemFromJson(key(u"U1"_s)).value());
            QVERIFY(history && !history->isEmpty());
            QVERIFY(!history->last().newImage);
            QVERIFY(history->last().origin == Origin::Ttl);
            changed = history->last().timeMs;
        } else {
            f.at(fill + 100);
            f.around(u"PutItem"_s, putRequest(u"U2"_s, u"x"_s));
        }
        f.at(fill + 9000000);
        const QJsonObject d = f.describe();
        const QJsonObject entry = d[u"ItemCache"_s][0].toObject();
        const QJsonObject query = d[u"QueryCache"_s][0].toObject();
        QVERIFY(!entry.contains(u"ExpiresAtMillis"_s)); // TTL 0: never expires
        if (changed == 0) {
            QVERIFY(!entry.contains(u"StaleSinceMillis"_s));
            QVERIFY(!query.contains(u"StaleSinceMillis"_s));
            return;
        }
        QCOMPARE(entry[u"StaleSinceMillis"_s].toInteger(), changed);
        QCOMPARE(query[u"StaleSinceMillis"_s].toInteger(), changed);
        QCOMPARE(f.readV(u"U1"_s), u"one"_s); // still served from the cache
    }

    // A miss is an eventually consistent read: with realistic consistency it may reach a replica
    // that lags, and the entry is then stale from the start, since the change it missed.
    void staleFill()
    {
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.ws.ok(
            u"UpdateConsistencySettings"_s,
            R"({"RealisticConsistency": true, "StaleReadShare": 1, "PropagationMillis": 1000})");
        f.at(kT0 + 5000);
        f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
        f.at(kT0 + 5100);
        f.enable();
        f.at(kT0 + 5200);
        f.around(u"PutItem"_s, putRequest(u"U1"_s, u"three"_s));
        f.at(kT0 + 5210); // every eventual read now lags 1 to 1000 ms: most miss the 5200 write
        const QString filled = f.readV(u"U1"_s);
        QCOMPARE(filled, u"two"_s); // the seeded draw reached a replica that missed 5200
        const QJsonObject entry = f.itemCache()[0].toObject();
        QCOMPARE(entry[u"CachedAtMillis"_s].toInteger(), kT0 + 5210);
        // Changes are noted while the cache is enabled (since 5100): the write at 5200 is the
        // one the fill missed.
        QCOMPARE(entry[u"StaleSinceMillis"_s].toInteger(), kT0 + 5200);
        QCOMPARE(f.readV(u"U1"_s), u"two"_s);
    }

    // Strongly consistent and transactional reads go to the table and are neither answered from
    // the cache nor kept in it.
    void passThrough_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        QTest::newRow("GetItem") << u"GetItem"_s << uR"({"TableName": "Users", "Key": {
            "PK": {"S": "U1"}, "SK": {"S": "A"}}, "ConsistentRead": true})"_s;
        QTest::newRow("BatchGetItem") << u"BatchGetItem"_s << uR"({"RequestItems": {"Users": {
            "ConsistentRead": true, "Keys": [{"PK": {"S": "U1"}, "SK": {"S": "A"}}]}}})"_s;
        QTest::newRow("Query") << u"Query"_s << uR"({"TableName": "Users",
            "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "U1"}},
            "ConsistentRead": true})"_s;
        QTest::newRow("Scan") << u"Scan"_s
                              << uR"({"TableName": "Users", "ConsistentRead": true})"_s;
        QTest::newRow("TransactGetItems")
            << u"TransactGetItems"_s << uR"({"TransactItems": [{"Get": {"TableName": "Users",
            "Key": {"PK": {"S": "U1"}, "SK": {"S": "A"}}}}]})"_s;
    }
    void passThrough()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        f.ws.ok(action, request.toUtf8().constData());
        f.ws.ok(action, request.toUtf8().constData());
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"ItemCache"_s].toArray().size(), 0);
        QCOMPARE(d[u"QueryCache"_s].toArray().size(), 0);
        const QJsonObject s = d[u"Statistics"_s].toObject();
        QCOMPARE(s[u"PassThroughs"_s].toInteger(), 2);
        QCOMPARE(s[u"ItemHits"_s].toInteger() + s[u"QueryHits"_s].toInteger(), 0);
        // They cost what they cost without the cache.
        const QJsonObject units = d[u"ConsumedReadCapacity"_s].toObject();
        QVERIFY(units[u"WithCache"_s].toDouble() > 0);
        QCOMPARE(units[u"WithCache"_s].toDouble(), units[u"WithoutCache"_s].toDouble());
    }

    // BatchGetItem: each key a GetItem of its own; hits from the cache, misses from the table.
    void batchGetMixes()
    {
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        QVERIFY(f.ws.putUser(u"U2"_s, u"A"_s, {{u"v"_s, u"two"_s}}));
        f.enable();
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        f.around(u"PutItem"_s, putRequest(u"U1"_s, u"changed"_s));
        QJsonObject batch = json(R"({"RequestItems": {"Users": {
            "Keys": [{"PK": {"S": "U1"}, "SK": {"S": "A"}}, {"PK": {"S": "U2"}, "SK": {"S": "A"}},
                     {"PK": {"S": "U3"}, "SK": {"S": "A"}}]}},
            "ReturnConsumedCapacity": "TOTAL"})");
        // A projection through a name placeholder: the cache projects what it holds.
        QJsonObject users = batch[u"RequestItems"_s][u"Users"_s].toObject();
        users.insert(u"ProjectionExpression"_s, u"#v"_s);
        users.insert(u"ExpressionAttributeNames"_s, QJsonObject{{u"#v"_s, u"v"_s}});
        batch.insert(u"RequestItems"_s, QJsonObject{{u"Users"_s, users}});
        const QJsonObject got = f.ws.ok(u"BatchGetItem"_s, batch);
        QStringList values;
        for (const QJsonValue &item : got[u"Responses"_s][u"Users"_s].toArray()) {
            QCOMPARE(item.toObject().keys(), QStringList{u"v"_s});
            values << item[u"v"_s][u"S"_s].toString();
        }
        QCOMPARE(values, (QStringList{u"one"_s, u"two"_s}));
        QCOMPARE(got[u"UnprocessedKeys"_s].toObject(), QJsonObject{});
        // U2 and U3 read (0.5 each), U1 not.
        QCOMPARE(got[u"ConsumedCapacity"_s][0][u"CapacityUnits"_s].toDouble(), 1.0);
        const QJsonObject s = f.describe()[u"Statistics"_s].toObject();
        QCOMPARE(s[u"ItemHits"_s].toInteger(), 1);
        QCOMPARE(s[u"ItemMisses"_s].toInteger(), 3);
        QCOMPARE(keysOf(f.itemCache()), (QStringList{u"U3"_s, u"U2"_s, u"U1"_s}));
        QCOMPARE(f.readV(u"U3"_s), u"absent"_s);
        QCOMPARE(f.statistic(u"ItemHits"_s), 2);
    }

    // At most MaxEntries entries; the least recently used goes first, also when MaxEntries is
    // lowered.
    void lru_data()
    {
        QTest::addColumn<qint64>("lowerTo");
        QTest::addColumn<QStringList>("left");
        QTest::addColumn<qint64>("evictions");
        QTest::newRow("full at 3: U2 (least recently used) goes")
            << qint64(0) << QStringList{u"U4"_s, u"U1"_s, u"U3"_s} << qint64(1);
        QTest::newRow("lowered to 1") << qint64(1) << QStringList{u"U4"_s} << qint64(3);
    }
    void lru()
    {
        QFETCH(qint64, lowerTo);
        QFETCH(QStringList, left);
        QFETCH(qint64, evictions);
        Fixture f;
        f.enable({{u"MaxEntries"_s, 3}});
        f.readV(u"U1"_s);
        f.readV(u"U2"_s);
        f.readV(u"U3"_s);
        f.readV(u"U1"_s); // U1 used again: U2 is now the least recently used
        f.readV(u"U4"_s);
        if (lowerTo > 0)
            f.ws.ok(u"UpdateCacheSettings"_s, QJsonObject{{u"MaxEntries"_s, lowerTo}});
        QCOMPARE(keysOf(f.itemCache()), left);
        QCOMPARE(f.statistic(u"Evictions"_s), evictions);
    }

    // FlushCache, a rewind and disabling empty the cache; FlushCache and a rewind zero the counts.
    void emptied_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("FlushCache") << u"flush"_s;
        QTest::newRow("rewind") << u"rewind"_s;
        QTest::newRow("disabled and enabled again") << u"disable"_s;
    }
    void emptied()
    {
        QFETCH(QString, how);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.at(kT0 + 1000);
        f.enable();
        f.readV(u"U1"_s);
        f.ws.ok(u"Query"_s, kQuery);
        f.at(kT0 + 2000);
        if (how == u"flush"_s) {
            QCOMPARE(f.ws.ok(u"FlushCache"_s, "{}"), QJsonObject{});
        } else if (how == u"rewind"_s) {
            QVERIFY(f.engine().rewind(kT0 + 1500));
        } else {
            f.ws.ok(u"UpdateCacheSettings"_s, R"({"Enabled": false})");
            f.enable();
        }
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"ItemCache"_s].toArray().size(), 0);
        QCOMPARE(d[u"QueryCache"_s].toArray().size(), 0);
        QCOMPARE(d[u"Statistics"_s][u"ItemMisses"_s].toInteger(), 0);
        QCOMPARE(d[u"ConsumedReadCapacity"_s][u"WithCache"_s].toDouble(), 0.0);
        QCOMPARE(f.readV(u"U1"_s), u"one"_s);
        QCOMPARE(f.statistic(u"ItemMisses"_s), 1);
    }

    // The cache lives in memory: a reopened workspace starts empty, with the settings it had.
    void reopenKeepsSettings()
    {
        Fixture f;
        f.enable({{u"ItemTtlMillis"_s, 60000}, {u"MaxEntries"_s, 50}});
        f.readV(u"U1"_s);
        const QString dir = f.ws.path();
        f.ws.close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        auto settings = (*reopened)->api().call(u"DescribeCacheSettings"_s, {});
        QVERIFY(settings);
        QCOMPARE(*settings, json(R"({"CacheStatus": "ENABLED", "ItemTtlMillis": 60000,
                                     "QueryTtlMillis": 300000, "MaxEntries": 50})"));
        auto described = (*reopened)->api().call(u"DescribeCache"_s, {});
        QVERIFY(described);
        QCOMPARE((*described)[u"ItemCache"_s].toArray().size(), 0);
    }

    // A bundle carries the settings (it copies meta); the imported workspace's cache is empty.
    void bundleKeepsSettings()
    {
        Fixture f;
        f.enable({{u"QueryTtlMillis"_s, 1234}});
        f.readV(u"U1"_s);
        QTemporaryDir root;
        const QString zip = root.filePath(u"cache.zip"_s);
        QVERIFY(bundle::exportBundle(f.ws.workspace(), zip));
        const QString target = root.filePath(u"imported"_s);
        const Status imported = bundle::importBundle(zip, target);
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().message));
        auto opened = Workspace::open(target);
        QVERIFY(opened);
        auto settings = (*opened)->api().call(u"DescribeCacheSettings"_s, {});
        QVERIFY(settings);
        QCOMPARE((*settings)[u"QueryTtlMillis"_s].toInteger(), 1234);
        QCOMPARE((*settings)[u"CacheStatus"_s].toString(), u"ENABLED"_s);
        auto described = (*opened)->api().call(u"DescribeCache"_s, {});
        QVERIFY(described);
        QCOMPARE((*described)[u"ItemCache"_s].toArray().size(), 0);
    }

    // A hit consumes nothing on the table (ConsumedCapacity 0 when asked for); a miss what its
    // eventual read cost. Without the cache each hit would have cost what its fill cost.
    void capacity()
    {
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.enable();
        QJsonObject get = getRequest(u"U1"_s);
        get.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
        QCOMPARE(f.ws.ok(u"GetItem"_s, get)[u"ConsumedCapacity"_s].toObject(),
                 json(R"({"TableName": "Users", "CapacityUnits": 0.5})"));
        for (int i = 0; i < 3; ++i)
            QCOMPARE(f.ws.ok(u"GetItem"_s, get)[u"ConsumedCapacity"_s].toObject(),
                     json(R"({"TableName": "Users", "CapacityUnits": 0})"));
        QVERIFY(!f.ws.ok(u"GetItem"_s, getRequest(u"U1"_s)).contains(u"ConsumedCapacity"_s));
        QCOMPARE(f.describe()[u"ConsumedReadCapacity"_s].toObject(),
                 json(R"({"WithCache": 0.5, "WithoutCache": 2.5})"));
        // The capacity meter saw the one read of the table only.
        const QJsonObject used = f.ws.ok(u"GetConsumedCapacity"_s, R"({"TableName": "Users"})");
        QCOMPARE(used[u"Datapoints"_s][0][u"ReadCapacityUnits"_s].toDouble(), 0.5);
    }

    // The workbench's own looks (unmetered) and the past view go around the cache and change
    // nothing in it; so do a client's calls sent around it.
    void lookAround_data()
    {
        QTest::addColumn<bool>("metered");
        QTest::addColumn<bool>("asOf");
        QTest::addColumn<bool>("aroundCache");
        QTest::newRow("unmetered") << false << false << false;
        QTest::newRow("as of a past time") << true << true << false;
        QTest::newRow("around the cache") << true << false << true;
    }
    void lookAround()
    {
        QFETCH(bool, metered);
        QFETCH(bool, asOf);
        QFETCH(bool, aroundCache);
        Fixture f;
        QVERIFY(f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}}));
        f.at(kT0 + 100);
        f.enable();
        CallOptions options;
        options.metered = metered;
        options.aroundCache = aroundCache;
        if (asOf)
            options.asOfMs = kT0 + 50;
        for (const QString &action : {u"GetItem"_s, u"Query"_s}) {
            const QJsonObject request = action == u"GetItem"_s ? getRequest(u"U1"_s) : json(kQuery);
            QVERIFY(f.call(action, request, options));
        }
        const QJsonObject d = f.describe();
        QCOMPARE(d[u"ItemCache"_s].toArray().size(), 0);
        QCOMPARE(d[u"QueryCache"_s].toArray().size(), 0);
        QCOMPARE(d[u"Statistics"_s][u"ItemMisses"_s].toInteger(), 0);
        QCOMPARE(d[u"Statistics"_s][u"QueryMisses"_s].toInteger(), 0);
    }

    void settingsErrors_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << u"{}"_s << u"ValidationException"_s
                                 << u"UpdateCacheSettings needs at least one setting"_s;
        QTest::newRow("item TTL -1") << uR"({"ItemTtlMillis": -1})"_s << u"ValidationException"_s
                                     << u"ItemTtlMillis must be from 0 to 86400000: -1"_s;
        QTest::newRow("query TTL past a day")
            << uR"({"QueryTtlMillis": 86400001})"_s << u"ValidationException"_s
            << u"QueryTtlMillis must be from 0 to 86400000: 86400001"_s;
        QTest::newRow("no entries") << uR"({"MaxEntries": 0})"_s << u"ValidationException"_s
                                    << u"MaxEntries must be from 1 to 1000000: 0"_s;
        QTest::newRow("too many") << uR"({"MaxEntries": 1000001})"_s << u"ValidationException"_s
                                  << u"MaxEntries must be from 1 to 1000000: 1000001"_s;
        QTest::newRow("a fraction") << uR"({"ItemTtlMillis": 1.5})"_s << u"SerializationException"_s
                                    << u"Unexpected value type in payload: ItemTtlMillis"_s;
        QTest::newRow("not a bool") << uR"({"Enabled": "yes"})"_s << u"SerializationException"_s
                                    << u"Unexpected value type in payload: Enabled"_s;
    }
    void settingsErrors()
    {
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        Fixture f;
        const auto refused = f.ws.call(u"UpdateCacheSettings"_s, request.toUtf8().constData());
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), type);
        QCOMPARE(refused.error().message, message);
        QCOMPARE(f.ws.ok(u"DescribeCacheSettings"_s, "{}")[u"CacheStatus"_s].toString(),
                 u"DISABLED"_s);
    }

    void describeUnknownTable()
    {
        Fixture f;
        const auto refused = f.ws.call(u"DescribeCache"_s, R"({"TableName": "Nope"})");
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ResourceNotFoundException"_s);
        QCOMPARE(f.ws.ok(u"DescribeCache"_s, R"({"TableName": "Users"})")[u"ItemCache"_s]
                     .toArray()
                     .size(),
                 0);
    }

    // The same calls at the same times give the same cache.
    void deterministic()
    {
        const auto play = [] {
            Fixture f;
            std::ignore = f.ws.putUser(u"U1"_s, u"A"_s, {{u"v"_s, u"one"_s}});
            f.enable({{u"MaxEntries"_s, 2}});
            for (int i = 0; i < 6; ++i) {
                f.at(kT0 + 10 * i);
                f.readV(u"U%1"_s.arg(i % 3 + 1));
                f.ws.ok(u"Query"_s, kQuery);
                if (i == 3)
                    f.around(u"PutItem"_s, putRequest(u"U1"_s, u"two"_s));
            }
            return f.describe();
        };
        const QJsonObject first = play();
        QCOMPARE(play(), first);
        QCOMPARE(first[u"ItemCache"_s].toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCache)
#include "tst_cache.moc"
