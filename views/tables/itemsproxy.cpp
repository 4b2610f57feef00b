#include "tables/itemsproxy.h"

#include "tables/itemsmodel.h"

namespace lw {

ItemsProxy::ItemsProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ItemsModel::SortRole);
}

bool ItemsProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole()), b = right.data(sortRole());
    // Empty cells last in ascending order: an attribute the item lacks says nothing about it.
    if (!a.isValid() || !b.isValid())
        return a.isValid() && !b.isValid();
    const bool aNumber = a.typeId() == QMetaType::QByteArray;
    const bool bNumber = b.typeId() == QMetaType::QByteArray;
    if (aNumber != bNumber)
        return aNumber;
    if (aNumber) // Qt would compare the bytes as text, which they are not
        return a.toByteArray() < b.toByteArray();
    return a.toString().compare(b.toString(), sortCaseSensitivity()) < 0;
}

} // namespace lw
