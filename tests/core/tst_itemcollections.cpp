// Item collections on tables with a local secondary index (core/engine/itemstore.h): the
// ItemCollectionMetrics the five write calls return for ReturnItemCollectionMetrics SIZE, the
// per-collection byte counts after puts, updates, deletes, TTL deletes and rewinds, the 10 GB
// limit (lowered through EngineOptions) refusing a write and changing nothing, and the counts
// after a reopen and after opening a workspace of the format that kept none.
#include "api/api.h"
#include "engine/engine.h"
#include "formatthree.h"
#include "model/attributejson.h"
#include "model/itemsize.h"
#include "storage/lmdb.h"
#include "testclock.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

// pk/sk strings, an LSI on n projecting everything (so an item with n counts twice).
const char *kOrders = R"({
  "TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
    {"AttributeName": "sk", "AttributeType": "S"}, {"AttributeName": "n", "AttributeType": "N"}],
  "LocalSecondaryIndexes": [{"IndexName": "ByN", "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
    {"AttributeName": "n", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}]
})";
// The same keys and no LSI: no collection sizes.
const char *kPlain = R"({
  "TableName": "Plain", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}, {"AttributeName": "sk", "AttributeType": "S"}]
})";

QJsonObject parse(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

QJsonObject str(const QString &s)
{
    return QJsonObject{{u"S"_s, s}};
}

QJsonObject order(const QString &pk, const QString &sk, const QJsonObject &extra = {})
{
    QJsonObject item{{u"pk"_s, str(pk)}, {u"sk"_s, str(sk)}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        item.insert(it.key(), it.value());
    return item;
}

QJsonObject num(qint64 n)
{
    return QJsonObject{{u"N"_s, QString::number(n)}};
}

// The DynamoDB size of an item given as JSON.
qint64 sizeOf(const QJsonObject &item)
{
    auto parsed = itemFromJson(item);
    return parsed ? itemSize(*parsed) : -1;
}

// The collection sizes the engine keeps, read from its statistics records as a bundle reads them:
// a key of the table id, 0xFFFF and the partition key's bytes (core/engine/tablekeys.h: a short
// string is 0x01, its UTF-8 and 0x00 0x01), by the partition key's text.
QMap<QString, qint64> collections(Engine &engine, const QStringList &pks)
{
    QMap<QString, qint64> out;
    QList<std::pair<QByteArray, qint64>> records;
    auto read = engine.readDatabases(
        [&](QByteArrayView key, QByteArrayView value) -> Status {
            if (key.size() > 6 && key.sliced(4, 2) == QByteArrayView("\xff\xff", 2) &&
                value.size() == 8)
                records.emplaceBack(key.toByteArray(), qFromLittleEndian<qint64>(value.data()));
            return {};
        },
        [&](const QByteArray &database) -> Status {
            if (database != "stats")
                records.clear();
            else
                for (const auto &[key, bytes] : std::as_const(records))
                    for (const QString &pk : pks)
                        if (key.endsWith(
                                QByteArray("\x01").append(pk.toUtf8()).append("\0\x01", 2)))
                            out[pk] += bytes;
            records.clear();
            return {};
        });
    if (!read)
        out[u"error"_s] = -1;
    return out;
}

const QJsonObject kAlphaKey{{u"pk"_s, QJsonObject{{u"S"_s, u"alpha"_s}}}};

QJsonObject metrics(const QJsonObject &key)
{
    return QJsonObject{{u"ItemCollectionKey"_s, key}, {u"SizeEstimateRangeGB"_s, QJsonArray{0, 1}}};
}

QJsonObject put(const QString &table, const QJsonObject &item, const QString &mode)
{
    return QJsonObject{
        {u"TableName"_s, table}, {u"Item"_s, item}, {u"ReturnItemCollectionMetrics"_s, mode}};
}

} // namespace

class TestItemCollections : public QObject
{
    Q_OBJECT

private slots:
    // The response member of each write call: SIZE on a table with an LSI gives it, NONE or a
    // table without one does not.
    void responses_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<QJsonValue>("expected"); // undefined: no ItemCollectionMetrics
        const QJsonObject alphaX = order(u"alpha"_s, u"x"_s, {{u"n"_s, num(1)}});
        const QJsonObject beta{{u"pk"_s, str(u"beta"_s)}};
        QTest::newRow("put") << u"PutItem"_s << put(u"Orders"_s, alphaX, u"SIZE"_s)
                             << QJsonValue(metrics(kAlphaKey));
        QTest::newRow("put NONE") << u"PutItem"_s << put(u"Orders"_s, alphaX, u"NONE"_s)
                                  << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("put without an LSI") << u"PutItem"_s << put(u"Plain"_s, alphaX, u"SIZE"_s)
                                            << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("update") << u"UpdateItem"_s
                                << QJsonObject{{u"TableName"_s, u"Orders"_s},
                                               {u"Key"_s, order(u"alpha"_s, u"y"_s)},
                                               {u"UpdateExpression"_s, u"SET n = :n"_s},
                                               {u"ExpressionAttributeValues"_s,
                                                QJsonObject{{u":n"_s, num(2)}}},
                                               {u"ReturnItemCollectionMetrics"_s, u"SIZE"_s}}
                                << QJsonValue(metrics(kAlphaKey));
        // A delete of an item that is not there still names its collection.
        QTest::newRow("delete") << u"DeleteItem"_s
                                << QJsonObject{{u"TableName"_s, u"Orders"_s},
                                               {u"Key"_s, order(u"alpha"_s, u"none"_s)},
                                               {u"ReturnItemCollectionMetrics"_s, u"SIZE"_s}}
                                << QJsonValue(metrics(kAlphaKey));
        const auto putRequest = [](const QJsonObject &item) {
            return QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, item}}}};
        };
        QTest::newRow("batch")
            << u"BatchWriteItem"_s
            << QJsonObject{{u"RequestItems"_s,
                            QJsonObject{
                                {u"Orders"_s, QJsonArray{putRequest(alphaX),
                                                         putRequest(order(u"beta"_s, u"x"_s))}},
                                {u"Plain"_s, QJsonArray{putRequest(alphaX)}}}},
                           {u"ReturnItemCollectionMetrics"_s, u"SIZE"_s}}
            << QJsonValue(
                   QJsonObject{{u"Orders"_s, QJsonArray{metrics(kAlphaKey), metrics(beta)}}});
        QTest::newRow("batch without an LSI")
            << u"BatchWriteItem"_s
            << QJsonObject{{u"RequestItems"_s,
                            QJsonObject{{u"Plain"_s, QJsonArray{putRequest(alphaX)}}}},
                           {u"ReturnItemCollectionMetrics"_s, u"SIZE"_s}}
            << QJsonValue(QJsonValue::Undefined);
        // A ConditionCheck writes nothing and reports no collection.
        QTest::newRow("transaction")
            << u"TransactWriteItems"_s
            << QJsonObject{{u"TransactItems"_s,
                            QJsonArray{
                                QJsonObject{{u"Put"_s, QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                                   {u"Item"_s, alphaX}}}},
                                QJsonObject{{u"Delete"_s,
                                             QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                         {u"Key"_s, order(u"beta"_s, u"x"_s)}}}},
                                QJsonObject{{u"ConditionCheck"_s,
                                             QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                         {u"Key"_s, order(u"gamma"_s, u"x"_s)},
                                                         {u"ConditionExpression"_s,
                                                          u"attribute_not_exists(pk)"_s}}}},
                                QJsonObject{{u"Put"_s, QJsonObject{{u"TableName"_s, u"Plain"_s},
                                                                   {u"Item"_s, alphaX}}}}}},
                           {u"ReturnItemCollectionMetrics"_s, u"SIZE"_s}}
            << QJsonValue(
                   QJsonObject{{u"Orders"_s, QJsonArray{metrics(kAlphaKey), metrics(beta)}}});
    }
    void responses()
    {
        QFETCH(QString, action);
        QFETCH(QJsonObject, request);
        QFETCH(QJsonValue, expected);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kOrders);
        ws.ok(u"CreateTable"_s, kPlain);
        const QJsonObject response = ws.ok(action, request);
        QCOMPARE(response.value(u"ItemCollectionMetrics"_s), expected);
    }

    // The counts follow every kind of write: an item and its LSI entry, an item the LSI does
    // not hold, an update that gives it an entry, deletes, and a collection emptied.
    void countsFollowWrites()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kOrders);
        Engine &engine = ws.workspace().engine();
        const QStringList pks{u"alpha"_s, u"beta"_s};
        const QJsonObject a = order(u"alpha"_s, u"a"_s, {{u"n"_s, num(7)}});
        const QJsonObject b = order(u"alpha"_s, u"b"_s, {{u"note"_s, str(u"hello"_s)}});
        const QJsonObject c = order(u"beta"_s, u"c"_s);
        ws.ok(u"PutItem"_s, put(u"Orders"_s, a, u"NONE"_s));
        QCOMPARE(collections(engine, pks), (QMap<QString, qint64>{{u"alpha"_s, 2 * sizeOf(a)}}));
        ws.ok(u"PutItem"_s, put(u"Orders"_s, b, u"NONE"_s));
        ws.ok(u"PutItem"_s, put(u"Orders"_s, c, u"NONE"_s));
        QCOMPARE(collections(engine, pks),
                 (QMap<QString, qint64>{{u"alpha"_s, 2 * sizeOf(a) + sizeOf(b)},
                                        {u"beta"_s, sizeOf(c)}}));
        ws.ok(u"UpdateItem"_s,
              QJsonObject{{u"TableName"_s, u"Orders"_s},
                          {u"Key"_s, order(u"alpha"_s, u"b"_s)},
                          {u"UpdateExpression"_s, u"SET n = :n"_s},
                          {u"ExpressionAttributeValues"_s, QJsonObject{{u":n"_s, num(12345)}}}});
        QJsonObject b2 = b;
        b2.insert(u"n"_s, num(12345));
        QCOMPARE(collections(engine, pks),
                 (QMap<QString, qint64>{{u"alpha"_s, 2 * sizeOf(a) + 2 * sizeOf(b2)},
                                        {u"beta"_s, sizeOf(c)}}));
        ws.ok(u"DeleteItem"_s,
              QJsonObject{{u"TableName"_s, u"Orders"_s}, {u"Key"_s, order(u"alpha"_s, u"a"_s)}});
        ws.ok(u"BatchWriteItem"_s,
              QJsonObject{
                  {u"RequestItems"_s,
                   QJsonObject{
                       {u"Orders"_s, QJsonArray{QJsonObject{
                                         {u"DeleteRequest"_s,
                                          QJsonObject{{u"Key"_s, order(u"beta"_s, u"c"_s)}}}}}}}}});
        // An emptied collection keeps no record.
        QCOMPARE(collections(engine, pks), (QMap<QString, qint64>{{u"alpha"_s, 2 * sizeOf(b2)}}));
        QCOMPARE(engine.verify(), QStringList());
    }

    // A TTL delete goes through the item store like any other, and a rewind puts the counts back
    // as they were.
    void ttlDeletesAndRewinds()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kNoon)); // before any history, which the clock cannot go back on
        ws.ok(u"CreateTable"_s, kOrders);
        const QStringList pks{u"alpha"_s};
        const QJsonObject kept = order(u"alpha"_s, u"kept"_s, {{u"n"_s, num(1)}});
        const QJsonObject expiring =
            order(u"alpha"_s, u"gone"_s, {{u"exp"_s, num(kNoon / 1000 - 60)}});
        ws.ok(u"PutItem"_s, put(u"Orders"_s, kept, u"NONE"_s));
        QVERIFY(engine.advanceClock(kNoon + kMinute));
        ws.ok(u"PutItem"_s, put(u"Orders"_s, expiring, u"NONE"_s));
        const qint64 both = 2 * sizeOf(kept) + sizeOf(expiring);
        QCOMPARE(collections(engine, pks).value(u"alpha"_s), both);

        // Enabled, settled and swept at once, so that no scheduled delete runs before.
        QVERIFY(engine.advanceClock(kNoon + 2 * kMinute));
        ws.ok(u"UpdateTimeToLive"_s, R"({"TableName":"Orders",
            "TimeToLiveSpecification":{"Enabled":true,"AttributeName":"exp"}})");
        QVERIFY(settlingOf(engine).settleNow(u"Orders"_s));
        QCOMPARE(engine.sweepNow().value_or(-1), qint64(1));
        QCOMPARE(collections(engine, pks).value(u"alpha"_s), 2 * sizeOf(kept));

        QVERIFY(engine.rewind(kNoon + kMinute)); // the expiring item is back, TTL never enabled
        QCOMPARE(collections(engine, pks).value(u"alpha"_s), both);
        QVERIFY(engine.rewind(kNoon));
        QCOMPARE(collections(engine, pks).value(u"alpha"_s), 2 * sizeOf(kept));
        QCOMPARE(engine.verify(), QStringList());
    }

    // A write that would take a collection past the limit fails and changes nothing, in every
    // write call; other collections and tables without an LSI are not limited.
    void theLimitRefusesAndChangesNothing()
    {
        QTemporaryDir dir;
        const QJsonObject first = order(u"alpha"_s, u"1"_s, {{u"n"_s, num(1)}});
        const qint64 limit = 2 * sizeOf(first) + 10; // room for 10 more bytes
        EngineOptions options;
        options.durability = Durability::NoSync;
        options.itemCollectionLimitBytes = limit;
        auto engine = Engine::open(dir.path(), options, [] { return kNoon; });
        QVERIFY(engine);
        Api api(**engine);
        const auto call = [&](const QString &action, const QJsonObject &request) {
            auto got = api.call(action, request);
            return got ? QString() : got.error().typeName() + u": "_s + got.error().message;
        };
        QCOMPARE(call(u"CreateTable"_s, parse(kOrders)), QString());
        QCOMPARE(call(u"CreateTable"_s, parse(kPlain)), QString());
        QCOMPARE(call(u"PutItem"_s, put(u"Orders"_s, first, u"NONE"_s)), QString());
        const QStringList pks{u"alpha"_s, u"beta"_s};
        const auto before = collections(**engine, pks);

        const QString refused =
            u"ItemCollectionSizeLimitExceededException: Item collection size limit exceeded: the "
            u"items with this partition key value and their local secondary index entries would "
            u"exceed 10 GB"_s;
        const QJsonObject big = order(u"alpha"_s, u"2"_s, {{u"memo"_s, str(u"0123456789"_s)}});
        QCOMPARE(call(u"PutItem"_s, put(u"Orders"_s, big, u"SIZE"_s)), refused);
        QCOMPARE(call(u"UpdateItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                   {u"Key"_s, order(u"alpha"_s, u"1"_s)},
                                                   {u"UpdateExpression"_s, u"SET memo = :p"_s},
                                                   {u"ExpressionAttributeValues"_s,
                                                    QJsonObject{{u":p"_s, str(u"0123456789"_s)}}}}),
                 refused);
        QCOMPARE(
            call(u"BatchWriteItem"_s,
                 QJsonObject{
                     {u"RequestItems"_s,
                      QJsonObject{
                          {u"Orders"_s,
                           QJsonArray{
                               QJsonObject{{u"PutRequest"_s,
                                            QJsonObject{{u"Item"_s, order(u"beta"_s, u"1"_s)}}}},
                               QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, big}}}}}}}}}),
            refused);
        QCOMPARE(call(u"TransactWriteItems"_s,
                      QJsonObject{{u"TransactItems"_s,
                                   QJsonArray{QJsonObject{
                                       {u"Put"_s, QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                              {u"Item"_s, big}}}}}}}),
                 u"TransactionCanceledException: Transaction cancelled, please refer cancellation "
                 u"reasons for specific reasons [ItemCollectionSizeLimitExceeded]"_s);
        // Nothing changed: the counts, and neither item is there.
        QCOMPARE(collections(**engine, pks), before);
        auto scanned = api.call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"Orders"_s}});
        QVERIFY(scanned);
        QCOMPARE(scanned->value(u"Count"_s).toInt(), 1);

        // Up to the limit exactly is allowed; other collections and tables are not concerned.
        const QJsonObject fits = order(u"alpha"_s, u"2"_s);
        QVERIFY(sizeOf(fits) <= 10);
        QCOMPARE(call(u"PutItem"_s, put(u"Orders"_s, fits, u"NONE"_s)), QString());
        QCOMPARE(call(u"PutItem"_s, put(u"Orders"_s, order(u"beta"_s, u"1"_s), u"NONE"_s)),
                 QString());
        for (int i = 0; i < 5; ++i)
            QCOMPARE(call(u"PutItem"_s, put(u"Plain"_s,
                                            order(u"alpha"_s, QString::number(i),
                                                  {{u"memo"_s, str(u"0123456789"_s)}}),
                                            u"NONE"_s)),
                     QString());
        // A write that shrinks a full collection is never refused.
        QCOMPARE(call(u"DeleteItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s},
                                                   {u"Key"_s, order(u"alpha"_s, u"1"_s)}}),
                 QString());
        QCOMPARE(collections(**engine, pks),
                 (QMap<QString, qint64>{{u"alpha"_s, sizeOf(fits)},
                                        {u"beta"_s, sizeOf(order(u"beta"_s, u"1"_s))}}));
    }

    // The counts are stored: a reopen finds them, and a workspace of format 2, which kept none,
    // has them counted when it opens.
    void countsSurviveAReopenAndAreCountedForAnOlderWorkspace()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kOrders);
        ws.ok(u"CreateTable"_s, kPlain);
        const QStringList pks{u"alpha"_s, u"beta"_s};
        for (const QString &table : {u"Orders"_s, u"Plain"_s}) {
            ws.ok(u"PutItem"_s,
                  put(table, order(u"alpha"_s, u"a"_s, {{u"n"_s, num(3)}}), u"NONE"_s));
            ws.ok(u"PutItem"_s, put(table, order(u"alpha"_s, u"b"_s), u"NONE"_s));
            ws.ok(u"PutItem"_s,
                  put(table, order(u"beta"_s, u"a"_s, {{u"n"_s, num(4)}}), u"NONE"_s));
        }
        const auto counted = collections(ws.workspace().engine(), pks);
        QCOMPARE(counted.size(), 2);
        const QString dir = ws.path();
        ws.close();
        {
            auto reopened = Workspace::open(dir);
            QVERIFY(reopened);
            QCOMPARE(collections((*reopened)->engine(), pks), counted);
        }
        storeAsFormat3(dir);
        {
            // Format 2: no sizes.
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            QVERIFY(env);
            auto txn = storage::Txn::beginWrite(*env);
            QVERIFY(txn);
            auto stats = storage::Dbi::open(*txn, "stats");
            auto meta = storage::Dbi::open(*txn, "meta");
            QVERIFY(stats && meta);
            QList<QByteArray> sizes;
            auto cursor = storage::Cursor::open(*txn, *stats);
            QVERIFY(cursor);
            for (auto found = cursor->first(); found && *found; found = cursor->next())
                if (cursor->key().size() > 6 &&
                    cursor->key().sliced(4, 2) == QByteArrayView("\xff\xff", 2))
                    sizes << cursor->key().toByteArray();
            *cursor = storage::Cursor();
            QCOMPARE(sizes.size(), 2);
            for (const QByteArray &key : std::as_const(sizes))
                QVERIFY(storage::del(*txn, *stats, key));
            QVERIFY(storage::put(*txn, *meta, "format", QByteArray("\x02\0\0\0", 4)));
            QVERIFY(txn->commit());
        }
        auto upgraded = Workspace::open(dir);
        QVERIFY(upgraded);
        QCOMPARE(collections((*upgraded)->engine(), pks), counted);
        QCOMPARE((*upgraded)->engine().verify(), QStringList());
    }

    // verify() finds a stored size that disagrees with the items.
    void verifyFindsASizeThatDisagrees()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kOrders);
        ws.ok(u"PutItem"_s, put(u"Orders"_s, order(u"alpha"_s, u"a"_s), u"NONE"_s));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
        const QString dir = ws.path();
        ws.close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            QVERIFY(env);
            auto txn = storage::Txn::beginWrite(*env);
            QVERIFY(txn);
            auto stats = storage::Dbi::open(*txn, "stats");
            QVERIFY(stats);
            QByteArray key;
            auto cursor = storage::Cursor::open(*txn, *stats);
            QVERIFY(cursor);
            for (auto found = cursor->first(); found && *found; found = cursor->next())
                if (cursor->key().size() > 6 &&
                    cursor->key().sliced(4, 2) == QByteArrayView("\xff\xff", 2))
                    key = cursor->key().toByteArray();
            *cursor = storage::Cursor();
            QVERIFY(!key.isEmpty());
            char bytes[8];
            qToLittleEndian<qint64>(1, bytes);
            QVERIFY(storage::put(*txn, *stats, key, QByteArrayView(bytes, 8)));
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        const QStringList problems = (*reopened)->engine().verify();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.at(0).contains(
                     u"size says 1 bytes, data has %1"_s.arg(sizeOf(order(u"alpha"_s, u"a"_s)))),
                 qPrintable(problems.at(0)));
    }
};

QTEST_GUILESS_MAIN(TestItemCollections)
#include "tst_itemcollections.moc"
