// lwb: the headless command-line front end of Lifecycle Workbench. It links lwcore alone, which
// proves the engine needs no GUI, and gives scripts and tests the DynamoDB API on a workspace.
// Only the command line is parsed here; the commands live in commands.cpp.
#include "commands.h"

#include "workspace/workspace.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace {

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
  verify
        Checks every invariant of the workspace (each index entry matches its item, no entry is
        missing ...). Prints one problem per line, or "ok: <workspace folder>".
  actions
        Lists the actions "call" accepts.

Workspace:
  Without --workspace, lwb uses the embedded default workspace, the same one the GUI opens:
    %1
  (created on first use). A workspace is used by one process at a time; a second one is
  refused with a message naming the folder.

Exit codes:
  0   success
  1   the call returned an error, the request was not valid JSON, or verify found problems
  2   the workspace could not be opened (in use by another process, or not creatable)
  64  the command line was wrong

Examples:
  lwb --workspace /tmp/ws call CreateTable '{"TableName": "demo",
      "BillingMode": "PAY_PER_REQUEST",
      "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
      "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]}'
  echo '{"TableName": "demo", "Item": {"pk": {"S": "a"}}}' | lwb -w /tmp/ws call PutItem -
  lwb --workspace /tmp/ws call Scan '{"TableName": "demo"}'
  lwb --workspace /tmp/ws verify
)"_s.arg(lw::Workspace::defaultDir());
}

int usageError(const QString &message)
{
    lwb::printErr(u"lwb: "_s + message);
    lwb::printErr(u"Try 'lwb --help'."_s);
    return lwb::ExitUsage;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so Workspace::defaultDir() is the same folder for both.
    QCoreApplication::setOrganizationName(u"LifecycleWorkbench"_s);
    QCoreApplication::setApplicationName(u"lifecycle-workbench"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(LWB_VERSION));

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
    parser.addPositionalArgument(u"command"_s, u"call, verify or actions (see below)."_s,
                                 u"<command> [arguments]"_s);

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        lwb::printOut(parser.helpText() + helpEpilogue());
        return lwb::ExitOk;
    }
    if (parser.isSet(u"version"_s))
        parser.showVersion(); // exits

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return usageError(u"missing command"_s);
    const QString command = args.first();

    const QString workspaceDir = parser.isSet(workspaceOption)
                                     ? QFileInfo(parser.value(workspaceOption)).absoluteFilePath()
                                     : lw::Workspace::defaultDir();

    if (command == u"call"_s) {
        if (args.size() < 2)
            return usageError(u"call needs an ACTION, e.g. lwb call ListTables"_s);
        if (args.size() > 3)
            return usageError(u"call takes one ACTION and at most one REQUEST_JSON"_s);
        return lwb::runCall(workspaceDir, args.at(1), args.value(2));
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
    return usageError(u"unknown command '%1'"_s.arg(command));
}
