#include "requestlog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr int kLabelWidth = 12; // "    key:        PK = …" as the seed aligns its values

QString line(const QString &label, const QString &value)
{
    return u"    "_s + QString(label + u':').leftJustified(kLabelWidth) + value;
}

QString quotedText(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
    return u"'"_s + escaped + u"'"_s;
}

// The names of the object at `path` (member names from the top) in the order the text gives
// them; empty when the text has no such object. A small scanner rather than QJsonDocument,
// which keeps no order.
class OrderScanner
{
public:
    explicit OrderScanner(const QByteArray &text) : m_text(text) {}

    QStringList namesAt(const QStringList &path)
    {
        m_pos = 0;
        m_found.clear();
        m_path = path;
        skipSpace();
        if (peek() == '{')
            object({});
        return m_found;
    }

private:
    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && QChar::isSpace(uchar(m_text.at(m_pos))))
            ++m_pos;
    }
    QString string()
    {
        const qsizetype start = m_pos++;
        while (m_pos < m_text.size() && m_text.at(m_pos) != '"')
            m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
        ++m_pos;
        return QJsonDocument::fromJson('[' + m_text.mid(start, m_pos - start) + ']')
            .array()
            .at(0)
            .toString();
    }
    void value(const QStringList &at)
    {
        skipSpace();
        const char c = peek();
        if (c == '{') {
            object(at);
        } else if (c == '[') {
            ++m_pos;
            for (skipSpace(); peek() && peek() != ']'; skipSpace()) {
                value({});
                skipSpace();
                if (peek() == ',')
                    ++m_pos;
            }
            ++m_pos;
        } else if (c == '"') {
            string();
        } else {
            while (peek() && !QByteArrayView(",}] \t\r\n").contains(peek()))
                ++m_pos;
        }
    }
    void object(const QStringList &at)
    {
        ++m_pos;
        const bool wanted = at == m_path;
        for (skipSpace(); peek() == '"'; skipSpace()) {
            const QString name = string();
            if (wanted)
                m_found << name;
            skipSpace();
            if (peek() == ':')
                ++m_pos;
            value(at.size() < m_path.size() ? at + QStringList{name} : QStringList{u"\x1f"_s});
            skipSpace();
            if (peek() == ',')
                ++m_pos;
        }
        ++m_pos;
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    QStringList m_path, m_found;
};

// An item or key as the seed prints a Python dict: {PK: 'USER#alice', n: 1}, in `order` first.
QString mapText(const QJsonObject &map, const QStringList &order = {})
{
    QStringList names;
    for (const QString &name : order)
        if (map.contains(name) && !names.contains(name))
            names << name;
    for (const QString &name : map.keys())
        if (!names.contains(name))
            names << name;
    QStringList parts;
    for (const QString &name : std::as_const(names))
        parts << name + u": "_s + seedValueText(map.value(name).toObject());
    return u"{"_s + parts.join(u", "_s) + u"}"_s;
}

QString listText(const QJsonArray &values, bool typed, const QString &open, const QString &close)
{
    QStringList parts;
    for (const auto &value : values)
        parts << (typed ? seedValueText(value.toObject()) : value.toString());
    return open + parts.join(u", "_s) + close;
}

QString capacityText(const QJsonValue &consumed, bool reads)
{
    double units = 0;
    const QJsonArray entries = consumed.isArray() ? consumed.toArray() : QJsonArray{consumed};
    for (const auto &entry : entries)
        units += entry.toObject().value(u"CapacityUnits"_s).toDouble();
    return QString::number(units) + (reads ? u" RCU"_s : u" WCU"_s);
}

} // namespace

QString seedValueText(const QJsonObject &attributeValue)
{
    if (attributeValue.size() != 1)
        return QString::fromUtf8(QJsonDocument(attributeValue).toJson(QJsonDocument::Compact));
    const QString type = attributeValue.begin().key();
    const QJsonValue value = attributeValue.begin().value();
    if (type == u"S"_s)
        return quotedText(value.toString());
    if (type == u"N"_s)
        return value.toString();
    if (type == u"B"_s)
        return u"b'"_s + value.toString() + u"'"_s;
    if (type == u"BOOL"_s)
        return value.toBool() ? u"True"_s : u"False"_s;
    if (type == u"NULL"_s)
        return u"None"_s;
    if (type == u"L"_s)
        return listText(value.toArray(), true, u"["_s, u"]"_s);
    if (type == u"M"_s)
        return mapText(value.toObject());
    QJsonArray members = value.toArray();
    if (type == u"SS"_s) {
        QJsonArray quoted;
        for (const auto &member : std::as_const(members))
            quoted << quotedText(member.toString());
        members = quoted;
    }
    return listText(members, false, u"{"_s, u"}"_s);
}

QString substitutePlaceholders(const QString &expression, const QJsonObject &names,
                               const QJsonObject &values)
{
    static const QRegularExpression placeholder(u"[#:][A-Za-z0-9_]+"_s);
    QString out;
    qsizetype from = 0;
    for (auto it = placeholder.globalMatch(expression); it.hasNext();) {
        const auto match = it.next();
        const QString token = match.captured();
        QString replacement = token;
        if (token.startsWith(u'#') && names.contains(token))
            replacement = names.value(token).toString();
        else if (token.startsWith(u':') && values.contains(token))
            replacement = seedValueText(values.value(token).toObject());
        out += QStringView(expression).sliced(from, match.capturedStart() - from) + replacement;
        from = match.capturedEnd();
    }
    return out + QStringView(expression).sliced(from);
}

QStringList requestLogLines(const QString &action, const QJsonObject &request,
                            const QJsonObject &response, const QByteArray &requestText,
                            const QString &client)
{
    const QString table = request.value(u"TableName"_s).toString();
    QStringList lines{u">>> "_s + action + (table.isEmpty() ? QString() : u" "_s + table)};
    if (!client.isEmpty())
        lines << line(u"client"_s, client);
    const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    const QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
    const auto expression = [&](const QString &member) {
        return substitutePlaceholders(request.value(member).toString(), names, values);
    };
    OrderScanner order(requestText);

    if (request.contains(u"Item"_s))
        lines << line(u"item"_s,
                      mapText(request.value(u"Item"_s).toObject(), order.namesAt({u"Item"_s})));
    if (request.contains(u"KeyConditionExpression"_s))
        lines << line(u"key"_s, expression(u"KeyConditionExpression"_s));
    else if (request.value(u"Key"_s).isString()) // an archive bucket object's key
        lines << line(u"key"_s, request.value(u"Key"_s).toString());
    else if (request.contains(u"Key"_s))
        lines << line(u"key"_s,
                      mapText(request.value(u"Key"_s).toObject(), order.namesAt({u"Key"_s})));
    for (auto [member, label] : {std::pair{u"UpdateExpression"_s, u"update"_s},
                                 std::pair{u"FilterExpression"_s, u"filter"_s},
                                 std::pair{u"ConditionExpression"_s, u"condition"_s},
                                 std::pair{u"ProjectionExpression"_s, u"projection"_s}})
        if (request.contains(member))
            lines << line(label, expression(member));
    for (const auto &member : {u"IndexName"_s, u"Limit"_s})
        if (request.contains(member))
            lines << line(member, request.value(member).toVariant().toString());

    // PartiQL: each statement as written, its parameters as the seed prints values.
    QJsonArray statements = request.value(u"Statements"_s).toArray();
    for (const auto &member : request.value(u"TransactStatements"_s).toArray())
        statements.append(member);
    if (request.contains(u"Statement"_s))
        statements.prepend(request);
    bool selects = !statements.isEmpty();
    for (const auto &member : statements) {
        const QString text = member[u"Statement"_s].toString();
        selects = selects && text.trimmed().startsWith(u"SELECT"_s, Qt::CaseInsensitive);
        lines << line(u"statement"_s, text.simplified());
        QStringList parameters;
        for (const auto &p : member[u"Parameters"_s].toArray())
            parameters << seedValueText(p.toObject());
        if (!parameters.isEmpty())
            lines << line(u"parameters"_s, parameters.join(u", "_s));
    }

    const QJsonObject batch = request.value(u"RequestItems"_s).toObject();
    if (action == u"BatchWriteItem"_s) {
        for (auto it = batch.begin(); it != batch.end(); ++it) {
            int puts = 0, deletes = 0;
            for (const auto &write : it.value().toArray()) {
                puts += write.toObject().contains(u"PutRequest"_s);
                deletes += write.toObject().contains(u"DeleteRequest"_s);
            }
            lines << u"    "_s + it.key() + u": %1 puts, %2 deletes"_s.arg(puts).arg(deletes);
        }
    }
    if (response.contains(u"ConsumedCapacity"_s)) {
        static const QStringList reads{u"GetItem"_s, u"Query"_s, u"Scan"_s, u"BatchGetItem"_s,
                                       u"TransactGetItems"_s};
        lines << line(u"capacity"_s, capacityText(response.value(u"ConsumedCapacity"_s),
                                                  reads.contains(action) || selects));
    }
    return lines;
}

} // namespace lw
