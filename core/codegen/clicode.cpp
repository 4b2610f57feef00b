// The AWS CLI as a POSIX shell script: each call is `aws dynamodb <kebab-case> --<member> …`, each
// top-level member an option (structures and lists as JSON, booleans as --x / --no-x), every
// argument quoted for the shell. Scan, Query and ListTables get --no-paginate, so the CLI makes
// the one call the request is rather than following LastEvaluatedKey. Binary values stay base64
// in the JSON, which AWS CLI v2 decodes (its cli_binary_format default); v1 cannot send arbitrary
// bytes in JSON at all: it base64-encodes the text once more, and the header says so.
#include "codegen/codegenimpl.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

// Single quotes keep everything literal in sh; a quote inside ends them, is escaped, and begins
// them again.
QString shellQuoted(const QString &text)
{
    QString copy = text;
    return u'\'' + copy.replace(u"'"_s, u"'\\''"_s) + u'\'';
}

// What a built string's template is inside double quotes in sh: its text escaped for them (and,
// `inJson`, for a JSON string first), the clock and saved values as expansions.
QString expansion(const Template &parts, bool inJson)
{
    QString text;
    for (const Part &part : parts) {
        switch (part.kind) {
        case Part::Kind::Text: {
            QString literal = inJson ? quoted(part.text).sliced(1).chopped(1) : part.text;
            for (const QChar special : {u'\\', u'"', u'$', u'`'})
                literal.replace(special, u'\\' + QString(special));
            text += literal;
            break;
        }
        case Part::Kind::Saved:
            text += u"$saved_"_s + part.text;
            break;
        case Part::Kind::ClockSeconds:
        case Part::Kind::ClockMillis: {
            const QString clock =
                part.kind == Part::Kind::ClockSeconds ? u"$(clock_ms) / 1000"_s : u"$(clock_ms)"_s;
            text += u"$(( "_s + clock + offsetText(part.offset) + u" ))"_s;
            break;
        }
        }
    }
    return text;
}

// A marker for built string number `i` in JSON text: plain ASCII that JSON writes unchanged.
QString marker(qsizetype i)
{
    return u"@@lwb-built-%1@@"_s.arg(i);
}

// `value` as a shell word holding its compact JSON: single-quoted, but for the built strings,
// which open a double-quoted expansion inside the JSON string.
QString jsonWord(const QJsonValue &value, const QHash<QString, Template> &built)
{
    QHash<QString, QString> markers; // marker → expansion
    std::function<QJsonValue(const QJsonValue &)> mark = [&](const QJsonValue &v) -> QJsonValue {
        if (v.isString() && built.contains(v.toString())) {
            const QString m = marker(markers.size());
            markers.insert(m, expansion(built.value(v.toString()), true));
            return m;
        }
        if (v.isArray()) {
            QJsonArray array;
            for (const QJsonValue &element : v.toArray())
                array.append(mark(element));
            return array;
        }
        if (v.isObject()) {
            QJsonObject object;
            const QJsonObject in = v.toObject();
            for (auto it = in.begin(); it != in.end(); ++it)
                object.insert(it.key(), mark(it.value()));
            return object;
        }
        return v;
    };
    const QJsonValue marked = built.isEmpty() ? value : mark(value);
    const QJsonDocument document =
        marked.isArray() ? QJsonDocument(marked.toArray()) : QJsonDocument(marked.toObject());
    QString word = shellQuoted(QString::fromUtf8(document.toJson(QJsonDocument::Compact)));
    for (auto it = markers.begin(); it != markers.end(); ++it)
        word.replace(it.key(), u"'\""_s + it.value() + u"\"'"_s);
    return word;
}

QStringList options(const QJsonObject &request, const QHash<QString, Template> &built)
{
    QStringList arguments;
    for (auto it = request.begin(); it != request.end(); ++it) {
        const QString option = u"--"_s + wordsJoined(it.key(), u'-');
        const QJsonValue value = it.value();
        if (value.isBool())
            arguments << (value.toBool() ? option : u"--no-"_s + option.sliced(2));
        else if (value.isDouble())
            arguments << option + u' ' + numberText(value.toDouble());
        else if (value.isString() && built.contains(value.toString()))
            arguments << option + u" \""_s + expansion(built.value(value.toString()), false) + u'"';
        else if (value.isString())
            arguments << option + u' ' + shellQuoted(value.toString());
        else
            arguments << option + u' ' + jsonWord(value, built);
    }
    return arguments;
}

// A Save's selector as jq reads it (the program's responses are JSON on stdout).
QString jqPath(const SelectorPath &path)
{
    QString filter;
    for (const auto &step : path.steps)
        if (std::holds_alternative<int>(step))
            filter += u'[' + QString::number(std::get<int>(step)) + u']';
        else
            filter += u'.' + std::get<QString>(step);
    if (path.attribute)
        return filter + u" | to_entries[0].value"_s;
    return path.length ? filter + u" | length"_s : filter;
}

// The command of a call, without a line end.
QString command(const Step &step)
{
    if (step.move)
        return u"workbench AdvanceClock \"{\\\"ToMillis\\\": $(lifetime_ms "_s +
               shellQuoted(step.move->table) + u' ' + jsonWord(step.move->key, {}) + u' ' +
               step.move->member + u")}\""_s;
    if (!isServiceAction(step.action))
        return u"workbench "_s + step.action + u' ' + jsonWord(step.request, step.built);
    QStringList arguments{u"aws"_s,
                          isStreamsAction(step.action) ? u"dynamodbstreams"_s : u"dynamodb"_s,
                          wordsJoined(step.action, u'-'), u"--endpoint-url \"$ENDPOINT\""_s};
    if (step.action == u"Scan" || step.action == u"Query" || step.action == u"ListTables")
        arguments << u"--no-paginate"_s;
    arguments << options(step.request, step.built);
    const QString oneLine = arguments.join(u' ');
    if (oneLine.size() <= 96)
        return oneLine;
    return arguments.first(4).join(u' ') + u" \\\n    "_s +
           arguments.sliced(4).join(u" \\\n    "_s);
}

QString call(const Step &step)
{
    if (!step.expectError.isEmpty())
        return u"expect_error "_s + step.expectError + u' ' + command(step) + u'\n';
    if (step.saves.isEmpty())
        return command(step) + u'\n';
    QString code = u"response=$("_s + command(step) + u")\nprintf '%s\\n' \"$response\"\n"_s;
    for (const Save &save : step.saves)
        code += u"saved_"_s + save.name + u"=$(printf '%s' \"$response\" | jq -r "_s +
                shellQuoted(jqPath(*selectorPath(save.selector))) + u")\n"_s;
    return code;
}

// The helpers a lesson's program needs (codegen.h), after workbench().
QString helpers(const Needs &needs)
{
    QString code;
    if (needs.expectedErrors)
        code += uR"sh(
# A call the lesson expects to fail with error $1: shows the error; any other outcome stops.
expect_error() {
    code=$1
    shift
    if output=$("$@" 2>&1); then
        echo "expected $code, but the call succeeded" >&2
        exit 1
    fi
    case $output in
    *"($code)"*) printf '%s\n' "$output" ;;
    *) printf '%s\n' "$output" >&2; exit 1 ;;
    esac
}
)sh"_s;
    if (needs.clock)
        code += uR"(
# The workbench's clock (its DescribeClock action); against AWS, the wall clock.
clock_ms() {
    workbench DescribeClock '{}' 2>/dev/null | jq -r '.ClockMillis | floor' ||
        echo $(( $(date +%s) * 1000 ))
}
)"_s;
    if (needs.lifetimes)
        code += uR"(
# Moment $3 ("ExpiresMillis", "SweepAtMillis") of the current lifetime of item $2 of table $1, as
# the workbench's timeline has it (ListLifetimes).
lifetime_ms() {
    workbench ListLifetimes "{\"TableName\": \"$1\"}" |
        jq --argjson key "$2" -r "[.Lifetimes[] | select(.Key == \$key)] | last | .$3"
}
)"_s;
    return code;
}

} // namespace

QString cliProgram(const QList<Step> &steps, const Target &target)
{
    QString code = uR"(#!/bin/sh
# Generated by Lifecycle Workbench. Runs against DYNAMODB_ENDPOINT (default %1) with the
# AWS CLI v2 (Debian: awscli) and curl; any credentials work unless the endpoint checks them.
# Binary values are base64, as v2 reads them; AWS CLI v1 would store that text, encoded again.
set -eu
ENDPOINT=${DYNAMODB_ENDPOINT:-%1}
export AWS_DEFAULT_REGION="${AWS_REGION:-%2}"
export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-local}"
export AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-local}"

# One of the workbench's own actions (no CLI command has them): DynamoDB's JSON 1.0 protocol with
# curl, unsigned (an endpoint that checks credentials, lwb serve --credentials, refuses it).
workbench() {
    curl -sS --fail-with-body "$ENDPOINT" \
        -H "X-Amz-Target: DynamoDB_20120810.$1" \
        -H 'Content-Type: application/x-amz-json-1.0' \
        -H 'Authorization: AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0' \
        -d "$2"
    echo
}
)"_s.arg(target.endpointUrl, target.region);
    code += helpers(needsOf(steps));
    for (const Step &step : steps)
        code += step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"# ") : call(step);
    return code;
}

} // namespace lw::codegen
