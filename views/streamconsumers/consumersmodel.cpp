#include "streamconsumers/consumersmodel.h"

#include "common/clocktext.h"

#include <QColor>
#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The digits a sequence number keeps on screen: enough to tell records a long lesson apart.
constexpr qsizetype shownSequenceDigits = 10;

// Red is what the panes keep for errors and deletions (pastbanner.cpp); dark enough to read on
// the alternating rows of a washed-out projector.
const QColor failedColor(0xb0, 0x00, 0x20);

bool sameConsumers(const QList<ConsumerInfo> &a, const QList<ConsumerInfo> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const ConsumerInfo &x, const ConsumerInfo &y) {
                          return x.tableName == y.tableName && x.name == y.name;
                      });
}

} // namespace

ConsumerInfo parseConsumerDescription(const QJsonObject &description)
{
    const QJsonObject stats = description.value(u"Statistics"_s).toObject();
    ConsumerInfo info;
    info.name = description.value(u"ConsumerName"_s).toString();
    info.tableName = description.value(u"TableName"_s).toString();
    info.type = description.value(u"Type"_s).toString();
    info.state = description.value(u"State"_s).toString();
    info.checkpoint =
        description.value(u"Checkpoint"_s).toObject().value(u"SequenceNumber"_s).toString();
    info.lastPollMs = description.value(u"LastPollMillis"_s).toInteger(-1);
    info.batchSize = description.value(u"BatchSize"_s).toInteger();
    info.pollDelayMs = description.value(u"PollDelayMillis"_s).toInteger();
    info.processed = stats.value(u"RecordsProcessed"_s).toInteger();
    info.filtered = stats.value(u"RecordsFiltered"_s).toInteger();
    info.skipped = stats.value(u"RecordsSkipped"_s).toInteger();
    info.duplicates = stats.value(u"DuplicatesSkipped"_s).toInteger();
    info.redeliveries = stats.value(u"Redeliveries"_s).toInteger();
    info.redeliverEveryNthBatch =
        description.value(u"Faults"_s).toObject().value(u"RedeliverEveryNthBatch"_s).toInt();
    info.redeliveryPending = description.value(u"RedeliveryPending"_s).toBool();
    info.lastError = description.value(u"LastError"_s).toString();
    return info;
}

QString shortSequenceNumber(const QString &sequenceNumber)
{
    if (sequenceNumber.size() <= shownSequenceDigits)
        return sequenceNumber;
    QStringView tail = QStringView(sequenceNumber).last(shownSequenceDigits);
    while (tail.size() > 1 && tail.front() == u'0')
        tail = tail.sliced(1);
    return u"…"_s + tail;
}

ConsumersModel::ConsumersModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

bool ConsumersModel::reload()
{
    m_lastError.clear();
    const Result<QJsonObject> listed = m_api(u"ListConsumers"_s, {}, {});
    if (!listed) {
        m_lastError = errorText(listed.error());
        emit errorOccurred(m_lastError);
        return false;
    }
    QList<ConsumerInfo> consumers;
    for (const QJsonValue &description : listed->value(u"Consumers"_s).toArray())
        consumers << parseConsumerDescription(description.toObject());

    if (!sameConsumers(consumers, m_consumers)) {
        beginResetModel();
        m_consumers = std::move(consumers);
        endResetModel();
        return true;
    }
    for (int row = 0; row < consumers.size(); ++row) {
        if (consumers[row] == m_consumers[row])
            continue;
        m_consumers[row] = consumers[row];
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    return true;
}

QModelIndex ConsumersModel::indexOf(const QString &tableName, const QString &name) const
{
    for (int row = 0; row < m_consumers.size(); ++row) {
        if (m_consumers[row].tableName == tableName && m_consumers[row].name == name)
            return index(row, 0);
    }
    return {};
}

int ConsumersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_consumers.size());
}

int ConsumersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConsumersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ConsumerInfo &consumer = m_consumers[index.row()];
    const bool failed = consumer.state == u"FAILED";
    switch (role) {
    case TableNameRole:
        return consumer.tableName;
    case ConsumerNameRole:
        return consumer.name;
    case StateRole:
        return consumer.state;
    case FaultRole:
        return consumer.redeliverEveryNthBatch;
    case Qt::DisplayRole:
        return displayText(consumer, index.column());
    case Qt::ToolTipRole: {
        const QString text = toolTip(consumer, index.column());
        if (!failed)
            return text.isEmpty() ? QVariant() : QVariant(text);
        const QString failure = tr("Failed: %1").arg(consumer.lastError);
        return text.isEmpty() ? failure : text + u'\n' + failure;
    }
    case Qt::ForegroundRole:
        return failed ? QVariant(failedColor) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() >= ProcessedColumn && index.column() <= RedeliveriesColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QString ConsumersModel::displayText(const ConsumerInfo &consumer, int column) const
{
    const QLocale locale;
    switch (column) {
    case NameColumn:
        return consumer.name;
    case TableColumn:
        return consumer.tableName;
    case TypeColumn:
        if (consumer.type == u"PROJECTOR")
            return tr("Projector");
        if (consumer.type == u"AGGREGATOR")
            return tr("Aggregator");
        if (consumer.type == u"ARCHIVER")
            return tr("Archiver");
        return consumer.type; // a type this build does not know: show the api's word
    case StateColumn:
        if (consumer.state == u"ENABLED")
            return tr("Enabled");
        if (consumer.state == u"DISABLED")
            return tr("Disabled");
        if (consumer.state == u"FAILED")
            return tr("Failed");
        return consumer.state;
    case CheckpointColumn:
        return consumer.checkpoint.isEmpty() ? tr("none")
                                             : shortSequenceNumber(consumer.checkpoint);
    case LastPollColumn:
        return consumer.lastPollMs < 0 ? tr("never") : utcText(consumer.lastPollMs);
    case ProcessedColumn:
        return locale.toString(consumer.processed);
    case FilteredColumn:
        return locale.toString(consumer.filtered);
    case SkippedColumn:
        return locale.toString(consumer.skipped);
    case DuplicatesColumn:
        return locale.toString(consumer.duplicates);
    case RedeliveriesColumn:
        return locale.toString(consumer.redeliveries);
    case FaultColumn:
        // "every 3 batches" rather than "every 3rd batch": ordinals do not translate.
        if (consumer.redeliverEveryNthBatch <= 0)
            return tr("off");
        if (consumer.redeliverEveryNthBatch == 1)
            return tr("every batch");
        return tr("every %1 batches").arg(consumer.redeliverEveryNthBatch);
    }
    return {};
}

QString ConsumersModel::toolTip(const ConsumerInfo &consumer, int column) const
{
    const QLocale locale;
    switch (column) {
    case NameColumn:
        return tr("%1 on table %2: up to %3 records a batch, %4 ms after they are made")
            .arg(consumer.name, consumer.tableName, locale.toString(consumer.batchSize),
                 locale.toString(consumer.pollDelayMs));
    case CheckpointColumn:
        return consumer.checkpoint.isEmpty()
                   ? tr("No record handled yet")
                   : tr("Every record up to sequence number %1 is handled")
                         .arg(consumer.checkpoint);
    case FaultColumn:
        if (consumer.redeliverEveryNthBatch <= 0)
            return tr("Every batch is checkpointed once handled");
        return consumer.redeliveryPending
                   ? tr("The at-least-once fault: a batch handled but not checkpointed comes "
                        "again. The last batch will come again.")
                   : tr("The at-least-once fault: a batch handled but not checkpointed comes "
                        "again.");
    }
    return {};
}

QVariant ConsumersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case FilteredColumn:
            return tr("Records the filter (FilterCriteria) left out");
        case SkippedColumn:
            return tr("Records the consumer had nothing to do with (an aggregator's own writes, an "
                      "archiver's non-removals)");
        case DuplicatesColumn:
            return tr("Records a de-duplicating aggregator had already added");
        case RedeliveriesColumn:
            return tr("Batches delivered again by the at-least-once fault");
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TableColumn:
        return tr("Table");
    case TypeColumn:
        return tr("Type");
    case StateColumn:
        return tr("State");
    case CheckpointColumn:
        return tr("Checkpoint");
    case LastPollColumn:
        return tr("Last poll");
    case ProcessedColumn:
        return tr("Processed");
    case FilteredColumn:
        return tr("Filtered");
    case SkippedColumn:
        return tr("Skipped");
    case DuplicatesColumn:
        return tr("Duplicates");
    case RedeliveriesColumn:
        return tr("Redeliveries");
    case FaultColumn:
        return tr("Fault");
    }
    return {};
}

} // namespace lw
