// The db/<name>.records entries of a bundle: one LMDB sub-database, every key and value in key
// order, each as a 4-byte little-endian length followed by its bytes (key, value, key, value …).
// Binary-safe and stable: it is the engine's stored bytes, nothing re-encoded.
#pragma once

#include "model/error.h"
#include "storage/lmdb.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace lw::bundle {

// Key and value, viewing the encoded entry they were decoded from.
using Record = std::pair<QByteArrayView, QByteArrayView>;

// "db/<database>.records".
QString recordsEntryName(const QByteArray &database);
// The sub-database a "db/<name>.records" entry holds, when it names one the engine has
// (Engine::databaseNames()); empty otherwise.
QByteArray databaseOfEntry(const QString &entryName);

// Every record of `dbi` in `txn`, encoded.
Result<QByteArray> encodeRecords(storage::Txn &txn, storage::Dbi dbi);
// The records of an encoded entry, viewing `encoded` (which must outlive them). Errors:
// ValidationException "<entry> is cut short" when a length runs past the end, "<entry> holds its
// records out of key order" when a key does not come after the one before (LMDB's order: bytes).
Result<QList<Record>> decodeRecords(const QByteArray &encoded, const QString &entry);

} // namespace lw::bundle
