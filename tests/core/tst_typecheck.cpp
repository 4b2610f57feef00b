// The validation layer's first stage (core/validation/typecheck.h): a member of the wrong JSON
// type, for every action and every kind of member, answers SerializationException with the
// deserialiser's text. The members and their kinds follow the serialization tests of
// mhart/dynalite, which were checked against the service (docs/validation.md); the texts per kind
// are those its validations/index.js lists.
#include "lwtest.h"
#include "validation/validate.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// A member of one action: where it sits in the request ("KeySchema.0.KeyType", array indices
// and map keys as path parts) and its kind as the service's classes name it.
struct MemberCase
{
    const char *action;
    const char *path;
    const char *kind;
};

// Every member the specs type-check, by action, top level first, then what nests.
const MemberCase kMembers[] = {
    {"BatchExecuteStatement", "ReturnConsumedCapacity", "String"},
    {"BatchExecuteStatement", "Statements", "List"},
    {"BatchExecuteStatement", "Statements.0", "ValueStruct<BatchStatementRequest>"},
    {"BatchExecuteStatement", "Statements.0.ConsistentRead", "Boolean"},
    {"BatchExecuteStatement", "Statements.0.Parameters", "List"},
    {"BatchExecuteStatement", "Statements.0.Parameters.0", "ValueStruct<AttributeValue>"},
    {"BatchExecuteStatement", "Statements.0.Parameters.0.N", "String"},
    {"BatchExecuteStatement", "Statements.0.ReturnValuesOnConditionCheckFailure", "String"},
    {"BatchExecuteStatement", "Statements.0.Statement", "String"},
    {"BatchGetItem", "ReturnConsumedCapacity", "String"},
    {"BatchGetItem", "RequestItems", "Map<KeysAndAttributes>"},
    {"BatchGetItem", "RequestItems.abc", "ValueStruct<KeysAndAttributes>"},
    {"BatchGetItem", "RequestItems.abc.Keys", "List"},
    {"BatchGetItem", "RequestItems.abc.Keys.0", "ParameterizedMap"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a", "ValueStruct<AttributeValue>"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.S", "String"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.B", "Blob"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.N", "String"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.BOOL", "Boolean"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.NULL", "Boolean"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.SS", "List"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.SS.0", "String"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.NS.0", "String"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.BS.0", "Blob"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.L", "List"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.L.0", "ValueStruct<AttributeValue>"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.M", "Map<AttributeValue>"},
    {"BatchGetItem", "RequestItems.abc.Keys.0.a.M.b", "ValueStruct<AttributeValue>"},
    {"BatchGetItem", "RequestItems.abc.AttributesToGet", "List"},
    {"BatchGetItem", "RequestItems.abc.AttributesToGet.0", "String"},
    {"BatchGetItem", "RequestItems.abc.ConsistentRead", "Boolean"},
    {"BatchGetItem", "RequestItems.abc.ProjectionExpression", "String"},
    {"BatchGetItem", "RequestItems.abc.ExpressionAttributeNames", "Map<java.lang.String>"},
    {"BatchGetItem", "RequestItems.abc.ExpressionAttributeNames.#a", "String"},
    {"BatchWriteItem", "ReturnConsumedCapacity", "String"},
    {"BatchWriteItem", "ReturnItemCollectionMetrics", "String"},
    {"BatchWriteItem", "RequestItems",
     "Map<java.util.List<com.amazonaws.dynamodb.v20120810.WriteRequest>>"},
    {"BatchWriteItem", "RequestItems.abc", "ParameterizedList"},
    {"BatchWriteItem", "RequestItems.abc.0", "ValueStruct<WriteRequest>"},
    {"BatchWriteItem", "RequestItems.abc.0.DeleteRequest", "FieldStruct<DeleteRequest>"},
    {"BatchWriteItem", "RequestItems.abc.0.DeleteRequest.Key", "Map<AttributeValue>"},
    {"BatchWriteItem", "RequestItems.abc.0.DeleteRequest.Key.a", "ValueStruct<AttributeValue>"},
    {"BatchWriteItem", "RequestItems.abc.0.PutRequest", "FieldStruct<PutRequest>"},
    {"BatchWriteItem", "RequestItems.abc.0.PutRequest.Item", "Map<AttributeValue>"},
    {"BatchWriteItem", "RequestItems.abc.0.PutRequest.Item.a.S", "String"},
    {"CreateTable", "TableName", "String"},
    {"CreateTable", "AttributeDefinitions", "List"},
    {"CreateTable", "AttributeDefinitions.0", "ValueStruct<AttributeDefinition>"},
    {"CreateTable", "AttributeDefinitions.0.AttributeName", "String"},
    {"CreateTable", "AttributeDefinitions.0.AttributeType", "String"},
    {"CreateTable", "BillingMode", "String"},
    {"CreateTable", "KeySchema", "List"},
    {"CreateTable", "KeySchema.0", "ValueStruct<KeySchemaElement>"},
    {"CreateTable", "KeySchema.0.AttributeName", "String"},
    {"CreateTable", "KeySchema.0.KeyType", "String"},
    {"CreateTable", "ProvisionedThroughput", "FieldStruct<ProvisionedThroughput>"},
    {"CreateTable", "ProvisionedThroughput.WriteCapacityUnits", "Long"},
    {"CreateTable", "ProvisionedThroughput.ReadCapacityUnits", "Long"},
    {"CreateTable", "LocalSecondaryIndexes", "List"},
    {"CreateTable", "LocalSecondaryIndexes.0", "ValueStruct<LocalSecondaryIndex>"},
    {"CreateTable", "LocalSecondaryIndexes.0.IndexName", "String"},
    {"CreateTable", "LocalSecondaryIndexes.0.KeySchema", "List"},
    {"CreateTable", "LocalSecondaryIndexes.0.KeySchema.0", "ValueStruct<KeySchemaElement>"},
    {"CreateTable", "LocalSecondaryIndexes.0.Projection", "FieldStruct<Projection>"},
    {"CreateTable", "LocalSecondaryIndexes.0.Projection.ProjectionType", "String"},
    {"CreateTable", "LocalSecondaryIndexes.0.Projection.NonKeyAttributes", "List"},
    {"CreateTable", "LocalSecondaryIndexes.0.Projection.NonKeyAttributes.0", "String"},
    {"CreateTable", "GlobalSecondaryIndexes", "List"},
    {"CreateTable", "GlobalSecondaryIndexes.0", "ValueStruct<GlobalSecondaryIndex>"},
    {"CreateTable", "GlobalSecondaryIndexes.0.IndexName", "String"},
    {"CreateTable", "GlobalSecondaryIndexes.0.ProvisionedThroughput",
     "FieldStruct<ProvisionedThroughput>"},
    {"CreateTable", "GlobalSecondaryIndexes.0.ProvisionedThroughput.ReadCapacityUnits", "Long"},
    {"CreateTable", "StreamSpecification", "FieldStruct<StreamSpecification>"},
    {"CreateTable", "StreamSpecification.StreamEnabled", "Boolean"},
    {"CreateTable", "StreamSpecification.StreamViewType", "String"},
    {"DeleteItem", "TableName", "String"},
    {"DeleteItem", "ReturnConsumedCapacity", "String"},
    {"DeleteItem", "ReturnItemCollectionMetrics", "String"},
    {"DeleteItem", "ReturnValues", "String"},
    {"DeleteItem", "Key", "Map<AttributeValue>"},
    {"DeleteItem", "Key.a", "ValueStruct<AttributeValue>"},
    {"DeleteItem", "Key.a.BOOL", "Boolean"},
    {"DeleteItem", "ConditionalOperator", "String"},
    {"DeleteItem", "Expected", "Map<ExpectedAttributeValue>"},
    {"DeleteItem", "Expected.a", "ValueStruct<ExpectedAttributeValue>"},
    {"DeleteItem", "Expected.a.AttributeValueList", "List"},
    {"DeleteItem", "Expected.a.AttributeValueList.0", "ValueStruct<AttributeValue>"},
    {"DeleteItem", "Expected.a.ComparisonOperator", "String"},
    {"DeleteItem", "Expected.a.Exists", "Boolean"},
    {"DeleteItem", "Expected.a.Value", "FieldStruct<AttributeValue>"},
    {"DeleteItem", "Expected.a.Value.S", "String"},
    {"DeleteItem", "ConditionExpression", "String"},
    {"DeleteItem", "ExpressionAttributeValues", "Map<AttributeValue>"},
    {"DeleteItem", "ExpressionAttributeValues.:a", "ValueStruct<AttributeValue>"},
    {"DeleteItem", "ExpressionAttributeNames", "Map<java.lang.String>"},
    {"DeleteItem", "ExpressionAttributeNames.#a", "String"},
    {"DeleteTable", "TableName", "String"},
    {"DescribeStream", "StreamArn", "String"},
    {"DescribeStream", "Limit", "Integer"},
    {"DescribeStream", "ExclusiveStartShardId", "String"},
    {"DescribeTable", "TableName", "String"},
    {"DescribeTimeToLive", "TableName", "String"},
    {"GetItem", "TableName", "String"},
    {"ExecuteStatement", "ConsistentRead", "Boolean"},
    {"ExecuteStatement", "Limit", "Integer"},
    {"ExecuteStatement", "NextToken", "String"},
    {"ExecuteStatement", "Parameters", "List"},
    {"ExecuteStatement", "Parameters.0", "ValueStruct<AttributeValue>"},
    {"ExecuteStatement", "Parameters.0.SS", "List"},
    {"ExecuteStatement", "ReturnConsumedCapacity", "String"},
    {"ExecuteStatement", "ReturnValuesOnConditionCheckFailure", "String"},
    {"ExecuteStatement", "Statement", "String"},
    {"ExecuteTransaction", "ClientRequestToken", "String"},
    {"ExecuteTransaction", "ReturnConsumedCapacity", "String"},
    {"ExecuteTransaction", "TransactStatements", "List"},
    {"ExecuteTransaction", "TransactStatements.0", "ValueStruct<ParameterizedStatement>"},
    {"ExecuteTransaction", "TransactStatements.0.Parameters.0", "ValueStruct<AttributeValue>"},
    {"ExecuteTransaction", "TransactStatements.0.ReturnValuesOnConditionCheckFailure", "String"},
    {"ExecuteTransaction", "TransactStatements.0.Statement", "String"},
    {"GetItem", "ReturnConsumedCapacity", "String"},
    {"GetItem", "AttributesToGet", "List"},
    {"GetItem", "AttributesToGet.0", "String"},
    {"GetItem", "Key", "Map<AttributeValue>"},
    {"GetItem", "Key.a", "ValueStruct<AttributeValue>"},
    {"GetItem", "Key.a.NS", "List"},
    {"GetItem", "ConsistentRead", "Boolean"},
    {"GetItem", "ProjectionExpression", "String"},
    {"GetItem", "ExpressionAttributeNames", "Map<java.lang.String>"},
    {"GetRecords", "ShardIterator", "String"},
    {"GetRecords", "Limit", "Integer"},
    {"GetShardIterator", "StreamArn", "String"},
    {"GetShardIterator", "ShardId", "String"},
    {"GetShardIterator", "ShardIteratorType", "String"},
    {"GetShardIterator", "SequenceNumber", "String"},
    {"ListStreams", "TableName", "String"},
    {"ListStreams", "Limit", "Integer"},
    {"ListStreams", "ExclusiveStartStreamArn", "String"},
    {"ListTables", "Limit", "Integer"},
    {"ListTables", "ExclusiveStartTableName", "String"},
    {"ListTagsOfResource", "ResourceArn", "String"},
    {"ListTagsOfResource", "NextToken", "String"},
    {"CreateTable", "Tags", "List"},
    {"CreateTable", "Tags.0", "ValueStruct<Tag>"},
    {"CreateTable", "Tags.0.Key", "String"},
    {"TagResource", "ResourceArn", "String"},
    {"TagResource", "Tags", "List"},
    {"TagResource", "Tags.0", "ValueStruct<Tag>"},
    {"TagResource", "Tags.0.Key", "String"},
    {"TagResource", "Tags.0.Value", "String"},
    {"UntagResource", "ResourceArn", "String"},
    {"UntagResource", "TagKeys", "List"},
    {"UntagResource", "TagKeys.0", "String"},
    {"PutItem", "TableName", "String"},
    {"PutItem", "ReturnConsumedCapacity", "String"},
    {"PutItem", "ReturnItemCollectionMetrics", "String"},
    {"PutItem", "ReturnValues", "String"},
    {"PutItem", "Item", "Map<AttributeValue>"},
    {"PutItem", "Item.a", "ValueStruct<AttributeValue>"},
    {"PutItem", "Item.a.B", "Blob"},
    {"PutItem", "Item.a.L.0.M.b.S", "String"},
    {"PutItem", "ConditionalOperator", "String"},
    {"PutItem", "Expected", "Map<ExpectedAttributeValue>"},
    {"PutItem", "Expected.a.Exists", "Boolean"},
    {"PutItem", "ConditionExpression", "String"},
    {"PutItem", "ExpressionAttributeValues", "Map<AttributeValue>"},
    {"PutItem", "ExpressionAttributeNames", "Map<java.lang.String>"},
    {"Query", "TableName", "String"},
    {"Query", "Select", "String"},
    {"Query", "IndexName", "String"},
    {"Query", "ReturnConsumedCapacity", "String"},
    {"Query", "QueryFilter", "Map<Condition>"},
    {"Query", "QueryFilter.a", "ValueStruct<Condition>"},
    {"Query", "QueryFilter.a.AttributeValueList", "List"},
    {"Query", "QueryFilter.a.ComparisonOperator", "String"},
    {"Query", "ConditionalOperator", "String"},
    {"Query", "AttributesToGet", "List"},
    {"Query", "Limit", "Integer"},
    {"Query", "KeyConditions", "Map<Condition>"},
    {"Query", "KeyConditions.a", "ValueStruct<Condition>"},
    {"Query", "KeyConditions.a.AttributeValueList.0", "ValueStruct<AttributeValue>"},
    {"Query", "ExclusiveStartKey", "Map<AttributeValue>"},
    {"Query", "ConsistentRead", "Boolean"},
    {"Query", "ScanIndexForward", "Boolean"},
    {"Query", "KeyConditionExpression", "String"},
    {"Query", "FilterExpression", "String"},
    {"Query", "ProjectionExpression", "String"},
    {"Query", "ExpressionAttributeValues", "Map<AttributeValue>"},
    {"Query", "ExpressionAttributeNames", "Map<java.lang.String>"},
    {"Scan", "TableName", "String"},
    {"Scan", "Select", "String"},
    {"Scan", "IndexName", "String"},
    {"Scan", "TotalSegments", "Integer"},
    {"Scan", "Segment", "Integer"},
    {"Scan", "ScanFilter", "Map<Condition>"},
    {"Scan", "ScanFilter.a.ComparisonOperator", "String"},
    {"Scan", "Limit", "Integer"},
    {"Scan", "AttributesToGet", "List"},
    {"Scan", "ExclusiveStartKey", "Map<AttributeValue>"},
    {"Scan", "ConsistentRead", "Boolean"},
    {"Scan", "FilterExpression", "String"},
    {"Scan", "ExpressionAttributeValues", "Map<AttributeValue>"},
    {"TransactGetItems", "ReturnConsumedCapacity", "String"},
    {"TransactGetItems", "TransactItems", "List"},
    {"TransactGetItems", "TransactItems.0", "ValueStruct<TransactGetItem>"},
    {"TransactGetItems", "TransactItems.0.Get", "FieldStruct<Get>"},
    {"TransactGetItems", "TransactItems.0.Get.Key", "Map<AttributeValue>"},
    {"TransactGetItems", "TransactItems.0.Get.TableName", "String"},
    {"TransactGetItems", "TransactItems.0.Get.ProjectionExpression", "String"},
    {"TransactGetItems", "TransactItems.0.Get.ExpressionAttributeNames", "Map<java.lang.String>"},
    {"TransactWriteItems", "ClientRequestToken", "String"},
    {"TransactWriteItems", "ReturnConsumedCapacity", "String"},
    {"TransactWriteItems", "ReturnItemCollectionMetrics", "String"},
    {"TransactWriteItems", "TransactItems", "List"},
    {"TransactWriteItems", "TransactItems.0", "ValueStruct<TransactWriteItem>"},
    {"TransactWriteItems", "TransactItems.0.ConditionCheck", "FieldStruct<ConditionCheck>"},
    {"TransactWriteItems", "TransactItems.0.ConditionCheck.Key", "Map<AttributeValue>"},
    {"TransactWriteItems", "TransactItems.0.Put", "FieldStruct<Put>"},
    {"TransactWriteItems", "TransactItems.0.Put.Item", "Map<AttributeValue>"},
    {"TransactWriteItems", "TransactItems.0.Put.TableName", "String"},
    {"TransactWriteItems", "TransactItems.0.Delete", "FieldStruct<Delete>"},
    {"TransactWriteItems", "TransactItems.0.Delete.ReturnValuesOnConditionCheckFailure", "String"},
    {"TransactWriteItems", "TransactItems.0.Update", "FieldStruct<Update>"},
    {"TransactWriteItems", "TransactItems.0.Update.UpdateExpression", "String"},
    {"TransactWriteItems", "TransactItems.0.Update.ExpressionAttributeValues",
     "Map<AttributeValue>"},
    {"UpdateItem", "TableName", "String"},
    {"UpdateItem", "ReturnValues", "String"},
    {"UpdateItem", "Key", "Map<AttributeValue>"},
    {"UpdateItem", "Expected.a.Value", "FieldStruct<AttributeValue>"},
    {"UpdateItem", "AttributeUpdates", "Map<AttributeValueUpdate>"},
    {"UpdateItem", "AttributeUpdates.a", "ValueStruct<AttributeValueUpdate>"},
    {"UpdateItem", "AttributeUpdates.a.Action", "String"},
    {"UpdateItem", "AttributeUpdates.a.Value", "FieldStruct<AttributeValue>"},
    {"UpdateItem", "ConditionExpression", "String"},
    {"UpdateItem", "UpdateExpression", "String"},
    {"UpdateItem", "ExpressionAttributeValues", "Map<AttributeValue>"},
    {"UpdateItem", "ExpressionAttributeNames", "Map<java.lang.String>"},
    {"UpdateTable", "TableName", "String"},
    {"UpdateTable", "ProvisionedThroughput", "FieldStruct<ProvisionedThroughput>"},
    {"UpdateTable", "ProvisionedThroughput.WriteCapacityUnits", "Long"},
    {"UpdateTable", "BillingMode", "String"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates", "List"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0", "ValueStruct<GlobalSecondaryIndexUpdate>"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Update",
     "FieldStruct<UpdateGlobalSecondaryIndexAction>"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Update.IndexName", "String"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Update.ProvisionedThroughput",
     "FieldStruct<ProvisionedThroughput>"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Create",
     "FieldStruct<CreateGlobalSecondaryIndexAction>"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Create.KeySchema", "List"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Create.Projection", "FieldStruct<Projection>"},
    {"UpdateTable", "GlobalSecondaryIndexUpdates.0.Delete",
     "FieldStruct<DeleteGlobalSecondaryIndexAction>"},
    {"UpdateTable", "StreamSpecification", "FieldStruct<StreamSpecification>"},
    {"UpdateTimeToLive", "TableName", "String"},
    {"UpdateTimeToLive", "TimeToLiveSpecification", "FieldStruct<TimeToLiveSpecification>"},
    {"UpdateTimeToLive", "TimeToLiveSpecification.AttributeName", "String"},
    {"UpdateTimeToLive", "TimeToLiveSpecification.Enabled", "Boolean"},
};

// The JVM's text for a scalar where a list or map nested in a collection belongs.
const QString kCastText =
    u"class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class "
    u"java.lang.Class (sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and "
    u"java.lang.Class are in module java.base of loader 'bootstrap')"_s;
const QString kStructureText = u"Start of structure or map found where not expected"_s;
const QString kPackage = u"com.amazonaws.dynamodb.v20120810."_s;

struct WrongValue
{
    const char *label;
    QJsonValue value;
    QString text;
};

// The values of the wrong JSON type for `kind`, each with the service's answer.
QList<WrongValue> wrongValues(const QString &kind)
{
    const qsizetype open = kind.indexOf(u'<');
    const QString base = open < 0 ? kind : kind.left(open);
    const QString inner = open < 0 ? QString() : kind.mid(open + 1).chopped(1);
    if (base == u"String"_s)
        return {{"true", true, u"TRUE_VALUE cannot be converted to String"_s},
                {"false", false, u"FALSE_VALUE cannot be converted to String"_s},
                {"integer", 23, u"NUMBER_VALUE cannot be converted to String"_s},
                {"decimal", -2.5, u"DECIMAL_VALUE cannot be converted to String"_s},
                {"list", QJsonArray(), u"Unrecognized collection type class java.lang.String"_s},
                {"object", QJsonObject(), kStructureText}};
    if (base == u"Boolean"_s)
        return {{"integer", 23, u"NUMBER_VALUE cannot be converted to Boolean"_s},
                {"decimal", 2.5, u"DECIMAL_VALUE cannot be converted to Boolean"_s},
                {"other string", u"23"_s, u"Unexpected token received from parser"_s},
                {"list", QJsonArray(), u"Unrecognized collection type class java.lang.Boolean"_s},
                {"object", QJsonObject(), kStructureText}};
    if (base == u"Integer"_s || base == u"Long"_s)
        return {{"true", true, u"TRUE_VALUE cannot be converted to "_s + base},
                {"false", false, u"FALSE_VALUE cannot be converted to "_s + base},
                {"string", u"23"_s, u"STRING_VALUE cannot be converted to "_s + base},
                {"list", QJsonArray(), u"Unrecognized collection type class java.lang."_s + base},
                {"object", QJsonObject(), kStructureText}};
    if (base == u"Blob"_s)
        return {{"true", true, u"only base-64-encoded strings are convertible to bytes"_s},
                {"integer", 23, u"only base-64-encoded strings are convertible to bytes"_s},
                {"list", QJsonArray(), u"Unrecognized collection type class java.nio.ByteBuffer"_s},
                {"object", QJsonObject(), kStructureText},
                {"length 5", u"23456"_s,
                 u"Base64 encoded length is expected a multiple of 4 bytes but found: 5"_s},
                {"pad first", u"=+/="_s, u"Invalid last non-pad Base64 character dectected"_s},
                {"stray bits", u"+/+="_s, u"Invalid last non-pad Base64 character dectected"_s}};
    if (base == u"List"_s)
        return {{"true", true, u"Unexpected field type"_s},
                {"integer", 23, u"Unexpected field type"_s},
                {"string", u"23"_s, u"Unexpected field type"_s},
                {"object", QJsonObject(), kStructureText}};
    if (base == u"ParameterizedList"_s)
        return {{"string", u"23"_s, kCastText},
                {"true", true, kCastText},
                {"object", QJsonObject(), kStructureText}};
    if (base == u"ParameterizedMap"_s)
        return {{"string", u"23"_s, kCastText},
                {"integer", 23, kCastText},
                {"list", QJsonArray(),
                 u"Unrecognized collection type java.util.Map<java.lang.String, "_s + kPackage +
                     u"AttributeValue>"_s}};
    if (base == u"Map"_s)
        return {{"true", true, u"Unexpected field type"_s},
                {"integer", 23, u"Unexpected field type"_s},
                {"string", u"23"_s, u"Unexpected field type"_s},
                {"list", QJsonArray(),
                 u"Unrecognized collection type java.util.Map<java.lang.String, "_s +
                     (inner.contains(u'.') ? inner : kPackage + inner) + u'>'}};
    const QString classText = u"Unrecognized collection type class "_s + kPackage + inner;
    if (base == u"ValueStruct"_s)
        return {{"true", true, u"Unexpected value type in payload"_s},
                {"integer", 23, u"Unexpected value type in payload"_s},
                {"string", u"23"_s, u"Unexpected value type in payload"_s},
                {"list", QJsonArray(), classText}};
    return {{"true", true, u"Unexpected field type"_s},
            {"integer", 23, u"Unexpected field type"_s},
            {"string", u"23"_s, u"Unexpected field type"_s},
            {"list", QJsonArray(), classText}};
}

// `root` with `value` at `path`, the objects and arrays on the way made as needed.
QJsonValue withValue(const QJsonValue &root, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    bool isIndex = false;
    const int index = head.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = root.toArray();
        while (array.size() <= index)
            array.append(QJsonObject());
        array[index] = withValue(array.at(index), path, value);
        return array;
    }
    QJsonObject object = root.toObject();
    object.insert(head, withValue(object.value(head), path, value));
    return object;
}

} // namespace

class TestTypeCheck : public QObject
{
    Q_OBJECT

private slots:
    void wrongType_data();
    void wrongType();
    void conversions_data();
    void conversions();
    void everyActionHasRows();
};

void TestTypeCheck::wrongType_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("message");
    for (const MemberCase &m : kMembers) {
        const QString path = QString::fromLatin1(m.path);
        for (const WrongValue &w : wrongValues(QString::fromLatin1(m.kind))) {
            const QJsonObject request =
                withValue(QJsonObject(), path.split(u'.'), w.value).toObject();
            QTest::addRow("%s %s %s", m.action, m.path, w.label)
                << QString::fromLatin1(m.action) << request << w.text;
        }
    }
}

void TestTypeCheck::wrongType()
{
    QFETCH(QString, action);
    QFETCH(QJsonObject, request);
    QFETCH(QString, message);
    const auto result = lw::validation::validate(action, request);
    QVERIFY2(!result, "the request type-checked");
    QCOMPARE(result.error().type, lw::ErrorType::Serialization);
    QCOMPARE(result.error().message, message);
}

// What the deserialiser accepts beyond the exact JSON type: booleans as strings, integers as
// decimals (rounded down). The constraint stage then sees the converted value, so a Limit of
// 0.9 is 0 and fails "greater than or equal to 1"; a boolean given as "yes" passes.
void TestTypeCheck::conversions_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("message"); // empty: the request passes

    QTest::newRow("ConsistentRead yes") << u"GetItem"_s << json(R"({"TableName": "abc",
        "Key": {"a": {"S": "x"}}, "ConsistentRead": "yes"})")
                                        << QString();
    QTest::newRow("ConsistentRead 0") << u"GetItem"_s << json(R"({"TableName": "abc",
        "Key": {"a": {"S": "x"}}, "ConsistentRead": "0"})")
                                      << QString();
    QTest::newRow("Enabled TRUE") << u"UpdateTimeToLive"_s << json(R"({"TableName": "abc",
        "TimeToLiveSpecification": {"AttributeName": "ttl", "Enabled": "TRUE"}})")
                                  << QString();
    QTest::newRow("Limit 0.9 is 0")
        << u"ListTables"_s << json(R"({"Limit": 0.9})")
        << u"1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
           u"Member must have value greater than or equal to 1"_s;
    QTest::newRow("Limit 100.5 is 100")
        << u"ListTables"_s << json(R"({"Limit": 100.5})") << QString();
    QTest::newRow("unknown members are dropped")
        << u"DescribeTable"_s << json(R"({"TableName": "abc", "Whatever": true})") << QString();
    QTest::newRow("null is absent")
        << u"ListTables"_s << json(R"({"Limit": null, "ExclusiveStartTableName": null})")
        << QString();
    QTest::newRow("valid base64") << u"PutItem"_s << json(R"({"TableName": "abc",
        "Item": {"a": {"B": "YQ=="}, "b": {"BS": ["AAEC", "+/+8"]}}})")
                                  << QString();
}

void TestTypeCheck::conversions()
{
    QFETCH(QString, action);
    QFETCH(QJsonObject, request);
    QFETCH(QString, message);
    const auto result = lw::validation::validate(action, request);
    if (message.isEmpty()) {
        LW_OK(result);
        return;
    }
    QVERIFY2(!result, "the request passed");
    QCOMPARE(result.error().message, message);
}

// Every action with a spec has type rows above, so a new spec cannot go untested.
void TestTypeCheck::everyActionHasRows()
{
    QStringList covered;
    for (const MemberCase &m : kMembers)
        covered << QString::fromLatin1(m.action);
    covered.removeDuplicates();
    covered.sort();
    QCOMPARE(covered, lw::validation::specifiedActions());
}

QTEST_GUILESS_MAIN(TestTypeCheck)
#include "tst_typecheck.moc"
