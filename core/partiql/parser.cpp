// A recursive-descent parser over tokenize()'s tokens: the statements and their clauses here,
// the expressions in expressionparser.cpp (parserimpl.h declares the parser both share).
#include "parser.h"
#include "parserimpl.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::partiql {

QString Path::lastName() const
{
    for (auto it = steps.crbegin(); it != steps.crend(); ++it)
        if (it->index < 0)
            return it->name;
    return QString();
}

bool Expr::isValue() const
{
    switch (kind) {
    case Kind::Literal:
    case Kind::Parameter:
    case Kind::Missing:
        return true;
    case Kind::Map:
    case Kind::List:
    case Kind::Set:
        return std::all_of(operands.begin(), operands.end(),
                           [](const Expr &e) { return e.isValue(); });
    default:
        return false;
    }
}

using namespace parsing;

SyntaxError Parser::unexpected() const
{
    const Token &t = peek();
    if (atEnd())
        return fail(u"Unexpected term"_s);
    if (t.kind == TokenKind::Name && kOperatorKeywords.contains(t.text, Qt::CaseInsensitive))
        return fail(u"Unexpected operator"_s);
    if (isKeyword(t))
        return fail(u"Unexpected keyword"_s);
    if (t.kind == TokenKind::Symbol &&
        (kComparisons.contains(t.text) || QStringList{u"+"_s, u"*"_s, u"."_s}.contains(t.text)))
        return fail(u"Unexpected operator"_s);
    return fail(u"Unexpected term"_s);
}

Parsed<void> Parser::expectKeyword(QStringView keyword)
{
    if (accept(keyword))
        return {};
    return std::unexpected(atEnd() ? fail(u"Unexpected term"_s) : unexpected());
}

Parsed<void> Parser::expectSymbol(QStringView symbol)
{
    if (acceptSymbol(symbol))
        return {};
    return std::unexpected(atEnd() ? fail(u"Unexpected term"_s)
                                   : fail(u"Unexpected token after expression"_s));
}

Parsed<Statement> Parser::statement()
{
    Parsed<Statement> s;
    if (accept(u"SELECT"))
        s = select();
    else if (accept(u"INSERT"))
        s = insert();
    else if (accept(u"UPDATE"))
        s = update(false);
    else if (accept(u"FROM"))
        s = update(true);
    else if (accept(u"DELETE"))
        s = remove();
    else if (isKeyword(peek(), u"EXISTS")) {
        ++m_pos;
        s = exists(false);
    } else if (isKeyword(peek(), u"NOT") && isKeyword(peek(1), u"EXISTS")) {
        m_pos += 2;
        s = exists(true);
    } else
        return std::unexpected(fail(u"Expected data manipulation"_s));
    if (!s)
        return s;
    acceptSymbol(u";");
    if (peek().kind != TokenKind::End)
        return std::unexpected(fail(u"Unexpected token after expression"_s));
    s->parameterCount = m_parameters;
    return s;
}

Parsed<Statement> Parser::select()
{
    Statement s;
    s.kind = Statement::Kind::Select;
    if (!acceptSymbol(u"*")) {
        do {
            if (peek().kind != TokenKind::Name && peek().kind != TokenKind::QuotedName)
                return std::unexpected(unexpected());
            if (isKeyword(peek()))
                return std::unexpected(unexpected());
            auto p = path();
            if (!p)
                return std::unexpected(p.error());
            s.projection << *p;
        } while (acceptSymbol(u","));
    }
    if (auto ok = expectKeyword(u"FROM"); !ok)
        return std::unexpected(ok.error());
    auto t = target(u"Unexpected term"_s);
    if (!t)
        return std::unexpected(t.error());
    s.target = *t;
    if (auto ok = noAlias(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = where(s); !ok)
        return std::unexpected(ok.error());
    if (accept(u"ORDER")) {
        if (auto ok = expectKeyword(u"BY"); !ok)
            return std::unexpected(ok.error());
        auto p = path();
        if (!p)
            return std::unexpected(p.error());
        s.orderBy = *p;
        if (accept(u"DESC"))
            s.descending = true;
        else
            accept(u"ASC");
    }
    return s;
}

Parsed<Statement> Parser::insert()
{
    Statement s;
    s.kind = Statement::Kind::Insert;
    if (auto ok = expectKeyword(u"INTO"); !ok)
        return std::unexpected(ok.error());
    auto t = target(u"Expected identifier for simple path"_s);
    if (!t)
        return std::unexpected(t.error());
    s.target = *t;
    // The service reads anything between the table and VALUE (an alias) as left over.
    if (!accept(u"VALUE"))
        return std::unexpected(atEnd() ? fail(u"Unexpected term"_s)
                                       : fail(u"Unexpected token after expression"_s));
    auto value = primary();
    if (!value)
        return std::unexpected(value.error());
    s.value = std::move(*value);
    return s;
}

Parsed<Statement> Parser::update(bool fromFirst)
{
    Statement s;
    s.kind = Statement::Kind::Update;
    auto t = target(u"Expected identifier for simple path"_s);
    if (!t)
        return std::unexpected(t.error());
    s.target = *t;
    if (auto ok = noAlias(); !ok)
        return std::unexpected(ok.error());
    if (fromFirst) {
        if (auto ok = where(s); !ok)
            return std::unexpected(ok.error());
        if (auto ok = updateClauses(s); !ok)
            return std::unexpected(ok.error());
    } else {
        if (auto ok = updateClauses(s); !ok)
            return std::unexpected(ok.error());
        if (auto ok = where(s); !ok)
            return std::unexpected(ok.error());
    }
    if (auto ok = returning(s); !ok)
        return std::unexpected(ok.error());
    return s;
}

Parsed<void> Parser::updateClauses(Statement &s)
{
    bool any = false;
    for (;;) {
        if (accept(u"SET")) {
            do {
                auto p = path();
                if (!p)
                    return std::unexpected(p.error());
                if (auto ok = expectSymbol(u"="); !ok)
                    return ok;
                auto value = rightOperand(&Parser::additive);
                if (!value)
                    return std::unexpected(value.error());
                s.sets << SetAction{*p, std::move(*value)};
            } while (acceptSymbol(u","));
        } else if (accept(u"REMOVE")) {
            do {
                auto p = path();
                if (!p)
                    return std::unexpected(p.error());
                s.removes << *p;
            } while (acceptSymbol(u","));
        } else
            break;
        any = true;
    }
    if (!any)
        return std::unexpected(atEnd() ? fail(u"Unexpected term"_s) : unexpected());
    return {};
}

Parsed<Statement> Parser::remove()
{
    Statement s;
    s.kind = Statement::Kind::Delete;
    if (auto ok = expectKeyword(u"FROM"); !ok)
        return std::unexpected(ok.error());
    auto t = target(u"Expected identifier for simple path"_s);
    if (!t)
        return std::unexpected(t.error());
    s.target = *t;
    if (auto ok = noAlias(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = where(s); !ok)
        return std::unexpected(ok.error());
    if (auto ok = returning(s); !ok)
        return std::unexpected(ok.error());
    return s;
}

Parsed<Statement> Parser::exists(bool negated)
{
    if (auto ok = expectSymbol(u"("); !ok)
        return std::unexpected(ok.error());
    if (auto ok = expectKeyword(u"SELECT"); !ok)
        return std::unexpected(ok.error());
    auto inner = select();
    if (!inner)
        return inner;
    if (auto ok = expectSymbol(u")"); !ok)
        return std::unexpected(ok.error());
    Statement s;
    s.kind = Statement::Kind::Exists;
    s.target = inner->target;
    s.negated = negated;
    s.subquery = std::make_shared<const Statement>(std::move(*inner));
    return s;
}

Parsed<Target> Parser::target(const QString &missing)
{
    auto name = [&]() -> std::optional<QString> {
        const Token &t = peek();
        if (t.kind == TokenKind::QuotedName || (t.kind == TokenKind::Name && !isKeyword(t))) {
            ++m_pos;
            return t.text;
        }
        return std::nullopt;
    };
    Target out;
    auto table = name();
    if (!table)
        return std::unexpected(fail(missing));
    out.table = *table;
    if (acceptSymbol(u".")) {
        auto index = name();
        if (!index)
            return std::unexpected(fail(u"Expected identifier for simple path"_s));
        out.index = *index;
    }
    return out;
}

Parsed<void> Parser::noAlias()
{
    const Token &t = peek();
    if (isKeyword(t, u"AS") || t.kind == TokenKind::QuotedName ||
        (t.kind == TokenKind::Name && !isKeyword(t)))
        return std::unexpected(
            SyntaxError{validationError(u"Aliasing is not supported"_s), t.offset});
    return {};
}

Parsed<void> Parser::where(Statement &s)
{
    if (!accept(u"WHERE"))
        return {};
    auto condition = orExpr();
    if (!condition)
        return std::unexpected(condition.error());
    s.where = std::move(*condition);
    return {};
}

Parsed<void> Parser::returning(Statement &s)
{
    const qsizetype start = m_pos;
    if (!accept(u"RETURNING"))
        return {};
    const bool all = accept(u"ALL");
    if (!all && !accept(u"MODIFIED"))
        return std::unexpected(unexpected());
    const bool old = accept(u"OLD");
    if (!old && !accept(u"NEW"))
        return std::unexpected(unexpected());
    if (auto ok = expectSymbol(u"*"); !ok)
        return ok;
    s.returning = all ? (old ? Returning::AllOld : Returning::AllNew)
                      : (old ? Returning::ModifiedOld : Returning::ModifiedNew);
    QStringList words;
    for (qsizetype i = start; i < m_pos; ++i)
        words << m_tokens[i].text.toUpper();
    s.returningText = words.join(u' ');
    return {};
}

Parsed<Statement> parseStatement(QStringView statement)
{
    auto tokens = tokenize(statement);
    if (!tokens)
        return std::unexpected(tokens.error());
    return Parser(std::move(*tokens)).statement();
}

Result<Statement> parse(QStringView statement)
{
    auto parsed = parseStatement(statement);
    if (!parsed)
        return std::unexpected(parsed.error().error);
    return std::move(*parsed);
}

} // namespace lw::partiql
