// Crash images from a write log (writelog.c): the contents one file could have on disk after a
// power cut at any point of the log.
//
// The model, for a crash after the first `k` events of the log: every write logged before the
// "begun" record of a sync of the file that had ended by then is on disk, as is every write
// through an O_SYNC / O_DSYNC descriptor; of the later writes, any may have reached the disk or
// not, in any order. The kernel writes back the page cache as it is, never an older version, and
// a disk writes a 512-byte sector whole or not at all, so each sector of the file ends up either
// as it was at its last durable write or as it was right after any later write that touched it:
// an image picks a random subset of the later writes and a random order for them, and with
// `tornWrites` lets each chosen write reach the disk with only a random part of its sectors. The
// file is as long as the longest of what reached it.
#pragma once

#include "writelog.h"

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

#include <optional>

namespace lw::crash {

struct LogEvent
{
    WriteLogType type;
    int file;
    quint64 timeNs;
    quint64 thread;
    quint64 offset;
    QByteArray data;
};

struct WriteLog
{
    QStringList files; // by id
    QList<LogEvent> events;
    int fileId(const QString &name) const { return int(files.indexOf(name)); }
};

// The log at `path`; a record cut short by a kill at its end is dropped. Empty with `error` set
// when the file cannot be read.
std::optional<WriteLog> readWriteLog(const QString &path, QString *error);

struct ImageChoice
{
    qsizetype crashAfter = 0; // events of the log that happened
    double reachedDisk = 0.5; // the chance of each later write to have reached the disk
    bool tornWrites = false;  // whether a write may reach the disk in part
};

struct Image
{
    QByteArray bytes;
    quint64 crashNs = 0; // the time of the last event that happened (0: none did)
    int durableWrites = 0;
    int laterWrites = 0;  // logged after the last sync that covers them
    int writesOnDisk = 0; // of those, the ones that reached the disk in this image
};

class ImageBuilder
{
public:
    static constexpr int kSector = 512;

    // `file` as it was when the log began (`base`), and the log's writes to it.
    ImageBuilder(const WriteLog &log, const QString &file, QByteArray base);

    // Problems that make images meaningless: writes through a writable shared map of the file,
    // or an msync, which this log cannot see. Empty when the log can be used.
    QString unusable() const { return m_unusable; }
    qsizetype eventCount() const { return m_log.events.size(); }

    // Crash points must come in increasing order (the durable prefix is rolled forward).
    Image build(const ImageChoice &choice, QRandomGenerator &random);

private:
    struct SectorVersion
    {
        qsizetype sector;
        QByteArray bytes; // the sector (or the file's end within it) right after the write
    };
    struct Write
    {
        qsizetype event;
        bool durable; // through an O_SYNC / O_DSYNC descriptor
        QList<SectorVersion> sectors;
    };
    // The index (in m_writes) of the first write not covered by a sync that ended within the
    // first `crashAfter` events.
    qsizetype syncedWrites(qsizetype crashAfter) const;
    static void putSector(QByteArray &file, const SectorVersion &version);

    const WriteLog &m_log;
    int m_file = -1;
    QString m_unusable;
    QList<Write> m_writes;
    // The durable prefix rolled forward: the file after m_prefixWrites writes.
    QByteArray m_prefix;
    qsizetype m_prefixWrites = 0;
};

} // namespace lw::crash
