#include "documentpath.h"

#include "lexer.h"
#include "reservedwords.h"

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

const QString kPrefix = u"Invalid ProjectionExpression: "_s;

// The first error of each kind met while reading the paths; reported in DynamoDB's order.
struct PathErrors
{
    QString reserved, undefinedName, overlap, conflict;

    std::optional<QString> first() const
    {
        for (const QString *e : {&reserved, &undefinedName, &overlap, &conflict}) {
            if (!e->isEmpty())
                return *e;
        }
        return std::nullopt;
    }
};

void checkAgainst(const DocumentPath &earlier, const DocumentPath &path, PathErrors &errors)
{
    const qsizetype common = std::min(earlier.size(), path.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (earlier[i].isIndex() != path[i].isIndex()) {
            if (errors.conflict.isEmpty())
                errors.conflict = u"Two document paths conflict with each other; must remove or "
                                  u"rewrite one of these paths; path one: "_s +
                                  pathText(earlier) + u", path two: "_s + pathText(path);
            return;
        }
        if (earlier[i] != path[i])
            return;
    }
    if (errors.overlap.isEmpty())
        errors.overlap = u"Two document paths overlap with each other; must remove or rewrite one "
                         u"of these paths; path one: "_s +
                         pathText(earlier) + u", path two: "_s + pathText(path);
}

class ProjectionParser
{
public:
    ProjectionParser(QStringView expression, const QList<Token> &tokens, const QJsonObject &names,
                     QSet<QString> &usedNames)
        : m_expression(expression), m_tokens(tokens), m_names(names), m_usedNames(usedNames)
    {}

    Result<QList<DocumentPath>> parse()
    {
        QList<DocumentPath> paths;
        for (;;) {
            auto path = readPath();
            if (!path)
                return std::unexpected(path.error());
            for (const auto &earlier : std::as_const(paths))
                checkAgainst(earlier, *path, m_errors);
            paths << *path;
            if (peek().kind == Token::End)
                break;
            if (peek().kind != Token::Comma)
                return syntaxError();
            ++m_pos;
        }
        if (auto error = m_errors.first())
            return std::unexpected(validationError(kPrefix + *error));
        return paths;
    }

private:
    const Token &peek() const { return m_tokens[m_pos]; }

    std::unexpected<Error> syntaxError() const
    {
        return std::unexpected(
            validationError(kPrefix + syntaxErrorMessage(m_expression, m_tokens, m_pos)));
    }

    // A map key: a bare name (which must not be reserved) or a #placeholder.
    std::optional<QString> readName()
    {
        const Token &t = peek();
        if (t.kind == Token::Name) {
            ++m_pos;
            if (isReservedWord(t.text) && m_errors.reserved.isEmpty())
                m_errors.reserved = u"Attribute name is a reserved keyword; reserved keyword: "_s +
                                    t.text.toString();
            return t.text.toString();
        }
        if (t.kind == Token::NamePlaceholder) {
            ++m_pos;
            const QString placeholder = t.text.toString();
            if (!m_names.contains(placeholder)) {
                if (m_errors.undefinedName.isEmpty())
                    m_errors.undefinedName = u"An expression attribute name used in the document "
                                             u"path is not defined; attribute name: "_s +
                                             placeholder;
                return placeholder;
            }
            m_usedNames.insert(placeholder);
            return m_names.value(placeholder).toString();
        }
        return std::nullopt;
    }

    Result<DocumentPath> readPath()
    {
        DocumentPath path;
        auto first = readName();
        if (!first)
            return syntaxError();
        path << PathElement{*first, -1};
        for (;;) {
            if (peek().kind == Token::Dot) {
                ++m_pos;
                auto name = readName();
                if (!name)
                    return syntaxError();
                path << PathElement{*name, -1};
            } else if (peek().kind == Token::LBracket) {
                ++m_pos;
                bool ok = false;
                const qint64 index = peek().text.toLongLong(&ok);
                if (peek().kind != Token::Number || !ok)
                    return syntaxError();
                ++m_pos;
                if (peek().kind != Token::RBracket)
                    return syntaxError();
                ++m_pos;
                path << PathElement{QString(), index};
            } else {
                return path;
            }
        }
    }

    QStringView m_expression;
    const QList<Token> &m_tokens;
    const QJsonObject &m_names;
    QSet<QString> &m_usedNames;
    qsizetype m_pos = 0;
    PathErrors m_errors;
};

std::optional<AttributeValue> project(const AttributeValue &value,
                                      const QList<DocumentPath> &suffixes);

// The entries of `map` the (non-empty) suffixes name; an empty map when they name none.
AttributeMap projectMap(const AttributeMap &map, const QList<DocumentPath> &suffixes)
{
    std::map<QString, QList<DocumentPath>> byName;
    for (const auto &s : suffixes) {
        if (!s.first().isIndex())
            byName[s.first().name] << s.sliced(1);
    }
    AttributeMap out;
    for (const auto &[name, rest] : byName) {
        auto it = map.find(name);
        if (it == map.end())
            continue;
        if (auto v = project(it->second, rest))
            out.emplace(name, std::move(*v));
    }
    return out;
}

// `suffixes` are what remains of each path below `value`; an empty suffix takes it whole.
std::optional<AttributeValue> project(const AttributeValue &value,
                                      const QList<DocumentPath> &suffixes)
{
    if (std::any_of(suffixes.begin(), suffixes.end(), [](const auto &s) { return s.isEmpty(); }))
        return value;
    if (value.type() == AttributeValue::Type::M) {
        AttributeMap out = projectMap(value.asMap(), suffixes);
        return out.empty() ? std::nullopt : std::optional(AttributeValue::map(std::move(out)));
    }
    if (value.type() == AttributeValue::Type::L) {
        std::map<qint64, QList<DocumentPath>> byIndex;
        for (const auto &s : suffixes) {
            if (s.first().isIndex())
                byIndex[s.first().index] << s.sliced(1);
        }
        AttributeList out;
        for (const auto &[index, rest] : byIndex) {
            if (index >= qint64(value.asList().size()))
                break;
            if (auto v = project(value.asList()[size_t(index)], rest))
                out.push_back(std::move(*v));
        }
        return out.empty() ? std::nullopt : std::optional(AttributeValue::list(std::move(out)));
    }
    return std::nullopt; // a path goes deeper than a scalar: it names nothing
}

} // namespace

QString pathText(const DocumentPath &path)
{
    QStringList parts;
    for (const auto &e : path)
        parts << (e.isIndex() ? u'[' + QString::number(e.index) + u']' : e.name);
    return u'[' + parts.join(u", "_s) + u']';
}

Result<QList<DocumentPath>> parseProjection(QStringView expression, const QJsonObject &names,
                                            QSet<QString> &usedNames)
{
    if (expression.trimmed().isEmpty())
        return std::unexpected(validationError(kPrefix + u"The expression can not be empty;"_s));
    auto tokens = tokenize(expression);
    if (!tokens)
        return std::unexpected(validationError(kPrefix + tokens.error().message));
    return ProjectionParser(expression, *tokens, names, usedNames).parse();
}

Item applyProjection(const Item &item, const QList<DocumentPath> &paths)
{
    return projectMap(item, paths);
}

} // namespace lw::expr
