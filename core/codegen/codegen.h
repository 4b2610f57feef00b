// Copy as code: DynamoDB requests as programs in the languages people call DynamoDB from, so that
// what a lesson or a user did in the workbench can be run against `lwb serve` (or, with another
// endpoint, against DynamoDB itself).
//
// A program is a header (imports, the client, pointed at `Target::endpointUrl`), one statement per
// call in order, and comments. Values are rendered exactly as the request holds them: numbers stay
// the decimal strings DynamoDB JSON carries, binary values become the bytes they encode (bytes in
// Python, a Buffer in JavaScript, base64 on the AWS CLI's command line), sets, lists and maps keep
// their order, and expression placeholders (#n, :v) stay placeholders. The workbench's own actions
// (AdvanceClock, SweepExpiredItems, the consumers' and the archive's) have no SDK method: they are
// sent as plain DynamoDB JSON 1.0 requests to the same endpoint (a small helper in the program),
// with a comment saying what a program against AWS would do instead (wait for the real clock).
//
// Languages: Python with boto3's client (`python`), JavaScript with the AWS SDK v3's
// @aws-sdk/client-dynamodb (`js`), the AWS CLI as a POSIX shell script (`cli`).
//
// Pure functions; any thread.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lw::codegen {

enum class Language
{
    Python,
    JavaScript,
    Cli,
};

// "python", "js" or "cli"; nullopt for any other name.
std::optional<Language> languageNamed(QStringView name);
QStringList languageNames();

struct Target
{
    QString endpointUrl = QStringLiteral("http://127.0.0.1:8000");
    QString region = QStringLiteral("us-east-1");
};

// One line of a program: a call (action and request), or, with an empty action, a comment (its
// text may run over several lines; each becomes a comment line).
struct Step
{
    QString action;
    QJsonObject request;
    QString comment;
};

// A whole program for `steps`, runnable as it is: `python3 file.py`, `node file.mjs` (ES module),
// `sh file.sh`. Each call's response is printed (JSON), so a run shows what the workbench showed.
QString program(Language language, const QList<Step> &steps, const Target &target = {});

// Whether `action` is one of DynamoDB's or DynamoDB Streams' own (an SDK method), not the
// workbench's.
bool isServiceAction(QStringView action);
bool isStreamsAction(QStringView action);

} // namespace lw::codegen
