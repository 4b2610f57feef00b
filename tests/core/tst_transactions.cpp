// TransactWriteItems and TransactGetItems end to end through the api: all or nothing, positional
// CancellationReasons, the request-level refusals and their order, doubled capacity, reads from
// one snapshot. Texts are the service's (see core/engine/transactioncancel.h for sources).
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// The items every test starts from: "b" holds a number, "c" a string.
const char *kItemB = R"j({"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}})j";
const char *kItemC = R"j({"PK":{"S":"c"},"SK":{"S":"x"},"s":{"S":"text"}})j";

// A second table, so that a transaction spans two: PK only.
const char *kOrdersTable = R"j({
  "TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]
})j";

void seed(TestWorkspace &ws)
{
    ws.ok(u"CreateTable"_s, kUsersTable);
    for (const char *item : {kItemB, kItemC})
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, json(item)}});
}

QJsonObject key(const QString &pk)
{
    return QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, pk}}},
                       {u"SK"_s, QJsonObject{{u"S"_s, u"x"_s}}}};
}

// The stored items under PK a, b and c (SK x), as GetItem returns them: {} when missing.
QByteArray storedItems(TestWorkspace &ws)
{
    QJsonArray out;
    for (const QString &pk : {u"a"_s, u"b"_s, u"c"_s}) {
        auto got = ws.call(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                     {u"Key"_s, key(pk)},
                                                     {u"ConsistentRead"_s, true}});
        out.append(got ? *got : QJsonObject{{u"error"_s, got.error().message}});
    }
    return QJsonDocument(out).toJson(QJsonDocument::Compact);
}

const QByteArray kSeeded = R"j([{},{"Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}}},)j"
                           R"j({"Item":{"PK":{"S":"c"},"SK":{"S":"x"},"s":{"S":"text"}}}])j";

// The wire form of an error with no extra members, DynamoDB's own.
QByteArray plainError(const char *type, const QString &message)
{
    return compact(QJsonObject{
        {u"__type"_s, QString(u"com.amazonaws.dynamodb.v20120810#"_s + QString::fromLatin1(type))},
        {u"message"_s, message}});
}

// The validation layer's ValidationException (docs/validation.md).
QByteArray requestInvalid(const QString &message)
{
    return compact(QJsonObject{{u"__type"_s, u"com.amazon.coral.validate#ValidationException"_s},
                               {u"message"_s, message}});
}

// The service writes a cancelled transaction's text under "Message".
QByteArray canceled(const char *codes, const char *reasons)
{
    return QByteArray(R"j({"CancellationReasons":)j") + reasons +
           R"j(,"Message":"Transaction cancelled, please refer cancellation reasons for specific )j"
           R"j(reasons [)j" +
           codes +
           R"j(]","__type":"com.amazonaws.dynamodb.v20120810#TransactionCanceledException"})j";
}

QByteArray wireError(const lw::Result<QJsonObject> &result)
{
    return result ? QByteArray("no error: ") + compact(*result) : compact(result.error().toJson());
}

// `count` Put actions on distinct new items.
QJsonArray puts(int count)
{
    QJsonArray out;
    for (int i = 0; i < count; ++i)
        out.append(QJsonObject{{u"Put"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                      {u"Item"_s, key(u"p%1"_s.arg(i))}}}});
    return out;
}

} // namespace

class TestTransactions : public QObject
{
    Q_OBJECT

private slots:
    void allOrNothing();
    void writes_data();
    void writes();
    void cancellationReasons_data();
    void cancellationReasons();
    void requestErrors_data();
    void requestErrors();
    void actionLimit_data();
    void actionLimit();
    void writeCapacity_data();
    void writeCapacity();
    void gets_data();
    void gets();
    void getErrors_data();
    void getErrors();
    void ignoresMembersTheModelDoesNotName();

private:
    void expectRefused();
};

void TestTransactions::allOrNothing()
{
    TestWorkspace ws;
    seed(ws);
    // The first action alone would succeed; the last one's condition fails, so neither happens.
    auto result = ws.call(u"TransactWriteItems"_s, R"j({"TransactItems":[
        {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
        {"Update":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}},
                   "UpdateExpression":"SET s = :t","ExpressionAttributeValues":{":t":{"S":"new"}}}},
        {"Put":{"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"x"}},
                "ConditionExpression":"attribute_not_exists(PK)"
}
}]
})j");
    QVERIFY(!result);
    QCOMPARE(result.error().typeName(), u"TransactionCanceledException"_s);
    QCOMPARE(result.error().message,
             u"Transaction cancelled, please refer cancellation reasons for specific reasons "
             u"[None, None, ConditionalCheckFailed]"_s);
    auto absent =
        ws.ok(u"GetItem"_s, R"j({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}})j");
    QCOMPARE(compact(absent), QByteArray("{}"));
    QCOMPARE(storedItems(ws), kSeeded);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::writes_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("stored"); // storedItems() afterwards
    QTest::newRow("put-update-delete")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"GSI1PK":{"S":"g"}}}},
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                       "UpdateExpression":"SET v = v + :one","ConditionExpression":"v = :one",
                       "ExpressionAttributeValues":{":one":{"N":"1"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}},
                       "ConditionExpression":"attribute_exists(s)"
}
}]
})j")
        << QByteArray(R"j([{"Item":{"GSI1PK":{"S":"g"},"PK":{"S":"a"},"SK":{"S":"x"}}},)j"
                      R"j({"Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"2"}}},{}])j");
    QTest::newRow("condition-check-holds")
        << QByteArray(R"j({"TransactItems":[
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                               "ConditionExpression":"#v = :one","ExpressionAttributeNames":{"#v":"v"},
                               "ExpressionAttributeValues":{":one":{"N":"1"}}}},
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(R"j([{"Item":{"PK":{"S":"a"},"SK":{"S":"x"}}},)j"
                      R"j({"Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}}},)j"
                      R"j({"Item":{"PK":{"S":"c"},"SK":{"S":"x"},"s":{"S":"text"}}}])j");
    QTest::newRow("update-creates-missing-item")
        << QByteArray(R"j({"TransactItems":[
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}},
                       "UpdateExpression":"SET n = :n","ConditionExpression":"attribute_not_exists(PK)",
                       "ExpressionAttributeValues":{
    ":n":
    {
        "N" : "5"
    }}
    }
    }],
            "ClientRequestToken":"token-1","ReturnItemCollectionMetrics":"NONE"
    })j")
        << QByteArray(R"j([{"Item":{"PK":{"S":"a"},"SK":{"S":"x"},"n":{"N":"5"}}},)j"
                      R"j({"Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}}},)j"
                      R"j({"Item":{"PK":{"S":"c"},"SK":{"S":"x"},"s":{"S":"text"}}}])j");
}

void TestTransactions::writes()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, stored);
    TestWorkspace ws;
    seed(ws);
    auto result = ws.call(u"TransactWriteItems"_s, request.constData());
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(compact(*result), QByteArray("{}"));
    QCOMPARE(storedItems(ws), stored);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::cancellationReasons_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("all-old-item-at-its-position")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"x"}},
                    "ConditionExpression":"attribute_not_exists(PK)",
                    "ReturnValuesOnConditionCheckFailure":"ALL_OLD"
    }
    }]
    })j")
        << canceled("None, ConditionalCheckFailed",
                    R"j([{"Code":"None"},{"Code":"ConditionalCheckFailed",)j"
                    R"j("Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}},)j"
                    R"j("Message":"The conditional request failed"}])j");
    QTest::newRow("every-failure-reported")
        << QByteArray(R"j({"TransactItems":[
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                               "ConditionExpression":"v = :two","ExpressionAttributeValues":{":two":{"N":"2"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}},
                       "ConditionExpression":"attribute_not_exists(PK)"
    }
    }]
    })j")
        << canceled(
               "ConditionalCheckFailed, ConditionalCheckFailed",
               R"j([{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"},)j"
               R"j({"Code":"ConditionalCheckFailed","Message":"The conditional request failed"}])j");
    QTest::newRow("no-item-for-a-missing-item")
        << QByteArray(R"j({"TransactItems":[
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}},
                               "ConditionExpression":"attribute_exists(PK)",
                               "ReturnValuesOnConditionCheckFailure":"ALL_OLD"
    }
    }]
    })j")
        << canceled(
               "ConditionalCheckFailed",
               R"j([{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"}])j");
    QTest::newRow("update-fails-on-stored-data")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}},
                       "UpdateExpression":"SET s = s + :one","ExpressionAttributeValues":{":one":{"N":"1"}}}}]})j")
        << canceled(
               "None, ValidationError",
               R"j([{"Code":"None"},{"Code":"ValidationError",)j"
               R"j("Message":"An operand in the update expression has an incorrect data type"}])j");
    QTest::newRow("put-key-of-wrong-type")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"N":"5"},"SK":{"S":"x"}}}}]})j")
        << canceled("ValidationError",
                    R"j([{"Code":"ValidationError","Message":"One or more parameter values were )j"
                    R"j(invalid: Type mismatch for key PK expected: S actual: N"}])j");
    QTest::newRow("put-index-key-of-wrong-type")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"GSI1PK":{"N":"1"}}}}]})j")
        << canceled("ValidationError",
                    R"j([{"Code":"ValidationError","Message":"One or more parameter values were )j"
                    R"j(invalid: Type mismatch for Index Key GSI1PK Expected: S Actual: N )j"
                    R"j(IndexName: GSI1"}])j");
    QTest::newRow("key-not-matching-schema-beside-a-failed-condition")
        << QByteArray(R"j({"TransactItems":[
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                       "UpdateExpression":"SET v = :two","ConditionExpression":"v = :two",
                       "ExpressionAttributeValues":{":two":{"N":"2"}}}},
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"N":"1"},"SK":{"S":"x"}}}}]})j")
        << canceled(
               "ConditionalCheckFailed, None, ValidationError",
               R"j([{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"},)j"
               R"j({"Code":"None"},{"Code":"ValidationError",)j"
               R"j("Message":"The provided key element does not match the schema"}])j");
}

// Both tables of refused transactions: the exact error, and the seeded items untouched.
void TestTransactions::expectRefused()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wireError(ws.call(u"TransactWriteItems"_s, request.constData())), error);
    QCOMPARE(storedItems(ws), kSeeded);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::cancellationReasons()
{
    expectRefused();
}

void TestTransactions::requestErrors_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("error");
    // The validation layer's refusals; the engine's (one item twice, the items' values) are
    // DynamoDB's own ValidationException.
    const auto invalid = [](const QString &message) { return requestInvalid(message); };
    const auto engineInvalid = [](const QString &message) {
        return plainError("ValidationException", message);
    };
    const QString enumRcc =
        u"1 validation error detected: Value 'BOGUS' at 'returnConsumedCapacity' "
        u"failed to satisfy constraint: Member must satisfy enum value set: "
        u"[INDEXES, TOTAL, NONE]"_s;
    const QString duplicate =
        u"Transaction request cannot include multiple operations on one item"_s;
    QTest::newRow("two-actions-on-one-item") << QByteArray(R"j({"TransactItems":[
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                               "ConditionExpression":"attribute_exists(PK)"
    }
    },
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                       "UpdateExpression":"REMOVE v"}}]
    })j") << engineInvalid(duplicate);
    QTest::newRow("duplicate-ahead-of-failed-condition") << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"c"},"SK":{"S":"x"}},
                    "ConditionExpression":"attribute_not_exists(PK)"
    }
    },
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]
    })j") << engineInvalid(duplicate);
    QTest::newRow("empty-list")
        << QByteArray(R"j({"TransactItems":[]})j")
        << invalid(u"1 validation error detected: Value at 'transactItems' failed to satisfy "
                   u"constraint: Member must have length greater than or equal to 1"_s);
    QTest::newRow("no-list")
        << QByteArray(R"j({})j")
        << invalid(u"1 validation error detected: Value null at 'transactItems' failed to "
                   u"satisfy constraint: Member must not be null"_s);
    QTest::newRow("token-too-long")
        << QByteArray(R"j({"ClientRequestToken":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "TransactItems":[{"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << invalid(u"1 validation error detected: Value at 'clientRequestToken' failed to satisfy "
                   u"constraint: Member must have length less than or equal to 36"_s);
    QTest::newRow("token-ahead-of-capacity-enum")
        << QByteArray(R"j({"ClientRequestToken":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "ReturnConsumedCapacity":"BOGUS","TransactItems":[]})j")
        << invalid(u"1 validation error detected: Value at 'clientRequestToken' failed to satisfy "
                   u"constraint: Member must have length less than or equal to 36"_s);
    QTest::newRow("capacity-enum-ahead-of-duplicate")
        << QByteArray(R"j({"ReturnConsumedCapacity":"BOGUS","TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << invalid(enumRcc);
    QTest::newRow("missing-table")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Delete":{"TableName":"Nope","Key":{"PK":{"S":"a"}}}}]})j")
        << plainError("ResourceNotFoundException",
                      u"Requested resource not found: Table: Nope not found"_s);
    QTest::newRow("unused-value-on-later-action-ahead-of-missing-table")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Nope","Item":{"PK":{"S":"a"}}}},
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                               "ConditionExpression":"attribute_not_exists(PK)",
                               "ExpressionAttributeValues":{
    ":v":
    {
        "S" : "x"
    }}
    }
    }]
    })j")
        << engineInvalid(
               u"Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}"_s);
    QTest::newRow("empty-key-value-refuses-request")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"x"}},
                    "ConditionExpression":"attribute_not_exists(PK)"
    }
    },
            {"Put":{"TableName":"Users","Item":{"PK":{"S":""},"SK":{"S":"x"}}}}]
    })j")
        << engineInvalid(
               u"One or more parameter values are not valid. The AttributeValue for a key "
               u"attribute cannot contain an empty string value. Key: PK"_s);
    QTest::newRow("two-kinds-in-one-action")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}},
             "Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << invalid(u"TransactItems can only contain one of Check, Put, Update or Delete"_s);
    QTest::newRow("check-without-condition")
        << QByteArray(R"j({"TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}}}}]})j")
        << invalid(u"1 validation error detected: Value null at "
                   u"'transactItems.2.member.conditionCheck.conditionExpression' failed to "
                   u"satisfy constraint: Member must not be null"_s);
    QTest::newRow("put-without-item")
        << QByteArray(R"j({"TransactItems":[{"Put":{"TableName":"Users"}}]})j")
        << invalid(u"1 validation error detected: Value null at 'transactItems.1.member.put.item' "
                   u"failed to satisfy constraint: Member must not be null"_s);
    // The API reference's model requires an Update's UpdateExpression.
    QTest::newRow("update-without-expression")
        << QByteArray(R"j({"TransactItems":[
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}}}}]})j")
        << invalid(u"1 validation error detected: Value null at "
                   u"'transactItems.1.member.update.updateExpression' failed to satisfy "
                   u"constraint: Member must not be null"_s);
}

void TestTransactions::requestErrors()
{
    expectRefused();
}

void TestTransactions::actionLimit_data()
{
    QTest::addColumn<int>("actions");
    QTest::addColumn<QString>("error"); // empty: the transaction runs
    QTest::newRow("100") << 100 << QString();
    QTest::newRow("101") << 101
                         << u"1 validation error detected: Value at 'transactItems' failed to "
                            u"satisfy constraint: Member must have length less than or equal to "
                            u"100"_s;
}

void TestTransactions::actionLimit()
{
    QFETCH(int, actions);
    QFETCH(QString, error);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    auto result =
        ws.call(u"TransactWriteItems"_s, QJsonObject{{u"TransactItems"_s, puts(actions)}});
    QCOMPARE(result ? QString() : result.error().message, error);
    auto scan = ws.ok(u"Scan"_s, R"j({"TableName":"Users"})j");
    QCOMPARE(scan.value(u"Count"_s).toInt(), error.isEmpty() ? actions : 0);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::writeCapacity_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("response");
    QTest::newRow("two-small-puts")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a2"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":4,"TableName":"Users","WriteCapacityUnits":4}]})j");
    QTest::newRow("tables-in-first-seen-order-with-a-check")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Put":{"TableName":"Orders","Item":{"PK":{"S":"a"}}}},
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                               "ConditionExpression":"attribute_exists(PK)"
    }
    }]
    })j")
        << QByteArray(R"j({"ConsumedCapacity":[)j"
                      R"j({"CapacityUnits":4,"TableName":"Users","WriteCapacityUnits":4},)j"
                      R"j({"CapacityUnits":2,"TableName":"Orders","WriteCapacityUnits":2}]})j");
    QTest::newRow("indexes-doubled-too")
        << QByteArray(R"j({"ReturnConsumedCapacity":"INDEXES","TransactItems":[
            {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"},"GSI1PK":{"S":"g"}}}}]})j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":4,)j"
               R"j("GlobalSecondaryIndexes":{"GSI1":{"CapacityUnits":2,"WriteCapacityUnits":2}},)j"
               R"j("Table":{"CapacityUnits":2,"WriteCapacityUnits":2},"TableName":"Users",)j"
               R"j("WriteCapacityUnits":4}]})j");
    QTest::newRow("update-of-an-item-over-1KB")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"Update":{"TableName":"Users","Key":{"PK":{"S":"big"},"SK":{"S":"x"}},
                       "UpdateExpression":"REMOVE filler"}}]})j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":4,"TableName":"Users","WriteCapacityUnits":4}]})j");
    QTest::newRow("check-of-an-item-over-1KB")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"ConditionCheck":{"TableName":"Users","Key":{"PK":{"S":"big"},"SK":{"S":"x"}},
                               "ConditionExpression":"attribute_exists(filler)"
    }
    }]
    })j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":4,"TableName":"Users","WriteCapacityUnits":4}]})j");
    QTest::newRow("delete-of-a-missing-item")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":2,"TableName":"Users","WriteCapacityUnits":2}]})j");
    QTest::newRow("not-asked") << QByteArray(R"j({"ReturnConsumedCapacity":"NONE","TransactItems":[
            {"Delete":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
                               << QByteArray("{}");
}

void TestTransactions::writeCapacity()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, response);
    TestWorkspace ws;
    seed(ws);
    ws.ok(u"CreateTable"_s, kOrdersTable);
    // About 1.5 KB: 2 write units as a single write.
    QJsonObject big = key(u"big"_s);
    big.insert(u"filler"_s, QJsonObject{{u"S"_s, QString(1500, u'x')}});
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, big}}));
    auto result = ws.call(u"TransactWriteItems"_s, request.constData());
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(compact(*result), response);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::gets_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("response");
    QTest::newRow("request-order-and-missing-items")
        << QByteArray(R"j({"TransactItems":[
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}}}},
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}},
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(
               R"j({"Responses":[{"Item":{"PK":{"S":"c"},"SK":{"S":"x"},"s":{"S":"text"}}},)j"
               R"j({},{"Item":{"PK":{"S":"b"},"SK":{"S":"x"},"v":{"N":"1"}}}]})j");
    QTest::newRow("projection-per-get")
        << QByteArray(R"j({"TransactItems":[
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}},
                    "ProjectionExpression":"#v","ExpressionAttributeNames":{"#v":"v"}}},
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"c"},"SK":{"S":"x"}},
                    "ProjectionExpression":"PK, nothing"}}]})j")
        << QByteArray(R"j({"Responses":[{"Item":{"v":{"N":"1"}}},{"Item":{"PK":{"S":"c"}}}]})j");
    QTest::newRow("capacity-two-units-per-4KB-missing-or-not")
        << QByteArray(R"j({"ReturnConsumedCapacity":"TOTAL","TransactItems":[
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"big"},"SK":{"S":"x"}},
                    "ProjectionExpression":"PK"}},
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(R"j({"ConsumedCapacity":[{"CapacityUnits":6,"ReadCapacityUnits":6,)j"
                      R"j("TableName":"Users"}],"Responses":[{"Item":{"PK":{"S":"big"}}},{}]})j");
    QTest::newRow("capacity-indexes")
        << QByteArray(R"j({"ReturnConsumedCapacity":"INDEXES","TransactItems":[
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j")
        << QByteArray(
               R"j({"ConsumedCapacity":[{"CapacityUnits":2,"ReadCapacityUnits":2,)j"
               R"j("Table":{"CapacityUnits":2,"ReadCapacityUnits":2},"TableName":"Users"}],)j"
               R"j("Responses":[{}]})j");
}

void TestTransactions::gets()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, response);
    TestWorkspace ws;
    seed(ws);
    QJsonObject big = key(u"big"_s);
    big.insert(u"blob"_s, QJsonObject{{u"S"_s, QString(5000, u'x')}}); // two 4 KB units
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, big}}));
    auto result = ws.call(u"TransactGetItems"_s, request.constData());
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(compact(*result), response);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestTransactions::getErrors_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QByteArray>("error");
    // The validation layer's refusals; the engine's (one item twice, the items' values) are
    // DynamoDB's own ValidationException.
    const auto invalid = [](const QString &message) { return requestInvalid(message); };
    const auto engineInvalid = [](const QString &message) {
        return plainError("ValidationException", message);
    };
    QJsonArray gets;
    for (int i = 0; i < 101; ++i)
        gets.append(QJsonObject{{u"Get"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                       {u"Key"_s, key(u"k%1"_s.arg(i))}}}});
    QTest::newRow("101-gets")
        << QJsonObject{{u"TransactItems"_s, gets}}
        << invalid(u"1 validation error detected: Value at 'transactItems' failed to satisfy "
                   u"constraint: Member must have length less than or equal to 100"_s);
    gets.removeLast();
    gets.replace(99, gets.first());
    QTest::newRow("100-gets-of-one-item-twice")
        << QJsonObject{{u"TransactItems"_s, gets}}
        << engineInvalid(u"Transaction request cannot include multiple operations on one item"_s);
    QTest::newRow("key-not-matching-schema")
        << json(R"j({"TransactItems":[
            {"Get":{"TableName":"Users","Key":{"PK":{"S":"b"},"SK":{"S":"x"}}}},
            {"Get":{"TableName":"Users","Key":{}}}]})j")
        << canceled("None, ValidationError",
                    R"j([{"Code":"None"},{"Code":"ValidationError",)j"
                    R"j("Message":"The provided key element does not match the schema"}])j");
    QTest::newRow("missing-table")
        << json(R"j({"TransactItems":[{"Get":{"TableName":"Nope","Key":{"PK":{"S":"a"}}}}]})j")
        << plainError("ResourceNotFoundException",
                      u"Requested resource not found: Table: Nope not found"_s);
    QTest::newRow("capacity-enum-ahead-of-missing-table")
        << json(R"j({"ReturnConsumedCapacity":"BOGUS",
            "TransactItems":[{"Get":{"TableName":"Nope","Key":{"PK":{"S":"a"}}}}]})j")
        << invalid(u"1 validation error detected: Value 'BOGUS' at 'returnConsumedCapacity' "
                   u"failed to satisfy constraint: Member must satisfy enum value set: "
                   u"[INDEXES, TOTAL, NONE]"_s);
    QTest::newRow("get-without-key")
        << json(R"j({"TransactItems":[{"Get":{"TableName":"Users"}}]})j")
        << invalid(u"1 validation error detected: Value null at 'transactItems.1.member.get.key' "
                   u"failed to satisfy constraint: Member must not be null"_s);
}

void TestTransactions::getErrors()
{
    QFETCH(QJsonObject, request);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wireError(ws.call(u"TransactGetItems"_s, request)), error);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

// An action member the service's model does not name (a Put's ReturnValues, a Get's
// ConsistentRead) is ignored, as the service ignores it: the transaction runs.
void TestTransactions::ignoresMembersTheModelDoesNotName()
{
    TestWorkspace ws;
    seed(ws);
    LW_OK(ws.call(u"TransactWriteItems"_s, R"j({"TransactItems":[
        {"Put":{"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"x"}},"ReturnValues":"ALL_OLD"}}]})j"));
    auto got = ws.call(u"TransactGetItems"_s, R"j({"TransactItems":[{"Get":{"TableName":"Users",
        "ConsistentRead":true,"Key":{"PK":{"S":"a"},"SK":{"S":"x"}}}}]})j");
    LW_OK(got);
    QCOMPARE(compact(*got),
             QByteArray(R"j({"Responses":[{"Item":{"PK":{"S":"a"},"SK":{"S":"x"}}}]})j"));
}

QTEST_GUILESS_MAIN(TestTransactions)
#include "tst_transactions.moc"
