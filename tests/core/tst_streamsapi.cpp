// The DynamoDB Streams API through the api dispatch: ListStreams,
// DescribeStream, GetShardIterator and GetRecords with the service's shapes, shards rolling over
// every 4 hours of sim time, iterators expiring after 15 minutes and records trimmed after 24.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000; // 2026-10-20T11:48:37.000
const QString kOrdersArn =
    u"arn:aws:dynamodb:us-east-1:000000000000:table/Orders/stream/2026-10-20T11:48:37.000"_s;

QJsonObject streamTable(const QString &name, const char *viewType = "NEW_AND_OLD_IMAGES")
{
    QJsonObject table = json(R"({"BillingMode":"PAY_PER_REQUEST",
        "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
        "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"}]})");
    table.insert(u"TableName"_s, name);
    table.insert(u"StreamSpecification"_s,
                 QJsonObject{{u"StreamEnabled"_s, true},
                             {u"StreamViewType"_s, QString::fromLatin1(viewType)}});
    return table;
}

// p31-streams-cdc: Orders with a NEW_AND_OLD_IMAGES stream, the clock at kT0.
void createOrders(TestWorkspace &ws)
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    QVERIFY(ws.call(u"CreateTable"_s, streamTable(u"Orders"_s)));
}

Engine &engine(TestWorkspace &ws)
{
    return ws.workspace().engine();
}

void putOrder(TestWorkspace &ws, const QString &pk, const QString &status)
{
    const QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, pk}}},
                           {u"status"_s, QJsonObject{{u"S"_s, status}}}};
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s}, {u"Item"_s, item}}));
}

QJsonObject okCall(TestWorkspace &ws, const QString &action, const QJsonObject &request,
                   std::source_location where = std::source_location::current())
{
    return ws.ok(action, request, where);
}

QJsonArray shards(TestWorkspace &ws, const QString &arn = kOrdersArn)
{
    return okCall(ws, u"DescribeStream"_s, {{u"StreamArn"_s, arn}})
        .value(u"StreamDescription"_s)
        .toObject()
        .value(u"Shards"_s)
        .toArray();
}

QString shardId(TestWorkspace &ws, int index = 0)
{
    return shards(ws).at(index).toObject().value(u"ShardId"_s).toString();
}

QJsonObject iteratorRequest(const QString &shard, const QString &type, const QString &seq = {})
{
    QJsonObject request{
        {u"StreamArn"_s, kOrdersArn}, {u"ShardId"_s, shard}, {u"ShardIteratorType"_s, type}};
    if (!seq.isEmpty())
        request.insert(u"SequenceNumber"_s, seq);
    return request;
}

QString iterator(TestWorkspace &ws, const QString &shard, const QString &type,
                 const QString &seq = {})
{
    return okCall(ws, u"GetShardIterator"_s, iteratorRequest(shard, type, seq))
        .value(u"ShardIterator"_s)
        .toString();
}

QJsonObject getRecords(TestWorkspace &ws, const QString &iterator, int limit = 1000)
{
    return okCall(ws, u"GetRecords"_s, {{u"ShardIterator"_s, iterator}, {u"Limit"_s, limit}});
}

QJsonArray records(const QJsonObject &page)
{
    return page.value(u"Records"_s).toArray();
}

QString field(const QJsonValue &record, const QString &name)
{
    return record.toObject().value(u"dynamodb"_s).toObject().value(name).toString();
}

QString imageStatus(const QJsonValue &record, const QString &image)
{
    return record.toObject()
        .value(u"dynamodb"_s)
        .toObject()
        .value(image)
        .toObject()
        .value(u"status"_s)
        .toObject()
        .value(u"S"_s)
        .toString();
}

QString pkOf(const QJsonValue &record)
{
    return record.toObject()
        .value(u"dynamodb"_s)
        .toObject()
        .value(u"Keys"_s)
        .toObject()
        .value(u"PK"_s)
        .toObject()
        .value(u"S"_s)
        .toString();
}

QStringList pks(const QJsonArray &records)
{
    QStringList out;
    for (const auto &r : records)
        out << pkOf(r);
    return out;
}

// The error a call must fail with: its type name and message.
QString failure(const Result<QJsonObject> &result)
{
    if (result)
        return u"(no error)"_s;
    return result.error().typeName() + u": "_s + result.error().message;
}

} // namespace

class TestStreamsApi : public QObject
{
    Q_OBJECT

private slots:
    void listStreamsNamesEachTablesLatestStream()
    {
        TestWorkspace ws;
        createOrders(ws);
        ws.ok(u"CreateTable"_s, kUsersTable); // no stream
        QVERIFY(ws.call(u"CreateTable"_s, streamTable(u"Payments"_s, "KEYS_ONLY")));
        const QJsonObject all = okCall(ws, u"ListStreams"_s, {});
        const QJsonArray streams = all.value(u"Streams"_s).toArray();
        QCOMPARE(streams.size(), 2);
        QCOMPARE(streams[0].toObject(),
                 (QJsonObject{{u"StreamArn"_s, kOrdersArn},
                              {u"TableName"_s, u"Orders"_s},
                              {u"StreamLabel"_s, u"2026-10-20T11:48:37.000"_s}}));
        QCOMPARE(streams[1].toObject().value(u"TableName"_s).toString(), u"Payments"_s);
        QVERIFY(!all.contains(u"LastEvaluatedStreamArn"_s));

        const QJsonObject first = okCall(ws, u"ListStreams"_s, {{u"Limit"_s, 1}});
        QCOMPARE(first.value(u"Streams"_s).toArray().size(), 1);
        QCOMPARE(first.value(u"LastEvaluatedStreamArn"_s).toString(), kOrdersArn);
        const QJsonObject rest =
            okCall(ws, u"ListStreams"_s, {{u"ExclusiveStartStreamArn"_s, kOrdersArn}});
        QCOMPARE(rest.value(u"Streams"_s).toArray(), (QJsonArray{streams[1]}));

        QCOMPARE(okCall(ws, u"ListStreams"_s, {{u"TableName"_s, u"Users"_s}}),
                 (QJsonObject{{u"Streams"_s, QJsonArray()}}));
        QCOMPARE(okCall(ws, u"ListStreams"_s, {{u"TableName"_s, u"Payments"_s}})
                     .value(u"Streams"_s)
                     .toArray(),
                 (QJsonArray{streams[1]}));
    }

    void describeStreamShowsTheStreamAndItsOpenShard()
    {
        TestWorkspace ws;
        createOrders(ws);
        const QJsonObject description =
            okCall(ws, u"DescribeStream"_s, {{u"StreamArn"_s, kOrdersArn}})
                .value(u"StreamDescription"_s)
                .toObject();
        const QJsonArray shardList = description.value(u"Shards"_s).toArray();
        QCOMPARE(shardList.size(), 1);
        const QJsonObject shard = shardList[0].toObject();
        const QString id = shard.value(u"ShardId"_s).toString();
        QVERIFY2(id.startsWith(u"shardId-00000001792496917000-"_s), qPrintable(id));
        QCOMPARE(id.size(), 37);
        QCOMPARE(shard.keys(), (QStringList{u"SequenceNumberRange"_s, u"ShardId"_s}));
        const QJsonObject range = shard.value(u"SequenceNumberRange"_s).toObject();
        QCOMPARE(range.keys(), QStringList{u"StartingSequenceNumber"_s}); // open
        QJsonObject expected{
            {u"StreamArn"_s, kOrdersArn},
            {u"StreamLabel"_s, u"2026-10-20T11:48:37.000"_s},
            {u"StreamStatus"_s, u"ENABLED"_s},
            {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s},
            {u"CreationRequestDateTime"_s, 1792496917.0},
            {u"TableName"_s, u"Orders"_s},
            {u"KeySchema"_s,
             json(R"({"k":[{"AttributeName":"PK","KeyType":"HASH"}]})").value(u"k"_s)},
            {u"Shards"_s, shardList},
        };
        QCOMPARE(description, expected);

        // The empty open shard starts at the next sequence number given: the first record's.
        putOrder(ws, u"ORDER-1"_s, u"PLACED"_s);
        const QJsonArray r = records(getRecords(ws, iterator(ws, id, u"TRIM_HORIZON"_s)));
        QCOMPARE(r.size(), 1);
        QCOMPARE(field(r[0], u"SequenceNumber"_s),
                 range.value(u"StartingSequenceNumber"_s).toString());
        QCOMPARE(shardId(ws), id); // the same shard, now holding the record

        // Paging the shards: nothing after the last one.
        const QJsonObject after =
            okCall(ws, u"DescribeStream"_s,
                   {{u"StreamArn"_s, kOrdersArn}, {u"ExclusiveStartShardId"_s, id}})
                .value(u"StreamDescription"_s)
                .toObject();
        QCOMPARE(after.value(u"Shards"_s).toArray(), QJsonArray());
        QVERIFY(!after.contains(u"LastEvaluatedShardId"_s));
    }

    // Lesson 31's read path: describe, take the shard, read it from TRIM_HORIZON.
    void lesson31ReadsInsertModifyRemove()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, u"ORDER-1"_s, u"PLACED"_s);
        putOrder(ws, u"ORDER-1"_s, u"SHIPPED"_s);
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Orders","Key":{"PK":{"S":"ORDER-1"}}})");

        const QJsonObject page = getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s));
        const QJsonArray r = records(page);
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[0].toObject().value(u"eventName"_s).toString(), u"INSERT"_s);
        QCOMPARE(r[1].toObject().value(u"eventName"_s).toString(), u"MODIFY"_s);
        QCOMPARE(r[2].toObject().value(u"eventName"_s).toString(), u"REMOVE"_s);
        QCOMPARE(imageStatus(r[0], u"NewImage"_s), u"PLACED"_s);
        QVERIFY(!r[0].toObject().value(u"dynamodb"_s).toObject().contains(u"OldImage"_s));
        QCOMPARE(imageStatus(r[1], u"OldImage"_s), u"PLACED"_s);
        QCOMPARE(imageStatus(r[1], u"NewImage"_s), u"SHIPPED"_s);
        QCOMPARE(imageStatus(r[2], u"OldImage"_s), u"SHIPPED"_s);
        QVERIFY(!r[2].toObject().value(u"dynamodb"_s).toObject().contains(u"NewImage"_s));
        QCOMPARE(pks(r), QStringList(3, u"ORDER-1"_s));

        // The shard is open: the next iterator reads nothing yet, then the next change.
        const QString next = page.value(u"NextShardIterator"_s).toString();
        QVERIFY(next.startsWith(kOrdersArn + u"|1|"_s));
        const QJsonObject empty = getRecords(ws, next);
        QCOMPARE(records(empty), QJsonArray());
        putOrder(ws, u"ORDER-2"_s, u"PLACED"_s);
        QCOMPARE(pks(records(getRecords(ws, empty.value(u"NextShardIterator"_s).toString()))),
                 QStringList{u"ORDER-2"_s});
    }

    // GetRecords' wire shape for a TTL delete is the SDKs' model "Identity": {"PrincipalId",
    // "Type"} (the lower-case Lambda event form would be dropped by every SDK); a user's delete
    // carries none.
    void aTtlDeleteNamesTheServiceInTheApisCasing()
    {
        TestWorkspace ws;
        createOrders(ws);
        QVERIFY(engine(ws).updateTimeToLive(u"Orders"_s, true, u"expiresAt"_s));
        QVERIFY(engine(ws).advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        ws.ok(u"PutItem"_s, R"({"TableName":"Orders","Item":{"PK":{"S":"ORDER-1"},
            "expiresAt":{"N":"1792497000"}}})");
        putOrder(ws, u"ORDER-2"_s, u"PLACED"_s);
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Orders","Key":{"PK":{"S":"ORDER-2"}}})");
        QVERIFY(engine(ws).advanceClock(kT0 + kHour));
        QCOMPARE(engine(ws).sweepNow().value_or(-1), 1);

        const QJsonArray r = records(getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s)));
        QCOMPARE(r.size(), 4);
        QCOMPARE(pks(r), (QStringList{u"ORDER-1"_s, u"ORDER-2"_s, u"ORDER-2"_s, u"ORDER-1"_s}));
        QVERIFY(!r[2].toObject().contains(u"userIdentity"_s));
        QCOMPARE(r[3].toObject().value(u"userIdentity"_s).toObject(),
                 json(R"({"PrincipalId":"dynamodb.amazonaws.com","Type":"Service"})"));
    }

    void latestAtAndAfterSequenceNumber()
    {
        TestWorkspace ws;
        createOrders(ws);
        for (const auto &pk : {u"A"_s, u"B"_s, u"C"_s})
            putOrder(ws, pk, u"PLACED"_s);
        const QString shard = shardId(ws);
        const QJsonArray all = records(getRecords(ws, iterator(ws, shard, u"TRIM_HORIZON"_s)));
        QCOMPARE(pks(all), (QStringList{u"A"_s, u"B"_s, u"C"_s}));
        const QString seqB = field(all[1], u"SequenceNumber"_s);

        const QString latest = iterator(ws, shard, u"LATEST"_s);
        QCOMPARE(records(getRecords(ws, latest)), QJsonArray());
        putOrder(ws, u"D"_s, u"PLACED"_s);
        QCOMPARE(pks(records(getRecords(ws, latest))), QStringList{u"D"_s});
        QCOMPARE(pks(records(getRecords(ws, iterator(ws, shard, u"AT_SEQUENCE_NUMBER"_s, seqB)))),
                 (QStringList{u"B"_s, u"C"_s, u"D"_s}));
        QCOMPARE(
            pks(records(getRecords(ws, iterator(ws, shard, u"AFTER_SEQUENCE_NUMBER"_s, seqB)))),
            (QStringList{u"C"_s, u"D"_s}));
    }

    void pagesByLimitContinueWithNextShardIterator()
    {
        TestWorkspace ws;
        createOrders(ws);
        for (int i = 1; i <= 5; ++i)
            putOrder(ws, u"O%1"_s.arg(i), u"PLACED"_s);
        QString it = iterator(ws, shardId(ws), u"TRIM_HORIZON"_s);
        QStringList seen;
        QList<qsizetype> sizes;
        for (int page = 0; page < 3; ++page) {
            const QJsonObject result = getRecords(ws, it, 2);
            sizes << records(result).size();
            seen << pks(records(result));
            it = result.value(u"NextShardIterator"_s).toString();
        }
        QCOMPARE(sizes, (QList<qsizetype>{2, 2, 1}));
        QCOMPARE(seen, (QStringList{u"O1"_s, u"O2"_s, u"O3"_s, u"O4"_s, u"O5"_s}));
        QCOMPARE(records(getRecords(ws, it)), QJsonArray());
    }

    // GetRecords stops before 1 MB of SizeBytes: three 300 KB records fit, a fourth does not.
    void aPageHoldsAtMostOneMegabyte()
    {
        TestWorkspace ws;
        createOrders(ws);
        const QString big(300'000, u'x');
        for (int i = 1; i <= 4; ++i)
            putOrder(ws, u"O%1"_s.arg(i), big);
        const QJsonObject first = getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s));
        const QJsonArray r = records(first);
        QCOMPARE(r.size(), 3);
        qint64 bytes = 0;
        for (const auto &record : r)
            bytes +=
                record.toObject().value(u"dynamodb"_s).toObject().value(u"SizeBytes"_s).toInteger();
        QVERIFY(bytes <= 1024 * 1024 && bytes > 900'000);
        const QJsonObject second = getRecords(ws, first.value(u"NextShardIterator"_s).toString());
        QCOMPARE(pks(records(second)), QStringList{u"O4"_s});
    }

    void shardsRollOverEveryFourHours()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, u"O1"_s, u"PLACED"_s);
        putOrder(ws, u"O2"_s, u"PLACED"_s);
        QVERIFY(engine(ws).advanceClock(kT0 + 4 * kHour + 1000));
        putOrder(ws, u"O3"_s, u"PLACED"_s);

        const QJsonArray list = shards(ws);
        QCOMPARE(list.size(), 2);
        const QJsonObject closed = list[0].toObject(), open = list[1].toObject();
        QVERIFY(!closed.contains(u"ParentShardId"_s));
        QCOMPARE(open.value(u"ParentShardId"_s), closed.value(u"ShardId"_s));
        QVERIFY(open.value(u"ShardId"_s).toString().startsWith(u"shardId-00000001792511317000-"_s));
        QVERIFY(closed.value(u"ShardId"_s).toString() < open.value(u"ShardId"_s).toString());

        const QJsonArray firstRecords = records(
            getRecords(ws, iterator(ws, closed.value(u"ShardId"_s).toString(), u"TRIM_HORIZON"_s)));
        QCOMPARE(pks(firstRecords), (QStringList{u"O1"_s, u"O2"_s}));
        const QJsonObject closedRange = closed.value(u"SequenceNumberRange"_s).toObject();
        QCOMPARE(closedRange.value(u"StartingSequenceNumber"_s).toString(),
                 field(firstRecords[0], u"SequenceNumber"_s));
        QCOMPARE(closedRange.value(u"EndingSequenceNumber"_s).toString(),
                 field(firstRecords[1], u"SequenceNumber"_s));
        QVERIFY(
            !open.value(u"SequenceNumberRange"_s).toObject().contains(u"EndingSequenceNumber"_s));

        // A closed shard read to its end has no next iterator, from TRIM_HORIZON in pages or
        // LATEST.
        const QString closedId = closed.value(u"ShardId"_s).toString();
        const QJsonObject page1 = getRecords(ws, iterator(ws, closedId, u"TRIM_HORIZON"_s), 1);
        QCOMPARE(pks(records(page1)), QStringList{u"O1"_s});
        const QJsonObject page2 = getRecords(ws, page1.value(u"NextShardIterator"_s).toString(), 1);
        QCOMPARE(pks(records(page2)), QStringList{u"O2"_s});
        QVERIFY(!page2.contains(u"NextShardIterator"_s));
        const QJsonObject latest = getRecords(ws, iterator(ws, closedId, u"LATEST"_s));
        QCOMPARE(latest, (QJsonObject{{u"Records"_s, QJsonArray()}}));

        const QJsonObject openPage =
            getRecords(ws, iterator(ws, open.value(u"ShardId"_s).toString(), u"TRIM_HORIZON"_s));
        QCOMPARE(pks(records(openPage)), QStringList{u"O3"_s});
        QVERIFY(openPage.contains(u"NextShardIterator"_s));

        // An empty period makes no shard: the next shard with records names the last as parent.
        QVERIFY(engine(ws).advanceClock(kT0 + 12 * kHour + 1000));
        const QJsonArray later = shards(ws);
        QCOMPARE(later.size(), 3);
        QCOMPARE(later[2].toObject().value(u"ParentShardId"_s), open.value(u"ShardId"_s));
        QVERIFY(later[2]
                    .toObject()
                    .value(u"ShardId"_s)
                    .toString()
                    .startsWith(u"shardId-00000001792540117000-"_s));
        QVERIFY(later[1]
                    .toObject()
                    .value(u"SequenceNumberRange"_s)
                    .toObject()
                    .contains(u"EndingSequenceNumber"_s));
    }

    // Disabling the stream closes its shard: DescribeStream says DISABLED, the shard gets its
    // EndingSequenceNumber, reading it to the end gives no NextShardIterator, and later writes
    // make no records.
    void aDisabledStreamIsClosed()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, u"ORDER-1"_s, u"PLACED"_s);
        QVERIFY(engine(ws).advanceClock(kT0 + 1000));
        okCall(ws, u"UpdateTable"_s,
               {{u"TableName"_s, u"Orders"_s},
                {u"StreamSpecification"_s, QJsonObject{{u"StreamEnabled"_s, false}}}});
        putOrder(ws, u"ORDER-2"_s, u"PLACED"_s);
        const QJsonObject description =
            okCall(ws, u"DescribeStream"_s, {{u"StreamArn"_s, kOrdersArn}})
                .value(u"StreamDescription"_s)
                .toObject();
        QCOMPARE(description.value(u"StreamStatus"_s).toString(), u"DISABLED"_s);
        const QJsonArray closed = description.value(u"Shards"_s).toArray();
        QCOMPARE(closed.size(), 1);
        const QJsonObject range =
            closed.at(0).toObject().value(u"SequenceNumberRange"_s).toObject();
        QCOMPARE(range.value(u"EndingSequenceNumber"_s).toString(),
                 range.value(u"StartingSequenceNumber"_s).toString());
        const QJsonObject page = getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s));
        QCOMPARE(pks(records(page)), QStringList{u"ORDER-1"_s});
        QVERIFY(!page.contains(u"NextShardIterator"_s));
    }

    void iteratorsExpireAfterFifteenMinutes()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, u"O1"_s, u"PLACED"_s);
        const QString shard = shardId(ws);
        const QString early = iterator(ws, shard, u"TRIM_HORIZON"_s);
        QVERIFY(engine(ws).advanceClock(kT0 + 15 * kMinute - 1));
        const QJsonObject page = getRecords(ws, early);
        QCOMPARE(pks(records(page)), QStringList{u"O1"_s});
        QVERIFY(engine(ws).advanceClock(kT0 + 15 * kMinute));
        QCOMPARE(failure(ws.call(u"GetRecords"_s, {{u"ShardIterator"_s, early}})),
                 u"ExpiredIteratorException: Shard iterator has expired"_s);
        // The next iterator was issued when the page was read, so it lives on.
        QCOMPARE(records(getRecords(ws, page.value(u"NextShardIterator"_s).toString())),
                 QJsonArray());
    }

    void trimmedRecordsCannotBeRead()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, u"O1"_s, u"PLACED"_s);
        QVERIFY(engine(ws).advanceClock(kT0 + 1000));
        putOrder(ws, u"O2"_s, u"PLACED"_s);
        const QString seq1 =
            records(getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s)))[0]
                .toObject()
                .value(u"dynamodb"_s)
                .toObject()
                .value(u"SequenceNumber"_s)
                .toString();

        QVERIFY(engine(ws).advanceClock(kT0 + 24 * kHour - 5 * kMinute));
        const QString horizon = iterator(ws, shardId(ws), u"TRIM_HORIZON"_s);
        QVERIFY(engine(ws).advanceClock(kT0 + 24 * kHour + 500)); // O1 is trimmed, O2 is not
        QCOMPARE(
            failure(ws.call(u"GetRecords"_s, {{u"ShardIterator"_s, horizon}})),
            u"TrimmedDataAccessException: The data you are trying to access has been trimmed"_s);
        // A fresh TRIM_HORIZON starts at the oldest record kept.
        QCOMPARE(pks(records(getRecords(ws, iterator(ws, shardId(ws), u"TRIM_HORIZON"_s)))),
                 QStringList{u"O2"_s});
        QCOMPARE(
            failure(ws.call(u"GetShardIterator"_s,
                            iteratorRequest(shardId(ws), u"AT_SEQUENCE_NUMBER"_s, seq1))),
            u"TrimmedDataAccessException: The data you are trying to access has been trimmed"_s);

        // Once every record of the first shard is gone, it is no longer listed.
        QVERIFY(engine(ws).advanceClock(kT0 + 25 * kHour));
        const QJsonArray left = shards(ws);
        QCOMPARE(left.size(), 1);
        QVERIFY(left[0]
                    .toObject()
                    .value(u"ShardId"_s)
                    .toString()
                    .startsWith(u"shardId-00000001792583317000-"_s));
    }

    void streamsThatDoNotAnswer()
    {
        TestWorkspace ws;
        createOrders(ws);
        const QString unknown =
            u"arn:aws:dynamodb:us-east-1:000000000000:table/Nope/stream/2026-10-20T11:48:37.000"_s;
        QCOMPARE(failure(ws.call(u"DescribeStream"_s, {{u"StreamArn"_s, unknown}})),
                 u"ResourceNotFoundException: Requested resource not found: Stream: "_s + unknown +
                     u" not found"_s);
        // Deleting the table ends its stream; a table made again under the name has a new one,
        // and the old ARN no longer answers.
        ws.ok(u"DeleteTable"_s, R"({"TableName":"Orders"})");
        QCOMPARE(failure(ws.call(u"DescribeStream"_s, {{u"StreamArn"_s, kOrdersArn}})),
                 u"ResourceNotFoundException: Requested resource not found: Stream: "_s +
                     kOrdersArn + u" not found"_s);
        QCOMPARE(okCall(ws, u"ListStreams"_s, {}), (QJsonObject{{u"Streams"_s, QJsonArray()}}));
        QVERIFY(engine(ws).advanceClock(kT0 + kHour));
        QVERIFY(ws.call(u"CreateTable"_s, streamTable(u"Orders"_s, "KEYS_ONLY")));
        const QString newArn = okCall(ws, u"ListStreams"_s, {})
                                   .value(u"Streams"_s)
                                   .toArray()[0]
                                   .toObject()
                                   .value(u"StreamArn"_s)
                                   .toString();
        QCOMPARE(newArn, u"arn:aws:dynamodb:us-east-1:000000000000:table/Orders/stream/"
                         u"2026-10-20T12:48:37.000"_s);
        QCOMPARE(failure(ws.call(u"DescribeStream"_s, {{u"StreamArn"_s, kOrdersArn}})),
                 u"ResourceNotFoundException: Requested resource not found: Stream: "_s +
                     kOrdersArn + u" not found"_s);
        QCOMPARE(okCall(ws, u"DescribeStream"_s, {{u"StreamArn"_s, newArn}})
                     .value(u"StreamDescription"_s)
                     .toObject()
                     .value(u"StreamViewType"_s)
                     .toString(),
                 u"KEYS_ONLY"_s);
    }

    void validationTexts_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request"); // "SHARD" stands for the open shard's id
        QTest::addColumn<QString>("error");
        const QString v = u"ValidationException: 1 validation error detected: Value "_s;
        QTest::newRow("no StreamArn") << u"DescribeStream"_s << u"{}"_s
                                      << v + u"null at 'streamArn' failed to satisfy constraint: "
                                             u"Member must not be null"_s;
        QTest::newRow("short StreamArn")
            << u"DescribeStream"_s << u"{\"StreamArn\":\"fake-stream\"}"_s
            << v + u"'fake-stream' at 'streamArn' failed to satisfy constraint: Member must have "
                   u"length greater than or equal to 37"_s;
        QTest::newRow("not a stream ARN")
            << u"DescribeStream"_s
            << u"{\"StreamArn\":\"sdfadfsdfnlfkajakfgjalksfgklasjklasdjfklasdf\"}"_s
            << u"ValidationException: Invalid StreamArn"_s;
        QTest::newRow("DescribeStream Limit 0")
            << u"DescribeStream"_s << u"{\"StreamArn\":\"ARN\",\"Limit\":0}"_s
            << v + u"'0' at 'limit' failed to satisfy constraint: Member must have value greater "
                   u"than or equal to 1"_s;
        QTest::newRow("ListStreams Limit 101")
            << u"ListStreams"_s << u"{\"Limit\":101}"_s
            << v + u"'101' at 'limit' failed to satisfy constraint: Member must have value less "
                   u"than or equal to 100"_s;
        // The Streams model's constraint on TableName (the API reference), as the validation
        // layer reports it; the sentence of DynamoDB's table actions is theirs alone.
        QTest::newRow("ListStreams short TableName")
            << u"ListStreams"_s << u"{\"TableName\":\"ab\"}"_s
            << v + u"'ab' at 'tableName' failed to satisfy constraint: Member must have length "
                   u"greater than or equal to 3"_s;
        QTest::newRow("unknown shard")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"shardId-00000001792496917000-00000000\","
               u"\"ShardIteratorType\":\"LATEST\"}"_s
            << u"ResourceNotFoundException: Requested resource not found: Shard does not exist"_s;
        QTest::newRow("short ShardId")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"shardId-1\",\"ShardIteratorType\":\"LATEST\"}"_s
            << v + u"'shardId-1' at 'shardId' failed to satisfy constraint: Member must have "
                   u"length greater than or equal to 28"_s;
        QTest::newRow("bad iterator type")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"SHARD\",\"ShardIteratorType\":\"bulle\"}"_s
            << v + u"'bulle' at 'shardIteratorType' failed to satisfy constraint: Member must "
                   u"satisfy enum value set: [AFTER_SEQUENCE_NUMBER, LATEST, AT_SEQUENCE_NUMBER, "
                   u"TRIM_HORIZON]"_s;
        QTest::newRow("AT without a number")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"SHARD\","
               u"\"ShardIteratorType\":\"AT_SEQUENCE_NUMBER\"}"_s
            << u"ValidationException: Must specify a SequenceNumber for ShardIteratorType "
               u"AT_SEQUENCE_NUMBER"_s;
        QTest::newRow("LATEST with a number")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"SHARD\",\"ShardIteratorType\":\"LATEST\","
               u"\"SequenceNumber\":\"000000000000000000001\"}"_s
            << u"ValidationException: Must not specify a SequenceNumber for ShardIteratorType "
               u"LATEST"_s;
        QTest::newRow("not a sequence number")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"SHARD\",\"ShardIteratorType\":"
               u"\"AT_SEQUENCE_NUMBER\",\"SequenceNumber\":\"sdfsafglldfngjdafnasdflg\"}"_s
            << u"ValidationException: Invalid SequenceNumber sdfsafglldfngjdafnasdflg"_s;
        QTest::newRow("a number after the shard")
            << u"GetShardIterator"_s
            << u"{\"StreamArn\":\"ARN\",\"ShardId\":\"SHARD\",\"ShardIteratorType\":"
               u"\"AFTER_SEQUENCE_NUMBER\",\"SequenceNumber\":\"100000000000000099999\"}"_s
            << u"ValidationException: Invalid SequenceNumber 100000000000000099999 for shard "
               u"SHARD"_s;
        QTest::newRow("no ShardIterator")
            << u"GetRecords"_s << u"{}"_s
            << v + u"null at 'shardIterator' failed to satisfy constraint: Member must not be "
                   u"null"_s;
        QTest::newRow("not an iterator")
            << u"GetRecords"_s << u"{\"ShardIterator\":\"sdfsdfsgagaddafgagasgasgasdfasdfasdf\"}"_s
            << u"ValidationException: Invalid ShardIterator"_s;
        QTest::newRow("GetRecords Limit 1001")
            << u"GetRecords"_s << u"{\"ShardIterator\":\"x\",\"Limit\":1001}"_s
            << v + u"'1001' at 'limit' failed to satisfy constraint: Member must have value less "
                   u"than or equal to 1000"_s;
    }

    void validationTexts()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, error);
        TestWorkspace ws;
        createOrders(ws);
        const QString shard = shardId(ws);
        request.replace(u"SHARD"_s, shard).replace(u"\"ARN\""_s, u'"' + kOrdersArn + u'"');
        error.replace(u"SHARD"_s, shard);
        QCOMPARE(failure(ws.call(action, json(request.toUtf8().constData()))), error);
    }
};

QTEST_GUILESS_MAIN(TestStreamsApi)
#include "tst_streamsapi.moc"
