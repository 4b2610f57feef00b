#include "history.h"

#include "model/tablejson.h"
#include "readpage.h"
#include "tablekeys.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::history {

namespace {

constexpr quint64 kSignBit = quint64(1) << 63;
// The workspace's sequence counter: the statistics entry of table 0, which no table has.
constexpr quint32 kCounterTable = 0;
// A head from its origin on is a version's value: only time and seq move into the key.
constexpr qsizetype kOriginAt = kStampSize - 1;

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

QByteArray newestFirst(qint64 timeMs)
{
    QByteArray out;
    appendU64(out, ~(quint64(timeMs) ^ kSignBit));
    return out;
}

// Past every version of `itemKey`: no other item key starts with it. (The smallest key after
// the prefix, since the item key plus 17 bytes of 0xFF could pass LMDB's key size limit.)
QByteArray pastVersionsOf(const QByteArray &itemKey)
{
    return prefixEnd(itemKey).value_or(QByteArray(1, char(0xFF)));
}

QByteArray storedJson(const TableDefinition *table)
{
    return table ? QJsonDocument(tableDefinitionToStored(*table)).toJson(QJsonDocument::Compact)
                 : QByteArray();
}

Error undecodable()
{
    return corruptData(u"an item version does not decode"_s);
}

// Steps through the item keys that have a head, versions or both, in key order, from `lower` to
// the end of the databases (callers stop at their own bound). On each key the heads cursor is on
// its head (when it has one) and the versions cursor on its newest version (when it has any).
class ItemWalk
{
public:
    static Result<ItemWalk> open(storage::Txn &txn, const Dbs &dbs, const QByteArray &lower)
    {
        auto heads = storage::Cursor::open(txn, dbs.items);
        LW_TRY(heads);
        auto versions = storage::Cursor::open(txn, dbs.versions);
        LW_TRY(versions);
        ItemWalk walk(std::move(*heads), std::move(*versions));
        // LMDB rejects an empty key, so the whole database starts at first().
        walk.m_headFound = lower.isEmpty() ? walk.heads.first() : walk.heads.seek(lower);
        walk.m_versionFound = lower.isEmpty() ? walk.versions.first() : walk.versions.seek(lower);
        return walk;
    }

    // The next item key; none at the end.
    Result<std::optional<QByteArray>> next()
    {
        if (!m_current.isEmpty()) {
            if (hasHead)
                m_headFound = heads.next();
            if (hasVersions)
                m_versionFound = versions.seek(pastVersionsOf(m_current));
        }
        LW_TRY(m_headFound);
        LW_TRY(m_versionFound);
        std::optional<QByteArrayView> headKey, versionItem;
        if (*m_headFound)
            headKey = heads.key();
        if (*m_versionFound) {
            if (versions.key().size() <= kVersionSuffix)
                return std::unexpected(corruptData(u"an item version key is too short"_s));
            versionItem = versions.key().chopped(kVersionSuffix);
        }
        if (!headKey && !versionItem)
            return std::optional<QByteArray>();
        const QByteArrayView first = !versionItem                          ? *headKey
                                     : !headKey || *versionItem < *headKey ? *versionItem
                                                                           : *headKey;
        m_current = first.toByteArray();
        hasHead = headKey && *headKey == first;
        hasVersions = versionItem && *versionItem == first;
        return std::optional<QByteArray>(m_current);
    }

    storage::Cursor heads, versions;
    bool hasHead = false, hasVersions = false;

private:
    ItemWalk(storage::Cursor &&h, storage::Cursor &&v) : heads(std::move(h)), versions(std::move(v))
    {}

    Result<bool> m_headFound, m_versionFound;
    QByteArray m_current;
};

} // namespace

Result<HistoryDbs> HistoryDbs::open(storage::Txn &txn)
{
    auto log = storage::Dbi::open(txn, "log");
    LW_TRY(log);
    auto versions = storage::Dbi::open(txn, "versions");
    LW_TRY(versions);
    return HistoryDbs{*log, *versions};
}

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

QByteArray encodeStamp(const Stamp &stamp)
{
    QByteArray out = encodeTime(stamp.timeMs);
    appendU64(out, quint64(stamp.seq));
    out += char(stamp.origin);
    return out;
}

QByteArray encodeHead(const Stamp &stamp, const Item &item, qint64 size)
{
    QByteArray out = encodeStamp(stamp);
    appendRecord(out, item, size);
    return out;
}

std::optional<Stamp> headStamp(QByteArrayView head)
{
    if (head.size() < kStampSize || quint8(head[kOriginAt]) > quint8(Origin::Consumer))
        return std::nullopt;
    return Stamp{decodeTime(head), qint64(readU64(head.sliced(8))),
                 Origin(quint8(head[kOriginAt]))};
}

QByteArray versionKey(const QByteArray &itemKey, qint64 timeMs, qint64 seq)
{
    QByteArray key = itemKey + newestFirst(timeMs);
    appendU64(key, ~quint64(seq));
    return key;
}

Result<qint64> lastSeq(storage::Txn &txn, const ItemDbs &dbs)
{
    auto counter = readStats(txn, dbs, kCounterTable, 0);
    LW_TRY(counter);
    return counter->itemCount;
}

Result<qint64> takeSeq(storage::Txn &txn, const ItemDbs &dbs)
{
    auto last = lastSeq(txn, dbs);
    LW_TRY(last);
    LW_TRY(addStats(txn, dbs, kCounterTable, 0, 1, 0));
    return *last + 1;
}

Status recordItemChange(storage::Txn &txn, const HistoryDbs &dbs, const ItemChange &change)
{
    if (!change.isNew())
        return {};
    if (!change.oldHead.isEmpty()) {
        // The old head becomes a version as it is: its stamp moves into the key.
        const auto stamp = headStamp(change.oldHead);
        if (!stamp)
            return std::unexpected(corruptData(u"an item's head"_s));
        LW_TRY(storage::put(txn, dbs.versions,
                            versionKey(change.itemKey, stamp->timeMs, stamp->seq),
                            QByteArrayView(change.oldHead).sliced(kOriginAt)));
    }
    if (!change.newItem)
        return storage::put(txn, dbs.versions,
                            versionKey(change.itemKey, change.context.timeMs, change.seq),
                            QByteArray(1, char(change.context.origin)));
    return {};
}

Status retireHeads(storage::Txn &txn, const Dbs &dbs, quint32 tableId)
{
    const QByteArray prefix = tablePrefix(tableId);
    auto cursor = storage::Cursor::open(txn, dbs.items);
    LW_TRY(cursor);
    auto found = cursor->seek(prefix);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next()) {
        const auto stamp = headStamp(cursor->value());
        if (!stamp)
            return std::unexpected(corruptData(u"an item's head"_s));
        // Copied: a view into the map may not outlive a write.
        const QByteArray version = cursor->value().sliced(kOriginAt).toByteArray();
        if (auto s = storage::put(
                txn, dbs.versions,
                versionKey(cursor->key().toByteArray(), stamp->timeMs, stamp->seq), version);
            !s)
            return s;
    }
    LW_TRY(found);
    *cursor = storage::Cursor();
    return erasePrefix(txn, dbs.items, prefix);
}

Status recordTableChange(storage::Txn &txn, const Dbs &dbs, const TableDefinition *before,
                         const TableDefinition *after, qint64 timeMs)
{
    auto seq = takeSeq(txn, dbs);
    LW_TRY(seq);
    const QByteArray beforeJson = storedJson(before);
    char length[4];
    qToLittleEndian<quint32>(quint32(beforeJson.size()), length);
    QByteArray key = encodeTime(timeMs);
    appendU64(key, quint64(*seq));
    return storage::put(txn, dbs.log, key,
                        QByteArray(length, 4).append(beforeJson).append(storedJson(after)));
}

std::optional<TableChange> decodeTableChange(QByteArrayView key, QByteArrayView value)
{
    if (key.size() != 16 || value.size() < 4)
        return std::nullopt;
    const qsizetype beforeLength = qFromLittleEndian<quint32>(value.data());
    if (4 + beforeLength > value.size())
        return std::nullopt;
    return TableChange{decodeTime(key.first(8)), qint64(readU64(key.sliced(8))),
                       value.sliced(4, beforeLength).toByteArray(),
                       value.sliced(4 + beforeLength).toByteArray()};
}

std::optional<Version> decodeVersion(QByteArrayView key, QByteArrayView value)
{
    if (key.size() < kVersionSuffix || value.isEmpty() ||
        quint8(value[0]) > quint8(Origin::Consumer))
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

std::optional<Version> decodeHead(QByteArrayView head)
{
    const auto stamp = headStamp(head);
    if (!stamp)
        return std::nullopt;
    auto record = decodeRecord(head.sliced(kStampSize));
    if (!record)
        return std::nullopt;
    return Version{*stamp, std::move(record)};
}

Result<std::optional<Version>> versionAt(storage::Txn &txn, const Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs)
{
    auto head = storage::get(txn, dbs.items, itemKey);
    LW_TRY(head);
    if (*head) {
        const auto stamp = headStamp(**head);
        if (!stamp)
            return std::unexpected(corruptData(u"an item's head"_s));
        if (stamp->timeMs <= atMs) {
            auto version = decodeHead(**head);
            if (!version)
                return std::unexpected(undecodable());
            return version;
        }
    }
    auto cursor = storage::Cursor::open(txn, dbs.versions);
    LW_TRY(cursor);
    // Newest first: the first entry at or after (key, ~atMs) is the newest at or before atMs.
    auto found = cursor->seek(QByteArray(itemKey + newestFirst(atMs)));
    LW_TRY(found);
    if (!*found || cursor->key().size() != itemKey.size() + kVersionSuffix ||
        !cursor->key().startsWith(itemKey))
        return std::optional<Version>();
    auto version = decodeVersion(cursor->key(), cursor->value());
    if (!version)
        return std::unexpected(undecodable());
    return version;
}

Result<std::optional<StoredItem>> itemAt(storage::Txn &txn, const Dbs &dbs,
                                         const QByteArray &itemKey, qint64 atMs)
{
    auto version = versionAt(txn, dbs, itemKey, atMs);
    LW_TRY(version);
    if (!*version)
        return std::optional<StoredItem>();
    return std::move((*version)->record);
}

Result<QList<Version>> versionsOf(storage::Txn &txn, const Dbs &dbs, const QByteArray &itemKey)
{
    QList<Version> out;
    auto cursor = storage::Cursor::open(txn, dbs.versions);
    LW_TRY(cursor);
    auto found = cursor->seek(itemKey);
    for (; found && *found && cursor->key().startsWith(itemKey) &&
           cursor->key().size() == itemKey.size() + kVersionSuffix;
         found = cursor->next()) {
        auto version = decodeVersion(cursor->key(), cursor->value());
        if (!version)
            return std::unexpected(undecodable());
        out.prepend(std::move(*version));
    }
    LW_TRY(found);
    auto head = storage::get(txn, dbs.items, itemKey);
    LW_TRY(head);
    if (*head) {
        auto version = decodeHead(**head);
        if (!version)
            return std::unexpected(undecodable());
        out << std::move(*version);
    }
    return out;
}

Status forEachItemAt(storage::Txn &txn, const Dbs &dbs, const QByteArray &lower,
                     const std::optional<QByteArray> &upper, qint64 atMs,
                     const std::function<bool(const QByteArray &, StoredItem &&)> &visit)
{
    auto walk = ItemWalk::open(txn, dbs, lower);
    LW_TRY(walk);
    const QByteArray table = lower.first(4);
    for (;;) {
        auto next = walk->next();
        LW_TRY(next);
        if (!*next || (upper ? **next >= *upper : !(*next)->startsWith(table)))
            return {};
        const QByteArray &itemKey = **next;
        // A version key can sort after `lower` while its item key sorts before it.
        if (itemKey < lower)
            continue;
        std::optional<Version> version;
        if (walk->hasHead) {
            const auto stamp = headStamp(walk->heads.value());
            if (!stamp)
                return std::unexpected(corruptData(u"an item's head"_s));
            if (stamp->timeMs <= atMs && !(version = decodeHead(walk->heads.value())))
                return std::unexpected(undecodable());
        }
        if (!version && walk->hasVersions) {
            // The newest version at or before atMs, if the item has one.
            auto found = walk->versions.seek(QByteArray(itemKey + newestFirst(atMs)));
            LW_TRY(found);
            const QByteArrayView key = walk->versions.key();
            if (*found && key.size() == itemKey.size() + kVersionSuffix &&
                key.startsWith(itemKey) && !(version = decodeVersion(key, walk->versions.value())))
                return std::unexpected(undecodable());
        }
        if (version && version->record && !visit(itemKey, std::move(*version->record)))
            return {};
    }
}

Status forEachItemVersions(
    storage::Txn &txn, const Dbs &dbs, const QByteArray &prefix,
    const std::function<Status(const QByteArray &, const QList<RawVersion> &)> &visit)
{
    auto walk = ItemWalk::open(txn, dbs, prefix);
    LW_TRY(walk);
    QList<RawVersion> versions;
    for (;;) {
        auto next = walk->next();
        LW_TRY(next);
        if (!*next || !(*next)->startsWith(prefix))
            return {};
        const QByteArray &itemKey = **next;
        versions.clear();
        if (walk->hasVersions) {
            auto found = Result<bool>(true);
            for (; found && *found && walk->versions.key().startsWith(itemKey);
                 found = walk->versions.next()) {
                const QByteArrayView key = walk->versions.key(), value = walk->versions.value();
                if (key.size() != itemKey.size() + kVersionSuffix)
                    break; // another item's version: no item key starts with this one
                auto v = decodeVersion(key, value.first(std::min<qsizetype>(1, value.size())));
                if (!v)
                    return std::unexpected(undecodable());
                versions.prepend(RawVersion{*v, value.sliced(1)});
            }
            LW_TRY(found);
        }
        if (walk->hasHead) {
            const auto stamp = headStamp(walk->heads.value());
            if (!stamp)
                return std::unexpected(corruptData(u"an item's head"_s));
            versions << RawVersion{*stamp, walk->heads.value().sliced(kStampSize)};
        }
        if (auto s = visit(itemKey, versions); !s)
            return s;
    }
}

} // namespace lw::history
