#include "bucketrecord.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <array>

using namespace Qt::StringLiterals;

namespace lw::bucket::record {

namespace {

constexpr char kHeaderFormat = 0x01;
constexpr qsizetype kMd5Bytes = 16;
constexpr qsizetype kSeqBytes = 8;
constexpr quint64 kSignBit = quint64(1) << 63;

template<class T> void append(QByteArray &out, T value)
{
    char bytes[sizeof(T)];
    qToLittleEndian<T>(value, bytes);
    out.append(bytes, sizeof(T));
}

void appendText(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    append<quint16>(out, quint16(utf8.size()));
    out.append(utf8);
}

// Reads little-endian values and length-prefixed texts off the front of a record.
class Reader
{
public:
    explicit Reader(QByteArrayView bytes) : m_rest(bytes) {}
    bool ok() const { return m_ok; }
    bool atEnd() const { return m_rest.isEmpty(); }

    template<class T> T take()
    {
        if (!need(sizeof(T)))
            return T{};
        const T value = qFromLittleEndian<T>(m_rest.data());
        m_rest = m_rest.sliced(sizeof(T));
        return value;
    }
    QByteArrayView bytes(qsizetype n)
    {
        if (!need(n))
            return {};
        const QByteArrayView out = m_rest.first(n);
        m_rest = m_rest.sliced(n);
        return out;
    }
    QString text() { return QString::fromUtf8(bytes(take<quint16>())); }

private:
    bool need(qsizetype n)
    {
        m_ok = m_ok && m_rest.size() >= n;
        return m_ok;
    }
    QByteArrayView m_rest;
    bool m_ok = true;
};

// A Feistel network over the 64-bit counter: a bijection, so ids decode back to counters, and
// consecutive counters give unrelated-looking ids.
constexpr std::array<quint32, 4> kRoundKeys{0x5bd1e995u, 0x1b873593u, 0xcc9e2d51u, 0x68e31da4u};

quint32 roundFunction(quint32 half, quint32 key)
{
    quint32 x = (half ^ key) * 0x9e3779b1u;
    x ^= x >> 15;
    x *= 0x85ebca77u;
    return x ^ (x >> 13);
}

quint64 scramble(quint64 value)
{
    quint32 left = quint32(value >> 32), right = quint32(value);
    for (quint32 key : kRoundKeys) {
        const quint32 next = left ^ roundFunction(right, key);
        left = right;
        right = next;
    }
    return (quint64(left) << 32) | right;
}

quint64 unscramble(quint64 value)
{
    quint32 left = quint32(value >> 32), right = quint32(value);
    for (auto it = kRoundKeys.rbegin(); it != kRoundKeys.rend(); ++it) {
        const quint32 previous = right ^ roundFunction(left, *it);
        right = left;
        left = previous;
    }
    return (quint64(left) << 32) | right;
}

quint64 splitMix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

void appendBigEndian(QByteArray &out, quint64 value)
{
    char bytes[8];
    qToBigEndian<quint64>(value, bytes);
    out.append(bytes, 8);
}

} // namespace

QByteArray encodeHeader(const Header &h)
{
    QByteArray out;
    out.append(kHeaderFormat);
    out.append(char(h.longKey.isEmpty() ? h.flags & ~LongKey : h.flags | LongKey));
    out.append(char(h.storageClass));
    append<qint64>(out, h.lastModifiedMs);
    append<qint64>(out, h.sinceMs);
    append<qint64>(out, h.size);
    out.append(h.md5.leftJustified(kMd5Bytes, '\0', true));
    appendText(out, h.contentType);
    out.append(char(h.tags.size()));
    for (auto it = h.tags.begin(); it != h.tags.end(); ++it) {
        appendText(out, it.key());
        appendText(out, it.value());
    }
    if (!h.longKey.isEmpty()) {
        append<quint16>(out, quint16(h.longKey.size()));
        out.append(h.longKey);
    }
    return out;
}

std::optional<Header> decodeHeader(QByteArrayView bytes)
{
    Reader in(bytes);
    Header h;
    if (in.take<quint8>() != quint8(kHeaderFormat))
        return std::nullopt;
    h.flags = in.take<quint8>();
    const quint8 storageClass = in.take<quint8>();
    h.lastModifiedMs = in.take<qint64>();
    h.sinceMs = in.take<qint64>();
    h.size = in.take<qint64>();
    h.md5 = in.bytes(kMd5Bytes).toByteArray();
    h.contentType = in.text();
    const int tagCount = in.take<quint8>();
    for (int i = 0; i < tagCount && in.ok(); ++i) {
        const QString key = in.text();
        h.tags.insert(key, in.text());
    }
    if (h.has(LongKey))
        h.longKey = in.bytes(in.take<quint16>()).toByteArray();
    if (!in.ok() || !in.atEnd() || storageClass >= kStorageClassCount)
        return std::nullopt;
    h.storageClass = StorageClass(storageClass);
    return h;
}

QByteArray encodeTime(qint64 timeMs)
{
    QByteArray out;
    appendBigEndian(out, quint64(timeMs) ^ kSignBit);
    return out;
}

qint64 decodeTime(QByteArrayView bytes)
{
    return qint64(qFromBigEndian<quint64>(bytes.data()) ^ kSignBit);
}

QByteArray keyPart(QByteArrayView utf8Key)
{
    if (utf8Key.size() <= kMaxRawKeyPart)
        return utf8Key.toByteArray();
    // 0xFF never occurs in UTF-8, so a digested part is never a raw key's prefix or extension.
    return utf8Key.first(kLongKeyPrefix).toByteArray() + char(0xff) +
           QCryptographicHash::hash(utf8Key, QCryptographicHash::Sha1).toHex();
}

QByteArray versionKey(QByteArrayView keyPart, quint64 seq)
{
    QByteArray out = versionsPrefix(keyPart);
    appendBigEndian(out, ~seq);
    return out;
}

QByteArray versionsPrefix(QByteArrayView keyPart)
{
    QByteArray out = keyPart.toByteArray();
    out.append('\0');
    return out;
}

std::optional<VersionKey> splitVersionKey(QByteArrayView key)
{
    if (key.size() < kSeqBytes + 2 || key.at(key.size() - kSeqBytes - 1) != '\0')
        return std::nullopt;
    return VersionKey{key.first(key.size() - kSeqBytes - 1).toByteArray(),
                      ~qFromBigEndian<quint64>(key.last(kSeqBytes).data())};
}

QByteArray headerKey(QByteArrayView keyPart, quint64 seq)
{
    return kHeaderSpace + versionKey(keyPart, seq);
}

QByteArray bodyKey(QByteArrayView keyPart, quint64 seq)
{
    return kBodySpace + versionKey(keyPart, seq);
}

QByteArray queueKey(qint64 dueMs, QByteArrayView versionKey)
{
    return kQueueSpace + encodeTime(dueMs) + versionKey.toByteArray();
}

QByteArray dueKey(QByteArrayView versionKey)
{
    return kDueSpace + versionKey.toByteArray();
}

QByteArray encodeAction(const PlannedAction &action)
{
    QByteArray out;
    out.append(char(action.kind));
    out.append(char(action.toClass));
    out.append(action.ruleId.toUtf8());
    return out;
}

std::optional<PlannedAction> decodeAction(qint64 dueMs, QByteArrayView bytes)
{
    if (bytes.size() < 2)
        return std::nullopt;
    const auto kind = quint8(bytes.at(0)), storageClass = quint8(bytes.at(1));
    if (kind < quint8(ActionKind::Transition) ||
        kind > quint8(ActionKind::RemoveExpiredDeleteMarker) || storageClass >= kStorageClassCount)
        return std::nullopt;
    return PlannedAction{dueMs, ActionKind(kind), StorageClass(storageClass),
                         QString::fromUtf8(bytes.sliced(2))};
}

QString versionIdFor(quint64 seq)
{
    const quint64 scrambled = scramble(seq);
    QByteArray bytes;
    appendBigEndian(bytes, scrambled);
    appendBigEndian(bytes, splitMix(scrambled));
    appendBigEndian(bytes, splitMix(~scrambled));
    // URL-safe base64 with '.' for '-', so that no id starts like a command-line option.
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)
            .replace('-', '.'));
}

std::optional<quint64> seqOfVersionId(QStringView id)
{
    constexpr qsizetype kIdLength = 32;
    if (id.size() != kIdLength)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(
        id.toLatin1().replace('.', '-'),
        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != 24)
        return std::nullopt;
    const quint64 seq = unscramble(qFromBigEndian<quint64>(decoded.decoded.constData()));
    if (versionIdFor(seq) != id)
        return std::nullopt;
    return seq;
}

} // namespace lw::bucket::record
