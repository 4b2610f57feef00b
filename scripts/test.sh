#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to a test report: installs missing packages, builds
# everything (benchmarks are built, not run) and runs every test, widgets offscreen.
# Extra arguments go to ctest (e.g. -R tst_lwb, -V).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${LWB_BUILD_DIR:-"$root/build"}
jobs=$(nproc 2>/dev/null || echo 2)

bash "$root/scripts/deps.sh"
bash "$root/scripts/build.sh"

QT_QPA_PLATFORM=offscreen ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "$@"
