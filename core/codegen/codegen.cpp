#include "codegen/codegenimpl.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

constexpr QStringView kServiceActions[] = {
    u"BatchGetItem",
    u"BatchWriteItem",
    u"CreateTable",
    u"DeleteItem",
    u"DeleteTable",
    u"DescribeTable",
    u"DescribeTimeToLive",
    u"GetItem",
    u"ListTables",
    u"PutItem",
    u"Query",
    u"Scan",
    u"TransactGetItems",
    u"TransactWriteItems",
    u"UpdateItem",
    u"UpdateTable",
    u"UpdateTimeToLive",
};
constexpr QStringView kStreamsActions[] = {u"DescribeStream", u"GetRecords", u"GetShardIterator",
                                           u"ListStreams"};

} // namespace

std::optional<Language> languageNamed(QStringView name)
{
    if (name == u"python")
        return Language::Python;
    if (name == u"js")
        return Language::JavaScript;
    if (name == u"cli")
        return Language::Cli;
    return std::nullopt;
}

QStringList languageNames()
{
    return {u"python"_s, u"js"_s, u"cli"_s};
}

bool isStreamsAction(QStringView action)
{
    return std::ranges::find(kStreamsActions, action) != std::end(kStreamsActions);
}

bool isServiceAction(QStringView action)
{
    return isStreamsAction(action) ||
           std::ranges::find(kServiceActions, action) != std::end(kServiceActions);
}

QString program(Language language, const QList<Step> &steps, const Target &target)
{
    switch (language) {
    case Language::Python:
        return pythonProgram(steps, target);
    case Language::JavaScript:
        return javaScriptProgram(steps, target);
    case Language::Cli:
        return cliProgram(steps, target);
    }
    Q_UNREACHABLE();
    return {};
}

QString wordsJoined(QStringView camel, QChar separator)
{
    QString joined;
    for (qsizetype i = 0; i < camel.size(); ++i) {
        const QChar c = camel[i];
        if (c.isUpper() && i > 0)
            joined += separator;
        joined += c.toLower();
    }
    return joined;
}

QString lowerFirst(QStringView name)
{
    return name.isEmpty() ? QString() : name.first(1).toString().toLower() + name.sliced(1);
}

bool isBinaryValue(const QJsonObject &object)
{
    if (object.size() != 1)
        return false;
    if (object.contains(u"B"))
        return object.value(u"B").isString();
    if (!object.contains(u"BS") || !object.value(u"BS").isArray())
        return false;
    const QJsonArray set = object.value(u"BS").toArray();
    return std::ranges::all_of(set, [](const QJsonValue &v) { return v.isString(); });
}

QByteArray decodedBase64(const QJsonValue &value)
{
    return QByteArray::fromBase64(value.toString().toLatin1());
}

QString commentLines(const QString &text, QStringView prefix)
{
    QString lines;
    for (const QString &paragraph : text.split(u'\n')) {
        QString line;
        for (const QString &word : paragraph.split(u' ', Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && prefix.size() + line.size() + 1 + word.size() > 96) {
                lines += prefix + line + u'\n';
                line.clear();
            }
            line += (line.isEmpty() ? QString() : u" "_s) + word;
        }
        lines += (line.isEmpty() ? prefix.trimmed().toString() : prefix + line) + u'\n';
    }
    return lines;
}

QString quoted(const QString &text)
{
    QString literal = u"'"_s;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '\\':
            literal += u"\\\\"_s;
            break;
        case '\'':
            literal += u"\\'"_s;
            break;
        case '\n':
            literal += u"\\n"_s;
            break;
        case '\r':
            literal += u"\\r"_s;
            break;
        case '\t':
            literal += u"\\t"_s;
            break;
        case 0x2028:
        case 0x2029:
            literal += u"\\u%1"_s.arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                literal += u"\\x%1"_s.arg(int(c.unicode()), 2, 16, QLatin1Char('0'));
            else
                literal += c;
        }
    }
    return literal + u'\'';
}

QString numberText(double value)
{
    if (value == double(qint64(value)))
        return QString::number(qint64(value));
    return QString::number(value, 'g', 17);
}

} // namespace lw::codegen
