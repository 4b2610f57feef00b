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
// @aws-sdk/client-dynamodb (`js`), the AWS CLI as a POSIX shell script (`cli`, with jq where a
// program reads values out of responses), Go with the AWS SDK for Go v2 (`go`) and Java with the
// AWS SDK for Java v2 (`java`). Go and Java write each request as the SDK's typed structures, so
// they take the members' types from the service's model (the validation layer's specs); a member
// the model does not name is left out, with a comment saying so.
//
// Two languages are a second form of another, the document form people write by hand: boto3's
// Table resource (`python-resource`: dynamodb.Table('T').put_item(Item={…}) with plain values,
// Decimal for numbers, and Key/Attr conditions where the expression can be written with them) and
// lib-dynamodb's document client (`js-document`: new PutCommand({ Item: { … } }), NumberValue for
// numbers a JavaScript number cannot hold exactly). Calls the form has no way to write (the
// resource has no transactions; neither has the table or stream actions) stay the client's.
//
// A lesson's program (scenario/codeexport.h) also needs what only running tells: strings built
// from the clock or from an earlier response (a TTL of "now + 1 hour", a stream's ARN), values
// saved out of a response, and clock moves to an item's expiry or sweep. Steps carry them as
// below; the program reads the clock from the workbench (DescribeClock), or, against an endpoint
// without one (AWS), from the wall clock, and says where AWS would have to wait instead.
//
// Pure functions; any thread.
#pragma once

#include <QHash>
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
    Go,
    Java,
    PythonResource,
    JsDocument,
};

// "python", "python-resource", "js", "js-document", "cli", "go" or "java"; nullopt for any other
// name.
std::optional<Language> languageNamed(QStringView name);
// Every language's name, in the order menus list them.
QStringList languageNames();
// How a menu names the language: "Python (boto3)", "Go (AWS SDK v2)". Product names, the same in
// every language of the window, so not translated.
QString languageTitle(Language language);

struct Target
{
    QString endpointUrl = QStringLiteral("http://127.0.0.1:8000");
    QString region = QStringLiteral("us-east-1");
};

// One piece of a string the program builds as it runs.
struct Part
{
    enum class Kind
    {
        Text,         // `text` as it is
        Saved,        // the value saved under the name `text` (Save) by an earlier step
        ClockSeconds, // the clock in epoch seconds, rounded down, plus `offset` seconds
        ClockMillis,  // the clock in epoch milliseconds, plus `offset` milliseconds
    };
    Kind kind = Kind::Text;
    QString text;
    qint64 offset = 0;
};
using Template = QList<Part>;

// A value saved out of a call's response for later steps: `selector` is a path of member names
// and element indexes (negative from the end), optionally inside length(…), written as the AWS
// CLI's --query writes it: "TableDescription.LatestStreamArn", "Shards[0].ShardId",
// "length(Records)". A path that ends at an item's attribute ("LastEvaluatedKey.sentAt",
// "Items[0].SK", "Attributes.views") saves the attribute's plain value (the S, N … inside the
// response's DynamoDB JSON), as the lessons' selectors read items plain (docs/scenarios.md).
struct Save
{
    QString name;
    QString selector;
};

// A clock move to a moment of an item's current lifetime, as the workbench's ListLifetimes
// gives it: "ExpiresMillis" or "SweepAtMillis".
struct LifetimeMove
{
    QString table;
    QJsonObject key; // DynamoDB JSON
    QString member;
};

// One line of a program: a call (action and request), or, with an empty action, a comment (its
// text may run over several lines; each becomes a comment line). A call's request strings that
// are keys of `built` are written as the template builds them; with `move`, the call is the
// workbench's AdvanceClock to that moment (its request is ignored).
struct Step
{
    Step() = default;
    Step(QString action_, QJsonObject request_, QString comment_ = {})
        : action(std::move(action_)), request(std::move(request_)), comment(std::move(comment_))
    {}

    QString action;
    QJsonObject request;
    QString comment;
    QHash<QString, Template> built;
    QList<Save> saves;
    std::optional<LifetimeMove> move;
    // The call must fail with this error type (DynamoDB's name: "ConditionalCheckFailedException"):
    // the program prints the error and goes on, and stops on success or any other error. For
    // DynamoDB's own actions, without saves.
    QString expectError;
};

// Whether a program can save `selector` (Save says which selectors it can).
bool isSavable(QStringView selector);

// A whole program for `steps`, runnable as it is: `python3 file.py`, `node file.mjs` (ES module),
// `sh file.sh`, `go run file.go`, `java -cp SDK Program.java` (its class is Program). Each call's
// response is printed (JSON), so a run shows what the workbench showed.
QString program(Language language, const QList<Step> &steps, const Target &target = {});

} // namespace lw::codegen
