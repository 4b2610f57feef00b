#include "csv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace lw::formats {

QString csvField(const QString &text)
{
    const bool quoted =
        text.contains(u',') || text.contains(u'"') || text.contains(u'\r') || text.contains(u'\n');
    if (!quoted)
        return text;
    QString escaped = text;
    escaped.replace(u'"', u"\"\""_s);
    return u'"' + escaped + u'"';
}

QByteArray csvRecord(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &field : fields)
        escaped << csvField(field);
    return escaped.join(u',').toUtf8() + "\r\n";
}

QString csvCell(const QJsonValue &typedValue)
{
    const QJsonObject typed = typedValue.toObject();
    if (typed.size() != 1)
        return {};
    const QString type = typed.begin().key();
    const QJsonValue value = typed.begin().value();
    if (type == u"S"_s || type == u"N"_s || type == u"B"_s)
        return value.toString();
    if (type == u"BOOL"_s)
        return value.toBool() ? u"true"_s : u"false"_s;
    if (type == u"NULL"_s)
        return {};
    const QJsonDocument inner =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(inner.toJson(QJsonDocument::Compact));
}

} // namespace lw::formats
