// DynamoDB's limit on how deeply documents nest. A top-level attribute is level 1; each map entry
// or list element is one level below its container. The service accepts a leaf at level 32 and
// refuses anything at level 33 with a ValidationException, on every path that writes an item.
//
// The item decoder (storage/itemcodec.h) reads deeper items than this so that a workspace written
// at the limit always reads back; the write path checks this limit first, so nothing the decoder
// cannot read is ever committed.
#pragma once

#include "attributevalue.h"
#include "error.h"

namespace lw {

inline constexpr int kMaxNestingLevels = 32;

// The deepest level any attribute of `item` reaches (0 for an empty item). Stops descending once
// past `stopAfter`, so a hostile item costs no more than the limit to measure.
int nestingLevels(const Item &item, int stopAfter = kMaxNestingLevels);

// ValidationException "Nesting Levels have exceeded supported limits: Attributes in the item have
// nested levels beyond supported limit" when `item` goes below level 32.
Status checkNesting(const Item &item);

} // namespace lw
