#include "tables/tablesmodel.h"

#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace lw {

namespace {
// internalId of a top-level (table) row; child rows store their table's row + 1.
constexpr quintptr tableId = 0;
} // namespace

TablesModel::TablesModel(ApiCall api, QObject *parent)
    : QAbstractItemModel(parent), m_api(std::move(api))
{}

void TablesModel::fail(const QString &message)
{
    m_lastError = message;
    emit errorOccurred(message);
}

bool TablesModel::reload()
{
    m_lastError.clear();
    QStringList names;
    QString start;
    for (;;) {
        QJsonObject request;
        if (!start.isEmpty())
            request.insert(u"ExclusiveStartTableName"_s, start);
        const Result<QJsonObject> page = m_api(u"ListTables"_s, request, {});
        if (!page) {
            fail(page.error().message);
            return false;
        }
        for (const QJsonValue &name : page->value(u"TableNames"_s).toArray())
            names << name.toString();
        const QString next = page->value(u"LastEvaluatedTableName"_s).toString();
        if (next.isEmpty() || next == start) // a repeated cursor would loop forever
            break;
        start = next;
    }
    names.removeDuplicates(); // a misbehaving cursor must not show a table twice

    QList<TableInfo> tables;
    for (const QString &name : std::as_const(names)) {
        const Result<QJsonObject> described =
            m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, name}}, {});
        if (!described) {
            fail(described.error().message);
            continue;
        }
        TableInfo table = parseTableDescription(described->value(u"Table"_s).toObject());
        // The tags are shown beside the table, not needed for it: a service without them (an
        // older endpoint, a fake) leaves them out rather than fail the tree.
        if (!table.arn.isEmpty())
            if (const Result<QJsonObject> tagged =
                    m_api(u"ListTagsOfResource"_s, QJsonObject{{u"ResourceArn"_s, table.arn}}, {}))
                for (const QJsonValue &tag : tagged->value(u"Tags"_s).toArray())
                    table.tags.insert(tag[u"Key"_s].toString(), tag[u"Value"_s].toString());
        tables << table;
    }

    if (tables == m_tables)
        return m_lastError.isEmpty();
    beginResetModel();
    m_tables = std::move(tables);
    endResetModel();
    return m_lastError.isEmpty();
}

QModelIndex TablesModel::indexOf(const QString &tableName, const QString &indexName) const
{
    for (int row = 0; row < m_tables.size(); ++row) {
        if (m_tables[row].name != tableName)
            continue;
        const QModelIndex tableIndex = index(row, 0);
        if (indexName.isEmpty())
            return tableIndex;
        for (int child = 0; child < m_tables[row].indexes.size(); ++child) {
            if (m_tables[row].indexes[child].name == indexName)
                return index(child, 0, tableIndex);
        }
    }
    return {};
}

QModelIndex TablesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, tableId);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex TablesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == tableId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, tableId);
}

int TablesModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_tables.size());
    if (parent.column() != 0 || parent.internalId() != tableId)
        return 0; // indexes have no children
    return int(m_tables[parent.row()].indexes.size());
}

int TablesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant TablesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == tableId)
        return tableData(m_tables[index.row()], index.column(), role);
    const TableInfo &table = m_tables[int(index.internalId() - 1)];
    return indexData(table, table.indexes[index.row()], index.column(), role);
}

QVariant TablesModel::tableData(const TableInfo &table, int column, int role) const
{
    switch (role) {
    case TableNameRole:
        return table.name;
    case IndexNameRole:
        return QString();
    case KindRole:
        return int(TableKind);
    case Qt::TextAlignmentRole:
        return column == ItemsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                     : QVariant();
    case TagsRole:
        return tagsText(table.tags);
    case Qt::ToolTipRole: {
        QString tip =
            tr("%1: %Ln item(s), %2 bytes, billing mode %3", nullptr, int(table.itemCount))
                .arg(table.name, QLocale().toString(table.sizeBytes),
                     table.billingMode.isEmpty() ? u"PROVISIONED"_s : table.billingMode);
        if (!table.tags.isEmpty())
            tip += u'\n' + tr("Tags: %1").arg(tagsText(table.tags));
        return tip;
    }
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            return table.name;
        case KindColumn:
            return tr("Table");
        case KeySchemaColumn:
            return keySchemaText(table.key);
        case ItemsColumn:
            return QLocale().toString(table.itemCount);
        }
    }
    return {};
}

QVariant TablesModel::indexData(const TableInfo &table, const IndexInfo &index, int column,
                                int role) const
{
    const QString kind = index.global ? tr("GSI") : tr("LSI");
    switch (role) {
    case TableNameRole:
        return table.name;
    case IndexNameRole:
        return index.name;
    case KindRole:
        return int(index.global ? GlobalIndexKind : LocalIndexKind);
    case TagsRole:
        return tagsText(table.tags);
    case Qt::TextAlignmentRole:
        return column == ItemsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                     : QVariant();
    case Qt::ToolTipRole: {
        QString projection = index.projection;
        if (!index.nonKeyAttributes.isEmpty())
            projection += u" ("_s + index.nonKeyAttributes.join(u", "_s) + u')';
        return tr("%1 on %2: projection %3, %Ln item(s)", nullptr, int(index.itemCount))
            .arg(index.name, table.name, projection);
    }
    case Qt::DisplayRole:
        switch (column) {
        // The name carries the kind too: the dock is often too narrow to show the Kind column.
        case NameColumn:
            return tr("%1 (%2)").arg(index.name, kind);
        case KindColumn:
            return kind;
        case KeySchemaColumn:
            return keySchemaText(index.key);
        case ItemsColumn:
            return QLocale().toString(index.itemCount);
        }
    }
    return {};
}

QVariant TablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case KeySchemaColumn:
        return tr("Key schema");
    case ItemsColumn:
        return tr("Items");
    }
    return {};
}

} // namespace lw
