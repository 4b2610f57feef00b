// Byte-comparable encoding of key attribute values, so that LMDB's default memcmp order is
// DynamoDB's order: S by UTF-8 bytes, B by bytes, N numerically.
//
// FROZEN on-disk grammar (changing it breaks every existing workspace):
//   part(S) := escaped(utf8(s)) 0x00 0x01
//   part(B) := escaped(bytes)   0x00 0x01
//   part(N) := Number::sortableKey()            (self-delimiting, see number.cpp)
//   escaped(x) := x with every 0x00 byte written as 0x00 0xFF
// The terminator 0x00 0x01 sorts below any continuation (0x00 0xFF or a byte >= 0x01 following
// the prefix), so a string sorts before every longer string it prefixes, and a part followed by
// more key bytes still sorts by the part first.
#pragma once

#include "model/attributevalue.h"

#include <QByteArray>

#include <optional>

namespace lw::storage {

// Valid for S, N and B values only (key attributes are scalars by schema).
void appendKeyPart(QByteArray &out, const AttributeValue &value);

// Decodes one part of the given type at data[pos], advancing pos. nullopt when the bytes are not
// a well-formed part (corruption).
std::optional<AttributeValue> decodeKeyPart(QByteArrayView data, qsizetype &pos,
                                            AttributeValue::Type type);

// Fixed-width big-endian integers, so numeric prefixes (table and index ids) sort numerically.
void appendBigEndian32(QByteArray &out, quint32 value);
void appendBigEndian16(QByteArray &out, quint16 value);

} // namespace lw::storage
