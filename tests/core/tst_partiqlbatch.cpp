// BatchExecuteStatement and ExecuteTransaction through the api (docs/partiql.md): per-statement
// answers and errors of a batch, all-or-nothing transactions with positional cancellation
// reasons (an INSERT's existing key as DuplicateItem), EXISTS checks and transactional reads.
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const char *kNotesTable = R"({
  "TableName": "Notes", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}]
})";

void seed(TestWorkspace &ws)
{
    ws.ok(u"CreateTable"_s, kNotesTable);
    ws.ok(u"PutItem"_s, R"({"TableName": "Notes", "Item": {"id": {"N": "1"}, "v": {"S": "one"}}})");
    ws.ok(u"PutItem"_s, R"({"TableName": "Notes", "Item": {"id": {"N": "2"}, "v": {"S": "two"}}})");
}

QJsonArray statements(const QStringList &texts)
{
    QJsonArray out;
    for (const QString &text : texts)
        out.append(QJsonObject{{u"Statement"_s, text}});
    return out;
}

QByteArray wire(const lw::Result<QJsonObject> &result)
{
    return result ? compact(*result) : compact(result.error().toJson());
}

// The stored items 1 to 3, as ids and v.
QString stored(TestWorkspace &ws)
{
    QStringList out;
    for (int id = 1; id <= 3; ++id) {
        auto got = ws.call(
            u"GetItem"_s,
            QJsonObject{
                {u"TableName"_s, u"Notes"_s},
                {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"N"_s, QString::number(id)}}}}}});
        const QJsonObject item = got ? got->value(u"Item"_s).toObject() : QJsonObject();
        out << (item.isEmpty() ? u"-"_s : item[u"v"_s][u"S"_s].toString());
    }
    return out.join(u' ');
}

} // namespace

class TestPartiqlBatch : public QObject
{
    Q_OBJECT

private slots:
    void batchReads();
    void batchWrites();
    void batchRefusals_data();
    void batchRefusals();
    void transactionWrites();
    void transactionCancels();
    void transactionExists();
    void transactionReads();
    void transactionRefusals_data();
    void transactionRefusals();
};

void TestPartiqlBatch::batchReads()
{
    TestWorkspace ws;
    seed(ws);
    auto got =
        ws.call(u"BatchExecuteStatement"_s,
                QJsonObject{{u"Statements"_s, statements({u"SELECT v FROM Notes WHERE id = 1"_s,
                                                          u"SELECT * FROM Notes WHERE id = 9"_s,
                                                          u"SLECT * FROM Notes"_s,
                                                          u"SELECT * FROM Notes WHERE v = 'x'"_s,
                                                          u"SELECT * FROM Nope WHERE id = 1"_s})},
                            {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
    QCOMPARE(
        wire(got),
        QByteArray(
            R"({"ConsumedCapacity":[{"CapacityUnits":1,"TableName":"Notes"}],"Responses":[)"
            R"({"Item":{"v":{"S":"one"}},"TableName":"Notes"},{"TableName":"Notes"},)"
            R"({"Error":{"Code":"ValidationError","Message":"Statement wasn't well formed, can't be processed: Expected data manipulation"}},)"
            R"({"Error":{"Code":"ValidationError","Message":"Select statements within BatchExecuteStatement must specify the primary key in the where clause."}},)"
            R"({"Error":{"Code":"ResourceNotFound","Message":"Requested resource not found"}}]})"));
}

void TestPartiqlBatch::batchWrites()
{
    TestWorkspace ws;
    seed(ws);
    auto got = ws.call(
        u"BatchExecuteStatement"_s,
        QJsonObject{{u"Statements"_s,
                     statements({u"INSERT INTO Notes VALUE {'id': 3, 'v': 'three'}"_s,
                                 u"INSERT INTO Notes VALUE {'id': 1, 'v': 'again'}"_s,
                                 u"UPDATE Notes SET v = 'uno' WHERE id = 1 RETURNING ALL NEW *"_s,
                                 u"DELETE FROM Notes WHERE id = 2 AND v = 'no'"_s})}});
    QCOMPARE(
        wire(got),
        QByteArray(
            R"({"Responses":[{"TableName":"Notes"},)"
            R"({"Error":{"Code":"DuplicateItem","Message":"Duplicate primary key exists in table"}},)"
            R"({"Item":{"id":{"N":"1"},"v":{"S":"uno"}},"TableName":"Notes"},)"
            R"({"Error":{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"}}]})"));
    QCOMPARE(stored(ws), u"uno two three"_s);
}

void TestPartiqlBatch::batchRefusals_data()
{
    QTest::addColumn<QJsonArray>("members");
    QTest::addColumn<QByteArray>("error");

    QTest::newRow("reads and writes together")
        << statements({u"SELECT * FROM Notes WHERE id = 1"_s, u"DELETE FROM Notes WHERE id = 2"_s})
        << QByteArray(
               R"({"__type":"com.amazonaws.dynamodb.v20120810#ValidationException","message":"Batch must consist of either read statements or write statements, not both"})");
    QTest::newRow("none")
        << QJsonArray()
        << QByteArray(
               R"({"__type":"com.amazon.coral.validate#ValidationException","message":"1 validation error detected: Value at 'statements' failed to satisfy constraint: Member must have length greater than or equal to 1"})");
    QJsonArray many;
    for (int i = 0; i < 26; ++i)
        many.append(QJsonObject{{u"Statement"_s, u"SELECT * FROM Notes WHERE id = 1"_s}});
    QTest::newRow("26")
        << many
        << QByteArray(
               R"({"__type":"com.amazon.coral.validate#ValidationException","message":"1 validation error detected: Value at 'statements' failed to satisfy constraint: Member must have length less than or equal to 25"})");
    QTest::newRow("a member without a statement")
        << QJsonArray{QJsonObject{{u"Parameters"_s, QJsonArray{QJsonObject{{u"N"_s, u"1"_s}}}}}}
        << QByteArray(
               R"({"__type":"com.amazon.coral.validate#ValidationException","message":"1 validation error detected: Value null at 'statements.1.member.statement' failed to satisfy constraint: Member must not be null"})");
}

void TestPartiqlBatch::batchRefusals()
{
    QFETCH(QJsonArray, members);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wire(ws.call(u"BatchExecuteStatement"_s, QJsonObject{{u"Statements"_s, members}})),
             error);
    QCOMPARE(stored(ws), u"one two -"_s);
}

void TestPartiqlBatch::transactionWrites()
{
    TestWorkspace ws;
    seed(ws);
    auto got =
        ws.call(u"ExecuteTransaction"_s,
                QJsonObject{{u"TransactStatements"_s,
                             statements({u"INSERT INTO Notes VALUE {'id': 3, 'v': 'three'}"_s,
                                         u"UPDATE Notes SET v = 'uno' WHERE id = 1 AND v = 'one'"_s,
                                         u"DELETE FROM Notes WHERE id = 2"_s})},
                            {u"ClientRequestToken"_s, u"t1"_s},
                            {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}});
    QCOMPARE(
        wire(got),
        QByteArray(
            R"({"ConsumedCapacity":[{"CapacityUnits":6,"TableName":"Notes","WriteCapacityUnits":6}]})"));
    QCOMPARE(stored(ws), u"uno - three"_s);
}

void TestPartiqlBatch::transactionCancels()
{
    TestWorkspace ws;
    seed(ws);
    auto got =
        ws.call(u"ExecuteTransaction"_s,
                QJsonObject{{u"TransactStatements"_s,
                             statements({u"UPDATE Notes SET v = 'uno' WHERE id = 1"_s,
                                         u"INSERT INTO Notes VALUE {'id': 2, 'v': 'again'}"_s,
                                         u"DELETE FROM Notes WHERE id = 3 AND v = 'x'"_s})}});
    QCOMPARE(
        wire(got),
        QByteArray(
            R"({"CancellationReasons":[{"Code":"None"},)"
            R"({"Code":"DuplicateItem","Message":"Duplicate primary key exists in table"},)"
            R"({"Code":"ConditionalCheckFailed","Message":"The conditional request failed"}],)"
            R"("Message":"Transaction cancelled, please refer cancellation reasons for specific reasons [None, DuplicateItem, ConditionalCheckFailed]",)"
            R"("__type":"com.amazonaws.dynamodb.v20120810#TransactionCanceledException"})"));
    QCOMPARE(stored(ws), u"one two -"_s);
}

void TestPartiqlBatch::transactionExists()
{
    TestWorkspace ws;
    seed(ws);
    const auto run = [&](const QString &check) {
        return wire(ws.call(
            u"ExecuteTransaction"_s,
            QJsonObject{{u"TransactStatements"_s,
                         statements({check, u"UPDATE Notes SET v = 'changed' WHERE id = 1"_s})}}));
    };
    const QByteArray failed =
        R"({"CancellationReasons":[{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"},{"Code":"None"}],)"
        R"("Message":"Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]",)"
        R"("__type":"com.amazonaws.dynamodb.v20120810#TransactionCanceledException"})";
    QCOMPARE(run(u"EXISTS(SELECT * FROM Notes WHERE id = 3)"_s), failed);
    QCOMPARE(run(u"EXISTS(SELECT * FROM Notes WHERE id = 2 AND v = 'x')"_s), failed);
    QCOMPARE(run(u"NOT EXISTS(SELECT * FROM Notes WHERE id = 2 AND v = 'two')"_s), failed);
    QCOMPARE(stored(ws), u"one two -"_s);
    QCOMPARE(run(u"NOT EXISTS(SELECT * FROM Notes WHERE id = 2 AND v = 'x')"_s), QByteArray("{}"));
    QCOMPARE(run(u"EXISTS(SELECT * FROM Notes WHERE id = 2 AND v = 'two')"_s), QByteArray("{}"));
    QCOMPARE(stored(ws), u"changed two -"_s);
}

void TestPartiqlBatch::transactionReads()
{
    TestWorkspace ws;
    seed(ws);
    auto got = ws.call(u"ExecuteTransaction"_s,
                       QJsonObject{{u"TransactStatements"_s,
                                    statements({u"SELECT v FROM Notes WHERE id = 2"_s,
                                                u"SELECT * FROM Notes WHERE id = 3"_s})}});
    QCOMPARE(wire(got), QByteArray(R"({"Responses":[{"Item":{"v":{"S":"two"}}},{}]})"));
}

void TestPartiqlBatch::transactionRefusals_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QByteArray>("error");

    const auto validation = [](const QString &message) {
        return compact(
            QJsonObject{{u"__type"_s, u"com.amazonaws.dynamodb.v20120810#ValidationException"_s},
                        {u"message"_s, message}});
    };
    QTest::newRow("a syntax error, counted from 0")
        << QStringList{u"DELETE FROM Notes WHERE id = 1"_s, u"SELECT * FROM Notes WHERE"_s}
        << validation(u"Validation failed in TransactStatements[1]: Statement wasn't well "
                      "formed, can't be processed: Unexpected term"_s);
    QTest::newRow("RETURNING")
        << QStringList{u"DELETE FROM Notes WHERE id = 1 RETURNING ALL OLD *"_s}
        << validation(u"Validation failed in TransactStatements[0]: RETURNING clause is not "
                      "supported in ExecuteTransaction."_s);
    QTest::newRow("reads and writes together")
        << QStringList{u"SELECT * FROM Notes WHERE id = 1"_s, u"DELETE FROM Notes WHERE id = 2"_s}
        << validation(u"Transaction must consist of either read statements or write "
                      "statements, not both; EXISTS is the one check a write transaction may "
                      "hold"_s);
    QTest::newRow("two statements on one item")
        << QStringList{u"DELETE FROM Notes WHERE id = 1"_s,
                       u"UPDATE Notes SET v = 'x' WHERE id = 1"_s}
        << validation(u"Transaction request cannot include multiple operations on one item"_s);
}

void TestPartiqlBatch::transactionRefusals()
{
    QFETCH(QStringList, texts);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wire(ws.call(u"ExecuteTransaction"_s,
                          QJsonObject{{u"TransactStatements"_s, statements(texts)}})),
             error);
    QCOMPARE(stored(ws), u"one two -"_s);
}

QTEST_GUILESS_MAIN(TestPartiqlBatch)
#include "tst_partiqlbatch.moc"
