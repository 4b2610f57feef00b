// Compact binary encoding of whole items, as stored in the items and index sub-databases.
// JSON would be simpler but costs a parse per read; this stays close to raw LMDB speed.
//
// FROZEN on-disk grammar (version 1; changing it breaks every existing workspace):
//   item     := varint(count) { string(name) value }*        names in ascending order
//   value    := type:u8 payload                              type = AttributeValue::Type
//   payload  := S: string | N: Number::sortableKey() | B: bytes | BOOL: u8 (0/1) | NULL: (none)
//             | L: varint(count) value* | M: item
//             | SS: varint(count) string* | NS: varint(count) number* | BS: varint(count) bytes*
//   string   := varint(len) utf8 ;  bytes := varint(len) raw
//   varint   := LEB128, 7 bits per byte, low bits first
#pragma once

#include "model/attributevalue.h"

#include <QByteArray>

#include <optional>

namespace lw::storage {

// The deepest item decodeItem reads (a top-level attribute is level 1, as in model/nesting.h).
// Above the API's 32 so that anything the API accepted always reads back; deeper bytes are taken
// for corruption, which also bounds the decoder's recursion on hostile input.
inline constexpr int kMaxDecodedNestingLevels = 65;

QByteArray encodeItem(const Item &item);
void appendItem(QByteArray &out, const Item &item);
// nullopt when the bytes are not a well-formed item (corruption; `lwb verify` reports it).
std::optional<Item> decodeItem(QByteArrayView bytes);

} // namespace lw::storage
