// The items table's sort over the loaded rows (ItemsModel): a Number column sorts by value,
// exactly (ItemsModel::SortRole gives its byte-comparable key: 9 before 10, all 38 digits
// counted), Numbers before text where a column mixes them, and empty cells last either way.
// DynamoDB filters the items itself (ItemsModel::setTextFilter): this proxy does not.
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
