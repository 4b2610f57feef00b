#include "workspace.h"

#include "engine/engine.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString systemError(const QString &what, const QString &path)
{
    return what + u" "_s + path + u": "_s + QString::fromLocal8Bit(strerror(errno));
}

Error inUse(const QString &dir, int pidFd)
{
    char buffer[32] = {};
    const ssize_t n = pidFd >= 0 ? ::pread(pidFd, buffer, sizeof buffer - 1, 0) : 0;
    const QString pid = n > 0 ? QString::fromLatin1(buffer, n).trimmed() : u"unknown"_s;
    return Error{ErrorType::ResourceInUse,
                 u"Workspace "_s + dir + u" is in use by another process (pid "_s + pid +
                     u"); close it there first"_s,
                 {}};
}

// Holds a workspace for the life of the object: an flock(2) on the folder itself, which no stray
// `rm` of a file inside can take away, and one on <dir>/workspace.lock, which holds the owner's
// pid for the message a second process shows (and is the lock versions before the folder lock
// took). The kernel drops both when the process dies, however it dies, so a crash never leaves a
// workspace locked.
class FolderLock
{
public:
    static Result<std::unique_ptr<FolderLock>> acquire(const QString &dir)
    {
        const QString lockPath = dir + u"/workspace.lock"_s;
        const int folderFd =
            ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folderFd < 0)
            return std::unexpected(
                Error{ErrorType::InternalServerError, systemError(u"Cannot open"_s, dir), {}});
        std::unique_ptr<FolderLock> lock(new FolderLock(folderFd));
        lock->m_pidFd =
            ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (::flock(folderFd, LOCK_EX | LOCK_NB) != 0)
            return std::unexpected(inUse(dir, lock->m_pidFd));
        if (lock->m_pidFd < 0)
            return std::unexpected(
                Error{ErrorType::InternalServerError, systemError(u"Cannot open"_s, lockPath), {}});
        if (::flock(lock->m_pidFd, LOCK_EX | LOCK_NB) != 0)
            return std::unexpected(inUse(dir, lock->m_pidFd));
        const QByteArray pid = QByteArray::number(qint64(::getpid())) + '\n';
        if (::ftruncate(lock->m_pidFd, 0) != 0 ||
            ::pwrite(lock->m_pidFd, pid.constData(), size_t(pid.size()), 0) < 0) {
            // The pid only improves the message a second process shows; the locks themselves hold.
        }
        return lock;
    }
    ~FolderLock()
    {
        if (m_pidFd >= 0)
            ::close(m_pidFd);
        ::close(m_folderFd);
    }

private:
    explicit FolderLock(int folderFd) : m_folderFd(folderFd) {}
    int m_folderFd;
    int m_pidFd = -1;
};

} // namespace

struct Workspace::Private
{
    // Declared first, so that it goes last: the folder is removed after its lock is let go.
    std::unique_ptr<QTemporaryDir> throwaway;
    std::unique_ptr<FolderLock> lock;
};

Workspace::Workspace(QString dir, std::unique_ptr<Engine> engine)
    : m_dir(std::move(dir)), m_engine(std::move(engine)), m_api(*m_engine)
{}

Workspace::~Workspace() = default;

namespace {

constexpr auto kThrowawayPrefix = "lwb-in-memory-"_L1;

// The folder in memory where the system has one: a throwaway workspace then costs no disk writes.
QString throwawayParent()
{
    const QFileInfo shm(u"/dev/shm"_s);
    return shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
}

// Removes the throwaway workspaces of servers that died without removing theirs (a SIGKILL, a
// crash): every one whose folder lock nobody holds. A folder younger than a minute is left alone,
// as its server may be between making it and locking it.
void removeAbandonedThrowaways(const QString &parent)
{
    const QDateTime settled = QDateTime::currentDateTimeUtc().addSecs(-60);
    const QFileInfoList folders = QDir(parent).entryInfoList(
        {kThrowawayPrefix + u'*'}, QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QFileInfo &folder : folders) {
        if (folder.lastModified() > settled) // its lock file, made at once, touched it
            continue;
        if (auto lock = FolderLock::acquire(folder.filePath()); lock)
            QDir(folder.filePath()).removeRecursively(); // the lock's files go with it
    }
}

} // namespace

Result<std::unique_ptr<Workspace>> Workspace::open(const QString &dir)
{
    const QString path = QDir(dir).absolutePath();
    if (!QDir().mkpath(path))
        return std::unexpected(
            Error{ErrorType::InternalServerError, u"Cannot create workspace folder "_s + path, {}});
    return openIn(path, nullptr);
}

Result<std::unique_ptr<Workspace>> Workspace::openThrowaway()
{
    const QString parent = throwawayParent();
    removeAbandonedThrowaways(parent);
    auto folder = std::make_unique<QTemporaryDir>(parent + u'/' + kThrowawayPrefix + u"XXXXXX"_s);
    if (!folder->isValid())
        return std::unexpected(
            Error{ErrorType::InternalServerError,
                  u"Cannot create a throwaway workspace: "_s + folder->errorString(),
                  {}});
    const QString path = folder->path(); // before the move: arguments go in no set order
    return openIn(path, std::move(folder));
}

Result<std::unique_ptr<Workspace>> Workspace::openIn(const QString &path,
                                                     std::unique_ptr<QTemporaryDir> throwaway)
{
    auto lock = FolderLock::acquire(path);
    LW_TRY(lock);
    EngineOptions options;
    options.durability = throwaway ? Durability::None : Durability::Full;
    // The one place the wall clock is read: a new workspace's clock starts at its creation.
    auto engine = Engine::open(path, options, [] { return QDateTime::currentMSecsSinceEpoch(); });
    LW_TRY(engine);
    std::unique_ptr<Workspace> ws(new Workspace(path, std::move(*engine)));
    ws->m_private = std::make_unique<Private>(Private{std::move(throwaway), std::move(*lock)});
    return ws;
}

bool Workspace::isThrowaway() const
{
    return m_private->throwaway != nullptr;
}

QString Workspace::defaultDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/default"_s;
}

} // namespace lw
