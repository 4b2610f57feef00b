// `lwb serve` as a user runs it: the built lwb serving a workspace on a free port, answering over
// HTTP, stopping cleanly on SIGTERM (exit 0, a workspace that verifies); a taken port exits 3;
// --clock real lets a TTL item expire and be swept while serving; --around-cache sends the calls
// around the workspace's cache; RunWorkload runs a workload over the wire; a client's switch of
// the throughput limits stays, --throughput-limits' does not.
#include "lwbrun.h"
#include "rawhttp.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLwbServe : public QObject, public LwbRunner
{
    Q_OBJECT

    static std::optional<HttpReply> call(quint16 port, const QByteArray &action,
                                         const QByteArray &body)
    {
        RawHttp client;
        if (!client.connectTo(port))
            return std::nullopt;
        client.send(dynamoRequest("DynamoDB_20120810." + action, body));
        return client.reply();
    }

    // SIGTERM, then the exit code of a process that must stop by itself.
    static int stop(QProcess &process)
    {
        process.terminate();
        if (!process.waitForFinished(10000))
            return -1;
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

private slots:
    void servesAndStopsCleanly()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        QProcess process;
        const quint16 port = serve(process, dir);
        QVERIFY2(port != 0, process.readAllStandardError().constData());

        const auto created = call(port, "CreateTable", kCreateTable.toUtf8());
        QVERIFY(created);
        QCOMPARE(created->status, 200);
        const auto put = call(port, "PutItem", kPutA.toUtf8());
        QVERIFY(put);
        QCOMPARE(put->status, 200);

        // A second server on the same port: exit 3 and why.
        const Run taken =
            lwbOn(root.filePath(u"other"_s), {u"serve"_s, u"--port"_s, QString::number(port)});
        QCOMPARE(taken.exitCode, 3);
        QCOMPARE(QString::fromUtf8(taken.err),
                 u"lwb: Cannot serve on 127.0.0.1:%1: the address is already in use\n"_s.arg(port));

        QCOMPARE(stop(process), 0);
        QVERIFY(process.readAllStandardOutput().contains("Stopped serving"));
        QCOMPARE(output(dir, {u"verify"_s}), u"ok: %1\n"_s.arg(dir));
        const QString item =
            output(dir, {u"call"_s, u"GetItem"_s,
                         u"{\"TableName\": \"items\", \"Key\": {\"pk\": {\"S\": \"a\"}}}"_s});
        QVERIFY2(item.contains(u"\"42\""_s), qPrintable(item));
    }

    // --in-memory: a workspace of its own in /dev/shm (or the temporary folder), serving as any
    // other, and gone once the server stops.
    void servesInMemory()
    {
        const QString parent =
            QFileInfo(u"/dev/shm"_s).isWritable() ? u"/dev/shm"_s : QDir::tempPath();
        const auto throwaways = [&parent] {
            return QDir(parent).entryList({u"lwb-in-memory-*"_s}, QDir::Dirs);
        };
        const QStringList before = throwaways();
        QProcess process;
        const quint16 port = serve(process, {});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QStringList made = throwaways();
        for (const QString &name : before)
            made.removeAll(name);
        QCOMPARE(made.size(), 1);

        for (const auto &[action, body] :
             {std::pair{"CreateTable", kCreateTable}, std::pair{"PutItem", kPutA}}) {
            const auto reply = call(port, action, body.toUtf8());
            QVERIFY(reply);
            QCOMPARE(reply->status, 200);
        }
        const auto got = call(port, "GetItem", R"({"TableName":"items","Key":{"pk":{"S":"a"}}})");
        QVERIFY(got);
        QCOMPARE(got->status, 200);
        QVERIFY2(got->body.contains("\"42\""), got->body.constData());

        QCOMPARE(stop(process), 0);
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY2(out.contains("Stopped serving an in-memory workspace"), out.constData());
        QVERIFY(out.contains("The in-memory workspace is gone"));
        QVERIFY(!QFileInfo::exists(parent + u'/' + made.first()));
    }

    // RunWorkload over the wire: the PutItem sent before it on the connection is answered first,
    // the workload once its seconds are committed (it commits them itself, outside the
    // endpoint's group); both are in the workspace once the server stops.
    void runsWorkload()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        QProcess process;
        const quint16 port = serve(process, dir);
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        const auto created = call(port, "CreateTable", kCreateTable.toUtf8());
        QVERIFY(created);
        QCOMPARE(created->status, 200);

        RawHttp client;
        QVERIFY(client.connectTo(port));
        client.send(dynamoRequest("DynamoDB_20120810.PutItem", kPutA.toUtf8()));
        client.send(dynamoRequest("DynamoDB_20120810.RunWorkload",
                                  R"({"Workload": {"table": "items", "action": "PutItem",
                                      "rate": 4, "seconds": 3,
                                      "key": {"pattern": "sequence", "prefix": "w-"}}})"));
        const auto put = client.reply();
        QVERIFY(put);
        QCOMPARE(put->status, 200);
        QCOMPARE(put->body, QByteArray("{}"));
        const auto ran = client.reply();
        QVERIFY(ran);
        QCOMPARE(ran->status, 200);
        const QJsonObject run =
            QJsonDocument::fromJson(ran->body).object().value(u"Workload"_s).toObject();
        QCOMPARE(run.value(u"State"_s).toString(), u"FINISHED"_s);
        QCOMPARE(run.value(u"Totals"_s).toObject().value(u"Served"_s).toInteger(), 12);

        const auto refused = call(port, "RunWorkload", R"({"Workload": {"table": "items"}})");
        QVERIFY(refused);
        QCOMPARE(refused->status, 400);
        QVERIFY2(refused->body.contains("Workload: \\\"action\\\""), refused->body.constData());

        QCOMPARE(stop(process), 0);
        QCOMPARE(output(dir, {u"verify"_s}), u"ok: %1\n"_s.arg(dir));
        const QString count = output(
            dir, {u"call"_s, u"Scan"_s, u"{\"TableName\": \"items\", \"Select\": \"COUNT\"}"_s});
        QVERIFY2(count.contains(u"\"Count\": 13"_s), qPrintable(count));
        const QString runs = output(dir, {u"call"_s, u"DescribeWorkloads"_s, u"{}"_s});
        QVERIFY2(runs.count(u"\"Second\":"_s) == 3, qPrintable(runs));
    }

    // A client's UpdateThroughputLimits outlives the server; --throughput-limits is on only
    // while serving, the workspace's own switch put back after.
    void throughputLimitsSwitch()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        const auto limits = [&] {
            return output(dir, {u"call"_s, u"DescribeThroughputLimits"_s, u"{}"_s});
        };
        {
            QProcess process;
            const quint16 port = serve(process, dir);
            QVERIFY2(port != 0, process.readAllStandardError().constData());
            const auto on = call(port, "UpdateThroughputLimits", R"({"Enabled": true})");
            QVERIFY(on);
            QCOMPARE(on->status, 200);
            QCOMPARE(stop(process), 0);
        }
        QVERIFY2(limits().contains(u"ENABLED"_s), qPrintable(limits()));
        QVERIFY(output(dir, {u"call"_s, u"UpdateThroughputLimits"_s, u"{\"Enabled\": false}"_s})
                    .startsWith(u'{'));
        {
            QProcess process;
            const quint16 port = serve(process, dir, {u"--throughput-limits"_s});
            QVERIFY2(port != 0, process.readAllStandardError().constData());
            const auto described = call(port, "DescribeThroughputLimits", "{}");
            QVERIFY(described);
            QVERIFY2(described->body.contains("ENABLED"), described->body.constData());
            QCOMPARE(stop(process), 0);
        }
        QVERIFY2(limits().contains(u"DISABLED"_s), qPrintable(limits()));
    }

    // At 3600x a minute of workspace time passes in under a tenth of a second: an item that
    // expires a minute from now is swept while the server runs, by the sweeper itself.
    void realTimeClockSweeps()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        QVERIFY(runs(dir, {u"sweeper"_s, u"instant"_s}));
        const QString clock = output(dir, {u"clock"_s});
        const auto startSeconds = qint64(clock.section(u'(', 1).section(u')', 0, 0).toDouble());
        QVERIFY2(startSeconds > 0, qPrintable(clock));

        QProcess process;
        const quint16 port =
            serve(process, dir, {u"--clock"_s, u"real"_s, u"--speed"_s, u"3600"_s});
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QVERIFY(call(port, "CreateTable", kCreateTable.toUtf8()));
        const auto ttl = call(port, "UpdateTimeToLive",
                              "{\"TableName\": \"items\", \"TimeToLiveSpecification\": "
                              "{\"Enabled\": true, \"AttributeName\": \"expires\"}}");
        QVERIFY(ttl);
        QCOMPARE(ttl->status, 200);
        // Expires a minute after the clock as it was when serving began: soon, at 3600x.
        const QByteArray put = "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": \"t\"}, "
                               "\"expires\": {\"N\": \"" +
                               QByteArray::number(startSeconds + 60) + "\"}}}";
        QCOMPARE(call(port, "PutItem", put)->status, 200);
        const QByteArray get = "{\"TableName\": \"items\", \"Key\": {\"pk\": {\"S\": \"t\"}}}";
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto got = call(port, "GetItem", get);
                return got && got->status == 200 && !parseObject(got->body).contains(u"Item"_s);
            },
            10000));
        QCOMPARE(stop(process), 0);

        QCOMPARE(output(dir, {u"lifecycle"_s, u"items"_s, u"{\"pk\": {\"S\": \"t\"}}"_s})
                     .section(u'\n', 0, 0),
                 u"state: deleted-by-ttl"_s);
        QCOMPARE(output(dir, {u"verify"_s}), u"ok: %1\n"_s.arg(dir));
    }

    // While the workspace's cache is enabled the endpoint's calls go through it, as a DAX
    // client's; with --around-cache they go to the table, as another client's.
    void aroundCache_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("misses");
        QTest::newRow("through the cache") << QStringList{} << 1;
        QTest::newRow("--around-cache") << QStringList{u"--around-cache"_s} << 0;
    }
    void aroundCache()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, misses);
        QProcess process;
        const quint16 port = serve(process, {}, extra);
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        for (const auto &[action, body] :
             {std::pair{"CreateTable", kCreateTable}, std::pair{"PutItem", kPutA},
              std::pair{"UpdateCacheSettings", QStringLiteral(R"({"Enabled": true})")},
              std::pair{"GetItem",
                        QStringLiteral(R"({"TableName":"items","Key":{"pk":{"S":"a"}}})")}}) {
            const auto reply = call(port, action, body.toUtf8());
            QVERIFY(reply);
            QCOMPARE(reply->status, 200);
        }
        const auto described = call(port, "DescribeCache", "{}");
        QVERIFY(described);
        const QJsonObject statistics =
            QJsonDocument::fromJson(described->body).object()[u"Statistics"_s].toObject();
        QCOMPARE(statistics[u"ItemMisses"_s].toInt(), misses);
        QCOMPARE(stop(process), 0);
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("argument") << QStringList{u"serve"_s, u"x"_s}
                                  << u"serve takes no arguments, only options"_s;
        QTest::newRow("port") << QStringList{u"serve"_s, u"--port"_s, u"70000"_s}
                              << u"--port needs a number from 0 to 65535, not '70000'"_s;
        QTest::newRow("host") << QStringList{u"serve"_s, u"--host"_s, u"example.com"_s}
                              << u"--host needs an IP address (127.0.0.1, 0.0.0.0, ::1), not "
                                 u"'example.com'"_s;
        QTest::newRow("clock") << QStringList{u"serve"_s, u"--clock"_s, u"fast"_s}
                               << u"--clock is manual or real, not 'fast'"_s;
        QTest::newRow("speed alone") << QStringList{u"serve"_s, u"--speed"_s, u"60"_s}
                                     << u"--speed goes with --clock real only"_s;
        QTest::newRow("speed zero")
            << QStringList{u"serve"_s, u"--clock"_s, u"real"_s, u"--speed"_s, u"0"_s}
            << u"--speed needs a number above 0 (0.5, 60, 3600), not '0'"_s;
        QTest::newRow("port elsewhere")
            << QStringList{u"clock"_s, u"--port"_s, u"1"_s} << u"--port goes with serve only"_s;
        QTest::newRow("credentials unreadable")
            << QStringList{u"serve"_s, u"--credentials"_s, u"/nonexistent/keys"_s}
            << u"--credentials: Cannot read the credentials file /nonexistent/keys: No such file "
               u"or directory"_s;
        QTest::newRow("settle negative")
            << QStringList{u"serve"_s, u"--settle-ms"_s, u"-1"_s}
            << u"--settle-ms needs milliseconds from 0 to 3600000, not '-1'"_s;
        QTest::newRow("settle elsewhere") << QStringList{u"clock"_s, u"--settle-ms"_s, u"0"_s}
                                          << u"--settle-ms goes with serve only"_s;
        QTest::newRow("in-memory and a workspace")
            << QStringList{u"serve"_s, u"--in-memory"_s}
            << u"--in-memory serves a throwaway workspace: give no --workspace"_s;
        QTest::newRow("in-memory elsewhere")
            << QStringList{u"verify"_s, u"--in-memory"_s} << u"--in-memory goes with serve only"_s;
        QTest::newRow("around-cache elsewhere") << QStringList{u"verify"_s, u"--around-cache"_s}
                                                << u"--around-cache goes with serve only"_s;
        QTest::newRow("credentials elsewhere")
            << QStringList{u"verify"_s, u"--credentials"_s, u"keys"_s}
            << u"--credentials goes with serve only"_s;
    }

    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        const Run run = lwbOn(dir, args);
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(QString::fromUtf8(run.err).startsWith(u"lwb: "_s + error + u'\n'),
                 run.err.constData());
        QVERIFY(!QFileInfo::exists(dir)); // a wrong command line opens no workspace
    }

    void help()
    {
        const QString help = QString::fromUtf8(lwb({u"--help"_s}).out);
        for (const QString &text :
             {u"serve [--port N] [--host ADDR] [--clock manual|real] [--speed X] [--credentials "
              u"FILE]"_s,
              u"unless --credentials FILE names the access keys to accept"_s,
              u"3   serve could not listen"_s})
            QVERIFY2(help.contains(text), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestLwbServe)
#include "tst_lwbserve.moc"
