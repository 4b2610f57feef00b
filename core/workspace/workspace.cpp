#include "workspace.h"

#include "engine/engine.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Holds an flock(2) on <dir>/workspace.lock. The kernel drops the lock when the process dies,
// however it dies, so a crash never leaves a workspace locked.
class FolderLock
{
public:
    static Result<std::unique_ptr<FolderLock>> acquire(const QString &dir)
    {
        const QString path = dir + u"/workspace.lock"_s;
        const int fd =
            ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0)
            return std::unexpected(
                Error{ErrorType::InternalServerError,
                      u"Cannot open "_s + path + u": "_s + QString::fromLocal8Bit(strerror(errno)),
                      {}});
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            char buffer[32] = {};
            const ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
            ::close(fd);
            const QString pid = n > 0 ? QString::fromLatin1(buffer, n).trimmed() : u"unknown"_s;
            return std::unexpected(Error{ErrorType::ResourceInUse,
                                         u"Workspace "_s + dir +
                                             u" is in use by another process (pid "_s + pid +
                                             u"); close it there first"_s,
                                         {}});
        }
        const QByteArray pid = QByteArray::number(qint64(::getpid())) + '\n';
        if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.constData(), size_t(pid.size()), 0) < 0) {
            // The pid only improves the message a second process shows; the lock itself holds.
        }
        return std::unique_ptr<FolderLock>(new FolderLock(fd));
    }
    ~FolderLock() { ::close(m_fd); }

private:
    explicit FolderLock(int fd) : m_fd(fd) {}
    int m_fd;
};

} // namespace

struct Workspace::Private
{
    std::unique_ptr<FolderLock> lock;
};

Workspace::Workspace(QString dir, std::unique_ptr<Engine> engine)
    : m_dir(std::move(dir)), m_engine(std::move(engine)), m_api(*m_engine)
{}

Workspace::~Workspace() = default;

Result<std::unique_ptr<Workspace>> Workspace::open(const QString &dir)
{
    const QString path = QDir(dir).absolutePath();
    if (!QDir().mkpath(path))
        return std::unexpected(
            Error{ErrorType::InternalServerError, u"Cannot create workspace folder "_s + path, {}});
    auto lock = FolderLock::acquire(path);
    if (!lock)
        return std::unexpected(lock.error());
    // The one place the wall clock is read: a new workspace's clock starts at its creation.
    auto engine = Engine::open(path, storage::EnvOptions{},
                               [] { return QDateTime::currentMSecsSinceEpoch(); });
    if (!engine)
        return std::unexpected(engine.error());
    std::unique_ptr<Workspace> ws(new Workspace(path, std::move(*engine)));
    ws->m_private = std::make_unique<Private>(Private{std::move(*lock)});
    return ws;
}

QString Workspace::defaultDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/default"_s;
}

} // namespace lw
