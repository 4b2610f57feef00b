#include "gsi/gsimatrixmodel.h"

#include "common/attributetext.h"
#include "common/clocktext.h"
#include "model/workbenchonly.h"

#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QScopedValueRollback>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Translucent tints laid over the view's own base colour: a pale green or amber on a light
// palette, a deep one on a dark palette, and the palette's text stays readable on both. Amber
// rather than red for "not in the index": leaving an item out is what a sparse index is for, and
// the panes keep red for errors and deletions. The cell text says the same, for colour-blind eyes.
const QColor inColor(0x2e, 0xa0, 0x43, 0x50);
const QColor outColor(0xf0, 0xa0, 0x20, 0x50);
// A cell the index has not caught up with: blue, apart from both, and stronger than them so that
// it stands out on a projector (with its own text besides, "will appear at …").
const QColor pendingColor(0x30, 0x70, 0xf0, 0x70);

QByteArray keyText(const QJsonObject &key)
{
    return QJsonDocument(key).toJson(QJsonDocument::Compact);
}

QStringList keyNames(const QList<KeyAttribute> &key)
{
    QStringList names;
    for (const KeyAttribute &k : key)
        names << k.name;
    return names;
}

} // namespace

GsiMatrixModel::GsiMatrixModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

Result<TableInfo> GsiMatrixModel::describe(const QString &table) const
{
    const Result<QJsonObject> described =
        m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, table}}, {});
    LW_TRY(described);
    return parseTableDescription(described->value(u"Table"_s).toObject());
}

Result<ScanPage> GsiMatrixModel::readPage(const QJsonObject &exclusiveStartKey) const
{
    return scanPage(m_api, QJsonObject{{u"TableName"_s, m_table}, {u"Limit"_s, m_pageSize}},
                    exclusiveStartKey, CallOptions{m_asOf});
}

Result<GsiMatrixModel::PendingMap> GsiMatrixModel::readPending(const TableInfo &info) const
{
    PendingMap pending;
    const bool hasGlobal = std::any_of(info.indexes.begin(), info.indexes.end(),
                                       [](const IndexInfo &index) { return index.global; });
    if (m_asOf || !hasGlobal)
        return pending;
    const Result<QJsonObject> described =
        m_api(u"DescribeIndexPropagation"_s, QJsonObject{{u"TableName"_s, info.name}}, {});
    // A remote table's propagation happens out of sight: its matrix shows what the index holds.
    if (!described && isWorkbenchOnly(described.error()))
        return pending;
    LW_TRY(described);
    for (const QJsonValue &entry : described->value(u"PendingEntries"_s).toArray()) {
        // By due time: the first one an item and index have is what happens next.
        const QPair<QByteArray, QString> at{keyText(entry[u"Key"_s].toObject()),
                                            entry[u"IndexName"_s].toString()};
        if (!pending.contains(at))
            pending.insert(
                at, Pending{entry[u"Change"_s].toString(), entry[u"DueAtMillis"_s].toInteger()});
    }
    return pending;
}

const GsiMatrixModel::Pending *GsiMatrixModel::pendingAt(const QJsonObject &item,
                                                         const QString &index) const
{
    if (m_pending.isEmpty())
        return nullptr;
    const auto found = m_pending.constFind({keyText(itemKey(item)), index});
    return found == m_pending.cend() ? nullptr : &*found;
}

QString GsiMatrixModel::pendingText(const Pending &pending) const
{
    const QString at = utcMillisText(pending.dueMs);
    if (pending.change == u"APPEAR"_s)
        return tr("will appear at %1").arg(at);
    if (pending.change == u"LEAVE"_s)
        return tr("will leave at %1").arg(at);
    if (pending.change == u"MOVE"_s)
        return tr("will move at %1").arg(at);
    return tr("will update at %1").arg(at);
}

QString GsiMatrixModel::pendingToolTip(const QString &index, const Pending &pending) const
{
    return tr("Not propagated yet: %1 is updated asynchronously, and this item's last write "
              "reaches it at %2 UTC. Until then a Query on the index returns what it holds now.")
        .arg(index, utcMillisText(pending.dueMs));
}

QJsonObject GsiMatrixModel::itemKey(const QJsonObject &item) const
{
    QJsonObject key;
    for (const KeyAttribute &k : m_info.key)
        key.insert(k.name, item.value(k.name));
    return key;
}

// What the matrix shows of a description: the table key (row headers) and the indexes' names and
// keys (columns). Counts and statuses change all the time and must not reset the model.
bool GsiMatrixModel::sameLayout(const TableInfo &other) const
{
    if (other.name != m_info.name || other.key != m_info.key ||
        other.indexes.size() != m_info.indexes.size())
        return false;
    for (qsizetype i = 0; i < other.indexes.size(); ++i) {
        const IndexInfo &a = other.indexes[i];
        const IndexInfo &b = m_info.indexes[i];
        if (a.name != b.name || a.global != b.global || a.key != b.key)
            return false;
    }
    return true;
}

void GsiMatrixModel::fail(const Error &error)
{
    // A model tester's fetchMore() from inside this reset must not read the failed table again.
    const QScopedValueRollback guard(m_fetching, true);
    beginResetModel();
    m_info = {};
    m_items.clear();
    m_pending.clear();
    m_startKey = {};
    m_exhausted = true;
    m_lastError = errorText(error);
    endResetModel();
    emit errorOccurred(m_lastError);
}

bool GsiMatrixModel::setTable(const QString &table)
{
    TableInfo info;
    if (!table.isEmpty()) {
        Result<TableInfo> described = describe(table);
        if (!described) {
            m_table = table;
            fail(described.error());
            return false;
        }
        info = std::move(*described);
    }
    PendingMap pending;
    if (!table.isEmpty()) {
        Result<PendingMap> read = readPending(info);
        if (!read) {
            m_table = table;
            fail(read.error());
            return false;
        }
        pending = std::move(*read);
    }
    // Views fetch after a reset on their own timer; a fetchMore() from inside the reset
    // notification (QAbstractItemModelTester makes one) would insert rows mid-reset.
    const QScopedValueRollback guard(m_fetching, true);
    beginResetModel();
    m_table = table;
    m_info = std::move(info);
    m_items.clear();
    m_pending = std::move(pending);
    m_startKey = {};
    m_exhausted = table.isEmpty();
    m_lastError.clear();
    endResetModel();
    return true;
}

bool GsiMatrixModel::reload()
{
    if (m_table.isEmpty())
        return true;
    Result<TableInfo> described = describe(m_table);
    if (!described) {
        fail(described.error());
        return false;
    }
    Result<PendingMap> pending = readPending(*described);
    if (!pending) {
        fail(pending.error());
        return false;
    }
    QList<QJsonObject> items;
    QJsonObject startKey;
    do {
        const Result<ScanPage> page = readPage(startKey);
        if (!page) {
            fail(page.error());
            return false;
        }
        items += page->items;
        startKey = page->lastEvaluatedKey;
    } while (!startKey.isEmpty() && items.size() < m_items.size());

    bool sameRows = sameLayout(*described) && items.size() >= m_items.size();
    for (qsizetype row = 0; sameRows && row < m_items.size(); ++row)
        sameRows = itemKey(items[row]) == itemKey(m_items[row]);

    const QScopedValueRollback guard(m_fetching, true);
    m_startKey = startKey;
    m_exhausted = startKey.isEmpty();
    m_lastError.clear();
    if (!sameRows) {
        beginResetModel();
        m_info = std::move(*described);
        m_items = std::move(items);
        m_pending = std::move(*pending);
        endResetModel();
        return true;
    }
    m_info = std::move(*described);
    const qsizetype kept = m_items.size();
    bool changed = *pending != m_pending;
    m_pending = std::move(*pending);
    for (qsizetype row = 0; row < kept; ++row) {
        if (items[row] != m_items[row]) {
            m_items[row] = items[row];
            changed = true;
        }
    }
    if (changed && columnCount() > 0)
        emit dataChanged(index(0, 0), index(int(kept) - 1, columnCount() - 1));
    if (items.size() > kept) {
        beginInsertRows({}, int(kept), int(items.size()) - 1);
        m_items += items.mid(kept);
        endInsertRows();
    }
    return true;
}

void GsiMatrixModel::setAsOf(std::optional<qint64> asOfMs)
{
    if (asOfMs == m_asOf)
        return;
    m_asOf = asOfMs;
    reload();
}

bool GsiMatrixModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_exhausted;
}

void GsiMatrixModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_exhausted || m_fetching)
        return;
    const QScopedValueRollback guard(m_fetching, true);
    const Result<ScanPage> page = readPage(m_startKey);
    if (!page) {
        fail(page.error());
        return;
    }
    m_startKey = page->lastEvaluatedKey;
    m_exhausted = m_startKey.isEmpty();
    if (page->items.isEmpty())
        return;
    const int first = int(m_items.size());
    beginInsertRows({}, first, first + int(page->items.size()) - 1);
    m_items += page->items;
    endInsertRows();
}

IndexMembership GsiMatrixModel::membership(int row, int column) const
{
    return indexMembership(m_items.at(row), m_info.indexes.at(column));
}

bool GsiMatrixModel::holdsNow(int row, int column) const
{
    const Pending *pending = pendingAt(m_items.at(row), m_info.indexes.at(column).name);
    if (pending && pending->change == u"APPEAR"_s)
        return false;
    if (pending && pending->change == u"LEAVE"_s)
        return true;
    return membership(row, column).in();
}

int GsiMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int GsiMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_info.indexes.size());
}

QString GsiMatrixModel::cellText(const IndexMembership &membership) const
{
    if (membership.in())
        return u"\u2713"_s;
    QStringList reasons;
    if (!membership.missing.isEmpty())
        reasons << tr("missing %1").arg(membership.missing.join(u", "_s));
    if (!membership.wrongType.isEmpty())
        reasons << tr("wrong type %1").arg(membership.wrongType.join(u", "_s));
    return reasons.join(u"; "_s);
}

QString GsiMatrixModel::cellToolTip(const IndexInfo &index, const QJsonObject &item,
                                    const IndexMembership &membership) const
{
    if (membership.in()) {
        return tr("In %1: the item has %2, so the index holds it.")
            .arg(index.name, QLocale().createSeparatedList(keyNames(index.key)));
    }
    QStringList sentences;
    const QStringList &missing = membership.missing;
    if (!index.global && !missing.isEmpty()) {
        // The partition key is the table's, so only the sort key can be missing.
        sentences << tr("Not in %1: the item has no %2 attribute, and a local index holds only "
                        "the items that have its sort key.")
                         .arg(index.name, missing.join(u", "_s));
    } else if (missing.size() == 1) {
        sentences << tr("Not in %1: the item has no %2 attribute, so this sparse index leaves it "
                        "out.")
                         .arg(index.name, missing.first());
    } else if (missing.size() > 1) { // an index key has two attributes at most
        sentences << tr("Not in %1: the item has neither %2 nor %3, so this sparse index leaves "
                        "it out.")
                         .arg(index.name, missing.first(), missing.last());
    }
    for (const KeyAttribute &key : index.key) {
        if (!membership.wrongType.contains(key.name))
            continue;
        const QString actual = attributeType(item.value(key.name).toObject());
        sentences << tr("Not in %1: the item's %2 is of type %3, not %4 as the table declares, so "
                        "the index leaves it out (DynamoDB rejects such writes).")
                         .arg(index.name, key.name, actual, key.type);
    }
    return sentences.join(u' ');
}

QVariant GsiMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject &item = m_items[index.row()];
    const IndexInfo &info = m_info.indexes[index.column()];
    switch (role) {
    case ItemKeyRole:
        return itemKey(item);
    case IndexNameRole:
        return info.name;
    }
    if (const Pending *pending = pendingAt(item, info.name)) {
        switch (role) {
        case Qt::DisplayRole:
            return pendingText(*pending);
        case Qt::ToolTipRole:
            return pendingToolTip(info.name, *pending);
        case Qt::BackgroundRole:
            return pendingColor;
        case PendingChangeRole:
            return pending->change;
        case PendingDueRole:
            return pending->dueMs;
        }
    }
    const IndexMembership membership = indexMembership(item, info);
    switch (role) {
    case PendingChangeRole:
        return QString();
    case PendingDueRole:
        return QVariant();
    case Qt::DisplayRole:
        return cellText(membership);
    case Qt::ToolTipRole:
        return cellToolTip(info, item, membership);
    case Qt::BackgroundRole:
        return membership.in() ? inColor : outColor;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case InIndexRole:
        return membership.in();
    case MissingAttributesRole:
        return membership.missing;
    case WrongTypeAttributesRole:
        return membership.wrongType;
    }
    return {};
}

QString GsiMatrixModel::headerToolTip(const IndexInfo &index) const
{
    if (index.global) {
        return tr("Global secondary index %1 on %2, projection %3. It holds only the items that "
                  "have every one of its key attributes: it is sparse.")
            .arg(index.name, keySchemaText(index.key), index.projection);
    }
    return tr("Local secondary index %1 on %2, projection %3. It shares the table's partition "
              "key, so it holds the items that have its sort key.")
        .arg(index.name, keySchemaText(index.key), index.projection);
}

QVariant GsiMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < m_info.indexes.size()) {
        const IndexInfo &index = m_info.indexes[section];
        switch (role) {
        case Qt::DisplayRole: {
            const QString keys = keyNames(index.key).join(u", "_s);
            // Marked because an LSI is sparse only by its sort key; a GSI's name rarely says so.
            return index.global ? tr("%1 (%2)").arg(index.name, keys)
                                : tr("%1 (%2) · LSI").arg(index.name, keys);
        }
        case Qt::ToolTipRole:
            return headerToolTip(index);
        case IndexNameRole:
            return index.name;
        }
        return {};
    }
    if (orientation == Qt::Vertical && section >= 0 && section < m_items.size()) {
        const QJsonObject &item = m_items[section];
        QStringList values;
        QStringList lines;
        for (const KeyAttribute &k : m_info.key) {
            const QJsonObject value = item.value(k.name).toObject();
            values << attributeDisplayText(value);
            lines << tr("%1: %2").arg(k.name, attributeJson(value));
        }
        switch (role) {
        case Qt::DisplayRole:
            return values.join(u" \u00b7 "_s);
        case Qt::ToolTipRole:
            return lines.join(u'\n');
        case ItemKeyRole:
            return itemKey(item);
        }
        return {};
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace lw
