// A full disk, as the user should hear of it: "no space left on device (<path>)" wherever a write
// to a workspace or a file the workbench makes runs out of room, rather than the code the call
// happened to return.
//
// LMDB reports a short write as EIO ("Input/output error"), which is how ENOSPC reaches it when a
// page is written into the last free bytes; so an EIO on a file system with no free blocks is
// taken for ENOSPC too.
#pragma once

#include <QString>

#include <optional>

namespace lw::storage {

// Whether `code` (an errno, or an LMDB return code) from a write under `path` means the file
// system is full.
bool isOutOfSpace(int code, const QString &path);

// "no space left on device (<path>)".
QString outOfSpaceText(const QString &path);

// Gives <dir>/lock.mdb its blocks before LMDB maps it. LMDB sizes the lock file with ftruncate
// and then writes it through a shared mapping; on a full file system the first touch of an
// unbacked page is a SIGBUS that kills the process. With the blocks reserved first, a full disk is
// an error here instead. `maxReaders` is the environment's reader table size. Returns
// outOfSpaceText(dir) when the disk is full, else nothing (other failures leave the file as LMDB
// would have it).
std::optional<QString> reserveLockFile(const QString &dir, unsigned maxReaders);

} // namespace lw::storage
