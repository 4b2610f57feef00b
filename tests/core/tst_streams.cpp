// Streams at engine level: each change of a table with a stream writes its
// record in the same transaction, with the images its view type keeps; a write that changes
// nothing writes none; TTL deletes carry the service's identity; records leave after 24 hours of
// sim time; rewind drops the records of the changes it undoes.
#include "engine/engine.h"
#include "storage/lmdb.h" // tampering with the stored records
#include "testworkspace.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000;

// p31-streams-cdc with a NEW_AND_OLD_IMAGES stream, the clock at kT0.
void createOrders(TestWorkspace &ws, const char *viewType = "NEW_AND_OLD_IMAGES")
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    QJsonObject table = json(R"({"TableName":"Orders","BillingMode":"PAY_PER_REQUEST",
        "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
        "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"}],
        "StreamSpecification":{"StreamEnabled":true}})");
    QJsonObject spec = table.value(u"StreamSpecification"_s).toObject();
    spec.insert(u"StreamViewType"_s, QString::fromLatin1(viewType));
    table.insert(u"StreamSpecification"_s, spec);
    QVERIFY(ws.call(u"CreateTable"_s, table));
}

void putOrder(TestWorkspace &ws, const char *status)
{
    QJsonObject item = json(R"({"PK":{"S":"ORDER-1"}})");
    item.insert(u"status"_s, QJsonObject{{u"S"_s, QString::fromLatin1(status)}});
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s}, {u"Item"_s, item}}));
}

QList<StreamRecord> records(TestWorkspace &ws)
{
    auto read = ws.workspace().engine().readStream(u"Orders"_s, 0, 1000);
    if (!setUp(u"readStream failed"_s, read))
        return {};
    return *read;
}

QString status(const std::optional<Item> &image)
{
    return image ? image->at(u"status"_s).asString() : QString();
}

} // namespace

class TestStreams : public QObject
{
    Q_OBJECT

private slots:
    // Lesson 31: write, update and delete an order; the stream says INSERT, MODIFY, REMOVE.
    void everyChangeHasItsRecordInOrder()
    {
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, "PLACED");
        // (moc misreads a raw string holding '#' and a quote, so this one is escaped)
        ws.ok(u"UpdateItem"_s, "{\"TableName\":\"Orders\",\"Key\":{\"PK\":{\"S\":\"ORDER-1\"}},"
                               "\"UpdateExpression\":\"SET #s = :s\","
                               "\"ExpressionAttributeNames\":{\"#s\":\"status\"},"
                               "\"ExpressionAttributeValues\":{\":s\":{\"S\":\"SHIPPED\"}}}");
        putOrder(ws, "SHIPPED"); // changes nothing: no record
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Orders","Key":{"PK":{"S":"ORDER-1"}}})");
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Orders","Key":{"PK":{"S":"ORDER-1"}}})");

        const QList<StreamRecord> r = records(ws);
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[0].event, StreamEvent::Insert);
        QCOMPARE(status(r[0].oldImage), QString());
        QCOMPARE(status(r[0].newImage), u"PLACED"_s);
        QCOMPARE(r[1].event, StreamEvent::Modify);
        QCOMPARE(status(r[1].oldImage), u"PLACED"_s);
        QCOMPARE(status(r[1].newImage), u"SHIPPED"_s);
        QCOMPARE(r[2].event, StreamEvent::Remove);
        QCOMPARE(status(r[2].oldImage), u"SHIPPED"_s);
        QCOMPARE(status(r[2].newImage), QString());
        QVERIFY(r[0].seq < r[1].seq && r[1].seq < r[2].seq);
        // The same changes, with the same sequence numbers, are in the item's history.
        auto history = ws.workspace().engine().itemHistory(
            u"Orders"_s, Item{{u"PK"_s, AttributeValue::string(u"ORDER-1"_s)}});
        QCOMPARE(history->size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(history->at(i).seq, r[i].seq);
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    void aKeysOnlyStreamKeepsNoImages()
    {
        TestWorkspace ws;
        createOrders(ws, "KEYS_ONLY");
        putOrder(ws, "PLACED");
        const QList<StreamRecord> r = records(ws);
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0].keys, (Item{{u"PK"_s, AttributeValue::string(u"ORDER-1"_s)}}));
        QVERIFY(!r[0].newImage && !r[0].oldImage);
    }

    void aTableWithoutAStreamWritesNone()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kUsersTable);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s));
        auto read = ws.workspace().engine().readStream(u"Users"_s, 0, 1000);
        QVERIFY(!read);
        QCOMPARE(read.error().message, u"Table Users has no stream"_s);
    }

    void aTtlDeleteIsTheServicesRemove()
    {
        TestWorkspace ws;
        createOrders(ws);
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.updateTimeToLive(u"Orders"_s, true, u"expiresAt"_s));
        QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        ws.ok(u"PutItem"_s, R"({"TableName":"Orders","Item":{"PK":{"S":"ORDER-1"},
            "expiresAt":{"N":"1792497000"}}})");
        QCOMPARE(engine.sweepNow().value_or(-1), 0); // not yet expired
        QCOMPARE(records(ws).size(), 1);
        QVERIFY(engine.advanceClock(kT0 + kHour));
        QCOMPARE(engine.sweepNow().value_or(-1), 1);
        const QList<StreamRecord> r = records(ws);
        QCOMPARE(r.size(), 2);
        QCOMPARE(r[1].event, StreamEvent::Remove);
        QCOMPARE(r[1].origin, Origin::Ttl);
        QCOMPARE(
            streamRecordToJson(r[1], StreamRecordForm::Api).value(u"userIdentity"_s).toObject(),
            json(R"({"PrincipalId":"dynamodb.amazonaws.com","Type":"Service"})"));
        QVERIFY(!streamRecordToJson(r[0], StreamRecordForm::Api).contains(u"userIdentity"_s));
    }

    void recordsLeaveAfter24HoursAndWithARewind()
    {
        TestWorkspace ws;
        createOrders(ws);
        Engine &engine = ws.workspace().engine();
        putOrder(ws, "PLACED");
        QVERIFY(engine.advanceClock(kT0 + 12 * kHour));
        putOrder(ws, "SHIPPED");
        const qint64 then = engine.nowMs();
        QVERIFY(engine.advanceClock(kT0 + 12 * kHour + 1000));
        putOrder(ws, "DELIVERED");
        QCOMPARE(records(ws).size(), 3);
        QVERIFY(engine.rewind(then));
        QCOMPARE(records(ws).size(), 2);
        QVERIFY(engine.advanceClock(kT0 + 24 * kHour - 1));
        QCOMPARE(records(ws).size(), 2);
        QVERIFY(engine.advanceClock(kT0 + 24 * kHour + 1));
        const QList<StreamRecord> r = records(ws);
        QCOMPARE(r.size(), 1);
        QCOMPARE(status(r[0].newImage), u"SHIPPED"_s);
        QCOMPARE(engine.verify(), QStringList());
    }

    void verifyFindsARecordMissingOrMadeUp_data()
    {
        QTest::addColumn<bool>("dropOne");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a change without its record") << true << u"has no record"_s;
        QTest::newRow("a record of no change") << false << u"matches no change"_s;
    }
    void verifyFindsARecordMissingOrMadeUp()
    {
        QFETCH(bool, dropOne);
        QFETCH(QString, problem);
        TestWorkspace ws;
        createOrders(ws);
        putOrder(ws, "PLACED");
        putOrder(ws, "SHIPPED");
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
        const QString dir = ws.path();
        ws.close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            auto txn = storage::Txn::beginWrite(*env);
            auto dbi = storage::Dbi::open(*txn, "streamRecords");
            auto cursor = storage::Cursor::open(*txn, *dbi);
            QVERIFY(*cursor->last());
            if (dropOne) {
                QVERIFY(cursor->erase());
            } else {
                // The last record again under a sequence number no change has.
                QByteArray key = cursor->key().toByteArray();
                const QByteArray value = cursor->value().toByteArray();
                key[key.size() - 1] = char(0x7F);
                *cursor = storage::Cursor();
                QVERIFY(storage::put(*txn, *dbi, key, value));
            }
            *cursor = storage::Cursor();
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        const QStringList problems = (*reopened)->engine().verify();
        QVERIFY2(problems.join(u'\n').contains(problem), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestStreams)
#include "tst_streams.moc"
