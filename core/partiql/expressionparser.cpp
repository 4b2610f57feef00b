// The PartiQL parser's expressions (parserimpl.h): document paths, then the grammar by
// precedence, loosest first: OR, AND, NOT, the predicates (comparisons, BETWEEN, IN, IS), then +
// and - (UPDATE's SET values only); and the literals of values, lists, sets and maps.
#include "parserimpl.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::partiql::parsing {

Parsed<Path> Parser::path()
{
    const Token &first = peek();
    if (first.kind != TokenKind::QuotedName && first.kind != TokenKind::Name)
        return std::unexpected(unexpected());
    Path p;
    p.steps << PathStep{first.text};
    ++m_pos;
    for (;;) {
        if (isSymbol(peek(), u".") &&
            (peek(1).kind == TokenKind::Name || peek(1).kind == TokenKind::QuotedName)) {
            p.steps << PathStep{peek(1).text};
            m_pos += 2;
        } else if (isSymbol(peek(), u"[") && isSymbol(peek(2), u"]") &&
                   peek(1).kind == TokenKind::Number) {
            bool ok = false;
            const int index = peek(1).text.toInt(&ok);
            if (!ok || index < 0)
                return std::unexpected(notWellFormed(u"Expected integer index"_s, peek(1).offset));
            p.steps << PathStep{QString(), index};
            m_pos += 3;
        } else if (isSymbol(peek(), u"[") && isSymbol(peek(2), u"]") &&
                   peek(1).kind == TokenKind::String) {
            p.steps << PathStep{peek(1).text};
            m_pos += 3;
        } else
            return p;
    }
}

Parsed<Expr> Parser::orExpr()
{
    auto left = andExpr();
    while (left && isKeyword(peek(), u"OR")) {
        const qsizetype offset = peek().offset;
        ++m_pos;
        auto right = rightOperand(&Parser::andExpr);
        if (!right)
            return right;
        left = node(Expr::Kind::Or, offset, {std::move(*left), std::move(*right)});
    }
    return left;
}

Parsed<Expr> Parser::andExpr()
{
    auto left = notExpr();
    while (left && isKeyword(peek(), u"AND")) {
        const qsizetype offset = peek().offset;
        ++m_pos;
        auto right = rightOperand(&Parser::notExpr);
        if (!right)
            return right;
        left = node(Expr::Kind::And, offset, {std::move(*left), std::move(*right)});
    }
    return left;
}

Parsed<Expr> Parser::rightOperand(Parsed<Expr> (Parser::*operand)())
{
    if (atEnd())
        return std::unexpected(fail(u"Missing right-hand side expression of infix operator"_s));
    return (this->*operand)();
}

Parsed<Expr> Parser::notExpr()
{
    const Nesting nesting(m_depth);
    if (nesting.tooDeep())
        return std::unexpected(fail(u"Expression nesting too deep"_s));
    if (isKeyword(peek(), u"NOT")) {
        const qsizetype offset = peek().offset;
        ++m_pos;
        auto inner = notExpr();
        if (!inner)
            return inner;
        return node(Expr::Kind::Not, offset, {std::move(*inner)});
    }
    return predicate();
}

Parsed<Expr> Parser::predicate()
{
    auto left = additive();
    if (!left)
        return left;
    const Token &t = peek();
    if (t.kind == TokenKind::Symbol && kComparisons.contains(t.text)) {
        ++m_pos;
        auto right = rightOperand(&Parser::additive);
        if (!right)
            return right;
        Expr e = node(Expr::Kind::Compare, left->offset, {std::move(*left), std::move(*right)});
        e.op = t.text == u"!=" ? u"<>"_s : t.text;
        return e;
    }
    bool negated = false;
    if (isKeyword(t, u"NOT") && (isKeyword(peek(1), u"BETWEEN") || isKeyword(peek(1), u"IN"))) {
        negated = true;
        ++m_pos;
    }
    Parsed<Expr> out = std::move(left);
    if (accept(u"BETWEEN")) {
        auto low = rightOperand(&Parser::additive);
        if (!low)
            return low;
        if (auto ok = expectKeyword(u"AND"); !ok)
            return std::unexpected(ok.error());
        auto high = rightOperand(&Parser::additive);
        if (!high)
            return high;
        out = node(Expr::Kind::Between, out->offset,
                   {std::move(*out), std::move(*low), std::move(*high)});
    } else if (accept(u"IN")) {
        const bool bracket = isSymbol(peek(), u"[");
        if (!bracket && !isSymbol(peek(), u"("))
            return std::unexpected(unexpected());
        ++m_pos;
        auto values = collection(Expr::Kind::In, bracket ? u"]" : u")");
        if (!values)
            return values;
        values->operands.insert(values->operands.begin(), std::move(*out));
        values->offset = values->operands.front().offset;
        out = std::move(values);
    } else if (accept(u"IS")) {
        const bool isNot = accept(u"NOT");
        Expr::Kind kind;
        if (accept(u"MISSING"))
            kind = Expr::Kind::IsMissing;
        else if (accept(u"NULL"))
            kind = Expr::Kind::IsNull;
        else
            return std::unexpected(fail(u"Expected type name"_s));
        Expr e = node(kind, out->offset, {std::move(*out)});
        e.negated = isNot;
        return e;
    }
    if (negated)
        return node(Expr::Kind::Not, out->offset, {std::move(*out)});
    return out;
}

Parsed<Expr> Parser::additive()
{
    auto left = primary();
    while (left && (isSymbol(peek(), u"+") || isSymbol(peek(), u"-"))) {
        const bool plus = isSymbol(peek(), u"+");
        ++m_pos;
        auto right = rightOperand(&Parser::primary);
        if (!right)
            return right;
        left = node(plus ? Expr::Kind::Add : Expr::Kind::Subtract, left->offset,
                    {std::move(*left), std::move(*right)});
    }
    return left;
}

Parsed<Expr> Parser::primary()
{
    const Nesting nesting(m_depth);
    if (nesting.tooDeep())
        return std::unexpected(fail(u"Expression nesting too deep"_s));
    const Token t = peek();
    Expr e;
    e.offset = t.offset;
    switch (t.kind) {
    case TokenKind::String:
        ++m_pos;
        e.literal = {{u"S"_s, t.text}};
        return e;
    case TokenKind::Number:
        ++m_pos;
        e.literal = {{u"N"_s, t.text}};
        return e;
    case TokenKind::Parameter:
        ++m_pos;
        e.kind = Expr::Kind::Parameter;
        e.parameter = m_parameters++;
        return e;
    case TokenKind::QuotedName: {
        auto p = path();
        if (!p)
            return std::unexpected(p.error());
        e.kind = Expr::Kind::Path;
        e.path = *p;
        return e;
    }
    case TokenKind::Name:
        break;
    case TokenKind::Symbol:
        if (t.text == u"-" && peek(1).kind == TokenKind::Number) {
            m_pos += 2;
            e.literal = {{u"N"_s, QString(u"-"_s + peek(-1).text)}};
            return e;
        }
        if (t.text == u"(") {
            ++m_pos;
            if (atEnd())
                return std::unexpected(fail(u"Unexpected term"_s));
            auto inner = orExpr();
            if (!inner)
                return inner;
            if (auto ok = expectSymbol(u")"); !ok)
                return std::unexpected(ok.error());
            return inner;
        }
        if (t.text == u"{") {
            ++m_pos;
            return map();
        }
        if (t.text == u"[") {
            ++m_pos;
            return collection(Expr::Kind::List, u"]");
        }
        if (t.text == u"<<") {
            ++m_pos;
            return collection(Expr::Kind::Set, u">>");
        }
        return std::unexpected(unexpected());
    case TokenKind::End:
        return std::unexpected(unexpected());
    }

    // A name: a keyword literal, EXISTS, a function call or a path.
    if (accept(u"TRUE") || accept(u"FALSE")) {
        e.literal = {{u"BOOL"_s, isKeyword(t, u"TRUE")}};
        return e;
    }
    if (accept(u"NULL")) {
        e.literal = {{u"NULL"_s, true}};
        return e;
    }
    if (accept(u"MISSING")) {
        e.kind = Expr::Kind::Missing;
        return e;
    }
    if (isKeyword(t, u"EXISTS") && isSymbol(peek(1), u"(") && isKeyword(peek(2), u"SELECT")) {
        ++m_pos;
        auto inner = exists(false);
        if (!inner)
            return std::unexpected(inner.error());
        e.kind = Expr::Kind::Exists;
        e.subquery = inner->subquery;
        return e;
    }
    if (isSymbol(peek(1), u"(") && (!isKeyword(t) || isKeyword(t, u"EXISTS"))) {
        m_pos += 2;
        auto args = arguments();
        if (!args)
            return std::unexpected(args.error());
        e.kind = Expr::Kind::Call;
        e.op = t.text.toLower();
        e.operands.assign(std::make_move_iterator(args->begin()),
                          std::make_move_iterator(args->end()));
        return e;
    }
    if (isKeyword(t))
        return std::unexpected(unexpected());
    auto p = path();
    if (!p)
        return std::unexpected(p.error());
    e.kind = Expr::Kind::Path;
    e.path = *p;
    return e;
}

Parsed<QList<Expr>> Parser::arguments()
{
    QList<Expr> out;
    if (acceptSymbol(u")"))
        return out;
    do {
        auto arg = rightOperand(&Parser::additive);
        if (!arg)
            return std::unexpected(arg.error());
        out << std::move(*arg);
    } while (acceptSymbol(u","));
    if (auto ok = expectSymbol(u")"); !ok)
        return std::unexpected(ok.error());
    return out;
}

Parsed<Expr> Parser::collection(Expr::Kind kind, QStringView close)
{
    Expr e = node(kind, peek(-1).offset);
    if (acceptSymbol(close))
        return e;
    do {
        auto element = rightOperand(&Parser::additive);
        if (!element)
            return element;
        e.operands.push_back(std::move(*element));
    } while (acceptSymbol(u","));
    if (auto ok = expectSymbol(close); !ok)
        return std::unexpected(ok.error());
    return e;
}

Parsed<Expr> Parser::map()
{
    Expr e = node(Expr::Kind::Map, peek(-1).offset);
    if (acceptSymbol(u"}"))
        return e;
    do {
        const Token key = peek();
        if (key.kind != TokenKind::String && key.kind != TokenKind::QuotedName)
            return std::unexpected(atEnd() ? fail(u"Unexpected term"_s)
                                           : fail(u"Expected string key in tuple"_s));
        ++m_pos;
        if (auto ok = expectSymbol(u":"); !ok)
            return std::unexpected(ok.error());
        auto value = rightOperand(&Parser::additive);
        if (!value)
            return value;
        e.keys << key.text;
        e.operands.push_back(std::move(*value));
    } while (acceptSymbol(u","));
    if (auto ok = expectSymbol(u"}"); !ok)
        return std::unexpected(ok.error());
    return e;
}

} // namespace lw::partiql::parsing
