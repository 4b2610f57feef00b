#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to a test report: installs missing packages, builds
# everything (benchmarks are built, not run), installs the SDK suite's npm packages and runs every
# test, widgets offscreen.
# Extra arguments go to ctest (e.g. -R tst_lwb, -V).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${LWB_BUILD_DIR:-"$root/build"}
jobs=$(nproc 2>/dev/null || echo 2)

bash "$root/scripts/deps.sh"
bash "$root/scripts/build.sh"

# The AWS SDK suite's npm packages (tests/sdk), exactly as package-lock.json pins them, installed
# again when the lock file is newer than the last install.
sdk="$root/tests/sdk"
if [[ ! "$sdk/node_modules/.package-lock.json" -nt "$sdk/package-lock.json" ]]; then
    (cd "$sdk" && npm ci --no-audit --no-fund)
fi

QT_QPA_PLATFORM=offscreen ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "$@"
