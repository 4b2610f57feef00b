#include "inspector/attributetreemodel.h"

#include "common/attributetext.h"
#include "inspector/attributenode.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QHash>
#include <QPalette>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

using Kind = AttributeNode::Kind;

bool isNamed(const AttributeNode *node)
{
    return node->kind() == Kind::Attribute || node->kind() == Kind::MapEntry;
}

// Red that reads on the view's base colour, light or dark.
QColor errorColor()
{
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

void collectErrors(const AttributeNode *node, QHash<const AttributeNode *, QString> &errors)
{
    errors.insert(node, node->error);
    for (const auto &child : node->children)
        collectErrors(child.get(), errors);
}

} // namespace

AttributeTreeModel::AttributeTreeModel(QObject *parent)
    : QAbstractItemModel(parent), m_root(AttributeNode::fromItem({}))
{}

AttributeTreeModel::~AttributeTreeModel() = default;

void AttributeTreeModel::setTable(const TableInfo &table)
{
    if (table.key == m_table.key) {
        m_table = table; // the indexes may differ
        recheck();
        return;
    }
    // The key attributes move to the top.
    beginResetModel();
    m_table = table;
    sortAttributes();
    const QString before = m_verdict.message;
    m_verdict = checkItem(*m_root, m_table);
    endResetModel();
    if (m_verdict.message != before)
        emit verdictChanged(m_verdict.message);
}

void AttributeTreeModel::setItem(const QJsonObject &item)
{
    beginResetModel();
    m_root = AttributeNode::fromItem(item);
    sortAttributes();
    const QString before = m_verdict.message;
    m_verdict = checkItem(*m_root, m_table);
    endResetModel();
    if (m_verdict.message != before)
        emit verdictChanged(m_verdict.message);
}

QJsonObject AttributeTreeModel::toItemJson() const
{
    return m_root->toJson();
}

int AttributeTreeModel::attributeCount() const
{
    return int(m_root->children.size());
}

void AttributeTreeModel::setReadOnly(bool readOnly)
{
    if (readOnly == m_readOnly)
        return;
    m_readOnly = readOnly;
    // flags() change: views ask again on the next paint, but say it for proxies and testers.
    if (!m_root->children.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QModelIndex AttributeTreeModel::addChild(const QModelIndex &parentIndex, const QString &type,
                                         const QString &name)
{
    AttributeNode *parentNode = nodeOf(parentIndex);
    const bool isSet = AttributeNode::isSetType(parentNode->type);
    const bool takesChildren =
        parentNode == m_root.get() || parentNode->type == u"M" || parentNode->type == u"L" || isSet;
    if (m_readOnly || !takesChildren || (!isSet && !AttributeNode::types().contains(type)))
        return {};
    auto child =
        AttributeNode::emptyValue(isSet ? AttributeNode::memberType(parentNode->type) : type);
    if (parentNode == m_root.get() || parentNode->type == u"M")
        child->name = freeName(parentNode, name.isEmpty() ? u"newAttribute"_s : name);

    const int row = int(parentNode->children.size());
    beginInsertRows(indexOf(parentNode), row, row);
    AttributeNode *added = parentNode->append(std::move(child));
    endInsertRows();
    changed(parentNode);
    return indexOf(added);
}

bool AttributeTreeModel::removeNode(const QModelIndex &index)
{
    return index.isValid() && removeRows(index.row(), 1, index.parent());
}

bool AttributeTreeModel::removeRows(int row, int count, const QModelIndex &parentIndex)
{
    AttributeNode *parentNode = nodeOf(parentIndex);
    const int size = int(parentNode->children.size());
    if (m_readOnly || count < 1 || row < 0 || row + count > size)
        return false;
    const QModelIndex parentAt = indexOf(parentNode);
    beginRemoveRows(parentAt, row, row + count - 1);
    parentNode->children.erase(parentNode->children.begin() + row,
                               parentNode->children.begin() + row + count);
    endRemoveRows();
    // The elements after them are renumbered, [3] becoming [2]: a change of their names, told
    // once the removal is (so a view or proxy sees each step as it is).
    if (parentNode->type == u"L") {
        const int last = int(parentNode->children.size()) - 1;
        if (const int first = parentNode->renumber(); first <= last)
            emit dataChanged(index(first, NameColumn, parentAt), index(last, NameColumn, parentAt));
    }
    changed(parentNode);
    return true;
}

QModelIndex AttributeTreeModel::attributeIndex(const QString &name, int column) const
{
    for (const auto &attribute : m_root->children) {
        if (attribute->name == name)
            return indexOf(attribute.get(), column);
    }
    return {};
}

QModelIndex AttributeTreeModel::firstErrorIndex() const
{
    return m_verdict.node ? indexOf(m_verdict.node) : QModelIndex();
}

QModelIndex AttributeTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, nodeOf(parent)->children[size_t(row)].get());
}

QModelIndex AttributeTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int AttributeTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int AttributeTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant AttributeTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const AttributeNode *node = nodeOf(index);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (column == NameColumn)
            return node->name; // "[2]" for a list element, empty for a set member
        if (column == TypeColumn)
            return node->type;
        if (role == Qt::EditRole)
            return node->text;
        return displayValue(node);
    case Qt::CheckStateRole:
        if (column == ValueColumn && node->type == u"BOOL")
            return node->text == u"true" ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ForegroundRole:
        if (!node->error.isEmpty())
            return QBrush(errorColor());
        if (column == ValueColumn && (node->isContainer() || node->type == u"NULL"))
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        if (column == TypeColumn && node->kind() == Kind::SetMember)
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        return {};
    case Qt::FontRole:
        if (column == NameColumn && !keyRole(node).isEmpty()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(node);
    case JsonRole:
        return node->toJson();
    case ErrorRole:
        return node->error;
    case ErrorTypeRole:
        return node->errorType;
    case TypeRole:
        return node->type;
    case KindRole:
        return int(node->kind());
    case PathRole:
        return path(node);
    case KeyRole:
        return keyRole(node);
    default:
        return {};
    }
}

bool AttributeTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (m_readOnly || !index.isValid())
        return false;
    AttributeNode *node = nodeOf(index);
    if (index.column() == ValueColumn && node->type == u"BOOL") {
        bool checked = false;
        if (role == Qt::CheckStateRole)
            checked = value.toInt() == Qt::Checked;
        else if (role != Qt::EditRole)
            return false;
        else if (value.typeId() == QMetaType::Bool)
            checked = value.toBool();
        else if (const QString text = value.toString().toLower();
                 text == u"true" || text == u"false")
            checked = text == u"true";
        else
            return false;
        return setText(node, checked ? u"true"_s : u"false"_s);
    }
    if (role != Qt::EditRole)
        return false;
    switch (index.column()) {
    case NameColumn:
        return rename(node, value.toString());
    case TypeColumn:
        return changeType(node, value.toString());
    default:
        return setText(node, value.toString());
    }
}

Qt::ItemFlags AttributeTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const AttributeNode *node = nodeOf(index);
    if (!node->isContainer())
        flags |= Qt::ItemNeverHasChildren;
    if (m_readOnly)
        return flags;
    switch (index.column()) {
    case NameColumn:
        if (isNamed(node))
            flags |= Qt::ItemIsEditable;
        break;
    case TypeColumn:
        if (node->kind() != Kind::SetMember)
            flags |= Qt::ItemIsEditable;
        break;
    default:
        if (node->type == u"BOOL")
            flags |= Qt::ItemIsUserCheckable;
        else if (node->type == u"S" || node->type == u"N" || node->type == u"B")
            flags |= Qt::ItemIsEditable;
        break;
    }
    return flags;
}

QVariant AttributeTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type");
    case ValueColumn:
        return tr("Value");
    default:
        return {};
    }
}

AttributeNode *AttributeTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<AttributeNode *>(index.internalPointer()) : m_root.get();
}

QModelIndex AttributeTreeModel::indexOf(const AttributeNode *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<AttributeNode *>(node));
}

QString AttributeTreeModel::path(const AttributeNode *node) const
{
    switch (node->kind()) {
    case Kind::Root:
        return {};
    case Kind::Attribute:
        return node->name;
    case Kind::MapEntry:
        return path(node->parent) + u'.' + node->name;
    case Kind::ListElement:
        return path(node->parent) + node->name;
    case Kind::SetMember:
        return path(node->parent);
    }
    return {};
}

QString AttributeTreeModel::keyRole(const AttributeNode *node) const
{
    if (node->kind() != Kind::Attribute)
        return {};
    for (int i = 0; i < m_table.key.size(); ++i) {
        if (m_table.key.at(i).name == node->name)
            return i == 0 ? u"HASH"_s : u"RANGE"_s;
    }
    return {};
}

QVariant AttributeTreeModel::displayValue(const AttributeNode *node) const
{
    if (node->type == u"NULL")
        return u"null"_s;
    if (node->isContainer())
        return attributeDisplayText(node->toJson(), 80);
    return node->text;
}

QVariant AttributeTreeModel::toolTip(const AttributeNode *node) const
{
    if (!node->error.isEmpty())
        return QString(node->errorType + u": "_s + node->error);
    const QString key = keyRole(node);
    if (!key.isEmpty()) {
        const QString type = m_table.key.at(key == u"HASH" ? 0 : 1).type;
        return key == u"HASH" ? tr("Partition key (%1)").arg(type) : tr("Sort key (%1)").arg(type);
    }
    if (node->type == u"B") {
        const qsizetype bytes = QByteArray::fromBase64(node->text.toLatin1()).size();
        return tr("%n byte(s)", nullptr, int(bytes));
    }
    if (node->isContainer())
        return attributeJson(node->toJson());
    return {};
}

bool AttributeTreeModel::rename(AttributeNode *node, const QString &name)
{
    if (!isNamed(node) || name.isEmpty())
        return false;
    if (name == node->name)
        return true;
    for (const auto &sibling : node->parent->children) {
        if (sibling->name == name)
            return false;
    }
    node->name = name;
    changed(node);
    return true;
}

bool AttributeTreeModel::changeType(AttributeNode *node, const QString &type)
{
    if (node->kind() == Kind::SetMember || !AttributeNode::types().contains(type))
        return false;
    if (type == node->type)
        return true;
    auto replacement = AttributeNode::converted(*node, type);
    const QModelIndex at = indexOf(node);
    if (!node->children.empty()) {
        beginRemoveRows(at, 0, int(node->children.size()) - 1);
        node->children.clear();
        endRemoveRows();
    }
    node->type = replacement->type;
    node->text = replacement->text;
    if (!replacement->children.empty()) {
        beginInsertRows(at, 0, int(replacement->children.size()) - 1);
        for (auto &child : replacement->children)
            node->append(std::move(child));
        endInsertRows();
    }
    changed(node);
    return true;
}

bool AttributeTreeModel::setText(AttributeNode *node, const QString &text)
{
    if (node->isContainer() || node->type == u"NULL")
        return false;
    if (text == node->text)
        return true;
    node->text = text;
    changed(node);
    return true;
}

QString AttributeTreeModel::freeName(const AttributeNode *parent, const QString &wanted) const
{
    const auto taken = [parent](const QString &name) {
        return std::any_of(parent->children.begin(), parent->children.end(),
                           [&name](const auto &child) { return child->name == name; });
    };
    QString name = wanted;
    for (int n = 2; taken(name); ++n)
        name = wanted + QString::number(n);
    return name;
}

void AttributeTreeModel::sortAttributes()
{
    const auto rank = [this](const std::unique_ptr<AttributeNode> &attribute) {
        for (int i = 0; i < m_table.key.size(); ++i) {
            if (m_table.key.at(i).name == attribute->name)
                return i;
        }
        return int(m_table.key.size());
    };
    std::stable_sort(m_root->children.begin(), m_root->children.end(),
                     [&rank](const auto &a, const auto &b) { return rank(a) < rank(b); });
}

void AttributeTreeModel::recheck()
{
    QHash<const AttributeNode *, QString> before;
    collectErrors(m_root.get(), before);
    const QString message = m_verdict.message;
    m_verdict = checkItem(*m_root, m_table);
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (it.key() != m_root.get() && it.key()->error != it.value())
            emit dataChanged(indexOf(it.key(), 0), indexOf(it.key(), ColumnCount - 1));
    }
    if (m_verdict.message != message)
        emit verdictChanged(m_verdict.message);
}

void AttributeTreeModel::changed(AttributeNode *node)
{
    // A value's line and every line summing it up above.
    for (AttributeNode *n = node; n && n != m_root.get(); n = n->parent)
        emit dataChanged(indexOf(n, 0), indexOf(n, ColumnCount - 1));
    recheck();
    emit edited();
}

} // namespace lw
