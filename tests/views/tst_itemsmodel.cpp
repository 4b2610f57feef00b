// ItemsModel against an in-memory fake of DescribeTable and Scan that pages like DynamoDB:
// Limit cuts a page, LastEvaluatedKey comes back whenever a page is full (so a table holding an
// exact multiple of the page size ends with one empty page), ExclusiveStartKey resumes after it.
// Every model test runs under QAbstractItemModelTester. The tester calls fetchMore() from the
// model's own change signals; ItemsModel ignores those calls, so page counts stay exact.
#include "common/attributetext.h"
#include "model/number.h"
#include "tables/itemsmodel.h"
#include "tables/itemsproxy.h"
#include "tables/queryrequest.h"
#include "testclock.h"
#include "testutil.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

QJsonObject s(const QString &text)
{
    return {{u"S"_s, text}};
}
QJsonObject n(const QString &digits)
{
    return {{u"N"_s, digits}};
}

struct FakeTable
{
    QJsonObject description;
    QList<QJsonObject> items;
};

// A fake of the two actions ItemsModel uses; `scans` counts Scan calls, `failScanAt` makes the
// n-th Scan (1-based) fail as a deleted table would. A Scan that asks ReturnConsumedCapacity
// TOTAL is told it cost `unitsPerPage` (counted in `askedCapacity`).
struct FakeDynamo
{
    QMap<QString, FakeTable> tables;
    QMap<QString, QString> ttlAttributes; // a table's answers DescribeTimeToLive (ttlStatus)
    QString ttlStatus = u"ENABLED"_s;
    QMap<QString, QString> markAttributes; // a table's answers DescribeSoftDelete
    int scans = 0;
    int failScanAt = 0;
    double unitsPerPage = 0;
    int askedCapacity = 0;
    QList<std::optional<qint64>> scanAsOf; // the asOfMs of every Scan, in order

    static QStringList keyNames(const QJsonArray &schema)
    {
        QStringList names;
        for (const QJsonValue &k : schema)
            names << k[u"AttributeName"_s].toString();
        return names;
    }

    lw::Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        const QString name = request[u"TableName"_s].toString();
        if (!tables.contains(name)) {
            return std::unexpected(
                lw::Error{lw::ErrorType::ResourceNotFound,
                          u"Requested resource not found: Table: "_s + name + u" not found"_s,
                          {}});
        }
        const FakeTable &table = tables[name];
        if (action == u"DescribeTable")
            return QJsonObject{{u"Table"_s, table.description}};
        if (action == u"DescribeTimeToLive" && ttlAttributes.contains(name))
            return QJsonObject{{u"TimeToLiveDescription"_s,
                                QJsonObject{{u"TimeToLiveStatus"_s, ttlStatus},
                                            {u"AttributeName"_s, ttlAttributes[name]}}}};
        if (action == u"DescribeSoftDelete" && markAttributes.contains(name))
            return QJsonObject{{u"SoftDeleteSpecification"_s,
                                QJsonObject{{u"MarkAttributeName"_s, markAttributes[name]}}}};
        if (action != u"Scan")
            return std::unexpected(lw::Error{lw::ErrorType::UnknownOperation, action, {}});
        if (++scans == failScanAt) {
            return std::unexpected(
                lw::Error{lw::ErrorType::ResourceNotFound, u"Requested resource not found"_s, {}});
        }

        QStringList pageKey = keyNames(table.description[u"KeySchema"_s].toArray());
        QStringList required = pageKey;
        if (request.contains(u"IndexName"_s)) {
            const QString indexName = request[u"IndexName"_s].toString();
            bool found = false;
            for (const QJsonValue &gsi : table.description[u"GlobalSecondaryIndexes"_s].toArray()) {
                if (gsi[u"IndexName"_s].toString() == indexName) {
                    required = keyNames(gsi[u"KeySchema"_s].toArray());
                    pageKey += required;
                    found = true;
                }
            }
            if (!found) {
                return std::unexpected(lw::validationError(
                    u"The table does not have the specified index: "_s + indexName));
            }
        }
        const QJsonObject start = request[u"ExclusiveStartKey"_s].toObject();
        const int limit = request[u"Limit"_s].toInt(INT_MAX);
        QJsonArray page;
        QJsonObject last;
        bool started = start.isEmpty();
        for (const QJsonObject &item : table.items) {
            // A sparse index holds only the items that carry all its key attributes.
            if (!std::all_of(required.begin(), required.end(),
                             [&](const QString &k) { return item.contains(k); }))
                continue;
            QJsonObject key;
            for (const QString &k : pageKey)
                key.insert(k, item[k]);
            if (!started) {
                started = key == start;
                continue;
            }
            if (page.size() == limit)
                break;
            page.append(item);
            last = key;
        }
        QJsonObject response{
            {u"Items"_s, page}, {u"Count"_s, page.size()}, {u"ScannedCount"_s, page.size()}};
        if (page.size() == limit)
            response.insert(u"LastEvaluatedKey"_s, last);
        if (request[u"ReturnConsumedCapacity"_s].toString() == u"TOTAL") {
            ++askedCapacity;
            response.insert(u"ConsumedCapacity"_s, QJsonObject{{u"TableName"_s, name},
                                                               {u"CapacityUnits"_s, unitsPerPage}});
        }
        return response;
    }

    lw::ApiCall api()
    {
        return [this](const QString &a, const QJsonObject &r, const lw::CallOptions &o) {
            // Only Scan may read the past; anything else must come with no time at all.
            if (a == u"Scan")
                scanAsOf << o.asOfMs;
            else if (o.asOfMs)
                return lw::Result<QJsonObject>(
                    std::unexpected(lw::validationError(a + u" cannot run as of a past time"_s)));
            return call(a, r);
        };
    }
};

const char *ordersDescription = R"({
    "TableName": "Orders",
    "KeySchema": [{"AttributeName": "SK", "KeyType": "RANGE"},
                  {"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                             {"AttributeName": "SK", "AttributeType": "S"},
                             {"AttributeName": "GSI1PK", "AttributeType": "S"},
                             {"AttributeName": "GSI1SK", "AttributeType": "N"}],
    "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
        "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                      {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"}}]
})";

// `count` orders; "status" appears from item 120 on and "note" from item 210 on, so with pages
// of 100 the second and third pages each bring a new column. Every 10th item is in GSI1.
QList<QJsonObject> makeOrders(int count)
{
    QList<QJsonObject> items;
    for (int i = 0; i < count; ++i) {
        QJsonObject item{{u"PK"_s, s(u"USER#%1"_s.arg(i, 3, 10, QLatin1Char('0')))},
                         {u"SK"_s, s(u"ORDER#1"_s)},
                         {u"total"_s, n(QString::number(i * 5))}};
        if (i >= 120)
            item.insert(u"status"_s, s(u"open"_s));
        if (i >= 210)
            item.insert(u"note"_s, s(u"late"_s));
        if (i % 10 == 0) {
            item.insert(u"GSI1PK"_s, s(u"OPEN"_s));
            item.insert(u"GSI1SK"_s, n(QString::number(i)));
        }
        items << item;
    }
    return items;
}

// Header line, then one line per row: display texts joined by " | ".
QString dump(const QAbstractItemModel &model, int role = Qt::DisplayRole)
{
    QStringList lines;
    QStringList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells << model.headerData(c, Qt::Horizontal).toString();
    lines << cells.join(u" | "_s);
    for (int r = 0; r < model.rowCount(); ++r) {
        cells.clear();
        for (int c = 0; c < model.columnCount(); ++c)
            cells << model.index(r, c).data(role).toString();
        lines << cells.join(u" | "_s);
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace

class TestItemsModel : public QObject
{
    Q_OBJECT
private slots:
    void lazyLoading_data();
    void lazyLoading();
    void newColumnsAppear();
    void indexSource();
    void allTypesDump();
    void displayText_data();
    void displayText();
    void roles();
    void errors_data();
    void errors();
    void scanFailsMidway();
    void readBudgetStopsPaging();
    void readBudgetStopsReadingAll();
    void readBudgetHoldsForTheNextRead();
    void withoutABudgetEveryPageIsRead();
    void asOfReadsEveryPageThen();
    void ttlText_data();
    void ttlText();
    void lifecycleRows();
    void sortsByValue_data();
    void sortsByValue();
    void queries_data();
    void queries();
    void queryFormErrors_data();
    void queryFormErrors();
    void textFilter_data();
    void textFilter();
    void pagingLetsGoOfRowsShownLongAgo();
    void itemReadsItsPageAgainAtOnce();
    void readingAllKeepsEveryRow();
    void aRowGoneSinceItWasReadIsEmpty();
    void aPageThatFailsToReadAgainStops();
};

void TestItemsModel::lazyLoading_data()
{
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("itemCount");
    QTest::addColumn<QList<int>>("rowsAfterEachFetch");

    QTest::newRow("three pages, last one short") << 100 << 250 << QList<int>{100, 200, 250};
    QTest::newRow("exact multiple ends on an empty page")
        << 100 << 200 << QList<int>{100, 200, 200};
    QTest::newRow("one short page") << 100 << 40 << QList<int>{40};
    QTest::newRow("empty table") << 100 << 0 << QList<int>{0};
    QTest::newRow("small pages") << 7 << 20 << QList<int>{7, 14, 20};
}

void TestItemsModel::lazyLoading()
{
    QFETCH(int, pageSize);
    QFETCH(int, itemCount);
    QFETCH(QList<int>, rowsAfterEachFetch);

    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(itemCount)};
    lw::ItemsModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    QVERIFY(model.setSource(u"Orders"_s));

    // Nothing is read before a view asks.
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(fake.scans, 0);
    QVERIFY(model.canFetchMore({}));

    for (qsizetype i = 0; i < rowsAfterEachFetch.size(); ++i) {
        model.fetchMore({});
        QCOMPARE(fake.scans, int(i + 1));
        QCOMPARE(model.rowCount(), rowsAfterEachFetch[i]);
        QCOMPARE(model.canFetchMore({}), i + 1 < rowsAfterEachFetch.size());
    }
    model.fetchMore({}); // past the end: no further Scan
    QCOMPARE(fake.scans, int(rowsAfterEachFetch.size()));
    QVERIFY(model.lastError().isEmpty());
}

void TestItemsModel::newColumnsAppear()
{
    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(250)};
    lw::ItemsModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::columnsInserted);
    model.setSource(u"Orders"_s);
    // Key columns are known from DescribeTable alone, before any item: hash key first.
    QCOMPARE(model.attributeNames(), (QStringList{u"PK"_s, u"SK"_s}));
    QCOMPARE(model.keyColumnCount(), 2);

    model.fetchMore({});
    QCOMPARE(model.rowCount(), 100);
    QCOMPARE(model.attributeNames(),
             (QStringList{u"PK"_s, u"SK"_s, u"GSI1PK"_s, u"GSI1SK"_s, u"total"_s}));
    inserted.clear();

    model.fetchMore({});
    QCOMPARE(model.rowCount(), 200);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted[0][1].toInt(), 5);
    QCOMPARE(inserted[0][2].toInt(), 5);
    QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), u"status"_s);
    // Items of the first page lack the new attribute: empty cells, no type.
    QVERIFY(!model.index(0, 5).data().isValid());
    QVERIFY(!model.index(0, 5).data(lw::ItemsModel::TypeRole).isValid());
    QCOMPARE(model.index(150, 5).data().toString(), u"open"_s);

    model.fetchMore({});
    QCOMPARE(model.rowCount(), 250);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(model.attributeNames().last(), u"note"_s);
    QVERIFY(!model.canFetchMore({}));
}

void TestItemsModel::indexSource()
{
    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(250)};
    lw::ItemsModel model(fake.api());
    model.setPageSize(10);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setSource(u"Orders"_s, u"GSI1"_s));
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 25); // the sparse index holds every 10th item
    QCOMPARE(model.keyColumnCount(), 4);
    QCOMPARE(model.attributeNames(), (QStringList{u"PK"_s, u"SK"_s, u"GSI1PK"_s, u"GSI1SK"_s,
                                                  u"total"_s, u"status"_s, u"note"_s}));
    QCOMPARE(model.index(24, 3).data().toString(), u"240"_s);
}

void TestItemsModel::allTypesDump()
{
    FakeDynamo fake;
    fake.tables[u"Things"_s] = {
        json(R"({"TableName": "Things",
                 "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                 "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})"),
        {json(R"({"id": {"S": "a"}, "n": {"N": "-12.50"}, "b": {"B": "aGVsbG8="},
                  "ok": {"BOOL": true}})"),
         json(R"({"id": {"S": "b"}, "nil": {"NULL": true}, "ok": {"BOOL": false},
                  "l": {"L": [{"S": "x"}, {"N": "1"}]}})"),
         json(R"({"id": {"S": "c"}, "m": {"M": {"k": {"S": "v"}, "a": {"L": []}}},
                  "ss": {"SS": ["red", "blue"]}, "ns": {"NS": ["1", "2.5"]}})"),
         json(R"({"id": {"S": "d"}, "bs": {"BS": ["AAE=", "AgM="]}})")}};
    lw::ItemsModel model(fake.api());
    model.setPageSize(3);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSource(u"Things"_s);
    while (model.canFetchMore({}))
        model.fetchMore({});

    // QJsonObject keeps keys sorted, so within one item new names arrive alphabetically.
    QCOMPARE(dump(model), uR"(id | b | n | ok | l | nil | m | ns | ss | bs
a | aGVsbG8= | -12.50 | true |  |  |  |  |  | 
b |  |  | false | ["x",1] | null |  |  |  | 
c |  |  |  |  |  | {"a":[],"k":"v"} | {1, 2.5} | {red, blue} | 
d |  |  |  |  |  |  |  |  | {AAE=, AgM=}
)"_s);
    QCOMPARE(dump(model, Qt::ToolTipRole), uR"(id | b | n | ok | l | nil | m | ns | ss | bs
{"S":"a"} | {"B":"aGVsbG8="} | {"N":"-12.50"} | {"BOOL":true} |  |  |  |  |  | 
{"S":"b"} |  |  | {"BOOL":false} | {"L":[{"S":"x"},{"N":"1"}]} | {"NULL":true} |  |  |  | 
{"S":"c"} |  |  |  |  |  | {"M":{"a":{"L":[]},"k":{"S":"v"}}} | {"NS":["1","2.5"]} | {"SS":["red","blue"]} | 
{"S":"d"} |  |  |  |  |  |  |  |  | {"BS":["AAE=","AgM="]}
)"_s);
    QCOMPARE(dump(model, lw::ItemsModel::TypeRole), uR"(id | b | n | ok | l | nil | m | ns | ss | bs
S | B | N | BOOL |  |  |  |  |  | 
S |  |  | BOOL | L | NULL |  |  |  | 
S |  |  |  |  |  | M | NS | SS | 
S |  |  |  |  |  |  |  |  | BS
)"_s);
}

void TestItemsModel::displayText_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("display");

    const QString longBase64(40, u'A');
    QTest::newRow("S as is") << uR"({"S": "USER#alice"})"_s << u"S"_s << u"USER#alice"_s;
    QTest::newRow("empty S") << uR"({"S": ""})"_s << u"S"_s << QString();
    QTest::newRow("N keeps every digit") << uR"({"N": "12345678901234567890123456789012345678"})"_s
                                         << u"N"_s << u"12345678901234567890123456789012345678"_s;
    QTest::newRow("short B") << uR"({"B": "AAEC"})"_s << u"B"_s << u"AAEC"_s;
    QTest::newRow("long B is cut")
        << uR"({"B": ")"_s + longBase64 + u"\"}"_s << u"B"_s << QString(16, u'A') + u'\u2026';
    QTest::newRow("BOOL true") << uR"({"BOOL": true})"_s << u"BOOL"_s << u"true"_s;
    QTest::newRow("BOOL false") << uR"({"BOOL": false})"_s << u"BOOL"_s << u"false"_s;
    QTest::newRow("NULL") << uR"({"NULL": true})"_s << u"NULL"_s << u"null"_s;
    QTest::newRow("L plain JSON") << uR"({"L": [{"S": "a\"b"}, {"BOOL": true}, {"NULL": true}]})"_s
                                  << u"L"_s << uR"(["a\"b",true,null])"_s;
    QTest::newRow("M nested") << uR"({"M": {"tags": {"SS": ["x"]}, "n": {"N": "1e3"}}})"_s << u"M"_s
                              << uR"({"n":1e3,"tags":["x"]})"_s;
    QTest::newRow("long L is cut")
        << uR"({"L": [{"S": "0123456789"}, {"S": "0123456789"}, {"S": "0123456789"},
                     {"S": "0123456789"}, {"S": "0123456789"}]})"_s
        << u"L"_s
        << uR"(["0123456789","0123456789","0123456789","0123456789","01234)"_s + u'\u2026';
    QTest::newRow("SS") << uR"({"SS": ["a", "b"]})"_s << u"SS"_s << u"{a, b}"_s;
    QTest::newRow("NS") << uR"({"NS": ["1", "-2.5"]})"_s << u"NS"_s << u"{1, -2.5}"_s;
    QTest::newRow("BS cuts each blob")
        << uR"({"BS": ["AAE=", ")"_s + longBase64 + u"\"]}"_s << u"BS"_s
        << u"{AAE=, "_s + QString(16, u'A') + u"\u2026}"_s;
    QTest::newRow("not a value") << uR"({"X": 1})"_s << QString() << uR"({"X":1})"_s;
}

void TestItemsModel::displayText()
{
    QFETCH(QString, value);
    QFETCH(QString, type);
    QFETCH(QString, display);
    const QJsonObject object = QJsonDocument::fromJson(value.toUtf8()).object();
    QVERIFY(!object.isEmpty());
    QCOMPARE(lw::attributeType(object), type);
    QCOMPARE(lw::attributeDisplayText(object), display);
    // The tooltip text is the value itself, uncut, as compact DynamoDB JSON.
    QCOMPARE(QJsonDocument::fromJson(lw::attributeJson(object).toUtf8()).object(), object);
}

void TestItemsModel::roles()
{
    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(12)};
    lw::ItemsModel model(fake.api());
    model.setSource(u"Orders"_s);
    model.fetchMore({});
    const QModelIndex total = model.index(10, model.attributeNames().indexOf(u"total"_s));
    QCOMPARE(total.data().toString(), u"50"_s);
    QCOMPARE(total.data(lw::ItemsModel::TypeRole).toString(), u"N"_s);
    // Numbers sort numerically, exactly: 9 before 10, and by all 38 digits.
    const QByteArray fifty = total.data(lw::ItemsModel::SortRole).toByteArray();
    QCOMPARE(fifty, lw::Number::fromInt64(50).sortableKey());
    QVERIFY(lw::attributeSortKey(json(R"({"N":"9"})")).toByteArray() < fifty);
    QVERIFY(lw::attributeSortKey(json(R"({"N":"12345678901234567890123456789012345678"})"))
                .toByteArray() <
            lw::attributeSortKey(json(R"({"N":"12345678901234567890123456789012345679"})"))
                .toByteArray());
    QCOMPARE(total.data(lw::ItemsModel::AttributeNameRole).toString(), u"total"_s);
    QCOMPARE(total.data(lw::ItemsModel::ItemJsonRole).toJsonObject(), makeOrders(12)[10]);
    QCOMPARE(model.index(1, 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject(),
             makeOrders(12)[1]);
    QVERIFY(model.headerData(0, Qt::Horizontal, Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.headerData(2, Qt::Horizontal, Qt::FontRole).isValid());
}

void TestItemsModel::errors_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("index");
    QTest::addColumn<bool>("sourceAccepted");
    QTest::addColumn<QString>("message");

    QTest::newRow("missing table") << u"Nope"_s << QString() << false
                                   << u"Requested resource not found: Table: Nope not found"_s;
    QTest::newRow("missing index") << u"Orders"_s << u"GSI9"_s << true
                                   << u"The table does not have the specified index: GSI9"_s;
}

void TestItemsModel::errors()
{
    QFETCH(QString, table);
    QFETCH(QString, index);
    QFETCH(bool, sourceAccepted);
    QFETCH(QString, message);

    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(5)};
    lw::ItemsModel model(fake.api());
    QSignalSpy errors(&model, &lw::ItemsModel::errorOccurred);
    QCOMPARE(model.setSource(table, index), sourceAccepted);
    if (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.lastError(), message);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0][0].toString(), message);
    QVERIFY(!model.canFetchMore({})); // an error stops the loading instead of retrying forever
    QCOMPARE(model.rowCount(), 0);
}

void TestItemsModel::scanFailsMidway()
{
    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(250)};
    fake.failScanAt = 2;
    lw::ItemsModel model(fake.api());
    QSignalSpy errors(&model, &lw::ItemsModel::errorOccurred);
    model.setSource(u"Orders"_s);
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 100); // the first page stays
    QCOMPARE(errors.size(), 1);
    QVERIFY(!model.canFetchMore({}));

    // Choosing the source again starts over.
    fake.failScanAt = 0;
    QVERIFY(model.setSource(u"Orders"_s));
    QVERIFY(model.lastError().isEmpty());
    QVERIFY(model.canFetchMore({}));
}

namespace {

// 250 orders in pages of 40 that cost 10 read units each: six full pages and one of 10; the
// model under a tester.
struct CostlyOrders
{
    FakeDynamo fake;
    lw::ItemsModel model{fake.api()};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    QSignalSpy reached{&model, &lw::ItemsModel::budgetReached};

    CostlyOrders()
    {
        fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(250)};
        fake.unitsPerPage = 10;
        model.setPageSize(40);
        model.setSource(u"Orders"_s);
    }
};

} // namespace

void TestItemsModel::readBudgetStopsPaging()
{
    CostlyOrders orders;
    lw::ItemsModel &model = orders.model;
    model.setReadBudget(25);
    model.fetchMore({});
    model.fetchMore({});
    QVERIFY(!model.isBudgetReached());
    model.fetchMore({}); // the page that passes the budget is read whole
    QCOMPARE(model.rowCount(), 120);
    QCOMPARE(model.capacityUnits(), 30.0);
    QVERIFY(model.isBudgetReached());
    QCOMPARE(orders.reached.size(), 1);
    QCOMPARE(orders.reached.first().first().toDouble(), 30.0);

    model.fetchMore({}); // a view scrolled to the end asks in vain
    QCOMPARE(orders.fake.scans, 3);
    QVERIFY(model.canFetchMore({})); // pages are left, only unread

    model.allowMore(25); // 25 more than the 30 read: one page now, as a view would ask
    QCOMPARE(model.readLimit(), std::optional(55.0));
    QCOMPARE(orders.fake.scans, 4);
    QCOMPARE(model.rowCount(), 160);
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(orders.fake.scans, 6);
    QCOMPARE(orders.reached.size(), 2);
    QCOMPARE(model.readBudget(), std::optional(25.0)); // what the user set
}

void TestItemsModel::readBudgetStopsReadingAll()
{
    CostlyOrders orders;
    lw::ItemsModel &model = orders.model;
    model.setReadBudget(25);
    model.fetchAll();
    QCOMPARE(orders.fake.scans, 3);
    QCOMPARE(orders.reached.size(), 1);
    model.fetchAll(); // a sort asks again, in vain
    QCOMPARE(orders.fake.scans, 3);

    model.allowMore(25); // a sort goes on reading all, to the new limit of 55
    QCOMPARE(orders.fake.scans, 6);
    QCOMPARE(model.rowCount(), 240);
    QCOMPARE(orders.reached.size(), 2);

    model.setReadBudget(std::nullopt); // no limit: the last page
    QCOMPARE(orders.fake.scans, 7);
    QCOMPARE(model.rowCount(), 250);
    QVERIFY(!model.canFetchMore({}));
    QVERIFY(!model.isBudgetReached());
    QCOMPARE(orders.reached.size(), 2);
}

void TestItemsModel::readBudgetHoldsForTheNextRead()
{
    CostlyOrders orders;
    lw::ItemsModel &model = orders.model;
    model.setReadBudget(25);
    model.fetchAll();
    model.allowMore(100); // reads the rest
    QCOMPARE(model.readLimit(), std::optional(130.0));
    QCOMPARE(model.rowCount(), 250);

    model.setTextFilter(u"open"_s); // another read: the budget again, nothing consumed
    QCOMPARE(model.capacityUnits(), 0.0);
    QCOMPARE(model.readLimit(), std::optional(25.0));
    QVERIFY(!model.isBudgetReached());

    model.fetchMore({});
    QCOMPARE(model.capacityUnits(), 10.0);
    model.setReadBudget(5); // below what this read has cost: it stops at once
    QVERIFY(model.isBudgetReached());
    QCOMPARE(orders.reached.size(), 2);
    QCOMPARE(orders.reached.last().first().toDouble(), 10.0);
}

void TestItemsModel::withoutABudgetEveryPageIsRead()
{
    CostlyOrders orders;
    lw::ItemsModel &model = orders.model;
    model.fetchAll();
    QCOMPARE(orders.fake.scans, 7);
    QCOMPARE(model.rowCount(), 250);
    QCOMPARE(model.capacityUnits(), 70.0);
    QCOMPARE(orders.fake.askedCapacity, 7); // every page said what it cost
    QVERIFY(!model.isBudgetReached());
    QCOMPARE(orders.reached.size(), 0);
}

void TestItemsModel::asOfReadsEveryPageThen()
{
    constexpr qint64 t = 1'792'494'000'000; // 2026-10-20 11:00:00 UTC
    FakeDynamo fake;
    fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(250)};
    lw::ItemsModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(model.setSource(u"Orders"_s));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 100);
    QVERIFY(!model.asOf());

    // A time resets the model (pages of two times never mix) and travels with every later Scan;
    // DescribeTable goes without it (the fake refuses a time on anything but Scan).
    model.setAsOf(t);
    QCOMPARE(model.asOf(), std::optional<qint64>(t));
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.lastError().isEmpty());
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 200);
    model.setAsOf(t); // the same time: nothing to read again
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.rowCount(), 200);
    QVERIFY(model.setSource(u"Orders"_s, u"GSI1"_s)); // a new source keeps the time
    model.fetchMore({});

    model.setAsOf(std::nullopt);
    model.fetchMore({});
    QCOMPARE(fake.scanAsOf, (QList<std::optional<qint64>>{std::nullopt, t, t, t, std::nullopt}));
}

void TestItemsModel::ttlText_data()
{
    QTest::addColumn<QJsonObject>("value");
    QTest::addColumn<bool>("ttlSettling");
    QTest::addColumn<QString>("text");
    const qint64 now = kNoon / 1000;
    QTest::newRow("in two hours") << n(QString::number(now + 7200)) << false << u"expires in 2 h"_s;
    QTest::newRow("in forty seconds")
        << n(QString::number(now + 40)) << false << u"expires in 40 s"_s;
    QTest::newRow("in thirty days")
        << n(QString::number(now + 30 * 86400)) << false
        << u"expires in 30 day(s)"_s; // "30 days" with the English catalogue
    QTest::newRow("three minutes ago")
        << n(QString::number(now - 180)) << false << u"expired 3 min ago"_s;
    // While TTL is ENABLING nothing is expired yet; a future expiry still counts down.
    QTest::newRow("three minutes ago, TTL enabling")
        << n(QString::number(now - 180)) << true << u"past: expires once TTL is enabled"_s;
    QTest::newRow("in two hours, TTL enabling")
        << n(QString::number(now + 7200)) << true << u"expires in 2 h"_s;
    QTest::newRow("milliseconds") << n(QString::number(kNoon)) << false
                                  << u"never: milliseconds?"_s;
    QTest::newRow("six years ago")
        << n(QString::number(now - 6 * 366 * 86400)) << false << u"never: over five years ago"_s;
    QTest::newRow("a String") << s(u"tomorrow"_s) << false << u"never: not a Number"_s;
}

void TestItemsModel::ttlText()
{
    QFETCH(QJsonObject, value);
    QFETCH(bool, ttlSettling);
    QFETCH(QString, text);
    QCOMPARE(lw::ttlValueText(value, kNoon, ttlSettling), text);
}

// Rows read as a lifecycle tool reads them: the TTL cell with its time, expired-but-visible and
// soft-deleted rows tinted, at the clock, and again when the clock moves.
void TestItemsModel::lifecycleRows()
{
    FakeDynamo fake;
    const qint64 now = kNoon / 1000;
    const auto session = [&](const QString &id, const QJsonObject &extra) {
        QJsonObject item{{u"PK"_s, s(u"S#"_s + id)}, {u"SK"_s, s(u"META"_s)}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            item.insert(it.key(), it.value());
        return item;
    };
    fake.tables[u"Orders"_s] = {
        json(ordersDescription),
        {session(u"live"_s, {{u"expiresAt"_s, n(QString::number(now + 7200))}}),
         session(u"expired"_s, {{u"expiresAt"_s, n(QString::number(now - 180))}}),
         session(u"trash"_s, {{u"expiresAt"_s, n(QString::number(now + 30 * 86400))},
                              {u"deletedAt"_s, n(QString::number(now - 60))}}),
         session(u"plain"_s, {})}};
    fake.ttlAttributes[u"Orders"_s] = u"expiresAt"_s;
    fake.markAttributes[u"Orders"_s] = u"deletedAt"_s;
    lw::ItemsModel model(fake.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClock(kNoon);
    model.setSource(u"Orders"_s);
    model.fetchMore({});
    QCOMPARE(model.ttlAttribute(), u"expiresAt"_s);
    const int ttl = int(model.attributeNames().indexOf(u"expiresAt"_s));
    using State = lw::ItemsModel::ItemState;
    const auto state = [&](int row) {
        return State(model.index(row, 0).data(lw::ItemsModel::ItemStateRole).toInt());
    };
    QCOMPARE(model.index(0, ttl).data().toString(), u"%1 · expires in 2 h"_s.arg(now + 7200));
    QCOMPARE(model.index(1, ttl).data().toString(), u"%1 · expired 3 min ago"_s.arg(now - 180));
    QVERIFY(model.index(0, ttl)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"expires at 2026-10-20 14:00:00 UTC"_s));
    QCOMPARE(state(0), State::Live);
    QCOMPARE(state(1), State::Expired);
    QCOMPARE(state(2), State::SoftDeleted);
    QCOMPARE(state(3), State::Live);
    for (int column = 0; column < model.columnCount(); ++column) {
        QVERIFY(!model.index(0, column).data(Qt::BackgroundRole).isValid());
        QVERIFY(model.index(1, column).data(Qt::BackgroundRole).isValid());
        QVERIFY(model.index(2, column).data(Qt::BackgroundRole).isValid());
    }
    QVERIFY(model.index(1, 0).data(Qt::BackgroundRole) !=
            model.index(2, 0).data(Qt::BackgroundRole));

    // Three hours on, the live session has expired too; the past reads against its own time.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setClock(kNoon + 3 * 3600 * 1000);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(state(0), State::Expired);
    QCOMPARE(model.index(0, ttl).data().toString(), u"%1 · expired 1 h ago"_s.arg(now + 7200));
    model.setAsOf(kNoon - 3600 * 1000);
    model.fetchMore({});
    QCOMPARE(state(1), State::Live);
    QCOMPARE(model.index(1, ttl).data().toString(), u"%1 · expires in 57 min"_s.arg(now - 180));

    // While TTL is being enabled, the past expiry is not expired yet: no tint, and it says why.
    fake.ttlStatus = u"ENABLING"_s;
    model.setAsOf(std::nullopt);
    model.fetchMore({});
    QCOMPARE(model.ttlAttribute(), u"expiresAt"_s);
    QCOMPARE(state(1), State::Live);
    QVERIFY(!model.index(1, 0).data(Qt::BackgroundRole).isValid());
    QCOMPARE(model.index(1, ttl).data().toString(),
             u"%1 · past: expires once TTL is enabled"_s.arg(now - 180));
}

// The items table sorts through ItemsProxy: Numbers by value (the screenshot of the classroom
// showed 0, 10, 100, 105 … 15), Numbers before text, empty cells last.
void TestItemsModel::sortsByValue_data()
{
    QTest::addColumn<QList<QJsonObject>>("values"); // an empty object: no attribute
    QTest::addColumn<QStringList>("ascending");
    QTest::newRow("numbers") << QList<QJsonObject>{n(u"100"_s), n(u"15"_s), n(u"0"_s),
                                                   n(u"105"_s), n(u"10"_s), n(u"-2.5"_s)}
                             << QStringList{u"-2.5"_s, u"0"_s,   u"10"_s,
                                            u"15"_s,   u"100"_s, u"105"_s};
    QTest::newRow("38 digits") << QList<QJsonObject>{n(u"12345678901234567890123456789012345679"_s),
                                                     n(u"12345678901234567890123456789012345678"_s)}
                               << QStringList{u"12345678901234567890123456789012345678"_s,
                                              u"12345678901234567890123456789012345679"_s};
    QTest::newRow("numbers, text and gaps")
        << QList<QJsonObject>{s(u"b"_s), QJsonObject(), n(u"20"_s), s(u"a"_s), n(u"3"_s)}
        << QStringList{u"3"_s, u"20"_s, u"a"_s, u"b"_s, QString()};
}

void TestItemsModel::sortsByValue()
{
    QFETCH(QList<QJsonObject>, values);
    QFETCH(QStringList, ascending);
    FakeDynamo fake;
    QList<QJsonObject> items;
    for (int i = 0; i < values.size(); ++i) {
        QJsonObject item{{u"PK"_s, s(u"P%1"_s.arg(i))}, {u"SK"_s, s(u"META"_s)}};
        if (!values[i].isEmpty())
            item.insert(u"v"_s, values[i]);
        items << item;
    }
    fake.tables[u"Orders"_s] = {json(ordersDescription), items};
    lw::ItemsModel model(fake.api());
    model.setSource(u"Orders"_s);
    model.fetchMore({});
    lw::ItemsProxy proxy;
    proxy.setSourceModel(&model);
    const int column = int(model.attributeNames().indexOf(u"v"_s));
    QVERIFY(column >= 0);
    proxy.sort(column, Qt::AscendingOrder);
    QStringList shown;
    for (int row = 0; row < proxy.rowCount(); ++row)
        shown << proxy.index(row, column).data().toString();
    QCOMPARE(shown, ascending);
}

namespace {

// The query builder's form with the fields a row sets.
lw::QueryForm form(const QString &partition, const QString &op = {}, const QString &value = {},
                   const QString &value2 = {})
{
    lw::QueryForm made;
    made.partitionValue = partition;
    made.sortOperator = op;
    made.sortValue = value;
    made.sortValue2 = value2;
    return made;
}

lw::QueryForm filtered(lw::QueryForm made, const QString &attribute, const QString &op,
                       const QString &value, bool number)
{
    made.filterAttribute = attribute;
    made.filterOperator = op;
    made.filterValue = value;
    made.filterNumber = number;
    return made;
}

const char *kOrdersTable = R"({"TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                             {"AttributeName": "SK", "AttributeType": "S"},
                             {"AttributeName": "status", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [{"IndexName": "byStatus",
        "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "ALL"}}]})";

// Orders a/o1…a/o5 (n = 1…5; o2 and o4 "shipped"), b/x1 and b/x2.
void putOrders(TestWorkspace &ws)
{
    ws.ok(u"CreateTable"_s, kOrdersTable);
    for (int i = 1; i <= 5; ++i)
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s},
                                        {u"Item"_s, QJsonObject{{u"PK"_s, s(u"a"_s)},
                                                                {u"SK"_s, s(u"o%1"_s.arg(i))},
                                                                {u"n"_s, n(QString::number(i))}}}});
    for (const int i : {2, 4})
        ws.ok(u"UpdateItem"_s,
              QJsonObject{
                  {u"TableName"_s, u"Orders"_s},
                  {u"Key"_s, QJsonObject{{u"PK"_s, s(u"a"_s)}, {u"SK"_s, s(u"o%1"_s.arg(i))}}},
                  {u"UpdateExpression"_s, u"SET #s = :s"_s},
                  {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"status"_s}}},
                  {u"ExpressionAttributeValues"_s, QJsonObject{{u":s"_s, s(u"shipped"_s)}}}});
    for (const QString &sk : {u"x1"_s, u"x2"_s})
        ws.ok(u"PutItem"_s,
              QJsonObject{{u"TableName"_s, u"Orders"_s},
                          {u"Item"_s, QJsonObject{{u"PK"_s, s(u"b"_s)}, {u"SK"_s, s(sk)}}}});
}

// "PK/SK" of each row, sorted (a Scan's order is the partitions' hash order).
QStringList orderKeys(const lw::ItemsModel &model)
{
    QStringList got;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QJsonObject item =
            model.index(row, 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject();
        got << item[u"PK"_s][u"S"_s].toString() + u'/' + item[u"SK"_s][u"S"_s].toString();
    }
    got.sort();
    return got;
}

} // namespace

Q_DECLARE_METATYPE(lw::QueryForm)

void TestItemsModel::queries_data()
{
    QTest::addColumn<lw::QueryForm>("query");
    // The items read, as "PK/SK", in the order the model shows them.
    QTest::addColumn<QStringList>("expected");
    const QStringList all{u"a/o1"_s, u"a/o2"_s, u"a/o3"_s, u"a/o4"_s, u"a/o5"_s};
    QTest::newRow("a partition") << form(u"a"_s) << all;
    QTest::newRow("=") << form(u"a"_s, u"="_s, u"o3"_s) << QStringList{u"a/o3"_s};
    QTest::newRow("<") << form(u"a"_s, u"<"_s, u"o3"_s) << all.mid(0, 2);
    QTest::newRow("<=") << form(u"a"_s, u"<="_s, u"o3"_s) << all.mid(0, 3);
    QTest::newRow(">") << form(u"a"_s, u">"_s, u"o3"_s) << all.mid(3);
    QTest::newRow(">=") << form(u"a"_s, u">="_s, u"o3"_s) << all.mid(2);
    QTest::newRow("BETWEEN") << form(u"a"_s, u"BETWEEN"_s, u"o2"_s, u"o4"_s) << all.mid(1, 3);
    QTest::newRow("begins_with") << form(u"b"_s, u"begins_with"_s, u"x"_s)
                                 << QStringList{u"b/x1"_s, u"b/x2"_s};
    lw::QueryForm descending = form(u"a"_s);
    descending.descending = true;
    QTest::newRow("descending") << descending
                                << QStringList{u"a/o5"_s, u"a/o4"_s, u"a/o3"_s, u"a/o2"_s,
                                               u"a/o1"_s};
    QTest::newRow("a filter on a Number")
        << filtered(form(u"a"_s), u"n"_s, u">"_s, u"3"_s, true) << all.mid(3);
    QTest::newRow("a filter on a reserved word")
        << filtered(form(u"a"_s), u"status"_s, u"="_s, u"shipped"_s, false)
        << QStringList{u"a/o2"_s, u"a/o4"_s};
    lw::QueryForm scan = filtered(form({}), u"status"_s, u"attribute_not_exists"_s, {}, false);
    scan.scan = true;
    QTest::newRow("a filtered Scan")
        << scan << QStringList{u"a/o1"_s, u"a/o3"_s, u"a/o5"_s, u"b/x1"_s, u"b/x2"_s};
    lw::QueryForm byStatus = form(u"shipped"_s);
    byStatus.indexName = u"byStatus"_s;
    QTest::newRow("an index") << byStatus << QStringList{u"a/o2"_s, u"a/o4"_s};
}

// What the query builder sends, read page by page as the items view reads a table: exactly the
// items DynamoDB's Query or Scan returns, however many pages they take.
void TestItemsModel::queries()
{
    QFETCH(lw::QueryForm, query);
    QFETCH(QStringList, expected);
    TestWorkspace ws;
    putOrders(ws);
    lw::ItemsModel model(ws.apiCall());
    QAbstractItemModelTester tester(&model);
    model.setPageSize(2); // several pages for each
    QVERIFY(model.setSource(u"Orders"_s));
    const QJsonObject described =
        ws.ok(u"DescribeTable"_s, R"({"TableName": "Orders"})").value(u"Table"_s).toObject();
    const lw::BuiltQuery made = lw::queryRequest(query, lw::parseTableDescription(described));
    QVERIFY2(made.error.isEmpty(), qPrintable(made.error));
    QJsonObject read = made.request;
    read.remove(u"TableName"_s);
    if (const QString index = read.take(u"IndexName"_s).toString(); !index.isEmpty())
        QVERIFY(model.setSource(u"Orders"_s, index));
    model.setRead(made.action, read);
    model.fetchAll();
    QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
    QStringList got;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QJsonObject item =
            model.index(row, 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject();
        got << item[u"PK"_s][u"S"_s].toString() + u'/' + item[u"SK"_s][u"S"_s].toString();
    }
    if (query.scan) // a Scan's order is the partitions' hash order
        got.sort();
    QCOMPARE(got, expected);
    // Another source is another question: the read goes back to a plain Scan.
    QVERIFY(
        model.setSource(u"Orders"_s, u"byStatus"_s == query.indexName ? QString() : u"byStatus"_s));
    QCOMPARE(model.readAction(), QString());
}

void TestItemsModel::queryFormErrors_data()
{
    QTest::addColumn<lw::QueryForm>("query");
    QTest::addColumn<QString>("error");
    QTest::newRow("no partition value")
        << form({}) << u"A Query needs the value of the partition key PK"_s;
    QTest::newRow("BETWEEN without its upper bound")
        << form(u"a"_s, u"BETWEEN"_s, u"o1"_s) << u"BETWEEN needs an upper bound"_s;
    QTest::newRow("a Number filter that is none")
        << filtered(form(u"a"_s), u"n"_s, u"="_s, u"three"_s, true)
        << u"The filter's value must be a number: three"_s;
    lw::QueryForm unknown = form(u"a"_s);
    unknown.indexName = u"byNothing"_s;
    QTest::newRow("an unknown index") << unknown << u"The table Orders has no index byNothing"_s;
}

void TestItemsModel::queryFormErrors()
{
    QFETCH(lw::QueryForm, query);
    QFETCH(QString, error);
    const lw::TableInfo table =
        lw::parseTableDescription(QJsonDocument::fromJson(kOrdersTable).object());
    const lw::BuiltQuery made = lw::queryRequest(query, table);
    QCOMPARE(made.error, error);
    QVERIFY(made.action.isEmpty());
}

void TestItemsModel::textFilter_data()
{
    QTest::addColumn<bool>("query"); // a Query of partition a, else the plain Scan
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<qint64>("scanned");
    QTest::newRow("a Scan, in a key") << false << u"o3"_s << QStringList{u"a/o3"_s} << qint64(7);
    QTest::newRow("a Scan, in another attribute")
        << false << u"ship"_s << QStringList{u"a/o2"_s, u"a/o4"_s} << qint64(7);
    QTest::newRow("a Scan, a Number by value")
        << false << u"5e0"_s << QStringList{u"a/o5"_s} << qint64(7);
    QTest::newRow("case-sensitive, as DynamoDB is")
        << false << u"SHIP"_s << QStringList{} << qint64(7);
    QTest::newRow("a Query leaves its own key out")
        << true << u"o3"_s << QStringList{} << qint64(5);
    QTest::newRow("a Query, in another attribute")
        << true << u"ship"_s << QStringList{u"a/o2"_s, u"a/o4"_s} << qint64(5);
}

// The filter box is DynamoDB's FilterExpression on every page: the model receives only the items
// that match, page after page (two items a page here), and counts what the server read.
void TestItemsModel::textFilter()
{
    QFETCH(bool, query);
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QFETCH(qint64, scanned);
    TestWorkspace ws;
    putOrders(ws);
    QStringList filters;
    const lw::ApiCall api = [&](const QString &action, const QJsonObject &request,
                                const lw::CallOptions &options) {
        if (action == u"Scan" || action == u"Query")
            filters << request[u"FilterExpression"_s].toString();
        return ws.apiCall()(action, request, options);
    };
    lw::ItemsModel model(api);
    QAbstractItemModelTester tester(&model);
    QVERIFY(model.setSource(u"Orders"_s));
    if (query) {
        const QJsonObject described =
            ws.ok(u"DescribeTable"_s, R"({"TableName": "Orders"})").value(u"Table"_s).toObject();
        QJsonObject read =
            lw::queryRequest(form(u"a"_s), lw::parseTableDescription(described)).request;
        read.remove(u"TableName"_s);
        model.setRead(u"Query"_s, read);
    }
    model.fetchAll(); // the attribute names the filter goes over
    const QStringList columns = model.attributeNames();
    model.setPageSize(2);
    filters.clear();

    model.setTextFilter(text);
    model.fetchAll();
    QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
    QCOMPARE(orderKeys(model), expected);
    QCOMPARE(model.scannedCount(), scanned);
    QVERIFY(model.capacityUnits() > 0);
    QCOMPARE(model.attributeNames(), columns); // the columns stay while the filter holds
    QVERIFY(!filters.isEmpty());
    for (const QString &filter : std::as_const(filters))
        QVERIFY2(filter.contains(u"contains("_s), qPrintable(filter));

    model.setTextFilter({});
    model.fetchAll();
    QCOMPARE(model.rowCount(), query ? 5 : 7);
}

namespace {

// 1,000 orders in pages of 50, of which the model keeps 200 rows: 20 full pages and the empty
// one that ends an exact multiple, each costing half a unit. The tests look at the rows of the
// third page (100-149) and after, which the model tester's own looks (at row 0) leave alone.
struct PagedOrders
{
    FakeDynamo fake;
    lw::ItemsModel model{fake.api()};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    PagedOrders()
    {
        fake.tables[u"Orders"_s] = {json(ordersDescription), makeOrders(1000)};
        fake.unitsPerPage = 0.5;
        model.setPageSize(50);
        model.setResidentRows(200);
    }
    // Pages to the end as a view scrolled down would; every row as it was read.
    QList<QJsonObject> readToTheEnd()
    {
        QList<QJsonObject> rows;
        while (model.canFetchMore({})) {
            model.fetchMore({});
            for (qsizetype row = rows.size(); row < model.rowCount(); ++row)
                rows << model.index(int(row), 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject();
        }
        return rows;
    }
};

} // namespace

void TestItemsModel::pagingLetsGoOfRowsShownLongAgo()
{
    PagedOrders orders;
    lw::ItemsModel &model = orders.model;
    QVERIFY(model.setSource(u"Orders"_s));
    const QList<QJsonObject> read = orders.readToTheEnd();
    QCOMPARE(model.rowCount(), 1000);
    QCOMPARE(orders.fake.scans, 21);
    // Memory holds 200 of the 1,000 rows read: the rows keep their numbers.
    QCOMPARE(model.residentRows(), 200);
    QCOMPARE(model.index(999, 0).data().toString(), u"USER#999"_s);
    QCOMPARE(read[120], makeOrders(1000)[120]);

    // A row shown again after its page was let go reads as empty, and is read again just after:
    // one Scan from the same start, and dataChanged over its page.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy pagesRead(&model, &lw::ItemsModel::pagesRead);
    QVERIFY(!model.index(120, 0).data().isValid());
    QVERIFY(!model.index(149, 0).data().isValid()); // the same page: asked for once
    QCOMPARE(orders.fake.scans, 21);
    QTRY_COMPARE(changed.size(), 1);
    QCOMPARE(orders.fake.scans, 22);
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(100, 0));
    QCOMPARE(changed.first().at(1).toModelIndex(), model.index(149, model.columnCount() - 1));
    for (int row = 100; row < 150; ++row)
        QCOMPARE(model.index(row, 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject(), read[row]);
    QCOMPARE(model.index(120, 0).data().toString(), u"USER#120"_s);
    // It cost what a page costs, counted, but the items it evaluated were counted once.
    QCOMPARE(model.capacityUnits(), 22 * 0.5);
    QCOMPARE(pagesRead.size(), 1); // what shows the units read hears of it
    QCOMPARE(model.scannedCount(), 1000);
    QCOMPARE(model.residentRows(), 200); // the least recently shown page went instead
}

void TestItemsModel::itemReadsItsPageAgainAtOnce()
{
    PagedOrders orders;
    QVERIFY(orders.model.setSource(u"Orders"_s));
    const QList<QJsonObject> read = orders.readToTheEnd();
    QCOMPARE(orders.model.item(107), read[107]);
    QCOMPARE(orders.fake.scans, 22);
    QCOMPARE(orders.model.item(108), read[108]); // in memory again
    QCOMPARE(orders.fake.scans, 22);
    QCOMPARE(orders.model.item(1000), QJsonObject()); // past the rows
}

void TestItemsModel::readingAllKeepsEveryRow()
{
    PagedOrders orders;
    lw::ItemsModel &model = orders.model;
    QVERIFY(model.setSource(u"Orders"_s));
    for (int page = 0; page < 10; ++page)
        model.fetchMore({});
    QCOMPARE(model.residentRows(), 200);

    // Sorting compares every row: the 6 pages let go are read again, then the 11 left.
    model.fetchAll();
    QCOMPARE(orders.fake.scans, 10 + 6 + 11);
    QCOMPARE(model.rowCount(), 1000);
    QCOMPARE(model.residentRows(), 1000);
    lw::ItemsProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(int(model.attributeNames().indexOf(u"total"_s)), Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data(lw::ItemsModel::ItemJsonRole).toJsonObject(),
             makeOrders(1000).last());
    QCOMPARE(orders.fake.scans, 27); // nothing read while sorting

    // Until the next read: then rows are let go again.
    model.setTextFilter({});
    orders.readToTheEnd();
    QCOMPARE(model.residentRows(), 200);
}

void TestItemsModel::aRowGoneSinceItWasReadIsEmpty()
{
    PagedOrders orders;
    lw::ItemsModel &model = orders.model;
    QVERIFY(model.setSource(u"Orders"_s));
    orders.readToTheEnd();
    // The table changed since: orders 110 to 112 are deleted, and those from 180 on.
    QList<QJsonObject> &items = orders.fake.tables[u"Orders"_s].items;
    const QList<QJsonObject> before = items;
    items.remove(110, 3);
    items.resize(177);

    // Read again from where the page before it ended (order 99) with the same Limit, the third
    // page keeps its 50 rows, which now show orders 100 to 109 and 113 to 152.
    QCOMPARE(model.item(109), before[109]);
    QCOMPARE(model.item(110), before[113]);
    QCOMPARE(model.item(149), before[152]);

    // The fourth goes on from order 149 and finds orders 150 to 179 only: the rest of its rows
    // are empty, and the model keeps its row count.
    QCOMPARE(model.item(150), before[150]);
    QCOMPARE(model.item(179), before[179]);
    QCOMPARE(model.item(180), QJsonObject());
    QVERIFY(!model.index(180, 0).data().isValid());
    QCOMPARE(model.rowCount(), 1000);
}

void TestItemsModel::aPageThatFailsToReadAgainStops()
{
    PagedOrders orders;
    lw::ItemsModel &model = orders.model;
    QVERIFY(model.setSource(u"Orders"_s));
    orders.readToTheEnd();
    QSignalSpy failed(&model, &lw::ItemsModel::errorOccurred);
    orders.fake.failScanAt = 22;
    QVERIFY(!model.index(100, 0).data().isValid());
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(model.lastError(), u"Requested resource not found"_s);

    // No row asks again, so a failing endpoint is not asked over and over while the view paints.
    QVERIFY(!model.index(160, 0).data().isValid());
    QCOMPARE(model.item(160), QJsonObject());
    QTest::qWait(20);
    QCOMPARE(orders.fake.scans, 22);
    QCOMPARE(failed.size(), 1);
}

QTEST_GUILESS_MAIN(TestItemsModel)
#include "tst_itemsmodel.moc"
