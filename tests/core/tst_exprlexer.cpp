// Tests for the expression tokenizer and the reserved word list (core/expr). Reserved words come
// from DynamoDB's published list as dynalite carries it (validations/index.js RESERVED_WORDS);
// syntax error texts follow captured service messages (token "INVALID" near "INVALID SYNTAX",
// token "a" near "[a]", token "<EOF>" near "= ", token ")" near "()").
#include "expr/lexer.h"
#include "expr/reservedwords.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lw::expr::Token;

namespace {

QString kindName(Token::Kind kind)
{
    switch (kind) {
    case Token::Name:
        return u"Name"_s;
    case Token::NamePlaceholder:
        return u"NamePh"_s;
    case Token::ValuePlaceholder:
        return u"ValuePh"_s;
    case Token::Number:
        return u"Number"_s;
    case Token::LParen:
        return u"LParen"_s;
    case Token::RParen:
        return u"RParen"_s;
    case Token::LBracket:
        return u"LBracket"_s;
    case Token::RBracket:
        return u"RBracket"_s;
    case Token::Comma:
        return u"Comma"_s;
    case Token::Dot:
        return u"Dot"_s;
    case Token::Eq:
        return u"Eq"_s;
    case Token::Ne:
        return u"Ne"_s;
    case Token::Lt:
        return u"Lt"_s;
    case Token::Le:
        return u"Le"_s;
    case Token::Gt:
        return u"Gt"_s;
    case Token::Ge:
        return u"Ge"_s;
    case Token::Plus:
        return u"Plus"_s;
    case Token::Minus:
        return u"Minus"_s;
    case Token::End:
        return u"End"_s;
    }
    return u"?"_s;
}

// "Kind(text)" for every token but End, space separated.
QString render(const QList<Token> &tokens)
{
    QStringList parts;
    for (const Token &t : tokens) {
        if (t.kind != Token::End)
            parts.append(kindName(t.kind) % u"("_s % t.text % u")"_s);
    }
    return parts.join(u' ');
}

QString errorOf(const QString &expression, bool reportSize = false)
{
    const auto result = lw::expr::tokenize(expression, reportSize);
    if (result)
        return u"<no error>"_s;
    if (result.error().type != lw::ErrorType::Validation)
        return u"<not a ValidationException>"_s;
    return result.error().message;
}

} // namespace

class TestExprLexer : public QObject
{
    Q_OBJECT

private slots:
    void tokens_data();
    void tokens();
    void endToken();
    void offsets();
    void errors_data();
    void errors();
    void parserSyntaxError_data();
    void parserSyntaxError();
    void expressionSize();
    void placeholderLength();
    void reservedWords_data();
    void reservedWords();
};

void TestExprLexer::tokens_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty") << u""_s << u""_s;
    QTest::newRow("whitespace only") << u" \t\r\n"_s << u""_s;
    QTest::newRow("path with index")
        << u"a.b[2].c = :v"_s
        << u"Name(a) Dot(.) Name(b) LBracket([) Number(2) RBracket(]) Dot(.) Name(c) Eq(=) "
           u"ValuePh(:v)"_s;
    QTest::newRow("ne and function")
        << u"#n <> :x AND attribute_exists(#p)"_s
        << u"NamePh(#n) Ne(<>) ValuePh(:x) Name(AND) Name(attribute_exists) LParen(() "
           u"NamePh(#p) RParen())"_s;
    QTest::newRow("update set")
        << u"SET a = a + :one, b = list_append(b, :l)"_s
        << u"Name(SET) Name(a) Eq(=) Name(a) Plus(+) ValuePh(:one) Comma(,) Name(b) Eq(=) "
           u"Name(list_append) LParen(() Name(b) Comma(,) ValuePh(:l) RParen())"_s;
    QTest::newRow("between") << u"#a BETWEEN :lo AND :hi"_s
                             << u"NamePh(#a) Name(BETWEEN) ValuePh(:lo) Name(AND) ValuePh(:hi)"_s;
    QTest::newRow("in list")
        << u"k IN (:a,:b , :c)"_s
        << u"Name(k) Name(IN) LParen(() ValuePh(:a) Comma(,) ValuePh(:b) Comma(,) ValuePh(:c) "
           u"RParen())"_s;
    QTest::newRow("comparators")
        << u"a<b<=c>d>=e=f<>g"_s
        << u"Name(a) Lt(<) Name(b) Le(<=) Name(c) Gt(>) Name(d) Ge(>=) Name(e) Eq(=) Name(f) "
           u"Ne(<>) Name(g)"_s;
    QTest::newRow("less than then greater") << u"a < > b"_s << u"Name(a) Lt(<) Gt(>) Name(b)"_s;
    QTest::newRow("minus splits names")
        << u"SET a = b-c"_s << u"Name(SET) Name(a) Eq(=) Name(b) Minus(-) Name(c)"_s;
    QTest::newRow("identifier chars") << u"_x9 A_b_C"_s << u"Name(_x9) Name(A_b_C)"_s;
    QTest::newRow("placeholder digits first") << u"#1a :0_"_s << u"NamePh(#1a) ValuePh(:0_)"_s;
    QTest::newRow("number then name") << u"12ab"_s << u"Number(12) Name(ab)"_s;
    QTest::newRow("nested index") << u"l[10][0]"_s
                                  << u"Name(l) LBracket([) Number(10) RBracket(]) LBracket([) "
                                     u"Number(0) RBracket(])"_s;
    QTest::newRow("not and parens")
        << u"NOT (a = :x OR b = :y)"_s
        << u"Name(NOT) LParen(() Name(a) Eq(=) ValuePh(:x) Name(OR) Name(b) Eq(=) ValuePh(:y) "
           u"RParen())"_s;
    QTest::newRow("remove clause")
        << u"REMOVE a, #b[1]\tADD c :n DELETE s :s"_s
        << u"Name(REMOVE) Name(a) Comma(,) NamePh(#b) LBracket([) Number(1) RBracket(]) Name(ADD) "
           u"Name(c) ValuePh(:n) Name(DELETE) Name(s) ValuePh(:s)"_s;
}

void TestExprLexer::tokens()
{
    QFETCH(QString, expression);
    QFETCH(QString, expected);
    const auto result = lw::expr::tokenize(expression);
    QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
    QCOMPARE(render(*result), expected);
}

void TestExprLexer::endToken()
{
    const QString expression = u"a = :v  "_s;
    const auto result = lw::expr::tokenize(expression);
    QVERIFY(result);
    QCOMPARE(result->size(), 4);
    const Token &end = result->constLast();
    QCOMPARE(end.kind, Token::End);
    QVERIFY(end.text.isEmpty());
    QCOMPARE(end.offset, expression.size());

    const auto empty = lw::expr::tokenize(u"");
    QVERIFY(empty);
    QCOMPARE(empty->size(), 1);
    QCOMPARE(empty->constFirst().kind, Token::End);
    QCOMPARE(empty->constFirst().offset, 0);
}

void TestExprLexer::offsets()
{
    const QString expression = u"  #n <> :x AND f(a.b[12])"_s;
    const auto result = lw::expr::tokenize(expression);
    QVERIFY(result);
    const QList<qsizetype> expected = {2, 5, 8, 11, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25};
    QCOMPARE(result->size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const Token &t = result->at(i);
        QCOMPARE(t.offset, expected.at(i));
        // Every token's text is the view of the expression at its offset.
        QCOMPARE(t.text.data(), expression.constData() + t.offset);
    }
    QCOMPARE(result->at(1).text, u"<>");
    QCOMPARE(result->at(10).text, u"12");

    // Every kind of whitespace counts one position.
    const auto tabbed = lw::expr::tokenize(u"a\t\r\n=\n:v");
    QVERIFY(tabbed);
    QCOMPARE(tabbed->at(1).offset, 4);
    QCOMPARE(tabbed->at(2).offset, 6);
}

void TestExprLexer::errors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("message");

    QTest::newRow("bad char between names")
        << u"a = b $ c"_s << u"Syntax error; token: \"$\", near: \"b $ c\""_s;
    QTest::newRow("bad char first") << u"$ a"_s << u"Syntax error; token: \"$\", near: \"$ a\""_s;
    QTest::newRow("bad char alone") << u"@"_s << u"Syntax error; token: \"@\", near: \"@\""_s;
    QTest::newRow("bad char last") << u"a = @"_s << u"Syntax error; token: \"@\", near: \"= @\""_s;
    QTest::newRow("bang equals") << u"a != :v"_s << u"Syntax error; token: \"!\", near: \"a !=\""_s;
    QTest::newRow("next also bad") << u"a ?!"_s << u"Syntax error; token: \"?\", near: \"a ?!\""_s;
    QTest::newRow("lone hash") << u"SET # = :v"_s
                               << u"Syntax error; token: \"#\", near: \"SET # =\""_s;
    QTest::newRow("lone colon") << u"a = :"_s << u"Syntax error; token: \":\", near: \"= :\""_s;
    QTest::newRow("colon before space")
        << u"a = : v"_s << u"Syntax error; token: \":\", near: \"= : v\""_s;
    QTest::newRow("hash in name") << u"a#"_s << u"Syntax error; token: \"#\", near: \"a#\""_s;
    QTest::newRow("quote") << u"a = \"x\""_s << u"Syntax error; token: \"\"\", near: \"= \"x\""_s;
    QTest::newRow("non ascii letter")
        << u"caf\u00e9 = :v"_s << u"Syntax error; token: \"\u00e9\", near: \"caf\u00e9 =\""_s;
    QTest::newRow("surrogate pair")
        << u"a = \U0001F600"_s << u"Syntax error; token: \"\U0001F600\", near: \"= \U0001F600\""_s;
    QTest::newRow("semicolon") << u"a = :v;"_s << u"Syntax error; token: \";\", near: \":v;\""_s;
}

void TestExprLexer::errors()
{
    QFETCH(QString, expression);
    QFETCH(QString, message);
    QCOMPARE(errorOf(expression), message);
}

// syntaxErrorMessage() as the parsers will use it on a successfully lexed token list.
void TestExprLexer::parserSyntaxError_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("message");

    QTest::newRow("first token") << u"INVALID SYNTAX"_s << 0
                                 << u"Syntax error; token: \"INVALID\", near: \"INVALID SYNTAX\""_s;
    QTest::newRow("name inside brackets")
        << u"l[a]"_s << 2 << u"Syntax error; token: \"a\", near: \"[a]\""_s;
    QTest::newRow("eof after equals")
        << u"SET a = "_s << 3 << u"Syntax error; token: \"<EOF>\", near: \"= \""_s;
    QTest::newRow("eof after set")
        << u"SET"_s << 1 << u"Syntax error; token: \"<EOF>\", near: \"SET\""_s;
    QTest::newRow("close paren before end")
        << u"attribute_type()"_s << 2 << u"Syntax error; token: \")\", near: \"()\""_s;
    QTest::newRow("keeps inner whitespace")
        << u"f(:a, 0)"_s << 4 << u"Syntax error; token: \"0\", near: \", 0)\""_s;
    QTest::newRow("eof of empty") << u""_s << 0 << u"Syntax error; token: \"<EOF>\", near: \"\""_s;
}

void TestExprLexer::parserSyntaxError()
{
    QFETCH(QString, expression);
    QFETCH(int, index);
    QFETCH(QString, message);
    const auto result = lw::expr::tokenize(expression);
    QVERIFY(result);
    QCOMPARE(lw::expr::syntaxErrorMessage(expression, *result, index), message);
}

void TestExprLexer::expressionSize()
{
    const QString prefix = u"Expression size has exceeded the maximum allowed size;"_s;
    // Exactly 4096 bytes is fine.
    const QString atLimit = u"a"_s + QString(4095, u'z');
    QVERIFY(lw::expr::tokenize(atLimit));
    const QString over = atLimit + u"z"_s;
    QCOMPARE(errorOf(over), prefix);
    QCOMPARE(errorOf(over, true), prefix + u" expression size: 4097"_s);

    // The limit is in UTF-8 bytes, not characters: 1366 * 3 bytes = 4098 > 4096 though only
    // 1366 characters. The size check wins over the syntax error.
    const QString wide(1366, QChar(0x20AC));
    QCOMPARE(errorOf(wide, true), prefix + u" expression size: 4098"_s);
    // 1365 * 3 = 4095 bytes: under the limit, so the syntax error shows.
    QVERIFY(errorOf(QString(1365, QChar(0x20AC))).startsWith(u"Syntax error; token: "_s));
}

void TestExprLexer::placeholderLength()
{
    // 255 bytes including the sigil is allowed.
    const QString name255 = u"#"_s + QString(254, u'n');
    const QString value255 = u":"_s + QString(254, u'v');
    const auto ok = lw::expr::tokenize(QString(name255 % u" = "_s % value255));
    QVERIFY(ok);
    QCOMPARE(ok->at(0).text.size(), 255);
    QCOMPARE(ok->at(2).text.size(), 255);

    const QString name256 = name255 + u"n"_s;
    const QString value256 = value255 + u"v"_s;
    QCOMPARE(errorOf(name256 % u" = :v"_s),
             u"Expression attribute name placeholder exceeds the maximum length of 255 bytes; "
             u"placeholder: "_s +
                 name256);
    QCOMPARE(errorOf(u"a = "_s % value256),
             u"Expression attribute value placeholder exceeds the maximum length of 255 bytes; "
             u"placeholder: "_s +
                 value256);
}

void TestExprLexer::reservedWords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("reserved");

    QTest::newRow("status") << u"status"_s << true;
    QTest::newRow("DATA") << u"DATA"_s << true;
    QTest::newRow("name") << u"name"_s << true;
    QTest::newRow("mixed case Name") << u"NaMe"_s << true;
    QTest::newRow("first ABORT") << u"abort"_s << true;
    QTest::newRow("last ZONE") << u"Zone"_s << true;
    QTest::newRow("SET") << u"set"_s << true;
    QTest::newRow("BETWEEN") << u"between"_s << true;
    QTest::newRow("year") << u"year"_s << true;
    QTest::newRow("PK") << u"PK"_s << false;
    QTest::newRow("email") << u"email"_s << false;
    QTest::newRow("list_append") << u"list_append"_s << false;
    QTest::newRow("attribute_exists") << u"attribute_exists"_s << false;
    QTest::newRow("prefix of ABORT") << u"abor"_s << false;
    QTest::newRow("extension of ZONE") << u"zones"_s << false;
    QTest::newRow("before first") << u"a"_s << false;
    QTest::newRow("after last") << u"zzzz"_s << false;
    QTest::newRow("empty") << u""_s << false;
    QTest::newRow("non ascii") << u"n\u00e4me"_s << false;
    QTest::newRow("dotless i") << u"\u0131n"_s << false;
}

void TestExprLexer::reservedWords()
{
    QFETCH(QString, word);
    QFETCH(bool, reserved);
    QCOMPARE(lw::expr::isReservedWord(word), reserved);
}

QTEST_GUILESS_MAIN(TestExprLexer)
#include "tst_exprlexer.moc"
