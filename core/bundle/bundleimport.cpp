// importBundle() (bundle.h): check every entry before reading any, read each within the limits,
// restore the sub-databases in a temporary folder beside the target (checking the readable
// entries meanwhile), verify, rename into place.
#include "bundle.h"
#include "records.h"

#include "engine/engine.h"
#include "workspace/workspace.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/unzip.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>

#include <functional>
#include <stop_token>
#include <thread>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

// The contents import restores from; the readable parts are only checked, never used.
struct Contents
{
    QByteArray manifest;
    QMap<QByteArray, QByteArray> databases; // by sub-database name
};

class Reader
{
public:
    Reader(const QString &zipPath, const ImportLimits &limits)
        : m_path(zipPath), m_limits(limits), m_zip(zipPath)
    {}

    // Reads manifest.json and the sub-databases' entries, which import restores from, after
    // checking every entry's name, kind and declared size.
    Result<Contents> read()
    {
        if (auto s = open(); !s)
            return std::unexpected(s.error());
        if (auto s = checkEntries(); !s)
            return std::unexpected(s.error());
        Contents contents;
        const Status walked = readEntries(true, {}, [&](const QString &name, QByteArray &&bytes) {
            if (name == u"manifest.json"_s)
                contents.manifest = std::move(bytes);
            else
                contents.databases.insert(databaseOfEntry(name), std::move(bytes));
        });
        if (!walked)
            return std::unexpected(walked.error());
        return contents;
    }

    // Inflates every other entry (the readable tables, items, streams and history, for people
    // and other tools) to nowhere: their CRCs and the limits are checked, as read() checks its
    // own. `alreadyInflated` is what read() inflated, so that the limit on the total covers
    // both. Stops early, answering success, when `stop` is requested (import gave up anyway).
    Status checkReadable(qint64 alreadyInflated, std::stop_token stop)
    {
        m_inflated = alreadyInflated;
        if (auto s = open(); !s)
            return s;
        return readEntries(false, stop, {});
    }

    qint64 inflated() const { return m_inflated; }

    Error problem(const QString &what) const
    {
        return validationError(u"Bundle "_s + m_path + u": "_s + what);
    }

private:
    Status open()
    {
        if (!QFileInfo(m_path).isFile())
            return std::unexpected(problem(u"no such file"_s));
        if (!m_zip.open(QuaZip::mdUnzip))
            return std::unexpected(problem(
                u"not a zip archive, or cut short (zip error %1)"_s.arg(m_zip.getZipError())));
        return {};
    }

    static bool isRestored(const QString &name)
    {
        return name == u"manifest.json"_s || !databaseOfEntry(name).isEmpty();
    }

    // Inflates, in archive order, the entries import restores from (`restored`) or the others;
    // `use`, when set, receives each one's bytes, else they are only checked.
    Status readEntries(bool restored, const std::stop_token &stop,
                       const std::function<void(const QString &, QByteArray &&)> &use)
    {
        for (bool more = m_zip.goToFirstFile(); more && !stop.stop_requested();
             more = m_zip.goToNextFile()) {
            const QString name = m_zip.getCurrentFileName();
            if (isRestored(name) != restored)
                continue;
            auto bytes = readCurrent(name, bool(use));
            if (!bytes)
                return std::unexpected(bytes.error());
            if (use)
                use(name, std::move(*bytes));
        }
        if (m_zip.getZipError() != UNZ_OK)
            return std::unexpected(
                problem(u"cannot list its entries (zip error %1)"_s.arg(m_zip.getZipError())));
        return {};
    }

    // Names, kinds and declared sizes of every entry, before a byte is inflated.
    Status checkEntries()
    {
        const QList<QuaZipFileInfo64> infos = m_zip.getFileInfoList64();
        if (m_zip.getZipError() != UNZ_OK)
            return std::unexpected(
                problem(u"cannot list its entries (zip error %1)"_s.arg(m_zip.getZipError())));
        QSet<QString> seen;
        quint64 total = 0;
        for (const QuaZipFileInfo64 &info : infos) {
            const QString entry = u"entry \""_s + info.name + u"\""_s;
            if (isOutside(info.name))
                return std::unexpected(
                    problem(entry + u" would be written outside the workspace"_s));
            if (isLink(info))
                return std::unexpected(problem(entry + u" is a link"_s));
            if (!isExpected(info.name))
                return std::unexpected(problem(entry + u" is not part of a bundle"_s));
            if (seen.contains(info.name))
                return std::unexpected(problem(entry + u" appears twice"_s));
            seen.insert(info.name);
            if (info.uncompressedSize > quint64(m_limits.maxEntryBytes))
                return std::unexpected(
                    problem(tooLarge(entry, info.uncompressedSize, m_limits.maxEntryBytes)));
            total += info.uncompressedSize;
            if (total > quint64(m_limits.maxTotalBytes))
                return std::unexpected(
                    problem(tooLarge(u"its entries"_s, total, m_limits.maxTotalBytes)));
        }
        if (!seen.contains(u"manifest.json"_s))
            return std::unexpected(problem(u"no manifest.json: not a bundle"_s));
        for (const QByteArray &database : Engine::databaseNames()) {
            const QString name = recordsEntryName(database);
            if (!seen.contains(name))
                return std::unexpected(problem(u"entry \""_s + name + u"\" is missing"_s));
        }
        return {};
    }

    // Inflates the current entry, stopping at the limits whatever its header declared; its bytes
    // when `keep`, else nothing.
    Result<QByteArray> readCurrent(const QString &name, bool keep)
    {
        const QString entry = u"entry \""_s + name + u"\""_s;
        QuaZipFile file(&m_zip);
        if (!file.open(QIODevice::ReadOnly))
            return std::unexpected(
                problem(entry + u" cannot be read (zip error %1)"_s.arg(file.getZipError())));
        QByteArray bytes;
        qint64 size = 0;
        char buffer[65536];
        for (;;) {
            const qint64 got = file.read(buffer, sizeof buffer);
            if (got < 0)
                return std::unexpected(problem(entry + u" is damaged or cut short"_s));
            if (got == 0)
                break;
            if (keep)
                bytes.append(buffer, got);
            size += got;
            m_inflated += got;
            if (size > m_limits.maxEntryBytes)
                return std::unexpected(
                    problem(tooLarge(entry, quint64(size), m_limits.maxEntryBytes)));
            if (m_inflated > m_limits.maxTotalBytes)
                return std::unexpected(problem(
                    tooLarge(u"its entries"_s, quint64(m_inflated), m_limits.maxTotalBytes)));
        }
        file.close();
        if (file.getZipError() == UNZ_CRCERROR)
            return std::unexpected(problem(entry + u" is damaged: its CRC does not match"_s));
        if (file.getZipError() != UNZ_OK)
            return std::unexpected(problem(
                entry + u" is damaged or cut short (zip error %1)"_s.arg(file.getZipError())));
        return bytes;
    }

    static QString tooLarge(const QString &what, quint64 bytes, qint64 limit)
    {
        return what +
               u" would inflate to %1 bytes, past the limit of %2 (a zip bomb?)"_s.arg(bytes).arg(
                   limit);
    }

    // By the Unix mode in the high half of the external attributes, whatever host the archive
    // claims to come from (QuaZip's isSymbolicLink() trusts the host).
    static bool isLink(const QuaZipFileInfo64 &info)
    {
        return ((info.externalAttr >> 16) & 0170000) == 0120000;
    }

    static bool isOutside(const QString &name)
    {
        if (name.startsWith(u'/') || name.startsWith(u'\\') || name.contains(u'\\') ||
            (name.size() > 1 && name.at(1) == u':'))
            return true;
        return name.split(u'/').contains(u".."_s);
    }

    // The layout of docs/bundles.md and nothing else.
    static bool isExpected(const QString &name)
    {
        const QStringList parts = name.split(u'/');
        if (parts.size() == 1)
            return name == u"manifest.json"_s || name == u"consumers.json"_s ||
                   name == u"scenario.json"_s;
        if (name == u"bucket/objects.json"_s)
            return true;
        if (parts.size() != 2 || parts.at(1).isEmpty())
            return false;
        if (parts.at(0) == u"tables"_s || parts.at(0) == u"history"_s)
            return parts.at(1).endsWith(u".json"_s);
        if (parts.at(0) == u"items"_s || parts.at(0) == u"streams"_s)
            return parts.at(1).endsWith(u".jsonl"_s);
        return !databaseOfEntry(name).isEmpty();
    }

    QString m_path;
    ImportLimits m_limits;
    QuaZip m_zip;
    qint64 m_inflated = 0;
};

Status checkManifest(const Reader &reader, const QByteArray &manifest)
{
    const QJsonDocument doc = QJsonDocument::fromJson(manifest);
    if (!doc.isObject())
        return std::unexpected(reader.problem(u"manifest.json is not a JSON object"_s));
    const QJsonValue format = doc.object().value(u"format"_s);
    if (format.toInt(-1) != kFormatVersion)
        return std::unexpected(reader.problem(
            u"manifest.json has format version %1; this version of the workbench reads %2"_s
                .arg(format.isDouble() ? QString::number(format.toDouble()) : u"(none)"_s)
                .arg(kFormatVersion)));
    return {};
}

// Writes the records into a new environment in `dir`, sized to hold them without growing.
Error importCancelled()
{
    return validationError(u"Import cancelled"_s);
}

// Progress in parts: reading the zip, each sub-database, verifying.
qint64 importParts()
{
    return Engine::databaseNames().size() + 2;
}

Status restoreDatabases(const Reader &reader, const QString &dir,
                        const QMap<QByteArray, QByteArray> &databases, const WorkProgress &progress)
{
    qint64 done = 1;
    qint64 bytes = 0;
    for (const QByteArray &encoded : databases)
        bytes += encoded.size();
    storage::EnvOptions options;
    // LMDB pages and B-tree overhead: twice the records, rounded up to whole megabytes.
    options.initialMapSize = qMax(options.initialMapSize, ((bytes * 2 >> 20) + 1) << 20);
    auto env = storage::Env::open(dir, options);
    if (!env)
        return std::unexpected(env.error());
    auto txn = storage::Txn::beginWrite(*env);
    if (!txn)
        return std::unexpected(txn.error());
    for (const QByteArray &name : Engine::databaseNames()) {
        const QByteArray encoded = databases.value(name); // the records view it
        auto records = decodeRecords(encoded, u"entry \""_s + recordsEntryName(name) + u"\""_s);
        if (!records)
            return std::unexpected(reader.problem(records.error().message));
        auto dbi = storage::Dbi::open(*txn, name.constData());
        if (!dbi)
            return std::unexpected(dbi.error());
        for (const Record &record : std::as_const(*records))
            if (auto s = storage::append(*txn, *dbi, record.first, record.second); !s)
                return s;
        if (!reportProgress(progress, ++done, importParts()))
            return std::unexpected(importCancelled()); // the transaction is dropped
    }
    return txn->commit();
}

Status verifyRestored(const Reader &reader, const QString &dir)
{
    auto workspace = Workspace::open(dir);
    if (!workspace)
        return std::unexpected(
            reader.problem(u"its workspace does not open: "_s + workspace.error().message));
    const QStringList problems = (*workspace)->engine().verify();
    if (!problems.isEmpty())
        return std::unexpected(
            reader.problem(u"its workspace is inconsistent: "_s + problems.join(u"; "_s)));
    return {};
}

Status checkTarget(const QString &targetDir)
{
    const QFileInfo target(targetDir);
    if (!target.exists())
        return {};
    if (!target.isDir() ||
        !QDir(targetDir)
             .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)
             .isEmpty())
        return std::unexpected(
            validationError(u"Import target "_s + targetDir +
                            u" is not empty: a bundle imports only into a new or empty folder"_s));
    return {};
}

} // namespace

Status importBundle(const QString &zipPath, const QString &targetDir, const ImportLimits &limits,
                    const WorkProgress &progress)
{
    const QString target = QFileInfo(targetDir).absoluteFilePath();
    if (auto s = checkTarget(target); !s)
        return s;
    Reader reader(zipPath, limits);
    auto contents = reader.read();
    if (!contents)
        return std::unexpected(contents.error());
    if (auto s = checkManifest(reader, contents->manifest); !s)
        return s;
    if (!reportProgress(progress, 1, importParts()))
        return std::unexpected(importCancelled());
    // The readable entries are checked on a thread of their own while the sub-databases are
    // restored and verified (about a third of import's time otherwise); a problem in them still
    // refuses the bundle. Leaving early, the thread is told to stop and joined.
    Status readableChecked;
    std::jthread checker(
        [&zipPath, &limits, &readableChecked, inflated = reader.inflated()](std::stop_token stop) {
            Reader readable(zipPath, limits);
            readableChecked = readable.checkReadable(inflated, stop);
        });

    // Beside the target, so the final rename stays on one file system.
    const QFileInfo targetInfo(target);
    if (!QDir().mkpath(targetInfo.absolutePath()))
        return std::unexpected(Error{
            ErrorType::InternalServerError, u"cannot create "_s + targetInfo.absolutePath(), {}});
    QTemporaryDir staging(targetInfo.absolutePath() + u"/."_s + targetInfo.fileName() +
                          u".import-XXXXXX"_s);
    if (!staging.isValid())
        return std::unexpected(
            Error{ErrorType::InternalServerError,
                  u"cannot create a folder beside "_s + target + u": "_s + staging.errorString(),
                  {}});
    if (auto s = restoreDatabases(reader, staging.path(), contents->databases, progress); !s)
        return s;
    if (auto s = verifyRestored(reader, staging.path()); !s)
        return s;
    checker.join();
    if (!readableChecked)
        return readableChecked;
    if (!reportProgress(progress, importParts(), importParts()))
        return std::unexpected(importCancelled());
    if (targetInfo.exists() && !QDir().rmdir(target))
        return std::unexpected(Error{
            ErrorType::InternalServerError, u"cannot replace the empty folder "_s + target, {}});
    if (!QDir().rename(staging.path(), target))
        return std::unexpected(Error{ErrorType::InternalServerError,
                                     u"cannot move the imported workspace to "_s + target,
                                     {}});
    staging.setAutoRemove(false);
    return {};
}

} // namespace lw::bundle
