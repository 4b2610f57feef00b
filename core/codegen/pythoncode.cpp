// Python with boto3's low-level client: each call is client.<snake_case>(Member=value, …) with
// the request's DynamoDB JSON as Python literals (binary values as bytes, as boto3 takes them).
#include "codegen/codegenimpl.h"

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

QString bytesLiteral(const QByteArray &bytes)
{
    QString text = u"b'"_s;
    for (const char byte : bytes) {
        const auto c = static_cast<unsigned char>(byte);
        if (c == '\\' || c == '\'')
            text += u'\\' + QChar(char16_t(c));
        else if (c >= 0x20 && c < 0x7f)
            text += QChar(char16_t(c));
        else
            text += u"\\x%1"_s.arg(c, 2, 16, QLatin1Char('0'));
    }
    return text + u'\'';
}

QString binary(const QJsonValue &base64)
{
    return bytesLiteral(decodedBase64(base64));
}

QString built(const Template &parts)
{
    return concatenation(
        parts, {u"str(saved[%1])"_s, u"str(clock_ms() // 1000%1)"_s, u"str(clock_ms()%1)"_s});
}

const LiteralSyntax kPython{u"None"_s, u"True"_s, u"False"_s, 4, quoted, binary, false, built};

QString literal(const QJsonValue &value, int indent, const QHash<QString, Template> &built = {})
{
    return codegen::literal(value, kPython, indent, built);
}

QString savedValue(const SelectorPath &path)
{
    QString expression = u"response"_s;
    for (const auto &step : path.steps)
        expression += u'[' +
                      (std::holds_alternative<int>(step) ? QString::number(std::get<int>(step))
                                                         : quoted(std::get<QString>(step))) +
                      u']';
    if (path.attribute)
        return u"plain("_s + expression + u')';
    return path.length ? u"len("_s + expression + u')' : expression;
}

// The call's expression: client.put_item(…), workbench('…', {…}).
QString callExpression(const Step &step)
{
    if (step.move)
        return u"workbench('AdvanceClock', {'ToMillis': lifetime("_s + quoted(step.move->table) +
               u", "_s + literal(step.move->key, 4) + u")["_s + quoted(step.move->member) +
               u"]})"_s;
    if (!isServiceAction(step.action))
        return u"workbench("_s + quoted(step.action) + u", "_s +
               literal(step.request, 4, step.built) + u')';
    QStringList arguments;
    for (auto it = step.request.begin(); it != step.request.end(); ++it)
        arguments << it.key() + u'=' + literal(it.value(), 4, step.built);
    const QString client = isStreamsAction(step.action) ? u"streams"_s : u"client"_s;
    const QString head = client + u'.' + wordsJoined(step.action, u'_') + u'(';
    const QString oneLine = head + arguments.join(u", "_s) + u')';
    if (oneLine.size() <= 90 && !oneLine.contains(u'\n'))
        return oneLine;
    return head + u"\n    "_s + arguments.join(u",\n    "_s) + u",\n)"_s;
}

QString call(const Step &step)
{
    if (!step.expectError.isEmpty())
        return u"expect_error("_s + quoted(step.expectError) + u", lambda: "_s +
               callExpression(step) + u")\n"_s;
    if (step.saves.isEmpty())
        return u"show("_s + callExpression(step) + u")\n"_s;
    QString code = u"response = "_s + callExpression(step) + u"\nshow(response)\n"_s;
    for (const Save &save : step.saves)
        code += u"saved["_s + quoted(save.name) + u"] = "_s +
                savedValue(*selectorPath(save.selector)) + u'\n';
    return code;
}

// The helpers a lesson's program needs (codegen.h), after workbench().
QString helpers(const Needs &needs)
{
    QString code;
    if (needs.saved)
        code += u"# What earlier responses gave that later requests use.\nsaved = {}\n\n\n"_s;
    if (needs.plain)
        code += uR"(def plain(value):
    """An attribute's value without its type, as the lesson reads it: {'S': 'x'} is 'x'."""
    (kind, inner), = value.items()
    return inner


)"_s;
    if (needs.expectedErrors)
        code += uR"(def expect_error(code, call):
    """A call the lesson expects to fail with `code`: shows the error; any other outcome stops."""
    try:
        call()
    except botocore.exceptions.ClientError as error:
        if error.response['Error']['Code'] != code:
            raise
        print(code + ': ' + error.response['Error']['Message'])
        return
    raise SystemExit('expected ' + code + ', but the call succeeded')


)"_s;
    if (needs.clock)
        code += uR"(def clock_ms():
    """The workbench's clock (its DescribeClock action); against AWS, the wall clock."""
    try:
        return int(workbench('DescribeClock', {})['ClockMillis'])
    except Exception:
        return int(time.time() * 1000)


)"_s;
    if (needs.lifetimes)
        code += uR"(def lifetime(table, key):
    """The item's current lifetime as the workbench's timeline has it (ListLifetimes)."""
    lifetimes = workbench('ListLifetimes', {'TableName': table})['Lifetimes']
    return [life for life in lifetimes if life['Key'] == key][-1]


)"_s;
    return code;
}

} // namespace

QString pythonProgram(const QList<Step> &steps, const Target &target)
{
    const Needs needs = needsOf(steps);
    QString code = uR"(#!/usr/bin/env python3
# Generated by Lifecycle Workbench. Runs against DYNAMODB_ENDPOINT (default %1), with
# boto3 (Debian: python3-boto3); any credentials work unless the endpoint checks them.
import json
import os
%4import urllib.request

import boto3
%5from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest

ENDPOINT = os.environ.get('DYNAMODB_ENDPOINT', %2)
REGION = os.environ.get('AWS_REGION', %3)
session = boto3.session.Session(
    aws_access_key_id=os.environ.get('AWS_ACCESS_KEY_ID', 'local'),
    aws_secret_access_key=os.environ.get('AWS_SECRET_ACCESS_KEY', 'local'),
    region_name=REGION)
client = session.client('dynamodb', endpoint_url=ENDPOINT)
streams = session.client('dynamodbstreams', endpoint_url=ENDPOINT)


def workbench(action, request):
    """One of the workbench's own actions (no SDK has them): DynamoDB's JSON 1.0 protocol, signed
    as boto3 signs its calls."""
    http = AWSRequest(method='POST', url=ENDPOINT, data=json.dumps(request), headers={
        'Content-Type': 'application/x-amz-json-1.0',
        'X-Amz-Target': 'DynamoDB_20120810.' + action})
    SigV4Auth(session.get_credentials(), 'dynamodb', REGION).add_auth(http)
    body = http.body if isinstance(http.body, bytes) else http.body.encode()
    sent = urllib.request.Request(ENDPOINT, data=body, headers=dict(http.headers))
    with urllib.request.urlopen(sent) as answer:
        return json.loads(answer.read())


def show(response):
    response.pop('ResponseMetadata', None)
    print(json.dumps(response, indent=2, default=str))


)"_s.arg(target.endpointUrl, quoted(target.endpointUrl), quoted(target.region),
         needs.clock ? u"import time\n"_s : QString(),
         needs.expectedErrors ? u"import botocore.exceptions\n"_s : QString());
    code += helpers(needs);
    code.chop(1); // the blank line before the first step comes with it
    for (const Step &step : steps)
        code += step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"# ") : call(step);
    return code;
}

} // namespace lw::codegen
