#include "codegen/codegenimpl.h"

#include "model/compactjson.h"

#include <QJsonDocument>

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::codegen {

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
    QByteArray json;
    json::appendString(json, text);
    return QString::fromUtf8(json);
}

QString numberText(double value)
{
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(json.sliced(1, json.size() - 2)); // inside "[…]"
}

namespace {

QString joined(const QStringList &parts, QChar open, QChar close, const LiteralSyntax &syntax,
               int indent)
{
    const QString padding =
        syntax.paddedBraces && open == u'{' && !parts.isEmpty() ? u" "_s : QString();
    const QString oneLine = open + padding + parts.join(u", "_s) + padding + close;
    if (oneLine.size() + indent <= 96 && !oneLine.contains(u'\n'))
        return oneLine;
    const QString inner(indent + syntax.indentStep, u' ');
    return open + u'\n' + inner + parts.join(u",\n"_s + inner) + u",\n" + QString(indent, u' ') +
           close;
}

} // namespace

QString literal(const QJsonValue &value, const LiteralSyntax &syntax, int indent,
                const QHash<QString, Template> &built)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return syntax.null;
    case QJsonValue::Bool:
        return value.toBool() ? syntax.yes : syntax.no;
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String: {
        const auto template_ = built.constFind(value.toString());
        return template_ == built.constEnd() ? quoted(value.toString()) : syntax.built(*template_);
    }
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &element : value.toArray())
            parts << literal(element, syntax, indent + syntax.indentStep, built);
        return joined(parts, u'[', u']', syntax, indent);
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList parts;
        if (isBinaryValue(object)) {
            const QString type = object.contains(u"B") ? u"B"_s : u"BS"_s;
            QString binary;
            if (type == u"B") {
                binary = syntax.binary(object.value(u"B"));
            } else {
                QStringList set;
                for (const QJsonValue &element : object.value(u"BS").toArray())
                    set << syntax.binary(element);
                binary = u'[' + set.join(u", "_s) + u']';
            }
            parts << syntax.key(type) + u": "_s + binary;
            return joined(parts, u'{', u'}', syntax, indent);
        }
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << syntax.key(it.key()) + u": "_s +
                         literal(it.value(), syntax, indent + syntax.indentStep, built);
        return joined(parts, u'{', u'}', syntax, indent);
    }
    }
    return {};
}

QString offsetText(qint64 offset)
{
    if (offset == 0)
        return {};
    return (offset > 0 ? u" + "_s : u" - "_s) + QString::number(qAbs(offset));
}

QString concatenation(const Template &parts, const PieceSyntax &syntax)
{
    QStringList pieces;
    for (const Part &part : parts) {
        switch (part.kind) {
        case Part::Kind::Text:
            pieces << quoted(part.text);
            break;
        case Part::Kind::Saved:
            pieces << syntax.saved.arg(quoted(part.text));
            break;
        case Part::Kind::ClockSeconds:
            pieces << syntax.clockSeconds.arg(offsetText(part.offset));
            break;
        case Part::Kind::ClockMillis:
            pieces << syntax.clockMillis.arg(offsetText(part.offset));
            break;
        }
    }
    return pieces.join(u" + "_s);
}

std::optional<SelectorPath> selectorPath(QStringView selector)
{
    SelectorPath path;
    QStringView rest = selector.trimmed();
    if (rest.startsWith(u"length(") && rest.endsWith(u')')) {
        path.length = true;
        rest = rest.sliced(7, rest.size() - 8).trimmed();
    }
    static const QRegularExpression step(u"^(?:\\.?([A-Za-z_][A-Za-z0-9_]*)|\\[(-?\\d+)\\])"_s);
    bool first = true;
    while (!rest.isEmpty()) {
        const auto match = step.match(rest);
        if (!match.hasMatch())
            return std::nullopt;
        // A name needs its dot but for the first; an index never has one.
        const bool name = !match.capturedView(1).isEmpty();
        if (name && rest.startsWith(u'.') == first)
            return std::nullopt;
        if (!name)
            path.steps << match.capturedView(2).toInt();
        else
            path.steps << match.captured(1);
        rest = rest.sliced(match.capturedLength());
        first = false;
    }
    if (path.steps.isEmpty())
        return std::nullopt;
    // Members that hold an item, or a list of items, as DynamoDB JSON.
    static const QStringList items{u"Item"_s, u"Attributes"_s, u"LastEvaluatedKey"_s, u"NewImage"_s,
                                   u"OldImage"_s};
    static const QStringList itemLists{u"Items"_s, u"Keys"_s};
    const auto nameAt = [&](qsizetype i) {
        return i >= 0 && std::holds_alternative<QString>(path.steps.at(i))
                   ? std::get<QString>(path.steps.at(i))
                   : QString();
    };
    const qsizetype last = path.steps.size() - 1;
    if (!nameAt(last).isEmpty()) {
        const bool inItem = items.contains(nameAt(last - 1));
        const bool inListed = last >= 2 && std::holds_alternative<int>(path.steps.at(last - 1)) &&
                              itemLists.contains(nameAt(last - 2));
        path.attribute = (inItem || inListed) && !path.length;
    }
    return path;
}

bool isSavable(QStringView selector)
{
    return selectorPath(selector).has_value();
}

Needs needsOf(const QList<Step> &steps)
{
    Needs needs;
    for (const Step &step : steps) {
        needs.lifetimes = needs.lifetimes || step.move.has_value();
        needs.saved = needs.saved || !step.saves.isEmpty();
        needs.expectedErrors = needs.expectedErrors || !step.expectError.isEmpty();
        for (const Save &save : step.saves)
            needs.plain = needs.plain || selectorPath(save.selector)->attribute;
        for (const Template &parts : step.built)
            for (const Part &part : parts) {
                needs.clock = needs.clock || part.kind == Part::Kind::ClockSeconds ||
                              part.kind == Part::Kind::ClockMillis;
                needs.saved = needs.saved || part.kind == Part::Kind::Saved;
            }
    }
    return needs;
}

} // namespace lw::codegen
