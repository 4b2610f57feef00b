#!/usr/bin/env bash
# Part of ctest package_deb (check_deb.sh): the .deb's Depends cover what its programs load. Every
# shared library the installed executables link directly (ELF NEEDED), and the Qt platform plugins
# the window loads at run time (xcb on an X11 desktop, offscreen for --screenshot), must come from
# a package the Depends field names: a library that is merely installed on this machine does not
# count. Libraries they need in turn are their packages' own dependencies.
#
#   tests/package/check_needed.sh DEB ROOT   (ROOT: the folder the .deb is installed in)
set -euo pipefail

deb=$1
root=$2

fail() {
    echo "check_needed: $*" >&2
    exit 1
}

# The package names of Depends, alternatives and versions dropped: "libc6 (>= 2.34), a | b" is
# "libc6 a b".
depends=" $(dpkg-deb -f "$deb" Depends | tr ',|' '\n\n' | sed -E 's/\(.*\)//; s/:any//; s/ //g' |
    tr '\n' ' ') "

# The package that installed `file` (with merged /usr, dpkg may list it under /lib or /usr/lib).
owner() {
    local file
    file=$(readlink -f "$1")
    for path in "$file" "${file#/usr}" "/usr$file"; do
        if found=$(dpkg-query -S "$path" 2>/dev/null); then
            echo "${found%%:*}"
            return
        fi
    done
    fail "no package owns $1"
}

# `file` comes from a dependency.
covered() {
    local file=$1 why=$2 package
    package=$(owner "$file")
    [[ "$depends" == *" $package "* ]] ||
        fail "$why $file comes from $package, which Depends does not name:$depends"
}

checked=0
qt_gui=
for program in lwb lifecycle-workbench; do
    binary="$root/usr/bin/$program"
    # Where the loader finds each library, as the installed program runs.
    resolved=$(ldd "$binary") || fail "ldd $binary failed"
    [[ "$resolved" != *"not found"* ]] || fail "$program: a library is missing:"$'\n'"$resolved"
    for soname in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        # "libz.so.1 => /lib/.../libz.so.1 (0x…)", or the loader's "/lib64/ld-linux-x86-64.so.2 (0x…)".
        file=$(awk -v name="$soname" '$1 == name { print $3 }
            $1 ~ ("/" name "$") { print $1 }' <<<"$resolved")
        [[ -n "$file" ]] || fail "$program: ldd does not say where $soname is"
        covered "$file" "$program needs $soname:"
        checked=$((checked + 1))
        [[ "$soname" != libQt6Gui.so.* ]] || qt_gui=$file
    done
done
[[ -n "$qt_gui" ]] || fail "lifecycle-workbench does not link libQt6Gui"

# The platform plugins lie beside Qt's libraries: <libdir>/qt6/plugins/platforms.
plugins="$(dirname "$(readlink -f "$qt_gui")")/qt6/plugins/platforms"
for plugin in libqxcb.so libqoffscreen.so; do
    [[ -f "$plugins/$plugin" ]] || fail "no $plugin in $plugins"
    covered "$plugins/$plugin" "the window loads"
    checked=$((checked + 1))
done
echo "Depends covers the $checked libraries and plugins the programs load"
