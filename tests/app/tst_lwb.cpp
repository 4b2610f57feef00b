// The `lwb` contract, end to end: the built binary is run as a child process on a temporary
// workspace and judged only by what scripts see (exit code, stdout, stderr). The time commands
// have their own test, tst_lwbclock; lwbrun.h runs the binary for both.
#include "lwbrun.h"
#include "workspace/workspace.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLwb : public QObject, public LwbRunner
{
    Q_OBJECT

private:
    QTemporaryDir m_workspace;

private slots:
    void initTestCase()
    {
        QVERIFY(QFileInfo(QStringLiteral(LWB_BINARY)).isExecutable());
        QVERIFY(m_dataHome.isValid());
        QVERIFY(m_workspace.isValid());
        // The shared workspace of the contract rows: table t (GSI byGroup) holding item "a".
        const Run create = lwbOn(m_workspace.path(), {u"call"_s, u"CreateTable"_s, kCreateTable});
        QVERIFY2(create.exitCode == 0, create.err.constData());
        const Run put = lwbOn(m_workspace.path(), {u"call"_s, u"PutItem"_s, kPutA});
        QVERIFY2(put.exitCode == 0, put.err.constData());
    }

    void createTableThenDescribe()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const Run create = lwbOn(dir.path(), {u"call"_s, u"CreateTable"_s, kCreateTable});
        QVERIFY2(create.exitCode == 0, create.err.constData());
        QVERIFY2(create.err.isEmpty(), create.err.constData());
        const QJsonObject created = parseObject(create.out);
        QCOMPARE(jsonText(jsonAt(created, u"TableDescription.TableName"_s)), u"items"_s);
        QCOMPARE(
            jsonText(jsonAt(created, u"TableDescription.GlobalSecondaryIndexes.0.IndexName"_s)),
            u"byGroup"_s);

        const Run describe =
            lwbOn(dir.path(), {u"call"_s, u"DescribeTable"_s, uR"({"TableName": "items"})"_s});
        QVERIFY2(describe.exitCode == 0, describe.err.constData());
        const QJsonObject described = parseObject(describe.out);
        QCOMPARE(jsonText(jsonAt(described, u"Table.TableName"_s)), u"items"_s);
        QCOMPARE(jsonText(jsonAt(described, u"Table.KeySchema.0.AttributeName"_s)), u"pk"_s);
        QCOMPARE(jsonText(jsonAt(described, u"Table.GlobalSecondaryIndexes.0.IndexName"_s)),
                 u"byGroup"_s);

        // A second CreateTable of the same name is DynamoDB's ResourceInUseException.
        const Run again = lwbOn(dir.path(), {u"call"_s, u"CreateTable"_s, kCreateTable});
        QCOMPARE(again.exitCode, 1);
        QCOMPARE(jsonText(jsonAt(parseObject(again.err), u"__type"_s)),
                 dynamodb(u"ResourceInUseException"));
    }

    // One row per clause of the contract, on the shared workspace. `%WS%` in expectations is the
    // workspace path.
    void contract_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input"); // stdin
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("jsonPath"); // a value in the stdout JSON, when not empty
        QTest::addColumn<QString>("jsonValue");
        QTest::addColumn<QStringList>("stdoutHas");
        QTest::addColumn<QString>("errorType");    // the __type on stderr, when not empty
        QTest::addColumn<QString>("errorMessage"); // its exact message, when not empty

        // A successful call whose response has `value` at `path`.
        const auto answers = [](const char *name, const QStringList &args, const QString &path,
                                const QString &value, const QByteArray &input = {}) {
            QTest::newRow(name) << args << input << 0 << path << value << QStringList() << QString()
                                << QString();
        };
        // A failed call: exit 1 and the error object on stderr.
        const auto fails = [](const char *name, const QStringList &args, const QString &type,
                              const QString &message = {}, const QByteArray &input = {}) {
            QTest::newRow(name) << args << input << 1 << QString() << QString() << QStringList()
                                << type << message;
        };
        // Any other command: its exit code and texts its stdout must contain.
        const auto prints = [](const char *name, const QStringList &args, int exitCode,
                               const QStringList &stdoutHas) {
            QTest::newRow(name) << args << QByteArray() << exitCode << QString() << QString()
                                << stdoutHas << QString() << QString();
        };
        const QString call = u"call"_s;
        const QString getA = uR"({"TableName": "items", "Key": {"pk": {"S": "a"}}})"_s;

        answers("DescribeTable", {call, u"DescribeTable"_s, uR"({"TableName": "items"})"_s},
                u"Table.TableName"_s, u"items"_s);
        answers("no request JSON means {}", {call, u"ListTables"_s}, u"TableNames.0"_s, u"items"_s);
        answers("GetItem", {call, u"GetItem"_s, getA}, u"Item.n.N"_s, u"42"_s);
        answers("- reads the request from stdin", {call, u"GetItem"_s, u"-"_s}, u"Item.grp.S"_s,
                u"g1"_s, getA.toUtf8());

        fails("PutItem missing the key",
              {call, u"PutItem"_s, uR"({"TableName": "items", "Item": {"x": {"S": "1"}}})"_s},
              dynamodb(u"ValidationException"),
              u"One or more parameter values were invalid: Missing the key pk in the item"_s);
        fails("PutItem key type mismatch",
              {call, u"PutItem"_s, uR"({"TableName": "items", "Item": {"pk": {"N": "1"}}})"_s},
              dynamodb(u"ValidationException"),
              u"One or more parameter values were invalid: Type mismatch for key pk expected: S "
              u"actual: N"_s);
        fails("missing table", {call, u"DescribeTable"_s, uR"({"TableName": "nope"})"_s},
              dynamodb(u"ResourceNotFoundException"));
        fails("unknown action", {call, u"FlyToTheMoon"_s, u"{}"_s},
              coral(u"UnknownOperationException"));
        fails("invalid JSON", {call, u"PutItem"_s, uR"({"TableName": )"_s},
              coral(u"SerializationException"));
        fails("JSON that is not an object", {call, u"ListTables"_s, u"[1, 2]"_s},
              coral(u"SerializationException"));
        fails("invalid JSON on stdin", {call, u"ListTables"_s, u"-"_s},
              coral(u"SerializationException"), {}, "{oops");

        // partiql: one statement through ExecuteStatement, every page of a SELECT in one list.
        const QString partiql = u"partiql"_s;
        answers("partiql SELECT with a parameter",
                {partiql, uR"(SELECT n FROM "items" WHERE pk = ?)"_s, uR"([{"S": "a"}])"_s},
                u"Items.0.n.N"_s, u"42"_s);
        answers("partiql parameters from stdin",
                {partiql, uR"(SELECT grp FROM "items" WHERE pk = ?)"_s, u"-"_s}, u"Items.0.grp.S"_s,
                u"g1"_s, R"([{"S": "a"}])");
        answers("partiql UPDATE answers no items",
                {partiql, uR"(UPDATE "items" SET seen = 1 WHERE pk = 'a')"_s}, u"Items"_s, u"[]"_s);
        fails("partiql UPDATE of a missing item",
              {partiql, uR"(UPDATE "items" SET seen = 1 WHERE pk = 'nobody')"_s},
              dynamodb(u"ConditionalCheckFailedException"), u"The conditional request failed"_s);
        fails("partiql INSERT of an existing key",
              {partiql, uR"(INSERT INTO "items" VALUE {'pk': 'a'})"_s},
              dynamodb(u"DuplicateItemException"), u"Duplicate primary key exists in table"_s);
        fails("partiql syntax error", {partiql, u"SELEC n"_s}, dynamodb(u"ValidationException"));
        fails("partiql parameters that are not a list",
              {partiql, uR"(SELECT * FROM "items")"_s, uR"({"S": "a"})"_s},
              coral(u"SerializationException"));
        prints("partiql without a statement", {partiql}, 64, {});

        prints("verify", {u"verify"_s}, 0, {u"ok: %WS%"_s});
        prints("actions", {u"actions"_s}, 0,
               {u"CreateTable\n"_s, u"PutItem\n"_s, u"GetItem\n"_s, u"GetItemHistory\n"_s});
        prints("--help", {u"--help"_s}, 0,
               {u"call ACTION"_s, u"partiql STATEMENT"_s, u"verify"_s, u"actions"_s,
                u"--workspace"_s, u"default workspace"_s, u"Exit codes"_s, u"clock set TIME"_s,
                u"clock advance DURATION"_s, u"rewind TIME"_s, u"sweep\n"_s, u"sweeper ["_s,
                u"history TABLE KEYJSON"_s, u"lifecycle TABLE [KEYJSON] [--at TIME]"_s,
                u"--as-of TIME"_s, u"--seed"_s, u"2026-10-20T14:00:00+02:00"_s, u"1h30m"_s});
        prints("unknown command", {u"frobnicate"_s}, 64, {});
        prints("call without an action", {call}, 64, {});
    }

    void contract()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, jsonPath);
        QFETCH(QString, jsonValue);
        QFETCH(QStringList, stdoutHas);
        QFETCH(QString, errorType);
        QFETCH(QString, errorMessage);

        const QString ws = m_workspace.path();
        const Run run = lwbOn(ws, args, input);
        QVERIFY2(run.exitCode == exitCode,
                 qPrintable(u"exit %1, stdout: %2, stderr: %3"_s.arg(run.exitCode)
                                .arg(QString::fromUtf8(run.out), QString::fromUtf8(run.err))));

        if (exitCode == 0 && (args.value(0) == u"call"_s || args.value(0) == u"partiql"_s)) {
            // A successful call prints one JSON object, indented, and nothing on stderr.
            QVERIFY2(run.err.isEmpty(), run.err.constData());
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(run.out, &parseError);
            QCOMPARE(parseError.error, QJsonParseError::NoError);
            QVERIFY(doc.isObject());
            QVERIFY(run.out.contains("\n    \""));
        }
        if (!jsonPath.isEmpty())
            QCOMPARE(jsonText(jsonAt(parseObject(run.out), jsonPath)), jsonValue);
        const QString out = QString::fromUtf8(run.out);
        for (QString expected : stdoutHas) {
            expected.replace(u"%WS%"_s, ws);
            QVERIFY2(out.contains(expected), qPrintable(expected + u" not in: "_s + out));
        }

        if (!errorType.isEmpty()) {
            // The error is one compact JSON object on one line of stderr; stdout stays empty.
            QVERIFY2(run.out.isEmpty(), run.out.constData());
            QCOMPARE(run.err.count('\n'), 1);
            const QJsonObject error = parseObject(run.err);
            QVERIFY2(!error.isEmpty(), run.err.constData());
            QCOMPARE(error.value(u"__type"_s).toString(), errorType);
            // One text key, as the service writes it: "Message" for a SerializationException.
            const QString key =
                errorType.endsWith(u"#SerializationException"_s) ? u"Message"_s : u"message"_s;
            QVERIFY2(error.value(key).isString(), run.err.constData());
            QCOMPARE(error.size(), 2);
            if (!errorMessage.isEmpty())
                QCOMPARE(error.value(key).toString(), errorMessage);
        }
    }

    // Without --workspace, lwb opens (and creates) the default workspace under the application
    // data folder, the same folder the GUI uses.
    void defaultWorkspace()
    {
        const QString appData = m_dataHome.path() + u"/LifecycleWorkbench/lifecycle-workbench"_s;
        const Run run = lwb({u"verify"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString out = QString::fromUtf8(run.out).trimmed();
        QVERIFY2(out.startsWith(u"ok: "_s + appData), qPrintable(out));
        QVERIFY(QFileInfo(out.mid(4)).isDir());

        const Run list = lwb({u"call"_s, u"ListTables"_s});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        QCOMPARE(jsonText(jsonAt(parseObject(list.out), u"TableNames"_s)), u"[]"_s);
    }

    // A workspace held by another process is refused with exit 2 and a message naming the
    // folder, and the refused call changes nothing.
    void workspaceInUse()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run create = lwbOn(dir.path(), {u"call"_s, u"CreateTable"_s, kCreateTable});
        QVERIFY2(create.exitCode == 0, create.err.constData());

        {
            auto held = lw::Workspace::open(dir.path());
            QVERIFY2(held.has_value(), qPrintable(held ? QString() : held.error().message));

            const Run verify = lwbOn(dir.path(), {u"verify"_s});
            QCOMPARE(verify.exitCode, 2);
            QVERIFY(verify.out.isEmpty());
            QVERIFY2(QString::fromUtf8(verify.err).contains(dir.path()), verify.err.constData());

            const Run put = lwbOn(dir.path(), {u"call"_s, u"PutItem"_s, kPutA});
            QCOMPARE(put.exitCode, 2);
            QVERIFY2(QString::fromUtf8(put.err).contains(dir.path()), put.err.constData());
        }

        // Released: usable again, and the refused PutItem left no trace.
        const Run get =
            lwbOn(dir.path(), {u"call"_s, u"GetItem"_s,
                               uR"({"TableName": "items", "Key": {"pk": {"S": "a"}}})"_s});
        QVERIFY2(get.exitCode == 0, get.err.constData());
        QVERIFY(!parseObject(get.out).contains(u"Item"_s));
        QCOMPARE(lwbOn(dir.path(), {u"verify"_s}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestLwb)
#include "tst_lwb.moc"
