#include "tablekeys.h"

#include "model/keyhash.h"
#include "storage/itemcodec.h"
#include "storage/keycodec.h"

#include <QCryptographicHash>

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// LMDB keys are at most 511 bytes, DynamoDB keys up to 2048 + 1024: long parts are shortened
// as described in tablekeys.h, keeping equality exact and order exact for all but range values
// that share their first 360 encoded bytes.
constexpr qsizetype kMaxLmdbKey = 511;
constexpr qsizetype kInlineHash = 64;
constexpr qsizetype kInlineRange = 380;
constexpr qsizetype kRangePrefix = 360;
constexpr qsizetype kSpread = 3;
constexpr qint64 kSegmentSpace = 4096; // the spread's first 12 bits

QByteArray digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

// The spread of a key hash (keyhash.h): its first kSpread bytes, written at `at`.
void writeSpread(QByteArray &out, qsizetype at, quint64 hash)
{
    char bytes[8];
    qToBigEndian(hash, bytes);
    std::copy_n(bytes, kSpread, out.data() + at);
}

void appendSpread(QByteArray &out, quint64 hash)
{
    out.append(kSpread, '\0');
    writeSpread(out, out.size() - kSpread, hash);
}

// Both parts are encoded in place and shortened afterwards when too long: keys are built on
// every read and write, and the common short key then costs no extra allocation. An S or B part
// without a 0x00 byte is its key bytes and their terminator, so the spread is hashed from the
// part itself, without converting the value a second time. Returns that hash (partitionKeyHash).
quint64 appendHashPart(QByteArray &out, const AttributeValue &value)
{
    const qsizetype spread = out.size();
    out.append(kSpread, '\0');
    const qsizetype marker = out.size();
    out.append('\x01');
    storage::appendKeyPart(out, value);
    const QByteArrayView part = QByteArrayView(out).sliced(marker + 1);
    const bool plain =
        value.type() != AttributeValue::Type::N && part.first(part.size() - 2).indexOf('\0') < 0;
    const quint64 hash = partitionKeyHash(plain ? part.first(part.size() - 2)
                                                : QByteArrayView(partitionKeyBytes(value)));
    writeSpread(out, spread, hash);
    if (out.size() - marker - 1 > kInlineHash) {
        const QByteArray sha = digest(out.sliced(marker + 1));
        out.truncate(marker);
        out.append('\x02');
        out.append(sha);
    }
    return hash;
}

void appendRangePart(QByteArray &out, const AttributeValue &value)
{
    const qsizetype start = out.size();
    storage::appendKeyPart(out, value);
    if (out.size() - start > kInlineRange) {
        const QByteArray sha = digest(out.sliced(start));
        out.truncate(start + kRangePrefix);
        out.append(sha);
    }
}

bool isIndexable(const Item &item, const KeyElement &element)
{
    auto it = item.find(element.name);
    return it != item.end() && it->second.type() == element.type && !isEmptyKeyValue(it->second);
}

// The attribute `element` names, when `item` holds it with the element's type and that type can
// be a key (S, N or B). Checked on every call, which costs what at() cost: items read from a
// damaged or crafted workspace can lack a key attribute or hold another type.
const AttributeValue *keyAttribute(const Item &item, const KeyElement &element)
{
    using T = AttributeValue::Type;
    auto it = item.find(element.name);
    if (it == item.end() || it->second.type() != element.type)
        return nullptr;
    const T type = element.type;
    return type == T::S || type == T::N || type == T::B ? &it->second : nullptr;
}

// False, with `out` partly written, when `item` lacks one of the schema's key attributes.
// `partitionHash`, when given, receives the partition key's partitionKeyHash.
bool appendKeyParts(QByteArray &out, const Item &item, const KeySchema &schema,
                    quint64 *partitionHash = nullptr)
{
    const AttributeValue *hash = keyAttribute(item, schema.hash);
    if (!hash)
        return false;
    const quint64 partition = appendHashPart(out, *hash);
    if (partitionHash)
        *partitionHash = partition;
    if (!schema.range)
        return true;
    const AttributeValue *range = keyAttribute(item, *schema.range);
    if (!range)
        return false;
    appendRangePart(out, *range);
    return true;
}

} // namespace

QByteArray tablePrefix(quint32 tableId)
{
    QByteArray out;
    storage::appendBigEndian32(out, tableId);
    return out;
}

quint32 tableIdOf(QByteArrayView itemKey)
{
    return itemKey.size() >= 4 ? qFromBigEndian<quint32>(itemKey.data()) : 0;
}

const TableDefinition *tableWithId(const QMap<QString, TableDefinition> &tables, quint32 id)
{
    for (const auto &table : tables)
        if (table.id == id)
            return &table;
    return nullptr;
}

QByteArray indexPrefix(quint32 tableId, quint16 indexId)
{
    QByteArray out = tablePrefix(tableId);
    storage::appendBigEndian16(out, indexId);
    return out;
}

QByteArray partitionPrefix(const TableDefinition &table, const IndexDefinition *index,
                           const AttributeValue &partitionValue)
{
    QByteArray out = index ? indexPrefix(table.id, index->id) : tablePrefix(table.id);
    appendHashPart(out, partitionValue);
    return out;
}

QByteArray sortKeyBound(const AttributeValue &value, bool asPrefix)
{
    QByteArray out;
    storage::appendKeyPart(out, value);
    if (asPrefix)
        out.chop(2); // the S / B terminator: longer values continue where it stood
    if (out.size() > kInlineRange || (asPrefix && out.size() > kRangePrefix))
        out.truncate(kRangePrefix);
    return out;
}

QByteArray statsKeyBytes(quint32 tableId, quint16 indexId)
{
    return indexPrefix(tableId, indexId);
}

QByteArray collectionsPrefix(quint32 tableId)
{
    return tablePrefix(tableId).append("\xff\xff", 2);
}

QByteArray collectionKeyBytes(quint32 tableId, const AttributeValue &partitionValue)
{
    QByteArray out = collectionsPrefix(tableId);
    appendHashPart(out, partitionValue);
    return out;
}

QByteArray unspreadItemKey(QByteArrayView itemKey)
{
    if (itemKey.size() < 4 + kSpread) // only damaged or crafted bytes
        return itemKey.toByteArray();
    return itemKey.first(4).toByteArray() + itemKey.sliced(4 + kSpread);
}

qint64 scanSegmentOf(const AttributeValue &partitionValue, qint64 total)
{
    const qint64 top = qint64(partitionKeyHash(partitionKeyBytes(partitionValue)) >> 52);
    return top * total / kSegmentSpace; // the last s with ceil(4096 s / total) <= top
}

SegmentBounds scanSegmentBounds(const QByteArray &prefix, qint64 segment, qint64 total)
{
    const auto bound = [&](qint64 s) {
        const qint64 top = (kSegmentSpace * s + total - 1) / total; // ceil(4096 s / total)
        QByteArray out = prefix;
        storage::appendBigEndian16(out, quint16(top << 4));
        return out;
    };
    SegmentBounds bounds{bound(segment), std::nullopt};
    if (segment + 1 < total)
        bounds.upper = bound(segment + 1);
    return bounds;
}

SegmentBounds hashRangeBounds(const QByteArray &prefix, quint64 firstHash, quint64 lastHash)
{
    const auto bound = [&](quint64 spread) {
        QByteArray out = prefix;
        for (qsizetype byte = kSpread - 1; byte >= 0; --byte)
            out.append(char(quint8(spread >> (8 * byte))));
        return out;
    };
    constexpr int kSpreadShift = 64 - 8 * kSpread;
    const quint64 last = lastHash >> kSpreadShift;
    SegmentBounds bounds{bound(firstHash >> kSpreadShift), std::nullopt};
    if (last + 1 < (quint64(1) << (8 * kSpread)))
        bounds.upper = bound(last + 1);
    return bounds;
}

QByteArray itemKeyBytes(const TableDefinition &table, const Item &item, quint64 *partitionHash)
{
    auto key = storedItemKeyBytes(table, item, partitionHash);
    Q_ASSERT_X(key, "itemKeyBytes", "the item lacks a key attribute");
    return key ? *std::move(key) : QByteArray();
}

std::optional<QByteArray> storedItemKeyBytes(const TableDefinition &table, const Item &item,
                                             quint64 *partitionHash)
{
    QByteArray out;
    out.reserve(64);
    storage::appendBigEndian32(out, table.id);
    if (!appendKeyParts(out, item, table.key, partitionHash))
        return std::nullopt;
    return out;
}

std::optional<QByteArray> indexKeyBytes(const TableDefinition &table, const IndexDefinition &index,
                                        const Item &item)
{
    if (!isIndexable(item, index.key.hash) ||
        (index.key.range && !isIndexable(item, *index.key.range)))
        return std::nullopt;
    QByteArray out = indexPrefix(table.id, index.id);
    QByteArray tableKey;
    if (!appendKeyParts(out, item, index.key) || !appendKeyParts(tableKey, item, table.key))
        return std::nullopt; // only a damaged or crafted item lacks its table key
    const AttributeValue *range = table.key.range ? keyAttribute(item, *table.key.range) : nullptr;
    appendSpread(out, partitionKeyHash(partitionKeyBytes(*keyAttribute(item, table.key.hash)),
                                       range ? partitionKeyBytes(*range) : QByteArray()));
    // The spread orders entries with equal index keys as the service does; the table key only
    // keeps them apart, so a digest may stand in for it when the whole key would be too long.
    out.append(out.size() + tableKey.size() <= kMaxLmdbKey ? tableKey : digest(tableKey));
    return out;
}

} // namespace lw
