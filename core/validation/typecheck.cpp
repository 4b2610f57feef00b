#include "typecheck.h"

#include <algorithm>

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

// The JVM's answer to a scalar where a list or map nested in a collection belongs.
const QString kParameterizedCastText =
    u"class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class "
    u"java.lang.Class (sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and "
    u"java.lang.Class are in module java.base of loader 'bootstrap')"_s;
const QString kStructureText = u"Start of structure or map found where not expected"_s;
const QString kFieldTypeText = u"Unexpected field type"_s;
const QString kModelPackage = u"com.amazonaws.dynamodb.v20120810."_s;

std::unexpected<Error> refuse(const QString &text)
{
    return std::unexpected(Error{ErrorType::Serialization, text, {}});
}

// What the Java type of a scalar member is called in the texts.
QString javaName(Kind kind)
{
    switch (kind) {
    case Kind::Boolean:
        return u"Boolean"_s;
    case Kind::Integer:
        return u"Integer"_s;
    case Kind::Long:
        return u"Long"_s;
    default:
        return u"String"_s;
    }
}

QString numberToken(double value)
{
    return std::floor(value) == value ? u"NUMBER_VALUE"_s : u"DECIMAL_VALUE"_s;
}

QString booleanToken(bool value)
{
    return value ? u"TRUE_VALUE"_s : u"FALSE_VALUE"_s;
}

// The members of an attribute value, as the deserialiser reads {"S": …} (L and M nest).
const std::vector<Member> &attributeValueMembers()
{
    static const std::vector<Member> members = {
        member(u"S"_s, string()),
        member(u"B"_s, blob()),
        member(u"N"_s, string()),
        member(u"BOOL"_s, boolean()),
        member(u"NULL"_s, boolean()),
        member(u"BS"_s, list(blob())),
        member(u"NS"_s, list(string())),
        member(u"SS"_s, list(string())),
        member(u"L"_s, list(attributeValue())),
        member(u"M"_s, map(u"AttributeValue"_s, attributeValue())),
    };
    return members;
}

Result<QJsonValue> check(const QJsonValue &value, const Shape &shape);

Result<QJsonObject> checkMembers(const QJsonObject &object, const std::vector<Member> &members)
{
    QJsonObject out;
    for (const Member &m : members) {
        const QJsonValue value = object.value(m.name);
        if (value.isUndefined() || value.isNull())
            continue;
        auto read = check(value, m.shape);
        LW_TRY(read);
        out.insert(m.name, *read);
    }
    return out;
}

Result<QJsonValue> checkScalar(const QJsonValue &value, Kind kind)
{
    const QString type = javaName(kind);
    if (value.isArray())
        return refuse(u"Unrecognized collection type class java.lang."_s + type);
    if (value.isObject())
        return refuse(kStructureText);
    switch (kind) {
    case Kind::Boolean:
        if (value.isDouble())
            return refuse(numberToken(value.toDouble()) + u" cannot be converted to "_s + type);
        if (value.isString()) {
            const QString text = value.toString().toUpper();
            if (text == u"TRUE"_s || text == u"1"_s || text == u"YES"_s)
                return QJsonValue(true);
            if (text == u"FALSE"_s || text == u"0"_s || text == u"NO"_s)
                return QJsonValue(false);
            return refuse(u"Unexpected token received from parser"_s);
        }
        return value;
    case Kind::Integer:
    case Kind::Long:
        if (value.isBool())
            return refuse(booleanToken(value.toBool()) + u" cannot be converted to "_s + type);
        if (value.isString())
            return refuse(u"STRING_VALUE cannot be converted to "_s + type);
        return QJsonValue(std::floor(value.toDouble()));
    default:
        if (value.isBool())
            return refuse(booleanToken(value.toBool()) + u" cannot be converted to "_s + type);
        if (value.isDouble())
            return refuse(numberToken(value.toDouble()) + u" cannot be converted to "_s + type);
        return value;
    }
}

Result<QJsonValue> checkBlob(const QJsonValue &value)
{
    if (value.isBool() || value.isDouble())
        return refuse(u"only base-64-encoded strings are convertible to bytes"_s);
    if (value.isArray())
        return refuse(u"Unrecognized collection type class java.nio.ByteBuffer"_s);
    if (value.isObject())
        return refuse(kStructureText);
    const QByteArray text = value.toString().toLatin1();
    if (text.size() % 4 != 0)
        return refuse(u"Base64 encoded length is expected a multiple of 4 bytes but found: "_s +
                      QString::number(text.size()));
    // Decoding and encoding again must give the same text: anything else has a stray character
    // or stray bits in its last one. "dectected" is the service's spelling.
    const auto decoded =
        QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.toBase64() != text)
        return refuse(u"Invalid last non-pad Base64 character dectected"_s);
    return value;
}

Result<QJsonValue> checkElements(const QJsonArray &array, const Shape &element)
{
    QJsonArray out;
    for (const QJsonValue &item : array) {
        if (item.isNull()) {
            out.append(QJsonValue::Null);
            continue;
        }
        auto read = check(item, element);
        LW_TRY(read);
        out.append(*read);
    }
    return QJsonValue(out);
}

Result<QJsonValue> checkEntries(const QJsonObject &object, const Shape &element)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isNull()) {
            out.insert(it.key(), QJsonValue::Null);
            continue;
        }
        auto read = check(it.value(), element);
        LW_TRY(read);
        out.insert(it.key(), *read);
    }
    return QJsonValue(out);
}

Result<QJsonValue> checkStructure(const QJsonValue &value, bool isField, const QString &className,
                                  const std::vector<Member> &members)
{
    if (value.isArray())
        return refuse(u"Unrecognized collection type class "_s + kModelPackage + className);
    if (!value.isObject())
        return refuse(isField ? kFieldTypeText : u"Unexpected value type in payload"_s);
    auto read = checkMembers(value.toObject(), members);
    LW_TRY(read);
    return QJsonValue(*read);
}

Result<QJsonValue> check(const QJsonValue &value, const Shape &shape)
{
    const bool scalar = !value.isArray() && !value.isObject();
    switch (shape.kind) {
    case Kind::String:
    case Kind::Boolean:
    case Kind::Integer:
    case Kind::Long:
        return checkScalar(value, shape.kind);
    case Kind::Blob:
        return checkBlob(value);
    case Kind::List:
    case Kind::ParameterizedList:
        if (scalar)
            return refuse(shape.kind == Kind::List ? kFieldTypeText : kParameterizedCastText);
        if (value.isObject())
            return refuse(kStructureText);
        return checkElements(value.toArray(), *shape.element);
    case Kind::Map:
    case Kind::ParameterizedMap: {
        if (scalar)
            return refuse(shape.kind == Kind::Map ? kFieldTypeText : kParameterizedCastText);
        if (value.isArray()) {
            const QString valueClass =
                shape.kind == Kind::ParameterizedMap ? kModelPackage + u"AttributeValue"_s
                : shape.className.contains(u'.')     ? shape.className
                                                     : kModelPackage + shape.className;
            return refuse(u"Unrecognized collection type java.util.Map<java.lang.String, "_s +
                          valueClass + u">"_s);
        }
        return checkEntries(value.toObject(), *shape.element);
    }
    case Kind::Structure:
    case Kind::FieldStructure:
        return checkStructure(value, shape.kind == Kind::FieldStructure, shape.className,
                              shape.members);
    case Kind::AttributeValue:
    case Kind::FieldAttributeValue:
        return checkStructure(value, shape.kind == Kind::FieldAttributeValue, u"AttributeValue"_s,
                              attributeValueMembers());
    }
    return value;
}

bool plain(const QJsonValue &value, const Shape &shape);

// Whether checkMembers() would answer `object` itself: every member the model's, none null,
// each plain.
bool plainMembers(const QJsonObject &object, const std::vector<Member> &members)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto member = std::find_if(members.begin(), members.end(),
                                         [&](const Member &m) { return m.name == it.key(); });
        if (member == members.end() || it.value().isNull() || !plain(it.value(), member->shape))
            return false;
    }
    return true;
}

// Whether check() would answer `value` unchanged, without an error: the right JSON type, nothing
// to convert or drop. What is not plain goes the long way, which converts it or says what is
// wrong.
bool plain(const QJsonValue &value, const Shape &shape)
{
    switch (shape.kind) {
    case Kind::String:
        return value.isString();
    case Kind::Boolean:
        return value.isBool();
    case Kind::Integer:
    case Kind::Long:
        return value.isDouble() && std::floor(value.toDouble()) == value.toDouble();
    case Kind::Blob:
        return value.isString() && checkBlob(value).has_value();
    case Kind::List:
    case Kind::ParameterizedList: {
        if (!value.isArray())
            return false;
        const QJsonArray array = value.toArray();
        return std::all_of(array.begin(), array.end(), [&](const QJsonValue &element) {
            return !element.isNull() && plain(element, *shape.element);
        });
    }
    case Kind::Map:
    case Kind::ParameterizedMap: {
        if (!value.isObject())
            return false;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (it.value().isNull() || !plain(it.value(), *shape.element))
                return false;
        return true;
    }
    case Kind::Structure:
    case Kind::FieldStructure:
        return value.isObject() && plainMembers(value.toObject(), shape.members);
    case Kind::AttributeValue:
    case Kind::FieldAttributeValue:
        return value.isObject() && plainMembers(value.toObject(), attributeValueMembers());
    }
    return false;
}

} // namespace

Result<QJsonObject> typeCheck(const QJsonObject &request, const std::vector<Member> &members)
{
    // Most requests need nothing converted: the request itself is then the answer, shared, not
    // rebuilt member by member (which cost a PutItem more than the engine's write).
    if (plainMembers(request, members))
        return request;
    return checkMembers(request, members);
}

} // namespace lw::validation
