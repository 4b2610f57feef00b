// Formats people already have (core/formats/): a NoSQL Workbench model imported with its tables,
// GSIs and sample data, and every bad model refused with its message and the workspace byte for
// byte as it was; DynamoDB JSON lines imported from plain and gzip files, a bad line refused by
// file and line with nothing written; views exported as CSV (RFC 4180 quoting, every type, a
// sparse index holding only its items) and as JSON lines that import back to the same items.
#include "testworkspace.h"

#include "bundle/records.h"
#include "engine/engine.h"
#include "formats/csv.h"
#include "formats/itemlines.h"
#include "formats/viewexport.h"
#include "formats/workbenchmodel.h"

#include <quazip/quagzipfile.h>

#include <QBuffer>
#include <QFile>
#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

const QString kModel = QStringLiteral(LW_FORMATS_DATA "/shop-model.json");

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Every record of every sub-database: equal exactly when nothing in the workspace changed.
QByteArray records(Workspace &workspace)
{
    QByteArray out;
    auto read = workspace.engine().readDatabases(
        [&](QByteArrayView key, QByteArrayView value) {
            bundle::appendRecord(out, key, value);
            return Status();
        },
        [&](const QByteArray &) {
            out += '|';
            return Status();
        });
    if (!setUp(u"cannot read the workspace"_s, read))
        return {};
    return out;
}

// Every item of the table, sorted by their compact JSON, for comparisons.
QStringList scanned(TestWorkspace &ws, const QString &table)
{
    auto answer = ws.call(u"Scan"_s, QJsonObject{{u"TableName"_s, table}});
    if (!setUp(u"Scan failed"_s, answer))
        return {};
    QStringList items;
    for (const QJsonValue item : answer->value(u"Items"_s).toArray())
        items << QString::fromUtf8(compact(item.toObject()));
    items.sort();
    return items;
}

QJsonObject fixture()
{
    return QJsonDocument::fromJson(fileBytes(kModel)).object();
}

// The fixture with its `table`th table edited.
QByteArray editedTable(int table, const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject model = fixture();
    QJsonArray tables = model.value(u"DataModel"_s).toArray();
    QJsonObject edited = tables.at(table).toObject();
    edit(edited);
    tables[table] = edited;
    model.insert(u"DataModel"_s, tables);
    return QJsonDocument(model).toJson();
}

// The same with item `index` of its TableData edited.
QByteArray editedItem(int index, const std::function<void(QJsonObject &)> &edit)
{
    return editedTable(0, [&](QJsonObject &table) {
        QJsonArray data = table.value(u"TableData"_s).toArray();
        QJsonObject item = data.at(index).toObject();
        edit(item);
        data[index] = item;
        table.insert(u"TableData"_s, data);
    });
}

QJsonObject typed(const QString &type, const QJsonValue &value)
{
    return QJsonObject{{type, value}};
}

const char *kEventsTable =
    "{\"TableName\": \"Events\", \"BillingMode\": \"PAY_PER_REQUEST\","
    " \"KeySchema\": [{\"AttributeName\": \"id\", \"KeyType\": \"HASH\"}],"
    " \"AttributeDefinitions\": [{\"AttributeName\": \"id\", \"AttributeType\": \"S\"},"
    "                            {\"AttributeName\": \"kind\", \"AttributeType\": \"S\"}],"
    " \"GlobalSecondaryIndexes\": [{\"IndexName\": \"ByKind\","
    "   \"KeySchema\": [{\"AttributeName\": \"kind\", \"KeyType\": \"HASH\"}],"
    "   \"Projection\": {\"ProjectionType\": \"ALL\"}}]}";

// A JSON lines file of `count` items id0, id1 … (every third with a kind).
QByteArray eventLines(int count, int first = 0)
{
    QByteArray out;
    for (int i = first; i < first + count; ++i) {
        QJsonObject item{{u"id"_s, typed(u"S"_s, u"id%1"_s.arg(i))},
                         {u"n"_s, typed(u"N"_s, QString::number(i))}};
        if (i % 3 == 0)
            item.insert(u"kind"_s, typed(u"S"_s, u"k%1"_s.arg(i % 2)));
        out += compact(QJsonObject{{u"Item"_s, item}}) + '\n';
    }
    return out;
}

void writeGzip(const QString &path, const QByteArray &bytes)
{
    QuaGzipFile gzip(path);
    QVERIFY(gzip.open(QIODevice::WriteOnly));
    QCOMPARE(gzip.write(bytes), bytes.size());
    gzip.close();
}

Result<QByteArray> exported(TestWorkspace &ws, const formats::View &view,
                            formats::ViewFormat format)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto outcome = formats::exportView(ws.workspace().api(), view, format, buffer);
    if (!outcome)
        return std::unexpected(outcome.error());
    return buffer.data();
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void importsAModel()
    {
        TestWorkspace ws;
        QList<std::pair<qint64, qint64>> reports;
        auto imported =
            formats::importWorkbenchModel(ws.workspace(), kModel, [&](qint64 d, qint64 t) {
                reports << std::pair{d, t};
                return true;
            });
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QVERIFY(!imported->cancelled);
        QCOMPARE(imported->tables.size(), 2);
        QCOMPARE(imported->tables.at(0).name, u"ShopOrders"_s);
        QCOMPARE(imported->tables.at(0).items, 4);
        QCOMPARE(imported->tables.at(1).name, u"ShopCustomers"_s);
        QCOMPARE(imported->tables.at(1).items, 2); // TableData and the facet's
        QCOMPARE(reports.last(), (std::pair<qint64, qint64>{6, 6}));

        const QJsonObject orders = ws.ok(u"DescribeTable"_s, "{\"TableName\": \"ShopOrders\"}")
                                       .value(u"Table"_s)
                                       .toObject();
        QCOMPARE(jsonAt(orders, u"KeySchema.1.AttributeName"_s).toString(), u"SK"_s);
        QCOMPARE(jsonAt(orders, u"ProvisionedThroughput.ReadCapacityUnits"_s).toInt(), 5);
        QCOMPARE(jsonAt(orders, u"GlobalSecondaryIndexes.0.IndexName"_s).toString(), u"GSI1"_s);
        QCOMPARE(
            jsonAt(orders, u"GlobalSecondaryIndexes.0.Projection.NonKeyAttributes"_s).toArray(),
            QJsonArray({u"status"_s, u"total"_s}));
        QCOMPARE(
            jsonAt(orders, u"GlobalSecondaryIndexes.0.ProvisionedThroughput.WriteCapacityUnits"_s)
                .toInt(),
            5);
        QCOMPARE(jsonAt(orders, u"GlobalSecondaryIndexes.1.Projection.ProjectionType"_s).toString(),
                 u"KEYS_ONLY"_s);
        QCOMPARE(jsonAt(orders, u"GlobalSecondaryIndexes.1.ItemCount"_s).toInt(), 2);
        QVERIFY(!orders.contains(u"StreamSpecification"_s));
        const QJsonObject customers =
            ws.ok(u"DescribeTable"_s, "{\"TableName\": \"ShopCustomers\"}")
                .value(u"Table"_s)
                .toObject();
        QCOMPARE(jsonAt(customers, u"BillingModeSummary.BillingMode"_s).toString(),
                 u"PAY_PER_REQUEST"_s);
        QCOMPARE(jsonAt(customers, u"ItemCount"_s).toInt(), 2);

        const QJsonObject order =
            ws.ok(u"GetItem"_s, "{\"TableName\": \"ShopOrders\", \"Key\": {\"PK\": {\"S\": "
                                "\"ORDER#1001\"}, \"SK\": {\"S\": \"METADATA\"}}}");
        QJsonObject expected = jsonAt(fixture(), u"DataModel.0.TableData.0"_s).toObject();
        expected.insert(u"total"_s, typed(u"N"_s, u"59.9"_s)); // numbers come back normalised
        QCOMPARE(order.value(u"Item"_s).toObject(), expected);
        const QJsonObject byCustomer =
            ws.ok(u"Query"_s,
                  "{\"TableName\": \"ShopOrders\", \"IndexName\": \"GSI1\", "
                  "\"KeyConditionExpression\": \"GSI1PK = :c\", \"ExpressionAttributeValues\": "
                  "{\":c\": {\"S\": \"CUSTOMER#grace\"}}}");
        QCOMPARE(jsonAt(byCustomer, u"Items.0.total.N"_s).toString(), u"12"_s);
        QVERIFY(ws.workspace().engine().verify().isEmpty());
    }

    void refusesABadModel_data()
    {
        QTest::addColumn<QByteArray>("model");
        QTest::addColumn<QString>("message");
        QJsonParseError parseError;
        QJsonDocument::fromJson("{\"DataModel\": [", &parseError);
        QTest::newRow("not JSON") << QByteArray("{\"DataModel\": [")
                                  << u"Model bad.json: is not JSON: "_s + parseError.errorString();
        QTest::newRow("no DataModel")
            << QByteArray("{\"ModelName\": \"x\"}")
            << u"Model bad.json: is not a NoSQL Workbench model: it has no \"DataModel\" list of "
               u"tables"_s;
        QTest::newRow("no TableName")
            << editedTable(1, [](QJsonObject &t) { t.remove(u"TableName"_s); })
            << u"Model bad.json: DataModel[1]: has no TableName"_s;
        QTest::newRow("no partition key") << editedTable(0, [](QJsonObject &t) {
            t.insert(u"KeyAttributes"_s,
                     QJsonObject{{u"SortKey"_s, jsonAt(t, u"KeyAttributes.SortKey"_s).toObject()}});
        }) << u"Model bad.json: table \"ShopOrders\": KeyAttributes has no PartitionKey"_s;
        QTest::newRow("GSI without a name")
            << editedTable(0,
                           [](QJsonObject &t) {
                               QJsonArray gsis = t[u"GlobalSecondaryIndexes"_s].toArray();
                               QJsonObject gsi = gsis.at(1).toObject();
                               gsi.remove(u"IndexName"_s);
                               gsis[1] = gsi;
                               t.insert(u"GlobalSecondaryIndexes"_s, gsis);
                           })
            << u"Model bad.json: table \"ShopOrders\": GlobalSecondaryIndexes[1] has no "
               u"IndexName"_s;
        QTest::newRow("key type")
            << editedTable(1,
                           [](QJsonObject &t) {
                               t.insert(u"KeyAttributes"_s,
                                        QJsonObject{{u"PartitionKey"_s,
                                                     QJsonObject{{u"AttributeName"_s, u"id"_s},
                                                                 {u"AttributeType"_s, u"X"_s}}}});
                           })
            << u"Model bad.json: table \"ShopCustomers\": 1 validation error detected: Value 'X' "
               u"at 'attributeDefinitions.1.member.attributeType' failed to satisfy constraint: "
               u"Member must satisfy enum value set: [B, N, S]"_s;
        QTest::newRow("billing mode")
            << editedTable(1, [](QJsonObject &t) { t.insert(u"BillingMode"_s, u"ON_DEMAND"_s); })
            << u"Model bad.json: table \"ShopCustomers\": BillingMode \"ON_DEMAND\" is neither "
               u"PROVISIONED nor PAY_PER_REQUEST"_s;
        QTest::newRow("TableData not a list")
            << editedTable(1, [](QJsonObject &t) { t.insert(u"TableData"_s, 3); })
            << u"Model bad.json: table \"ShopCustomers\": TableData is not a list"_s;
        QTest::newRow("item without its sort key")
            << editedItem(1, [](QJsonObject &item) { item.remove(u"SK"_s); })
            << u"Model bad.json: table \"ShopOrders\", TableData[1]: One or more parameter values "
               u"were invalid: Missing the key SK in the item"_s;
        QTest::newRow("index key of another type")
            << editedItem(
                   2, [](QJsonObject &item) { item.insert(u"GSI1PK"_s, typed(u"N"_s, u"7"_s)); })
            << u"Model bad.json: table \"ShopOrders\", TableData[2]: One or more parameter values "
               u"were invalid: Type mismatch for Index Key GSI1PK Expected: S Actual: N "
               u"IndexName: GSI1"_s;
        QTest::newRow("not a number")
            << editedItem(3,
                          [](QJsonObject &item) {
                              item.insert(u"quantity"_s, typed(u"N"_s, u"twelve"_s));
                          })
            << u"Model bad.json: table \"ShopOrders\", TableData[3]: The parameter cannot be "
               u"converted to a numeric value: twelve"_s;
        QTest::newRow("facet item without its key")
            << editedTable(1,
                           [](QJsonObject &t) {
                               QJsonArray facets = t[u"TableFacets"_s].toArray();
                               QJsonObject facet = facets.at(0).toObject();
                               facet.insert(u"TableData"_s,
                                            QJsonArray{QJsonObject{
                                                {u"name"_s, typed(u"S"_s, u"nobody"_s)}}});
                               facets[0] = facet;
                               t.insert(u"TableFacets"_s, facets);
                           })
            << u"Model bad.json: table \"ShopCustomers\", TableFacets[0].TableData[0]: One or "
               u"more parameter values were invalid: Missing the key customerId in the item"_s;
        QTest::newRow("a table twice")
            << editedTable(1, [](QJsonObject &t) { t.insert(u"TableName"_s, u"ShopOrders"_s); })
            << u"Model bad.json: table \"ShopOrders\": appears twice in the model"_s;
        QTest::newRow("a table the workspace has")
            << editedTable(1, [](QJsonObject &t) { t.insert(u"TableName"_s, u"Users"_s); })
            << u"Model bad.json: table \"Users\": Table already exists: Users"_s;
    }

    void refusesABadModel()
    {
        QFETCH(QByteArray, model);
        QFETCH(QString, message);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kUsersTable);
        QVERIFY(ws.putUser(u"u1"_s, u"profile"_s));
        const QString path = ws.path() + u"/bad.json"_s;
        writeFile(path, model);
        const QByteArray before = records(ws.workspace());
        auto imported = formats::importWorkbenchModel(ws.workspace(), path);
        QVERIFY(!imported);
        QCOMPARE(imported.error().message, message);
        QCOMPARE(records(ws.workspace()), before);
    }

    void aCancelledModelImportTakesItsTablesBack()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kUsersTable);
        auto imported = formats::importWorkbenchModel(ws.workspace(), kModel,
                                                      [](qint64, qint64) { return false; });
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QVERIFY(imported->cancelled);
        QVERIFY(imported->tables.isEmpty());
        QCOMPARE(ws.workspace().engine().tableNames(), QStringList{u"Users"_s});
        QVERIFY(ws.workspace().engine().verify().isEmpty());
    }

    void importsJsonLinesPlainAndGzip()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        const QString plain = ws.path() + u"/part-1.json"_s;
        const QString gzip = ws.path() + u"/part-2.json.gz"_s;
        writeFile(plain, eventLines(30).replace("}\n{", "}\r\n{")); // CRLF lines too
        writeGzip(gzip, eventLines(5, 30));
        QList<qint64> done;
        auto imported = formats::importItemLines(ws.workspace(), u"Events"_s, {plain, gzip},
                                                 [&](qint64 d, qint64 total) {
                                                     done << d;
                                                     return total == 35;
                                                 });
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QCOMPARE(imported->items, 35);
        QVERIFY(!imported->cancelled);
        QCOMPARE(done, (QList<qint64>{25, 35})); // batches run on across files
        QCOMPARE(scanned(ws, u"Events"_s).size(), 35);
        const QJsonObject last = ws.ok(
            u"GetItem"_s, "{\"TableName\": \"Events\", \"Key\": {\"id\": {\"S\": \"id33\"}}}");
        QCOMPARE(jsonAt(last, u"Item.kind.S"_s).toString(), u"k1"_s);
    }

    void laterLinesReplaceEarlierOnes()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        const QString path = ws.path() + u"/twice.json"_s;
        writeFile(path, eventLines(2) + eventLines(1).replace("\"N\":\"0\"", "\"N\":\"99\""));
        auto imported = formats::importItemLines(ws.workspace(), u"Events"_s, {path});
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QCOMPARE(imported->items, 3);
        const QJsonObject item =
            ws.ok(u"GetItem"_s, "{\"TableName\": \"Events\", \"Key\": {\"id\": {\"S\": \"id0\"}}}");
        QCOMPARE(jsonAt(item, u"Item.n.N"_s).toString(), u"99"_s);
    }

    void refusesABadLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("message");
        QJsonParseError parseError;
        QJsonDocument::fromJson("{\"Item\": ", &parseError);
        QTest::newRow("not JSON") << QByteArray("{\"Item\": ")
                                  << u"is not JSON: "_s + parseError.errorString();
        QTest::newRow("not an Item")
            << QByteArray("{\"id\": {\"S\": \"x\"}}") << u"is not an {\"Item\": {...}} object"_s;
        QTest::newRow("another member")
            << QByteArray("{\"Item\": {\"id\": {\"S\": \"x\"}}, \"Keys\": {}}")
            << u"is not an {\"Item\": {...}} object"_s;
        QTest::newRow("no key") << QByteArray("{\"Item\": {\"n\": {\"N\": \"1\"}}}")
                                << u"One or more parameter values were invalid: Missing the key "
                                   u"id in the item"_s;
        QTest::newRow("empty set")
            << QByteArray("{\"Item\": {\"id\": {\"S\": \"x\"}, \"s\": {\"SS\": []}}}")
            << u"One or more parameter values were invalid: An string set  may not be empty"_s;
    }

    void refusesABadLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, message);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        const QString good = ws.path() + u"/good.json"_s;
        const QString bad = ws.path() + u"/bad.json.gz"_s;
        writeFile(good, eventLines(30));
        writeGzip(bad, eventLines(2, 30) + "\n" + line + '\n' + eventLines(1, 40));
        const QByteArray before = records(ws.workspace());
        auto imported = formats::importItemLines(ws.workspace(), u"Events"_s, {good, bad});
        QVERIFY(!imported);
        QCOMPARE(imported.error().message, bad + u", line 4: "_s + message);
        QCOMPARE(records(ws.workspace()), before);
    }

    void refusesWhatCannotBeRead()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        auto unknown = formats::importItemLines(ws.workspace(), u"Nope"_s, {kModel});
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().type, ErrorType::ResourceNotFound);
        auto none = formats::importItemLines(ws.workspace(), u"Events"_s, {});
        QVERIFY(!none);
        QCOMPARE(none.error().message, u"No files to import"_s);
        const QString missing = ws.path() + u"/missing.json"_s;
        auto absent = formats::importItemLines(ws.workspace(), u"Events"_s, {missing});
        QVERIFY(!absent);
        QVERIFY2(absent.error().message.startsWith(missing + u": cannot be read: "_s),
                 qPrintable(absent.error().message));

        const QString whole = ws.path() + u"/whole.json.gz"_s;
        writeGzip(whole, eventLines(200));
        const QString cut = ws.path() + u"/cut.json.gz"_s;
        writeFile(cut, fileBytes(whole).chopped(40));
        auto shortened = formats::importItemLines(ws.workspace(), u"Events"_s, {cut});
        QVERIFY(!shortened);
        QCOMPARE(shortened.error().message, cut + u": is cut short"_s);
        const QString garbled = ws.path() + u"/garbled.json.gz"_s;
        QByteArray bytes = fileBytes(whole);
        for (qsizetype i = 20; i < 60; ++i)
            bytes[i] = char(0xff);
        writeFile(garbled, bytes);
        auto damaged = formats::importItemLines(ws.workspace(), u"Events"_s, {garbled});
        QVERIFY(!damaged);
        QVERIFY2(damaged.error().message.startsWith(garbled + u": is not valid gzip: "_s),
                 qPrintable(damaged.error().message));
        QVERIFY(scanned(ws, u"Events"_s).isEmpty());
    }

    void csvFields_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << u"plain text"_s << u"plain text"_s;
        QTest::newRow("comma") << u"a,b"_s << u"\"a,b\""_s;
        QTest::newRow("quote") << u"say \"hi\""_s << u"\"say \"\"hi\"\"\""_s;
        QTest::newRow("newline") << u"two\nlines"_s << u"\"two\nlines\""_s;
        QTest::newRow("carriage return") << u"a\rb"_s << u"\"a\rb\""_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void csvFields()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(formats::csvField(text), field);
    }

    void csvHasEveryType()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        ws.ok(
            u"PutItem"_s,
            "{\"TableName\": \"Events\", \"Item\": {\"id\": {\"S\": \"a,1\"}, \"kind\": {\"S\": "
            "\"say \\\"hi\\\"\"}, \"note\": {\"S\": \"two\\nlines\"}, \"n\": {\"N\": \"1.50\"}, "
            "\"bin\": {\"B\": \"AAE=\"}, \"ok\": {\"BOOL\": false}, \"nothing\": {\"NULL\": true}, "
            "\"list\": {\"L\": [{\"S\": \"x\"}, {\"N\": \"2\"}]}, \"map\": {\"M\": {\"k\": {\"S\": "
            "\"v,w\"}}}, \"ss\": {\"SS\": [\"p\", \"q\"]}, \"ns\": {\"NS\": [\"3\"]}, \"bs\": "
            "{\"BS\": [\"AQ==\"]}}}");
        ws.ok(u"PutItem"_s, "{\"TableName\": \"Events\", \"Item\": {\"id\": {\"S\": \"b\"}}}");
        auto csv = exported(ws, {u"Events"_s, {}, {}}, formats::ViewFormat::Csv);
        QVERIFY2(csv, qPrintable(csv ? QString() : csv.error().message));
        const QStringList records = QString::fromUtf8(*csv).split(u"\r\n"_s);
        QCOMPARE(records.size(), 4); // header, two items, the empty text after the last CRLF
        QCOMPARE(records.at(0), u"id,bin,bs,kind,list,map,n,note,nothing,ns,ok,ss"_s);
        const bool bFirst = records.at(1).startsWith(u"b,"_s); // Scan's order is the hash's
        const QString a = records.at(bFirst ? 2 : 1);
        const QString b = records.at(bFirst ? 1 : 2);
        QCOMPARE(a, u"\"a,1\",AAE=,\"[\"\"AQ==\"\"]\",\"say \"\"hi\"\"\","
                    u"\"[{\"\"S\"\":\"\"x\"\"},{\"\"N\"\":\"\"2\"\"}]\","
                    u"\"{\"\"k\"\":{\"\"S\"\":\"\"v,w\"\"}}\",1.5,\"two\nlines\",,"
                    u"\"[\"\"3\"\"]\",false,\"[\"\"p\"\",\"\"q\"\"]\""_s);
        QCOMPARE(b, u"b,,,,,,,,,,,"_s);
        QCOMPARE(records.at(3), QString());
    }

    void anIndexViewHoldsOnlyItsItems()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kEventsTable);
        const QString path = ws.path() + u"/events.json"_s;
        writeFile(path, eventLines(7)); // kinds on id0, id3, id6
        QVERIFY(formats::importItemLines(ws.workspace(), u"Events"_s, {path}));
        auto csv = exported(ws, {u"Events"_s, u"ByKind"_s, {}}, formats::ViewFormat::Csv);
        QVERIFY2(csv, qPrintable(csv ? QString() : csv.error().message));
        QStringList records = QString::fromUtf8(*csv).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(records.takeFirst(), u"kind,id,n"_s);
        records.sort();
        QCOMPARE(records, (QStringList{u"k0,id0,0"_s, u"k0,id6,6"_s, u"k1,id3,3"_s}));

        auto lines = exported(ws, {u"Events"_s, u"ByKind"_s, {}}, formats::ViewFormat::JsonLines);
        QVERIFY(lines);
        QCOMPARE(lines->count('\n'), 3);
        auto unknown = exported(ws, {u"Events"_s, u"Nope"_s, {}}, formats::ViewFormat::Csv);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().message, u"The table does not have the specified index: Nope"_s);
    }

    void exportsThePast()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        ws.ok(u"CreateTable"_s, kEventsTable);
        ws.ok(u"PutItem"_s, "{\"TableName\": \"Events\", \"Item\": {\"id\": {\"S\": \"a\"}, "
                            "\"n\": {\"N\": \"1\"}}}");
        const qint64 then = engine.nowMs();
        QVERIFY(engine.advanceClock(then + 60'000));
        ws.ok(u"PutItem"_s, "{\"TableName\": \"Events\", \"Item\": {\"id\": {\"S\": \"a\"}, "
                            "\"n\": {\"N\": \"2\"}}}");
        ws.ok(u"PutItem"_s, "{\"TableName\": \"Events\", \"Item\": {\"id\": {\"S\": \"b\"}}}");
        formats::View past{u"Events"_s, {}, {}};
        past.options.asOfMs = then;
        auto csv = exported(ws, past, formats::ViewFormat::Csv);
        QVERIFY2(csv, qPrintable(csv ? QString() : csv.error().message));
        QCOMPARE(*csv, QByteArray("id,n\r\na,1\r\n"));
        auto now = exported(ws, {u"Events"_s, {}, {}}, formats::ViewFormat::Csv);
        QVERIFY(now);
        QCOMPARE(now->count("\r\n"), 3);
    }

    void jsonLinesRoundTrip()
    {
        TestWorkspace ws;
        QVERIFY(formats::importWorkbenchModel(ws.workspace(), kModel));
        const QString path = ws.path() + u"/orders.json"_s;
        const QString earlier = u"an earlier export"_s;
        writeFile(path, earlier.toUtf8());
        auto cancelled = formats::exportViewToFile(ws.workspace().api(), {u"ShopOrders"_s, {}, {}},
                                                   formats::ViewFormat::JsonLines, path,
                                                   [](qint64, qint64) { return false; });
        QVERIFY(cancelled && cancelled->cancelled);
        QCOMPARE(fileBytes(path), earlier.toUtf8());
        QVERIFY(!QFile::exists(path + u".part"_s));

        auto written = formats::exportViewToFile(ws.workspace().api(), {u"ShopOrders"_s, {}, {}},
                                                 formats::ViewFormat::JsonLines, path);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE(written->items, 4);
        ws.ok(u"CreateTable"_s,
              "{\"TableName\": \"Copy\", \"BillingMode\": \"PAY_PER_REQUEST\", \"KeySchema\": "
              "[{\"AttributeName\": \"PK\", \"KeyType\": \"HASH\"}, {\"AttributeName\": \"SK\", "
              "\"KeyType\": \"RANGE\"}], \"AttributeDefinitions\": [{\"AttributeName\": \"PK\", "
              "\"AttributeType\": \"S\"}, {\"AttributeName\": \"SK\", \"AttributeType\": \"S\"}]}");
        auto imported = formats::importItemLines(ws.workspace(), u"Copy"_s, {path});
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QCOMPARE(imported->items, 4);
        QCOMPARE(scanned(ws, u"Copy"_s), scanned(ws, u"ShopOrders"_s));
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
