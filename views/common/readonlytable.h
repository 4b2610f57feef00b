// The panes' read-only lists of records (items, stream records, an item's history, consumers):
// whole rows are selected, nothing is edited in place (edits go through a dialog or the
// inspector, as api calls), a cell keeps to one line, rows alternate in colour and have no
// numbers (the row numbers of a scan or a stream mean nothing).
#pragma once

#include <QAbstractItemView>

class QTableView;

namespace lw {

// Sets `view` up as such a list, selecting rows as `selection` says.
void setUpReadOnlyTable(QTableView *view, QAbstractItemView::SelectionMode selection =
                                              QAbstractItemView::SingleSelection);

} // namespace lw
