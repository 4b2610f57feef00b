// Go with the AWS SDK for Go v2, in the style of seed 003: a `package main` whose calls are
// `client.PutItem(ctx, &dynamodb.PutItemInput{…})` with the request written as the SDK's typed
// structs: members as fields (aws.String, aws.Int64 … for the pointers the SDK takes, enum values
// as their strings), structures as types.<Class>, attribute values as types.AttributeValueMember*
// with numbers kept as their decimal strings and binary as []byte. The types come from the
// service's model as the validation layer writes it (requestMembers()); the SDK names its fields
// and classes as that model does. Responses are printed as DynamoDB JSON (wire() below reads the
// SDK's structs back into it), and saved values are read out of that form.
#include "codegen/codegenimpl.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

using validation::Kind;
using validation::Shape;

// The members the SDK types as an enum (a string type of its own, types.KeyType …): a field of
// that type takes a string constant, not aws.String. From the SDK's types/enums.go.
bool isEnumMember(const QString &name)
{
    static const QSet<QString> enums{u"Action"_s,
                                     u"AttributeType"_s,
                                     u"BillingMode"_s,
                                     u"ComparisonOperator"_s,
                                     u"ConditionalOperator"_s,
                                     u"KeyType"_s,
                                     u"ProjectionType"_s,
                                     u"ReturnConsumedCapacity"_s,
                                     u"ReturnItemCollectionMetrics"_s,
                                     u"ReturnValues"_s,
                                     u"ReturnValuesOnConditionCheckFailure"_s,
                                     u"Select"_s,
                                     u"ShardIteratorType"_s,
                                     u"SSEType"_s,
                                     u"StreamViewType"_s,
                                     u"TableClass"_s};
    return enums.contains(name);
}

QString built(const Template &parts)
{
    return concatenation(parts, {u"fmt.Sprint(saved[%1])"_s, u"fmt.Sprint(clockMs()/1000%1)"_s,
                                 u"fmt.Sprint(clockMs()%1)"_s});
}

QString bytes(const QJsonValue &base64)
{
    return u"[]byte(\""_s + byteEscapes(decodedBase64(base64), u'"') + u"\")"_s;
}

// The workbench's own requests are sent as JSON (workbench() below): its values as Go's
// map[string]any, binary values as the base64 text the JSON carries.
QString base64Text(const QJsonValue &base64)
{
    return quoted(base64.toString());
}

const LiteralSyntax kGoJson{
    u"nil"_s, u"true"_s, u"false"_s,           4,      quoted,      base64Text,
    false,    built,     u"map[string]any{"_s, u"}"_s, u"[]any{"_s, u"}"_s,
    u": "_s,  true};

// What the program's calls use, so that it imports exactly that: Go refuses an unused import.
struct Uses
{
    bool aws = false, types = false, streams = false;
};

// One call's request as the SDK's structs.
class TypedRequest
{
public:
    TypedRequest(const QHash<QString, Template> &built, Uses &uses) : built_(built), uses_(uses) {}

    // `object`'s members as a struct literal's fields, `members` typing them, at `indent`,
    // between `open` and `close`.
    QString fields(const QJsonObject &object, const std::vector<validation::Member> &members,
                   const QString &open, int indent, const QString &close = u"}"_s)
    {
        QStringList parts;
        for (const TypedMember &member : typedMembers(object, members, unknown_))
            parts << member.name + u": "_s +
                         field(member.name, member.value, *member.shape, indent + 4);
        return bracketed(parts, open, close, indent, 4, true);
    }

    // The members the model does not know, left out of the structs.
    QStringList unknown() const { return unknown_; }

private:
    QString string(const QJsonValue &value) const
    {
        const auto template_ = built_.constFind(value.toString());
        return template_ == built_.constEnd() ? quoted(value.toString()) : built(*template_);
    }

    QString type(const Shape &shape)
    {
        switch (shape.kind) {
        case Kind::String:
            return u"string"_s;
        case Kind::Boolean:
            return u"bool"_s;
        case Kind::Integer:
            return u"int32"_s;
        case Kind::Long:
            return u"int64"_s;
        case Kind::Blob:
            return u"[]byte"_s;
        case Kind::List:
        case Kind::ParameterizedList:
            return u"[]"_s + type(*shape.element);
        case Kind::Map:
        case Kind::ParameterizedMap:
            return u"map[string]"_s + type(*shape.element);
        case Kind::Structure:
        case Kind::FieldStructure:
            uses_.types = true;
            return u"types."_s + shape.className;
        case Kind::AttributeValue:
        case Kind::FieldAttributeValue:
            uses_.types = true;
            return u"types.AttributeValue"_s;
        }
        return {};
    }

    // A structure's field: the SDK takes its scalars as pointers and its structures by pointer.
    QString field(const QString &name, const QJsonValue &value, const Shape &shape, int indent)
    {
        const auto pointer = [&](const QString &function, const QString &inner) {
            uses_.aws = true;
            return u"aws.%1(%2)"_s.arg(function, inner);
        };
        switch (shape.kind) {
        case Kind::String:
            if (isEnumMember(name) && !built_.contains(value.toString()))
                return quoted(value.toString());
            return pointer(u"String"_s, string(value));
        case Kind::Boolean:
            return pointer(u"Bool"_s, value.toBool() ? u"true"_s : u"false"_s);
        case Kind::Integer:
            return pointer(u"Int32"_s, numberText(value.toDouble()));
        case Kind::Long:
            return pointer(u"Int64"_s, numberText(value.toDouble()));
        case Kind::Structure:
        case Kind::FieldStructure:
            return fields(value.toObject(), shape.members, u"&"_s + type(shape) + u"{"_s, indent);
        default:
            return element(value, shape, indent);
        }
    }

    // A list's element or a map's value: as the field would be but for the pointers, and with
    // the type a composite literal's element may leave out (as gofmt -s writes it).
    QString element(const QJsonValue &value, const Shape &shape, int indent)
    {
        switch (shape.kind) {
        case Kind::String:
            return string(value);
        case Kind::Boolean:
            return value.toBool() ? u"true"_s : u"false"_s;
        case Kind::Integer:
        case Kind::Long:
            return numberText(value.toDouble());
        case Kind::Blob:
            return bytes(value);
        case Kind::Structure:
        case Kind::FieldStructure:
            return fields(value.toObject(), shape.members, u"{"_s, indent);
        case Kind::AttributeValue:
        case Kind::FieldAttributeValue:
            return attributeValue(value.toObject(), indent);
        case Kind::List:
        case Kind::ParameterizedList: {
            QStringList parts;
            for (const QJsonValue &e : value.toArray())
                parts << element(e, *shape.element, indent + 4);
            return bracketed(parts, type(shape) + u"{"_s, u"}"_s, indent, 4, true);
        }
        case Kind::Map:
        case Kind::ParameterizedMap: {
            QStringList parts;
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                parts << quoted(it.key()) + u": "_s +
                             element(it.value(), *shape.element, indent + 4);
            return bracketed(parts, type(shape) + u"{"_s, u"}"_s, indent, 4, true);
        }
        }
        return {};
    }

    // {"S": "x"} as &types.AttributeValueMemberS{Value: "x"}: numbers as their decimal strings.
    QString attributeValue(const QJsonObject &object, int indent)
    {
        uses_.types = true;
        const QString kind = object.begin().key();
        const QJsonValue inner = object.begin().value();
        QString value;
        QStringList parts;
        if (kind == u"S" || kind == u"N") {
            value = string(inner);
        } else if (kind == u"B") {
            value = bytes(inner);
        } else if (kind == u"BOOL" || kind == u"NULL") {
            value = inner.toBool() ? u"true"_s : u"false"_s;
        } else if (kind == u"SS" || kind == u"NS" || kind == u"BS") {
            for (const QJsonValue &e : inner.toArray())
                parts << (kind == u"BS" ? bytes(e) : string(e));
            value = bracketed(parts, kind == u"BS" ? u"[][]byte{"_s : u"[]string{"_s, u"}"_s,
                              indent, 4, true);
        } else if (kind == u"L") {
            for (const QJsonValue &e : inner.toArray())
                parts << attributeValue(e.toObject(), indent + 4);
            value = bracketed(parts, u"[]types.AttributeValue{"_s, u"}"_s, indent, 4, true);
        } else if (kind == u"M") {
            const QJsonObject map = inner.toObject();
            for (auto it = map.begin(); it != map.end(); ++it)
                parts << quoted(it.key()) + u": "_s +
                             attributeValue(it.value().toObject(), indent + 4);
            value =
                bracketed(parts, u"map[string]types.AttributeValue{"_s, u"}"_s, indent, 4, true);
        }
        return u"&types.AttributeValueMember"_s + kind + u"{Value: "_s + value + u'}';
    }

    const QHash<QString, Template> &built_;
    Uses &uses_;
    QStringList unknown_;
};

QString json(const QJsonValue &value, int indent, const QHash<QString, Template> &built = {})
{
    return literal(value, kGoJson, indent, built);
}

QString savedValue(const SelectorPath &path)
{
    QString expression = u"pick(response"_s;
    for (const auto &step : path.steps)
        expression +=
            u", "_s + (std::holds_alternative<int>(step) ? QString::number(std::get<int>(step))
                                                         : quoted(std::get<QString>(step)));
    expression += u')';
    if (path.attribute)
        return u"plain("_s + expression + u')';
    return path.length ? u"count("_s + expression + u')' : expression;
}

// The call's expression, which returns a response and an error: client.PutItem(ctx, &…),
// workbench("…", map[string]any{…}). Members the SDK's model lacks go into `unknown`.
QString callExpression(const Step &step, Uses &uses, QStringList &unknown)
{
    if (step.move)
        return u"workbench(\"AdvanceClock\", map[string]any{\"ToMillis\": lifetime("_s +
               quoted(step.move->table) + u", "_s + json(step.move->key, 4) + u")["_s +
               quoted(step.move->member) + u"]})"_s;
    const std::vector<validation::Member> *members = requestMembers(step.action);
    if (!isServiceAction(step.action) || !members)
        return u"workbench("_s + quoted(step.action) + u", "_s + json(step.request, 4, step.built) +
               u')';
    const bool streams = isStreamsAction(step.action);
    uses.streams = uses.streams || streams;
    TypedRequest request(step.built, uses);
    const QString package = streams ? u"dynamodbstreams"_s : u"dynamodb"_s;
    const QString code =
        request.fields(step.request, *members,
                       u"%1.%2(ctx, &%3.%2Input{"_s.arg(streams ? u"streams"_s : u"client"_s,
                                                        step.action, package),
                       4, u"})"_s);
    unknown = request.unknown();
    return code;
}

QString call(const Step &step, Uses &uses)
{
    QStringList unknown;
    const QString expression = callExpression(step, uses, unknown);
    QString code;
    if (!unknown.isEmpty())
        code += commentLines(unknownMembersText(step.action, unknown), u"    // ");
    if (!step.expectError.isEmpty())
        return code + u"    expectError("_s + quoted(step.expectError) + u")("_s + expression +
               u")\n"_s;
    if (step.saves.isEmpty())
        return code + u"    show("_s + expression + u")\n"_s;
    code += u"    response = show("_s + expression + u")\n"_s;
    for (const Save &save : step.saves)
        code += u"    saved["_s + quoted(save.name) + u"] = "_s +
                savedValue(*selectorPath(save.selector)) + u'\n';
    return code;
}

// The helpers a lesson's program needs (codegen.h), after workbench().
QString helpers(const Needs &needs)
{
    QString code;
    if (needs.saved)
        code += uR"(
// What earlier responses gave that later requests use.
var saved = map[string]any{}

// The value at `path` (member names, and element indexes, negative from the end) in a response.
func pick(value any, path ...any) any {
	for _, step := range path {
		switch step := step.(type) {
		case string:
			value = value.(map[string]any)[step]
		case int:
			list := value.([]any)
			if step < 0 {
				step += len(list)
			}
			value = list[step]
		}
	}
	return value
}

// How many elements a list, or members an object, has.
func count(value any) int {
	return reflect.ValueOf(value).Len()
}
)"_s;
    if (needs.plain)
        code += uR"(
// An attribute's value without its type, as the lesson reads it: {"S": "x"} is "x".
func plain(value any) any {
	for _, inner := range value.(map[string]any) {
		return inner
	}
	return nil
}
)"_s;
    if (needs.expectedErrors)
        code += uR"(
// A call the lesson expects to fail with `code`: shows the error; any other outcome stops.
func expectError(code string) func(any, error) {
	return func(_ any, err error) {
		var apiError smithy.APIError
		if err == nil {
			fail(fmt.Errorf("expected %s, but the call succeeded", code))
		}
		if !errors.As(err, &apiError) || apiError.ErrorCode() != code {
			fail(err)
		}
		fmt.Println(code + ": " + apiError.ErrorMessage())
	}
}
)"_s;
    if (needs.clock)
        code += uR"(
// The workbench's clock (its DescribeClock action); against AWS, the wall clock.
func clockMs() int64 {
	response, err := workbench("DescribeClock", map[string]any{})
	if err != nil {
		return time.Now().UnixMilli()
	}
	ms, _ := response["ClockMillis"].(json.Number).Float64()
	return int64(ms)
}
)"_s;
    if (needs.lifetimes)
        code += uR"(
// The item's current lifetime as the workbench's timeline has it (ListLifetimes).
func lifetime(table string, key map[string]any) map[string]any {
	response, err := workbench("ListLifetimes", map[string]any{"TableName": table})
	if err != nil {
		fail(err)
	}
	want, _ := json.Marshal(key)
	var found map[string]any
	for _, life := range response["Lifetimes"].([]any) {
		if got, _ := json.Marshal(life.(map[string]any)["Key"]); bytes.Equal(got, want) {
			found = life.(map[string]any)
		}
	}
	return found
}
)"_s;
    return code;
}

QString imports(const Uses &uses, const Needs &needs)
{
    QStringList standard{u"bytes"_s, u"context"_s, u"encoding/json"_s, u"fmt"_s, u"net/http"_s,
                         u"os"_s,    u"reflect"_s, u"strings"_s,       u"time"_s};
    if (needs.expectedErrors)
        standard << u"errors"_s;
    standard.sort();
    QStringList sdk;
    if (uses.aws)
        sdk << u"github.com/aws/aws-sdk-go-v2/aws"_s;
    sdk << u"github.com/aws/aws-sdk-go-v2/config"_s << u"github.com/aws/aws-sdk-go-v2/credentials"_s
        << u"github.com/aws/aws-sdk-go-v2/service/dynamodb"_s;
    if (uses.types)
        sdk << u"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"_s;
    if (uses.streams)
        sdk << u"github.com/aws/aws-sdk-go-v2/service/dynamodbstreams"_s;
    if (needs.expectedErrors)
        sdk << u"github.com/aws/smithy-go"_s;
    QString code = u"import (\n"_s;
    for (const QString &path : std::as_const(standard))
        code += u"\t\""_s + path + u"\"\n"_s;
    code += u'\n';
    for (const QString &path : std::as_const(sdk))
        code += u"\t\""_s + path + u"\"\n"_s;
    return code + u")\n"_s;
}

// Go indents with tabs (gofmt): the generated lines' leading groups of four spaces become tabs.
QString tabIndented(const QString &code)
{
    static const QRegularExpression leading(u"^((?:    )+)"_s, QRegularExpression::MultilineOption);
    QString indented;
    qsizetype from = 0;
    for (auto it = leading.globalMatch(code); it.hasNext();) {
        const auto match = it.next();
        indented += code.sliced(from, match.capturedStart() - from) +
                    QString(match.capturedLength() / 4, u'\t');
        from = match.capturedEnd();
    }
    return indented + code.sliced(from);
}

} // namespace

QString goProgram(const QList<Step> &steps, const Target &target)
{
    const Needs needs = needsOf(steps);
    Uses uses;
    QString body;
    for (const Step &step : steps)
        body += step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"    // ")
                                      : call(step, uses);
    QString code = u"// Generated by Lifecycle Workbench. Runs against DYNAMODB_ENDPOINT (default "
                   u"%1)\n"_s.arg(target.endpointUrl);
    code +=
        uR"(// with Go 1.19+ and the AWS SDK for Go v2: in a module (go mod init lesson; go mod tidy;
// go run .), or with Debian's golang-github-aws-aws-sdk-go-v2-dev:
// GO111MODULE=off GOPATH=/usr/share/gocode go run program.go
// Any credentials work unless the endpoint checks them.
package main

)"_s;
    code += imports(uses, needs);
    code += uR"(
var (
	ctx      = context.Background()
	endpoint = setting("DYNAMODB_ENDPOINT", %1)
	region   = setting("AWS_REGION", %2)
	client   *dynamodb.Client
)"_s.arg(quoted(target.endpointUrl), quoted(target.region));
    if (uses.streams)
        code += u"\tstreams  *dynamodbstreams.Client\n"_s;
    if (needs.saved)
        code += u"\t// The last saved response.\n\tresponse any\n"_s;
    code += uR"()

func setting(name, fallback string) string {
	if value, ok := os.LookupEnv(name); ok {
		return value
	}
	return fallback
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}

// One of the workbench's own actions (no SDK has them): DynamoDB's JSON 1.0 protocol, unsigned
// (an endpoint that checks credentials, lwb serve --credentials, refuses it).
func workbench(action string, request map[string]any) (map[string]any, error) {
	body, err := json.Marshal(request)
	if err != nil {
		return nil, err
	}
	sent, err := http.NewRequest("POST", endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	sent.Header.Set("Content-Type", "application/x-amz-json-1.0")
	sent.Header.Set("X-Amz-Target", "DynamoDB_20120810."+action)
	sent.Header.Set("Authorization", "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/"+
		"dynamodb/aws4_request, SignedHeaders=host, Signature=0")
	answer, err := http.DefaultClient.Do(sent)
	if err != nil {
		return nil, err
	}
	defer answer.Body.Close()
	var response map[string]any
	decoder := json.NewDecoder(answer.Body)
	decoder.UseNumber() // numbers as the workbench wrote them
	if err := decoder.Decode(&response); err != nil {
		return nil, err
	}
	if answer.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %v: %v%v", action, response["__type"], response["message"],
			response["Message"])
	}
	return response, nil
}

// A response as DynamoDB JSON: the SDK's structs by their members' names, attribute values under
// their type ({"S": "x"}), times in epoch seconds, binary as base64; unset members left out.
func wire(value reflect.Value) any {
	switch value.Kind() {
	case reflect.Pointer, reflect.Interface:
		if value.IsNil() {
			return nil
		}
		return wire(value.Elem())
	case reflect.Struct:
		if t, ok := value.Interface().(time.Time); ok {
			return float64(t.UnixMilli()) / 1000
		}
		if name := value.Type().Name(); strings.HasPrefix(name, "AttributeValueMember") {
			return map[string]any{
				strings.TrimPrefix(name, "AttributeValueMember"): wire(value.FieldByName("Value")),
			}
		}
		object := map[string]any{}
		for i := 0; i < value.NumField(); i++ {
			field := value.Type().Field(i)
			if !field.IsExported() || field.Name == "ResultMetadata" {
				continue
			}
			if member := wire(value.Field(i)); member != nil {
				object[field.Name] = member
			}
		}
		return object
	case reflect.Slice:
		if value.IsNil() {
			return nil
		}
		if value.Type().Elem().Kind() == reflect.Uint8 {
			return value.Bytes()
		}
		list := []any{}
		for i := 0; i < value.Len(); i++ {
			list = append(list, wire(value.Index(i)))
		}
		return list
	case reflect.Map:
		if value.IsNil() {
			return nil
		}
		object := map[string]any{}
		for _, key := range value.MapKeys() {
			object[key.String()] = wire(value.MapIndex(key))
		}
		return object
	default:
		return value.Interface()
	}
}

// Prints a call's response as JSON, or its error and stops; returns the response as JSON's values.
func show(response any, err error) any {
	if err != nil {
		fail(err)
	}
	document := wire(reflect.ValueOf(response))
	text, _ := json.MarshalIndent(document, "", "  ")
	fmt.Println(string(text))
	return document
}
)"_s;
    code += helpers(needs);
    code += uR"(
func main() {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRegion(region),
		config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(
			setting("AWS_ACCESS_KEY_ID", "local"), setting("AWS_SECRET_ACCESS_KEY", "local"), "")))
	if err != nil {
		fail(err)
	}
	client = dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) {
		o.EndpointResolver = dynamodb.EndpointResolverFromURL(endpoint)
	})
)"_s;
    if (uses.streams)
        code +=
            uR"(	streams = dynamodbstreams.NewFromConfig(cfg, func(o *dynamodbstreams.Options) {
		o.EndpointResolver = dynamodbstreams.EndpointResolverFromURL(endpoint)
	})
)"_s;
    return code + tabIndented(body) + u"}\n"_s;
}

} // namespace lw::codegen
