// Writing a bundle's zip: entries deflated, in the order added, each stamped with the same fixed
// time and permissions, so the same contents always make the same bytes.
#pragma once

#include "model/error.h"

#include <quazip/quazip.h>

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace lw::bundle {

class ZipWriter
{
public:
    // Creates (truncating) the zip at `path`. Error: InternalServerError naming the file.
    static Result<std::unique_ptr<ZipWriter>> create(const QString &path);
    Status add(const QString &name, const QByteArray &contents);
    // Writes the central directory; the zip is complete only once this succeeded.
    Status close();

private:
    explicit ZipWriter(const QString &path) : m_zip(path) {}
    QuaZip m_zip;
};

// Writes a zip at `zipPath` through `fill`, beside the target first (`zipPath`.part) and renamed
// over it only once complete: a failed or stopped export leaves any earlier file at `zipPath` as
// it was, and no part file behind. Returns `fill`'s error, or InternalServerError naming the file.
Status writeZipReplacing(const QString &zipPath, const std::function<Status(ZipWriter &)> &fill);

} // namespace lw::bundle
