#include "diskspace.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lw::storage {

namespace {

// LMDB's lock file: a header of two cache lines, then one cache line per reader slot. A file
// larger than LMDB needs is kept as it is (LMDB then allows a few more readers).
constexpr off_t kCacheLine = 64;

bool fileSystemFull(const QString &path)
{
    struct statvfs fs = {};
    if (::statvfs(QFile::encodeName(path).constData(), &fs) != 0)
        return false;
    // root may write into the blocks reserved for it, so for root only those count as well.
    const auto free = ::geteuid() == 0 ? fs.f_bfree : fs.f_bavail;
    return free * fs.f_frsize < 4096;
}

} // namespace

bool isOutOfSpace(int code, const QString &path)
{
    return code == ENOSPC || code == EDQUOT || (code == EIO && fileSystemFull(path));
}

QString outOfSpaceText(const QString &path)
{
    return u"no space left on device ("_s + path + u")"_s;
}

std::optional<QString> reserveLockFile(const QString &dir, unsigned maxReaders)
{
    const QString path = dir + u"/lock.mdb"_s;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return isOutOfSpace(errno, dir) ? std::optional(outOfSpaceText(dir)) : std::nullopt;
    const off_t size = (off_t(maxReaders) + 2) * kCacheLine;
    // posix_fallocate returns the error rather than setting errno; it keeps a longer file whole.
    const int code = ::posix_fallocate(fd, 0, size);
    ::close(fd);
    if (code == ENOSPC || code == EDQUOT)
        return outOfSpaceText(dir);
    // Any other failure leaves the file as LMDB would have had it anyway.
    return std::nullopt;
}

} // namespace lw::storage
