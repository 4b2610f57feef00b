// TablesModel against an in-memory fake of ListTables (paged like DynamoDB: names in order,
// LastEvaluatedTableName while more remain) and DescribeTable.
#include "tables/tablesmodel.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

using TagMap = QMap<QString, QString>;

lw::Error notFound(const QString &table)
{
    return {lw::ErrorType::ResourceNotFound,
            u"Requested resource not found: Table: "_s + table + u" not found"_s,
            {}};
}

struct FakeDynamo
{
    QMap<QString, QJsonObject> tables; // name -> DescribeTable's "Table" object
    int listPageSize = 100;            // what the fake uses when the request has no Limit
    QStringList undescribable;         // listed, but DescribeTable says not found
    bool failListing = false;
    int listCalls = 0;
    QMap<QString, QMap<QString, QString>> tags; // by TableArn; none: an unknown operation

    lw::Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        if (action == u"ListTables") {
            ++listCalls;
            if (failListing)
                return std::unexpected(
                    lw::Error{lw::ErrorType::InternalServerError, u"Internal server error"_s, {}});
            const QString start = request[u"ExclusiveStartTableName"_s].toString();
            const int limit = request[u"Limit"_s].toInt(listPageSize);
            QStringList names = tables.keys() + undescribable;
            names.sort();
            QJsonArray page;
            qsizetype i = 0;
            while (i < names.size() && !start.isEmpty() && names[i] <= start)
                ++i;
            for (; i < names.size() && page.size() < limit; ++i)
                page.append(names[i]);
            QJsonObject response{{u"TableNames"_s, page}};
            if (i < names.size())
                response.insert(u"LastEvaluatedTableName"_s, page.last());
            return response;
        }
        if (action == u"DescribeTable") {
            const QString name = request[u"TableName"_s].toString();
            if (!tables.contains(name))
                return std::unexpected(notFound(name));
            return QJsonObject{{u"Table"_s, tables[name]}};
        }
        const QString arn = request[u"ResourceArn"_s].toString();
        if (action == u"ListTagsOfResource" && tags.contains(arn)) {
            QJsonArray list;
            for (auto it = tags[arn].begin(); it != tags[arn].end(); ++it)
                list.append(QJsonObject{{u"Key"_s, it.key()}, {u"Value"_s, it.value()}});
            return QJsonObject{{u"Tags"_s, list}};
        }
        return std::unexpected(lw::Error{lw::ErrorType::UnknownOperation, action, {}});
    }

    lw::ApiCall api()
    {
        return [this](const QString &a, const QJsonObject &r, const lw::CallOptions &) {
            return call(a, r);
        };
    }

    void addSampleTables()
    {
        tables[u"Orders"_s] = json(R"({
            "TableName": "Orders", "ItemCount": 1234, "TableSizeBytes": 56789,
            "BillingModeSummary": {"BillingMode": "PAY_PER_REQUEST"},
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                          {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "SK", "AttributeType": "S"},
                                     {"AttributeName": "GSI1PK", "AttributeType": "S"},
                                     {"AttributeName": "GSI1SK", "AttributeType": "S"},
                                     {"AttributeName": "CreatedAt", "AttributeType": "N"}],
            "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
                "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                              {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]},
                "ItemCount": 3, "IndexSizeBytes": 120, "IndexStatus": "ACTIVE"}],
            "LocalSecondaryIndexes": [{"IndexName": "ByDate",
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                              {"AttributeName": "CreatedAt", "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
                "ItemCount": 1234, "IndexSizeBytes": 4000}]
        })");
        tables[u"Sessions"_s] = json(R"({
            "TableName": "Sessions", "ItemCount": 0, "TableSizeBytes": 0,
            "KeySchema": [{"AttributeName": "SessionId", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "SessionId", "AttributeType": "B"}]
        })");
        tables[u"Audit"_s] = json(R"({
            "TableName": "Audit", "ItemCount": 7,
            "KeySchema": [{"AttributeName": "Day", "KeyType": "HASH"},
                          {"AttributeName": "Seq", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "Day", "AttributeType": "S"},
                                     {"AttributeName": "Seq", "AttributeType": "N"}]
        })");
    }
};

// Header line, then each row indented by depth, cells joined by " | ".
void dumpRows(const QAbstractItemModel &model, const QModelIndex &parent, int depth,
              QStringList &lines)
{
    for (int r = 0; r < model.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(parent); ++c)
            cells << model.index(r, c, parent).data().toString();
        lines << QString(depth * 2, u' ') + cells.join(u" | "_s);
        dumpRows(model, model.index(r, 0, parent), depth + 1, lines);
    }
}

QString dump(const QAbstractItemModel &model)
{
    QStringList lines;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal).toString();
    lines << header.join(u" | "_s);
    dumpRows(model, {}, 0, lines);
    return lines.join(u'\n') + u'\n';
}

const QString sampleDump = uR"(Name | Kind | Key schema | Items
Audit | Table | Day (S) · Seq (N) | 7
Orders | Table | PK (S) · SK (S) | 1,234
  GSI1 (GSI) | GSI | GSI1PK (S) · GSI1SK (S) | 3
  ByDate (LSI) | LSI | PK (S) · CreatedAt (N) | 1,234
Sessions | Table | SessionId (B) | 0
)"_s;

} // namespace

class TestTablesModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void reload_data();
    void reload();
    void roles();
    void reloadReplacesRows();
    void unchangedReloadKeepsRows();
    void listingFails();
    void tableVanishesBetweenCalls();
    void repeatedCursorStops();
    void tags_data();
    void tags();
};

void TestTablesModel::reload_data()
{
    QTest::addColumn<int>("listPageSize");
    QTest::addColumn<int>("expectedListCalls");

    QTest::newRow("all in one page") << 100 << 1;
    QTest::newRow("two per page") << 2 << 2;
    QTest::newRow("one per page") << 1 << 3;
}

void TestTablesModel::reload()
{
    QFETCH(int, listPageSize);
    QFETCH(int, expectedListCalls);

    FakeDynamo fake;
    fake.addSampleTables();
    fake.listPageSize = listPageSize;
    lw::TablesModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.reload());
    QCOMPARE(fake.listCalls, expectedListCalls);
    QVERIFY(model.lastError().isEmpty());
    QCOMPARE(dump(model), sampleDump);
}

void TestTablesModel::roles()
{
    FakeDynamo fake;
    fake.addSampleTables();
    lw::TablesModel model(fake.api());
    model.reload();

    const QModelIndex orders = model.indexOf(u"Orders"_s);
    QCOMPARE(orders.row(), 1);
    const QModelIndex gsi = model.indexOf(u"Orders"_s, u"GSI1"_s);
    const QModelIndex lsi = model.indexOf(u"Orders"_s, u"ByDate"_s);
    QCOMPARE(gsi.parent(), orders);
    QCOMPARE(lsi.row(), 1);
    QVERIFY(!model.indexOf(u"Orders"_s, u"Nope"_s).isValid());
    QVERIFY(!model.indexOf(u"Nope"_s).isValid());

    // Every column of a row answers the same source roles.
    const QModelIndex gsiItems = gsi.siblingAtColumn(lw::TablesModel::ItemsColumn);
    QCOMPARE(gsiItems.data(lw::TablesModel::TableNameRole).toString(), u"Orders"_s);
    QCOMPARE(gsiItems.data(lw::TablesModel::IndexNameRole).toString(), u"GSI1"_s);
    QCOMPARE(gsiItems.data(lw::TablesModel::KindRole).toInt(),
             int(lw::TablesModel::GlobalIndexKind));
    QCOMPARE(lsi.data(lw::TablesModel::KindRole).toInt(), int(lw::TablesModel::LocalIndexKind));
    QCOMPARE(orders.data(lw::TablesModel::KindRole).toInt(), int(lw::TablesModel::TableKind));
    QCOMPARE(orders.data(lw::TablesModel::IndexNameRole).toString(), QString());
    QCOMPARE(gsi.data(Qt::ToolTipRole).toString(),
             u"GSI1 on Orders: projection INCLUDE (total), 3 item(s)"_s);
    QCOMPARE(orders.data(Qt::ToolTipRole).toString(),
             u"Orders: 1,234 item(s), 56,789 bytes, billing mode PAY_PER_REQUEST"_s);
    QCOMPARE(model.tables().at(1).indexes.size(), 2);
}

void TestTablesModel::reloadReplacesRows()
{
    FakeDynamo fake;
    lw::TablesModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.reload());
    QCOMPARE(dump(model), u"Name | Kind | Key schema | Items\n"_s); // an empty workspace
    fake.addSampleTables();
    QVERIFY(model.reload());
    QCOMPARE(dump(model), sampleDump);
    fake.tables.remove(u"Orders"_s);
    QVERIFY(model.reload());
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!model.indexOf(u"Orders"_s).isValid());
}

void TestTablesModel::unchangedReloadKeepsRows()
{
    // Live mode reloads several times a second: only a real change may reset the tree.
    FakeDynamo fake;
    fake.addSampleTables();
    lw::TablesModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(model.reload());
    QVERIFY(model.reload());
    QCOMPARE(resets.size(), 1);
    fake.tables[u"Orders"_s][u"ItemCount"_s] = 1233; // the sweeper deleted one
    QVERIFY(model.reload());
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.indexOf(u"Orders"_s).siblingAtColumn(lw::TablesModel::ItemsColumn).data(),
             u"1,233"_s);
}

void TestTablesModel::listingFails()
{
    FakeDynamo fake;
    fake.addSampleTables();
    lw::TablesModel model(fake.api());
    QVERIFY(model.reload());
    fake.failListing = true;
    QSignalSpy errors(&model, &lw::TablesModel::errorOccurred);
    QVERIFY(!model.reload());
    QCOMPARE(model.lastError(), u"Internal server error"_s);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(dump(model), sampleDump); // the old rows stay rather than an empty tree
}

void TestTablesModel::tableVanishesBetweenCalls()
{
    FakeDynamo fake;
    fake.addSampleTables();
    fake.undescribable << u"Gone"_s;
    lw::TablesModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy errors(&model, &lw::TablesModel::errorOccurred);
    QVERIFY(!model.reload());
    QCOMPARE(model.lastError(), u"Requested resource not found: Table: Gone not found"_s);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(dump(model), sampleDump);
}

void TestTablesModel::repeatedCursorStops()
{
    // A broken server that always answers the same page must not hang the window.
    int calls = 0;
    lw::TablesModel model(
        [&calls](const QString &action, const QJsonObject &, const lw::CallOptions &) {
            if (action == u"ListTables") {
                ++calls;
                return lw::Result<QJsonObject>(json(R"({"TableNames": ["A"],
                                                    "LastEvaluatedTableName": "A"})"));
            }
            return lw::Result<QJsonObject>(json(R"({"Table": {"TableName": "A"}})"));
        });
    model.reload();
    QCOMPARE(calls, 2);
    QCOMPARE(model.rowCount(), 1);
}

void TestTablesModel::tags_data()
{
    QTest::addColumn<TagMap>("tags"); // ListTagsOfResource's
    QTest::addColumn<bool>("listed"); // false: the service does not know it
    QTest::addColumn<QString>("text");
    QTest::newRow("two tags, in key order") << TagMap{{u"team"_s, u"data"_s}, {u"env"_s, u"prod"_s}}
                                            << true << u"env = prod, team = data"_s;
    QTest::newRow("no tags") << TagMap{} << true << QString();
    QTest::newRow("a service without tags") << TagMap{} << false << QString();
}

// The tables show their tags (ListTagsOfResource by the table's ARN): on the table's rows and
// its indexes', and in its tooltip; a service that cannot list them still shows the tables.
void TestTablesModel::tags()
{
    QFETCH(TagMap, tags);
    QFETCH(bool, listed);
    QFETCH(QString, text);
    FakeDynamo fake;
    fake.addSampleTables();
    const QString arn = u"arn:aws:dynamodb:us-east-1:000000000000:table/Orders"_s;
    fake.tables[u"Orders"_s][u"TableArn"_s] = arn;
    if (listed)
        fake.tags.insert(arn, tags);
    lw::TablesModel model(fake.api());
    QSignalSpy errors(&model, &lw::TablesModel::errorOccurred);
    QVERIFY(model.reload());
    QCOMPARE(errors.size(), 0);
    QCOMPARE(model.rowCount(), 3);
    const QModelIndex orders = model.indexOf(u"Orders"_s);
    QCOMPARE(orders.data(lw::TablesModel::TagsRole).toString(), text);
    QCOMPARE(model.indexOf(u"Orders"_s, u"GSI1"_s).data(lw::TablesModel::TagsRole).toString(),
             text);
    QCOMPARE(orders.data(Qt::ToolTipRole).toString().contains(u"Tags: "_s + text), !text.isEmpty());
    QCOMPARE(model.tables().at(1).arn, arn);

    // A tag added since is a change of the tree.
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    fake.tags[arn].insert(u"owner"_s, u"ana"_s);
    QVERIFY(model.reload());
    QCOMPARE(resets.size(), 1);
    QVERIFY(model.indexOf(u"Orders"_s)
                .data(lw::TablesModel::TagsRole)
                .toString()
                .contains(u"owner = ana"_s));
}

QTEST_GUILESS_MAIN(TestTablesModel)
#include "tst_tablesmodel.moc"
