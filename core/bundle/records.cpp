#include "records.h"

#include "engine/engine.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

void appendField(QByteArray &out, QByteArrayView field)
{
    char length[4];
    qToLittleEndian<quint32>(quint32(field.size()), length);
    out.append(length, 4);
    out.append(field);
}

qint64 lengthAt(QByteArrayView bytes, qsizetype at)
{
    return qFromLittleEndian<quint32>(bytes.constData() + at);
}

constexpr QStringView kPrefix = u"db/";
constexpr QStringView kSuffix = u".records";

} // namespace

QString recordsEntryName(const QByteArray &database)
{
    return kPrefix + QString::fromLatin1(database) + kSuffix;
}

QByteArray databaseOfEntry(const QString &entryName)
{
    if (!entryName.startsWith(kPrefix) || !entryName.endsWith(kSuffix))
        return {};
    const QByteArray name =
        entryName.sliced(kPrefix.size(), entryName.size() - kPrefix.size() - kSuffix.size())
            .toLatin1();
    return Engine::databaseNames().contains(name) ? name : QByteArray();
}

void appendRecord(QByteArray &out, QByteArrayView key, QByteArrayView value)
{
    appendField(out, key);
    appendField(out, value);
}

Result<qint64> RecordParser::extent(QByteArrayView bytes) const
{
    if (bytes.size() < 4)
        return 4;
    const qint64 keyLength = lengthAt(bytes, 0);
    if (keyLength == 0 || keyLength > kMaxRecordKeyBytes)
        return std::unexpected(validationError(
            m_entry + u" holds a key of %1 bytes; LMDB stores keys of 1 to %2"_s.arg(keyLength).arg(
                          kMaxRecordKeyBytes)));
    const qint64 valueAt = 4 + keyLength + 4;
    if (bytes.size() < valueAt)
        return valueAt;
    return valueAt + lengthAt(bytes, valueAt - 4);
}

Status RecordParser::deliver(QByteArrayView bytes)
{
    const qsizetype keyLength = qsizetype(lengthAt(bytes, 0));
    const QByteArrayView key = bytes.sliced(4, keyLength);
    const QByteArrayView value =
        bytes.sliced(8 + keyLength, qsizetype(lengthAt(bytes, 4 + keyLength)));
    if (m_hasLast && !(QByteArrayView(m_lastKey) < key))
        return std::unexpected(validationError(m_entry + u" holds its records out of key order"_s));
    m_lastKey.resize(key.size()); // keeps its capacity: no allocation per record
    std::copy(key.begin(), key.end(), m_lastKey.begin());
    m_hasLast = true;
    return m_sink({key, value});
}

Status RecordParser::feed(QByteArrayView chunk)
{
    if (!m_failed)
        return m_failed;
    const auto fail = [this](const Error &error) {
        m_failed = std::unexpected(error);
        return m_failed;
    };
    // First the record an earlier chunk began: complete it from as few bytes as it needs.
    while (!m_pending.isEmpty()) {
        auto size = extent(m_pending);
        if (!size)
            return fail(size.error());
        if (*size <= m_pending.size()) {
            if (auto s = deliver(m_pending); !s)
                return fail(s.error());
            m_pending.clear();
            break;
        }
        const qsizetype take = qsizetype(qMin<qint64>(*size - m_pending.size(), chunk.size()));
        m_pending.append(chunk.first(take));
        chunk = chunk.sliced(take);
        if (chunk.isEmpty() && m_pending.size() < *size)
            return {};
    }
    // Then every record that lies whole in the chunk, without a copy.
    for (;;) {
        auto size = extent(chunk);
        if (!size)
            return fail(size.error());
        if (*size > chunk.size())
            break;
        if (auto s = deliver(chunk.first(qsizetype(*size))); !s)
            return fail(s.error());
        chunk = chunk.sliced(qsizetype(*size));
    }
    m_pending.append(chunk);
    return {};
}

Status RecordParser::finish()
{
    if (!m_failed)
        return m_failed;
    if (!m_pending.isEmpty())
        return std::unexpected(validationError(m_entry + u" is cut short"_s));
    return {};
}

} // namespace lw::bundle
