// MainWindow offscreen over an in-memory fake of ListTables, DescribeTable and Scan: the window
// opens on the first table, follows the tree selection, filters, reloads and renders.
#include "engine/engine.h"
#include "engine/throughput.h"
#include "engineclock.h"
#include "tables/itemsmodel.h"
#include "tables/tablesmodel.h"
#include "testutil.h"
#include "testworkspace.h"
#include "window/mainwindow.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// Just enough DynamoDB for the window: one ListTables page, DescribeTable with the live item
// count, Scan pages with LastEvaluatedKey (the table key is "PK" alone) and a sparse GSI on "g".
struct FakeDynamo
{
    QMap<QString, QList<QJsonObject>> items;

    lw::Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        if (action == u"ListTables")
            return QJsonObject{{u"TableNames"_s, QJsonArray::fromStringList(items.keys())}};
        const QString name = request[u"TableName"_s].toString();
        if (!items.contains(name)) {
            return std::unexpected(
                lw::Error{lw::ErrorType::ResourceNotFound, u"Requested resource not found"_s, {}});
        }
        const QList<QJsonObject> &rows = items[name];
        if (action == u"DescribeTable") {
            QJsonObject table = json(R"({
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                         {"AttributeName": "g", "AttributeType": "S"}],
                "GlobalSecondaryIndexes": [{"IndexName": "ByG",
                    "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "ALL"}}]})");
            table.insert(u"TableName"_s, name);
            table.insert(u"ItemCount"_s, rows.size());
            return QJsonObject{{u"Table"_s, table}};
        }
        const bool sparse = request.contains(u"IndexName"_s);
        const QString start = request[u"ExclusiveStartKey"_s][u"PK"_s][u"S"_s].toString();
        const int limit = request[u"Limit"_s].toInt();
        QJsonArray page;
        bool started = start.isEmpty();
        for (const QJsonObject &item : rows) {
            if (sparse && !item.contains(u"g"_s))
                continue;
            if (!started) {
                started = item[u"PK"_s][u"S"_s].toString() == start;
                continue;
            }
            if (page.size() == limit)
                break;
            page.append(item);
        }
        QJsonObject response{{u"Items"_s, page}, {u"Count"_s, page.size()}};
        if (page.size() == limit) {
            QJsonObject key{{u"PK"_s, page.last()[u"PK"_s]}};
            if (sparse)
                key.insert(u"g"_s, page.last()[u"g"_s]);
            response.insert(u"LastEvaluatedKey"_s, key);
        }
        return response;
    }

    lw::ApiCall api()
    {
        return [this](const QString &a, const QJsonObject &r, const lw::CallOptions &) {
            return call(a, r);
        };
    }

    // A clock standing still at 2026-10-20 12:00:00 UTC: these tests are about the panes
    // (tst_clockwindow moves a real one).
    lw::ClockControl clock()
    {
        constexpr qint64 noon = 1'792'497'600'000;
        return {[] { return noon; }, [](qint64, const lw::ClockProgress &) { return lw::Status(); },
                [](const lw::ClockProgress &) { return lw::Result<qint64>(0); },
                [](qint64) { return lw::Status(); }, [] { return qint64(0); }};
    }

    void addItems(const QString &table, int count, int first = 0)
    {
        for (int i = first; i < first + count; ++i) {
            QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, u"%1#%2"_s.arg(table).arg(i)}}},
                             {u"n"_s, QJsonObject{{u"N"_s, QString::number(i)}}}};
            if (i % 4 == 0)
                item.insert(u"g"_s, QJsonObject{{u"S"_s, u"even"_s}});
            items[table] << item;
        }
    }
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void opensOnFirstTable();
    void followsTreeSelection_data();
    void followsTreeSelection();
    void scrollingLoadsMore();
    void filterAndStatus_data();
    void filterAndStatus();
    void sortCoversTheWholeTable_data();
    void sortCoversTheWholeTable();
    void reloadKeepsSelection();
    void grabsPicture();
    void throughputLimitsSwitch();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMainWindow::opensOnFirstTable()
{
    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 150);
    fake.addItems(u"Sessions"_s, 3);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    QVERIFY(items);
    // Complete before it is shown: the first page of the first table is already there.
    QCOMPARE(items->model()->rowCount(), 100);
    QCOMPARE(items->model()->headerData(0, Qt::Horizontal).toString(), u"PK"_s);
    QVERIFY(items->model()->canFetchMore({}));
}

void TestMainWindow::followsTreeSelection_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("index");
    QTest::addColumn<int>("rows");

    QTest::newRow("small table") << u"Sessions"_s << QString() << 3;
    QTest::newRow("sparse index") << u"Orders"_s << u"ByG"_s << 38; // every 4th of 150
    QTest::newRow("first page of a big table") << u"Orders"_s << QString() << 100;
}

void TestMainWindow::followsTreeSelection()
{
    QFETCH(QString, table);
    QFETCH(QString, index);
    QFETCH(int, rows);

    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 150);
    fake.addItems(u"Sessions"_s, 3);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tree = window.findChild<QTreeView *>(u"tablesView"_s);
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    QVERIFY(tree && items);

    // Select the way a user does: the tree's current row, found through the model's roles.
    const QModelIndexList found = tree->model()->match(
        tree->model()->index(0, 0), lw::TablesModel::TableNameRole, table, 1, Qt::MatchExactly);
    QVERIFY(!found.isEmpty());
    QModelIndex target = found.first();
    if (!index.isEmpty()) {
        const QModelIndexList children =
            tree->model()->match(tree->model()->index(0, 0, target), lw::TablesModel::IndexNameRole,
                                 index, 1, Qt::MatchExactly);
        QVERIFY(!children.isEmpty());
        target = children.first();
    }
    if (tree->currentIndex() == target) // the window opened on it already
        tree->setCurrentIndex({});
    tree->setCurrentIndex(target);
    QTest::qWait(50); // let the view's own fetch-more timer run: it must not read past the page
    QCOMPARE(items->model()->rowCount(), rows);
}

void TestMainWindow::scrollingLoadsMore()
{
    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 150);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    auto *count = window.findChild<QLabel *>(u"itemCountLabel"_s);
    QCOMPARE(items->model()->rowCount(), 100);
    // Reaching the last loaded row makes the view ask for the next Scan page.
    items->scrollToBottom();
    QTRY_COMPARE(items->model()->rowCount(), 150);
    QCOMPARE(count->text(), u"Orders: 150 items, 150 loaded"_s);
}

void TestMainWindow::filterAndStatus_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("shown");
    QTest::newRow("in any attribute") << u"Orders#4"_s << 11; // 4, 40..49
    QTest::newRow("in another attribute") << u"even"_s << 38; // "g": every fourth
    QTest::newRow("past the first page") << u"Orders#149"_s << 1;
    QTest::newRow("a number, as text and by value") << u"1e1"_s << 1; // n = 10
    QTest::newRow("case-sensitive, as DynamoDB is") << u"orders#4"_s << 0;
}

// The filter is DynamoDB's: a FilterExpression with each Scan page, over the whole table however
// many pages it takes; the line above the items says what the server read, kept and cost.
void TestMainWindow::filterAndStatus()
{
    QFETCH(QString, filter);
    QFETCH(int, shown);
    lw::test::TestWorkspace ws;
    ws.ok(u"CreateTable"_s, R"({"TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})");
    for (int i = 0; i < 150; ++i) {
        QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, u"Orders#%1"_s.arg(i)}}},
                         {u"n"_s, QJsonObject{{u"N"_s, QString::number(i)}}}};
        if (i % 4 == 0)
            item.insert(u"g"_s, QJsonObject{{u"S"_s, u"even"_s}});
        ws.ok(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Orders"_s}, {u"Item"_s, item}});
    }
    QStringList filters;
    const lw::ApiCall api = [&](const QString &action, const QJsonObject &request,
                                const lw::CallOptions &options) {
        if (action == u"Scan")
            filters << request[u"FilterExpression"_s].toString();
        return ws.apiCall()(action, request, options);
    };
    lw::Engine &engine = ws.workspace().engine();
    lw::MainWindow window(
        api, lw::test::engineClock([&engine]() -> lw::Engine & { return engine; }), ws.path());
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    auto *edit = window.findChild<QLineEdit *>(u"filterEdit"_s);
    auto *count = window.findChild<QLabel *>(u"itemCountLabel"_s);
    auto *note = window.findChild<QLabel *>(u"queryLabel"_s);
    auto *model = window.findChild<lw::ItemsModel *>();
    QVERIFY(items && edit && count && note && model);
    QCOMPARE(count->text(), u"Orders: 150 items, 100 loaded"_s);
    QVERIFY(note->text().isEmpty());

    filters.clear();
    edit->setText(filter);
    QTest::keyClick(edit, Qt::Key_Return);
    model->fetchAll(); // as the view does while it is scrolled down
    QCOMPARE(items->model()->rowCount(), shown);
    QCOMPARE(model->scannedCount(), qint64(150));
    QVERIFY(!filters.isEmpty());
    for (const QString &sent : std::as_const(filters))
        QVERIFY2(sent.contains(u"contains("_s), qPrintable(sent));
    window.reload();
    model->fetchAll();
    QCOMPARE(items->model()->rowCount(), shown); // the filter holds across a reload
    QVERIFY2(note->text().contains(u"150 items read, %1 kept"_s.arg(shown)),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"read capacity units"_s), qPrintable(note->text()));
    QCOMPARE(count->text(), u"Orders: 150 items, %1 loaded"_s.arg(shown));

    edit->clear();
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(items->model()->rowCount(), 100);
    QVERIFY(note->text().isEmpty());
}

// A header click sorts the whole table, not the rows read so far.
void TestMainWindow::sortCoversTheWholeTable_data()
{
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("first");
    QTest::newRow("ascending") << Qt::AscendingOrder << u"0"_s;
    QTest::newRow("descending") << Qt::DescendingOrder << u"149"_s;
}

void TestMainWindow::sortCoversTheWholeTable()
{
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, first);
    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 150);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    int n = -1;
    for (int column = 0; column < items->model()->columnCount(); ++column)
        if (items->model()->headerData(column, Qt::Horizontal).toString() == u"n")
            n = column;
    QVERIFY(n >= 0);
    items->horizontalHeader()->setSortIndicator(n, order);
    QCOMPARE(items->model()->rowCount(), 150);
    QCOMPARE(items->model()->index(0, n).data().toString(), first);
}

void TestMainWindow::reloadKeepsSelection()
{
    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 10);
    fake.addItems(u"Sessions"_s, 3);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    QVERIFY(window.selectSource(u"Sessions"_s));
    QVERIFY(!window.selectSource(u"Nope"_s));
    auto *items = window.findChild<QTableView *>(u"itemsView"_s);
    QCOMPARE(items->model()->rowCount(), 3);

    fake.addItems(u"Sessions"_s, 2, 3);
    window.reload();
    QCOMPARE(items->model()->rowCount(), 5);
    auto *tree = window.findChild<QTreeView *>(u"tablesView"_s);
    QCOMPARE(tree->currentIndex().data(lw::TablesModel::TableNameRole).toString(), u"Sessions"_s);

    fake.items.remove(u"Sessions"_s); // the selected table is gone: fall back to the first
    window.reload();
    QCOMPARE(tree->currentIndex().data(lw::TablesModel::TableNameRole).toString(), u"Orders"_s);
    QCOMPARE(items->model()->rowCount(), 10);
}

void TestMainWindow::grabsPicture()
{
    FakeDynamo fake;
    fake.addItems(u"Orders"_s, 150);
    fake.addItems(u"Sessions"_s, 3);
    lw::MainWindow window(fake.api(), fake.clock(), u"/tmp/ws"_s);
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QPixmap picture = window.grab();
    QVERIFY(!picture.isNull());
    QCOMPARE(picture.deviceIndependentSize().toSize(), QSize(1024, 640));
    // Set LW_TEST_SCREENSHOT=file.png to look at what the test saw.
    const QString path = qEnvironmentVariable("LW_TEST_SCREENSHOT");
    if (!path.isEmpty())
        QVERIFY(picture.save(path));
}

// Edit ▸ Throughput Limits turns the workspace's switch, and shows it as it is whenever the menu
// opens, whoever turned it last.
void TestMainWindow::throughputLimitsSwitch()
{
    lw::test::TestWorkspace ws;
    lw::Engine &engine = ws.workspace().engine();
    const lw::ClockControl clock =
        lw::test::engineClock([&engine]() -> lw::Engine & { return engine; });
    lw::MainWindow window(ws.apiCall(), clock, ws.path());
    auto *limits = window.findChild<QAction *>(u"throughputLimitsAction"_s);
    QVERIFY(limits);
    QMenu *edit = window.menuBar()->actions().at(1)->menu();
    QVERIFY(edit->actions().contains(limits));
    emit edit->aboutToShow();
    QVERIFY(!limits->isChecked());

    limits->trigger();
    QVERIFY(lw::throughputOf(engine).throughputLimits());
    QVERIFY(limits->isChecked());

    QVERIFY(lw::throughputOf(engine).setThroughputLimits(false)); // as `lwb throughput off`
    emit edit->aboutToShow();
    QVERIFY(!limits->isChecked());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
