// DescribePartitionKeys (core/api/actions/partitionkeys.cpp, ThroughputViews::partitionKeys):
// the partition key values whose partitionKeyHash lies in a range, with their item counts and
// bytes, paged, of a table or a GSI, now or as of a past time. Every expectation is computed
// here from the items written and model/keyhash.h, not read back from the engine.
#include "engine/engine.h"
#include "model/attributejson.h"
#include "model/itemsize.h"
#include "model/keyhash.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC
constexpr int kKeys = 60;

QString hex(quint64 hash)
{
    return u"%1"_s.arg(hash, 16, 16, QChar(u'0'));
}

quint64 hashOf(const AttributeValue &value)
{
    return partitionKeyHash(partitionKeyBytes(value));
}

// What the items written hold per partition key (its DynamoDB JSON text): items and bytes.
struct Expected
{
    qint64 items = 0;
    qint64 bytes = 0;
    quint64 hash = 0;
};

// "fleet": pk S and sk N, a GSI "byG" on g (7 values). Key i has i % 3 + 1 items.
struct Fleet
{
    TestWorkspace ws;
    QMap<QString, Expected> keys;    // by pk
    QMap<QString, Expected> indexed; // by g

    // `items` false: the table alone, for the tests of refusals.
    explicit Fleet(bool items = true)
    {
        LW_OK(ws.workspace().engine().setClock(kT0));
        ws.workspace().engine().setSettleDelays({0, 0});
        ws.ok(u"CreateTable"_s, R"({"TableName": "fleet", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                          {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                                     {"AttributeName": "sk", "AttributeType": "N"},
                                     {"AttributeName": "g", "AttributeType": "S"}],
            "GlobalSecondaryIndexes": [{"IndexName": "byG",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}}]})");
        for (int i = 0; items && i < kKeys; ++i)
            for (int n = 0; n <= i % 3; ++n)
                put(u"key%1"_s.arg(i), n, u"g%1"_s.arg(i % 7));
    }

    void put(const QString &pk, int sk, const QString &g)
    {
        const QJsonObject item{{u"pk"_s, QJsonObject{{u"S"_s, pk}}},
                               {u"sk"_s, QJsonObject{{u"N"_s, QString::number(sk)}}},
                               {u"g"_s, QJsonObject{{u"S"_s, g}}},
                               {u"pad"_s, QJsonObject{{u"S"_s, QString(sk * 10, u'x')}}}};
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"fleet"_s}, {u"Item"_s, item}});
        const qint64 size = itemSize(*itemFromJson(item));
        for (auto [map, key] : {std::pair{&keys, pk}, std::pair{&indexed, g}}) {
            Expected &e = (*map)[key];
            ++e.items;
            e.bytes += size;
            e.hash = hashOf(AttributeValue::string(key));
        }
    }

    Result<QJsonObject> keysIn(quint64 first, quint64 last, QJsonObject more = {},
                               std::optional<qint64> asOfMs = std::nullopt)
    {
        more.insert(u"TableName"_s, u"fleet"_s);
        more.insert(u"FirstHash"_s, hex(first));
        more.insert(u"LastHash"_s, hex(last));
        CallOptions options;
        options.asOfMs = asOfMs;
        return ws.workspace().api().call(u"DescribePartitionKeys"_s, more, options);
    }
};

// The keys of a response as name → (items, bytes), the attribute `name` read as an S.
QMap<QString, std::pair<qint64, qint64>> listed(const QJsonObject &response, const QString &name)
{
    QMap<QString, std::pair<qint64, qint64>> out;
    for (const QJsonValue key : response[u"Keys"_s].toArray())
        out.insert(key[u"Key"_s][name][u"S"_s].toString(),
                   {key[u"ItemCount"_s].toInteger(), key[u"SizeBytes"_s].toInteger()});
    return out;
}

QMap<QString, std::pair<qint64, qint64>> expectedIn(const QMap<QString, Expected> &all,
                                                    quint64 first, quint64 last)
{
    QMap<QString, std::pair<qint64, qint64>> out;
    for (auto it = all.begin(); it != all.end(); ++it)
        if (it->hash >= first && it->hash <= last)
            out.insert(it.key(), {it->items, it->bytes});
    return out;
}

QString refusal(const Result<QJsonObject> &answer)
{
    return answer ? QString() : answer.error().typeName() + u": "_s + answer.error().message;
}

} // namespace

class TestPartitionKeys : public QObject
{
    Q_OBJECT

private slots:
    // The whole hash space holds every key, with its items and their bytes.
    void wholeRange()
    {
        Fleet fleet;
        const auto answer = fleet.keysIn(0, ~quint64(0), {{u"Limit"_s, 1000}});
        QVERIFY2(answer, qPrintable(refusal(answer)));
        QCOMPARE(answer->value(u"Count"_s).toInteger(), kKeys);
        QVERIFY(!answer->contains(u"LastEvaluatedKey"_s));
        QCOMPARE(listed(*answer, u"pk"_s), expectedIn(fleet.keys, 0, ~quint64(0)));
    }

    // Ranges as partitions cut them: each holds exactly the keys whose hash lies in it, their
    // union is every key, and a range of one key's hash holds that key alone.
    void rangesHoldTheirKeys_data()
    {
        QTest::addColumn<int>("parts");
        QTest::newRow("halves") << 2;
        QTest::newRow("quarters") << 4;
        QTest::newRow("1000 partitions") << 1000;
    }
    void rangesHoldTheirKeys()
    {
        QFETCH(int, parts);
        Fleet fleet;
        qint64 found = 0;
        for (int p = 0; p < parts; ++p) {
            const quint64 width = ~quint64(0) / quint64(parts);
            const quint64 first = width * quint64(p);
            const quint64 last = p + 1 == parts ? ~quint64(0) : width * quint64(p + 1) - 1;
            const auto answer = fleet.keysIn(first, last, {{u"Limit"_s, 1000}});
            QVERIFY2(answer, qPrintable(refusal(answer)));
            QCOMPARE(listed(*answer, u"pk"_s), expectedIn(fleet.keys, first, last));
            found += answer->value(u"Count"_s).toInteger();
        }
        QCOMPARE(found, kKeys);

        const Expected one = fleet.keys.value(u"key17"_s);
        const auto exact = fleet.keysIn(one.hash, one.hash);
        QVERIFY2(exact, qPrintable(refusal(exact)));
        QCOMPARE(listed(*exact, u"pk"_s).keys(), QStringList{u"key17"_s});
        // Just beside it, another key of its spread (top 24 bits) would still be read, and left
        // out.
        const auto beside = fleet.keysIn(one.hash + 1, one.hash | 0xFF'FFFF'FFFF);
        QVERIFY2(beside, qPrintable(refusal(beside)));
        QVERIFY(!listed(*beside, u"pk"_s).contains(u"key17"_s));
    }

    // Pages of Limit keys, each LastEvaluatedKey passed back, list every key once, in the order
    // of one page holding them all; the last page has no LastEvaluatedKey.
    void paging()
    {
        Fleet fleet;
        const auto whole = fleet.keysIn(0, ~quint64(0), {{u"Limit"_s, 1000}});
        QVERIFY(whole);
        QJsonArray pages;
        QJsonObject request{{u"Limit"_s, 7}};
        int calls = 0;
        for (;;) {
            const auto page = fleet.keysIn(0, ~quint64(0), request);
            QVERIFY2(page, qPrintable(refusal(page)));
            ++calls;
            const QJsonArray keys = page->value(u"Keys"_s).toArray();
            QVERIFY(keys.size() <= 7);
            for (const QJsonValue key : keys)
                pages << key;
            if (!page->contains(u"LastEvaluatedKey"_s))
                break;
            QCOMPARE(keys.size(), 7);
            QCOMPARE(page->value(u"LastEvaluatedKey"_s).toObject(),
                     keys.last()[u"Key"_s].toObject());
            request.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
        }
        QCOMPARE(pages, whole->value(u"Keys"_s).toArray());
        QCOMPARE(calls, (kKeys + 6) / 7);
        // The default page is 100 keys: all 60 at once.
        const auto byDefault = fleet.keysIn(0, ~quint64(0));
        QVERIFY(byDefault);
        QCOMPARE(byDefault->value(u"Keys"_s).toArray(), whole->value(u"Keys"_s).toArray());
    }

    // On a GSI the keys are the index's partition key values, counted by entries.
    void globalIndex()
    {
        Fleet fleet;
        const auto answer = fleet.keysIn(0, ~quint64(0), {{u"IndexName"_s, u"byG"_s}});
        QVERIFY2(answer, qPrintable(refusal(answer)));
        QCOMPARE(answer->value(u"IndexName"_s).toString(), u"byG"_s);
        QCOMPARE(listed(*answer, u"g"_s), expectedIn(fleet.indexed, 0, ~quint64(0)));
        const quint64 half = ~quint64(0) / 2;
        const auto lower = fleet.keysIn(0, half, {{u"IndexName"_s, u"byG"_s}});
        QVERIFY(lower);
        QCOMPARE(listed(*lower, u"g"_s), expectedIn(fleet.indexed, 0, half));
    }

    // As of a past time: the keys there were then.
    void pastView()
    {
        Fleet fleet;
        const qint64 before = kT0 + 500;
        LW_OK(fleet.ws.workspace().engine().advanceClock(kT0 + 1000));
        const QMap<QString, Expected> then = fleet.keys, thenIndexed = fleet.indexed;
        fleet.put(u"later"_s, 0, u"g0"_s);
        fleet.put(u"key1"_s, 9, u"g0"_s);
        const auto now = fleet.keysIn(0, ~quint64(0), {{u"Limit"_s, 1000}});
        QVERIFY(now);
        QCOMPARE(listed(*now, u"pk"_s), expectedIn(fleet.keys, 0, ~quint64(0)));
        const auto past = fleet.keysIn(0, ~quint64(0), {{u"Limit"_s, 1000}}, before);
        QVERIFY2(past, qPrintable(refusal(past)));
        QCOMPARE(listed(*past, u"pk"_s), expectedIn(then, 0, ~quint64(0)));
        const auto pastIndex = fleet.keysIn(0, ~quint64(0), {{u"IndexName"_s, u"byG"_s}}, before);
        QVERIFY2(pastIndex, qPrintable(refusal(pastIndex)));
        QCOMPARE(listed(*pastIndex, u"g"_s), expectedIn(thenIndexed, 0, ~quint64(0)));
    }

    // A number key hashes by the service's binary number form (keyhash.h), not its text.
    void numberKeys()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, R"({"TableName": "nums", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "n", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "n", "AttributeType": "N"}]})");
        QMap<QString, quint64> hashes;
        for (const QString &n : {u"0"_s, u"1"_s, u"-1"_s, u"3.14"_s, u"100"_s,
                                 u"12345678901234567890"_s, u"-0.001"_s}) {
            const QJsonObject value{{u"N"_s, n}};
            ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"nums"_s},
                                            {u"Item"_s, QJsonObject{{u"n"_s, value}}}});
            hashes.insert(n, hashOf(*attributeFromJson(value)));
        }
        const quint64 half = ~quint64(0) / 2;
        for (const auto &[first, last] :
             {std::pair{quint64(0), half}, std::pair{half + 1, ~quint64(0)}}) {
            const auto answer =
                ws.call(u"DescribePartitionKeys"_s, QJsonObject{{u"TableName"_s, u"nums"_s},
                                                                {u"FirstHash"_s, hex(first)},
                                                                {u"LastHash"_s, hex(last)}});
            QVERIFY2(answer, qPrintable(refusal(answer)));
            QStringList got, expected;
            for (const QJsonValue key : answer->value(u"Keys"_s).toArray())
                got << key[u"Key"_s][u"n"_s][u"N"_s].toString();
            for (auto it = hashes.begin(); it != hashes.end(); ++it)
                if (it.value() >= first && it.value() <= last)
                    expected << it.key();
            got.sort();
            expected.sort();
            QCOMPARE(got, expected);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("error");
        const QString all =
            u"\"FirstHash\": \"0000000000000000\", \"LastHash\": \"ffffffffffffffff\""_s;
        QTest::newRow("unknown table")
            << u"{\"TableName\": \"nope\", "_s + all + u"}"_s
            << u"ResourceNotFoundException: Requested resource not found: Table: nope not found"_s;
        QTest::newRow("unknown index")
            << u"{\"TableName\": \"fleet\", \"IndexName\": \"byH\", "_s + all + u"}"_s
            << u"ValidationException: The table does not have the specified index: byH"_s;
        QTest::newRow("no FirstHash")
            << u"{\"TableName\": \"fleet\", \"LastHash\": \"ffffffffffffffff\"}"_s
            << u"ValidationException: FirstHash must be 16 hexadecimal digits: not a string"_s;
        QTest::newRow("short hash")
            << u"{\"TableName\": \"fleet\", \"FirstHash\": \"00\", \"LastHash\": \"ffffffffffffffff\"}"_s
            << u"ValidationException: FirstHash must be 16 hexadecimal digits: 00"_s;
        QTest::newRow("not hex")
            << u"{\"TableName\": \"fleet\", \"FirstHash\": \"0000000000000000\", \"LastHash\": \"fffffffffffffffg\"}"_s
            << u"ValidationException: LastHash must be 16 hexadecimal digits: fffffffffffffffg"_s;
        QTest::newRow("first above last")
            << u"{\"TableName\": \"fleet\", \"FirstHash\": \"8000000000000000\", \"LastHash\": \"7fffffffffffffff\"}"_s
            << u"ValidationException: FirstHash must not be above LastHash: 8000000000000000 is above 7fffffffffffffff"_s;
        QTest::newRow("limit 0") << u"{\"TableName\": \"fleet\", \"Limit\": 0, "_s + all + u"}"_s
                                 << u"ValidationException: Limit must be between 1 and 1000: 0"_s;
        QTest::newRow("limit 1001")
            << u"{\"TableName\": \"fleet\", \"Limit\": 1001, "_s + all + u"}"_s
            << u"ValidationException: Limit must be between 1 and 1000: 1001"_s;
        QTest::newRow("start key of another attribute")
            << u"{\"TableName\": \"fleet\", \"ExclusiveStartKey\": {\"g\": {\"S\": \"x\"}}, "_s +
                   all + u"}"_s
            << u"ValidationException: The provided starting key is invalid: it must hold the partition key pk alone"_s;
        QTest::newRow("start key with the sort key")
            << u"{\"TableName\": \"fleet\", \"ExclusiveStartKey\": {\"pk\": {\"S\": \"x\"}, \"sk\": {\"N\": \"1\"}}, "_s +
                   all + u"}"_s
            << u"ValidationException: The provided starting key is invalid: it must hold the partition key pk alone"_s;
        QTest::newRow("start key of another type")
            << u"{\"TableName\": \"fleet\", \"ExclusiveStartKey\": {\"pk\": {\"N\": \"1\"}}, "_s +
                   all + u"}"_s
            << u"ValidationException: The provided starting key is invalid: it must hold the partition key pk alone"_s;
        QTest::newRow("unknown member")
            << u"{\"TableName\": \"fleet\", \"Segment\": 1, "_s + all + u"}"_s << QString();
    }
    void errors()
    {
        QFETCH(QString, request);
        QFETCH(QString, error);
        Fleet fleet(false);
        const auto answer =
            fleet.ws.call(u"DescribePartitionKeys"_s, json(request.toUtf8().constData()));
        QVERIFY(!answer);
        if (!error.isEmpty())
            QCOMPARE(refusal(answer), error);
    }

    // It charges nothing: with the limits on, listing the keys leaves the model's seconds empty.
    void chargesNothing()
    {
        Fleet fleet;
        Engine &engine = fleet.ws.workspace().engine();
        LW_OK(engine.setThroughputLimits(true));
        for (int i = 0; i < 5; ++i)
            QVERIFY(fleet.keysIn(0, ~quint64(0)));
        QVERIFY(engine.heat(u"fleet"_s, {}, 0, std::numeric_limits<qint64>::max()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPartitionKeys)
#include "tst_partitionkeys.moc"
