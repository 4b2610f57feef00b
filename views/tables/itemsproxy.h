// The items table's sort and filter over the loaded rows (ItemsModel): a Number column sorts by
// value, exactly (ItemsModel::SortRole gives its byte-comparable key: 9 before 10, all 38 digits
// counted), Numbers before text where a column mixes them, and empty cells last either way. The
// filter matches any column's text, ignoring case.
#pragma once

#include <QSortFilterProxyModel>

namespace lw {

class ItemsProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ItemsProxy(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace lw
