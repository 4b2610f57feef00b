// `lwb workload SPEC.json|-`: runs a workload (core/workload/workloadrun.h, docs/workloads.md) on
// the workspace, with progress on stderr, Ctrl+C stopping it after the last committed second, and
// its summary (workload/workloadtext.h) on stdout at the end. It reads its own command line, as
// its options belong to it alone; main.cpp hands the arguments on before its own parser.
#include "commands.h"

#include "time/timetext.h"
#include "workload/workloadrun.h"
#include "workload/workloadtext.h"
#include "workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <csignal>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

void noteInterrupt(int)
{
    g_interrupted = 1;
}

// While it lives, SIGINT asks the run to stop at the end of the second it is in.
class StopOnInterrupt
{
public:
    StopOnInterrupt()
    {
        g_interrupted = 0;
        struct sigaction action = {};
        action.sa_handler = noteInterrupt;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_old);
    }
    ~StopOnInterrupt() { ::sigaction(SIGINT, &m_old, nullptr); }
    StopOnInterrupt(const StopOnInterrupt &) = delete;
    StopOnInterrupt &operator=(const StopOnInterrupt &) = delete;

private:
    struct sigaction m_old = {};
};

const QString kHelp = uR"(
Runs a workload on the workspace: RATE requests a sim second of one shape (PutItem, GetItem,
Query, UpdateItem) for SECONDS sim seconds, through the same dispatch as call, throttled as
DynamoDB throttles when the workspace's throughput limits are on (lwb throughput on), throttled
requests retried with the AWS SDKs' backoff in sim time (docs/workloads.md). SPEC.json is the
workload as a JSON object, the same as a lesson's {"workload": ...} step; "-" reads it from stdin:
  {"table": "telemetry", "action": "PutItem", "rate": 2000, "seconds": 60,
   "key": {"pattern": "constant", "value": "ACTIVE"}, "itemBytes": 200}
Each sim second commits as one group. Progress goes to stderr about once a second; Ctrl+C stops
the run after the last committed second. At the end it prints the totals (sent, served,
throttled, retried, gave up) and the seconds with throttling; DescribeWorkloads reads them again.

Exit codes: 0 the workload ran to its end (throttled or not); 1 the spec is wrong, the table does
not fit it, a request failed for another reason than throughput, or Ctrl+C stopped it; 2 the
workspace could not be opened; 64 the command line is wrong.
)"_s;

// The workspace's folder given before or after the command ("-w DIR", "--workspace=DIR").
bool takesValue(const QString &arg)
{
    return arg == u"-w"_s || arg == u"--workspace"_s;
}

int usage(const QString &message)
{
    printErr(u"lwb: "_s + message);
    printErr(u"Try 'lwb workload --help'."_s);
    return ExitUsage;
}

std::optional<QByteArray> readSpec(const QString &path)
{
    QFile file;
    const bool opened = path == u"-"_s ? file.open(stdin, QIODevice::ReadOnly)
                                       : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        printErr(u"lwb: cannot read %1: %2"_s.arg(path, file.errorString()));
        return std::nullopt;
    }
    return file.readAll();
}

} // namespace

bool isWorkloadCommand(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (takesValue(arg))
            ++i;
        else if (!arg.startsWith(u'-'))
            return arg == u"workload"_s;
    }
    return false;
}

int runWorkloadCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"lwb workload: load on the sim clock."_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, u"Shows this help."_s);
    const QCommandLineOption workspaceOption(
        {u"w"_s, u"workspace"_s},
        u"The workspace folder (created if missing). Default: the embedded default workspace."_s,
        u"DIR"_s);
    const QCommandLineOption rate(u"rate"_s, u"Requests per sim second, instead of the spec's."_s,
                                  u"N"_s);
    const QCommandLineOption seconds(u"seconds"_s, u"Sim seconds, instead of the spec's."_s,
                                     u"N"_s);
    const QCommandLineOption seed(u"seed"_s, u"The seed, instead of the spec's."_s, u"N"_s);
    const QCommandLineOption retry(u"retry"_s, u"sdk or none, instead of the spec's."_s, u"MODE"_s);
    parser.addOptions({help, workspaceOption, rate, seconds, seed, retry});
    parser.addPositionalArgument(u"workload"_s, u"The command."_s);
    parser.addPositionalArgument(u"SPEC"_s, u"The workload's JSON file, or - for stdin."_s,
                                 u"SPEC.json|-"_s);
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(help)) {
        printOut(parser.helpText() + kHelp);
        return ExitOk;
    }
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2)
        return usage(u"workload takes one SPEC.json (or - for stdin)"_s);

    const auto text = readSpec(args.at(1));
    if (!text)
        return ExitFailed;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*text, &error);
    if (!document.isObject()) {
        printErr(u"lwb: %1 is not a JSON object: %2"_s.arg(
            args.at(1), error.error != QJsonParseError::NoError ? error.errorString()
                                                                : u"it holds another value"_s));
        return ExitFailed;
    }
    QJsonObject json = document.object();
    // The options replace the spec's fields, which the spec's own checks then read.
    for (const auto &[option, field] :
         {std::pair{&rate, u"rate"_s}, std::pair{&seconds, u"seconds"_s},
          std::pair{&seed, u"seed"_s}}) {
        if (!parser.isSet(*option))
            continue;
        bool ok = false;
        const qint64 value = parser.value(*option).toLongLong(&ok);
        if (!ok)
            return usage(
                u"--%1 takes a whole number, not '%2'"_s.arg(field, parser.value(*option)));
        json.insert(field, value);
    }
    if (parser.isSet(retry))
        json.insert(u"retry"_s, parser.value(retry));
    const auto spec = lw::workload::parseSpec(json, u"workload"_s);
    if (!spec) {
        printErr(u"lwb: "_s + spec.error());
        return ExitFailed;
    }

    const QString dir = parser.isSet(workspaceOption)
                            ? QFileInfo(parser.value(workspaceOption)).absoluteFilePath()
                            : lw::Workspace::defaultDir();
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(dir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    const StopOnInterrupt interrupt;
    QElapsedTimer sinceLine;
    sinceLine.start();
    const auto outcome = lw::workload::run(
        workspace->api(), *spec,
        [&](const lw::WorkloadSecond &second, qint64 done, qint64 planned) {
            if (sinceLine.hasExpired(1000) || done == planned) {
                printErr(u"lwb: second %1 of %2 (%3): sent %4, served %5, throttled %6"_s.arg(done)
                             .arg(planned)
                             .arg(lw::formatTimeMs(second.second * 1000))
                             .arg(second.sent)
                             .arg(second.served)
                             .arg(second.throttled));
                sinceLine.restart();
            }
            return !g_interrupted;
        });
    if (!outcome) {
        printError(outcome.error());
        return ExitFailed;
    }
    for (const QString &line : lw::workload::summaryLines(*spec, *outcome))
        printOut(line);
    return outcome->state == lw::WorkloadState::Finished ? ExitOk : ExitFailed;
}

} // namespace lwb
