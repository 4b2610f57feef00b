#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to the Debian package: installs missing packages,
# builds the two programs (not the tests) and packs what `cmake --install` lays out with CPack
# (resources/packaging.cmake) into $LWB_BUILD_DIR or build/:
# build/lifecycle-workbench_<version>-1_<arch>.deb. ctest's package_deb checks such a package.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${LWB_BUILD_DIR:-"$root/build"}

bash "$root/scripts/deps.sh"
# What the package holds: the programs, their compressed changelog and manual pages.
bash "$root/scripts/build.sh" lifecycle-workbench lwb package_files
cpack --config "$build_dir/CPackConfig.cmake" -B "$build_dir"
ls "$build_dir"/lifecycle-workbench_*.deb
