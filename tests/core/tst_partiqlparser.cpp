// The PartiQL grammar (core/partiql/parser.h): which statements parse into what, and the error a
// statement the service refuses gets, with its wording and the offset the parser stopped at.
// Texts as docs/partiql.md records them.
#include "lwtest.h"
#include "partiql/parser.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace lw::partiql;

namespace {

QString dump(const Path &p)
{
    QString out;
    for (const auto &step : p.steps)
        out += step.index >= 0 ? QString(u'[' + QString::number(step.index) + u']')
                               : QString((out.isEmpty() ? QString() : u"."_s) + step.name);
    return out;
}

QString dump(const Expr &e);

QString dumpAll(const std::vector<Expr> &operands)
{
    QStringList out;
    for (const auto &o : operands)
        out << dump(o);
    return out.join(u' ');
}

// A compact prefix form: (op operands…), values as DynamoDB JSON.
QString dump(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::Path:
        return dump(e.path);
    case Expr::Kind::Literal:
        return QString::fromUtf8(QJsonDocument(e.literal).toJson(QJsonDocument::Compact));
    case Expr::Kind::Missing:
        return u"MISSING"_s;
    case Expr::Kind::Parameter:
        return u"?"_s + QString::number(e.parameter);
    case Expr::Kind::Map: {
        QStringList members;
        for (size_t i = 0; i < e.operands.size(); ++i)
            members << e.keys[qsizetype(i)] + u':' + dump(e.operands[i]);
        return u'{' + members.join(u' ') + u'}';
    }
    case Expr::Kind::List:
        return u'[' + dumpAll(e.operands) + u']';
    case Expr::Kind::Set:
        return u"<<"_s + dumpAll(e.operands) + u">>"_s;
    case Expr::Kind::Compare:
        return u'(' + e.op + u' ' + dumpAll(e.operands) + u')';
    case Expr::Kind::Between:
        return u"(BETWEEN "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::In:
        return u"(IN "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::And:
        return u"(AND "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::Or:
        return u"(OR "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::Not:
        return u"(NOT "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::IsMissing:
        return (e.negated ? u"(IS-NOT-MISSING "_s : u"(IS-MISSING "_s) + dumpAll(e.operands) + u')';
    case Expr::Kind::IsNull:
        return (e.negated ? u"(IS-NOT-NULL "_s : u"(IS-NULL "_s) + dumpAll(e.operands) + u')';
    case Expr::Kind::Call:
        return u'(' + e.op + u"() "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::Exists:
        return u"(EXISTS "_s + e.subquery->target.table + u')';
    case Expr::Kind::Add:
        return u"(+ "_s + dumpAll(e.operands) + u')';
    case Expr::Kind::Subtract:
        return u"(- "_s + dumpAll(e.operands) + u')';
    }
    return u"?"_s;
}

QString dump(const Statement &s)
{
    static const QStringList kinds = {u"SELECT"_s, u"INSERT"_s, u"UPDATE"_s, u"DELETE"_s,
                                      u"EXISTS"_s};
    QStringList out{(s.negated ? u"NOT "_s : QString()) + kinds[int(s.kind)]};
    if (s.kind == Statement::Kind::Exists)
        return out.join(u' ') + u" ("_s + dump(*s.subquery) + u')';
    if (s.kind == Statement::Kind::Select) {
        QStringList paths;
        for (const auto &p : s.projection)
            paths << dump(p);
        out << (paths.isEmpty() ? u"*"_s : paths.join(u','));
    }
    out << s.target.table + (s.target.index ? u"."_s + *s.target.index : QString());
    if (s.value)
        out << u"VALUE "_s + dump(*s.value);
    for (const auto &set : s.sets)
        out << u"SET "_s + dump(set.path) + u'=' + dump(set.value);
    for (const auto &p : s.removes)
        out << u"REMOVE "_s + dump(p);
    if (s.where)
        out << u"WHERE "_s + dump(*s.where);
    if (s.orderBy)
        out << u"ORDER "_s + dump(*s.orderBy) + (s.descending ? u" DESC"_s : QString());
    if (s.returning != Returning::None)
        out << s.returningText;
    if (s.parameterCount)
        out << u"params="_s + QString::number(s.parameterCount);
    return out.join(u' ');
}

const QString kEnvelope = u"Statement wasn't well formed, can't be processed: "_s;

} // namespace

class TestPartiqlParser : public QObject
{
    Q_OBJECT

private slots:
    void parses_data();
    void parses();
    void refuses_data();
    void refuses();
};

void TestPartiqlParser::parses_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("parsed");

    QTest::newRow("select star") << u"SELECT * FROM \"T\""_s << u"SELECT * T"_s;
    QTest::newRow("keywords in any case, bare table")
        << u"select * from Music where Artist = 'Acme'"_s
        << u"SELECT * Music WHERE (= Artist {\"S\":\"Acme\"})"_s;
    QTest::newRow("index, nested paths, list positions")
        << u"SELECT a.b, \"c\"[2].d, e['f'] FROM \"T\".\"I\""_s << u"SELECT a.b,c[2].d,e.f T.I"_s;
    QTest::newRow("precedence: AND before OR, NOT before AND")
        << u"SELECT * FROM T WHERE a = 1 OR NOT b = 2 AND c <> 3"_s
        << u"SELECT * T WHERE (OR (= a {\"N\":\"1\"}) (AND (NOT (= b {\"N\":\"2\"})) (<> c {\"N\":\"3\"})))"_s;
    QTest::newRow("comparisons, != as <>")
        << u"SELECT * FROM T WHERE a < 1 AND b <= -2.5 AND c > 1e3 AND d >= .5 AND e != 'x'"_s
        << u"SELECT * T WHERE (AND (AND (AND (AND (< a {\"N\":\"1\"}) (<= b {\"N\":\"-2.5\"})) (> c {\"N\":\"1e3\"})) (>= d {\"N\":\".5\"})) (<> e {\"S\":\"x\"}))"_s;
    QTest::newRow("BETWEEN and IN, also negated")
        << u"SELECT * FROM T WHERE a BETWEEN 1 AND 2 AND b IN [1, 2] AND c NOT IN ('x') AND d NOT BETWEEN ? AND ?"_s
        << u"SELECT * T WHERE (AND (AND (AND (BETWEEN a {\"N\":\"1\"} {\"N\":\"2\"}) (IN b {\"N\":\"1\"} {\"N\":\"2\"})) (NOT (IN c {\"S\":\"x\"}))) (NOT (BETWEEN d ?0 ?1))) params=2"_s;
    QTest::newRow("IS MISSING, IS NOT NULL, functions")
        << u"SELECT * FROM T WHERE a IS MISSING AND b IS NOT NULL AND begins_with(c, 'p') AND size(d) > 2 AND EXISTS(e)"_s
        << u"SELECT * T WHERE (AND (AND (AND (AND (IS-MISSING a) (IS-NOT-NULL b)) (begins_with() c {\"S\":\"p\"})) (> (size() d) {\"N\":\"2\"})) (exists() e))"_s;
    QTest::newRow("strings with a doubled quote, quoted names with one")
        << u"SELECT \"a\"\"b\" FROM T WHERE x = 'it''s'"_s
        << u"SELECT a\"b T WHERE (= x {\"S\":\"it's\"})"_s;
    QTest::newRow("comments") << u"SELECT * -- all\nFROM /* the table */ T"_s << u"SELECT * T"_s;
    QTest::newRow("ORDER BY DESC, a closing semicolon")
        << u"SELECT * FROM T WHERE pk = 1 ORDER BY sk DESC;"_s
        << u"SELECT * T WHERE (= pk {\"N\":\"1\"}) ORDER sk DESC"_s;
    QTest::newRow("INSERT with Ion values")
        << u"INSERT INTO \"T\" VALUE {'pk': 'a', 'n': 1, 'b': TRUE, 'z': NULL, 'l': [1, 'x'], 's': <<'a', 'b'>>, 'm': {'k': ?}}"_s
        << u"INSERT T VALUE {pk:{\"S\":\"a\"} n:{\"N\":\"1\"} b:{\"BOOL\":true} z:{\"NULL\":true} l:[{\"N\":\"1\"} {\"S\":\"x\"}] s:<<{\"S\":\"a\"} {\"S\":\"b\"}>> m:{k:?0}} params=1"_s;
    QTest::newRow("UPDATE with SET, REMOVE, functions and RETURNING")
        << u"UPDATE T SET a = a + 1, b = list_append(b, [2]) SET c = set_add(c, <<'x'>>) REMOVE d, e[1] WHERE pk = ? AND v = 3 RETURNING MODIFIED new *"_s
        << u"UPDATE T SET a=(+ a {\"N\":\"1\"}) SET b=(list_append() b [{\"N\":\"2\"}]) SET c=(set_add() c <<{\"S\":\"x\"}>>) REMOVE d REMOVE e[1] WHERE (AND (= pk ?0) (= v {\"N\":\"3\"})) RETURNING MODIFIED NEW * params=1"_s;
    QTest::newRow("UPDATE in the FROM-first form")
        << u"FROM T WHERE pk = 'a' SET c = 1"_s
        << u"UPDATE T SET c={\"N\":\"1\"} WHERE (= pk {\"S\":\"a\"})"_s;
    QTest::newRow("DELETE with RETURNING")
        << u"DELETE FROM T WHERE pk = 'a' RETURNING ALL OLD *"_s
        << u"DELETE T WHERE (= pk {\"S\":\"a\"}) RETURNING ALL OLD *"_s;
    QTest::newRow("EXISTS and NOT EXISTS")
        << u"NOT EXISTS(SELECT * FROM T WHERE pk = 'a')"_s
        << u"NOT EXISTS (SELECT * T WHERE (= pk {\"S\":\"a\"}))"_s;
}

void TestPartiqlParser::parses()
{
    QFETCH(QString, statement);
    QFETCH(QString, parsed);
    auto result = parseStatement(statement);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().error.message));
    QCOMPARE(dump(*result), parsed);
}

void TestPartiqlParser::refuses_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("offset");

    const QString leftover = kEnvelope + u"Unexpected token after expression"_s;
    QTest::newRow("no statement keyword")
        << u"SLECT * FROM \"T\""_s << kEnvelope + u"Expected data manipulation"_s << 0;
    QTest::newRow("a token after the WHERE")
        << u"SELECT * FROM T WHERE pk = 1 foo"_s << leftover << 29;
    QTest::newRow("a number split from its exponent")
        << u"SELECT * FROM T WHERE pk = 1 e5"_s << leftover << 29;
    QTest::newRow("a stray parenthesis") << u"SELECT * FROM T WHERE pk = 1)"_s << leftover << 28;
    QTest::newRow("ORDER BY on a DELETE")
        << u"DELETE FROM T WHERE pk = 1 ORDER BY pk"_s << leftover << 27;
    QTest::newRow("an alias on an INSERT")
        << u"INSERT INTO T t VALUE {'pk': 'x'}"_s << leftover << 14;
    QTest::newRow("a SET after the WHERE in the FROM-first form")
        << u"FROM T SET c = 1 WHERE pk = 'x'"_s << leftover << 17;
    QTest::newRow("an empty WHERE")
        << u"SELECT * FROM T WHERE"_s << kEnvelope + u"Unexpected term"_s << 21;
    QTest::newRow("WHERE then a semicolon")
        << u"SELECT * FROM T WHERE;"_s << kEnvelope + u"Unexpected term"_s << 21;
    QTest::newRow("WHERE NOT") << u"SELECT * FROM T WHERE NOT"_s << kEnvelope + u"Unexpected term"_s
                               << 25;
    QTest::newRow("WHERE (") << u"SELECT * FROM T WHERE ("_s << kEnvelope + u"Unexpected term"_s
                             << 23;
    QTest::newRow("a condition ending in AND")
        << u"SELECT * FROM T WHERE pk = 'p' AND"_s
        << kEnvelope + u"Missing right-hand side expression of infix operator"_s << 34;
    QTest::newRow("a condition ending in OR")
        << u"SELECT * FROM T WHERE pk = 'p' OR "_s
        << kEnvelope + u"Missing right-hand side expression of infix operator"_s << 34;
    QTest::newRow("WHERE then ORDER BY")
        << u"SELECT * FROM T WHERE ORDER BY pk"_s << kEnvelope + u"Unexpected keyword"_s << 22;
    QTest::newRow("IS where a condition starts")
        << u"SELECT * FROM T WHERE IS NULL"_s << kEnvelope + u"Unexpected operator"_s << 22;
    QTest::newRow("LIKE where an operand starts")
        << u"SELECT * FROM T WHERE pk = LIKE"_s << kEnvelope + u"Unexpected operator"_s << 27;
    QTest::newRow("IS with no type name")
        << u"SELECT * FROM T WHERE x IS FOO"_s << kEnvelope + u"Expected type name"_s << 27;
    QTest::newRow("DELETE FROM without a table")
        << u"DELETE FROM"_s << kEnvelope + u"Expected identifier for simple path"_s << 11;
    QTest::newRow("DELETE FROM WHERE")
        << u"DELETE FROM WHERE pk = 'a'"_s << kEnvelope + u"Expected identifier for simple path"_s
        << 12;
    QTest::newRow("SELECT * FROM without a table")
        << u"SELECT * FROM"_s << kEnvelope + u"Unexpected term"_s << 13;
    QTest::newRow("an alias on a SELECT")
        << u"SELECT * FROM \"T\" t WHERE pk = 'x'"_s << u"Aliasing is not supported"_s << 18;
    QTest::newRow("an AS alias on a SELECT")
        << u"SELECT * FROM T AS t"_s << u"Aliasing is not supported"_s << 16;
    QTest::newRow("an alias on an UPDATE")
        << u"UPDATE T t SET a = 3 WHERE pk = 'x'"_s << u"Aliasing is not supported"_s << 9;
    QTest::newRow("an alias on a DELETE")
        << u"DELETE FROM T t WHERE pk = 'x'"_s << u"Aliasing is not supported"_s << 14;
    QTest::newRow("a hash comment") << u"SELECT * FROM T WHERE pk = 1 # note"_s << kEnvelope << 29;
    QTest::newRow("an open block comment")
        << u"SELECT * FROM T WHERE pk = 1 /* note"_s << kEnvelope << 29;
    QTest::newRow("an open string") << u"SELECT * FROM T WHERE pk = 'x"_s << kEnvelope << 27;
    QTest::newRow("an exponent past 32 bits")
        << u"SELECT * FROM T WHERE pk = 1e2147483648"_s << kEnvelope << 27;
    QTest::newRow("a scale past 32 bits")
        << u"SELECT * FROM T WHERE pk = 1.5e-2147483647"_s << kEnvelope << 27;
    QTest::newRow("parentheses 300 deep")
        << u"SELECT * FROM T WHERE "_s + QString(300, u'(') + u"a = 1"_s + QString(300, u')')
        << kEnvelope + u"Expression nesting too deep"_s << 150;
    QTest::newRow("UPDATE without SET or REMOVE")
        << u"UPDATE T WHERE pk = 1"_s << kEnvelope + u"Unexpected keyword"_s << 9;
}

void TestPartiqlParser::refuses()
{
    QFETCH(QString, statement);
    QFETCH(QString, message);
    QFETCH(int, offset);
    auto result = parseStatement(statement);
    QVERIFY2(!result, qPrintable(result ? dump(*result) : QString()));
    QCOMPARE(result.error().error.type, lw::ErrorType::Validation);
    QCOMPARE(result.error().error.message, message);
    QCOMPARE(result.error().offset, offset);
}

QTEST_GUILESS_MAIN(TestPartiqlParser)
#include "tst_partiqlparser.moc"
