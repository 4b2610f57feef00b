// DynamoDB's item size formula, used by the 400 KB item limit, the 1 MB Query/Scan page and
// capacity units. Fitted to the service (docs/fidelity.md): names count their UTF-8
// bytes; S is UTF-8 bytes, B raw bytes, N per Number::sizeBytes(), BOOL and NULL 1 byte, sets the
// sum of their members, a list 3 bytes plus 1 per element, a map 3 bytes plus 1 per entry.
#pragma once

#include "attributevalue.h"

namespace lw {

constexpr qint64 kMaxItemSizeBytes = 400 * 1024;

qint64 attributeSize(const AttributeValue &value);
// Sum over attributes of name bytes + value size.
qint64 itemSize(const Item &item);

} // namespace lw
