// ProjectionExpression: parsing with DynamoDB's error texts and order, and applying the paths.
#include "expr/documentpath.h"
#include "expr/parser.h"
#include "model/attributejson.h"
#include "testutil.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

lw::expr::Placeholders namesFrom(const QJsonObject &names)
{
    lw::expr::Placeholders placeholders;
    for (auto it = names.begin(); it != names.end(); ++it)
        placeholders.names.insert(it.key(), it.value().toString());
    return placeholders;
}

} // namespace

class TestProjection : public QObject
{
    Q_OBJECT

private slots:
    void errors_data();
    void errors();
    void usedNames();
    void apply_data();
    void apply();
};

void TestProjection::errors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("names");
    QTest::addColumn<QString>("message");
    const QString p = u"Invalid ProjectionExpression: "_s;
    QTest::newRow("empty") << u"  "_s << QByteArray("{}")
                           << p + u"The expression can not be empty;"_s;
    QTest::newRow("reserved")
        << u"a, status"_s << QByteArray("{}")
        << p + u"Attribute name is a reserved keyword; reserved keyword: status"_s;
    QTest::newRow("undefined-name")
        << u"a.#missing"_s << QByteArray("{}")
        << p + u"An expression attribute name used in the document path is not defined; attribute name: #missing"_s;
    // DynamoDB's precedence: a reserved word is reported before an undefined name after it.
    QTest::newRow("reserved-before-undefined")
        << u"#x, name"_s << QByteArray("{}")
        << p + u"Attribute name is a reserved keyword; reserved keyword: name"_s;
    QTest::newRow("overlap")
        << u"a, a.b"_s << QByteArray("{}")
        << p + u"Two document paths overlap with each other; must remove or "
               u"rewrite one of these paths; path one: [a], path two: [a, b]"_s;
    QTest::newRow("overlap-same")
        << u"a[1], a[1]"_s << QByteArray("{}")
        << p + u"Two document paths overlap with each other; must remove or "
               u"rewrite one of these paths; path one: [a, [1]], path two: [a, [1]]"_s;
    QTest::newRow("conflict")
        << u"a.b, a[0]"_s << QByteArray("{}")
        << p + u"Two document paths conflict with each other; must remove or "
               u"rewrite one of these paths; path one: [a, b], path two: [a, [0]]"_s;
    QTest::newRow("overlap-before-conflict")
        << u"a.b, a[0], c, c.d"_s << QByteArray("{}")
        << p + u"Two document paths overlap with each other; must remove or rewrite one of these "
               u"paths; path one: [c], path two: [c, d]"_s;
    QTest::newRow("syntax-trailing-comma")
        << u"a,"_s << QByteArray("{}") << p + u"Syntax error; token: \"<EOF>\", near: \",\""_s;
    QTest::newRow("syntax-index-name")
        << u"a[b]"_s << QByteArray("{}") << p + u"Syntax error; token: \"b\", near: \"[b]\""_s;
    QTest::newRow("syntax-value-placeholder")
        << u"a, :v"_s << QByteArray("{}") << p + u"Syntax error; token: \":v\", near: \", :v\""_s;
}

void TestProjection::errors()
{
    QFETCH(QString, expression);
    QFETCH(QByteArray, names);
    QFETCH(QString, message);
    auto placeholders = namesFrom(json(names.constData()));
    auto parsed = lw::expr::parseProjection(expression, placeholders);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().typeName(), u"ValidationException"_s);
    QCOMPARE(parsed.error().message, message);
}

void TestProjection::usedNames()
{
    auto placeholders = namesFrom(json(R"({"#s":"status","#n":"name","#x":"x"})"));
    auto parsed = lw::expr::parseProjection(u"#s, a.#n[2], b"_s, placeholders);
    QVERIFY(parsed);
    QCOMPARE(placeholders.usedNames, (QSet<QString>{u"#s"_s, u"#n"_s}));
    QCOMPARE(parsed->size(), 3);
    QCOMPARE(lw::expr::pathText(parsed->at(0)), u"[status]"_s);
    QCOMPARE(lw::expr::pathText(parsed->at(1)), u"[a, name, [2]]"_s);
}

void TestProjection::apply_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("top-level") << u"PK, n"_s << QByteArray(R"({"PK":{"S":"a"},"n":{"N":"1"}})");
    QTest::newRow("missing-attribute") << u"PK, nope"_s << QByteArray(R"({"PK":{"S":"a"}})");
    QTest::newRow("nested-map") << u"m.x"_s << QByteArray(R"({"m":{"M":{"x":{"N":"1"}}}})");
    QTest::newRow("list-elements-close-up")
        << u"l[2], l[0], l[9]"_s << QByteArray(R"({"l":{"L":[{"S":"zero"},{"S":"two"}]}})");
    QTest::newRow("deep") << u"l[1].k"_s
                          << QByteArray(R"({"l":{"L":[{"M":{"k":{"BOOL":true}}}]}})");
    QTest::newRow("name-below-scalar-is-nothing") << u"n.x"_s << QByteArray("{}");
    QTest::newRow("index-below-scalar-is-nothing") << u"PK[0]"_s << QByteArray("{}");
    QTest::newRow("index-on-map-is-nothing") << u"m[0]"_s << QByteArray("{}");
}

void TestProjection::apply()
{
    QFETCH(QString, expression);
    QFETCH(QByteArray, expected);
    const auto item = lw::itemFromJson(json(R"({"PK":{"S":"a"},"n":{"N":"1"},
        "m":{"M":{"x":{"N":"1"},"y":{"N":"2"}}},
        "l":{"L":[{"S":"zero"},{"M":{"k":{"BOOL":true},"j":{"NULL":true}}},{"S":"two"}]}})"));
    QVERIFY(item);
    lw::expr::Placeholders placeholders;
    auto paths = lw::expr::parseProjection(expression, placeholders);
    QVERIFY2(paths, qPrintable(paths ? QString() : paths.error().message));
    QCOMPARE(compact(lw::itemToJson(lw::expr::applyProjection(*item, *paths))), expected);
}

QTEST_GUILESS_MAIN(TestProjection)
#include "tst_projection.moc"
