// The `lwb` contract, end to end: the built binary is run as a child process on a temporary
// workspace and judged only by what scripts see (exit code, stdout, stderr). LWB_BINARY is the
// path of the built lwb, passed in by tests/CMakeLists.txt.
#include "workspace/workspace.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// `a.b.0.c`: object members by name, array elements by index. Undefined when the path is absent.
QJsonValue jsonAt(QJsonValue value, const QString &path)
{
    for (const QString &part : path.split(u'.')) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        value =
            isIndex && value.isArray() ? value.toArray().at(index) : value.toObject().value(part);
    }
    return value;
}

QString jsonText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isBool())
        return value.toBool() ? u"true"_s : u"false"_s;
    if (value.isUndefined())
        return u"<absent>"_s;
    return QString::fromUtf8(
        QJsonDocument::fromVariant(value.toVariant()).toJson(QJsonDocument::Compact));
}

QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

// DynamoDB's own error types carry its API namespace; the two protocol-level ones
// (SerializationException, UnknownOperationException) carry the service framework's, as the
// real service answers them.
QString dynamodb(QStringView type)
{
    return u"com.amazonaws.dynamodb.v20120810#"_s + type;
}

QString coral(QStringView type)
{
    return u"com.amazon.coral.service#"_s + type;
}

const QString kCreateTable = uR"({
    "TableName": "items",
    "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                             {"AttributeName": "grp", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [{"IndexName": "byGroup",
                                "KeySchema": [{"AttributeName": "grp", "KeyType": "HASH"}],
                                "Projection": {"ProjectionType": "ALL"}}]
})"_s;

const QString kPutA = uR"({"TableName": "items",
    "Item": {"pk": {"S": "a"}, "grp": {"S": "g1"}, "n": {"N": "42"}}})"_s;

// The time rows start every workspace's clock here: 2026-10-20T12:00:00Z.
const QString kT0 = u"2026-10-20T12:00:00Z"_s;

QString putItem(const QString &item)
{
    return uR"({"TableName": "items", "Item": %1})"_s.arg(item);
}

QString getItem(const QString &key)
{
    return uR"({"TableName": "items", "Key": %1})"_s.arg(key);
}

QString firstLine(const QString &text)
{
    return text.section(u'\n', 0, 0);
}

} // namespace

class TestLwb : public QObject
{
    Q_OBJECT

private:
    // Runs lwb with `args`. A fresh XDG_DATA_HOME keeps every run away from the real default
    // workspace of whoever runs the tests.
    Run lwb(const QStringList &args, const QByteArray &input = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dataHome.path());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(LWB_BINARY), args);
        if (!process.waitForStarted(10000))
            return {};
        if (!input.isEmpty())
            process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return {};
        }
        Run run;
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

    Run lwbOn(const QString &dir, QStringList args, const QByteArray &input = {})
    {
        args.prepend(dir);
        args.prepend(u"--workspace"_s);
        return lwb(args, input);
    }

    // A run that must succeed, for steps whose output does not matter; prints why it failed.
    bool runs(const QString &dir, const QStringList &args)
    {
        const Run run = lwbOn(dir, args);
        if (run.exitCode != 0)
            qWarning("lwb %s: exit %d: %s", qPrintable(args.join(u' ')), run.exitCode,
                     run.err.constData());
        return run.exitCode == 0;
    }

    // The stdout of a run that must succeed; for one that failed, a text saying so, which then
    // fails the comparison it is used in and shows why.
    QString output(const QString &dir, const QStringList &args)
    {
        const Run run = lwbOn(dir, args);
        if (run.exitCode != 0)
            return u"<exit %1: %2>"_s.arg(run.exitCode).arg(QString::fromUtf8(run.err));
        return QString::fromUtf8(run.out);
    }

    // A new workspace whose clock is at kT0 (set back or forth from the wall clock, which a
    // workspace without history allows), holding the table "items".
    bool timeWorkspace(const QString &dir)
    {
        return runs(dir, {u"clock"_s, u"set"_s, kT0}) &&
               runs(dir, {u"call"_s, u"CreateTable"_s, kCreateTable});
    }

    // The same, with TTL on the attribute "expires" and a sweeper that deletes exactly 10 h
    // after expiry, so every sweep time is known.
    bool ttlWorkspace(const QString &dir)
    {
        return timeWorkspace(dir) &&
               runs(dir, {u"call"_s, u"UpdateTimeToLive"_s,
                          uR"({"TableName": "items", "TimeToLiveSpecification":
                                {"Enabled": true, "AttributeName": "expires"}})"_s}) &&
               runs(dir, {u"sweeper"_s, u"custom"_s, u"10h"_s, u"10h"_s});
    }

    QTemporaryDir m_dataHome;
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

        prints("verify", {u"verify"_s}, 0, {u"ok: %WS%"_s});
        prints("actions", {u"actions"_s}, 0, {u"CreateTable\n"_s, u"PutItem\n"_s, u"GetItem\n"_s});
        prints("--help", {u"--help"_s}, 0,
               {u"call ACTION"_s, u"verify"_s, u"actions"_s, u"--workspace"_s,
                u"default workspace"_s, u"Exit codes"_s, u"clock set TIME"_s,
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

        if (exitCode == 0 && args.value(0) == u"call"_s) {
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
            QVERIFY(error.value(u"message"_s).isString());
            if (!errorMessage.isEmpty())
                QCOMPARE(error.value(u"message"_s).toString(), errorMessage);
        }
    }

    // A wrong command line of a time command is a usage error (64) that names what was wrong
    // (a bad TIME or DURATION with the forms that are accepted) and changes nothing: the
    // workspace is not even created.
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("stderrHas");

        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        const QString timeForms = u"use epoch seconds (1792496917, 1792496917.261) or ISO 8601"_s;
        const QString durationForms = u"use numbers with units d, h, m, s or ms"_s;
        const auto row = [](const char *name, const QStringList &args,
                            const QStringList &stderrHas) {
            QTest::newRow(name) << args << stderrHas;
        };

        row("clock set, not a TIME", {u"clock"_s, u"set"_s, u"tomorrow"_s},
            {u"'tomorrow' is not a TIME"_s, timeForms, u"2026-10-20T14:00:00+02:00"_s});
        row("clock set, impossible date", {u"clock"_s, u"set"_s, u"2026-02-29"_s},
            {u"'2026-02-29' is not a TIME"_s, timeForms});
        row("clock set without TIME", {u"clock"_s, u"set"_s},
            {u"clock takes nothing, 'set TIME' or 'advance DURATION'"_s});
        row("clock, unknown", {u"clock"_s, u"back"_s, u"1h"_s}, {u"clock takes nothing"_s});
        row("clock advance, bare number", {u"clock"_s, u"advance"_s, u"90"_s},
            {u"'90' is not a DURATION"_s, durationForms, u"1h30m"_s});
        row("clock advance, zero", {u"clock"_s, u"advance"_s, u"0s"_s},
            {u"'0s' is a zero DURATION: it must be more than zero"_s});
        row("clock advance, negative", {u"clock"_s, u"advance"_s, u"--"_s, u"-1h"_s},
            {u"'-1h' is not a DURATION"_s});
        row("clock advance, beyond any time", {u"clock"_s, u"advance"_s, u"9000000d"_s},
            {u"'9000000d' is not a DURATION"_s, u"up to 10000 years"_s});
        row("rewind, not a TIME", {u"rewind"_s, u"yesterday"_s},
            {u"'yesterday' is not a TIME"_s, timeForms});
        row("rewind without TIME", {u"rewind"_s}, {u"rewind takes one TIME"_s});
        row("sweep with an argument", {u"sweep"_s, u"now"_s}, {u"sweep takes no arguments"_s});
        row("sweeper, unknown preset", {u"sweeper"_s, u"weekly"_s},
            {u"unknown sweeper preset 'weekly': use instant, aws-like or custom"_s});
        row("sweeper custom without MAX", {u"sweeper"_s, u"custom"_s, u"2h"_s},
            {u"sweeper custom takes MIN and MAX"_s});
        row("sweeper custom, bad MIN", {u"sweeper"_s, u"custom"_s, u"soon"_s, u"2h"_s},
            {u"'soon' is not a DURATION"_s, durationForms});
        row("sweeper custom, bad MAX", {u"sweeper"_s, u"custom"_s, u"0"_s, u"2 h"_s},
            {u"'2 h' is not a DURATION"_s});
        row("sweeper custom, MIN above MAX", {u"sweeper"_s, u"custom"_s, u"2h"_s, u"1h"_s},
            {u"MIN 2h is above MAX 1h"_s});
        row("sweeper instant with more", {u"sweeper"_s, u"instant"_s, u"1h"_s},
            {u"sweeper instant takes no more arguments"_s});
        row("sweeper, bad seed", {u"sweeper"_s, u"--seed"_s, u"x"_s},
            {u"--seed needs a whole number"_s, u"'x'"_s});
        row("history without KEYJSON", {u"history"_s, u"items"_s},
            {u"history takes a TABLE and a KEYJSON"_s});
        row("lifecycle without TABLE", {u"lifecycle"_s}, {u"lifecycle takes a TABLE"_s});
        row("lifecycle --at without KEYJSON",
            {u"lifecycle"_s, u"items"_s, u"--at"_s, u"2026-10-20"_s}, {u"--at needs a KEYJSON"_s});
        row("lifecycle --at, not a TIME", {u"lifecycle"_s, u"items"_s, keyA, u"--at"_s, u"noon"_s},
            {u"'noon' is not a TIME"_s, timeForms});
        row("call --as-of, not a TIME",
            {u"--as-of"_s, u"2026-10-20T25:00:00Z"_s, u"call"_s, u"GetItem"_s, getItem(keyA)},
            {u"'2026-10-20T25:00:00Z' is not a TIME"_s, timeForms});
        row("--as-of with verify", {u"--as-of"_s, u"2026-10-20"_s, u"verify"_s},
            {u"--as-of goes with call only"_s});
        row("--seed with clock", {u"--seed"_s, u"3"_s, u"clock"_s},
            {u"--seed goes with sweeper only"_s});
        row("--at with history", {u"history"_s, u"items"_s, keyA, u"--at"_s, u"2026-10-20"_s},
            {u"--at goes with lifecycle only"_s});
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, stderrHas);

        QTemporaryDir parent;
        QVERIFY(parent.isValid());
        const QString ws = parent.path() + u"/ws"_s;
        const Run run = lwbOn(ws, args);
        QVERIFY2(
            run.exitCode == 64,
            qPrintable(u"exit %1, stderr: %2"_s.arg(run.exitCode).arg(QString::fromUtf8(run.err))));
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        const QString err = QString::fromUtf8(run.err);
        for (const QString &expected : stderrHas)
            QVERIFY2(err.contains(expected), qPrintable(expected + u" not in: "_s + err));
        QVERIFY(err.contains(u"Try 'lwb --help'."_s));
        QVERIFY2(!QFileInfo::exists(ws), "a refused command line created the workspace");
    }

    // clock, clock set (back while there is no history, forward, to a millisecond), clock
    // advance; going back once there is history is refused and changes nothing.
    void clockSetAndAdvance()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();

        QCOMPARE(output(ws, {u"clock"_s, u"set"_s, kT0}), u"2026-10-20T12:00:00Z (1792497600)\n"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:00:00Z (1792497600)\n"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"advance"_s, u"1h30m"_s})),
                 u"2026-10-20T13:30:00Z (1792503000)"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"set"_s, u"1792503000.261"_s})),
                 u"2026-10-20T13:30:00.261Z (1792503000.261)"_s);
        QCOMPARE(firstLine(output(ws, {u"clock"_s, u"set"_s, u"2026-10-20T16:00:00+02:00"_s})),
                 u"2026-10-20T14:00:00Z (1792504800)"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);

        // A DURATION that parses but would carry the clock past 9999 is refused the same way.
        const Run tooFar = lwbOn(ws, {u"clock"_s, u"advance"_s, u"3000000d"_s});
        QCOMPARE(tooFar.exitCode, 64);
        QVERIFY2(QString::fromUtf8(tooFar.err).contains(u"passes 9999-12-31T23:59:59.999Z"_s),
                 tooFar.err.constData());
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);

        QVERIFY(runs(ws, {u"call"_s, u"CreateTable"_s, kCreateTable}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, kPutA}));
        const Run back = lwbOn(ws, {u"clock"_s, u"set"_s, kT0});
        QCOMPARE(back.exitCode, 1);
        QVERIFY(back.out.isEmpty());
        const QJsonObject error = parseObject(back.err);
        QCOMPARE(error.value(u"__type"_s).toString(), dynamodb(u"ValidationException"));
        // Only the start: engine.h and clock.cpp still word the rest differently.
        QVERIFY2(error.value(u"message"_s).toString().startsWith(u"The workspace has history"_s),
                 back.err.constData());
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T14:00:00Z (1792504800)\n"_s);
    }

    // sweeper prints and sets the TTL sweeper's settings, which persist; a preset keeps the seed.
    void sweeperSettings()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();

        QVERIFY(output(ws, {u"sweeper"_s})
                    .startsWith(u"preset: aws-like\nlag: 0s to 2d, most within the first day\n"
                                u"seed: "_s));
        const QString custom = u"preset: custom\nlag: 10m to 2h, uniform\nseed: 7\n"_s;
        QCOMPARE(output(ws, {u"sweeper"_s, u"custom"_s, u"10m"_s, u"2h"_s, u"--seed"_s, u"7"_s}),
                 custom);
        QCOMPARE(output(ws, {u"sweeper"_s}), custom);
        QCOMPARE(output(ws, {u"sweeper"_s, u"instant"_s}),
                 u"preset: instant\nlag: none: deleted the moment it expires\nseed: 7\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"--seed"_s, u"9"_s}),
                 u"preset: instant\nlag: none: deleted the moment it expires\nseed: 9\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"custom"_s, u"0"_s, u"1.5h"_s}),
                 u"preset: custom\nlag: 0s to 1h30m, uniform\nseed: 9\n"_s);
        QCOMPARE(output(ws, {u"sweeper"_s, u"aws-like"_s}),
                 u"preset: aws-like\nlag: 0s to 2d, most within the first day\nseed: 9\n"_s);
    }

    // --as-of reads the past: GetItem and Scan return the image of the time asked for; a write
    // is refused with the api's message and exit 1.
    void asOfReadsThePast()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();
        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        QVERIFY(timeWorkspace(ws));
        QVERIFY(runs(
            ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}, "n": {"N": "1"}})"_s)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(
            ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}, "n": {"N": "2"}})"_s)}));

        const QString halfPast = u"2026-10-20T12:30:00Z"_s;
        const QJsonObject then = parseObject(
            output(ws, {u"--as-of"_s, halfPast, u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8());
        QCOMPARE(jsonText(jsonAt(then, u"Item.n.N"_s)), u"1"_s);
        const QJsonObject now =
            parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8());
        QCOMPARE(jsonText(jsonAt(now, u"Item.n.N"_s)), u"2"_s);
        const QJsonObject scan =
            parseObject(output(ws, {u"call"_s, u"Scan"_s, uR"({"TableName": "items"})"_s,
                                    u"--as-of"_s, u"1792499400"_s})
                            .toUtf8());
        QCOMPARE(jsonText(jsonAt(scan, u"Count"_s)), u"1"_s);
        QCOMPARE(jsonText(jsonAt(scan, u"Items.0.n.N"_s)), u"1"_s);

        const Run write = lwbOn(ws, {u"--as-of"_s, halfPast, u"call"_s, u"PutItem"_s, kPutA});
        QCOMPARE(write.exitCode, 1);
        QVERIFY(write.out.isEmpty());
        const QJsonObject error = parseObject(write.err);
        QCOMPARE(error.value(u"__type"_s).toString(), dynamodb(u"ValidationException"));
        QCOMPARE(error.value(u"message"_s).toString(),
                 u"PutItem cannot run as of a past time: only GetItem, Query and Scan read "
                 u"history"_s);
        QCOMPARE(jsonText(jsonAt(
                     parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyA)}).toUtf8()),
                     u"Item.n.N"_s)),
                 u"2"_s);
    }

    // rewind drops what happened after the time and sets the clock there; a time after now is
    // refused.
    void rewindDropsLaterChanges()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();
        QVERIFY(timeWorkspace(ws));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}})"_s)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "b"}})"_s)}));

        QCOMPARE(output(ws, {u"rewind"_s, u"2026-10-20T12:30:00Z"_s}),
                 u"2026-10-20T12:30:00Z (1792499400)\n"_s);
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:30:00Z (1792499400)\n"_s);
        const auto has = [&](const char *pk) {
            const QString key = uR"({"pk": {"S": "%1"}})"_s.arg(QLatin1StringView(pk));
            return parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(key)}).toUtf8())
                .contains(u"Item"_s);
        };
        QVERIFY(has("a"));
        QVERIFY(!has("b"));
        QCOMPARE(output(ws, {u"verify"_s}), u"ok: "_s + ws + u"\n"_s);

        const Run future = lwbOn(ws, {u"rewind"_s, u"2026-10-21"_s});
        QCOMPARE(future.exitCode, 1);
        QCOMPARE(parseObject(future.err).value(u"__type"_s).toString(),
                 dynamodb(u"ValidationException"));
        QCOMPARE(output(ws, {u"clock"_s}), u"2026-10-20T12:30:00Z (1792499400)\n"_s);
    }

    // history prints every change of an item with its time, kind, origin and both images.
    void historyOfAnItem()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();
        const QString keyA = uR"({"pk": {"S": "a"}})"_s;
        QVERIFY(timeWorkspace(ws));
        QVERIFY(runs(
            ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}, "n": {"N": "1"}})"_s)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(
            ws, {u"call"_s, u"PutItem"_s, putItem(uR"({"pk": {"S": "a"}, "n": {"N": "2"}})"_s)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"1h"_s}));
        QVERIFY(runs(ws, {u"call"_s, u"DeleteItem"_s, getItem(keyA)}));

        QCOMPARE(output(ws, {u"history"_s, u"items"_s, keyA}),
                 uR"(2026-10-20T12:00:00Z  created by user
  old: -
  new: {"n":{"N":"1"},"pk":{"S":"a"}}

2026-10-20T13:00:00Z  modified by user
  old: {"n":{"N":"1"},"pk":{"S":"a"}}
  new: {"n":{"N":"2"},"pk":{"S":"a"}}

2026-10-20T14:00:00Z  deleted by user
  old: {"n":{"N":"2"},"pk":{"S":"a"}}
  new: -
)"_s);
        QCOMPARE(output(ws, {u"history"_s, u"items"_s, uR"({"pk": {"S": "zz"}})"_s}),
                 u"no history: the item was never written\n"_s);

        const Run badKey = lwbOn(ws, {u"history"_s, u"items"_s, uR"({"pk": )"_s});
        QCOMPARE(badKey.exitCode, 1);
        QCOMPARE(parseObject(badKey.err).value(u"__type"_s).toString(),
                 coral(u"SerializationException"));
        const Run noTable = lwbOn(ws, {u"history"_s, u"nope"_s, keyA});
        QCOMPARE(noTable.exitCode, 1);
        QCOMPARE(parseObject(noTable.err).value(u"__type"_s).toString(),
                 dynamodb(u"ResourceNotFoundException"));
    }

    // An expired item stays until swept; sweep deletes it now; lifecycle shows each state, at
    // now and in the past, and the table's lifetimes.
    void sweepAndLifecycle()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();
        const QString keyE = uR"({"pk": {"S": "e"}})"_s;
        const QString keyK = uR"({"pk": {"S": "k"}})"_s;
        QVERIFY(ttlWorkspace(ws));
        // e expires at 13:00 (the first millisecond after its value), k never does.
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "e"}, "expires": {"N": "1792501200"}})"_s)}));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s, putItem(keyK)}));
        QVERIFY(runs(ws, {u"clock"_s, u"advance"_s, u"2h"_s}));

        QVERIFY2(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                     .startsWith(u"state: expired\nsince: 2026-10-20T13:00:00.001Z\n"
                                 u"expires: 2026-10-20T13:00:00.001Z\n"
                                 u"sweep at: 2026-10-20T23:00:00"_s),
                 qPrintable(output(ws, {u"lifecycle"_s, u"items"_s, keyE})));
        QCOMPARE(output(ws, {u"sweep"_s}), u"Swept 1 expired item\n"_s);
        QCOMPARE(output(ws, {u"sweep"_s}), u"Swept 0 expired items\n"_s);
        QVERIFY(!parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyE)}).toUtf8())
                     .contains(u"Item"_s));

        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                    .startsWith(u"state: deleted-by-ttl\nsince: 2026-10-20T14:00:00Z\n"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE, u"--at"_s, u"2026-10-20T13:30:00Z"_s})
                    .startsWith(u"state: expired\n"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE, u"--at"_s, u"1792499400"_s})
                    .startsWith(u"state: active\nsince: 2026-10-20T12:00:00Z\n"
                                u"expires: 2026-10-20T13:00:00.001Z\n"_s));
        QCOMPARE(output(ws, {u"lifecycle"_s, u"items"_s, keyK}),
                 u"state: active\nsince: 2026-10-20T12:00:00Z\n"
                 u"expires: never: the item has no TTL attribute\n"_s);
        QCOMPARE(output(ws, {u"lifecycle"_s, u"items"_s, uR"({"pk": {"S": "zz"}})"_s}),
                 u"state: absent\n"_s);

        QCOMPARE(
            output(ws, {u"lifecycle"_s, u"items"_s}),
            uR"(KEY               CREATED               EXPIRES                   SWEEP AT  DELETED                      NOTE
{"pk":{"S":"e"}}  2026-10-20T12:00:00Z  2026-10-20T13:00:00.001Z  -         2026-10-20T14:00:00Z by ttl
{"pk":{"S":"k"}}  2026-10-20T12:00:00Z  never                     -         -                            the item has no TTL attribute
)"_s);

        QVERIFY(output(ws, {u"history"_s, u"items"_s, keyE})
                    .contains(u"2026-10-20T14:00:00Z  deleted by ttl\n"_s));
    }

    // Moving the clock runs the sweeper's deletes that fall due on the way, at their own times.
    void advanceRunsTheSweeper()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path();
        const QString keyE = uR"({"pk": {"S": "e"}})"_s;
        QVERIFY(ttlWorkspace(ws));
        QVERIFY(runs(ws, {u"call"_s, u"PutItem"_s,
                          putItem(uR"({"pk": {"S": "e"}, "expires": {"N": "1792501200"}})"_s)}));

        const QStringList moved =
            output(ws, {u"clock"_s, u"advance"_s, u"12h"_s}).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!moved.isEmpty());
        QCOMPARE(moved.at(0), u"2026-10-21T00:00:00Z (1792540800)"_s);
        if (moved.size() > 1) // when the engine reported progress
            QVERIFY2(moved.at(1).endsWith(u" events run"_s), qPrintable(moved.at(1)));
        QVERIFY(!parseObject(output(ws, {u"call"_s, u"GetItem"_s, getItem(keyE)}).toUtf8())
                     .contains(u"Item"_s));
        QVERIFY(output(ws, {u"lifecycle"_s, u"items"_s, keyE})
                    .startsWith(u"state: deleted-by-ttl\nsince: 2026-10-20T23:00:00"_s));
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
