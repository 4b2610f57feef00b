// The tables-and-indexes tree: one top-level row per table, one child row per GSI/LSI.
// Everything comes from ListTables, DescribeTable and ListTagsOfResource through an ApiCall;
// reload() is synchronous (descriptions are small) and resets the model.
#pragma once

#include "common/tableinfo.h"
#include "doors/apicall.h"

#include <QAbstractItemModel>
#include <QList>

namespace lw {

class TablesModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Columns
    {
        NameColumn,
        KindColumn,
        KeySchemaColumn,
        ItemsColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    // Same value on every column of a row, so a selection of any cell tells which source it is.
    enum Roles
    {
        TableNameRole = Qt::UserRole, // QString: the table (for index rows: the owning table)
        IndexNameRole,                // QString: the index name; empty on table rows
        KindRole,                     // int: a Kind
        TagsRole, // QString: the table's tags (tagsText), on its index rows too; empty for none
    };
    Q_ENUM(Roles)

    enum Kind
    {
        TableKind,
        GlobalIndexKind,
        LocalIndexKind
    };
    Q_ENUM(Kind)

    explicit TablesModel(ApiCall api, QObject *parent = nullptr);

    // Pages through ListTables (ExclusiveStartTableName = LastEvaluatedTableName), describes
    // every table and lists its tags (by its TableArn; a failing ListTagsOfResource leaves the
    // tags empty, unreported), then resets the model, unless every description is the same as
    // before: then the model stays as it is, so views keep their selection and scroll position
    // (live mode reloads several times a second). A table that fails to describe (e.g. deleted
    // between the two calls) is left out and its error reported; a failing ListTables keeps the old
    // rows. Returns false when any call failed.
    bool reload();

    // The last error text since reload() started; empty when the last reload went fine.
    QString lastError() const { return m_lastError; }

    const QList<TableInfo> &tables() const { return m_tables; }
    // The row of table `name` (column 0) or of its index `indexName`; invalid when absent.
    QModelIndex indexOf(const QString &tableName, const QString &indexName = {}) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void errorOccurred(const QString &message);

private:
    QVariant tableData(const TableInfo &table, int column, int role) const;
    QVariant indexData(const TableInfo &table, const IndexInfo &index, int column, int role) const;
    void fail(const QString &message);

    ApiCall m_api;
    QList<TableInfo> m_tables;
    QString m_lastError;
};

} // namespace lw
