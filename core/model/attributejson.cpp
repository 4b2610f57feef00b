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

Result<QString> readString(const QJsonValue &v)
{
    if (!v.isString())
        return std::unexpected(serializationError(u"Unexpected value type in payload: expected a string"_s));
    return v.toString();
}

Result<QByteArray> readBinary(const QJsonValue &v)
{
    auto text = readString(v);
    if (!text)
        return std::unexpected(text.error());
    auto decoded = QByteArray::fromBase64Encoding(text->toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || text->size() % 4 != 0)
        return std::unexpected(serializationError(
            u"Base64 encoded length is expected a multiple of 4 bytes but found: "_s +
            QString::number(text->size())));
    return *decoded;
}

Result<QJsonArray> readArray(const QJsonValue &v)
{
    if (!v.isArray())
        return std::unexpected(serializationError(u"Unexpected value type in payload: expected a list"_s));
    return v.toArray();
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
    auto array = readArray(v);
    if (!array)
        return std::unexpected(array.error());
    if (array->isEmpty())
        return std::unexpected(validationError(kInvalid + u"An string set  may not be empty"_s));
    QStringList out;
    QSet<QString> seen;
    for (const auto &element : *array) {
        auto s = readString(element);
        if (!s)
            return std::unexpected(s.error());
        if (seen.contains(*s))
            return std::unexpected(validationError(kInvalid + u"Input collection "_s +
                                                   collectionText(*array) + u" contains duplicates."_s));
        seen.insert(*s);
        out << *s;
    }
    return AttributeValue::stringSet(out);
}

Result<AttributeValue> readNumberSet(const QJsonValue &v)
{
    auto array = readArray(v);
    if (!array)
        return std::unexpected(array.error());
    if (array->isEmpty())
        return std::unexpected(validationError(kInvalid + u"An number set  may not be empty"_s));
    NumberSet out;
    for (const auto &element : *array) {
        auto s = readString(element);
        if (!s)
            return std::unexpected(s.error());
        auto n = Number::parse(*s);
        if (!n)
            return std::unexpected(n.error());
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
    auto array = readArray(v);
    if (!array)
        return std::unexpected(array.error());
    if (array->isEmpty())
        return std::unexpected(validationError(kInvalid + u"Binary sets should not be empty"_s));
    BinarySet out;
    for (const auto &element : *array) {
        auto b = readBinary(element);
        if (!b)
            return std::unexpected(b.error());
        if (out.contains(*b))
            return std::unexpected(validationError(kInvalid + u"Input collection "_s +
                                                   collectionText(*array) +
                                                   u"of type BS contains duplicates."_s));
        out << *b;
    }
    return AttributeValue::binarySet(std::move(out));
}

Result<AttributeValue> readTyped(AttributeValue::Type type, const QJsonValue &v)
{
    using T = AttributeValue::Type;
    switch (type) {
    case T::S: {
        auto s = readString(v);
        if (!s)
            return std::unexpected(s.error());
        return AttributeValue::string(*s);
    }
    case T::N: {
        auto s = readString(v);
        if (!s)
            return std::unexpected(s.error());
        auto n = Number::parse(*s);
        if (!n)
            return std::unexpected(n.error());
        return AttributeValue::number(*n);
    }
    case T::B: {
        auto b = readBinary(v);
        if (!b)
            return std::unexpected(b.error());
        return AttributeValue::binary(*b);
    }
    case T::BOOL:
        if (!v.isBool())
            return std::unexpected(serializationError(u"Unexpected value type in payload: expected a boolean"_s));
        return AttributeValue::boolean(v.toBool());
    case T::NUL:
        if (!v.isBool())
            return std::unexpected(serializationError(u"Unexpected value type in payload: expected a boolean"_s));
        if (!v.toBool())
            return std::unexpected(validationError(
                kInvalid + u"Null attribute value types must have the value of true"_s));
        return AttributeValue::null();
    case T::L: {
        auto array = readArray(v);
        if (!array)
            return std::unexpected(array.error());
        AttributeList out;
        out.reserve(array->size());
        for (const auto &element : *array) {
            auto value = attributeFromJson(element);
            if (!value)
                return std::unexpected(value.error());
            out.push_back(std::move(*value));
        }
        return AttributeValue::list(std::move(out));
    }
    case T::M: {
        auto map = itemFromJson(v);
        if (!map)
            return std::unexpected(map.error());
        return AttributeValue::map(std::move(*map));
    }
    case T::SS: return readStringSet(v);
    case T::NS: return readNumberSet(v);
    case T::BS: return readBinarySet(v);
    }
    return std::unexpected(serializationError(u"Unknown attribute type"_s));
}

} // namespace

Result<AttributeValue> attributeFromJson(const QJsonValue &json)
{
    if (!json.isObject())
        return std::unexpected(serializationError(u"Unexpected value type in payload: expected an AttributeValue object"_s));
    const QJsonObject object = json.toObject();
    if (object.isEmpty())
        return std::unexpected(validationError(
            u"Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"_s));
    std::optional<AttributeValue> result;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto type = AttributeValue::typeFromName(it.key());
        if (!type)
            return std::unexpected(serializationError(u"Unknown AttributeValue member: "_s + it.key()));
        auto value = readTyped(*type, it.value());
        if (!value)
            return std::unexpected(value.error());
        result = std::move(*value);
    }
    if (object.size() > 1)
        return std::unexpected(validationError(
            u"Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"_s));
    return std::move(*result);
}

Result<Item> itemFromJson(const QJsonValue &json)
{
    if (!json.isObject())
        return std::unexpected(serializationError(u"Unexpected value type in payload: expected a map"_s));
    const QJsonObject object = json.toObject();
    Item item;
    for (auto it = object.begin(); it != object.end(); ++it) {
        auto value = attributeFromJson(it.value());
        if (!value)
            return std::unexpected(value.error());
        item.emplace(it.key(), std::move(*value));
    }
    return item;
}

QJsonObject attributeToJson(const AttributeValue &value)
{
    using T = AttributeValue::Type;
    QJsonValue inner;
    switch (value.type()) {
    case T::S: inner = value.asString(); break;
    case T::N: inner = value.asNumber().toString(); break;
    case T::B: inner = QString::fromLatin1(value.asBinary().toBase64()); break;
    case T::BOOL: inner = value.asBool(); break;
    case T::NUL: inner = true; break;
    case T::L: {
        QJsonArray array;
        for (const auto &element : value.asList())
            array.append(attributeToJson(element));
        inner = array;
        break;
    }
    case T::M: inner = itemToJson(value.asMap()); break;
    case T::SS: inner = QJsonArray::fromStringList(value.asStringSet()); break;
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
