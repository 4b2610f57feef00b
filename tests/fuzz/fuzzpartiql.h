// The one fuzz entry point for PartiQL (core/partiql): the libFuzzer target fuzz_partiql and the
// corpus replay test fuzz_replay_partiql (corpus-partiql/) both call it.
#pragma once

#include <cstddef>
#include <cstdint>

// Input: a statement as UTF-8 (invalid sequences become U+FFFD). Parses it; what parses is
// translated for a fixed table ("Tab": a string hash key, a number sort key, a GSI) with as many
// fixed parameters as it has `?` (cycling through every attribute type), and each request's
// expressions are parsed with its placeholders as the actions parse them (api/expressionparams.h).
// Errors are normal results. Aborts (so the fuzzer reports it) only when an error is not a
// ValidationException with a message; crashes, hangs and sanitizer reports are what the fuzzer
// looks for. Always returns 0.
int lwFuzzPartiql(const uint8_t *data, size_t size);
