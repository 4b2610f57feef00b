#include "cache/cacheentriesmodel.h"

#include "common/attributetext.h"
#include "time/timetext.h"

#include <QColor>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The tints of the stale and fresh cells: the stream pane's red and green, light enough that the
// text on them reads on a projector.
const QColor kStaleTint(0xc6, 0x28, 0x28, 70);
const QColor kFreshTint(0x2e, 0x7d, 0x32, 40);

// `name = value, …` of an item key, each value as a cell shows it: the names in `order` first
// (the table's partition key, then its sort key), then any others by name.
QString keyText(const QJsonObject &key, const QStringList &order = {})
{
    QStringList names;
    for (const QString &name : order)
        if (key.contains(name))
            names << name;
    for (const QString &name : key.keys())
        if (!names.contains(name))
            names << name;
    QStringList parts;
    for (const QString &name : std::as_const(names))
        parts << name + u" = "_s + attributeDisplayText(key.value(name).toObject());
    return parts.join(u", "_s);
}

// An expression with its `#name` and `:value` placeholders replaced by what the request gives
// them, so a class reads `borrowerId = MEMBER#ann` rather than `#b = :b`.
QString filledIn(QString expression, const QJsonObject &request)
{
    static const QRegularExpression placeholder(u"[#:][A-Za-z0-9_]+"_s);
    const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    const QJsonObject values = request.value(u"ExpressionAttributeValues"_s).toObject();
    QString out;
    qsizetype from = 0;
    for (auto it = placeholder.globalMatch(expression); it.hasNext();) {
        const auto match = it.next();
        out += expression.mid(from, match.capturedStart() - from);
        const QString token = match.captured();
        if (token.startsWith(u'#') && names.contains(token))
            out += names.value(token).toString();
        else if (token.startsWith(u':') && values.contains(token))
            out += attributeDisplayText(values.value(token).toObject(), 30);
        else
            out += token;
        from = match.capturedEnd();
    }
    return out + expression.mid(from);
}

} // namespace

QString CacheEntriesModel::whatText(const QJsonObject &entry, const QStringList &keyOrder)
{
    if (entry.contains(u"Key"_s))
        return keyText(entry.value(u"Key"_s).toObject(), keyOrder);
    const QJsonObject request = entry.value(u"Request"_s).toObject();
    QString text = entry.value(u"Operation"_s).toString();
    if (request.contains(u"IndexName"_s))
        text += u' ' + request.value(u"IndexName"_s).toString();
    QStringList parts;
    if (request.contains(u"KeyConditionExpression"_s))
        parts << filledIn(request.value(u"KeyConditionExpression"_s).toString(), request);
    if (request.contains(u"FilterExpression"_s))
        parts << tr("filter %1")
                     .arg(filledIn(request.value(u"FilterExpression"_s).toString(), request));
    if (request.contains(u"Limit"_s))
        parts << tr("Limit %1").arg(request.value(u"Limit"_s).toInteger());
    if (request.contains(u"ExclusiveStartKey"_s))
        parts << tr("from %1").arg(
            keyText(request.value(u"ExclusiveStartKey"_s).toObject(), keyOrder));
    return parts.isEmpty() ? text : text + u": "_s + parts.join(u" · "_s);
}

void CacheEntriesModel::setEntries(const QJsonObject &describeCache, qint64 nowMs,
                                   const QHash<QString, QStringList> &keyOrders)
{
    QList<Row> rows;
    const auto add = [&](const QJsonValue &value, bool query) {
        const QJsonObject entry = value.toObject();
        rows.append({entry, query,
                     whatText(entry, keyOrders.value(entry.value(u"TableName"_s).toString()))});
    };
    for (const auto &entry : describeCache.value(u"ItemCache"_s).toArray())
        add(entry, false);
    for (const auto &entry : describeCache.value(u"QueryCache"_s).toArray())
        add(entry, true);
    // Each cache lists its entries most recently used first; so does the merged list.
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        return a.entry.value(u"LastUsedMillis"_s).toInteger() >
               b.entry.value(u"LastUsedMillis"_s).toInteger();
    });
    beginResetModel();
    m_rows = std::move(rows);
    m_nowMs = nowMs;
    endResetModel();
}

int CacheEntriesModel::staleCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &row) {
        return row.entry.contains(u"StaleSinceMillis"_s);
    }));
}

int CacheEntriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CacheEntriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CacheEntriesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const QJsonObject &entry = row.entry;
    const bool stale = entry.contains(u"StaleSinceMillis"_s);
    if (role == EntryJsonRole)
        return entry;
    if (role == StaleRole)
        return stale;
    if (role == Qt::BackgroundRole && index.column() == FreshnessColumn)
        return stale ? kStaleTint : kFreshTint;
    if (role == Qt::TextAlignmentRole &&
        (index.column() == HitsColumn || index.column() == AgeColumn ||
         index.column() == ExpiresColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == FreshnessColumn && stale)
        return tr("The table changed at %1 UTC: a hit serves what it held before.")
            .arg(formatTimeMs(entry.value(u"StaleSinceMillis"_s).toInteger()));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case CacheColumn:
        return row.query ? tr("query") : tr("item");
    case TableColumn:
        return entry.value(u"TableName"_s).toString();
    case WhatColumn:
        return row.what;
    case AnswerColumn:
        if (row.query)
            return entry.value(u"Negative"_s).toBool() ? tr("empty") : tr("items");
        return entry.value(u"Negative"_s).toBool() ? tr("no item") : tr("item");
    case AgeColumn:
        return formatDurationMs(m_nowMs - entry.value(u"CachedAtMillis"_s).toInteger());
    case ExpiresColumn:
        if (!entry.contains(u"ExpiresAtMillis"_s))
            return tr("never");
        return tr("in %1").arg(
            formatDurationMs(entry.value(u"ExpiresAtMillis"_s).toInteger() - m_nowMs));
    case HitsColumn:
        return entry.value(u"Hits"_s).toInteger();
    case FreshnessColumn:
        if (!stale)
            return tr("fresh");
        return tr("stale for %1")
            .arg(formatDurationMs(m_nowMs - entry.value(u"StaleSinceMillis"_s).toInteger()));
    }
    return {};
}

QVariant CacheEntriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CacheColumn:
        return tr("Cache");
    case TableColumn:
        return tr("Table");
    case WhatColumn:
        return tr("Key or request");
    case AnswerColumn:
        return tr("Holds");
    case AgeColumn:
        return tr("Age");
    case ExpiresColumn:
        return tr("Expires");
    case HitsColumn:
        return tr("Hits");
    case FreshnessColumn:
        return tr("Versus the table");
    }
    return {};
}

} // namespace lw
