#include "common/readonlytable.h"

#include <QHeaderView>
#include <QTableView>

namespace lw {

void setUpReadOnlyTable(QTableView *view, QAbstractItemView::SelectionMode selection)
{
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(selection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
}

} // namespace lw
