// The commands of `lwb`, the headless front end. Each command writes its result to stdout, its
// diagnostics to stderr, and returns the process exit code; main.cpp only parses the command line.
//
// The exit codes are a contract that scripts and later issues rely on (they are in `lwb --help`):
//   0  success (call answered, verify found nothing wrong)
//   1  the call or the engine returned an error (printed as DynamoDB's error object), the request
//      was not valid JSON, verify found problems, a lesson's check failed, or an export or
//      import failed (a refused bundle, model or items file included)
//   2  the workspace could not be opened (in use by another process, not creatable, not LMDB),
//      or a lesson's workspace holds tables already
//   3  serve could not listen on its address (the port is in use, the address is not this
//      machine's)
//  64  the command line itself was wrong (EX_USAGE), a bad TIME or DURATION included
// Arguments arrive parsed (times and durations in ms): a command line that is wrong never opens,
// and so never creates or changes, a workspace.
#pragma once

#include "api/api.h"
#include "formats/viewexport.h"
#include "remote/tablecopy.h"
#include "remote/tableupload.h"
#include "time/sweeper.h"

#include <QHostAddress>
#include <QString>

#include <memory>
#include <optional>

namespace lw {
class Workspace;
}

namespace lwb {

enum ExitCode : int
{
    ExitOk = 0,
    ExitFailed = 1,
    ExitWorkspaceUnavailable = 2,
    ExitCannotServe = 3,
    ExitUsage = 64,
};

// `call ACTION [REQUEST_JSON | -]`: one DynamoDB API call on the workspace in `workspaceDir`.
// `request` is the JSON text as given on the command line; empty means `{}`, "-" reads stdin
// (empty stdin also means `{}`). Prints the response JSON, indented, to stdout; on failure prints
// the error object `{"__type": ..., "message": ...}`, compact, to stderr. A request that is not a
// JSON object is a SerializationException, as DynamoDB answers a malformed body.
// With `options.asOfMs` (--as-of TIME) the call reads the workspace as it was then; the api
// refuses any action but GetItem, Query and Scan.
int runCall(const QString &workspaceDir, const QString &action, const QString &request,
            const lw::CallOptions &options = {});

// `partiql STATEMENT [PARAMETERS_JSON | -]` (partiqlcommand.cpp): runs one PartiQL statement
// through ExecuteStatement. PARAMETERS_JSON is a JSON array of typed values for the statement's
// `?`s ("-" reads stdin, empty means none). Prints `{"Items": [...]}`, indented, with the items of
// every page (none for a write, as ExecuteStatement answers it). Errors as `call` prints them (exit
// 1); parameters that are not a JSON array are a SerializationException before the workspace is
// opened.
int runPartiql(const QString &workspaceDir, const QString &statement, const QString &parameters);

// `verify`: checks every invariant of the workspace. Prints one problem per line to stdout and
// returns ExitFailed if there is any, else prints "ok: <dir>".
int runVerify(const QString &workspaceDir);

// `actions`: every action name the api dispatch knows, one per line. Needs no workspace.
int runActions();

// The time commands, from here to runLifecycle, live in timecommands.cpp. The clock commands
// print the clock as "<ISO 8601 UTC> (<epoch seconds>)", e.g. "2026-10-20T12:00:00Z
// (1792497600)", and engine errors as DynamoDB's error object (exit 1).

// `clock`: prints the workspace clock.
int runClock(const QString &workspaceDir);
// `clock set TIME`: forward as `clock advance`; backwards only while the workspace has no
// history (the engine's error says to rewind instead).
int runClockSet(const QString &workspaceDir, qint64 toMs);
// `clock advance DURATION`: moves the clock on by `byMs`, running what falls due on the way.
// Prints the new clock and, when the engine reported progress, "<N> events run"; a move that
// takes over a second also reports on stderr as it goes. Past year 9999: a usage error.
int runClockAdvance(const QString &workspaceDir, qint64 byMs);
// `rewind TIME`: drops every change after `toMs` and sets the clock there; prints the clock.
int runRewind(const QString &workspaceDir, qint64 toMs);

// `throughput on|off|show` (throughputcommand.cpp): turns the workspace's throughput limits on or
// off (engine/throughput.h) and prints "Throughput limits: on" or "off"; `show` also lists each
// table's and GSI's partitions (id, hash range, share and burst balance in RCU / WCU).
int runThroughput(const QString &workspaceDir, const QString &sub);
// `sweep`: deletes every expired item now; prints "Swept <N> expired item(s)".
int runSweep(const QString &workspaceDir);

// `sweeper [instant | aws-like | custom MIN MAX] [--seed N]`: the members given replace the
// stored settings' (a preset alone resets the lag range to the preset's); nothing given only
// prints. Prints the settings as "preset: …", "lag: …", "seed: …" lines.
struct SweeperChange
{
    std::optional<lw::SweeperSettings::Preset> preset;
    qint64 minLagMs = 0; // Custom only
    qint64 maxLagMs = 0;
    std::optional<quint64> seed;
};
int runSweeper(const QString &workspaceDir, const SweeperChange &change);

// `history TABLE KEYJSON`: every change of the item, oldest first, one block each: a line with
// the time, what happened and who did it, then the old and new images as compact DynamoDB JSON.
// KEYJSON is the key in DynamoDB JSON ("-" reads stdin); a bad one fails as `call` does.
int runHistory(const QString &workspaceDir, const QString &tableName, const QString &keyJson);
// `lifecycle TABLE [KEYJSON] [--at TIME]`: without a key (empty `keyJson`), every lifetime of
// every item of the table as aligned columns KEY, CREATED, EXPIRES (or "never"), SWEEP AT,
// DELETED (time "by" origin), ARCHIVED (when an archiver stored its old image) and NOTE (why it
// never expires); with a key, the item's state at `atMs` (default: now) as "state: …",
// "since: …", "expires: …", "sweep at: …" lines.
int runLifecycle(const QString &workspaceDir, const QString &tableName, const QString &keyJson,
                 std::optional<qint64> atMs);

// The lesson commands (lessoncommand.cpp).
// `lesson NAME`: plays a built-in lesson (NAME: its number or slug) or a scenario file
// (NAME.json) headless and prints its transcript as it goes. An empty `workspaceDir` plays in a
// temporary folder; a given one must hold no tables yet and keeps the lesson's state. With
// `quiz`, the lesson's quiz follows: each question with its answer, then its demo, run on the
// workspace as the lesson and the demos before it left it. Exit:
// ExitFailed when a check failed or a step could not run (each named on stderr, after the
// transcript), or a scenario file is wrong; ExitUsage for a NAME that names no lesson;
// ExitWorkspaceUnavailable for a workspace that cannot be opened or is not fresh.
int runLesson(const QString &workspaceDir, const QString &name, bool quiz);
// `export-code NAME --lang LANG [--endpoint URL]`: the lesson or scenario file NAME (as for
// `lesson`) as a program in LANG (codegen.h's names) on stdout, against URL (default lwb serve's).
// ExitUsage for a NAME that names no lesson or an unknown LANG; ExitFailed for a scenario file
// that is wrong or a step a program cannot make (scenario/codeexport.h).
int runExportCode(const QString &name, const QString &language, const QString &endpoint);
// `lesson --list`: every built-in lesson, one a line: number ("-" for none), slug, title.
int runLessonList();
// `scenario show`: prints the workspace's scenario (the lesson played on it or a recording made
// in the window: plain scenario JSON that `lesson FILE.json` plays). ExitFailed, with the reason
// on stderr, when it keeps none.
int runScenarioShow(const QString &workspaceDir);

// The bundle commands (bundlecommands.cpp; core/bundle/bundle.h says what a bundle holds).
// `export FILE.zip`: writes the workspace as a bundle; prints "exported <dir> to <file>".
int runExport(const QString &workspaceDir, const QString &zipPath);
// `import FILE.zip`: restores the bundle as the workspace in `workspaceDir`, which must be
// missing or empty; prints "imported <file> into <dir>". A damaged or hostile bundle, or a
// folder that is not empty, is refused (ExitFailed) with the reason on stderr, the folder as it
// was.
int runImport(const QString &workspaceDir, const QString &zipPath);

// The format commands (formatcommands.cpp; core/formats/ and docs/formats.md say what each
// format carries). Each prints its error as "lwb: <message>" on stderr and exits ExitFailed, the
// workspace then as it was unless the command says otherwise.
// `import-model FILE.json`: creates the tables of a NoSQL Workbench model with their sample data;
// prints "created table <name> with <n> item(s)" for each. All or nothing.
int runImportModel(const QString &workspaceDir, const QString &path);
// `import-items TABLE FILE...`: puts the items of DynamoDB JSON lines files (plain or gzip) into
// TABLE; prints "imported <n> item(s) into <table>". Every line is checked before any is written.
int runImportItems(const QString &workspaceDir, const QString &table, const QStringList &files);
// `export-view TABLE [--index NAME] [--format csv|jsonl] [--at TIME] [FILE|-]`: writes the view
// to `file`, printing "exported <n> item(s) of <view> to <file>", or to stdout when `file` is
// empty (and prints nothing else there).
struct ViewExport
{
    lw::formats::View view;
    lw::formats::ViewFormat format = lw::formats::ViewFormat::JsonLines;
    QString file; // empty: stdout
};
int runExportView(const QString &workspaceDir, const ViewExport &request);
// `serve [--port N] [--host ADDR] [--clock manual|real] [--speed X] [--credentials FILE]`
// (servecommand.cpp): serves
// the workspace's DynamoDB API over HTTP (core/server/dynamoserver.h) until SIGINT or SIGTERM,
// then closes the workspace and returns ExitOk. Prints "Serving <dir> at http://127.0.0.1:8000
// (Ctrl+C stops)" once listening (with port 0, the port picked), and with `realTimeSpeed` the
// clock follows real time at that speed, running the sweeper and consumers as it goes. With a
// `credentialsFile`, every request must be signed (SigV4) with one of its keys. On an address
// other than a loopback one, a warning on stderr says who can connect. Raises the soft limit of
// open files to the hard one, so that the server's 1,000 connections fit. ExitCannotServe when
// the address cannot be listened on, ExitUsage when the credentials file is unreadable or
// malformed (the reason on stderr).
struct ServeOptions
{
    QHostAddress host = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 8000;
    std::optional<double> realTimeSpeed; // none: the clock stands still while serving
    QString credentialsFile; // empty: any credentials are accepted (core/server/credentials.h)
    bool inMemory = false;   // a throwaway workspace instead (Workspace::openThrowaway)
    // How long a table stays CREATING or UPDATING, and a TTL change ENABLING or DISABLING, in
    // workspace time and in wall time alike (engine/settling.h, core/server/statesettler.h).
    qint64 settleMs = 500;
    qint64 ttlSettleMs = 500;
    // --throughput-limits: the workspace's throughput limits on while serving (its own switch
    // back after). Whenever the limits are on while serving (this, or the workspace's switch) the
    // clock follows real time, at 1x unless realTimeSpeed says otherwise, so that capacity
    // refills in wall time and SDK clients see throttling and their retries succeed.
    bool throughputLimits = false;
    // --around-cache: the endpoint's calls go around the workspace's cache (docs/cache.md), as
    // another client's; by default they go through it while it is enabled.
    bool aroundCache = false;
};
// `workspaceDir` is not used with options.inMemory.
int runServe(const QString &workspaceDir, const ServeOptions &options);

// The commands over a remote endpoint (remotecommands.cpp): `--endpoint URL [--region R]
// [--profile P]`, credentials and region found as the AWS CLI finds them (aws/awsprofile.h; no
// region found: us-east-1, which any local endpoint accepts). Missing credentials or a URL that
// is not http(s) are ExitUsage, with the reason on stderr.
struct RemoteOptions
{
    QString endpoint;
    QString region;
    QString profile;
};
// `--endpoint URL call ACTION [REQUEST_JSON | -]`: as runCall, sent to the endpoint (the
// Streams actions to DynamoDB Streams' target), retried as the SDKs retry; a service error is
// printed as {"__type": <its __type>, "message": …} on stderr (exit 1), and one the network gave
// with __type NetworkError or RequestTimeout.
int runRemoteCall(const RemoteOptions &remote, const QString &action, const QString &request);
// `--endpoint URL copy-table TABLE [--as NAME] [--limit N] [--segments N | --query JSON]`: the
// remote table, its definition and its items (or the first N, or those of the Query), into the
// workspace (remote/tablecopy.h).
// Prints "copied <n> item(s) of <table> into <dir> (table <name>, <u> read units[, TTL on])",
// and every 1,000 items a line on stderr. ExitFailed with the reason for a refusal or a failure.
int runCopyTable(const RemoteOptions &remote, const QString &workspaceDir, const QString &table,
                 const lw::remote::CopyOptions &options);
// `--endpoint URL upload-table TABLE [--remote-name NAME]`: the workspace's table, its
// definition and its items, onto the endpoint (remote/tableupload.h). Prints "uploaded <n>
// item(s) of <table> to <url> (table <name>, <u> write units[, TTL on | , TTL skipped: <why>])",
// and every 1,000 items a line on stderr. ExitFailed with the reason for a refusal or a failure.
int runUploadTable(const RemoteOptions &remote, const QString &workspaceDir, const QString &table,
                   const lw::remote::UploadOptions &options);

// `workload SPEC.json|- [--rate N] [--seconds N] [--seed N] [--retry sdk|none]`
// (workloadcommand.cpp): runs the workload (workload/workloadrun.h) on the workspace, progress on
// stderr, SIGINT stopping it after the last committed second, and prints its summary
// (workload/workloadtext.h). ExitOk when it ran to its end, ExitFailed when the spec is wrong,
// does not fit the table, a request failed for another reason than throughput or SIGINT stopped
// it. Unlike the other commands it reads its own command line (its options are its alone):
// main() hands the whole of it on when isWorkloadCommand() says the command is `workload`.
bool isWorkloadCommand(const QStringList &arguments);
int runWorkloadCommand(const QStringList &arguments);

// Writes `text` plus a newline to stdout / stderr as UTF-8 and flushes, so output interleaves
// correctly with a parent process reading both pipes.
void printOut(const QString &text);
void printErr(const QString &text);

// Shared by the command files (commands.cpp, timecommands.cpp); main.cpp needs none of these.

// Opens the workspace, or prints why not on stderr and returns null (the command then exits with
// ExitWorkspaceUnavailable). The message always names the folder.
std::unique_ptr<lw::Workspace> openWorkspace(const QString &dir);
// Prints a response as `call` does: indented JSON on stdout ("{}" when empty).
void printResponse(const QJsonObject &response);
// Prints `error` as DynamoDB's error object, compact, on one line of stderr.
void printError(const lw::Error &error);
// A request body or KEYJSON as given on the command line: "-" reads stdin, empty means `{}`.
// Anything but a JSON object is a SerializationException, as DynamoDB answers such a body.
lw::Result<QJsonObject> parseRequest(const QString &request);

} // namespace lwb
