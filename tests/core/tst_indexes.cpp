// Secondary indexes: sparse membership, projections, key moves, long keys, adding and removing
// a GSI, and LSIs — each checked through a Scan of the index and `verify`.
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// "PK/SK" of every item in an index, in index order.
QStringList members(TestWorkspace &ws, const QString &index)
{
    auto page =
        ws.call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"IndexName"_s, index}});
    if (!setUp(u"Scan failed"_s, page))
        return {};
    QStringList out;
    for (const auto &item : page->value(u"Items"_s).toArray())
        out << item[u"PK"_s][u"S"_s].toString() + u'/' + item[u"SK"_s][u"S"_s].toString();
    return out;
}

} // namespace

class TestIndexes : public QObject
{
    Q_OBJECT

private slots:
    void sparseMembership_data();
    void sparseMembership();
    void projections_data();
    void projections();
    void indexOrder();
    void longKeys();
    void addAndRemoveGsi();
    void describeCounts();
};

void TestIndexes::sparseMembership_data()
{
    QTest::addColumn<QByteArray>("item");
    QTest::addColumn<QStringList>("inGsi1");
    QTest::addColumn<QStringList>("inByStatus");
    QTest::addColumn<QStringList>("inByN");
    QTest::newRow("no-index-keys") << QByteArray(R"({"PK":{"S":"a"},"SK":{"S":"1"}})")
                                   << QStringList() << QStringList() << QStringList();
    QTest::newRow("gsi1-only") << QByteArray(
                                      R"({"PK":{"S":"a"},"SK":{"S":"1"},"GSI1PK":{"S":"g"}})")
                               << QStringList{u"a/1"_s} << QStringList() << QStringList();
    // ByStatus needs both status and n; ByN (the LSI) needs n only.
    QTest::newRow("status-without-n")
        << QByteArray(R"({"PK":{"S":"a"},"SK":{"S":"1"},"status":{"S":"on"}})") << QStringList()
        << QStringList() << QStringList();
    QTest::newRow("n-only") << QByteArray(R"({"PK":{"S":"a"},"SK":{"S":"1"},"n":{"N":"5"}})")
                            << QStringList() << QStringList() << QStringList{u"a/1"_s};
    QTest::newRow("all")
        << QByteArray(
               R"({"PK":{"S":"a"},"SK":{"S":"1"},"GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"}})")
        << QStringList{u"a/1"_s} << QStringList{u"a/1"_s} << QStringList{u"a/1"_s};
}

void TestIndexes::sparseMembership()
{
    QFETCH(QByteArray, item);
    QFETCH(QStringList, inGsi1);
    QFETCH(QStringList, inByStatus);
    QFETCH(QStringList, inByN);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                              {u"Item"_s, json(item.constData())}}));
    QCOMPARE(members(ws, u"GSI1"_s), inGsi1);
    QCOMPARE(members(ws, u"ByStatus"_s), inByStatus);
    QCOMPARE(members(ws, u"ByN"_s), inByN);

    // Replacing the item with one lacking every index key empties the indexes in the same write.
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"}}})");
    QCOMPARE(members(ws, u"GSI1"_s), QStringList());
    QCOMPARE(members(ws, u"ByStatus"_s), QStringList());
    QCOMPARE(members(ws, u"ByN"_s), QStringList());
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestIndexes::projections_data()
{
    QTest::addColumn<QString>("index");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("keys-only") << u"GSI1"_s
                               << QByteArray(
                                      R"({"GSI1PK":{"S":"g"},"PK":{"S":"a"},"SK":{"S":"1"}})");
    QTest::newRow("include")
        << u"ByStatus"_s
        << QByteArray(
               R"({"PK":{"S":"a"},"SK":{"S":"1"},"email":{"S":"a@x"},"n":{"N":"5"},"status":{"S":"on"}})");
    QTest::newRow("all")
        << u"ByN"_s
        << QByteArray(
               R"({"GSI1PK":{"S":"g"},"PK":{"S":"a"},"SK":{"S":"1"},"email":{"S":"a@x"},"n":{"N":"5"},"secret":{"S":"s"},"status":{"S":"on"}})");
}

void TestIndexes::projections()
{
    QFETCH(QString, index);
    QFETCH(QByteArray, expected);
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(
        u"PutItem"_s,
        R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"},"GSI1PK":{"S":"g"},"status":{"S":"on"},"n":{"N":"5"},"email":{"S":"a@x"},"secret":{"S":"s"}}})");
    auto page =
        ws.call(u"Scan"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"IndexName"_s, index}});
    QVERIFY(page);
    QCOMPARE(QJsonDocument(page->value(u"Items"_s).toArray().at(0).toObject())
                 .toJson(QJsonDocument::Compact),
             expected);
}

void TestIndexes::indexOrder()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    // n sorts numerically in the LSI, whatever order the writes came in.
    for (const char *n : {"10", "-2.5", "3", "1e2", "0", "-100"})
        QVERIFY(ws.call(
            u"PutItem"_s,
            QJsonObject{{u"TableName"_s, u"Users"_s},
                        {u"Item"_s,
                         QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"p"_s}}},
                                     {u"SK"_s, QJsonObject{{u"S"_s, QString::fromLatin1(n)}}},
                                     {u"n"_s, QJsonObject{{u"N"_s, QString::fromLatin1(n)}}}}}}));
    QCOMPARE(members(ws, u"ByN"_s),
             (QStringList{u"p/-100"_s, u"p/-2.5"_s, u"p/0"_s, u"p/3"_s, u"p/10"_s, u"p/1e2"_s}));
}

void TestIndexes::longKeys()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    // Keys at DynamoDB's limits are far past LMDB's 511-byte keys; range order must hold.
    const QString longHash(2048, u'h');
    for (const QString &sk :
         {QString(1024, u'b'), QString(1000, u'a'), QString(1024, u'c'), u"z"_s})
        QVERIFY(ws.call(
            u"PutItem"_s,
            QJsonObject{{u"TableName"_s, u"Users"_s},
                        {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, longHash}}},
                                                {u"SK"_s, QJsonObject{{u"S"_s, sk}}},
                                                {u"GSI1PK"_s, QJsonObject{{u"S"_s, longHash}}},
                                                {u"status"_s, QJsonObject{{u"S"_s, longHash}}},
                                                {u"n"_s, QJsonObject{{u"N"_s, u"1"_s}}}}}}));
    auto page = ws.call(u"Scan"_s, json(R"({"TableName":"Users"})"));
    QVERIFY(page);
    QStringList firstChars;
    for (const auto &item : page->value(u"Items"_s).toArray())
        firstChars << item[u"SK"_s][u"S"_s].toString().left(1);
    QCOMPARE(firstChars, (QStringList{u"a"_s, u"b"_s, u"c"_s, u"z"_s}));
    QCOMPARE(members(ws, u"GSI1"_s).size(), 4);
    QCOMPARE(members(ws, u"ByStatus"_s).size(), 4);
    auto got =
        ws.call(u"GetItem"_s,
                QJsonObject{{u"TableName"_s, u"Users"_s},
                            {u"Key"_s,
                             QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, longHash}}},
                                         {u"SK"_s, QJsonObject{{u"S"_s, QString(1024, u'c')}}}}}});
    QVERIFY(got && got->contains(u"Item"_s));
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
}

void TestIndexes::addAndRemoveGsi()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"},"email":{"S":"a@x"}}})");
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"1"}}})");
    // A new GSI is filled from the existing items in the same transaction.
    ws.ok(u"UpdateTable"_s, R"({"TableName":"Users",
        "AttributeDefinitions":[{"AttributeName":"email","AttributeType":"S"}],
        "GlobalSecondaryIndexUpdates":[{"Create":{"IndexName":"ByEmail",
            "KeySchema":[{"AttributeName":"email","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]})");
    QCOMPARE(members(ws, u"ByEmail"_s), QStringList{u"a/1"_s});
    QCOMPARE(ws.workspace().engine().verify(), QStringList());
    auto bad = ws.call(
        u"PutItem"_s,
        json(R"({"TableName":"Users","Item":{"PK":{"S":"c"},"SK":{"S":"1"},"email":{"N":"1"}}})"));
    QVERIFY(!bad);
    QCOMPARE(
        bad.error().message,
        u"One or more parameter values were invalid: Type mismatch for Index Key email Expected: S Actual: N IndexName: ByEmail"_s);

    ws.ok(
        u"UpdateTable"_s,
        R"({"TableName":"Users","GlobalSecondaryIndexUpdates":[{"Delete":{"IndexName":"ByEmail"}}]})");
    auto gone = ws.call(u"Scan"_s, json(R"({"TableName":"Users","IndexName":"ByEmail"})"));
    QVERIFY(!gone);
    QCOMPARE(gone.error().message, u"The table does not have the specified index: ByEmail"_s);
    QCOMPARE(ws.workspace().engine().verify(), QStringList());

    // The schema survives reopening the workspace.
    const QString path = ws.path();
    ws.close();
    auto reopened = lw::Workspace::open(path);
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().message));
    auto table = (*reopened)->engine().table(u"Users"_s);
    QVERIFY(table);
    QCOMPARE(table->indexes.size(), 3);
    QVERIFY(!table->index(u"ByEmail"_s));
}

void TestIndexes::describeCounts()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    ws.ok(u"PutItem"_s,
          R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"},"GSI1PK":{"S":"g"}}})");
    ws.ok(u"PutItem"_s, R"({"TableName":"Users","Item":{"PK":{"S":"b"},"SK":{"S":"1"}}})");
    auto table = ws.ok(u"DescribeTable"_s, R"({"TableName":"Users"})").value(u"Table"_s).toObject();
    QCOMPARE(table.value(u"ItemCount"_s).toInt(), 2);
    // a: PK(2)+a(1)+SK(2)+1(1)+GSI1PK(6)+g(1) = 13; b: 6.
    QCOMPARE(table.value(u"TableSizeBytes"_s).toInt(), 19);
    const auto gsi = table.value(u"GlobalSecondaryIndexes"_s).toArray().at(0).toObject();
    QCOMPARE(gsi.value(u"IndexName"_s).toString(), u"GSI1"_s);
    QCOMPARE(gsi.value(u"ItemCount"_s).toInt(), 1);
    QCOMPARE(gsi.value(u"IndexSizeBytes"_s).toInt(), 13);
    ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}}})");
    table = ws.ok(u"DescribeTable"_s, R"({"TableName":"Users"})").value(u"Table"_s).toObject();
    QCOMPARE(table.value(u"ItemCount"_s).toInt(), 1);
    QCOMPARE(table.value(u"GlobalSecondaryIndexes"_s).toArray().at(0)[u"ItemCount"_s].toInt(), 0);
}

QTEST_GUILESS_MAIN(TestIndexes)
#include "tst_indexes.moc"
