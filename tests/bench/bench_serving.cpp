// The window under load ("the window stays responsive"): the whole application
// session, offscreen, serves its workspace from Endpoint ▸ Serve while a load runs against it:
// tests/sdk/load.mjs with CLIENTS AWS SDK v3 clients, or with --wrk OP wrk (one thread,
// --connections keep-alive connections, tests/bench/wrk's request generator for OP: put, get,
// query or mixed) over the table tests/bench/wrk/bench.py uses, made and (but for put) filled
// first. The endpoint answers on the window's own thread, so what a user would feel is how late
// the event loop gets to its work: a 10 ms timer measures that (lateness p50, p99, max, and
// stalls over 100 ms; a click waits as long, since input is handled between the same turns).
// Afterwards the load's own figures (ops/s, errors, lost writes: for wrk put, every PutItem
// answered 200 must be in the table) and the workspace's verify. Prints figures; exits 1 when
// the set-up fails, a request failed or a write was lost.
//
//   bench_serving [--seconds 60] [--clients 64] [--wrk OP [--connections 16]]
//
// Needs node and tests/sdk/node_modules (`npm ci` there, which scripts/test.sh runs), or wrk.
#include "api/api.h"
#include "benchutil.h"
#include "commands/servertoggle.h"
#include "engine/engine.h"
#include "session.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

constexpr int kTickMs = 10;
constexpr double kStallMs = 100;

double percentile(QList<double> samples, double p)
{
    if (samples.isEmpty())
        return 0;
    std::sort(samples.begin(), samples.end());
    return samples[std::min<qsizetype>(samples.size() - 1, qsizetype(p / 100 * samples.size()))];
}

void printLatencies(const char *what, const QList<double> &samples)
{
    const qsizetype stalls =
        std::count_if(samples.begin(), samples.end(), [](double ms) { return ms > kStallMs; });
    std::printf("%-34s p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   over %.0f ms: %lld of %lld\n",
                what, percentile(samples, 50), percentile(samples, 99), percentile(samples, 100),
                kStallMs, qlonglong(stalls), qlonglong(samples.size()));
}

[[noreturn]] void fail(const QString &why)
{
    std::fprintf(stderr, "bench_serving: %s\n", qPrintable(why));
    std::exit(1);
}

// The api's answer to `action`, or the bench fails.
QJsonObject call(Api &api, const QString &action, const QJsonObject &request)
{
    const Result<QJsonObject> answer = api.call(action, request);
    if (!answer)
        fail(action + u": "_s + answer.error().message);
    return *answer;
}

// The items of bench.py's table, counted page by page.
qint64 countItems(Api &api)
{
    qint64 count = 0;
    QJsonObject request{{u"TableName"_s, u"Bench"_s}, {u"Select"_s, u"COUNT"_s}};
    for (;;) {
        const QJsonObject page = call(api, u"Scan"_s, request);
        count += page.value(u"Count"_s).toInteger();
        if (!page.contains(u"LastEvaluatedKey"_s))
            return count;
        request.insert(u"ExclusiveStartKey"_s, page.value(u"LastEvaluatedKey"_s));
    }
}

// bench.py's table: PK and SK strings; unless `fill` is false, 50 partitions p00..p49 of 100
// items s0000..s0099 of about 200 bytes, which get, query and mixed read. Returns the items it
// holds.
qint64 prepareWrkTable(Api &api, bool fill)
{
    call(api, u"CreateTable"_s, bench::pkSkCreateTableRequest(u"Bench"_s));
    // The workspace clock settles the table ACTIVE once it has passed its creation delay.
    const qint64 now = call(api, u"DescribeClock"_s, {}).value(u"ClockMillis"_s).toInteger();
    call(api, u"AdvanceClock"_s, {{u"ToMillis"_s, now + 60'000}});
    if (!fill)
        return 0;
    const QJsonObject payload{{u"S"_s, QString(150, u'x')}};
    QJsonArray batch;
    for (int p = 0; p < 50; ++p) {
        for (int k = 0; k < 100; ++k) {
            const QJsonObject item{
                {u"PK"_s, QJsonObject{{u"S"_s, u"p%1"_s.arg(p, 2, 10, QLatin1Char('0'))}}},
                {u"SK"_s, QJsonObject{{u"S"_s, u"s%1"_s.arg(k, 4, 10, QLatin1Char('0'))}}},
                {u"n"_s, QJsonObject{{u"N"_s, u"42"_s}}},
                {u"data"_s, payload}};
            batch.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, item}}}});
            if (batch.size() == 25) {
                call(api, u"BatchWriteItem"_s,
                     {{u"RequestItems"_s, QJsonObject{{u"Bench"_s, batch}}}});
                batch = {};
            }
        }
    }
    return countItems(api);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"The window's event loop while it serves SDK load"_s);
    parser.addHelpOption();
    parser.addOption({u"seconds"_s, u"How long the load runs (default 60)."_s, u"S"_s, u"60"_s});
    parser.addOption({u"clients"_s, u"Concurrent SDK clients (default 64)."_s, u"N"_s, u"64"_s});
    parser.addOption(
        {u"wrk"_s,
         u"wrk with tests/bench/wrk's OP generator (put, get, query, mixed), not the SDK."_s,
         u"OP"_s});
    parser.addOption(
        {u"connections"_s, u"With --wrk: keep-alive connections (default 16)."_s, u"N"_s, u"16"_s});
    parser.process(app);

    QStandardPaths::setTestModeEnabled(true); // settings and workspaces apart from the user's
    QCoreApplication::setOrganizationName(u"LifecycleWorkbenchBench"_s);
    QCoreApplication::setApplicationName(u"bench_serving"_s);
    const QString wrkOp = parser.value(u"wrk"_s);
    const QString loader = QStandardPaths::findExecutable(wrkOp.isEmpty() ? u"node"_s : u"wrk"_s);
    if (loader.isEmpty())
        fail(u"%1 is not on the PATH"_s.arg(wrkOp.isEmpty() ? u"node"_s : u"wrk"_s));
    static const QHash<QString, QString> kWrkScripts{{u"put"_s, u"putitem.lua"_s},
                                                     {u"get"_s, u"getitem.lua"_s},
                                                     {u"query"_s, u"query.lua"_s},
                                                     {u"mixed"_s, u"mixed.lua"_s}};
    if (!wrkOp.isEmpty() && !kWrkScripts.contains(wrkOp))
        fail(u"--wrk takes put, get, query or mixed"_s);
    QTcpServer probe; // a port that is free now
    if (!probe.listen(QHostAddress::LocalHost, 0))
        fail(u"no free port"_s);
    const quint16 port = probe.serverPort();
    probe.close();
    QSettings settings;
    settings.setValue(u"Endpoint/host"_s, u"127.0.0.1"_s);
    settings.setValue(u"Endpoint/port"_s, port);

    QTemporaryDir dir;
    Session session;
    if (const Status opened = session.open(dir.filePath(u"served"_s)); !opened)
        fail(opened.error().message);
    MainWindow *window = session.window();
    window->show();
    if (!window->serverToggle()->setServing(true))
        fail(u"the endpoint did not start"_s);

    // Late timer ticks: how long the loop kept a 10 ms timer waiting past its time.
    QList<double> lateness;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        lateness << std::max(0.0, double(sinceTick.nsecsElapsed()) / 1e6 - kTickMs);
        sinceTick.start();
    });
    const QString url = u"http://127.0.0.1:%1"_s.arg(port);
    const qint64 prefilled =
        wrkOp.isEmpty() ? 0 : prepareWrkTable(session.workspace().api(), wrkOp != u"put");
    QProcess load;
    load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QObject::connect(&load, &QProcess::finished, &app, &QCoreApplication::quit);
    if (wrkOp.isEmpty()) {
        load.setWorkingDirectory(QStringLiteral(LWB_SOURCE_DIR "/tests/sdk"));
        load.start(loader,
                   {u"load.mjs"_s, u"--url"_s, url, u"--seconds"_s, parser.value(u"seconds"_s),
                    u"--clients"_s, parser.value(u"clients"_s)});
    } else {
        const QString scripts = QStringLiteral(LWB_SOURCE_DIR "/tests/bench/wrk");
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"LWB_BENCH_LUA"_s, scripts);
        load.setProcessEnvironment(environment);
        load.start(loader, {u"-t1"_s, u"-c"_s + parser.value(u"connections"_s),
                            u"-d"_s + parser.value(u"seconds"_s) + u"s"_s, u"--timeout"_s, u"10s"_s,
                            u"-s"_s, scripts + u"/"_s + kWrkScripts.value(wrkOp), url + u"/"_s});
    }
    if (!load.waitForStarted())
        fail(u"the load did not start: "_s + load.errorString());
    sinceTick.start();
    ticker.start(kTickMs);
    app.exec();
    ticker.stop();

    const QByteArray output = load.readAllStandardOutput();
    bool loadOk = load.exitCode() == 0;
    if (wrkOp.isEmpty()) {
        std::printf("%s", output.constData());
    } else {
        // common.lua's done(): RESULT requests=… duration_us=… p50_us=… p99_us=… non200=… …
        const QRegularExpressionMatch result =
            QRegularExpression(u"^RESULT (.*)$"_s, QRegularExpression::MultilineOption)
                .match(QString::fromUtf8(output));
        if (!result.hasMatch())
            fail(u"wrk printed no RESULT line:\n"_s + QString::fromUtf8(output));
        QHash<QString, qint64> figures;
        for (const QString &pair : result.captured(1).split(u' '))
            figures.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1).toLongLong());
        const qint64 requests = figures.value(u"requests"_s);
        std::printf("wrk %s: %lld requests, %.0f ops/s, p50 %.2f ms, p99 %.2f ms; not 200: %lld, "
                    "missed: %lld, socket errors: %lld\n",
                    qPrintable(wrkOp), qlonglong(requests),
                    requests / (figures.value(u"duration_us"_s) / 1e6),
                    figures.value(u"p50_us"_s) / 1e3, figures.value(u"p99_us"_s) / 1e3,
                    qlonglong(figures.value(u"non200"_s)), qlonglong(figures.value(u"misses"_s)),
                    qlonglong(figures.value(u"socket_errors"_s)));
        loadOk = loadOk && figures.value(u"non200"_s) == 0 && figures.value(u"misses"_s) == 0 &&
                 figures.value(u"socket_errors"_s) == 0;
        if (wrkOp == u"put") {
            // Every PutItem answered is a new item; those in flight when wrk stopped may be too.
            const qint64 written = countItems(session.workspace().api()) - prefilled;
            std::printf("writes: %lld answered, %lld in the table, %lld lost\n",
                        qlonglong(requests), qlonglong(written),
                        qlonglong(std::max<qint64>(0, requests - written)));
            loadOk = loadOk && written >= requests;
        }
    }
    std::printf("The window while serving (%s, %s s; %s):\n",
                qPrintable(wrkOp.isEmpty() ? parser.value(u"clients"_s) + u" SDK clients"_s
                                           : u"wrk %1, %2 connections"_s.arg(
                                                 wrkOp, parser.value(u"connections"_s))),
                qPrintable(parser.value(u"seconds"_s)),
                qPrintable(window->serverToggle()->statusLabel()->text()));
    printLatencies("  event loop, 10 ms timer lateness", lateness);
    window->serverToggle()->setServing(false);
    const QStringList problems = session.workspace().engine().verify();
    std::printf("verify: %s\n",
                problems.isEmpty() ? "clean" : qPrintable(problems.join(u"\n  "_s)));
    return loadOk && problems.isEmpty() ? 0 : 1;
}
