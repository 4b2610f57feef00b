// libFuzzer's entry point (built only with -DLW_FUZZ=ON and clang; see scripts/fuzz.sh).
#include "fuzzexpression.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return lwFuzzExpression(data, size);
}
