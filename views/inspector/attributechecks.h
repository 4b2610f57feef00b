// DynamoDB's verdict on an item being edited, node by node, with DynamoDB's own texts. Nothing is
// re-implemented here: every text comes from the engine's validation, run on the piece of the item
// it is about. lw::attributeFromJson (core/model/attributejson.h) judges each value (bad numbers,
// bad base64, empty sets, duplicate members, …) and lw::validateItem (core/engine/tablekeys.h)
// what a PutItem checks about the item as a whole (the table's key attributes present, of their
// declared type and not empty, index key attributes of theirs, the 400 KB limit).
#pragma once

#include "common/tableinfo.h"

#include <QString>

namespace lw {

struct AttributeNode;

struct ItemVerdict
{
    QString message;   // DynamoDB's text; empty when a PutItem of the item would be accepted
    QString errorType; // "ValidationException" or "SerializationException"
    // The node the message is about (the deepest one saying it); null when it is about the whole
    // item: a missing key attribute, the item size.
    const AttributeNode *node = nullptr;
    qint64 sizeBytes = -1; // DynamoDB's size of the item (itemsize.h); -1 while a value is invalid
};

// Sets `error` and `errorType` on every node below `root` (the item) and returns the item's
// verdict: what DynamoDB would answer to a PutItem of it into `table`, the first error by its own
// order. A node carries what DynamoDB says about it alone: a scalar or set member its value, a
// set its members together (once each member is valid), a top-level attribute the table's or an
// index's key rules (once its value is valid). Maps and lists carry nothing of their own. With no
// key schema in `table` (unknown table) only the values are judged.
ItemVerdict checkItem(AttributeNode &root, const TableInfo &table);

} // namespace lw
