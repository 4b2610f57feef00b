#include "pythontext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

constexpr double kExactIntegers = 9007199254740992.0; // 2^53

QString numberText(double number)
{
    if (std::trunc(number) == number && std::abs(number) < kExactIntegers)
        return QString::number(qint64(number));
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

QString jsonString(const QString &text)
{
    QString out = u"\""_s;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += u"\\\""_s;
            break;
        case '\\':
            out += u"\\\\"_s;
            break;
        case '\n':
            out += u"\\n"_s;
            break;
        case '\r':
            out += u"\\r"_s;
            break;
        case '\t':
            out += u"\\t"_s;
            break;
        case '\b':
            out += u"\\b"_s;
            break;
        case '\f':
            out += u"\\f"_s;
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() > 0x7e)
                out += u"\\u%1"_s.arg(c.unicode(), 4, 16, QChar(u'0'));
            else
                out += c;
        }
    }
    return out + u"\""_s;
}

// The object's member names: those in `order` first, in its order, then the rest sorted.
QStringList memberOrder(const QJsonObject &object, const QStringList &order)
{
    QStringList names;
    for (const QString &name : order)
        if (object.contains(name) && !names.contains(name))
            names << name;
    for (const QString &name : object.keys())
        if (!names.contains(name))
            names << name;
    return names;
}

QString dumps(const QJsonValue &value, const QStringList &order, int indent, int depth)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return u"null"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String:
        return jsonString(value.toString());
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    QStringList parts;
    if (value.isArray()) {
        for (const auto &member : value.toArray())
            parts << dumps(member, order, indent, depth + 1);
    } else {
        const QJsonObject object = value.toObject();
        for (const QString &name : memberOrder(object, order))
            parts << jsonString(name) + u": "_s +
                         dumps(object.value(name), order, indent, depth + 1);
    }
    const QString open = value.isArray() ? u"["_s : u"{"_s;
    const QString close = value.isArray() ? u"]"_s : u"}"_s;
    if (parts.isEmpty())
        return open + close;
    if (indent < 0)
        return open + parts.join(u", "_s) + close;
    const QString inner = u"\n"_s + QString(indent * (depth + 1), u' ');
    return open + inner + parts.join(u","_s + inner) + u"\n"_s + QString(indent * depth, u' ') +
           close;
}

QString repr(const QJsonValue &value)
{
    if (!value.isString())
        return pythonStr(value);
    QString text = value.toString();
    text.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
    return u"'"_s + text + u"'"_s;
}

} // namespace

QString pythonJsonDumps(const QJsonValue &value, const QStringList &order, int indent)
{
    return dumps(value, order, indent, 0);
}

QString pythonStr(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return u"None"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"True"_s : u"False"_s;
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const auto &member : value.toArray())
            parts << repr(member);
        return u"["_s + parts.join(u", "_s) + u"]"_s;
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList parts;
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << repr(it.key()) + u": "_s + repr(it.value());
        return u"{"_s + parts.join(u", "_s) + u"}"_s;
    }
    }
    return {};
}

} // namespace lw::scenario
