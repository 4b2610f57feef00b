#!/usr/bin/env bash
# Configures (once, Ninja if the build folder is new) and builds everything: both executables,
# every test and the benchmarks; or only the targets named as arguments (scripts/package.sh).
# Release with debug info. Build folder: $LWB_BUILD_DIR or build/.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${LWB_BUILD_DIR:-"$root/build"}
jobs=$(nproc 2>/dev/null || echo 2)

generator=()
if [[ ! -f "$build_dir/CMakeCache.txt" ]] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja) # an existing build folder keeps the generator it was made with
fi

targets=()
if [[ $# -gt 0 ]]; then
    targets=(--target "$@")
fi

cmake -S "$root" -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build_dir" --parallel "$jobs" "${targets[@]}"
