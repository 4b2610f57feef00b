// The fuzz entry point for the endpoint's plain GetItem and PutItem reader
// (core/api/plainrequests.h), which reads a client's body bytes without the JSON parser. Both the
// libFuzzer target (libfuzzer_main.cpp, clang only) and the corpus replay test (replay_main.cpp,
// every build) call it, so a reproducer saved into corpus-plain/ runs in ctest exactly as the
// fuzzer ran it.
#pragma once

#include <cstddef>
#include <cstdint>

// Input: the bytes of a request body, read as a GetItem and as a PutItem. Whatever either reader
// takes must be what the long way reads of the same body: the body parses as JSON, passes the
// validation layer, and the table name, key or item, consistency and capacity mode read from it
// are the plain reader's. Aborts (so the fuzzer reports it) when one differs. Always returns 0.
int lwFuzzPlain(const uint8_t *data, size_t size);
