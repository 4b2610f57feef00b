// Stream records: their JSON as GetRecords returns it, sequence numbers, and
// the stream log's storage: round trip, paging by count and size, 24-hour trimming, rewind.
#include "check.h"
#include "engine/engine.h"
#include "engine/streamlog.h"
#include "model/attributejson.h"
#include "model/itemsize.h"
#include "streams/streamrecord.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

constexpr qint64 kT0 = 1'792'496'917'123;

// Table 7 with a stream of `view` labelled `labelMs`.
TableDefinition streamed(StreamViewType view, qint64 labelMs = kT0)
{
    TableDefinition table;
    table.name = u"Orders"_s;
    table.id = 7;
    table.key.hash = {u"PK"_s, AttributeValue::Type::S};
    table.stream = StreamSetting{true, view, labelMs};
    return table;
}

Item order(const QString &status)
{
    return {{u"PK"_s, AttributeValue::string(u"ORDER#1"_s)},
            {u"status"_s, AttributeValue::string(status)}};
}

// A bare LMDB environment with the stream records sub-database, as the engine opens it.
class Log
{
public:
    Log()
    {
        auto env = storage::Env::open(m_dir.path(), storage::EnvOptions{});
        QVERIFY(env);
        m_env = std::move(*env);
        auto txn = storage::Txn::beginWrite(m_env);
        m_records = *storage::Dbi::open(*txn, "streamRecords");
        QVERIFY(txn->commit());
    }
    template<class F> void write(F body)
    {
        auto txn = storage::Txn::beginWrite(m_env);
        QVERIFY(body(*txn));
        QVERIFY(txn->commit());
    }
    void append(const TableDefinition &table, qint64 seq, qint64 timeMs, Origin origin,
                const Item *oldItem, const Item *newItem)
    {
        write([&](storage::Txn &txn) {
            return streamlog::append(txn, m_records, table,
                                     StreamChange{seq, timeMs, origin, oldItem, newItem,
                                                  oldItem ? itemSize(*oldItem) : 0,
                                                  newItem ? itemSize(*newItem) : 0});
        });
    }
    QList<StreamRecord> read(qint64 afterSeq, int limit = 1000, qint64 maxBytes = 1 << 20,
                             qint64 labelMs = kT0)
    {
        auto txn = storage::Txn::beginRead(m_env);
        if (!test::setUp(u"cannot begin a read"_s, txn))
            return {};
        auto records = streamlog::read(*txn, m_records, 7, labelMs, afterSeq, limit, maxBytes);
        if (!test::setUp(u"streamlog::read failed"_s, records))
            return {};
        return *records;
    }
    QList<qint64> seqs(qint64 labelMs = kT0)
    {
        QList<qint64> out;
        for (const auto &r : read(0, 1000, 1 << 20, labelMs))
            out << r.seq;
        return out;
    }
    storage::Dbi m_records;

private:
    QTemporaryDir m_dir;
    storage::Env m_env;
};

} // namespace

class TestStreamLog : public QObject
{
    Q_OBJECT

private slots:
    void sequenceNumbersHave21DigitsAndSortAsTheChanges_data()
    {
        QTest::addColumn<qint64>("seq");
        QTest::addColumn<QString>("text");
        QTest::newRow("first") << qint64(1) << u"100000000000000000001"_s;
        QTest::newRow("later") << qint64(123456) << u"100000000000000123456"_s;
        QTest::newRow("largest") << qint64(99'999'999'999'999'999) << u"100099999999999999999"_s;
    }
    void sequenceNumbersHave21DigitsAndSortAsTheChanges()
    {
        QFETCH(qint64, seq);
        QFETCH(QString, text);
        QCOMPARE(sequenceNumberText(seq), text);
        QCOMPARE(parseSequenceNumber(text), seq);
        QVERIFY(sequenceNumberText(seq) < sequenceNumberText(seq + 1));
    }

    void foreignSequenceNumbersAreNotOurs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("short") << u"10000000000000000001"_s;
        QTest::newRow("another first digit") << u"200000000000000000001"_s;
        QTest::newRow("not digits") << u"10000000000000000000x"_s;
        QTest::newRow("sign") << u"1-0000000000000000001"_s;
        QTest::newRow("zero") << u"100000000000000000000"_s;
    }
    void foreignSequenceNumbersAreNotOurs()
    {
        QFETCH(QString, text);
        QCOMPARE(parseSequenceNumber(text), std::nullopt);
    }

    void recordsKeepTheImagesTheirViewTypeNames_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<bool>("hasOld");
        QTest::addColumn<bool>("hasNew");
        QTest::newRow("KEYS_ONLY") << int(StreamViewType::KeysOnly) << false << false;
        QTest::newRow("NEW_IMAGE") << int(StreamViewType::NewImage) << false << true;
        QTest::newRow("OLD_IMAGE") << int(StreamViewType::OldImage) << true << false;
        QTest::newRow("NEW_AND_OLD_IMAGES") << int(StreamViewType::NewAndOldImages) << true << true;
    }
    void recordsKeepTheImagesTheirViewTypeNames()
    {
        QFETCH(int, view);
        QFETCH(bool, hasOld);
        QFETCH(bool, hasNew);
        const Item placed = order(u"PLACED"_s), shipped = order(u"SHIPPED"_s);
        Log log;
        log.append(streamed(StreamViewType(view)), 5, kT0, Origin::User, &placed, &shipped);
        const StreamRecord r = log.read(0).value(0);
        QCOMPARE(r.event, StreamEvent::Modify);
        QCOMPARE(r.viewType, StreamViewType(view));
        QCOMPARE(r.keys, (Item{{u"PK"_s, AttributeValue::string(u"ORDER#1"_s)}}));
        QCOMPARE(bool(r.oldImage), hasOld);
        QCOMPARE(bool(r.newImage), hasNew);
        const QJsonObject json = streamRecordToJson(r, StreamRecordForm::Api);
        const QJsonObject dynamodb = json.value(u"dynamodb"_s).toObject();
        QCOMPARE(dynamodb.contains(u"OldImage"_s), hasOld);
        QCOMPARE(dynamodb.contains(u"NewImage"_s), hasNew);
        QCOMPARE(dynamodb.value(u"StreamViewType"_s).toString(),
                 QString::fromLatin1(QTest::currentDataTag()));
        // By DynamoDB's size formula: the keys (PK, ORDER#1: 2 + 7 bytes), plus each image kept
        // (the keys and status, PLACED: 9 + 6 + 6; SHIPPED: 9 + 6 + 7).
        QCOMPARE(dynamodb.value(u"SizeBytes"_s).toInt(), 9 + (hasOld ? 21 : 0) + (hasNew ? 22 : 0));
    }

    void aRecordsJsonIsDynamoDbs()
    {
        const Item placed = order(u"PLACED"_s);
        Log log;
        const TableDefinition table = streamed(StreamViewType::NewAndOldImages);
        log.append(table, 1, kT0, Origin::User, nullptr, &placed);
        log.append(table, 2, kT0, Origin::Ttl, &placed, nullptr);
        const QList<StreamRecord> records = log.read(0);
        const QJsonObject json = streamRecordToJson(records.value(0), StreamRecordForm::Api);
        QCOMPARE(json.value(u"eventName"_s).toString(), u"INSERT"_s);
        QCOMPARE(json.value(u"eventVersion"_s).toString(), u"1.1"_s);
        QCOMPARE(json.value(u"eventSource"_s).toString(), u"aws:dynamodb"_s);
        QCOMPARE(json.value(u"awsRegion"_s).toString(), u"us-east-1"_s);
        QCOMPARE(json.value(u"eventID"_s).toString().size(), 32);
        QVERIFY(!json.contains(u"userIdentity"_s));
        const QJsonObject dynamodb = json.value(u"dynamodb"_s).toObject();
        QCOMPARE(dynamodb.value(u"ApproximateCreationDateTime"_s).toDouble(), double(kT0 / 1000));
        QCOMPARE(dynamodb.value(u"SequenceNumber"_s).toString(), sequenceNumberText(1));
        QCOMPARE(dynamodb.value(u"Keys"_s).toObject(), json_(R"({"PK":{"S":"ORDER#1"}})"));
        QVERIFY(!dynamodb.contains(u"OldImage"_s));

        // GetRecords' wire shape (the SDKs' model "Identity": PrincipalId, Type) and Lambda's event
        // form, which FilterCriteria match: the same record but for userIdentity's casing.
        const QJsonObject sweptJson = streamRecordToJson(records.value(1), StreamRecordForm::Api);
        QCOMPARE(sweptJson.value(u"eventName"_s).toString(), u"REMOVE"_s);
        QCOMPARE(sweptJson.value(u"userIdentity"_s).toObject(),
                 json_(R"({"PrincipalId":"dynamodb.amazonaws.com","Type":"Service"})"));
        QVERIFY(sweptJson.value(u"eventID"_s) != json.value(u"eventID"_s));
        QJsonObject lambdaJson =
            streamRecordToJson(records.value(1), StreamRecordForm::LambdaEvent);
        QCOMPARE(lambdaJson.take(u"userIdentity"_s).toObject(),
                 json_(R"({"type":"Service","principalId":"dynamodb.amazonaws.com"})"));
        QJsonObject apiJson = sweptJson;
        apiJson.remove(u"userIdentity"_s);
        QCOMPARE(lambdaJson, apiJson);
        QCOMPARE(streamRecordToJson(records.value(0), StreamRecordForm::LambdaEvent), json);
    }

    void theLogKeepsRecordsAsWritten()
    {
        Log log;
        const Item placed = order(u"PLACED"_s), shipped = order(u"SHIPPED"_s);
        const TableDefinition table = streamed(StreamViewType::NewAndOldImages);
        log.append(table, 3, kT0, Origin::User, nullptr, &placed);
        log.append(table, 4, kT0 + 1, Origin::Consumer, &placed, &shipped);
        log.append(table, 9, kT0 + 2, Origin::Ttl, &shipped, nullptr);
        const QList<StreamRecord> read = log.read(0);
        QCOMPARE(read.size(), 3);
        const Item keys{{u"PK"_s, AttributeValue::string(u"ORDER#1"_s)}};
        const struct
        {
            qint64 seq, timeMs;
            StreamEvent event;
            Origin origin;
            std::optional<Item> oldImage, newImage;
        } expected[] = {
            {3, kT0, StreamEvent::Insert, Origin::User, std::nullopt, placed},
            {4, kT0 + 1, StreamEvent::Modify, Origin::Consumer, placed, shipped},
            {9, kT0 + 2, StreamEvent::Remove, Origin::Ttl, shipped, std::nullopt},
        };
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(read[i].seq, expected[i].seq);
            QCOMPARE(read[i].timeMs, expected[i].timeMs);
            QCOMPARE(read[i].event, expected[i].event);
            QCOMPARE(read[i].origin, expected[i].origin);
            QCOMPARE(read[i].keys, keys);
            QCOMPARE(read[i].oldImage, expected[i].oldImage);
            QCOMPARE(read[i].newImage, expected[i].newImage);
        }
        // After a sequence number, by count, by size (one record at least), another stream.
        QCOMPARE(log.read(3).size(), 2);
        QCOMPARE(log.read(4).first().seq, 9);
        QCOMPARE(log.read(0, 2).size(), 2);
        QCOMPARE(log.read(0, 1000, 1).size(), 1);
        QCOMPARE(log.read(0, 1000, read[0].sizeBytes + read[1].sizeBytes).size(), 2);
        QCOMPARE(log.read(0, 1000, 1 << 20, kT0 + 1).size(), 0);
    }

    void oldRecordsAreTrimmedAndRewindDropsNewOnes()
    {
        Log log;
        const Item placed = order(u"PLACED"_s);
        for (qint64 i = 1; i <= 6; ++i)
            for (qint64 label : {kT0, kT0 + 1})
                log.append(streamed(StreamViewType::KeysOnly, label), i * 2 + (label - kT0),
                           kT0 + i * 1000, Origin::User, nullptr, &placed);
        log.write(
            [&](storage::Txn &txn) { return streamlog::trim(txn, log.m_records, kT0 + 3000); });
        QCOMPARE(log.seqs(), (QList<qint64>{6, 8, 10, 12}));
        QCOMPARE(log.seqs(kT0 + 1), (QList<qint64>{7, 9, 11, 13}));
        log.write([&](storage::Txn &txn) {
            return streamlog::dropAfter(txn, log.m_records, kT0 + 4000);
        });
        QCOMPARE(log.seqs(), (QList<qint64>{6, 8}));
        QCOMPARE(log.seqs(kT0 + 1), (QList<qint64>{7, 9}));
    }

private:
    static QJsonObject json_(const char *text) { return QJsonDocument::fromJson(text).object(); }
};

QTEST_GUILESS_MAIN(TestStreamLog)
#include "tst_streamlog.moc"
