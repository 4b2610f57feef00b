// The fuzz entry point for the endpoint's HTTP/1.1 framing (core/server/httpframer.h), the first
// code a client's bytes reach. Both the libFuzzer target (libfuzzer_main.cpp, clang only) and the
// corpus replay test (replay_main.cpp, every build) call it, so a reproducer saved into
// corpus-http/ runs in ctest exactly as the fuzzer ran it.
#pragma once

#include <cstddef>
#include <cstdint>

// Input layout: the first byte chooses how the rest is cut into the reads a socket would return
// (pieces of 1 + byte % 64 bytes, or all at once when it is 0); the rest is what a client sent.
// The framer, with small limits (4 KB of head, 64 KB of body) so that the fuzzer reaches them,
// must take every byte it is given, and each request it frames must hold exactly its announced
// body, a lower-case header name each and a version it accepts; a refusal must carry a status
// and a message, and the framer must refuse everything after it. Aborts (so the fuzzer reports
// it) when one of these fails. Always returns 0.
int lwFuzzHttp(const uint8_t *data, size_t size);
