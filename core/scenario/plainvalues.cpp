#include "plainvalues.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

// The members of DynamoDB's responses and stream records that hold items or keys.
const QSet<QString> kAttributeMapMembers{
    u"Item"_s,     u"Items"_s,    u"Attributes"_s,      u"Keys"_s,
    u"NewImage"_s, u"OldImage"_s, u"LastEvaluatedKey"_s};

QJsonValue plainMap(const QJsonObject &map)
{
    QJsonObject plain;
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QJsonValue value = plainAttribute(it.value());
        if (value.isUndefined())
            return QJsonValue::Undefined;
        plain.insert(it.key(), value);
    }
    return plain;
}

QJsonArray plainArray(const QJsonArray &typed, bool numbers)
{
    QJsonArray plain;
    for (const auto &member : typed)
        plain << (numbers ? QJsonValue(member.toString().toDouble()) : member);
    return plain;
}

// An item, or an array of items, made plain; undefined when it is neither.
QJsonValue plainItems(const QJsonValue &value)
{
    if (value.isObject())
        return plainMap(value.toObject());
    if (!value.isArray())
        return QJsonValue::Undefined;
    QJsonArray items;
    for (const auto &item : value.toArray()) {
        const QJsonValue plain = plainItems(item);
        if (plain.isUndefined() || plain.isArray())
            return QJsonValue::Undefined;
        items << plain;
    }
    return items;
}

} // namespace

QJsonValue plainAttribute(const QJsonValue &typed)
{
    const QJsonObject object = typed.toObject();
    if (object.size() != 1)
        return QJsonValue::Undefined;
    const QString type = object.begin().key();
    const QJsonValue value = object.begin().value();
    if (type == u"S"_s || type == u"B"_s)
        return value.isString() ? value : QJsonValue::Undefined;
    if (type == u"N"_s)
        return value.isString() ? QJsonValue(value.toString().toDouble()) : QJsonValue::Undefined;
    if (type == u"BOOL"_s)
        return value.isBool() ? value : QJsonValue::Undefined;
    if (type == u"NULL"_s)
        return QJsonValue::Null;
    if (type == u"SS"_s || type == u"BS"_s || type == u"NS"_s)
        return value.isArray() ? QJsonValue(plainArray(value.toArray(), type == u"NS"_s))
                               : QJsonValue::Undefined;
    if (type == u"M"_s)
        return value.isObject() ? plainMap(value.toObject()) : QJsonValue::Undefined;
    if (type == u"L"_s && value.isArray()) {
        QJsonArray list;
        for (const auto &member : value.toArray()) {
            const QJsonValue plain = plainAttribute(member);
            if (plain.isUndefined())
                return QJsonValue::Undefined;
            list << plain;
        }
        return list;
    }
    return QJsonValue::Undefined;
}

QJsonValue plainValues(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const auto &member : value.toArray())
            out << plainValues(member);
        return out;
    }
    if (!value.isObject())
        return value;
    QJsonObject out = value.toObject();
    for (auto it = out.begin(); it != out.end(); ++it) {
        QJsonValue plain = QJsonValue::Undefined;
        if (kAttributeMapMembers.contains(it.key()))
            plain = plainItems(it.value());
        it.value() = plain.isUndefined() ? plainValues(it.value()) : plain;
    }
    return out;
}

} // namespace lw::scenario
