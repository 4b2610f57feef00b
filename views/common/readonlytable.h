// The panes' read-only lists of records (items, stream records, an item's history, consumers,
// archived objects): whole rows are selected, nothing is edited in place (edits go through a
// dialog or the inspector, as api calls), a cell keeps to one line, rows alternate in colour and
// have no numbers (the row numbers of a scan or a stream mean nothing).
#pragma once

#include <QAbstractItemView>

class QTableView;

namespace lw {

// Sets `view` up as such a list, selecting rows as `selection` says.
void setUpReadOnlyTable(QTableView *view, QAbstractItemView::SelectionMode selection =
                                              QAbstractItemView::SingleSelection);

// Sizes every column of `view` to its header and its texts, but `stretchColumn`, which gets the
// width the others leave (none when it is negative: a list whose columns come and go): what a list
// is about must never be elided ("REMOVE (TTL)", a time, a German header). The columns follow the
// rows as they arrive or change, and the font (the window's zoom). Call it once the view has its
// model; a column wider than the viewport leaves a horizontal scroll bar rather than an elided
// text.
void fitColumnsToContents(QTableView *view, int stretchColumn);

} // namespace lw
