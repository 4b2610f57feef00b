// UpdateTimeToLive and DescribeTimeToLive through the api: the ENABLING / DISABLING states on the
// workspace clock, DynamoDB's refusals in its order (what is asked before when), that a refused
// request changes nothing, that the setting survives reopening, and the request texts.
#include "engine/engine.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::TimeToLiveSetting;

namespace {

const char *kSessionsTable = R"({"TableName": "Sessions", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})";

lw::Result<QJsonObject> update(lw::Api &api, bool enabled, const QString &attribute)
{
    return api.call(
        u"UpdateTimeToLive"_s,
        QJsonObject{{u"TableName"_s, u"Sessions"_s},
                    {u"TimeToLiveSpecification"_s,
                     QJsonObject{{u"Enabled"_s, enabled}, {u"AttributeName"_s, attribute}}}});
}

// The TimeToLiveDescription, compact, e.g. {"AttributeName":"a","TimeToLiveStatus":"ENABLED"}.
QByteArray describe(lw::Api &api)
{
    auto result = api.call(u"DescribeTimeToLive"_s, json(R"({"TableName":"Sessions"})"));
    if (!setUp(u"DescribeTimeToLive failed"_s, result))
        return {};
    return compact(result->value(u"TimeToLiveDescription"_s).toObject());
}

QByteArray description(const char *status, const char *attribute = nullptr)
{
    QJsonObject o{{u"TimeToLiveStatus"_s, QString::fromLatin1(status)}};
    if (attribute)
        o.insert(u"AttributeName"_s, QString::fromLatin1(attribute));
    return compact(o);
}

const QString kCooldownText =
    u"Time to live has been modified multiple times within a fixed interval"_s;

QString differentText(const char *current)
{
    return u"TimeToLive is active on a different AttributeName: current AttributeName is "_s +
           QString::fromLatin1(current);
}

} // namespace

// A refused UpdateTimeToLive: ValidationException with the `expected` text, and Describe reads the
// same before and after.
#define QVERIFY_REFUSED(api, enabled, attribute, expected)                                         \
    do {                                                                                           \
        const QByteArray before = describe(api);                                                   \
        auto refused = update(api, enabled, attribute);                                            \
        QVERIFY2(!refused, "the update was accepted");                                             \
        QCOMPARE(refused.error().typeName(), u"ValidationException"_s);                            \
        QCOMPARE(refused.error().message, expected);                                               \
        QCOMPARE(describe(api), before);                                                           \
    } while (false)

class TestTimeToLive : public QObject
{
    Q_OBJECT

private slots:
    void freshTableIsDisabled();
    void enableSettlesOnTheClock();
    void refusalsInOrder();
    void neverConfiguredCannotBeDisabled();
    void longestAttributeName();
    void survivesReopening();
    void describeTableIsUnchanged();
    void unknownTable_data();
    void unknownTable();
    void malformed_data();
    void malformed();
};

void TestTimeToLive::freshTableIsDisabled()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    QCOMPARE(describe(ws.workspace().api()), description("DISABLED"));
}

void TestTimeToLive::enableSettlesOnTheClock()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    auto &api = ws.workspace().api();
    auto &engine = ws.workspace().engine();

    auto enabled = update(api, true, u"expiresAt"_s);
    QVERIFY2(enabled, qPrintable(enabled ? QString() : enabled.error().message));
    QCOMPARE(
        compact(*enabled),
        QByteArray(R"({"TimeToLiveSpecification":{"AttributeName":"expiresAt","Enabled":true}})"));
    // The clock has not moved: the change is still being applied.
    QCOMPARE(describe(api), description("ENABLING", "expiresAt"));
    const qint64 enabledAt = engine.nowMs();
    QVERIFY(engine.advanceClock(enabledAt + TimeToLiveSetting::kSettleMs - 1));
    QCOMPARE(describe(api), description("ENABLING", "expiresAt"));
    QVERIFY(engine.advanceClock(enabledAt + TimeToLiveSetting::kSettleMs));
    QCOMPARE(describe(api), description("ENABLED", "expiresAt"));
}

void TestTimeToLive::refusalsInOrder()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    auto &api = ws.workspace().api();
    auto &engine = ws.workspace().engine();

    const qint64 enabledAt = engine.nowMs();
    QVERIFY(update(api, true, u"a"_s));
    QVERIFY(engine.advanceClock(enabledAt + TimeToLiveSetting::kSettleMs));

    // Within the hour every one of these is also too soon, yet each names what is wrong with the
    // request itself: the content checks come before the cooldown.
    QVERIFY_REFUSED(api, true, u"a"_s, u"TimeToLive is already enabled"_s);
    QVERIFY_REFUSED(api, true, u"b"_s, differentText("a"));
    QVERIFY_REFUSED(api, false, u"b"_s, differentText("a"));
    // A valid disable, but too soon.
    QVERIFY_REFUSED(api, false, u"a"_s, kCooldownText);
    QVERIFY(engine.advanceClock(enabledAt + TimeToLiveSetting::kCooldownMs - 1));
    QVERIFY_REFUSED(api, false, u"a"_s, kCooldownText);

    QVERIFY(engine.advanceClock(enabledAt + TimeToLiveSetting::kCooldownMs));
    const qint64 disabledAt = engine.nowMs();
    auto disabled = update(api, false, u"a"_s);
    QVERIFY2(disabled, qPrintable(disabled ? QString() : disabled.error().message));
    QCOMPARE(compact(*disabled),
             QByteArray(R"({"TimeToLiveSpecification":{"AttributeName":"a","Enabled":false}})"));
    // While DISABLING the attribute is still named; once DISABLED it is not.
    QCOMPARE(describe(api), description("DISABLING", "a"));
    QVERIFY(engine.advanceClock(disabledAt + TimeToLiveSetting::kSettleMs));
    QCOMPARE(describe(api), description("DISABLED"));

    QVERIFY_REFUSED(api, false, u"a"_s, u"TimeToLive is already disabled"_s);
    // Enabling again is a valid request, but the disable was just now.
    QVERIFY_REFUSED(api, true, u"b"_s, kCooldownText);
    QVERIFY(engine.advanceClock(disabledAt + TimeToLiveSetting::kCooldownMs));
    QVERIFY(update(api, true, u"b"_s));
    QCOMPARE(describe(api), description("ENABLING", "b"));
    QCOMPARE(engine.verify(), QStringList());
}

void TestTimeToLive::neverConfiguredCannotBeDisabled()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    auto &api = ws.workspace().api();
    QVERIFY_REFUSED(api, false, u"a"_s, u"TimeToLive is already disabled"_s);
    QVERIFY_REFUSED(api, false, u"expiresAt"_s, u"TimeToLive is already disabled"_s);
}

void TestTimeToLive::longestAttributeName()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    const QString name(255, u'x');
    auto enabled = update(ws.workspace().api(), true, name);
    QVERIFY2(enabled, qPrintable(enabled ? QString() : enabled.error().message));
    QCOMPARE(describe(ws.workspace().api()), description("ENABLING", qPrintable(name)));
}

void TestTimeToLive::survivesReopening()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    {
        auto &engine = ws.workspace().engine();
        QVERIFY(update(ws.workspace().api(), true, u"expiresAt"_s));
        QVERIFY(engine.advanceClock(engine.nowMs() + TimeToLiveSetting::kSettleMs));
    }
    ws.close();

    auto reopened = lw::Workspace::open(ws.path());
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().message));
    auto &api = (*reopened)->api();
    QCOMPARE(describe(api), description("ENABLED", "expiresAt"));
    // When it changed survives too: the cooldown still holds.
    QVERIFY_REFUSED(api, false, u"expiresAt"_s, kCooldownText);
}

void TestTimeToLive::describeTableIsUnchanged()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    const char *request = R"({"TableName":"Sessions"})";
    const QByteArray before = compact(ws.ok(u"DescribeTable"_s, request));
    QVERIFY(update(ws.workspace().api(), true, u"expiresAt"_s));
    QCOMPARE(compact(ws.ok(u"DescribeTable"_s, request)), before);
}

void TestTimeToLive::unknownTable_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("update") << u"UpdateTimeToLive"_s
                            << QByteArray(R"({"TableName":"Nope","TimeToLiveSpecification":
                                               {"Enabled":true,"AttributeName":"a"}})");
    QTest::newRow("describe") << u"DescribeTimeToLive"_s << QByteArray(R"({"TableName":"Nope"})");
}

void TestTimeToLive::unknownTable()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    TestWorkspace ws;
    auto result = ws.call(action, json(request.constData()));
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), u"ResourceNotFoundException"_s);
    QCOMPARE(result.error().message, u"Requested resource not found: Table: Nope not found"_s);
}

void TestTimeToLive::malformed_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");

    const QString one = u"1 validation error detected: "_s;
    const QString attributeNull = u"Value null at 'timeToLiveSpecification.attributeName' failed "
                                  u"to satisfy constraint: Member must not be null"_s;
    const QString enabledNull = u"Value null at 'timeToLiveSpecification.enabled' failed to "
                                u"satisfy constraint: Member must not be null"_s;
    const QString tableRequired =
        u"The parameter 'TableName' is required but was not present in the request"_s;
    const QString tableLength =
        u"TableName must be at least 3 characters long and at most 255 characters long"_s;
    auto row = [](const char *name, const char *action, const QByteArray &request, const char *type,
                  const QString &message) {
        QTest::newRow(name) << QString::fromLatin1(action) << request << QString::fromLatin1(type)
                            << message;
    };
    const char *update = "UpdateTimeToLive";
    const char *validation = "ValidationException";
    const char *serialization = "SerializationException";

    row("update-no-table", update,
        R"({"TimeToLiveSpecification":{"Enabled":true,"AttributeName":"a"}})", validation,
        tableRequired);
    row("update-null-table", update,
        R"({"TableName":null,"TimeToLiveSpecification":{"Enabled":true,"AttributeName":"a"}})",
        validation, tableRequired);
    row("update-short-table", update,
        R"({"TableName":"ab","TimeToLiveSpecification":{"Enabled":true,"AttributeName":"a"}})",
        validation, tableLength);
    row("update-table-not-string", update,
        R"({"TableName":3,"TimeToLiveSpecification":{"Enabled":true,"AttributeName":"a"}})",
        serialization, u"NUMBER_VALUE cannot be converted to String"_s);
    row("update-no-specification", update, R"({"TableName":"Sessions"})", validation,
        one + u"Value null at 'timeToLiveSpecification' failed to satisfy constraint: Member "
              u"must not be null"_s);
    // The service's own checks on TableName come before the model's constraints.
    row("table-before-specification", update, R"({})", validation, tableRequired);
    row("update-empty-specification", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{}})", validation,
        u"2 validation errors detected: "_s + enabledNull + u"; "_s + attributeNull);
    row("update-null-members", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":null,"AttributeName":null}})",
        validation, u"2 validation errors detected: "_s + enabledNull + u"; "_s + attributeNull);
    row("update-no-attribute", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":true}})", validation,
        one + attributeNull);
    row("disable-no-attribute", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":false}})", validation,
        one + attributeNull);
    row("update-no-enabled", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"AttributeName":"a"}})", validation,
        one + enabledNull);
    row("update-empty-attribute", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":true,"AttributeName":""}})",
        validation,
        one + u"Value at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: "
              u"Member must have length greater than or equal to 1"_s);
    const QByteArray longName(256, 'x');
    row("update-long-attribute", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":true,"AttributeName":")" +
            longName + R"("}})",
        validation,
        one + u"Value '"_s + QString::fromLatin1(longName) +
            u"' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member "
            u"must have length less than or equal to 255"_s);
    row("update-no-enabled-empty-attribute", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"AttributeName":""}})", validation,
        u"2 validation errors detected: "_s + enabledNull +
            u"; Value at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: "
            u"Member must have length greater than or equal to 1"_s);
    // The request is checked before the table is looked up.
    row("update-unknown-table-bad-spec", update,
        R"({"TableName":"Nope","TimeToLiveSpecification":{}})", validation,
        u"2 validation errors detected: "_s + enabledNull + u"; "_s + attributeNull);
    // The type errors are the service's deserialiser's texts, as the validation layer gives them
    // (docs/validation.md, dynalite's validations/index.js).
    row("update-specification-not-object", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":true})", serialization,
        u"Unexpected field type"_s);
    row("update-enabled-not-bool", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":"dog","AttributeName":"a"}})",
        serialization, u"Unexpected token received from parser"_s);
    row("update-attribute-not-string", update,
        R"({"TableName":"Sessions","TimeToLiveSpecification":{"Enabled":true,"AttributeName":3}})",
        serialization, u"NUMBER_VALUE cannot be converted to String"_s);
    // JSON types are read before anything is validated.
    row("types-before-table", update, R"({"TimeToLiveSpecification":{"Enabled":1}})", serialization,
        u"NUMBER_VALUE cannot be converted to Boolean"_s);

    const char *describe = "DescribeTimeToLive";
    row("describe-no-table", describe, R"({})", validation, tableRequired);
    row("describe-short-table", describe, R"({"TableName":"ab"})", validation, tableLength);
    row("describe-table-not-string", describe, R"({"TableName":["Sessions"]})", serialization,
        u"Unrecognized collection type class java.lang.String"_s);
}

void TestTimeToLive::malformed()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QString, type);
    QFETCH(QString, message);

    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kSessionsTable);
    auto &api = ws.workspace().api();
    const QByteArray before = describe(api);
    auto result = ws.call(action, json(request.constData()));
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), type);
    QCOMPARE(result.error().message, message);
    QCOMPARE(describe(api), before);
}

QTEST_GUILESS_MAIN(TestTimeToLive)
#include "tst_timetolive.moc"
