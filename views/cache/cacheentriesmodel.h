// The entries a DAX-like cache holds (the workbench's DescribeCache, docs/cache.md), item cache
// and query cache in one list, most recently used first: what each entry answers (an item's key,
// or a Query or Scan as it was sent), when it was filled, how old that is now, when it expires,
// how often it was served, and whether the table would still answer the same. A stale entry
// ("stale for 3m50s": the table changed since) is tinted red, a fresh one green: the point of
// the cache lesson is that a hit can serve what the table no longer holds.
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace lw {

class CacheEntriesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        CacheColumn, // "item" or "query"
        TableColumn,
        WhatColumn,    // `bookId = BOOK#dune`, `Query byBorrower: borrowerId = MEMBER#ann`
        AnswerColumn,  // "item", "no item", "empty", "items"
        AgeColumn,     // how long ago it was filled
        ExpiresColumn, // in how long it expires ("never" with TTL 0)
        HitsColumn,
        FreshnessColumn, // "fresh", or "stale for 3m50s"
        ColumnCount
    };
    enum Roles
    {
        EntryJsonRole = Qt::UserRole, // QJsonObject: the entry as DescribeCache gave it
        StaleRole,                    // bool: the table would answer otherwise now
    };
    Q_ENUM(Roles)

    using QAbstractTableModel::QAbstractTableModel;

    // Shows the entries of a DescribeCache answer, with ages and expiries as of `nowMs`, and each
    // item key in its table's key order (`keyOrders`: table name → its key attributes, partition
    // key first; a table not in it shows its key in name order).
    void setEntries(const QJsonObject &describeCache, qint64 nowMs,
                    const QHash<QString, QStringList> &keyOrders = {});
    int staleCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // One line for what an entry answers: an item cache entry's key (`PK = USER#1, SK = A`, the
    // attributes named in `keyOrder` first, in that order), a query cache entry's operation, index
    // and conditions with the values put in for their placeholders (`Query byBorrower: borrowerId
    // = MEMBER#ann`).
    static QString whatText(const QJsonObject &entry, const QStringList &keyOrder = {});

private:
    struct Row
    {
        QJsonObject entry;
        bool query = false;
        QString what; // whatText()
    };
    QList<Row> m_rows;
    qint64 m_nowMs = 0;
};

} // namespace lw
