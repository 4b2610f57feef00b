// `lwb workload` end to end (app/lwb/workloadcommand.cpp): the built binary on a temporary
// workspace, judged by its exit code, stdout and stderr: a spec file or stdin, the options that
// replace the spec's fields, the summary and the progress, the errors (spec, table, command
// line) and Ctrl+C stopping a long run after its last committed second.
#include "lwbrun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const QByteArray kSpec = R"({"table": "items", "action": "PutItem", "rate": 5, "seconds": 2,
    "key": {"pattern": "sequence", "prefix": "k-"}})";

} // namespace

class TestLwbWorkload : public QObject, public LwbRunner
{
    Q_OBJECT

private:
    // A workspace holding the on-demand table "items" (lwbrun.h).
    bool makeWorkspace(const QTemporaryDir &dir)
    {
        return dir.isValid() && runs(dir.path(), {u"call"_s, u"CreateTable"_s, kCreateTable});
    }

    QString writeSpec(const QTemporaryDir &dir, const QByteArray &spec)
    {
        const QString path = dir.filePath(u"spec.json"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(spec) != spec.size())
            fail(u"cannot write "_s + path);
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dataHome.isValid()); }

    void runsASpecFile()
    {
        QTemporaryDir dir, files;
        QVERIFY(makeWorkspace(dir));
        const Run run = lwbOn(dir.path(), {u"workload"_s, writeSpec(files, kSpec)});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(QString::fromUtf8(run.out).split(u'\n'),
                 (QStringList{u"=== workload: PutItem items, 5/s for 2 s ==="_s,
                              u"    sent:      10"_s, u"    served:    10"_s, u"    throttled: 0"_s,
                              u"    retried:   0"_s, u"    gave up:   0"_s, QString()}));
        QVERIFY2(run.err.startsWith("lwb: second 2 of 2 ("), run.err.constData());
        const QJsonObject described =
            parseObject(lwbOn(dir.path(), {u"call"_s, u"DescribeWorkloads"_s}).out);
        QCOMPARE(jsonText(jsonAt(described, u"Workloads.0.State"_s)), u"FINISHED"_s);
        QCOMPARE(jsonText(jsonAt(described, u"Workloads.0.Totals.Served"_s)), u"10"_s);
        const QJsonObject scanned = parseObject(
            lwbOn(dir.path(), {u"call"_s, u"Scan"_s, uR"({"TableName": "items"})"_s}).out);
        QCOMPARE(jsonText(scanned.value(u"Count"_s)), u"10"_s);
    }

    // "-" reads stdin; --rate and --seconds replace the spec's, before its checks.
    void stdinAndOptions()
    {
        QTemporaryDir dir;
        QVERIFY(makeWorkspace(dir));
        const Run run =
            lwbOn(dir.path(), {u"workload"_s, u"-"_s, u"--rate"_s, u"3"_s, u"--seconds"_s, u"1"_s},
                  kSpec);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(
            run.out.startsWith("=== workload: PutItem items, 3/s for 1 s ===\n    sent:      3\n"),
            run.out.constData());
        const Run refused = lwbOn(dir.path(), {u"workload"_s, u"-"_s, u"--rate"_s, u"0"_s}, kSpec);
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err,
                 QByteArray("lwb: workload: \"rate\" must be a whole number from 1 to 1000000\n"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("err"); // how stderr begins
        QTest::newRow("no spec") << QStringList{u"workload"_s} << QByteArray() << 64
                                 << QByteArray(
                                        "lwb: workload takes one SPEC.json (or - for stdin)");
        QTest::newRow("bad number")
            << QStringList{u"workload"_s, u"-"_s, u"--seconds"_s, u"ten"_s} << kSpec << 64
            << QByteArray("lwb: --seconds takes a whole number, not 'ten'");
        QTest::newRow("unknown option")
            << QStringList{u"workload"_s, u"-"_s, u"--speed"_s, u"2"_s} << kSpec << 64
            << QByteArray("lwb: Unknown option 'speed'.");
        QTest::newRow("not JSON") << QStringList{u"workload"_s, u"-"_s} << QByteArray("{") << 1
                                  << QByteArray("lwb: - is not a JSON object: ");
        QTest::newRow("spec") << QStringList{u"workload"_s, u"-"_s}
                              << QByteArray(R"({"table": "items", "action": "Scan"})") << 1
                              << QByteArray("lwb: workload: \"action\" must be one of \"PutItem\"");
        QTest::newRow("unknown table")
            << QStringList{u"workload"_s, u"-"_s} << QByteArray(kSpec).replace("items", "nope") << 1
            << QByteArray(
                   "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException\"");
        QTest::newRow("sort key missing")
            << QStringList{u"workload"_s, u"-"_s}
            << QByteArray(kSpec).replace("PutItem", "GetItem").replace("items", "keyed") << 1
            << QByteArray("{\"__type\":\"com.amazonaws.dynamodb.v20120810#ValidationException\","
                          "\"message\":\"workload: GetItem on keyed needs its sort key sk in "
                          "\\\"attributes\\\"\"}");
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, err);
        QTemporaryDir dir;
        QVERIFY(makeWorkspace(dir));
        QVERIFY(runs(dir.path(), {u"call"_s, u"CreateTable"_s, uR"({"TableName": "keyed",
            "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                                     {"AttributeName": "sk", "AttributeType": "S"}]})"_s}));
        const Run run = lwbOn(dir.path(), args, input);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.startsWith(err), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // A wrong command line or spec opens no workspace: the folder is not even created.
    void aWrongSpecOpensNothing()
    {
        QTemporaryDir parent;
        const QString dir = parent.filePath(u"ws"_s);
        const Run run = lwbOn(dir, {u"workload"_s, u"-"_s}, QByteArray(R"({"table": "t"})"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!QFile::exists(dir));
    }

    void help()
    {
        const Run run = lwb({u"workload"_s, u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("lwb workload"));
        QVERIFY(run.out.contains("SPEC.json|-"));
        QVERIFY(run.out.contains("--rate <N>"));
        QVERIFY(run.out.contains("Ctrl+C stops"));
        QVERIFY(run.out.contains("Exit codes: 0 the workload ran to its end"));
    }

    // SIGINT stops a day-long workload after its last committed second: the summary says how far
    // it got, the record says CANCELLED, and the workspace verifies.
    void interruptStopsAfterACommittedSecond()
    {
        QTemporaryDir dir, files;
        QVERIFY(makeWorkspace(dir));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dataHome.path());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(LWB_BINARY),
                      {u"--workspace"_s, dir.path(), u"workload"_s,
                       writeSpec(files, QByteArray(kSpec)
                                            .replace("\"rate\": 5", "\"rate\": 100")
                                            .replace("\"seconds\": 2", "\"seconds\": 86400"))});
        QVERIFY(process.waitForStarted(10000));
        // The first progress line comes after about a second of running.
        QVERIFY(QTest::qWaitFor(
            [&] {
                process.waitForReadyRead(50);
                return process.readAllStandardError().contains("lwb: second ");
            },
            20000));
        QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        static const QRegularExpression stopped(
            u"    stopped: cancelled after (\\d+) of 86400 s"_s);
        const auto match = stopped.match(out);
        QVERIFY2(match.hasMatch(), qPrintable(out));
        const qint64 seconds = match.captured(1).toLongLong();
        QVERIFY(seconds > 0 && seconds < 86400);
        QVERIFY(out.contains(u"    served:    %1\n"_s.arg(seconds * 100)));

        QCOMPARE(output(dir.path(), {u"verify"_s}).trimmed(), u"ok: "_s + dir.path());
        const QJsonObject described =
            parseObject(lwbOn(dir.path(), {u"call"_s, u"DescribeWorkloads"_s}).out);
        QCOMPARE(jsonText(jsonAt(described, u"Workloads.0.State"_s)), u"CANCELLED"_s);
        QCOMPARE(jsonAt(described, u"Workloads.0.Seconds"_s).toArray().size(), seconds);
        QCOMPARE(jsonAt(described, u"Workloads.0.Totals.Served"_s).toInteger(), seconds * 100);
    }
};

QTEST_GUILESS_MAIN(TestLwbWorkload)
#include "tst_lwbworkload.moc"
