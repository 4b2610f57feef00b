// Every change of one item, oldest first, one row each, read through the workbench's own
// GetItemHistory action (core/api/actions/getitemhistory.cpp): what the history keeps, whatever
// the table's stream keeps, across all the item's lifetimes (deleted and written again).
//
// Reads only on setItem() and reload(); a pane that writes or moves the clock calls reload() to
// follow. After a rewind reload() shows the shortened history.
//
// Errors (unknown table, a key that does not match the schema) go to lastError(), and the model
// is then empty: rows of a history that can no longer be read would mislead. A key that was never
// written is no error: the model is empty and lastError() too.
#pragma once

#include "doors/apicall.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace lw {

class ItemHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        TimeColumn,     // TimeMillis, UTC to the second
        EventColumn,    // INSERT, MODIFY or REMOVE
        ByColumn,       // who made the change: user, TTL sweeper or consumer
        ChangesColumn,  // old → new image (imagediff.h), key attributes left out
        SequenceColumn, // the tail of the SequenceNumber; all of it in the tooltip
        ColumnCount
    };
    Q_ENUM(Columns)

    // Same value on every column of a row.
    enum Roles
    {
        ChangeJsonRole = Qt::UserRole, // QJsonObject: the change as GetItemHistory returned it
        EventRole,                     // QString: INSERT, MODIFY or REMOVE
        OriginRole,                    // QString: "user", "ttl" or "consumer"
        TimeMillisRole,                // qint64
        SequenceNumberRole,            // QString: the whole SequenceNumber
        OldImageRole, // QJsonObject; an invalid QVariant when the change created the item
        NewImageRole, // QJsonObject; an invalid QVariant when the change deleted the item
    };
    Q_ENUM(Roles)

    explicit ItemHistoryModel(ApiCall api, QObject *parent = nullptr);

    // Shows the history of the item of `table` with key `key` (DynamoDB JSON, the key attributes
    // only): resets the model and reads it as reload() does. Returns reload()'s result.
    bool setItem(const QString &table, const QJsonObject &key);
    QString tableName() const { return m_table; }
    QJsonObject key() const { return m_key; }

    // Reads the whole history again (one GetItemHistory call) and resets the model. Returns false
    // when the api refused it (see lastError()).
    bool reload();
    // "ValidationException: …" from the last setItem() or reload(); empty when it went well.
    QString lastError() const { return m_lastError; }

    // The row of the change with this SequenceNumber, -1 when none.
    int rowOf(const QString &sequenceNumber) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // One change, with the texts the view asks for on every paint worked out once.
    struct Row
    {
        QJsonObject change;
        QString event;
        QString origin;
        QString changes;
        QString sequenceNumber;
        qint64 timeMs = 0;
    };
    Row makeRow(const QJsonObject &change) const;
    QString originText(const QString &origin) const;

    ApiCall m_api;
    QString m_table;
    QJsonObject m_key;
    QList<Row> m_rows;
    QString m_lastError;
};

} // namespace lw
