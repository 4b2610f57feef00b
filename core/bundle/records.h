// The db/<name>.records entries of a bundle: one LMDB sub-database, every key and value in key
// order, each as a 4-byte little-endian length followed by its bytes (key, value, key, value …).
// Binary-safe and stable: it is the engine's stored bytes, nothing re-encoded.
#pragma once

#include "model/error.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <utility>

namespace lw::bundle {

// Key and value, viewing the bytes they were read from.
using Record = std::pair<QByteArrayView, QByteArrayView>;

// "db/<database>.records".
QString recordsEntryName(const QByteArray &database);
// The sub-database a "db/<name>.records" entry holds, when it names one the engine has
// (Engine::databaseNames()); empty otherwise.
QByteArray databaseOfEntry(const QString &entryName);

// Appends one record, encoded as above.
void appendRecord(QByteArray &out, QByteArrayView key, QByteArrayView value);

// The longest key LMDB stores (its default MDB_MAXKEYSIZE); a longer one, or an empty one,
// cannot be restored.
inline constexpr qsizetype kMaxRecordKeyBytes = 511;

// Reads the records of one entry as its bytes arrive, in chunks of any size, so that import
// holds one chunk and one record at a time however large the entry inflates. Each complete
// record goes to `sink` (its views valid only during the call); the first error stops the
// reading and is returned by feed() from then on.
class RecordParser
{
public:
    using Sink = std::function<Status(const Record &)>;
    // `entry` names the entry in errors, e.g. "entry \"db/meta.records\"".
    RecordParser(QString entry, Sink sink) : m_entry(std::move(entry)), m_sink(std::move(sink)) {}

    // The next bytes of the entry. Errors (ValidationException): "<entry> holds its records out
    // of key order" when a key does not come after the one before (LMDB's order: bytes; import
    // appends each sub-database in key order, which needs it); "<entry> holds a key of N bytes;
    // LMDB stores keys of 1 to 511" for an empty key or one past kMaxRecordKeyBytes; and
    // whatever `sink` returns.
    Status feed(QByteArrayView chunk);
    // After the last chunk. Error: ValidationException "<entry> is cut short" when a record was
    // begun but not ended.
    Status finish();

private:
    // The size of the record `bytes` begins with, as far as they tell: more than bytes.size()
    // while it is not complete. Error: a key past kMaxRecordKeyBytes.
    Result<qint64> extent(QByteArrayView bytes) const;
    // Checks the order of the complete record `bytes` begins with and hands it to the sink.
    Status deliver(QByteArrayView bytes);

    QString m_entry;
    Sink m_sink;
    QByteArray m_pending;   // a record begun in an earlier chunk
    QByteArray m_lastKey;   // the key before, for the order check
    bool m_hasLast = false; // whether m_lastKey holds one (the empty key is a key)
    Status m_failed;
};

} // namespace lw::bundle
