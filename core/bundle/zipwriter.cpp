#include "zipwriter.h"

#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <QDateTime>
#include <QFile>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

Error zipError(const QString &what, int code)
{
    return Error{ErrorType::InternalServerError, what + u" (zip error %1)"_s.arg(code), {}};
}

} // namespace

Result<std::unique_ptr<ZipWriter>> ZipWriter::create(const QString &path)
{
    std::unique_ptr<ZipWriter> writer(new ZipWriter(path));
    if (!writer->m_zip.open(QuaZip::mdCreate))
        return std::unexpected(zipError(u"cannot create "_s + path, writer->m_zip.getZipError()));
    return writer;
}

Status ZipWriter::add(const QString &name, const QByteArray &contents)
{
    QuaZipNewInfo info(name);
    // The zip format's own epoch: a time that never changes keeps exports byte-identical.
    info.dateTime = QDateTime(QDate(1980, 1, 1), QTime(0, 0));
    info.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    QuaZipFile file(&m_zip);
    if (!file.open(QIODevice::WriteOnly, info) || file.write(contents) != contents.size()) {
        const int code = file.getZipError();
        return std::unexpected(zipError(u"cannot write entry "_s + name, code));
    }
    file.close();
    if (file.getZipError() != 0)
        return std::unexpected(zipError(u"cannot write entry "_s + name, file.getZipError()));
    return {};
}

Status ZipWriter::close()
{
    m_zip.close();
    if (m_zip.getZipError() != 0)
        return std::unexpected(
            zipError(u"cannot finish "_s + m_zip.getZipName(), m_zip.getZipError()));
    return {};
}

Status writeZipReplacing(const QString &zipPath, const std::function<Status(ZipWriter &)> &fill)
{
    const QString partPath = zipPath + u".part"_s;
    auto zip = ZipWriter::create(partPath);
    if (!zip)
        return std::unexpected(zip.error());
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
