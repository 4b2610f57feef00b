// Move-only RAII wrappers over LMDB, used only inside core/ (STYLE #4). Every failure becomes an
// lw::Error of type InternalServerError whose message names the failing mdb_* call and LMDB's
// text, so a user sees "mdb_put: MDB_MAP_FULL: Environment mapsize limit reached" rather than a
// bare code. A transaction aborts in its destructor unless committed.
//
// Threads: the environment is opened with MDB_NOTLS, so read transactions are not tied to the
// thread that began them; a write transaction must stay on its thread (LMDB's rule).
#pragma once

#include "engine/options.h" // Durability, which callers above the engine choose
#include "model/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <lmdb.h>

#include <optional>

namespace lw::storage {

// Error for a failed LMDB call: "<call>: <mdb_strerror(rc)>".
Error lmdbError(const char *call, int rc);
// As above for a call that writes to the environment in `dir`; a full disk is "<call>: no space
// left on device (<dir>)" (diskspace.h).
Error lmdbError(const char *call, int rc, const QString &dir);
// The folder an open environment lives in.
QString envDir(MDB_env *env);

struct EnvOptions
{
    qint64 initialMapSize = qint64(64) << 20;
    Durability durability = Durability::Full;
    unsigned maxDatabases = 32;
};

class Env
{
public:
    Env() = default;
    ~Env();
    Env(Env &&other) noexcept
        : m_env(std::exchange(other.m_env, nullptr)), m_noSync(other.m_noSync),
          m_neverSync(other.m_neverSync), m_writtenTo(other.m_writtenTo)
    {}
    Env &operator=(Env &&other) noexcept;

    // Opens the environment in an existing folder (data.mdb + lock.mdb).
    static Result<Env> open(const QString &dir, const EnvOptions &options);

    // Doubles the map. Must be called with no transaction of this process open.
    Status grow();
    qint64 mapSize() const;
    // The bytes of the map the last commit uses (its pages up to the highest in use).
    qint64 usedSize() const;

    // Group commit (engine/engine.h). While the meta sync is deferred (deferMetaSync(true), set
    // before the write transaction begins), a commit writes its pages and fdatasyncs them, then
    // writes its meta page without a sync of its own (LMDB's MDB_NOMETASYNC). LMDB documents that
    // this keeps the environment intact through a system crash, which may only undo the last
    // commits: they are durable once a later commit's sync or syncFile() has flushed the meta
    // page. (Skipping the data sync too, MDB_NOSYNC, is not safe: a crash can then leave a meta
    // page that names pages never written or since reused.) An environment opened
    // Durability::NoSync stays unsynced. Not with a write transaction open.
    void deferMetaSync(bool defer) const; // the environment's flags, not this object
    // The id of the last committed write transaction: whether anything was committed since a
    // sync began.
    size_t lastTxnId() const;
    // fdatasync of data.mdb, what mdb_env_sync does for this environment (no MDB_WRITEMAP):
    // every commit made before it began is on disk once it returns. Touches no LMDB state, so it
    // may run on another thread while this one goes on committing (the commits after it began
    // need a later sync). Does nothing for Durability::None. Errors: InternalServerError
    // "fdatasync: <reason>".
    Status syncFile() const;
    bool syncsFile() const { return !m_neverSync; } // false: opened Durability::None

    // Keeps data.mdb written out, with zeros, ahead of the pages in use, for an environment
    // opened Durability::Full: a commit's new pages then overwrite blocks the file already has,
    // and its fdatasync flushes only them. Pages written past the end of the file also change
    // its size and allocate blocks, which the sync must journal too: about four times the cost
    // (0.40 against 0.11 ms a 4 KB synced write on this machine's disk, `dd oflag=dsync` with and
    // without conv=notrunc). LMDB never reads past the last page in use (usedSize()) and writes
    // every page it allocates whole, so what lies beyond is free to write. Up to an eighth of
    // the used size ahead (1 to 32 MB), refreshed once less than half of that is left, and only
    // while the disk keeps four times as much free: a full disk stays the workspace's error, not
    // this one's. A write that fails is left for a later call (nothing depends on it). Call with
    // no write transaction open, on the thread that writes.
    void writeAhead() const;

    MDB_env *handle() const { return m_env; }

private:
    MDB_env *m_env = nullptr;
    bool m_noSync = false;          // opened Durability::NoSync or None
    bool m_neverSync = false;       // opened Durability::None
    mutable qint64 m_writtenTo = 0; // writeAhead(): the file's length when last looked at
};

class Txn;
struct Dbi;

// Told of every write a transaction is about to make, before it is made: an undo journal
// (engine/journal.h) keeps the old values of the sub-databases it tracks, so rewind can put them
// back. An error stops the write.
class WriteObserver
{
public:
    virtual ~WriteObserver() = default;
    // `key` of `dbi` is about to be overwritten or deleted (it may not exist).
    virtual Status aboutToWrite(Txn &txn, Dbi dbi, QByteArrayView key) = 0;
};

class Txn
{
public:
    Txn() = default;
    ~Txn() { abort(); }
    Txn(Txn &&other) noexcept
        : m_txn(std::exchange(other.m_txn, nullptr)), m_mapFull(other.m_mapFull),
          m_observer(std::exchange(other.m_observer, nullptr))
    {}
    Txn &operator=(Txn &&other) noexcept;

    static Result<Txn> beginRead(const Env &env);
    static Result<Txn> beginWrite(const Env &env);
    // A transaction nested in the write transaction `parent` (which must not be used until this
    // one ends): its commit makes its writes part of the parent, its abort drops only them.
    static Result<Txn> beginNested(const Env &env, Txn &parent);

    Status commit();
    void abort();
    // A read transaction can be parked with reset() and reused with renew(), which is much
    // cheaper than beginning a new one for every GetItem.
    void reset();
    Status renew();

    // Set when any call in this transaction failed with MDB_MAP_FULL: the caller aborts, grows
    // the map and runs the whole operation again.
    bool mapFull() const { return m_mapFull; }
    void noteError(int rc)
    {
        if (rc == MDB_MAP_FULL)
            m_mapFull = true;
    }

    MDB_txn *handle() const { return m_txn; }

    // The observer told of every put(), del() and Cursor::erase() in this transaction (none:
    // null). It must outlive the transaction, or be cleared first.
    void setObserver(WriteObserver *observer) { m_observer = observer; }
    WriteObserver *observer() const { return m_observer; }

private:
    MDB_txn *m_txn = nullptr;
    bool m_mapFull = false;
    WriteObserver *m_observer = nullptr;
};

// A named sub-database handle. Handles are opened once (in a write transaction that commits) and
// stay valid for the life of the environment.
struct Dbi
{
    MDB_dbi id = 0;
    static Result<Dbi> open(Txn &txn, const char *name);
};

// Views returned by get() and cursors point into the map: valid until the transaction ends or
// the next write in it.
Result<std::optional<QByteArrayView>> get(Txn &txn, Dbi dbi, QByteArrayView key);
Status put(Txn &txn, Dbi dbi, QByteArrayView key, QByteArrayView value);
// As put(), for loading a sub-database in key order (MDB_APPEND: no search, pages filled whole).
// Error: InternalServerError "mdb_put: MDB_KEYEXIST …" when `key` is not after every key there.
Status append(Txn &txn, Dbi dbi, QByteArrayView key, QByteArrayView value);
// True when the key existed.
Result<bool> del(Txn &txn, Dbi dbi, QByteArrayView key);

class Cursor
{
public:
    Cursor() = default;
    ~Cursor();
    // A moved cursor keeps its position and the entry it is on.
    Cursor(Cursor &&other) noexcept
        : m_cursor(std::exchange(other.m_cursor, nullptr)), m_txn(other.m_txn), m_dbi(other.m_dbi),
          m_key(other.m_key), m_value(other.m_value)
    {}
    Cursor &operator=(Cursor &&other) noexcept;

    // The cursor keeps a pointer to `txn` (for its observer): the transaction must not move
    // while the cursor is open.
    static Result<Cursor> open(Txn &txn, Dbi dbi);

    // Positioning: each returns false when there is no such entry (MDB_NOTFOUND).
    Result<bool> seek(QByteArrayView key); // first entry with key >= `key`
    Result<bool> first();
    Result<bool> last();
    Result<bool> next();
    Result<bool> prev();
    // Deletes the entry under the cursor.
    Status erase();

    QByteArrayView key() const { return view(m_key); }
    QByteArrayView value() const { return view(m_value); }

private:
    static QByteArrayView view(const MDB_val &v)
    {
        return QByteArrayView(static_cast<const char *>(v.mv_data), qsizetype(v.mv_size));
    }
    Result<bool> move(MDB_cursor_op op, const char *call);

    MDB_cursor *m_cursor = nullptr;
    Txn *m_txn = nullptr;
    MDB_dbi m_dbi = 0;
    MDB_val m_key{};
    MDB_val m_value{};
};

} // namespace lw::storage
