// The validation layer's second and third stages (core/validation/) for the table, stream, batch
// and transaction actions: member constraints collected into one message in the service's order,
// then each action's own checks; that a well-formed request of every action passes; the cap at
// ten errors and the wire types. (The item actions' checks are tst_itemchecks.) The CreateTable
// rows derive from mhart/dynalite's tests, which were checked against the service; the others
// from the API reference's constraints and the captures named in docs/validation.md.
#include "lwtest.h"
#include "validation/validate.h"
#include "validationtexts.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// A table definition that passes, for the CreateTable rows to vary.
const char *kTable = R"({"TableName": "abc",
  "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
                           {"AttributeName": "b", "AttributeType": "S"}],
  "KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}, {"KeyType": "RANGE", "AttributeName": "b"}],
  "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}})";

QJsonObject tableWith(const QByteArray &members)
{
    QJsonObject table = json(kTable);
    const QJsonObject extra = json(members.constData());
    for (auto it = extra.begin(); it != extra.end(); ++it)
        table.insert(it.key(), it.value());
    return table;
}

// A GetItem of table abc with `key`, for the attribute value rows.
QJsonArray keys(int count, int from = 0)
{
    QJsonArray out;
    for (int i = from; i < from + count; ++i)
        out.append(QJsonObject{{u"a"_s, QJsonObject{{u"S"_s, QString::number(i)}}}});
    return out;
}

} // namespace

class TestValidationSpecs : public QObject
{
    Q_OBJECT

private slots:
    void refused_data();
    void refused();
    void passes_data();
    void passes();
    void stopsAtTenErrors();
    void wireType();
};

void TestValidationSpecs::refused_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("message");

    // Table actions: TableName is required and its length comes first, alone.
    for (const QString &action :
         {u"CreateTable"_s, u"DeleteTable"_s, u"DescribeTable"_s, u"DescribeTimeToLive"_s,
          u"UpdateTable"_s, u"UpdateTimeToLive"_s}) {
        const QByteArray a = action.toLatin1();
        QTest::addRow("%s no TableName", a.data())
            << action << QJsonObject()
            << u"The parameter 'TableName' is required but was not present in the request"_s;
        const QString lengthText =
            u"TableName must be at least 3 characters long and at most 255 characters long"_s;
        QTest::addRow("%s empty TableName", a.data())
            << action << json(R"({"TableName": ""})") << lengthText;
        QTest::addRow("%s short TableName", a.data())
            << action << json(R"({"TableName": "a;"})") << lengthText;
        QTest::addRow("%s long TableName", a.data())
            << action << QJsonObject{{u"TableName"_s, QString(256, u'a')}} << lengthText;
    }
    for (const QString &action : {u"DeleteTable"_s, u"DescribeTable"_s, u"DescribeTimeToLive"_s}) {
        QTest::addRow("%s TableName pattern", action.toLatin1().data())
            << action << json(R"({"TableName": "abc;"})")
            << detected({failed(u"'abc;'"_s, u"tableName"_s, kPattern)});
    }

    // CreateTable: constraints in the service's member order, then the custom checks.
    QTest::newRow("CreateTable null members")
        << u"CreateTable"_s << json(R"({"TableName": "abc;"})")
        << detected({nullAt(u"attributeDefinitions"_s),
                     failed(u"'abc;'"_s, u"tableName"_s, kPattern), nullAt(u"keySchema"_s)});
    QTest::newRow("CreateTable empty ProvisionedThroughput")
        << u"CreateTable"_s
        << json(R"({"TableName": "abc", "AttributeDefinitions": [], "ProvisionedThroughput": {}})")
        << detected({nullAt(u"provisionedThroughput.writeCapacityUnits"_s),
                     nullAt(u"provisionedThroughput.readCapacityUnits"_s), nullAt(u"keySchema"_s)});
    QTest::newRow("CreateTable low throughput")
        << u"CreateTable"_s
        << json(R"({"TableName": "abc", "AttributeDefinitions": [], "KeySchema": [],
                    "ProvisionedThroughput": {"ReadCapacityUnits": -1, "WriteCapacityUnits": -1}})")
        << detected({failed(u"'-1'"_s, u"provisionedThroughput.writeCapacityUnits"_s, atLeast(1)),
                     failed(u"'-1'"_s, u"provisionedThroughput.readCapacityUnits"_s, atLeast(1)),
                     failed(u"'[]'"_s, u"keySchema"_s, lengthAtLeast(1))});
    QTest::newRow("CreateTable key element names")
        << u"CreateTable"_s << json(R"({"TableName": "abc", "AttributeDefinitions": [],
                    "KeySchema": [{"KeyType": "HASH"}, {"AttributeName": "a"},
                                  {"KeyType": "Woop", "AttributeName": "a"}],
                    "ProvisionedThroughput": {"ReadCapacityUnits": 1000000000001,
                                              "WriteCapacityUnits": 1000000000001}})")
        << detected({failed(u"'[{\"KeyType\":\"HASH\"}, {\"AttributeName\":\"a\"}, "
                            u"{\"AttributeName\":\"a\",\"KeyType\":\"Woop\"}]'"_s,
                            u"keySchema"_s, lengthAtMost(2)),
                     nullAt(u"keySchema.1.member.attributeName"_s),
                     nullAt(u"keySchema.2.member.keyType"_s),
                     failed(u"'Woop'"_s, u"keySchema.3.member.keyType"_s,
                            u"Member must satisfy enum value set: [HASH, RANGE]"_s)});
    QTest::newRow("CreateTable attribute type enum")
        << u"CreateTable"_s
        << tableWith(R"({"AttributeDefinitions": [{"AttributeName": "b", "AttributeType": "SS"}]})")
        << detected({failed(u"'SS'"_s, u"attributeDefinitions.1.member.attributeType"_s,
                            u"Member must satisfy enum value set: [B, N, S]"_s)});
    QTest::newRow("CreateTable empty attribute name")
        << u"CreateTable"_s
        << tableWith(R"({"AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
                                                 {"AttributeName": "", "AttributeType": "S"}]})")
        << detected({failed(u"''"_s, u"attributeDefinitions.2.member.attributeName"_s,
                            lengthAtLeast(1))});
    QTest::newRow("CreateTable bad index names")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": [
               {"IndexName": "h;", "KeySchema": [], "Projection": {}}]})")
        << detected(
               {failed(u"'h;'"_s, u"localSecondaryIndexes.1.member.indexName"_s, kPattern),
                failed(u"'h;'"_s, u"localSecondaryIndexes.1.member.indexName"_s, lengthAtLeast(3)),
                failed(u"'[]'"_s, u"localSecondaryIndexes.1.member.keySchema"_s,
                       lengthAtLeast(1))});
    QTest::newRow("CreateTable throughput missing")
        << u"CreateTable"_s << json(R"({"TableName": "abc", "AttributeDefinitions": [],
                    "KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}]})")
        << kInvalid + u"ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                      u"BillingMode is PROVISIONED"_s;
    QTest::newRow("CreateTable read units out of bounds")
        << u"CreateTable"_s << tableWith(R"({"AttributeDefinitions": [], "ProvisionedThroughput":
                        {"ReadCapacityUnits": 1000000000001, "WriteCapacityUnits": 1000000000001}})")
        << u"Given value 1000000000001 for ReadCapacityUnits is out of bounds"_s;
    QTest::newRow("CreateTable write units out of bounds")
        << u"CreateTable"_s << tableWith(R"({"AttributeDefinitions": [], "ProvisionedThroughput":
                        {"ReadCapacityUnits": 1000000000000, "WriteCapacityUnits": 1000000000001}})")
        << u"Given value 1000000000001 for WriteCapacityUnits is out of bounds"_s;
    QTest::newRow("CreateTable throughput on demand")
        << u"CreateTable"_s << tableWith(R"({"BillingMode": "PAY_PER_REQUEST"})")
        << kInvalid + u"Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                      u"BillingMode is PAY_PER_REQUEST"_s;
    QTest::newRow("CreateTable more keys than definitions")
        << u"CreateTable"_s << tableWith(R"({"AttributeDefinitions": []})")
        << u"Invalid KeySchema: Some index key attribute have no definition"_s;
    QTest::newRow("CreateTable key not defined")
        << u"CreateTable"_s
        << tableWith(R"({"AttributeDefinitions": [{"AttributeName": "b", "AttributeType": "S"}],
                         "KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}]})")
        << kInvalid + u"Some index key attributes are not defined in AttributeDefinitions. "
                      u"Keys: [a], AttributeDefinitions: [b]"_s;
    QTest::newRow("CreateTable same key names")
        << u"CreateTable"_s
        << tableWith(R"({"KeySchema": [{"KeyType": "HASH", "AttributeName": "a"},
                                       {"KeyType": "HASH", "AttributeName": "a"}]})")
        << u"Both the Hash Key and the Range Key element in the KeySchema have the same name"_s;
    QTest::newRow("CreateTable second key not range")
        << u"CreateTable"_s
        << tableWith(R"({"KeySchema": [{"KeyType": "HASH", "AttributeName": "a"},
                                       {"KeyType": "HASH", "AttributeName": "b"}]})")
        << u"Invalid KeySchema: The second KeySchemaElement is not a RANGE key type"_s;
    QTest::newRow("CreateTable first key not hash")
        << u"CreateTable"_s
        << tableWith(R"({"KeySchema": [{"KeyType": "RANGE", "AttributeName": "a"},
                                       {"KeyType": "RANGE", "AttributeName": "b"}]})")
        << u"Invalid KeySchema: The first KeySchemaElement is not a HASH key type"_s;
    QTest::newRow("CreateTable extra definition")
        << u"CreateTable"_s
        << tableWith(R"({"KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}]})")
        << kInvalid + u"Number of attributes in KeySchema does not exactly match number of "
                      u"attributes defined in AttributeDefinitions"_s;
    QTest::newRow("CreateTable empty local indexes")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": []})")
        << kInvalid + u"List of LocalSecondaryIndexes is empty"_s;
    QTest::newRow("CreateTable local index without table range key")
        << u"CreateTable"_s
        << tableWith(R"({"KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}],
               "LocalSecondaryIndexes": [{"IndexName": "abc",
               "KeySchema": [{"AttributeName": "c", "KeyType": "RANGE"}], "Projection": {}}]})")
        << kInvalid + u"Table KeySchema does not have a range key, which is required when "
                      u"specifying a LocalSecondaryIndex"_s;
    QTest::newRow("CreateTable local index keys not defined")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": [{"IndexName": "abc",
               "KeySchema": [{"AttributeName": "c", "KeyType": "RANGE"},
                             {"AttributeName": "d", "KeyType": "RANGE"}], "Projection": {}}]})")
        << kInvalid + u"Some index key attributes are not defined in AttributeDefinitions. "
                      u"Keys: [c, d], AttributeDefinitions: [a, b]"_s;
    QTest::newRow("CreateTable local index first key not hash")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": [{"IndexName": "abc",
               "KeySchema": [{"AttributeName": "a", "KeyType": "RANGE"}], "Projection": {}}]})")
        << u"Invalid KeySchema: The first KeySchemaElement is not a HASH key type"_s;
    QTest::newRow("CreateTable local index without range key")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": [{"IndexName": "abc",
               "KeySchema": [{"AttributeName": "b", "KeyType": "HASH"}], "Projection": {}}]})")
        << kInvalid + u"Index KeySchema does not have a range key for index: abc"_s;
    QTest::newRow("CreateTable local index other hash key")
        << u"CreateTable"_s << tableWith(R"({"LocalSecondaryIndexes": [{"IndexName": "abc",
               "KeySchema": [{"AttributeName": "b", "KeyType": "HASH"},
                             {"AttributeName": "a", "KeyType": "RANGE"}], "Projection": {}}]})")
        << kInvalid + u"Index KeySchema does not have the same leading hash key as table "
                      u"KeySchema for index: abc. index hash key: b, table hash key: a"_s;
    const char *lsiKeys = R"("KeySchema": [{"AttributeName": "a", "KeyType": "HASH"},
                                           {"AttributeName": "b", "KeyType": "RANGE"}])";
    QTest::newRow("CreateTable projection type missing")
        << u"CreateTable"_s
        << tableWith(QByteArray(R"({"LocalSecondaryIndexes": [{"IndexName": "abc", )") + lsiKeys +
                     R"(, "Projection": {}}]})")
        << kInvalid + u"Unknown ProjectionType: null"_s;
    QTest::newRow("CreateTable non-key attributes with ALL")
        << u"CreateTable"_s
        << tableWith(QByteArray(R"({"LocalSecondaryIndexes": [{"IndexName": "abc", )") + lsiKeys +
                     R"(, "Projection": {"ProjectionType": "ALL", "NonKeyAttributes": ["c"]}}]})")
        << kInvalid + u"ProjectionType is ALL, but NonKeyAttributes is specified"_s;
    QTest::newRow("CreateTable duplicate index name")
        << u"CreateTable"_s
        << tableWith(QByteArray(R"({"LocalSecondaryIndexes": [{"IndexName": "abc", )") + lsiKeys +
                     R"(, "Projection": {"ProjectionType": "ALL"}}, {"IndexName": "abc", )" +
                     lsiKeys + R"(, "Projection": {"ProjectionType": "ALL"}}]})")
        << kInvalid + u"Duplicate index name: abc"_s;
    QTest::newRow("CreateTable empty global indexes")
        << u"CreateTable"_s << tableWith(R"({"GlobalSecondaryIndexes": []})")
        << kInvalid + u"List of GlobalSecondaryIndexes is empty"_s;
    QTest::newRow("CreateTable global index throughput on demand")
        << u"CreateTable"_s << json(R"({"TableName": "abc", "BillingMode": "PAY_PER_REQUEST",
               "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"}],
               "KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}],
               "GlobalSecondaryIndexes": [{"IndexName": "gsi",
                 "KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}],
                 "Projection": {"ProjectionType": "ALL"},
                 "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}]})")
        << kInvalid + u"ProvisionedThroughput should not be specified for index: gsi when "
                      u"BillingMode is PAY_PER_REQUEST"_s;

    // UpdateTable and UpdateTimeToLive.
    // The current service's sentence (the api's before the layer took the check over);
    // dynalite's predates the newer members.
    QTest::newRow("UpdateTable nothing to change")
        << u"UpdateTable"_s << json(R"({"TableName": "abc"})")
        << u"At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
           u"GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, "
           u"MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, "
           u"DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is "
           u"required"_s;
    QTest::newRow("UpdateTable provisioned without throughput")
        << u"UpdateTable"_s << json(R"({"TableName": "abc", "BillingMode": "PROVISIONED"})")
        << kInvalid + u"ProvisionedThroughput must be specified when BillingMode is PROVISIONED"_s;
    QTest::newRow("UpdateTable throughput out of bounds")
        << u"UpdateTable"_s << json(R"({"TableName": "abc", "ProvisionedThroughput":
                    {"ReadCapacityUnits": 1000000000001, "WriteCapacityUnits": 1}})")
        << u"Given value 1000000000001 for ReadCapacityUnits is out of bounds"_s;
    QTest::newRow("UpdateTable empty index update")
        << u"UpdateTable"_s << json(R"({"TableName": "abc", "GlobalSecondaryIndexUpdates": [{}]})")
        << kInvalid +
               u"One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, "
               u"GlobalSecondaryIndexUpdate.Delete must not be null"_s;
    QTest::newRow("UpdateTable two updates of one index")
        << u"UpdateTable"_s << json(R"({"TableName": "abc", "GlobalSecondaryIndexUpdates": [
               {"Delete": {"IndexName": "abc"}}, {"Delete": {"IndexName": "abc"}}]})")
        << kInvalid + u"Only one global secondary index update per index is allowed "
                      u"simultaneously. Index: abc"_s;
    QTest::newRow("UpdateTable empty create")
        << u"UpdateTable"_s
        << json(R"({"TableName": "abc", "GlobalSecondaryIndexUpdates": [{"Create": {}}]})")
        << detected({nullAt(u"globalSecondaryIndexUpdates.1.member.create.projection"_s),
                     nullAt(u"globalSecondaryIndexUpdates.1.member.create.indexName"_s),
                     nullAt(u"globalSecondaryIndexUpdates.1.member.create.keySchema"_s)});
    QTest::newRow("UpdateTimeToLive no specification")
        << u"UpdateTimeToLive"_s << json(R"({"TableName": "abc"})")
        << detected({nullAt(u"timeToLiveSpecification"_s)});
    QTest::newRow("UpdateTimeToLive empty specification")
        << u"UpdateTimeToLive"_s << json(R"({"TableName": "abc", "TimeToLiveSpecification": {}})")
        << detected({nullAt(u"timeToLiveSpecification.enabled"_s),
                     nullAt(u"timeToLiveSpecification.attributeName"_s)});
    // The service's current wording shows no empty value (docs/validation.md).
    QTest::newRow("UpdateTimeToLive empty attribute name")
        << u"UpdateTimeToLive"_s << json(R"({"TableName": "abc",
                    "TimeToLiveSpecification": {"AttributeName": "", "Enabled": true}})")
        << detected({u"Value at 'timeToLiveSpecification.attributeName' failed to satisfy "
                     u"constraint: "_s +
                     lengthAtLeast(1)});
    QTest::newRow("UpdateTimeToLive long attribute name")
        << u"UpdateTimeToLive"_s
        << QJsonObject{{u"TableName"_s, u"abc"_s},
                       {u"TimeToLiveSpecification"_s,
                        QJsonObject{{u"AttributeName"_s, QString(256, u'x')},
                                    {u"Enabled"_s, true}}}}
        << detected({failed(u"'"_s + QString(256, u'x') + u"'"_s,
                            u"timeToLiveSpecification.attributeName"_s, lengthAtMost(255))});

    // ListTables and the Streams actions.
    QTest::newRow("ListTables limits")
        << u"ListTables"_s << json(R"({"Limit": 101, "ExclusiveStartTableName": "a;"})")
        << detected({failed(u"'101'"_s, u"limit"_s, atMost(100)),
                     failed(u"'a;'"_s, u"exclusiveStartTableName"_s, kPattern),
                     failed(u"'a;'"_s, u"exclusiveStartTableName"_s, lengthAtLeast(3))});
    QTest::newRow("ListTables limit 0") << u"ListTables"_s << json(R"({"Limit": 0})")
                                        << detected({failed(u"'0'"_s, u"limit"_s, atLeast(1))});
    QTest::newRow("ListStreams")
        << u"ListStreams"_s
        << json(R"({"TableName": "ab", "Limit": 0, "ExclusiveStartStreamArn": "arn"})")
        << detected({failed(u"'ab'"_s, u"tableName"_s, lengthAtLeast(3)),
                     failed(u"'0'"_s, u"limit"_s, atLeast(1)),
                     failed(u"'arn'"_s, u"exclusiveStartStreamArn"_s, lengthAtLeast(37))});
    QTest::newRow("DescribeStream no arn")
        << u"DescribeStream"_s << json(R"({"Limit": 101})")
        << detected({nullAt(u"streamArn"_s), failed(u"'101'"_s, u"limit"_s, atMost(100))});
    QTest::newRow("GetRecords") << u"GetRecords"_s << json(R"({"Limit": 1001})")
                                << detected({nullAt(u"shardIterator"_s),
                                             failed(u"'1001'"_s, u"limit"_s, atMost(1000))});
    QTest::newRow("GetShardIterator nulls")
        << u"GetShardIterator"_s << QJsonObject()
        << detected({nullAt(u"streamArn"_s), nullAt(u"shardId"_s), nullAt(u"shardIteratorType"_s)});
    const QString arn = u"arn:aws:dynamodb:us-east-1:000000000000:table/abc/stream/2026"_s;
    const QString shard = u"shardId-00000000000000000000-00000000"_s;
    const QJsonObject iterator{{u"StreamArn"_s, arn}, {u"ShardId"_s, shard}};
    QJsonObject badType = iterator;
    badType.insert(u"ShardIteratorType"_s, u"FIRST"_s);
    QTest::newRow("GetShardIterator type")
        << u"GetShardIterator"_s << badType
        << detected({failed(u"'FIRST'"_s, u"shardIteratorType"_s,
                            u"Member must satisfy enum value set: [AFTER_SEQUENCE_NUMBER, "
                            u"LATEST, AT_SEQUENCE_NUMBER, TRIM_HORIZON]"_s)});
    QJsonObject atSequence = iterator;
    atSequence.insert(u"ShardIteratorType"_s, u"AT_SEQUENCE_NUMBER"_s);
    QTest::newRow("GetShardIterator needs sequence")
        << u"GetShardIterator"_s << atSequence
        << u"Must specify a SequenceNumber for ShardIteratorType AT_SEQUENCE_NUMBER"_s;
    QJsonObject latest = iterator;
    latest.insert(u"ShardIteratorType"_s, u"LATEST"_s);
    latest.insert(u"SequenceNumber"_s, u"000000000000000000001"_s);
    QTest::newRow("GetShardIterator needs no sequence")
        << u"GetShardIterator"_s << latest
        << u"Must not specify a SequenceNumber for ShardIteratorType LATEST"_s;

    // BatchGetItem and BatchWriteItem.
    QTest::newRow("BatchGetItem no RequestItems")
        << u"BatchGetItem"_s << QJsonObject() << detected({nullAt(u"requestItems"_s)});
    QTest::newRow("BatchGetItem empty RequestItems")
        << u"BatchGetItem"_s << json(R"({"RequestItems": {}})")
        << u"1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: "
           u"Member must have length greater than or equal to 1"_s;
    QTest::newRow("BatchGetItem table name")
        << u"BatchGetItem"_s << json(R"({"RequestItems": {"a;": {"Keys": [{"a": {"S": "x"}}]}}})")
        << detected({failed(u"'{\"a;\":{\"Keys\":[{\"a\":{\"S\":\"x\"}}]}}'"_s, u"requestItems"_s,
                            u"Map keys must satisfy constraint: [Member must have length less "
                            u"than or equal to 255, Member must have length greater than or equal "
                            u"to 3, "_s +
                                kPattern + u']')});
    QTest::newRow("BatchGetItem no keys")
        << u"BatchGetItem"_s << json(R"({"RequestItems": {"abc": {}, "abd": {"Keys": []}}})")
        << detected({nullAt(u"requestItems.abc.member.keys"_s),
                     failed(u"'[]'"_s, u"requestItems.abd.member.keys"_s, lengthAtLeast(1))});
    QTest::newRow("BatchGetItem duplicate keys")
        << u"BatchGetItem"_s
        << json(R"({"RequestItems": {"abc": {"Keys": [{"a": {"N": "1"}}, {"a": {"N": "1.0"}}]}}})")
        << u"Provided list of item keys contains duplicates"_s;
    QTest::newRow("BatchGetItem too many keys")
        << u"BatchGetItem"_s
        << QJsonObject{{u"RequestItems"_s,
                        QJsonObject{{u"abc"_s, QJsonObject{{u"Keys"_s, keys(60)}}},
                                    {u"abd"_s, QJsonObject{{u"Keys"_s, keys(41)}}}}}}
        << u"Too many items requested for the BatchGetItem call"_s;
    QTest::newRow("BatchWriteItem empty RequestItems")
        << u"BatchWriteItem"_s << json(R"({"RequestItems": {}})")
        << u"The requestItems parameter is required for BatchWriteItem"_s;
    QTest::newRow("BatchWriteItem empty table list")
        << u"BatchWriteItem"_s << json(R"({"RequestItems": {"abc": []}})")
        << detected({failed(u"'{\"abc\":[]}'"_s, u"requestItems"_s,
                            u"Map value must satisfy constraint: [Member must have length less "
                            u"than or equal to 25, Member must have length greater than or equal "
                            u"to 1]"_s)});
    QTest::newRow("BatchWriteItem put without item")
        << u"BatchWriteItem"_s << json(R"({"RequestItems": {"abc": [{"PutRequest": {}}]}})")
        << detected({nullAt(u"requestItems.abc.member.1.member.putRequest.item"_s)});
    QTest::newRow("BatchWriteItem empty request")
        << u"BatchWriteItem"_s << json(R"({"RequestItems": {"abc": [{}]}})")
        << u"Supplied AttributeValue has more than one datatypes set, must contain exactly one of "
           u"the supported datatypes"_s;
    QJsonArray puts;
    for (const QJsonValue &key : keys(13))
        puts.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, key}}}});
    QTest::newRow("BatchWriteItem too many writes")
        << u"BatchWriteItem"_s
        << QJsonObject{{u"RequestItems"_s, QJsonObject{{u"abc"_s, puts}, {u"abd"_s, puts}}}}
        << u"Too many items requested for the BatchWriteItem call"_s;
    QTest::newRow("BatchWriteItem bad key")
        << u"BatchWriteItem"_s
        << json(R"({"RequestItems": {"abc": [{"DeleteRequest": {"Key": {"a": {"SS": []}}}}]}})")
        << kInvalid + u"An string set  may not be empty"_s;

    // TransactGetItems and TransactWriteItems.
    // The newer framework reports its first failure only, a length failure without the value
    // (tst_transactions holds the captures).
    QTest::newRow("TransactWriteItems token first")
        << u"TransactWriteItems"_s
        << json(R"({"ClientRequestToken": "", "ReturnConsumedCapacity": "BOGUS"})")
        << detected({u"Value at 'clientRequestToken' failed to satisfy constraint: "_s +
                     lengthAtLeast(1)});
    QTest::newRow("TransactWriteItems enum before list")
        << u"TransactWriteItems"_s << json(R"({"ReturnConsumedCapacity": "BOGUS"})")
        << detected({failed(u"'BOGUS'"_s, u"returnConsumedCapacity"_s,
                            u"Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"_s)});
    QTest::newRow("TransactWriteItems no items")
        << u"TransactWriteItems"_s << QJsonObject() << detected({nullAt(u"transactItems"_s)});
    QTest::newRow("TransactWriteItems empty items")
        << u"TransactWriteItems"_s << json(R"({"TransactItems": []})")
        << detected(
               {u"Value at 'transactItems' failed to satisfy constraint: "_s + lengthAtLeast(1)});
    QJsonArray deletes;
    for (int i = 0; i < 101; ++i)
        deletes.append(QJsonObject{
            {u"Delete"_s, QJsonObject{{u"TableName"_s, u"abc"_s}, {u"Key"_s, keys(1, i).at(0)}}}});
    QTest::newRow("TransactWriteItems 101 items")
        << u"TransactWriteItems"_s << QJsonObject{{u"TransactItems"_s, deletes}}
        << detected(
               {u"Value at 'transactItems' failed to satisfy constraint: "_s + lengthAtMost(100)});
    QTest::newRow("TransactWriteItems empty put")
        << u"TransactWriteItems"_s << json(R"({"TransactItems": [{"Put": {}}]})")
        << detected({nullAt(u"transactItems.1.member.put.tableName"_s)});
    QTest::newRow("TransactWriteItems update without expression")
        << u"TransactWriteItems"_s
        << json(R"({"TransactItems": [{"Update": {"TableName": "abc", "Key": {}}},
                                      {"ConditionCheck": {"TableName": "abc", "Key": {}}}]})")
        << detected({nullAt(u"transactItems.1.member.update.updateExpression"_s)});
    QTest::newRow("TransactWriteItems no action")
        << u"TransactWriteItems"_s << json(R"({"TransactItems": [{}]})")
        << u"TransactItems can only contain one of Check, Put, Update or Delete"_s;
    QTest::newRow("TransactWriteItems values without condition")
        << u"TransactWriteItems"_s
        << json(R"({"TransactItems": [{"Put": {"TableName": "abc", "Item": {},
                    "ExpressionAttributeValues": {":a": {"S": "x"}}}}]})")
        << u"ExpressionAttributeValues can only be specified when using expressions: "
           u"ConditionExpression is null"_s;
    // The tagging actions, in dynalite's order (its tests ran against the service).
    const QString tableArn = u"arn:aws:dynamodb:us-east-1:000000000000:table/abc"_s;
    QTest::newRow("TagResource no arn")
        << u"TagResource"_s << QJsonObject() << u"Invalid TableArn"_s;
    QTest::newRow("TagResource no tags")
        << u"TagResource"_s << QJsonObject{{u"ResourceArn"_s, u"x"_s}}
        << u"1 validation error detected: Value null at 'tags' failed to satisfy constraint: "
           u"Member must not be null"_s;
    QTest::newRow("TagResource a short table name")
        << u"TagResource"_s
        << QJsonObject{{u"ResourceArn"_s, u"arn:aws:dynamodb:us-east-1:000000000000:table/ab"_s},
                       {u"Tags"_s, QJsonArray()}}
        << u"Invalid TableArn: Invalid ResourceArn provided as input "
           u"arn:aws:dynamodb:us-east-1:000000000000:table/ab"_s;
    QTest::newRow("TagResource an index's arn")
        << u"TagResource"_s
        << QJsonObject{{u"ResourceArn"_s, QString(tableArn + u"/index/gsi"_s)},
                       {u"Tags"_s, QJsonArray{QJsonObject{{u"Key"_s, u"a"_s}}}}}
        << u"Invalid TableArn: Invalid ResourceArn provided as input "_s + tableArn +
               u"/index/gsi"_s;
    QTest::newRow("TagResource empty tags")
        << u"TagResource"_s << QJsonObject{{u"ResourceArn"_s, tableArn}, {u"Tags"_s, QJsonArray()}}
        << u"Atleast one Tag needs to be provided as Input."_s;
    QTest::newRow("UntagResource no keys")
        << u"UntagResource"_s << QJsonObject{{u"ResourceArn"_s, tableArn}}
        << u"1 validation error detected: Value null at 'tagKeys' failed to satisfy constraint: "
           u"Member must not be null"_s;
    QTest::newRow("UntagResource empty keys")
        << u"UntagResource"_s
        << QJsonObject{{u"ResourceArn"_s, tableArn}, {u"TagKeys"_s, QJsonArray()}}
        << u"Atleast one Tag Key needs to be provided as Input."_s;
    QTest::newRow("ListTagsOfResource no arn")
        << u"ListTagsOfResource"_s << QJsonObject() << u"Invalid TableArn"_s;
    QTest::newRow("ListTagsOfResource not a table")
        << u"ListTagsOfResource"_s << QJsonObject{{u"ResourceArn"_s, u"arn:aws:s3:::bucket"_s}}
        << u"Invalid TableArn: Invalid ResourceArn provided as input arn:aws:s3:::bucket"_s;

    // The PartiQL actions: the same newer framework (docs/partiql.md).
    QTest::newRow("ExecuteStatement no statement")
        << u"ExecuteStatement"_s << QJsonObject() << detected({nullAt(u"statement"_s)});
    QTest::newRow("ExecuteStatement empty statement")
        << u"ExecuteStatement"_s << json(R"({"Statement": ""})")
        << detected({u"Value at 'statement' failed to satisfy constraint: "_s + lengthAtLeast(1)});
    QTest::newRow("ExecuteStatement statement of 8193 characters")
        << u"ExecuteStatement"_s << QJsonObject{{u"Statement"_s, QString(8193, u'x')}}
        << detected(
               {u"Value at 'statement' failed to satisfy constraint: "_s + lengthAtMost(8192)});
    QTest::newRow("ExecuteStatement no parameters")
        << u"ExecuteStatement"_s << json(R"({"Statement": "SELECT * FROM abc", "Parameters": []})")
        << detected({u"Value at 'parameters' failed to satisfy constraint: "_s + lengthAtLeast(1)});
    QTest::newRow("ExecuteStatement limit first")
        << u"ExecuteStatement"_s << json(R"({"Limit": 0, "Parameters": []})")
        << detected({failed(u"'0'"_s, u"limit"_s,
                            u"Member must have value greater than or equal to 1"_s)});
    QTest::newRow("ExecuteStatement empty token")
        << u"ExecuteStatement"_s << json(R"({"Statement": "SELECT * FROM abc", "NextToken": ""})")
        << detected({u"Value at 'nextToken' failed to satisfy constraint: "_s + lengthAtLeast(1)});
    QTest::newRow("ExecuteStatement bad return values")
        << u"ExecuteStatement"_s
        << json(
               R"({"Statement": "SELECT * FROM abc", "ReturnValuesOnConditionCheckFailure": "ALL"})")
        << detected({failed(u"'ALL'"_s, u"returnValuesOnConditionCheckFailure"_s,
                            u"Member must satisfy enum value set: [ALL_OLD, NONE]"_s)});
    QTest::newRow("BatchExecuteStatement empty statement")
        << u"BatchExecuteStatement"_s << json(R"({"Statements": [{"Statement": "SELECT * FROM abc"},
                                                                 {"Statement": ""}]})")
        << detected({u"Value at 'statements.2.member.statement' failed to satisfy constraint: "_s +
                     lengthAtLeast(1)});
    QJsonArray statements;
    for (int i = 0; i < 101; ++i)
        statements.append(
            QJsonObject{{u"Statement"_s, u"EXISTS(SELECT * FROM abc WHERE a = 1)"_s}});
    QTest::newRow("ExecuteTransaction 101 statements")
        << u"ExecuteTransaction"_s << QJsonObject{{u"TransactStatements"_s, statements}}
        << detected({u"Value at 'transactStatements' failed to satisfy constraint: "_s +
                     lengthAtMost(100)});
    QTest::newRow("ExecuteTransaction token of 37")
        << u"ExecuteTransaction"_s
        << QJsonObject{{u"ClientRequestToken"_s, QString(37, u't')},
                       {u"TransactStatements"_s, QJsonArray()}}
        << detected({u"Value at 'clientRequestToken' failed to satisfy constraint: "_s +
                     lengthAtMost(36)});
    QTest::newRow("TransactGetItems no get")
        << u"TransactGetItems"_s << json(R"({"TransactItems": [{}, {"Get": {}}]})")
        << detected({nullAt(u"transactItems.1.member.get"_s)});
    QTest::newRow("TransactGetItems no key")
        << u"TransactGetItems"_s << json(R"({"TransactItems": [{"Get": {"TableName": "abc"}}]})")
        << detected({nullAt(u"transactItems.1.member.get.key"_s)});
    QTest::newRow("TransactGetItems bad key")
        << u"TransactGetItems"_s
        << json(R"({"TransactItems": [{"Get": {"TableName": "abc", "Key": {"a": {"N": "x"}}}}]})")
        << u"The parameter cannot be converted to a numeric value: x"_s;
}

void TestValidationSpecs::refused()
{
    QFETCH(QString, action);
    QFETCH(QJsonObject, request);
    QFETCH(QString, message);
    const auto result = lw::validation::validate(action, request);
    QVERIFY2(!result, "the request passed");
    QCOMPARE(result.error().message, message);
    QCOMPARE(result.error().type, lw::ErrorType::RequestValidation);
}

// A well-formed request of every action passes all three stages: the specs refuse nothing the
// service accepts in these shapes.
void TestValidationSpecs::passes_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("request");
    const QString arn = u"arn:aws:dynamodb:us-east-1:000000000000:table/abc/stream/2026"_s;
    const QString shard = u"shardId-00000000000000000000-00000000"_s;
    QTest::newRow("BatchGetItem")
        << u"BatchGetItem"_s
        << json(R"({"RequestItems": {"abc": {"Keys": [{"a": {"S": "x"}}, {"a": {"S": "y"}}],
                    "ProjectionExpression": "#a", "ExpressionAttributeNames": {"#a": "a"}}},
                    "ReturnConsumedCapacity": "TOTAL"})");
    QTest::newRow("BatchWriteItem")
        << u"BatchWriteItem"_s
        << json(R"({"RequestItems": {"abc": [{"PutRequest": {"Item": {"a": {"S": "x"}}}},
                    {"DeleteRequest": {"Key": {"a": {"S": "y"}}}}]}})");
    QTest::newRow("CreateTable") << u"CreateTable"_s << json(kTable);
    QTest::newRow("CreateTable on demand with indexes")
        << u"CreateTable"_s << json(R"({"TableName": "abc", "BillingMode": "PAY_PER_REQUEST",
               "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
                 {"AttributeName": "b", "AttributeType": "N"}, {"AttributeName": "c", "AttributeType": "S"}],
               "KeySchema": [{"KeyType": "HASH", "AttributeName": "a"}, {"KeyType": "RANGE", "AttributeName": "b"}],
               "LocalSecondaryIndexes": [{"IndexName": "lsi", "KeySchema": [
                 {"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "c", "KeyType": "RANGE"}],
                 "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["d"]}}],
               "GlobalSecondaryIndexes": [{"IndexName": "gsi", "KeySchema": [
                 {"AttributeName": "c", "KeyType": "HASH"}], "Projection": {"ProjectionType": "KEYS_ONLY"}}],
               "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})");
    QTest::newRow("DeleteItem")
        << u"DeleteItem"_s
        << json(R"({"TableName": "abc", "Key": {"a": {"S": "x"}}, "ReturnValues": "ALL_OLD",
                    "ConditionExpression": "b = :b", "ExpressionAttributeValues": {":b": {"N": "1"}}})");
    QTest::newRow("DeleteTable") << u"DeleteTable"_s << json(R"({"TableName": "abc"})");
    QTest::newRow("DescribeStream")
        << u"DescribeStream"_s << QJsonObject{{u"StreamArn"_s, arn}, {u"Limit"_s, 100}};
    QTest::newRow("DescribeTable") << u"DescribeTable"_s << json(R"({"TableName": "a.b-c_d"})");
    QTest::newRow("DescribeTimeToLive")
        << u"DescribeTimeToLive"_s << json(R"({"TableName": "abc"})");
    QTest::newRow("BatchExecuteStatement")
        << u"BatchExecuteStatement"_s
        << json(R"({"Statements": [{"Statement": "SELECT * FROM abc WHERE a = ?",
                    "Parameters": [{"S": "x"}], "ConsistentRead": true}]})");
    QTest::newRow("ExecuteStatement")
        << u"ExecuteStatement"_s
        << json(R"({"Statement": "SELECT * FROM abc WHERE a = ?", "Parameters": [{"N": "1"}],
                    "Limit": 10, "NextToken": "t", "ReturnConsumedCapacity": "TOTAL"})");
    QTest::newRow("ExecuteTransaction")
        << u"ExecuteTransaction"_s
        << json(R"({"TransactStatements": [{"Statement": "DELETE FROM abc WHERE a = 1",
                    "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}], "ClientRequestToken": "t1"})");
    QTest::newRow("GetItem")
        << u"GetItem"_s
        << json(R"({"TableName": "abc", "Key": {"a": {"S": "x"}, "b": {"N": "-1.5e3"}},
                    "ConsistentRead": true, "AttributesToGet": ["a", "c"]})");
    QTest::newRow("GetRecords") << u"GetRecords"_s
                                << json(R"({"ShardIterator": "it", "Limit": 1000})");
    QTest::newRow("GetShardIterator")
        << u"GetShardIterator"_s
        << QJsonObject{{u"StreamArn"_s, arn},
                       {u"ShardId"_s, shard},
                       {u"ShardIteratorType"_s, u"AFTER_SEQUENCE_NUMBER"_s},
                       {u"SequenceNumber"_s, u"000000000000000000001"_s}};
    QTest::newRow("ListStreams") << u"ListStreams"_s << json(R"({"TableName": "abc"})");
    QTest::newRow("ListTables") << u"ListTables"_s << json(R"({"Limit": 100})");
    QTest::newRow("ListTagsOfResource")
        << u"ListTagsOfResource"_s
        << json(R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:000000000000:table/abc"})");
    QTest::newRow("TagResource")
        << u"TagResource"_s
        << json(R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:000000000000:table/abc",
                    "Tags": [{"Key": "env", "Value": ""}]})");
    QTest::newRow("UntagResource")
        << u"UntagResource"_s
        << json(R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:000000000000:table/abc",
                    "TagKeys": ["env"]})");
    QTest::newRow("PutItem")
        << u"PutItem"_s
        << json(R"({"TableName": "abc", "Item": {"a": {"S": "x"}, "n": {"NULL": true},
               "l": {"L": [{"N": "1"}, {"M": {"b": {"BOOL": false}}}]}, "s": {"NS": ["1", "2"]},
               "bs": {"BS": ["AA==", "AQ=="]}},
               "Expected": {"a": {"Exists": false}, "c": {"ComparisonOperator": "BETWEEN",
                 "AttributeValueList": [{"N": "-2"}, {"N": "1"}]}}})");
    QTest::newRow("Query")
        << u"Query"_s
        << json(R"({"TableName": "abc", "IndexName": "gsi", "KeyConditionExpression": "a = :a",
                    "ExpressionAttributeValues": {":a": {"S": "x"}}, "Limit": 10,
                    "ScanIndexForward": false, "ExclusiveStartKey": {"a": {"S": "w"}}})");
    QTest::newRow("Query legacy")
        << u"Query"_s
        << json(R"({"TableName": "abc", "KeyConditions": {"a": {"ComparisonOperator": "EQ",
                    "AttributeValueList": [{"S": "x"}]}}, "FilterExpression": "b > :b",
                    "ExpressionAttributeValues": {":b": {"N": "1"}}})");
    QTest::newRow("Scan") << u"Scan"_s
                          << json(R"({"TableName": "abc", "Segment": 0, "TotalSegments": 4})");
    QTest::newRow("Scan segment 0 alone")
        << u"Scan"_s << json(R"({"TableName": "abc", "Segment": 0})");
    QTest::newRow("TransactGetItems")
        << u"TransactGetItems"_s
        << json(R"({"TransactItems": [{"Get": {"TableName": "abc", "Key": {"a": {"S": "x"}}}}]})");
    QTest::newRow("TransactWriteItems")
        << u"TransactWriteItems"_s << json(R"j({"ClientRequestToken": "token", "TransactItems": [
               {"Put": {"TableName": "abc", "Item": {"a": {"S": "x"}}}},
               {"Update": {"TableName": "abc", "Key": {"a": {"S": "y"}}, "UpdateExpression": "SET b = :b",
                           "ExpressionAttributeValues": {":b": {"N": "1"}}}},
               {"Delete": {"TableName": "abc", "Key": {"a": {"S": "z"}}}},
               {"ConditionCheck": {"TableName": "abc", "Key": {"a": {"S": "w"}},
                                   "ConditionExpression": "attribute_exists(a)"}}]})j");
    QTest::newRow("UpdateItem")
        << u"UpdateItem"_s
        << json(R"({"TableName": "abc", "Key": {"a": {"S": "x"}}, "ReturnValues": "ALL_NEW",
                    "AttributeUpdates": {"b": {"Action": "ADD", "Value": {"N": "1"}},
                                         "c": {"Action": "DELETE"}}})");
    QTest::newRow("UpdateTable")
        << u"UpdateTable"_s
        << json(R"({"TableName": "abc", "GlobalSecondaryIndexUpdates": [{"Create": {
               "IndexName": "gsi", "KeySchema": [{"AttributeName": "c", "KeyType": "HASH"}],
               "Projection": {"ProjectionType": "ALL"}}}]})");
    QTest::newRow("UpdateTable stream only")
        << u"UpdateTable"_s
        << json(R"({"TableName": "abc", "StreamSpecification": {"StreamEnabled": false}})");
    QTest::newRow("UpdateTimeToLive") << u"UpdateTimeToLive"_s << json(R"({"TableName": "abc",
                    "TimeToLiveSpecification": {"AttributeName": "ttl", "Enabled": true}})");
}

void TestValidationSpecs::passes()
{
    QFETCH(QString, action);
    QFETCH(QJsonObject, request);
    LW_OK(lw::validation::validate(action, request));
}

// Nine empty local indexes make 27 null members; the service lists the first 10 and says 10.
void TestValidationSpecs::stopsAtTenErrors()
{
    QJsonObject table = tableWith("{}");
    QJsonArray indexes;
    for (int i = 0; i < 9; ++i)
        indexes.append(QJsonObject());
    table.insert(u"LocalSecondaryIndexes"_s, indexes);
    QStringList expected;
    for (int i = 1; i <= 4; ++i) {
        for (const QString &member : {u"indexName"_s, u"keySchema"_s, u"projection"_s})
            expected << nullAt(u"localSecondaryIndexes.%1.member."_s.arg(i) + member);
    }
    expected = expected.mid(0, 10);
    const auto result = lw::validation::validate(u"CreateTable", table);
    QVERIFY2(!result, "the request passed");
    QCOMPARE(result.error().message, detected(expected));
    QVERIFY(result.error().message.startsWith(u"10 validation errors detected: "_s));
}

// The two stages' errors as the wire names them.
void TestValidationSpecs::wireType()
{
    const auto constraint = lw::validation::validate(u"ListTables", json(R"({"Limit": 0})"));
    QVERIFY(!constraint);
    QCOMPARE(constraint.error().toJson().value(u"__type"_s).toString(),
             u"com.amazon.coral.validate#ValidationException"_s);
    const auto type = lw::validation::validate(u"ListTables", json(R"({"Limit": true})"));
    QVERIFY(!type);
    QCOMPARE(type.error().toJson().value(u"__type"_s).toString(),
             u"com.amazon.coral.service#SerializationException"_s);
    // Not a DynamoDB action: nothing to check here.
    LW_OK(lw::validation::validate(u"AdvanceClock", json(R"({"Milliseconds": "x"})")));
}

QTEST_GUILESS_MAIN(TestValidationSpecs)
#include "tst_validationspecs.moc"
