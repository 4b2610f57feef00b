#include "streamlog.h"

#include "history.h"
#include "itemstore.h"
#include "model/itemsize.h"
#include "readpage.h"
#include "storage/itemcodec.h"
#include "tablekeys.h"

#include <QtEndian>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw::streamlog {

namespace {

constexpr char kOldImage = 0x01, kNewImage = 0x02;
constexpr qsizetype kPrefixSize = 12; // tableId label
constexpr qsizetype kHeaderSize = 16; // event origin view time size images

template<class T> void append(QByteArray &out, T v)
{
    char bytes[sizeof(T)];
    qToLittleEndian<T>(v, bytes);
    out.append(bytes, sizeof(T));
}

void appendSized(QByteArray &out, const Item &item)
{
    const qsizetype at = out.size();
    append<quint32>(out, 0);
    storage::appendItem(out, item);
    qToLittleEndian<quint32>(quint32(out.size() - at - 4), out.data() + at);
}

// Reads a length-prefixed item from `bytes` at `at`, moving `at` past it.
std::optional<Item> readSized(QByteArrayView bytes, qsizetype &at)
{
    if (at + 4 > bytes.size())
        return std::nullopt;
    const qsizetype size = qFromLittleEndian<quint32>(bytes.data() + at);
    if (at + 4 + size > bytes.size())
        return std::nullopt;
    at += 4 + size;
    return storage::decodeItem(bytes.sliced(at - size, size));
}

// When the record was made, read from its header alone; none when it is too short.
std::optional<qint64> recordTime(QByteArrayView value)
{
    if (value.size() < kHeaderSize)
        return std::nullopt;
    return qFromLittleEndian<qint64>(value.data() + 3);
}

// Calls `visit(cursor)` on every record of every stream, a stream at a time, oldest first;
// `visit` returns false to skip the rest of that stream.
template<class Visit> Status forEachStream(storage::Cursor &cursor, Visit visit)
{
    auto found = cursor.first();
    while (found && *found) {
        const QByteArray prefix = cursor.key().first(kPrefixSize).toByteArray();
        for (; found && *found && cursor.key().startsWith(prefix); found = cursor.next()) {
            auto keep = visit(cursor);
            LW_TRY(keep);
            if (!*keep)
                break;
        }
        if (found && *found && cursor.key().startsWith(prefix))
            found = cursor.seek(*prefixEnd(prefix));
    }
    return toStatus(found);
}

} // namespace

QByteArray streamPrefix(quint32 tableId, qint64 labelMs)
{
    return tablePrefix(tableId) + history::encodeTime(labelMs);
}

Result<storage::Dbi> openDatabase(storage::Txn &txn)
{
    return storage::Dbi::open(txn, kDatabaseName);
}

Status append(storage::Txn &txn, storage::Dbi records, const TableDefinition &table,
              const StreamChange &change)
{
    QByteArray key = streamPrefix(table.id, table.stream.labelMs);
    char seq[8];
    qToBigEndian<quint64>(quint64(change.seq), seq);
    key.append(seq, 8);
    const StreamViewType view = table.stream.viewType;
    const Item *oldImage = keepsOldImage(view) ? change.oldItem : nullptr;
    const Item *newImage = keepsNewImage(view) ? change.newItem : nullptr;
    const Item keys = keyOf(change.newItem ? *change.newItem : *change.oldItem, table.key);
    const qint64 size =
        itemSize(keys) + (oldImage ? change.oldSize : 0) + (newImage ? change.newSize : 0);
    QByteArray value;
    value.reserve(64 + (oldImage ? change.oldSize : 0) + (newImage ? change.newSize : 0) * 2);
    value += char(change.event());
    value += char(change.origin);
    value += char(view);
    append<qint64>(value, change.timeMs);
    append<quint32>(value, quint32(size));
    value += char((oldImage ? kOldImage : 0) | (newImage ? kNewImage : 0));
    appendSized(value, keys);
    if (oldImage)
        appendSized(value, *oldImage);
    if (newImage)
        storage::appendItem(value, *newImage);
    return storage::put(txn, records, key, value);
}

std::optional<StreamRecord> decode(QByteArrayView key, QByteArrayView value)
{
    if (key.size() != kPrefixSize + 8 || value.size() < kHeaderSize || quint8(value[0]) > 2 ||
        quint8(value[1]) > quint8(Origin::Consumer) ||
        quint8(value[2]) > quint8(StreamViewType::NewAndOldImages))
        return std::nullopt;
    StreamRecord r;
    r.seq = qint64(qFromBigEndian<quint64>(key.data() + kPrefixSize));
    r.event = StreamEvent(quint8(value[0]));
    r.origin = Origin(quint8(value[1]));
    r.viewType = StreamViewType(quint8(value[2]));
    r.timeMs = *recordTime(value);
    r.sizeBytes = qFromLittleEndian<quint32>(value.data() + 11);
    const char images = value[15];
    qsizetype at = kHeaderSize;
    auto keys = readSized(value, at);
    if (!keys)
        return std::nullopt;
    r.keys = std::move(*keys);
    if (images & kOldImage) {
        if (!(r.oldImage = readSized(value, at)))
            return std::nullopt;
    }
    if (images & kNewImage) {
        if (!(r.newImage = storage::decodeItem(value.sliced(at))))
            return std::nullopt;
    } else if (at != value.size()) {
        return std::nullopt;
    }
    return r;
}

Result<QList<StreamRecord>> read(storage::Txn &txn, storage::Dbi records, quint32 tableId,
                                 qint64 labelMs, qint64 afterSeq, int limit, qint64 maxBytes)
{
    auto page = readPage(txn, records, tableId, labelMs, afterSeq,
                         std::numeric_limits<qint64>::max(), limit, maxBytes);
    LW_TRY(page);
    return std::move(page->records);
}

Result<Page> readPage(storage::Txn &txn, storage::Dbi records, quint32 tableId, qint64 labelMs,
                      qint64 afterSeq, qint64 beforeMs, int limit, qint64 maxBytes)
{
    const QByteArray prefix = streamPrefix(tableId, labelMs);
    auto cursor = storage::Cursor::open(txn, records);
    LW_TRY(cursor);
    QByteArray from = prefix;
    char seq[8];
    qToBigEndian<quint64>(quint64(afterSeq) + 1, seq);
    from.append(seq, 8);
    Page out;
    qint64 bytes = 0;
    auto found = cursor->seek(from);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next()) {
        auto record = decode(cursor->key(), cursor->value());
        if (!record)
            return std::unexpected(corruptData(u"a stream record does not decode"_s));
        if (record->timeMs >= beforeMs)
            break;
        if (out.records.size() == limit ||
            (!out.records.isEmpty() && bytes + record->sizeBytes > maxBytes)) {
            out.nextSeq = record->seq;
            break;
        }
        bytes += record->sizeBytes;
        out.records << std::move(*record);
    }
    LW_TRY(found);
    return out;
}

Status forEachRecordTime(storage::Txn &txn, storage::Dbi records, quint32 tableId, qint64 labelMs,
                         const std::function<void(qint64, qint64)> &visit)
{
    return forEachEntry(
        txn, records, streamPrefix(tableId, labelMs),
        [&](QByteArrayView key, QByteArrayView value) -> Status {
            const auto timeMs = recordTime(value);
            if (!timeMs || key.size() != kPrefixSize + 8)
                return std::unexpected(corruptData(u"a stream record does not decode"_s));
            visit(qint64(qFromBigEndian<quint64>(key.data() + kPrefixSize)), *timeMs);
            return {};
        });
}

Status trim(storage::Txn &txn, storage::Dbi records, qint64 beforeMs)
{
    auto cursor = storage::Cursor::open(txn, records);
    LW_TRY(cursor);
    QList<QByteArray> old;
    // Records are in time order within a stream: each stream's old ones come first.
    auto walked = forEachStream(*cursor, [&](storage::Cursor &c) -> Result<bool> {
        const auto timeMs = recordTime(c.value());
        if (!timeMs)
            return std::unexpected(corruptData(u"a stream record does not decode"_s));
        if (*timeMs >= beforeMs)
            return false;
        old << c.key().toByteArray();
        return true;
    });
    if (!walked)
        return walked;
    *cursor = storage::Cursor();
    for (const QByteArray &key : std::as_const(old))
        LW_TRY(storage::del(txn, records, key));
    return {};
}

Status dropAfter(storage::Txn &txn, storage::Dbi records, qint64 afterMs)
{
    QList<QByteArray> newer;
    auto walked =
        forEachEntry(txn, records, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            const auto timeMs = recordTime(value);
            if (!timeMs)
                return std::unexpected(corruptData(u"a stream record does not decode"_s));
            if (*timeMs > afterMs)
                newer << key.toByteArray();
            return {};
        });
    if (!walked)
        return walked;
    for (const QByteArray &key : std::as_const(newer))
        LW_TRY(storage::del(txn, records, key));
    return {};
}

Status Module::follow(storage::Txn &txn, const ItemChange &change)
{
    if (!change.isNew() || !change.table.stream.enabled)
        return {};
    return append(txn, m_records, change.table,
                  StreamChange{change.seq, change.context.timeMs, change.context.origin,
                               change.oldItem, change.newItem, change.oldSize, change.newSize});
}

Status Module::clockMoved(storage::Txn &txn, qint64 clockMs)
{
    return trim(txn, m_records, clockMs - kRetentionMs);
}

Status Module::rewind(storage::Txn &txn, RewindState &state)
{
    return dropAfter(txn, m_records, state.toMs);
}

} // namespace lw::streamlog
