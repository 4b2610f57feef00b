// Keys of a table in storage: the byte keys under which items and index entries are stored
// (DynamoDB's validation of keys is model/itemkeys.h's).
//
// Byte layout (FROZEN since workspace format 4; part(v) is storage/keycodec.h's encoding,
// keyBytes(v) model/keyhash.h's):
//   items   : tableId:u32be  hash(pk) [range(sk)]
//   indexes : tableId:u32be  indexId:u16be  hash(ipk) [range(isk)]  spread(pk, sk)  tableKey
//   stats   : tableId:u32be  indexId:u16be (0 = the table itself)
//             tableId:u32be  0xFFFF  hash(pk)   (an item collection's size, itemstore.h)
//   hash(v)  := spread(v) 0x01 part(v)          if part(v) is at most 64 bytes
//             | spread(v) 0x02 sha1(part(v))    otherwise
//   spread(v)     := the first 3 bytes of MD5("Outliers" keyBytes(v))
//   spread(pk, sk) := the first 3 bytes of MD5("Outliers" keyBytes(pk) [keyBytes(sk)])
//   range(v) := part(v)                 if part(v) is at most 380 bytes
//             | part(v)[0..360) sha1(part(v))  otherwise
//   tableKey := hash(pk) [range(sk)]    if the whole entry key stays within 511 bytes
//             | sha1(hash(pk) [range(sk)])    otherwise
// spread is the service's hash of a partition key (dynalite's hashPrefix), so LMDB's order is the
// service's Scan order: partition keys by their hash, a partition's items together by sort key,
// and the entries sharing an index key by the hash of their table key, as dynalite orders them
// (docs/fidelity.md, "Scan order"). Keys of equal spread follow by part(v), as dynalite's follow
// by its own byte-ordered encoding; they differ only for long keys, which sort by their digest.
// Parallel Scan's segments are contiguous ranges of the spread's first 12 bits (scanSegmentOf).
// LMDB keys are limited to 511 bytes and DynamoDB's to 2048 + 1024, hence the digests: partition
// keys are only compared for equality, so digesting them loses nothing; sort keys keep byte order
// except between two values that share their first 360 encoded bytes. Index entries end with the
// table key so that items sharing index key values stay distinct.
// Format 3 stored the same keys without the spreads (keyupgrade.cpp).
#pragma once

#include "model/error.h"
#include "model/itemkeys.h"
#include "model/tabledefinition.h"

#include <QByteArray>
#include <QMap>
#include <QSet>

namespace lw {

QByteArray tablePrefix(quint32 tableId);
// The table an item's stored key belongs to (its tablePrefix); 0 for a key too short to have one.
quint32 tableIdOf(QByteArrayView itemKey);
// The table with this id in `tables`, or null.
const TableDefinition *tableWithId(const QMap<QString, TableDefinition> &tables, quint32 id);
QByteArray indexPrefix(quint32 tableId, quint16 indexId);
// The key `item` is stored under; `item` must hold the table's key attributes, of their types
// (validateItem checked it). `partitionHash`, when given, receives the partitionKeyHash
// (model/keyhash.h) of its partition key, which the key is built from: the throughput limits
// charge by it, and hashing once is a tenth of a GetItem.
QByteArray itemKeyBytes(const TableDefinition &table, const Item &item,
                        quint64 *partitionHash = nullptr);
// As itemKeyBytes, for an item read from storage, which may not hold them (damaged or crafted
// bytes, as a bundle can carry): none then.
std::optional<QByteArray> storedItemKeyBytes(const TableDefinition &table, const Item &item,
                                             quint64 *partitionHash = nullptr);
// Null when the item has no entry in the index: an index key attribute is missing, or (for
// entries written before a schema check) of another type. This is what makes indexes sparse.
// Null too for an item without its table key attributes, which only stored bytes can be.
std::optional<QByteArray> indexKeyBytes(const TableDefinition &table, const IndexDefinition &index,
                                        const Item &item);
QByteArray statsKeyBytes(quint32 tableId, quint16 indexId);
// The stats key of the item collection with this partition key value: longer than any
// statsKeyBytes(), so the two never meet, and under the table's prefix, so that what drops a
// table's statistics drops its collections' sizes too.
QByteArray collectionKeyBytes(quint32 tableId, const AttributeValue &partitionValue);
// What every collectionKeyBytes() of the table starts with.
QByteArray collectionsPrefix(quint32 tableId);

// The item key as format 3 stored it: without the spread of its partition key. The sweeper draws
// each item's lag from these bytes (ttlqueue.cpp), so that every lag, and with it every replay,
// stayed what it was when the spread came in. Bytes too short to hold a spread come back as they
// are.
QByteArray unspreadItemKey(QByteArrayView itemKey);

// Parallel Scan as the service cuts it (dynalite's scan): the first 12 bits of the spread, 4096
// values, in `total` contiguous ranges, segment s starting at ceil(4096 s / total). The segment of
// `total` that items with this partition key value are in.
qint64 scanSegmentOf(const AttributeValue &partitionValue, qint64 total);
// The keys of one segment under `prefix` (a tablePrefix() or an indexPrefix()): from `lower`
// (inclusive) to `upper` (exclusive; none: to the end of the prefix, which the caller bounds).
struct SegmentBounds
{
    QByteArray lower;
    std::optional<QByteArray> upper;
};
SegmentBounds scanSegmentBounds(const QByteArray &prefix, qint64 segment, qint64 total);
// The keys under `prefix` whose spread can belong to a partitionKeyHash in [firstHash, lastHash]
// (the spread is the hash's top 24 bits): from the spread of `firstHash` (inclusive) to the one
// after that of `lastHash` (exclusive; none: to the end of the prefix, which the caller bounds).
// Keys of the two end spreads may hash outside the range: callers check each key's hash.
SegmentBounds hashRangeBounds(const QByteArray &prefix, quint64 firstHash, quint64 lastHash);

// Where the items (or index entries) with one partition key value are stored: every key that
// starts with these bytes, ordered by sort key.
QByteArray partitionPrefix(const TableDefinition &table, const IndexDefinition *index,
                           const AttributeValue &partitionValue);
// Bytes to bound a sort key range by, appended to a partitionPrefix(). Stored sort keys compare
// with them as the values compare, except that long values are cut to their first 360 encoded
// bytes (where stored keys stop sorting exactly), so a range built from them may hold a few
// extra items and callers check each sort key exactly. With `asPrefix` (begins_with on S or B)
// the bytes every value starting with `value` begins with.
QByteArray sortKeyBound(const AttributeValue &value, bool asPrefix = false);

} // namespace lw
