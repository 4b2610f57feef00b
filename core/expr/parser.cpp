#include "parserimpl.h"

#include "reservedwords.h"

using namespace Qt::StringLiterals;

namespace lw::expr::parsing {

Result<QList<DocumentPath>> Parser::projection()
{
    QList<DocumentPath> paths;
    for (;;) {
        auto path = documentPath();
        LW_TRY(path);
        for (const auto &earlier : std::as_const(paths))
            noteFirstClash(earlier, *path);
        paths << std::move(*path);
        if (peek().kind == Token::End)
            break;
        if (peek().kind != Token::Comma)
            return syntaxError();
        ++m_pos;
    }
    auto error = Slots::firstOf(
        {&m_slots.reserved, &m_slots.undefinedName, &m_slots.overlap, &m_slots.conflict});
    if (error)
        return std::unexpected(validationError(*error));
    return paths;
}

const Token &Parser::peek(qsizetype ahead) const
{
    return m_tokens[std::min(m_pos + ahead, m_tokens.size() - 1)];
}

bool Parser::isKeyword(const Token &t, QStringView keyword) const
{
    return t.kind == Token::Name && t.text.compare(keyword, Qt::CaseInsensitive) == 0;
}

std::unexpected<Error> Parser::syntaxError() const
{
    return std::unexpected(validationError(syntaxErrorMessage(m_text, m_tokens, m_pos)));
}

std::unexpected<Error> Parser::limitError(const QString &text) const
{
    return std::unexpected(validationError(text));
}

Status Parser::countOperator()
{
    if (++m_operators > kMaxOperators)
        return limitError(
            u"The expression contains too many operators; operator count: %1"_s.arg(m_operators));
    return {};
}

Status Parser::enter(int depth) const
{
    if (depth > kMaxNesting)
        return limitError(
            u"The expression has too many nested parentheses; nesting level: %1"_s.arg(depth));
    return {};
}

bool Parser::atFunctionCall() const
{
    return peek().kind == Token::Name && peek(1).kind == Token::LParen &&
           !kKeywords.contains(peek().text.toString().toUpper());
}

Result<Typed> Parser::parenthesizedOperand(int depth, Grammar grammar)
{
    LW_TRY(enter(depth + 1));
    ++m_pos;
    auto inner =
        grammar == Grammar::Condition ? conditionOperand(depth + 1) : updateOperand(depth + 1);
    if (!inner)
        return inner;
    if (peek().kind != Token::RParen)
        return syntaxError();
    ++m_pos;
    // DynamoDB's update grammar allows any parentheses around an operand; the condition
    // grammar refuses two pairs around one.
    if (inner->parenthesized && grammar == Grammar::Condition)
        Slots::note(m_slots.parens, u"The expression has redundant parentheses;"_s);
    inner->parenthesized = true;
    return inner;
}

Result<Typed> Parser::plainOperand()
{
    Typed t;
    if (peek().kind == Token::ValuePlaceholder) {
        t.operand.kind = Operand::Kind::Value;
        const QString name = peek().text.toString();
        ++m_pos;
        auto it = m_placeholders.values.constFind(name);
        if (it == m_placeholders.values.cend()) {
            noteUndefined(name, false);
        } else {
            if (m_slots.nameOrValue.isEmpty())
                m_placeholders.usedValues.insert(name);
            t.operand.value = *it;
            t.staticType = it->typeName();
            t.isLiteral = true;
        }
        return t;
    }
    auto path = documentPath();
    LW_TRY(path);
    t.operand.kind = Operand::Kind::Path;
    t.operand.path = std::move(*path);
    return t;
}

Result<Call> Parser::functionCall(int depth)
{
    Call call{peek().text.toString(), {}};
    m_pos += 2; // name and '('
    LW_TRY(countOperator());
    LW_TRY(enter(depth + 1));
    auto args = operandList(depth + 1, m_grammar);
    LW_TRY(args);
    if (peek().kind != Token::RParen)
        return syntaxError();
    ++m_pos;
    call.args = std::move(*args);
    return call;
}

Result<std::vector<Typed>> Parser::operandList(int depth, Grammar grammar)
{
    std::vector<Typed> list;
    for (;;) {
        auto operand =
            grammar == Grammar::Condition ? conditionOperand(depth) : updateOperand(depth);
        LW_TRY(operand);
        list.push_back(std::move(*operand));
        if (peek().kind != Token::Comma)
            return list;
        ++m_pos;
    }
}

void Parser::noteUndefined(const QString &placeholder, bool isName)
{
    const QString text =
        isName ? u"An expression attribute name used in the document path is not defined; "
                 u"attribute name: "_s +
                     placeholder
               : u"An expression attribute value used in expression is not defined; "
                 u"attribute value: "_s +
                     placeholder;
    if (m_grammar == Grammar::Condition)
        Slots::note(m_slots.nameOrValue, text);
    else
        Slots::note(isName ? m_slots.undefinedName : m_slots.undefinedValue, text);
}

void Parser::noteFirstClash(const DocumentPath &earlier, const DocumentPath &path)
{
    const Clash clash = clashOf(earlier, path);
    QString &slot = clash == Clash::Overlap ? m_slots.overlap : m_slots.conflict;
    if (clash != Clash::None && slot.isEmpty())
        slot = clashText(clash, earlier, path);
}

Parser::Clash Parser::clashOf(const DocumentPath &a, const DocumentPath &b)
{
    const qsizetype common = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (a[i].isIndex() != b[i].isIndex())
            return Clash::Conflict;
        if (a[i] != b[i])
            return Clash::None;
    }
    return Clash::Overlap;
}

QString Parser::clashText(Clash clash, const DocumentPath &a, const DocumentPath &b)
{
    return (clash == Clash::Overlap ? u"Two document paths overlap with each other; "_s
                                    : u"Two document paths conflict with each other; "_s) +
           u"must remove or rewrite one of these paths; path one: "_s + pathText(a) +
           u", path two: "_s + pathText(b);
}

std::optional<QString> Parser::pathName()
{
    const Token &t = peek();
    if (t.kind == Token::Name) {
        // Keywords end a path in the grammars that have them.
        const QString upper = t.text.toString().toUpper();
        if ((m_grammar == Grammar::Condition && kKeywords.contains(upper)) ||
            (m_grammar == Grammar::Update && kSections.contains(upper)))
            return std::nullopt;
        ++m_pos;
        if (isReservedWord(t.text))
            Slots::note(m_slots.reserved,
                        u"Attribute name is a reserved keyword; reserved keyword: "_s +
                            t.text.toString());
        return t.text.toString();
    }
    if (t.kind == Token::NamePlaceholder) {
        ++m_pos;
        const QString placeholder = t.text.toString();
        auto it = m_placeholders.names.constFind(placeholder);
        if (it == m_placeholders.names.cend()) {
            noteUndefined(placeholder, true);
            return placeholder;
        }
        if (m_grammar != Grammar::Condition || m_slots.nameOrValue.isEmpty())
            m_placeholders.usedNames.insert(placeholder);
        return *it;
    }
    return std::nullopt;
}

Result<DocumentPath> Parser::documentPath()
{
    DocumentPath path;
    auto first = pathName();
    if (!first)
        return syntaxError();
    path << PathElement{*first, -1};
    for (;;) {
        if (peek().kind == Token::Dot) {
            ++m_pos;
            auto name = pathName();
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
            break;
        }
        if (path.size() > kMaxNesting)
            return limitError(u"The document path has too many nesting levels; nesting "
                              u"level: %1"_s.arg(path.size()));
    }
    return path;
}

} // namespace lw::expr::parsing

namespace lw::expr {

using parsing::Grammar;
using parsing::Parser;

namespace {

// Tokenizes `text` and runs `parse` on it, prefixing every error with `prefix`.
template<typename T, typename Parse>
Result<T> parseWith(QStringView text, const QString &prefix, bool reportSize, Parse parse)
{
    const auto fail = [&](const QString &message) {
        return std::unexpected(validationError(prefix + message));
    };
    if (text.trimmed().isEmpty())
        return fail(u"The expression can not be empty;"_s);
    auto tokens = tokenize(text, reportSize);
    if (!tokens)
        return fail(tokens.error().message);
    auto result = parse(*tokens);
    if (!result)
        return fail(result.error().message);
    return result;
}

QString conditionPrefix(ConditionKind kind)
{
    switch (kind) {
    case ConditionKind::Condition:
        return u"Invalid ConditionExpression: "_s;
    case ConditionKind::Filter:
        return u"Invalid FilterExpression: "_s;
    case ConditionKind::KeyCondition:
        return u"Invalid KeyConditionExpression: "_s;
    }
    return {};
}

} // namespace

Result<Condition> parseCondition(QStringView text, ConditionKind kind, Placeholders &placeholders)
{
    const bool reportSize = kind != ConditionKind::KeyCondition;
    return parseWith<Condition>(
        text, conditionPrefix(kind), reportSize, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Condition, placeholders).condition();
        });
}

Result<UpdateActions> parseUpdate(QStringView text, Placeholders &placeholders)
{
    return parseWith<UpdateActions>(
        text, u"Invalid UpdateExpression: "_s, false, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Update, placeholders).update();
        });
}

Result<QList<DocumentPath>> parseProjection(QStringView text, Placeholders &placeholders)
{
    return parseWith<QList<DocumentPath>>(
        text, u"Invalid ProjectionExpression: "_s, false, [&](const QList<Token> &tokens) {
            return Parser(text, tokens, Grammar::Projection, placeholders).projection();
        });
}

} // namespace lw::expr
