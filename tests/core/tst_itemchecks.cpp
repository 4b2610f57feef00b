// The validation layer's custom checks of the item actions (core/validation/checks.h and the
// item action specs): attribute values, expression parameters, the legacy Expected and
// AttributeUpdates, Query's and Scan's own texts, and their member constraints. The rows derive
// from mhart/dynalite's tests and validations, which were checked against the service.
#include "lwtest.h"
#include "validation/validate.h"
#include "validationtexts.h"

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

QJsonObject getWithKey(const char *key)
{
    QJsonObject request = json(R"({"TableName": "abc"})");
    request.insert(u"Key"_s, json(key));
    return request;
}

} // namespace

class TestItemChecks : public QObject
{
    Q_OBJECT

private slots:
    void refused_data();
    void refused();
};

void TestItemChecks::refused_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("message");

    // Item actions: constraints.
    QTest::newRow("GetItem nulls and enums")
        << u"GetItem"_s << json(R"({"ReturnConsumedCapacity": "hi", "AttributesToGet": []})")
        << detected({failed(u"'hi'"_s, u"returnConsumedCapacity"_s,
                            u"Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"_s),
                     failed(u"'[]'"_s, u"attributesToGet"_s, lengthAtLeast(1)),
                     nullAt(u"tableName"_s), nullAt(u"key"_s)});
    QTest::newRow("PutItem enums")
        << u"PutItem"_s << json(R"({"TableName": "abc", "Item": {}, "ReturnValues": "SOME",
                    "ReturnItemCollectionMetrics": "ALL"})")
        << detected({failed(u"'SOME'"_s, u"returnValues"_s,
                            u"Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, "
                            u"NONE, UPDATED_NEW]"_s),
                     failed(u"'ALL'"_s, u"returnItemCollectionMetrics"_s,
                            u"Member must satisfy enum value set: [SIZE, NONE]"_s)});
    QTest::newRow("DeleteItem nulls")
        << u"DeleteItem"_s << QJsonObject() << detected({nullAt(u"tableName"_s), nullAt(u"key"_s)});
    QTest::newRow("UpdateItem nulls")
        << u"UpdateItem"_s << json(R"({"TableName": "ab"})")
        << detected({failed(u"'ab'"_s, u"tableName"_s, lengthAtLeast(3)), nullAt(u"key"_s)});
    QTest::newRow("Query nulls and limits")
        << u"Query"_s << json(R"({"Select": "SOME", "Limit": 0, "KeyConditions": {"a": {}}})")
        << detected({failed(u"'SOME'"_s, u"select"_s,
                            u"Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, "
                            u"ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]"_s),
                     nullAt(u"tableName"_s), failed(u"'0'"_s, u"limit"_s, atLeast(1)),
                     nullAt(u"keyConditions.a.member.comparisonOperator"_s)});
    QTest::newRow("Scan segments out of range")
        << u"Scan"_s << json(R"({"TableName": "abc", "TotalSegments": 1000001, "Segment": -1})")
        << detected({failed(u"'1000001'"_s, u"totalSegments"_s, atMost(1000000)),
                     failed(u"'-1'"_s, u"segment"_s, atLeast(0))});

    // Attribute values (GetItem's Key; the same checks serve every attribute map).
    const QString emptyValue =
        u"Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"_s;
    QTest::newRow("attribute value empty")
        << u"GetItem"_s << getWithKey(R"({"a": {}})") << emptyValue;
    QTest::newRow("attribute value unknown type")
        << u"GetItem"_s << getWithKey(R"({"a": {"X": "1"}})") << emptyValue;
    QTest::newRow("attribute value two types")
        << u"GetItem"_s << getWithKey(R"({"a": {"S": "x", "BOOL": true}})")
        << u"Supplied AttributeValue has more than one datatypes set, must contain exactly one of "
           u"the supported datatypes"_s;
    QTest::newRow("number empty") << u"GetItem"_s << getWithKey(R"({"a": {"N": ""}})")
                                  << u"The parameter cannot be converted to a numeric value"_s;
    QTest::newRow("number text") << u"GetItem"_s << getWithKey(R"({"a": {"N": "1x"}})")
                                 << u"The parameter cannot be converted to a numeric value: 1x"_s;
    QTest::newRow("number overflow")
        << u"GetItem"_s << getWithKey(R"({"a": {"N": "1e126"}})")
        << u"Number overflow. Attempting to store a number with magnitude larger than supported "
           u"range"_s;
    QTest::newRow("number underflow")
        << u"GetItem"_s << getWithKey(R"({"a": {"N": "0.0001e-127"}})")
        << u"Number underflow. Attempting to store a number with magnitude smaller than supported "
           u"range"_s;
    QTest::newRow("number digits")
        << u"GetItem"_s << getWithKey(R"({"a": {"N": "1234567890123456789012345678901234567.89"}})")
        << u"Attempting to store more than 38 significant digits in a Number"_s;
    QTest::newRow("NULL false") << u"GetItem"_s << getWithKey(R"({"a": {"NULL": false}})")
                                << kInvalid +
                                       u"Null attribute value types must have the value of true"_s;
    QTest::newRow("string set empty") << u"GetItem"_s << getWithKey(R"({"a": {"SS": []}})")
                                      << kInvalid + u"An string set  may not be empty"_s;
    QTest::newRow("number set empty") << u"GetItem"_s << getWithKey(R"({"a": {"NS": []}})")
                                      << kInvalid + u"An number set  may not be empty"_s;
    QTest::newRow("binary set empty") << u"GetItem"_s << getWithKey(R"({"a": {"BS": []}})")
                                      << kInvalid + u"Binary sets should not be empty"_s;
    QTest::newRow("string set duplicates")
        << u"GetItem"_s << getWithKey(R"({"a": {"SS": ["a", "a"]}})")
        << kInvalid + u"Input collection [a, a] contains duplicates."_s;
    QTest::newRow("number set duplicates")
        << u"GetItem"_s << getWithKey(R"({"a": {"NS": ["1", "1.0"]}})")
        << u"Input collection contains duplicates"_s;
    QTest::newRow("binary set duplicates")
        << u"GetItem"_s << getWithKey(R"({"a": {"BS": ["AA==", "AA=="]}})")
        << kInvalid + u"Input collection [AA==, AA==]of type BS contains duplicates."_s;
    QTest::newRow("number set member")
        << u"GetItem"_s << getWithKey(R"({"a": {"NS": ["1", "x"]}})")
        << u"The parameter cannot be converted to a numeric value: x"_s;
    QTest::newRow("map member") << u"GetItem"_s << getWithKey(R"({"a": {"M": {"b": {}}}})")
                                << emptyValue;
    QTest::newRow("list member") << u"GetItem"_s << getWithKey(R"({"a": {"L": [{"S": "x"}, {}]}})")
                                 << emptyValue;

    // Expression parameters.
    QTest::newRow("GetItem projection and AttributesToGet")
        << u"GetItem"_s << json(R"({"TableName": "abc", "Key": {}, "ProjectionExpression": "a",
                    "AttributesToGet": ["a"]})")
        << u"Can not use both expression and non-expression parameters in the same request: "
           u"Non-expression parameters: {AttributesToGet} Expression parameters: "
           u"{ProjectionExpression}"_s;
    QTest::newRow("GetItem names without expression")
        << u"GetItem"_s
        << json(R"({"TableName": "abc", "Key": {}, "ExpressionAttributeNames": {"#a": "a"}})")
        << u"ExpressionAttributeNames can only be specified when using expressions"_s;
    QTest::newRow("GetItem duplicate AttributesToGet")
        << u"GetItem"_s << json(R"({"TableName": "abc", "Key": {}, "AttributesToGet": ["a", "a"]})")
        << kInvalid + u"Duplicate value in attribute name: a"_s;
    QTest::newRow("GetItem empty names")
        << u"GetItem"_s << json(R"({"TableName": "abc", "Key": {}, "ProjectionExpression": "a",
                    "ExpressionAttributeNames": {}})")
        << u"ExpressionAttributeNames must not be empty"_s;
    QTest::newRow("GetItem bad name key")
        << u"GetItem"_s << json(R"({"TableName": "abc", "Key": {}, "ProjectionExpression": "a",
                    "ExpressionAttributeNames": {"a": "b"}})")
        << u"ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\""_s;
    QTest::newRow("PutItem values without expression")
        << u"PutItem"_s
        << json(
               R"({"TableName": "abc", "Item": {}, "ExpressionAttributeValues": {":a": {"S": "x"}}})")
        << u"ExpressionAttributeValues can only be specified when using expressions: "
           u"ConditionExpression is null"_s;
    QTest::newRow("PutItem bad value key")
        << u"PutItem"_s << json(R"({"TableName": "abc", "Item": {}, "ConditionExpression": "a = :a",
                    "ExpressionAttributeValues": {"a": {"S": "x"}}})")
        << u"ExpressionAttributeValues contains invalid key: Syntax error; key: \"a\""_s;
    QTest::newRow("PutItem bad value")
        << u"PutItem"_s << json(R"({"TableName": "abc", "Item": {}, "ConditionExpression": "a = :a",
                    "ExpressionAttributeValues": {":a": {}}})")
        << u"ExpressionAttributeValues contains invalid value: "_s + emptyValue + u" for key :a"_s;
    QTest::newRow("UpdateItem values without expression")
        << u"UpdateItem"_s
        << json(
               R"({"TableName": "abc", "Key": {}, "ExpressionAttributeValues": {":a": {"S": "x"}}})")
        << u"ExpressionAttributeValues can only be specified when using expressions: "
           u"UpdateExpression and ConditionExpression are null"_s;
    QTest::newRow("UpdateItem expression and AttributeUpdates")
        << u"UpdateItem"_s
        << json(R"({"TableName": "abc", "Key": {}, "UpdateExpression": "SET a = :a",
                    "AttributeUpdates": {}, "Expected": {}})")
        << u"Can not use both expression and non-expression parameters in the same request: "
           u"Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: "
           u"{UpdateExpression}"_s;

    // PutItem's and DeleteItem's ReturnValues, and the legacy Expected.
    QTest::newRow("PutItem ReturnValues")
        << u"PutItem"_s << json(R"({"TableName": "abc", "Item": {}, "ReturnValues": "ALL_NEW"})")
        << u"ReturnValues can only be ALL_OLD or NONE"_s;
    QTest::newRow("DeleteItem ReturnValues")
        << u"DeleteItem"_s
        << json(R"({"TableName": "abc", "Key": {}, "ReturnValues": "UPDATED_NEW"})")
        << u"ReturnValues can only be ALL_OLD or NONE"_s;
    const auto expectedRow = [](const char *name, const char *expected, const QString &text) {
        QJsonObject request = json(R"({"TableName": "abc", "Item": {}})");
        request.insert(u"Expected"_s, json(expected));
        QTest::newRow(name) << u"PutItem"_s << request << text;
    };
    expectedRow("Expected no value", R"({"a": {}})",
                kInvalid + u"Value must be provided when Exists is null for Attribute: a"_s);
    expectedRow("Expected exists true", R"({"a": {"Exists": true}})",
                kInvalid + u"Value must be provided when Exists is true for Attribute: a"_s);
    expectedRow("Expected value when not exists",
                R"({"a": {"Exists": false, "Value": {"S": "x"}}})",
                kInvalid + u"Value cannot be used when Exists is false for Attribute: a"_s);
    expectedRow(
        "Expected value and list", R"({"a": {"AttributeValueList": [], "Value": {"S": "x"}}})",
        kInvalid + u"Value and AttributeValueList cannot be used together for Attribute: a"_s);
    expectedRow(
        "Expected exists and operator", R"({"a": {"ComparisonOperator": "EQ", "Exists": true}})",
        kInvalid + u"Exists and ComparisonOperator cannot be used together for Attribute: a"_s);
    expectedRow("Expected operator without value", R"({"a": {"ComparisonOperator": "EQ"}})",
                kInvalid + u"Value or AttributeValueList must be used with ComparisonOperator: EQ "
                           u"for Attribute: a"_s);
    expectedRow("Expected NULL with value",
                R"({"a": {"ComparisonOperator": "NULL", "Value": {"S": "x"}}})",
                kInvalid + u"Invalid number of argument(s) for the NULL ComparisonOperator"_s);
    expectedRow("Expected list without operator", R"({"a": {"AttributeValueList": [{"S": "x"}]}})",
                kInvalid + u"AttributeValueList can only be used with a ComparisonOperator for "
                           u"Attribute: a"_s);
    expectedRow("Expected BETWEEN reversed",
                R"({"a": {"ComparisonOperator": "BETWEEN",
                          "AttributeValueList": [{"N": "10"}, {"N": "9.5"}]}})",
                u"The BETWEEN condition was provided a range where the lower bound is greater than "
                u"the upper bound"_s);
    expectedRow("Expected mixed types",
                R"({"a": {"ComparisonOperator": "IN",
                          "AttributeValueList": [{"N": "10"}, {"S": "x"}]}})",
                kInvalid + u"AttributeValues inside AttributeValueList must be of same type"_s);

    // The service sizes a put's item before reading its conditions (dynalite's putItem.js).
    QJsonObject oversized = json(R"({"TableName": "abc", "Expected": {"a": {}}})");
    oversized.insert(u"Item"_s,
                     QJsonObject{{u"big"_s, QJsonObject{{u"S"_s, QString(400 * 1024, u'x')}}}});
    QTest::newRow("PutItem size before Expected")
        << u"PutItem"_s << oversized << u"Item size has exceeded the maximum allowed size"_s;
    QJsonObject sized = oversized;
    sized.insert(u"Item"_s,
                 QJsonObject{{u"big"_s, QJsonObject{{u"S"_s, QString(400 * 1024 - 3, u'x')}}}});
    QTest::newRow("PutItem of 400 KB, Expected checked")
        << u"PutItem"_s << sized
        << kInvalid + u"Value must be provided when Exists is null for Attribute: a"_s;
    // UpdateItem's AttributeUpdates.
    const auto updatesRow = [](const char *name, const char *updates, const QString &text) {
        QJsonObject request = json(R"({"TableName": "abc", "Key": {}})");
        request.insert(u"AttributeUpdates"_s, json(updates));
        QTest::newRow(name) << u"UpdateItem"_s << request << text;
    };
    updatesRow("AttributeUpdates PUT without value", R"({"a": {"Action": "PUT"}})",
               kInvalid + u"Only DELETE action is allowed when no attribute value is specified"_s);
    updatesRow("AttributeUpdates DELETE a string",
               R"({"a": {"Action": "DELETE", "Value": {"S": "x"}}})",
               kInvalid + u"DELETE action with value is not supported for the type S"_s);
    updatesRow("AttributeUpdates ADD a string", R"({"a": {"Action": "ADD", "Value": {"S": "x"}}})",
               kInvalid + u"ADD action is not supported for the type S"_s);

    // Query and Scan.
    QTest::newRow("Query no key condition")
        << u"Query"_s << json(R"({"TableName": "abc"})")
        << u"Either the KeyConditions or KeyConditionExpression parameter must be specified in "
           u"the request."_s;
    QTest::newRow("Query no conditions")
        << u"Query"_s << json(R"({"TableName": "abc", "KeyConditions": {}})")
        << u"Conditions can be of length 1 or 2 only"_s;
    QTest::newRow("Query condition arguments")
        << u"Query"_s
        << json(R"({"TableName": "abc", "KeyConditions": {"a": {"ComparisonOperator": "EQ"}}})")
        << kInvalid + u"Invalid number of argument(s) for the EQ ComparisonOperator"_s;
    QTest::newRow("Query condition type")
        << u"Query"_s << json(R"({"TableName": "abc", "KeyConditions": {"a": {"ComparisonOperator":
                    "BEGINS_WITH", "AttributeValueList": [{"N": "1"}]}}})")
        << kInvalid + u"ComparisonOperator BEGINS_WITH is not valid for N AttributeValue type"_s;
    QTest::newRow("Query filter before key condition")
        << u"Query"_s
        << json(R"({"TableName": "abc", "QueryFilter": {"b": {"ComparisonOperator": "BETWEEN",
                    "AttributeValueList": [{"S": "b"}, {"S": "a"}]}}})")
        << u"The BETWEEN condition was provided a range where the lower bound is greater than the "
           u"upper bound"_s;
    QTest::newRow("Query start key")
        << u"Query"_s << json(R"({"TableName": "abc", "KeyConditionExpression": "a = :a",
                    "ExclusiveStartKey": {"a": {}}})")
        << u"The provided starting key is invalid: "_s + emptyValue;
    QTest::newRow("Query start key number")
        << u"Scan"_s << json(R"({"TableName": "abc", "ExclusiveStartKey": {"a": {"N": "x"}}})")
        << u"The parameter cannot be converted to a numeric value: x"_s;
    QTest::newRow("Query mixed parameters")
        << u"Query"_s << json(R"({"TableName": "abc", "KeyConditionExpression": "a = :a",
                    "KeyConditions": {}, "QueryFilter": {}})")
        << u"Can not use both expression and non-expression parameters in the same request: "
           u"Non-expression parameters: {QueryFilter, KeyConditions} Expression parameters: "
           u"{KeyConditionExpression}"_s;
    QTest::newRow("Scan segment without total")
        << u"Scan"_s << json(R"({"TableName": "abc", "Segment": 1})")
        << u"The TotalSegments parameter is required but was not present in the request when "
           u"Segment parameter is present"_s;
    QTest::newRow("Scan total without segment")
        << u"Scan"_s << json(R"({"TableName": "abc", "TotalSegments": 2})")
        << u"The Segment parameter is required but was not present in the request when parameter "
           u"TotalSegments is present"_s;
    QTest::newRow("Scan segment too high")
        << u"Scan"_s << json(R"({"TableName": "abc", "Segment": 5, "TotalSegments": 5})")
        << u"The Segment parameter is zero-based and must be less than parameter TotalSegments: "
           u"Segment: 5 is not less than TotalSegments: 5"_s;
}

void TestItemChecks::refused()
{
    QFETCH(QString, action);
    QFETCH(QJsonObject, request);
    QFETCH(QString, message);
    const auto result = lw::validation::validate(action, request);
    QVERIFY2(!result, "the request passed");
    QCOMPARE(result.error().message, message);
    QCOMPARE(result.error().type, lw::ErrorType::RequestValidation);
}

QTEST_GUILESS_MAIN(TestItemChecks)
#include "tst_itemchecks.moc"
