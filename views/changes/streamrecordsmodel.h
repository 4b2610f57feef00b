// The records of one table's latest stream, oldest first, one row each, read only through the
// DynamoDB Streams API as a consumer reads them: DescribeTable names the stream
// (LatestStreamArn), DescribeStream lists its shards oldest first, each shard is read from
// TRIM_HORIZON once and then on from where the last read stopped, in GetRecords pages of up to
// 1000 records. refresh() appends only the records written since the last one
// (beginInsertRows), so calling it after every clock move or write is cheap.
//
// Reading on: the model keeps each shard's NextShardIterator. An iterator expires after 15
// minutes of sim time; an expired one is replaced by one AFTER_SEQUENCE_NUMBER of the last record
// read, without an error. A closed shard read to its end is not read again.
//
// Errors go to lastError() and errorOccurred(), and the rows read so far stay:
// - TrimmedDataAccessException: records were trimmed (24 hours) before the model read them; it
//   says so, then reads on from the shard's oldest kept record (TRIM_HORIZON);
// - anything else (the table deleted, an api error) stops that refresh.
// A table without a stream is no error: the model is empty and statusText() says how to enable
// one. A table whose stream changed (disabled and enabled again, or the table made anew) starts
// over with the new stream.
//
// Trimmed changes: given the clock (setClock), the model also lists the INSERTs and REMOVEs the
// stream made more than 24 hours ago and no longer holds, as the table's lifetimes tell them
// (ListLifetimes): a row each, TrimmedRole set, no record, in time order among the others, so a
// user's delete a month ago still stands beside today's TTL delete. Records read before they
// were trimmed stay as they were read. MODIFYs leave no trace in the lifetimes and are not
// listed. The lifetimes are read again once the 24 hours have moved on by kTrimmedReadMs.
//
// A rewind drops records and lets later writes reuse their sequence numbers, which a reader of
// the stream cannot tell from new records: after a rewind call setTable() again.
//
// Needs a QGuiApplication (the Event column's icons are pixmaps).
#pragma once

#include "doors/apicall.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <array>

namespace lw {

class StreamRecordsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        TimeColumn,     // ApproximateCreationDateTime, UTC
        EventColumn,    // INSERT, MODIFY, REMOVE (user) or REMOVE (TTL), an icon for each
        KeyColumn,      // the key values, partition key first: "ORDER#o1 · META"
        ChangesColumn,  // old → new image (imagediff.h), key attributes left out
        SequenceColumn, // the tail of the SequenceNumber; all of it in the tooltip
        SizeColumn,     // SizeBytes
        ColumnCount
    };
    Q_ENUM(Columns)

    // Same value on every column of a row.
    enum Roles
    {
        RecordJsonRole = Qt::UserRole, // QJsonObject: the whole record as GetRecords returned it
        EventRole,                     // QString: eventName, INSERT, MODIFY or REMOVE
        ByTtlRole,   // bool: a REMOVE made by Time to Live (userIdentity Service dynamodb…)
        ItemKeyRole, // QJsonObject: dynamodb.Keys, the item's key as DynamoDB JSON
        TimeRole,    // qint64: ApproximateCreationDateTime in epoch ms (whole seconds)
        TrimmedRole, // bool: a change the stream trimmed, known from the lifetimes; no record
    };
    Q_ENUM(Roles)

    // How far the 24 hours move before the lifetimes are read again for trimmed changes: live
    // mode's ticks must not read a table's whole history five times a second.
    static constexpr qint64 kTrimmedReadMs = 60'000;
    static constexpr qint64 kRetentionMs = 24 * 3600 * 1000; // DynamoDB keeps records 24 hours

    explicit StreamRecordsModel(ApiCall api, QObject *parent = nullptr);

    // The workspace clock, which says what the stream has trimmed; 0 (the default) lists no
    // trimmed changes. Takes effect at the next refresh().
    void setClock(qint64 nowMs) { m_nowMs = nowMs; }
    // Whether trimmed changes are listed (the default): over a remote endpoint they are not, since
    // a real table keeps no history to tell them from, and reading its items to find out would
    // cost a Scan every minute.
    void setListsTrimmed(bool lists) { m_listsTrimmed = lists; }
    // How many rows are trimmed changes.
    int trimmedCount() const { return m_trimmedRows; }

    // Shows the latest stream of `table` (empty: nothing): resets the model, then reads every
    // record kept, as refresh() does. Returns refresh()'s result.
    bool setTable(const QString &table);
    QString tableName() const { return m_table; }

    // Reads what the stream holds beyond the rows shown and appends it. Returns false when an
    // error stopped the reading (see the header comment); a table without a stream is true.
    bool refresh();

    // One line for the pane's status: "3 records · 1 shard · NEW_AND_OLD_IMAGES · latest …",
    // or why there is nothing ("Table X has no stream: enable one with UpdateTable
    // StreamSpecification").
    QString statusText() const;
    // The error of the last setTable() or refresh(); empty when it went well.
    QString lastError() const { return m_lastError; }
    // The shards DescribeStream listed at the last refresh.
    int shardCount() const { return int(m_shards.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void errorOccurred(const QString &message);

private:
    // What the model knows of one shard of the stream.
    struct Shard
    {
        QString id;
        QString iterator;     // NextShardIterator of the last page read; empty: none yet
        QString lastSequence; // SequenceNumber of the last record read; empty: none yet
        bool done = false;    // closed and read to its end: no record will come
    };
    // One record, with the texts the view asks for on every paint worked out once.
    struct Row
    {
        QJsonObject record;
        QString event;
        bool byTtl = false;
        QJsonObject keys;
        QString keyText;
        QString changes;
        QString sequenceNumber;
        qint64 timeMs = 0;
        qint64 sizeBytes = 0;
        bool trimmed = false;
    };
    bool describeStream();
    bool readShard(Shard &shard);
    Result<QString> freshIterator(const Shard &shard, const QString &type);
    void reportTrimmed(const Shard &shard, const Error &error);
    Row makeRow(const QJsonObject &record) const;
    QString keyTextOf(const QJsonObject &keys) const;
    // Adds the trimmed changes up to 24 hours before the clock (see the header comment).
    void addTrimmed();
    QString toolTip(const Row &row) const;
    void clear();
    void fail(const QString &message);

    ApiCall m_api;
    std::array<QIcon, 4> m_icons; // INSERT, MODIFY, REMOVE, REMOVE by TTL
    QString m_table;
    QStringList m_keyNames; // the table's key schema, partition key first
    QString m_streamArn;    // empty: the table has no stream
    QString m_streamStatus; // ENABLED or DISABLED, from DescribeStream
    QString m_viewType;
    QList<Shard> m_shards;
    QList<Row> m_rows;
    QString m_lastError;
    qint64 m_nowMs = 0;
    bool m_listsTrimmed = true;
    qint64 m_streamStartMs = 0; // CreationRequestDateTime of the stream
    qint64 m_trimmedUpToMs = 0; // trimmed changes before this are listed; 0: none yet
    int m_trimmedRows = 0;
};

} // namespace lw
