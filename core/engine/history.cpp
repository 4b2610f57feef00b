#include "history.h"

#include "model/tablejson.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::history {

namespace {

constexpr quint64 kSignBit = quint64(1) << 63;
constexpr char kItemChange = 0x00;
constexpr char kTableChange = 0x01;

void appendU64(QByteArray &out, quint64 v)
{
    char bytes[8];
    qToBigEndian<quint64>(v, bytes);
    out.append(bytes, 8);
}

quint64 readU64(QByteArrayView bytes)
{
    return qFromBigEndian<quint64>(bytes.data());
}

QByteArray logKey(qint64 timeMs, qint64 seq)
{
    QByteArray key = encodeTime(timeMs);
    appendU64(key, quint64(seq));
    return key;
}

QByteArray storedJson(const TableDefinition *table)
{
    return table ? QJsonDocument(tableDefinitionToStored(*table)).toJson(QJsonDocument::Compact)
                 : QByteArray();
}

} // namespace

QByteArray encodeTime(qint64 timeMs)
{
    QByteArray out;
    appendU64(out, quint64(timeMs) ^ kSignBit);
    return out;
}

qint64 decodeTime(QByteArrayView bytes)
{
    return qint64(readU64(bytes) ^ kSignBit);
}

QByteArray versionKey(const QByteArray &itemKey, qint64 timeMs, qint64 seq)
{
    QByteArray key = itemKey;
    appendU64(key, ~(quint64(timeMs) ^ kSignBit));
    appendU64(key, ~quint64(seq));
    return key;
}

Result<qint64> nextSeq(storage::Txn &txn, const Engine::Dbs &dbs)
{
    auto cursor = storage::Cursor::open(txn, dbs.log);
    if (!cursor)
        return std::unexpected(cursor.error());
    auto found = cursor->last();
    if (!found)
        return std::unexpected(found.error());
    if (!*found)
        return 1;
    if (cursor->key().size() != 16)
        return std::unexpected(corruptData(u"a history log key has the wrong size"_s));
    return qint64(readU64(cursor->key().sliced(8))) + 1;
}

Status recordItemChange(storage::Txn &txn, const Engine::Dbs &dbs, const QByteArray &itemKey,
                        const std::optional<StoredItem> &old, const Item *newItem, qint64 newSize,
                        qint64 timeMs, Origin origin)
{
    if (!old && !newItem)
        return {};
    if (old && newItem && old->item == *newItem)
        return {};
    auto seq = nextSeq(txn, dbs);
    if (!seq)
        return std::unexpected(seq.error());
    QByteArray version(1, char(origin));
    if (newItem)
        version += encodeRecord(*newItem, newSize);
    if (auto s = storage::put(txn, dbs.versions, versionKey(itemKey, timeMs, *seq), version); !s)
        return s;
    QByteArray entry(1, kItemChange);
    entry += char(origin);
    entry += itemKey;
    return storage::put(txn, dbs.log, logKey(timeMs, *seq), entry);
}

Status recordTableChange(storage::Txn &txn, const Engine::Dbs &dbs, const TableDefinition *before,
                         const TableDefinition *after, qint64 timeMs)
{
    auto seq = nextSeq(txn, dbs);
    if (!seq)
        return std::unexpected(seq.error());
    const QByteArray beforeJson = storedJson(before);
    QByteArray entry(1, kTableChange);
    char length[4];
    qToLittleEndian<quint32>(quint32(beforeJson.size()), length);
    entry.append(length, 4).append(beforeJson).append(storedJson(after));
    return storage::put(txn, dbs.log, logKey(timeMs, *seq), entry);
}

std::optional<LogEntry> decodeLogEntry(QByteArrayView key, QByteArrayView value)
{
    if (key.size() != 16 || value.size() < 2)
        return std::nullopt;
    LogEntry entry{decodeTime(key.first(8)), qint64(readU64(key.sliced(8))), {}, {}, {}};
    if (value[0] == kItemChange) {
        entry.itemKey = value.sliced(2).toByteArray();
        return entry;
    }
    if (value[0] != kTableChange || value.size() < 5)
        return std::nullopt;
    const qsizetype beforeLength = qFromLittleEndian<quint32>(value.data() + 1);
    if (5 + beforeLength > value.size())
        return std::nullopt;
    entry.tableBefore = value.sliced(5, beforeLength).toByteArray();
    entry.tableAfter = value.sliced(5 + beforeLength).toByteArray();
    return entry;
}

std::optional<Version> decodeVersion(QByteArrayView key, QByteArrayView value)
{
    if (key.size() < kVersionSuffix || value.isEmpty() || quint8(value[0]) > 2)
        return std::nullopt;
    Version v;
    const QByteArrayView suffix = key.last(kVersionSuffix);
    v.timeMs = qint64(~readU64(suffix) ^ kSignBit);
    v.seq = qint64(~readU64(suffix.sliced(8)));
    v.origin = Origin(quint8(value[0]));
    if (value.size() > 1) {
        v.record = decodeRecord(value.sliced(1));
        if (!v.record)
            return std::nullopt;
    }
    return v;
}

Result<std::optional<Version>> versionAt(storage::Txn &txn, const Engine::Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs)
{
    auto cursor = storage::Cursor::open(txn, dbs.versions);
    if (!cursor)
        return std::unexpected(cursor.error());
    // Newest first: the first entry at or after (key, ~atMs) is the newest at or before atMs.
    QByteArray probe = itemKey;
    appendU64(probe, ~(quint64(atMs) ^ kSignBit));
    auto found = cursor->seek(probe);
    if (!found)
        return std::unexpected(found.error());
    if (!*found || cursor->key().size() != itemKey.size() + kVersionSuffix ||
        !cursor->key().startsWith(itemKey))
        return std::optional<Version>();
    auto version = decodeVersion(cursor->key(), cursor->value());
    if (!version)
        return std::unexpected(corruptData(u"an item version does not decode"_s));
    return std::optional<Version>(std::move(*version));
}

Result<std::optional<StoredItem>> itemAt(storage::Txn &txn, const Engine::Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs)
{
    auto version = versionAt(txn, dbs, itemKey, atMs);
    if (!version)
        return std::unexpected(version.error());
    if (!*version)
        return std::optional<StoredItem>();
    return std::move((*version)->record);
}

Status forEachItemAt(storage::Txn &txn, const Engine::Dbs &dbs, const QByteArray &lower,
                     const std::optional<QByteArray> &upper, qint64 atMs,
                     const std::function<bool(const QByteArray &, StoredItem &&)> &visit)
{
    auto cursor = storage::Cursor::open(txn, dbs.versions);
    if (!cursor)
        return std::unexpected(cursor.error());
    const QByteArray atSuffix = [&] {
        QByteArray s;
        appendU64(s, ~(quint64(atMs) ^ kSignBit));
        return s;
    }();
    auto found = cursor->seek(lower);
    while (found && *found) {
        const QByteArrayView key = cursor->key();
        if (upper ? key >= QByteArrayView(*upper) : !key.startsWith(lower.first(4)))
            break;
        if (key.size() <= kVersionSuffix)
            return std::unexpected(corruptData(u"an item version key is too short"_s));
        const QByteArray itemKey = key.first(key.size() - kVersionSuffix).toByteArray();
        // Jump to this item's newest version at or before atMs …
        if (key.sliced(itemKey.size(), 8) < QByteArrayView(atSuffix)) {
            found = cursor->seek(QByteArray(itemKey + atSuffix));
            if (!found || !*found)
                break;
        }
        if (cursor->key().size() == itemKey.size() + kVersionSuffix &&
            cursor->key().startsWith(itemKey)) {
            auto version = decodeVersion(cursor->key(), cursor->value());
            if (!version)
                return std::unexpected(corruptData(u"an item version does not decode"_s));
            if (version->record && !visit(itemKey, std::move(*version->record)))
                return {};
        }
        // … then past all its versions: no other item key starts with this one.
        found = cursor->seek(QByteArray(itemKey + QByteArray(kVersionSuffix + 1, char(0xFF))));
    }
    return toStatus(found);
}

} // namespace lw::history
