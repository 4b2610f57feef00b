// Where a partition key lands: a stable 64-bit hash of its bytes. The model maps hashes to
// partitions by contiguous ranges (partitionmath.h), so a split halves one range and a later Scan
// can walk partitions in hash order.
#pragma once

#include "model/attributevalue.h"

#include <QByteArray>
#include <QByteArrayView>

namespace lw::throughput {

// The first 8 bytes, big-endian, of MD5("Outliers" + keyBytes). dynalite hashes keys the same
// way and keeps the first 6 hex digits, so the top 24 bits order keys as dynalite's Scan does.
quint64 partitionKeyHash(QByteArrayView keyBytes);

// The bytes that are hashed for a key attribute: an S's UTF-8, a B's raw bytes, an N's canonical
// decimal text (dynalite uses its own number encoding there). Other types cannot be keys: empty.
QByteArray partitionKeyBytes(const AttributeValue &key);

} // namespace lw::throughput
