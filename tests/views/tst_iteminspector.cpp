// The item inspector pane, offscreen: the JSON its saveRequested() and deleteRequested() signals
// carry (old item for an edit, none for a new item or a changed key), Save held back while
// DynamoDB would refuse the item, a new item starting with the table's key, the new-key note,
// dirtiness, and the read-only past view.
//
// LW_SNAPSHOT_DIR=<dir> makes screenshot() save the pane there (iteminspector.png with a rich
// item, iteminspector-error.png with an error showing, iteminspector-new.png with a new item in a
// narrow dock), to look at.
#include "inspector/attributetreemodel.h"
#include "inspector/iteminspector.h"
#include "testutil.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeTreeModel;
using lw::ItemInspector;

namespace {

lw::TableInfo usersTable()
{
    lw::TableInfo table;
    table.name = u"Users"_s;
    table.key = {{u"PK"_s, u"S"_s}, {u"SK"_s, u"N"_s}};
    lw::IndexInfo gsi;
    gsi.name = u"GSI1"_s;
    gsi.key = {{u"GSI1PK"_s, u"S"_s}};
    table.indexes = {gsi};
    return table;
}

const char *const alice = R"({
    "PK": {"S": "USER#alice"}, "SK": {"N": "1"}, "GSI1PK": {"S": "ACTIVE"},
    "name": {"S": "Alice"}, "age": {"N": "42"}, "avatar": {"B": "AAEC/w=="},
    "active": {"BOOL": true}, "nickname": {"NULL": true},
    "tags": {"SS": ["admin", "ops"]}, "scores": {"NS": ["1", "2.5"]},
    "keys": {"BS": ["AAE=", "AgM="]},
    "address": {"M": {"city": {"S": "Berlin"},
                      "geo": {"L": [{"N": "52.52"}, {"N": "13.4"}]},
                      "flags": {"M": {"verified": {"BOOL": false}}}}},
    "history": {"L": [{"M": {"at": {"N": "1700000000"}, "what": {"S": "login"}}},
                      {"SS": ["x"]}, {"NULL": true}]}
})";

QAction *action(const ItemInspector &inspector, const char *name)
{
    auto *found = inspector.findChild<QAction *>(QString::fromUtf8(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

QModelIndex value(const ItemInspector &inspector, const char *attribute)
{
    return inspector.model()->attributeIndex(QString::fromUtf8(attribute),
                                             AttributeTreeModel::ValueColumn);
}

// An inspector on the Users table, with signal spies.
struct Pane
{
    ItemInspector inspector;
    QSignalSpy saves{&inspector, &ItemInspector::saveRequested};
    QSignalSpy deletes{&inspector, &ItemInspector::deleteRequested};
    QSignalSpy dirty{&inspector, &ItemInspector::dirtyChanged};

    Pane() { inspector.setTable(usersTable()); }
    bool enabled(const char *name) const { return action(inspector, name)->isEnabled(); }
};

} // namespace

class TestItemInspector : public QObject
{
    Q_OBJECT
private slots:
    void nothingSelected();
    void savesAnEdit();
    void revertForgetsEdits();
    void errorHoldsSaveBack();
    void keyChangeWritesANewItem();
    void newItemStartsWithTheKey();
    void deletesTheItemAsRead();
    void addsAndRemovesAttributes();
    void readOnlyInThePast();
    void tableChanges();
    void saveShortcutWhileTyping();
    void screenshot();
};

void TestItemInspector::nothingSelected()
{
    ItemInspector inspector;
    QVERIFY(!inspector.hasItem());
    QCOMPARE(inspector.findChild<QLabel *>(u"itemTitle"_s)->text(), u"No table selected"_s);
    for (const char *name :
         {"newItemAction", "saveItemAction", "revertItemAction", "deleteItemAction",
          "addAttributeAction", "addChildAction", "removeAttributeAction"})
        QVERIFY2(!action(inspector, name)->isEnabled(), name);

    inspector.setTable(usersTable());
    QVERIFY(action(inspector, "newItemAction")->isEnabled());
    QVERIFY(!action(inspector, "saveItemAction")->isEnabled());
    QCOMPARE(inspector.findChild<QLabel *>(u"itemTitle"_s)->text(), u"No item selected"_s);
    inspector.showItem(json(alice));
    inspector.showItem({});
    QVERIFY(!inspector.hasItem());
    QCOMPARE(inspector.model()->rowCount(), 0);
    QVERIFY(!action(inspector, "deleteItemAction")->isEnabled());
    QVERIFY(!inspector.save());
    QVERIFY(!inspector.deleteItem());
}

void TestItemInspector::savesAnEdit()
{
    Pane p;
    p.inspector.showItem(json(alice));
    QCOMPARE(p.inspector.findChild<QLabel *>(u"itemTitle"_s)->text(), u"USER#alice · 1"_s);
    QVERIFY(!p.inspector.isDirty());
    QVERIFY(!p.enabled("saveItemAction")); // nothing to save
    QVERIFY(p.enabled("deleteItemAction"));
    QVERIFY(p.inspector.messageText().isEmpty());

    QVERIFY(p.inspector.model()->setData(value(p.inspector, "name"), u"Alicia"_s));
    QVERIFY(p.inspector.isDirty());
    QCOMPARE(p.dirty.size(), 1);
    QCOMPARE(p.dirty.last().at(0).toBool(), true);
    QVERIFY(p.enabled("saveItemAction"));
    QVERIFY(p.enabled("revertItemAction"));
    QVERIFY(!p.inspector.keyChanged());

    action(p.inspector, "saveItemAction")->trigger();
    QCOMPARE(p.saves.size(), 1);
    QJsonObject expected = json(alice);
    expected.insert(u"name"_s, json(R"({"S": "Alicia"})"));
    QCOMPARE(p.saves.last().at(0).toJsonObject(), expected);
    QCOMPARE(p.saves.last().at(1).toJsonObject(), json(alice));
    // Still dirty until the window shows what it wrote.
    QVERIFY(p.inspector.isDirty());
    p.inspector.showItem(expected);
    QVERIFY(!p.inspector.isDirty());
    QCOMPARE(p.dirty.size(), 2);
    QCOMPARE(p.inspector.originalItem(), expected);

    // Editing a value back to what was read is clean again.
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "age"), u"43"_s));
    QVERIFY(p.inspector.isDirty());
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "age"), u"42"_s));
    QVERIFY(!p.inspector.isDirty());
    QCOMPARE(p.dirty.size(), 4);
}

void TestItemInspector::revertForgetsEdits()
{
    Pane p;
    p.inspector.showItem(json(alice));
    QVERIFY(p.inspector.model()->removeNode(p.inspector.model()->attributeIndex(u"tags"_s)));
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "age"), u"x"_s));
    QVERIFY(p.inspector.isDirty());
    action(p.inspector, "revertItemAction")->trigger();
    QVERIFY(!p.inspector.isDirty());
    QCOMPARE(p.inspector.item(), json(alice));
    QVERIFY(p.inspector.messageText().isEmpty());
    QVERIFY(!p.enabled("revertItemAction"));
}

void TestItemInspector::errorHoldsSaveBack()
{
    Pane p;
    p.inspector.showItem(json(alice));
    const QModelIndex tags = p.inspector.model()->attributeIndex(u"tags"_s);
    QVERIFY(p.inspector.model()->setData(p.inspector.model()->index(1, 2, tags), u"admin"_s));
    QVERIFY(!p.enabled("saveItemAction"));
    QVERIFY(!p.inspector.canSave());
    QCOMPARE(p.inspector.messageText(),
             u"tags — ValidationException: One or more parameter values were invalid: Input "
             "collection [admin, admin] contains duplicates."_s);
    auto *message = p.inspector.findChild<QLabel *>(u"itemMessage"_s);
    QVERIFY(message->palette().color(QPalette::WindowText).red() > 150);
    QVERIFY(!p.inspector.save());
    QCOMPARE(p.saves.size(), 0);

    // A nested value, named by its path.
    QVERIFY(p.inspector.model()->setData(p.inspector.model()->index(1, 2, tags), u"dev"_s));
    QVERIFY(p.enabled("saveItemAction"));
    QVERIFY(p.inspector.messageText().isEmpty());
    const QModelIndex geo =
        p.inspector.model()->index(2, 0, p.inspector.model()->attributeIndex(u"address"_s));
    QCOMPARE(geo.data(AttributeTreeModel::PathRole).toString(), u"address.geo"_s);
    QVERIFY(p.inspector.model()->setData(p.inspector.model()->index(0, 2, geo), u"1E+200"_s));
    QCOMPARE(p.inspector.messageText(),
             u"address.geo[0] — ValidationException: Number overflow. Attempting to store a "
             "number with magnitude larger than supported range"_s);
    QVERIFY(!p.enabled("saveItemAction"));

    // About the whole item: no path.
    QVERIFY(p.inspector.model()->setData(p.inspector.model()->index(0, 2, geo), u"1"_s));
    QVERIFY(p.inspector.model()->removeNode(p.inspector.model()->attributeIndex(u"SK"_s)));
    QCOMPARE(p.inspector.messageText(),
             u"ValidationException: One or more parameter values were invalid: Missing the key "
             "SK in the item"_s);
    QVERIFY(!p.inspector.save());
}

void TestItemInspector::keyChangeWritesANewItem()
{
    Pane p;
    p.inspector.showItem(json(alice));
    // The same number written another way is the same key.
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "SK"), u"1.0"_s));
    QVERIFY(p.inspector.isDirty());
    QVERIFY(!p.inspector.keyChanged());
    QVERIFY(p.inspector.messageText().isEmpty());

    QVERIFY(p.inspector.model()->setData(value(p.inspector, "PK"), u"USER#bob"_s));
    QVERIFY(p.inspector.keyChanged());
    QCOMPARE(p.inspector.messageText(), u"Saving writes a new item: the key changed. The item it "
                                        "was read from stays as it is."_s);
    auto *message = p.inspector.findChild<QLabel *>(u"itemMessage"_s);
    QVERIFY(message->palette().color(QPalette::WindowText).red() < 150); // a note, not an error
    // The title keeps naming the item as read.
    QCOMPARE(p.inspector.findChild<QLabel *>(u"itemTitle"_s)->text(), u"USER#alice · 1"_s);
    QVERIFY(p.inspector.save());
    QCOMPARE(p.saves.size(), 1);
    QCOMPARE(p.saves.last().at(0).toJsonObject().value(u"PK"_s).toObject(),
             json(R"({"S": "USER#bob"})"));
    QCOMPARE(p.saves.last().at(1).toJsonObject(), QJsonObject()); // nothing overwritten

    // An error outranks the note.
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "PK"), QString()));
    QVERIFY(p.inspector.messageText().startsWith(u"PK — ValidationException: "_s));
}

void TestItemInspector::newItemStartsWithTheKey()
{
    Pane p;
    p.inspector.showItem(json(alice));
    action(p.inspector, "newItemAction")->trigger();
    QVERIFY(p.inspector.hasItem());
    QVERIFY(p.inspector.isNewItem());
    QVERIFY(!p.inspector.isDirty());
    QCOMPARE(p.inspector.item(), json(R"({"PK": {"S": ""}, "SK": {"N": ""}})"));
    QCOMPARE(p.inspector.findChild<QLabel *>(u"itemTitle"_s)->text(), u"New item in Users"_s);
    QCOMPARE(p.inspector.view()->currentIndex(), value(p.inspector, "PK"));
    // DynamoDB's complaints say what to fill in, values before keys as DynamoDB judges them;
    // nothing can be saved or deleted yet.
    QCOMPARE(p.inspector.messageText(),
             u"SK — ValidationException: The parameter cannot be converted to a numeric value"_s);
    QVERIFY(!value(p.inspector, "PK").data(AttributeTreeModel::ErrorRole).toString().isEmpty());
    QVERIFY(!p.enabled("saveItemAction"));
    QVERIFY(!p.enabled("deleteItemAction"));

    QVERIFY(p.inspector.model()->setData(value(p.inspector, "SK"), u"7"_s));
    QCOMPARE(p.inspector.messageText(),
             u"PK — ValidationException: One or more parameter values are not valid. The "
             "AttributeValue for a key attribute cannot contain an empty string value. Key: PK"_s);
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "PK"), u"USER#carol"_s));
    QVERIFY(p.inspector.messageText().isEmpty()); // no "key changed" for a new item
    QVERIFY(p.enabled("saveItemAction"));
    QVERIFY(p.inspector.save());
    QCOMPARE(p.saves.last().at(0).toJsonObject(),
             json(R"({"PK": {"S": "USER#carol"}, "SK": {"N": "7"}})"));
    QCOMPARE(p.saves.last().at(1).toJsonObject(), QJsonObject());

    // Revert goes back to the empty key.
    p.inspector.revert();
    QCOMPARE(p.inspector.item(), json(R"({"PK": {"S": ""}, "SK": {"N": ""}})"));
    QVERIFY(p.inspector.isNewItem());

    // A table with a binary partition key only.
    lw::TableInfo blobs;
    blobs.name = u"Blobs"_s;
    blobs.key = {{u"id"_s, u"B"_s}};
    p.inspector.setTable(blobs);
    QVERIFY(!p.inspector.hasItem());
    p.inspector.newItem();
    QCOMPARE(p.inspector.item(), json(R"({"id": {"B": ""}})"));
    QCOMPARE(p.inspector.model()->firstError(),
             u"One or more parameter values are not valid. The AttributeValue for a key "
             "attribute cannot contain an empty binary value. Key: id"_s);
}

void TestItemInspector::deletesTheItemAsRead()
{
    Pane p;
    p.inspector.showItem(json(alice));
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "PK"), u"USER#bob"_s));
    action(p.inspector, "deleteItemAction")->trigger();
    QCOMPARE(p.deletes.size(), 1);
    QCOMPARE(p.deletes.last().at(0).toJsonObject(),
             json(R"({"PK": {"S": "USER#alice"}, "SK": {"N": "1"}})"));
    QCOMPARE(p.deletes.last().at(1).toJsonObject(), json(alice));
    QCOMPARE(p.saves.size(), 0);
}

void TestItemInspector::addsAndRemovesAttributes()
{
    Pane p;
    p.inspector.showItem(json(alice));
    auto *picker = p.inspector.findChild<QComboBox *>(u"attributeTypePicker"_s);
    QVERIFY(picker);
    QCOMPARE(picker->count(), 10);

    picker->setCurrentText(u"NS"_s);
    action(p.inspector, "addAttributeAction")->trigger();
    const QModelIndex added = p.inspector.model()->attributeIndex(u"newAttribute"_s);
    QVERIFY(added.isValid());
    QCOMPARE(added.data(AttributeTreeModel::TypeRole).toString(), u"NS"_s);
    QCOMPARE(p.inspector.view()->currentIndex(), added);
    QVERIFY(!p.enabled("saveItemAction")); // its empty member is no number yet

    // Add child follows the selection: into a map, not into a scalar.
    const QModelIndex address = p.inspector.model()->attributeIndex(u"address"_s);
    p.inspector.view()->setCurrentIndex(value(p.inspector, "name"));
    QVERIFY(!p.enabled("addChildAction"));
    p.inspector.view()->setCurrentIndex(address);
    QVERIFY(p.enabled("addChildAction"));
    picker->setCurrentText(u"BOOL"_s);
    action(p.inspector, "addChildAction")->trigger();
    QCOMPARE(p.inspector.model()->rowCount(address), 4);
    QCOMPARE(p.inspector.item()[u"address"_s][u"M"_s][u"newAttribute"_s].toObject(),
             json(R"({"BOOL": false})"));
    QVERIFY(p.inspector.view()->isExpanded(address));

    // A set member takes the set's type, whatever is picked.
    const QModelIndex tags = p.inspector.model()->attributeIndex(u"tags"_s);
    p.inspector.view()->setCurrentIndex(tags);
    const QModelIndex member = p.inspector.addChild(u"M"_s);
    QCOMPARE(member.data(AttributeTreeModel::TypeRole).toString(), u"S"_s);
    QCOMPARE(p.inspector.view()->currentIndex(),
             member.siblingAtColumn(AttributeTreeModel::ValueColumn));
    p.inspector.view()->setCurrentIndex(member);
    QVERIFY(!p.enabled("addChildAction"));

    // Remove the selected node.
    QVERIFY(p.enabled("removeAttributeAction"));
    action(p.inspector, "removeAttributeAction")->trigger();
    QCOMPARE(p.inspector.model()->rowCount(tags), 2);
    p.inspector.view()->setCurrentIndex(p.inspector.model()->attributeIndex(u"newAttribute"_s));
    action(p.inspector, "removeAttributeAction")->trigger();
    QVERIFY(!p.inspector.model()->attributeIndex(u"newAttribute"_s).isValid());
    QVERIFY(p.enabled("saveItemAction"));
    QVERIFY(p.inspector.save());
    QCOMPARE(p.saves.last().at(0).toJsonObject()[u"address"_s][u"M"_s].toObject().size(), 4);
}

void TestItemInspector::readOnlyInThePast()
{
    Pane p;
    p.inspector.showItem(json(alice));
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "name"), u"Al"_s));
    p.inspector.setReadOnly(true);
    QVERIFY(p.inspector.isReadOnly());
    QVERIFY(p.inspector.model()->isReadOnly());
    for (const char *name :
         {"newItemAction", "saveItemAction", "revertItemAction", "deleteItemAction",
          "addAttributeAction", "addChildAction", "removeAttributeAction"})
        QVERIFY2(!p.enabled(name), name);
    QVERIFY(!p.inspector.findChild<QComboBox *>(u"attributeTypePicker"_s)->isEnabled());
    QVERIFY(p.inspector.messageText().startsWith(u"Viewing the past"_s));
    QVERIFY(!p.inspector.save());
    QVERIFY(!p.inspector.deleteItem());
    p.inspector.newItem();
    QVERIFY(!p.inspector.isNewItem());
    QVERIFY(!(value(p.inspector, "name").flags() & Qt::ItemIsEditable));
    QCOMPARE(p.saves.size() + p.deletes.size(), 0);

    // Showing past items keeps it read-only.
    p.inspector.showItem(json(R"({"PK": {"S": "USER#old"}, "SK": {"N": "1"}})"));
    QVERIFY(!(value(p.inspector, "PK").flags() & Qt::ItemIsEditable));

    p.inspector.setReadOnly(false);
    QVERIFY(p.enabled("newItemAction"));
    QVERIFY(p.enabled("deleteItemAction"));
    QVERIFY(p.inspector.messageText().isEmpty());
    QVERIFY(value(p.inspector, "PK").flags() & Qt::ItemIsEditable);
}

void TestItemInspector::tableChanges()
{
    Pane p;
    p.inspector.showItem(json(alice));
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "name"), u"Al"_s));
    // The same table described again keeps the edits.
    lw::TableInfo again = usersTable();
    again.itemCount = 7;
    p.inspector.setTable(again);
    QVERIFY(p.inspector.isDirty());
    QCOMPARE(p.inspector.item()[u"name"_s].toObject(), json(R"({"S": "Al"})"));
    // Another table clears the pane.
    lw::TableInfo other;
    other.name = u"Orders"_s;
    other.key = {{u"id"_s, u"S"_s}};
    p.inspector.setTable(other);
    QVERIFY(!p.inspector.hasItem());
    QVERIFY(!p.inspector.isDirty());
    QCOMPARE(p.dirty.last().at(0).toBool(), false);
}

void TestItemInspector::saveShortcutWhileTyping()
{
    Pane p;
    p.inspector.resize(700, 500);
    p.inspector.show();
    p.inspector.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&p.inspector));
    p.inspector.showItem(json(alice));
    // Ctrl+S while a name is being typed saves it as typed.
    const QModelIndex name = p.inspector.model()->attributeIndex(u"name"_s);
    p.inspector.view()->setCurrentIndex(name);
    p.inspector.view()->edit(name);
    auto *editor = p.inspector.view()->viewport()->findChild<QLineEdit *>(u"nameEditor"_s);
    QVERIFY(editor);
    QVERIFY(editor->hasFocus());
    QTest::keyClicks(editor, u"fullName"_s); // the view selected the old name
    QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(p.saves.size(), 1);
    QVERIFY(p.saves.last().at(0).toJsonObject().contains(u"fullName"_s));
    QVERIFY(!p.saves.last().at(0).toJsonObject().contains(u"name"_s));

    // Turning to the past closes an open editor, keeping what it holds.
    const QModelIndex age = value(p.inspector, "age");
    p.inspector.view()->setCurrentIndex(age);
    p.inspector.view()->edit(age);
    auto *ageEditor = p.inspector.view()->viewport()->findChild<QLineEdit *>(u"valueEditor"_s);
    QVERIFY(ageEditor && ageEditor->hasFocus());
    QTest::keyClicks(ageEditor, u"43"_s);
    p.inspector.setReadOnly(true);
    QVERIFY(!ageEditor->isVisible());
    QCOMPARE(age.data().toString(), u"43"_s);
}

void TestItemInspector::screenshot()
{
    Pane p;
    QFont projector = p.inspector.font();
    projector.setPointSizeF(11); // the window's smallest size, for the back of a room
    p.inspector.setFont(projector);
    p.inspector.resize(720, 620);
    p.inspector.showItem(json(alice));
    p.inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&p.inspector));
    p.inspector.view()->setCurrentIndex(p.inspector.model()->attributeIndex(u"tags"_s));
    const QPixmap clean = p.inspector.grab();
    QCOMPARE(clean.deviceIndependentSize().toSize(), QSize(720, 620));

    const QModelIndex scores = p.inspector.model()->attributeIndex(u"scores"_s);
    QVERIFY(p.inspector.model()->setData(p.inspector.model()->index(1, 2, scores), u"1.0"_s));
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "PK"), u"USER#alicia"_s));
    const QPixmap error = p.inspector.grab();

    p.inspector.newItem();
    QVERIFY(p.inspector.model()->setData(value(p.inspector, "SK"), u"2"_s));
    p.inspector.resize(480, 300); // a narrow dock
    const QPixmap fresh = p.inspector.grab();

    const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(clean.save(QDir(dir).filePath(u"iteminspector.png"_s)));
    QVERIFY(error.save(QDir(dir).filePath(u"iteminspector-error.png"_s)));
    QVERIFY(fresh.save(QDir(dir).filePath(u"iteminspector-new.png"_s)));
}

QTEST_MAIN(TestItemInspector)
#include "tst_iteminspector.moc"
