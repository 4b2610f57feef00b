// The archive bucket pane over a real workspace, offscreen: an item deleted from a table with an
// archiver shows up as an object with its body and tags; a lifecycle rule moves it to a colder
// storage class as the sim clock passes 30 days.
#include "bucket/archivepane.h"
#include "engine/engine.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kDayMs = 24 * 3600 * 1000;

QJsonObject docKey()
{
    return {{u"PK"_s, QJsonObject{{u"S"_s, u"DOC#d2"_s}}}};
}

} // namespace

class TestArchivePane : public QObject
{
    Q_OBJECT

private slots:
    void archivedItemsAppearWithTheirBodyAndClass()
    {
        TestWorkspace ws;
        auto &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(1'792'496'917'000));
        ws.ok(u"CreateTable"_s, R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
            "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "OLD_IMAGE"}})");
        ws.ok(u"CreateConsumer"_s,
              R"({"TableName": "Docs", "ConsumerName": "archive", "Type": "ARCHIVER"})");
        ws.ok(u"PutArchiveLifecycleConfiguration"_s, R"({"LifecycleConfiguration": {"Rules": [
            {"ID": "cold", "Status": "Enabled", "Filter": {"ObjectSizeGreaterThan": 0},
             "Transitions": [{"Days": 30, "StorageClass": "GLACIER"}]}]}})");
        QJsonObject item = docKey();
        item.insert(u"title"_s, QJsonObject{{u"S"_s, u"Old draft"_s}});
        QVERIFY(ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Item"_s, item}}));
        QVERIFY(ws.call(u"DeleteItem"_s,
                        QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Key"_s, docKey()}}));

        ArchivePane pane(ws.apiCall());
        QAbstractItemModelTester tester(pane.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(engine.advanceClock(engine.nowMs() + 1000));
        pane.refresh();
        QCOMPARE(pane.model()->rowCount(), 1);
        const auto cell = [&](int column) {
            return pane.model()->index(0, column).data().toString();
        };
        QCOMPARE(cell(ArchiveObjectsModel::KeyColumn), u"archive/DOC#d2.json"_s);
        QCOMPARE(cell(ArchiveObjectsModel::StorageClassColumn), u"STANDARD"_s);
        QCOMPARE(cell(ArchiveObjectsModel::SizeColumn), u"47 bytes"_s);

        auto *view = pane.findChild<QTableView *>(u"archiveView"_s);
        view->setCurrentIndex(pane.model()->index(0, 0));
        QVERIFY2(pane.detailsText().contains(u"Tags: deleted-by-ttl = false"_s),
                 qPrintable(pane.detailsText()));
        QVERIFY(pane.detailsText().contains(u"\"Old draft\""_s));

        // Past the next midnight after 30 days the rule moves it; the selection stays.
        QVERIFY(engine.advanceClock(engine.nowMs() + 31 * kDayMs));
        pane.refresh();
        QCOMPARE(cell(ArchiveObjectsModel::StorageClassColumn), u"GLACIER"_s);
        QCOMPARE(view->currentIndex().row(), 0);
    }
};

QTEST_MAIN(TestArchivePane)
#include "tst_archivepane.moc"
