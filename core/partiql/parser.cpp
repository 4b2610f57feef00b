// A recursive-descent parser over tokenize()'s tokens. Precedence, loosest first: OR, AND, NOT,
// the predicates (comparisons, BETWEEN, IN, IS), then + and - (UPDATE's SET values only).
#include "parser.h"

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

namespace {

const QStringList kKeywords = {
    u"SELECT"_s, u"FROM"_s,  u"WHERE"_s,   u"AND"_s,  u"OR"_s,     u"NOT"_s,       u"BETWEEN"_s,
    u"IN"_s,     u"IS"_s,    u"MISSING"_s, u"NULL"_s, u"TRUE"_s,   u"FALSE"_s,     u"INSERT"_s,
    u"INTO"_s,   u"VALUE"_s, u"UPDATE"_s,  u"SET"_s,  u"REMOVE"_s, u"DELETE"_s,    u"EXISTS"_s,
    u"ORDER"_s,  u"BY"_s,    u"ASC"_s,     u"DESC"_s, u"AS"_s,     u"RETURNING"_s, u"LIKE"_s,
};
// Keywords that stand between operands: one where an operand should start is "Unexpected
// operator".
const QStringList kOperatorKeywords = {u"AND"_s, u"OR"_s, u"BETWEEN"_s,
                                       u"IN"_s,  u"IS"_s, u"LIKE"_s};
const QStringList kComparisons = {u"="_s, u"<>"_s, u"!="_s, u"<"_s, u"<="_s, u">"_s, u">="_s};

class Parser
{
public:
    explicit Parser(QList<Token> tokens) : m_tokens(std::move(tokens)) {}

    Parsed<Statement> statement();

private:
    const Token &peek(qsizetype ahead = 0) const
    {
        return m_tokens[std::min(m_pos + ahead, m_tokens.size() - 1)];
    }
    bool isKeyword(const Token &t, QStringView word) const
    {
        return t.kind == TokenKind::Name && t.text.compare(word, Qt::CaseInsensitive) == 0;
    }
    bool isKeyword(const Token &t) const
    {
        return t.kind == TokenKind::Name && kKeywords.contains(t.text, Qt::CaseInsensitive);
    }
    bool isSymbol(const Token &t, QStringView symbol) const
    {
        return t.kind == TokenKind::Symbol && t.text == symbol;
    }
    bool accept(QStringView keyword)
    {
        if (!isKeyword(peek(), keyword))
            return false;
        ++m_pos;
        return true;
    }
    bool acceptSymbol(QStringView symbol)
    {
        if (!isSymbol(peek(), symbol))
            return false;
        ++m_pos;
        return true;
    }
    bool atEnd() const { return peek().kind == TokenKind::End || isSymbol(peek(), u";"); }
    SyntaxError fail(const QString &detail) const { return notWellFormed(detail, peek().offset); }
    // What stands where an operand should start, in the service's words.
    SyntaxError unexpected() const;
    Parsed<void> expectKeyword(QStringView keyword);
    Parsed<void> expectSymbol(QStringView symbol);

    Parsed<Statement> select();
    Parsed<Statement> insert();
    Parsed<Statement> update(bool fromFirst);
    Parsed<Statement> remove();
    Parsed<Statement> exists(bool negated);
    Parsed<Target> target(const QString &missing);
    Parsed<void> noAlias();
    Parsed<void> where(Statement &s);
    Parsed<void> updateClauses(Statement &s);
    Parsed<void> returning(Statement &s);
    Parsed<Path> path();

    Parsed<Expr> orExpr();
    Parsed<Expr> andExpr();
    Parsed<Expr> notExpr();
    Parsed<Expr> predicate();
    Parsed<Expr> additive();
    Parsed<Expr> primary();
    Parsed<Expr> rightOperand(Parsed<Expr> (Parser::*operand)());
    Parsed<Expr> collection(Expr::Kind kind, QStringView close);
    Parsed<Expr> map();
    Parsed<QList<Expr>> arguments();

    // Parentheses, NOT and nested values recurse; a bound keeps a hostile statement from
    // exhausting the stack (8,192 characters of "(" would otherwise be 49,152 frames deep).
    struct Nesting
    {
        explicit Nesting(int &depth) : m_depth(++depth) {}
        ~Nesting() { --m_depth; }
        bool tooDeep() const { return m_depth > kMaxDepth; }
        int &m_depth;
    };
    static constexpr int kMaxDepth = 256;

    QList<Token> m_tokens;
    qsizetype m_pos = 0;
    int m_parameters = 0;
    int m_depth = 0;
};

Expr node(Expr::Kind kind, qsizetype offset, std::vector<Expr> operands = {})
{
    Expr e;
    e.kind = kind;
    e.offset = offset;
    e.operands = std::move(operands);
    return e;
}

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

} // namespace

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
