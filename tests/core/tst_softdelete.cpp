// Soft delete and undo (lesson 33): one UpdateItem sets the mark and the TTL attribute and
// removes the GSI keys, so the item leaves the sparse index at once but stays readable by key;
// RestoreItem takes that change back from the history. Both are ordinary user changes (history,
// stream, capacity); the table's setting is validated, stored, reopened and rewound; TTL later
// deletes the soft-deleted item.
// (moc misreads raw strings holding '#', so requests naming "FOLDER#work" are built in code.)
#include "engine/engine.h"
#include "model/attributejson.h"
#include "model/tablejson.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

// The seed's clock: 1792496918 epoch seconds, with milliseconds that soft delete drops.
constexpr qint64 kT0 = 1'792'496'918'250;
constexpr qint64 kNowSeconds = 1'792'496'918;
constexpr qint64 kRetention = 30 * 24 * 3600;

const char *kDocsTable = R"({
  "TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "AttributeDefinitions": [
    {"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"},
    {"AttributeName": "GSI1PK", "AttributeType": "S"}, {"AttributeName": "GSI1SK", "AttributeType": "S"}],
  "GlobalSecondaryIndexes": [
    {"IndexName": "GSI1", "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                                        {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
     "Projection": {"ProjectionType": "ALL"}}],
  "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}
})";

AttributeValue str(const QString &s)
{
    return AttributeValue::string(s);
}

AttributeValue num(qint64 n)
{
    return AttributeValue::number(Number::fromInt64(n));
}

Item docKey(const QString &id)
{
    return {{u"PK"_s, str(u"DOC#"_s + id)}, {u"SK"_s, str(u"META"_s)}};
}

// A document filed in FOLDER#work, as lesson 33 files them.
Item doc(const QString &id, const QString &title)
{
    Item item = docKey(id);
    item.emplace(u"GSI1PK"_s, str(u"FOLDER#work"_s));
    item.emplace(u"GSI1SK"_s, str(u"DOC#"_s + id));
    item.emplace(u"title"_s, str(title));
    return item;
}

QByteArray text(const Item &item)
{
    return compact(itemToJson(item));
}

QByteArray text(const AttributeValue &value)
{
    return compact(attributeToJson(value));
}

QByteArray text(const std::optional<Item> &item)
{
    return item ? text(*item) : QByteArray("none");
}

// "<Type>: <message>" for an error, "ok" for a result.
template<class T> QString outcome(const Result<T> &result)
{
    return result ? u"ok"_s : result.error().typeName() + u": "_s + result.error().message;
}

void put(TestWorkspace &ws, const Item &item)
{
    QVERIFY(ws.call(u"PutItem"_s,
                    QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Item"_s, itemToJson(item)}}));
}

// Docs at kT0 holding d1 "Q3 plan", d2 "Old draft" and d3 "Budget" in FOLDER#work.
void setUp(TestWorkspace &ws)
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s, kDocsTable);
    put(ws, doc(u"d1"_s, u"Q3 plan"_s));
    put(ws, doc(u"d2"_s, u"Old draft"_s));
    put(ws, doc(u"d3"_s, u"Budget"_s));
}

// The titles the folder listing shows: a Query of GSI1, with no filter.
QStringList folder(TestWorkspace &ws)
{
    auto result = ws.call(
        u"Query"_s, QJsonObject{{u"TableName"_s, u"Docs"_s},
                                {u"IndexName"_s, u"GSI1"_s},
                                {u"KeyConditionExpression"_s, u"GSI1PK = :f"_s},
                                {u"ExpressionAttributeValues"_s,
                                 QJsonObject{{u":f"_s, QJsonObject{{u"S"_s, u"FOLDER#work"_s}}}}}});
    if (!lw::test::setUp(u"Query failed"_s, result))
        return {};
    QStringList titles;
    for (const auto &item : result->value(u"Items"_s).toArray())
        titles << item[u"title"_s][u"S"_s].toString();
    return titles;
}

std::optional<Item> stored(TestWorkspace &ws, const QString &id)
{
    GetItemRequest get;
    get.tableName = u"Docs"_s;
    get.key = docKey(id);
    get.consistentRead = true;
    auto result = ws.workspace().engine().getItem(get);
    if (!lw::test::setUp(u"GetItem failed"_s, result))
        return std::nullopt;
    return result->item;
}

qsizetype historyLength(TestWorkspace &ws, const QString &id)
{
    return ws.workspace().engine().itemHistory(u"Docs"_s, docKey(id))->size();
}

Result<WriteResult> softDelete(TestWorkspace &ws, const QString &id,
                               ReturnValues returnValues = ReturnValues::None)
{
    return ws.workspace().engine().softDeleteItem(u"Docs"_s, docKey(id), returnValues);
}

Result<WriteResult> restore(TestWorkspace &ws, const QString &id,
                            ReturnValues returnValues = ReturnValues::None)
{
    return ws.workspace().engine().restoreItem(u"Docs"_s, docKey(id), returnValues);
}

// d2 as the default soft delete leaves it at kT0.
Item softDeletedD2()
{
    Item item = docKey(u"d2"_s);
    item.emplace(u"title"_s, str(u"Old draft"_s));
    item.emplace(u"deletedAt"_s, num(kNowSeconds));
    item.emplace(u"expiresAt"_s, num(kNowSeconds + kRetention));
    return item;
}

SoftDeleteSetting settingOf(const QString &mark, const QString &ttl, qint64 retention,
                            const QStringList &remove)
{
    SoftDeleteSetting out;
    out.markAttribute = mark;
    out.ttlAttribute = ttl;
    out.retentionSeconds = retention;
    out.removeAttributes = remove;
    return out;
}

QByteArray call(TestWorkspace &ws, const QString &action, const QJsonObject &request)
{
    auto result = ws.call(action, request);
    return result ? compact(*result)
                  : (result.error().typeName() + u": "_s + result.error().message).toUtf8();
}

} // namespace

Q_DECLARE_METATYPE(lw::SoftDeleteSetting)

class TestSoftDelete : public QObject
{
    Q_OBJECT

private slots:
    // Lesson 33: d2 leaves the folder listing at once, stays readable by key with deletedAt
    // now and expiresAt 30 days out, and RestoreItem files it back exactly as it was.
    void softDeleteHidesFromTheIndexAndRestoreFilesItBack()
    {
        TestWorkspace ws;
        setUp(ws);
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Old draft"_s, u"Budget"_s}));

        auto deleted = softDelete(ws, u"d2"_s, ReturnValues::AllNew);
        QVERIFY2(deleted, qPrintable(outcome(deleted)));
        QCOMPARE(text(deleted->attributes), text(softDeletedD2()));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Budget"_s}));
        QCOMPARE(text(stored(ws, u"d2"_s)), text(softDeletedD2()));

        auto restored = restore(ws, u"d2"_s, ReturnValues::AllNew);
        QVERIFY2(restored, qPrintable(outcome(restored)));
        QCOMPARE(text(restored->attributes), text(doc(u"d2"_s, u"Old draft"_s)));
        QCOMPARE(text(stored(ws, u"d2"_s)), text(doc(u"d2"_s, u"Old draft"_s)));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Old draft"_s, u"Budget"_s}));

        // Put, soft delete, restore: each one change, made by the user at the clock's time.
        const auto history = ws.workspace().engine().itemHistory(u"Docs"_s, docKey(u"d2"_s));
        QCOMPARE(history->size(), 3);
        QCOMPARE(history->at(1).origin, Origin::User);
        QCOMPARE(history->at(1).timeMs, kT0);
        QCOMPARE(text(history->at(1).newImage), text(softDeletedD2()));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // An item with a TTL value of its own gets that value back, also when the clock has moved.
    void restoreGivesBackTheItemsOwnTtlValue()
    {
        TestWorkspace ws;
        setUp(ws);
        Item own = doc(u"d4"_s, u"Notes"_s);
        own.emplace(u"expiresAt"_s, num(kNowSeconds + 7 * 24 * 3600));
        put(ws, own);

        QVERIFY(softDelete(ws, u"d4"_s));
        QCOMPARE(text(stored(ws, u"d4"_s)->at(u"expiresAt"_s)),
                 text(num(kNowSeconds + kRetention)));
        QVERIFY(ws.workspace().engine().advanceClock(kT0 + kHour));
        QVERIFY(restore(ws, u"d4"_s));
        QCOMPARE(text(stored(ws, u"d4"_s)), text(own));
    }

    void whatIsNotThereToDoFails_data()
    {
        QTest::addColumn<QStringList>("before"); // steps that succeed, in order
        QTest::addColumn<QString>("step");       // the step that fails
        QTest::addColumn<QString>("id");
        QTest::newRow("soft-delete-twice") << QStringList{u"soft"_s} << u"soft"_s << u"d2"_s;
        QTest::newRow("restore-live-item") << QStringList() << u"restore"_s << u"d2"_s;
        QTest::newRow("restore-twice")
            << QStringList{u"soft"_s, u"restore"_s} << u"restore"_s << u"d2"_s;
        QTest::newRow("soft-delete-missing-item") << QStringList() << u"soft"_s << u"d9"_s;
        QTest::newRow("restore-missing-item") << QStringList() << u"restore"_s << u"d9"_s;
    }

    // Double soft delete, restoring what is not soft-deleted, and missing items fail with the
    // engine's ConditionalCheckFailedException and change nothing.
    void whatIsNotThereToDoFails()
    {
        QFETCH(QStringList, before);
        QFETCH(QString, step);
        QFETCH(QString, id);
        TestWorkspace ws;
        setUp(ws);
        const auto run = [&](const QString &s) {
            return s == u"soft"_s ? softDelete(ws, id) : restore(ws, id);
        };
        for (const QString &s : std::as_const(before))
            QVERIFY(run(s));
        const QByteArray item = text(stored(ws, id));
        const qsizetype changes = historyLength(ws, id);
        const qsizetype records = ws.workspace().engine().readStream(u"Docs"_s, 0, 100)->size();

        QCOMPARE(outcome(run(step)),
                 u"ConditionalCheckFailedException: The conditional request failed"_s);
        QCOMPARE(text(stored(ws, id)), item);
        QCOMPARE(historyLength(ws, id), changes);
        QCOMPARE(ws.workspace().engine().readStream(u"Docs"_s, 0, 100)->size(), records);
    }

    // Another mark, TTL attribute, retention and remove list: GSI1SK stays, GSI1PK goes (which
    // is enough to leave the index), and restore takes back exactly that.
    void customSettingsAreHonoured()
    {
        TestWorkspace ws;
        setUp(ws);
        Engine &engine = ws.workspace().engine();
        const SoftDeleteSetting custom =
            settingOf(u"trashedAt"_s, u"purgeAt"_s, 3600, {u"GSI1PK"_s});
        auto updated = engine.updateSoftDelete(u"Docs"_s, custom);
        QVERIFY2(updated, qPrintable(outcome(updated)));
        QVERIFY(updated->softDelete == custom);

        QVERIFY(softDelete(ws, u"d2"_s));
        Item expected = docKey(u"d2"_s);
        expected.emplace(u"GSI1SK"_s, str(u"DOC#d2"_s));
        expected.emplace(u"title"_s, str(u"Old draft"_s));
        expected.emplace(u"trashedAt"_s, num(kNowSeconds));
        expected.emplace(u"purgeAt"_s, num(kNowSeconds + 3600));
        QCOMPARE(text(stored(ws, u"d2"_s)), text(expected));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Budget"_s}));

        QVERIFY(restore(ws, u"d2"_s));
        QCOMPARE(text(stored(ws, u"d2"_s)), text(doc(u"d2"_s, u"Old draft"_s)));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Old draft"_s, u"Budget"_s}));
    }

    // With no TTL attribute named, soft delete uses the table's while TTL is enabled; and a
    // restore takes back the soft delete as recorded, though the setting changed since.
    void theTtlAttributeFollowsTheTableAndRestoreFollowsTheHistory()
    {
        TestWorkspace ws;
        setUp(ws);
        Engine &engine = ws.workspace().engine();
        QCOMPARE(resolvedSoftDelete(*engine.table(u"Docs"_s)).ttlAttribute, u"expiresAt"_s);
        QVERIFY(engine.updateTimeToLive(u"Docs"_s, true, u"ttl"_s));
        QCOMPARE(resolvedSoftDelete(*engine.table(u"Docs"_s)).ttlAttribute, u"ttl"_s);

        QVERIFY(softDelete(ws, u"d2"_s));
        QCOMPARE(text(stored(ws, u"d2"_s)->at(u"ttl"_s)), text(num(kNowSeconds + kRetention)));
        QVERIFY(!stored(ws, u"d2"_s)->contains(u"expiresAt"_s));

        QVERIFY(engine.updateSoftDelete(
            u"Docs"_s, settingOf(u"deletedAt"_s, u"purgeAt"_s, kRetention, {u"GSI1SK"_s})));
        QVERIFY(restore(ws, u"d2"_s));
        QCOMPARE(text(stored(ws, u"d2"_s)), text(doc(u"d2"_s, u"Old draft"_s)));
    }

    void invalidSettingsAreRefused_data()
    {
        QTest::addColumn<SoftDeleteSetting>("setting");
        QTest::addColumn<QString>("error");
        const QString invalid =
            u"ValidationException: One or more parameter values were invalid: "_s;
        const qint64 r = kRetention;
        QTest::newRow("empty-mark") << settingOf(QString(), QString(), r, {})
                                    << invalid + u"MarkAttributeName must not be empty"_s;
        QTest::newRow("empty-removed-name")
            << settingOf(u"deletedAt"_s, QString(), r, {u"GSI1PK"_s, QString()})
            << invalid + u"RemoveAttributeNames must not contain an empty name"_s;
        QTest::newRow("mark-is-a-key")
            << settingOf(u"PK"_s, QString(), r, {})
            << invalid + u"Cannot update attribute PK. This attribute is part of the key"_s;
        QTest::newRow("ttl-is-a-key")
            << settingOf(u"deletedAt"_s, u"SK"_s, r, {})
            << invalid + u"Cannot update attribute SK. This attribute is part of the key"_s;
        QTest::newRow("removes-a-key")
            << settingOf(u"deletedAt"_s, QString(), r, {u"GSI1PK"_s, u"SK"_s})
            << invalid + u"Cannot update attribute SK. This attribute is part of the key"_s;
        QTest::newRow("mark-is-the-ttl-attribute")
            << settingOf(u"expiresAt"_s, QString(), r, {})
            << invalid + u"MarkAttributeName and TimeToLiveAttributeName must differ: expiresAt"_s;
        QTest::newRow("removes-the-mark")
            << settingOf(u"deletedAt"_s, QString(), r, {u"deletedAt"_s})
            << invalid +
                   u"RemoveAttributeNames must not name the mark or TTL attribute: deletedAt"_s;
        QTest::newRow("removes-twice")
            << settingOf(u"deletedAt"_s, QString(), r, {u"GSI1PK"_s, u"GSI1PK"_s})
            << invalid + u"Duplicate attribute name in RemoveAttributeNames: GSI1PK"_s;
        QTest::newRow("no-retention")
            << settingOf(u"deletedAt"_s, QString(), 0, {})
            << invalid + u"RetentionSeconds must be between 1 and 157766400 (five years): 0"_s;
        QTest::newRow("retention-past-five-years")
            << settingOf(u"deletedAt"_s, QString(), 157766401, {})
            << invalid +
                   u"RetentionSeconds must be between 1 and 157766400 (five years): 157766401"_s;
    }

    void invalidSettingsAreRefused()
    {
        QFETCH(SoftDeleteSetting, setting);
        QFETCH(QString, error);
        TestWorkspace ws;
        setUp(ws);
        Engine &engine = ws.workspace().engine();
        QCOMPARE(outcome(engine.updateSoftDelete(u"Docs"_s, setting)), error);
        QVERIFY(engine.table(u"Docs"_s)->softDelete == SoftDeleteSetting());
        QCOMPARE(
            outcome(engine.updateSoftDelete(u"Nope"_s, SoftDeleteSetting())),
            u"ResourceNotFoundException: Requested resource not found: Table: Nope not found"_s);
    }

    // The setting is part of the table's stored settings: it survives reopening the workspace,
    // and rewind takes it back to what it was then.
    void theSettingIsKeptAndRewound()
    {
        TestWorkspace ws;
        setUp(ws);
        const SoftDeleteSetting first = settingOf(u"trashedAt"_s, QString(), 3600, {});
        const SoftDeleteSetting second =
            settingOf(u"trashedAt"_s, u"purgeAt"_s, 7200, {u"GSI1PK"_s, u"GSI1SK"_s});
        {
            Engine &engine = ws.workspace().engine();
            QVERIFY(engine.advanceClock(kT0 + kHour));
            QVERIFY(engine.updateSoftDelete(u"Docs"_s, first));
            QVERIFY(engine.advanceClock(kT0 + 2 * kHour));
            QVERIFY(engine.updateSoftDelete(u"Docs"_s, second));
        }
        const QString dir = ws.path();
        ws.close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        Engine &engine = (*reopened)->engine();
        QVERIFY(engine.table(u"Docs"_s)->softDelete == second);
        QVERIFY(tableDefinitionToStored(*engine.table(u"Docs"_s)).contains(u"lw.softDelete"_s));

        QVERIFY(engine.rewind(kT0 + kHour));
        QVERIFY(engine.table(u"Docs"_s)->softDelete == first);
        QVERIFY(engine.rewind(kT0));
        QVERIFY(engine.table(u"Docs"_s)->softDelete == SoftDeleteSetting());
        // The default is not stored, so tables that never change it keep their stored bytes.
        QVERIFY(!tableDefinitionToStored(*engine.table(u"Docs"_s)).contains(u"lw.softDelete"_s));
        QCOMPARE(engine.verify(), QStringList());
    }

    // Lesson 33's gotcha: with NEW_AND_OLD_IMAGES the stream has a MODIFY for each, with the
    // GSI keys in the old image of the soft delete and the new image of the restore.
    void theStreamShowsBothAsModify()
    {
        TestWorkspace ws;
        setUp(ws);
        QVERIFY(softDelete(ws, u"d2"_s));
        QVERIFY(restore(ws, u"d2"_s));
        const auto records = ws.workspace().engine().readStream(u"Docs"_s, 0, 100);
        QCOMPARE(records->size(), 5); // three INSERTs, then these two
        const StreamRecord &deleted = records->at(3);
        const StreamRecord &restored = records->at(4);
        QCOMPARE(deleted.event, StreamEvent::Modify);
        QCOMPARE(deleted.origin, Origin::User);
        QCOMPARE(text(deleted.keys), text(docKey(u"d2"_s)));
        QCOMPARE(text(deleted.oldImage), text(doc(u"d2"_s, u"Old draft"_s)));
        QCOMPARE(text(deleted.newImage), text(softDeletedD2()));
        QCOMPARE(restored.event, StreamEvent::Modify);
        QCOMPARE(text(restored.oldImage), text(softDeletedD2()));
        QCOMPARE(text(restored.newImage), text(doc(u"d2"_s, u"Old draft"_s)));
    }

    // Stage 2 of lesson 33: with TTL enabled on expiresAt, the sweeper deletes the soft-deleted
    // item once the retention has passed (the instant preset: the moment it expires), not before.
    void ttlDeletesTheItemAfterTheRetention()
    {
        TestWorkspace ws;
        setUp(ws);
        Engine &engine = ws.workspace().engine();
        SweeperSettings sweeper;
        sweeper.preset = SweeperSettings::Preset::Instant;
        QVERIFY(engine.setSweeper(sweeper));
        QVERIFY(engine.updateTimeToLive(u"Docs"_s, true, u"expiresAt"_s));
        QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        QVERIFY(softDelete(ws, u"d2"_s));
        const qint64 expiresAt = engine.nowMs() / 1000 + kRetention;
        QCOMPARE(text(stored(ws, u"d2"_s)->at(u"expiresAt"_s)), text(num(expiresAt)));

        // Expired once expiresAt is less than now in seconds: the second after it.
        const qint64 expiresMs = expiresAt * 1000;
        QVERIFY(engine.advanceClock(expiresMs));
        QVERIFY(stored(ws, u"d2"_s));
        QVERIFY(engine.advanceClock(expiresMs + 1000));
        QVERIFY(!stored(ws, u"d2"_s));
        const auto history = engine.itemHistory(u"Docs"_s, docKey(u"d2"_s));
        QCOMPARE(history->size(), 3);
        QCOMPARE(history->last().origin, Origin::Ttl);
        QCOMPARE(text(history->last().oldImage->at(u"expiresAt"_s)), text(num(expiresAt)));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Budget"_s}));
        QCOMPARE(engine.verify(), QStringList());
    }

    // The four actions through the api, answered as UpdateItem answers for the item actions.
    void theActionsThroughTheApi()
    {
        TestWorkspace ws;
        setUp(ws);
        const QStringList actions = Api::actions();
        for (const auto &name : {u"DescribeSoftDelete"_s, u"RestoreItem"_s, u"SoftDeleteItem"_s,
                                 u"UpdateSoftDelete"_s})
            QVERIFY(actions.contains(name));

        QCOMPARE(call(ws, u"DescribeSoftDelete"_s, json(R"({"TableName":"Docs"})")),
                 compact(json(R"({"TableName":"Docs","SoftDeleteSpecification":{
                     "MarkAttributeName":"deletedAt","TimeToLiveAttributeName":"expiresAt",
                     "RetentionSeconds":2592000,"RemoveAttributeNames":["GSI1PK","GSI1SK"]}})")));

        const QJsonObject key = itemToJson(docKey(u"d2"_s));
        QCOMPARE(call(ws, u"SoftDeleteItem"_s,
                      QJsonObject{{u"TableName"_s, u"Docs"_s},
                                  {u"Key"_s, key},
                                  {u"ReturnValues"_s, u"UPDATED_NEW"_s},
                                  {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}}),
                 compact(json(R"({"Attributes":{"deletedAt":{"N":"1792496918"},
                                                 "expiresAt":{"N":"1795088918"}},
                                  "ConsumedCapacity":{"TableName":"Docs","CapacityUnits":2}})")));
        QCOMPARE(call(ws, u"SoftDeleteItem"_s,
                      QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Key"_s, key}}),
                 QByteArray("ConditionalCheckFailedException: The conditional request failed"));
        QCOMPARE(call(ws, u"RestoreItem"_s,
                      QJsonObject{{u"TableName"_s, u"Docs"_s},
                                  {u"Key"_s, key},
                                  {u"ReturnValues"_s, u"UPDATED_OLD"_s}}),
                 compact(json(R"({"Attributes":{"deletedAt":{"N":"1792496918"},
                                                 "expiresAt":{"N":"1795088918"}}})")));
        QCOMPARE(folder(ws), (QStringList{u"Q3 plan"_s, u"Old draft"_s, u"Budget"_s}));

        QCOMPARE(
            call(ws, u"UpdateSoftDelete"_s, json(R"({"TableName":"Docs","SoftDeleteSpecification":{
                          "MarkAttributeName":"trashedAt","RetentionSeconds":60}})")),
            compact(json(R"({"TableName":"Docs","SoftDeleteSpecification":{
                     "MarkAttributeName":"trashedAt","TimeToLiveAttributeName":"expiresAt",
                     "RetentionSeconds":60,"RemoveAttributeNames":["GSI1PK","GSI1SK"]}})")));
        QVERIFY(ws.workspace().engine().table(u"Docs"_s)->softDelete ==
                settingOf(u"trashedAt"_s, QString(), 60, {}));
    }

    void theApiRefusesMalformedRequests_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QByteArray>("error");
        const QByteArray key = "\"Key\":{\"PK\":{\"S\":\"DOC#d2\"},\"SK\":{\"S\":\"META\"}}";
        QTest::newRow("item-unknown-member")
            << u"SoftDeleteItem"_s
            << QByteArray(R"({"TableName":"Docs","ConditionalOperator":"AND",)" + key + "}")
            << QByteArray("ValidationException: ConditionalOperator is not supported by Lifecycle "
                          "Workbench for this action yet");
        QTest::newRow("item-no-key") << u"RestoreItem"_s << QByteArray(R"({"TableName":"Docs"})")
                                     << QByteArray("ValidationException: 1 validation error "
                                                   "detected: Value null at 'key' failed to "
                                                   "satisfy constraint: Member must not be null");
        QTest::newRow("item-table-name-type")
            << u"SoftDeleteItem"_s << QByteArray(R"({"TableName":5,)" + key + "}")
            << QByteArray("SerializationException: Unexpected value type in payload: TableName");
        QTest::newRow("item-return-values")
            << u"RestoreItem"_s
            << QByteArray(R"({"TableName":"Docs","ReturnValues":"ALL",)" + key + "}")
            << QByteArray("ValidationException: 1 validation error detected: Value 'ALL' at "
                          "'returnValues' failed to satisfy constraint: Member must satisfy enum "
                          "value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]");
        QTest::newRow("item-not-soft-deleted")
            << u"RestoreItem"_s << QByteArray(R"({"TableName":"Docs",)" + key + "}")
            << QByteArray("ConditionalCheckFailedException: The conditional request failed");
        QTest::newRow("setting-missing")
            << u"UpdateSoftDelete"_s << QByteArray(R"({"TableName":"Docs"})")
            << QByteArray("ValidationException: 1 validation error detected: Value null at "
                          "'softDeleteSpecification' failed to satisfy constraint: Member must "
                          "not be null");
        QTest::newRow("setting-type")
            << u"UpdateSoftDelete"_s
            << QByteArray(R"({"TableName":"Docs","SoftDeleteSpecification":[]})")
            << QByteArray("SerializationException: Unexpected value type in payload: "
                          "SoftDeleteSpecification");
        QTest::newRow("mark-type")
            << u"UpdateSoftDelete"_s
            << QByteArray(
                   R"({"TableName":"Docs","SoftDeleteSpecification":{"MarkAttributeName":5}})")
            << QByteArray("SerializationException: Unexpected value type in payload: "
                          "SoftDeleteSpecification.MarkAttributeName");
        QTest::newRow("retention-fraction")
            << u"UpdateSoftDelete"_s
            << QByteArray(
                   R"({"TableName":"Docs","SoftDeleteSpecification":{"RetentionSeconds":1.5}})")
            << QByteArray("SerializationException: Unexpected value type in payload: "
                          "SoftDeleteSpecification.RetentionSeconds");
        QTest::newRow("removed-name-type")
            << u"UpdateSoftDelete"_s << QByteArray(R"({"TableName":"Docs",
                    "SoftDeleteSpecification":{"RemoveAttributeNames":["GSI1PK",1]}})")
            << QByteArray("SerializationException: Unexpected value type in payload: "
                          "SoftDeleteSpecification.RemoveAttributeNames");
        // The deserialiser's pass comes before TableName's constraints.
        QTest::newRow("type-before-table-name")
            << u"UpdateSoftDelete"_s
            << QByteArray(R"({"SoftDeleteSpecification":{"TimeToLiveAttributeName":true}})")
            << QByteArray("SerializationException: Unexpected value type in payload: "
                          "SoftDeleteSpecification.TimeToLiveAttributeName");
        QTest::newRow("setting-unknown-member")
            << u"UpdateSoftDelete"_s
            << QByteArray(R"({"TableName":"Docs","SoftDeleteSpecification":{"Enabled":true}})")
            << QByteArray("ValidationException: Enabled is not supported by Lifecycle Workbench "
                          "for this action yet");
        QTest::newRow("setting-key-mark")
            << u"UpdateSoftDelete"_s
            << QByteArray(
                   R"({"TableName":"Docs","SoftDeleteSpecification":{"MarkAttributeName":"PK"}})")
            << QByteArray("ValidationException: One or more parameter values were invalid: "
                          "Cannot update attribute PK. This attribute is part of the key");
        QTest::newRow("describe-unknown-table")
            << u"DescribeSoftDelete"_s << QByteArray(R"({"TableName":"Nope"})")
            << QByteArray("ResourceNotFoundException: Requested resource not found: Table: Nope "
                          "not found");
    }

    void theApiRefusesMalformedRequests()
    {
        QFETCH(QString, action);
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, error);
        TestWorkspace ws;
        setUp(ws);
        QCOMPARE(call(ws, action, json(request.constData())), error);
        QCOMPARE(historyLength(ws, u"d2"_s), 1);
        QVERIFY(ws.workspace().engine().table(u"Docs"_s)->softDelete == SoftDeleteSetting());
    }
};

QTEST_GUILESS_MAIN(TestSoftDelete)
#include "tst_softdelete.moc"
