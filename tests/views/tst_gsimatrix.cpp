// The GSI membership matrix: the membership rule on its own (data-driven, every combination of
// present, missing and wrong-typed key attributes, GSI and LSI), then the model and the pane over
// a real workspace holding the Users table (sparse GSI1 on GSI1PK, ByStatus on status/n, LSI ByN
// on n). The model's cells are checked against what a Scan of each index returns, refresh() after
// an UpdateItem flips a cell, and a past time shows the membership as it was.
//
// LW_GSIMATRIX_PNG=<path> makes screenshot() save the pane at 1000x400 there, to look at.
#include "engine/engine.h"
#include "gsi/gsimatrixmodel.h"
#include "gsi/gsimatrixpane.h"
#include "gsi/gsimembership.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTimeZone>

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

// A workspace with the Users table, its clock at kNoon, and the four items every model test
// starts from, one per membership pattern:
//   alice  GSI1PK, status, n : in GSI1, ByStatus and ByN
//   bob    status            : in none
//   carol  n                 : in ByN only
//   dave   nothing           : in none, ByStatus missing both keys
struct Users
{
    TestWorkspace ws;

    Users()
    {
        if (const lw::Status set = ws.workspace().engine().setClock(kNoon); !set)
            qFatal("setClock: %s", qPrintable(set.error().message));
        ws.ok(u"CreateTable"_s, kUsersTable);
        put({{u"PK"_s, s(u"USER#alice"_s)},
             {u"SK"_s, s(u"SESSION#new"_s)},
             {u"GSI1PK"_s, s(u"ACTIVE"_s)},
             {u"status"_s, s(u"active"_s)},
             {u"n"_s, n(u"1"_s)}});
        put({{u"PK"_s, s(u"USER#bob"_s)}, {u"SK"_s, s(u"PROFILE"_s)}, {u"status"_s, s(u"idle"_s)}});
        put({{u"PK"_s, s(u"USER#carol"_s)}, {u"SK"_s, s(u"PROFILE"_s)}, {u"n"_s, n(u"7"_s)}});
        put({{u"PK"_s, s(u"USER#dave"_s)}, {u"SK"_s, s(u"PROFILE"_s)}});
    }

    lw::ApiCall api() { return ws.apiCall(); }

    QJsonObject call(const QString &action, const QJsonObject &request)
    {
        const auto result = ws.call(action, request);
        if (!result)
            qFatal("%s: %s", qPrintable(action), qPrintable(result.error().message));
        return *result;
    }

    void put(const QJsonObject &item)
    {
        call(u"PutItem"_s, {{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}});
    }

    void removeAttribute(const QString &pk, const QString &sk, const QString &name)
    {
        call(u"UpdateItem"_s, {{u"TableName"_s, u"Users"_s},
                               {u"Key"_s, QJsonObject{{u"PK"_s, s(pk)}, {u"SK"_s, s(sk)}}},
                               {u"UpdateExpression"_s, u"REMOVE #a"_s},
                               {u"ExpressionAttributeNames"_s, QJsonObject{{u"#a"_s, name}}}});
    }

    // "PK · SK" of every item a Scan of `indexName` returns, paging through, sorted.
    QStringList scanIndexKeys(const QString &indexName)
    {
        QStringList keys;
        QJsonObject startKey;
        do {
            QJsonObject request{
                {u"TableName"_s, u"Users"_s}, {u"IndexName"_s, indexName}, {u"Limit"_s, 2}};
            if (!startKey.isEmpty())
                request.insert(u"ExclusiveStartKey"_s, startKey);
            const QJsonObject page = call(u"Scan"_s, request);
            for (const QJsonValue &item : page[u"Items"_s].toArray()) {
                keys << item[u"PK"_s][u"S"_s].toString() + u" \u00b7 "_s +
                            item[u"SK"_s][u"S"_s].toString();
            }
            startKey = page[u"LastEvaluatedKey"_s].toObject();
        } while (!startKey.isEmpty());
        keys.sort();
        return keys;
    }
};

void fetchAll(QAbstractItemModel &model)
{
    while (model.canFetchMore({}))
        model.fetchMore({});
}

// The model as text, one line per item sorted by key: "key | cell | cell ...".
QStringList dump(const QAbstractItemModel &model)
{
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells{model.headerData(row, Qt::Vertical).toString()};
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data().toString();
        lines << cells.join(u" | "_s);
    }
    lines.sort();
    return lines;
}

lw::IndexInfo indexInfo(const QString &name, bool global, const QList<lw::KeyAttribute> &key)
{
    lw::IndexInfo index;
    index.name = name;
    index.global = global;
    index.key = key;
    return index;
}

int rowOf(const QAbstractItemModel &model, const QString &keyText)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.headerData(row, Qt::Vertical).toString() == keyText)
            return row;
    }
    return -1;
}

QString cell(const QAbstractItemModel &model, const QString &keyText, int column,
             int role = Qt::DisplayRole)
{
    return model.index(rowOf(model, keyText), column).data(role).toString();
}

const QString kAlice = u"USER#alice \u00b7 SESSION#new"_s;
const QString kBob = u"USER#bob \u00b7 PROFILE"_s;
const QString kCheck = u"\u2713"_s;
enum UsersColumn
{
    Gsi1Column,
    ByStatusColumn,
    ByNColumn
};

// What the model shows for the four items of Users.
const QStringList kFourItems{
    u"USER#alice \u00b7 SESSION#new | \u2713 | \u2713 | \u2713"_s,
    u"USER#bob \u00b7 PROFILE | missing GSI1PK | missing n | missing n"_s,
    u"USER#carol \u00b7 PROFILE | missing GSI1PK | missing status | \u2713"_s,
    u"USER#dave \u00b7 PROFILE | missing GSI1PK | missing status, n | missing n"_s,
};

} // namespace

class TestGsiMatrix : public QObject
{
    Q_OBJECT
private slots:
    void membership_data()
    {
        QTest::addColumn<QJsonObject>("item");
        QTest::addColumn<QString>("index");
        QTest::addColumn<QStringList>("missing");
        QTest::addColumn<QStringList>("wrongType");

        const QJsonObject base{{u"PK"_s, s(u"USER#alice"_s)}, {u"SK"_s, s(u"PROFILE"_s)}};
        const auto with = [&base](const QJsonObject &more) {
            QJsonObject item = base;
            for (auto it = more.begin(); it != more.end(); ++it)
                item.insert(it.key(), it.value());
            return item;
        };
        const QStringList none;
        QTest::newRow("GSI: both keys present")
            << with({{u"GSI1PK"_s, s(u"A"_s)}, {u"GSI1SK"_s, s(u"B"_s)}}) << u"GSI1"_s << none
            << none;
        QTest::newRow("GSI: sort key missing")
            << with({{u"GSI1PK"_s, s(u"A"_s)}}) << u"GSI1"_s << QStringList{u"GSI1SK"_s} << none;
        QTest::newRow("GSI: partition key missing")
            << with({{u"GSI1SK"_s, s(u"B"_s)}}) << u"GSI1"_s << QStringList{u"GSI1PK"_s} << none;
        QTest::newRow("GSI: both keys missing")
            << base << u"GSI1"_s << QStringList{u"GSI1PK"_s, u"GSI1SK"_s} << none;
        QTest::newRow("GSI: partition key a number, declared S")
            << with({{u"GSI1PK"_s, n(u"1"_s)}, {u"GSI1SK"_s, s(u"B"_s)}}) << u"GSI1"_s << none
            << QStringList{u"GSI1PK"_s};
        QTest::newRow("GSI: partition key NULL")
            << with({{u"GSI1PK"_s, QJsonObject{{u"NULL"_s, true}}}, {u"GSI1SK"_s, s(u"B"_s)}})
            << u"GSI1"_s << none << QStringList{u"GSI1PK"_s};
        QTest::newRow("GSI: partition key missing, sort key binary")
            << with({{u"GSI1SK"_s, QJsonObject{{u"B"_s, u"AAE="_s}}}}) << u"GSI1"_s
            << QStringList{u"GSI1PK"_s} << QStringList{u"GSI1SK"_s};
        QTest::newRow("GSI, partition key only: present")
            << with({{u"GSI2PK"_s, n(u"5"_s)}}) << u"GSI2"_s << none << none;
        QTest::newRow("GSI, partition key only: another index's keys do not count")
            << with({{u"GSI1PK"_s, s(u"A"_s)}, {u"GSI1SK"_s, s(u"B"_s)}}) << u"GSI2"_s
            << QStringList{u"GSI2PK"_s} << none;
        QTest::newRow("LSI: sort key present")
            << with({{u"n"_s, n(u"3"_s)}}) << u"ByN"_s << none << none;
        QTest::newRow("LSI: sort key missing") << base << u"ByN"_s << QStringList{u"n"_s} << none;
        QTest::newRow("LSI: sort key a string, declared N")
            << with({{u"n"_s, s(u"3"_s)}}) << u"ByN"_s << none << QStringList{u"n"_s};
        QTest::newRow("undeclared type: any type counts")
            << with({{u"flag"_s, QJsonObject{{u"BOOL"_s, true}}}}) << u"Undeclared"_s << none
            << none;
    }

    void membership()
    {
        QFETCH(QJsonObject, item);
        QFETCH(QString, index);
        QFETCH(QStringList, missing);
        QFETCH(QStringList, wrongType);

        const QList<lw::IndexInfo> indexes{
            indexInfo(u"GSI1"_s, true, {{u"GSI1PK"_s, u"S"_s}, {u"GSI1SK"_s, u"S"_s}}),
            indexInfo(u"GSI2"_s, true, {{u"GSI2PK"_s, u"N"_s}}),
            indexInfo(u"ByN"_s, false, {{u"PK"_s, u"S"_s}, {u"n"_s, u"N"_s}}),
            indexInfo(u"Undeclared"_s, true, {{u"flag"_s, {}}}),
        };
        const auto found = std::ranges::find(indexes, index, &lw::IndexInfo::name);
        QVERIFY(found != indexes.end());

        const lw::IndexMembership membership = lw::indexMembership(item, *found);
        QCOMPARE(membership.missing, missing);
        QCOMPARE(membership.wrongType, wrongType);
        QCOMPARE(membership.in(), missing.isEmpty() && wrongType.isEmpty());
    }

    void modelPassesTester()
    {
        Users users;
        lw::GsiMatrixModel model(users.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(1);
        QVERIFY(model.setTable(u"Users"_s));
        fetchAll(model);
        QCOMPARE(model.rowCount(), 4);
        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"GSI1PK"_s);
        QVERIFY(model.reload()); // same rows: in place
        users.put({{u"PK"_s, s(u"USER#erin"_s)}, {u"SK"_s, s(u"PROFILE"_s)}});
        QVERIFY(model.reload()); // re-reads the four rows loaded; erin scans after them
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.canFetchMore({}));
        fetchAll(model);
        QCOMPARE(model.rowCount(), 5);
        model.setAsOf(kNoon - 1); // before the table had items
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.setTable({}));
        QCOMPARE(model.columnCount(), 0);
    }

    void cellsHeadersAndRoles()
    {
        Users users;
        lw::GsiMatrixModel model(users.api());
        QVERIFY(model.setTable(u"Users"_s));
        QCOMPARE(model.rowCount(), 0); // lazy: nothing read before fetchMore()
        fetchAll(model);

        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(Gsi1Column, Qt::Horizontal).toString(), u"GSI1 (GSI1PK)"_s);
        QCOMPARE(model.headerData(ByStatusColumn, Qt::Horizontal).toString(),
                 u"ByStatus (status, n)"_s);
        QCOMPARE(model.headerData(ByNColumn, Qt::Horizontal).toString(),
                 u"ByN (PK, n) \u00b7 LSI"_s);
        QCOMPARE(model.headerData(ByNColumn, Qt::Horizontal, lw::GsiMatrixModel::IndexNameRole),
                 u"ByN"_s);
        QCOMPARE(dump(model), kFourItems);

        const int alice = rowOf(model, kAlice);
        const int dave = rowOf(model, u"USER#dave \u00b7 PROFILE"_s);
        const QModelIndex aliceGsi1 = model.index(alice, Gsi1Column);
        const QModelIndex daveByStatus = model.index(dave, ByStatusColumn);
        QCOMPARE(aliceGsi1.data(lw::GsiMatrixModel::InIndexRole), true);
        QCOMPARE(daveByStatus.data(lw::GsiMatrixModel::InIndexRole), false);
        QCOMPARE(daveByStatus.data(lw::GsiMatrixModel::MissingAttributesRole).toStringList(),
                 (QStringList{u"status"_s, u"n"_s}));
        const QJsonObject aliceKey{{u"PK"_s, s(u"USER#alice"_s)}, {u"SK"_s, s(u"SESSION#new"_s)}};
        QCOMPARE(aliceGsi1.data(lw::GsiMatrixModel::ItemKeyRole).toJsonObject(), aliceKey);
        QCOMPARE(
            model.headerData(alice, Qt::Vertical, lw::GsiMatrixModel::ItemKeyRole).toJsonObject(),
            aliceKey);

        QCOMPARE(aliceGsi1.data(Qt::ToolTipRole).toString(),
                 u"In GSI1: the item has GSI1PK, so the index holds it."_s);
        QCOMPARE(model.index(dave, Gsi1Column).data(Qt::ToolTipRole).toString(),
                 u"Not in GSI1: the item has no GSI1PK attribute, so this sparse index leaves it "
                 "out."_s);
        QCOMPARE(daveByStatus.data(Qt::ToolTipRole).toString(),
                 u"Not in ByStatus: the item has neither status nor n, so this sparse index "
                 "leaves it out."_s);
        QCOMPARE(model.index(dave, ByNColumn).data(Qt::ToolTipRole).toString(),
                 u"Not in ByN: the item has no n attribute, and a local index holds only the "
                 "items that have its sort key."_s);
        // In and out differ in colour as well as in text.
        QVERIFY(aliceGsi1.data(Qt::BackgroundRole).value<QColor>() !=
                daveByStatus.data(Qt::BackgroundRole).value<QColor>());
    }

    void cellsAgreeWithIndexScans()
    {
        Users users;
        // More items, so the model reads several pages and each index gets a mix.
        for (int i = 0; i < 7; ++i) {
            QJsonObject item{{u"PK"_s, s(u"USER#u%1"_s.arg(i))}, {u"SK"_s, s(u"PROFILE"_s)}};
            if (i % 2 == 0)
                item.insert(u"GSI1PK"_s, s(u"G%1"_s.arg(i % 3)));
            if (i % 3 != 0)
                item.insert(u"status"_s, s(u"active"_s));
            if (i % 4 != 1)
                item.insert(u"n"_s, n(QString::number(i)));
            users.put(item);
        }
        lw::GsiMatrixModel model(users.api());
        model.setPageSize(3);
        QVERIFY(model.setTable(u"Users"_s));
        fetchAll(model);
        QCOMPARE(model.rowCount(), 11);

        for (int column = 0; column < model.columnCount(); ++column) {
            const QString indexName =
                model.headerData(column, Qt::Horizontal, lw::GsiMatrixModel::IndexNameRole)
                    .toString();
            QStringList held;
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.index(row, column).data(lw::GsiMatrixModel::InIndexRole).toBool())
                    held << model.headerData(row, Qt::Vertical).toString();
            }
            held.sort();
            const QStringList scanned = users.scanIndexKeys(indexName);
            QVERIFY2(!scanned.isEmpty() && scanned.size() < 11, qPrintable(indexName));
            QCOMPARE(held, scanned);
        }
    }

    void reloadChangesCellsInPlace()
    {
        Users users;
        lw::GsiMatrixModel model(users.api());
        QVERIFY(model.setTable(u"Users"_s));
        fetchAll(model);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

        QVERIFY(model.reload()); // nothing changed: no signal at all
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changes.size(), 0);

        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"n"_s);
        QVERIFY(model.reload());
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(cell(model, kAlice, ByStatusColumn), u"missing n"_s);
        QCOMPARE(cell(model, kAlice, ByNColumn), u"missing n"_s);

        users.call(u"DeleteItem"_s, {{u"TableName"_s, u"Users"_s},
                                     {u"Key"_s, QJsonObject{{u"PK"_s, s(u"USER#bob"_s)},
                                                            {u"SK"_s, s(u"PROFILE"_s)}}}});
        QVERIFY(model.reload()); // a row gone: reset
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(rowOf(model, kBob), -1);
    }

    void paneSummaryAndFilter()
    {
        Users users;
        lw::GsiMatrixPane pane(users.api());
        QCOMPARE(pane.summaryText(), u"No table selected."_s);
        pane.setTable(u"Users"_s);
        fetchAll(*pane.model());
        QCOMPARE(pane.summaryText(), u"GSI1 holds 1 of 4 items; ByStatus 1 of 4; ByN 2 of 4"_s);

        const QAbstractItemModel *shown = pane.view()->model();
        QCOMPARE(shown->rowCount(), 4);
        pane.findChild<QCheckBox *>(u"onlyMissingCheck"_s)->setChecked(true);
        QCOMPARE(shown->rowCount(), 3);
        QCOMPARE(rowOf(*shown, kAlice), -1);
        pane.setOnlyMissing(false);
        QCOMPARE(shown->rowCount(), 4);

        // Clicking a column's header sorts by membership: the items the index leaves out first.
        pane.view()->sortByColumn(Gsi1Column, Qt::AscendingOrder);
        QCOMPARE(shown->headerData(3, Qt::Vertical).toString(), kAlice);
        QCOMPARE(shown->index(3, Gsi1Column).data().toString(), kCheck);

        lw::GsiMatrixPane paged(users.api());
        paged.model()->setPageSize(2);
        paged.setTable(u"Users"_s);
        paged.model()->fetchMore({});
        QVERIFY2(paged.summaryText().contains(u"of the first 2 items;"_s),
                 qPrintable(paged.summaryText()));
        QVERIFY(paged.summaryText().endsWith(u" (scroll for more)"_s));
    }

    void refreshFlipsTheCell()
    {
        Users users;
        lw::GsiMatrixPane pane(users.api());
        pane.setTable(u"Users"_s);
        fetchAll(*pane.model());
        const QAbstractItemModel *shown = pane.view()->model();
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), kCheck);

        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"GSI1PK"_s);
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), kCheck); // the owner decides when to refresh
        pane.refresh();
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), u"missing GSI1PK"_s);
        QCOMPARE(cell(*shown, kAlice, Gsi1Column, Qt::ToolTipRole),
                 u"Not in GSI1: the item has no GSI1PK attribute, so this sparse index leaves it "
                 "out."_s);
        QCOMPARE(pane.summaryText(), u"GSI1 holds 0 of 4 items; ByStatus 1 of 4; ByN 2 of 4"_s);
        QCOMPARE(users.scanIndexKeys(u"GSI1"_s), QStringList());
    }

    void pastShowsOldMembership()
    {
        Users users; // alice in GSI1 since noon
        QVERIFY(users.ws.workspace().engine().advanceClock(kNoon + kHour));
        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"GSI1PK"_s);

        lw::GsiMatrixPane pane(users.api());
        pane.setTable(u"Users"_s);
        fetchAll(*pane.model());
        const QAbstractItemModel *shown = pane.view()->model();
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), u"missing GSI1PK"_s);

        pane.setAsOf(kNoon + kHour / 2);
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), kCheck);
        QCOMPARE(pane.summaryText(), u"GSI1 holds 1 of 4 items; ByStatus 1 of 4; ByN 2 of 4"_s);

        pane.setAsOf(kNoon - 1); // before any item
        QCOMPARE(shown->rowCount(), 0);
        QCOMPARE(pane.summaryText(), u"Users has no items for its indexes to hold."_s);

        pane.setAsOf(std::nullopt);
        QCOMPARE(cell(*shown, kAlice, Gsi1Column), u"missing GSI1PK"_s);
    }

    // With the GSI lag, a GSI cell the index has not caught up with says what will happen and
    // when, in its own colour; once the clock passes its due time, the cell is the
    // item's membership again. The LSI is never pending.
    void pendingCells()
    {
        Users users;
        // No stale replicas: the window's own reads draw none, and this api's Scan is traffic.
        users.call(u"UpdateConsistencySettings"_s, {{u"RealisticConsistency"_s, true},
                                                    {u"GsiLagMillis"_s, 500},
                                                    {u"StaleReadShare"_s, 0}});
        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"GSI1PK"_s);
        users.call(
            u"UpdateItem"_s,
            {{u"TableName"_s, u"Users"_s},
             {u"Key"_s, QJsonObject{{u"PK"_s, s(u"USER#bob"_s)}, {u"SK"_s, s(u"PROFILE"_s)}}},
             {u"UpdateExpression"_s, u"SET GSI1PK = :g, n = :n"_s},
             {u"ExpressionAttributeValues"_s,
              QJsonObject{{u":g"_s, s(u"ACTIVE"_s)}, {u":n"_s, n(u"3"_s)}}}});
        const QJsonArray entries =
            users.call(u"DescribeIndexPropagation"_s, {{u"TableName"_s, u"Users"_s}})
                .value(u"PendingEntries"_s)
                .toArray();
        QCOMPARE(entries.size(), 3); // alice leaves GSI1; bob enters GSI1 and ByStatus
        const auto dueOf = [&](const QString &pk, const QString &index) {
            for (const QJsonValue &entry : entries)
                if (entry[u"Key"_s][u"PK"_s][u"S"_s].toString() == pk &&
                    entry[u"IndexName"_s].toString() == index)
                    return entry[u"DueAtMillis"_s].toInteger();
            return qint64(-1);
        };
        const auto time = [](qint64 ms) {
            return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(u"HH:mm:ss.zzz"_s);
        };

        lw::GsiMatrixModel model(users.api());
        QAbstractItemModelTester tester(&model);
        QVERIFY(model.setTable(u"Users"_s));
        fetchAll(model);
        QCOMPARE(cell(model, kAlice, Gsi1Column),
                 u"will leave at %1"_s.arg(time(dueOf(u"USER#alice"_s, u"GSI1"_s))));
        QCOMPARE(cell(model, kBob, Gsi1Column),
                 u"will appear at %1"_s.arg(time(dueOf(u"USER#bob"_s, u"GSI1"_s))));
        QCOMPARE(cell(model, kBob, ByStatusColumn),
                 u"will appear at %1"_s.arg(time(dueOf(u"USER#bob"_s, u"ByStatus"_s))));
        QCOMPARE(cell(model, kBob, Gsi1Column, lw::GsiMatrixModel::PendingChangeRole), u"APPEAR"_s);
        QCOMPARE(model.index(rowOf(model, kBob), Gsi1Column)
                     .data(lw::GsiMatrixModel::PendingDueRole)
                     .toLongLong(),
                 dueOf(u"USER#bob"_s, u"GSI1"_s));
        QVERIFY(cell(model, kAlice, Gsi1Column, Qt::ToolTipRole)
                    .startsWith(u"Not propagated yet: GSI1 is updated asynchronously"_s));
        const QModelIndex pending = model.index(rowOf(model, kAlice), Gsi1Column);
        const QModelIndex settled = model.index(rowOf(model, kAlice), ByStatusColumn);
        const QModelIndex left = model.index(rowOf(model, u"USER#carol \u00b7 PROFILE"_s),
                                             Gsi1Column); // missing GSI1PK
        QVERIFY(settled.data(Qt::BackgroundRole) != left.data(Qt::BackgroundRole));
        QVERIFY(pending.data(Qt::BackgroundRole) != settled.data(Qt::BackgroundRole));
        QVERIFY(pending.data(Qt::BackgroundRole) != left.data(Qt::BackgroundRole));
        // The item's membership still answers for what the item holds now.
        QCOMPARE(pending.data(lw::GsiMatrixModel::InIndexRole).toBool(), false);
        // The LSI takes the write at once: bob's new n is in ByN.
        QCOMPARE(cell(model, kBob, ByNColumn), kCheck);
        QCOMPARE(cell(model, kAlice, ByStatusColumn, lw::GsiMatrixModel::PendingChangeRole),
                 QString());

        {
            lw::GsiMatrixPane pane(users.api());
            pane.setTable(u"Users"_s);
            fetchAll(*pane.model());
            QCOMPARE(pane.summaryText(), u"GSI1 holds 1 of 4 items; ByStatus 1 of 4; ByN 3 of 4"_s);
        }

        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(users.ws.workspace().engine().advanceClock(kNoon + 500));
        QVERIFY(model.reload());
        QCOMPARE(changes.size(), 1);
        QCOMPARE(cell(model, kAlice, Gsi1Column), u"missing GSI1PK"_s);
        QCOMPARE(cell(model, kBob, Gsi1Column), kCheck);
        QCOMPARE(cell(model, kBob, ByStatusColumn), kCheck);

        // The pane's summary counts what each index holds now: alice until she leaves GSI1, bob
        // once his entries arrive; the LSI ByN has bob's new n at once.
        {
            lw::GsiMatrixPane pane(users.api());
            pane.setTable(u"Users"_s);
            fetchAll(*pane.model());
            QCOMPARE(pane.summaryText(), u"GSI1 holds 1 of 4 items; ByStatus 2 of 4; ByN 3 of 4"_s);
        }

        // As of a past time, nothing is pending: the past view shows memberships.
        model.setAsOf(kNoon + 100);
        QCOMPARE(cell(model, kAlice, Gsi1Column, lw::GsiMatrixModel::PendingChangeRole), QString());
    }

    void errorsAreReported()
    {
        Users users;
        lw::GsiMatrixPane pane(users.api());
        QSignalSpy errors(&pane, &lw::GsiMatrixPane::errorOccurred);

        QVERIFY(!pane.model()->setTable(u"Nope"_s));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().first().toString(),
                 u"ResourceNotFoundException: Requested resource not found: Table: Nope not "
                 "found"_s);
        QCOMPARE(pane.summaryText(), errors.first().first().toString());

        QVERIFY(pane.model()->setTable(u"Users"_s));
        fetchAll(*pane.model());
        users.call(u"DeleteTable"_s, {{u"TableName"_s, u"Users"_s}});
        pane.refresh();
        QCOMPARE(errors.size(), 2);
        QCOMPARE(pane.model()->rowCount(), 0);
        QCOMPARE(pane.model()->columnCount(), 0);
        QVERIFY(!pane.model()->canFetchMore({}));

        // The table keeps its name: once it exists again, refresh() shows it.
        users.ws.ok(u"CreateTable"_s, kUsersTable);
        pane.refresh();
        QCOMPARE(errors.size(), 2);
        QCOMPARE(pane.model()->columnCount(), 3);
        QCOMPARE(pane.summaryText(), u"Users has no items for its indexes to hold."_s);
    }

    void screenshot()
    {
        const QString path = qEnvironmentVariable("LW_GSIMATRIX_PNG");
        if (path.isEmpty())
            QSKIP("set LW_GSIMATRIX_PNG=<file.png> to save the pane");
        Users users;
        users.put({{u"PK"_s, s(u"USER#alice"_s)},
                   {u"SK"_s, s(u"SESSION#old"_s)},
                   {u"GSI1PK"_s, s(u"EXPIRED"_s)},
                   {u"n"_s, n(u"2"_s)}});
        // Two cells waiting for the GSI lag: one item leaving GSI1, one entering it.
        // No stale replicas: the window's own reads draw none, and this api's Scan is traffic.
        users.call(u"UpdateConsistencySettings"_s, {{u"RealisticConsistency"_s, true},
                                                    {u"GsiLagMillis"_s, 500},
                                                    {u"StaleReadShare"_s, 0}});
        users.removeAttribute(u"USER#alice"_s, u"SESSION#new"_s, u"GSI1PK"_s);
        users.call(
            u"UpdateItem"_s,
            {{u"TableName"_s, u"Users"_s},
             {u"Key"_s, QJsonObject{{u"PK"_s, s(u"USER#bob"_s)}, {u"SK"_s, s(u"PROFILE"_s)}}},
             {u"UpdateExpression"_s, u"SET GSI1PK = :g"_s},
             {u"ExpressionAttributeValues"_s, QJsonObject{{u":g"_s, s(u"ACTIVE"_s)}}}});
        lw::GsiMatrixPane pane(users.api());
        QFont readable = pane.font(); // the window's minimum, as on a projector
        readable.setPointSizeF(qMax(readable.pointSizeF(), 11.0));
        pane.setFont(readable);
        pane.resize(1000, 400);
        pane.setTable(u"Users"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_COMPARE(pane.model()->rowCount(), 5); // the view fetches the first page itself
        QVERIFY(pane.grab().save(path));
    }
};

QTEST_MAIN(TestGsiMatrix)
#include "tst_gsimatrix.moc"
