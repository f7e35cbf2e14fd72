#!/usr/bin/env bash
# Install mtgdesk for this user, from the unpacked Linux tarball (this script sits in it), or
# remove it again. Nothing needs root; nothing outside PREFIX is touched.
#
#   ./install.sh                 install into ~/.local (see PREFIX below), replacing an older one
#   ./install.sh --uninstall     remove what an install put there
#   ./install.sh --prefix DIR    use DIR instead of ~/.local (e.g. /opt/mtgdesk-root, as root)
#
# An install puts the program in PREFIX/lib/mtgdesk, a command in PREFIX/bin/mtgdesk, the menu
# entry in DATA/applications/mtgdesk.desktop and the icons in DATA/icons/hicolor, where DATA is
# $XDG_DATA_HOME (default ~/.local/share) for the default prefix and PREFIX/share otherwise.
# Uninstalling leaves the player's settings and saved game alone (they are in the user's
# configuration and data folders, ~/.config/mtgdesk and ~/.local/share/mtgdesk).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

prefix=""
action=install
while (($#)); do
    case $1 in
        --uninstall) action=uninstall; shift ;;
        --prefix) prefix=$2; shift 2 ;;
        -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
if [[ -z $prefix ]]; then
    prefix=$HOME/.local
    data=${XDG_DATA_HOME:-$HOME/.local/share}
else
    mkdir -p "$prefix"
    prefix=$(cd "$prefix" && pwd)
    data=$prefix/share
fi

app=$prefix/lib/mtgdesk
command=$prefix/bin/mtgdesk
desktop=$data/applications/mtgdesk.desktop
icons=$data/icons/hicolor
manifest=$app/installed-files.txt

refresh_caches() {
    # Menus and icon themes notice the change sooner; harmless where the tools are missing.
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [[ -f $icons/index.theme ]]; then
        gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
    fi
}

ours() {
    # Only what an install made is removed: the command link into $app, a menu entry running it.
    case $1 in
        "$command") [[ -L $command && $(readlink "$command") == "$app/mtgdesk" ]] ;;
        "$desktop") [[ -f $desktop ]] && grep -qF "Exec=\"$app/mtgdesk\"" "$desktop" ;;
    esac
}

uninstall() {
    if [[ -f $manifest ]]; then
        while IFS= read -r file; do
            [[ -n $file ]] && rm -f -- "$file"
        done <"$manifest"
    fi
    if ours "$command"; then rm -f -- "$command"; fi
    if ours "$desktop"; then rm -f -- "$desktop"; fi
    rm -rf -- "$app"
    # Remove the icon folders the install created, if they are now empty.
    find "$icons" -depth -type d -empty -delete 2>/dev/null || true
    refresh_caches
}

if [[ $action == uninstall ]]; then
    uninstall
    echo "mtgdesk removed from $prefix (your settings and saved game are kept)"
    exit 0
fi

if [[ ! -x $here/mtgdesk || ! -d $here/_internal ]]; then
    echo "install.sh: run me from the unpacked mtgdesk folder (no $here/mtgdesk here)" >&2
    exit 1
fi
if [[ $here == "$app" ]]; then
    echo "install.sh: mtgdesk is already installed here; use --uninstall to remove it" >&2
    exit 1
fi

uninstall  # an older version, if any
mkdir -p "$app" "$(dirname "$command")" "$(dirname "$desktop")"
cp -R "$here/mtgdesk" "$here/_internal" "$here/install.sh" "$app/"
if [[ -e $command || -L $command ]]; then
    # Another mtgdesk (such as pip's console script): left alone; the menu entry still works.
    echo "install.sh: $command exists and is not an earlier install of this one: left as it is" >&2
else
    ln -s "$app/mtgdesk" "$command"
fi

: >"$manifest"
(cd "$here/icons" && find . -type f) | while IFS= read -r icon; do
    mkdir -p "$(dirname "$icons/$icon")"
    cp "$here/icons/$icon" "$icons/$icon"
    echo "$icons/${icon#./}" >>"$manifest"
done
# The menu entry runs the installed program by its full path: ~/.local/bin may not be on PATH.
sed "s|^Exec=mtgdesk|Exec=\"$app/mtgdesk\"|" "$here/mtgdesk.desktop" >"$desktop"
refresh_caches
echo "mtgdesk installed in $app; run it from the menu or as $command"
case ":$PATH:" in
    *":$(dirname "$command"):"*) ;;
    *) echo "($(dirname "$command") is not on your PATH: add it to run 'mtgdesk' by name)" ;;
esac
