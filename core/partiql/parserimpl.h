// The PartiQL parser's internals, shared by its two source files: parser.cpp (statements,
// their clauses and the entry points) and expressionparser.cpp (paths, the expression grammar and
// value literals). Not part of the library's interface; parser.h is.
#pragma once

#include "parser.h"

#include <QStringList>

namespace lw::partiql::parsing {

// The parser's own sources write Qt's string literals; this private header is theirs alone.
using namespace Qt::StringLiterals;

inline const QStringList kKeywords = {
    u"SELECT"_s, u"FROM"_s,  u"WHERE"_s,   u"AND"_s,  u"OR"_s,     u"NOT"_s,       u"BETWEEN"_s,
    u"IN"_s,     u"IS"_s,    u"MISSING"_s, u"NULL"_s, u"TRUE"_s,   u"FALSE"_s,     u"INSERT"_s,
    u"INTO"_s,   u"VALUE"_s, u"UPDATE"_s,  u"SET"_s,  u"REMOVE"_s, u"DELETE"_s,    u"EXISTS"_s,
    u"ORDER"_s,  u"BY"_s,    u"ASC"_s,     u"DESC"_s, u"AS"_s,     u"RETURNING"_s, u"LIKE"_s,
};
// Keywords that stand between operands: one where an operand should start is "Unexpected
// operator".
inline const QStringList kOperatorKeywords = {u"AND"_s, u"OR"_s, u"BETWEEN"_s,
                                              u"IN"_s,  u"IS"_s, u"LIKE"_s};
inline const QStringList kComparisons = {u"="_s,  u"<>"_s, u"!="_s, u"<"_s,
                                         u"<="_s, u">"_s,  u">="_s};

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

inline Expr node(Expr::Kind kind, qsizetype offset, std::vector<Expr> operands = {})
{
    Expr e;
    e.kind = kind;
    e.offset = offset;
    e.operands = std::move(operands);
    return e;
}

} // namespace lw::partiql::parsing
