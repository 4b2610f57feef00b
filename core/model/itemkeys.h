// DynamoDB's validation of items and keys against a table, with its exact texts, and the key
// attributes of an item. Values only: where those keys are stored is engine/tablekeys.h's.
#pragma once

#include "error.h"
#include "tabledefinition.h"

#include <QSet>

namespace lw {

// PutItem-style validation of a whole item: nested at most 32 levels (model/nesting.h), so every
// path that writes an item checks it before anything is written; the table's key attributes
// present, of the declared type, non-empty and within 2048/1024 bytes; index key attributes, when
// present, of the declared type; the item within 400 KB. Returns the item's DynamoDB size, which
// the write then stores.
Result<qint64> validateItem(const Item &item, const TableDefinition &table);

// No document path may go below a key attribute of the table or of an index: "Key attributes must
// be scalars; list random access '[]' and map lookup '.' are not allowed: Key: PK" (IndexKey: for
// an index's). `nested` are the attribute names paths go below.
Status checkScalarKeyPaths(const TableDefinition &table, const QSet<QString> &nested);

// GetItem/DeleteItem-style validation of a key: exactly the key schema's attributes.
Status validateKey(const Item &key, const KeySchema &schema);

// The table's key attributes of `item` (which must have them).
Item keyOf(const Item &item, const KeySchema &schema);
// The key DynamoDB reports for an index entry: table key plus index key attributes.
Item indexEntryKeyOf(const Item &item, const TableDefinition &table, const IndexDefinition &index);

// An empty S or B value, which no key attribute may hold (and which keeps an item out of an
// index). Inline: every write asks it for each index key of its item.
inline bool isEmptyKeyValue(const AttributeValue &value)
{
    return (value.type() == AttributeValue::Type::S && value.asString().isEmpty()) ||
           (value.type() == AttributeValue::Type::B && value.asBinary().isEmpty());
}

} // namespace lw
