// What the languages of codegen.h share: the names SDKs give actions and members, how binary
// attribute values are told apart, comments. Internal to core/codegen.
#pragma once

#include "codegen/codegen.h"

#include <QByteArray>
#include <QJsonValue>

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

// `text` as a single-quoted string literal that Python and JavaScript both read back exactly:
// backslash, quote and control characters escaped (\n, \t, \xNN; U+2028/2029 as \uNNNN, which
// JavaScript would otherwise take for line ends), everything else as it is (sources are UTF-8).
QString quoted(const QString &text);

// A JSON number as the program writes it: integral values without a fraction.
QString numberText(double value);

// Each language's program (pythoncode.cpp, jscode.cpp, clicode.cpp).
QString pythonProgram(const QList<Step> &steps, const Target &target);
QString javaScriptProgram(const QList<Step> &steps, const Target &target);
QString cliProgram(const QList<Step> &steps, const Target &target);

} // namespace lw::codegen
