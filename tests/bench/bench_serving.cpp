// The window under load ("the window stays responsive"): the whole application
// session, offscreen, serves its workspace from Endpoint ▸ Serve while tests/sdk/load.mjs runs
// CLIENTS AWS SDK v3 clients against it. The endpoint answers on the window's own thread, so
// what a user would feel is how late the event loop gets to its work: a 10 ms timer measures
// that (lateness p50, p99, max, and stalls over 100 ms; a click waits as long, since input is
// handled between the same turns). Afterwards the load program's own figures (ops/s, errors,
// lost writes) and the workspace's verify. Prints figures; exits 1 only when the set-up fails.
//
//   bench_serving [--seconds 60] [--clients 64]
//
// Needs node and tests/sdk/node_modules (`npm ci` there, which scripts/test.sh runs).
#include "commands/servertoggle.h"
#include "engine/engine.h"
#include "session.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLabel>
#include <QProcess>
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
    parser.process(app);

    QStandardPaths::setTestModeEnabled(true); // settings and workspaces apart from the user's
    QCoreApplication::setOrganizationName(u"LifecycleWorkbenchBench"_s);
    QCoreApplication::setApplicationName(u"bench_serving"_s);
    const QString node = QStandardPaths::findExecutable(u"node"_s);
    if (node.isEmpty())
        fail(u"node is not on the PATH"_s);
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
    QProcess load;
    load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    load.setWorkingDirectory(QStringLiteral(LWB_SOURCE_DIR "/tests/sdk"));
    QObject::connect(&load, &QProcess::finished, &app, &QCoreApplication::quit);
    load.start(node, {u"load.mjs"_s, u"--url"_s, u"http://127.0.0.1:%1"_s.arg(port), u"--seconds"_s,
                      parser.value(u"seconds"_s), u"--clients"_s, parser.value(u"clients"_s)});
    if (!load.waitForStarted())
        fail(u"node did not start: "_s + load.errorString());
    sinceTick.start();
    ticker.start(kTickMs);
    app.exec();
    ticker.stop();

    std::printf("%s", load.readAllStandardOutput().constData());
    std::printf("The window while serving (%s clients, %s s; %s):\n",
                qPrintable(parser.value(u"clients"_s)), qPrintable(parser.value(u"seconds"_s)),
                qPrintable(window->serverToggle()->statusLabel()->text()));
    printLatencies("  event loop, 10 ms timer lateness", lateness);
    window->serverToggle()->setServing(false);
    const QStringList problems = session.workspace().engine().verify();
    std::printf("verify: %s\n",
                problems.isEmpty() ? "clean" : qPrintable(problems.join(u"\n  "_s)));
    return load.exitCode() == 0 && problems.isEmpty() ? 0 : 1;
}
