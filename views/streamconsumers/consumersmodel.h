// The engine's built-in stream consumers, one row each, from ListConsumers through an ApiCall:
// what each is, whether it runs, where its checkpoint is, when it last polled, what it has
// counted and whether the at-least-once fault is on. reload() is synchronous (a workspace has a
// few consumers, at most ten a table).
//
// A reload that brings back the same consumers in the same order keeps the rows and announces
// only changed cells (dataChanged), so a selection survives live mode's ticks; a consumer added
// or deleted resets the model. ListConsumers has no past: the rows are always the present.
//
// A FAILED consumer's row is drawn in red, and every cell's tooltip ends with its LastError.
#pragma once

#include "doors/apicall.h"

#include <QAbstractTableModel>
#include <QList>

namespace lw {

// The parts of a ConsumerDescription (core/consumers/consumer.h) the pane shows.
struct ConsumerInfo
{
    QString name;
    QString tableName;
    QString type;           // "PROJECTOR", "AGGREGATOR" or "ARCHIVER"
    QString state;          // "ENABLED", "DISABLED" or "FAILED"
    QString checkpoint;     // the last handled record's SequenceNumber; empty before the first
    qint64 lastPollMs = -1; // -1: never polled
    qint64 batchSize = 0;
    qint64 pollDelayMs = 0;
    qint64 processed = 0, filtered = 0, skipped = 0, duplicates = 0, redeliveries = 0;
    int redeliverEveryNthBatch = 0; // the at-least-once fault; 0 is off
    bool redeliveryPending = false; // the last batch was handled but not checkpointed
    QString lastError;              // why it FAILED
    bool operator==(const ConsumerInfo &) const = default;
};

// Reads one ConsumerDescription. Tolerant like parseTableDescription(): missing members stay
// empty or zero.
ConsumerInfo parseConsumerDescription(const QJsonObject &description);

// "…42": the significant tail of a sequence number, which is what changes from one record to
// the next (the service's are 21 digits or more, mostly leading zeros here).
QString shortSequenceNumber(const QString &sequenceNumber);

class ConsumersModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        NameColumn,
        TableColumn,
        TypeColumn,
        StateColumn,
        CheckpointColumn,
        LastPollColumn,
        ProcessedColumn,
        FilteredColumn,
        SkippedColumn,
        DuplicatesColumn,
        RedeliveriesColumn,
        FaultColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    // Same value on every column of a row, so a selection of any cell tells which consumer.
    enum Roles
    {
        TableNameRole = Qt::UserRole, // QString
        ConsumerNameRole,             // QString
        StateRole,                    // QString: ENABLED, DISABLED or FAILED, as the api says
        FaultRole,                    // int: RedeliverEveryNthBatch, 0 when off
    };
    Q_ENUM(Roles)

    explicit ConsumersModel(ApiCall api, QObject *parent = nullptr);

    // Reads ListConsumers again (see the header comment for how the rows change). On an error
    // the rows stay as they were, lastError() holds the text and errorOccurred() is emitted.
    bool reload();
    QString lastError() const { return m_lastError; }

    const QList<ConsumerInfo> &consumers() const { return m_consumers; }
    // The row of consumer `name` of `tableName` (column 0); invalid when absent.
    QModelIndex indexOf(const QString &tableName, const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void errorOccurred(const QString &message);

private:
    QString displayText(const ConsumerInfo &consumer, int column) const;
    QString toolTip(const ConsumerInfo &consumer, int column) const;

    ApiCall m_api;
    QList<ConsumerInfo> m_consumers;
    QString m_lastError;
};

} // namespace lw
