// Every validation text the data plane and control plane return, exactly as DynamoDB words it,
// and proof that a rejected request changes nothing.
#include "engine/engine.h"
#include "testworkspace.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void rejects_data();
    void rejects();
    void ignoresMembersTheModelDoesNotName();
    void provisionedThroughputChanges();
};

void TestValidation::rejects_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");

    const QString invalid = u"One or more parameter values were invalid: "_s;
    auto row = [](const char *name, const char *action, const char *request, const char *type,
                  const QString &message) {
        QTest::newRow(name) << QString::fromLatin1(action) << QByteArray(request)
                            << QString::fromLatin1(type) << message;
    };
    row("put-missing-hash", "PutItem", R"({"TableName":"Users","Item":{"SK":{"S":"x"}}})",
        "ValidationException", invalid + u"Missing the key PK in the item"_s);
    row("put-missing-range", "PutItem", R"({"TableName":"Users","Item":{"PK":{"S":"x"}}})",
        "ValidationException", invalid + u"Missing the key SK in the item"_s);
    row("put-type-mismatch", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"N":"1"},"SK":{"S":"x"}}})", "ValidationException",
        invalid + u"Type mismatch for key PK expected: S actual: N"_s);
    row("put-empty-key-string", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":""},"SK":{"S":"x"}}})", "ValidationException",
        u"One or more parameter values are not valid. The AttributeValue for a key attribute "
        u"cannot contain an empty string value. Key: PK"_s);
    row("put-index-key-type", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"GSI1PK":{"N":"1"}}})",
        "ValidationException",
        invalid + u"Type mismatch for Index Key GSI1PK Expected: S Actual: N IndexName: GSI1"_s);
    // The data plane's text; DescribeTable's names the table (describe-missing).
    row("put-no-table", "PutItem", R"({"TableName":"Nope","Item":{"PK":{"S":"x"}}})",
        "ResourceNotFoundException", u"Requested resource not found"_s);
    row("query-no-table", "Query",
        R"({"TableName":"Nope","KeyConditionExpression":"PK = :p","ExpressionAttributeValues":{":p":{"S":"x"}}})",
        "ResourceNotFoundException", u"Requested resource not found"_s);
    row("batch-get-no-table", "BatchGetItem",
        R"({"RequestItems":{"Nope":{"Keys":[{"PK":{"S":"x"}}]}}})", "ResourceNotFoundException",
        u"Requested resource not found"_s);
    row("batch-write-no-table", "BatchWriteItem",
        R"({"RequestItems":{"Nope":[{"DeleteRequest":{"Key":{"PK":{"S":"x"}}}}]}})",
        "ResourceNotFoundException", u"Requested resource not found"_s);
    row("put-no-table-name", "PutItem", R"({"Item":{"PK":{"S":"x"}}})", "ValidationException",
        u"1 validation error detected: Value null at 'tableName' failed to satisfy constraint: "
        u"Member must not be null"_s);
    row("put-empty-set", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"s":{"SS":[]}}})",
        "ValidationException", invalid + u"An string set  may not be empty"_s);
    row("put-dup-set", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"s":{"SS":["a","a"]}}})",
        "ValidationException", invalid + u"Input collection [a, a] contains duplicates."_s);
    row("put-bad-number", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"abc"}}})",
        "ValidationException", u"The parameter cannot be converted to a numeric value: abc"_s);
    row("put-39-digits", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"N":"123456789012345678901234567890123456789"}}})",
        "ValidationException",
        u"Attempting to store more than 38 significant digits in a Number"_s);
    row("put-two-types", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"v":{"S":"a","N":"1"}}})",
        "ValidationException",
        u"Supplied AttributeValue has more than one datatypes set, must contain exactly one of "
        u"the supported datatypes"_s);
    // The validation layer's text (dynalite's suite records it from the service).
    row("put-return-values", "PutItem",
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnValues":"ALL_NEW"})",
        "ValidationException", u"ReturnValues can only be ALL_OLD or NONE"_s);
    row("get-key-extra-attribute", "GetItem",
        R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"},"n":{"N":"1"}}})",
        "ValidationException", u"The provided key element does not match the schema"_s);
    row("get-key-missing-range", "GetItem", R"({"TableName":"Users","Key":{"PK":{"S":"a"}}})",
        "ValidationException", u"The provided key element does not match the schema"_s);
    row("get-key-wrong-type", "GetItem",
        R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"N":"1"}}})", "ValidationException",
        u"The provided key element does not match the schema"_s);
    row("get-key-empty", "GetItem", R"({"TableName":"Users","Key":{"PK":{"S":""},"SK":{"S":"x"}}})",
        "ValidationException",
        invalid +
            u"The AttributeValue for a key attribute cannot contain an empty string value. Key: PK"_s);
    row("delete-key-mismatch", "DeleteItem", R"({"TableName":"Users","Key":{"SK":{"S":"x"}}})",
        "ValidationException", u"The provided key element does not match the schema"_s);
    row("scan-consistent-gsi", "Scan",
        R"({"TableName":"Users","IndexName":"GSI1","ConsistentRead":true})", "ValidationException",
        u"Consistent reads are not supported on global secondary indexes"_s);
    row("scan-no-index", "Scan", R"({"TableName":"Users","IndexName":"Nope"})",
        "ValidationException", u"The table does not have the specified index: Nope"_s);
    row("scan-bad-start", "Scan", R"({"TableName":"Users","ExclusiveStartKey":{"PK":{"S":"a"}}})",
        "ValidationException",
        u"The provided starting key is invalid: The provided key element does not match the schema"_s);
    row("scan-limit-zero", "Scan", R"({"TableName":"Users","Limit":0})", "ValidationException",
        u"1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member "
        u"must have value greater than or equal to 1"_s);
    row("query-no-key-condition", "Query", R"({"TableName":"Users"})", "ValidationException",
        u"Either the KeyConditions or KeyConditionExpression parameter must be specified in the "
        u"request."_s);
    row("capacity-enum", "GetItem",
        R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnConsumedCapacity":"ALL"})",
        "ValidationException",
        u"1 validation error detected: Value 'ALL' at 'returnConsumedCapacity' failed to satisfy "
        u"constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"_s);
    row("batchwrite-duplicates", "BatchWriteItem",
        R"({"RequestItems":{"Users":[{"PutRequest":{"Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
                                    {"DeleteRequest":{"Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]}})",
        "ValidationException", u"Provided list of item keys contains duplicates"_s);
    row("batchget-duplicates", "BatchGetItem",
        R"({"RequestItems":{"Users":{"Keys":[{"PK":{"S":"a"},"SK":{"S":"x"}},{"PK":{"S":"a"},"SK":{"S":"x"}}]}}})",
        "ValidationException", u"Provided list of item keys contains duplicates"_s);
    row("create-empty-attribute-name", "CreateTable",
        R"({"TableName":"Tab","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"","AttributeType":"S"}],"KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}]})",
        "ValidationException",
        u"1 validation error detected: Value '' at 'attributeDefinitions.2.member.attributeName' "
        u"failed to satisfy constraint: Member must have length greater than or equal to 1"_s);
    row("create-bad-attribute-type", "CreateTable",
        R"({"TableName":"Tab","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"n","AttributeType":"X"}],"KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}]})",
        "ValidationException",
        u"1 validation error detected: Value 'X' at 'attributeDefinitions.2.member.attributeType' "
        u"failed to satisfy constraint: Member must satisfy enum value set: [B, N, S]"_s);
    row("create-include-without-attributes", "CreateTable",
        R"({"TableName":"Tab","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"G","AttributeType":"S"}],"KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],"GlobalSecondaryIndexes":[{"IndexName":"ByG","KeySchema":[{"AttributeName":"G","KeyType":"HASH"}],"Projection":{"ProjectionType":"INCLUDE"}}]})",
        "ValidationException",
        invalid + u"ProjectionType is INCLUDE, but NonKeyAttributes is not specified"_s);
    row("create-include-empty-list", "CreateTable",
        R"({"TableName":"Tab","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"G","AttributeType":"S"}],"KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],"GlobalSecondaryIndexes":[{"IndexName":"ByG","KeySchema":[{"AttributeName":"G","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}},{"IndexName":"ByG2","KeySchema":[{"AttributeName":"G","KeyType":"HASH"}],"Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":[]}}]})",
        "ValidationException",
        u"1 validation error detected: Value '[]' at "
        u"'globalSecondaryIndexes.2.member.projection.nonKeyAttributes' failed to satisfy "
        u"constraint: Member must have length greater than or equal to 1"_s);
    row("create-exists", "CreateTable",
        R"({"TableName":"Users","BillingMode":"PAY_PER_REQUEST","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"}]})",
        "ResourceInUseException", u"Table already exists: Users"_s);
    row("create-undefined-key", "CreateTable",
        R"({"TableName":"T1x","BillingMode":"PAY_PER_REQUEST","KeySchema":[{"AttributeName":"a","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"b","AttributeType":"S"}]})",
        "ValidationException",
        invalid + u"Some index key attributes are not defined in AttributeDefinitions. Keys: [a], "
                  u"AttributeDefinitions: [b]"_s);
    row("create-extra-definition", "CreateTable",
        R"({"TableName":"T1x","BillingMode":"PAY_PER_REQUEST","KeySchema":[{"AttributeName":"a","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"a","AttributeType":"S"},{"AttributeName":"b","AttributeType":"S"}]})",
        "ValidationException",
        invalid + u"Number of attributes in KeySchema does not exactly match number of attributes "
                  u"defined in AttributeDefinitions"_s);
    row("create-range-first", "CreateTable",
        R"({"TableName":"T1x","BillingMode":"PAY_PER_REQUEST","KeySchema":[{"AttributeName":"a","KeyType":"RANGE"}],
            "AttributeDefinitions":[{"AttributeName":"a","AttributeType":"S"}]})",
        "ValidationException",
        u"Invalid KeySchema: The first KeySchemaElement is not a HASH key type"_s);
    row("create-provisioned-without-throughput", "CreateTable",
        R"({"TableName":"T1x","KeySchema":[{"AttributeName":"a","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"a","AttributeType":"S"}]})",
        "ValidationException",
        invalid + u"ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                  u"BillingMode is PROVISIONED"_s);
    row("create-lsi-without-range", "CreateTable",
        R"({"TableName":"T1x","BillingMode":"PAY_PER_REQUEST","KeySchema":[{"AttributeName":"a","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"a","AttributeType":"S"},{"AttributeName":"b","AttributeType":"S"}],
            "LocalSecondaryIndexes":[{"IndexName":"L1x","KeySchema":[{"AttributeName":"a","KeyType":"HASH"},{"AttributeName":"b","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]})",
        "ValidationException",
        invalid + u"Table KeySchema does not have a range key, which is required when specifying a "
                  u"LocalSecondaryIndex"_s);
    row("describe-missing", "DescribeTable", R"({"TableName":"Nope"})", "ResourceNotFoundException",
        u"Requested resource not found: Table: Nope not found"_s);
    row("table-name-short", "DescribeTable", R"({"TableName":"ab"})", "ValidationException",
        u"TableName must be at least 3 characters long and at most 255 characters long"_s);
    row("unknown-action", "PutItems", R"({})", "UnknownOperationException",
        u"An unknown operation was requested: PutItems"_s);

    // What the validation layer refuses before any table is looked up (dynalite's texts).
    const QString pattern = u"Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"_s;
    row("table-name-pattern", "DescribeTable", R"({"TableName":"Us;rs"})", "ValidationException",
        u"1 validation error detected: Value 'Us;rs' at 'tableName' failed to satisfy constraint: "_s +
            pattern);
    row("put-table-name-pattern", "PutItem",
        R"({"TableName":"Us;rs","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}})", "ValidationException",
        u"1 validation error detected: Value 'Us;rs' at 'tableName' failed to satisfy constraint: "_s +
            pattern);
    row("list-tables-empty-start", "ListTables", R"({"ExclusiveStartTableName":""})",
        "ValidationException",
        u"2 validation errors detected: Value '' at 'exclusiveStartTableName' failed to satisfy "
        u"constraint: "_s +
            pattern +
            u"; Value '' at 'exclusiveStartTableName' failed to satisfy constraint: Member must "
            u"have length greater than or equal to 3"_s);
    const QByteArray longName(256, 'a');
    QTest::newRow("list-tables-long-start")
        << u"ListTables"_s << QByteArray(R"({"ExclusiveStartTableName":")" + longName + R"("})")
        << u"ValidationException"_s
        << u"1 validation error detected: Value '"_s + QString::fromLatin1(longName) +
               u"' at 'exclusiveStartTableName' failed to satisfy constraint: Member must have "
               u"length less than or equal to 255"_s;
    row("batchwrite-empty-list", "BatchWriteItem", R"({"RequestItems":{"Users":[]}})",
        "ValidationException",
        u"1 validation error detected: Value '{\"Users\":[]}' at 'requestItems' failed to "
        u"satisfy constraint: Map value must satisfy constraint: [Member must have length less "
        u"than or equal to 25, Member must have length greater than or equal to 1]"_s);
    row("update-throughput-zero", "UpdateTable",
        R"({"TableName":"Users","ProvisionedThroughput":{"ReadCapacityUnits":0,"WriteCapacityUnits":1}})",
        "ValidationException",
        u"1 validation error detected: Value '0' at 'provisionedThroughput.readCapacityUnits' "
        u"failed to satisfy constraint: Member must have value greater than or equal to 1"_s);
    // Users is on demand: throughput is refused after the table is found.
    row("update-on-demand-throughput", "UpdateTable",
        R"({"TableName":"Users","ProvisionedThroughput":{"ReadCapacityUnits":1,"WriteCapacityUnits":1}})",
        "ValidationException",
        invalid + u"Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                  u"BillingMode is PAY_PER_REQUEST"_s);
}

void TestValidation::rejects()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QString, type);
    QFETCH(QString, message);

    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"keep":{"S":"me"}}})");

    auto result = ws.call(action, json(request.constData()));
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), type);
    QCOMPARE(result.error().message, message);

    // Nothing changed: the one item is intact and every invariant holds.
    auto item =
        ws.ok(u"GetItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}})");
    QCOMPARE(compact(item),
             QByteArray(R"({"Item":{"PK":{"S":"a"},"SK":{"S":"x"},"keep":{"S":"me"}}})"));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

// The service ignores a member its model does not name, and so does the api: the put is made.
void TestValidation::ignoresMembersTheModelDoesNotName()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    const QJsonObject put = ws.ok(
        u"PutItem"_s,
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnItemCollectionMetrix":"SIZE"})");
    QCOMPARE(put, QJsonObject());
    QCOMPARE(compact(ws.ok(u"GetItem"_s,
                           R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}})")),
             QByteArray(R"({"Item":{"PK":{"S":"a"},"SK":{"S":"x"}}})"));
}

// UpdateTable's throughput against the table it finds (dynalite's texts, from the service): the
// throughput a provisioned table has already is no change; any throughput with on-demand billing
// is refused; a real change is made.
void TestValidation::provisionedThroughputChanges()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s,
          R"({"TableName":"Prov","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
              "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"}],
              "ProvisionedThroughput":{"ReadCapacityUnits":2,"WriteCapacityUnits":3}})");
    const auto update = [&](const char *request) {
        return ws.call(u"UpdateTable"_s, json(request));
    };

    const auto same = update(
        R"({"TableName":"Prov","ProvisionedThroughput":{"ReadCapacityUnits":2,"WriteCapacityUnits":3}})");
    QVERIFY(!same);
    QCOMPARE(same.error().typeName(), u"ValidationException"_s);
    QCOMPARE(same.error().message,
             u"The provisioned throughput for the table will not change. The requested value "
             u"equals the current value. Current ReadCapacityUnits provisioned for the table: 2. "
             u"Requested ReadCapacityUnits: 2. Current WriteCapacityUnits provisioned for the "
             u"table: 3. Requested WriteCapacityUnits: 3. Refer to the Amazon DynamoDB Developer "
             u"Guide for current limits and how to request higher limits."_s);

    const auto toOnDemand = update(
        R"({"TableName":"Prov","BillingMode":"PAY_PER_REQUEST","ProvisionedThroughput":{"ReadCapacityUnits":4,"WriteCapacityUnits":4}})");
    QVERIFY(!toOnDemand);
    QCOMPARE(toOnDemand.error().message,
             u"One or more parameter values were invalid: Neither ReadCapacityUnits nor "
             u"WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST"_s);

    const auto changed = update(
        R"({"TableName":"Prov","ProvisionedThroughput":{"ReadCapacityUnits":2,"WriteCapacityUnits":4}})");
    QVERIFY2(changed, qPrintable(changed ? QString() : changed.error().message));
    QCOMPARE(
        changed->value(u"TableDescription"_s)[u"ProvisionedThroughput"_s][u"WriteCapacityUnits"_s]
            .toInt(),
        4);
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
