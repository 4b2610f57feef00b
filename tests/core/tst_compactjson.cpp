// Compact DynamoDB JSON written straight from typed values (core/model/compactjson.h,
// core/streams/streamrecordjson.h, core/api/lifetimejson.h): the same bytes Qt writes for the
// QJsonObject that itemToJson(), streamRecordToJson() and lifetimeToJson() build, for every
// attribute type, every escape, every kind of stream record and of lifetime.
#include "api/lifetimejson.h"
#include "model/attributejson.h"
#include "model/compactjson.h"
#include "streams/streamrecordjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

Q_DECLARE_METATYPE(lw::Item)
Q_DECLARE_METATYPE(lw::StreamRecord)
Q_DECLARE_METATYPE(lw::Lifetime)

namespace {

AttributeValue n(const char *text)
{
    return AttributeValue::number(*Number::parse(QString::fromLatin1(text)));
}

QByteArray byQt(const Item &item)
{
    return QJsonDocument(itemToJson(item)).toJson(QJsonDocument::Compact);
}

QByteArray direct(const Item &item)
{
    QByteArray out;
    json::appendItem(out, item);
    return out;
}

const Item kKeys{{u"PK"_s, AttributeValue::string(u"USER#alice"_s)}, {u"SK"_s, n("7")}};
const Item kImage{{u"PK"_s, AttributeValue::string(u"USER#alice"_s)},
                  {u"SK"_s, n("7")},
                  {u"note"_s, AttributeValue::string(u"caf\u00e9 \"quoted\"\n"_s)}};

} // namespace

class TestCompactJson : public QObject
{
    Q_OBJECT

private slots:
    void items_data()
    {
        QTest::addColumn<Item>("item");
        const auto row = [](const char *name, const Item &item) { QTest::newRow(name) << item; };
        row("empty", Item{});
        row("string", Item{{u"a"_s, AttributeValue::string(u"x"_s)}});
        row("empty string", Item{{u"a"_s, AttributeValue::string(QString())}});
        row("numbers", Item{{u"a"_s, n("-12.50")}, {u"b"_s, n("1E+30")}, {u"c"_s, n("0.0001")}});
        row("binary", Item{{u"a"_s, AttributeValue::binary(QByteArray("\x00\xff\x10", 3))}});
        row("bool and null", Item{{u"t"_s, AttributeValue::boolean(true)},
                                  {u"f"_s, AttributeValue::boolean(false)},
                                  {u"z"_s, AttributeValue::null()}});
        row("sets", Item{{u"ss"_s, AttributeValue::stringSet({u"b"_s, u"a\"b"_s})},
                         {u"ns"_s, AttributeValue::numberSet(
                                       {*Number::parse(u"3"), *Number::parse(u"-0.5")})},
                         {u"bs"_s, AttributeValue::binarySet({"ab", QByteArray(1, '\0')})}});
        row("nested",
            Item{{u"m"_s, AttributeValue::map(
                              Item{{u"l"_s, AttributeValue::list({n("1"), AttributeValue::null(),
                                                                  AttributeValue::map({})})},
                                   {u"s"_s, AttributeValue::string(u"in"_s)}})}});
        row("escapes",
            Item{{u"a"_s, AttributeValue::string(u"\" \\ / \b \f \n \r \t \x01 \x1f \x7f"_s)}});
        row("non-ASCII", Item{{u"a"_s, AttributeValue::string(u"caf\u00e9 \u20ac \U0001F600"_s)}});
        row("lone surrogates",
            Item{{u"a"_s, AttributeValue::string(QString(QChar(0xd800)) + u"x"_s + QChar(0xdc01) +
                                                 QChar(0xdbff))}});
        row("names in order", Item{{u"Z"_s, n("1")},
                                   {u"a"_s, n("2")},
                                   {u"\u00e9"_s, n("3")},
                                   {u"\U0001F600"_s, n("4")},
                                   {u"\uffff"_s, n("5")},
                                   {u"a \"q\""_s, n("6")}});
    }

    void items()
    {
        QFETCH(Item, item);
        QCOMPARE(direct(item), byQt(item));
    }

    void streamRecords_data()
    {
        QTest::addColumn<StreamRecord>("record");
        StreamRecord insert;
        insert.seq = 42;
        insert.timeMs = 1'792'496'917'261;
        insert.event = StreamEvent::Insert;
        insert.viewType = StreamViewType::NewImage;
        insert.keys = kKeys;
        insert.newImage = kImage;
        insert.sizeBytes = 57;
        QTest::newRow("insert") << insert;

        StreamRecord modify = insert;
        modify.event = StreamEvent::Modify;
        modify.viewType = StreamViewType::NewAndOldImages;
        modify.oldImage = kKeys;
        QTest::newRow("modify, both images") << modify;

        StreamRecord ttl = insert;
        ttl.seq = 123'456'789;
        ttl.event = StreamEvent::Remove;
        ttl.origin = Origin::Ttl;
        ttl.viewType = StreamViewType::OldImage;
        ttl.newImage.reset();
        ttl.oldImage = kImage;
        QTest::newRow("TTL delete") << ttl;

        StreamRecord keysOnly = insert;
        keysOnly.viewType = StreamViewType::KeysOnly;
        keysOnly.newImage.reset();
        keysOnly.timeMs = -1500; // before 1970
        QTest::newRow("keys only") << keysOnly;
    }

    void streamRecords()
    {
        QFETCH(StreamRecord, record);
        QByteArray out;
        appendStreamRecordJson(out, record);
        QCOMPARE(out, QJsonDocument(streamRecordToJson(record, StreamRecordForm::Api))
                          .toJson(QJsonDocument::Compact));
    }

    void lifetimes_data()
    {
        QTest::addColumn<Lifetime>("life");
        Lifetime live;
        live.key = kKeys;
        live.createdMs = 1'792'496'917'261;
        live.changes = 1;
        QTest::newRow("never expires") << live;
        live.expiry.never = ttl::NeverReason::Milliseconds;
        QTest::newRow("milliseconds") << live;
        Lifetime expiring = live;
        expiring.expiry = {1'792'497'000'001, ttl::NeverReason::None};
        expiring.sweepAtMs = 1'792'500'000'000;
        expiring.changes = 3;
        QTest::newRow("expires, sweep due") << expiring;
        Lifetime archived = expiring;
        archived.sweepAtMs.reset();
        archived.deletedMs = 1'792'500'000'000;
        archived.deletedBy = Origin::Ttl;
        archived.archivedMs = 1'792'500'001'000;
        QTest::newRow("deleted by TTL, archived") << archived;
        Lifetime deleted = live;
        deleted.deletedMs = 1'792'496'999'000;
        QTest::newRow("deleted by a user") << deleted;
    }

    void lifetimes()
    {
        QFETCH(Lifetime, life);
        QByteArray out;
        api::appendLifetimeJson(out, life);
        QCOMPARE(out, QJsonDocument(api::lifetimeToJson(life)).toJson(QJsonDocument::Compact));
    }
};

QTEST_GUILESS_MAIN(TestCompactJson)
#include "tst_compactjson.moc"
