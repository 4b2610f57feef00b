// Importing a NoSQL Workbench data model (its JSON export; workbenchmodelread.h gives the shape
// and what is carried over): each table is created with its GSIs and its sample data put, all
// through the api, so the tables and items meet the same rules and texts as any CreateTable and
// BatchWriteItem.
//
// All or nothing. Everything is checked before anything is written: the file, every table's
// CreateTable request (api/requestjson.h's createTableDefinition(), the action's own checks),
// that no table of the model exists already or appears twice, and every item against its
// table (itembatches.h's checkedItem()). A bad model therefore changes nothing at all. The
// engine has no call that creates tables and writes items in one LMDB transaction, so the
// writes are calls of their own; should one still fail part-way (a storage fault: every rule
// was checked), or the progress callback ask to stop, the tables this import created are
// deleted again. That is sound because their names were free before, so nothing but this
// import's own tables is touched and the workspace's tables and items are as they were; the
// history keeps the attempt, as tables created and deleted at the same instant.
//
// Threads: as Api (one thread at a time); `progress` is called on the calling thread.
#pragma once

#include "progress.h"

#include "model/error.h"

#include <QList>
#include <QString>

namespace lw {
class Workspace;
}

namespace lw::formats {

// Imports the model in the file at `path`. `progress` hears after each batch of items written,
// against the model's item count; a stop deletes the created tables again and returns
// cancelled. Errors (the message starting "Model <file name>: "): a file that cannot be read;
// readWorkbenchModel()'s; naming the table, "table \"<name>\": " with CreateTable's text for a
// request it would refuse, ResourceInUseException "Table already exists: <name>" for a table
// the workspace has, "appears twice in the model"; naming the item, "table \"<name>\",
// TableData[<i>]: " (or "TableFacets[<f>].TableData[<i>]: ") with PutItem's text for an item its
// table would refuse.
Result<ModelOutcome> importWorkbenchModel(Workspace &workspace, const QString &path,
                                          const Progress &progress = {});

} // namespace lw::formats
