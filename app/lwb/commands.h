// The commands of `lwb`, the headless front end. Each command writes its result to stdout, its
// diagnostics to stderr, and returns the process exit code; main.cpp only parses the command line.
//
// The exit codes are a contract that scripts and later issues rely on (they are in `lwb --help`):
//   0  success (call answered, verify found nothing wrong)
//   1  the call returned a DynamoDB error, the request was not valid JSON, or verify found problems
//   2  the workspace could not be opened (in use by another process, not creatable, not LMDB)
//  64  the command line itself was wrong (EX_USAGE)
#pragma once

#include <QString>

namespace lwb {

enum ExitCode : int
{
    ExitOk = 0,
    ExitFailed = 1,
    ExitWorkspaceUnavailable = 2,
    ExitUsage = 64,
};

// `call ACTION [REQUEST_JSON | -]`: one DynamoDB API call on the workspace in `workspaceDir`.
// `request` is the JSON text as given on the command line; empty means `{}`, "-" reads stdin
// (empty stdin also means `{}`). Prints the response JSON, indented, to stdout; on failure prints
// the error object `{"__type": ..., "message": ...}`, compact, to stderr. A request that is not a
// JSON object is a SerializationException, as DynamoDB answers a malformed body.
int runCall(const QString &workspaceDir, const QString &action, const QString &request);

// `verify`: checks every invariant of the workspace. Prints one problem per line to stdout and
// returns ExitFailed if there is any, else prints "ok: <dir>".
int runVerify(const QString &workspaceDir);

// `actions`: every action name the api dispatch knows, one per line. Needs no workspace.
int runActions();

// Writes `text` plus a newline to stdout / stderr as UTF-8 and flushes, so output interleaves
// correctly with a parent process reading both pipes.
void printOut(const QString &text);
void printErr(const QString &text);

} // namespace lwb
