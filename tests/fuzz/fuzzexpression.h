// The one fuzz entry point for the expression grammars (core/expr). Both the libFuzzer target
// (libfuzzer_main.cpp, clang only) and the corpus replay test (replay_main.cpp, every build)
// call it, so a reproducer saved into corpus/ runs in ctest exactly as the fuzzer ran it.
#pragma once

#include <cstddef>
#include <cstdint>

// Input layout: byte 0 chooses the grammar, the rest is the expression as UTF-8 (invalid
// sequences become U+FFFD, as QString::fromUtf8 makes them):
//   'C' ConditionExpression   'F' FilterExpression   'K' KeyConditionExpression
//   'U' UpdateExpression      'P' ProjectionExpression
// Any other first byte picks one of the five by its value modulo 5, so every input is valid.
// Parses with a fixed set of placeholders (fuzzexpression.cpp), then evaluates what parsed
// against a fixed item: conditions with evaluate(), updates with applyUpdate(), projections
// with applyProjection(). Errors are normal results. Aborts (so the fuzzer reports it) only when
// an error is not a ValidationException with a message; crashes, hangs and sanitizer reports
// are what the fuzzer looks for. Always returns 0.
int lwFuzzExpression(const uint8_t *data, size_t size);
