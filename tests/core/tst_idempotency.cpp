// TransactWriteItems' ClientRequestToken (core/engine/idempotency.h) and its 4 MB aggregate size:
// a retry within ten minutes writes nothing and reports read units, another request with the
// token is refused, a cancelled transaction keeps no token, and the tokens survive a reopen and
// forget what a rewind undid.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const char *kTable = R"({
  "TableName": "Accounts", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]
})";

// Adds `amount` to account `id`'s balance, with `token` when given.
QJsonObject credit(const QString &id, int amount, const QString &token = {})
{
    QJsonObject update{{u"TableName"_s, u"Accounts"_s},
                       {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, id}}}}},
                       {u"UpdateExpression"_s, u"ADD balance :a"_s},
                       {u"ExpressionAttributeValues"_s,
                        QJsonObject{{u":a"_s, QJsonObject{{u"N"_s, QString::number(amount)}}}}}};
    QJsonObject request{{u"TransactItems"_s, QJsonArray{QJsonObject{{u"Update"_s, update}}}},
                        {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}};
    if (!token.isEmpty())
        request.insert(u"ClientRequestToken"_s, token);
    return request;
}

QString balance(TestWorkspace &ws, const QString &id)
{
    auto got = ws.call(u"GetItem"_s,
                       QJsonObject{{u"TableName"_s, u"Accounts"_s},
                                   {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, id}}}}}});
    return got ? got->value(u"Item"_s)[u"balance"_s][u"N"_s].toString() : got.error().message;
}

QString refusal(const lw::Result<QJsonObject> &got)
{
    return got ? u"succeeded"_s : got.error().typeName() + u": "_s + got.error().message;
}

const QString kToken = u"6f1c2a7e-0c8b-4d2e-9a51-3e0f5b7d9c11"_s;

} // namespace

class TestIdempotency : public QObject
{
    Q_OBJECT

private slots:
    void retryWritesOnce()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        auto first = ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken));
        QCOMPARE(first[u"ConsumedCapacity"_s][0][u"WriteCapacityUnits"_s].toDouble(), 2.0);
        auto again = ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken));
        QCOMPARE(balance(ws, u"a"_s), u"5"_s);
        // The retry read the item: one strongly consistent read unit, and no write units.
        const QJsonObject capacity = again[u"ConsumedCapacity"_s][0].toObject();
        QCOMPARE(capacity[u"TableName"_s].toString(), u"Accounts"_s);
        QCOMPARE(capacity[u"ReadCapacityUnits"_s].toDouble(), 1.0);
        QVERIFY(!capacity.contains(u"WriteCapacityUnits"_s));
        // Without a token, or with another one, it runs again.
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5));
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, u"another-token"_s));
        QCOMPARE(balance(ws, u"a"_s), u"15"_s);
    }

    void otherRequestIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("request");
        QTest::newRow("another amount") << credit(u"a"_s, 6, kToken);
        QTest::newRow("another item") << credit(u"b"_s, 5, kToken);
        QJsonObject noCapacity = credit(u"a"_s, 5, kToken);
        noCapacity.remove(u"ReturnConsumedCapacity"_s);
        QTest::newRow("another member") << noCapacity;
    }
    void otherRequestIsRefused()
    {
        QFETCH(QJsonObject, request);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken));
        QCOMPARE(refusal(ws.call(u"TransactWriteItems"_s, request)),
                 u"IdempotentParameterMismatchException: DynamoDB rejected the request because "
                 u"you retried a request with a different payload but with an idempotent token "
                 u"that was already used."_s);
        QCOMPARE(balance(ws, u"a"_s), u"5"_s);
        QCOMPARE(balance(ws, u"b"_s), QString());
    }

    void tenMinutes()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken));
        ws.ok(u"AdvanceClock"_s, QJsonObject{{u"ByMillis"_s, 10 * 60 * 1000 - 1}});
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken));
        QCOMPARE(balance(ws, u"a"_s), u"5"_s);
        ws.ok(u"AdvanceClock"_s, QJsonObject{{u"ByMillis"_s, 1}});
        // A new request now, and the token names it from here on.
        ws.ok(u"TransactWriteItems"_s, credit(u"a"_s, 7, kToken));
        QCOMPARE(balance(ws, u"a"_s), u"12"_s);
        QVERIFY(!ws.call(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken)));
    }

    void cancelledKeepsNoToken()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        QJsonObject guarded = credit(u"a"_s, 5, kToken);
        QJsonObject update = guarded[u"TransactItems"_s][0][u"Update"_s].toObject();
        update.insert(u"ConditionExpression"_s, u"attribute_exists(id)"_s);
        guarded.insert(u"TransactItems"_s, QJsonArray{QJsonObject{{u"Update"_s, update}}});
        QCOMPARE(refusal(ws.call(u"TransactWriteItems"_s, guarded)).section(u':', 0, 0),
                 u"TransactionCanceledException"_s);
        ws.ok(u"PutItem"_s, R"({"TableName": "Accounts", "Item": {"id": {"S": "a"}}})");
        ws.ok(u"TransactWriteItems"_s, guarded); // runs afresh, now that its condition holds
        QCOMPARE(balance(ws, u"a"_s), u"5"_s);
    }

    void keptAcrossReopenAndForgottenByRewind()
    {
        QTemporaryDir dir;
        qint64 ranAt = 0;
        {
            auto ws = lw::Workspace::open(dir.path());
            QVERIFY(ws);
            QVERIFY((*ws)->api().call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object()));
            QVERIFY((*ws)->api().call(u"AdvanceClock"_s, QJsonObject{{u"ByMillis"_s, 1000}}));
            ranAt = (*ws)->engine().nowMs();
            QVERIFY((*ws)->api().call(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken)));
        }
        auto ws = lw::Workspace::open(dir.path());
        QVERIFY(ws);
        lw::Api &api = (*ws)->api();
        const auto balanceNow = [&] {
            auto got = api.call(
                u"GetItem"_s,
                QJsonObject{{u"TableName"_s, u"Accounts"_s},
                            {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, u"a"_s}}}}}});
            return got ? got->value(u"Item"_s)[u"balance"_s][u"N"_s].toString() : QString();
        };
        QVERIFY(!api.call(u"TransactWriteItems"_s, credit(u"a"_s, 6, kToken)));
        QVERIFY(api.call(u"TransactWriteItems"_s, credit(u"a"_s, 5, kToken)));
        QCOMPARE(balanceNow(), u"5"_s);
        // Rewound to before it ran, the transaction never happened, nor did its token.
        QVERIFY((*ws)->engine().rewind(ranAt - 1));
        QCOMPARE(balanceNow(), QString());
        QVERIFY(api.call(u"TransactWriteItems"_s, credit(u"a"_s, 6, kToken)));
        QCOMPARE(balanceNow(), u"6"_s);
    }

    void fourMegabytes()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        // Eleven items of 390,000 bytes each: 4.29 MB, more than 4 MB (4,194,304 bytes).
        QJsonArray puts;
        for (int i = 0; i < 11; ++i)
            puts.append(QJsonObject{
                {u"Put"_s,
                 QJsonObject{{u"TableName"_s, u"Accounts"_s},
                             {u"Item"_s,
                              QJsonObject{{u"id"_s, QJsonObject{{u"S"_s, QString::number(i)}}},
                                          {u"blob"_s,
                                           QJsonObject{{u"S"_s, QString(390000 - 10, u'x')}}}}}}}});
        QCOMPARE(refusal(ws.call(u"TransactWriteItems"_s, QJsonObject{{u"TransactItems"_s, puts}})),
                 u"ValidationException: Transaction request cannot be larger than 4 MB"_s);
        const auto count = [&] {
            return ws
                .ok(u"DescribeTable"_s, R"({"TableName": "Accounts"})")[u"Table"_s][u"ItemCount"_s]
                .toInt();
        };
        QCOMPARE(count(), 0);
        puts.removeLast(); // ten: 3.9 MB
        ws.ok(u"TransactWriteItems"_s, QJsonObject{{u"TransactItems"_s, puts}});
        QCOMPARE(count(), 10);
    }
};

QTEST_GUILESS_MAIN(TestIdempotency)
#include "tst_idempotency.moc"
