// A file's bytes a chunk at a time, so memory stays constant whatever its size; inflated with
// zlib when the file is gzip (RFC 1952, as DynamoDB's export to S3 writes its .json.gz data
// files), which its first two bytes tell, not its name. A gzip file of several members reads as
// their contents one after the other, as gunzip reads it.
#pragma once

#include "model/error.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace lw::formats {

class FileChunks
{
public:
    // Errors (ValidationException): "<path>: cannot be read: <reason>".
    static Result<std::unique_ptr<FileChunks>> open(const QString &path);
    ~FileChunks();

    // The next bytes (inflated, for gzip); empty at the end of the file. Errors
    // (ValidationException): "<path>: cannot be read: <reason>" for a read that fails, and for
    // gzip "<path>: is not valid gzip: <zlib's message>" for damaged data and "<path>: is cut
    // short" for a file that ends inside a member.
    Result<QByteArray> next();

private:
    explicit FileChunks(const QString &path);
    Result<QByteArray> inflated();
    Error error(const QString &what) const;

    struct Inflater;
    QFile m_file;
    std::unique_ptr<Inflater> m_inflater; // null for a plain file
    bool m_inMember = false;              // between a gzip member's first byte and its end
};

} // namespace lw::formats
