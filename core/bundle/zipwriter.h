// Writing a bundle's zip: entries deflated, in the order added, each stamped with the same fixed
// time and permissions, so the same contents always make the same bytes.
//
// Deflating costs about half of an export (bench_bundle), so it runs on a worker thread: add()
// hands the entry over and returns, the caller prepares the next entry meanwhile, and each entry
// is written once deflated, in order. At most one entry is in flight. The deflate is zlib's at
// its default level (6, as `zip -r`), raw, as the zip format stores it.
//
// Threads: one caller; the worker only deflates (it never touches the zip).
#pragma once

#include "model/error.h"

#include <quazip/quazip.h>

#include <QByteArray>
#include <QString>

#include <functional>
#include <future>
#include <memory>

namespace lw::bundle {

class ZipWriter
{
public:
    // Creates (truncating) the zip at `path`. Error: InternalServerError naming the file.
    static Result<std::unique_ptr<ZipWriter>> create(const QString &path);
    // Waits for an entry in flight; an unclosed zip is left incomplete.
    ~ZipWriter();
    ZipWriter(const ZipWriter &) = delete;
    ZipWriter &operator=(const ZipWriter &) = delete;

    // Queues the entry and writes the one before it. Errors (InternalServerError naming the
    // entry): that earlier entry could not be deflated or written.
    Status add(const QString &name, const QByteArray &contents);
    // Writes the last entry and the central directory; the zip is complete only once this
    // succeeded.
    Status close();

    // An entry deflated (raw), with what the zip's headers need.
    struct Deflated
    {
        QString name;
        QByteArray data;
        quint32 crc = 0;
        qint64 size = 0; // uncompressed
    };

private:
    explicit ZipWriter(const QString &path) : m_zip(path) {}
    // Waits for the entry in flight, if any, and writes it.
    Status writePending();

    QuaZip m_zip;
    std::future<Result<Deflated>> m_pending;
};

// Writes a zip at `zipPath` through `fill`, beside the target first (`zipPath`.part) and renamed
// over it only once complete: a failed or stopped export leaves any earlier file at `zipPath` as
// it was, and no part file behind. Returns `fill`'s error, or InternalServerError naming the file.
Status writeZipReplacing(const QString &zipPath, const std::function<Status(ZipWriter &)> &fill);

} // namespace lw::bundle
