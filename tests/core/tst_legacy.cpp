// The pre-expression parameters DynamoDB still accepts (Expected, AttributeUpdates,
// KeyConditions, QueryFilter, ScanFilter, AttributesToGet, ConditionalOperator): each row runs
// one request against the same three users and checks the exact response or error text.
#include "engine/engine.h"
#include "testutil.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLegacy : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void results_data();
    void results();
    void errors_data();
    void errors();

private:
    std::unique_ptr<TestWorkspace> m_ws;
};

void TestLegacy::init()
{
    m_ws = std::make_unique<TestWorkspace>();
    m_ws->ok(u"CreateTable"_s, kUsersTable);
    m_ws->ok(u"PutItem"_s, R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"},
        "n":{"N":"1"},"email":{"S":"a@x"},"tags":{"SS":["red","blue"]}}})x");
    m_ws->ok(u"PutItem"_s, R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"2"},
        "n":{"N":"2"},"email":{"S":"b@y"}}})x");
    m_ws->ok(u"PutItem"_s, R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"3"},
        "n":{"N":"3"}}})x");
}

void TestLegacy::results_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("response");
    const auto row = [](const char *name, const char *action, const char *request,
                        const char *response) {
        QTest::newRow(name) << QString::fromLatin1(action) << QByteArray(request)
                            << QByteArray(response);
    };
    row("key-conditions-eq", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]}},"AttributesToGet":["SK"]})x",
        R"x({"Count":3,"Items":[{"SK":{"S":"1"}},{"SK":{"S":"2"}},{"SK":{"S":"3"}}],"ScannedCount":3})x");
    row("key-conditions-sort-between", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]},"SK":{"ComparisonOperator":"BETWEEN","AttributeValueList":[{"S":"2"},{"S":"3"}]}},"AttributesToGet":["SK"],"ScanIndexForward":false})x",
        R"x({"Count":2,"Items":[{"SK":{"S":"3"}},{"SK":{"S":"2"}}],"ScannedCount":2})x");
    row("key-conditions-begins-with", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]},"SK":{"ComparisonOperator":"BEGINS_WITH","AttributeValueList":[{"S":"1"}]}},"AttributesToGet":["SK"]})x",
        R"x({"Count":1,"Items":[{"SK":{"S":"1"}}],"ScannedCount":1})x");
    row("query-filter-and", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]}},"QueryFilter":{"n":{"ComparisonOperator":"GE","AttributeValueList":[{"N":"2"}]},"email":{"ComparisonOperator":"NOT_NULL"}},"AttributesToGet":["SK"]})x",
        R"x({"Count":1,"Items":[{"SK":{"S":"2"}}],"ScannedCount":3})x");
    row("query-filter-or", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]}},"QueryFilter":{"n":{"ComparisonOperator":"EQ","AttributeValueList":[{"N":"3"}]},"tags":{"ComparisonOperator":"CONTAINS","AttributeValueList":[{"S":"red"}]}},"ConditionalOperator":"OR","AttributesToGet":["SK"]})x",
        R"x({"Count":2,"Items":[{"SK":{"S":"1"}},{"SK":{"S":"3"}}],"ScannedCount":3})x");
    row("key-conditions-with-filter-expression", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]}},"FilterExpression":"attribute_not_exists(email)","ProjectionExpression":"SK"
})x",
        R"x({"Count":1,"Items":[{"SK":{"S":"3"}}],"ScannedCount":3})x");
    row("scan-filter-null-in-not-contains", "Scan",
        R"x({"TableName":"Users","ScanFilter":{"email":{"ComparisonOperator":"NULL"},"n":{"ComparisonOperator":"IN","AttributeValueList":[{"N":"3"},{"N":"9"}]},"tags":{"ComparisonOperator":"NOT_CONTAINS","AttributeValueList":[{"S":"red"}]}},"AttributesToGet":["SK"]})x",
        R"x({"Count":1,"Items":[{"SK":{"S":"3"}}],"ScannedCount":3})x");
    row("scan-filter-ne-begins-with", "Scan",
        R"x({"TableName":"Users","ScanFilter":{"n":{"ComparisonOperator":"NE","AttributeValueList":[{"N":"1"}]},"email":{"ComparisonOperator":"BEGINS_WITH","AttributeValueList":[{"S":"b"}]}},"AttributesToGet":["SK","email"]})x",
        R"x({"Count":1,"Items":[{"SK":{"S":"2"},"email":{"S":"b@y"}}],"ScannedCount":3})x");
    row("get-attributes-to-get", "GetItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributesToGet":["n","missing"]})x",
        R"x({"Item":{"n":{"N":"1"}}})x");
    row("expected-value-holds", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"},"n":{"N":"7"}},"Expected":{"n":{"Value":{"N":"1"}}},"ReturnValues":"ALL_OLD"})x",
        R"x({"Attributes":{"PK":{"S":"u"},"SK":{"S":"1"},"email":{"S":"a@x"},"n":{"N":"1"},"tags":{"SS":["red","blue"]}}})x");
    row("expected-exists-false-new-item", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"new"},"SK":{"S":"1"}},"Expected":{"PK":{"Exists":false}}})x",
        R"x({})x");
    row("expected-operators-or", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"2"}},"Expected":{"n":{"ComparisonOperator":"GT","AttributeValueList":[{"N":"5"}]},"email":{"ComparisonOperator":"EQ","Value":{"S":"b@y"}}},"ConditionalOperator":"OR","ReturnValues":"ALL_OLD"})x",
        R"x({"Attributes":{"PK":{"S":"u"},"SK":{"S":"2"},"email":{"S":"b@y"},"n":{"N":"2"}}})x");
    row("attribute-updates-every-action", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"n":{"Action":"ADD","Value":{"N":"4"}},"email":{"Action":"DELETE"},"tags":{"Action":"DELETE","Value":{"SS":["red"]}},"city":{"Value":{"S":"Oslo"}},"log":{"Action":"ADD","Value":{"L":[{"S":"x"}]}}},"ReturnValues":"ALL_NEW"})x",
        R"x({"Attributes":{"PK":{"S":"u"},"SK":{"S":"1"},"city":{"S":"Oslo"},"log":{"L":[{"S":"x"}]},"n":{"N":"5"},"tags":{"SS":["blue"]}}})x");
    row("attribute-updates-add-list-appends", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"3"}},"AttributeUpdates":{"l":{"Action":"PUT","Value":{"L":[{"N":"1"}]}}},"ReturnValues":"UPDATED_NEW"})x",
        R"x({"Attributes":{"l":{"L":[{"N":"1"}]}}})x");
}

void TestLegacy::results()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, response);
    auto result = m_ws->call(action, json(request.constData()));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(compact(*result), response);
    QCOMPARE(m_ws->workspace().engine().verify(), QStringList());
}

void TestLegacy::errors_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *action, const char *request, const char *type,
                        const QString &message) {
        QTest::newRow(name) << QString::fromLatin1(action) << QByteArray(request)
                            << QString::fromLatin1(type) << message;
    };
    const QString invalid = u"One or more parameter values were invalid: "_s;
    row("mixed-expected-and-condition", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"PK":{"Exists":false}},"ConditionExpression":"attribute_exists(x)"
})x",
        "ValidationException",
        u"Can not use both expression and non-expression parameters in the same request: "
        u"Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}"_s);
    row("mixed-attribute-updates-and-update-expression", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"a":{"Value":{"S":"x"}}},"UpdateExpression":"SET b = :b","ExpressionAttributeValues":{":b":{"S":"y"}}})x",
        "ValidationException",
        u"Can not use both expression and non-expression parameters in the same request: "
        u"Non-expression parameters: {AttributeUpdates} Expression parameters: {UpdateExpression}"_s);
    row("mixed-query-filter-and-key-condition-expression", "Query",
        R"x({"TableName":"Users","KeyConditionExpression":"PK = :p","QueryFilter":{"n":{"ComparisonOperator":"NOT_NULL"}},"ExpressionAttributeValues":{":p":{"S":"u"}}})x",
        "ValidationException",
        u"Can not use both expression and non-expression parameters in the same request: "
        u"Non-expression parameters: {QueryFilter} Expression parameters: {KeyConditionExpression}"_s);
    row("expected-failed", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"PK":{"Exists":false}}})x",
        "ConditionalCheckFailedException", u"The conditional request failed"_s);
    row("expected-value-missing", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{}}})x",
        "ValidationException",
        invalid + u"Value must be provided when Exists is null for Attribute: n"_s);
    row("expected-exists-true-without-value", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"Exists":true}}})x",
        "ValidationException",
        invalid + u"Value must be provided when Exists is true for Attribute: n"_s);
    row("expected-exists-false-with-value", "PutItem",
        R"x({"TableName":"Users","Item":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"Exists":false,"Value":{"N":"1"}}}})x",
        "ValidationException",
        invalid + u"Value cannot be used when Exists is false for Attribute: n"_s);
    row("expected-exists-with-operator", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"Exists":true,"ComparisonOperator":"NOT_NULL"}}})x",
        "ValidationException",
        invalid + u"Exists and ComparisonOperator cannot be used together for Attribute: n"_s);
    row("expected-value-and-list", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"Value":{"N":"1"},"AttributeValueList":[{"N":"1"}],"ComparisonOperator":"EQ"}}})x",
        "ValidationException",
        invalid + u"Value and AttributeValueList cannot be used together for Attribute: n"_s);
    row("expected-list-without-operator", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"AttributeValueList":[{"N":"1"}]}}})x",
        "ValidationException",
        invalid +
            u"AttributeValueList can only be used with a ComparisonOperator for Attribute: n"_s);
    row("expected-operator-without-value", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"ComparisonOperator":"GT"}}})x",
        "ValidationException",
        invalid +
            u"Value or AttributeValueList must be used with ComparisonOperator: GT for Attribute: n"_s);
    row("expected-between-needs-two", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"ComparisonOperator":"BETWEEN","AttributeValueList":[{"N":"1"}]}}})x",
        "ValidationException",
        invalid + u"Invalid number of argument(s) for the BETWEEN ComparisonOperator"_s);
    row("expected-mixed-types", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"ComparisonOperator":"IN","AttributeValueList":[{"N":"1"},{"S":"1"}]}}})x",
        "ValidationException",
        invalid + u"AttributeValues inside AttributeValueList must be of same type"_s);
    row("expected-between-reversed", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"ComparisonOperator":"BETWEEN","AttributeValueList":[{"N":"9"},{"N":"1"}]}}})x",
        "ValidationException",
        u"The BETWEEN condition was provided a range where the lower bound is greater than the upper bound"_s);
    row("expected-unknown-operator", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"ComparisonOperator":"LIKE","AttributeValueList":[{"N":"1"}]}}})x",
        "ValidationException",
        u"1 validation error detected: Value 'LIKE' at 'expected.n.member.comparisonOperator' "
        u"failed to satisfy constraint: Member must satisfy enum value set: [IN, NULL, BETWEEN, "
        u"LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]"_s);
    row("conditional-operator-unknown", "DeleteItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"Expected":{"n":{"Exists":false}},"ConditionalOperator":"XOR"})x",
        "ValidationException",
        u"1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy "
        u"constraint: Member must satisfy enum value set: [OR, AND]"_s);
    row("filter-operator-type", "Scan",
        R"x({"TableName":"Users","ScanFilter":{"tags":{"ComparisonOperator":"GT","AttributeValueList":[{"SS":["a"]}]}}})x",
        "ValidationException",
        invalid + u"ComparisonOperator GT is not valid for SS AttributeValue type"_s);
    row("attribute-updates-put-without-value", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"n":{"Action":"PUT"}}})x",
        "ValidationException",
        invalid + u"Only DELETE action is allowed when no attribute value is specified"_s);
    row("attribute-updates-delete-scalar", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"n":{"Action":"DELETE","Value":{"N":"1"}}}})x",
        "ValidationException",
        invalid + u"DELETE action with value is not supported for the type N"_s);
    row("attribute-updates-add-string", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"email":{"Action":"ADD","Value":{"S":"x"}}}})x",
        "ValidationException", invalid + u"ADD action is not supported for the type S"_s);
    row("attribute-updates-key", "UpdateItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributeUpdates":{"SK":{"Value":{"S":"9"}}}})x",
        "ValidationException",
        invalid + u"Cannot update attribute SK. This attribute is part of the key"_s);
    row("key-conditions-not-indexable", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]},"SK":{"ComparisonOperator":"NE","AttributeValueList":[{"S":"1"}]}}})x",
        "ValidationException", u"Attempted conditional constraint is not an indexable operation"_s);
    row("key-conditions-three", "Query",
        R"x({"TableName":"Users","KeyConditions":{"PK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"u"}]},"SK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"1"}]},"n":{"ComparisonOperator":"EQ","AttributeValueList":[{"N":"1"}]}}})x",
        "ValidationException", u"Conditions can be of length 1 or 2 only"_s);
    row("key-conditions-missing-partition", "Query",
        R"x({"TableName":"Users","KeyConditions":{"SK":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"1"}]}}})x",
        "ValidationException", u"Query condition missed key schema element: PK"_s);
    row("attributes-to-get-duplicate", "GetItem",
        R"x({"TableName":"Users","Key":{"PK":{"S":"u"},"SK":{"S":"1"}},"AttributesToGet":["n","n"]})x",
        "ValidationException", invalid + u"Duplicate value in attribute name: n"_s);
    row("attributes-to-get-with-count", "Scan",
        R"x({"TableName":"Users","AttributesToGet":["n"],"Select":"COUNT"})x",
        "ValidationException",
        u"Cannot specify the AttributesToGet when choosing to get only the Count"_s);
}

void TestLegacy::errors()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, request);
    QFETCH(QString, type);
    QFETCH(QString, message);
    const QJsonObject before = m_ws->ok(u"Scan"_s, R"x({"TableName":"Users"})x");
    auto result = m_ws->call(action, json(request.constData()));
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), type);
    QCOMPARE(result.error().message, message);
    QCOMPARE(compact(m_ws->ok(u"Scan"_s, R"x({"TableName":"Users"})x")), compact(before));
    QCOMPARE(m_ws->workspace().engine().verify(), QStringList());
}

QTEST_GUILESS_MAIN(TestLegacy)
#include "tst_legacy.moc"
