#include "common/attributetext.h"

#include "model/number.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qsizetype binaryPrefix = 16; // enough base64 to tell two blobs apart at a glance

QString shortened(const QString &text, qsizetype maxLength)
{
    if (maxLength < 1 || text.size() <= maxLength)
        return text;
    return text.left(maxLength - 1) + u'\u2026';
}

QString quoted(const QString &text)
{
    // QJsonDocument knows JSON's escaping rules; wrap in an array, then drop the brackets.
    const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

// Plain JSON without DynamoDB's type tags: {"L": [{"S": "a"}, {"N": "1"}]} -> ["a",1].
// Numbers are written from their decimal text so 38-digit values keep every digit.
QString plainJson(const QJsonObject &value)
{
    const QString type = attributeType(value);
    const QJsonValue inner = value.value(type);
    if (type == u"S" || type == u"B")
        return quoted(inner.toString());
    if (type == u"N")
        return inner.toString();
    if (type == u"BOOL")
        return inner.toBool() ? u"true"_s : u"false"_s;
    if (type == u"NULL")
        return u"null"_s;
    if (type == u"L") {
        QStringList parts;
        for (const QJsonValue &element : inner.toArray())
            parts << plainJson(element.toObject());
        return u'[' + parts.join(u',') + u']';
    }
    if (type == u"M") {
        QStringList parts;
        const QJsonObject map = inner.toObject();
        for (auto it = map.begin(); it != map.end(); ++it)
            parts << quoted(it.key()) + u':' + plainJson(it.value().toObject());
        return u'{' + parts.join(u',') + u'}';
    }
    if (type == u"SS" || type == u"BS" || type == u"NS") {
        QStringList parts;
        for (const QJsonValue &element : inner.toArray())
            parts << (type == u"NS" ? element.toString() : quoted(element.toString()));
        return u'[' + parts.join(u',') + u']';
    }
    return attributeJson(value);
}

} // namespace

QString attributeType(const QJsonObject &value)
{
    static const QStringList types = {u"S"_s, u"N"_s, u"B"_s,  u"BOOL"_s, u"NULL"_s,
                                      u"L"_s, u"M"_s, u"SS"_s, u"NS"_s,   u"BS"_s};
    if (value.size() != 1)
        return {};
    const QString key = value.begin().key();
    return types.contains(key) ? key : QString();
}

QString attributeDisplayText(const QJsonObject &value, qsizetype maxLength)
{
    const QString type = attributeType(value);
    const QJsonValue inner = value.value(type);
    if (type == u"S" || type == u"N")
        return inner.toString();
    if (type == u"B")
        return shortened(inner.toString(), binaryPrefix + 1);
    if (type == u"BOOL")
        return inner.toBool() ? u"true"_s : u"false"_s;
    if (type == u"NULL")
        return u"null"_s;
    if (type == u"L" || type == u"M")
        return shortened(plainJson(value), maxLength);
    if (type == u"SS" || type == u"NS" || type == u"BS") {
        QStringList parts;
        for (const QJsonValue &element : inner.toArray()) {
            const QString text = element.toString();
            parts << (type == u"BS" ? shortened(text, binaryPrefix + 1) : text);
        }
        return shortened(u'{' + parts.join(u", "_s) + u'}', maxLength);
    }
    return shortened(attributeJson(value), maxLength);
}

QString attributeJson(const QJsonObject &value)
{
    return QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact));
}

QVariant attributeSortKey(const QJsonObject &value)
{
    // Numbers sort by their exact byte-comparable key (38 digits do not fit a double).
    if (attributeType(value) == u"N") {
        if (auto n = Number::parse(value.value(u"N"_s).toString()))
            return n->sortableKey();
    }
    return attributeDisplayText(value);
}

} // namespace lw
