#include "zipwriter.h"

#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include "storage/diskspace.h"

#include <quazip/zip.h>
#include <zlib.h>

#include <cerrno>

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

// `code` is QuaZip's; ZIP_ERRNO is a failed write of the file at `path`, which a full disk is the
// usual reason for (QuaZip keeps no errno, so the file system is asked).
Error zipError(const QString &what, int code, const QString &path)
{
    if (code == ZIP_ERRNO && storage::isOutOfSpace(EIO, QFileInfo(path).absolutePath()))
        return Error{
            ErrorType::InternalServerError, what + u": "_s + storage::outOfSpaceText(path), {}};
    return Error{ErrorType::InternalServerError, what + u" (zip error %1)"_s.arg(code), {}};
}

// On the worker thread: `contents` deflated raw at the default level, with its CRC-32.
Result<ZipWriter::Deflated> deflateEntry(const QString &name, const QByteArray &contents)
{
    z_stream stream{};
    if (deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8,
                     Z_DEFAULT_STRATEGY) != Z_OK)
        return std::unexpected(zipError(u"cannot deflate entry "_s + name, Z_MEM_ERROR, {}));
    QByteArray out(qsizetype(deflateBound(&stream, uLong(contents.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(contents.constData()));
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    int status = Z_OK;
    // avail_in and avail_out are 32 bits: whole entries go in slices.
    constexpr qsizetype kSlice = qsizetype(1) << 30;
    qsizetype inLeft = contents.size(), outLeft = out.size();
    do {
        stream.avail_in = uInt(qMin(inLeft, kSlice));
        stream.avail_out = uInt(qMin(outLeft, kSlice));
        const uInt availIn = stream.avail_in, availOut = stream.avail_out;
        status = deflate(&stream, stream.avail_in == inLeft ? Z_FINISH : Z_NO_FLUSH);
        inLeft -= availIn - stream.avail_in;
        outLeft -= availOut - stream.avail_out;
    } while (status == Z_OK);
    const uLong written = stream.total_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END)
        return std::unexpected(zipError(u"cannot deflate entry "_s + name, status, {}));
    out.truncate(qsizetype(written));
    const quint32 crc = quint32(
        crc32_z(0, reinterpret_cast<const Bytef *>(contents.constData()), size_t(contents.size())));
    return ZipWriter::Deflated{name, out, crc, contents.size()};
}

} // namespace

Result<std::unique_ptr<ZipWriter>> ZipWriter::create(const QString &path)
{
    std::unique_ptr<ZipWriter> writer(new ZipWriter(path));
    if (!writer->m_zip.open(QuaZip::mdCreate))
        return std::unexpected(
            zipError(u"cannot create "_s + path, writer->m_zip.getZipError(), path));
    return writer;
}

ZipWriter::~ZipWriter()
{
    if (m_pending.valid())
        m_pending.wait();
}

Status ZipWriter::add(const QString &name, const QByteArray &contents)
{
    if (auto s = writePending(); !s)
        return s;
    m_pending = std::async(std::launch::async, deflateEntry, name, contents);
    return {};
}

Status ZipWriter::writePending()
{
    if (!m_pending.valid())
        return {};
    const Result<Deflated> entry = m_pending.get();
    LW_TRY(entry);
    QuaZipNewInfo info(entry->name);
    // The zip format's own epoch: a time that never changes keeps exports byte-identical.
    info.dateTime = QDateTime(QDate(1980, 1, 1), QTime(0, 0));
    info.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    info.uncompressedSize = ulong(entry->size);
    QuaZipFile file(&m_zip);
    // Raw: the bytes are deflated already; the headers take the CRC and size given.
    if (!file.open(QIODevice::WriteOnly, info, nullptr, entry->crc, Z_DEFLATED,
                   Z_DEFAULT_COMPRESSION, true) ||
        file.write(entry->data) != entry->data.size()) {
        const int code = file.getZipError();
        return std::unexpected(
            zipError(u"cannot write entry "_s + entry->name, code, m_zip.getZipName()));
    }
    file.close();
    if (file.getZipError() != 0)
        return std::unexpected(zipError(u"cannot write entry "_s + entry->name, file.getZipError(),
                                        m_zip.getZipName()));
    return {};
}

Status ZipWriter::close()
{
    if (auto s = writePending(); !s)
        return s;
    m_zip.close();
    if (m_zip.getZipError() != 0)
        return std::unexpected(zipError(u"cannot finish "_s + m_zip.getZipName(),
                                        m_zip.getZipError(), m_zip.getZipName()));
    return {};
}

Status writeZipReplacing(const QString &zipPath, const std::function<Status(ZipWriter &)> &fill)
{
    const QString partPath = zipPath + u".part"_s;
    auto zip = ZipWriter::create(partPath);
    LW_TRY(zip);
    Status written = fill(**zip);
    if (written)
        written = (*zip)->close();
    zip->reset();
    if (!written) {
        QFile::remove(partPath);
        return written;
    }
    QFile::remove(zipPath);
    if (!QFile::rename(partPath, zipPath)) {
        QFile::remove(partPath);
        return std::unexpected(
            Error{ErrorType::InternalServerError, u"cannot write "_s + zipPath, {}});
    }
    return {};
}

} // namespace lw::bundle
