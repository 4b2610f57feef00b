#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to the window: installs missing packages, builds,
# and starts the GUI on the default workspace. Arguments go to the GUI (e.g. --workspace DIR).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${LWB_BUILD_DIR:-"$root/build"}

bash "$root/scripts/deps.sh"
bash "$root/scripts/build.sh"

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    echo "run.sh: no display found; set DISPLAY, or QT_QPA_PLATFORM=offscreen to run headless." >&2
fi
exec "$build_dir/app/gui/lifecycle-workbench" "$@"
