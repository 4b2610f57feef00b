// `lwb serve`: the workspace's DynamoDB API over HTTP (core/server/dynamoserver.h) until SIGINT
// or SIGTERM, optionally with the clock following real time (core/time/liveclock.h), which it
// always does while the throughput limits are on. The server
// and the clock share the main thread's event loop, so the clock never moves mid-request.
#include "commands.h"

#include "engine/engine.h"
#include "server/dynamoserver.h"
#include "time/liveclock.h"
#include "time/timetext.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSocketNotifier>

#include <csignal>
#include <memory>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

int g_signalWriteFd = -1;

void writeSignalByte(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(g_signalWriteFd, &byte, 1);
}

// SIGINT and SIGTERM quit the event loop. A signal handler may do next to nothing, so it writes a
// byte into a socket pair whose other end a QSocketNotifier watches (Qt's documented pattern).
class QuitOnSignals
{
public:
    QuitOnSignals()
    {
        if (::socketpair(AF_UNIX, SOCK_STREAM, 0, m_fds) != 0)
            return;
        g_signalWriteFd = m_fds[0];
        m_notifier = std::make_unique<QSocketNotifier>(m_fds[1], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] {
            char byte = 0;
            [[maybe_unused]] const auto read = ::read(m_fds[1], &byte, 1);
            QCoreApplication::quit();
        });
        struct sigaction action = {};
        action.sa_handler = writeSignalByte;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        ::sigaction(SIGINT, &action, &m_oldInt);
        ::sigaction(SIGTERM, &action, &m_oldTerm);
    }
    ~QuitOnSignals()
    {
        if (!m_notifier)
            return;
        ::sigaction(SIGINT, &m_oldInt, nullptr);
        ::sigaction(SIGTERM, &m_oldTerm, nullptr);
        m_notifier.reset();
        g_signalWriteFd = -1;
        ::close(m_fds[0]);
        ::close(m_fds[1]);
    }
    QuitOnSignals(const QuitOnSignals &) = delete;
    QuitOnSignals &operator=(const QuitOnSignals &) = delete;

private:
    int m_fds[2] = {-1, -1};
    std::unique_ptr<QSocketNotifier> m_notifier;
    struct sigaction m_oldInt = {};
    struct sigaction m_oldTerm = {};
};

// Many systems start processes with a soft limit of 1,024 open files, under the server's 1,000
// connections plus the workspace's own: the hard limit is the process's to take.
void raiseOpenFileLimit()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= limit.rlim_max)
        return;
    limit.rlim_cur = limit.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &limit);
}

// Serving beyond this machine: who can connect, and what they can do.
QString networkWarning(const QString &url, const QString &credentialsFile)
{
    if (credentialsFile.isEmpty())
        return u"lwb: warning: %1 is open to other machines, and any client that reaches it can "
               u"read and change this workspace: no credentials are checked. Serve on 127.0.0.1, "
               u"or give --credentials FILE."_s.arg(url);
    return u"lwb: warning: %1 is open to other machines. Requests must be signed with a key of "
           u"%2, but plain HTTP is not encrypted: whoever sees the traffic can read it."_s.arg(
               url, credentialsFile);
}

} // namespace

int runServe(const QString &workspaceDir, const ServeOptions &options)
{
    // The keys are read before the workspace is opened: a wrong command line opens none.
    std::optional<lw::server::Credentials> credentials;
    if (!options.credentialsFile.isEmpty()) {
        lw::Result<lw::server::Credentials> loaded =
            lw::server::Credentials::load(options.credentialsFile);
        if (!loaded) {
            printErr(u"lwb: --credentials: "_s + loaded.error().message);
            return ExitUsage;
        }
        credentials = std::move(*loaded);
    }
    std::unique_ptr<lw::Workspace> workspace;
    if (options.inMemory) {
        lw::Result<std::unique_ptr<lw::Workspace>> throwaway = lw::Workspace::openThrowaway();
        if (!throwaway) {
            printErr(u"lwb: "_s + throwaway.error().message);
            return ExitWorkspaceUnavailable;
        }
        workspace = std::move(*throwaway);
    } else {
        workspace = openWorkspace(workspaceDir);
    }
    if (!workspace)
        return ExitWorkspaceUnavailable;
    // What the messages call the workspace: its folder, or what a throwaway one is.
    const QString served = options.inMemory ? u"an in-memory workspace"_s : workspace->dir();
    lw::Engine &engine = workspace->engine();
    engine.setSettleDelays({options.settleMs, options.ttlSettleMs});
    // Limits on only while serving: the workspace's own switch is put back when serving ends.
    const bool limitsBefore = engine.throughputLimits();
    if (options.throughputLimits) {
        if (const lw::Status on = engine.setThroughputLimits(true); !on) {
            printErr(u"lwb: "_s + on.error().message);
            return ExitFailed;
        }
    }

    raiseOpenFileLimit();

    lw::DynamoServer server(workspace->api());
    server.setCredentials(std::move(credentials));
    server.setAroundCache(options.aroundCache);
    if (const lw::Status started = server.start(options.host, options.port); !started) {
        printErr(u"lwb: "_s + started.error().message);
        return ExitCannotServe;
    }
    QObject::connect(&server, &lw::DynamoServer::failed,
                     [](const QString &message) { printErr(u"lwb: "_s + message); });
    const QuitOnSignals quitOnSignals;

    QElapsedTimer realTime;
    realTime.start();
    std::unique_ptr<lw::LiveClock> clock;
    // With throughput limits on (--throughput-limits, or the workspace's own switch) a clock
    // standing still would never refill capacity: it follows real time, at 1x unless told.
    std::optional<double> speed = options.realTimeSpeed;
    if (!speed && engine.throughputLimits())
        speed = 1;
    if (speed) {
        clock = std::make_unique<lw::LiveClock>(
            [&realTime] { return realTime.elapsed(); }, [&engine] { return engine.nowMs(); },
            [&engine](qint64 toMs) { return engine.advanceClock(toMs); });
        QObject::connect(clock.get(), &lw::LiveClock::failed, [](const QString &message) {
            printErr(u"lwb: the clock stopped following real time: "_s + message);
        });
        clock->start(*speed);
    }

    printOut(u"Serving %1 at %2 (Ctrl+C stops)"_s.arg(served, server.url()));
    if (!options.host.isLoopback())
        printErr(networkWarning(server.url(), options.credentialsFile));
    if (clock)
        printOut(u"The clock follows real time at %1x from %2"_s.arg(*speed).arg(
            lw::formatTimeMs(engine.nowMs())));
    if (engine.throughputLimits())
        printOut(u"Throughput limits are on: requests past a table's capacity are throttled"_s);
    QCoreApplication::exec();

    clock.reset();
    server.stop();
    // Only the option's switch is put back: a client's UpdateThroughputLimits stays as it left it.
    if (options.throughputLimits)
        if (const lw::Status back = engine.setThroughputLimits(limitsBefore); !back)
            printErr(u"lwb: "_s + back.error().message);
    printOut(
        u"Stopped serving %1; the clock shows %2"_s.arg(served, lw::formatTimeMs(engine.nowMs())));
    if (options.inMemory)
        printOut(u"The in-memory workspace is gone"_s);
    return ExitOk;
}

} // namespace lwb
