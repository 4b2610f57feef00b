// The operation console and the request log over a real workspace, offscreen: calls answered
// and refused, a body that is not JSON, completion of action names, the past read-only, and the
// log in the lessons' format.
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "engine/engine.h"
#include "state/calllog.h"
#include "testworkspace.h"

#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

struct Console
{
    TestWorkspace ws;
    RequestLogPane log;
    CallLog logged; // what the console's calls hand on to the log
    int calls = 0;
    ConsolePane console{
        loggedCall(
            [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
                ++calls;
                return ws.workspace().api().call(action, request, options);
            },
            &logged),
        [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
            return ws.workspace().api().call(action, request, options);
        }};

    Console() { log.showLog(&logged); }
};

constexpr const char *kTable =
    "{\"TableName\": \"Sessions\", \"BillingMode\": \"PAY_PER_REQUEST\", \"KeySchema\": "
    "[{\"AttributeName\": \"PK\", \"KeyType\": \"HASH\"}], \"AttributeDefinitions\": "
    "[{\"AttributeName\": \"PK\", \"AttributeType\": \"S\"}]}";

} // namespace

class TestConsole : public QObject
{
    Q_OBJECT

private slots:
    void aCallIsAnsweredAndLogged()
    {
        Console c;
        QSignalSpy changed(&c.console, &ConsolePane::workspaceChanged);
        c.console.setAction(u"CreateTable"_s);
        c.console.setRequestText(QString::fromLatin1(kTable));
        QVERIFY(c.console.send());
        QCOMPARE(changed.size(), 1);
        QVERIFY(c.console.responseText().contains(u"\"TableStatus\": \"ACTIVE\""_s));

        c.console.setAction(u"PutItem"_s);
        c.console.setRequestText(u"{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": "
                                 u"\"USER#alice\"}, \"n\": {\"N\": \"1\"}}, "
                                 u"\"ReturnConsumedCapacity\": \"TOTAL\"}"_s);
        QVERIFY(c.console.send());
        c.console.setAction(u"GetItem"_s);
        c.console.setRequestText(u"{\"TableName\": \"Sessions\", \"Key\": {\"PK\": {\"S\": "
                                 u"\"USER#alice\"}}}"_s);
        QVERIFY(c.console.send());
        QCOMPARE(changed.size(), 2); // GetItem only reads
        QCOMPARE(c.log.text(), u">>> CreateTable Sessions\n\n"
                               u">>> PutItem Sessions\n"
                               u"    item:       {PK: 'USER#alice', n: 1}\n"
                               u"    capacity:   1 WCU\n\n"
                               u">>> GetItem Sessions\n"
                               u"    key:        {PK: 'USER#alice'}\n"_s);
    }

    // Copy as code: the call under a line of the log, or all of them, as a program.
    void theLogCopiesCallsAsCode()
    {
        Console c;
        c.console.setAction(u"CreateTable"_s);
        c.console.setRequestText(QString::fromLatin1(kTable));
        QVERIFY(c.console.send());
        c.console.setAction(u"PutItem"_s);
        c.console.setRequestText(u"{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": "
                                 u"\"USER#alice\"}}}"_s);
        QVERIFY(c.console.send());
        c.log.note(u"… 3 more requests served, not shown"_s);
        c.console.setAction(u"DeleteTable"_s);
        c.console.setRequestText(u"{\"TableName\": \"Nope\"}"_s);
        QVERIFY(!c.console.send()); // a failed call is in the log, and has code too
        const QStringList lines = c.log.text().split(u'\n');
        const auto lineOf = [&](const QString &start) {
            return int(std::find_if(lines.begin(), lines.end(),
                                    [&](const QString &l) { return l.startsWith(start); }) -
                       lines.begin());
        };

        const QString put = c.log.code(u"python"_s, lineOf(u"    item:"_s));
        QVERIFY2(put.contains(u"client.put_item("_s), qPrintable(put));
        QVERIFY(put.contains(u"USER#alice"_s));
        QVERIFY(!put.contains(u"create_table"_s));
        QVERIFY(c.log.code(u"cli"_s, lineOf(u">>> CreateTable"_s))
                    .contains(u"aws dynamodb create-table"_s));
        QVERIFY(
            c.log.code(u"js"_s, lineOf(u">>> DeleteTable"_s)).contains(u"DeleteTableCommand"_s));
        QCOMPARE(c.log.code(u"python"_s, lineOf(u"… 3 more"_s)), QString()); // the endpoint's
        QCOMPARE(c.log.code(u"python"_s, lineOf(u">>> PutItem"_s) - 1), QString()); // between
        const QString all = c.log.code(u"cli"_s);
        QVERIFY(all.indexOf(u"create-table"_s) < all.indexOf(u"put-item"_s));
        QVERIFY(all.indexOf(u"put-item"_s) < all.indexOf(u"delete-table"_s));
        c.log.clear();
        QCOMPARE(c.log.code(u"cli"_s), QString());
    }

    void theConsoleCopiesItsRequestAsCode_data()
    {
        QTest::addColumn<QString>("action"); // empty: PartiQL
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected"); // in the program; empty: no program
        const QString put =
            u"{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": \"USER#bob\"}}}"_s;
        QTest::newRow("an action, Python")
            << u"PutItem"_s << put << u"python"_s << u"client.put_item("_s;
        QTest::newRow("an action, JavaScript")
            << u"PutItem"_s << put << u"js"_s << u"PutItemCommand"_s;
        QTest::newRow("an action, the AWS CLI")
            << u"PutItem"_s << put << u"cli"_s << u"aws dynamodb put-item"_s;
        QTest::newRow("a statement")
            << QString() << u"SELECT * FROM Sessions"_s << u"python"_s << u"execute_statement("_s;
        QTest::newRow("not JSON yet")
            << u"PutItem"_s << u"{\"TableName\""_s << u"python"_s << QString();
        QTest::newRow("no action") << QString(u""_s) << QString() << u"cli"_s << QString();
    }

    // The request the fields hold, before it is sent, through the Copy as Code button's menu;
    // nothing is sent.
    void theConsoleCopiesItsRequestAsCode()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        Console c;
        if (QTest::currentDataTag() == QByteArray("no action")) {
            c.console.setAction({});
        } else if (action.isEmpty()) {
            c.console.setStatement(request);
        } else {
            c.console.setAction(action);
            c.console.setRequestText(request);
        }
        auto *button = c.console.findChild<QToolButton *>(u"consoleCodeButton"_s);
        QVERIFY(button && button->menu());
        QAction *copy = button->menu()->findChild<QAction *>(u"copyAsCode_"_s + language);
        QVERIFY(copy);
        QApplication::clipboard()->setText(u"before"_s);
        copy->trigger();
        const QString copied = QApplication::clipboard()->text();
        if (expected.isEmpty())
            QVERIFY2(copied.isEmpty() || copied == u"before", qPrintable(copied));
        else
            QVERIFY2(copied.contains(expected), qPrintable(copied));
        QCOMPARE(c.console.code(language), copied == u"before" ? QString() : copied);
        QCOMPARE(c.calls, 0);
    }

    void anErrorIsShownAndLogged()
    {
        Console c;
        QSignalSpy changed(&c.console, &ConsolePane::workspaceChanged);
        c.console.setAction(u"DeleteTable"_s);
        c.console.setRequestText(u"{\"TableName\": \"Nope\"}"_s);
        const auto result = c.console.send();
        QVERIFY(!result);
        QCOMPARE(changed.size(), 0);
        QVERIFY(c.console.responseText().contains(u"ResourceNotFoundException"_s));
        QCOMPARE(c.log.text(), u">>> DeleteTable Nope\n"
                               u"!!! ResourceNotFoundException: Requested resource not found: "
                               u"Table: Nope not found\n"_s);
    }

    // Not JSON, or not an object: refused as the service refuses such a body, without a call.
    void aBodyThatIsNotAnObjectIsRefused_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON")
            << u"{\"TableName\": "_s
            << u"Request is not valid JSON: unterminated object at character 13"_s;
        QTest::newRow("array") << u"[1]"_s << u"Request must be a JSON object"_s;
    }
    void aBodyThatIsNotAnObjectIsRefused()
    {
        QFETCH(QString, body);
        QFETCH(QString, message);
        Console c;
        c.console.setAction(u"ListTables"_s);
        c.console.setRequestText(body);
        const auto result = c.console.send();
        QVERIFY(!result);
        QCOMPARE(result.error().type, ErrorType::Serialization);
        QCOMPARE(result.error().message, message);
        QCOMPARE(c.calls, 0);
        QCOMPARE(c.log.text(), QString());
    }

    // An empty body is {} (ListTables needs nothing), and action names complete.
    void anEmptyBodyAndCompletion()
    {
        Console c;
        c.console.setAction(u"ListTables"_s);
        QVERIFY(c.console.send());
        auto *action = c.console.findChild<QLineEdit *>(u"consoleAction"_s);
        QVERIFY(action && action->completer());
        action->completer()->setCompletionPrefix(u"Consumer"_s);
        QStringList completions;
        for (int i = 0; action->completer()->setCurrentRow(i); ++i)
            completions << action->completer()->currentCompletion();
        QCOMPARE(completions,
                 (QStringList{u"CreateConsumer"_s, u"DeleteConsumer"_s, u"DescribeConsumer"_s,
                              u"ListConsumers"_s, u"UpdateConsumer"_s}));
    }

    // PartiQL mode: the statement and its parameters go as ExecuteStatement, the status says what
    // it ran as (ExplainStatement, not logged), the items fill the table, the log shows the
    // statement in the lessons' format. (Without the English catalogue, plurals read "(s)".)
    void partiqlMode_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("parameters");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QStringList>("columns");
        QTest::addColumn<QStringList>("firstRow");
        QTest::newRow("a SELECT on the key is a Query")
            << u"SELECT * FROM \"Sessions\" WHERE PK = ?"_s << u"[{\"S\": \"USER#alice\"}]"_s
            << u"Runs as a Query on Sessions · 1 item(s)"_s << QStringList{u"PK"_s, u"n"_s}
            << QStringList{u"USER#alice"_s, u"1"_s};
        QTest::newRow("IN is one Query per value")
            << u"SELECT n FROM \"Sessions\" WHERE PK IN ['USER#alice', 'USER#bob']"_s << QString()
            << u"Runs as 2 Queries on Sessions · 2 item(s)"_s << QStringList{u"n"_s}
            << QStringList{u"1"_s};
        QTest::newRow("any other SELECT is a Scan")
            << u"SELECT PK FROM \"Sessions\" WHERE n > ?"_s << u"[{\"N\": \"1\"}]"_s
            << u"Runs as a Scan of Sessions, every item read · 1 item(s)"_s << QStringList{u"PK"_s}
            << QStringList{u"USER#bob"_s};
        QTest::newRow("an UPDATE")
            << u"UPDATE \"Sessions\" SET n = 3 WHERE PK = 'USER#bob'"_s << QString()
            << u"Runs as UpdateItem on Sessions"_s << QStringList() << QStringList();
    }
    void partiqlMode()
    {
        QFETCH(QString, statement);
        QFETCH(QString, parameters);
        QFETCH(QString, status);
        QFETCH(QStringList, columns);
        QFETCH(QStringList, firstRow);
        Console c;
        c.ws.ok(u"CreateTable"_s, kTable);
        c.ws.ok(u"PutItem"_s, "{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": "
                              "\"USER#alice\"}, \"n\": {\"N\": \"1\"}}}");
        c.ws.ok(u"PutItem"_s, "{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": "
                              "\"USER#bob\"}, \"n\": {\"N\": \"2\"}}}");
        QSignalSpy changed(&c.console, &ConsolePane::workspaceChanged);
        c.console.setStatement(statement, parameters);
        QCOMPARE(c.console.mode(), ConsolePane::Mode::PartiQL);
        const auto answer = c.console.send();
        QVERIFY2(answer, answer ? "" : qPrintable(answer.error().message));
        QCOMPARE(c.calls, 1); // the explanation is the window's own look
        QCOMPARE(c.console.statusText(), status);
        const QStandardItemModel *table = c.console.itemsTable();
        QStringList headers;
        for (int column = 0; column < table->columnCount(); ++column)
            headers << table->headerData(column, Qt::Horizontal).toString();
        QCOMPARE(headers, columns);
        QStringList row;
        for (int column = 0; table->rowCount() > 0 && column < table->columnCount(); ++column)
            row << table->item(0, column)->text();
        QCOMPARE(row, firstRow);
        QVERIFY(c.log.text().startsWith(u">>> ExecuteStatement"_s));
        QCOMPARE(changed.size(), 1); // ExecuteStatement may write
    }

    // Parameters that are not a JSON array: refused without a call, as a malformed body is.
    void partiqlParametersMustBeAList()
    {
        Console c;
        c.console.setStatement(u"SELECT * FROM \"Sessions\" WHERE PK = ?"_s,
                               u"{\"S\": \"USER#alice\"}"_s);
        const auto result = c.console.send();
        QVERIFY(!result);
        QCOMPARE(result.error().type, ErrorType::Serialization);
        QCOMPARE(result.error().message, u"Parameters must be a JSON array of typed values"_s);
        QCOMPARE(c.calls, 0);
        c.console.setStatement(u"SELECT * FROM \"Sessions\""_s, u"[{"_s);
        QCOMPARE(c.console.send().error().message,
                 u"Parameters is not valid JSON: unterminated object at character 2"_s);
    }

    // Viewing the past, a write is refused by the api with its own message.
    void thePastIsReadOnly()
    {
        Console c;
        c.ws.ok(u"CreateTable"_s, kTable);
        c.console.setAsOf(c.ws.workspace().engine().nowMs() - 1);
        c.console.setAction(u"PutItem"_s);
        c.console.setRequestText(
            u"{\"TableName\": \"Sessions\", \"Item\": {\"PK\": {\"S\": \"x\"}}}"_s);
        const auto result = c.console.send();
        QVERIFY(!result);
        QCOMPARE(result.error().message,
                 u"PutItem cannot run as of a past time: only GetItem, Query, Scan and "
                 u"DescribePartitionKeys read history"_s);
    }
};

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
