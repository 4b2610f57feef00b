// Which actions are the service's (model/serviceactions.h): DynamoDB's, DynamoDB Streams' and the
// workbench's own, with the X-Amz-Target each is sent with; and the dispatch's DynamoDB actions
// are all known as the service's; and which of them write, PartiQL by its statements.
#include "api/api.h"
#include "model/serviceactions.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

class TestServiceActions : public QObject
{
    Q_OBJECT

private slots:
    void kinds_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("service");
        QTest::addColumn<QString>("target");
        QTest::newRow("GetItem") << u"GetItem"_s << true << u"DynamoDB_20120810.GetItem"_s;
        QTest::newRow("ExecuteStatement")
            << u"ExecuteStatement"_s << true << u"DynamoDB_20120810.ExecuteStatement"_s;
        QTest::newRow("TagResource")
            << u"TagResource"_s << true << u"DynamoDB_20120810.TagResource"_s;
        QTest::newRow("ListTagsOfResource")
            << u"ListTagsOfResource"_s << true << u"DynamoDB_20120810.ListTagsOfResource"_s;
        QTest::newRow("GetRecords")
            << u"GetRecords"_s << true << u"DynamoDBStreams_20120810.GetRecords"_s;
        QTest::newRow("ListStreams")
            << u"ListStreams"_s << true << u"DynamoDBStreams_20120810.ListStreams"_s;
        QTest::newRow("the workbench's AdvanceClock") << u"AdvanceClock"_s << false << QString();
        QTest::newRow("the workbench's DescribeCache") << u"DescribeCache"_s << false << QString();
        QTest::newRow("case matters") << u"getitem"_s << false << QString();
    }
    void kinds()
    {
        QFETCH(QString, action);
        QFETCH(bool, service);
        QFETCH(QString, target);
        QCOMPARE(lw::isServiceAction(action), service);
        if (service)
            QCOMPARE(lw::serviceTarget(action), target);
    }

    // Every DynamoDB action the dispatch serves is known as the service's (so the endpoint asks
    // credentials for it and code generation writes it as an SDK call), and the workbench's own
    // are not.
    void writes_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<bool>("writes");
        const auto statement = [](const char *text) {
            return QJsonObject{{u"Statement"_s, QString::fromLatin1(text)}};
        };
        QTest::newRow("PutItem") << u"PutItem"_s << QJsonObject{} << true;
        QTest::newRow("UpdateTimeToLive") << u"UpdateTimeToLive"_s << QJsonObject{} << true;
        QTest::newRow("UntagResource") << u"UntagResource"_s << QJsonObject{} << true;
        QTest::newRow("GetItem") << u"GetItem"_s << QJsonObject{} << false;
        QTest::newRow("Scan") << u"Scan"_s << QJsonObject{} << false;
        QTest::newRow("GetRecords") << u"GetRecords"_s << QJsonObject{} << false;
        QTest::newRow("select") << u"ExecuteStatement"_s << statement("  select * from Users")
                                << false;
        QTest::newRow("insert") << u"ExecuteStatement"_s
                                << statement("INSERT INTO Users VALUE {'id': 1}") << true;
        QTest::newRow("batch of selects")
            << u"BatchExecuteStatement"_s
            << QJsonObject{{u"Statements"_s,
                            QJsonArray{statement("SELECT a FROM T"), statement("SELECT b FROM T")}}}
            << false;
        QTest::newRow("batch with an update")
            << u"BatchExecuteStatement"_s
            << QJsonObject{{u"Statements"_s, QJsonArray{statement("SELECT a FROM T"),
                                                        statement("UPDATE T SET a = 1")}}}
            << true;
        QTest::newRow("transaction with a delete")
            << u"ExecuteTransaction"_s
            << QJsonObject{{u"TransactStatements"_s,
                            QJsonArray{statement("DELETE FROM T WHERE id = 1")}}}
            << true;
    }

    void writes()
    {
        QFETCH(QString, action);
        QFETCH(QJsonObject, request);
        QFETCH(bool, writes);
        QCOMPARE(lw::writesData(action, request), writes);
    }

    void theDispatchedActionsAreSorted()
    {
        QStringList own;
        for (const QString &action : lw::Api::actions())
            if (!lw::isServiceAction(action))
                own << action;
        QVERIFY(own.contains(u"AdvanceClock"_s));
        QVERIFY(own.contains(u"UpdateCacheSettings"_s));
        QVERIFY(!own.contains(u"UntagResource"_s));
        QVERIFY(!own.contains(u"DescribeStream"_s));
        for (const char16_t *dynamodb :
             {u"BatchGetItem", u"BatchWriteItem", u"CreateTable", u"DeleteItem", u"DeleteTable",
              u"DescribeTable", u"DescribeTimeToLive", u"ListTables", u"PutItem", u"Query", u"Scan",
              u"TransactGetItems", u"TransactWriteItems", u"UpdateItem", u"UpdateTable",
              u"UpdateTimeToLive", u"BatchExecuteStatement", u"ExecuteTransaction",
              u"GetShardIterator"})
            QVERIFY2(lw::Api::actions().contains(QStringView(dynamodb).toString()) &&
                         lw::isServiceAction(QStringView(dynamodb)),
                     qPrintable(QStringView(dynamodb).toString()));

        // Sorted: the dispatch finds an action by binary search (Api::isAction, each request).
        const QStringList actions = lw::Api::actions();
        QVERIFY(std::is_sorted(actions.begin(), actions.end()));
        for (const QString &action : actions)
            QVERIFY2(lw::Api::isAction(action), qPrintable(action));
        for (const char16_t *unknown : {u"", u"getitem", u"GetItems", u"Aaa", u"Zzz"})
            QVERIFY(!lw::Api::isAction(unknown));
    }
};

QTEST_MAIN(TestServiceActions)
#include "tst_serviceactions.moc"
