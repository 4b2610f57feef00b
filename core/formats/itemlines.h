// Importing DynamoDB JSON lines — the data files of DynamoDB's export to S3 — into a table that
// exists already. Each line is one {"Item": {...}} with the item in DynamoDB JSON; S3 writes the
// files gzip-compressed (.json.gz), and plain files are read as well (the bundle's items files,
// `lwb export-view --format jsonl`). Which a file is, is told by its first bytes, not its name.
//
// Every line of every file is read and checked first; only when all are good are the items
// written, in file and line order, in batches (itembatches.h). An item whose key repeats an
// earlier line's replaces it, as PutItem one after the other would. The files are read twice
// and only one line is held at a time, so memory stays constant whatever their size.
//
// Threads: as Api (one thread at a time); `progress` is called on the calling thread.
#pragma once

#include "progress.h"

#include "model/error.h"

#include <QString>
#include <QStringList>

namespace lw {
class Workspace;
}

namespace lw::formats {

// Imports the items of `files` into `table`. `progress` hears after each batch written; a stop
// leaves the batches written so far in the table (each whole, with their history and stream
// records, like any other writes) and returns cancelled.
// Errors, with nothing written: ResourceNotFoundException "Requested resource not found: Table:
// <table> not found"; ValidationException "No files to import" for an empty list; naming the
// file and line, "<file>, line <n>: " followed by "is not JSON: <parser message>", "is not an
// {"Item": {...}} object", or DynamoDB's own text for an item the table would refuse
// (attributejson.h, "One or more parameter values were invalid: Missing the key pk in the item"
// …); filechunks.h's "<file>: cannot be read: <reason>", "<file>: is not valid gzip: …" and
// "<file>: is cut short". An error while writing (a file changed between the two reads, a
// storage fault) leaves the batches written before it.
Result<Outcome> importItemLines(Workspace &workspace, const QString &table,
                                const QStringList &files, const Progress &progress = {});

} // namespace lw::formats
