// The cache pane over a real workspace, offscreen: the switch turns the cache on, a GetItem
// through it misses and then hits, a write around the cache (another client's) leaves the entry
// stale, and the pane says so, with its age and how long it has been stale; Flush empties it.
// (No digit separators and no # in raw strings here: Qt 6.4's moc misreads both and finds no
// class.)
// The entry texts on their own (what a query cache entry reads as) are data-driven rows.
#include "cache/cacheentriesmodel.h"
#include "cache/cachepane.h"
#include "engine/engine.h"
#include "language.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kStart = 1794222000000; // 2026-11-09T10:20:00Z

QJsonObject duneKey()
{
    return {{u"bookId"_s, QJsonObject{{u"S"_s, u"BOOK-dune"_s}}}};
}

} // namespace

class TestCachePane : public QObject
{
    Q_OBJECT

private slots:
    // The figures speak in English plurals ("1 hit, 2 misses"): its catalogue is installed.
    void initTestCase() { installTranslators(*QCoreApplication::instance(), QLocale(u"en"_s)); }

    void entryTexts_data()
    {
        QTest::addColumn<QByteArray>("entry");
        QTest::addColumn<QString>("text");
        QTest::newRow("item key")
            << QByteArray(R"({"TableName": "Books", "Key": {"bookId": {"S": "BOOK-dune"}}})")
            << u"bookId = BOOK-dune"_s;
        QTest::newRow("query, names and values filled in")
            << QJsonDocument(
                   QJsonObject{
                       {u"Operation"_s, u"Query"_s},
                       {u"Request"_s,
                        QJsonObject{
                            {u"TableName"_s, u"Books"_s},
                            {u"IndexName"_s, u"byShelf"_s},
                            {u"KeyConditionExpression"_s, u"#s = :s"_s},
                            {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"shelf"_s}}},
                            {u"ExpressionAttributeValues"_s,
                             QJsonObject{{u":s"_s, QJsonObject{{u"S"_s, u"SCIFI"_s}}}}}}}})
                   .toJson()
            << u"Query byShelf: shelf = SCIFI"_s;
        QTest::newRow("scan with a filter and a limit")
            << QByteArray(R"({"Operation": "Scan", "Request": {"TableName": "Books",
                  "FilterExpression": "copies > :n", "ExpressionAttributeValues": {":n": {"N": "2"}},
                  "Limit": 10}})")
            << u"Scan: filter copies > 2 · Limit 10"_s;
        QTest::newRow("a bare scan")
            << QByteArray(R"({"Operation": "Scan", "Request": {"TableName": "Books"}})")
            << u"Scan"_s;
    }
    void entryTexts()
    {
        QFETCH(QByteArray, entry);
        QFETCH(QString, text);
        QCOMPARE(CacheEntriesModel::whatText(QJsonDocument::fromJson(entry).object()), text);
    }

    // A key reads partition key first, as the table's schema orders it, not by name.
    void keysInTheTablesOrder()
    {
        const QJsonObject entry = QJsonDocument::fromJson(R"({"TableName": "Shelves", "Key": {
            "bookId": {"S": "BOOK-dune"}, "shelf": {"S": "SCIFI"}}})")
                                      .object();
        QCOMPARE(CacheEntriesModel::whatText(entry), u"bookId = BOOK-dune, shelf = SCIFI"_s);
        QCOMPARE(CacheEntriesModel::whatText(entry, {u"shelf"_s, u"bookId"_s}),
                 u"shelf = SCIFI, bookId = BOOK-dune"_s);
        CacheEntriesModel model;
        model.setEntries(QJsonObject{{u"ItemCache"_s, QJsonArray{entry}}}, 0,
                         {{u"Shelves"_s, {u"shelf"_s, u"bookId"_s}}});
        QCOMPARE(model.index(0, CacheEntriesModel::WhatColumn).data().toString(),
                 u"shelf = SCIFI, bookId = BOOK-dune"_s);
    }

    void showsHitsAndStaleness()
    {
        TestWorkspace ws;
        auto &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kStart));
        ws.ok(u"CreateTable"_s, R"({"TableName": "Books", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "bookId", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "bookId", "AttributeType": "S"}]})");
        ws.ok(u"PutItem"_s, R"({"TableName": "Books", "Item": {"bookId": {"S": "BOOK-dune"},
            "availability": {"S": "AVAILABLE"}}})");

        CachePane pane(ws.apiCall(), ws.apiCall(), [&] { return engine.nowMs(); });
        QAbstractItemModelTester tester(pane.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *enabled = pane.findChild<QCheckBox *>(u"cacheEnabled"_s);
        auto *itemTtl = pane.findChild<QSpinBox *>(u"cacheItemTtl"_s);
        QVERIFY(enabled && itemTtl);
        QVERIFY(!enabled->isChecked());
        QVERIFY(!itemTtl->isEnabled());
        enabled->setChecked(true); // as the user clicks it
        const QJsonObject settings = ws.ok(u"DescribeCacheSettings"_s, "{}");
        QCOMPARE(settings.value(u"CacheStatus"_s).toString(), u"ENABLED"_s);
        QCOMPARE(itemTtl->value(), 300);
        QVERIFY(itemTtl->isEnabled());

        // A miss fills the item cache, the second read hits it.
        const QJsonObject get{{u"TableName"_s, u"Books"_s}, {u"Key"_s, duneKey()}};
        QVERIFY(ws.call(u"GetItem"_s, get));
        QVERIFY(ws.call(u"GetItem"_s, get));
        pane.refresh();
        QCOMPARE(pane.model()->rowCount(), 1);
        const auto cell = [&](int column) {
            return pane.model()->index(0, column).data().toString();
        };
        QCOMPARE(cell(CacheEntriesModel::CacheColumn), u"item"_s);
        QCOMPARE(cell(CacheEntriesModel::WhatColumn), u"bookId = BOOK-dune"_s);
        QCOMPARE(cell(CacheEntriesModel::HitsColumn), u"1"_s);
        QCOMPARE(cell(CacheEntriesModel::FreshnessColumn), u"fresh"_s);
        QVERIFY2(pane.figuresText().startsWith(u"Item cache: 1 hit, 1 miss · Query cache: 0 hits, "
                                               u"0 misses\n"_s),
                 qPrintable(pane.figuresText()));

        // Another client writes around the cache: the entry still serves what it held.
        QVERIFY(engine.advanceClock(kStart + 10000));
        CallOptions around;
        around.aroundCache = true;
        QVERIFY(ws.workspace().api().call(
            u"UpdateItem"_s, json(R"({"TableName": "Books", "Key": {"bookId": {"S": "BOOK-dune"}},
                "UpdateExpression": "SET availability = :l",
                "ExpressionAttributeValues": {":l": {"S": "LOST"}}})"),
            around));
        const auto served = ws.call(u"GetItem"_s, get);
        QVERIFY(served);
        QCOMPARE(served->value(u"Item"_s)[u"availability"_s][u"S"_s].toString(), u"AVAILABLE"_s);
        QVERIFY(engine.advanceClock(kStart + 250000));
        pane.refresh();
        QCOMPARE(cell(CacheEntriesModel::AgeColumn), u"4m10s"_s);
        QCOMPARE(cell(CacheEntriesModel::ExpiresColumn), u"in 50s"_s);
        QCOMPARE(cell(CacheEntriesModel::FreshnessColumn), u"stale for 4m"_s);
        QVERIFY(pane.model()->index(0, 0).data(CacheEntriesModel::StaleRole).toBool());
        QVERIFY2(pane.figuresText().contains(u"1 stale entry"_s), qPrintable(pane.figuresText()));

        // Flush empties it and starts the counts afresh.
        pane.findChild<QPushButton *>(u"cacheFlush"_s)->click();
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY2(pane.figuresText().startsWith(u"Item cache: 0 hits, 0 misses"_s),
                 qPrintable(pane.figuresText()));

        // Off: the controls say so, and the settings say it too.
        enabled->setChecked(false);
        QCOMPARE(ws.ok(u"DescribeCacheSettings"_s, "{}").value(u"CacheStatus"_s).toString(),
                 u"DISABLED"_s);
        QVERIFY(!itemTtl->isEnabled());
    }

    void ttlBoxSetsTheItemTtl()
    {
        TestWorkspace ws;
        ws.ok(u"UpdateCacheSettings"_s, R"({"Enabled": true})");
        CachePane pane(ws.apiCall(), ws.apiCall(), [] { return kStart; });
        auto *itemTtl = pane.findChild<QSpinBox *>(u"cacheItemTtl"_s);
        itemTtl->setValue(60);
        QCOMPARE(ws.ok(u"DescribeCacheSettings"_s, "{}").value(u"ItemTtlMillis"_s).toInteger(),
                 60000);
        itemTtl->setValue(0);
        QCOMPARE(itemTtl->text(), u"never expire"_s);
        QCOMPARE(ws.ok(u"DescribeCacheSettings"_s, "{}").value(u"ItemTtlMillis"_s).toInteger(), 0);
    }
};

QTEST_MAIN(TestCachePane)
#include "tst_cachepane.moc"
