#include "lexer.h"

using namespace Qt::StringLiterals;

namespace lw::partiql {

SyntaxError notWellFormed(const QString &detail, qsizetype offset)
{
    return {validationError(u"Statement wasn't well formed, can't be processed: "_s + detail),
            offset};
}

namespace {

bool nameStart(QChar c)
{
    return c.isLetter() || c == u'_' || c == u'$';
}

bool namePart(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'$';
}

// A quoted token ('…' or "…") starting at `i`, a doubled quote standing for one; std::nullopt
// when it never closes.
std::optional<QString> quoted(QStringView s, qsizetype &i)
{
    const QChar quote = s[i];
    QString out;
    for (++i; i < s.size(); ++i) {
        if (s[i] != quote) {
            out += s[i];
            continue;
        }
        if (i + 1 < s.size() && s[i + 1] == quote) {
            out += quote;
            ++i;
            continue;
        }
        ++i;
        return out;
    }
    return std::nullopt;
}

// An Ion decimal: digits, an optional fraction, an optional exponent. The service parses the
// exponent and the resulting scale as 32-bit integers and refuses, with nothing after its
// envelope, a literal whose scale does not fit; the same holds here.
std::optional<QString> number(QStringView s, qsizetype &i)
{
    const qsizetype start = i;
    qsizetype fraction = 0;
    while (i < s.size() && s[i].isDigit())
        ++i;
    if (i < s.size() && s[i] == u'.') {
        ++i;
        while (i < s.size() && s[i].isDigit()) {
            ++i;
            ++fraction;
        }
    }
    if (i < s.size() && (s[i] == u'e' || s[i] == u'E')) {
        qsizetype j = i + 1;
        if (j < s.size() && (s[j] == u'+' || s[j] == u'-'))
            ++j;
        const qsizetype digits = j;
        while (j < s.size() && s[j].isDigit())
            ++j;
        if (j > digits) {
            bool ok = false;
            const qint64 exponent = s.sliced(i + 1, j - i - 1).toLongLong(&ok);
            const qint64 scale = fraction - exponent;
            if (!ok || exponent > INT32_MAX || exponent < INT32_MIN || scale > INT32_MAX ||
                scale < INT32_MIN)
                return std::nullopt;
            i = j;
        }
    }
    return s.sliced(start, i - start).toString();
}

} // namespace

Parsed<QList<Token>> tokenize(QStringView s)
{
    QList<Token> out;
    qsizetype i = 0;
    while (i < s.size()) {
        const QChar c = s[i];
        const qsizetype start = i;
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == u'-' && i + 1 < s.size() && s[i + 1] == u'-') {
            while (i < s.size() && s[i] != u'\n')
                ++i;
            continue;
        }
        if (c == u'/' && i + 1 < s.size() && s[i + 1] == u'*') {
            const qsizetype close = s.indexOf(u"*/", i + 2);
            if (close < 0)
                return std::unexpected(notWellFormed(QString(), start));
            i = close + 2;
            continue;
        }
        if (nameStart(c)) {
            while (i < s.size() && namePart(s[i]))
                ++i;
            out << Token{TokenKind::Name, s.sliced(start, i - start).toString(), start};
            continue;
        }
        if (c == u'"' || c == u'\'') {
            auto text = quoted(s, i);
            if (!text)
                return std::unexpected(notWellFormed(QString(), start));
            out << Token{c == u'"' ? TokenKind::QuotedName : TokenKind::String, *text, start};
            continue;
        }
        if (c.isDigit() || (c == u'.' && i + 1 < s.size() && s[i + 1].isDigit())) {
            auto text = number(s, i);
            if (!text)
                return std::unexpected(notWellFormed(QString(), start));
            out << Token{TokenKind::Number, *text, start};
            continue;
        }
        if (c == u'?') {
            ++i;
            out << Token{TokenKind::Parameter, u"?"_s, start};
            continue;
        }
        static const QStringList twoCharacter = {u"<<"_s, u">>"_s, u"<>"_s,
                                                 u"!="_s, u"<="_s, u">="_s};
        const QString pair = s.sliced(i, std::min<qsizetype>(2, s.size() - i)).toString();
        if (twoCharacter.contains(pair)) {
            i += 2;
            out << Token{TokenKind::Symbol, pair, start};
            continue;
        }
        if (QStringView(u"*,.()[]{}:;=<>+-").contains(c)) {
            ++i;
            out << Token{TokenKind::Symbol, QString(c), start};
            continue;
        }
        // `#` comments and any other character.
        return std::unexpected(notWellFormed(QString(), start));
    }
    out << Token{TokenKind::End, QString(), s.size()};
    return out;
}

} // namespace lw::partiql
