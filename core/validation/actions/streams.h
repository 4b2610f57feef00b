// Members the DynamoDB Streams actions share, with their documented lengths.
#pragma once

#include "validation/shape.h"

namespace lw::validation {

// A stream ARN: 37 to 1024 characters.
Shape streamArn();
// A shard id: 28 to 65 characters.
Shape shardId();

} // namespace lw::validation
