#include "streams.h"

namespace lw::validation {

Shape streamArn()
{
    return string().minLength(37).maxLength(1024);
}

Shape shardId()
{
    return string().minLength(28).maxLength(65);
}

} // namespace lw::validation
