#include "linetemplate.h"

#include "pythontext.h"

using namespace Qt::StringLiterals;

namespace lw::scenario {

std::expected<LineTemplate, QString> LineTemplate::parse(QStringView text)
{
    LineTemplate parsed;
    parsed.m_text = text.toString();
    QString literal;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if ((c == u'{' || c == u'}') && i + 1 < text.size() && text.at(i + 1) == c) {
            literal += c;
            ++i;
            continue;
        }
        if (c == u'}')
            return std::unexpected(
                u"\"}\" at %1 has no \"{\" (write \"}}\" for a brace)"_s.arg(i + 1));
        if (c != u'{') {
            literal += c;
            continue;
        }
        const qsizetype close = text.indexOf(u'}', i);
        if (close < 0)
            return std::unexpected(u"\"{\" at %1 is not closed"_s.arg(i + 1));
        QStringView inside = text.sliced(i + 1, close - i - 1);
        Part part{literal, std::nullopt, inside.startsWith(u'+')};
        auto selector = Selector::parse(part.sign ? inside.sliced(1) : inside);
        if (!selector)
            return std::unexpected(text.sliced(i, close - i + 1).toString() + u": "_s +
                                   selector.error());
        part.selector = std::move(*selector);
        parsed.m_parts.append(std::move(part));
        literal.clear();
        i = close;
    }
    if (!literal.isEmpty())
        parsed.m_parts.append(Part{literal, std::nullopt, false});
    return parsed;
}

QString LineTemplate::render(const QJsonValue &root) const
{
    QString line;
    for (const Part &part : m_parts) {
        line += part.literal;
        if (!part.selector)
            continue;
        const QJsonValue value = part.selector->evaluate(root);
        const QString text = pythonStr(value);
        line += part.sign && value.isDouble() && value.toDouble() >= 0 ? u"+"_s + text : text;
    }
    return line;
}

} // namespace lw::scenario
