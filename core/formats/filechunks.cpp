#include "filechunks.h"

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

constexpr qint64 kChunk = 64 * 1024;

} // namespace

struct FileChunks::Inflater
{
    z_stream z{};
    QByteArray input; // what z.next_in points into
};

FileChunks::FileChunks(const QString &path) : m_file(path) {}

FileChunks::~FileChunks()
{
    if (m_inflater)
        inflateEnd(&m_inflater->z);
}

Error FileChunks::error(const QString &what) const
{
    return validationError(m_file.fileName() + u": "_s + what);
}

Result<std::unique_ptr<FileChunks>> FileChunks::open(const QString &path)
{
    std::unique_ptr<FileChunks> chunks(new FileChunks(path));
    if (!chunks->m_file.open(QIODevice::ReadOnly))
        return std::unexpected(chunks->error(u"cannot be read: "_s + chunks->m_file.errorString()));
    if (chunks->m_file.peek(2) == QByteArrayView("\x1f\x8b")) {
        chunks->m_inflater = std::make_unique<Inflater>();
        // 16 + MAX_WBITS: a gzip header and trailer around the deflate stream.
        if (inflateInit2(&chunks->m_inflater->z, 16 + MAX_WBITS) != Z_OK) {
            chunks->m_inflater.reset();
            return std::unexpected(chunks->error(u"cannot be read: zlib cannot start"_s));
        }
    }
    return chunks;
}

Result<QByteArray> FileChunks::next()
{
    if (m_inflater)
        return inflated();
    QByteArray chunk = m_file.read(kChunk);
    if (chunk.isEmpty() && m_file.error() != QFile::NoError)
        return std::unexpected(error(u"cannot be read: "_s + m_file.errorString()));
    return chunk;
}

Result<QByteArray> FileChunks::inflated()
{
    z_stream &z = m_inflater->z;
    QByteArray out(kChunk, Qt::Uninitialized);
    for (;;) {
        if (z.avail_in == 0) {
            m_inflater->input = m_file.read(kChunk);
            if (m_inflater->input.isEmpty()) {
                if (m_file.error() != QFile::NoError)
                    return std::unexpected(error(u"cannot be read: "_s + m_file.errorString()));
                if (m_inMember)
                    return std::unexpected(error(u"is cut short"_s));
                return QByteArray();
            }
            z.next_in = reinterpret_cast<Bytef *>(m_inflater->input.data());
            z.avail_in = static_cast<uInt>(m_inflater->input.size());
        }
        m_inMember = true;
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = static_cast<uInt>(out.size());
        const int status = inflate(&z, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR)
            return std::unexpected(error(u"is not valid gzip: "_s +
                                         QString::fromUtf8(z.msg ? z.msg : "damaged data")));
        if (status == Z_STREAM_END) {
            m_inMember = false;
            inflateReset(&z); // another member may follow
        }
        const qsizetype produced = out.size() - static_cast<qsizetype>(z.avail_out);
        if (produced > 0) {
            out.truncate(produced);
            return out;
        }
    }
}

} // namespace lw::formats
