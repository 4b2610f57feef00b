// Writing a bundle's zip: entries deflated, in the order added, each stamped with the same fixed
// time and permissions, so the same contents always make the same bytes.
#pragma once

#include "model/error.h"

#include <quazip/quazip.h>

#include <QByteArray>
#include <QString>

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

} // namespace lw::bundle
