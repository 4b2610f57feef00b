#include "changes/itemhistorymodel.h"

#include "changes/changerow.h"
#include "changes/imagediff.h"
#include "common/clocktext.h"
#include "streamconsumers/consumersmodel.h"

#include <QColor>
#include <QFont>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

ItemHistoryModel::ItemHistoryModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

bool ItemHistoryModel::setItem(const QString &table, const QJsonObject &key)
{
    m_table = table;
    m_key = key;
    return reload();
}

bool ItemHistoryModel::reload()
{
    QList<Row> rows;
    m_lastError.clear();
    if (!m_table.isEmpty()) {
        const Result<QJsonObject> history = m_api(
            u"GetItemHistory"_s, QJsonObject{{u"TableName"_s, m_table}, {u"Key"_s, m_key}}, {});
        if (history) {
            for (const QJsonValue &change : history->value(u"Changes"_s).toArray())
                rows << makeRow(change.toObject());
        } else {
            m_lastError = errorText(history.error());
        }
    }
    // A reset rather than appending: a rewind drops changes, and their sequence numbers are then
    // reused by later ones.
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    return m_lastError.isEmpty();
}

ItemHistoryModel::Row ItemHistoryModel::makeRow(const QJsonObject &change) const
{
    Row row;
    row.change = change;
    row.event = change.value(u"Event"_s).toString();
    row.origin = change.value(u"Origin"_s).toString();
    row.sequenceNumber = change.value(u"SequenceNumber"_s).toString();
    row.timeMs = change.value(u"TimeMillis"_s).toInteger();
    row.changes = describe(diffImages(withoutKey(change.value(u"OldImage"_s).toObject(), m_key),
                                      withoutKey(change.value(u"NewImage"_s).toObject(), m_key)));
    if (row.changes.isEmpty()) // a write of the same attributes still makes a change
        row.changes = tr("(no attribute changed)");
    return row;
}

QString ItemHistoryModel::originText(const QString &origin) const
{
    if (origin == u"user")
        return tr("user");
    if (origin == u"ttl")
        return tr("TTL sweeper");
    if (origin == u"consumer")
        return tr("consumer");
    return origin; // a newer engine's origin: shown as it is rather than hidden
}

int ItemHistoryModel::rowOf(const QString &sequenceNumber) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].sequenceNumber == sequenceNumber)
            return int(i);
    }
    return -1;
}

int ItemHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ItemHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ItemHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[index.row()];
    const bool byTtl = row.origin == u"ttl";
    switch (role) {
    case ChangeJsonRole:
        return row.change;
    case EventRole:
        return row.event;
    case OriginRole:
        return row.origin;
    case TimeMillisRole:
        return row.timeMs;
    case SequenceNumberRole:
        return row.sequenceNumber;
    case OldImageRole:
    case NewImageRole: {
        const QString member = role == OldImageRole ? u"OldImage"_s : u"NewImage"_s;
        return row.change.contains(member) ? QVariant(row.change.value(member).toObject())
                                           : QVariant();
    }
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return utcText(row.timeMs);
        case EventColumn:
            return row.event;
        case ByColumn:
            return originText(row.origin);
        case ChangesColumn:
            return row.changes;
        case SequenceColumn:
            return shortSequenceNumber(row.sequenceNumber);
        }
        return {};
    case Qt::ToolTipRole:
        // The cell's whole text where the view may elide it, and what the short forms leave out.
        switch (index.column()) {
        case TimeColumn:
            return tr("%1 (%2 ms since the epoch)").arg(utcText(row.timeMs)).arg(row.timeMs);
        case ChangesColumn:
            return row.changes;
        case SequenceColumn:
            return tr("SequenceNumber %1").arg(row.sequenceNumber);
        }
        return {};
    case Qt::BackgroundRole:
        return byTtl ? QVariant(ttlRowTint()) : QVariant();
    case Qt::FontRole:
        if (byTtl && (index.column() == EventColumn || index.column() == ByColumn)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == SequenceColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    }
    return {};
}

QVariant ItemHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time");
        case EventColumn:
            return tr("Event");
        case ByColumn:
            return tr("By");
        case ChangesColumn:
            return tr("Changes (old → new)");
        case SequenceColumn:
            return tr("Seq.");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("When the change was made, on the workspace clock");
        case EventColumn:
            return tr("INSERT created the item, MODIFY changed it, REMOVE deleted it");
        case ByColumn:
            return tr("Who made the change: a user's api call, the Time to Live sweeper or a "
                      "stream consumer");
        case ChangesColumn:
            return tr("What changed from the old image to the new one; unchanged attributes and "
                      "the key are left out. Select a change to see both images whole.");
        case SequenceColumn:
            return tr("The end of the change's SequenceNumber, as its stream record has it (all "
                      "of it in the tooltip)");
        }
    }
    return {};
}

} // namespace lw
