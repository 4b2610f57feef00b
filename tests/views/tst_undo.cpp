// Soft delete, restore and undo from the window over a real workspace, offscreen:
// each is one compensating write that the stream records; undo and redo replay them; a call
// that fails leaves nothing on the stack; the past is read-only.
#include "commands/deletetablecommand.h"
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "engine/engine.h"
#include "engineclock.h"
#include "model/tablejson.h"
#include "testworkspace.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QJsonArray>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

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
        return lw::test::engineClock([&engine]() -> Engine & { return engine; });
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

// Sends `request` from the window's console, as a user would; returns its answer.
Result<QJsonObject> consoleSend(MainWindow &window, const QString &actionName, const char *request)
{
    auto *console = window.findChild<ConsolePane *>();
    console->setAction(actionName);
    console->setRequestText(QString::fromUtf8(request));
    return console->send();
}

std::optional<QJsonObject> itemWithKey(Bench &bench, const QString &pk)
{
    const Result<QJsonObject> got = bench.ws.call(
        u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Docs"_s},
                                  {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, pk}}}}}});
    if (!got || !got->contains(u"Item"_s))
        return std::nullopt;
    return got->value(u"Item"_s).toObject();
}

// Edit ▸ Undo, whatever it is called now ("&Undo PutItem Docs").
QAction *undoAction(MainWindow &window)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Undo))
            return a;
    qFatal("no undo action");
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

    // A console PutItem is undone by deleting the new item and redone by putting it back; an
    // UpdateItem that ADDs is redone from its image, so it does not add twice.
    void consoleItemWritesAreUndoable()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"PutItem"_s,
                            "{\"TableName\": \"Docs\", \"Item\": {\"PK\": {\"S\": \"d3\"}}}"));
        QVERIFY(itemWithKey(bench, u"d3"_s));
        QAction *undo = undoAction(window);
        QCOMPARE(undo->text(), u"&Undo PutItem Docs"_s);
        undo->trigger();
        QVERIFY(!itemWithKey(bench, u"d3"_s));
        QCOMPARE(bench.streamRecords(), 3); // INSERT d2, INSERT d3, REMOVE d3
        action(window, u"&Redo PutItem Docs"_s)->trigger();
        QVERIFY(itemWithKey(bench, u"d3"_s));

        const char *add = "{\"TableName\": \"Docs\", \"Key\": {\"PK\": {\"S\": \"d2\"}}, "
                          "\"UpdateExpression\": \"ADD hits :one\", "
                          "\"ExpressionAttributeValues\": {\":one\": {\"N\": \"1\"}}}";
        QVERIFY(consoleSend(window, u"UpdateItem"_s, add));
        QCOMPARE(undo->text(), u"&Undo UpdateItem Docs 'd2'"_s);
        undo->trigger();
        QVERIFY(!bench.item().contains(u"hits"_s));
        QCOMPARE(bench.item().value(u"title"_s).toObject().value(u"S"_s).toString(),
                 u"Old draft"_s);
        action(window, u"&Redo UpdateItem Docs 'd2'"_s)->trigger();
        QCOMPARE(bench.item().value(u"hits"_s).toObject().value(u"N"_s).toString(), u"1"_s);
        QCOMPARE(bench.ws.workspace().engine().verify(), QStringList());
    }

    // Several items in one request are put back together, in one transaction.
    void batchWritesAreUndoneTogether()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"BatchWriteItem"_s,
                            "{\"RequestItems\": {\"Docs\": ["
                            "{\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"d4\"}}}},"
                            "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"d2\"}}}}]}}"));
        QVERIFY(!itemWithKey(bench, u"d2"_s));
        action(window, u"&Undo BatchWriteItem"_s)->trigger();
        QVERIFY(!itemWithKey(bench, u"d4"_s));
        QCOMPARE(bench.item().value(u"folder"_s).toObject().value(u"S"_s).toString(), u"work"_s);
        QCOMPARE(bench.ws.workspace().engine().verify(), QStringList());
    }

    // PartiQL writes from the console are undone like the writes they run as; a SELECT leaves
    // nothing on the stack; a transaction's statements are undone together.
    void consolePartiqlWritesAreUndoable()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        auto *console = window.findChild<ConsolePane *>();
        QAction *undo = undoAction(window);
        console->setStatement(u"SELECT * FROM Docs WHERE PK = 'd2'"_s);
        QVERIFY(console->send());
        QVERIFY(!undo->isEnabled());

        console->setStatement(u"UPDATE Docs SET title = ? WHERE PK = 'd2'"_s,
                              u"[{\"S\": \"New draft\"}]"_s);
        QVERIFY(console->send());
        QCOMPARE(bench.item().value(u"title"_s).toObject().value(u"S"_s).toString(),
                 u"New draft"_s);
        QCOMPARE(undo->text(), u"&Undo UPDATE Docs SET title = ? WHERE PK = 'd2'"_s);
        undo->trigger();
        QCOMPARE(bench.item().value(u"title"_s).toObject().value(u"S"_s).toString(),
                 u"Old draft"_s);

        QVERIFY(consoleSend(window, u"ExecuteTransaction"_s,
                            "{\"TransactStatements\": ["
                            "{\"Statement\": \"INSERT INTO Docs VALUE {'PK': 'd5'}\"},"
                            "{\"Statement\": \"DELETE FROM Docs WHERE PK = 'd2'\"}]}"));
        QVERIFY(itemWithKey(bench, u"d5"_s));
        QVERIFY(!itemWithKey(bench, u"d2"_s));
        undo->trigger();
        QVERIFY(!itemWithKey(bench, u"d5"_s));
        QCOMPARE(bench.item().value(u"folder"_s).toObject().value(u"S"_s).toString(), u"work"_s);
        QCOMPARE(bench.ws.workspace().engine().verify(), QStringList());
    }

    // What the undo command reads before and after a write is its own look, not the user's
    // call: the request log shows the write alone.
    void theLogShowsTheUsersCallsOnly()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        auto *log = window.findChild<RequestLogPane *>();
        QVERIFY(log);
        log->clear();
        QVERIFY(consoleSend(window, u"PutItem"_s,
                            "{\"TableName\": \"Docs\", \"Item\": {\"PK\": {\"S\": \"d3\"}}}"));
        auto *console = window.findChild<ConsolePane *>();
        console->setStatement(u"DELETE FROM Docs WHERE PK = 'd3'"_s);
        QVERIFY(console->send());
        QCOMPARE(log->text(), u">>> PutItem Docs\n"
                              u"    item:       {PK: 'd3'}\n\n"
                              u">>> ExecuteStatement\n"
                              u"    statement:  DELETE FROM Docs WHERE PK = 'd3'\n"_s);
    }

    // A request the api refuses is answered in the console and never reaches the stack.
    void aRefusedConsoleWriteIsNotOnTheStack()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        const Result<QJsonObject> refused =
            consoleSend(window, u"PutItem"_s,
                        "{\"TableName\": \"Docs\", \"Item\": {\"title\": {\"S\": \"x\"}}}");
        QVERIFY(!refused);
        QVERIFY(!undoAction(window)->isEnabled());
        QCOMPARE(bench.streamRecords(), 1);
    }

    void tablesAndConsumersAreUndoable()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"CreateTable"_s,
                            "{\"TableName\": \"Notes\", \"BillingMode\": \"PAY_PER_REQUEST\", "
                            "\"KeySchema\": [{\"AttributeName\": \"id\", \"KeyType\": \"HASH\"}], "
                            "\"AttributeDefinitions\": [{\"AttributeName\": \"id\", "
                            "\"AttributeType\": \"S\"}]}"));
        const auto tables = [&] {
            return bench.ws.ok(u"ListTables"_s, "{}").value(u"TableNames"_s).toArray().size();
        };
        QCOMPARE(tables(), 2);
        action(window, u"&Undo Create table Notes"_s)->trigger();
        QCOMPARE(tables(), 1);
        action(window, u"&Redo Create table Notes"_s)->trigger();
        QCOMPARE(tables(), 2);

        QVERIFY(consoleSend(window, u"CreateConsumer"_s,
                            "{\"ConsumerName\": \"search\", \"TableName\": \"Docs\", "
                            "\"Type\": \"PROJECTOR\"}"));
        QVERIFY(consoleSend(
            window, u"UpdateConsumer"_s,
            "{\"TableName\": \"Docs\", \"ConsumerName\": \"search\", \"Enabled\": false}"));
        const auto state = [&] {
            return bench.ws
                .ok(u"DescribeConsumer"_s,
                    "{\"TableName\": \"Docs\", \"ConsumerName\": \"search\"}")
                .value(u"ConsumerDescription"_s)
                .toObject()
                .value(u"State"_s)
                .toString();
        };
        QCOMPARE(state(), u"DISABLED"_s);
        action(window, u"&Undo Change consumer search"_s)->trigger();
        QCOMPARE(state(), u"ENABLED"_s);
        action(window, u"&Undo Add consumer search"_s)->trigger();
        QVERIFY(!bench.ws.call(u"DescribeConsumer"_s,
                               "{\"TableName\": \"Docs\", \"ConsumerName\": \"search\"}"));
    }

    // A deleted table comes back with its definition, TTL, items and consumers; the items come
    // back as INSERTs in the new table's stream.
    void aDeletedTableComesBack()
    {
        Bench bench;
        Engine &engine = bench.ws.workspace().engine();
        QVERIFY(engine.updateTimeToLive(u"Docs"_s, true, u"expiresAt"_s));
        bench.ws.ok(u"CreateConsumer"_s, R"({"ConsumerName": "search", "TableName": "Docs",
            "Type": "PROJECTOR", "BatchSize": 7})");
        for (int i = 0; i < 30; ++i) // more than one BatchWriteItem on the way back
            QVERIFY(bench.ws.call(
                u"PutItem"_s,
                QJsonObject{
                    {u"TableName"_s, u"Docs"_s},
                    {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"n%1"_s.arg(i)}}},
                                            {u"folder"_s, QJsonObject{{u"S"_s, u"f"_s}}}}}}));
        const QJsonObject before = bench.ws.ok(u"DescribeTable"_s, R"({"TableName": "Docs"})")
                                       .value(u"Table"_s)
                                       .toObject();
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"DeleteTable"_s, R"({"TableName": "Docs"})"));
        QVERIFY(!bench.ws.call(u"DescribeTable"_s, R"({"TableName": "Docs"})"));

        action(window, u"&Undo Delete table Docs"_s)->trigger();
        const QJsonObject after = bench.ws.ok(u"DescribeTable"_s, R"({"TableName": "Docs"})")
                                      .value(u"Table"_s)
                                      .toObject();
        QCOMPARE(after.value(u"ItemCount"_s).toInt(), 31);
        QCOMPARE(createTableRequestFromDescription(after),
                 createTableRequestFromDescription(before));
        QCOMPARE(bench.streamRecords(), 31); // the new table's stream: the compensating INSERTs
        QCOMPARE(itemWithKey(bench, u"d2"_s)->value(u"title"_s).toObject().value(u"S"_s),
                 QJsonValue(u"Old draft"_s));
        QCOMPARE(bench.ws.ok(u"DescribeTimeToLive"_s, R"({"TableName": "Docs"})")
                     .value(u"TimeToLiveDescription"_s)[u"AttributeName"_s],
                 QJsonValue(u"expiresAt"_s));
        const QJsonObject consumer =
            bench.ws.ok(u"DescribeConsumer"_s, R"({"TableName": "Docs", "ConsumerName": "search"})")
                .value(u"ConsumerDescription"_s)
                .toObject();
        QCOMPARE(consumer.value(u"BatchSize"_s).toInt(), 7);
        QVERIFY(engine.verify().isEmpty());

        action(window, u"&Redo Delete table Docs"_s)->trigger();
        QVERIFY(!bench.ws.call(u"DescribeTable"_s, R"({"TableName": "Docs"})"));
    }

    void aDeletedConsumerComesBackReadingOn()
    {
        Bench bench;
        bench.ws.ok(u"CreateConsumer"_s, R"({"ConsumerName": "search", "TableName": "Docs",
            "Type": "PROJECTOR", "Enabled": false, "PollDelayMillis": 5000})");
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"DeleteConsumer"_s,
                            R"({"TableName": "Docs", "ConsumerName": "search"})"));
        action(window, u"&Undo Delete consumer search"_s)->trigger();
        const QJsonObject consumer =
            bench.ws.ok(u"DescribeConsumer"_s, R"({"TableName": "Docs", "ConsumerName": "search"})")
                .value(u"ConsumerDescription"_s)
                .toObject();
        QCOMPARE(consumer.value(u"State"_s).toString(), u"DISABLED"_s);
        QCOMPARE(consumer.value(u"PollDelayMillis"_s).toInteger(), 5000);
        action(window, u"&Redo Delete consumer search"_s)->trigger();
        QVERIFY(!bench.ws.call(u"DescribeConsumer"_s,
                               R"({"TableName": "Docs", "ConsumerName": "search"})"));
    }

    // Undoing a TTL change is a second change: DynamoDB refuses it within the hour, and the
    // window says so; an hour later the same undo goes through.
    void aTimeToLiveChangeIsUndoneAfterTheHour()
    {
        Bench bench;
        Engine &engine = bench.ws.workspace().engine();
        QVERIFY(engine.advanceClock(kNoon + 2 * 3600'000));
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(consoleSend(window, u"UpdateTimeToLive"_s, R"({"TableName": "Docs",
            "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expiresAt"}})"));
        const auto status = [&] {
            return bench.ws.ok(u"DescribeTimeToLive"_s, R"({"TableName": "Docs"})")
                .value(u"TimeToLiveDescription"_s)[u"TimeToLiveStatus"_s]
                .toString();
        };
        QCOMPARE(status(), u"ENABLING"_s);
        action(window, u"&Undo Change the TTL of Docs"_s)->trigger();
        QCOMPARE(status(), u"ENABLING"_s); // refused: the undo is dropped, and the error shown
        QVERIFY2(window.statusBar()->currentMessage().contains(u"multiple times"_s),
                 qPrintable(window.statusBar()->currentMessage()));

        QVERIFY(engine.advanceClock(kNoon + 4 * 3600'000));
        QVERIFY(consoleSend(window, u"UpdateTimeToLive"_s, R"({"TableName": "Docs",
            "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})"));
        QVERIFY(engine.advanceClock(kNoon + 6 * 3600'000));
        QCOMPARE(status(), u"DISABLED"_s);
        action(window, u"&Undo Change the TTL of Docs"_s)->trigger();
        QVERIFY(status() == u"ENABLED"_s || status() == u"ENABLING"_s);
    }

    // Rewinding drops the history the stack's compensating writes were made against.
    void rewindStartsTheStackAgain()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        window.setAskBeforeRewind(false);
        QVERIFY(bench.ws.workspace().engine().advanceClock(kNoon + 60'000));
        QVERIFY(consoleSend(window, u"PutItem"_s,
                            "{\"TableName\": \"Docs\", \"Item\": {\"PK\": {\"S\": \"d3\"}}}"));
        QVERIFY(action(window, u"&Undo PutItem Docs"_s)->isEnabled());
        window.viewAsOf(kNoon + 30'000);
        QVERIFY(window.rewindToViewed());
        QVERIFY(!itemWithKey(bench, u"d3"_s));
        QVERIFY(!undoAction(window)->isEnabled());
    }

    // The window's reads to show itself are not metered; what the user sends is.
    void onlyTheUsersCallsAreMetered()
    {
        Bench bench;
        MainWindow window(bench.ws.apiCall(), bench.clock(), bench.ws.path());
        QVERIFY(window.selectSource(u"Docs"_s));
        for (const QString &pane : MainWindow::paneNames())
            window.showPane(pane);
        selectFirstItem(window); // the inspector reads the item
        const auto readUnits = [&] {
            double units = 0;
            const QJsonArray points =
                bench.ws.ok(u"GetConsumedCapacity"_s, "{\"TableName\": \"Docs\"}")
                    .value(u"Datapoints"_s)
                    .toArray();
            for (const QJsonValue &point : points)
                units += point[u"ReadCapacityUnits"_s].toDouble();
            return units;
        };
        QCOMPARE(readUnits(), 0.0);
        QVERIFY(consoleSend(window, u"GetItem"_s,
                            "{\"TableName\": \"Docs\", \"Key\": {\"PK\": {\"S\": \"d2\"}}}"));
        QCOMPARE(readUnits(), 0.5); // eventually consistent, under 4 KB
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
