// Condition evaluation: every comparator and function against one item, with DynamoDB's rules for
// type mismatches and missing attributes (false, never an error). Trees are built by hand so
// these tests do not depend on the parser.
#include "expr/evaluate.h"
#include "exprtestutil.h"
#include "model/attributejson.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeValue;
using lw::expr::Comparator;
using lw::expr::Condition;
using lw::expr::Operand;

Q_DECLARE_METATYPE(lw::expr::Condition)
Q_DECLARE_METATYPE(lw::expr::Operand)

namespace {

// Every type, nested documents, numbers that only exact arithmetic tells apart, strings whose
// UTF-16 order differs from their UTF-8 order, and bytes that differ as signed and unsigned.
const char *const kItem = R"({
    "s": {"S": "hello"}, "s2": {"S": "hello"}, "t": {"S": "world"}, "blank": {"S": ""},
    "accents": {"S": "\u00E9\uD834\uDD1E"}, "pua": {"S": "\uE000"}, "emoji": {"S": "\uD83D\uDE00"},
    "n": {"N": "10"}, "n2": {"N": "10.0"}, "three": {"N": "3"},
    "long1": {"N": "12345678901234567890123456789012345678"},
    "long2": {"N": "12345678901234567890123456789012345679"},
    "b": {"B": "AQID"}, "bhigh": {"B": "/w=="},
    "yes": {"BOOL": true}, "nul": {"NULL": true},
    "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "2.5"]}, "bs": {"BS": ["AQ==", "Ag=="]},
    "l": {"L": [{"S": "x"}, {"N": "1"}, {"M": {"k": {"S": "v"}}}, {"NS": ["1", "2"]}]},
    "m": {"M": {"k": {"S": "v"}, "sub": {"M": {"deep": {"N": "3"}}},
                "lst": {"L": [{"N": "7"}, {"S": "hello"}]}}}
})";

lw::Item testItem()
{
    return itemOf(kItem);
}

Operand at(const QString &path)
{
    return lw::expr::pathOperand(parsePath(path));
}

Operand lit(const char *typedJson)
{
    auto value = lw::attributeFromJson(json(typedJson));
    if (!setUp(u"bad value in test: "_s + QString::fromUtf8(typedJson), value))
        return lw::expr::valueOperand({});
    return lw::expr::valueOperand(*value);
}

Operand sizeOf(Operand arg)
{
    Operand o;
    o.kind = Operand::Kind::Size;
    o.args = {std::move(arg)};
    return o;
}

Condition cmp(Operand a, Comparator c, Operand b)
{
    Condition cond;
    cond.kind = Condition::Kind::Compare;
    cond.comparator = c;
    cond.operands = {std::move(a), std::move(b)};
    return cond;
}

Condition fn(Condition::Kind kind, std::vector<Operand> operands)
{
    Condition cond;
    cond.kind = kind;
    cond.operands = std::move(operands);
    return cond;
}

Condition logic(Condition::Kind kind, std::vector<Condition> children)
{
    Condition cond;
    cond.kind = kind;
    cond.children = std::move(children);
    return cond;
}

Condition eq(Operand a, Operand b)
{
    return cmp(std::move(a), Comparator::Eq, std::move(b));
}

} // namespace

class TestEvaluate : public QObject
{
    Q_OBJECT

private slots:
    void resolvePaths_data();
    void resolvePaths();
    void sizeFunction_data();
    void sizeFunction();
    void operandValueCopies();
    void comparators_data();
    void comparators();
    void betweenAndIn_data();
    void betweenAndIn();
    void functions_data();
    void functions();
    void logicalOperators_data();
    void logicalOperators();
    void emptyItem();
};

void TestEvaluate::resolvePaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("expected"); // typed JSON, or empty for no value
    QTest::newRow("top-level") << u"s"_s << QByteArray(R"({"S":"hello"})");
    QTest::newRow("missing") << u"nope"_s << QByteArray();
    QTest::newRow("map-key") << u"m.k"_s << QByteArray(R"({"S":"v"})");
    QTest::newRow("deep-map") << u"m.sub.deep"_s << QByteArray(R"({"N":"3"})");
    QTest::newRow("map-then-list") << u"m.lst[1]"_s << QByteArray(R"({"S":"hello"})");
    QTest::newRow("list-then-map") << u"l[2].k"_s << QByteArray(R"({"S":"v"})");
    QTest::newRow("missing-map-key") << u"m.nope"_s << QByteArray();
    QTest::newRow("index-past-end") << u"l[4]"_s << QByteArray();
    QTest::newRow("index-on-map") << u"m[0]"_s << QByteArray();
    QTest::newRow("index-on-string") << u"s[0]"_s << QByteArray();
    QTest::newRow("index-on-set") << u"ss[0]"_s << QByteArray();
    QTest::newRow("name-on-list") << u"l.k"_s << QByteArray();
    QTest::newRow("name-on-scalar") << u"n.k"_s << QByteArray();
    QTest::newRow("below-missing") << u"nope.k[1]"_s << QByteArray();
}

void TestEvaluate::resolvePaths()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, expected);
    const lw::Item item = testItem();
    const AttributeValue *value = lw::expr::resolvePath(item, parsePath(path));
    QCOMPARE(value ? compact(lw::attributeToJson(*value)) : QByteArray(), expected);
}

void TestEvaluate::sizeFunction_data()
{
    QTest::addColumn<Operand>("operand");
    QTest::addColumn<QByteArray>("expected"); // typed JSON, or empty for no value
    QTest::newRow("string") << sizeOf(at(u"s"_s)) << QByteArray(R"({"N":"5"})");
    QTest::newRow("empty-string") << sizeOf(at(u"blank"_s)) << QByteArray(R"({"N":"0"})");
    // UTF-16 code units: é is one, 𝄞 (U+1D11E) a surrogate pair; not 6 UTF-8 bytes.
    QTest::newRow("string-utf16-units") << sizeOf(at(u"accents"_s)) << QByteArray(R"({"N":"3"})");
    QTest::newRow("binary-bytes") << sizeOf(at(u"b"_s)) << QByteArray(R"({"N":"3"})");
    QTest::newRow("string-set") << sizeOf(at(u"ss"_s)) << QByteArray(R"({"N":"2"})");
    QTest::newRow("number-set") << sizeOf(at(u"ns"_s)) << QByteArray(R"({"N":"2"})");
    QTest::newRow("binary-set") << sizeOf(at(u"bs"_s)) << QByteArray(R"({"N":"2"})");
    QTest::newRow("list") << sizeOf(at(u"l"_s)) << QByteArray(R"({"N":"4"})");
    QTest::newRow("map") << sizeOf(at(u"m"_s)) << QByteArray(R"({"N":"3"})");
    QTest::newRow("nested") << sizeOf(at(u"m.lst"_s)) << QByteArray(R"({"N":"2"})");
    QTest::newRow("literal") << sizeOf(lit(R"({"S":"abcd"})")) << QByteArray(R"({"N":"4"})");
    QTest::newRow("number-none") << sizeOf(at(u"n"_s)) << QByteArray();
    QTest::newRow("bool-none") << sizeOf(at(u"yes"_s)) << QByteArray();
    QTest::newRow("null-none") << sizeOf(at(u"nul"_s)) << QByteArray();
    QTest::newRow("missing-none") << sizeOf(at(u"nope"_s)) << QByteArray();
    QTest::newRow("path") << at(u"n"_s) << QByteArray(R"({"N":"10"})");
    QTest::newRow("value") << lit(R"({"BOOL":false})") << QByteArray(R"({"BOOL":false})");
}

void TestEvaluate::sizeFunction()
{
    QFETCH(Operand, operand);
    QFETCH(QByteArray, expected);
    const lw::Item item = testItem();
    const auto value = lw::expr::evaluateOperand(operand, item);
    QCOMPARE(value ? compact(lw::attributeToJson(*value.get())) : QByteArray(), expected);
}

void TestEvaluate::operandValueCopies()
{
    // A computed value must survive its original: copies own their own.
    const lw::Item item = testItem();
    lw::expr::OperandValue copy;
    {
        const auto original = lw::expr::evaluateOperand(sizeOf(at(u"s"_s)), item);
        copy = original;
    }
    QVERIFY(copy);
    QCOMPARE(copy.get()->asNumber().toInt64().value_or(-1), qint64(5));
}

void TestEvaluate::comparators_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<bool>("expected");
    using C = Comparator;
    const auto row = [](const char *name, Operand a, C c, Operand b, bool expected) {
        QTest::newRow(name) << cmp(std::move(a), c, std::move(b)) << expected;
    };
    // = and <>
    row("eq-string", at(u"s"_s), C::Eq, lit(R"({"S":"hello"})"), true);
    row("eq-string-differs", at(u"s"_s), C::Eq, lit(R"({"S":"Hello"})"), false);
    row("eq-two-paths", at(u"s"_s), C::Eq, at(u"s2"_s), true);
    row("eq-number-numeric", at(u"n"_s), C::Eq, at(u"n2"_s), true);
    row("eq-number-exact", at(u"long1"_s), C::Eq, at(u"long2"_s), false);
    row("eq-type-mismatch", at(u"n"_s), C::Eq, lit(R"({"S":"10"})"), false);
    row("eq-set-order-free", at(u"ss"_s), C::Eq, lit(R"({"SS":["b","a"]})"), true);
    row("eq-number-set-numeric", at(u"ns"_s), C::Eq, lit(R"({"NS":["2.50","1"]})"), true);
    row("eq-list-ordered", at(u"m.lst"_s), C::Eq, lit(R"({"L":[{"N":"7"},{"S":"hello"}]})"), true);
    row("eq-list-order-matters", at(u"m.lst"_s), C::Eq, lit(R"({"L":[{"S":"hello"},{"N":"7"}]})"),
        false);
    row("eq-map", at(u"m.sub"_s), C::Eq, lit(R"({"M":{"deep":{"N":"3.0"}}})"), true);
    row("eq-bool", at(u"yes"_s), C::Eq, lit(R"({"BOOL":true})"), true);
    row("eq-null", at(u"nul"_s), C::Eq, lit(R"({"NULL":true})"), true);
    row("eq-binary", at(u"b"_s), C::Eq, lit(R"({"B":"AQID"})"), true);
    row("eq-missing", at(u"nope"_s), C::Eq, lit(R"({"S":"hello"})"), false);
    row("eq-both-missing", at(u"nope"_s), C::Eq, at(u"nada"_s), false);
    row("eq-nested-list-element", at(u"l[1]"_s), C::Eq, lit(R"({"N":"1"})"), true);
    row("ne-equal", at(u"s"_s), C::Ne, lit(R"({"S":"hello"})"), false);
    row("ne-differs", at(u"s"_s), C::Ne, lit(R"({"S":"bye"})"), true);
    row("ne-type-mismatch", at(u"n"_s), C::Ne, lit(R"({"S":"10"})"), true);
    row("ne-number-numeric", at(u"n"_s), C::Ne, lit(R"({"N":"1E1"})"), false);
    row("ne-set-order-free", at(u"ss"_s), C::Ne, lit(R"({"SS":["b","a"]})"), false);
    // Scylla's DynamoDB-verified tests: an unset attribute is unequal to anything, even another.
    row("ne-missing", at(u"nope"_s), C::Ne, lit(R"({"N":"1"})"), true);
    row("ne-both-missing", at(u"nope"_s), C::Ne, at(u"nada"_s), true);
    // < <= > >= on S
    row("lt-string", at(u"s"_s), C::Lt, at(u"t"_s), true);
    row("lt-string-equal", at(u"s"_s), C::Lt, at(u"s2"_s), false);
    row("le-string-equal", at(u"s"_s), C::Le, at(u"s2"_s), true);
    row("gt-string", at(u"t"_s), C::Gt, at(u"s"_s), true);
    row("ge-string", at(u"s"_s), C::Ge, at(u"t"_s), false);
    row("lt-prefix-first", lit(R"({"S":"hell"})"), C::Lt, at(u"s"_s), true);
    row("lt-uppercase-first", lit(R"({"S":"Zebra"})"), C::Lt, at(u"s"_s), true);
    // U+E000 is below U+1F600 in UTF-8 (and code points), above it in UTF-16 code units.
    row("lt-string-utf8-order", at(u"pua"_s), C::Lt, at(u"emoji"_s), true);
    row("gt-string-utf8-order", at(u"emoji"_s), C::Gt, at(u"pua"_s), true);
    // on N
    row("lt-number", at(u"three"_s), C::Lt, at(u"n"_s), true);
    row("lt-number-not-text-order", lit(R"({"N":"9"})"), C::Lt, at(u"n"_s), true);
    row("le-number-numeric-equal", at(u"n"_s), C::Le, at(u"n2"_s), true);
    row("lt-number-exact", at(u"long1"_s), C::Lt, at(u"long2"_s), true);
    row("gt-number-exact", at(u"long2"_s), C::Gt, at(u"long1"_s), true);
    row("ge-negative", lit(R"({"N":"-0.5"})"), C::Ge, lit(R"({"N":"-1"})"), true);
    row("gt-number-false", at(u"three"_s), C::Gt, at(u"n"_s), false);
    // on B: unsigned bytes, 0xFF above 0x01
    row("lt-binary", at(u"b"_s), C::Lt, at(u"bhigh"_s), true);
    row("gt-binary-unsigned", at(u"bhigh"_s), C::Gt, at(u"b"_s), true);
    row("le-binary-prefix", lit(R"({"B":"AQI="})"), C::Le, at(u"b"_s), true);
    // other types and mismatches are false, never errors
    row("lt-type-mismatch", at(u"n"_s), C::Lt, lit(R"({"S":"99"})"), false);
    row("ge-type-mismatch", at(u"n"_s), C::Ge, lit(R"({"S":"1"})"), false);
    row("lt-missing", at(u"nope"_s), C::Lt, lit(R"({"N":"1"})"), false);
    row("gt-missing-right", at(u"n"_s), C::Gt, at(u"nope"_s), false);
    row("le-both-missing", at(u"nope"_s), C::Le, at(u"nada"_s), false);
    row("le-list-not-ordered", at(u"l"_s), C::Le, at(u"l"_s), false);
    row("ge-bool-not-ordered", at(u"yes"_s), C::Ge, at(u"yes"_s), false);
    row("lt-set-not-ordered", at(u"ns"_s), C::Lt, lit(R"({"NS":["9"]})"), false);
    // size() as an operand
    row("size-eq", sizeOf(at(u"s"_s)), C::Eq, lit(R"({"N":"5"})"), true);
    row("size-lt", sizeOf(at(u"l"_s)), C::Lt, lit(R"({"N":"5"})"), true);
    row("size-vs-path", sizeOf(at(u"m.lst"_s)), C::Lt, at(u"three"_s), true);
    row("size-vs-string-false", sizeOf(at(u"s"_s)), C::Eq, lit(R"({"S":"5"})"), false);
    row("size-of-number-false", sizeOf(at(u"n"_s)), C::Ge, lit(R"({"N":"0"})"), false);
    row("size-of-missing-ne", sizeOf(at(u"nope"_s)), C::Ne, lit(R"({"N":"0"})"), true);
}

void TestEvaluate::comparators()
{
    QFETCH(Condition, condition);
    QFETCH(bool, expected);
    QCOMPARE(lw::expr::evaluate(condition, testItem()), expected);
}

void TestEvaluate::betweenAndIn_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<bool>("expected");
    using K = Condition::Kind;
    const auto between = [](const char *name, Operand a, Operand lo, Operand hi, bool expected) {
        QTest::newRow(name) << fn(K::Between, {std::move(a), std::move(lo), std::move(hi)})
                            << expected;
    };
    between("between-number", at(u"n"_s), lit(R"({"N":"1"})"), lit(R"({"N":"100"})"), true);
    between("between-lower-inclusive", at(u"n"_s), lit(R"({"N":"10"})"), lit(R"({"N":"11"})"),
            true);
    between("between-upper-inclusive", at(u"n"_s), lit(R"({"N":"9"})"), lit(R"({"N":"1E1"})"),
            true);
    between("between-below", at(u"three"_s), lit(R"({"N":"4"})"), lit(R"({"N":"10"})"), false);
    between("between-above", at(u"n"_s), lit(R"({"N":"1"})"), lit(R"({"N":"9.99"})"), false);
    between("between-exact", at(u"long1"_s), at(u"long1"_s), at(u"long2"_s), true);
    between("between-exact-above", at(u"long2"_s), at(u"long1"_s), at(u"long1"_s), false);
    between("between-string", at(u"s"_s), lit(R"({"S":"a"})"), lit(R"({"S":"z"})"), true);
    between("between-string-equal", at(u"s"_s), at(u"s2"_s), at(u"s2"_s), true);
    between("between-binary", at(u"b"_s), lit(R"({"B":"AQ=="})"), at(u"bhigh"_s), true);
    between("between-paths", at(u"three"_s), at(u"ns[0]"_s), at(u"n"_s), false); // ns[0]: none
    between("between-item-bounds", at(u"three"_s), lit(R"({"N":"1"})"), at(u"n"_s), true);
    between("between-reversed-bounds", at(u"n"_s), lit(R"({"N":"100"})"), lit(R"({"N":"1"})"),
            false);
    between("between-type-mismatch", at(u"n"_s), lit(R"({"S":"0"})"), lit(R"({"S":"2"})"), false);
    between("between-mixed-bounds", at(u"n"_s), lit(R"({"N":"1"})"), lit(R"({"S":"z"})"), false);
    between("between-missing", at(u"nope"_s), lit(R"({"N":"1"})"), lit(R"({"N":"2"})"), false);
    between("between-missing-bound", at(u"n"_s), at(u"nope"_s), lit(R"({"N":"20"})"), false);
    between("between-list", at(u"l"_s), at(u"l"_s), at(u"l"_s), false);
    between("between-size", sizeOf(at(u"s"_s)), lit(R"({"N":"5"})"), lit(R"({"N":"6"})"), true);

    const auto in = [](const char *name, std::vector<Operand> operands, bool expected) {
        QTest::newRow(name) << fn(K::In, std::move(operands)) << expected;
    };
    in("in-first", {at(u"s"_s), lit(R"({"S":"hello"})"), lit(R"({"S":"x"})")}, true);
    in("in-last", {at(u"n"_s), lit(R"({"S":"10"})"), lit(R"({"N":"1e1"})")}, true);
    in("in-none", {at(u"n"_s), lit(R"({"N":"11"})"), lit(R"({"S":"10"})")}, false);
    in("in-single", {at(u"yes"_s), lit(R"({"BOOL":true})")}, true);
    in("in-path", {at(u"s"_s), at(u"t"_s), at(u"s2"_s)}, true);
    in("in-set", {at(u"ss"_s), lit(R"({"SS":["b","a"]})")}, true);
    in("in-map", {at(u"m.sub"_s), lit(R"({"M":{"deep":{"N":"3"}}})")}, true);
    in("in-missing", {at(u"nope"_s), lit(R"({"N":"1"})")}, false);
    in("in-missing-both", {at(u"nope"_s), at(u"nada"_s)}, false);
}

void TestEvaluate::betweenAndIn()
{
    QFETCH(Condition, condition);
    QFETCH(bool, expected);
    QCOMPARE(lw::expr::evaluate(condition, testItem()), expected);
}

void TestEvaluate::functions_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<bool>("expected");
    using K = Condition::Kind;
    const auto row = [](const char *name, K kind, std::vector<Operand> operands, bool expected) {
        QTest::newRow(name) << fn(kind, std::move(operands)) << expected;
    };
    row("exists", K::AttributeExists, {at(u"s"_s)}, true);
    row("exists-null-value", K::AttributeExists, {at(u"nul"_s)}, true);
    row("exists-missing", K::AttributeExists, {at(u"nope"_s)}, false);
    row("exists-nested", K::AttributeExists, {at(u"m.sub.deep"_s)}, true);
    row("exists-list-index", K::AttributeExists, {at(u"l[3]"_s)}, true);
    row("exists-past-end", K::AttributeExists, {at(u"l[4]"_s)}, false);
    row("not-exists", K::AttributeNotExists, {at(u"nope"_s)}, true);
    row("not-exists-present", K::AttributeNotExists, {at(u"s"_s)}, false);
    row("not-exists-nested-missing", K::AttributeNotExists, {at(u"m.k.x"_s)}, true);

    const auto type = [&](const char *name, const char *path, const char *t, bool expected) {
        const QByteArray typeName = "{\"S\":\"" + QByteArray(t) + "\"}";
        row(name, K::AttributeType, {at(QString::fromUtf8(path)), lit(typeName.constData())},
            expected);
    };
    type("type-S", "s", "S", true);
    type("type-N", "n", "N", true);
    type("type-B", "b", "B", true);
    type("type-BOOL", "yes", "BOOL", true);
    type("type-NULL", "nul", "NULL", true);
    type("type-SS", "ss", "SS", true);
    type("type-NS", "ns", "NS", true);
    type("type-BS", "bs", "BS", true);
    type("type-L", "l", "L", true);
    type("type-M", "m", "M", true);
    type("type-nested", "m.lst[0]", "N", true);
    type("type-wrong", "s", "SS", false);
    type("type-set-is-not-list", "ns", "L", false);
    type("type-missing", "nope", "S", false);
    type("type-lowercase-is-no-type", "s", "s", false);
    row("type-of-literal", K::AttributeType, {lit(R"({"N":"0"})"), lit(R"({"S":"N"})")}, true);

    row("begins-string", K::BeginsWith, {at(u"s"_s), lit(R"({"S":"hel"})")}, true);
    row("begins-string-whole", K::BeginsWith, {at(u"s"_s), lit(R"({"S":"hello"})")}, true);
    row("begins-string-empty-prefix", K::BeginsWith, {at(u"s"_s), lit(R"({"S":""})")}, true);
    row("begins-string-longer", K::BeginsWith, {at(u"s"_s), lit(R"({"S":"hello!"})")}, false);
    row("begins-string-case", K::BeginsWith, {at(u"s"_s), lit(R"({"S":"Hel"})")}, false);
    row("begins-binary", K::BeginsWith, {at(u"b"_s), lit(R"({"B":"AQI="})")}, true);
    row("begins-binary-no", K::BeginsWith, {at(u"b"_s), lit(R"({"B":"Ag=="})")}, false);
    row("begins-type-mismatch", K::BeginsWith, {at(u"b"_s), lit(R"({"S":"A"})")}, false);
    row("begins-number", K::BeginsWith, {at(u"n"_s), lit(R"({"N":"1"})")}, false);
    row("begins-set", K::BeginsWith, {at(u"ss"_s), lit(R"({"S":"a"})")}, false);
    row("begins-missing", K::BeginsWith, {at(u"nope"_s), lit(R"({"S":"h"})")}, false);
    row("begins-path-prefix", K::BeginsWith, {at(u"m.lst[1]"_s), at(u"s"_s)}, true);
    row("begins-reversed", K::BeginsWith, {lit(R"({"S":"hello there"})"), at(u"s"_s)}, true);

    row("contains-substring", K::Contains, {at(u"s"_s), lit(R"({"S":"ell"})")}, true);
    row("contains-substring-no", K::Contains, {at(u"s"_s), lit(R"({"S":"elk"})")}, false);
    row("contains-string-vs-number", K::Contains, {at(u"t"_s), lit(R"({"N":"1"})")}, false);
    row("contains-bytes", K::Contains, {at(u"b"_s), lit(R"({"B":"AgM="})")}, true);
    row("contains-bytes-no", K::Contains, {at(u"b"_s), lit(R"({"B":"Aw8="})")}, false);
    row("contains-ss-member", K::Contains, {at(u"ss"_s), lit(R"({"S":"b"})")}, true);
    row("contains-ss-no", K::Contains, {at(u"ss"_s), lit(R"({"S":"c"})")}, false);
    row("contains-ss-substring-no", K::Contains, {at(u"ss"_s), lit(R"({"S":""})")}, false);
    row("contains-ns-numeric", K::Contains, {at(u"ns"_s), lit(R"({"N":"2.50"})")}, true);
    row("contains-ns-wrong-type", K::Contains, {at(u"ns"_s), lit(R"({"S":"1"})")}, false);
    row("contains-bs-member", K::Contains, {at(u"bs"_s), lit(R"({"B":"Ag=="})")}, true);
    row("contains-bs-no", K::Contains, {at(u"bs"_s), lit(R"({"B":"Aw=="})")}, false);
    row("contains-set-in-set-no", K::Contains, {at(u"ss"_s), lit(R"({"SS":["a"]})")}, false);
    row("contains-list-string", K::Contains, {at(u"l"_s), lit(R"({"S":"x"})")}, true);
    row("contains-list-number", K::Contains, {at(u"l"_s), lit(R"({"N":"1.0"})")}, true);
    row("contains-list-map", K::Contains, {at(u"l"_s), lit(R"({"M":{"k":{"S":"v"}}})")}, true);
    row("contains-list-set", K::Contains, {at(u"l"_s), lit(R"({"NS":["2","1"]})")}, true);
    row("contains-list-no", K::Contains, {at(u"l"_s), lit(R"({"S":"1"})")}, false);
    row("contains-nested-list", K::Contains, {at(u"m.lst"_s), at(u"s"_s)}, true);
    row("contains-number", K::Contains, {at(u"n"_s), lit(R"({"N":"1"})")}, false);
    row("contains-map", K::Contains, {at(u"m"_s), lit(R"({"S":"k"})")}, false);
    row("contains-missing", K::Contains, {at(u"nope"_s), lit(R"({"S":"x"})")}, false);
    row("contains-missing-operand", K::Contains, {at(u"l"_s), at(u"nope"_s)}, false);
}

void TestEvaluate::functions()
{
    QFETCH(Condition, condition);
    QFETCH(bool, expected);
    QCOMPARE(lw::expr::evaluate(condition, testItem()), expected);
}

void TestEvaluate::logicalOperators_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<bool>("expected");
    using K = Condition::Kind;
    const Condition yes = eq(at(u"s"_s), at(u"s2"_s));
    const Condition no = eq(at(u"s"_s), at(u"t"_s));
    const Condition missing = fn(K::AttributeExists, {at(u"nope"_s)});
    QTest::newRow("and-true") << logic(K::And, {yes, yes}) << true;
    QTest::newRow("and-false-right") << logic(K::And, {yes, no}) << false;
    QTest::newRow("and-false-left") << logic(K::And, {no, yes}) << false;
    QTest::newRow("or-true-left") << logic(K::Or, {yes, no}) << true;
    QTest::newRow("or-true-right") << logic(K::Or, {no, yes}) << true;
    QTest::newRow("or-false") << logic(K::Or, {no, missing}) << false;
    QTest::newRow("not-true") << logic(K::Not, {no}) << true;
    QTest::newRow("not-false") << logic(K::Not, {yes}) << false;
    QTest::newRow("not-not") << logic(K::Not, {logic(K::Not, {yes})}) << true;
    QTest::newRow("not-missing-compare") << logic(K::Not, {eq(at(u"nope"_s), at(u"s"_s))}) << true;
    // a OR b AND c, as the parser nests it (AND binds tighter): yes OR (no AND no)
    QTest::newRow("or-of-and") << logic(K::Or, {yes, logic(K::And, {no, no})}) << true;
    QTest::newRow("and-of-or") << logic(K::And, {logic(K::Or, {yes, no}), no}) << false;
}

void TestEvaluate::logicalOperators()
{
    QFETCH(Condition, condition);
    QFETCH(bool, expected);
    QCOMPARE(lw::expr::evaluate(condition, testItem()), expected);
}

void TestEvaluate::emptyItem()
{
    // A missing item is evaluated as an empty one, as conditional writes do.
    const lw::Item none;
    QVERIFY(lw::expr::evaluate(fn(Condition::Kind::AttributeNotExists, {at(u"pk"_s)}), none));
    QVERIFY(!lw::expr::evaluate(fn(Condition::Kind::AttributeExists, {at(u"pk"_s)}), none));
    QVERIFY(lw::expr::evaluate(cmp(at(u"a"_s), Comparator::Ne, lit(R"({"N":"1"})")), none));
    QVERIFY(!lw::expr::evaluate(eq(at(u"a"_s), lit(R"({"N":"1"})")), none));
}

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
