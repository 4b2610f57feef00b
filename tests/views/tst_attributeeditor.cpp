// The typed attribute editor's model (AttributeTreeModel over AttributeNode): a rich item holding
// all ten types, nested maps and lists and all three sets round-trips through toItemJson() and
// reads as the expected tree; type changes convert or reset; children come and go; and every
// validation error DynamoDB gives for a PutItem shows with DynamoDB's exact text on the node it
// is about, as the item's first error too. Every model test runs under QAbstractItemModelTester.
// The delegate's editors (type combo box, Number and Binary line edits) close the file.
#include "inspector/attributedelegate.h"
#include "inspector/attributenode.h"
#include "inspector/attributetreemodel.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeTreeModel;

namespace {

// PK (S) and SK (N), a GSI on GSI1PK (S).
lw::TableInfo usersTable()
{
    lw::TableInfo table;
    table.name = u"Users"_s;
    table.key = {{u"PK"_s, u"S"_s}, {u"SK"_s, u"N"_s}};
    lw::IndexInfo gsi;
    gsi.name = u"GSI1"_s;
    gsi.key = {{u"GSI1PK"_s, u"S"_s}};
    gsi.projection = u"ALL"_s;
    table.indexes = {gsi};
    return table;
}

const char *const richItem = R"({
    "PK": {"S": "USER#alice"}, "SK": {"N": "1"},
    "name": {"S": "Alice"}, "age": {"N": "42"}, "avatar": {"B": "AAEC/w=="},
    "active": {"BOOL": true}, "nickname": {"NULL": true},
    "tags": {"SS": ["admin", "ops"]}, "scores": {"NS": ["1", "2.5"]},
    "keys": {"BS": ["AAE=", "AgM="]},
    "address": {"M": {"city": {"S": "Berlin"},
                      "geo": {"L": [{"N": "52.52"}, {"N": "13.40"}]},
                      "flags": {"M": {"verified": {"BOOL": false}}}}},
    "history": {"L": [{"M": {"at": {"N": "1700000000"}, "what": {"S": "login"}}},
                      {"SS": ["x"]}, {"NULL": true}, {"L": []}]}
})";

// richItem as dump() shows it.
const char *const richTree = R"(PK | S | USER#alice
SK | N | 1
active | BOOL | true
address | M | {"city":"Berlin","flags":{"verified":false},"geo":[52.52,13.40]}
  city | S | Berlin
  flags | M | {"verified":false}
    verified | BOOL | false
  geo | L | [52.52,13.40]
    [0] | N | 52.52
    [1] | N | 13.40
age | N | 42
avatar | B | AAEC/w==
history | L | [{"at":1700000000,"what":"login"},["x"],null,[]]
  [0] | M | {"at":1700000000,"what":"login"}
    at | N | 1700000000
    what | S | login
  [1] | SS | {x}
     | S | x
  [2] | NULL | null
  [3] | L | []
keys | BS | {AAE=, AgM=}
   | B | AAE=
   | B | AgM=
name | S | Alice
nickname | NULL | null
scores | NS | {1, 2.5}
   | N | 1
   | N | 2.5
tags | SS | {admin, ops}
   | S | admin
   | S | ops
)";

// One line per node, depth first: indent, name, type, value and, when there is one, the error.
QString dump(const QAbstractItemModel &model, const QModelIndex &parent = {}, int depth = 0)
{
    QString out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex at = model.index(row, 0, parent);
        QStringList cells;
        for (int column = 0; column < AttributeTreeModel::ColumnCount; ++column)
            cells << at.siblingAtColumn(column).data().toString();
        QString line = QString(depth * 2, u' ') + cells.join(u" | "_s);
        if (const QString error = at.data(AttributeTreeModel::ErrorRole).toString();
            !error.isEmpty())
            line += u" !! "_s + error;
        out += line + u'\n';
        out += dump(model, at, depth + 1);
    }
    return out;
}

// The first node depth first whose PathRole is `path` (a set before its members).
QModelIndex find(const QAbstractItemModel &model, const QString &path,
                 const QModelIndex &parent = {})
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex at = model.index(row, 0, parent);
        if (at.data(AttributeTreeModel::PathRole).toString() == path)
            return at;
        if (const QModelIndex below = find(model, path, at); below.isValid())
            return below;
    }
    return {};
}

// Every node with an error, as "path: error" (a set member as "path#row").
QStringList errors(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex at = model.index(row, 0, parent);
        QString path = at.data(AttributeTreeModel::PathRole).toString();
        if (at.data(AttributeTreeModel::KindRole).toInt() ==
            int(lw::AttributeNode::Kind::SetMember))
            path += u'#' + QString::number(row);
        if (const QString error = at.data(AttributeTreeModel::ErrorRole).toString();
            !error.isEmpty())
            out << path + u": "_s + error;
        out += errors(model, at);
    }
    return out;
}

// A model for `table` holding `item`, watched by a tester that fails the test on any breach.
struct Fixture
{
    AttributeTreeModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    explicit Fixture(const QJsonObject &item, const lw::TableInfo &table = usersTable())
    {
        model.setTable(table);
        model.setItem(item);
    }
};

} // namespace

class TestAttributeEditor : public QObject
{
    Q_OBJECT
private slots:
    void roundTripsEveryType();
    void readsAsATree();
    void typeChanges_data();
    void typeChanges();
    void typeChangeReplacesChildren();
    void addsAndRemovesChildren();
    void renames();
    void editsScalars();
    void readOnlyRefusesEverything();
    void validation_data();
    void validation();
    void errorsFollowEdits();
    void keyChecksNeedTheTable();
    void delegateEditors();
};

void TestAttributeEditor::roundTripsEveryType()
{
    const QJsonObject item = json(richItem);
    Fixture f(item);
    QCOMPARE(f.model.toItemJson(), item);
    QCOMPARE(f.model.attributeCount(), 12);
    QVERIFY2(errors(f.model).isEmpty(), qPrintable(errors(f.model).join(u'\n')));
    QCOMPARE(f.model.firstError(), QString());
    QVERIFY(f.model.verdict().sizeBytes > 0);

    // Every node's JsonRole is its own value.
    QCOMPARE(find(f.model, u"address.geo"_s).data(AttributeTreeModel::JsonRole).toJsonObject(),
             json(R"({"L": [{"N": "52.52"}, {"N": "13.40"}]})"));
    const QModelIndex scores = find(f.model, u"scores"_s);
    QCOMPARE(f.model.index(1, 0, scores).data(AttributeTreeModel::JsonRole).toJsonObject(),
             json(R"({"N": "2.5"})"));

    // A value that is not DynamoDB JSON is shown as its text, never dropped.
    f.model.setItem(json(R"({"odd": {"X": 1}})"));
    const QJsonObject shown{{u"odd"_s, QJsonObject{{u"S"_s, u"{\"X\":1}"_s}}}};
    QCOMPARE(f.model.toItemJson(), shown);
    // BOOL spelled as DynamoDB also reads it.
    f.model.setItem(json(R"({"b": {"BOOL": "yes"}})"));
    QCOMPARE(f.model.toItemJson(), json(R"({"b": {"BOOL": true}})"));
}

void TestAttributeEditor::readsAsATree()
{
    Fixture f(json(richItem));
    // The table's key first, the others by name; list elements [i]; set members unnamed.
    QCOMPARE(dump(f.model), QString::fromUtf8(richTree));
    // Roles.
    const QModelIndex pk = f.model.attributeIndex(u"PK"_s);
    QCOMPARE(pk.data(AttributeTreeModel::KeyRole).toString(), u"HASH"_s);
    QCOMPARE(f.model.attributeIndex(u"SK"_s).data(AttributeTreeModel::KeyRole).toString(),
             u"RANGE"_s);
    QVERIFY(pk.data(Qt::FontRole).value<QFont>().bold());
    QCOMPARE(pk.data(Qt::ToolTipRole).toString(), u"Partition key (S)"_s);
    QCOMPARE(f.model.attributeIndex(u"avatar"_s).data(Qt::ToolTipRole).toString(),
             u"4 byte(s)"_s); // English shows the numerus source as it is
    QCOMPARE(find(f.model, u"history[0].what"_s).data(AttributeTreeModel::KindRole).toInt(),
             int(lw::AttributeNode::Kind::MapEntry));
    const QModelIndex active = f.model.attributeIndex(u"active"_s, AttributeTreeModel::ValueColumn);
    QCOMPARE(active.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QVERIFY(active.flags() & Qt::ItemIsUserCheckable);
    QVERIFY(!(active.flags() & Qt::ItemIsEditable));
    QVERIFY(!(f.model.attributeIndex(u"nickname"_s, AttributeTreeModel::ValueColumn).flags() &
              Qt::ItemIsEditable));
    const QModelIndex member =
        f.model.index(0, AttributeTreeModel::TypeColumn, f.model.attributeIndex(u"tags"_s));
    QVERIFY(!(member.flags() & Qt::ItemIsEditable)); // a member's type is its set's
    QVERIFY(!(member.siblingAtColumn(0).flags() & Qt::ItemIsEditable)); // and has no name
    QVERIFY(member.siblingAtColumn(2).flags() & Qt::ItemIsEditable);
}

void TestAttributeEditor::typeChanges_data()
{
    QTest::addColumn<QString>("from"); // the value of attribute "a"
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("to");

    const auto row = [](const char *name, const char *from, const char *type, const char *to) {
        QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(type)
                            << QString::fromUtf8(to);
    };
    row("S to N keeps the text", R"({"S": "12"})", "N", R"({"N": "12"})");
    row("N to S", R"({"N": "1.50"})", "S", R"({"S": "1.50"})");
    row("S to B encodes UTF-8", R"({"S": "hé"})", "B", R"({"B": "aMOp"})");
    row("B to S decodes", R"({"B": "aMOp"})", "S", R"({"S": "hé"})");
    row("S to BOOL, yes", R"({"S": "yes"})", "BOOL", R"({"BOOL": true})");
    row("S to BOOL, other", R"({"S": "maybe"})", "BOOL", R"({"BOOL": false})");
    row("N to BOOL", R"({"N": "1"})", "BOOL", R"({"BOOL": true})");
    row("BOOL to N", R"({"BOOL": true})", "N", R"({"N": "1"})");
    row("BOOL to S", R"({"BOOL": false})", "S", R"({"S": "false"})");
    row("S to NULL", R"({"S": "x"})", "NULL", R"({"NULL": true})");
    row("NULL to S", R"({"NULL": true})", "S", R"({"S": ""})");
    row("NULL to BOOL", R"({"NULL": true})", "BOOL", R"({"BOOL": false})");
    row("S to SS", R"({"S": "x"})", "SS", R"({"SS": ["x"]})");
    row("N to NS", R"({"N": "7"})", "NS", R"({"NS": ["7"]})");
    row("NULL to SS starts empty", R"({"NULL": true})", "SS", R"({"SS": [""]})");
    row("SS to S takes the first", R"({"SS": ["a", "b"]})", "S", R"({"S": "a"})");
    row("SS to NS", R"({"SS": ["1", "2"]})", "NS", R"({"NS": ["1", "2"]})");
    row("SS to BS", R"({"SS": ["a"]})", "BS", R"({"BS": ["YQ=="]})");
    row("BS to SS", R"({"BS": ["YQ=="]})", "SS", R"({"SS": ["a"]})");
    row("NS to L", R"({"NS": ["1", "2"]})", "L", R"({"L": [{"N": "1"}, {"N": "2"}]})");
    row("S to L", R"({"S": "x"})", "L", R"({"L": [{"S": "x"}]})");
    row("L to S takes the first scalar", R"({"L": [{"N": "3"}, {"S": "x"}]})", "S",
        R"({"S": "3"})");
    row("L of a map to S starts empty", R"({"L": [{"M": {}}]})", "S", R"({"S": ""})");
    row("L to SS keeps the scalars", R"({"L": [{"S": "a"}, {"M": {}}, {"N": "2"}]})", "SS",
        R"({"SS": ["a", "2"]})");
    row("L to M names by position", R"({"L": [{"S": "a"}, {"BOOL": true}]})", "M",
        R"({"M": {"0": {"S": "a"}, "1": {"BOOL": true}}})");
    row("M to L keeps the values", R"({"M": {"x": {"S": "a"}, "y": {"L": []}}})", "L",
        R"({"L": [{"S": "a"}, {"L": []}]})");
    row("M to S starts empty", R"({"M": {"x": {"S": "a"}}})", "S", R"({"S": ""})");
    row("S to M starts empty", R"({"S": "x"})", "M", R"({"M": {}})");
    row("M to NS starts with one member", R"({"M": {}})", "NS", R"({"NS": [""]})");
}

void TestAttributeEditor::typeChanges()
{
    QFETCH(QString, from);
    QFETCH(QString, type);
    QFETCH(QString, to);
    Fixture f(QJsonObject{{u"a"_s, json(from.toUtf8().constData())}}, {});
    QSignalSpy edited(&f.model, &AttributeTreeModel::edited);
    QVERIFY(f.model.setData(f.model.attributeIndex(u"a"_s, AttributeTreeModel::TypeColumn), type));
    QCOMPARE(f.model.toItemJson(), QJsonObject({{u"a"_s, json(to.toUtf8().constData())}}));
    QCOMPARE(edited.size(), 1);
    QCOMPARE(f.model.attributeIndex(u"a"_s, AttributeTreeModel::TypeColumn).data().toString(),
             type);
}

void TestAttributeEditor::typeChangeReplacesChildren()
{
    Fixture f(json(richItem));
    const QModelIndex history = f.model.attributeIndex(u"history"_s);
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QVERIFY(f.model.setData(history.siblingAtColumn(AttributeTreeModel::TypeColumn), u"M"_s));
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(f.model.rowCount(history), 4);
    QCOMPARE(f.model.index(1, 0, history).data().toString(), u"1"_s);
    QCOMPARE(find(f.model, u"history.0.what"_s).data(AttributeTreeModel::JsonRole).toJsonObject(),
             json(R"({"S": "login"})"));
    // A set member's type is not its own; unknown types are refused.
    const QModelIndex tags = f.model.attributeIndex(u"tags"_s);
    QVERIFY(!f.model.setData(f.model.index(0, AttributeTreeModel::TypeColumn, tags), u"N"_s));
    QVERIFY(!f.model.setData(tags.siblingAtColumn(AttributeTreeModel::TypeColumn), u"X"_s));
    QVERIFY(f.model.setData(tags.siblingAtColumn(AttributeTreeModel::TypeColumn), u"BS"_s));
    QCOMPARE(f.model.index(1, AttributeTreeModel::TypeColumn, tags).data().toString(), u"B"_s);
}

void TestAttributeEditor::addsAndRemovesChildren()
{
    Fixture f(json(R"({"PK": {"S": "p"}, "SK": {"N": "1"}, "m": {"M": {}}, "l": {"L": []},
                       "ns": {"NS": ["1"]}, "s": {"S": "x"}})"));
    QSignalSpy edited(&f.model, &AttributeTreeModel::edited);

    // Top level: named, never twice the same.
    const QModelIndex first = f.model.addChild({}, u"N"_s);
    QCOMPARE(first.data().toString(), u"newAttribute"_s);
    QCOMPARE(f.model.addChild({}, u"S"_s).data().toString(), u"newAttribute2"_s);
    QCOMPARE(f.model.addChild({}, u"BOOL"_s, u"s"_s).data().toString(), u"s2"_s);
    QCOMPARE(f.model.addChild({}, u"L"_s, u"fresh"_s).data().toString(), u"fresh"_s);
    QVERIFY(!f.model.addChild({}, u"XX"_s).isValid());

    // Into a map, a list, a set; a scalar takes none.
    const QModelIndex entry = f.model.addChild(f.model.attributeIndex(u"m"_s), u"SS"_s, u"k"_s);
    QCOMPARE(entry.data(AttributeTreeModel::PathRole).toString(), u"m.k"_s);
    QCOMPARE(f.model.rowCount(entry), 1); // a set starts with one empty member
    const QModelIndex l = f.model.attributeIndex(u"l"_s);
    QCOMPARE(f.model.addChild(l, u"M"_s).data().toString(), u"[0]"_s);
    QCOMPARE(f.model.addChild(l, u"N"_s).data().toString(), u"[1]"_s);
    const QModelIndex element = f.model.addChild(l, u"BOOL"_s);
    QCOMPARE(element.data().toString(), u"[2]"_s);
    const QModelIndex member = f.model.addChild(f.model.attributeIndex(u"ns"_s), u"S"_s);
    QCOMPARE(member.siblingAtColumn(AttributeTreeModel::TypeColumn).data().toString(), u"N"_s);
    QVERIFY(f.model.setData(member.siblingAtColumn(AttributeTreeModel::ValueColumn), u"2"_s));
    QVERIFY(!f.model.addChild(f.model.attributeIndex(u"s"_s), u"S"_s).isValid());
    QCOMPARE(edited.size(), 10);

    QJsonObject expected = json(R"({"PK": {"S": "p"}, "SK": {"N": "1"},
        "m": {"M": {"k": {"SS": [""]}}},
        "l": {"L": [{"M": {}}, {"N": ""}, {"BOOL": false}]},
        "ns": {"NS": ["1", "2"]}, "s": {"S": "x"},
        "newAttribute": {"N": ""}, "newAttribute2": {"S": ""}, "s2": {"BOOL": false},
        "fresh": {"L": []}})");
    QCOMPARE(f.model.toItemJson(), expected);
    // The empty numbers are DynamoDB's complaint until they hold numbers.
    QCOMPARE(f.model.firstError(), u"The parameter cannot be converted to a numeric value"_s);
    QVERIFY(f.model.setData(first.siblingAtColumn(AttributeTreeModel::ValueColumn), u"5"_s));
    QVERIFY(f.model.setData(f.model.index(1, AttributeTreeModel::ValueColumn, l), u"6"_s));
    QCOMPARE(f.model.firstError(), QString());

    // Removing renumbers the list's later elements.
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QVERIFY(f.model.removeNode(f.model.index(0, 0, l)));
    QCOMPARE(f.model.index(1, 0, l).data().toString(), u"[1]"_s);
    QCOMPARE(f.model.index(1, 0, l).data(AttributeTreeModel::PathRole).toString(), u"l[1]"_s);
    const bool renumbered = std::any_of(changed.begin(), changed.end(), [&](const auto &args) {
        return args.at(0).template value<QModelIndex>().parent() == l;
    });
    QVERIFY(renumbered);
    // Removing a key attribute is allowed; DynamoDB's complaint follows.
    QVERIFY(f.model.removeNode(f.model.attributeIndex(u"SK"_s)));
    QCOMPARE(f.model.firstError(),
             u"One or more parameter values were invalid: Missing the key SK in the item"_s);
    QVERIFY(!f.model.firstErrorIndex().isValid());
    QVERIFY(f.model.removeRows(0, f.model.rowCount()));
    QCOMPARE(f.model.toItemJson(), QJsonObject());
    QVERIFY(!f.model.removeRows(0, 1));
}

void TestAttributeEditor::renames()
{
    Fixture f(json(R"({"a": {"S": "x"}, "b": {"M": {"c": {"N": "1"}, "d": {"L": [{"S": "e"}]}}}})"),
              {});
    const QModelIndex a = f.model.attributeIndex(u"a"_s);
    QVERIFY(f.model.setData(a, u"alpha"_s));
    QVERIFY(!f.model.setData(a, u"b"_s)); // taken
    QVERIFY(!f.model.setData(a, QString()));
    QVERIFY(f.model.setData(a, u"alpha"_s)); // unchanged is fine
    const QModelIndex c = find(f.model, u"b.c"_s);
    QVERIFY(!f.model.setData(c, u"d"_s));
    QVERIFY(f.model.setData(c, u"count"_s));
    const QModelIndex element = find(f.model, u"b.d[0]"_s);
    QVERIFY(!(element.flags() & Qt::ItemIsEditable));
    QVERIFY(!f.model.setData(element, u"x"_s));
    const QJsonObject renamed = json(R"({"alpha": {"S": "x"},
                      "b": {"M": {"count": {"N": "1"}, "d": {"L": [{"S": "e"}]}}}})");
    QCOMPARE(f.model.toItemJson(), renamed);
}

void TestAttributeEditor::editsScalars()
{
    Fixture f(json(R"({"s": {"S": "x"}, "n": {"N": "1"}, "b": {"B": "AA=="},
                       "t": {"BOOL": false}, "z": {"NULL": true}, "m": {"M": {}},
                       "ss": {"SS": ["a"]}})"),
              {});
    const auto value = [&](const char *name) {
        return f.model.attributeIndex(QString::fromUtf8(name), AttributeTreeModel::ValueColumn);
    };
    QVERIFY(f.model.setData(value("s"), u"hello"_s));
    QVERIFY(f.model.setData(value("n"), u"-0.5"_s));
    QVERIFY(f.model.setData(value("b"), u"AAEC"_s));
    QVERIFY(f.model.setData(value("t"), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(f.model.toItemJson().value(u"t"_s).toObject(), json(R"({"BOOL": true})"));
    QVERIFY(f.model.setData(value("t"), false));
    QCOMPARE(f.model.toItemJson().value(u"t"_s).toObject(), json(R"({"BOOL": false})"));
    QVERIFY(f.model.setData(value("t"), u"TRUE"_s));
    QVERIFY(!f.model.setData(value("t"), u"maybe"_s));
    QVERIFY(!f.model.setData(value("z"), u"x"_s)); // NULL is fixed
    QVERIFY(!f.model.setData(value("m"), u"x"_s)); // containers have no text
    QVERIFY(!f.model.setData(value("s"), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(f.model.setData(
        f.model.index(0, AttributeTreeModel::ValueColumn, f.model.attributeIndex(u"ss"_s)),
        u"b"_s));
    const QJsonObject edited = json(R"({"s": {"S": "hello"}, "n": {"N": "-0.5"},
        "b": {"B": "AAEC"}, "t": {"BOOL": true}, "z": {"NULL": true}, "m": {"M": {}},
        "ss": {"SS": ["b"]}})");
    QCOMPARE(f.model.toItemJson(), edited);
    // The set's summary line follows its member.
    QCOMPARE(value("ss").data().toString(), u"{b}"_s);
}

void TestAttributeEditor::readOnlyRefusesEverything()
{
    Fixture f(json(richItem));
    f.model.setReadOnly(true);
    QSignalSpy edited(&f.model, &AttributeTreeModel::edited);
    const QModelIndex name = f.model.attributeIndex(u"name"_s);
    for (int column = 0; column < AttributeTreeModel::ColumnCount; ++column)
        QVERIFY(!(name.siblingAtColumn(column).flags() & Qt::ItemIsEditable));
    QVERIFY(!(f.model.attributeIndex(u"active"_s, 2).flags() & Qt::ItemIsUserCheckable));
    QVERIFY(!f.model.setData(name.siblingAtColumn(2), u"Bob"_s));
    QVERIFY(!f.model.setData(name.siblingAtColumn(1), u"N"_s));
    QVERIFY(!f.model.setData(name, u"other"_s));
    QVERIFY(!f.model.addChild({}, u"S"_s).isValid());
    QVERIFY(!f.model.removeNode(name));
    QCOMPARE(edited.size(), 0);
    QCOMPARE(f.model.toItemJson(), json(richItem));
    f.model.setReadOnly(false);
    QVERIFY(f.model.setData(name.siblingAtColumn(2), u"Bob"_s));
}

void TestAttributeEditor::validation_data()
{
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("node");      // errors() form; empty: the item as a whole
    QTest::addColumn<QString>("message");   // DynamoDB's text
    QTest::addColumn<QString>("errorType"); // the exception it comes with

    const auto row = [](const char *name, const char *attributes, const char *node,
                        const char *message, const char *type = "ValidationException") {
        // Every row's item is valid but for `attributes`.
        QTest::newRow(name) << u"{\"PK\": {\"S\": \"p\"}, \"SK\": {\"N\": \"1\"}%1}"_s.arg(
                                   QString::fromUtf8(attributes))
                            << QString::fromUtf8(node) << QString::fromUtf8(message)
                            << QString::fromUtf8(type);
    };
    row("empty string set", R"(, "tags": {"SS": []})", "tags",
        "One or more parameter values were invalid: An string set  may not be empty");
    row("empty number set", R"(, "m": {"M": {"n": {"NS": []}}})", "m.n",
        "One or more parameter values were invalid: An number set  may not be empty");
    row("empty binary set", R"(, "l": {"L": [{"S": "a"}, {"BS": []}]})", "l[1]",
        "One or more parameter values were invalid: Binary sets should not be empty");
    row("duplicate strings", R"(, "tags": {"SS": ["a", "b", "a"]})", "tags",
        "One or more parameter values were invalid: Input collection [a, b, a] contains "
        "duplicates.");
    row("duplicate numbers, numerically", R"(, "ns": {"NS": ["1", "1.0"]})", "ns",
        "Input collection contains duplicates");
    row("duplicate binaries", R"(, "bs": {"BS": ["AA==", "AA=="]})", "bs",
        "One or more parameter values were invalid: Input collection [AA==, AA==]of type BS "
        "contains duplicates.");
    row("not a number", R"(, "m": {"M": {"age": {"N": "forty"}}})", "m.age",
        "The parameter cannot be converted to a numeric value: forty");
    row("empty number", R"(, "n": {"N": ""})", "n",
        "The parameter cannot be converted to a numeric value");
    row("number set member", R"(, "ns": {"NS": ["1", "x"]})", "ns#1",
        "The parameter cannot be converted to a numeric value: x");
    row("overflow", R"(, "n": {"N": "1E+126"})", "n",
        "Number overflow. Attempting to store a number with magnitude larger than supported "
        "range");
    row("underflow", R"(, "n": {"N": "1E-131"})", "n",
        "Number underflow. Attempting to store a number with magnitude smaller than supported "
        "range");
    row("39 digits", R"(, "n": {"N": "123456789012345678901234567890123456789"})", "n",
        "Attempting to store more than 38 significant digits in a Number");
    row("base64 length", R"(, "b": {"B": "abc"})", "b",
        "Base64 encoded length is expected a multiple of 4 bytes but found: 3",
        "SerializationException");
    row("base64 not canonical", R"(, "b": {"B": "AB=="})", "b",
        "Invalid last non-pad Base64 character dectected", "SerializationException");
    row("binary set member", R"(, "bs": {"BS": ["AA==", "A"]})", "bs#1",
        "Base64 encoded length is expected a multiple of 4 bytes but found: 1",
        "SerializationException");
    row("deep in lists and maps",
        R"(, "a": {"L": [{"M": {"b": {"L": [{"N": "1"}, {"SS": []}]}}}]})", "a[0].b[1]",
        "One or more parameter values were invalid: An string set  may not be empty");

    // The table's key, as a PutItem checks it.
    QTest::newRow("partition key of another type")
        << u"{\"PK\": {\"N\": \"1\"}, \"SK\": {\"N\": \"1\"}}"_s << u"PK"_s
        << u"One or more parameter values were invalid: Type mismatch for key PK expected: S "
           "actual: N"_s
        << u"ValidationException"_s;
    QTest::newRow("sort key of another type")
        << u"{\"PK\": {\"S\": \"p\"}, \"SK\": {\"S\": \"1\"}}"_s << u"SK"_s
        << u"One or more parameter values were invalid: Type mismatch for key SK expected: N "
           "actual: S"_s
        << u"ValidationException"_s;
    QTest::newRow("a set as key") << u"{\"PK\": {\"SS\": [\"p\"]}, \"SK\": {\"N\": \"1\"}}"_s
                                  << u"PK"_s
                                  << u"One or more parameter values were invalid: Type mismatch "
                                     "for key PK expected: S actual: SS"_s
                                  << u"ValidationException"_s;
    QTest::newRow("empty partition key")
        << u"{\"PK\": {\"S\": \"\"}, \"SK\": {\"N\": \"1\"}}"_s << u"PK"_s
        << u"One or more parameter values are not valid. The AttributeValue for a key attribute "
           "cannot contain an empty string value. Key: PK"_s
        << u"ValidationException"_s;
    QTest::newRow("hash key too long")
        << u"{\"PK\": {\"S\": \"%1\"}, \"SK\": {\"N\": \"1\"}}"_s.arg(QString(2049, u'k'))
        << u"PK"_s
        << u"One or more parameter values were invalid: Size of hashkey has exceeded the maximum "
           "size limit of2048 bytes"_s
        << u"ValidationException"_s;
    QTest::newRow("missing partition key")
        << u"{\"SK\": {\"N\": \"1\"}}"_s << QString()
        << u"One or more parameter values were invalid: Missing the key PK in the item"_s
        << u"ValidationException"_s;
    QTest::newRow("index key of another type")
        << u"{\"PK\": {\"S\": \"p\"}, \"SK\": {\"N\": \"1\"}, \"GSI1PK\": {\"N\": \"2\"}}"_s
        << u"GSI1PK"_s
        << u"One or more parameter values were invalid: Type mismatch for Index Key GSI1PK "
           "Expected: S Actual: N IndexName: GSI1"_s
        << u"ValidationException"_s;
    QTest::newRow("empty index key")
        << u"{\"PK\": {\"S\": \"p\"}, \"SK\": {\"N\": \"1\"}, \"GSI1PK\": {\"S\": \"\"}}"_s
        << u"GSI1PK"_s
        << u"One or more parameter values are not valid. A value specified for a secondary "
           "index key is not supported. The AttributeValue for a key attribute cannot contain an "
           "empty string value. IndexName: GSI1, IndexKey: GSI1PK"_s
        << u"ValidationException"_s;
    QTest::newRow("over 400 KB")
        << u"{\"PK\": {\"S\": \"p\"}, \"SK\": {\"N\": \"1\"}, \"big\": {\"S\": \"%1\"}}"_s.arg(
               QString(400 * 1024, u'x'))
        << QString() << u"Item size has exceeded the maximum allowed size"_s
        << u"ValidationException"_s;
}

void TestAttributeEditor::validation()
{
    QFETCH(QString, item);
    QFETCH(QString, node);
    QFETCH(QString, message);
    QFETCH(QString, errorType);
    Fixture f(QJsonDocument::fromJson(item.toUtf8()).object());
    QVERIFY(!f.model.toItemJson().isEmpty());
    QCOMPARE(f.model.firstError(), message);
    QCOMPARE(f.model.verdict().errorType, errorType);
    if (node.isEmpty()) {
        QCOMPARE(errors(f.model), QStringList());
        QVERIFY(!f.model.firstErrorIndex().isValid());
        return;
    }
    // Exactly that node, in red, with the text as its tooltip.
    QCOMPARE(errors(f.model), QStringList{node + u": "_s + message});
    const QModelIndex at = f.model.firstErrorIndex();
    QVERIFY(at.isValid());
    QCOMPARE(at.data(AttributeTreeModel::ErrorRole).toString(), message);
    QCOMPARE(at.data(AttributeTreeModel::ErrorTypeRole).toString(), errorType);
    QCOMPARE(at.data(Qt::ToolTipRole).toString(), errorType + u": "_s + message);
    for (int column = 0; column < AttributeTreeModel::ColumnCount; ++column) {
        const QColor red =
            at.siblingAtColumn(column).data(Qt::ForegroundRole).value<QBrush>().color();
        QVERIFY(red.red() > 150 && red.green() < 140);
    }
    for (int row = 0; row < f.model.rowCount(); ++row) {
        const QModelIndex other = f.model.index(row, AttributeTreeModel::NameColumn);
        if (other.data(AttributeTreeModel::ErrorRole).toString().isEmpty())
            QVERIFY(!other.data(Qt::ForegroundRole).isValid());
    }
}

void TestAttributeEditor::errorsFollowEdits()
{
    Fixture f(json(R"({"PK": {"S": "p"}, "SK": {"N": "1"}, "info": {"M": {"n": {"N": "1"}}}})"));
    QSignalSpy verdicts(&f.model, &AttributeTreeModel::verdictChanged);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    const QModelIndex n = find(f.model, u"info.n"_s).siblingAtColumn(2);

    QVERIFY(f.model.setData(n, u"1x"_s));
    QCOMPARE(n.data(AttributeTreeModel::ErrorRole).toString(),
             u"The parameter cannot be converted to a numeric value: 1x"_s);
    QCOMPARE(verdicts.size(), 1);
    QCOMPARE(verdicts.last().at(0).toString(), f.model.firstError());
    QCOMPARE(f.model.firstErrorIndex(), n.siblingAtColumn(0));
    // The row and its map's summary line were told.
    const auto told = [&](const QModelIndex &index) {
        return std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant> &args) {
            return args.at(0).value<QModelIndex>().siblingAtColumn(0) == index.siblingAtColumn(0);
        });
    };
    QVERIFY(told(n));
    QVERIFY(told(f.model.attributeIndex(u"info"_s)));

    // The same error again is no new verdict; another one is.
    QVERIFY(f.model.setData(n, u"1y"_s));
    QCOMPARE(verdicts.size(), 2);
    changed.clear();
    QVERIFY(f.model.setData(n, u"12"_s));
    QCOMPARE(verdicts.size(), 3);
    QCOMPARE(f.model.firstError(), QString());
    QCOMPARE(n.data(AttributeTreeModel::ErrorRole).toString(), QString());
    QVERIFY(told(n));

    // A key attribute renamed away: the missing key is the item's error, no node's.
    const QModelIndex sk = f.model.attributeIndex(u"SK"_s);
    QVERIFY(f.model.setData(sk, u"sk"_s));
    QCOMPARE(f.model.firstError(),
             u"One or more parameter values were invalid: Missing the key SK in the item"_s);
    QVERIFY(!sk.data(Qt::FontRole).isValid()); // no longer a key attribute
    QVERIFY(f.model.setData(sk, u"SK"_s));
    QCOMPARE(f.model.firstError(), QString());
    // Its type changed: the mismatch sits on it.
    QVERIFY(f.model.setData(sk.siblingAtColumn(1), u"S"_s));
    QCOMPARE(sk.data(AttributeTreeModel::ErrorRole).toString(),
             u"One or more parameter values were invalid: Type mismatch for key SK expected: N "
             "actual: S"_s);
}

void TestAttributeEditor::keyChecksNeedTheTable()
{
    // Without a table only values are judged; setting one judges the key too and puts the key
    // attributes first.
    Fixture f(json(R"({"a": {"S": "x"}, "PK": {"N": "1"}})"), {});
    QCOMPARE(f.model.firstError(), QString());
    QCOMPARE(f.model.index(0, 0).data().toString(), u"PK"_s); // by name: "P" < "a"
    f.model.setItem(json(R"({"a": {"S": "x"}, "SK": {"N": "1"}, "PK": {"S": "p"}})"));
    QCOMPARE(f.model.index(0, 0).data().toString(), u"PK"_s);
    QCOMPARE(f.model.index(1, 0).data().toString(), u"SK"_s);
    lw::TableInfo reversed = usersTable();
    reversed.key = {{u"SK"_s, u"S"_s}};
    f.model.setTable(reversed);
    QCOMPARE(f.model.index(0, 0).data().toString(), u"SK"_s);
    QCOMPARE(f.model.firstError(),
             u"One or more parameter values were invalid: Type mismatch for key SK expected: S "
             "actual: N"_s);
}

void TestAttributeEditor::delegateEditors()
{
    Fixture f(json(R"({"n": {"N": "1"}, "b": {"B": "AA=="}, "s": {"S": "x"}})"), {});
    QTreeView view;
    view.setModel(&f.model);
    auto &delegate = *new lw::AttributeDelegate(&view);
    view.setItemDelegate(&delegate);
    QStyleOptionViewItem option;

    const auto editor = [&](const char *name, int column) {
        return delegate.createEditor(view.viewport(), option,
                                     f.model.attributeIndex(QString::fromUtf8(name), column));
    };
    auto *types = qobject_cast<QComboBox *>(editor("n", AttributeTreeModel::TypeColumn));
    QVERIFY(types);
    QCOMPARE(types->count(), 10);
    delegate.setEditorData(types, f.model.attributeIndex(u"n"_s, AttributeTreeModel::TypeColumn));
    QCOMPARE(types->currentText(), u"N"_s);
    types->setCurrentText(u"S"_s);
    delegate.setModelData(types, &f.model,
                          f.model.attributeIndex(u"n"_s, AttributeTreeModel::TypeColumn));
    QCOMPARE(f.model.toItemJson().value(u"n"_s).toObject(), json(R"({"S": "1"})"));
    QVERIFY(f.model.setData(f.model.attributeIndex(u"n"_s, 1), u"N"_s));

    // The Number line edit takes only what numbers are written with; DynamoDB decides the rest.
    auto *number = qobject_cast<QLineEdit *>(editor("n", AttributeTreeModel::ValueColumn));
    QVERIFY(number && number->validator());
    QString text = u"1e5"_s;
    int position = 0;
    QCOMPARE(number->validator()->validate(text, position), QValidator::Acceptable);
    text = u"--1..e"_s;
    QCOMPARE(number->validator()->validate(text, position), QValidator::Acceptable);
    text = u"12a"_s;
    QCOMPARE(number->validator()->validate(text, position), QValidator::Invalid);
    auto *binary = qobject_cast<QLineEdit *>(editor("b", AttributeTreeModel::ValueColumn));
    QVERIFY(binary && binary->validator());
    text = u"AA=="_s;
    QCOMPARE(binary->validator()->validate(text, position), QValidator::Acceptable);
    text = u"A A"_s;
    QCOMPARE(binary->validator()->validate(text, position), QValidator::Invalid);
    auto *string = qobject_cast<QLineEdit *>(editor("s", AttributeTreeModel::ValueColumn));
    QVERIFY(string && !string->validator());
    delete types;
    delete number;
    delete binary;
    delete string;

    // Typing reaches the model at once, through the view's own editor.
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QModelIndex n = f.model.attributeIndex(u"n"_s, AttributeTreeModel::ValueColumn);
    view.edit(n);
    auto *open = view.viewport()->findChild<QLineEdit *>(u"valueEditor"_s);
    QVERIFY(open);
    QCOMPARE(open->text(), u"1"_s);
    QTest::keyClick(open, Qt::Key_End); // the view selects the whole text
    QTest::keyClicks(open, u"-"_s);
    QCOMPARE(n.data(AttributeTreeModel::ErrorRole).toString(),
             u"The parameter cannot be converted to a numeric value: 1-"_s);
    QCOMPARE(open->text(), u"1-"_s);
    QTest::keyClick(open, Qt::Key_Backspace);
    QCOMPARE(n.data(AttributeTreeModel::ErrorRole).toString(), QString());
    QCOMPARE(f.model.toItemJson().value(u"n"_s).toObject(), json(R"({"N": "1"})"));
}

QTEST_MAIN(TestAttributeEditor)
#include "tst_attributeeditor.moc"
