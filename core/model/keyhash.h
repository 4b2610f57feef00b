// Where a partition key lands in the service's hash space: MD5 of "Outliers" followed by the key's
// bytes, as dynalite (db/index.js, hashPrefix) reproduces DynamoDB. The engine orders Scan and cuts
// parallel Scan segments by it (engine/tablekeys.h); the capacity model maps hashes to partitions
// by contiguous ranges (throughput/partitionmath.h), so a split halves one range.
#pragma once

#include "model/attributevalue.h"

#include <QByteArray>
#include <QByteArrayView>

namespace lw {

// The first 8 bytes, big-endian, of MD5("Outliers" + keyBytes). dynalite keeps the first 6 hex
// digits (the top 24 bits), and cuts Scan segments by the first 3 (the top 12).
quint64 partitionKeyHash(QByteArrayView keyBytes);
// The same over two keys' bytes one after the other, as dynalite hashes a table key (partition
// then sort key) to order index entries whose index keys are equal.
quint64 partitionKeyHash(QByteArrayView keyBytes, QByteArrayView moreBytes);

// The bytes that are hashed for a key attribute: an S's UTF-8, a B's raw bytes, an N in the
// service's binary number form (below). Other types cannot be keys: empty.
//   N zero     := 0x80
//   N nonzero  := exponent:u8 pair... [0x66 if negative with fewer than 20 pairs]
//   the digits, with a 0 put in front when the decimal exponent e (value = 0.d1d2... x 10^e) is
//   odd, read in pairs (a last lone digit d as d0): a pair p is p + 1, or 101 - p when negative;
//   exponent := (e rounded up to even) / 2 - 64, its bits inverted when negative (low 8 bits).
QByteArray partitionKeyBytes(const AttributeValue &key);

} // namespace lw
