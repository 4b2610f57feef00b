// The "Item inspector" pane: the selected item of a table in a typed attribute editor
// (AttributeTreeModel), under a tool bar to start a new item, save, revert and delete it, and to
// add attributes of a picked type, children of the selected map, list or set, or remove the
// selected one. DynamoDB's verdict on the item shows as it is edited: the nodes at fault in red
// (their tooltip says why) and the first error under the tree; Save waits until there is none.
//
// The pane never writes: Save emits saveRequested() and Delete deleteRequested(), and the window
// turns them into undoable calls. Once a write went through, the window calls showItem() with
// what was written, which makes the pane clean again; a refused write leaves the edits in place.
//
// A PutItem with another key writes another item (the one read stays): when the key attributes
// were changed the label under the tree says so and the save carries no old item.
//
// Unsaved edits are never dropped silently by the pane itself, but showItem(), newItem() and
// setTable() replace what is shown: the window asks isDirty() (or follows dirtyChanged()) first.
#pragma once

#include "common/tableinfo.h"

#include <QJsonObject>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QToolBar;
class QTreeView;

namespace lw {

class AttributeDelegate;
class AttributeTreeModel;
class EventualReadNote;

class ItemInspector : public QWidget
{
    Q_OBJECT
public:
    explicit ItemInspector(QWidget *parent = nullptr);
    ~ItemInspector() override;

    AttributeTreeModel *model() const { return m_model; }
    // The bar of New, Save, Revert and Delete item; the window adds its item actions to it.
    QToolBar *toolBar() const { return m_toolBar; }
    QTreeView *view() const { return m_view; }
    // Under the title: what an eventually consistent read of the item could return now. The
    // window feeds it (EventualReadNote::setResponse); showItem() of another item hides it.
    EventualReadNote *eventualNote() const { return m_eventualNote; }

    // The table whose items are shown: its key attributes come first and are checked. Another
    // table clears the pane; the same one again (a new description) keeps the item and its edits.
    void setTable(const TableInfo &table);
    const TableInfo &table() const { return m_table; }

    // Shows `item` (DynamoDB JSON) as read, discarding unsaved edits; an empty object shows that
    // no item is selected.
    void showItem(const QJsonObject &item);
    // Starts a new item holding the table's key attributes with empty values of their types (so
    // DynamoDB's complaint says what to fill in), the partition key's value open for typing.
    // Does nothing without a table key or while read-only.
    void newItem();

    // The past view: nothing can be edited, saved or deleted, and a note says why.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    bool hasItem() const { return m_hasItem; }
    bool isNewItem() const { return m_hasItem && m_original.isEmpty(); }
    // The edits differ from what showItem() or newItem() started with.
    bool isDirty() const { return m_dirty; }
    // An item read by showItem() whose key attributes were edited: saving writes another item.
    bool keyChanged() const;
    // Whether save() would emit: an item, no error, edits (or a new item), not read-only.
    bool canSave() const;

    // The item as edited, and as it was shown (empty for a new item).
    QJsonObject item() const;
    QJsonObject originalItem() const { return m_original; }
    // The line under the tree: the first error, the new-key note or the read-only note.
    QString messageText() const;

    // Emits saveRequested() when canSave(); returns whether it did. Commits an open editor first.
    bool save();
    // Back to what showItem() or newItem() started with.
    void revert();
    // Emits deleteRequested() for the item as read; false for a new item or while read-only.
    bool deleteItem();
    // Adds a top-level attribute of `type` and opens its name for typing.
    QModelIndex addAttribute(const QString &type);
    // Adds an entry, element or member of `type` to the selected map, list or set (the set's own
    // type for members) and opens it for typing. Invalid when the selection holds no children.
    QModelIndex addChild(const QString &type);
    // Removes the selected attribute, entry, element or member.
    bool removeSelected();

signals:
    // `oldItem` is the item as read, for the undo; empty for a new item or when the key changed
    // (then nothing was overwritten: undoing deletes `newItem`).
    void saveRequested(const QJsonObject &newItem, const QJsonObject &oldItem);
    // `key` holds the table's key attributes of `oldItem`, the item as read.
    void deleteRequested(const QJsonObject &key, const QJsonObject &oldItem);
    void dirtyChanged(bool dirty);
    // showItem(), newItem() or setTable() replaced what is shown; `hasItem` as hasItem() says.
    void itemShown(bool hasItem);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The Name and Type columns as wide as their widest text, so that no attribute's name is
    // elided; the value gets the rest.
    void fitColumns();
    void start(const QJsonObject &item, const QJsonObject &original, bool hasItem);
    QWidget *openEditor() const; // the tree's editor being typed in, or null
    void commitEditor();
    void editAt(const QModelIndex &index);
    QJsonObject keyOf(const QJsonObject &item) const;
    QString pickedType() const;
    void updateState();
    void updateActions();
    void updateTexts();

    AttributeTreeModel *m_model = nullptr;
    AttributeDelegate *m_delegate = nullptr;
    QTreeView *m_view = nullptr;
    QToolBar *m_toolBar = nullptr;      // the item: New, Save, Revert, Delete item
    QToolBar *m_attributeBar = nullptr; // its attributes: type, Add attribute, Add child, Remove
    QLabel *m_title = nullptr;
    QLabel *m_size = nullptr;
    QLabel *m_message = nullptr;
    EventualReadNote *m_eventualNote = nullptr;
    QComboBox *m_typePicker = nullptr;
    QAction *m_new = nullptr;
    QAction *m_save = nullptr;
    QAction *m_revert = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_addAttribute = nullptr;
    QAction *m_addChild = nullptr;
    QAction *m_remove = nullptr;
    TableInfo m_table;
    QJsonObject m_original; // as read; empty for a new item
    QJsonObject m_baseline; // what the edits started from: m_original, or the new item's keys
    bool m_hasItem = false;
    bool m_dirty = false;
    bool m_readOnly = false;
};

} // namespace lw
