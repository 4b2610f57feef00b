// The sub-database handles of the two modules that keep items: the item store (itemstore.h) and
// the history (history.h). Apart from their headers so that the engine (engineimpl.h) can hold
// them without the code that works on them.
#pragma once

#include "model/error.h"
#include "storage/lmdb.h"

namespace lw {

// The item store's own sub-databases (FROZEN names "items", "indexes", "stats"), opened in `txn`
// and created when new (itemstore.cpp). The items hold each item's head (history.h); the
// statistics also hold the sequence counter every change takes its number from (history.h).
struct ItemDbs
{
    storage::Dbi items, indexes, stats;
    static Result<ItemDbs> open(storage::Txn &txn);
};

namespace history {

// The history's own sub-databases (FROZEN names "log", "versions"), opened in `txn` and created
// when new (history.cpp).
struct HistoryDbs
{
    storage::Dbi log, versions;
    static Result<HistoryDbs> open(storage::Txn &txn);
};

// What the history reads and writes: its own sub-databases, and the item store's, whose heads are
// every item's newest version and whose statistics hold the sequence counter.
struct Dbs : ItemDbs, HistoryDbs
{};

} // namespace history

} // namespace lw
