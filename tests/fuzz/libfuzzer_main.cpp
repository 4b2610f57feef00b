// libFuzzer's entry point (built only with -DLW_FUZZ=ON and clang; see scripts/fuzz.sh), once
// per target: LW_FUZZ_HEADER and LW_FUZZ_ENTRY name the target's header and entry point.
#include LW_FUZZ_HEADER

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return LW_FUZZ_ENTRY(data, size);
}
