// An LD_PRELOAD interposer that records what a process writes to the files of one folder, and
// when it syncs them, so that a checker can build the images a power cut could leave
// (tests/crash/crashlog.h reads the log, crashimages.h builds the images).
//
//   LWB_WRITELOG=/path/of/the.log LWB_WRITELOG_DIR=/the/workspace  <program>
//
// Files opened under LWB_WRITELOG_DIR (by open, open64, openat, openat64, creat) are tracked by
// descriptor until closed. For each of them it logs every write as it completes (pwrite,
// pwrite64, write, writev, pwritev, pwritev64: the offset and the bytes), each fsync and
// fdatasync as two records (begun, ended), and ftruncate. Writes through a descriptor opened
// O_SYNC or O_DSYNC are marked as durable on return, as the kernel promises for them.
// sync_file_range is logged but promises nothing durable (it neither flushes the device cache
// nor the metadata). A writable shared mmap of a tracked file, or msync of any mapping, is logged
// as such: the writes through a map are not seen here, so the checker refuses such a log rather
// than build images that lack them (LMDB writes through a map only with MDB_WRITEMAP).
//
// Every record is one write(2) on a descriptor opened O_APPEND, made before the call returns to
// the program, so a SIGKILL keeps everything logged so far. A mutex orders a write and its record
// against a sync's "begun" record: a write logged before "begun" had completed before the sync
// began, and so is covered by it; one logged after may or may not be.
//
// Record layout (little-endian, this machine's): struct Record then `length` bytes of data for
// Write (the bytes written), Name (the path relative to the folder).
#define _GNU_SOURCE
#include "writelog.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

enum
{
    kMaxFds = 4096,
    kMaxFiles = 256,
};

static int g_log = -1;
static char g_dir[PATH_MAX];
static size_t g_dirLength;
static pthread_mutex_t g_mutex = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long g_seq;
// Per descriptor: 0 untracked, else the file's id + 1; and whether its writes are synchronous.
static int g_fdFile[kMaxFds];
static char g_fdSync[kMaxFds];
static char g_names[kMaxFiles][PATH_MAX];
static int g_nameCount;

static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static ssize_t (*real_pwrite64)(int, const void *, size_t, off64_t);
static ssize_t (*real_writev)(int, const struct iovec *, int);
static ssize_t (*real_pwritev)(int, const struct iovec *, int, off_t);
static ssize_t (*real_pwritev64)(int, const struct iovec *, int, off64_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static int (*real_sync_file_range)(int, off64_t, off64_t, unsigned int);
static int (*real_ftruncate)(int, off_t);
static int (*real_ftruncate64)(int, off64_t);
static int (*real_msync)(void *, size_t, int);
static void *(*real_mmap)(void *, size_t, int, int, int, off_t);
static void *(*real_mmap64)(void *, size_t, int, int, int, off64_t);
static int (*real_open)(const char *, int, ...);
static int (*real_open64)(const char *, int, ...);
static int (*real_openat)(int, const char *, int, ...);
static int (*real_openat64)(int, const char *, int, ...);
static int (*real_creat)(const char *, mode_t);
static int (*real_close)(int);

// POSIX's way to store dlsym's object pointer in a function pointer.
#define RESOLVE(name) *(void **)(&real_##name) = dlsym(RTLD_NEXT, #name)

static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static void resolveAndOpen(void)
{
    RESOLVE(write);
    RESOLVE(pwrite);
    RESOLVE(pwrite64);
    RESOLVE(writev);
    RESOLVE(pwritev);
    RESOLVE(pwritev64);
    RESOLVE(fsync);
    RESOLVE(fdatasync);
    RESOLVE(sync_file_range);
    RESOLVE(ftruncate);
    RESOLVE(ftruncate64);
    RESOLVE(msync);
    RESOLVE(mmap);
    RESOLVE(mmap64);
    RESOLVE(open);
    RESOLVE(open64);
    RESOLVE(openat);
    RESOLVE(openat64);
    RESOLVE(creat);
    RESOLVE(close);
    const char *log = getenv("LWB_WRITELOG");
    const char *dir = getenv("LWB_WRITELOG_DIR");
    if (!log || !dir || !realpath(dir, g_dir))
        return;
    g_dirLength = strlen(g_dir);
    g_log = real_open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
}

// Every wrapper starts here: another library's constructor may write before this one's runs.
static void init(void)
{
    pthread_once(&g_once, resolveAndOpen);
}

__attribute__((constructor)) static void writelogInit(void)
{
    init();
}

static unsigned long long nowNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

// Appends one record with its data; the caller holds g_mutex.
static void logRecord(unsigned type, int file, unsigned long long offset, const struct iovec *data,
                      int count, unsigned long long length)
{
    struct WriteLogRecord record = {type,   (unsigned)file, ++g_seq,           nowNs(),
                                    offset, length,         (uint64_t)gettid()};
    struct iovec parts[1 + 64];
    parts[0].iov_base = &record;
    parts[0].iov_len = sizeof record;
    int n = 1;
    unsigned long long left = length;
    for (int i = 0; i < count && left > 0 && n < 1 + 64; ++i) {
        const size_t take = data[i].iov_len < left ? data[i].iov_len : (size_t)left;
        parts[n].iov_base = data[i].iov_base;
        parts[n].iov_len = take;
        left -= take;
        ++n;
    }
    // One append per record; a short append of a log on a local disk is not expected.
    if (real_writev(g_log, parts, n) < 0)
        abort();
}

static int trackedFile(int fd)
{
    init();
    return g_log >= 0 && fd >= 0 && fd < kMaxFds ? g_fdFile[fd] - 1 : -1;
}

// Starts tracking `fd`, just opened as `path` (relative to `dirfd` unless absolute).
static void track(int fd, int dirfd, const char *path, int flags)
{
    init();
    if (g_log < 0 || fd < 0 || fd >= kMaxFds)
        return;
    char full[PATH_MAX];
    if (path[0] == '/' || dirfd == AT_FDCWD) {
        if (!realpath(path, full))
            return;
    } else {
        return; // not used by LMDB or Qt for workspace files
    }
    if (strncmp(full, g_dir, g_dirLength) != 0 || full[g_dirLength] != '/')
        return;
    const char *relative = full + g_dirLength + 1;
    pthread_mutex_lock(&g_mutex);
    int file = 0;
    while (file < g_nameCount && strcmp(g_names[file], relative) != 0)
        ++file;
    if (file == g_nameCount && g_nameCount < kMaxFiles) {
        strcpy(g_names[g_nameCount++], relative);
        struct iovec name = {(void *)relative, strlen(relative)};
        logRecord(WriteLogName, file, 0, &name, 1, name.iov_len);
    }
    if (file < g_nameCount) {
        g_fdFile[fd] = file + 1;
        g_fdSync[fd] = (flags & (O_SYNC | O_DSYNC)) != 0;
    }
    pthread_mutex_unlock(&g_mutex);
}

static mode_t modeArgument(int flags, va_list args)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? va_arg(args, mode_t) : 0;
}

int open(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    init();
    const int fd = real_open(path, flags, mode);
    track(fd, AT_FDCWD, path, flags);
    return fd;
}

int open64(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    init();
    const int fd = real_open64(path, flags, mode);
    track(fd, AT_FDCWD, path, flags);
    return fd;
}

int openat(int dirfd, const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    init();
    const int fd = real_openat(dirfd, path, flags, mode);
    track(fd, dirfd, path, flags);
    return fd;
}

int openat64(int dirfd, const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    init();
    const int fd = real_openat64(dirfd, path, flags, mode);
    track(fd, dirfd, path, flags);
    return fd;
}

int creat(const char *path, mode_t mode)
{
    init();
    const int fd = real_creat(path, mode);
    track(fd, AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC);
    return fd;
}

int close(int fd)
{
    init();
    if (trackedFile(fd) >= 0) {
        pthread_mutex_lock(&g_mutex);
        g_fdFile[fd] = 0;
        pthread_mutex_unlock(&g_mutex);
    }
    return real_close(fd);
}

// A write of `data` at `offset` (-1: the descriptor's position, read before the write), run by
// `call` and logged once it has returned.
#define LOGGED_WRITE(fd, offset, data, count, call)                                                \
    do {                                                                                           \
        const int file = trackedFile(fd);                                                          \
        if (file < 0)                                                                              \
            return call;                                                                           \
        pthread_mutex_lock(&g_mutex);                                                              \
        long long at = (offset) >= 0 ? (long long)(offset) : (long long)lseek(fd, 0, SEEK_CUR);    \
        const ssize_t written = call;                                                              \
        if (written > 0 && at >= 0)                                                                \
            logRecord(g_fdSync[fd] ? WriteLogDurableWrite : WriteLogWrite, file,                   \
                      (unsigned long long)at, data, count, (unsigned long long)written);           \
        pthread_mutex_unlock(&g_mutex);                                                            \
        return written;                                                                            \
    } while (0)

ssize_t write(int fd, const void *buffer, size_t length)
{
    const struct iovec data = {(void *)buffer, length};
    LOGGED_WRITE(fd, -1, &data, 1, real_write(fd, buffer, length));
}

ssize_t pwrite(int fd, const void *buffer, size_t length, off_t offset)
{
    const struct iovec data = {(void *)buffer, length};
    LOGGED_WRITE(fd, offset, &data, 1, real_pwrite(fd, buffer, length, offset));
}

ssize_t pwrite64(int fd, const void *buffer, size_t length, off64_t offset)
{
    const struct iovec data = {(void *)buffer, length};
    LOGGED_WRITE(fd, offset, &data, 1, real_pwrite64(fd, buffer, length, offset));
}

ssize_t writev(int fd, const struct iovec *iov, int count)
{
    LOGGED_WRITE(fd, -1, iov, count, real_writev(fd, iov, count));
}

ssize_t pwritev(int fd, const struct iovec *iov, int count, off_t offset)
{
    LOGGED_WRITE(fd, offset, iov, count, real_pwritev(fd, iov, count, offset));
}

ssize_t pwritev64(int fd, const struct iovec *iov, int count, off64_t offset)
{
    LOGGED_WRITE(fd, offset, iov, count, real_pwritev64(fd, iov, count, offset));
}

static int loggedSync(int fd, int (*call)(int))
{
    const int file = trackedFile(fd);
    if (file < 0)
        return call(fd);
    pthread_mutex_lock(&g_mutex);
    logRecord(WriteLogSyncBegun, file, 0, NULL, 0, 0);
    pthread_mutex_unlock(&g_mutex);
    const int result = call(fd);
    pthread_mutex_lock(&g_mutex);
    if (result == 0)
        logRecord(WriteLogSyncEnded, file, 0, NULL, 0, 0);
    pthread_mutex_unlock(&g_mutex);
    return result;
}

int fsync(int fd)
{
    init();
    return loggedSync(fd, real_fsync);
}

int fdatasync(int fd)
{
    init();
    return loggedSync(fd, real_fdatasync);
}

int sync_file_range(int fd, off64_t offset, off64_t length, unsigned int flags)
{
    init();
    const int file = trackedFile(fd);
    if (file >= 0) {
        pthread_mutex_lock(&g_mutex);
        logRecord(WriteLogSyncFileRange, file, (unsigned long long)offset, NULL, 0, 0);
        pthread_mutex_unlock(&g_mutex);
    }
    return real_sync_file_range(fd, offset, length, flags);
}

static void loggedTruncate(int fd, long long size)
{
    const int file = trackedFile(fd);
    if (file < 0)
        return;
    pthread_mutex_lock(&g_mutex);
    logRecord(WriteLogTruncate, file, (unsigned long long)size, NULL, 0, 0);
    pthread_mutex_unlock(&g_mutex);
}

int ftruncate(int fd, off_t size)
{
    init();
    const int result = real_ftruncate(fd, size);
    if (result == 0)
        loggedTruncate(fd, size);
    return result;
}

int ftruncate64(int fd, off64_t size)
{
    init();
    const int result = real_ftruncate64(fd, size);
    if (result == 0)
        loggedTruncate(fd, size);
    return result;
}

static void noteMap(int fd, int prot, int flags)
{
    const int file = trackedFile(fd);
    if (file < 0 || !(prot & PROT_WRITE) || !(flags & MAP_SHARED))
        return;
    pthread_mutex_lock(&g_mutex);
    logRecord(WriteLogWritableMap, file, 0, NULL, 0, 0);
    pthread_mutex_unlock(&g_mutex);
}

void *mmap(void *address, size_t length, int prot, int flags, int fd, off_t offset)
{
    init();
    noteMap(fd, prot, flags);
    return real_mmap(address, length, prot, flags, fd, offset);
}

void *mmap64(void *address, size_t length, int prot, int flags, int fd, off64_t offset)
{
    init();
    noteMap(fd, prot, flags);
    return real_mmap64(address, length, prot, flags, fd, offset);
}

int msync(void *address, size_t length, int flags)
{
    init();
    if (g_log >= 0) {
        pthread_mutex_lock(&g_mutex);
        logRecord(WriteLogMsync, -1, 0, NULL, 0, 0);
        pthread_mutex_unlock(&g_mutex);
    }
    return real_msync(address, length, flags);
}
