// lwb: the headless command-line front end of Lifecycle Workbench. It links lwcore alone, which
// proves the engine needs no GUI, and gives scripts and tests the DynamoDB API on a workspace.
// Only the command line is parsed here; the commands live in commands.cpp and timecommands.cpp.
#include "commands.h"

#include "codegen/codegen.h"
#include "time/timetext.h"
#include "workspace/workspace.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// The accepted forms, for the help and for every error about a TIME or DURATION text.
const QString kTimeForms =
    u"epoch seconds (1792496917, 1792496917.261) or ISO 8601 in UTC or with an offset "
    u"(2026-10-20, 2026-10-20T12:00:00Z, 2026-10-20T12:00:00.5Z, 2026-10-20T14:00:00+02:00)"_s;
const QString kDurationForms =
    u"numbers with units d, h, m, s or ms, larger units first (90m, 30s, 2h, 1d, 1.5h, 1h30m), "
    u"up to 10000 years"_s;

QString helpEpilogue()
{
    return uR"(
Commands:
  call ACTION [REQUEST_JSON | -]
        Runs one DynamoDB API call (CreateTable, PutItem, GetItem, Scan ...) with DynamoDB's own
        request JSON and typed attribute values ({"S": "x"}). Without REQUEST_JSON the request
        is {}; "-" reads it from stdin. Prints the response JSON to stdout. On failure prints
        the error to stderr as DynamoDB does, e.g. {"__type":
        "com.amazonaws.dynamodb.v20120810#ValidationException", "message": "..."}; a request
        that is not a JSON object is a SerializationException.
  partiql STATEMENT [PARAMETERS_JSON | -]
        Runs one PartiQL statement (SELECT, INSERT, UPDATE, DELETE; docs/partiql.md) as
        ExecuteStatement does. PARAMETERS_JSON is a JSON array of typed values for its "?"s
        ([{"S": "a"}, {"N": "1"}]); "-" reads it from stdin. It prints {"Items": [...]}, the
        items of every page (none for a write). Errors as with call.
  --endpoint URL [--region R] [--profile P] call ACTION [REQUEST_JSON | -]
        Sends the call to a remote DynamoDB endpoint instead (https://dynamodb.eu-west-1.
        amazonaws.com, DynamoDB Local, ScyllaDB Alternator, another lwb serve), signed
        (SigV4) with the credentials the AWS CLI would use: AWS_ACCESS_KEY_ID and
        AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), else the profile (--profile,
        AWS_PROFILE or "default") in ~/.aws/credentials or ~/.aws/config; the region from
        --region, AWS_REGION, AWS_DEFAULT_REGION or the profile, else us-east-1. Throttling,
        5xx answers and timeouts are retried as the AWS SDKs retry them (3 attempts).
  --endpoint URL copy-table TABLE [--as NAME] [--limit N] [--segments N | --query JSON]
        Brings the remote table home into the workspace: its keys, billing, GSIs, LSIs,
        stream and TTL, then its items (or the first N, scanned in N segments), with the
        workspace clock moved on to now, so expired items the remote has not deleted yet
        arrive expired but visible. A local table of that name is refused; nothing is written.
        --query copies the items of one Query of the table instead ("-" reads it from stdin):
        {"KeyConditionExpression": "PK = :pk", "ExpressionAttributeValues": {":pk": {"S":
        "CUSTOMER#3"}}}, with FilterExpression, ExpressionAttributeNames, ScanIndexForward
        and ConsistentRead as a Query takes them.
  --endpoint URL upload-table TABLE [--remote-name NAME]
        Makes the workspace's table on the remote endpoint — keys, billing, GSIs, LSIs,
        stream, TTL (skipped, and said, where the endpoint has none) — and writes its items
        there with BatchWriteItem. Into an empty remote table only: a remote table of that
        name with items, or with another key schema, is refused; nothing is written.
  verify
        Checks every invariant of the workspace (each index entry matches its item, no entry is
        missing ...). Prints one problem per line, or "ok: <workspace folder>".
  actions
        Lists the actions "call" accepts.

Time (the workspace clock; nothing reads the wall clock once a workspace exists):
  clock
        Prints the clock: ISO 8601 UTC, then epoch seconds.
  clock set TIME
        Sets the clock. Forward runs everything that falls due on the way (TTL deletes ...);
        backwards only while the workspace has no history (else: rewind).
  clock advance DURATION
        Moves the clock on by DURATION, running what falls due; prints the new clock.
  rewind TIME
        The time machine: drops every change after TIME and sets the clock there.
  throughput on|off|show
        Turns the workspace's throughput limits on or off (default off): on, requests past a
        table's or index's capacity are throttled as DynamoDB throttles them, on the sim clock
        (docs/throughput.md); show also lists each table's and GSI's partitions.
  workload SPEC.json|- [--rate N] [--seconds T] [--seed N] [--retry sdk|none]
        Sends N requests a sim second of one shape for T sim seconds (docs/workloads.md);
        Ctrl+C stops after the last second committed. `lwb workload --help` says more.
  sweep
        Deletes every item whose TTL has expired now, whatever its drawn lag.
  sweeper [instant | aws-like | custom MIN MAX] [--seed N]
        Prints the TTL sweeper's settings, or sets them: "instant" deletes at expiry,
        "aws-like" within 48 hours (most within the first day), "custom" uniformly between the
        durations MIN (may be 0) and MAX; --seed draws other lags.
  history TABLE KEYJSON
        Every change of one item (KEYJSON: its key in DynamoDB JSON, "-" reads stdin): time,
        created / modified / deleted, by whom (user, ttl, consumer), old and new image.
  lifecycle TABLE [KEYJSON] [--at TIME]
        Without a key: every lifetime of every item of TABLE (created, expires or why it never
        does, sweep at, deleted at and by whom, archived at). With a key: the item's state at
        TIME (default now): active, expired, deleted-by-ttl ...

Bundles (one zip holding a whole workspace, docs/bundles.md):
  export FILE.zip
        Writes the workspace as a bundle: manifest, table descriptions, items as DynamoDB JSON
        lines, and every record of the workspace, so import reproduces it exactly.
  import FILE.zip
        Restores a bundle as the workspace, which must be a new or empty folder. Damaged or
        hostile bundles (paths outside, links, bad CRC, cut short, zip bombs, another format
        version) are refused with the reason; the folder stays as it was. Exits 1 then.

Formats people already have (docs/formats.md):
  import-model FILE.json
        Creates the tables of a NoSQL Workbench data model (its JSON export) with their GSIs
        and sample data. Everything is checked first: a bad model, or a table that exists
        already, changes nothing.
  import-items TABLE FILE...
        Puts the items of DynamoDB JSON lines files (DynamoDB's export to S3: one {"Item": ...}
        per line, plain or .json.gz) into TABLE. Every line is checked before any is written;
        an error names the file and line.
  export-view TABLE [--index NAME] [--format csv|jsonl] [--at TIME] [FILE | -]
        Writes every item of TABLE, or of its GSI or LSI NAME, as DynamoDB JSON lines (the
        default) or CSV (key attributes first, then the others sorted), as it is now or was at
        TIME, to FILE or stdout.

Serving the DynamoDB API over HTTP (DynamoDB's JSON 1.0 protocol, for the AWS SDKs and CLI):
  serve [--port N] [--host ADDR] [--clock manual|real] [--speed X] [--credentials FILE]
        [--in-memory] [--settle-ms N] [--ttl-settle-ms N] [--throughput-limits]
        [--around-cache]
        Serves the workspace at http://127.0.0.1:8000 (--port 0 picks a free port and prints
        it) until Ctrl+C or SIGTERM. Only this machine can connect unless --host names another
        interface (0.0.0.0: all of them; a warning on stderr says so). Any credentials are
        accepted, unless --credentials FILE names the access keys to accept: one a line, the
        access key id and the secret access key separated by a space ("#" starts a comment);
        then every request must carry an AWS Signature Version 4 made with one of them, within
        15 minutes of this machine's clock, as DynamoDB checks it. With
        --clock real the workspace clock follows real time, at --speed X times (default 1),
        so TTL items expire and are swept while an application runs; with --clock manual
        (the default) it stands still while serving unless a client sends the workbench's
        AdvanceClock action (or the clock commands move it before or after). With
        --in-memory it serves a new, empty workspace kept in memory instead (/dev/shm, never
        synced), gone when the server stops: the fastest local DynamoDB for a test suite,
        with streams, TTL and the clock as ever. A new table is CREATING and an updated one
        UPDATING for --settle-ms N milliseconds (default 500, as dynalite; 0: ACTIVE at once,
        as DynamoDB Local), a TTL change ENABLING or DISABLING for --ttl-settle-ms N (default
        the same), of wall time or of workspace time, whichever passes first; meanwhile the
        table refuses what DynamoDB refuses. With --throughput-limits (default off) requests
        past a table's capacity are throttled while serving, and the clock follows real time
        (as --clock real) so that capacity refills and the SDKs' retries succeed. While the
        workspace's cache is enabled (UpdateCacheSettings, docs/cache.md) the endpoint's calls
        go through it, as a DAX client's do; with --around-cache they go to the tables, as
        another client's that does not use it. Exits 3 when the address cannot be listened on.

Lessons (the seed's lessons and scenarios, played headless):
  lesson NAME
        Plays a lesson on a fresh workspace and prints its transcript in the seed's request-log
        format, with its narration ("# ..."), clock moves and checks ("--- ok: ..."). NAME is a
        built-in lesson's number or slug (30, ttl-expiry) or a scenario file (FILE.json, see
        docs/scenarios.md). Without --workspace the workspace is temporary; with it, DIR must
        hold no tables yet and keeps the lesson's state. Exits 1 when a check fails.
        With --quiz, the lesson's quiz follows: each question, its choices and its answer, and
        the demo that shows the answer run on the lesson's workspace.
  lesson --list
        Lists the built-in lessons: number, slug and title.
  export-code NAME --lang LANG [--endpoint URL]
        Prints the lesson or scenario file NAME (as for lesson) as a program making the same
        calls against URL (default http://127.0.0.1:8000, lwb serve's). LANG: python (boto3's
        client), python-resource (boto3's Table resource), js (the AWS SDK v3), js-document
        (lib-dynamodb's document client), cli (an AWS CLI shell script, which needs jq where it
        reads values out of responses), go (the AWS SDK for Go v2) or java (the AWS SDK for
        Java v2). Narration and checks become comments; the clock's moves become the
        workbench's AdvanceClock, with a comment on what AWS would wait for.
  scenario show
        Prints the workspace's scenario: the lesson played on it, or what was recorded in the
        window (docs/scenarios.md JSON). Saved to a file and edited, "lesson FILE.json" plays it
        on a fresh workspace. Exits 1 when the workspace keeps none.

  --as-of TIME (with call)
        Runs GetItem, Query or Scan on the workspace as it was at TIME; other actions fail.

  TIME is %2.
  A negative epoch value goes after "--" (lwb rewind -- -1) or as --at=-1.
  DURATION is %3.

Workspace:
  Without --workspace, lwb uses the embedded default workspace, the same one the GUI opens:
    %1
  (created on first use). A workspace is used by one process at a time; a second one is
  refused with a message naming the folder.

Exit codes:
  0   success
  1   the call or the engine returned an error (printed as DynamoDB's error object on
      stderr), the request was not valid JSON, verify found problems, a lesson's check
      failed, or an export or import failed (a refused bundle, model or items file included)
  2   the workspace could not be opened (in use by another process, or not creatable),
      or a lesson's workspace was not fresh
  3   serve could not listen on its address (the port is in use ...)
  64  the command line was wrong (a bad TIME or DURATION, or an unreadable or malformed
      --credentials file, included); nothing was changed

Examples:
  lwb --workspace /tmp/ws call CreateTable '{"TableName": "demo",
      "BillingMode": "PAY_PER_REQUEST",
      "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
      "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]}'
  echo '{"TableName": "demo", "Item": {"pk": {"S": "a"}}}' | lwb -w /tmp/ws call PutItem -
  lwb --workspace /tmp/ws call Scan '{"TableName": "demo"}'
  lwb --workspace /tmp/ws partiql 'SELECT * FROM "demo" WHERE pk = ?' '[{"S": "a"}]'
  lwb --workspace /tmp/ws verify
  lwb --workspace /tmp/ws clock advance 1h30m
  lwb --workspace /tmp/ws --as-of 2026-10-20T12:00:00Z call GetItem \
      '{"TableName": "demo", "Key": {"pk": {"S": "a"}}}'
  lwb --workspace /tmp/ws lifecycle demo '{"pk": {"S": "a"}}' --at 2026-10-21
  lwb --workspace /tmp/ws serve --clock real --speed 60
      aws dynamodb --endpoint-url http://127.0.0.1:8000 list-tables
)"_s.arg(lw::Workspace::defaultDir(), kTimeForms, kDurationForms);
}

int usageError(const QString &message)
{
    lwb::printErr(u"lwb: "_s + message);
    lwb::printErr(u"Try 'lwb --help'."_s);
    return lwb::ExitUsage;
}

// TIME and DURATION arguments: the value, or nullopt after a usage error naming the text and
// the forms that would have been accepted.
std::optional<qint64> timeArgument(const QString &text)
{
    const auto ms = lw::parseTimeMs(text);
    if (!ms)
        usageError(u"'%1' is not a TIME: use %2"_s.arg(text, kTimeForms));
    return ms;
}

std::optional<qint64> durationArgument(const QString &text, bool zeroAllowed = false)
{
    const auto ms = lw::parseDurationOrZeroMs(text);
    if (ms && *ms == 0 && !zeroAllowed) {
        usageError(u"'%1' is a zero DURATION: it must be more than zero"_s.arg(text));
        return std::nullopt;
    }
    if (!ms)
        usageError(u"'%1' is not a DURATION: use %2"_s.arg(text, kDurationForms));
    return ms;
}

// `clock`, `clock set TIME`, `clock advance DURATION`.
int clockCommand(const QString &workspaceDir, const QStringList &args)
{
    if (args.size() == 1)
        return lwb::runClock(workspaceDir);
    const QString sub = args.at(1);
    if (sub == u"set"_s && args.size() == 3) {
        const auto to = timeArgument(args.at(2));
        return to ? lwb::runClockSet(workspaceDir, *to) : lwb::ExitUsage;
    }
    if (sub == u"advance"_s && args.size() == 3) {
        const auto by = durationArgument(args.at(2));
        return by ? lwb::runClockAdvance(workspaceDir, *by) : lwb::ExitUsage;
    }
    return usageError(u"clock takes nothing, 'set TIME' or 'advance DURATION'"_s);
}

// `sweeper [instant | aws-like | custom MIN MAX]` with --seed, already read, in `change.seed`.
int sweeperCommand(const QString &workspaceDir, const QStringList &args, lwb::SweeperChange change)
{
    using Preset = lw::SweeperSettings::Preset;
    if (args.size() > 1) {
        change.preset = lw::SweeperSettings::presetFromName(args.at(1));
        if (!change.preset)
            return usageError(
                u"unknown sweeper preset '%1': use instant, aws-like or custom"_s.arg(args.at(1)));
        const int wanted = *change.preset == Preset::Custom ? 4 : 2;
        if (args.size() != wanted)
            return usageError(*change.preset == Preset::Custom
                                  ? u"sweeper custom takes MIN and MAX, e.g. 10m 2h"_s
                                  : u"sweeper %1 takes no more arguments"_s.arg(args.at(1)));
    }
    if (change.preset == Preset::Custom) {
        const auto min = durationArgument(args.at(2), true);
        if (!min)
            return lwb::ExitUsage;
        const auto max = durationArgument(args.at(3), true);
        if (!max)
            return lwb::ExitUsage;
        if (*min > *max)
            return usageError(
                u"sweeper custom: MIN %1 is above MAX %2"_s.arg(args.at(2), args.at(3)));
        change.minLagMs = *min;
        change.maxLagMs = *max;
    }
    return lwb::runSweeper(workspaceDir, change);
}

// `export-view TABLE [--index NAME] [--format csv|jsonl] [--at TIME] [FILE|-]`, with the values
// of the options given (nullopt: not given).
int exportViewCommand(const QString &workspaceDir, const QStringList &args,
                      const std::optional<QString> &index, const std::optional<QString> &format,
                      const std::optional<QString> &at)
{
    if (args.size() < 2 || args.size() > 3)
        return usageError(u"export-view takes a TABLE and optionally a FILE (- for stdout)"_s);
    lwb::ViewExport request;
    request.view.table = args.at(1);
    if (index && index->isEmpty())
        return usageError(u"--index needs the NAME of a GSI or LSI"_s);
    request.view.index = index.value_or(QString());
    const auto parsedFormat = lw::formats::viewFormatFromName(format.value_or(u"jsonl"_s));
    if (!parsedFormat)
        return usageError(u"unknown --format '%1': use csv or jsonl"_s.arg(*format));
    request.format = *parsedFormat;
    if (at) {
        request.view.options.asOfMs = timeArgument(*at);
        if (!request.view.options.asOfMs)
            return lwb::ExitUsage;
    }
    const QString target = args.value(2, u"-"_s);
    request.file = target == u"-"_s ? QString() : QFileInfo(target).absoluteFilePath();
    return lwb::runExportView(workspaceDir, request);
}

// `serve`'s options as given: --port, --host, --clock, --speed, --credentials, --in-memory,
// --settle-ms, --ttl-settle-ms, --throughput-limits, --around-cache.
struct ServeArguments
{
    QCommandLineOption port, host, clock, speed, credentials, inMemory, settleMs, ttlSettleMs,
        throughputLimits, aroundCache;
};

// A --settle-ms or --ttl-settle-ms value; nullopt after the usage error is printed.
std::optional<qint64> settleOption(const QCommandLineParser &parser,
                                   const QCommandLineOption &option)
{
    bool ok = false;
    const qint64 ms = parser.value(option).toLongLong(&ok);
    if (ok && ms >= 0 && ms <= 3600 * 1000)
        return ms;
    usageError(u"--%1 needs milliseconds from 0 to 3600000, not '%2'"_s.arg(
        option.names().constFirst(), parser.value(option)));
    return std::nullopt;
}

int serveCommand(const QString &workspaceDir, const QCommandLineParser &parser,
                 const ServeArguments &given)
{
    lwb::ServeOptions options;
    if (parser.isSet(given.port)) {
        bool ok = false;
        options.port = parser.value(given.port).toUShort(&ok);
        if (!ok)
            return usageError(
                u"--port needs a number from 0 to 65535, not '%1'"_s.arg(parser.value(given.port)));
    }
    if (parser.isSet(given.host)) {
        const QString host = parser.value(given.host);
        options.host =
            host == u"localhost"_s ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
        if (options.host.isNull())
            return usageError(
                u"--host needs an IP address (127.0.0.1, 0.0.0.0, ::1), not '%1'"_s.arg(host));
    }
    const QString clock = parser.value(given.clock);
    if (parser.isSet(given.clock) && clock != u"manual"_s && clock != u"real"_s)
        return usageError(u"--clock is manual or real, not '%1'"_s.arg(clock));
    options.throughputLimits = parser.isSet(given.throughputLimits);
    if (options.throughputLimits && parser.isSet(given.clock) && clock != u"real"_s)
        return usageError(u"--throughput-limits needs the clock to follow real time: no "
                          u"--clock manual"_s);
    const bool realTime = clock == u"real"_s || options.throughputLimits;
    if (parser.isSet(given.speed) && !realTime)
        return usageError(u"--speed goes with --clock real only"_s);
    if (realTime) {
        options.realTimeSpeed = 1;
        if (parser.isSet(given.speed)) {
            bool ok = false;
            const double speed = parser.value(given.speed).toDouble(&ok);
            if (!ok || !(speed > 0) || !std::isfinite(speed))
                return usageError(u"--speed needs a number above 0 (0.5, 60, 3600), not '%1'"_s.arg(
                    parser.value(given.speed)));
            options.realTimeSpeed = speed;
        }
    }
    if (parser.isSet(given.credentials)) {
        options.credentialsFile = parser.value(given.credentials);
        if (options.credentialsFile.isEmpty())
            return usageError(u"--credentials needs a FILE of access keys"_s);
    }
    options.inMemory = parser.isSet(given.inMemory);
    options.aroundCache = parser.isSet(given.aroundCache);
    if (parser.isSet(given.settleMs)) {
        const auto ms = settleOption(parser, given.settleMs);
        if (!ms)
            return lwb::ExitUsage;
        options.settleMs = options.ttlSettleMs = *ms;
    }
    if (parser.isSet(given.ttlSettleMs)) {
        const auto ms = settleOption(parser, given.ttlSettleMs);
        if (!ms)
            return lwb::ExitUsage;
        options.ttlSettleMs = *ms;
    }
    return lwb::runServe(workspaceDir, options);
}

} // namespace

int main(int argc, char *argv[])
{
    // Qt's own Unix event dispatcher, not GLib's: lwb has nothing of GLib's to integrate, and a
    // served GetItem costs 13% less CPU without it (tests/bench/wrk). Set before the application
    // exists, as Qt reads it then; a QT_NO_GLIB the user set is kept.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so Workspace::defaultDir() is the same folder for both.
    QCoreApplication::setOrganizationName(u"LifecycleWorkbench"_s);
    QCoreApplication::setApplicationName(u"lifecycle-workbench"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(LWB_VERSION));
    if (lwb::isWorkloadCommand(QCoreApplication::arguments())) // its own options (commands.h)
        return lwb::runWorkloadCommand(QCoreApplication::arguments());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Lifecycle Workbench, headless: the DynamoDB API on an embedded LMDB workspace."_s);
    // Our own help option instead of addHelpOption(): the built-in one would print the text
    // without the commands, the default workspace and the exit codes.
    const QCommandLineOption helpOption({u"h"_s, u"help"_s}, u"Shows this help."_s);
    parser.addOption(helpOption);
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(
        {u"w"_s, u"workspace"_s},
        u"The workspace folder (created if missing). Default: the embedded default workspace."_s,
        u"DIR"_s);
    parser.addOption(workspaceOption);
    const QCommandLineOption asOfOption(
        u"as-of"_s, u"With call: reads (GetItem, Query, Scan) as the workspace was at TIME."_s,
        u"TIME"_s);
    parser.addOption(asOfOption);
    const QCommandLineOption atOption(
        u"at"_s,
        u"With lifecycle TABLE KEYJSON: the item's state at TIME (default: now). With "
        u"export-view: the view as it was at TIME."_s,
        u"TIME"_s);
    parser.addOption(atOption);
    const QCommandLineOption indexOption(
        u"index"_s, u"With export-view: exports the GSI or LSI NAME instead of the table."_s,
        u"NAME"_s);
    parser.addOption(indexOption);
    const QCommandLineOption formatOption(
        u"format"_s, u"With export-view: csv or jsonl (DynamoDB JSON lines, the default)."_s,
        u"FORMAT"_s);
    parser.addOption(formatOption);
    const QCommandLineOption listOption(u"list"_s, u"With lesson: lists the built-in lessons."_s);
    parser.addOption(listOption);
    const QCommandLineOption quizOption(
        u"quiz"_s, u"With lesson: after the lesson, its quiz and the demo of each answer."_s);
    parser.addOption(quizOption);
    const QCommandLineOption seedOption(
        u"seed"_s, u"With sweeper: the seed the sweeper draws each item's lag from."_s, u"N"_s);
    parser.addOption(seedOption);
    const QCommandLineOption portOption(
        u"port"_s, u"With serve: the TCP port (default 8000; 0 picks a free one)."_s, u"N"_s);
    parser.addOption(portOption);
    const QCommandLineOption hostOption(
        u"host"_s, u"With serve: the address to listen on (default 127.0.0.1)."_s, u"ADDR"_s);
    parser.addOption(hostOption);
    const QCommandLineOption clockOption(
        u"clock"_s, u"With serve: manual (default) or real, the clock following real time."_s,
        u"MODE"_s);
    parser.addOption(clockOption);
    const QCommandLineOption speedOption(
        u"speed"_s, u"With serve --clock real: how many times faster than real time."_s, u"X"_s);
    parser.addOption(speedOption);
    const QCommandLineOption credentialsOption(
        u"credentials"_s,
        u"With serve: accepts only requests signed (SigV4) with a key of FILE, one \"ACCESS_KEY_ID "
        u"SECRET_ACCESS_KEY\" a line."_s,
        u"FILE"_s);
    parser.addOption(credentialsOption);
    const QCommandLineOption inMemoryOption(
        u"in-memory"_s,
        u"With serve: a throwaway workspace in memory, never synced and gone when the server "
        u"stops (for test suites), instead of --workspace."_s);
    parser.addOption(inMemoryOption);
    const QCommandLineOption settleMsOption(
        u"settle-ms"_s,
        u"With serve: how long tables stay CREATING or UPDATING and TTL changes ENABLING or "
        u"DISABLING (default 500; 0: at once)."_s,
        u"N"_s);
    parser.addOption(settleMsOption);
    const QCommandLineOption ttlSettleMsOption(
        u"ttl-settle-ms"_s,
        u"With serve: how long TTL changes stay ENABLING or DISABLING (default --settle-ms)."_s,
        u"N"_s);
    parser.addOption(ttlSettleMsOption);
    const QCommandLineOption throughputLimitsOption(
        u"throughput-limits"_s,
        u"With serve: throttles requests past the tables' capacity, the clock following real "
        u"time."_s);
    parser.addOption(throughputLimitsOption);
    const QCommandLineOption aroundCacheOption(
        u"around-cache"_s,
        u"With serve: the requests go around the workspace's cache, to the tables (another "
        u"client's, not a DAX client's)."_s);
    parser.addOption(aroundCacheOption);
    const QCommandLineOption endpointOption(
        u"endpoint"_s,
        u"With call, copy-table and upload-table: the remote DynamoDB endpoint URL (AWS, "
        u"DynamoDB Local, Alternator, another lwb serve) instead of the workspace. With "
        u"export-code: the endpoint the program calls."_s,
        u"URL"_s);
    parser.addOption(endpointOption);
    const QCommandLineOption regionOption(
        u"region"_s,
        u"With --endpoint: the region to sign for (default: as the AWS CLI finds it)."_s,
        u"REGION"_s);
    parser.addOption(regionOption);
    const QCommandLineOption profileOption(
        u"profile"_s, u"With --endpoint: the AWS CLI profile whose credentials sign requests."_s,
        u"NAME"_s);
    parser.addOption(profileOption);
    const QCommandLineOption asOption(
        u"as"_s, u"With copy-table: the local table's name (default: the remote's)."_s, u"NAME"_s);
    parser.addOption(asOption);
    const QCommandLineOption limitOption(u"limit"_s, u"With copy-table: copies at most N items."_s,
                                         u"N"_s);
    parser.addOption(limitOption);
    const QCommandLineOption langOption(u"lang"_s,
                                        u"With export-code: the program's language: "_s +
                                            lw::codegen::languageNames().join(u", "_s) + u'.',
                                        u"LANG"_s);
    parser.addOption(langOption);
    const QCommandLineOption segmentsOption(
        u"segments"_s, u"With copy-table: scans in N segments (TotalSegments)."_s, u"N"_s);
    parser.addOption(segmentsOption);
    const QCommandLineOption queryOption(
        u"query"_s, u"With copy-table: copies the items of this Query (JSON) instead."_s,
        u"JSON"_s);
    parser.addOption(queryOption);
    const QCommandLineOption remoteNameOption(
        u"remote-name"_s,
        u"With upload-table: the remote table's name (default: the workspace's)."_s, u"NAME"_s);
    parser.addOption(remoteNameOption);
    parser.addPositionalArgument(u"command"_s, u"call, verify, actions, clock ... (see below)."_s,
                                 u"<command> [arguments]"_s);

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        lwb::printOut(parser.helpText() + helpEpilogue());
        return lwb::ExitOk;
    }
    if (parser.isSet(u"version"_s))
        parser.showVersion(); // exits

    const auto optionValue = [&](const QCommandLineOption &option) -> std::optional<QString> {
        return parser.isSet(option) ? std::optional(parser.value(option)) : std::nullopt;
    };
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return usageError(u"missing command"_s);
    const QString command = args.first();

    const QString workspaceDir = parser.isSet(workspaceOption)
                                     ? QFileInfo(parser.value(workspaceOption)).absoluteFilePath()
                                     : lw::Workspace::defaultDir();

    // Each of these options belongs to certain commands; elsewhere it would be silently ignored.
    for (const auto &[option, owners] :
         {std::pair{&asOfOption, QStringList{u"call"_s}},
          std::pair{&atOption, QStringList{u"lifecycle"_s, u"export-view"_s}},
          std::pair{&indexOption, QStringList{u"export-view"_s}},
          std::pair{&formatOption, QStringList{u"export-view"_s}},
          std::pair{&seedOption, QStringList{u"sweeper"_s}},
          std::pair{&listOption, QStringList{u"lesson"_s}},
          std::pair{&quizOption, QStringList{u"lesson"_s}},
          std::pair{&portOption, QStringList{u"serve"_s}},
          std::pair{&hostOption, QStringList{u"serve"_s}},
          std::pair{&clockOption, QStringList{u"serve"_s}},
          std::pair{&speedOption, QStringList{u"serve"_s}},
          std::pair{&credentialsOption, QStringList{u"serve"_s}},
          std::pair{&inMemoryOption, QStringList{u"serve"_s}},
          std::pair{&settleMsOption, QStringList{u"serve"_s}},
          std::pair{&ttlSettleMsOption, QStringList{u"serve"_s}},
          std::pair{&throughputLimitsOption, QStringList{u"serve"_s}},
          std::pair{&aroundCacheOption, QStringList{u"serve"_s}},
          std::pair{&endpointOption,
                    QStringList{u"call"_s, u"copy-table"_s, u"upload-table"_s, u"export-code"_s}},
          std::pair{&langOption, QStringList{u"export-code"_s}},
          std::pair{&regionOption, QStringList{u"call"_s, u"copy-table"_s, u"upload-table"_s}},
          std::pair{&profileOption, QStringList{u"call"_s, u"copy-table"_s, u"upload-table"_s}},
          std::pair{&asOption, QStringList{u"copy-table"_s}},
          std::pair{&limitOption, QStringList{u"copy-table"_s}},
          std::pair{&segmentsOption, QStringList{u"copy-table"_s}},
          std::pair{&queryOption, QStringList{u"copy-table"_s}},
          std::pair{&remoteNameOption, QStringList{u"upload-table"_s}}}) {
        if (parser.isSet(*option) && !owners.contains(command))
            return usageError(
                u"--%1 goes with %2 only"_s.arg(option->names().first(), owners.join(u" and "_s)));
    }

    const lwb::RemoteOptions remote{parser.value(endpointOption), parser.value(regionOption),
                                    parser.value(profileOption)};
    if (remote.endpoint.isEmpty() && (parser.isSet(regionOption) || parser.isSet(profileOption)))
        return usageError(u"--region and --profile go with --endpoint"_s);
    if (command == u"call"_s) {
        if (args.size() < 2)
            return usageError(u"call needs an ACTION, e.g. lwb call ListTables"_s);
        if (args.size() > 3)
            return usageError(u"call takes one ACTION and at most one REQUEST_JSON"_s);
        if (!remote.endpoint.isEmpty()) {
            if (parser.isSet(asOfOption) || parser.isSet(workspaceOption))
                return usageError(u"--endpoint calls the endpoint: no --as-of or --workspace"_s);
            return lwb::runRemoteCall(remote, args.at(1), args.value(2));
        }
        lw::CallOptions options;
        if (parser.isSet(asOfOption)) {
            options.asOfMs = timeArgument(parser.value(asOfOption));
            if (!options.asOfMs)
                return lwb::ExitUsage;
        }
        return lwb::runCall(workspaceDir, args.at(1), args.value(2), options);
    }
    if (command == u"partiql"_s) {
        if (args.size() < 2)
            return usageError(
                u"partiql needs a STATEMENT, e.g. lwb partiql 'SELECT * FROM \"t\"'"_s);
        if (args.size() > 3)
            return usageError(u"partiql takes one STATEMENT and at most one PARAMETERS_JSON"_s);
        return lwb::runPartiql(workspaceDir, args.at(1), args.value(2));
    }
    if (command == u"copy-table"_s) {
        if (remote.endpoint.isEmpty())
            return usageError(u"copy-table copies from an --endpoint URL"_s);
        if (args.size() != 2)
            return usageError(u"copy-table takes one TABLE"_s);
        lw::remote::CopyOptions options;
        options.localName = parser.value(asOption);
        bool ok = true;
        if (parser.isSet(limitOption)) {
            options.limit = parser.value(limitOption).toLongLong(&ok);
            if (!ok || options.limit < 1)
                return usageError(u"--limit takes a whole number from 1"_s);
        }
        if (parser.isSet(segmentsOption)) {
            options.segments = parser.value(segmentsOption).toInt(&ok);
            if (!ok || options.segments < 1 || options.segments > 1000000)
                return usageError(u"--segments takes a whole number from 1 to 1000000"_s);
        }
        if (parser.isSet(queryOption)) {
            if (parser.isSet(segmentsOption))
                return usageError(u"--query and --segments do not go together: a Query has no "
                                  u"segments"_s);
            const lw::Result<QJsonObject> query = lwb::parseRequest(parser.value(queryOption));
            if (!query)
                return usageError(u"--query: "_s + query.error().message);
            if (query->isEmpty())
                return usageError(u"--query needs a KeyConditionExpression"_s);
            options.query = *query;
        }
        return lwb::runCopyTable(remote, workspaceDir, args.at(1), options);
    }
    if (command == u"upload-table"_s) {
        if (remote.endpoint.isEmpty())
            return usageError(u"upload-table uploads to an --endpoint URL"_s);
        if (args.size() != 2)
            return usageError(u"upload-table takes one TABLE"_s);
        lw::remote::UploadOptions options;
        options.remoteName = parser.value(remoteNameOption);
        return lwb::runUploadTable(remote, workspaceDir, args.at(1), options);
    }
    if (command == u"verify"_s) {
        if (args.size() != 1)
            return usageError(u"verify takes no arguments"_s);
        return lwb::runVerify(workspaceDir);
    }
    if (command == u"actions"_s) {
        if (args.size() != 1)
            return usageError(u"actions takes no arguments"_s);
        return lwb::runActions();
    }
    if (command == u"clock"_s)
        return clockCommand(workspaceDir, args);
    if (command == u"throughput"_s) {
        if (args.size() != 2 || !QStringList{u"on"_s, u"off"_s, u"show"_s}.contains(args.at(1)))
            return usageError(u"throughput takes on, off or show"_s);
        return lwb::runThroughput(workspaceDir, args.at(1));
    }
    if (command == u"rewind"_s) {
        if (args.size() != 2)
            return usageError(u"rewind takes one TIME"_s);
        const auto to = timeArgument(args.at(1));
        return to ? lwb::runRewind(workspaceDir, *to) : lwb::ExitUsage;
    }
    if (command == u"sweep"_s) {
        if (args.size() != 1)
            return usageError(u"sweep takes no arguments"_s);
        return lwb::runSweep(workspaceDir);
    }
    if (command == u"sweeper"_s) {
        lwb::SweeperChange change;
        if (parser.isSet(seedOption)) {
            bool ok = false;
            change.seed = parser.value(seedOption).toULongLong(&ok);
            if (!ok)
                return usageError(u"--seed needs a whole number from 0 to 2^64-1, not '%1'"_s.arg(
                    parser.value(seedOption)));
        }
        return sweeperCommand(workspaceDir, args, change);
    }
    if (command == u"history"_s) {
        if (args.size() != 3)
            return usageError(u"history takes a TABLE and a KEYJSON"_s);
        return lwb::runHistory(workspaceDir, args.at(1), args.at(2));
    }
    if (command == u"lifecycle"_s) {
        if (args.size() < 2 || args.size() > 3)
            return usageError(u"lifecycle takes a TABLE and optionally a KEYJSON"_s);
        std::optional<qint64> at;
        if (parser.isSet(atOption)) {
            if (args.size() != 3)
                return usageError(u"--at needs a KEYJSON: the table's lifetimes span all time"_s);
            at = timeArgument(parser.value(atOption));
            if (!at)
                return lwb::ExitUsage;
        }
        return lwb::runLifecycle(workspaceDir, args.at(1), args.value(2), at);
    }
    if (command == u"lesson"_s) {
        if (parser.isSet(listOption))
            return args.size() == 1 ? lwb::runLessonList()
                                    : usageError(u"lesson --list takes no NAME"_s);
        if (args.size() != 2)
            return usageError(u"lesson takes one NAME: a number or slug (lwb lesson --list)"_s);
        return lwb::runLesson(parser.isSet(workspaceOption) ? workspaceDir : QString(), args.at(1),
                              parser.isSet(quizOption));
    }
    if (command == u"export-code"_s) {
        if (args.size() != 2 || !parser.isSet(langOption))
            return usageError(u"export-code takes one NAME (a number, slug or FILE.json) and "
                              "--lang "_s +
                              lw::codegen::languageNames().join(u'|'));
        return lwb::runExportCode(args.at(1), parser.value(langOption),
                                  parser.value(endpointOption));
    }
    if (command == u"scenario"_s) {
        if (args.size() != 2 || args.at(1) != u"show"_s)
            return usageError(u"scenario takes one subcommand: show"_s);
        return lwb::runScenarioShow(workspaceDir);
    }
    if (command == u"export"_s || command == u"import"_s) {
        if (args.size() != 2)
            return usageError(command + u" takes one FILE.zip"_s);
        const QString zipPath = QFileInfo(args.at(1)).absoluteFilePath();
        return command == u"export"_s ? lwb::runExport(workspaceDir, zipPath)
                                      : lwb::runImport(workspaceDir, zipPath);
    }
    if (command == u"import-model"_s) {
        if (args.size() != 2)
            return usageError(u"import-model takes one FILE.json"_s);
        return lwb::runImportModel(workspaceDir, args.at(1));
    }
    if (command == u"import-items"_s) {
        if (args.size() < 3)
            return usageError(u"import-items takes a TABLE and at least one FILE"_s);
        return lwb::runImportItems(workspaceDir, args.at(1), args.mid(2));
    }
    if (command == u"export-view"_s)
        return exportViewCommand(workspaceDir, args, optionValue(indexOption),
                                 optionValue(formatOption), optionValue(atOption));
    if (command == u"serve"_s) {
        if (args.size() != 1)
            return usageError(u"serve takes no arguments, only options"_s);
        if (parser.isSet(inMemoryOption) && parser.isSet(workspaceOption))
            return usageError(u"--in-memory serves a throwaway workspace: give no --workspace"_s);
        return serveCommand(workspaceDir, parser,
                            {portOption, hostOption, clockOption, speedOption, credentialsOption,
                             inMemoryOption, settleMsOption, ttlSettleMsOption,
                             throughputLimitsOption, aroundCacheOption});
    }
    return usageError(u"unknown command '%1'"_s.arg(command));
}
