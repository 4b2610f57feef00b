#include "gsipropagation.h"

#include "model/frozenstream.h"
#include "readconsistency.h"
#include "tablekeys.h"

#include <QDataStream>
#include <QIODevice>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// FROZEN meta keys and record (gsipropagation.h).
constexpr QByteArrayView kDuePrefix = "gsilag.due.";
constexpr QByteArrayView kItemPrefix = "gsilag.item.";
constexpr quint32 kRecordMagic = 0x4C574750; // "LWGP"
constexpr quint16 kRecordVersion = 1;

void appendBe64(QByteArray &out, qint64 value)
{
    char be[8];
    qToBigEndian<qint64>(value, be);
    out.append(be, 8);
}

// be64(dueMs) be64(seq): what orders the queue, and what an item's pointer names.
QByteArray dueStamp(qint64 dueMs, qint64 seq)
{
    QByteArray stamp;
    appendBe64(stamp, dueMs);
    appendBe64(stamp, seq);
    return stamp;
}

QByteArray dueKey(qint64 dueMs, qint64 seq)
{
    return kDuePrefix.toByteArray() + dueStamp(dueMs, seq);
}

QByteArray itemPointerKey(const QByteArray &itemKey)
{
    return kItemPrefix.toByteArray() + itemKey;
}

QByteArray image(const Item *item, qint64 size)
{
    return item ? encodeRecord(*item, size) : QByteArray();
}

QByteArray encode(const ItemChange &change, const QList<quint16> &indexIds)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kRecordMagic << kRecordVersion << change.itemKey << indexIds
        << image(change.oldItem, change.oldSize) << image(change.newItem, change.newSize);
    return bytes;
}

Error corruptRecord()
{
    return corruptData(u"a pending GSI change does not decode"_s);
}

Result<std::optional<StoredItem>> decodeImage(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return std::optional<StoredItem>();
    auto record = decodeRecord(bytes);
    if (!record)
        return std::unexpected(corruptRecord());
    return std::optional<StoredItem>(std::move(*record));
}

Result<gsipropagation::Pending> decode(QByteArrayView key, QByteArrayView value)
{
    if (key.size() != kDuePrefix.size() + 16)
        return std::unexpected(corruptRecord());
    gsipropagation::Pending pending;
    pending.dueMs = qFromBigEndian<qint64>(key.data() + kDuePrefix.size());
    pending.seq = qFromBigEndian<qint64>(key.data() + kDuePrefix.size() + 8);
    QDataStream in(value.toByteArray());
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    QByteArray oldBytes, newBytes;
    in >> magic >> version >> pending.itemKey >> pending.indexIds >> oldBytes >> newBytes;
    if (in.status() != QDataStream::Ok || magic != kRecordMagic || version != kRecordVersion ||
        !in.atEnd() || pending.itemKey.size() < 4)
        return std::unexpected(corruptRecord());
    auto oldItem = decodeImage(oldBytes);
    LW_TRY(oldItem);
    auto newItem = decodeImage(newBytes);
    LW_TRY(newItem);
    pending.oldItem = std::move(*oldItem);
    pending.newItem = std::move(*newItem);
    return pending;
}

// Every pending change, by due time, for `visit`.
Status forEachPending(storage::Txn &txn, storage::Dbi meta,
                      const std::function<Status(gsipropagation::Pending &&)> &visit)
{
    return forEachEntry(txn, meta, kDuePrefix.toByteArray(),
                        [&](QByteArrayView key, QByteArrayView value) -> Status {
                            auto pending = decode(key, value);
                            LW_TRY(pending);
                            return visit(std::move(*pending));
                        });
}

// Puts `cursor` on the first pending change: false when nothing is pending.
Result<bool> seekFirstDue(storage::Cursor &cursor)
{
    auto found = cursor.seek(kDuePrefix);
    LW_TRY(found);
    if (!*found || !cursor.key().startsWith(kDuePrefix))
        return false;
    if (cursor.key().size() != kDuePrefix.size() + 16)
        return std::unexpected(corruptRecord());
    return true;
}

// Removes a pending change that applied (or goes), and the item's pointer when it names it.
Status remove(storage::Txn &txn, storage::Dbi meta, const gsipropagation::Pending &pending)
{
    const QByteArray pointerKey = itemPointerKey(pending.itemKey);
    auto pointer = storage::get(txn, meta, pointerKey);
    LW_TRY(pointer);
    if (*pointer && **pointer == dueStamp(pending.dueMs, pending.seq))
        LW_TRY(storage::del(txn, meta, pointerKey));
    return toStatus(storage::del(txn, meta, dueKey(pending.dueMs, pending.seq)));
}

} // namespace

namespace gsipropagation {

Result<QList<Pending>> pendingOfTable(storage::Txn &txn, storage::Dbi meta, quint32 tableId)
{
    QList<Pending> out;
    LW_TRY(forEachPending(txn, meta, [&](Pending &&pending) -> Status {
        if (tableIdOf(pending.itemKey) == tableId)
            out << std::move(pending);
        return {};
    }));
    return out;
}

Status clearTable(storage::Txn &txn, storage::Dbi meta, quint32 tableId)
{
    auto pending = pendingOfTable(txn, meta, tableId);
    LW_TRY(pending);
    for (const Pending &p : std::as_const(*pending))
        LW_TRY(storage::del(txn, meta, dueKey(p.dueMs, p.seq)));
    return erasePrefix(txn, meta, itemPointerKey(tablePrefix(tableId)));
}

} // namespace gsipropagation

bool GsiPropagation::lags() const
{
    return m_consistency.lagsIndexes();
}

Status GsiPropagation::queue(storage::Txn &txn, const ItemChange &change,
                             const QList<quint16> &indexIds)
{
    const qint64 lagMs = m_consistency.settings().gsiLagMs;
    const quint64 draw = seededDraw(m_consistency.settings().seed, change.itemKey, change.seq);
    qint64 dueMs = change.context.timeMs + 1 + qint64(draw % quint64(lagMs));
    const QByteArray pointerKey = itemPointerKey(change.itemKey);
    auto pointer = storage::get(txn, m_meta, pointerKey);
    LW_TRY(pointer);
    if (*pointer) {
        if ((*pointer)->size() != 16)
            return std::unexpected(corruptRecord());
        dueMs = std::max(dueMs, qFromBigEndian<qint64>((*pointer)->data()));
    }
    LW_TRY(storage::put(txn, m_meta, dueKey(dueMs, change.seq), encode(change, indexIds)));
    return storage::put(txn, m_meta, pointerKey, dueStamp(dueMs, change.seq));
}

Status GsiPropagation::apply(storage::Txn &txn, const QMap<QString, TableDefinition> &tables,
                             const gsipropagation::Pending &pending)
{
    if (const TableDefinition *table = tableWithId(tables, tableIdOf(pending.itemKey))) {
        const Item *oldItem = pending.oldItem ? &pending.oldItem->item : nullptr;
        const Item *newItem = pending.newItem ? &pending.newItem->item : nullptr;
        for (const IndexDefinition &index : table->indexes)
            if (index.global && pending.indexIds.contains(index.id))
                LW_TRY(updateIndexEntry(txn, m_items, *table, index, oldItem, newItem));
    }
    return remove(txn, m_meta, pending);
}

Status GsiPropagation::applyAll(storage::Txn &txn, const QMap<QString, TableDefinition> &tables,
                                const QSet<quint32> &skip)
{
    QList<gsipropagation::Pending> all;
    LW_TRY(forEachPending(txn, m_meta, [&](gsipropagation::Pending &&pending) -> Status {
        all << std::move(pending);
        return {};
    }));
    for (const gsipropagation::Pending &pending : std::as_const(all)) {
        if (skip.contains(tableIdOf(pending.itemKey)))
            LW_TRY(remove(txn, m_meta, pending));
        else
            LW_TRY(apply(txn, tables, pending));
    }
    return {};
}

Result<std::optional<qint64>> GsiPropagation::nextDueMs(storage::Txn &txn, qint64 toMs)
{
    Q_UNUSED(toMs);
    auto cursor = storage::Cursor::open(txn, m_meta);
    LW_TRY(cursor);
    auto found = seekFirstDue(*cursor);
    LW_TRY(found);
    if (!*found)
        return std::optional<qint64>();
    return std::optional(qFromBigEndian<qint64>(cursor->key().data() + kDuePrefix.size()));
}

Status GsiPropagation::runDue(storage::Txn &txn, qint64 atMs)
{
    Q_UNUSED(atMs);
    std::optional<gsipropagation::Pending> first;
    {
        auto cursor = storage::Cursor::open(txn, m_meta);
        LW_TRY(cursor);
        auto found = seekFirstDue(*cursor);
        LW_TRY(found);
        if (!*found)
            return {};
        auto pending = decode(cursor->key(), cursor->value());
        LW_TRY(pending);
        first = std::move(*pending);
    }
    return apply(txn, m_context.tables, *first);
}

Status GsiPropagation::rewind(storage::Txn &txn, RewindState &state)
{
    // The tables rebuilt whole get their indexes derived afresh: their pending changes just go.
    return applyAll(txn, state.tables, state.rebuiltTables);
}

} // namespace lw
