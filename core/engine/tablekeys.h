// Keys of a table in storage: the byte keys under which items and index entries are stored
// (DynamoDB's validation of keys is model/itemkeys.h's).
//
// Byte layout (FROZEN; part(v) is storage/keycodec.h's encoding):
//   items   : tableId:u32be  hash(pk) [range(sk)]
//   indexes : tableId:u32be  indexId:u16be  hash(ipk) [range(isk)]  tableKey
//   stats   : tableId:u32be  indexId:u16be (0 = the table itself)
//             tableId:u32be  0xFFFF  hash(pk)   (an item collection's size, itemstore.h)
//   hash(v)  := 0x01 part(v)            if part(v) is at most 64 bytes
//             | 0x02 sha1(part(v))      otherwise
//   range(v) := part(v)                 if part(v) is at most 380 bytes
//             | part(v)[0..360) sha1(part(v))  otherwise
//   tableKey := hash(pk) [range(sk)]    if the whole entry key stays within 511 bytes
//             | sha1(hash(pk) [range(sk)])    otherwise
// LMDB keys are limited to 511 bytes and DynamoDB's to 2048 + 1024, hence the digests.
// Partition keys are only ever compared for equality (DynamoDB's Scan order is unspecified),
// so digesting them loses nothing; sort keys keep byte order except between two values that
// share their first 360 encoded bytes. Index entries end with the table key so that items
// sharing index key values stay distinct; their order among themselves is unspecified.
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
// (validateItem checked it).
QByteArray itemKeyBytes(const TableDefinition &table, const Item &item);
// As itemKeyBytes, for an item read from storage, which may not hold them (damaged or crafted
// bytes, as a bundle can carry): none then.
std::optional<QByteArray> storedItemKeyBytes(const TableDefinition &table, const Item &item);
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
