// One item as an editable tree (Name, Type, Value): a row per attribute, maps and lists opening
// onto their entries and elements (list elements named [0], [1] …), sets onto their members. All
// ten DynamoDB types are edited in place: rename an attribute or map entry, change a node's type
// (its value converted where it carries over, attributenode.h), edit a scalar's text, tick a
// BOOL, add a child to an M, L or set, remove any node.
//
// Every change is judged at once as DynamoDB would judge a PutItem of the item (attributechecks.h):
// a node with an error is red with DynamoDB's text as its tooltip (and in ErrorRole), and
// firstError() is DynamoDB's answer for the whole item. Texts are kept as typed, so an invalid
// value stays on screen to be corrected; toItemJson() gives them as they are.
//
// The table's key attributes come first, then the others in name order; new ones go last.
#pragma once

#include "common/tableinfo.h"
#include "inspector/attributechecks.h"

#include <QAbstractItemModel>
#include <QJsonObject>

#include <memory>

namespace lw {

struct AttributeNode;

class AttributeTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Columns
    {
        NameColumn,  // attribute or map entry name; [i] for list elements; empty for set members
        TypeColumn,  // "S" … "BS"; a set member shows its member type (not editable)
        ValueColumn, // scalars as typed; BOOL as a check box; containers summed up on one line
        ColumnCount
    };
    Q_ENUM(Columns)

    // Same value on every column of a row.
    enum Roles
    {
        JsonRole = Qt::UserRole, // QJsonObject: the node's value as DynamoDB JSON ({"S": "x"});
                                 // a set member as a scalar of the set's member type
        ErrorRole,               // QString: DynamoDB's text about this node; empty when valid
        ErrorTypeRole,           // QString: "ValidationException" or "SerializationException"
        TypeRole,                // QString: the node's type, as in TypeColumn
        KindRole,                // int: AttributeNode::Kind
        PathRole,                // QString: where the node is: "info.tags", "history[2]"
        KeyRole,                 // QString: "HASH" or "RANGE" for the table's key attributes
    };
    Q_ENUM(Roles)

    explicit AttributeTreeModel(QObject *parent = nullptr);
    ~AttributeTreeModel() override;

    // The table the item belongs to: its key attributes come first and are judged by its key
    // schema and its indexes' (missing, wrong type, empty). Judges the item again.
    void setTable(const TableInfo &table);
    const TableInfo &table() const { return m_table; }

    // Shows `item` (DynamoDB JSON, attribute name → value), resetting the model.
    void setItem(const QJsonObject &item);
    // The item as edited, in DynamoDB JSON; texts as typed, valid or not.
    QJsonObject toItemJson() const;
    int attributeCount() const;

    // Nothing editable: flags() offers no editing and every change below is refused.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // Adds a value of `type` (AttributeNode::emptyValue()) under `parent`: a top-level attribute
    // when `parent` is invalid, an entry of an M, an element of an L, a member of a set (whose
    // type is the set's: `type` is ignored). Attributes and map entries are named `name`
    // ("newAttribute" when empty), with 2, 3 … appended when a sibling has it. Returns the new
    // row's index in NameColumn; invalid when `parent` takes no children or the model is read-only.
    QModelIndex addChild(const QModelIndex &parent, const QString &type, const QString &name = {});
    // Removes the node at `index` and what it holds.
    bool removeNode(const QModelIndex &index);

    // The top-level attribute `name` in `column`; invalid when there is none.
    QModelIndex attributeIndex(const QString &name, int column = NameColumn) const;

    // DynamoDB's answer to a PutItem of the item, "" when it would be accepted, and where it is.
    const ItemVerdict &verdict() const { return m_verdict; }
    QString firstError() const { return m_verdict.message; }
    // The node the first error is about; invalid when there is none or it is about the whole
    // item (a missing key attribute, the size).
    QModelIndex firstErrorIndex() const;
    bool hasErrors() const { return !m_verdict.message.isEmpty(); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // NameColumn: a new name, refused when empty or taken by a sibling. TypeColumn: one of the ten
    // types. ValueColumn: the text of S, N, B and set members; for BOOL a bool, "true"/"false" or
    // a check state (Qt::CheckStateRole). NULL and containers take no value.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

signals:
    // After every change through setData(), addChild() and removals (not setItem()).
    void edited();
    // After every judgement whose answer differs from the one before.
    void verdictChanged(const QString &firstError);

private:
    AttributeNode *nodeOf(const QModelIndex &index) const; // the root for an invalid index
    QModelIndex indexOf(const AttributeNode *node, int column = NameColumn) const;
    QString path(const AttributeNode *node) const;
    QString keyRole(const AttributeNode *node) const;
    QVariant displayValue(const AttributeNode *node) const;
    QVariant toolTip(const AttributeNode *node) const;
    bool rename(AttributeNode *node, const QString &name);
    bool changeType(AttributeNode *node, const QString &type);
    bool setText(AttributeNode *node, const QString &text);
    QString freeName(const AttributeNode *parent, const QString &wanted) const;
    void sortAttributes();
    // Judges the item again and tells views about every node whose error changed.
    void recheck();
    void changed(AttributeNode *node);

    std::unique_ptr<AttributeNode> m_root;
    TableInfo m_table;
    ItemVerdict m_verdict;
    bool m_readOnly = false;
};

} // namespace lw
