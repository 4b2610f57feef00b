#!/usr/bin/env bash
# scripts/fuzz.sh [TARGET] [SECONDS]
# Fuzzes one target of tests/fuzz/ with libFuzzer for SECONDS (default 600): `expression` (the
# default: the expression parser and evaluators, seeds in tests/fuzz/corpus), `bundle` (bundle
# import, seeds in tests/fuzz/corpus-bundle), `http` (the endpoint's HTTP framing, seeds in
# tests/fuzz/corpus-http), `partiql` (PartiQL statements and their translation, seeds in
# tests/fuzz/corpus-partiql) or `plain` (the endpoint's GetItem and PutItem read from their
# bytes, seeds in tests/fuzz/corpus-plain). `scripts/fuzz.sh 60` fuzzes expressions for a
# minute, as before targets had names. Configures build-fuzz/ with clang, AddressSanitizer and
# UBSan, builds fuzz_TARGET, runs it on a copy of its corpus and prints libFuzzer's summary.
# A crash, hang (10 s or more for one input) or sanitizer report ends with exit status != 0 and
# the input in build-fuzz/artifacts-TARGET/; copy it into the target's corpus folder under a name
# that says what it is, and its replay test (fuzz_replay, fuzz_replay_bundle in ctest) checks it
# from then on.
#
# Why clang 16 rather than the distribution's default clang 14: libstdc++'s std::expected, which
# the engine returns everywhere, needs conditionally trivial destructors (P0848), which clang
# implements from version 16 (see tests/fuzz/clang_stdexpected.h). Missing packages are installed
# as deps.sh does; set LWB_SKIP_DEPS=1 to skip that, LW_FUZZ_CLANG_VERSION to pick another clang.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=expression
if [[ $# -gt 0 && ! $1 =~ ^[0-9]+$ ]]; then
    target=$1
    shift
fi
seconds=${1:-600}
# Per target: its seeds, its options. A bundle input is a whole small workspace (a few KB to
# tens of KB); an import writes one in a temporary folder, so it has no dictionary of its own.
case $target in
expression)
    corpus="$root/tests/fuzz/corpus"
    target_options=(-dict="$root/tests/fuzz/expression.dict" -max_len=8192)
    ;;
bundle)
    corpus="$root/tests/fuzz/corpus-bundle"
    target_options=(-max_len=65536)
    ;;
http)
    corpus="$root/tests/fuzz/corpus-http"
    target_options=(-max_len=16384)
    ;;
partiql)
    corpus="$root/tests/fuzz/corpus-partiql"
    target_options=(-max_len=8192) # the service's longest statement
    ;;
plain)
    corpus="$root/tests/fuzz/corpus-plain"
    target_options=(-dict="$root/tests/fuzz/plain.dict" -max_len=4096)
    ;;
*)
    echo "fuzz.sh: unknown target $target (expression, bundle, http, partiql or plain)" >&2
    exit 64
    ;;
esac
version=${LW_FUZZ_CLANG_VERSION:-16}
build_dir="$root/build-fuzz"
jobs=$(nproc 2>/dev/null || echo 2)

bash "$root/scripts/deps.sh"
packages=("clang-$version" "libclang-rt-$version-dev")
if [[ "${LWB_SKIP_DEPS:-0}" != 1 ]]; then
    missing=()
    for package in "${packages[@]}"; do
        if [[ $(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null) != installed ]]; then
            missing+=("$package")
        fi
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        as_root=()
        [[ $(id -u) -eq 0 ]] || as_root=(sudo)
        echo "fuzz.sh: installing ${missing[*]}"
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y --no-install-recommends "${missing[@]}"
    fi
fi

# Everything, lwcore included, gets the sanitizers and libFuzzer's coverage instrumentation;
# only the fuzz_TARGET binaries link libFuzzer itself (tests/fuzz/CMakeLists.txt). UB aborts
# rather than logs, so the fuzzer stops on it. -fbracket-depth: reservedwords.cpp's 573-word
# std::array.
flags="-include $root/tests/fuzz/clang_stdexpected.h -fbracket-depth=1024"
flags+=" -fsanitize=address,undefined -fno-sanitize-recover=undefined"
flags+=" -fsanitize=fuzzer-no-link -fno-omit-frame-pointer"

generator=()
if [[ ! -f "$build_dir/CMakeCache.txt" ]] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
fi
CC="clang-$version" CXX="clang++-$version" cmake -S "$root" -B "$build_dir" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLW_FUZZ=ON -DLWB_WERROR=OFF \
    -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build "$build_dir" --parallel "$jobs" --target "fuzz_$target"

# The fuzzer adds what it finds to the first corpus folder: a copy, so the seeds stay as they are.
# It is kept between runs, so a second run goes on from the first; delete it to start over.
work="$build_dir/corpus-$target"
artifacts="$build_dir/artifacts-$target"
rm -rf "$artifacts"
mkdir -p "$work" "$artifacts"
cp -n "$corpus"/* "$work"/
log="$build_dir/fuzz-$target.log"
echo "fuzz.sh: fuzzing $target for $seconds s; log in $log"
# Reports name functions and lines only with a symbolizer; clang's own may be missing.
symbolizer=$(command -v "llvm-symbolizer-$version" || command -v llvm-symbolizer || true)
export ASAN_OPTIONS="external_symbolizer_path=$symbolizer"
export UBSAN_OPTIONS="print_stacktrace=1:external_symbolizer_path=$symbolizer"
status=0
"$build_dir/tests/fuzz/fuzz_$target" "$work" "${target_options[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?

grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true
stats='number_of_executed_units|average_exec_per_sec|new_units_added|slowest_unit_time_sec'
stats+='|peak_rss_mb'
grep -E "^stat::($stats)" "$log" || true
if [[ $status -ne 0 ]]; then
    report='ERROR: (libFuzzer|[A-Za-z]+Sanitizer)|runtime error:|^==[0-9]+=='
    grep -E -m1 -A40 "$report" "$log" || tail -40 "$log"
elif [[ -n $(ls -A "$artifacts") ]]; then
    # An input that ran 10 s or more but ended before libFuzzer's timeout alarm went off is
    # saved as slow-unit-* with exit status 0; it is a hang all the same.
    grep -E -A1 '^Slowest unit' "$log" || true
    status=1
fi
[[ -z $(ls -A "$artifacts") ]] || ls -l "$artifacts"
echo "fuzz.sh: corpus $(find "$work" -type f | wc -l) files; exit status $status"
exit "$status"
