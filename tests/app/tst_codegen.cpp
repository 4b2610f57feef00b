// Copy as code (core/codegen/codegen.h) by running what it writes: one program of requests with
// every awkward value (quotes, backslashes, line ends and non-ASCII in strings; exact decimals;
// binary with a zero byte and a quote; sets of each kind; nested lists and maps; a placeholder
// name; a workbench action; tests/data/codegen/steps.json), generated in each language that runs
// here (programrun.h), is run against a fresh `lwb serve --in-memory`, and the item and the clock
// it leaves must be exactly those the same requests leave when sent as they are.
#include "codegen/codegen.h"
#include "lwbrun.h"
#include "programrun.h"
#include "rawhttp.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::codegen::Language;

namespace {

// The steps of tests/data/codegen/steps.json: {"call": ACTION, "request": {…}} or {"comment": …}.
QList<lw::codegen::Step> steps()
{
    QFile file(QStringLiteral(LW_CODEGEN_DATA) + u"/steps.json"_s);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(u"cannot read "_s + file.fileName());
        return {};
    }
    QList<lw::codegen::Step> steps;
    for (const QJsonValue &step : QJsonDocument::fromJson(file.readAll()).array())
        steps.append({step[u"call"_s].toString(), step[u"request"_s].toObject(),
                      step[u"comment"_s].toString()});
    return steps;
}

// An attribute value with the elements of every set in it sorted (DynamoDB's sets are unordered).
QJsonValue setsSorted(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &element : value.toArray())
            array.append(setsSorted(element));
        return array;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == u"SS" || it.key() == u"NS" || it.key() == u"BS") {
            QStringList elements;
            for (const QJsonValue &element : it.value().toArray())
                elements << element.toString();
            elements.sort();
            it.value() = QJsonArray::fromStringList(elements);
        } else {
            it.value() = setsSorted(it.value());
        }
    }
    return object;
}

} // namespace

class TestCodegen : public QObject, public LwbRunner
{
    Q_OBJECT

    static QJsonObject call(quint16 port, const QString &action, const QJsonObject &request)
    {
        RawHttp client;
        if (!client.connectTo(port))
            return {};
        client.send(dynamoRequest("DynamoDB_20120810." + action.toUtf8(),
                                  QJsonDocument(request).toJson(QJsonDocument::Compact)));
        const std::optional<HttpReply> reply = client.reply();
        return reply ? QJsonDocument::fromJson(reply->body).object() : QJsonObject();
    }

    // What the steps leave: the item, read strongly, and the clock.
    static QJsonObject outcome(quint16 port)
    {
        const QJsonObject key = steps()[2].request.value(u"Item"_s).toObject();
        const QJsonObject got =
            call(port, u"GetItem"_s,
                 {{u"TableName"_s, u"codegen"_s},
                  {u"ConsistentRead"_s, true},
                  {u"Key"_s, QJsonObject{{u"PK"_s, key[u"PK"_s]}, {u"SK"_s, key[u"SK"_s]}}}});
        const QJsonObject clock = call(port, u"DescribeClock"_s, {});
        return {{u"item"_s, got.value(u"Item"_s)}, {u"clock"_s, clock.value(u"ClockMillis"_s)}};
    }

    static bool cliIsVersion1()
    {
        QProcess aws;
        aws.start(u"aws"_s, {u"--version"_s});
        aws.waitForFinished(30000);
        const QByteArray version = aws.readAllStandardOutput() + aws.readAllStandardError();
        return version.startsWith("aws-cli/1.");
    }

    struct Stopped
    {
        QProcess &process;
        ~Stopped()
        {
            process.terminate();
            process.waitForFinished(10000);
        }
    };

private slots:
    void runs_data()
    {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("command");
        for (const QString &name : lw::codegen::languageNames())
            if (const std::optional<ProgramRun> run = programRun(name))
                QTest::newRow(qPrintable(name))
                    << *lw::codegen::languageNamed(name) << run->file << run->command;
    }

    void runs()
    {
        QFETCH(Language, language);
        QFETCH(QString, file);
        QFETCH(QStringList, command);

        // The reference: the same requests, sent as they are, to a server of their own. Both
        // servers start their clocks from the wall clock, so the clock is compared as moved.
        QProcess reference;
        const Stopped stopReference{reference};
        const quint16 referencePort = serve(reference);
        QVERIFY2(referencePort, reference.readAllStandardError().constData());
        const qint64 referenceStart =
            qint64(call(referencePort, u"DescribeClock"_s, {})[u"ClockMillis"_s].toDouble());
        for (const lw::codegen::Step &step : steps())
            if (!step.action.isEmpty())
                QVERIFY2(!call(referencePort, step.action, step.request).contains(u"__type"_s),
                         qPrintable(step.action));
        QJsonObject expected = outcome(referencePort);
        QVERIFY(expected[u"item"_s].isObject());
        expected[u"clock"_s] = expected[u"clock"_s].toDouble() - double(referenceStart);

        QProcess server;
        const Stopped stopServer{server};
        const quint16 port = serve(server);
        QVERIFY2(port, server.readAllStandardError().constData());
        const qint64 start =
            qint64(call(port, u"DescribeClock"_s, {})[u"ClockMillis"_s].toDouble());

        QTemporaryDir dir;
        // The JavaScript program imports the SDK tests/sdk pins.
        QVERIFY(QFile::link(QStringLiteral(LW_SDK_DIR) + u"/node_modules"_s,
                            dir.filePath(u"node_modules"_s)));
        QFile program(dir.filePath(file));
        QVERIFY(program.open(QIODevice::WriteOnly));
        const lw::codegen::Target target{u"http://127.0.0.1:%1"_s.arg(port), u"us-east-1"_s};
        program.write(lw::codegen::program(language, steps(), target).toUtf8());
        program.close();

        QProcess run;
        run.setWorkingDirectory(dir.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"DYNAMODB_ENDPOINT"_s);
        env.insert(u"AWS_CONFIG_FILE"_s, dir.filePath(u"no-config"_s));
        env.insert(u"AWS_SHARED_CREDENTIALS_FILE"_s, dir.filePath(u"no-credentials"_s));
        run.setProcessEnvironment(env);
        run.start(command.first(), command.mid(1));
        QVERIFY2(run.waitForFinished(120000), qPrintable(command.join(u' ')));
        const QByteArray out = run.readAllStandardOutput();
        const QByteArray why = run.readAllStandardError() + "\n--- program:\n" +
                               lw::codegen::program(language, steps(), target).toUtf8();
        QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0, why.constData());
        // It printed each response: the Query's item among them.
        QVERIFY2(out.contains("\"Count\": 1"), out.constData());

        QJsonObject got = outcome(port);
        got[u"clock"_s] = got[u"clock"_s].toDouble() - double(start);
        // AWS CLI v1 cannot send bytes in JSON: it stores the base64 text, encoded once more
        // (clicode.cpp). With v1, the binary attributes must hold exactly that.
        if (language == Language::Cli && cliIsVersion1()) {
            const auto again = [](const QJsonValue &text) {
                return QJsonValue(QString::fromLatin1(text.toString().toUtf8().toBase64()));
            };
            QJsonObject item = expected[u"item"_s].toObject();
            item[u"b"_s] = QJsonObject{{u"B"_s, again(item[u"b"_s][u"B"_s])}};
            QJsonArray set;
            for (const QJsonValue &element : item[u"bs"_s][u"BS"_s].toArray())
                set.append(again(element));
            item[u"bs"_s] = QJsonObject{{u"BS"_s, set}};
            expected[u"item"_s] = item;
        }
        // Attribute by attribute, so that a difference names the attribute; sets as DynamoDB
        // compares them, whatever their order (Python's set literals have none to keep).
        QCOMPARE(got[u"clock"_s], expected[u"clock"_s]);
        const QJsonObject item = got[u"item"_s].toObject(), want = expected[u"item"_s].toObject();
        QCOMPARE(item.keys(), want.keys());
        for (const QString &name : want.keys())
            QVERIFY2(setsSorted(item[name]) == setsSorted(want[name]),
                     qPrintable(name + u": "_s +
                                QString::fromUtf8(QJsonDocument(item[name].toObject()).toJson()) +
                                u" instead of "_s +
                                QString::fromUtf8(QJsonDocument(want[name].toObject()).toJson())));
    }

    // The document forms (runs() runs them) write the values as the SDKs' plain values, exactly:
    // the 38-digit number as a decimal string, the expressions as boto3's builders where they
    // can, the other members' placeholders kept.
    void documentForms()
    {
        const QString python = lw::codegen::program(Language::PythonResource, steps());
        QVERIFY(python.contains(u"dynamodb.Table(\"codegen\").put_item("_s));
        QVERIFY(python.contains(u"\"big\": Decimal(\"12345678901234567890123456789012345678\")"_s));
        QVERIFY(python.contains(u"\"SK\": Decimal(\"1.50\")"_s));
        QVERIFY(python.contains(u"ConditionExpression=Attr(\"PK\").exists()"_s));
        QVERIFY(python.contains(u"KeyConditionExpression=Key(\"PK\").eq("_s));
        QVERIFY(python.contains(u"UpdateExpression=\"SET #c = :one ADD ns :more\""_s));
        const QString js = lw::codegen::program(Language::JsDocument, steps());
        QVERIFY(js.contains(u"new PutCommand("_s));
        QVERIFY(
            js.contains(u"big: NumberValue.from(\"12345678901234567890123456789012345678\")"_s));
        QVERIFY(js.contains(u"SK: NumberValue.from(\"1.50\")"_s)); // 1.5 would lose the 0
        QVERIFY(js.contains(u"new Set([\"b\", \"a'\"])"_s));
    }

    // Java does not run here (programrun.h): its program for the same steps must parse, and the
    // same program cut short must not (the check can fail).
    void javaParses()
    {
        QTemporaryDir dir;
        const QString program = lw::codegen::program(Language::Java, steps());
        QVERIFY(program.contains(u"SdkBytes.fromByteArray"_s)); // the binary values are there
        QVERIFY(program.contains(u".n(\"12345678901234567890123456789012345678\")"_s));
        const auto write = [&](const QString &name, const QString &text) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.toUtf8());
        };
        write(u"Program.java"_s, program);
        write(u"Cut.java"_s, program.first(program.lastIndexOf(u"build()"_s)));
        const QByteArray errors = javaSyntaxErrors({dir.filePath(u"Program.java"_s)});
        const QByteArray why = errors + "\n--- program:\n" + program.toUtf8();
        QVERIFY2(errors.isEmpty(), why.constData());
        QVERIFY(!javaSyntaxErrors({dir.filePath(u"Cut.java"_s)}).isEmpty());
    }

    void savable_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("savable");
        QTest::newRow("a member") << u"ShardIterator"_s << true;
        QTest::newRow("a path") << u"TableDescription.LatestStreamArn"_s << true;
        QTest::newRow("an element") << u"StreamDescription.Shards[0].ShardId"_s << true;
        QTest::newRow("from the end") << u"Records[-1].eventName"_s << true;
        QTest::newRow("a length") << u"length(Records)"_s << true;
        QTest::newRow("a projection") << u"Items[].SK"_s << false;
        QTest::newRow("another function") << u"json_loads(Body)"_s << false;
        QTest::newRow("a leading dot") << u".Items"_s << false;
        QTest::newRow("a missing dot") << u"Items[0]SK"_s << false;
        QTest::newRow("nothing") << QString() << false;
    }

    void savable()
    {
        QFETCH(QString, selector);
        QFETCH(bool, savable);
        QCOMPARE(lw::codegen::isSavable(selector), savable);
    }

    void languages()
    {
        QCOMPARE(lw::codegen::languageNames(),
                 (QStringList{u"python"_s, u"python-resource"_s, u"js"_s, u"js-document"_s,
                              u"cli"_s, u"go"_s, u"java"_s}));
        for (const QString &name : lw::codegen::languageNames())
            QVERIFY(lw::codegen::languageNamed(name));
        QVERIFY(!lw::codegen::languageNamed(u"cobol"));
    }
};

QTEST_GUILESS_MAIN(TestCodegen)
#include "tst_codegen.moc"
