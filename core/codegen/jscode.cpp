// JavaScript (an ES module for Node.js) with the AWS SDK v3: each call is
// `await client.send(new <Action>Command({…}))`, the request's DynamoDB JSON as an object literal
// (binary values as Buffers, which the SDK takes as Uint8Array). The document form sends the item
// actions through lib-dynamodb's DynamoDBDocumentClient instead (`new PutCommand({ Item: { … } })`
// with plain values): numbers as JavaScript numbers where one holds the decimal exactly, else as
// NumberValue, sets as Sets; it reads numbers back as NumberValue (wrapNumbers), so none is
// rounded either way. The other actions have no document command: they stay the client's.
#include "codegen/codegenimpl.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

QString key(const QString &name)
{
    static const QRegularExpression identifier(u"^[A-Za-z_$][A-Za-z0-9_$]*$"_s);
    return identifier.match(name).hasMatch() ? name : quoted(name);
}

QString buffer(const QJsonValue &base64)
{
    return u"Buffer.from("_s + quoted(base64.toString()) + u", 'base64')"_s;
}

QString built(const Template &parts)
{
    return concatenation(parts, {u"String(saved[%1])"_s,
                                 u"String(Math.floor((await clockMs()) / 1000)%1)"_s,
                                 u"String((await clockMs())%1)"_s});
}

const LiteralSyntax kJavaScript{u"null"_s, u"true"_s, u"false"_s, 2, key, buffer, true, built};

QString literal(const QJsonValue &value, int indent, const QHash<QString, Template> &built = {})
{
    return codegen::literal(value, kJavaScript, indent, built);
}

// lib-dynamodb's commands, which take and give plain values, by the action they send.
QString documentCommand(QStringView action)
{
    static const QHash<QString, QString> commands{
        {u"PutItem"_s, u"PutCommand"_s},
        {u"GetItem"_s, u"GetCommand"_s},
        {u"UpdateItem"_s, u"UpdateCommand"_s},
        {u"DeleteItem"_s, u"DeleteCommand"_s},
        {u"Query"_s, u"QueryCommand"_s},
        {u"Scan"_s, u"ScanCommand"_s},
        {u"BatchWriteItem"_s, u"BatchWriteCommand"_s},
        {u"BatchGetItem"_s, u"BatchGetCommand"_s},
        {u"TransactWriteItems"_s, u"TransactWriteCommand"_s},
        {u"TransactGetItems"_s, u"TransactGetCommand"_s},
        {u"ExecuteStatement"_s, u"ExecuteStatementCommand"_s},
        {u"BatchExecuteStatement"_s, u"BatchExecuteStatementCommand"_s},
        {u"ExecuteTransaction"_s, u"ExecuteTransactionCommand"_s}};
    return commands.value(action.toString());
}

// A number as a JavaScript number when that writes it back as the same text (the SDK marshals
// String(n)), else as NumberValue, which keeps the decimal string.
bool exactInJavaScript(const QString &decimal)
{
    bool ok = false;
    const double value = decimal.toDouble(&ok);
    return ok && numberText(value) == decimal && qAbs(value) <= 9007199254740991.0;
}

QString documentNumber(const QString &decimal, const QString &text, bool exact)
{
    return exact ? decimal : u"NumberValue.from(%1)"_s.arg(text);
}

const PlainSyntax kDocument{&kJavaScript, u"new Set(["_s, u"])"_s, documentNumber,
                            exactInJavaScript};

QString savedValue(const SelectorPath &path, bool document)
{
    QString expression = u"response"_s;
    for (const auto &step : path.steps) {
        if (std::holds_alternative<QString>(step))
            expression += u'.' + key(std::get<QString>(step));
        else if (const int index = std::get<int>(step); index < 0)
            expression += u".at("_s + QString::number(index) + u')';
        else
            expression += u'[' + QString::number(index) + u']';
    }
    if (path.attribute && !document)
        return u"plain("_s + expression + u')';
    return path.length ? u"Object.keys("_s + expression + u").length"_s : expression;
}

// The call's expression: `await client.send(new …Command({…}))`, `await workbench('…', {…})`;
// with `document`, lib-dynamodb's command where there is one.
QString callExpression(const Step &step, bool document)
{
    if (step.move)
        return u"await workbench('AdvanceClock', { ToMillis: (await lifetime("_s +
               quoted(step.move->table) + u", "_s + literal(step.move->key, 0) + u"))."_s +
               step.move->member + u" })"_s;
    if (!isServiceAction(step.action))
        return u"await workbench("_s + quoted(step.action) + u", "_s +
               literal(step.request, 0, step.built) + u')';
    const std::vector<validation::Member> *members = requestMembers(step.action);
    if (document && members && !documentCommand(step.action).isEmpty()) {
        validation::Shape request;
        request.kind = validation::Kind::Structure;
        request.members = *members;
        return u"await documents.send(new "_s + documentCommand(step.action) + u'(' +
               documentLiteral(step.request, request, kDocument, 0, step.built) + u"))"_s;
    }
    const QString sender = isStreamsAction(step.action) ? u"streams"_s : u"client"_s;
    return u"await "_s + sender + u".send(new "_s + step.action + u"Command("_s +
           literal(step.request, 0, step.built) + u"))"_s;
}

QString call(const Step &step, bool document)
{
    const QString expression = callExpression(step, document);
    if (!step.expectError.isEmpty()) // the call without its leading await, in a function
        return u"await expectError("_s + quoted(step.expectError) + u", () => "_s +
               expression.sliced(6) + u");\n"_s;
    if (step.saves.isEmpty())
        return u"show("_s + expression + u");\n"_s;
    // An item's attributes come back plain from a document command.
    const bool plainItems = document && !documentCommand(step.action).isEmpty();
    QString code = u"{\n  const response = "_s + expression + u";\n  show(response);\n"_s;
    for (const Save &save : step.saves)
        code += u"  saved["_s + quoted(save.name) + u"] = "_s +
                savedValue(*selectorPath(save.selector), plainItems) + u";\n"_s;
    return code + u"}\n"_s;
}

// The helpers a lesson's program needs (codegen.h), after workbench().
QString helpers(const Needs &needs)
{
    QString code;
    if (needs.saved)
        code += u"\n// What earlier responses gave that later requests use.\nconst saved = {};\n"_s;
    if (needs.plain)
        code += uR"(
// An attribute's value without its type, as the lesson reads it: { S: 'x' } is 'x'.
function plain(value) {
  return Object.values(value)[0];
}
)"_s;
    if (needs.expectedErrors)
        code += uR"(
// A call the lesson expects to fail with `name`: shows the error; any other outcome stops.
async function expectError(name, call) {
  try {
    await call();
  } catch (error) {
    if (error.name !== name) throw error;
    console.log(`${name}: ${error.message}`);
    return;
  }
  throw new Error(`expected ${name}, but the call succeeded`);
}
)"_s;
    if (needs.clock)
        code += uR"(
// The workbench's clock (its DescribeClock action); against AWS, the wall clock.
async function clockMs() {
  try {
    return Math.floor((await workbench('DescribeClock', {})).ClockMillis);
  } catch {
    return Date.now();
  }
}
)"_s;
    if (needs.lifetimes)
        code += uR"(
// The item's current lifetime as the workbench's timeline has it (ListLifetimes).
async function lifetime(table, key) {
  const same = (a, b) => Object.keys(a).length === Object.keys(b).length
    && Object.entries(a).every(([name, value]) => JSON.stringify(value) === JSON.stringify(b[name]));
  const { Lifetimes } = await workbench('ListLifetimes', { TableName: table });
  return Lifetimes.filter((life) => same(life.Key, key)).at(-1);
}
)"_s;
    return code;
}

} // namespace

QString javaScriptProgram(const QList<Step> &steps, const Target &target, bool document)
{
    QStringList tableCommands, streamCommands, documentCommands;
    for (const Step &step : steps) {
        if (step.action.isEmpty() || !isServiceAction(step.action))
            continue;
        const QString command = documentCommand(step.action);
        QStringList &commands = isStreamsAction(step.action) ? streamCommands
                                : document && !command.isEmpty() && requestMembers(step.action)
                                    ? documentCommands
                                    : tableCommands;
        const QString name = &commands == &documentCommands ? command : step.action + u"Command"_s;
        if (!commands.contains(name))
            commands << name;
    }
    tableCommands.sort();
    streamCommands.sort();
    documentCommands.sort();
    QString code =
        u"// Generated by Lifecycle Workbench. Runs against DYNAMODB_ENDPOINT (default %1) "
        u"with\n// Node.js 18+: npm install @aws-sdk/client-dynamodb"_s.arg(target.endpointUrl);
    code += document ? u" @aws-sdk/lib-dynamodb"_s : QString();
    code += streamCommands.isEmpty() ? u"\n"_s : u" @aws-sdk/client-dynamodb-streams\n"_s;
    code += u"import { DynamoDBClient"_s;
    for (const QString &command : std::as_const(tableCommands))
        code += u", "_s + command;
    code += u" } from '@aws-sdk/client-dynamodb';\n"_s;
    if (document)
        code +=
            u"import { DynamoDBDocumentClient, NumberValue"_s +
            (documentCommands.isEmpty() ? QString() : u", "_s + documentCommands.join(u", "_s)) +
            u" } from '@aws-sdk/lib-dynamodb';\n"_s;
    if (!streamCommands.isEmpty())
        code += u"import { DynamoDBStreamsClient, "_s + streamCommands.join(u", "_s) +
                u" } from '@aws-sdk/client-dynamodb-streams';\n"_s;
    code += uR"(
const endpoint = process.env.DYNAMODB_ENDPOINT ?? %1;
const config = {
  endpoint,
  region: process.env.AWS_REGION ?? %2,
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  },
};
const client = new DynamoDBClient(config);
)"_s.arg(quoted(target.endpointUrl), quoted(target.region));
    if (document)
        code += u"// Numbers come back as NumberValue, their decimal strings: none is rounded.\n"
                u"const documents = DynamoDBDocumentClient.from(client, {\n"
                u"  unmarshallOptions: { wrapNumbers: true },\n});\n"_s;
    if (!streamCommands.isEmpty())
        code += u"const streams = new DynamoDBStreamsClient(config);\n"_s;
    code += uR"(
// One of the workbench's own actions (no SDK has them): DynamoDB's JSON 1.0 protocol, unsigned
// (an endpoint that checks credentials, lwb serve --credentials, refuses it).
async function workbench(action, request) {
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.0',
      'X-Amz-Target': `DynamoDB_20120810.${action}`,
      Authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, '
        + 'SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify(request),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${action}: ${body.__type}: ${body.message ?? body.Message}`);
  return body;
}

function show(response) {
  const { $metadata, ...rest } = response;
  console.log(JSON.stringify(rest, (k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64')
    : v instanceof Set ? [...v] : v?.constructor?.name === 'NumberValue' ? v.toString() : v), 2));
}
)"_s;
    code += helpers(needsOf(steps));
    for (const Step &step : steps)
        code += step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"// ")
                                      : call(step, document);
    return code;
}

} // namespace lw::codegen
