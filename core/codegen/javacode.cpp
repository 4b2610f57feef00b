// Java with the AWS SDK for Java v2, in the style of seed 003: a class whose main() makes each
// call as `client.putItem(PutItemRequest.builder()….build())`, structures with their builders,
// attribute values as AttributeValue.builder().s("x").build() (numbers as their decimal strings,
// .n("1.50"); binary as SdkBytes), lists as List.of and maps as Map.of (Map.ofEntries past the
// ten pairs Map.of takes). The members' types come from the service's model as the validation
// layer writes it (requestMembers()); the SDK names its builder methods after the members with the
// leading capitals lowered (javaName()). Responses print as the SDK's toString() writes them.
#include "codegen/codegenimpl.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

using validation::Kind;
using validation::Shape;

// The SDK's name for a member's methods: the leading run of capitals lowered but for the one that
// begins the next word ("SSESpecification" → sseSpecification, "TableName" → tableName); NULL,
// a Java keyword lowered, is nul.
QString javaName(const QString &member)
{
    if (member == u"NULL")
        return u"nul"_s;
    qsizetype upper = 0;
    while (upper < member.size() && member[upper].isUpper())
        ++upper;
    if (upper > 1 && upper < member.size() && member[upper].isLower())
        --upper;
    return member.first(std::max<qsizetype>(upper, 1)).toLower() +
           member.sliced(std::max<qsizetype>(upper, 1));
}

QString built(const Template &parts)
{
    return concatenation(parts, {u"String.valueOf(saved.get(%1))"_s,
                                 u"String.valueOf(clockMs() / 1000%1)"_s,
                                 u"String.valueOf(clockMs()%1)"_s});
}

// A whole number past an int's range needs Java's L.
QString number(double value)
{
    const QString text = numberText(value);
    const bool whole = !text.contains(u'.') && !text.contains(u'e');
    return whole && (value > 2147483647.0 || value < -2147483648.0) ? text + u'L' : text;
}

QString base64Text(const QJsonValue &base64)
{
    return quoted(base64.toString());
}

// The workbench's own requests are sent as JSON (workbench() below): objects and arrays as the
// program's object(…) and array(…), which keep their order and take nulls.
const LiteralSyntax kJavaJson{u"null"_s, u"true"_s, u"false"_s,   4,      quoted,      base64Text,
                              false,     built,     u"object("_s, u")"_s, u"array("_s, u")"_s,
                              u", "_s,   false,     number};

QString sdkBytes(const QJsonValue &base64)
{
    return u"SdkBytes.fromByteArray(Base64.getDecoder().decode("_s + quoted(base64.toString()) +
           u"))"_s;
}

// `calls` (".tableName(\"x\")" …) on `className`'s builder: on one line when that fits, else a
// call a line, indented by four more than `indent`, as seed 003 writes them.
QString builder(const QString &className, const QStringList &calls, int indent)
{
    const QString head = className + u".builder()"_s;
    const QString oneLine = head + calls.join(QString()) + u".build()"_s;
    if (oneLine.size() + indent <= 96 && !oneLine.contains(u'\n'))
        return oneLine;
    const QString inner = u'\n' + QString(indent + 4, u' ');
    return head + inner + calls.join(inner) + inner + u".build()"_s;
}

// One call's request with the SDK's builders.
class TypedRequest
{
public:
    explicit TypedRequest(const QHash<QString, Template> &built) : built_(built) {}

    QString structure(const QString &className, const QJsonObject &object,
                      const std::vector<validation::Member> &members, int indent)
    {
        QStringList calls;
        for (const TypedMember &member : typedMembers(object, members, unknown_))
            calls << u'.' + javaName(member.name) + u'(' +
                         value(member.value, *member.shape, indent + 4) + u')';
        return builder(className, calls, indent);
    }

    QStringList unknown() const { return unknown_; }

private:
    QString string(const QJsonValue &value) const
    {
        const auto template_ = built_.constFind(value.toString());
        return template_ == built_.constEnd() ? quoted(value.toString()) : built(*template_);
    }

    QString list(const QStringList &parts, int indent) const
    {
        return bracketed(parts, u"List.of("_s, u")"_s, indent, 8, false);
    }

    // Map.of takes at most ten pairs; Map.ofEntries any number.
    QString map(const QList<std::pair<QString, QString>> &pairs, int indent) const
    {
        QStringList parts;
        const bool few = pairs.size() <= 10;
        for (const auto &[key, value] : pairs)
            parts << (few ? u"%1, %2"_s : u"Map.entry(%1, %2)"_s).arg(key, value);
        return bracketed(parts, few ? u"Map.of("_s : u"Map.ofEntries("_s, u")"_s, indent, 8, false);
    }

    QString value(const QJsonValue &value, const Shape &shape, int indent)
    {
        switch (shape.kind) {
        case Kind::String:
            return string(value);
        case Kind::Boolean:
            return value.toBool() ? u"true"_s : u"false"_s;
        case Kind::Integer:
            return numberText(value.toDouble());
        case Kind::Long:
            return numberText(value.toDouble()) + u'L';
        case Kind::Blob:
            return sdkBytes(value);
        case Kind::Structure:
        case Kind::FieldStructure:
            return structure(shape.className, value.toObject(), shape.members, indent);
        case Kind::AttributeValue:
        case Kind::FieldAttributeValue:
            return attributeValue(value.toObject(), indent);
        case Kind::List:
        case Kind::ParameterizedList: {
            QStringList parts;
            for (const QJsonValue &e : value.toArray())
                parts << this->value(e, *shape.element, indent + 8);
            return list(parts, indent);
        }
        case Kind::Map:
        case Kind::ParameterizedMap: {
            QList<std::pair<QString, QString>> pairs;
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                pairs.append(
                    {quoted(it.key()), this->value(it.value(), *shape.element, indent + 8)});
            return map(pairs, indent);
        }
        }
        return {};
    }

    // {"S": "x"} as AttributeValue.builder().s("x").build().
    QString attributeValue(const QJsonObject &object, int indent)
    {
        const QString kind = object.begin().key();
        const QJsonValue inner = object.begin().value();
        QString value;
        if (kind == u"S" || kind == u"N") {
            value = string(inner);
        } else if (kind == u"B") {
            value = sdkBytes(inner);
        } else if (kind == u"BOOL" || kind == u"NULL") {
            value = inner.toBool() ? u"true"_s : u"false"_s;
        } else if (kind == u"SS" || kind == u"NS" || kind == u"BS" || kind == u"L") {
            QStringList parts;
            for (const QJsonValue &e : inner.toArray())
                parts << (kind == u"BS"  ? sdkBytes(e)
                          : kind == u"L" ? attributeValue(e.toObject(), indent + 12)
                                         : string(e));
            value = list(parts, indent + 4);
        } else if (kind == u"M") {
            QList<std::pair<QString, QString>> pairs;
            const QJsonObject map = inner.toObject();
            for (auto it = map.begin(); it != map.end(); ++it)
                pairs.append(
                    {quoted(it.key()), attributeValue(it.value().toObject(), indent + 12)});
            value = this->map(pairs, indent + 4);
        }
        return builder(u"AttributeValue"_s, {u'.' + javaName(kind) + u'(' + value + u')'}, indent);
    }

    const QHash<QString, Template> &built_;
    QStringList unknown_;
};

QString json(const QJsonValue &value, int indent, const QHash<QString, Template> &built = {})
{
    return literal(value, kJavaJson, indent, built);
}

// A Save's selector on the SDK's response objects: getters for members, get("…") for an item's
// attributes, at(…) for elements.
QString savedValue(const SelectorPath &path)
{
    QString expression = u"response"_s;
    bool inItem = false;
    QString previous;
    for (const auto &step : path.steps) {
        if (std::holds_alternative<int>(step)) {
            expression =
                u"at("_s + expression + u", "_s + QString::number(std::get<int>(step)) + u')';
            inItem = holdsItems(previous);
            continue;
        }
        const QString name = std::get<QString>(step);
        expression += inItem ? u".get(%1)"_s.arg(quoted(name)) : u".%1()"_s.arg(javaName(name));
        inItem = !inItem && holdsItem(name);
        previous = name;
    }
    if (path.attribute)
        return u"plain("_s + expression + u')';
    return path.length ? expression + u".size()"_s : expression;
}

// The call's expression in a statement at `indent`: client.putItem(…), workbench("…", object(…)).
// Members the SDK's model lacks go into `unknown`.
QString callExpression(const Step &step, int indent, QStringList &unknown)
{
    if (step.move)
        return u"workbench(\"AdvanceClock\", object(\"ToMillis\", lifetime("_s +
               quoted(step.move->table) + u", "_s + json(step.move->key, indent) + u").get("_s +
               quoted(step.move->member) + u")))"_s;
    const std::vector<validation::Member> *members = requestMembers(step.action);
    if (!isServiceAction(step.action) || !members)
        return u"workbench("_s + quoted(step.action) + u", "_s +
               json(step.request, indent, step.built) + u')';
    TypedRequest request(step.built);
    const QString code =
        (isStreamsAction(step.action) ? u"streams."_s : u"client."_s) + lowerFirst(step.action) +
        u'(' + request.structure(step.action + u"Request"_s, step.request, *members, indent) + u')';
    unknown = request.unknown();
    return code;
}

QString call(const Step &step)
{
    QStringList unknown;
    // A call that saves is a block of its own: one level deeper.
    const QString expression = callExpression(step, step.saves.isEmpty() ? 8 : 12, unknown);
    QString code;
    if (!unknown.isEmpty())
        code += commentLines(unknownMembersText(step.action, unknown), u"        // ");
    if (!step.expectError.isEmpty())
        return code + u"        expectError("_s + quoted(step.expectError) + u", () -> "_s +
               expression + u");\n"_s;
    if (step.saves.isEmpty())
        return code + u"        show("_s + expression + u");\n"_s;
    code += u"        {\n            var response = show("_s + expression + u");\n"_s;
    for (const Save &save : step.saves)
        code += u"            saved.put("_s + quoted(save.name) + u", "_s +
                savedValue(*selectorPath(save.selector)) + u");\n"_s;
    return code + u"        }\n"_s;
}

// The helpers a lesson's program needs (codegen.h), after workbench().
QString helpers(const Needs &needs)
{
    QString code;
    if (needs.saved)
        code += uR"code(
    // What earlier responses gave that later requests use.
    static final Map<String, Object> saved = new HashMap<>();

    // Element `index` of `list`, negative from the end.
    static <T> T at(List<T> list, int index) {
        return list.get(index < 0 ? list.size() + index : index);
    }
)code"_s;
    if (needs.plain)
        code += uR"code(
    // An attribute's value without its type, as the lesson reads it: {"S": "x"} is "x".
    static Object plain(AttributeValue value) {
        return value.s() != null ? value.s() : value.n() != null ? value.n() : value;
    }
)code"_s;
    if (needs.expectedErrors)
        code += uR"code(
    // A call the lesson expects to fail with `code`: shows the error; any other outcome stops.
    static void expectError(String code, Runnable call) {
        try {
            call.run();
        } catch (DynamoDbException error) {
            if (!code.equals(error.awsErrorDetails().errorCode()))
                throw error;
            System.out.println(code + ": " + error.awsErrorDetails().errorMessage());
            return;
        }
        throw new IllegalStateException("expected " + code + ", but the call succeeded");
    }
)code"_s;
    if (needs.clock)
        code += uR"code(
    // The workbench's clock (its DescribeClock action); against AWS, the wall clock.
    static long clockMs() {
        try {
            return ((Number) workbench("DescribeClock", object()).get("ClockMillis")).longValue();
        } catch (IOException | InterruptedException | IllegalStateException error) {
            return System.currentTimeMillis();
        }
    }
)code"_s;
    if (needs.lifetimes)
        code += uR"code(
    // The item's current lifetime as the workbench's timeline has it (ListLifetimes).
    static Map<?, ?> lifetime(String table, Map<String, Object> key)
            throws IOException, InterruptedException {
        Map<?, ?> found = null;
        for (Object life : (List<?>) workbench("ListLifetimes", object("TableName", table))
                .get("Lifetimes"))
            if (((Map<?, ?>) life).get("Key").equals(key))
                found = (Map<?, ?>) life;
        return found;
    }
)code"_s;
    return code;
}

} // namespace

QString javaProgram(const QList<Step> &steps, const Target &target)
{
    const Needs needs = needsOf(steps);
    const bool streams = std::ranges::any_of(steps, [](const Step &step) {
        return isStreamsAction(step.action) && requestMembers(step.action);
    });
    QString body;
    for (const Step &step : steps)
        body +=
            step.action.isEmpty() ? u'\n' + commentLines(step.comment, u"        // ") : call(step);
    QString code =
        uR"code(// Generated by Lifecycle Workbench. Runs against DYNAMODB_ENDPOINT (default %1)
// with Java 17+ and the AWS SDK for Java v2 (software.amazon.awssdk:dynamodb and its
// dependencies on the class path): java -cp CLASSPATH Program.java
// Any credentials work unless the endpoint checks them.
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;
)code"_s.arg(target.endpointUrl);
    if (streams)
        code +=
            u"import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;\n"_s;
    code += uR"code(
public class Program {
    static final String ENDPOINT = setting("DYNAMODB_ENDPOINT", %1);
    static final String REGION = setting("AWS_REGION", %2);

    static String setting(String name, String fallback) {
        String value = System.getenv(name);
        return value != null ? value : fallback;
    }

    static <T> T show(T response) {
        System.out.println(response instanceof Map ? json(response) : response);
        return response;
    }

    // The workbench's requests as JSON: an object of keys and values, in order, and an array.
    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> object = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2)
            object.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return object;
    }

    static List<Object> array(Object... elements) {
        return Arrays.asList(elements);
    }

    static String json(Object value) {
        if (value instanceof String text) {
            StringBuilder quoted = new StringBuilder("\"");
            for (char c : text.toCharArray())
                quoted.append(c == '"' || c == '\\' ? "\\" + c
                        : c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            return quoted.append('"').toString();
        }
        if (value instanceof Map<?, ?> map) {
            List<String> members = new ArrayList<>();
            map.forEach((key, member) -> members.add(json(key) + ": " + json(member)));
            return "{" + String.join(", ", members) + "}";
        }
        if (value instanceof List<?> list) {
            List<String> elements = new ArrayList<>();
            list.forEach(element -> elements.add(json(element)));
            return "[" + String.join(", ", elements) + "]";
        }
        return String.valueOf(value); // numbers, booleans, null
    }

    // JSON's values as Java's: Map, List, String, Double or Long, Boolean, null.
    static final class JsonReader {
        private final String text;
        private int at;

        JsonReader(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            char c = text.charAt(at);
            if (c == '{') {
                Map<String, Object> object = new LinkedHashMap<>();
                for (at++; next() != '}'; ) {
                    String key = (String) value();
                    expect(':');
                    object.put(key, value());
                    if (next() == ',')
                        at++;
                }
                at++;
                return object;
            }
            if (c == '[') {
                List<Object> array = new ArrayList<>();
                for (at++; next() != ']'; ) {
                    array.add(value());
                    if (next() == ',')
                        at++;
                }
                at++;
                return array;
            }
            if (c == '"')
                return string();
            int start = at;
            while (at < text.length() && "{}[],: \t\r\n".indexOf(text.charAt(at)) < 0)
                at++;
            String word = text.substring(start, at);
            switch (word) {
            case "true": return Boolean.TRUE;
            case "false": return Boolean.FALSE;
            case "null": return null;
            default: return word.matches("-?\\d+") ? (Object) Long.valueOf(word) : Double.valueOf(word);
            }
        }

        private String string() {
            StringBuilder string = new StringBuilder();
            for (at++; text.charAt(at) != '"'; at++) {
                char c = text.charAt(at);
                if (c != '\\') {
                    string.append(c);
                    continue;
                }
                char escaped = text.charAt(++at);
                switch (escaped) {
                case 'n': string.append('\n'); break;
                case 't': string.append('\t'); break;
                case 'r': string.append('\r'); break;
                case 'b': string.append('\b'); break;
                case 'f': string.append('\f'); break;
                case 'u':
                    string.append((char) Integer.parseInt(text.substring(at + 1, at + 5), 16));
                    at += 4;
                    break;
                default: string.append(escaped);
                }
            }
            at++;
            return string.toString();
        }

        private char next() {
            skipSpace();
            return text.charAt(at);
        }

        private void expect(char c) {
            if (next() != c)
                throw new IllegalStateException("expected " + c + " at " + at + " in " + text);
            at++;
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at)))
                at++;
        }
    }

    // One of the workbench's own actions (no SDK has them): DynamoDB's JSON 1.0 protocol, unsigned
    // (an endpoint that checks credentials, lwb serve --credentials, refuses it).
    static Map<?, ?> workbench(String action, Map<String, Object> request)
            throws IOException, InterruptedException {
        HttpRequest sent = HttpRequest.newBuilder(URI.create(ENDPOINT))
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", "DynamoDB_20120810." + action)
                .header("Authorization", "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/"
                        + "dynamodb/aws4_request, SignedHeaders=host, Signature=0")
                .POST(HttpRequest.BodyPublishers.ofString(json(request)))
                .build();
        HttpResponse<String> answer =
                HttpClient.newHttpClient().send(sent, HttpResponse.BodyHandlers.ofString());
        Map<?, ?> response = (Map<?, ?>) new JsonReader(answer.body()).value();
        if (answer.statusCode() != 200)
            throw new IllegalStateException(action + ": " + response.get("__type") + ": "
                    + (response.containsKey("message") ? response.get("message")
                                                       : response.get("Message")));
        return response;
    }
)code"_s.arg(quoted(target.endpointUrl), quoted(target.region));
    code += helpers(needs);
    code += uR"code(
    public static void main(String[] args) throws Exception {
        StaticCredentialsProvider credentials = StaticCredentialsProvider.create(
                AwsBasicCredentials.create(setting("AWS_ACCESS_KEY_ID", "local"),
                        setting("AWS_SECRET_ACCESS_KEY", "local")));
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(URI.create(ENDPOINT))
                .region(Region.of(REGION))
                .credentialsProvider(credentials)
                .build();
)code"_s;
    if (streams)
        code += uR"code(        DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder()
                .endpointOverride(URI.create(ENDPOINT))
                .region(Region.of(REGION))
                .credentialsProvider(credentials)
                .build();
)code"_s;
    return code + body + u"    }\n}\n"_s;
}

} // namespace lw::codegen
