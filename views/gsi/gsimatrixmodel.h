// The GSI membership matrix of one table: one row per item, one column per secondary index (GSIs
// in DescribeTable order, then LSIs), each cell telling whether the index holds the item and, if
// not, which of the index's key attributes the item lacks (gsimembership.h has the rule).
//
// Rows come from Scan pages of the table, loaded lazily through canFetchMore()/fetchMore() as in
// ItemsModel; columns and attribute types from DescribeTable. The vertical header names each item
// by its table key ("USER#alice · SESSION#new"), so every cell is a membership cell.
//
// As of a past time (setAsOf), every Scan page is read through CallOptions::asOfMs; the columns
// still come from today's DescribeTable (DescribeTable always reads now), so an index created
// later shows which past items it would have held.
//
// Now (not as of a past time), the cells of global secondary indexes also show what has not
// propagated yet (DescribeIndexPropagation, docs/consistency.md "GSI propagation"): an item
// written within the GSI lag whose entry the index does not hold yet "will appear at
// 11:00:00.400", one whose entry is still there "will leave at …", a moved or updated entry
// "will move at …" / "will update at …" (the next pending change and its due time), in a colour
// of their own (the pane's delegate sets them in italics). reload() reads them again, so they
// follow the clock.
//
// Errors (a table deleted under us) clear the rows and columns, turn canFetchMore() false, set
// lastError() ("ResourceNotFoundException: …") and emit errorOccurred() once. The table name stays,
// so reload() tries again (a lesson may delete a table and create it anew).
#pragma once

#include "common/scanpage.h"
#include "common/tableinfo.h"
#include "doors/apicall.h"
#include "gsi/gsimembership.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace lw {

class GsiMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Cells answer every role; the headers answer ItemKeyRole (vertical) and IndexNameRole
    // (horizontal) besides their display and tooltip texts.
    enum Roles
    {
        InIndexRole = Qt::UserRole, // bool: the index holds the item
        MissingAttributesRole,      // QStringList: index key attributes the item lacks
        WrongTypeAttributesRole,    // QStringList: index key attributes of another type
        ItemKeyRole,                // QJsonObject: the item's table key, DynamoDB JSON
        IndexNameRole,              // QString: the column's index
        // The next change the index has still to apply for the item: "APPEAR", "LEAVE", "MOVE",
        // "UPDATE" (DescribeIndexPropagation's), empty when none; and when, epoch ms.
        PendingChangeRole,
        PendingDueRole,
    };
    Q_ENUM(Roles)

    explicit GsiMatrixModel(ApiCall api, QObject *parent = nullptr);

    // Shows `table`: describes it and resets the model; no item is read until fetchMore(). An
    // empty name clears the model. Returns false (and reports the error) when DescribeTable fails.
    bool setTable(const QString &table);
    QString tableName() const { return m_table; }
    // The description the columns come from; empty before setTable() or after an error.
    const TableInfo &tableInfo() const { return m_info; }

    // Reads the table again: DescribeTable, then as many Scan pages as it takes to have at least
    // the rows loaded now (at least one page). When the indexes and the loaded items' keys are
    // unchanged, only dataChanged() (plus rowsInserted() for new items at the end) is emitted,
    // so views keep their selection and scroll position; otherwise the model resets. Returns
    // false when a call failed.
    bool reload();

    // The time the items are read as of; nullopt (the default) reads now. A different value
    // reloads (see reload()), since rows read at two times must never mix.
    void setAsOf(std::optional<qint64> asOfMs);
    std::optional<qint64> asOf() const { return m_asOf; }

    // Scan page size (the request's Limit); takes effect from the next read. Default 100.
    void setPageSize(int pageSize) { m_pageSize = qMax(1, pageSize); }
    int pageSize() const { return m_pageSize; }

    // Whether index `column` holds the item of `row`, and why not; both must be in range.
    IndexMembership membership(int row, int column) const;
    // Whether the index holds the item now: its membership, unless a pending change has yet to
    // bring the item in ("will appear") or take it out ("will leave").
    bool holdsNow(int row, int column) const;

    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    // Reads one Scan page. Calls made from inside this model's own change notifications (model
    // testers make them) are ignored.
    void fetchMore(const QModelIndex &parent) override;

signals:
    void errorOccurred(const QString &message);

private:
    Result<TableInfo> describe(const QString &table) const;
    Result<ScanPage> readPage(const QJsonObject &exclusiveStartKey) const;
    // The GSI entries still to propagate now (none as of a past time or without GSIs).
    struct Pending
    {
        QString change;
        qint64 dueMs = 0;
        bool operator==(const Pending &) const = default;
    };
    // (the item's key as compact JSON, the index) → its next pending change.
    using PendingMap = QHash<QPair<QByteArray, QString>, Pending>;
    Result<PendingMap> readPending(const TableInfo &info) const;
    // The next pending change of `item` in `index`, or null (at once while nothing is pending:
    // data() asks for every cell and role).
    const Pending *pendingAt(const QJsonObject &item, const QString &index) const;
    QString pendingText(const Pending &pending) const;
    QString pendingToolTip(const QString &index, const Pending &pending) const;
    QJsonObject itemKey(const QJsonObject &item) const;
    bool sameLayout(const TableInfo &other) const;
    void fail(const Error &error);
    QString cellText(const IndexMembership &membership) const;
    QString cellToolTip(const IndexInfo &index, const QJsonObject &item,
                        const IndexMembership &membership) const;
    QString headerToolTip(const IndexInfo &index) const;

    ApiCall m_api;
    QString m_table;
    TableInfo m_info;
    int m_pageSize = 100;
    std::optional<qint64> m_asOf;
    QList<QJsonObject> m_items;
    PendingMap m_pending;
    QJsonObject m_startKey;  // LastEvaluatedKey of the last page read
    bool m_exhausted = true; // no table, an error, or a page without LastEvaluatedKey
    bool m_fetching = false;
    QString m_lastError;
};

} // namespace lw
