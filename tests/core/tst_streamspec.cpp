// DynamoDB Streams' control plane on tables: StreamSpecification on CreateTable
// and UpdateTable with the service's texts, LatestStreamLabel and LatestStreamArn on the sim
// clock, the setting stored with the table through reopening and rewind.
#include "engine/engine.h"
#include "model/tablejson.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'123; // 2026-10-20T11:48:37.123Z
const QString kLabelT0 = u"2026-10-20T11:48:37.123"_s;
const QString kInvalid = u"One or more parameter values were invalid: "_s;

// A hash-key table named `name`, with `stream` as its StreamSpecification unless empty.
QJsonObject createRequest(const QString &name, const char *stream = nullptr)
{
    QJsonObject request = json(R"({"BillingMode":"PAY_PER_REQUEST",
        "KeySchema":[{"AttributeName":"id","KeyType":"HASH"}],
        "AttributeDefinitions":[{"AttributeName":"id","AttributeType":"S"}]})");
    request.insert(u"TableName"_s, name);
    if (stream)
        request.insert(u"StreamSpecification"_s, json(stream));
    return request;
}

QJsonObject describe(TestWorkspace &ws, const QString &name)
{
    auto described = ws.call(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, name}});
    if (!setUp(u"DescribeTable failed"_s, described))
        return {};
    return described->value(u"Table"_s).toObject();
}

// The stream members of a TableDescription, for comparing whole.
QJsonObject streamMembers(const QJsonObject &description)
{
    QJsonObject out;
    for (const auto &member :
         {u"StreamSpecification"_s, u"LatestStreamLabel"_s, u"LatestStreamArn"_s}) {
        if (description.contains(member))
            out.insert(member, description.value(member));
    }
    return out;
}

// The error a refused setting change gives, for comparing.
QString errorOf(const Result<StreamSetting> &result)
{
    return result ? u"(accepted)"_s : result.error().typeName() + u": "_s + result.error().message;
}

QJsonObject enabledMembers(const QString &table, const QString &viewType, const QString &label)
{
    return QJsonObject{
        {u"StreamSpecification"_s,
         QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, viewType}}},
        {u"LatestStreamLabel"_s, label},
        {u"LatestStreamArn"_s, QString(u"arn:aws:dynamodb:us-east-1:000000000000:table/"_s + table +
                                       u"/stream/"_s + label)}};
}

} // namespace

class TestStreamSpec : public QObject
{
    Q_OBJECT

private slots:
    void rejects_data();
    void rejects();
    void createTableViewTypes_data();
    void createTableViewTypes();
    void noStream();
    void labels_data();
    void labels();
    void settingUpdates();
    void updateTableEnablesAndDisables();
    void rewindOverUpdateTable();
    void storedRoundTrip_data();
    void storedRoundTrip();
    void survivesReopening();
    void rewindRestoresTheSetting();
};

void TestStreamSpec::rejects_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("message");

    const QString enabledNull = u"1 validation error detected: Value null at "
                                u"'streamSpecification.streamEnabled' failed to satisfy "
                                u"constraint: Member must not be null"_s;
    const auto badViewType = [](const QString &value) -> QString {
        return u"1 validation error detected: Value '"_s + value +
               u"' at 'streamSpecification.streamViewType' failed to satisfy constraint: Member "
               u"must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, "
               u"NEW_IMAGE]"_s;
    };
    const QString nothingToChange =
        u"At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
        u"GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, "
        u"MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, "
        u"DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is "
        u"required"_s;
    const auto create = [](const char *stream) {
        return compact(createRequest(u"Fresh"_s, stream));
    };
    const auto row = [](const char *name, const char *action, const QByteArray &request,
                        const QString &message) {
        QTest::newRow(name) << QString::fromLatin1(action) << request << message;
    };

    row("create-empty", "CreateTable", create("{}"), enabledNull);
    row("create-view-type-only", "CreateTable", create(R"({"StreamViewType":"NEW_IMAGE"})"),
        enabledNull);
    row("create-lower-case-view-type", "CreateTable",
        create(R"({"StreamEnabled":true,"StreamViewType":"new_image"})"),
        badViewType(u"new_image"_s));
    row("create-empty-view-type", "CreateTable",
        create(R"({"StreamEnabled":true,"StreamViewType":""})"), badViewType(QString()));
    row("create-enabled-without-view-type", "CreateTable", create(R"({"StreamEnabled":true})"),
        kInvalid + u"Table is being created with a stream enabled, UpdateViewType is required"_s);
    row("create-disabled-with-view-type", "CreateTable",
        create(R"({"StreamEnabled":false,"StreamViewType":"KEYS_ONLY"})"),
        kInvalid + u"Table is being created with a stream disabled, UpdateViewType should not be "
                   u"specified"_s);

    row("update-nothing", "UpdateTable", R"({"TableName":"Plain"})", nothingToChange);
    row("update-empty-index-updates", "UpdateTable",
        R"({"TableName":"Plain","GlobalSecondaryIndexUpdates":[]})", nothingToChange);
    // The request is checked before the table is looked up.
    row("update-nothing-missing-table", "UpdateTable", R"({"TableName":"Nope"})", nothingToChange);
    row("update-empty", "UpdateTable", R"({"TableName":"Plain","StreamSpecification":{}})",
        enabledNull);
    row("update-view-type-only", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamViewType":"KEYS_ONLY"}})",
        enabledNull);
    row("update-unknown-view-type", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"ALL"}})",
        badViewType(u"ALL"_s));
    row("update-enable-without-view-type", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":true}})",
        kInvalid + u"If stream is being enabled then UpdateViewType is required"_s);
    row("update-enable-without-view-type-missing-table", "UpdateTable",
        R"({"TableName":"Nope","StreamSpecification":{"StreamEnabled":true}})",
        kInvalid + u"If stream is being enabled then UpdateViewType is required"_s);
    // Then against the table: a stream is never changed in place.
    row("update-enable-when-enabled", "UpdateTable",
        R"({"TableName":"Streamed","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"}})",
        u"Table already has an enabled stream: TableName: Streamed"_s);
    row("update-change-view-type", "UpdateTable",
        R"({"TableName":"Streamed","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"}})",
        u"Table already has an enabled stream: TableName: Streamed"_s);
    row("update-disable-none", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":false}})",
        u"Table has no stream to disable: TableName: Plain"_s);
    row("update-disable-with-view-type", "UpdateTable",
        R"({"TableName":"Streamed","StreamSpecification":{"StreamEnabled":false,"StreamViewType":"NEW_IMAGE"}})",
        kInvalid + u"If stream is being disabled, then UpdateViewType must not be specified"_s);
    row("update-with-throughput", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"},
            "ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}})",
        kInvalid + u"You cannot modify stream status while updating table IOPS"_s);
    // With its throughput: BillingMode PROVISIONED alone is the validation layer's refusal first
    // ("ProvisionedThroughput must be specified when BillingMode is PROVISIONED", dynalite's).
    row("update-with-provisioned", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"},
            "BillingMode":"PROVISIONED","ProvisionedThroughput":{"ReadCapacityUnits":1,"WriteCapacityUnits":1}})",
        kInvalid + u"You cannot modify stream status while updating table IOPS"_s);
    row("update-with-index-create", "UpdateTable",
        R"({"TableName":"Plain","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"},
            "AttributeDefinitions":[{"AttributeName":"g","AttributeType":"S"}],
            "GlobalSecondaryIndexUpdates":[{"Create":{"IndexName":"ByG",
              "KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]})",
        kInvalid + u"You cannot create or delete index while changing stream status"_s);
}

void TestStreamSpec::rejects()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QString, message);

    TestWorkspace ws;
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s, compact(createRequest(u"Plain"_s)).constData());
    ws.ok(u"CreateTable"_s,
          compact(createRequest(u"Streamed"_s,
                                R"({"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"})"))
              .constData());
    const QJsonObject plainBefore = describe(ws, u"Plain"_s);
    const QJsonObject streamedBefore = describe(ws, u"Streamed"_s);

    auto result = ws.call(action, request.constData());
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), u"ValidationException"_s);
    QCOMPARE(result.error().message, message);
    // A refused request changes nothing.
    QCOMPARE(ws.workspace().engine().tableNames(), (QStringList{u"Plain"_s, u"Streamed"_s}));
    QCOMPARE(describe(ws, u"Plain"_s), plainBefore);
    QCOMPARE(describe(ws, u"Streamed"_s), streamedBefore);
}

void TestStreamSpec::createTableViewTypes_data()
{
    QTest::addColumn<QString>("viewType");
    for (const char *type : {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
        QTest::newRow(type) << QString::fromLatin1(type);
}

void TestStreamSpec::createTableViewTypes()
{
    QFETCH(QString, viewType);
    TestWorkspace ws;
    QVERIFY(ws.workspace().engine().setClock(kT0));
    QJsonObject request = createRequest(u"Orders"_s);
    request.insert(u"StreamSpecification"_s,
                   QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, viewType}});
    auto created = ws.call(u"CreateTable"_s, request);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().message));

    // The stream starts with the table, labelled with the sim time of its creation.
    const QJsonObject expected = enabledMembers(u"Orders"_s, viewType, kLabelT0);
    QCOMPARE(streamMembers(created->value(u"TableDescription"_s).toObject()), expected);
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)), expected);
    auto deleted = ws.call(u"DeleteTable"_s, json(R"({"TableName":"Orders"})"));
    QVERIFY(deleted);
    QCOMPARE(streamMembers(deleted->value(u"TableDescription"_s).toObject()), expected);
}

void TestStreamSpec::noStream()
{
    // Without a StreamSpecification, or with a disabled one, a table shows no stream members.
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, compact(createRequest(u"Plain"_s)).constData());
    ws.ok(u"CreateTable"_s,
          compact(createRequest(u"Off"_s, R"({"StreamEnabled":false})")).constData());
    QCOMPARE(streamMembers(describe(ws, u"Plain"_s)), QJsonObject());
    QCOMPARE(streamMembers(describe(ws, u"Off"_s)), QJsonObject());
    QVERIFY(!ws.workspace().engine().table(u"Off"_s)->stream.hadStream());
}

void TestStreamSpec::labels_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("label");
    QTest::newRow("milliseconds") << kT0 << kLabelT0;
    QTest::newRow("whole second") << qint64(1'792'496'917'000) << u"2026-10-20T11:48:37.000"_s;
    QTest::newRow("epoch") << qint64(0) << u"1970-01-01T00:00:00.000"_s;
    QTest::newRow("aws sample") << qint64(1'431'379'293'291) << u"2015-05-11T21:21:33.291"_s;
}

void TestStreamSpec::labels()
{
    QFETCH(qint64, ms);
    QFETCH(QString, label);
    TableDefinition table;
    table.name = u"Music"_s;
    table.stream = {true, StreamViewType::NewImage, ms};
    QCOMPARE(table.stream.label(), label);
    QCOMPARE(table.streamArn(),
             u"arn:aws:dynamodb:us-east-1:000000000000:table/Music/stream/"_s + label);
}

void TestStreamSpec::settingUpdates()
{
    const StreamSpecification enableNew{true, StreamViewType::NewImage};
    const StreamSpecification enableBoth{true, StreamViewType::NewAndOldImages};
    const StreamSpecification disable{false, std::nullopt};
    const QString table = u"Music"_s;
    const QString alreadyEnabled =
        u"ValidationException: Table already has an enabled stream: TableName: Music"_s;
    const QString noneToDisable =
        u"ValidationException: Table has no stream to disable: TableName: Music"_s;

    const StreamSetting never;
    QVERIFY(!never.hadStream());
    QCOMPARE(errorOf(never.updated(disable, kT0, table)), noneToDisable);

    auto enabled = never.updated(enableNew, kT0, table);
    QVERIFY(enabled);
    QCOMPARE(*enabled, (StreamSetting{true, StreamViewType::NewImage, kT0}));
    // Enabling again, even to change the view type, is refused: it cannot change in place.
    QCOMPARE(errorOf(enabled->updated(enableNew, kT0 + 1000, table)), alreadyEnabled);
    QCOMPARE(errorOf(enabled->updated(enableBoth, kT0 + 1000, table)), alreadyEnabled);

    // Disabling keeps the latest stream's label and view type.
    auto disabled = enabled->updated(disable, kT0 + 1000, table);
    QVERIFY(disabled);
    QCOMPARE(*disabled, (StreamSetting{false, StreamViewType::NewImage, kT0}));
    QCOMPARE(errorOf(disabled->updated(disable, kT0 + 2000, table)), noneToDisable);

    // Enabling again makes a new stream, labelled with the time of enabling.
    auto again = disabled->updated(enableBoth, kT0 + 60'000, table);
    QVERIFY(again);
    QCOMPARE(*again, (StreamSetting{true, StreamViewType::NewAndOldImages, kT0 + 60'000}));
    // ...even when the clock has not moved since the last stream began.
    auto sameMoment = disabled->updated(enableBoth, kT0, table);
    QVERIFY(sameMoment);
    QCOMPARE(sameMoment->labelMs, kT0 + 1);
}

void TestStreamSpec::updateTableEnablesAndDisables()
{
    TestWorkspace ws;
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    ws.ok(u"CreateTable"_s, compact(createRequest(u"Orders"_s)).constData());
    const auto update = [&](const char *stream) {
        QJsonObject request{{u"TableName"_s, u"Orders"_s}};
        request.insert(u"StreamSpecification"_s, json(stream));
        auto updated = ws.call(u"UpdateTable"_s, request);
        if (!setUp(u"UpdateTable failed"_s, updated))
            return QJsonObject();
        return streamMembers(updated->value(u"TableDescription"_s).toObject());
    };

    // Enabled at T0 + 1 min: labelled with that sim time, in the response and after.
    QVERIFY(engine.advanceClock(kT0 + 60'000));
    const QJsonObject first =
        enabledMembers(u"Orders"_s, u"NEW_IMAGE"_s, u"2026-10-20T11:49:37.123"_s);
    QCOMPARE(update(R"({"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"})"), first);
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)), first);

    // Disabled: no StreamSpecification, but the latest stream is still named.
    QVERIFY(engine.advanceClock(kT0 + 120'000));
    QJsonObject disabled = first;
    disabled.remove(u"StreamSpecification"_s);
    QCOMPARE(update(R"({"StreamEnabled":false})"), disabled);
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)), disabled);

    // Enabled again: a new stream with a new label and ARN, any view type.
    QVERIFY(engine.advanceClock(kT0 + 180'000));
    const QJsonObject second =
        enabledMembers(u"Orders"_s, u"KEYS_ONLY"_s, u"2026-10-20T11:51:37.123"_s);
    QCOMPARE(update(R"({"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"})"), second);
    QVERIFY(second.value(u"LatestStreamArn"_s) != first.value(u"LatestStreamArn"_s));

    // A stream change may come with a switch to on-demand billing.
    ws.ok(u"UpdateTable"_s, R"({"TableName":"Orders","BillingMode":"PAY_PER_REQUEST",
        "StreamSpecification":{"StreamEnabled":false}})");
    QVERIFY(!engine.table(u"Orders"_s)->stream.enabled);
    QCOMPARE(engine.verify(), QStringList());
}

void TestStreamSpec::rewindOverUpdateTable()
{
    TestWorkspace ws;
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    ws.ok(u"CreateTable"_s, compact(createRequest(u"Orders"_s)).constData());
    QVERIFY(engine.advanceClock(kT0 + 60'000));
    ws.ok(u"UpdateTable"_s, R"({"TableName":"Orders",
        "StreamSpecification":{"StreamEnabled":true,"StreamViewType":"OLD_IMAGE"}})");
    QVERIFY(engine.advanceClock(kT0 + 120'000));
    ws.ok(u"UpdateTable"_s,
          R"({"TableName":"Orders","StreamSpecification":{"StreamEnabled":false}})");
    QVERIFY(engine.advanceClock(kT0 + 180'000));
    ws.ok(u"UpdateTable"_s, R"({"TableName":"Orders",
        "StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"}})");

    QVERIFY(engine.rewind(kT0 + 150'000));
    QCOMPARE(engine.table(u"Orders"_s)->stream,
             (StreamSetting{false, StreamViewType::OldImage, kT0 + 60'000}));
    QVERIFY(engine.rewind(kT0 + 90'000));
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)),
             enabledMembers(u"Orders"_s, u"OLD_IMAGE"_s, u"2026-10-20T11:49:37.123"_s));
    QVERIFY(engine.rewind(kT0 + 30'000));
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)), QJsonObject());
    // The rewound-to setting holds after reopening too.
    const QString path = ws.path();
    ws.close();
    auto reopened = Workspace::open(path);
    QVERIFY(reopened);
    QCOMPARE((*reopened)->engine().table(u"Orders"_s)->stream, StreamSetting());
}

void TestStreamSpec::storedRoundTrip_data()
{
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<int>("viewType");
    QTest::addColumn<qint64>("labelMs");
    QTest::newRow("never") << false << int(StreamViewType::KeysOnly) << qint64(-1);
    QTest::newRow("keys only") << true << int(StreamViewType::KeysOnly) << kT0;
    QTest::newRow("new image") << true << int(StreamViewType::NewImage) << kT0;
    QTest::newRow("old image") << true << int(StreamViewType::OldImage) << kT0;
    QTest::newRow("both images") << true << int(StreamViewType::NewAndOldImages) << kT0;
    QTest::newRow("disabled") << false << int(StreamViewType::OldImage) << kT0;
}

void TestStreamSpec::storedRoundTrip()
{
    QFETCH(bool, enabled);
    QFETCH(int, viewType);
    QFETCH(qint64, labelMs);
    auto table = tableDefinitionFromCreateRequest(createRequest(u"Music"_s));
    QVERIFY(table);
    table->id = 3;
    table->creationDateTimeMs = kT0 - 5000;
    table->stream = {enabled, StreamViewType(viewType), labelMs};

    const QJsonObject stored = tableDefinitionToStored(*table);
    QCOMPARE(stored.contains(u"lw.stream"_s), labelMs >= 0);
    auto loaded = tableDefinitionFromStored(stored);
    QVERIFY(loaded);
    QCOMPARE(loaded->stream, table->stream);
    QCOMPARE(tableDefinitionToStored(*loaded), stored);

    // A table stored before streams existed loads as never having had one.
    QJsonObject old = stored;
    old.remove(u"lw.stream"_s);
    old.remove(u"StreamSpecification"_s);
    old.remove(u"LatestStreamLabel"_s);
    old.remove(u"LatestStreamArn"_s);
    QCOMPARE(tableDefinitionFromStored(old)->stream, StreamSetting());
}

void TestStreamSpec::survivesReopening()
{
    TestWorkspace ws;
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s,
          compact(
              createRequest(u"Orders"_s, R"({"StreamEnabled":true,"StreamViewType":"OLD_IMAGE"})"))
              .constData());
    const QJsonObject before = describe(ws, u"Orders"_s);
    const QString path = ws.path();
    ws.close();

    auto reopened = Workspace::open(path);
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().message));
    auto described = (*reopened)->api().call(u"DescribeTable"_s, json(R"({"TableName":"Orders"})"));
    QVERIFY(described);
    const QJsonObject after = described->value(u"Table"_s).toObject();
    QCOMPARE(streamMembers(after), enabledMembers(u"Orders"_s, u"OLD_IMAGE"_s, kLabelT0));
    QCOMPARE(after, before);
}

void TestStreamSpec::rewindRestoresTheSetting()
{
    // The setting is part of the table's stored JSON, which the history keeps: rewinding over a
    // DeleteTable brings the table back with its stream.
    TestWorkspace ws;
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    ws.ok(u"CreateTable"_s,
          compact(
              createRequest(u"Orders"_s, R"({"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"})"))
              .constData());
    const QJsonObject before = streamMembers(describe(ws, u"Orders"_s));
    QVERIFY(engine.advanceClock(kT0 + 60'000));
    ws.ok(u"DeleteTable"_s, R"({"TableName":"Orders"})");
    QVERIFY(engine.rewind(kT0 + 1000));
    QCOMPARE(streamMembers(describe(ws, u"Orders"_s)), before);
    QCOMPARE(engine.table(u"Orders"_s)->stream,
             (StreamSetting{true, StreamViewType::NewImage, kT0}));
}

QTEST_GUILESS_MAIN(TestStreamSpec)
#include "tst_streamspec.moc"
