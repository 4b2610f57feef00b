#include "codegen/codegenimpl.h"

#include "model/compactjson.h"
#include "validation/validate.h"

#include <QJsonDocument>

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

// Each language once: its name on the command line and in files, and its title in menus.
struct LanguageName
{
    Language language;
    QStringView name, title;
};
constexpr LanguageName kLanguages[] = {
    {Language::Python, u"python", u"Python (boto3)"},
    {Language::PythonResource, u"python-resource", u"Python (boto3 Table resource)"},
    {Language::JavaScript, u"js", u"JavaScript (AWS SDK v3)"},
    {Language::JsDocument, u"js-document", u"JavaScript (lib-dynamodb document client)"},
    {Language::Cli, u"cli", u"AWS CLI"},
    {Language::Go, u"go", u"Go (AWS SDK v2)"},
    {Language::Java, u"java", u"Java (AWS SDK v2)"},
};

} // namespace

std::optional<Language> languageNamed(QStringView name)
{
    for (const LanguageName &entry : kLanguages)
        if (entry.name == name)
            return entry.language;
    return std::nullopt;
}

QStringList languageNames()
{
    QStringList names;
    for (const LanguageName &entry : kLanguages)
        names << entry.name.toString();
    return names;
}

QString languageTitle(Language language)
{
    for (const LanguageName &entry : kLanguages)
        if (entry.language == language)
            return entry.title.toString();
    Q_UNREACHABLE();
    return {};
}

QString program(Language language, const QList<Step> &steps, const Target &target)
{
    switch (language) {
    case Language::Python:
        return pythonProgram(steps, target, false);
    case Language::PythonResource:
        return pythonProgram(steps, target, true);
    case Language::JavaScript:
        return javaScriptProgram(steps, target, false);
    case Language::JsDocument:
        return javaScriptProgram(steps, target, true);
    case Language::Cli:
        return cliProgram(steps, target);
    case Language::Go:
        return goProgram(steps, target);
    case Language::Java:
        return javaProgram(steps, target);
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

QString joined(const QStringList &parts, bool object, const LiteralSyntax &syntax, int indent)
{
    return bracketed(parts, object ? syntax.objectOpen : syntax.arrayOpen,
                     object ? syntax.objectClose : syntax.arrayClose, indent, syntax.indentStep,
                     syntax.trailingComma, syntax.paddedBraces && object);
}

} // namespace

QString bracketed(const QStringList &parts, const QString &open, const QString &close, int indent,
                  int indentStep, bool trailingComma, bool padded)
{
    const QString padding = padded && !parts.isEmpty() ? u" "_s : QString();
    const QString oneLine = open + padding + parts.join(u", "_s) + padding + close;
    if (parts.isEmpty() || (oneLine.size() + indent <= 96 && !oneLine.contains(u'\n')))
        return oneLine;
    const QString inner(indent + indentStep, u' ');
    return open + u'\n' + inner + parts.join(u",\n"_s + inner) + (trailingComma ? u",\n" : u"\n") +
           QString(indent, u' ') + close;
}

QString byteEscapes(const QByteArray &bytes, QChar quote)
{
    QString text;
    for (const char byte : bytes) {
        const auto c = static_cast<unsigned char>(byte);
        if (c == '\\' || QChar(char16_t(c)) == quote)
            text += u'\\' + QChar(char16_t(c));
        else if (c >= 0x20 && c < 0x7f)
            text += QChar(char16_t(c));
        else
            text += u"\\x%1"_s.arg(c, 2, 16, QLatin1Char('0'));
    }
    return text;
}

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
        return syntax.number(value.toDouble());
    case QJsonValue::String: {
        const auto template_ = built.constFind(value.toString());
        return template_ == built.constEnd() ? quoted(value.toString()) : syntax.built(*template_);
    }
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &element : value.toArray())
            parts << literal(element, syntax, indent + syntax.indentStep, built);
        return joined(parts, false, syntax, indent);
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
            parts << syntax.key(type) + syntax.keySeparator + binary;
            return joined(parts, true, syntax, indent);
        }
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << syntax.key(it.key()) + syntax.keySeparator +
                         literal(it.value(), syntax, indent + syntax.indentStep, built);
        return joined(parts, true, syntax, indent);
    }
    }
    return {};
}

QString plainValue(const QJsonObject &typed, const PlainSyntax &syntax, int indent,
                   const QHash<QString, Template> &built)
{
    const LiteralSyntax &literals = *syntax.literals;
    const QString kind = typed.begin().key();
    const QJsonValue inner = typed.begin().value();
    const auto string = [&](const QJsonValue &text) { return literal(text, literals, 0, built); };
    const auto exact = [&](const QJsonValue &decimal) {
        return syntax.exact && !built.contains(decimal.toString()) &&
               syntax.exact(decimal.toString());
    };
    if (kind == u"S")
        return string(inner);
    if (kind == u"N")
        return syntax.number(inner.toString(), string(inner), exact(inner));
    if (kind == u"B")
        return literals.binary(inner);
    if (kind == u"BOOL")
        return inner.toBool() ? literals.yes : literals.no;
    if (kind == u"NULL")
        return literals.null;
    QStringList parts;
    const int deeper = indent + literals.indentStep;
    if (kind == u"M") {
        const QJsonObject map = inner.toObject();
        for (auto it = map.begin(); it != map.end(); ++it)
            parts << literals.key(it.key()) + literals.keySeparator +
                         plainValue(it.value().toObject(), syntax, deeper, built);
        return joined(parts, true, literals, indent);
    }
    const QJsonArray elements = inner.toArray();
    // A set's numbers are written alike: lib-dynamodb reads the first to tell the set's type.
    const bool allExact = std::ranges::all_of(elements, exact);
    for (const QJsonValue &e : elements)
        parts << (kind == u"L"    ? plainValue(e.toObject(), syntax, deeper, built)
                  : kind == u"SS" ? string(e)
                  : kind == u"NS" ? syntax.number(e.toString(), string(e), allExact)
                                  : literals.binary(e));
    if (kind == u"L")
        return joined(parts, false, literals, indent);
    return bracketed(parts, syntax.setOpen, syntax.setClose, indent, literals.indentStep,
                     literals.trailingComma);
}

QString documentLiteral(const QJsonValue &value, const validation::Shape &shape,
                        const PlainSyntax &plain, int indent, const QHash<QString, Template> &built)
{
    using validation::Kind;
    const LiteralSyntax &syntax = *plain.literals;
    const int inner = indent + syntax.indentStep;
    QStringList parts;
    switch (shape.kind) {
    case Kind::AttributeValue:
    case Kind::FieldAttributeValue:
        return plainValue(value.toObject(), plain, indent, built);
    case Kind::List:
    case Kind::ParameterizedList:
        for (const QJsonValue &element : value.toArray())
            parts << documentLiteral(element, *shape.element, plain, inner, built);
        return joined(parts, false, syntax, indent);
    case Kind::Map:
    case Kind::ParameterizedMap: {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << syntax.key(it.key()) + syntax.keySeparator +
                         documentLiteral(it.value(), *shape.element, plain, inner, built);
        return joined(parts, true, syntax, indent);
    }
    case Kind::Structure:
    case Kind::FieldStructure: {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const validation::Member *member = memberNamed(shape.members, it.key());
            parts << syntax.key(it.key()) + syntax.keySeparator +
                         (member ? documentLiteral(it.value(), member->shape, plain, inner, built)
                                 : literal(it.value(), syntax, inner, built));
        }
        return joined(parts, true, syntax, indent);
    }
    default:
        return literal(value, syntax, indent, built);
    }
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

bool holdsItem(QStringView name)
{
    return name == u"Item" || name == u"Attributes" || name == u"LastEvaluatedKey" ||
           name == u"NewImage" || name == u"OldImage";
}

bool holdsItems(QStringView name)
{
    return name == u"Items" || name == u"Keys";
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
    const auto nameAt = [&](qsizetype i) {
        return i >= 0 && std::holds_alternative<QString>(path.steps.at(i))
                   ? std::get<QString>(path.steps.at(i))
                   : QString();
    };
    const qsizetype last = path.steps.size() - 1;
    if (!nameAt(last).isEmpty()) {
        const bool inItem = holdsItem(nameAt(last - 1));
        const bool inListed = last >= 2 && std::holds_alternative<int>(path.steps.at(last - 1)) &&
                              holdsItems(nameAt(last - 2));
        path.attribute = (inItem || inListed) && !path.length;
    }
    return path;
}

const std::vector<validation::Member> *requestMembers(QStringView action)
{
    const validation::ActionSpec *spec = validation::specFor(action);
    return spec ? &spec->members : nullptr;
}

const validation::Member *memberNamed(const std::vector<validation::Member> &members,
                                      QStringView name)
{
    const auto it = std::ranges::find(members, name, &validation::Member::name);
    return it == members.end() ? nullptr : &*it;
}

QList<TypedMember> typedMembers(const QJsonObject &object,
                                const std::vector<validation::Member> &members,
                                QStringList &unknown)
{
    QList<TypedMember> typed;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (const validation::Member *member = memberNamed(members, it.key()))
            typed.append({it.key(), it.value(), &member->shape});
        else
            unknown << it.key();
    }
    return typed;
}

QString unknownMembersText(const QString &action, const QStringList &unknown)
{
    return u"The SDK's model has no member "_s + unknown.join(u", "_s) + u" in "_s + action +
           u": left out."_s;
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
