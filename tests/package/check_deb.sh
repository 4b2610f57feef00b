#!/usr/bin/env bash
# ctest package_deb: builds the .deb from this build tree with CPack (resources/packaging.cmake)
# into a temporary folder and checks it as a distribution would: the desktop entry
# (desktop-file-validate) and the AppStream metadata (appstreamcli validate, no network) it
# carries are valid, lintian reports no error or warning, its dependencies are right (below),
# and once installed with dpkg into a fresh root (dpkg --root, no container) both programs run
# from it: `lwb --help` and `lifecycle-workbench --version`, the window in German from the
# catalogues the package installed.
#
#   tests/package/check_deb.sh BUILD_DIR
set -euo pipefail

build_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "check_deb: $*" >&2
    exit 1
}

for tool in cpack dpkg dpkg-deb desktop-file-validate appstreamcli lintian; do
    command -v "$tool" >/dev/null || fail "$tool not found (scripts/deps.sh installs it)"
done

cpack --config "$build_dir/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$work"/out/lifecycle-workbench_*.deb)
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KB)"
echo "Depends: $(dpkg-deb -f "$deb" Depends)"

dpkg-deb -x "$deb" "$work/files"
id=io.github.lifecycleworkbench.LifecycleWorkbench
desktop-file-validate "$work/files/usr/share/applications/$id.desktop" ||
    fail "desktop-file-validate refused the desktop entry"
appstreamcli validate --no-net "$work/files/usr/share/metainfo/$id.metainfo.xml" ||
    fail "appstreamcli refused the metainfo"
for size in 16x16 32x32 48x48 64x64 128x128 256x256; do
    [[ -s "$work/files/usr/share/icons/hicolor/$size/apps/$id.png" ]] || fail "no $size icon"
done

# Errors and warnings fail; a tag that is no defect here is overridden in the package, with the
# reason (resources/debian/lintian-overrides). Lintian refuses to run as root without --allow-root.
lintian_args=(--tag-display-limit 0)
[[ $(id -u) -ne 0 ]] || lintian_args+=(--allow-root)
lintian "${lintian_args[@]}" "$deb" >"$work/lintian.log" 2>&1 || true
cat "$work/lintian.log"
if grep -q '^[EW]: ' "$work/lintian.log"; then
    fail "lintian reports errors or warnings"
fi

# A fresh root: no files but the package's. Its dpkg database lists the packages installed on
# this machine, because the programs run from the root use this machine's libraries: so dpkg
# itself checks, without --force-depends, that every Depends entry (names, versions,
# alternatives) is satisfied by what is installed here, and refuses the package if one is not.
# Empty file lists stand for the packages' files, which are not in the root.
root="$work/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
cp /var/lib/dpkg/status "$root/var/lib/dpkg/status"
dpkg-query -W -f '${binary:Package}\n' | sed "s|.*|$root/var/lib/dpkg/info/&.list|" | xargs touch
dpkg --root="$root" --force-not-root --force-script-chrootless \
    --log=/dev/null -i "$deb" >"$work/dpkg.log" 2>&1 ||
    { cat "$work/dpkg.log" >&2; fail "dpkg could not install the package"; }
dpkg --root="$root" -s lifecycle-workbench | grep -q '^Status: install ok installed' ||
    fail "dpkg does not list the package as installed"
# ...and Depends names every package the programs' libraries and plugins come from.
bash "$(dirname "${BASH_SOURCE[0]}")/check_needed.sh" "$deb" "$root"

help=$("$root/usr/bin/lwb" --help) || fail "the installed lwb --help failed"
[[ "$help" == *"serve"* ]] || fail "the installed lwb --help printed no commands"
gui() { QT_QPA_PLATFORM=offscreen "$root/usr/bin/lifecycle-workbench" "$@"; }
version=$(gui --version)
[[ "$version" == *"$(dpkg-deb -f "$deb" Version | cut -d- -f1)"* ]] ||
    fail "the installed lifecycle-workbench --version printed '$version'"
echo "installed into a fresh root: lwb --help and lifecycle-workbench --version ($version) run"

# The translations are installed, and read from there before the copies compiled in: with the
# installed German catalogue swapped for English's, --language de speaks English.
catalogues="$root/usr/share/lifecycle-workbench/translations"
for language in de en; do
    [[ -s "$catalogues/lifecycle-workbench_$language.qm" ]] || fail "no $language catalogue"
done
# --workspace's line of the help, in German and in English.
[[ "$(gui --language de --help)" == *"Den Arbeitsbereich in <verzeichnis> öffnen."* ]] ||
    fail "the installed window does not speak German"
cp "$catalogues/lifecycle-workbench_en.qm" "$catalogues/lifecycle-workbench_de.qm"
[[ "$(gui --language de --help)" == *"Open the workspace in <dir>."* ]] ||
    fail "the installed window does not read its installed catalogues"
echo "the installed catalogues are read: $(cd "$catalogues" && echo *.qm)"
