// Keys of a table: DynamoDB's key validation (with its exact texts) and the byte keys under
// which items and index entries are stored.
//
// Byte layout (FROZEN; see storage/keycodec.h for the parts):
//   items   : tableId:u32be  part(hash) [part(range)]
//   indexes : tableId:u32be  indexId:u16be  part(indexHash) [part(indexRange)]
//             part(tableHash) [part(tableRange)]
//   stats   : tableId:u32be  indexId:u16be (0 = the table itself)
// Index entries end with the table key so that items sharing index key values stay distinct
// and sort by table key within them.
#pragma once

#include "model/error.h"
#include "model/tabledefinition.h"

#include <QByteArray>

namespace lw {

// PutItem-style validation of a whole item: the table's key attributes present, of the declared
// type, non-empty and within 2048/1024 bytes; index key attributes, when present, of the declared
// type; the item within 400 KB.
Status validateItem(const Item &item, const TableDefinition &table);

// GetItem/DeleteItem-style validation of a key: exactly the key schema's attributes.
Status validateKey(const Item &key, const KeySchema &schema);

// The table's key attributes of `item` (which must have them).
Item keyOf(const Item &item, const KeySchema &schema);
// The key DynamoDB reports for an index entry: table key plus index key attributes.
Item indexEntryKeyOf(const Item &item, const TableDefinition &table, const IndexDefinition &index);

QByteArray tablePrefix(quint32 tableId);
QByteArray indexPrefix(quint32 tableId, quint16 indexId);
QByteArray itemKeyBytes(const TableDefinition &table, const Item &item);
// Null when the item has no entry in the index: an index key attribute is missing, or (for
// entries written before a schema check) of another type. This is what makes indexes sparse.
std::optional<QByteArray> indexKeyBytes(const TableDefinition &table, const IndexDefinition &index,
                                        const Item &item);
QByteArray statsKeyBytes(quint32 tableId, quint16 indexId);

// Decodes the table key parts that follow `pos` in a stored key; nullopt on corrupt bytes.
std::optional<Item> decodeKeyParts(QByteArrayView bytes, qsizetype &pos, const KeySchema &schema);

} // namespace lw
