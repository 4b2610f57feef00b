// Python with boto3's low-level client: each call is client.<snake_case>(Member=value, …) with
// the request's DynamoDB JSON as Python literals (binary values as bytes, as boto3 takes them).
// The resource form, as seed 000 writes it, makes the item calls through boto3's Table resource,
// dynamodb.Table('T').put_item(Item={…}), with plain values (Decimal('1.50') for numbers, exact
// as the decimal string; bytes; sets) and Key/Attr conditions where the builders can write the
// expression (pythonconditions.cpp); the batches through the service resource; the rest (tables,
// streams, transactions, which the resource has no method for) through the client.
#include "codegen/codegenimpl.h"

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

QString binary(const QJsonValue &base64)
{
    return u"b'"_s + byteEscapes(decodedBase64(base64), u'\'') + u'\'';
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

// boto3's resource takes numbers as Decimal, which holds every decimal string exactly.
QString decimal(const QString &, const QString &text, bool)
{
    return u"Decimal(%1)"_s.arg(text);
}

const PlainSyntax kResource{&kPython, u"{"_s, u"}"_s, decimal, nullptr};

// The item actions the Table resource has a method for, and the batches the service resource has.
bool onTable(QStringView action)
{
    return action == u"PutItem" || action == u"GetItem" || action == u"UpdateItem" ||
           action == u"DeleteItem" || action == u"Query" || action == u"Scan";
}

bool onResource(QStringView action)
{
    return onTable(action) || action == u"BatchWriteItem" || action == u"BatchGetItem";
}

// `request`'s expressions as Key/Attr conditions where the builders can write them, into
// `arguments`; the placeholders only those used leave ExpressionAttributeNames and …Values.
void conditions(QJsonObject &request, QMap<QString, QString> &arguments,
                const QHash<QString, Template> &built)
{
    const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
    QSet<QString> usedUp;
    for (const QString &member :
         {u"KeyConditionExpression"_s, u"FilterExpression"_s, u"ConditionExpression"_s}) {
        const QString expression = request.value(member).toString();
        if (expression.isEmpty() || built.contains(expression))
            continue;
        const auto condition = boto3Condition(
            expression, member == u"KeyConditionExpression", names, values,
            [&](const QJsonObject &typed) { return plainValue(typed, kResource, 4, built); });
        if (!condition)
            continue;
        arguments.insert(member, condition->code);
        request.remove(member);
        usedUp += condition->names + condition->values;
    }
    // What the expressions left as strings still name.
    QSet<QString> named;
    for (auto it = request.begin(); it != request.end(); ++it)
        if (it.key().endsWith(u"Expression"_s))
            named += placeholdersIn(it.value().toString());
    for (const QString &member : {u"ExpressionAttributeNames"_s, u"ExpressionAttributeValues"_s}) {
        QJsonObject kept = request.value(member).toObject();
        for (const QString &placeholder : usedUp)
            if (!named.contains(placeholder))
                kept.remove(placeholder);
        if (kept.isEmpty())
            request.remove(member);
        else
            request.insert(member, kept);
    }
}

// A resource call's arguments: its members as plain values, the table's name in Table(…).
QString resourceCall(const Step &step)
{
    QJsonObject request = step.request;
    QMap<QString, QString> arguments; // member → code, in the request's order
    QString head = u"dynamodb."_s;
    if (onTable(step.action)) {
        head += u"Table("_s + literal(request.value(u"TableName"_s), 4, step.built) + u")."_s;
        request.remove(u"TableName"_s);
        conditions(request, arguments, step.built);
    }
    head += wordsJoined(step.action, u'_') + u'(';
    const std::vector<validation::Member> &members = *requestMembers(step.action);
    for (auto it = request.begin(); it != request.end(); ++it) {
        const validation::Member *member = memberNamed(members, it.key());
        arguments.insert(
            it.key(), member ? documentLiteral(it.value(), member->shape, kResource, 4, step.built)
                             : literal(it.value(), 4, step.built));
    }
    QStringList parts;
    for (auto it = arguments.begin(); it != arguments.end(); ++it)
        parts << it.key() + u'=' + it.value();
    const QString oneLine = head + parts.join(u", "_s) + u')';
    if (oneLine.size() <= 90 && !oneLine.contains(u'\n'))
        return oneLine;
    return head + u"\n    "_s + parts.join(u",\n    "_s) + u",\n)"_s;
}

QString savedValue(const SelectorPath &path, bool plainItems)
{
    QString expression = u"response"_s;
    for (const auto &step : path.steps)
        expression += u'[' +
                      (std::holds_alternative<int>(step) ? QString::number(std::get<int>(step))
                                                         : quoted(std::get<QString>(step))) +
                      u']';
    if (path.attribute && !plainItems)
        return u"plain("_s + expression + u')';
    return path.length ? u"len("_s + expression + u')' : expression;
}

// Whether the resource form makes `step` through a resource.
bool resourceStep(const Step &step, bool resource)
{
    return resource && onResource(step.action) && requestMembers(step.action) && !step.move;
}

// The call's expression: client.put_item(…), workbench('…', {…}); with `resource`, the resource's
// call where it has one.
QString callExpression(const Step &step, bool resource)
{
    if (resourceStep(step, resource))
        return resourceCall(step);
    if (step.move)
        return u"workbench('AdvanceClock', {'ToMillis': lifetime("_s + quoted(step.move->table) +
               u", "_s + literal(step.move->key, 4) + u")["_s + quoted(step.move->member) +
               u"]})"_s;
    if (!isServiceAction(step.action))
        return u"workbench("_s + quoted(step.action) + u", "_s +
               literal(step.request, 0, step.built) + u')';
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

QString call(const Step &step, bool resource)
{
    QString code;
    if (resource && isServiceAction(step.action) && !resourceStep(step, resource) &&
        (step.action.startsWith(u"Transact"_s) || step.action.contains(u"Statement"_s)))
        code += u"# The resource has no "_s + wordsJoined(step.action, u'_') +
                u": the client's, with DynamoDB JSON.\n"_s;
    const QString expression = callExpression(step, resource);
    if (!step.expectError.isEmpty())
        return code + u"expect_error("_s + quoted(step.expectError) + u", lambda: "_s + expression +
               u")\n"_s;
    if (step.saves.isEmpty())
        return code + u"show("_s + expression + u")\n"_s;
    code += u"response = "_s + expression + u"\nshow(response)\n"_s;
    for (const Save &save : step.saves)
        code += u"saved["_s + quoted(save.name) + u"] = "_s +
                savedValue(*selectorPath(save.selector), resourceStep(step, resource)) + u'\n';
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

QString pythonProgram(const QList<Step> &steps, const Target &target, bool resource)
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
%6
ENDPOINT = os.environ.get('DYNAMODB_ENDPOINT', %2)
REGION = os.environ.get('AWS_REGION', %3)
session = boto3.session.Session(
    aws_access_key_id=os.environ.get('AWS_ACCESS_KEY_ID', 'local'),
    aws_secret_access_key=os.environ.get('AWS_SECRET_ACCESS_KEY', 'local'),
    region_name=REGION)
client = session.client('dynamodb', endpoint_url=ENDPOINT)
streams = session.client('dynamodbstreams', endpoint_url=ENDPOINT)
%7

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
    print(json.dumps(response, indent=2, default=%8))


)"_s.arg(target.endpointUrl, quoted(target.endpointUrl), quoted(target.region),
         needs.clock ? u"import time\n"_s : QString(),
         needs.expectedErrors ? u"import botocore.exceptions\n"_s : QString(),
         resource ? u"from boto3.dynamodb.conditions import Attr, Key\nfrom boto3.dynamodb.types "
                    u"import Binary\nfrom decimal import Decimal\n"_s
                  : QString(),
         resource ? u"# The item calls through the Table resource: plain values, Decimal for "
                    u"numbers.\ndynamodb = session.resource('dynamodb', endpoint_url=ENDPOINT)\n"_s
                  : QString(),
         resource ? u"printable"_s : u"str"_s);
    if (resource)
        code += uR"(def printable(value):
    """The resource's values that JSON has no type for: sets, Binary, Decimal."""
    if isinstance(value, (set, frozenset)):
        return list(value)
    if isinstance(value, Binary):
        return str(value.value)
    return str(value)


)"_s;
    code += helpers(needs);
    code.chop(1); // the blank line before the first step comes with it
    for (const Step &step : steps)
        code += step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"# ")
                                      : call(step, resource);
    return code;
}

} // namespace lw::codegen
