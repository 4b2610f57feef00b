// Exporting a view — a table, or one of its GSIs or LSIs, as of now or of a past time — in a form
// people already read: DynamoDB JSON lines or CSV (docs/formats.md shows both).
//
// Threads: as Api (one thread at a time); `progress` is called on the calling thread.
#pragma once

#include "progress.h"
#include "viewscan.h"

#include <QIODevice>

#include <optional>

namespace lw::formats {

// "jsonl" or "csv"; nullopt for anything else.
std::optional<ViewFormat> viewFormatFromName(QStringView name);

// Writes every item of the view to `out` in Scan's order, page by page, so memory stays constant
// whatever the view's size (CSV keeps the set of attribute names).
//   JsonLines: each item as itemLine() writes it.
//   Csv: a header record, then one record per item. The header names the key attributes first
//   (for an index: its hash and range key, then the table's; each once), then every other
//   attribute name any item of the view has, sorted. Key columns come from the table's current
//   description (DescribeTable), also when reading the past.
// The view is read twice, first to count its items (and for CSV to gather the names), then to
// write. These are the workbench's own reads, not traffic, so they are never metered
// (view.options.metered is ignored). `progress` hears after each page written; a stop leaves
// what was written in `out` and returns cancelled.
// Errors: Scan's (ResourceNotFoundException for an unknown table, "The table does not have the
// specified index: <name>", a past time that the api refuses), DescribeTable's, and
// InternalServerError "cannot write the export: <device error>" when `out` refuses bytes.
Result<Outcome> exportView(Api &api, View view, ViewFormat format, QIODevice &out,
                           const Progress &progress = {});

// The same into the file at `path`, written beside it as "<path>.part" and renamed over it only
// when complete: a failed or cancelled export leaves any earlier file at `path` as it was.
// Errors: as exportView, and InternalServerError "cannot write <path>".
Result<Outcome> exportViewToFile(Api &api, const View &view, ViewFormat format, const QString &path,
                                 const Progress &progress = {});

} // namespace lw::formats
