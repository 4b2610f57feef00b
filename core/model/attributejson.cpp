#include "attributejson.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

Error serializationError(const QString &message)
{
    return Error{ErrorType::Serialization, message, {}};
}

const QString kInvalid = u"One or more parameter values were invalid: "_s;

// ---- Pass 1: JSON types, as DynamoDB's deserialiser reports them (SerializationException).
// DynamoDB checks the shape of the whole value before it validates anything, so a wrong JSON
// type deep inside a list wins over an empty set beside it.

Status wrongScalar(const QJsonValue &v, const QString &javaType)
{
    if (v.isBool())
        return std::unexpected(
            serializationError((v.toBool() ? u"TRUE_VALUE"_s : u"FALSE_VALUE"_s) +
                               u" cannot be converted to "_s + javaType));
    if (v.isDouble())
        return std::unexpected(
            serializationError((v.toDouble() == double(qint64(v.toDouble())) ? u"NUMBER_VALUE"_s
                                                                             : u"DECIMAL_VALUE"_s) +
                               u" cannot be converted to "_s + javaType));
    if (v.isArray())
        return std::unexpected(
            serializationError(u"Unrecognized collection type class java.lang."_s + javaType));
    return std::unexpected(
        serializationError(u"Start of structure or map found where not expected"_s));
}

Status checkString(const QJsonValue &v)
{
    return v.isString() ? Status{} : wrongScalar(v, u"String"_s);
}

Status checkBlob(const QJsonValue &v)
{
    if (v.isBool() || v.isDouble())
        return std::unexpected(
            serializationError(u"only base-64-encoded strings are convertible to bytes"_s));
    if (v.isArray())
        return std::unexpected(
            serializationError(u"Unrecognized collection type class java.nio.ByteBuffer"_s));
    if (!v.isString())
        return std::unexpected(
            serializationError(u"Start of structure or map found where not expected"_s));
    const QString text = v.toString();
    if (text.size() % 4 != 0)
        return std::unexpected(serializationError(
            u"Base64 encoded length is expected a multiple of 4 bytes but found: "_s +
            QString::number(text.size())));
    // Only canonical base64 is accepted: it must encode back to exactly the same text.
    auto decoded =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || QString::fromLatin1(decoded.decoded.toBase64()) != text)
        return std::unexpected(
            serializationError(u"Invalid last non-pad Base64 character dectected"_s));
    return {};
}

// BOOL and NULL accept true/false and, as DynamoDB does, the strings true/1/yes and false/0/no.
std::optional<bool> booleanValue(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool();
    const QString s = v.toString().toUpper();
    if (s == u"TRUE"_s || s == u"1"_s || s == u"YES"_s)
        return true;
    if (s == u"FALSE"_s || s == u"0"_s || s == u"NO"_s)
        return false;
    return std::nullopt;
}

Status checkBoolean(const QJsonValue &v)
{
    if (v.isString())
        return booleanValue(v) ? Status{}
                               : std::unexpected(serializationError(
                                     u"Unexpected token received from parser"_s));
    return v.isBool() ? Status{} : wrongScalar(v, u"Boolean"_s);
}

Status checkList(const QJsonValue &v, Status (*element)(const QJsonValue &))
{
    if (v.isObject())
        return std::unexpected(
            serializationError(u"Start of structure or map found where not expected"_s));
    if (!v.isArray())
        return std::unexpected(serializationError(u"Unexpected field type"_s));
    for (const auto &e : v.toArray()) {
        if (auto s = element(e); !s)
            return s;
    }
    return {};
}

Status checkAttribute(const QJsonValue &v);

Status checkMap(const QJsonValue &v)
{
    if (v.isArray())
        return std::unexpected(serializationError(
            u"Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>"_s));
    if (!v.isObject())
        return std::unexpected(serializationError(u"Unexpected field type"_s));
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (auto s = checkAttribute(it.value()); !s)
            return s;
    }
    return {};
}

Status checkAttribute(const QJsonValue &v)
{
    if (v.isArray())
        return std::unexpected(serializationError(
            u"Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue"_s));
    if (!v.isObject())
        return std::unexpected(serializationError(u"Unexpected value type in payload"_s));
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QJsonValue member = it.value();
        if (member.isNull())
            continue;
        const auto type = AttributeValue::typeFromName(it.key());
        if (!type)
            continue; // unknown members are dropped, as DynamoDB's deserialiser does
        Status s;
        switch (*type) {
        case AttributeValue::Type::S:
        case AttributeValue::Type::N:
            s = checkString(member);
            break;
        case AttributeValue::Type::B:
            s = checkBlob(member);
            break;
        case AttributeValue::Type::BOOL:
        case AttributeValue::Type::NUL:
            s = checkBoolean(member);
            break;
        case AttributeValue::Type::SS:
        case AttributeValue::Type::NS:
            s = checkList(member, checkString);
            break;
        case AttributeValue::Type::BS:
            s = checkList(member, checkBlob);
            break;
        case AttributeValue::Type::L:
            s = checkList(member, checkAttribute);
            break;
        case AttributeValue::Type::M:
            s = checkMap(member);
            break;
        }
        if (!s)
            return s;
    }
    return {};
}

// ---- Pass 2: DynamoDB's validation (ValidationException), on JSON whose types are known good.

QByteArray binaryOf(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}

// "[a, b]" as DynamoDB prints collections in its duplicate message.
QString collectionText(const QJsonArray &values)
{
    QStringList parts;
    for (const auto &v : values)
        parts << v.toString();
    return u'[' + parts.join(u", "_s) + u']';
}

Result<AttributeValue> readStringSet(const QJsonValue &v)
{
    const QJsonArray array = v.toArray();
    if (array.isEmpty())
        return std::unexpected(validationError(kInvalid + u"An string set  may not be empty"_s));
    QStringList out;
    QSet<QString> seen;
    for (const auto &element : array) {
        const QString s = element.toString();
        if (seen.contains(s))
            return std::unexpected(validationError(kInvalid + u"Input collection "_s +
                                                   collectionText(array) +
                                                   u" contains duplicates."_s));
        seen.insert(s);
        out << s;
    }
    return AttributeValue::stringSet(out);
}

Result<AttributeValue> readNumberSet(const QJsonValue &v)
{
    const QJsonArray array = v.toArray();
    if (array.isEmpty())
        return std::unexpected(validationError(kInvalid + u"An number set  may not be empty"_s));
    NumberSet out;
    for (const auto &element : array) {
        auto n = Number::parse(element.toString());
        LW_TRY(n);
        out.push_back(*n);
    }
    // Duplicates are judged numerically ("1" and "1.0" are the same number), after every
    // element parsed, as DynamoDB reports bad numbers first.
    for (size_t i = 0; i < out.size(); ++i) {
        for (size_t j = i + 1; j < out.size(); ++j) {
            if (out[i] == out[j])
                return std::unexpected(validationError(u"Input collection contains duplicates"_s));
        }
    }
    return AttributeValue::numberSet(std::move(out));
}

Result<AttributeValue> readBinarySet(const QJsonValue &v)
{
    const QJsonArray array = v.toArray();
    if (array.isEmpty())
        return std::unexpected(validationError(kInvalid + u"Binary sets should not be empty"_s));
    BinarySet out;
    for (const auto &element : array) {
        const QByteArray b = binaryOf(element);
        if (out.contains(b))
            return std::unexpected(validationError(kInvalid + u"Input collection "_s +
                                                   collectionText(array) +
                                                   u"of type BS contains duplicates."_s));
        out << b;
    }
    return AttributeValue::binarySet(std::move(out));
}

Result<AttributeValue> validated(const QJsonValue &json);
Result<Item> validatedItem(const QJsonValue &json);

Result<AttributeValue> readTyped(AttributeValue::Type type, const QJsonValue &v)
{
    using T = AttributeValue::Type;
    switch (type) {
    case T::S:
        return AttributeValue::string(v.toString());
    case T::N: {
        auto n = Number::parse(v.toString());
        LW_TRY(n);
        return AttributeValue::number(*n);
    }
    case T::B:
        return AttributeValue::binary(binaryOf(v));
    case T::BOOL:
        return AttributeValue::boolean(*booleanValue(v));
    case T::NUL:
        if (!*booleanValue(v))
            return std::unexpected(validationError(
                kInvalid + u"Null attribute value types must have the value of true"_s));
        return AttributeValue::null();
    case T::L: {
        AttributeList out;
        for (const auto &element : v.toArray()) {
            auto value = validated(element);
            LW_TRY(value);
            out.push_back(std::move(*value));
        }
        return AttributeValue::list(std::move(out));
    }
    case T::M: {
        auto map = validatedItem(v);
        LW_TRY(map);
        return AttributeValue::map(std::move(*map));
    }
    case T::SS:
        return readStringSet(v);
    case T::NS:
        return readNumberSet(v);
    case T::BS:
        return readBinarySet(v);
    }
    Q_UNREACHABLE();
    return AttributeValue();
}

Result<AttributeValue> validated(const QJsonValue &json)
{
    const QJsonObject object = json.toObject();
    std::optional<AttributeValue> result;
    int members = 0;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto type = AttributeValue::typeFromName(it.key());
        if (!type || it.value().isNull())
            continue;
        ++members;
        auto value = readTyped(*type, it.value());
        LW_TRY(value);
        result = std::move(*value);
    }
    if (members == 0)
        return std::unexpected(validationError(
            u"Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"_s));
    if (members > 1)
        return std::unexpected(validationError(
            u"Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"_s));
    return std::move(*result);
}

Result<Item> validatedItem(const QJsonValue &json)
{
    const QJsonObject object = json.toObject();
    Item item;
    for (auto it = object.begin(); it != object.end(); ++it) {
        auto value = validated(it.value());
        LW_TRY(value);
        item.emplace(it.key(), std::move(*value));
    }
    return item;
}

} // namespace

Result<AttributeValue> attributeFromJson(const QJsonValue &json)
{
    LW_TRY(checkAttribute(json));
    return validated(json);
}

Result<Item> itemFromJson(const QJsonValue &json)
{
    LW_TRY(checkMap(json));
    return validatedItem(json);
}

QJsonObject attributeToJson(const AttributeValue &value)
{
    using T = AttributeValue::Type;
    QJsonValue inner;
    switch (value.type()) {
    case T::S:
        inner = value.asString();
        break;
    case T::N:
        inner = value.asNumber().toString();
        break;
    case T::B:
        inner = QString::fromLatin1(value.asBinary().toBase64());
        break;
    case T::BOOL:
        inner = value.asBool();
        break;
    case T::NUL:
        inner = true;
        break;
    case T::L: {
        QJsonArray array;
        for (const auto &element : value.asList())
            array.append(attributeToJson(element));
        inner = array;
        break;
    }
    case T::M:
        inner = itemToJson(value.asMap());
        break;
    case T::SS:
        inner = QJsonArray::fromStringList(value.asStringSet());
        break;
    case T::NS: {
        QJsonArray array;
        for (const auto &n : value.asNumberSet())
            array.append(n.toString());
        inner = array;
        break;
    }
    case T::BS: {
        QJsonArray array;
        for (const auto &b : value.asBinarySet())
            array.append(QString::fromLatin1(b.toBase64()));
        inner = array;
        break;
    }
    }
    return QJsonObject{{value.typeName(), inner}};
}

QJsonObject itemToJson(const Item &item)
{
    QJsonObject out;
    for (const auto &[name, value] : item)
        out.insert(name, attributeToJson(value));
    return out;
}

} // namespace lw
