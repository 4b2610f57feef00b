// Encodes and decodes the archive bucket's FROZEN byte formats; bucket.h has the grammar.
// Internal to core/archive.
#pragma once

#include "bucketlifecycle.h"

#include <QByteArray>
#include <QByteArrayView>

namespace lw::bucket::record {

// FROZEN header flags.
enum Flag : quint8
{
    DeleteMarker = 0x01,
    NullVersion = 0x02,     // the version id is "null" (written while versioning was suspended)
    NoncurrentSince = 0x04, // sinceMs: when the version became noncurrent
    AloneSince = 0x08,      // sinceMs: since when this current delete marker has been alone
    LongKey = 0x10,         // the key part is a digest; the header ends with the whole key
};

struct Header
{
    quint8 flags = 0;
    StorageClass storageClass = StorageClass::Standard;
    qint64 lastModifiedMs = 0;
    qint64 sinceMs = 0; // meaningful only with NoncurrentSince or AloneSince
    qint64 size = 0;
    QByteArray md5; // 16 bytes; all zero for a delete marker
    QString contentType;
    Tags tags;
    QByteArray longKey; // the whole UTF-8 key when the key part is a digest (flag LongKey)

    bool has(Flag flag) const { return flags & flag; }
    void set(Flag flag, bool on) { flags = on ? (flags | flag) : (flags & ~flag); }
    bool operator==(const Header &) const = default;
};

QByteArray encodeHeader(const Header &header);
std::optional<Header> decodeHeader(QByteArrayView bytes);

QByteArray encodeTime(qint64 timeMs);
qint64 decodeTime(QByteArrayView bytes); // 8 bytes

// The key part of a UTF-8 object key: the key itself up to kMaxRawKeyPart bytes, else its first
// kLongKeyPrefix bytes, 0xFF and the hex SHA-1 of the whole key (LMDB keys end at 511 bytes).
constexpr qsizetype kMaxRawKeyPart = 480, kLongKeyPrefix = 440;
QByteArray keyPart(QByteArrayView utf8Key);

// versionKey := keyPart 0x00 ~seq:u64be
QByteArray versionKey(QByteArrayView keyPart, quint64 seq);
struct VersionKey
{
    QByteArray keyPart;
    quint64 seq = 0;
};
std::optional<VersionKey> splitVersionKey(QByteArrayView key);
// Every version of the key has a versionKey starting with this.
QByteArray versionsPrefix(QByteArrayView keyPart);

// Keys of the three sub-databases, with their keyspace byte.
constexpr char kHeaderSpace = 'v', kBodySpace = 'b', kQueueSpace = 'q', kDueSpace = 'r';
QByteArray headerKey(QByteArrayView keyPart, quint64 seq);
QByteArray bodyKey(QByteArrayView keyPart, quint64 seq);
QByteArray queueKey(qint64 dueMs, QByteArrayView versionKey);
QByteArray dueKey(QByteArrayView versionKey);

// A pending action as the queue stores it.
QByteArray encodeAction(const PlannedAction &action); // without dueMs (the key has it)
std::optional<PlannedAction> decodeAction(qint64 dueMs, QByteArrayView bytes);

// Version ids: 32 characters of URL-safe base64 ('.' standing for '-') that look opaque, derived
// one-to-one from the bucket's version counter, so the same steps always give the same ids.
QString versionIdFor(quint64 seq);
// The counter value behind an id; none when `id` is not one this bucket makes.
std::optional<quint64> seqOfVersionId(QStringView id);
inline const QString kNullVersionId = QStringLiteral("null");

} // namespace lw::bucket::record
