#include "placeholders.h"

#include "model/error.h"
#include "time/timetext.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

struct Placeholder
{
    qsizetype start = 0, end = 0; // of "${…}" in the text
    QString name;
    qint64 offset = 0; // in the base's unit
};

// Reads the placeholder whose "${" is at `start`.
std::expected<Placeholder, QString> readPlaceholder(QStringView text, qsizetype start)
{
    const qsizetype close = text.indexOf(u'}', start);
    if (close < 0)
        return std::unexpected(u"\"${\" at %1 is not closed"_s.arg(start + 1));
    const QStringView inside = text.sliced(start + 2, close - start - 2);
    const QString whole = text.sliced(start, close - start + 1).toString();
    Placeholder placeholder{start, close + 1, inside.toString(), 0};
    if (inside.isEmpty())
        return std::unexpected(u"\"%1\" names nothing"_s.arg(whole));
    const qsizetype sign = std::max(inside.indexOf(u'+'), inside.indexOf(u'-'));
    if (sign < 0)
        return placeholder;
    placeholder.name = inside.first(sign).toString();
    if (placeholder.name != u"now"_s && placeholder.name != u"nowMs"_s)
        return std::unexpected(u"\"%1\": only now and nowMs take an offset"_s.arg(whole));
    const QStringView amount = inside.sliced(sign + 1);
    bool isNumber = false;
    qint64 offset = amount.toLongLong(&isNumber);
    if (!isNumber) {
        const auto duration = parseDurationMs(amount);
        if (!duration)
            return std::unexpected(
                u"\"%1\": the offset must be a whole number or a DURATION such as 30d"_s.arg(
                    whole));
        offset = placeholder.name == u"now"_s ? *duration / 1000 : *duration;
    }
    placeholder.offset = inside.at(sign) == u'-' ? -offset : offset;
    return placeholder;
}

// Calls `visit` for every placeholder, in order; `literal` for the text between them.
template<class Literal, class Visit>
std::expected<void, QString> forEachPlaceholder(QStringView text, Literal literal, Visit visit)
{
    qsizetype from = 0;
    for (qsizetype i = text.indexOf(u"${"); i >= 0; i = text.indexOf(u"${", from)) {
        if (i > 0 && text.at(i - 1) == u'$') { // "$${": a literal "${"
            literal(text.sliced(from, i - 1 - from));
            literal(u"${");
            from = i + 2;
            continue;
        }
        auto placeholder = readPlaceholder(text, i);
        LW_TRY(placeholder);
        literal(text.sliced(from, i - from));
        if (auto visited = visit(*placeholder); !visited)
            return visited;
        from = placeholder->end;
    }
    literal(text.sliced(from));
    return {};
}

QString jsonStringInside(const QString &value)
{
    const QByteArray quoted = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(quoted.sliced(2, quoted.size() - 4)); // without ["…"]
}

} // namespace

std::expected<QStringList, QString> placeholderNames(QStringView text)
{
    QStringList names;
    auto scanned = forEachPlaceholder(
        text, [](QStringView) {},
        [&](const Placeholder &placeholder) -> std::expected<void, QString> {
            names << placeholder.name;
            return {};
        });
    LW_TRY(scanned);
    return names;
}

std::expected<QList<PlaceholderPart>, QString> placeholderParts(QStringView text)
{
    QList<PlaceholderPart> parts;
    auto scanned = forEachPlaceholder(
        text,
        [&](QStringView literal) {
            if (literal.isEmpty())
                return;
            if (!parts.isEmpty() && !parts.back().placeholder)
                parts.back().text += literal;
            else
                parts.append({false, literal.toString(), 0});
        },
        [&](const Placeholder &placeholder) -> std::expected<void, QString> {
            parts.append({true, placeholder.name, placeholder.offset});
            return {};
        });
    LW_TRY(scanned);
    return parts;
}

std::expected<QString, QString>
substitutePlaceholders(QStringView text, const PlaceholderValues &values, bool jsonEscaped)
{
    QString out;
    auto replaced = forEachPlaceholder(
        text, [&](QStringView literal) { out += literal; },
        [&](const Placeholder &placeholder) -> std::expected<void, QString> {
            QString value;
            if (placeholder.name == u"now"_s) // seconds rounded down, also before 1970
                value =
                    QString::number((values.nowMs - (values.nowMs % 1000 + 1000) % 1000) / 1000 +
                                    placeholder.offset);
            else if (placeholder.name == u"nowMs"_s)
                value = QString::number(values.nowMs + placeholder.offset);
            else if (values.saved.contains(placeholder.name))
                value = values.saved.value(placeholder.name);
            else
                return std::unexpected(u"\"${%1}\" names no saved value"_s.arg(placeholder.name));
            out += jsonEscaped ? jsonStringInside(value) : value;
            return {};
        });
    LW_TRY(replaced);
    return out;
}

QString escapePlaceholders(const QString &text)
{
    return QString(text).replace(u"${"_s, u"$${"_s);
}

} // namespace lw::scenario
