#include "staging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

constexpr qsizetype kTagLength = 6;

QString randomTag()
{
    static constexpr char kAlphabet[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    QString tag;
    for (qsizetype i = 0; i < kTagLength; ++i)
        tag += QLatin1Char(kAlphabet[QRandomGenerator::global()->bounded(62)]);
    return tag;
}

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

Error cannotCreate(const QString &path, const QString &why)
{
    return Error{ErrorType::InternalServerError,
                 u"cannot create a folder beside the target: "_s + path + u": "_s + why,
                 {}};
}

// Whether `fd` is still the file at `path` (a cleaner that took the lock may have removed it,
// and another file may have been made under the name since).
bool isFileAt(int fd, const QString &path)
{
    struct stat opened
    {
    }, named{};
    return ::fstat(fd, &opened) == 0 && ::stat(QFile::encodeName(path).constData(), &named) == 0 &&
           opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

} // namespace

Result<StagingDir> StagingDir::create(const QString &target)
{
    const QFileInfo info(target);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString path =
            info.absolutePath() + u"/."_s + info.fileName() + u".import-"_s + randomTag();
        const QString lock = path + u".lock"_s;
        const int fd = ::open(QFile::encodeName(lock).constData(),
                              O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0 && errno == EEXIST)
            continue;
        if (fd < 0)
            return std::unexpected(cannotCreate(lock, systemError()));
        // Locked before the folder exists, so no cleaner ever sees the folder unlocked. A
        // cleaner may take the new file's lock first and remove it (it holds no folder yet):
        // then this waits the moment it takes and tries another name.
        if (::flock(fd, LOCK_EX) != 0 || !isFileAt(fd, lock)) {
            ::close(fd);
            continue;
        }
        if (::mkdir(QFile::encodeName(path).constData(), 0755) == 0)
            return StagingDir(path, fd);
        const int mkdirErrno = errno;
        ::unlink(QFile::encodeName(lock).constData());
        ::close(fd);
        if (mkdirErrno != EEXIST) {
            errno = mkdirErrno;
            return std::unexpected(cannotCreate(path, systemError()));
        }
    }
    return std::unexpected(cannotCreate(target, u"no free name"_s));
}

StagingDir::StagingDir(StagingDir &&other) noexcept
    : m_path(std::exchange(other.m_path, QString())), m_lockFd(std::exchange(other.m_lockFd, -1))
{}

StagingDir::~StagingDir()
{
    if (!m_path.isEmpty()) {
        QDir(m_path).removeRecursively();
        ::unlink(QFile::encodeName(lockPath()).constData());
    }
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

Status StagingDir::moveTo(const QString &target)
{
    if (!QDir().rename(m_path, target))
        return std::unexpected(Error{ErrorType::InternalServerError,
                                     u"cannot move the imported workspace to "_s + target,
                                     {}});
    // Unlocked only now: until the rename, a cleaner must take the folder for a live import's.
    ::unlink(QFile::encodeName(lockPath()).constData());
    ::close(std::exchange(m_lockFd, -1));
    m_path.clear();
    return {};
}

int removeStaleStaging(const QString &dir)
{
    static const QRegularExpression kLockName(
        u"^\\..+\\.import-[A-Za-z0-9]{%1}\\.lock$"_s.arg(kTagLength));
    const QDir folder(dir);
    int removed = 0;
    for (const QString &name :
         folder.entryList({u".*.import-*.lock"_s}, QDir::Files | QDir::Hidden | QDir::System)) {
        if (!kLockName.match(name).hasMatch())
            continue;
        const QString lock = folder.filePath(name);
        const int fd = ::open(QFile::encodeName(lock).constData(), O_RDWR | O_CLOEXEC);
        if (fd < 0)
            continue;
        // Held for the whole removal, so no importer can take the name meanwhile; the file is
        // checked to be the one locked, as a cleaner beside this one may have removed it first.
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && isFileAt(fd, lock)) {
            const QString staging = lock.chopped(5); // ".lock"
            const QFileInfo info(staging);
            // Never through a link: what it points to is not an import's.
            if (!info.isSymLink() && info.isDir() && QDir(staging).removeRecursively())
                ++removed;
            if (!QFileInfo::exists(staging) && !info.isSymLink())
                ::unlink(QFile::encodeName(lock).constData());
        }
        ::close(fd);
    }
    return removed;
}

} // namespace lw::bundle
