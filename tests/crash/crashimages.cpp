#include "crashimages.h"

#include <QFile>
#include <QHash>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace lw::crash {

std::optional<WriteLog> readWriteLog(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"Cannot read "_s + path + u": "_s + file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    WriteLog log;
    qsizetype at = 0;
    while (at + qsizetype(sizeof(WriteLogRecord)) <= bytes.size()) {
        WriteLogRecord record;
        std::memcpy(&record, bytes.constData() + at, sizeof record);
        at += sizeof record;
        if (at + qsizetype(record.length) > bytes.size())
            break; // cut short by the kill
        const QByteArray data = bytes.mid(at, qsizetype(record.length));
        at += qsizetype(record.length);
        if (record.type == WriteLogName) {
            while (log.files.size() <= qsizetype(record.file))
                log.files.append(QString());
            log.files[record.file] = QString::fromUtf8(data);
            continue;
        }
        log.events.append(LogEvent{WriteLogType(record.type), int(record.file), record.timeNs,
                                   record.thread, record.offset, data});
    }
    return log;
}

ImageBuilder::ImageBuilder(const WriteLog &log, const QString &file, QByteArray base)
    : m_log(log), m_file(log.fileId(file)), m_prefix(base)
{
    QByteArray current = std::move(base);
    for (qsizetype i = 0; i < log.events.size(); ++i) {
        const LogEvent &event = log.events[i];
        if (event.type == WriteLogMsync)
            m_unusable = u"the log holds an msync: writes through a map are not logged"_s;
        if (event.file != m_file)
            continue;
        if (event.type == WriteLogWritableMap)
            m_unusable = file + u" was mapped writable: writes through a map are not logged"_s;
        if (event.type == WriteLogTruncate)
            m_unusable = file + u" was truncated: the images do not model it"_s;
        if (event.type != WriteLogWrite && event.type != WriteLogDurableWrite)
            continue;
        const qsizetype begin = qsizetype(event.offset);
        const qsizetype end = begin + event.data.size();
        if (current.size() < end)
            current.resize(end, '\0');
        std::memcpy(current.data() + begin, event.data.constData(), size_t(event.data.size()));
        Write write{i, event.type == WriteLogDurableWrite, {}};
        for (qsizetype sector = begin / kSector; sector * kSector < end; ++sector) {
            const qsizetype from = sector * kSector;
            write.sectors.append(
                {sector, current.mid(from, std::min<qsizetype>(kSector, current.size() - from))});
        }
        m_writes.append(std::move(write));
    }
}

qsizetype ImageBuilder::syncedWrites(qsizetype crashAfter) const
{
    QHash<quint64, qsizetype> begun; // by thread: the writes logged before its sync began
    qsizetype writes = 0;
    qsizetype covered = 0;
    for (qsizetype i = 0; i < crashAfter; ++i) {
        const LogEvent &event = m_log.events[i];
        if (event.file != m_file)
            continue;
        if (event.type == WriteLogWrite || event.type == WriteLogDurableWrite)
            ++writes;
        else if (event.type == WriteLogSyncBegun)
            begun.insert(event.thread, writes);
        else if (event.type == WriteLogSyncEnded && begun.contains(event.thread))
            covered = std::max(covered, begun.take(event.thread));
    }
    return covered;
}

void ImageBuilder::putSector(QByteArray &file, const SectorVersion &version)
{
    const qsizetype from = version.sector * kSector;
    if (file.size() < from + version.bytes.size())
        file.resize(from + version.bytes.size(), '\0');
    std::memcpy(file.data() + from, version.bytes.constData(), size_t(version.bytes.size()));
}

Image ImageBuilder::build(const ImageChoice &choice, QRandomGenerator &random)
{
    Image image;
    image.crashNs = choice.crashAfter > 0 ? m_log.events[choice.crashAfter - 1].timeNs : 0;
    const qsizetype synced = syncedWrites(choice.crashAfter);
    for (; m_prefixWrites < synced; ++m_prefixWrites)
        for (const SectorVersion &version : std::as_const(m_writes[m_prefixWrites].sectors))
            putSector(m_prefix, version);
    image.bytes = m_prefix;
    image.durableWrites = int(synced);

    // The later writes, up to the crash: a synchronous one is on disk, and no earlier version
    // of its sectors can come back over it; each other one reaches the disk or not, in a random
    // place of the order of those that do.
    QHash<qsizetype, qsizetype> floor; // sector → the last synchronous write to it
    struct Chosen
    {
        quint32 rank;
        qsizetype write;
    };
    QList<Chosen> chosen;
    for (qsizetype w = synced; w < m_writes.size() && m_writes[w].event < choice.crashAfter; ++w) {
        const Write &write = m_writes[w];
        ++image.laterWrites;
        if (write.durable) {
            for (const SectorVersion &version : write.sectors) {
                putSector(image.bytes, version);
                floor.insert(version.sector, w);
            }
            ++image.writesOnDisk;
        } else if (random.generateDouble() < choice.reachedDisk) {
            chosen.append({random.generate(), w});
            ++image.writesOnDisk;
        }
    }
    std::sort(chosen.begin(), chosen.end(),
              [](const Chosen &a, const Chosen &b) { return a.rank < b.rank; });
    for (const Chosen &c : std::as_const(chosen))
        for (const SectorVersion &version : m_writes[c.write].sectors) {
            if (floor.value(version.sector, -1) > c.write)
                continue; // a synchronous write made later is what the disk keeps
            if (choice.tornWrites && random.bounded(2) == 0)
                continue;
            putSector(image.bytes, version);
        }
    return image;
}

} // namespace lw::crash
