// importBundle() (bundle.h): check every entry before reading any, read the manifest, restore
// the sub-databases record by record as their entries inflate, in a staging folder beside the
// target (staging.h; the readable entries are checked meanwhile), verify, rename into place.
// What import holds in memory is the manifest, one chunk of each entry being inflated and one
// record, whatever the entries inflate to.
#include "bundle.h"
#include "records.h"
#include "staging.h"

#include "engine/databaseload.h"
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

#include <atomic>
#include <functional>
#include <stop_token>
#include <thread>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

class Reader
{
public:
    // `inflated` counts what every reader of the bundle inflated, for the limit on the total.
    Reader(const QString &zipPath, const ImportLimits &limits, std::atomic<qint64> &inflated)
        : m_path(zipPath), m_limits(limits), m_zip(zipPath), m_inflated(inflated)
    {}

    // Opens the archive and checks every entry's name, kind and declared size, before a byte is
    // inflated.
    Status check()
    {
        if (auto s = open(); !s)
            return s;
        return checkEntries();
    }

    // manifest.json's bytes, at most limits.maxManifestBytes of them (it is held whole).
    Result<QByteArray> readManifest()
    {
        if (!m_zip.setCurrentFile(u"manifest.json"_s))
            return std::unexpected(problem(u"no manifest.json: not a bundle"_s));
        QByteArray manifest;
        const Status read = inflateCurrent(u"manifest.json"_s, m_limits.maxManifestBytes, {},
                                           [&](QByteArrayView chunk) {
                                               manifest.append(chunk);
                                               return Status();
                                           });
        LW_TRY(read);
        return manifest;
    }

    // What the sub-databases' entries declare they inflate to, together (checked against the
    // limits by check(), and what inflating stops at: minizip reads no more than an entry's
    // declared size).
    qint64 declaredDatabaseBytes() const { return m_databaseBytes; }

    // Inflates the sub-databases' entries in archive order, each one's chunks to `use` with its
    // sub-database's name, then calls `done` after each entry's last chunk.
    Status readDatabases(const std::function<Status(const QByteArray &, QByteArrayView)> &use,
                         const std::function<Status()> &done)
    {
        return readEntries(true, {}, [&](const QString &name) -> Status {
            const QByteArray database = databaseOfEntry(name);
            if (database.isEmpty())
                return {}; // manifest.json, read first
            if (auto s = inflateCurrent(name, m_limits.maxEntryBytes, {},
                                        [&](QByteArrayView chunk) { return use(database, chunk); });
                !s)
                return s;
            return done();
        });
    }

    // Inflates every other entry (the readable tables, items, streams and history, for people
    // and other tools) to nowhere: their CRCs and the limits are checked, as readDatabases()
    // checks its own. Stops early, answering success, when `stop` is requested (import gave up
    // anyway).
    Status checkReadable(std::stop_token stop)
    {
        if (auto s = open(); !s)
            return s;
        return readEntries(false, stop, [&](const QString &name) {
            return inflateCurrent(name, m_limits.maxEntryBytes, stop, {});
        });
    }

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

    // Calls `read` for each entry import restores from (`restored`) or each other one, in
    // archive order, with it as the current file; stops at the first error, or when `stop` is
    // requested.
    Status readEntries(bool restored, const std::stop_token &stop,
                       const std::function<Status(const QString &)> &read)
    {
        for (bool more = m_zip.goToFirstFile(); more && !stop.stop_requested();
             more = m_zip.goToNextFile()) {
            const QString name = m_zip.getCurrentFileName();
            if (isRestored(name) != restored)
                continue;
            if (auto s = read(name); !s)
                return s;
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
            const qint64 entryLimit = info.name == u"manifest.json"_s ? m_limits.maxManifestBytes
                                                                      : m_limits.maxEntryBytes;
            if (info.uncompressedSize > quint64(entryLimit))
                return std::unexpected(problem(tooLarge(entry, info.uncompressedSize, entryLimit)));
            total += info.uncompressedSize;
            if (!databaseOfEntry(info.name).isEmpty())
                m_databaseBytes += qint64(info.uncompressedSize);
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

    // Inflates the current entry a chunk at a time, each to `use` (none: only checked),
    // stopping at `entryLimit` and the total limit whatever its header declared, then checks its
    // CRC. Stops early, answering success, when `stop` is requested.
    Status inflateCurrent(const QString &name, qint64 entryLimit, const std::stop_token &stop,
                          const std::function<Status(QByteArrayView)> &use)
    {
        const QString entry = u"entry \""_s + name + u"\""_s;
        QuaZipFile file(&m_zip);
        if (!file.open(QIODevice::ReadOnly))
            return std::unexpected(
                problem(entry + u" cannot be read (zip error %1)"_s.arg(file.getZipError())));
        qint64 size = 0;
        char buffer[65536];
        for (;;) {
            if (stop.stop_requested())
                return {};
            const qint64 got = file.read(buffer, sizeof buffer);
            if (got < 0)
                return std::unexpected(problem(entry + u" is damaged or cut short"_s));
            if (got == 0)
                break;
            size += got;
            const qint64 total = m_inflated += got;
            if (size > entryLimit)
                return std::unexpected(problem(tooLarge(entry, quint64(size), entryLimit)));
            if (total > m_limits.maxTotalBytes)
                return std::unexpected(
                    problem(tooLarge(u"its entries"_s, quint64(total), m_limits.maxTotalBytes)));
            if (use) {
                if (auto s = use(QByteArrayView(buffer, got)); !s)
                    return s;
            }
        }
        file.close();
        if (file.getZipError() == UNZ_CRCERROR)
            return std::unexpected(problem(entry + u" is damaged: its CRC does not match"_s));
        if (file.getZipError() != UNZ_OK)
            return std::unexpected(problem(
                entry + u" is damaged or cut short (zip error %1)"_s.arg(file.getZipError())));
        return {};
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
    std::atomic<qint64> &m_inflated;
    qint64 m_databaseBytes = 0;
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

Error importCancelled()
{
    return validationError(u"Import cancelled"_s);
}

// Progress in parts: reading the manifest, each sub-database, verifying.
qint64 importParts()
{
    return Engine::databaseNames().size() + 2;
}

// Restores the sub-databases into a new environment in `dir`, sized to hold them without
// growing, appending each record as its entry inflates.
Status restoreDatabases(Reader &reader, const QString &dir, const WorkProgress &progress)
{
    auto loader = DatabaseLoader::create(dir, reader.declaredDatabaseBytes());
    LW_TRY(loader);
    // The parser's own refusals name the entry; like every refusal, they name the bundle too.
    const auto refusal = [&reader](Status s) -> Status {
        if (!s && s.error().type == ErrorType::Validation)
            return std::unexpected(reader.problem(s.error().message));
        return s;
    };
    std::optional<RecordParser> parser; // the entry being read
    qint64 done = 1;
    const Status read = reader.readDatabases(
        [&](const QByteArray &name, QByteArrayView chunk) {
            if (!parser)
                parser.emplace(u"entry \""_s + recordsEntryName(name) + u"\""_s,
                               [&loader, name](const Record &record) {
                                   return loader->append(name, record.first, record.second);
                               });
            return refusal(parser->feed(chunk));
        },
        [&]() -> Status {
            // An empty entry has no chunk, so no parser; it restores an empty sub-database.
            const Status parsed = parser ? refusal(parser->finish()) : Status();
            parser.reset();
            if (!parsed)
                return parsed;
            if (!reportProgress(progress, ++done, importParts()))
                return std::unexpected(importCancelled()); // the staging folder is dropped
            return {};
        });
    if (!read)
        return read;
    return loader->finish();
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
    std::atomic<qint64> inflated = 0; // by both readers, for the limit on the total
    Reader reader(zipPath, limits, inflated);
    if (auto s = reader.check(); !s)
        return s;
    auto manifest = reader.readManifest();
    LW_TRY(manifest);
    if (auto s = checkManifest(reader, *manifest); !s)
        return s;
    if (!reportProgress(progress, 1, importParts()))
        return std::unexpected(importCancelled());

    const QFileInfo targetInfo(target);
    if (!QDir().mkpath(targetInfo.absolutePath()))
        return std::unexpected(Error{
            ErrorType::InternalServerError, u"cannot create "_s + targetInfo.absolutePath(), {}});
    // What imports killed before they could clean up left here (staging.h).
    removeStaleStaging(targetInfo.absolutePath());
    auto staging = StagingDir::create(target);
    LW_TRY(staging);

    // The readable entries are checked on a thread of their own while the sub-databases are
    // restored and verified (about a third of import's time otherwise); a problem in them still
    // refuses the bundle. Leaving early, the thread is told to stop and joined.
    Status readableChecked;
    std::jthread checker([&zipPath, &limits, &readableChecked, &inflated](std::stop_token stop) {
        Reader readable(zipPath, limits, inflated);
        readableChecked = readable.checkReadable(stop);
    });
    if (auto s = restoreDatabases(reader, staging->path(), progress); !s)
        return s;
    if (auto s = verifyRestored(reader, staging->path()); !s)
        return s;
    checker.join();
    if (!readableChecked)
        return readableChecked;
    if (!reportProgress(progress, importParts(), importParts()))
        return std::unexpected(importCancelled());
    if (targetInfo.exists() && !QDir().rmdir(target))
        return std::unexpected(Error{
            ErrorType::InternalServerError, u"cannot replace the empty folder "_s + target, {}});
    return staging->moveTo(target);
}

} // namespace lw::bundle
