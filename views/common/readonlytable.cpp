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

void fitColumnsToContents(QTableView *view, int stretchColumn)
{
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (stretchColumn >= 0)
        header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    // A header measures its contents again when the model is reset, its own sections change or
    // the font does, but not when rows are appended or rewritten: a stream pane that started
    // empty kept the width of its first INSERT and showed "REM…" for every later REMOVE. Its
    // (protected) slot measures again; the rows it measures are the visible ones and up to
    // resizeContentsPrecision() (1000) more.
    const auto measureAgain = [header] { QMetaObject::invokeMethod(header, "resizeSections"); };
    QAbstractItemModel *model = view->model();
    QObject::connect(model, &QAbstractItemModel::rowsInserted, header, measureAgain);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, header, measureAgain);
    QObject::connect(model, &QAbstractItemModel::dataChanged, header, measureAgain);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, header, measureAgain);
}

} // namespace lw
