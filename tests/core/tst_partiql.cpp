// ExecuteStatement end to end through the api (docs/partiql.md): which statements run as a Query
// and which as a Scan, told apart by the capacity they consume; what SELECT, INSERT, UPDATE and
// DELETE answer and leave behind; paging; and each error text.
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// Artist and SongTitle keys, a GSI on AlbumTitle. Seeded with 8 artists of 2 songs each, every
// item 3,022 bytes (its `pad` 3,000), so that reading one costs 0.5 units, one artist's two 1.0
// and the whole table (48,352 bytes) 6.0, eventually consistent.
const char *kMusicTable = R"({
  "TableName": "Music", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "Artist", "KeyType": "HASH"},
                {"AttributeName": "SongTitle", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "Artist", "AttributeType": "S"},
                           {"AttributeName": "SongTitle", "AttributeType": "S"},
                           {"AttributeName": "AlbumTitle", "AttributeType": "S"}],
  "GlobalSecondaryIndexes": [
    {"IndexName": "ByAlbum", "KeySchema": [{"AttributeName": "AlbumTitle", "KeyType": "HASH"}],
     "Projection": {"ProjectionType": "KEYS_ONLY"}}]
})";

// id (a number) alone as the key; small items with every kind of value.
const char *kNotesTable = R"({
  "TableName": "Notes", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}]
})";

const char *kNote1 = R"({"id": {"N": "1"}, "title": {"S": "one"}, "tags": {"SS": ["a", "b"]},
  "meta": {"M": {"size": {"N": "10"}, "by": {"S": "ann"}}}, "list": {"L": [{"N": "1"}, {"S": "x"}]},
  "count": {"N": "5"}})";
const char *kNote2 = R"({"id": {"N": "2"}, "title": {"S": "two"}, "count": {"N": "7"}})";

void seed(TestWorkspace &ws)
{
    ws.ok(u"CreateTable"_s, kMusicTable);
    ws.ok(u"CreateTable"_s, kNotesTable);
    const QString pad(3000, u'x');
    for (int artist = 0; artist < 8; ++artist)
        for (int song = 0; song < 2; ++song)
            ws.ok(u"PutItem"_s,
                  QJsonObject{
                      {u"TableName"_s, u"Music"_s},
                      {u"Item"_s,
                       QJsonObject{{u"Artist"_s, QJsonObject{{u"S"_s, u"a%1"_s.arg(artist)}}},
                                   {u"SongTitle"_s, QJsonObject{{u"S"_s, u"s%1"_s.arg(song)}}},
                                   {u"pad"_s, QJsonObject{{u"S"_s, pad}}}}}});
    for (const char *note : {kNote1, kNote2})
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Notes"_s}, {u"Item"_s, json(note)}});
}

lw::Result<QJsonObject> execute(TestWorkspace &ws, const QString &statement,
                                const QJsonObject &more = {})
{
    QJsonObject request = more;
    request.insert(u"Statement"_s, statement);
    return ws.call(u"ExecuteStatement"_s, request);
}

QByteArray wire(const lw::Result<QJsonObject> &result)
{
    return result ? compact(*result) : compact(result.error().toJson());
}

QByteArray errorWire(const char *type, const QString &message)
{
    return compact(QJsonObject{
        {u"__type"_s, QString(u"com.amazonaws.dynamodb.v20120810#"_s + QString::fromLatin1(type))},
        {u"message"_s, message}});
}

QByteArray note(TestWorkspace &ws, int id)
{
    auto got = ws.call(
        u"GetItem"_s,
        QJsonObject{{u"TableName"_s, u"Notes"_s},
                    {u"Key"_s, QJsonObject{{u"id"_s, QJsonObject{{u"N"_s, QString::number(id)}}}}},
                    {u"ConsistentRead"_s, true}});
    return got ? compact(got->value(u"Item"_s).toObject()) : compact(got.error().toJson());
}

const QString kEnvelope = u"Statement wasn't well formed, can't be processed: "_s;

} // namespace

class TestPartiql : public QObject
{
    Q_OBJECT

private slots:
    void planning_data();
    void planning();
    void selects_data();
    void selects();
    void errors_data();
    void errors();
    void insertRefusesAnExistingKey();
    void updates_data();
    void updates();
    void updateOfAMissingItemFailsItsCondition();
    void deletes();
    void pagesWithNextToken();
    void streamRecordsAreTheOrdinaryActions();
};

void TestPartiql::planning_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<bool>("consistent");
    QTest::addColumn<double>("units");
    QTest::addColumn<QString>("runsAs"); // ExplainStatement's Action and how many requests

    QTest::newRow("partition key pinned: a Query")
        << u"SELECT * FROM Music WHERE Artist = 'a1'"_s << false << 1.0 << u"Query x1"_s;
    QTest::newRow("reversed equality")
        << u"SELECT * FROM Music WHERE 'a1' = Artist"_s << false << 1.0 << u"Query x1"_s;
    QTest::newRow("consistent Query")
        << u"SELECT * FROM Music WHERE Artist = 'a1'"_s << true << 2.0 << u"Query x1"_s;
    QTest::newRow("sort key too: a one-item Query")
        << u"SELECT * FROM Music WHERE Artist = 'a1' AND SongTitle = 's0'"_s << false << 0.5
        << u"Query x1"_s;
    QTest::newRow("sort key comparison")
        << u"SELECT * FROM Music WHERE SongTitle > 's0' AND Artist = 'a1'"_s << false << 0.5
        << u"Query x1"_s;
    QTest::newRow("sort key begins_with")
        << u"SELECT * FROM Music WHERE Artist = 'a1' AND begins_with(SongTitle, 's1')"_s << false
        << 0.5 << u"Query x1"_s;
    QTest::newRow("a filter beside the key: still a Query")
        << u"SELECT * FROM Music WHERE Artist = 'a1' AND pad = 'no'"_s << false << 1.0
        << u"Query x1"_s;
    QTest::newRow("IN: one Query per value")
        << u"SELECT * FROM Music WHERE Artist IN ('a1', 'a2', 'a3')"_s << false << 3.0
        << u"Query x3"_s;
    QTest::newRow("no WHERE: a Scan") << u"SELECT * FROM Music"_s << false << 6.0 << u"Scan x1"_s;
    QTest::newRow("a non-key WHERE: a Scan")
        << u"SELECT * FROM Music WHERE pad = 'no'"_s << false << 6.0 << u"Scan x1"_s;
    QTest::newRow("OR of two partition keys: a Scan")
        << u"SELECT * FROM Music WHERE Artist = 'a1' OR Artist = 'a2'"_s << false << 6.0
        << u"Scan x1"_s;
    QTest::newRow("sort key only: a Scan")
        << u"SELECT * FROM Music WHERE SongTitle = 's0'"_s << false << 6.0 << u"Scan x1"_s;
    QTest::newRow("consistent Scan") << u"SELECT * FROM Music"_s << true << 12.0 << u"Scan x1"_s;
    QTest::newRow("a key attribute again beside the key condition: a Scan")
        << u"SELECT * FROM Music WHERE Artist = 'a1' AND Artist <> 'a2'"_s << false << 6.0
        << u"Scan x1"_s;
}

void TestPartiql::planning()
{
    QFETCH(QString, statement);
    QFETCH(bool, consistent);
    QFETCH(double, units);
    QFETCH(QString, runsAs);
    TestWorkspace ws;
    seed(ws);
    // ExplainStatement says what the capacity below shows, without running anything.
    const QJsonObject plan = ws.ok(u"ExplainStatement"_s, QJsonObject{{u"Statement"_s, statement}});
    QCOMPARE(u"%1 x%2"_s.arg(plan.value(u"Action"_s).toString())
                 .arg(plan.value(u"Requests"_s).toArray().size()),
             runsAs);
    QCOMPARE(plan.value(u"TableName"_s).toString(), u"Music"_s);
    auto got =
        execute(ws, statement,
                {{u"ReturnConsumedCapacity"_s, u"TOTAL"_s}, {u"ConsistentRead"_s, consistent}});
    QVERIFY2(got, wire(got).constData());
    const QJsonObject capacity = got->value(u"ConsumedCapacity"_s).toObject();
    QCOMPARE(capacity.value(u"TableName"_s).toString(), u"Music"_s);
    QCOMPARE(capacity.value(u"CapacityUnits"_s).toDouble(), units);
}

void TestPartiql::selects_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("parameters");
    QTest::addColumn<QByteArray>("items");

    QTest::newRow("whole item by key")
        << u"SELECT * FROM Notes WHERE id = 2"_s << QString()
        << QByteArray(R"([{"count":{"N":"7"},"id":{"N":"2"},"title":{"S":"two"}}])");
    QTest::newRow("projection: nested paths under their last name, list positions")
        << u"SELECT title, meta.by, list[1], absent FROM Notes WHERE id = 1"_s << QString()
        << QByteArray(R"([{"by":{"S":"ann"},"title":{"S":"one"}}])");
    QTest::newRow("parameters") << u"SELECT title FROM Notes WHERE id = ?"_s
                                << u"[{\"N\": \"1\"}]"_s
                                << QByteArray(R"([{"title":{"S":"one"}}])");
    QTest::newRow("a Scan's filter: comparisons, functions, IS MISSING")
        << u"SELECT id FROM Notes WHERE count > 4 AND contains(tags, 'a') AND meta.by IS NOT MISSING AND size(title) = 3"_s
        << QString() << QByteArray(R"([{"id":{"N":"1"}}])");
    QTest::newRow("IS MISSING and NOT")
        << u"SELECT id FROM Notes WHERE tags IS MISSING AND NOT count = 5"_s << QString()
        << QByteArray(R"([{"id":{"N":"2"}}])");
    QTest::newRow("BETWEEN and attribute_type")
        << u"SELECT id FROM Notes WHERE count BETWEEN 6 AND 8 OR attribute_type(meta, 'M')"_s
        << QString() << QByteArray(R"([{"id":{"N":"2"}},{"id":{"N":"1"}}])");
    QTest::newRow("reserved words as names")
        << u"SELECT \"count\" FROM \"Notes\" WHERE \"count\" = 7"_s << QString()
        << QByteArray(R"([{"count":{"N":"7"}}])");
    QTest::newRow("nothing matches")
        << u"SELECT * FROM Notes WHERE id = 9"_s << QString() << QByteArray("[]");
    QTest::newRow("a sort key range, descending")
        << u"SELECT SongTitle FROM Music WHERE Artist = 'a3' ORDER BY SongTitle DESC"_s << QString()
        << QByteArray(R"([{"SongTitle":{"S":"s1"}},{"SongTitle":{"S":"s0"}}])");
}

void TestPartiql::selects()
{
    QFETCH(QString, statement);
    QFETCH(QString, parameters);
    QFETCH(QByteArray, items);
    TestWorkspace ws;
    seed(ws);
    QJsonObject more;
    if (!parameters.isEmpty())
        more.insert(u"Parameters"_s, QJsonDocument::fromJson(parameters.toUtf8()).array());
    auto got = execute(ws, statement, more);
    QVERIFY2(got, wire(got).constData());
    QCOMPARE(QJsonDocument(got->value(u"Items"_s).toArray()).toJson(QJsonDocument::Compact), items);
}

void TestPartiql::errors_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("parameters");
    QTest::addColumn<QByteArray>("error");

    const QByteArray missingKey =
        errorWire("ValidationException",
                  u"Where clause does not contain a mandatory equality on all key attributes"_s);
    QTest::newRow("syntax") << u"SLECT * FROM Notes"_s << QString()
                            << errorWire("ValidationException",
                                         kEnvelope + u"Expected data manipulation"_s);
    QTest::newRow("no such table")
        << u"SELECT * FROM nothing WHERE id = 1"_s << QString()
        << errorWire("ResourceNotFoundException", u"Requested resource not found"_s);
    QTest::newRow("no such index")
        << u"SELECT * FROM Music.\"Nope\""_s << QString()
        << errorWire("ValidationException", u"The table does not have the specified index: Nope"_s);
    QTest::newRow("too few parameters")
        << u"SELECT * FROM Notes WHERE id = ? AND count = ?"_s << u"[{\"N\": \"1\"}]"_s
        << errorWire("ValidationException",
                     u"Number of parameters in request and statement don't match."_s);
    QTest::newRow("too many parameters")
        << u"SELECT * FROM Notes WHERE id = ?"_s << u"[{\"N\": \"1\"}, {\"N\": \"2\"}]"_s
        << errorWire("ValidationException",
                     u"Number of parameters in request and statement don't match."_s);
    QTest::newRow("UPDATE without the key")
        << u"UPDATE Notes SET a = 1 WHERE title = 'one'"_s << QString() << missingKey;
    QTest::newRow("UPDATE with half a key")
        << u"UPDATE Music SET a = 1 WHERE Artist = 'a1'"_s << QString() << missingKey;
    QTest::newRow("FROM-first UPDATE without a WHERE")
        << u"FROM Notes SET c = 1"_s << QString() << missingKey;
    QTest::newRow("DELETE with the key in an OR")
        << u"DELETE FROM Notes WHERE id = 1 OR id = 2"_s << QString() << missingKey;
    QTest::newRow("DELETE RETURNING something else than ALL OLD")
        << u"DELETE FROM Notes WHERE id = 1 RETURNING MODIFIED OLD *"_s << QString()
        << errorWire("ValidationException",
                     u"Invalid returning clause: RETURNING MODIFIED OLD *. Only RETURNING ALL "
                     "OLD * is allowed in DELETE statements."_s);
    QTest::newRow("a key of the wrong type")
        << u"SELECT * FROM Notes WHERE id = 'one'"_s << QString()
        << errorWire("ValidationException",
                     u"One or more parameter values were invalid: Condition parameter type does "
                     "not match schema type"_s);
    QTest::newRow("consistent read on a GSI")
        << u"SELECT * FROM Music.ByAlbum WHERE AlbumTitle = 'x'"_s << QString()
        << errorWire("ValidationException",
                     u"Consistent reads are not supported on global secondary indexes"_s);
    QTest::newRow("EXISTS outside a transaction")
        << u"EXISTS(SELECT * FROM Notes WHERE id = 1)"_s << QString()
        << errorWire("ValidationException",
                     u"Unsupported operation: EXISTS outside a transaction"_s);
    QTest::newRow("a set of mixed types")
        << u"INSERT INTO Notes VALUE {'id': 3, 's': <<'a', 1>>}"_s << QString()
        << errorWire("ValidationException",
                     u"Unsupported set: a set must hold strings, numbers or binaries, all of one "
                     "type, and at least one"_s);
    QTest::newRow("INSERT without the key")
        << u"INSERT INTO Notes VALUE {'title': 'x'}"_s << QString()
        << errorWire(
               "ValidationException",
               u"One or more parameter values were invalid: Missing the key id in the item"_s);
}

void TestPartiql::errors()
{
    QFETCH(QString, statement);
    QFETCH(QString, parameters);
    QFETCH(QByteArray, error);
    TestWorkspace ws;
    seed(ws);
    QJsonObject more;
    if (!parameters.isEmpty())
        more.insert(u"Parameters"_s, QJsonDocument::fromJson(parameters.toUtf8()).array());
    if (statement.contains(u"ByAlbum"_s))
        more.insert(u"ConsistentRead"_s, true);
    QCOMPARE(wire(execute(ws, statement, more)), error);
}

void TestPartiql::insertRefusesAnExistingKey()
{
    TestWorkspace ws;
    seed(ws);
    auto first = execute(ws, u"INSERT INTO Notes VALUE {'id': 3, 'title': ?, 'tags': <<'x'>>}"_s,
                         {{u"Parameters"_s, QJsonArray{QJsonObject{{u"S"_s, u"three"_s}}}}});
    QCOMPARE(wire(first), QByteArray(R"({"Items":[]})"));
    QCOMPARE(note(ws, 3),
             QByteArray(R"({"id":{"N":"3"},"tags":{"SS":["x"]},"title":{"S":"three"}})"));
    QCOMPARE(wire(execute(ws, u"INSERT INTO Notes VALUE {'id': 3, 'title': 'again'}"_s)),
             errorWire("DuplicateItemException", u"Duplicate primary key exists in table"_s));
    QCOMPARE(note(ws, 3),
             QByteArray(R"({"id":{"N":"3"},"tags":{"SS":["x"]},"title":{"S":"three"}})"));
}

void TestPartiql::updates_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QByteArray>("item");

    QTest::newRow("SET a value, arithmetic, REMOVE")
        << u"UPDATE Notes SET title = 'uno', count = count + 2 REMOVE list WHERE id = 1"_s
        << QByteArray(R"({"Items":[]})")
        << QByteArray(
               R"({"count":{"N":"7"},"id":{"N":"1"},"meta":{"M":{"by":{"S":"ann"},"size":{"N":"10"}}},"tags":{"SS":["a","b"]},"title":{"S":"uno"}})");
    QTest::newRow("set_add, list_append, nested SET, RETURNING MODIFIED NEW")
        << u"UPDATE Notes SET tags = set_add(tags, <<'c'>>) SET list = list_append(list, [2]), meta.by = 'bo' WHERE id = 1 RETURNING MODIFIED NEW *"_s
        << QByteArray(
               R"({"Items":[{"list":{"L":[{"N":"1"},{"S":"x"},{"N":"2"}]},"meta":{"M":{"by":{"S":"bo"}}},"tags":{"SS":["a","b","c"]}}]})")
        << QByteArray(
               R"({"count":{"N":"5"},"id":{"N":"1"},"list":{"L":[{"N":"1"},{"S":"x"},{"N":"2"}]},"meta":{"M":{"by":{"S":"bo"},"size":{"N":"10"}}},"tags":{"SS":["a","b","c"]},"title":{"S":"one"}})");
    QTest::newRow("set_delete")
        << u"UPDATE Notes SET tags = set_delete(tags, <<'a'>>) WHERE id = 1"_s
        << QByteArray(R"({"Items":[]})")
        << QByteArray(
               R"({"count":{"N":"5"},"id":{"N":"1"},"list":{"L":[{"N":"1"},{"S":"x"}]},"meta":{"M":{"by":{"S":"ann"},"size":{"N":"10"}}},"tags":{"SS":["b"]},"title":{"S":"one"}})");
    QTest::newRow("a condition that holds, RETURNING ALL OLD")
        << u"FROM Notes WHERE id = 1 AND count = 5 SET count = 6 RETURNING ALL OLD *"_s
        << QByteArray(
               R"({"Items":[{"count":{"N":"5"},"id":{"N":"1"},"list":{"L":[{"N":"1"},{"S":"x"}]},"meta":{"M":{"by":{"S":"ann"},"size":{"N":"10"}}},"tags":{"SS":["a","b"]},"title":{"S":"one"}}]})")
        << QByteArray(
               R"({"count":{"N":"6"},"id":{"N":"1"},"list":{"L":[{"N":"1"},{"S":"x"}]},"meta":{"M":{"by":{"S":"ann"},"size":{"N":"10"}}},"tags":{"SS":["a","b"]},"title":{"S":"one"}})");
    QTest::newRow("a condition that fails")
        << u"UPDATE Notes SET count = 6 WHERE id = 1 AND count = 4"_s
        << errorWire("ConditionalCheckFailedException", u"The conditional request failed"_s)
        << QByteArray(
               R"({"count":{"N":"5"},"id":{"N":"1"},"list":{"L":[{"N":"1"},{"S":"x"}]},"meta":{"M":{"by":{"S":"ann"},"size":{"N":"10"}}},"tags":{"SS":["a","b"]},"title":{"S":"one"}})");
}

void TestPartiql::updates()
{
    QFETCH(QString, statement);
    QFETCH(QByteArray, answer);
    QFETCH(QByteArray, item);
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wire(execute(ws, statement)), answer);
    QCOMPARE(note(ws, 1), item);
}

void TestPartiql::updateOfAMissingItemFailsItsCondition()
{
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wire(execute(ws, u"UPDATE Notes SET title = 'x' WHERE id = 9"_s)),
             errorWire("ConditionalCheckFailedException", u"The conditional request failed"_s));
    QCOMPARE(note(ws, 9), QByteArray("{}"));
}

void TestPartiql::deletes()
{
    TestWorkspace ws;
    seed(ws);
    QCOMPARE(wire(execute(ws, u"DELETE FROM Notes WHERE id = 2 AND count = 1"_s)),
             errorWire("ConditionalCheckFailedException", u"The conditional request failed"_s));
    QCOMPARE(
        wire(execute(ws, u"DELETE FROM Notes WHERE id = 2 RETURNING ALL OLD *"_s,
                     {{u"ReturnConsumedCapacity"_s, u"TOTAL"_s}})),
        QByteArray(
            R"({"ConsumedCapacity":{"CapacityUnits":1,"TableName":"Notes"},"Items":[{"count":{"N":"7"},"id":{"N":"2"},"title":{"S":"two"}}]})"));
    QCOMPARE(note(ws, 2), QByteArray("{}"));
    // Deleting what is not there is no error.
    QCOMPARE(wire(execute(ws, u"DELETE FROM Notes WHERE id = 2"_s)), QByteArray(R"({"Items":[]})"));
}

void TestPartiql::pagesWithNextToken()
{
    TestWorkspace ws;
    seed(ws);
    // Two Queries (IN) of two songs each, one item a page: four pages, the last without a token.
    QStringList seen;
    QJsonObject more{{u"Limit"_s, 1}};
    for (int page = 0; page < 6; ++page) {
        auto got = execute(
            ws, u"SELECT SongTitle, Artist FROM Music WHERE Artist IN ('a4', 'a5')"_s, more);
        QVERIFY2(got, wire(got).constData());
        for (const auto &item : got->value(u"Items"_s).toArray())
            seen << item[u"Artist"_s][u"S"_s].toString() + u'/' +
                        item[u"SongTitle"_s][u"S"_s].toString();
        if (!got->contains(u"NextToken"_s))
            break;
        more.insert(u"NextToken"_s, got->value(u"NextToken"_s));
    }
    QCOMPARE(seen, (QStringList{u"a4/s0"_s, u"a4/s1"_s, u"a5/s0"_s, u"a5/s1"_s}));
    QCOMPARE(wire(execute(ws, u"SELECT * FROM Music WHERE Artist = 'a4'"_s,
                          {{u"NextToken"_s, u"bm9wZQ"_s}})),
             errorWire("ValidationException", u"The provided starting key is invalid"_s));
}

// The stream records of the table's changes, each as eventName and its dynamodb member without
// the sequence number and time (which differ between two workspaces).
QByteArray changes(TestWorkspace &ws, const QString &streamArn)
{
    const QJsonObject stream = ws.ok(u"DescribeStream"_s, QJsonObject{{u"StreamArn"_s, streamArn}});
    const QString shard = stream[u"StreamDescription"_s][u"Shards"_s][0][u"ShardId"_s].toString();
    const QJsonObject it =
        ws.ok(u"GetShardIterator"_s, QJsonObject{{u"StreamArn"_s, streamArn},
                                                 {u"ShardId"_s, shard},
                                                 {u"ShardIteratorType"_s, u"TRIM_HORIZON"_s}});
    const QJsonObject page =
        ws.ok(u"GetRecords"_s, QJsonObject{{u"ShardIterator"_s, it[u"ShardIterator"_s]}});
    QJsonArray out;
    for (const auto &record : page[u"Records"_s].toArray()) {
        QJsonObject dynamodb = record[u"dynamodb"_s].toObject();
        dynamodb.remove(u"SequenceNumber"_s);
        dynamodb.remove(u"ApproximateCreationDateTime"_s);
        out.append(
            QJsonObject{{u"eventName"_s, record[u"eventName"_s]}, {u"dynamodb"_s, dynamodb}});
    }
    return QJsonDocument(out).toJson(QJsonDocument::Compact);
}

void TestPartiql::streamRecordsAreTheOrdinaryActions()
{
    const QJsonObject table{
        {u"TableName"_s, u"Notes"_s},
        {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
        {u"KeySchema"_s,
         QJsonArray{QJsonObject{{u"AttributeName"_s, u"id"_s}, {u"KeyType"_s, u"HASH"_s}}}},
        {u"AttributeDefinitions"_s,
         QJsonArray{QJsonObject{{u"AttributeName"_s, u"id"_s}, {u"AttributeType"_s, u"N"_s}}}},
        {u"StreamSpecification"_s,
         QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s}}}};
    TestWorkspace partiql, ordinary;
    const QString partiqlArn =
        partiql.ok(u"CreateTable"_s, table)[u"TableDescription"_s][u"LatestStreamArn"_s].toString();
    const QString ordinaryArn =
        ordinary.ok(u"CreateTable"_s, table)[u"TableDescription"_s][u"LatestStreamArn"_s]
            .toString();

    for (const QString &statement :
         {u"INSERT INTO Notes VALUE {'id': 1, 'title': 'a', 'tags': <<'x'>>}"_s,
          u"UPDATE Notes SET title = 'b' SET tags = set_add(tags, <<'y'>>) WHERE id = 1"_s,
          u"DELETE FROM Notes WHERE id = 1"_s}) {
        auto done = execute(partiql, statement);
        QVERIFY2(done, wire(done).constData());
    }
    ordinary.ok(u"PutItem"_s, R"({"TableName": "Notes", "Item": {"id": {"N": "1"},
        "title": {"S": "a"}, "tags": {"SS": ["x"]}}})");
    ordinary.ok(u"UpdateItem"_s, R"({"TableName": "Notes", "Key": {"id": {"N": "1"}},
        "UpdateExpression": "SET title = :b ADD tags :y",
        "ExpressionAttributeValues": {":b": {"S": "b"}, ":y": {"SS": ["y"]}}})");
    ordinary.ok(u"DeleteItem"_s, R"({"TableName": "Notes", "Key": {"id": {"N": "1"}}})");

    const QByteArray records = changes(partiql, partiqlArn);
    QCOMPARE(records, changes(ordinary, ordinaryArn));
    QCOMPARE(records.count("eventName"), 3);
}

QTEST_GUILESS_MAIN(TestPartiql)
#include "tst_partiql.moc"
