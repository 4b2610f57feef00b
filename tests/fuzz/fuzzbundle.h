// The fuzz entry point for bundle import (core/bundle/bundle.h). Both the libFuzzer target
// (libfuzzer_main.cpp, clang only) and the corpus replay test (replay_main.cpp, every build)
// call it, so a reproducer saved into corpus-bundle/ runs in ctest exactly as the fuzzer ran it.
#pragma once

#include <cstddef>
#include <cstdint>

// Input layout: an input that starts "PK" is a zip archive, imported as it is. Any other is a
// list of entries, each
//   nameLength:u8 name contentsLength:u32le contents
// (a list cut short ends at the last whole entry), which become the entries of a zip, stored
// uncompressed with their true CRCs so that the fuzzer's changes reach the records and verify()
// rather than stopping at the archive's checks. tests/fuzz/make_bundle_corpus.py writes such
// inputs from real bundles (their manifest and db/ entries).
//
// Each input is imported into a new folder of a temporary one (in /dev/shm when there is one,
// so LMDB's syncs cost nothing), which is emptied afterwards. A refusal is a normal result.
// Aborts (so the fuzzer reports it) when a refusal has no message, or when an accepted bundle's
// workspace does not open or verify() finds it wrong; crashes, hangs and sanitizer reports are
// what the fuzzer looks for. Always returns 0.
int lwFuzzBundle(const uint8_t *data, size_t size);
