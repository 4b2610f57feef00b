// Tokenizer shared by DynamoDB's expression grammars (Condition, KeyCondition, Filter, Update,
// Projection). It only splits text into tokens and enforces the limits that belong to the raw
// text; keywords (SET, AND, BETWEEN, IN, ...) and function names come out as Name tokens and the
// parsers match them case-insensitively. Reserved words are not rejected here either: whether a
// bare Name is an attribute name (and so must not be reserved) is the parser's call.
//
// Error messages are the tail DynamoDB puts after "Invalid <Kind>Expression: "; the caller adds
// that prefix.
#pragma once

#include "model/error.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace lw::expr {

// Limits (DynamoDB service quotas): an expression is at most 4 KB of UTF-8, an
// ExpressionAttributeNames / ExpressionAttributeValues placeholder at most 255 bytes.
inline constexpr qsizetype kMaxExpressionBytes = 4096;
inline constexpr qsizetype kMaxPlaceholderBytes = 255;

struct Token
{
    enum Kind
    {
        Name,             // [A-Za-z_][A-Za-z0-9_]*: attribute names, keywords, function names
        NamePlaceholder,  // #[A-Za-z0-9_]+ ; text includes the '#'
        ValuePlaceholder, // :[A-Za-z0-9_]+ ; text includes the ':'
        Number,           // [0-9]+ : list indexes
        LParen,
        RParen,
        LBracket,
        RBracket,
        Comma,
        Dot,
        Eq,
        Ne, // <>
        Lt,
        Le,
        Gt,
        Ge,
        Plus,
        Minus,
        End, // always the last token: empty text, offset == expression size
    };
    Kind kind = End;
    // A view into the expression passed to tokenize(); valid as long as that text lives.
    QStringView text;
    // Position in the expression, in UTF-16 code units.
    qsizetype offset = 0;
};

// Splits `expression` into tokens, whitespace (space, tab, CR, LF) skipped, ending with End.
// Errors (ValidationException), checked in this order:
// - more than kMaxExpressionBytes UTF-8 bytes:
//   "Expression size has exceeded the maximum allowed size;" followed by
//   " expression size: <bytes>" when `reportSize` is set. DynamoDB appends the size for
//   ConditionExpression and FilterExpression but not for Update/KeyCondition/Projection.
// - a character that starts no token (or a lone '#' / ':'): syntaxErrorMessage() for it.
// - a placeholder over kMaxPlaceholderBytes bytes (counting the '#' / ':'; placeholders are
//   ASCII): "Expression attribute name placeholder exceeds the maximum length of 255 bytes;
//   placeholder: <text>" (or "value" for ':'). Our own text: dynalite has no such check and we
//   have no captured DynamoDB message for it.
// An empty expression yields just End; "The expression can not be empty;" is the caller's check.
Result<QList<Token>> tokenize(QStringView expression, bool reportSize = false);

// DynamoDB's syntax error text for the token at `index` of `tokens` (as made by tokenize()):
//   Syntax error; token: "<token>", near: "<near>"
// <token> is the token's text, or <EOF> for End. <near> is the expression text from the start of
// the previous token (or of the bad token when it is first) to the end of the next token; for
// End it runs to the end of the expression, for a token followed by End it stops at the bad
// token. Matches captured service texts such as token "INVALID" near "INVALID SYNTAX",
// token "a" near "[a]", token "<EOF>" near "= " (for "SET a = ") and token ")" near "()".
QString syntaxErrorMessage(QStringView expression, const QList<Token> &tokens, qsizetype index);

// The same text for an arbitrary bad token with optional neighbours (null views when absent);
// all three must be views into `expression`.
QString syntaxErrorMessage(QStringView expression, QStringView previous, QStringView bad,
                           QStringView next, bool badIsEnd = false);

} // namespace lw::expr
