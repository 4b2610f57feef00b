// Soft delete, restore and undo from the window over a real workspace, offscreen (issue 6 point
// 7): each is one compensating write that the stream records; undo and redo replay them; a call
// that fails leaves nothing on the stack; the past is read-only.
#include "engine/engine.h"
#include "mainwindow.h"
#include "testworkspace.h"

#include <QAction>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kNoon = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

struct Bench
{
    TestWorkspace ws;

    Bench()
    {
        if (!ws.workspace().engine().setClock(kNoon))
            qFatal("setClock");
        ws.ok(u"CreateTable"_s, R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "folder", "AttributeType": "S"}],
            "GlobalSecondaryIndexes": [{"IndexName": "byFolder",
                "KeySchema": [{"AttributeName": "folder", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}}],
            "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
        ws.ok(u"PutItem"_s, R"({"TableName": "Docs",
            "Item": {"PK": {"S": "d2"}, "title": {"S": "Old draft"}, "folder": {"S": "work"}}})");
    }

    ClockControl clock()
    {
        Engine &engine = ws.workspace().engine();
        return {
            .nowMs = [&engine] { return engine.nowMs(); },
            .advanceTo = [&engine](qint64 toMs) { return engine.advanceClock(toMs); },
            .sweepNow = [&engine] { return engine.sweepNow(); },
            .rewind = [&engine](qint64 toMs) { return engine.rewind(toMs); },
            .monotonicMs = [] { return qint64(0); },
        };
    }

    QJsonObject item()
    {
        return ws.ok(u"GetItem"_s, R"({"TableName": "Docs", "Key": {"PK": {"S": "d2"}}})")
            .value(u"Item"_s)
            .toObject();
    }

    int streamRecords()
    {
        auto read = ws.workspace().engine().readStream(u"Docs"_s, 0, 1000);
        return read ? int(read->size()) : -1;
    }
};

QAction *action(MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text)
            return a;
    qFatal("no action %s", qPrintable(text));
}

void selectFirstItem(MainWindow &window)
{
    auto *view = window.findChild<QTableView *>(u"itemsView"_s);
    view->setCurrentIndex(view->model()->index(0, 0));
}

} // namespace

class TestUndo : public QObject
{
    Q_OBJECT

private slots:
    void softDeleteRestoreAndUndo()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        selectFirstItem(window);
        QAction *undo = action(window, u"&Undo"_s);
        QVERIFY(!undo->isEnabled());

        action(window, u"&Soft Delete Item"_s)->trigger();
        QCOMPARE(bench.item().value(u"deletedAt"_s).toObject().value(u"N"_s).toString(),
                 u"1792497600"_s);
        QVERIFY(!bench.item().contains(u"folder"_s)); // out of the sparse index at once
        QCOMPARE(bench.streamRecords(), 2);           // INSERT, then the soft delete's MODIFY
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), u"&Undo Soft delete 'd2'"_s);

        undo->trigger(); // a compensating RestoreItem: the GSI key comes back from history
        QCOMPARE(bench.item().value(u"folder"_s).toObject().value(u"S"_s).toString(), u"work"_s);
        QVERIFY(!bench.item().contains(u"deletedAt"_s));
        QCOMPARE(bench.streamRecords(), 3);

        action(window, u"&Redo Soft delete 'd2'"_s)->trigger();
        QVERIFY(bench.item().contains(u"deletedAt"_s));
        QCOMPARE(bench.streamRecords(), 4);
        QCOMPARE(bench.ws.workspace().engine().verify(), QStringList());
    }

    // Soft-deleting twice fails in the engine (its condition): the error is shown and the stack
    // keeps only the first.
    void aFailedCallLeavesNothingOnTheStack()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        selectFirstItem(window);
        action(window, u"&Soft Delete Item"_s)->trigger();
        selectFirstItem(window);
        action(window, u"&Soft Delete Item"_s)->trigger();
        QCOMPARE(bench.streamRecords(), 2);
        QAction *undo = action(window, u"&Undo Soft delete 'd2'"_s);
        undo->trigger();
        QVERIFY(!bench.item().contains(u"deletedAt"_s));
        QVERIFY(!undo->isEnabled()); // the failed second one was never on the stack
    }

    void thePastIsReadOnly()
    {
        Bench bench;
        QVERIFY(bench.ws.workspace().engine().advanceClock(kNoon + 60'000));
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        selectFirstItem(window);
        action(window, u"&Soft Delete Item"_s)->trigger();
        window.viewAsOf(kNoon);
        QVERIFY(!action(window, u"&Soft Delete Item"_s)->isEnabled());
        QVERIFY(!action(window, u"&Undo Soft delete 'd2'"_s)->isEnabled());
        window.viewAsOf({});
        QVERIFY(action(window, u"&Undo Soft delete 'd2'"_s)->isEnabled());
    }
};

QTEST_MAIN(TestUndo)
#include "tst_undo.moc"
