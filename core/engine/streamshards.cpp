#include "streamshards.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::streamshards {

namespace {

constexpr QStringView kIdPrefix = u"shardId-";
constexpr QStringView kIteratorVersion = u"|1|";
constexpr qsizetype kPayloadSize = 28;

// FNV-1a: a hash that stays the same across runs and platforms (qHash is seeded per process).
quint32 fnv1a(QByteArrayView bytes)
{
    quint32 h = 2166136261u;
    for (char c : bytes) {
        h ^= quint8(c);
        h *= 16777619u;
    }
    return h;
}

template<class T> void appendBigEndian(QByteArray &out, T v)
{
    char bytes[sizeof(T)];
    qToBigEndian<T>(v, bytes);
    out.append(bytes, sizeof(T));
}

QString hashText(quint32 tableId, qint64 labelMs, qint64 index)
{
    QByteArray bytes;
    appendBigEndian<quint32>(bytes, tableId);
    appendBigEndian<qint64>(bytes, labelMs);
    appendBigEndian<qint64>(bytes, index);
    return u"%1"_s.arg(fnv1a(bytes), 8, 16, QLatin1Char('0'));
}

} // namespace

QString shardId(quint32 tableId, qint64 labelMs, qint64 index)
{
    return kIdPrefix + u"%1"_s.arg(labelMs + index * kShardSpanMs, 20, 10, QLatin1Char('0')) +
           u'-' + hashText(tableId, labelMs, index);
}

std::optional<qint64> shardIndex(QStringView id, quint32 tableId, qint64 labelMs)
{
    if (id.size() != kIdPrefix.size() + 29 || !id.startsWith(kIdPrefix))
        return std::nullopt;
    bool ok = false;
    const qint64 startMs = id.sliced(kIdPrefix.size(), 20).toLongLong(&ok);
    if (!ok || startMs < labelMs || (startMs - labelMs) % kShardSpanMs != 0)
        return std::nullopt;
    const qint64 index = (startMs - labelMs) / kShardSpanMs;
    if (id != shardId(tableId, labelMs, index))
        return std::nullopt;
    return index;
}

QString encodeIterator(const Iterator &iterator)
{
    QByteArray payload;
    appendBigEndian<quint32>(payload, quint32(iterator.shard));
    appendBigEndian<quint64>(payload, quint64(iterator.afterSeq));
    appendBigEndian<quint64>(payload, quint64(iterator.nextSeq));
    appendBigEndian<qint64>(payload, iterator.issuedMs);
    return iterator.streamArn + kIteratorVersion +
           QString::fromLatin1(payload.toBase64(QByteArray::Base64UrlEncoding));
}

std::optional<Iterator> decodeIterator(QStringView text)
{
    const qsizetype bar = text.lastIndexOf(kIteratorVersion);
    if (bar <= 0)
        return std::nullopt;
    auto payload = QByteArray::fromBase64Encoding(
        text.sliced(bar + kIteratorVersion.size()).toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!payload || payload.decoded.size() != kPayloadSize)
        return std::nullopt;
    const char *p = payload.decoded.constData();
    Iterator out;
    out.streamArn = text.first(bar).toString();
    out.shard = qFromBigEndian<quint32>(p);
    out.afterSeq = qint64(qFromBigEndian<quint64>(p + 4));
    out.nextSeq = qint64(qFromBigEndian<quint64>(p + 12));
    out.issuedMs = qFromBigEndian<qint64>(p + 20);
    return out;
}

} // namespace lw::streamshards
