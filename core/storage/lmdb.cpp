#include "lmdb.h"

#include "diskspace.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lw::storage {

namespace {

MDB_val toVal(QByteArrayView bytes)
{
    return MDB_val{size_t(bytes.size()), const_cast<char *>(bytes.data())};
}

} // namespace

Error lmdbError(const char *call, int rc, const QString &dir)
{
    if (isOutOfSpace(rc, dir))
        return Error{ErrorType::InternalServerError,
                     QString::fromLatin1(call) + u": "_s + outOfSpaceText(dir),
                     {}};
    return lmdbError(call, rc);
}

QString envDir(MDB_env *env)
{
    const char *dir = nullptr;
    return mdb_env_get_path(env, &dir) == 0 && dir ? QFile::decodeName(dir) : QString();
}

Error lmdbError(const char *call, int rc)
{
    return Error{ErrorType::InternalServerError,
                 QString::fromLatin1(call) + u": "_s + QString::fromLocal8Bit(mdb_strerror(rc)),
                 {}};
}

Env::~Env()
{
    if (m_env)
        mdb_env_close(m_env);
}

Env &Env::operator=(Env &&other) noexcept
{
    if (this != &other) {
        if (m_env)
            mdb_env_close(m_env);
        m_env = std::exchange(other.m_env, nullptr);
        m_noSync = other.m_noSync;
        m_neverSync = other.m_neverSync;
        m_writtenTo = other.m_writtenTo;
    }
    return *this;
}

Result<Env> Env::open(const QString &dir, const EnvOptions &options)
{
    Env env;
    if (int rc = mdb_env_create(&env.m_env))
        return std::unexpected(lmdbError("mdb_env_create", rc));
    if (int rc = mdb_env_set_maxdbs(env.m_env, options.maxDatabases))
        return std::unexpected(lmdbError("mdb_env_set_maxdbs", rc));
    // A larger map already on disk wins: LMDB keeps the bigger of the two.
    if (int rc = mdb_env_set_mapsize(env.m_env, size_t(options.initialMapSize)))
        return std::unexpected(lmdbError("mdb_env_set_mapsize", rc));
    unsigned readers = 0;
    mdb_env_get_maxreaders(env.m_env, &readers);
    if (auto full = reserveLockFile(dir, readers))
        return std::unexpected(
            Error{ErrorType::InternalServerError, u"mdb_env_open: "_s + *full, {}});
    unsigned flags = MDB_NOTLS;
    if (options.durability != Durability::Full)
        flags |= MDB_NOSYNC;
    if (int rc = mdb_env_open(env.m_env, QFile::encodeName(dir).constData(), flags, 0644))
        return std::unexpected(lmdbError("mdb_env_open", rc, dir));
    env.m_noSync = options.durability != Durability::Full;
    env.m_neverSync = options.durability == Durability::None;
    return env;
}

void Env::deferMetaSync(bool defer) const
{
    if (!m_noSync)
        mdb_env_set_flags(m_env, MDB_NOMETASYNC, defer ? 1 : 0); // fails only for an invalid flag
}

Status Env::syncFile() const
{
    if (m_neverSync)
        return {};
    mdb_filehandle_t fd = -1;
    if (int rc = mdb_env_get_fd(m_env, &fd))
        return std::unexpected(lmdbError("mdb_env_get_fd", rc));
    if (::fdatasync(fd) != 0)
        return std::unexpected(lmdbError("fdatasync", errno, envDir(m_env)));
    return {};
}

void Env::writeAhead() const
{
    if (m_noSync)
        return;
    const qint64 used = usedSize();
    const qint64 ahead = std::clamp(used / 8, qint64(1) << 20, qint64(32) << 20);
    if (m_writtenTo - used >= ahead / 2)
        return;
    mdb_filehandle_t fd = -1;
    struct stat file;
    if (mdb_env_get_fd(m_env, &fd) != 0 || ::fstat(fd, &file) != 0)
        return;
    // LMDB's own commits lengthen the file up to the used size; never write over them.
    m_writtenTo = std::max(qint64(file.st_size), used);
    const qint64 end = std::min(used + ahead, mapSize());
    struct statvfs disk;
    if (m_writtenTo - used >= ahead / 2 || end <= m_writtenTo || ::fstatvfs(fd, &disk) != 0 ||
        qint64(disk.f_bavail) * qint64(disk.f_frsize) < 4 * (end - m_writtenTo))
        return;
    static const QByteArray zeros(256 * 1024, '\0');
    while (m_writtenTo < end) {
        const size_t size = size_t(std::min<qint64>(zeros.size(), end - m_writtenTo));
        const ssize_t written = ::pwrite(fd, zeros.constData(), size, off_t(m_writtenTo));
        if (written <= 0)
            return;
        m_writtenTo += written;
    }
}

size_t Env::lastTxnId() const
{
    MDB_envinfo info;
    mdb_env_info(m_env, &info);
    return info.me_last_txnid;
}

qint64 Env::mapSize() const
{
    MDB_envinfo info;
    mdb_env_info(m_env, &info);
    return qint64(info.me_mapsize);
}

qint64 Env::usedSize() const
{
    MDB_envinfo info;
    mdb_env_info(m_env, &info);
    MDB_stat stat;
    mdb_env_stat(m_env, &stat);
    return qint64(info.me_last_pgno + 1) * qint64(stat.ms_psize);
}

Status Env::grow()
{
    if (int rc = mdb_env_set_mapsize(m_env, size_t(mapSize()) * 2))
        return std::unexpected(lmdbError("mdb_env_set_mapsize", rc));
    return {};
}

Txn &Txn::operator=(Txn &&other) noexcept
{
    if (this != &other) {
        abort();
        m_txn = std::exchange(other.m_txn, nullptr);
        m_mapFull = other.m_mapFull;
        m_observer = std::exchange(other.m_observer, nullptr);
    }
    return *this;
}

Result<Txn> Txn::beginRead(const Env &env)
{
    Txn txn;
    if (int rc = mdb_txn_begin(env.handle(), nullptr, MDB_RDONLY, &txn.m_txn))
        return std::unexpected(lmdbError("mdb_txn_begin", rc));
    return txn;
}

Result<Txn> Txn::beginWrite(const Env &env)
{
    Txn txn;
    if (int rc = mdb_txn_begin(env.handle(), nullptr, 0, &txn.m_txn))
        return std::unexpected(lmdbError("mdb_txn_begin", rc));
    return txn;
}

Result<Txn> Txn::beginNested(const Env &env, Txn &parent)
{
    Txn txn;
    if (int rc = mdb_txn_begin(env.handle(), parent.handle(), 0, &txn.m_txn))
        return std::unexpected(lmdbError("mdb_txn_begin", rc));
    return txn;
}

Status Txn::commit()
{
    MDB_env *env = mdb_txn_env(m_txn);
    // mdb_txn_commit frees the handle whether it succeeds or not.
    int rc = mdb_txn_commit(std::exchange(m_txn, nullptr));
    if (rc) {
        noteError(rc);
        return std::unexpected(lmdbError("mdb_txn_commit", rc, envDir(env)));
    }
    return {};
}

void Txn::abort()
{
    if (m_txn)
        mdb_txn_abort(std::exchange(m_txn, nullptr));
}

void Txn::reset()
{
    mdb_txn_reset(m_txn);
}

Status Txn::renew()
{
    if (int rc = mdb_txn_renew(m_txn))
        return std::unexpected(lmdbError("mdb_txn_renew", rc));
    return {};
}

Result<Dbi> Dbi::open(Txn &txn, const char *name)
{
    Dbi dbi;
    if (int rc = mdb_dbi_open(txn.handle(), name, MDB_CREATE, &dbi.id))
        return std::unexpected(lmdbError("mdb_dbi_open", rc));
    return dbi;
}

Result<std::optional<QByteArrayView>> get(Txn &txn, Dbi dbi, QByteArrayView key)
{
    MDB_val k = toVal(key);
    MDB_val v{};
    int rc = mdb_get(txn.handle(), dbi.id, &k, &v);
    if (rc == MDB_NOTFOUND)
        return std::optional<QByteArrayView>();
    if (rc)
        return std::unexpected(lmdbError("mdb_get", rc));
    return std::optional<QByteArrayView>(
        QByteArrayView(static_cast<const char *>(v.mv_data), qsizetype(v.mv_size)));
}

namespace {

Status putWith(Txn &txn, Dbi dbi, QByteArrayView key, QByteArrayView value, unsigned flags)
{
    if (auto *observer = txn.observer())
        if (auto s = observer->aboutToWrite(txn, dbi, key); !s)
            return s;
    MDB_val k = toVal(key);
    MDB_val v = toVal(value);
    if (int rc = mdb_put(txn.handle(), dbi.id, &k, &v, flags)) {
        txn.noteError(rc);
        return std::unexpected(lmdbError("mdb_put", rc));
    }
    return {};
}

} // namespace

Status put(Txn &txn, Dbi dbi, QByteArrayView key, QByteArrayView value)
{
    return putWith(txn, dbi, key, value, 0);
}

Status append(Txn &txn, Dbi dbi, QByteArrayView key, QByteArrayView value)
{
    return putWith(txn, dbi, key, value, MDB_APPEND);
}

Result<bool> del(Txn &txn, Dbi dbi, QByteArrayView key)
{
    if (auto *observer = txn.observer())
        LW_TRY(observer->aboutToWrite(txn, dbi, key));
    MDB_val k = toVal(key);
    int rc = mdb_del(txn.handle(), dbi.id, &k, nullptr);
    if (rc == MDB_NOTFOUND)
        return false;
    if (rc) {
        txn.noteError(rc);
        return std::unexpected(lmdbError("mdb_del", rc));
    }
    return true;
}

Cursor::~Cursor()
{
    if (m_cursor)
        mdb_cursor_close(m_cursor);
}

Cursor &Cursor::operator=(Cursor &&other) noexcept
{
    if (this != &other) {
        if (m_cursor)
            mdb_cursor_close(m_cursor);
        m_cursor = std::exchange(other.m_cursor, nullptr);
        m_txn = other.m_txn;
        m_dbi = other.m_dbi;
        m_key = other.m_key;
        m_value = other.m_value;
    }
    return *this;
}

Result<Cursor> Cursor::open(Txn &txn, Dbi dbi)
{
    Cursor cursor;
    if (int rc = mdb_cursor_open(txn.handle(), dbi.id, &cursor.m_cursor))
        return std::unexpected(lmdbError("mdb_cursor_open", rc));
    cursor.m_txn = &txn;
    cursor.m_dbi = dbi.id;
    return cursor;
}

Result<bool> Cursor::move(MDB_cursor_op op, const char *call)
{
    int rc = mdb_cursor_get(m_cursor, &m_key, &m_value, op);
    if (rc == MDB_NOTFOUND)
        return false;
    if (rc)
        return std::unexpected(lmdbError(call, rc));
    return true;
}

Result<bool> Cursor::seek(QByteArrayView key)
{
    m_key = toVal(key);
    auto found = move(MDB_SET_RANGE, "mdb_cursor_get(MDB_SET_RANGE)");
    if (!found || !*found)
        m_key = m_value = MDB_val{}; // not left pointing at the caller's probe
    return found;
}

Result<bool> Cursor::first()
{
    return move(MDB_FIRST, "mdb_cursor_get(MDB_FIRST)");
}
Result<bool> Cursor::last()
{
    return move(MDB_LAST, "mdb_cursor_get(MDB_LAST)");
}
Result<bool> Cursor::next()
{
    return move(MDB_NEXT, "mdb_cursor_get(MDB_NEXT)");
}
Result<bool> Cursor::prev()
{
    return move(MDB_PREV, "mdb_cursor_get(MDB_PREV)");
}

Status Cursor::erase()
{
    if (auto *observer = m_txn->observer())
        if (auto s = observer->aboutToWrite(*m_txn, Dbi{m_dbi}, key()); !s)
            return s;
    if (int rc = mdb_cursor_del(m_cursor, 0))
        return std::unexpected(lmdbError("mdb_cursor_del", rc));
    return {};
}

} // namespace lw::storage
