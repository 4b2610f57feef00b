// The folder an import restores into before renaming it into place, and the cleaning of those a
// killed import left behind.
//
// Layout, beside the target (so the final rename stays on one file system):
//   .<target name>.import-XXXXXX        the folder being restored (X: letters and digits)
//   .<target name>.import-XXXXXX.lock   an empty file the importing process holds an exclusive
//                                       flock on for as long as it lives
// The lock file is created (O_EXCL) and locked before the folder is made, and removed only after
// the folder was renamed into place or removed. The kernel drops a flock when its process dies,
// however it dies (SIGKILL included), so a lock that can be taken belongs to no live import:
// its folder is litter. A folder without its lock file is left alone: nothing says its owner is
// gone.
#pragma once

#include "model/error.h"

#include <QString>

namespace lw::bundle {

class StagingDir
{
public:
    // A new, empty, locked staging folder beside `target` (an absolute path). Errors:
    // InternalServerError naming the path that could not be made.
    static Result<StagingDir> create(const QString &target);
    StagingDir(StagingDir &&other) noexcept;
    StagingDir &operator=(StagingDir &&) = delete;
    // Removes the folder and its lock file, unless renamed into place.
    ~StagingDir();

    QString path() const { return m_path; }
    // Renames the folder to `target` (which must not exist) and drops its lock. Error:
    // InternalServerError "cannot move the imported workspace to <target>".
    Status moveTo(const QString &target);

private:
    StagingDir(QString path, int lockFd) : m_path(std::move(path)), m_lockFd(lockFd) {}
    QString lockPath() const { return m_path + u".lock"; }

    QString m_path; // empty once moved into place (or moved from)
    int m_lockFd = -1;
};

// Removes, in folder `dir`, every staging folder (and lock file) whose lock no live process
// holds, whatever target it was for. Best effort: what cannot be removed stays for a later try.
// Returns how many staging folders it removed.
int removeStaleStaging(const QString &dir);

} // namespace lw::bundle
