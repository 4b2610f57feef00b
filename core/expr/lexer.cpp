// Lexical rules follow DynamoDB's expression syntax as dynalite models it (db/*Parser.pegjs):
// identifiers start with [A-Za-z_] and continue with [A-Za-z0-9_], placeholders are '#' or ':'
// followed by identifier characters (ExpressionAttributeNames/Values keys must match
// ^#[0-9a-zA-Z_]+$ / ^:[0-9a-zA-Z_]+$, so a placeholder may start with a digit), list indexes are
// [0-9]+, and whitespace is [ \t\r\n].
#include "lexer.h"

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

bool isIdentStart(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
}

bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

bool isIdentPart(char16_t c)
{
    return isIdentStart(c) || isDigit(c);
}

bool isSpace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\n';
}

// One token starting at `pos` (not whitespace, not the end). On failure `length` covers the
// offending text: one code point, or the lone '#' / ':'.
struct Scan
{
    bool ok = false;
    Token::Kind kind = Token::End;
    qsizetype length = 1;
};

Scan scanOne(QStringView s, qsizetype pos)
{
    const qsizetype n = s.size();
    const char16_t c = s[pos].unicode();
    const char16_t next = pos + 1 < n ? s[pos + 1].unicode() : u'\0';
    auto run = [&](qsizetype from, bool (*pred)(char16_t)) {
        qsizetype end = from;
        while (end < n && pred(s[end].unicode()))
            ++end;
        return end - pos;
    };
    if (isIdentStart(c))
        return {true, Token::Name, run(pos + 1, isIdentPart)};
    if (isDigit(c))
        return {true, Token::Number, run(pos + 1, isDigit)};
    if (c == u'#' || c == u':') {
        const qsizetype length = run(pos + 1, isIdentPart);
        if (length == 1)
            return {false, Token::End, 1};
        return {true, c == u'#' ? Token::NamePlaceholder : Token::ValuePlaceholder, length};
    }
    switch (c) {
    case u'(':
        return {true, Token::LParen, 1};
    case u')':
        return {true, Token::RParen, 1};
    case u'[':
        return {true, Token::LBracket, 1};
    case u']':
        return {true, Token::RBracket, 1};
    case u',':
        return {true, Token::Comma, 1};
    case u'.':
        return {true, Token::Dot, 1};
    case u'=':
        return {true, Token::Eq, 1};
    case u'+':
        return {true, Token::Plus, 1};
    case u'-':
        return {true, Token::Minus, 1};
    case u'<':
        if (next == u'>')
            return {true, Token::Ne, 2};
        if (next == u'=')
            return {true, Token::Le, 2};
        return {true, Token::Lt, 1};
    case u'>':
        if (next == u'=')
            return {true, Token::Ge, 2};
        return {true, Token::Gt, 1};
    default:
        break;
    }
    // Keep a surrogate pair together so the message shows the whole character.
    if (QChar::isHighSurrogate(c) && QChar::isLowSurrogate(next))
        return {false, Token::End, 2};
    return {false, Token::End, 1};
}

qsizetype skipSpace(QStringView s, qsizetype pos)
{
    while (pos < s.size() && isSpace(s[pos].unicode()))
        ++pos;
    return pos;
}

qsizetype offsetIn(QStringView expression, QStringView part)
{
    return part.data() - expression.data();
}

} // namespace

QString syntaxErrorMessage(QStringView expression, QStringView previous, QStringView bad,
                           QStringView next, bool badIsEnd)
{
    const qsizetype badStart = badIsEnd ? expression.size() : offsetIn(expression, bad);
    const qsizetype start = previous.isNull() ? badStart : offsetIn(expression, previous);
    qsizetype end = expression.size();
    if (!badIsEnd)
        end = next.isNull() ? badStart + bad.size() : offsetIn(expression, next) + next.size();
    const QStringView token = badIsEnd ? QStringView(u"<EOF>") : bad;
    return u"Syntax error; token: \""_s % token % u"\", near: \""_s %
           expression.sliced(start, end - start) % u"\""_s;
}

QString syntaxErrorMessage(QStringView expression, const QList<Token> &tokens, qsizetype index)
{
    const Token &bad = tokens.at(index);
    const bool badIsEnd = bad.kind == Token::End;
    QStringView previous;
    if (index > 0)
        previous = tokens.at(index - 1).text;
    QStringView next;
    if (!badIsEnd && index + 1 < tokens.size() && tokens.at(index + 1).kind != Token::End)
        next = tokens.at(index + 1).text;
    if (badIsEnd)
        return syntaxErrorMessage(expression, previous, {}, {}, true);
    return syntaxErrorMessage(expression, previous, bad.text, next);
}

Result<QList<Token>> tokenize(QStringView expression, bool reportSize)
{
    const qsizetype bytes = expression.toUtf8().size();
    if (bytes > kMaxExpressionBytes) {
        QString message = u"Expression size has exceeded the maximum allowed size;"_s;
        if (reportSize)
            message += u" expression size: "_s + QString::number(bytes);
        return std::unexpected(validationError(message));
    }

    QList<Token> tokens;
    qsizetype pos = skipSpace(expression, 0);
    while (pos < expression.size()) {
        const Scan scan = scanOne(expression, pos);
        const QStringView text = expression.sliced(pos, scan.length);
        if (!scan.ok) {
            // The token after the bad one, for the "near" context; if it cannot be lexed either,
            // its first character stands in.
            QStringView next;
            const qsizetype after = skipSpace(expression, pos + scan.length);
            if (after < expression.size())
                next = expression.sliced(after, scanOne(expression, after).length);
            QStringView previous;
            if (!tokens.isEmpty())
                previous = tokens.constLast().text;
            return std::unexpected(
                validationError(syntaxErrorMessage(expression, previous, text, next)));
        }
        if ((scan.kind == Token::NamePlaceholder || scan.kind == Token::ValuePlaceholder) &&
            scan.length > kMaxPlaceholderBytes) {
            const QString what = scan.kind == Token::NamePlaceholder ? u"name"_s : u"value"_s;
            return std::unexpected(validationError(
                u"Expression attribute "_s % what %
                u" placeholder exceeds the maximum length of 255 bytes; placeholder: "_s % text));
        }
        tokens.append(Token{scan.kind, text, pos});
        pos = skipSpace(expression, pos + scan.length);
    }
    tokens.append(Token{Token::End, expression.sliced(expression.size()), expression.size()});
    return tokens;
}

} // namespace lw::expr
