// The items of one table or index, loaded lazily one Scan page at a time through
// canFetchMore()/fetchMore(), so a table of a million items opens as fast as one of ten; or the
// items a Query or a filtered Scan of it returns (setRead), paged the same way.
//
// Columns: the key attributes first (table partition key, table sort key, then the index's keys
// when they differ), then every other attribute name in the order the pages brought them. A page
// that brings new names inserts columns (beginInsertColumns) before inserting its rows.
//
// As of a past time (setAsOf), every Scan page is read through CallOptions::asOfMs, so the model
// shows the table as it was then; the key columns still come from today's DescribeTable.
//
// The lifecycle shows: the table's TTL attribute (DescribeTimeToLive, unless TTL is off) reads
// with its time in its cell ("1796373203 · expires in 2 h", ttlValueText), and a row is tinted
// while its item is expired but still visible (not while TTL is ENABLING), or soft-deleted (it
// carries the table's soft delete mark, DescribeSoftDelete), judged at the viewed time: the clock
// (setClock), or the past time read as of.
//
// A read budget (setReadBudget) caps what a large Scan may cost before the user says more: every
// page asks ReturnConsumedCapacity TOTAL, and once the units consumed since the last reset reach
// the budget, no further page is read until allowMore() or another budget.
//
// Memory stays flat however far a view pages: the rows are PagedRows (pagedrows.h), which keep
// the items of the most recently shown pages only (setResidentRows). A row whose page was let go
// reads as empty until its page is read again, just after (the same request, from the same
// ExclusiveStartKey, as of the same time), and then dataChanged() shows it; item() reads it again
// at once. A page read again consumes capacity like any other (capacityUnits() counts it; the
// budget does not stop it: its rows were already paid for once). fetchAll() keeps every row.
//
// Errors (a table deleted under us, a bad index name) stop the loading: canFetchMore() turns
// false, lastError() holds DynamoDB's message and errorOccurred() is emitted once. The TTL and
// soft delete settings are read when they can be; without them the cells are plain.
#pragma once

#include "doors/apicall.h"
#include "tables/pagedrows.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

class QTimer;

namespace lw {

class ItemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles
    {
        ItemJsonRole = Qt::UserRole, // QJsonObject: the whole item as DynamoDB JSON (any column)
        TypeRole,                    // QString: "S", "N", ... ; invalid for a missing attribute
        SortRole, // what a proxy should compare: N as its exact sortable key (QByteArray), else
                  // text
        AttributeNameRole, // QString: the column's attribute name
        ItemStateRole,     // ItemState as int (any column)
    };
    Q_ENUM(Roles)

    // What the row's tint says, at the viewed time.
    enum class ItemState
    {
        Live,
        SoftDeleted,
        Expired, // expired but still visible: the sweeper has not deleted it yet
    };

    explicit ItemsModel(ApiCall api, QObject *parent = nullptr);

    // Shows `table`, or its index `indexName` when not empty. Describes the table (for the key
    // columns) and resets the model; no item is read until fetchMore(). An empty table name
    // clears the model. Returns false (and reports the error) when DescribeTable fails.
    bool setSource(const QString &table, const QString &indexName = {});
    QString tableName() const { return m_table; }
    QString indexName() const { return m_index; }

    // The time the items are read as of; nullopt (the default) reads now. A different value
    // resets the model to read again from the first page, since pages read at two times must
    // never mix; as after setSource(), nothing is read until fetchMore().
    void setAsOf(std::optional<qint64> asOfMs);
    std::optional<qint64> asOf() const { return m_asOf; }
    // The workspace clock, against which TTL values are read while the model shows the present.
    void setClock(qint64 nowMs);
    QString ttlAttribute() const { return m_ttlAttribute; }

    // Reads the source's items with `action` ("Query" or "Scan") and `request` (the query
    // builder's: KeyConditionExpression, FilterExpression, their names and values; TableName,
    // IndexName, Limit and ExclusiveStartKey are the model's), page by page as the plain Scan
    // is, from the first page again; an empty action goes back to the plain Scan. It holds until
    // another source or another read is set, across setAsOf() and reloads of the same source.
    void setRead(const QString &action, const QJsonObject &request = {});
    QString readAction() const { return m_readAction; }
    QJsonObject readRequest() const { return m_readRequest; }
    // The filter box: the read (the plain Scan or setRead's) goes with a FilterExpression keeping
    // the items with an attribute containing `text` (withTextFilter, queryrequest.h), over the
    // attribute names known when it is set (the columns read so far; a Query's own key left
    // out, which DynamoDB refuses in its filter). The server filters each page: only matching
    // items reach the model, however many pages the table has. Reads from the first page again
    // and keeps the columns; empty text reads unfiltered. It holds as setRead's request does.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_filterText; }
    // Reads every page left and keeps every row read in memory until the next reset (sorting then
    // covers the whole table or index, not the rows read so far). Stops at an error, as
    // fetchMore() does, and at the read budget.
    void fetchAll();

    // The item at `row` (of rowCount()), as DynamoDB JSON; its page is read again first when it
    // was let go. An empty object for a row gone since it was read, or after an error.
    QJsonObject item(int row);
    // How many rows' items are kept in memory at most (5,000 unless set; at least one page's):
    // the rows beyond are read again when shown. Takes effect from the next page read.
    void setResidentRows(int rows) { m_rows.setResidentRows(rows); }
    // The rows whose items are in memory now.
    qsizetype residentRows() const { return m_rows.residentRows(); }

    // Over the pages read since the last reset: the items DynamoDB evaluated (ScannedCount,
    // before the filter; a page read again is not counted twice) and the read capacity units it
    // reports they cost (ConsumedCapacity, pages read again included).
    qint64 scannedCount() const { return m_scanned; }
    double capacityUnits() const { return m_capacityUnits; }

    // The read capacity units a read (from a reset on: another source, read, filter or time) may
    // consume; nullopt (the default) for no limit. Once capacityUnits() reach it, fetchMore()
    // and fetchAll() read no further page (isBudgetReached()) and budgetReached() is emitted.
    // A page is read whole before its cost is known, so a read may pass its budget by up to one
    // page (a Scan page reads at most 1 MB: 128 units, 256 when strongly consistent). Holds for
    // every read from now on; a read the budget stopped goes on as allowMore() says, if the new
    // budget (or none) leaves it room.
    void setReadBudget(std::optional<double> units);
    std::optional<double> readBudget() const { return m_budget; }
    // The current read's limit: the budget, as allowMore() raised it since the last reset.
    std::optional<double> readLimit() const { return m_limit; }
    // Lets the current read consume `units` more than it has (or than its limit, if that is
    // higher), then goes on with what the budget stopped: every page left after fetchAll(),
    // else one page. Does nothing without a budget.
    void allowMore(double units);
    // True while the limit keeps pages left unread.
    bool isBudgetReached() const;

    // Scan page size (the request's Limit); takes effect from the next fetch. Default 100.
    void setPageSize(int pageSize) { m_pageSize = qMax(1, pageSize); }
    int pageSize() const { return m_pageSize; }

    // Column layout: the key attribute names come first, in the order described above.
    QStringList attributeNames() const { return m_columns; }
    int keyColumnCount() const { return m_keyColumns; }

    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // Whether pages are left; isBudgetReached() says whether fetchMore() will read them.
    bool canFetchMore(const QModelIndex &parent) const override;
    // Reads one Scan page (ExclusiveStartKey = the previous LastEvaluatedKey), or, while a
    // filter finds nothing on a page, the pages after it until one holds a match or the last
    // is read: a view asks again only when rows arrive. Calls made from inside this model's own
    // change notifications (model testers make them) are ignored.
    void fetchMore(const QModelIndex &parent) override;

signals:
    void errorOccurred(const QString &message);
    // After each fetchMore() that read something, rows or not, and each page read again:
    // scannedCount(), capacityUnits() and the rest moved.
    void pagesRead();
    // The read's limit stopped it with pages left, after `consumedUnits` (capacityUnits()).
    void budgetReached(double consumedUnits);
    // setReadBudget() or allowMore() moved readBudget() or readLimit().
    void readBudgetChanged();

private:
    void fail(const QString &message);
    // Clears what a read consumed and gathered: the next page is the first.
    void resetRead();
    // Goes on with the read the budget stopped, when the limit now leaves it room.
    void resume();
    void readLifecycleSettings();
    // The request of the current read, for a page from `startKey` of `limit` items.
    QJsonObject pageRequest(int limit) const;
    // Adds the columns `items` name that the model has not shown yet.
    void addColumnsOf(const QList<QJsonObject> &items);
    // Reads again the pages data() found let go (m_pendingPages), unless a read is under way.
    void readPendingPages();
    // Reads page `index` of m_rows again; false (and the error reported) when that fails.
    bool readPageAgain(int index);
    bool readPageAgainNow(int index); // the same, inside readPageAgain()'s guard
    ItemState itemState(const QJsonObject &item) const;
    QStringList filterAttributes(const QStringList &columns) const;
    qint64 viewedMs() const { return m_asOf.value_or(m_nowMs); }

    ApiCall m_api;
    QString m_table;
    QString m_index;
    QString m_readAction; // empty: the plain Scan
    QJsonObject m_readRequest;
    QString m_filterText;
    QStringList m_filterAttributes;
    QStringList m_sourceKey; // the key of the table or index read, which a Query goes by
    int m_pageSize = 100;
    std::optional<qint64> m_asOf;
    QStringList m_columns;
    int m_keyColumns = 0;
    PagedRows m_rows;
    mutable QList<int> m_pendingPages; // let go, and asked for by data(): read again soon
    QTimer *m_readAgain;               // readPendingPages() from the event loop
    bool m_readAgainFailed = false;    // a page read again failed: no more until a reset
    QJsonObject m_startKey;            // LastEvaluatedKey of the last page read
    qint64 m_scanned = 0;
    double m_capacityUnits = 0;
    std::optional<double> m_budget;
    std::optional<double> m_limit; // m_budget, raised by allowMore() for this read
    bool m_readingAll = false;     // fetchAll() was stopped by the limit: allowMore() goes on
    bool m_exhausted = true;       // no source, an error, or a page without LastEvaluatedKey
    bool m_fetching = false;
    QString m_lastError;
    QString m_ttlAttribute;     // empty: TTL off or unknown
    bool m_ttlSettling = false; // TTL ENABLING: nothing counts as expired until it settles
    QString m_markAttribute;    // the soft delete mark; empty: unknown
    qint64 m_nowMs = 0;
};

// A TTL attribute's value as DynamoDB's TTL reads it at `nowMs`: "expires in 2 h", "expired
// 3 min ago", "never: milliseconds?" (a Number so large it must be milliseconds), "never: not a
// Number", "never: over five years ago". While TTL is still being enabled (`ttlSettling`) a past
// expiry is not expired yet: "past: expires once TTL is enabled".
QString ttlValueText(const QJsonObject &value, qint64 nowMs, bool ttlSettling = false);

} // namespace lw
