// UpdateExpression actions applied to items: SET (with its functions and arithmetic), REMOVE,
// ADD and DELETE, with DynamoDB's texts for every failure and the rule that all operands and
// list indexes refer to the item as it was. Trees are built by hand so these tests do not depend
// on the parser.
#include "expr/applyupdate.h"
#include "exprtestutil.h"
#include "model/attributejson.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::expr::ItemOrigin;
using lw::expr::Operand;
using lw::expr::UpdateAction;
using lw::expr::UpdateActions;

Q_DECLARE_METATYPE(lw::expr::UpdateActions)
Q_DECLARE_METATYPE(lw::expr::ItemOrigin)

namespace {

const char *const kItem = R"({
    "pk": {"S": "key"}, "s": {"S": "hello"}, "n": {"N": "10"}, "b": {"B": "AQ=="},
    "big": {"N": "9.9999999999999999999999999999999999999E+125"}, "tiny": {"N": "1.1E-130"},
    "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "2.5"]}, "bs": {"BS": ["AQ==", "Ag=="]},
    "l": {"L": [{"N": "0"}, {"N": "1"}, {"N": "2"}, {"N": "3"}, {"N": "4"}, {"N": "5"}]},
    "m": {"M": {"k": {"S": "v"}, "cnt": {"N": "1"}, "tags": {"SS": ["x"]},
                "lst": {"L": [{"S": "p"}, {"M": {"q": {"N": "1"}}}]}}},
    "one": {"M": {"sole": {"N": "1"}}}, "single": {"L": [{"S": "s"}]}
})";

lw::Item itemOf(const QByteArray &typedJson)
{
    return lw::test::itemOf(typedJson.constData());
}

Operand at(const char *path)
{
    return lw::expr::pathOperand(parsePath(QString::fromUtf8(path)));
}

Operand lit(const char *typedJson)
{
    auto value = lw::attributeFromJson(json(typedJson));
    if (!setUp(u"bad value in test: "_s + QString::fromUtf8(typedJson), value))
        return lw::expr::valueOperand({});
    return lw::expr::valueOperand(*value);
}

Operand call(Operand::Kind kind, Operand a, Operand b)
{
    Operand o;
    o.kind = kind;
    o.args = {std::move(a), std::move(b)};
    return o;
}

Operand ifNotExists(const char *path, Operand fallback)
{
    return call(Operand::Kind::IfNotExists, at(path), std::move(fallback));
}

Operand listAppend(Operand a, Operand b)
{
    return call(Operand::Kind::ListAppend, std::move(a), std::move(b));
}

Operand plus(Operand a, Operand b)
{
    return call(Operand::Kind::Plus, std::move(a), std::move(b));
}

Operand minus(Operand a, Operand b)
{
    return call(Operand::Kind::Minus, std::move(a), std::move(b));
}

UpdateAction action(UpdateAction::Kind kind, const char *path, Operand value = {})
{
    UpdateAction a;
    a.kind = kind;
    a.path = parsePath(QString::fromUtf8(path));
    a.value = std::move(value);
    return a;
}

UpdateAction setTo(const char *path, Operand value)
{
    return action(UpdateAction::Kind::Set, path, std::move(value));
}

UpdateAction removeAt(const char *path)
{
    return action(UpdateAction::Kind::Remove, path);
}

UpdateAction addTo(const char *path, const char *typedJson)
{
    return action(UpdateAction::Kind::Add, path, lit(typedJson));
}

UpdateAction deleteFrom(const char *path, const char *typedJson)
{
    return action(UpdateAction::Kind::Delete, path, lit(typedJson));
}

// The test item with the attributes of `changesJson` put in and `removed` taken out, as compact
// typed JSON: rows then spell out only what an update changes.
QByteArray withChanges(const QByteArray &changesJson, const QStringList &removed = {})
{
    QJsonObject object = lw::itemToJson(itemOf(kItem));
    const QJsonObject changes = json(changesJson.constData());
    for (auto it = changes.begin(); it != changes.end(); ++it)
        object.insert(it.key(), it.value());
    for (const QString &name : removed)
        object.remove(name);
    return compact(lw::itemToJson(itemOf(compact(object))));
}

const QString kMissing =
    u"The provided expression refers to an attribute that does not exist in the item"_s;
const QString kWrongType = u"An operand in the update expression has an incorrect data type"_s;
const QString kInvalidPath =
    u"The document path provided in the update expression is invalid for update"_s;
const QString kOverflow = u"Number overflow. Attempting to store a number with magnitude larger "
                          u"than supported range"_s;
const QString kUnderflow = u"Number underflow. Attempting to store a number with magnitude "
                           u"smaller than supported range"_s;

} // namespace

class TestApplyUpdate : public QObject
{
    Q_OBJECT

private slots:
    void sets_data();
    void sets() { check(); }
    void removes_data();
    void removes() { check(); }
    void addsAndDeletes_data();
    void addsAndDeletes() { check(); }
    void errors_data();
    void errors();
    void newItem_data();
    void newItem();
    void updatedAttributes_data();
    void updatedAttributes();

private:
    static void addColumns();
    void check();
};

void TestApplyUpdate::addColumns()
{
    QTest::addColumn<UpdateActions>("actions");
    QTest::addColumn<QByteArray>("expected"); // the whole resulting item
}

void TestApplyUpdate::check()
{
    QFETCH(UpdateActions, actions);
    QFETCH(QByteArray, expected);
    auto updated = lw::expr::applyUpdate(itemOf(kItem), actions);
    QVERIFY2(updated, qPrintable(updated ? QString() : updated.error().message));
    QCOMPARE(compact(lw::itemToJson(*updated)), expected);
}

void TestApplyUpdate::sets_data()
{
    addColumns();
    QTest::newRow("new-attribute")
        << UpdateActions{setTo("a", lit(R"({"S":"x"})"))} << withChanges(R"({"a":{"S":"x"}})");
    QTest::newRow("replace-other-type")
        << UpdateActions{setTo("s", lit(R"({"N":"1"})"))} << withChanges(R"({"s":{"N":"1"}})");
    QTest::newRow("copy-path") << UpdateActions{setTo("a", at("m.k"))}
                               << withChanges(R"({"a":{"S":"v"}})");
    // Operands read the item as it was: a swap works, and a removed attribute can be copied.
    QTest::newRow("swap") << UpdateActions{setTo("s", at("n")), setTo("n", at("s"))}
                          << withChanges(R"({"s":{"N":"10"},"n":{"S":"hello"}})");
    QTest::newRow("copy-removed") << UpdateActions{removeAt("s"), setTo("a", at("s"))}
                                  << withChanges(R"({"a":{"S":"hello"}})", {u"s"_s});
    QTest::newRow("nested-new-key")
        << UpdateActions{setTo("m.k2", lit(R"({"BOOL":true})"))}
        << withChanges(R"({"m":{"M":{"k":{"S":"v"},"k2":{"BOOL":true},"cnt":{"N":"1"},
            "tags":{"SS":["x"]},"lst":{"L":[{"S":"p"},{"M":{"q":{"N":"1"}}}]}}}})");
    QTest::newRow("nested-deep")
        << UpdateActions{setTo("m.lst[1].q", lit(R"({"N":"2"})")), setTo("m.k", at("m.lst[0]"))}
        << withChanges(R"({"m":{"M":{"k":{"S":"p"},"cnt":{"N":"1"},"tags":{"SS":["x"]},
            "lst":{"L":[{"S":"p"},{"M":{"q":{"N":"2"}}}]}}}})");
    QTest::newRow("list-element")
        << UpdateActions{setTo("l[1]", lit(R"({"S":"one"})"))}
        << withChanges(
               R"({"l":{"L":[{"N":"0"},{"S":"one"},{"N":"2"},{"N":"3"},{"N":"4"},{"N":"5"}]}})");
    QTest::newRow("list-past-end-appends")
        << UpdateActions{setTo("single[7]", lit(R"({"S":"new"})"))}
        << withChanges(R"({"single":{"L":[{"S":"s"},{"S":"new"}]}})");
    // "If you add multiple elements in a single SET operation, the elements are sorted in order
    // by element number" (DynamoDB developer guide, checked by Scylla's tests).
    QTest::newRow("list-past-end-in-index-order")
        << UpdateActions{setTo("single[84]", lit(R"({"S":"a1"})")),
                         setTo("single[37]", lit(R"({"S":"a2"})")),
                         setTo("single[17]", lit(R"({"S":"a3"})"))}
        << withChanges(R"({"single":{"L":[{"S":"s"},{"S":"a3"},{"S":"a2"},{"S":"a1"}]}})");
    QTest::newRow("if-not-exists-missing")
        << UpdateActions{setTo("a", ifNotExists("a", lit(R"({"N":"0"})")))}
        << withChanges(R"({"a":{"N":"0"}})");
    QTest::newRow("if-not-exists-present")
        << UpdateActions{setTo("n", ifNotExists("n", lit(R"({"N":"0"})")))} << withChanges("{}");
    QTest::newRow("if-not-exists-other-path")
        << UpdateActions{setTo("a", ifNotExists("m.k", at("s")))}
        << withChanges(R"({"a":{"S":"v"}})");
    QTest::newRow("if-not-exists-fallback-path")
        << UpdateActions{setTo("a", ifNotExists("nope", at("s")))}
        << withChanges(R"({"a":{"S":"hello"}})");
    QTest::newRow("list-append-path-first")
        << UpdateActions{setTo("single", listAppend(at("single"), lit(R"({"L":[{"N":"1"}]})")))}
        << withChanges(R"({"single":{"L":[{"S":"s"},{"N":"1"}]}})");
    QTest::newRow("list-append-literal-first")
        << UpdateActions{setTo("single", listAppend(lit(R"({"L":[{"N":"1"}]})"), at("single")))}
        << withChanges(R"({"single":{"L":[{"N":"1"},{"S":"s"}]}})");
    QTest::newRow("list-append-empty")
        << UpdateActions{setTo("a", listAppend(lit(R"({"L":[]})"), at("m.lst")))}
        << withChanges(R"({"a":{"L":[{"S":"p"},{"M":{"q":{"N":"1"}}}]}})");
    QTest::newRow("list-append-if-not-exists")
        << UpdateActions{setTo(
               "a", listAppend(ifNotExists("a", lit(R"({"L":[]})")), lit(R"({"L":[{"S":"z"}]})")))}
        << withChanges(R"({"a":{"L":[{"S":"z"}]}})");
    QTest::newRow("plus") << UpdateActions{setTo("n", plus(at("n"), lit(R"({"N":"5"})")))}
                          << withChanges(R"({"n":{"N":"15"}})");
    QTest::newRow("plus-exact-decimal")
        << UpdateActions{setTo("a", plus(lit(R"({"N":"0.1"})"), lit(R"({"N":"0.2"})")))}
        << withChanges(R"({"a":{"N":"0.3"}})");
    QTest::newRow("plus-two-paths") << UpdateActions{setTo("a", plus(at("n"), at("m.cnt")))}
                                    << withChanges(R"({"a":{"N":"11"}})");
    QTest::newRow("minus") << UpdateActions{setTo("n", minus(lit(R"({"N":"3"})"), at("n")))}
                           << withChanges(R"({"n":{"N":"-7"}})");
    QTest::newRow("plus-if-not-exists")
        << UpdateActions{setTo("a", plus(ifNotExists("a", lit(R"({"N":"0"})")), at("n")))}
        << withChanges(R"({"a":{"N":"10"}})");
}

void TestApplyUpdate::removes_data()
{
    addColumns();
    QTest::newRow("top-level") << UpdateActions{removeAt("s")} << withChanges("{}", {u"s"_s});
    QTest::newRow("missing-no-op") << UpdateActions{removeAt("nope")} << withChanges("{}");
    QTest::newRow("map-key") << UpdateActions{removeAt("m.k"), removeAt("m.lst[1].q")}
                             << withChanges(R"({"m":{"M":{"cnt":{"N":"1"},"tags":{"SS":["x"]},
            "lst":{"L":[{"S":"p"},{"M":{}}]}}}})");
    QTest::newRow("missing-map-key-no-op")
        << UpdateActions{removeAt("m.nope")} << withChanges("{}");
    QTest::newRow("last-map-key-leaves-empty-map")
        << UpdateActions{removeAt("one.sole")} << withChanges(R"({"one":{"M":{}}})");
    QTest::newRow("list-element")
        << UpdateActions{removeAt("l[1]")}
        << withChanges(R"({"l":{"L":[{"N":"0"},{"N":"2"},{"N":"3"},{"N":"4"},{"N":"5"}]}})");
    // Indexes name the original elements, whatever the order they are written in.
    QTest::newRow("several-list-elements")
        << UpdateActions{removeAt("l[1]"), removeAt("l[4]"), removeAt("l[2]")}
        << withChanges(R"({"l":{"L":[{"N":"0"},{"N":"3"},{"N":"5"}]}})");
    QTest::newRow("list-element-past-end-no-op")
        << UpdateActions{removeAt("l[17]")} << withChanges("{}");
    QTest::newRow("last-list-element-leaves-empty-list")
        << UpdateActions{removeAt("single[0]")} << withChanges(R"({"single":{"L":[]}})");
    // Scylla's DynamoDB-verified test_update_expression_nested_remove_list_item_original_number.
    QTest::newRow("remove-then-set-original-index")
        << UpdateActions{removeAt("l[1]"), setTo("l[3]", lit(R"({"N":"17"})"))}
        << withChanges(R"({"l":{"L":[{"N":"0"},{"N":"2"},{"N":"17"},{"N":"4"},{"N":"5"}]}})");
    QTest::newRow("set-then-remove-original-index")
        << UpdateActions{setTo("l[3]", lit(R"({"N":"17"})")), removeAt("l[1]")}
        << withChanges(R"({"l":{"L":[{"N":"0"},{"N":"2"},{"N":"17"},{"N":"4"},{"N":"5"}]}})");
    // Removing an original index past the end is a no-op even when a SET appends there.
    QTest::newRow("remove-past-end-with-append")
        << UpdateActions{setTo("single[5]", lit(R"({"N":"1"})")), removeAt("single[1]")}
        << withChanges(R"({"single":{"L":[{"S":"s"},{"N":"1"}]}})");
    QTest::newRow("remove-all-set-list")
        << UpdateActions{removeAt("single[0]"), setTo("single[1]", lit(R"({"S":"t"})"))}
        << withChanges(R"({"single":{"L":[{"S":"t"}]}})");
}

void TestApplyUpdate::addsAndDeletes_data()
{
    addColumns();
    QTest::newRow("add-number") << UpdateActions{addTo("n", R"({"N":"-2.5"})")}
                                << withChanges(R"({"n":{"N":"7.5"}})");
    QTest::newRow("add-number-missing")
        << UpdateActions{addTo("a", R"({"N":"3"})")} << withChanges(R"({"a":{"N":"3"}})");
    QTest::newRow("add-number-nested")
        << UpdateActions{addTo("m.cnt", R"({"N":"1"})")} << withChanges(R"({"m":{"M":{"k":{"S":"v"},
            "cnt":{"N":"2"},"tags":{"SS":["x"]},"lst":{"L":[{"S":"p"},{"M":{"q":{"N":"1"}}}]}}}})");
    QTest::newRow("add-number-list-element")
        << UpdateActions{addTo("l[5]", R"({"N":"1"})"), addTo("l[9]", R"({"N":"1"})")}
        << withChanges(
               R"({"l":{"L":[{"N":"0"},{"N":"1"},{"N":"2"},{"N":"3"},{"N":"4"},{"N":"6"},{"N":"1"}]}})");
    QTest::newRow("add-string-set") << UpdateActions{addTo("ss", R"({"SS":["c","a"]})")}
                                    << withChanges(R"({"ss":{"SS":["a","b","c"]}})");
    QTest::newRow("add-number-set-numeric")
        << UpdateActions{addTo("ns", R"({"NS":["2.50","3","1.0"]})")}
        << withChanges(R"({"ns":{"NS":["1","2.5","3"]}})");
    QTest::newRow("add-binary-set") << UpdateActions{addTo("bs", R"({"BS":["Aw==","AQ=="]})")}
                                    << withChanges(R"({"bs":{"BS":["AQ==","Ag==","Aw=="]}})");
    QTest::newRow("add-set-missing")
        << UpdateActions{addTo("a", R"({"NS":["1"]})")} << withChanges(R"({"a":{"NS":["1"]}})");
    QTest::newRow("add-set-nested")
        << UpdateActions{addTo("m.added", R"({"BS":["AQ=="]})")}
        << withChanges(R"({"m":{"M":{"k":{"S":"v"},"added":{"BS":["AQ=="]},
            "cnt":{"N":"1"},"tags":{"SS":["x"]},"lst":{"L":[{"S":"p"},{"M":{"q":{"N":"1"}}}]}}}})");
    QTest::newRow("delete-string-set") << UpdateActions{deleteFrom("ss", R"({"SS":["a","z"]})")}
                                       << withChanges(R"({"ss":{"SS":["b"]}})");
    QTest::newRow("delete-number-set-numeric")
        << UpdateActions{deleteFrom("ns", R"({"NS":["2.50"]})")}
        << withChanges(R"({"ns":{"NS":["1"]}})");
    QTest::newRow("delete-binary-set") << UpdateActions{deleteFrom("bs", R"({"BS":["Ag=="]})")}
                                       << withChanges(R"({"bs":{"BS":["AQ=="]}})");
    QTest::newRow("delete-absent-element")
        << UpdateActions{deleteFrom("ss", R"({"SS":["z"]})")} << withChanges("{}");
    QTest::newRow("delete-emptied-removes")
        << UpdateActions{deleteFrom("ss", R"({"SS":["b","a"]})"),
                         deleteFrom("ns", R"({"NS":["1","2.5"]})"),
                         deleteFrom("bs", R"({"BS":["AQ==","Ag=="]})")}
        << withChanges("{}", {u"ss"_s, u"ns"_s, u"bs"_s});
    QTest::newRow("delete-emptied-nested-removes")
        << UpdateActions{deleteFrom("m.tags", R"({"SS":["x"]})")}
        << withChanges(R"({"m":{"M":{"k":{"S":"v"},"cnt":{"N":"1"},
            "lst":{"L":[{"S":"p"},{"M":{"q":{"N":"1"}}}]}}}})");
    QTest::newRow("delete-missing-no-op")
        << UpdateActions{deleteFrom("a", R"({"SS":["x"]})")} << withChanges("{}");
    QTest::newRow("all-four") << UpdateActions{setTo("a", at("n")), removeAt("s"),
                                               addTo("n", R"({"N":"1"})"),
                                               deleteFrom("ss", R"({"SS":["a"]})")}
                              << withChanges(R"({"a":{"N":"10"},"n":{"N":"11"},"ss":{"SS":["b"]}})",
                                             {u"s"_s});
}

void TestApplyUpdate::errors_data()
{
    QTest::addColumn<UpdateActions>("actions");
    QTest::addColumn<QString>("message");
    QTest::newRow("set-missing-path") << UpdateActions{setTo("a", at("nope"))} << kMissing;
    QTest::newRow("set-missing-nested-path")
        << UpdateActions{setTo("a", at("m.lst[5]"))} << kMissing;
    QTest::newRow("set-self-missing") << UpdateActions{setTo("a", at("a"))} << kMissing;
    QTest::newRow("if-not-exists-fallback-missing")
        << UpdateActions{setTo("a", ifNotExists("a", at("nope")))} << kMissing;
    QTest::newRow("list-append-missing")
        << UpdateActions{setTo("a", listAppend(at("nope"), lit(R"({"L":[]})")))} << kMissing;
    QTest::newRow("list-append-non-list")
        << UpdateActions{setTo("a", listAppend(lit(R"({"L":[]})"), at("s")))} << kWrongType;
    QTest::newRow("list-append-set")
        << UpdateActions{setTo("a", listAppend(at("ss"), lit(R"({"L":[]})")))} << kWrongType;
    QTest::newRow("list-append-map")
        << UpdateActions{setTo("a", listAppend(at("m"), lit(R"({"L":[]})")))} << kWrongType;
    // Arguments are checked in turn: a wrongly typed first wins over a missing second.
    QTest::newRow("list-append-first-argument-first")
        << UpdateActions{setTo("a", listAppend(at("s"), at("nope")))} << kWrongType;
    QTest::newRow("plus-string") << UpdateActions{setTo("a", plus(at("s"), lit(R"({"N":"1"})")))}
                                 << kWrongType;
    QTest::newRow("minus-number-set")
        << UpdateActions{setTo("a", minus(lit(R"({"N":"1"})"), at("ns")))} << kWrongType;
    QTest::newRow("plus-missing") << UpdateActions{setTo("a",
                                                         plus(at("nope"), lit(R"({"N":"1"})")))}
                                  << kMissing;
    QTest::newRow("plus-overflow")
        << UpdateActions{setTo("a", plus(at("big"), at("big")))} << kOverflow;
    QTest::newRow("minus-overflow")
        << UpdateActions{setTo("a", minus(lit(R"({"N":"-9E+125"})"), at("big")))} << kOverflow;
    QTest::newRow("plus-imprecise-overflow")
        << UpdateActions{setTo("a", plus(lit(R"({"N":"1E+50"})"), lit(R"({"N":"1"})")))}
        << kOverflow;
    QTest::newRow("minus-underflow")
        << UpdateActions{setTo("a", minus(at("tiny"), lit(R"({"N":"1E-130"})")))} << kUnderflow;
    QTest::newRow("set-parent-missing")
        << UpdateActions{setTo("nope.a", lit(R"({"N":"1"})"))} << kInvalidPath;
    QTest::newRow("set-parent-string")
        << UpdateActions{setTo("s.a", lit(R"({"N":"1"})"))} << kInvalidPath;
    QTest::newRow("set-name-on-list")
        << UpdateActions{setTo("l.a", lit(R"({"N":"1"})"))} << kInvalidPath;
    QTest::newRow("set-index-on-map")
        << UpdateActions{setTo("m[0]", lit(R"({"N":"1"})"))} << kInvalidPath;
    QTest::newRow("set-index-on-set")
        << UpdateActions{setTo("ss[0]", lit(R"({"S":"a"})"))} << kInvalidPath;
    QTest::newRow("set-below-past-end")
        << UpdateActions{setTo("l[9].a", lit(R"({"N":"1"})"))} << kInvalidPath;
    QTest::newRow("set-deep-parent-missing")
        << UpdateActions{setTo("m.nope.a", lit(R"({"N":"1"})"))} << kInvalidPath;
    // DynamoDB rejects REMOVE below a missing or non-document attribute of a stored item
    // (Scylla's DynamoDB-verified test_nested_attribute_update_bad_path_dot / _array).
    QTest::newRow("remove-parent-missing") << UpdateActions{removeAt("nope.a")} << kInvalidPath;
    QTest::newRow("remove-parent-string") << UpdateActions{removeAt("s.a")} << kInvalidPath;
    QTest::newRow("remove-index-on-string") << UpdateActions{removeAt("s[0]")} << kInvalidPath;
    QTest::newRow("remove-index-on-missing") << UpdateActions{removeAt("nope[0]")} << kInvalidPath;
    QTest::newRow("add-to-string") << UpdateActions{addTo("s", R"({"N":"1"})")} << kWrongType;
    QTest::newRow("add-number-to-set") << UpdateActions{addTo("ns", R"({"N":"1"})")} << kWrongType;
    QTest::newRow("add-set-to-number")
        << UpdateActions{addTo("n", R"({"NS":["1"]})")} << kWrongType;
    QTest::newRow("add-string-set-to-number-set")
        << UpdateActions{addTo("ns", R"({"SS":["1"]})")} << kWrongType;
    QTest::newRow("add-to-list") << UpdateActions{addTo("l", R"({"NS":["1"]})")} << kWrongType;
    QTest::newRow("add-overflow") << UpdateActions{addTo("big", R"({"N":"1E+125"})")} << kOverflow;
    QTest::newRow("add-parent-missing")
        << UpdateActions{addTo("nope.a", R"({"N":"1"})")} << kInvalidPath;
    QTest::newRow("delete-from-string")
        << UpdateActions{deleteFrom("s", R"({"SS":["h"]})")} << kWrongType;
    QTest::newRow("delete-wrong-set-type")
        << UpdateActions{deleteFrom("ns", R"({"SS":["1"]})")} << kWrongType;
    QTest::newRow("delete-binary-from-binary")
        << UpdateActions{deleteFrom("b", R"({"BS":["AQ=="]})")} << kWrongType;
    QTest::newRow("delete-parent-missing")
        << UpdateActions{deleteFrom("nope.a", R"({"SS":["x"]})")} << kInvalidPath;
    // All SET values are evaluated before any path is checked (dynalite's order).
    QTest::newRow("set-values-before-paths")
        << UpdateActions{setTo("nope.a", lit(R"({"N":"1"})")), setTo("b", at("nope"))} << kMissing;
    QTest::newRow("actions-in-order")
        << UpdateActions{addTo("s", R"({"N":"1"})"), removeAt("nope.a")} << kWrongType;
}

void TestApplyUpdate::errors()
{
    QFETCH(UpdateActions, actions);
    QFETCH(QString, message);
    auto updated = lw::expr::applyUpdate(itemOf(kItem), actions);
    QVERIFY(!updated);
    QCOMPARE(updated.error().typeName(), u"ValidationException"_s);
    QCOMPARE(updated.error().message, message);
}

void TestApplyUpdate::newItem_data()
{
    QTest::addColumn<UpdateActions>("actions");
    QTest::addColumn<ItemOrigin>("origin");
    QTest::addColumn<QByteArray>("expected"); // the item, or the error text
    const ItemOrigin created = ItemOrigin::New;
    QTest::newRow("set") << UpdateActions{setTo("a", lit(R"({"N":"1"})"))} << created
                         << QByteArray(R"({"a":{"N":"1"},"pk":{"S":"key"}})");
    QTest::newRow("copy-key") << UpdateActions{setTo("a", at("pk"))} << created
                              << QByteArray(R"({"a":{"S":"key"},"pk":{"S":"key"}})");
    QTest::newRow("add") << UpdateActions{addTo("a", R"({"SS":["x"]})")} << created
                         << QByteArray(R"({"a":{"SS":["x"]},"pk":{"S":"key"}})");
    // Scylla's test_nested_attribute_remove_from_missing_item: ignored when the item is new...
    QTest::newRow("remove-nested-ignored")
        << UpdateActions{removeAt("x.y"), removeAt("z[0]"), setTo("a", lit(R"({"N":"1"})"))}
        << created << QByteArray(R"({"a":{"N":"1"},"pk":{"S":"key"}})");
    // ...an error when it is stored, even if it holds only its key.
    QTest::newRow("remove-nested-stored")
        << UpdateActions{removeAt("x.y")} << ItemOrigin::Stored << kInvalidPath.toUtf8();
    QTest::newRow("set-nested-still-invalid")
        << UpdateActions{setTo("x.y", lit(R"({"N":"1"})"))} << created << kInvalidPath.toUtf8();
    QTest::newRow("delete-missing-no-op") << UpdateActions{deleteFrom("a", R"({"NS":["1"]})")}
                                          << created << QByteArray(R"({"pk":{"S":"key"}})");
}

void TestApplyUpdate::newItem()
{
    QFETCH(UpdateActions, actions);
    QFETCH(ItemOrigin, origin);
    QFETCH(QByteArray, expected);
    auto updated = lw::expr::applyUpdate(itemOf(R"({"pk":{"S":"key"}})"), actions, origin);
    QCOMPARE(updated ? compact(lw::itemToJson(*updated)) : updated.error().message.toUtf8(),
             expected);
}

void TestApplyUpdate::updatedAttributes_data()
{
    QTest::addColumn<UpdateActions>("actions");
    QTest::addColumn<QByteArray>("old");
    QTest::addColumn<QByteArray>("updated");
    QTest::newRow("top-level") << UpdateActions{setTo("s", lit(R"({"S":"bye"})")),
                                                addTo("n", R"({"N":"1"})"), removeAt("b")}
                               << QByteArray(
                                      R"({"b":{"B":"AQ=="},"n":{"N":"10"},"s":{"S":"hello"}})")
                               << QByteArray(R"({"n":{"N":"11"},"s":{"S":"bye"}})");
    QTest::newRow("new-attribute") << UpdateActions{setTo("a", lit(R"({"N":"1"})"))}
                                   << QByteArray("{}") << QByteArray(R"({"a":{"N":"1"}})");
    QTest::newRow("nested-only-as-far-as-paths")
        << UpdateActions{setTo("m.k", lit(R"({"S":"w"})")), deleteFrom("m.tags", R"({"SS":["x"]})")}
        << QByteArray(R"({"m":{"M":{"k":{"S":"v"},"tags":{"SS":["x"]}}}})")
        << QByteArray(R"({"m":{"M":{"k":{"S":"w"}}}})");
    QTest::newRow("list-element") << UpdateActions{setTo("l[2]", lit(R"({"S":"two"})"))}
                                  << QByteArray(R"({"l":{"L":[{"N":"2"}]}})")
                                  << QByteArray(R"({"l":{"L":[{"S":"two"}]}})");
}

void TestApplyUpdate::updatedAttributes()
{
    QFETCH(UpdateActions, actions);
    QFETCH(QByteArray, old);
    QFETCH(QByteArray, updated);
    const lw::Item before = itemOf(kItem);
    auto after = lw::expr::applyUpdate(before, actions);
    QVERIFY(after);
    QCOMPARE(compact(lw::itemToJson(lw::expr::updatedAttributes(before, actions))), old);
    QCOMPARE(compact(lw::itemToJson(lw::expr::updatedAttributes(*after, actions))), updated);
}

QTEST_GUILESS_MAIN(TestApplyUpdate)
#include "tst_applyupdate.moc"
