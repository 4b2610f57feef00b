#include "tables/itemsmodel.h"

#include "common/attributetext.h"
#include "common/scanpage.h"
#include "common/tableinfo.h"

#include <QFont>
#include <QJsonArray>
#include <QScopedValueRollback>

using namespace Qt::StringLiterals;

namespace lw {

ItemsModel::ItemsModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

void ItemsModel::fail(const QString &message)
{
    m_lastError = message;
    m_exhausted = true;
    emit errorOccurred(message);
}

bool ItemsModel::setSource(const QString &table, const QString &indexName)
{
    QStringList keys;
    QString error;
    if (!table.isEmpty()) {
        const Result<QJsonObject> described =
            m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, table}}, {});
        if (described) {
            const TableInfo info = parseTableDescription(described->value(u"Table"_s).toObject());
            for (const KeyAttribute &k : info.key)
                keys << k.name;
            // An unknown index name is left for Scan to reject, with DynamoDB's own message.
            if (const IndexInfo *index = info.index(indexName)) {
                for (const KeyAttribute &k : index->key) {
                    if (!keys.contains(k.name))
                        keys << k.name;
                }
            }
        } else {
            error = described.error().message;
        }
    }

    // Views fetch after a reset on their own timer; a fetchMore() from inside the reset
    // notification (QAbstractItemModelTester makes one) would insert rows mid-reset.
    const QScopedValueRollback guard(m_fetching, true);
    beginResetModel();
    m_table = table;
    m_index = indexName;
    m_columns = keys;
    m_keyColumns = int(keys.size());
    m_items.clear();
    m_startKey = {};
    m_exhausted = table.isEmpty() || !error.isEmpty();
    m_lastError.clear();
    endResetModel();

    if (!error.isEmpty()) {
        fail(error);
        return false;
    }
    return true;
}

void ItemsModel::setAsOf(std::optional<qint64> asOfMs)
{
    if (asOfMs == m_asOf)
        return;
    m_asOf = asOfMs;
    setSource(m_table, m_index);
}

bool ItemsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_exhausted;
}

void ItemsModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_exhausted || m_fetching)
        return;
    const QScopedValueRollback guard(m_fetching, true);

    QJsonObject request{{u"TableName"_s, m_table}, {u"Limit"_s, m_pageSize}};
    if (!m_index.isEmpty())
        request.insert(u"IndexName"_s, m_index);
    const Result<ScanPage> page = scanPage(m_api, request, m_startKey, CallOptions{m_asOf});
    if (!page) {
        fail(page.error().message);
        return;
    }

    const QList<QJsonObject> &items = page->items;
    QStringList newNames;
    for (const QJsonObject &item : items) {
        for (auto it = item.begin(); it != item.end(); ++it) {
            if (!m_columns.contains(it.key()) && !newNames.contains(it.key()))
                newNames << it.key();
        }
    }
    m_startKey = page->lastEvaluatedKey;
    m_exhausted = m_startKey.isEmpty();

    if (!newNames.isEmpty()) {
        const int first = int(m_columns.size());
        beginInsertColumns({}, first, first + int(newNames.size()) - 1);
        m_columns += newNames;
        endInsertColumns();
    }
    if (!items.isEmpty()) {
        const int first = int(m_items.size());
        beginInsertRows({}, first, first + int(items.size()) - 1);
        m_items += items;
        endInsertRows();
    }
}

int ItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int ItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject &item = m_items[index.row()];
    const QString &name = m_columns[index.column()];
    if (role == ItemJsonRole)
        return item;
    if (role == AttributeNameRole)
        return name;
    const auto found = item.constFind(name);
    if (found == item.constEnd())
        return {}; // a missing attribute is an empty cell: items are schemaless
    const QJsonObject value = found->toObject();
    switch (role) {
    case Qt::DisplayRole:
        return attributeDisplayText(value);
    case Qt::ToolTipRole:
        return attributeJson(value);
    case TypeRole:
        return attributeType(value);
    case SortRole:
        return attributeSortKey(value);
    }
    return {};
}

QVariant ItemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole:
    case AttributeNameRole:
        return m_columns[section];
    case Qt::FontRole:
        if (section < m_keyColumns) { // key columns stand out: they decide where an item lives
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        return section < m_keyColumns ? tr("%1 (key attribute)").arg(m_columns[section])
                                      : m_columns[section];
    }
    return {};
}

} // namespace lw
