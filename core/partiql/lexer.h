// PartiQL's tokens as DynamoDB reads them (docs/partiql.md): bare and "double-quoted" names,
// 'single-quoted' strings ('' is a quote inside one), Ion decimals, `?` parameters and the
// punctuation of the statements, sets (<< >>), maps and lists. `--` comments run to the end of a
// line and /* … */ comments close; the service refuses a `#` comment or an open block comment
// with its envelope and nothing after it, and so does tokenize().
#pragma once

#include "model/error.h"

#include <QList>
#include <QString>

namespace lw::partiql {

enum class TokenKind
{
    Name,       // a bare name or keyword, as written
    QuotedName, // "…", the quotes removed
    String,     // '…', the quotes removed
    Number,     // Ion decimal text, sign not included
    Parameter,  // ?
    Symbol,     // punctuation and operators: * , . ( ) [ ] { } << >> : ; = <> != < <= > >= + -
    End,
};

struct Token
{
    TokenKind kind = TokenKind::End;
    QString text;
    qsizetype offset = 0; // in UTF-16 code units from the statement's start
};

// Where a statement stops being readable: the service's error (its wording) and the offset of
// the token it stopped at, for a console to point at.
struct SyntaxError
{
    Error error;
    qsizetype offset = 0;
};

template<class T> using Parsed = std::expected<T, SyntaxError>;

// "Statement wasn't well formed, can't be processed: <detail>" at `offset`.
SyntaxError notWellFormed(const QString &detail, qsizetype offset);

// The statement's tokens, ending in one End token.
Parsed<QList<Token>> tokenize(QStringView statement);

} // namespace lw::partiql
