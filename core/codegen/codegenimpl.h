// What the languages of codegen.h share: the names SDKs give actions and members, how binary
// attribute values are told apart, comments. Internal to core/codegen.
#pragma once

#include "codegen/codegen.h"
#include "model/serviceactions.h"

#include "validation/spec.h"

#include <QByteArray>
#include <QJsonValue>
#include <QSet>

#include <functional>
#include <variant>

namespace lw::codegen {

// "PutItem" → "put_item" (boto3's method names), with `separator` '-' → "put-item" (the CLI's).
QString wordsJoined(QStringView camel, QChar separator);
// "PutItem" → "putItem" (the Java-style first letter; kept for member names of JS literals).
QString lowerFirst(QStringView name);

// An AttributeValue's binary forms: {"B": "<base64>"} and {"BS": ["<base64>", …]}. DynamoDB JSON
// puts every attribute's value under its type, so an object whose only member is B or BS with
// string values is always such a value (a map attribute named B would be {"B": {"S": …}}).
bool isBinaryValue(const QJsonObject &object);
QByteArray decodedBase64(const QJsonValue &value);

// `text` as comment lines starting with `prefix` ("# ", "// "), wrapped at 96 columns.
QString commentLines(const QString &text, QStringView prefix);

// `text` as a double-quoted string literal, written as JSON writes strings (model/compactjson.h):
// a JSON string is a string literal Python and JavaScript read back exactly.
QString quoted(const QString &text);

// A JSON number as the program writes it: as JSON writes it, which Python, JavaScript and the
// AWS CLI all read.
QString numberText(double value);

// An offset added to the clock in an expression: "", " + 3600", " - 60".
QString offsetText(qint64 offset);

// How Python and JavaScript write a template's pieces: each a pattern whose %1 is the saved
// value's quoted name or the clock's offset text.
struct PieceSyntax
{
    QString saved, clockSeconds, clockMillis;
};
// The pieces of `parts` joined with " + ", texts as quoted strings.
QString concatenation(const Template &parts, const PieceSyntax &syntax);

// How a language writes the values of a request: its null and booleans, its indentation, how a
// member name, a binary value (given as DynamoDB JSON's base64 text) and a string built as the
// program runs (Step::built) look, whether an object has a space inside its braces, and, for the
// languages without JSON-like literals (Go, Java), how objects and arrays open and close, what
// stands between a key and its value, whether a long literal's last element has a comma, and how
// a number is written.
struct LiteralSyntax
{
    QString null, yes, no;
    int indentStep = 4;
    QString (*key)(const QString &name) = nullptr;
    QString (*binary)(const QJsonValue &base64) = nullptr;
    bool paddedBraces = false;
    QString (*built)(const Template &parts) = nullptr;
    QString objectOpen = QStringLiteral("{"), objectClose = QStringLiteral("}");
    QString arrayOpen = QStringLiteral("["), arrayClose = QStringLiteral("]");
    QString keySeparator = QStringLiteral(": ");
    bool trailingComma = true;
    QString (*number)(double value) = numberText;
};

// `parts` between `open` and `close`: on one line when that fits in 96 columns at `indent`, else
// one part a line, indented by `indentStep` more, with a comma after the last when
// `trailingComma`; `padded` puts a space inside the one-line form's brackets.
QString bracketed(const QStringList &parts, const QString &open, const QString &close, int indent,
                  int indentStep, bool trailingComma, bool padded = false);

// The text inside a byte-string literal quoted with `quote` (Python's b'…', Go's "…"): printable
// ASCII as it is but for the backslash and the quote, every other byte as \xNN.
QString byteEscapes(const QByteArray &bytes, QChar quote);

// `value` in `syntax`, short values on one line and longer ones a member a line, at `indent`;
// strings that are keys of `built` as their templates.
QString literal(const QJsonValue &value, const LiteralSyntax &syntax, int indent,
                const QHash<QString, Template> &built = {});

// How a document form (boto3's Table resource, lib-dynamodb's document client) writes an
// attribute value as one of the language's own values: its literals (`literals`: strings, null,
// booleans, binary, maps' keys and brackets, lists' brackets), how a set opens and closes, and
// its numbers: `number` is given the decimal string as the request has it, the string literal
// (or built expression) that holds it, and whether the language's own number holds exactly it
// and every other number of its set (`exact`; null: never).
struct PlainSyntax
{
    const LiteralSyntax *literals = nullptr;
    QString setOpen, setClose;
    QString (*number)(const QString &decimal, const QString &text, bool exact) = nullptr;
    bool (*exact)(const QString &decimal) = nullptr;
};
// `typed`, an attribute value as DynamoDB JSON ({"N": "1.5"}), in `syntax` at `indent`.
QString plainValue(const QJsonObject &typed, const PlainSyntax &syntax, int indent,
                   const QHash<QString, Template> &built);
// `value`, a request's member of `shape`, as literal() writes it but for the attribute values in
// it, which plainValue() writes.
QString documentLiteral(const QJsonValue &value, const validation::Shape &shape,
                        const PlainSyntax &syntax, int indent,
                        const QHash<QString, Template> &built);

// A condition, filter or key condition expression as boto3's condition builders write it
// (pythonconditions.cpp): `Key('PK').eq('x') & Key('SK').begins_with('y')` with `key`, Attr(…)
// without, each :value written by `value`; with the placeholders it used, which the request then
// need not send. Nullopt when the builders cannot write it.
struct Boto3Condition
{
    QString code;
    QSet<QString> names, values;
};
using ConditionValue = std::function<QString(const QJsonObject &typed)>;
std::optional<Boto3Condition> boto3Condition(const QString &expression, bool key,
                                             const QJsonObject &names, const QJsonObject &values,
                                             const ConditionValue &value);
// The #names and :values `expression` names.
QSet<QString> placeholdersIn(const QString &expression);

// A Save's selector, parsed: member names and element indexes, in order, and whether the whole is
// inside length(…). None for a selector a program cannot save (isSavable()).
struct SelectorPath
{
    QList<std::variant<QString, int>> steps;
    bool length = false;
    // The path ends at an item's attribute (Save): the program unwraps its typed value.
    bool attribute = false;
};
std::optional<SelectorPath> selectorPath(QStringView selector);

// What a program's helpers must include: the clock, ListLifetimes, saved values.
struct Needs
{
    bool clock = false, lifetimes = false, saved = false, plain = false, expectedErrors = false;
};
Needs needsOf(const QList<Step> &steps);

// Whether a response's member `name` holds an item as DynamoDB JSON (Item, Attributes,
// LastEvaluatedKey, NewImage, OldImage), or a list of them (Items, Keys).
bool holdsItem(QStringView name);
bool holdsItems(QStringView name);

// The members of a service action's request as the SDKs type them, in the service's model (the
// validation layer's specs, validation/spec.h, which name every member's kind and every
// structure's class); null for an action without a spec.
const std::vector<validation::Member> *requestMembers(QStringView action);
// The member of `members` named `name`, or null.
const validation::Member *memberNamed(const std::vector<validation::Member> &members,
                                      QStringView name);

// A request's member with the shape its model gives it.
struct TypedMember
{
    QString name;
    QJsonValue value;
    const validation::Shape *shape = nullptr;
};
// `object`'s members that `members` types, in order; the names of those it does not, which a
// typed SDK has no field for, appended to `unknown`.
QList<TypedMember> typedMembers(const QJsonObject &object,
                                const std::vector<validation::Member> &members,
                                QStringList &unknown);
// The comment a program carries for a call whose `unknown` members it left out.
QString unknownMembersText(const QString &action, const QStringList &unknown);

// Each language's program (pythoncode.cpp, jscode.cpp, clicode.cpp, gocode.cpp,
// javacode.cpp)..
// `resource`: boto3's Table resource for the item actions (pythoncode.cpp).
QString pythonProgram(const QList<Step> &steps, const Target &target, bool resource);
// `document`: lib-dynamodb's document client for the item actions (jscode.cpp).
QString javaScriptProgram(const QList<Step> &steps, const Target &target, bool document);
QString cliProgram(const QList<Step> &steps, const Target &target);
QString goProgram(const QList<Step> &steps, const Target &target);
QString javaProgram(const QList<Step> &steps, const Target &target);

} // namespace lw::codegen
