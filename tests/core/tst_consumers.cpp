// The built-in stream consumers at engine level: seed 000's lessons
// 31 (a projected search index), 32 (aggregates kept from the stream) and 33 (soft delete, then
// archival of the removed item), the at-least-once fault with and without de-duplication, the
// filter, polling on the sim clock, rewind and verify.
//
// JSON here is built in code or written with escaped quotes: keys like "ORDER#o1" in a raw string
// literal make moc skip the file.
#include "engine/engine.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000;

QJsonObject S(const QString &text)
{
    return QJsonObject{{u"S"_s, text}};
}

QJsonObject N(qint64 n)
{
    return QJsonObject{{u"N"_s, QString::number(n)}};
}

// A PK/SK table with a NEW_AND_OLD_IMAGES stream and a sparse GSI1 on GSI1PK/GSI1SK.
void createTable(TestWorkspace &ws, const QString &name,
                 const QString &viewType = u"NEW_AND_OLD_IMAGES"_s)
{
    QJsonObject table = json(R"({"BillingMode":"PAY_PER_REQUEST",
        "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
        "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
            {"AttributeName":"SK","AttributeType":"S"},{"AttributeName":"GSI1PK","AttributeType":"S"},
            {"AttributeName":"GSI1SK","AttributeType":"S"}],
        "GlobalSecondaryIndexes":[{"IndexName":"GSI1","KeySchema":[
            {"AttributeName":"GSI1PK","KeyType":"HASH"},{"AttributeName":"GSI1SK","KeyType":"RANGE"}],
            "Projection":{"ProjectionType":"ALL"}}]})");
    table.insert(u"TableName"_s, name);
    table.insert(u"StreamSpecification"_s,
                 QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, viewType}});
    QVERIFY(ws.call(u"CreateTable"_s, table));
}

QJsonObject call(TestWorkspace &ws, const QString &action, const QJsonObject &request,
                 std::source_location where = std::source_location::current())
{
    return ws.ok(action, request, where);
}

void put(TestWorkspace &ws, const QString &table, const QJsonObject &item)
{
    call(ws, u"PutItem"_s, {{u"TableName"_s, table}, {u"Item"_s, item}});
}

QJsonObject key(const QString &pk, const QString &sk)
{
    return {{u"PK"_s, S(pk)}, {u"SK"_s, S(sk)}};
}

void remove(TestWorkspace &ws, const QString &table, const QJsonObject &itemKey)
{
    call(ws, u"DeleteItem"_s, {{u"TableName"_s, table}, {u"Key"_s, itemKey}});
}

void setAttribute(TestWorkspace &ws, const QString &table, const QJsonObject &itemKey,
                  const QString &name, const QJsonObject &value)
{
    call(ws, u"UpdateItem"_s,
         {{u"TableName"_s, table},
          {u"Key"_s, itemKey},
          {u"UpdateExpression"_s, u"SET #a = :v"_s},
          {u"ExpressionAttributeNames"_s, QJsonObject{{u"#a"_s, name}}},
          {u"ExpressionAttributeValues"_s, QJsonObject{{u":v"_s, value}}}});
}

QJsonObject getItem(TestWorkspace &ws, const QString &table, const QJsonObject &itemKey)
{
    return call(ws, u"GetItem"_s, {{u"TableName"_s, table}, {u"Key"_s, itemKey}})
        .value(u"Item"_s)
        .toObject();
}

QJsonObject createConsumer(TestWorkspace &ws, QJsonObject request)
{
    return call(ws, u"CreateConsumer"_s, request).value(u"ConsumerDescription"_s).toObject();
}

QJsonObject describe(TestWorkspace &ws, const QString &table, const QString &name)
{
    return call(ws, u"DescribeConsumer"_s, {{u"TableName"_s, table}, {u"ConsumerName"_s, name}})
        .value(u"ConsumerDescription"_s)
        .toObject();
}

qint64 statistic(const QJsonObject &description, const QString &name)
{
    return description.value(u"Statistics"_s).toObject().value(name).toInteger();
}

void advance(TestWorkspace &ws, qint64 byMs)
{
    auto &engine = ws.workspace().engine();
    setUp(u"advanceClock"_s, engine.advanceClock(engine.nowMs() + byMs));
}

QJsonArray projection(TestWorkspace &ws, const QString &table, const QString &name)
{
    return call(ws, u"ScanProjection"_s, {{u"TableName"_s, table}, {u"ConsumerName"_s, name}})
        .value(u"Items"_s)
        .toArray();
}

// Lesson 32: three orders of store s1, o2's total changed from 17 to 20, o3 deleted.
void writeOrders(TestWorkspace &ws)
{
    const QList<std::pair<QString, qint64>> orders{
        {u"ORDER#o1"_s, 42}, {u"ORDER#o2"_s, 17}, {u"ORDER#o3"_s, 99}};
    for (const auto &[sk, total] : orders) {
        QJsonObject item = key(u"STORE#s1"_s, sk);
        item.insert(u"type"_s, S(u"Order"_s));
        item.insert(u"total"_s, N(total));
        put(ws, u"p32"_s, item);
    }
    setAttribute(ws, u"p32"_s, key(u"STORE#s1"_s, u"ORDER#o2"_s), u"total"_s, N(20));
    remove(ws, u"p32"_s, key(u"STORE#s1"_s, u"ORDER#o3"_s));
}

QJsonObject aggregator(bool deduplicate, int redeliverEvery = 0)
{
    return {
        {u"TableName"_s, u"p32"_s},
        {u"ConsumerName"_s, u"totals"_s},
        {u"Type"_s, u"AGGREGATOR"_s},
        {u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, redeliverEvery}}},
        {u"Aggregator"_s,
         QJsonObject{{u"CountAttributeName"_s, u"orderCount"_s},
                     {u"Sums"_s, QJsonArray{QJsonObject{{u"SourceAttributeName"_s, u"total"_s},
                                                        {u"TargetAttributeName"_s, u"revenue"_s}}}},
                     {u"Deduplicate"_s, deduplicate}}}};
}

// Lesson 33's folder: three documents in FOLDER#work on GSI1.
void writeDocuments(TestWorkspace &ws)
{
    const QList<std::pair<QString, QString>> docs{
        {u"DOC#d1"_s, u"Q3 plan"_s}, {u"DOC#d2"_s, u"Old draft"_s}, {u"DOC#d3"_s, u"Budget"_s}};
    for (const auto &[pk, title] : docs) {
        QJsonObject item = key(pk, u"META"_s);
        item.insert(u"title"_s, S(title));
        item.insert(u"GSI1PK"_s, S(u"FOLDER#work"_s));
        item.insert(u"GSI1SK"_s, S(pk));
        put(ws, u"p33"_s, item);
    }
}

QStringList folder(TestWorkspace &ws)
{
    const QJsonObject result =
        call(ws, u"Query"_s,
             {{u"TableName"_s, u"p33"_s},
              {u"IndexName"_s, u"GSI1"_s},
              {u"KeyConditionExpression"_s, u"GSI1PK = :f"_s},
              {u"ExpressionAttributeValues"_s, QJsonObject{{u":f"_s, S(u"FOLDER#work"_s)}}}});
    QStringList titles;
    for (const auto &item : result.value(u"Items"_s).toArray())
        titles << item.toObject().value(u"title"_s).toObject().value(u"S"_s).toString();
    return titles;
}

QJsonObject archived(TestWorkspace &ws, const QString &objectKey)
{
    return call(ws, u"GetArchiveObject"_s, {{u"Key"_s, objectKey}});
}

QString tag(const QJsonObject &object, const QString &name)
{
    for (const auto &entry : object.value(u"TagSet"_s).toArray())
        if (entry.toObject().value(u"Key"_s).toString() == name)
            return entry.toObject().value(u"Value"_s).toString();
    return {};
}

// Lesson 33's archiver: the seed's object names, archive/<PK>.json (its documents differ by PK).
void archiver(TestWorkspace &ws, bool onlyTtl = false)
{
    createConsumer(ws, {{u"TableName"_s, u"p33"_s},
                        {u"ConsumerName"_s, u"archive"_s},
                        {u"Type"_s, u"ARCHIVER"_s},
                        {u"Archiver"_s, QJsonObject{{u"OnlyTimeToLiveDeletes"_s, onlyTtl},
                                                    {u"ObjectKeyTemplate"_s, u"{hash}.json"_s}}}});
}

// The keys of the archive bucket's objects, in order.
QStringList archivedKeys(TestWorkspace &ws)
{
    QStringList keys;
    for (const auto &object : call(ws, u"ListArchiveObjects"_s, {}).value(u"Contents"_s).toArray())
        keys << object.toObject().value(u"Key"_s).toString();
    return keys;
}

// p33 with TTL on expiresAt (settled), an instant sweeper, the folder written and an archiver.
void lesson33(TestWorkspace &ws, bool onlyTtl = false)
{
    auto &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    SweeperSettings instant;
    instant.preset = SweeperSettings::Preset::Instant;
    QVERIFY(engine.setSweeper(instant));
    createTable(ws, u"p33"_s);
    QVERIFY(engine.updateTimeToLive(u"p33"_s, true, u"expiresAt"_s));
    advance(ws, 3600 * kSecond); // TTL settles
    writeDocuments(ws);
    archiver(ws, onlyTtl);
}

} // namespace

class TestConsumers : public QObject
{
    Q_OBJECT

private slots:
    // Lesson 31: PutItem, UpdateItem, DeleteItem; the projector's index follows each and ends
    // empty.
    void theProjectorReplaysTheStreamIntoASearchIndex()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p31"_s);
        createConsumer(ws, {{u"TableName"_s, u"p31"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s},
                            {u"Projector"_s,
                             QJsonObject{{u"AttributesToProject"_s, QJsonArray{u"status"_s}}}}});
        const QJsonObject order = key(u"ORDER#o1"_s, u"META"_s);
        QJsonObject item = order;
        item.insert(u"status"_s, S(u"PLACED"_s));
        item.insert(u"total"_s, N(42));
        put(ws, u"p31"_s, item);
        advance(ws, kSecond);
        QJsonArray index = projection(ws, u"p31"_s, u"search"_s);
        QCOMPARE(index.size(), 1);
        QJsonObject expected = order;
        expected.insert(u"status"_s, S(u"PLACED"_s)); // total is not projected
        QCOMPARE(index.at(0).toObject(), expected);

        setAttribute(ws, u"p31"_s, order, u"status"_s, S(u"SHIPPED"_s));
        advance(ws, kSecond);
        index = projection(ws, u"p31"_s, u"search"_s);
        QCOMPARE(index.at(0).toObject().value(u"status"_s).toObject(), S(u"SHIPPED"_s));

        remove(ws, u"p31"_s, order);
        advance(ws, kSecond);
        QCOMPARE(projection(ws, u"p31"_s, u"search"_s).size(), 0);
        const QJsonObject consumer = describe(ws, u"p31"_s, u"search"_s);
        QCOMPARE(statistic(consumer, u"RecordsProcessed"_s), 3);
        QCOMPARE(statistic(consumer, u"Batches"_s), 3);
        QCOMPARE(consumer.value(u"State"_s).toString(), u"ENABLED"_s);
        QCOMPARE(consumer.value(u"LastPollMillis"_s).toInteger(), kT0 + 3 * kSecond);

        // The three records, in order, with the status before and after.
        auto records = ws.workspace().engine().readStream(u"p31"_s, 0, 100);
        QVERIFY(records);
        QCOMPARE(records->size(), 3);
        QCOMPARE(records->at(0).event, StreamEvent::Insert);
        QCOMPARE(records->at(1).event, StreamEvent::Modify);
        QCOMPARE(records->at(1).oldImage->at(u"status"_s).asString(), u"PLACED"_s);
        QCOMPARE(records->at(1).newImage->at(u"status"_s).asString(), u"SHIPPED"_s);
        QCOMPARE(records->at(2).event, StreamEvent::Remove);
        QCOMPARE(consumer.value(u"Checkpoint"_s).toObject().value(u"SequenceNumber"_s).toString(),
                 sequenceNumberText(records->at(2).seq));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // A consumer sees a record PollDelayMillis after it was made, and takes BatchSize per poll.
    void pollsFollowTheSimClock()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p31"_s);
        QJsonObject request{{u"TableName"_s, u"p31"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s},
                            {u"BatchSize"_s, 2},
                            {u"PollDelayMillis"_s, 5000}};
        createConsumer(ws, request);
        for (int i = 1; i <= 5; ++i)
            put(ws, u"p31"_s, key(u"ORDER#o"_s + QString::number(i), u"META"_s));
        advance(ws, 4999);
        QCOMPARE(projection(ws, u"p31"_s, u"search"_s).size(), 0);
        advance(ws, 1);
        QCOMPARE(projection(ws, u"p31"_s, u"search"_s).size(), 2);
        advance(ws, 5000);
        QCOMPARE(projection(ws, u"p31"_s, u"search"_s).size(), 4);
        advance(ws, 60'000);
        QCOMPARE(projection(ws, u"p31"_s, u"search"_s).size(), 5);
        const QJsonObject consumer = describe(ws, u"p31"_s, u"search"_s);
        QCOMPARE(statistic(consumer, u"Batches"_s), 3);
        QCOMPARE(consumer.value(u"LastPollMillis"_s).toInteger(), kT0 + 15'000);
    }

    // Lesson 32: orderCount 2 and revenue 62, equal to recomputing from the orders; the
    // aggregator's own writes to the stats item are on the stream and skipped.
    void theAggregatorKeepsTheTotals()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p32"_s);
        createConsumer(ws, aggregator(false));
        writeOrders(ws);
        advance(ws, 10 * kSecond);

        QJsonObject expected = key(u"STORE#s1"_s, u"STATS"_s);
        expected.insert(u"orderCount"_s, N(2));
        expected.insert(u"revenue"_s, N(62));
        QCOMPARE(getItem(ws, u"p32"_s, key(u"STORE#s1"_s, u"STATS"_s)), expected);

        const QJsonObject orders =
            call(ws, u"Query"_s,
                 {{u"TableName"_s, u"p32"_s},
                  {u"KeyConditionExpression"_s, u"PK = :s AND begins_with(SK, :o)"_s},
                  {u"ExpressionAttributeValues"_s,
                   QJsonObject{{u":s"_s, S(u"STORE#s1"_s)}, {u":o"_s, S(u"ORDER#"_s)}}}});
        qint64 revenue = 0;
        for (const auto &order : orders.value(u"Items"_s).toArray())
            revenue +=
                order.toObject().value(u"total"_s).toObject().value(u"N"_s).toString().toLongLong();
        QCOMPARE(orders.value(u"Count"_s).toInteger(), 2);
        QCOMPARE(revenue, 62);

        const QJsonObject consumer = describe(ws, u"p32"_s, u"totals"_s);
        QCOMPARE(statistic(consumer, u"RecordsProcessed"_s), 5);
        // One INSERT and four MODIFYs of STORE#s1/STATS, made by the consumer.
        QCOMPARE(statistic(consumer, u"RecordsSkipped"_s), 5);
        auto history = ws.workspace().engine().itemHistory(
            u"p32"_s, Item{{u"PK"_s, AttributeValue::string(u"STORE#s1"_s)},
                           {u"SK"_s, AttributeValue::string(u"STATS"_s)}});
        QVERIFY(history);
        QCOMPARE(history->size(), 5);
        for (const Change &change : std::as_const(*history))
            QCOMPARE(change.origin, Origin::Consumer);
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // The at-least-once fault delivers every batch twice: the totals drift without
    // de-duplication and stay exact with it.
    void aRedeliveredBatchDriftsUnlessDeduplicated_data()
    {
        QTest::addColumn<bool>("deduplicate");
        QTest::addColumn<qint64>("orderCount");
        QTest::addColumn<qint64>("revenue");
        QTest::addColumn<qint64>("duplicates");
        QTest::newRow("at least once") << false << qint64(4) << qint64(124) << qint64(0);
        QTest::newRow("deduplicated") << true << qint64(2) << qint64(62) << qint64(5);
    }
    void aRedeliveredBatchDriftsUnlessDeduplicated()
    {
        QFETCH(bool, deduplicate);
        QFETCH(qint64, orderCount);
        QFETCH(qint64, revenue);
        QFETCH(qint64, duplicates);
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p32"_s);
        createConsumer(ws, aggregator(deduplicate, 1));
        writeOrders(ws);
        advance(ws, 10 * kSecond);
        const QJsonObject stats = getItem(ws, u"p32"_s, key(u"STORE#s1"_s, u"STATS"_s));
        QCOMPARE(stats.value(u"orderCount"_s).toObject(), N(orderCount));
        QCOMPARE(stats.value(u"revenue"_s).toObject(), N(revenue));
        QCOMPARE(stats.contains(u"lastSequenceNumber"_s), deduplicate);
        const QJsonObject consumer = describe(ws, u"p32"_s, u"totals"_s);
        QCOMPARE(statistic(consumer, u"DuplicatesSkipped"_s), duplicates);
        QVERIFY(statistic(consumer, u"Redeliveries"_s) >= 1);
        QCOMPARE(consumer.value(u"RedeliveryPending"_s).toBool(), false);
    }

    // A watcher hears of each record a consumer processed, once its batch has committed, with
    // what the consumer did: here the aggregator's UpdateItem and what it added. The stats
    // item's own records are skipped, so nobody hears of them.
    void theWatcherHearsEachProcessedRecord()
    {
        TestWorkspace ws;
        auto &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        createTable(ws, u"p32"_s);
        createConsumer(ws, aggregator(false));
        writeOrders(ws);
        QList<ConsumerActivity> heard;
        engine.setConsumerWatcher([&](const ConsumerActivity &activity) { heard << activity; });
        advance(ws, 10 * kSecond);
        engine.setConsumerWatcher({});
        QCOMPARE(heard.size(), 5);
        const ConsumerActivity &modify = heard.at(3);
        QCOMPARE(modify.consumerName, u"totals"_s);
        QCOMPARE(modify.kind, ConsumerKind::Aggregator);
        QCOMPARE(modify.atMs, kT0 + kSecond);
        QCOMPARE(modify.record.event, StreamEvent::Modify);
        QCOMPARE(modify.deltas,
                 (QList<std::pair<QString, Number>>{{u"orderCount"_s, Number::fromInt64(0)},
                                                    {u"revenue"_s, Number::fromInt64(3)}}));
        QCOMPARE(modify.updateItem.value(u"UpdateExpression"_s).toString(),
                 u"ADD #c :c, #s0 :s0"_s);
        QCOMPARE(modify.updateItem.value(u"Key"_s).toObject(), key(u"STORE#s1"_s, u"STATS"_s));
        QCOMPARE(heard.at(4).record.event, StreamEvent::Remove);
    }

    // Lambda's FilterCriteria: only the records that match reach the consumer.
    void theFilterLetsOnlyMatchingRecordsThrough()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p31"_s);
        const QString pattern = u"{\"dynamodb\":{\"NewImage\":{\"type\":{\"S\":[\"Order\"]}}}}"_s;
        createConsumer(
            ws, {{u"TableName"_s, u"p31"_s},
                 {u"ConsumerName"_s, u"orders"_s},
                 {u"Type"_s, u"PROJECTOR"_s},
                 {u"FilterCriteria"_s,
                  QJsonObject{{u"Filters"_s, QJsonArray{QJsonObject{{u"Pattern"_s, pattern}}}}}}});
        QJsonObject order = key(u"ORDER#o1"_s, u"META"_s);
        order.insert(u"type"_s, S(u"Order"_s));
        QJsonObject customer = key(u"CUSTOMER#c1"_s, u"META"_s);
        customer.insert(u"type"_s, S(u"Customer"_s));
        put(ws, u"p31"_s, order);
        put(ws, u"p31"_s, customer);
        advance(ws, kSecond);
        const QJsonArray index = projection(ws, u"p31"_s, u"orders"_s);
        QCOMPARE(index.size(), 1);
        QCOMPARE(index.at(0).toObject(), order);
        const QJsonObject consumer = describe(ws, u"p31"_s, u"orders"_s);
        QCOMPARE(statistic(consumer, u"RecordsFiltered"_s), 1);
        QCOMPARE(consumer.value(u"FilterCriteria"_s)
                     .toObject()
                     .value(u"Filters"_s)
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"Pattern"_s)
                     .toString(),
                 pattern);
    }

    // Lesson 33: the soft-deleted d2 leaves the GSI at once and stays readable; a user's DeleteItem
    // archives it with deleted-by-ttl false, the sweeper's delete of d3 with true.
    void softDeletedItemsAreArchivedWhenRemoved()
    {
        TestWorkspace ws;
        lesson33(ws);
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Old draft"_s, u"Budget"_s}));
        const qint64 deletedAt = ws.workspace().engine().nowMs() / 1000;
        for (const auto &doc : {u"DOC#d2"_s, u"DOC#d3"_s})
            call(ws, u"SoftDeleteItem"_s,
                 {{u"TableName"_s, u"p33"_s}, {u"Key"_s, key(doc, u"META"_s)}});
        QCOMPARE(folder(ws), QStringList{u"Q3 plan"_s});
        QJsonObject d2 = key(u"DOC#d2"_s, u"META"_s);
        d2.insert(u"title"_s, S(u"Old draft"_s));
        d2.insert(u"deletedAt"_s, N(deletedAt));
        d2.insert(u"expiresAt"_s, N(deletedAt + 30 * 24 * 3600));
        QCOMPARE(getItem(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s)), d2);

        remove(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s));
        advance(ws, kSecond);
        QJsonObject object = archived(ws, u"archive/DOC#d2.json"_s);
        QCOMPARE(QJsonDocument::fromJson(object.value(u"Body"_s).toString().toUtf8()).object(), d2);
        QCOMPARE(tag(object, u"deleted-by-ttl"_s), u"false"_s);
        QCOMPARE(object.value(u"ContentType"_s).toString(), u"application/json"_s);
        QVERIFY(!ws.call(u"GetArchiveObject"_s, QJsonObject{{u"Key"_s, u"archive/DOC#d3.json"_s}}));

        advance(ws, 30 * kDay + kSecond); // d3's expiresAt passes: the sweeper deletes it
        QVERIFY(getItem(ws, u"p33"_s, key(u"DOC#d3"_s, u"META"_s)).isEmpty());
        object = archived(ws, u"archive/DOC#d3.json"_s);
        QCOMPARE(tag(object, u"deleted-by-ttl"_s), u"true"_s);
        const QJsonObject body =
            QJsonDocument::fromJson(object.value(u"Body"_s).toString().toUtf8()).object();
        QCOMPARE(body.value(u"title"_s).toObject(), S(u"Budget"_s));
        const QJsonObject listed =
            call(ws, u"ListArchiveObjects"_s, {{u"Prefix"_s, u"archive/"_s}});
        QCOMPARE(listed.value(u"KeyCount"_s).toInt(), 2);

        // The timeline's lifetimes: created, deleted (by whom), archived a poll later.
        const QJsonArray lifetimes = call(ws, u"ListLifetimes"_s, {{u"TableName"_s, u"p33"_s}})
                                         .value(u"Lifetimes"_s)
                                         .toArray();
        QCOMPARE(lifetimes.size(), 3);
        for (const auto &entry : lifetimes) {
            const QJsonObject life = entry.toObject();
            const QString pk =
                life.value(u"Key"_s).toObject().value(u"PK"_s).toObject().value(u"S"_s).toString();
            if (pk == u"DOC#d1"_s) {
                QVERIFY(!life.contains(u"DeletedMillis"_s));
                QCOMPARE(life.value(u"NeverExpires"_s).toString(), u"NO_ATTRIBUTE"_s);
                continue;
            }
            QCOMPARE(life.value(u"DeletedBy"_s).toString(),
                     pk == u"DOC#d2"_s ? u"user"_s : u"ttl"_s);
            QCOMPARE(life.value(u"ArchivedMillis"_s).toInteger(),
                     life.value(u"DeletedMillis"_s).toInteger() + kSecond); // the poll delay
        }
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // OnlyTimeToLiveDeletes: a user's delete is not archived, the sweeper's is.
    void anArchiverCanKeepOnlyTtlDeletes()
    {
        TestWorkspace ws;
        lesson33(ws, true);
        call(ws, u"SoftDeleteItem"_s,
             {{u"TableName"_s, u"p33"_s}, {u"Key"_s, key(u"DOC#d3"_s, u"META"_s)}});
        remove(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s));
        advance(ws, 31 * kDay);
        QVERIFY(!ws.call(u"GetArchiveObject"_s, QJsonObject{{u"Key"_s, u"archive/DOC#d2.json"_s}}));
        QCOMPARE(tag(archived(ws, u"archive/DOC#d3.json"_s), u"deleted-by-ttl"_s), u"true"_s);
        QCOMPARE(statistic(describe(ws, u"p33"_s, u"archive"_s), u"RecordsFiltered"_s), 1);
    }

    // Rewind puts back the bucket, the checkpoints and the projections; running forward again
    // gives the same state.
    void rewindPutsBackWhatConsumersDid()
    {
        TestWorkspace ws;
        lesson33(ws);
        createConsumer(ws, {{u"TableName"_s, u"p33"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s}});
        advance(ws, kSecond);
        auto &engine = ws.workspace().engine();
        const qint64 before = engine.nowMs();
        const QJsonObject archiveBefore = describe(ws, u"p33"_s, u"archive"_s);
        QCOMPARE(projection(ws, u"p33"_s, u"search"_s).size(), 3);

        remove(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s));
        advance(ws, kSecond);
        QVERIFY(ws.call(u"GetArchiveObject"_s, QJsonObject{{u"Key"_s, u"archive/DOC#d2.json"_s}}));
        QCOMPARE(projection(ws, u"p33"_s, u"search"_s).size(), 2);

        QVERIFY(engine.rewind(before));
        QVERIFY(!ws.call(u"GetArchiveObject"_s, QJsonObject{{u"Key"_s, u"archive/DOC#d2.json"_s}}));
        QCOMPARE(projection(ws, u"p33"_s, u"search"_s).size(), 3);
        QCOMPARE(describe(ws, u"p33"_s, u"archive"_s), archiveBefore);
        QCOMPARE(engine.verify(), QStringList());

        remove(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s));
        advance(ws, kSecond);
        QCOMPARE(tag(archived(ws, u"archive/DOC#d2.json"_s), u"deleted-by-ttl"_s), u"false"_s);
        QCOMPARE(projection(ws, u"p33"_s, u"search"_s).size(), 2);
    }

    // Consumers, the sweeper and the bucket run in time order: one move of the clock or many
    // small ones leave the same bytes.
    void oneStepOrManyGiveTheSameWorkspace()
    {
        QByteArray dumps[2];
        for (int run = 0; run < 2; ++run) {
            TestWorkspace ws;
            lesson33(ws);
            call(ws, u"PutArchiveLifecycleConfiguration"_s,
                 {{u"LifecycleConfiguration"_s,
                   json(R"({"Rules":[{"ID":"cold","Status":"Enabled","Filter":{"Prefix":"archive/"},
                        "Expiration":{"Days":10}}]})")}});
            call(ws, u"SoftDeleteItem"_s,
                 {{u"TableName"_s, u"p33"_s}, {u"Key"_s, key(u"DOC#d3"_s, u"META"_s)}});
            remove(ws, u"p33"_s, key(u"DOC#d2"_s, u"META"_s));
            if (run == 0) {
                advance(ws, 45 * kDay);
            } else {
                for (int step = 0; step < 45 * 24; ++step)
                    advance(ws, 3600 * kSecond);
            }
            // Both archived objects have expired by now (10 days, S3's midnight rounding).
            QCOMPARE(call(ws, u"ListArchiveObjects"_s, {}).value(u"KeyCount"_s).toInt(), 0);
            QCOMPARE(ws.workspace().engine().verify(), QStringList());
            const QString dir = ws.path();
            ws.close();
            dumps[run] = dumpWorkspace(dir);
        }
        QCOMPARE(dumps[0], dumps[1]);
    }

    // Items that share a partition key, deleted: by default each keeps its own object; a
    // template keys them as it says, and one without the sort key lets them overwrite each other.
    void archivedObjectsFollowTheKeyTemplate_data()
    {
        QTest::addColumn<QJsonObject>("archiver"); // the Archiver member; empty: none
        QTest::addColumn<QStringList>("objects");
        QTest::newRow("default: the whole key")
            << QJsonObject()
            << QStringList{u"archive/DOC#d1/META.json"_s, u"archive/DOC#d1/v2.json"_s,
                           u"archive/a%2Fb/c%25d.json"_s};
        QTest::newRow("the partition key only, as lesson 33")
            << QJsonObject{{u"ObjectKeyTemplate"_s, u"{hash}.json"_s}}
            << QStringList{u"archive/DOC#d1.json"_s, u"archive/a/b.json"_s};
        QTest::newRow("both keys, as they are")
            << QJsonObject{{u"Prefix"_s, u"gone/"_s},
                           {u"ObjectKeyTemplate"_s, u"{hash}--{range}.json"_s}}
            << QStringList{u"gone/DOC#d1--META.json"_s, u"gone/DOC#d1--v2.json"_s,
                           u"gone/a/b--c%d.json"_s};
    }
    void archivedObjectsFollowTheKeyTemplate()
    {
        QFETCH(QJsonObject, archiver);
        QFETCH(QStringList, objects);
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"docs"_s);
        QJsonObject request{{u"TableName"_s, u"docs"_s},
                            {u"ConsumerName"_s, u"archive"_s},
                            {u"Type"_s, u"ARCHIVER"_s}};
        if (!archiver.isEmpty())
            request.insert(u"Archiver"_s, archiver);
        createConsumer(ws, request);
        for (const QJsonObject &item :
             {key(u"DOC#d1"_s, u"META"_s), key(u"DOC#d1"_s, u"v2"_s), key(u"a/b"_s, u"c%d"_s)}) {
            put(ws, u"docs"_s, item);
            remove(ws, u"docs"_s, item);
        }
        advance(ws, kSecond);
        QCOMPARE(archivedKeys(ws), objects);
        // What the timeline reads: every deleted lifetime is found archived.
        const Result<QList<Lifetime>> lifetimes = ws.workspace().engine().lifetimes(u"docs"_s);
        QVERIFY(lifetimes);
        for (const Lifetime &life : *lifetimes)
            QVERIFY(life.archivedMs);
    }

    // An archiver stored before templates existed goes on naming its objects as it did; one
    // stored since keeps its template, the default included.
    void storedArchiversKeepTheirKeys_data()
    {
        QTest::addColumn<QJsonObject>("stored"); // the Archiver member of the stored description
        QTest::addColumn<QString>("keyTemplate");
        QTest::newRow("before templates")
            << QJsonObject{{u"Prefix"_s, u"archive/"_s}, {u"OnlyTimeToLiveDeletes"_s, false}}
            << u"{hash}.json"_s;
        QTest::newRow("before templates, no settings at all") << QJsonObject() << u"{hash}.json"_s;
        QTest::newRow("the default")
            << QJsonObject{{u"Prefix"_s, u"archive/"_s}, {u"ObjectKeyTemplate"_s, u"{key}.json"_s}}
            << u"{key}.json"_s;
        QTest::newRow("a template")
            << QJsonObject{{u"ObjectKeyTemplate"_s, u"{hash}/{range}"_s}} << u"{hash}/{range}"_s;
    }
    void storedArchiversKeepTheirKeys()
    {
        QFETCH(QJsonObject, stored);
        QFETCH(QString, keyTemplate);
        QJsonObject description{{u"ConsumerName"_s, u"archive"_s},
                                {u"TableName"_s, u"docs"_s},
                                {u"Type"_s, u"ARCHIVER"_s},
                                {u"State"_s, u"ENABLED"_s}};
        if (!stored.isEmpty())
            description.insert(u"Archiver"_s, stored);
        const std::optional<Consumer> read = consumerFromJson(description);
        QVERIFY(read);
        QCOMPARE(read->settings.objectKeyTemplate, keyTemplate);
        const std::optional<Consumer> again = consumerFromJson(consumerToJson(*read, {}));
        QVERIFY(again);
        QCOMPARE(again->settings.objectKeyTemplate, keyTemplate);
    }

    void badRequestsAreRefused_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("no stream")
            << u"{\"TableName\":\"plain\",\"ConsumerName\":\"c\",\"Type\":\"PROJECTOR\"}"_s
            << u"ValidationException"_s
            << u"Table plain has no stream enabled: a consumer reads the table's stream"_s;
        QTest::newRow("keys only")
            << u"{\"TableName\":\"keys\",\"ConsumerName\":\"c\",\"Type\":\"ARCHIVER\"}"_s
            << u"ValidationException"_s
            << u"A ARCHIVER consumer needs a stream with old images; the stream of table keys has "
               u"KEYS_ONLY"_s;
        QTest::newRow("unknown table")
            << u"{\"TableName\":\"nope\",\"ConsumerName\":\"c\",\"Type\":\"PROJECTOR\"}"_s
            << u"ResourceNotFoundException"_s
            << u"Requested resource not found: Table: nope not found"_s;
        QTest::newRow("type")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"INDEXER\"}"_s
            << u"ValidationException"_s
            << u"1 validation error detected: Value 'INDEXER' at 'type' failed to satisfy "
               u"constraint: Member must satisfy enum value set: [PROJECTOR, AGGREGATOR, ARCHIVER]"_s;
        QTest::newRow("batch size")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"PROJECTOR\",\"BatchSize\":0}"_s
            << u"ValidationException"_s
            << u"1 validation error detected: Value '0' at 'batchSize' failed to satisfy "
               u"constraint: Member must have value greater than or equal to 1"_s;
        QTest::newRow("name")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"a b\",\"Type\":\"PROJECTOR\"}"_s
            << u"ValidationException"_s
            << u"1 validation error detected: Value 'a b' at 'consumerName' failed to satisfy "
               u"constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"_s;
        QTest::newRow("settings of another type")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"PROJECTOR\","
               u"\"Archiver\":{}}"_s
            << u"ValidationException"_s
            << u"Archiver settings are only for consumers of Type ARCHIVER"_s;
        QTest::newRow("an object key template without a key")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"ARCHIVER\","
               u"\"Archiver\":{\"ObjectKeyTemplate\":\"all.json\"}}"_s
            << u"ValidationException"_s
            << u"Archiver.ObjectKeyTemplate must contain {key} or {hash}"_s;
        QTest::newRow("key attribute")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"AGGREGATOR\","
               u"\"Aggregator\":{\"CountAttributeName\":\"SK\"}}"_s
            << u"ValidationException"_s << u"The aggregator cannot write the key attribute SK"_s;
        QTest::newRow("exists")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"search\",\"Type\":\"PROJECTOR\"}"_s
            << u"ResourceInUseException"_s << u"Consumer search already exists on table p31"_s;
        QTest::newRow("unknown member")
            << u"{\"TableName\":\"p31\",\"ConsumerName\":\"c\",\"Type\":\"PROJECTOR\","
               u"\"Color\":\"red\"}"_s
            << u"ValidationException"_s << QString();
    }
    void badRequestsAreRefused()
    {
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        TestWorkspace ws;
        createTable(ws, u"p31"_s);
        createTable(ws, u"keys"_s, u"KEYS_ONLY"_s);
        ws.ok(u"CreateTable"_s, R"({"TableName":"plain","BillingMode":"PAY_PER_REQUEST",
            "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"}]})");
        createConsumer(ws, {{u"TableName"_s, u"p31"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s}});
        const QJsonObject before = call(ws, u"ListConsumers"_s, {});
        auto result =
            ws.call(u"CreateConsumer"_s, QJsonDocument::fromJson(request.toUtf8()).object());
        QVERIFY(!result);
        QCOMPARE(result.error().typeName(), type);
        if (!message.isEmpty())
            QCOMPARE(result.error().message, message);
        QCOMPARE(call(ws, u"ListConsumers"_s, {}), before);
    }

    // A record the aggregator cannot add up stops it (FAILED, checkpoint before the record);
    // enabling it again retries from there.
    void aFailingRecordStopsTheConsumerUntilEnabled()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p32"_s);
        QJsonObject stats = key(u"STORE#s1"_s, u"STATS"_s);
        stats.insert(u"revenue"_s, S(u"not a number"_s));
        put(ws, u"p32"_s, stats);
        createConsumer(ws, aggregator(false));
        writeOrders(ws);
        advance(ws, 10 * kSecond);
        QJsonObject consumer = describe(ws, u"p32"_s, u"totals"_s);
        QCOMPARE(consumer.value(u"State"_s).toString(), u"FAILED"_s);
        QVERIFY2(consumer.value(u"LastError"_s).toString().startsWith(u"ValidationException: "_s),
                 qPrintable(consumer.value(u"LastError"_s).toString()));
        QCOMPARE(statistic(consumer, u"RecordsProcessed"_s), 0);
        QCOMPARE(statistic(consumer, u"RecordsSkipped"_s), 1); // the STATS item's own INSERT

        remove(ws, u"p32"_s, key(u"STORE#s1"_s, u"STATS"_s));
        call(ws, u"UpdateConsumer"_s,
             {{u"TableName"_s, u"p32"_s}, {u"ConsumerName"_s, u"totals"_s}, {u"Enabled"_s, true}});
        advance(ws, 10 * kSecond);
        consumer = describe(ws, u"p32"_s, u"totals"_s);
        QCOMPARE(consumer.value(u"State"_s).toString(), u"ENABLED"_s);
        QVERIFY(!consumer.contains(u"LastError"_s));
        const QJsonObject totals = getItem(ws, u"p32"_s, key(u"STORE#s1"_s, u"STATS"_s));
        QCOMPARE(totals.value(u"orderCount"_s).toObject(), N(2));
        QCOMPARE(totals.value(u"revenue"_s).toObject(), N(62));
    }

    // verify finds a projected document without its projector and a checkpoint never given.
    void verifyFindsConsumersThatDisagree()
    {
        TestWorkspace ws;
        QVERIFY(ws.workspace().engine().setClock(kT0));
        createTable(ws, u"p31"_s);
        createConsumer(ws, {{u"TableName"_s, u"p31"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s}});
        put(ws, u"p31"_s, key(u"ORDER#o1"_s, u"META"_s));
        advance(ws, kSecond);
        const QString dir = ws.path();
        ws.close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            QVERIFY(env);
            auto txn = storage::Txn::beginWrite(*env);
            QVERIFY(txn);
            auto projections = storage::Dbi::open(*txn, "projections");
            auto consumers = storage::Dbi::open(*txn, "consumers");
            QVERIFY(projections && consumers);
            QVERIFY(storage::put(*txn, *projections, QByteArray("\0\0\0\1gone", 8).append('\0'),
                                 QByteArray()));
            auto cursor = storage::Cursor::open(*txn, *consumers);
            QVERIFY(cursor && cursor->first().value_or(false));
            const QByteArray consumerKey = cursor->key().toByteArray();
            QJsonObject description =
                QJsonDocument::fromJson(cursor->value().toByteArray()).object();
            description.insert(u"Checkpoint"_s,
                               QJsonObject{{u"SequenceNumber"_s, sequenceNumberText(999)}});
            *cursor = storage::Cursor();
            QVERIFY(storage::put(*txn, *consumers, consumerKey, compact(description)));
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        QCOMPARE((*reopened)->engine().verify(),
                 (QStringList{u"consumer search: its checkpoint "_s + sequenceNumberText(999) +
                                  u" was never given"_s,
                              u"projections: a document 00000001676f6e6500 has no projector"_s}));
    }

    // Deleting a table deletes its consumers; rewind brings them back with the table.
    void consumersGoWithTheirTable()
    {
        TestWorkspace ws;
        auto &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        createTable(ws, u"p31"_s);
        createConsumer(ws, {{u"TableName"_s, u"p31"_s},
                            {u"ConsumerName"_s, u"search"_s},
                            {u"Type"_s, u"PROJECTOR"_s},
                            {u"StartingPosition"_s, u"LATEST"_s}});
        advance(ws, kSecond);
        const qint64 before = engine.nowMs();
        advance(ws, kSecond);
        ws.ok(u"DeleteTable"_s, R"({"TableName":"p31"})");
        QCOMPARE(call(ws, u"ListConsumers"_s, {}).value(u"Consumers"_s).toArray().size(), 0);
        QVERIFY(engine.rewind(before));
        QCOMPARE(call(ws, u"ListConsumers"_s, {}).value(u"Consumers"_s).toArray().size(), 1);
        QCOMPARE(engine.verify(), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestConsumers)
#include "tst_consumers.moc"
