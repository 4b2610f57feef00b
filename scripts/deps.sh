#!/usr/bin/env bash
# Installs the Debian 12 packages Lifecycle Workbench needs to build, test and run, and only those
# that are missing: a machine that has them all is left alone (no apt-get update, no root needed).
# Set LWB_SKIP_DEPS=1 to skip this step (e.g. on a machine you manage yourself).
set -euo pipefail

if [[ "${LWB_SKIP_DEPS:-0}" == 1 ]]; then
    exit 0
fi

packages=(
    build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev  # Core, Gui, Widgets, Test; OpenGL for Charts
    qt6-charts-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools   # LinguistTools: lupdate, lrelease
    qt6-translations-l10n                              # Qt's own translations
    liblmdb-dev libquazip1-qt6-dev zlib1g-dev libgl-dev
    qtkeychain-qt6-dev                                 # File ▸ Connect…'s keys in the desktop keychain
    fonts-dejavu-core                                  # a font for offscreen rendering in tests
    zip unzip                                          # bench_bundle compares with them
    awscli curl                                        # the README's aws CLI examples (tests/sdk)
    python3 python3-boto3                              # tests/serve/lockout.py, tst_codegen
    jq                                                 # lwb export-code's shell programs (tst_lessoncode)
    golang-go golang-github-aws-aws-sdk-go-v2-dev      # lwb export-code's Go programs, built and run
    default-jdk-headless                               # javac's parser checks its Java programs
    wrk                                                # tests/bench/wrk/bench.py (by hand)
    desktop-file-utils appstream lintian               # tests/package: the .deb checked
)
# Node.js runs the AWS SDK suite (tests/sdk). A machine with a node of its own (e.g. NodeSource's)
# keeps it: Debian's is installed only when there is none.
if ! command -v node >/dev/null 2>&1; then
    packages+=(nodejs npm)
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "deps.sh: dpkg-query not found; this script knows Debian 12 only." >&2
    echo "Install the equivalents of: ${packages[*]}; then run with LWB_SKIP_DEPS=1." >&2
    exit 1
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != installed ]]; then
        missing+=("$package")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "deps.sh: all ${#packages[@]} packages are installed."
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "deps.sh: missing packages: ${missing[*]}" >&2
    echo "Run this script as root, or install sudo." >&2
    exit 1
fi

echo "deps.sh: installing ${missing[*]}"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
