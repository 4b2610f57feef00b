#include "tables/itemsmodel.h"

#include "common/attributetext.h"
#include "common/clocktext.h"
#include "common/scanpage.h"
#include "common/tableinfo.h"
#include "model/attributejson.h"
#include "tables/queryrequest.h"
#include "time/ttl.h"

#include <QColor>
#include <QFont>
#include <QJsonArray>
#include <QScopedValueRollback>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

ttl::Expiry expiryOf(const QJsonObject &value, qint64 nowMs)
{
    const Result<AttributeValue> parsed = attributeFromJson(value);
    if (!parsed)
        return {std::nullopt, ttl::NeverReason::NotANumber};
    const QString name = u"ttl"_s;
    return ttl::expiryOf(Item{{name, *parsed}}, name, nowMs);
}

// A duration as a teacher would say it, to the nearest second, minute, hour, then day.
QString roughDuration(qint64 ms)
{
    constexpr qint64 second = 1000, minute = 60 * second, hour = 60 * minute, day = 24 * hour;
    const auto rounded = [ms](qint64 unit) { return int((ms + unit / 2) / unit); };
    if (rounded(second) < 60)
        return ItemsModel::tr("%1 s").arg(rounded(second));
    if (rounded(minute) < 60)
        return ItemsModel::tr("%1 min").arg(rounded(minute));
    if (rounded(hour) < 48)
        return ItemsModel::tr("%1 h").arg(rounded(hour));
    return ItemsModel::tr("%n day(s)", nullptr, rounded(day));
}

} // namespace

QString ttlValueText(const QJsonObject &value, qint64 nowMs, bool ttlSettling)
{
    const ttl::Expiry expiry = expiryOf(value, nowMs);
    if (expiry.atMs) {
        if (*expiry.atMs <= nowMs && ttlSettling)
            return ItemsModel::tr("past: expires once TTL is enabled");
        if (*expiry.atMs <= nowMs)
            return ItemsModel::tr("expired %1 ago").arg(roughDuration(nowMs - *expiry.atMs));
        return ItemsModel::tr("expires in %1").arg(roughDuration(*expiry.atMs - nowMs));
    }
    switch (expiry.never) {
    case ttl::NeverReason::Milliseconds:
        return ItemsModel::tr("never: milliseconds?");
    case ttl::NeverReason::MoreThanFiveYears:
        return ItemsModel::tr("never: over five years ago");
    default:
        return ItemsModel::tr("never: not a Number");
    }
}

ItemsModel::ItemsModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api)), m_readAgain(new QTimer(this))
{
    m_readAgain->setSingleShot(true);
    m_readAgain->setInterval(0);
    connect(m_readAgain, &QTimer::timeout, this, &ItemsModel::readPendingPages);
}

void ItemsModel::fail(const QString &message)
{
    m_lastError = message;
    m_exhausted = true;
    emit errorOccurred(message);
}

bool ItemsModel::setSource(const QString &table, const QString &indexName)
{
    QStringList keys;
    QStringList sourceKey;
    QString error;
    if (!table.isEmpty()) {
        const Result<QJsonObject> described =
            m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, table}}, {});
        if (described) {
            const TableInfo info = parseTableDescription(described->value(u"Table"_s).toObject());
            for (const KeyAttribute &k : info.key)
                keys << k.name;
            sourceKey = keys;
            // An unknown index name is left for Scan to reject, with DynamoDB's own message.
            if (const IndexInfo *index = info.index(indexName)) {
                sourceKey.clear();
                for (const KeyAttribute &k : index->key) {
                    sourceKey << k.name;
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
    if (table != m_table || indexName != m_index) {
        m_readAction.clear(); // a query or filter of another source means nothing here
        m_readRequest = {};
        m_filterText.clear();
        m_filterAttributes.clear();
    }
    m_table = table;
    m_index = indexName;
    m_sourceKey = sourceKey;
    m_columns = keys;
    m_keyColumns = int(keys.size());
    resetRead();
    m_exhausted = table.isEmpty() || !error.isEmpty();
    m_lastError.clear();
    readLifecycleSettings();
    endResetModel();

    if (!error.isEmpty()) {
        fail(error);
        return false;
    }
    return true;
}

void ItemsModel::resetRead()
{
    m_rows.clear();
    m_pendingPages.clear();
    m_readAgainFailed = false;
    m_startKey = {};
    m_scanned = 0;
    m_capacityUnits = 0;
    m_limit = m_budget;
    m_readingAll = false;
}

void ItemsModel::readLifecycleSettings()
{
    m_ttlAttribute.clear();
    m_ttlSettling = false;
    m_markAttribute.clear();
    if (m_table.isEmpty())
        return;
    const QJsonObject table{{u"TableName"_s, m_table}};
    if (const Result<QJsonObject> ttl = m_api(u"DescribeTimeToLive"_s, table, {})) {
        const QJsonObject description = ttl->value(u"TimeToLiveDescription"_s).toObject();
        // DISABLING still names the attribute, but nothing expires any more.
        const QString status = description.value(u"TimeToLiveStatus"_s).toString();
        if (status != u"DISABLING")
            m_ttlAttribute = description.value(u"AttributeName"_s).toString();
        m_ttlSettling = status == u"ENABLING";
    }
    if (const Result<QJsonObject> soft = m_api(u"DescribeSoftDelete"_s, table, {}))
        m_markAttribute = soft->value(u"SoftDeleteSpecification"_s)
                              .toObject()
                              .value(u"MarkAttributeName"_s)
                              .toString();
}

void ItemsModel::setClock(qint64 nowMs)
{
    if (nowMs == m_nowMs)
        return;
    m_nowMs = nowMs;
    if (!m_asOf && !m_rows.isEmpty() && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole, Qt::BackgroundRole, ItemStateRole});
}

ItemsModel::ItemState ItemsModel::itemState(const QJsonObject &item) const
{
    if (!m_ttlAttribute.isEmpty() && !m_ttlSettling) {
        const auto found = item.constFind(m_ttlAttribute);
        if (found != item.constEnd() &&
            ttl::isExpired(expiryOf(found->toObject(), viewedMs()), viewedMs()))
            return ItemState::Expired;
    }
    if (!m_markAttribute.isEmpty() && item.contains(m_markAttribute))
        return ItemState::SoftDeleted;
    return ItemState::Live;
}

void ItemsModel::setAsOf(std::optional<qint64> asOfMs)
{
    if (asOfMs == m_asOf)
        return;
    m_asOf = asOfMs;
    setSource(m_table, m_index);
}

void ItemsModel::setRead(const QString &action, const QJsonObject &request)
{
    const QString table = m_table;
    const QString index = m_index;
    const QStringList columns = m_columns;
    setSource(table, index); // reads the description again: the key columns come first
    m_readAction = action;
    m_readRequest = action.isEmpty() ? QJsonObject() : request;
    m_filterAttributes = filterAttributes(columns); // a Query's key is not the Scan's
}

QStringList ItemsModel::filterAttributes(const QStringList &columns) const
{
    QStringList names;
    if (!m_filterText.isEmpty())
        for (const QString &name : columns)
            if (m_readAction != u"Query" || !m_sourceKey.contains(name))
                names << name;
    return names;
}

void ItemsModel::setTextFilter(const QString &text)
{
    const QScopedValueRollback guard(m_fetching, true); // as in setSource()
    beginResetModel();
    m_filterText = text;
    m_filterAttributes = filterAttributes(m_columns);
    // The columns stay: the filtered pages may not bring every name again.
    resetRead();
    m_exhausted = m_table.isEmpty();
    m_lastError.clear();
    endResetModel();
}

void ItemsModel::fetchAll()
{
    m_rows.keepAll();
    for (int page = 0; page < m_rows.pageCount(); ++page)
        if (!m_rows.isResident(page) && !readPageAgain(page))
            return;
    m_readingAll = true;
    while (canFetchMore({}) && !m_fetching && !isBudgetReached())
        fetchMore({});
    m_readingAll = isBudgetReached(); // what allowMore() goes on with
}

void ItemsModel::setReadBudget(std::optional<double> units)
{
    const bool wasReached = isBudgetReached();
    m_budget = units;
    m_limit = units;
    emit readBudgetChanged();
    if (wasReached)
        resume();
    else if (isBudgetReached())
        emit budgetReached(m_capacityUnits);
}

void ItemsModel::allowMore(double units)
{
    if (!m_limit)
        return;
    const bool wasReached = isBudgetReached();
    m_limit = std::max(*m_limit, m_capacityUnits) + units;
    emit readBudgetChanged();
    if (wasReached)
        resume();
}

bool ItemsModel::isBudgetReached() const
{
    return m_limit && !m_exhausted && m_capacityUnits >= *m_limit;
}

void ItemsModel::resume()
{
    if (isBudgetReached())
        return;
    if (m_readingAll)
        fetchAll();
    else if (canFetchMore({}))
        fetchMore({});
}

bool ItemsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_exhausted;
}

QJsonObject ItemsModel::pageRequest(int limit) const
{
    QJsonObject request = withTextFilter(m_readRequest, m_filterText, m_filterAttributes);
    request.insert(u"TableName"_s, m_table);
    request.insert(u"Limit"_s, limit);
    request.insert(u"ReturnConsumedCapacity"_s, u"TOTAL"_s);
    if (!m_index.isEmpty())
        request.insert(u"IndexName"_s, m_index);
    return request;
}

void ItemsModel::addColumnsOf(const QList<QJsonObject> &items)
{
    QStringList newNames;
    for (const QJsonObject &item : items) {
        for (auto it = item.begin(); it != item.end(); ++it) {
            if (!m_columns.contains(it.key()) && !newNames.contains(it.key()))
                newNames << it.key();
        }
    }
    if (newNames.isEmpty())
        return;
    const int first = int(m_columns.size());
    beginInsertColumns({}, first, first + int(newNames.size()) - 1);
    m_columns += newNames;
    endInsertColumns();
}

void ItemsModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_exhausted || m_fetching || isBudgetReached())
        return;
    {
        const QScopedValueRollback guard(m_fetching, true);
        const QJsonObject request = pageRequest(m_pageSize);
        const QString action = m_readAction.isEmpty() ? u"Scan"_s : m_readAction;
        struct Read
        {
            QJsonObject startKey;
            QList<QJsonObject> items;
        };
        QList<Read> pages;
        qsizetype count = 0;
        do {
            const Result<ScanPage> page =
                readPage(m_api, action, request, m_startKey, CallOptions{m_asOf});
            if (!page) {
                fail(page.error().message);
                return;
            }
            if (!page->items.isEmpty()) {
                pages.append({m_startKey, page->items});
                count += page->items.size();
            }
            m_scanned += page->scannedCount;
            m_capacityUnits += page->capacityUnits;
            m_startKey = page->lastEvaluatedKey;
            m_exhausted = m_startKey.isEmpty();
        } while (count == 0 && !m_exhausted && !isBudgetReached());

        for (const Read &read : pages)
            addColumnsOf(read.items);
        if (count > 0) {
            const int first = int(m_rows.rowCount());
            beginInsertRows({}, first, first + int(count) - 1);
            for (Read &read : pages)
                m_rows.append(read.startKey, m_pageSize, std::move(read.items));
            endInsertRows();
        }
    }
    emit pagesRead();
    if (isBudgetReached()) // fetchMore() reads nothing once reached: this read reached it
        emit budgetReached(m_capacityUnits);
    if (!m_pendingPages.isEmpty()) // data() asked for them while this page was read
        m_readAgain->start();
}

bool ItemsModel::readPageAgain(int index)
{
    bool read;
    {
        const QScopedValueRollback guard(m_fetching, true); // as in fetchMore()
        read = readPageAgainNow(index);
    }
    if (!m_pendingPages.isEmpty()) // data() asked for more while this one was read
        m_readAgain->start();
    return read;
}

bool ItemsModel::readPageAgainNow(int index)
{
    const PagedRows::Page &page = m_rows.page(index);
    const QString action = m_readAction.isEmpty() ? u"Scan"_s : m_readAction;
    const Result<ScanPage> read =
        readPage(m_api, action, pageRequest(page.limit), page.startKey, CallOptions{m_asOf});
    if (!read) {
        m_readAgainFailed = true;
        fail(read.error().message);
        return false;
    }
    m_capacityUnits += read->capacityUnits;
    addColumnsOf(read->items);
    m_rows.restore(index, read->items);
    emit dataChanged(this->index(int(page.first), 0),
                     this->index(int(page.first + page.count) - 1, columnCount() - 1));
    emit pagesRead(); // the capacity it consumed
    return true;
}

QJsonObject ItemsModel::item(int row)
{
    if (row < 0 || row >= m_rows.rowCount())
        return {};
    if (!m_rows.item(row) && (m_readAgainFailed || !readPageAgain(m_rows.pageOf(row))))
        return {};
    return *m_rows.item(row);
}

void ItemsModel::readPendingPages()
{
    if (m_fetching)
        return; // the read under way starts the timer again once it is done
    const QList<int> pages = std::exchange(m_pendingPages, {});
    for (const int page : pages)
        if (m_readAgainFailed || (!m_rows.isResident(page) && !readPageAgain(page)))
            return;
}

int ItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.rowCount());
}

int ItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QString &name = m_columns[index.column()];
    if (role == AttributeNameRole)
        return name;
    const QJsonObject *held = m_rows.item(index.row());
    if (!held) {
        // Its page was let go: read again just after, and dataChanged() then.
        const int page = m_rows.pageOf(index.row());
        if (!m_readAgainFailed && !m_pendingPages.contains(page)) {
            m_pendingPages.append(page);
            m_readAgain->start(); // a read under way starts it again when done, if need be
        }
        return {};
    }
    const QJsonObject &item = *held;
    if (role == ItemJsonRole)
        return item;
    if (role == ItemStateRole)
        return int(itemState(item));
    if (role == Qt::BackgroundRole) {
        // Translucent, so the selection and the alternate rows still show through.
        switch (itemState(item)) {
        case ItemState::Live:
            return {};
        case ItemState::SoftDeleted:
            return QColor(0x90, 0xa4, 0xae, 110); // the timeline's soft-deleted slate
        case ItemState::Expired:
            return QColor(0xff, 0xb7, 0x4d, 110); // the timeline's expired orange
        }
        return {};
    }
    const auto found = item.constFind(name);
    if (found == item.constEnd())
        return {}; // a missing attribute is an empty cell: items are schemaless
    const QJsonObject value = found->toObject();
    const bool ttlCell = name == m_ttlAttribute;
    switch (role) {
    case Qt::DisplayRole:
        if (ttlCell)
            return QString(attributeDisplayText(value) + u" · "_s +
                           ttlValueText(value, viewedMs(), m_ttlSettling));
        return attributeDisplayText(value);
    case Qt::ToolTipRole:
        if (ttlCell) {
            if (const auto expiry = expiryOf(value, viewedMs()); expiry.atMs)
                return tr("%1 (the TTL attribute): expires at %2")
                    .arg(attributeJson(value), utcText(*expiry.atMs));
        }
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
