#!/usr/bin/env bash
# Build mtgdesk's one-folder bundle with PyInstaller, and the package a player installs.
#
#   packaging/build.sh                  from a clean checkout: a fresh virtual environment in
#                                       build/package-venv gets `pip install .[package]` (a wheel
#                                       of this checkout, PySide6, PyInstaller), then builds; the
#                                       wheel's rules engine is compiled by mypyc (MTGDESK_COMPILE=1,
#                                       about twice as fast: README, "Benchmarks"), or left as Python
#                                       sources, with a warning, where it can't be (no C compiler)
#   packaging/build.sh --python PY      builds with PY's environment instead, which must already
#                                       hold mtgdesk installed from a wheel of this checkout (not
#                                       editable) and PyInstaller (the tests do this)
#   --pure                              the engine as Python sources only (no compiler needed)
#   --dist DIR                          where the results go (default: dist)
#
# Results, in DIR:
#   mtgdesk/                 the bundle: mtgdesk/mtgdesk (mtgdesk.exe on Windows) runs the app
#   Linux:   mtgdesk-VERSION-linux-ARCH.tar.gz   the bundle with mtgdesk.desktop, icons and
#            install.sh (install.sh puts it in ~/.local; install.sh --uninstall removes it)
#   macOS:   mtgdesk.app, the application bundle
#   Windows: mtgdesk-VERSION-setup.exe when Inno Setup's iscc is on PATH (packaging/mtgdesk.iss)
# Icons (.png sizes, .ico, .icns) are drawn from assets/icon.svg at build time, into build/icons.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

python=""
dist="$repo/dist"
compile=1
while (($#)); do
    case $1 in
        --python) python=$2; shift 2 ;;
        --pure) compile=0; shift ;;
        --dist) dist=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
        -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

case $(uname -s) in
    Linux) platform=linux ;;
    Darwin) platform=macos ;;
    MINGW* | MSYS* | CYGWIN*) platform=windows ;;
    *) platform=other ;;
esac

if [[ -z $python ]]; then
    venv=$repo/build/package-venv
    "${PYTHON:-python3}" -m venv --clear "$venv"
    if [[ $platform == windows ]]; then python=$venv/Scripts/python.exe; else python=$venv/bin/python; fi
    # Not editable: the bundle must take mtgdesk's data as the wheel ships it.
    "$python" -m pip install --quiet --upgrade pip
    if ((compile)) && ! MTGDESK_COMPILE=1 "$python" -m pip install --quiet ".[package]"; then
        echo "build.sh: the rules engine could not be compiled (is a C compiler installed?):" \
            "building it as Python sources, which play about half as fast" >&2
        compile=0
    fi
    if ! ((compile)); then
        "$python" -m pip install --quiet ".[package]"
    fi
fi
# Which engine the bundle gets, for the build log.
"$python" -P -c 'from mtgdesk.engine import fastpaths; print("build.sh: rules engine",
    "compiled by mypyc" if fastpaths.COMPILED else "as Python sources")'

start=$SECONDS
icons=$repo/build/icons
rm -rf "$icons"
"$python" packaging/icons.py assets/icon.svg "$icons"

# -P and a working directory outside the checkout: PyInstaller must import the installed
# mtgdesk, never the checkout's sources.
work=$repo/build/pyinstaller
mkdir -p "$work"
(cd "$work" && MTGDESK_ICONS=$icons "$python" -P -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$work" "$repo/packaging/mtgdesk.spec")

bundle=$dist/mtgdesk
version=$("$python" -P -c 'import importlib.metadata as m; print(m.version("mtgdesk"))')
case $platform in
    linux)
        cp packaging/mtgdesk.desktop packaging/install.sh "$bundle/"
        chmod +x "$bundle/install.sh"
        rm -rf "$bundle/icons"
        cp -R "$icons/hicolor" "$bundle/icons"
        tarball=$dist/mtgdesk-$version-linux-$(uname -m).tar.gz
        tar -C "$dist" -czf "$tarball" mtgdesk
        echo "built $tarball"
        ;;
    macos)
        echo "built $dist/mtgdesk.app"
        ;;
    windows)
        if command -v iscc >/dev/null; then
            # iscc is a Windows program: it wants C:\ paths, not Git Bash's /c/ ones.
            iscc -Q "-DVersion=$version" "-DDist=$(cygpath -w "$dist")" "-DIcons=$(cygpath -w "$icons")" \
                packaging/mtgdesk.iss
            echo "built $dist/mtgdesk-$version-setup.exe"
        else
            echo "build.sh: Inno Setup's iscc is not on PATH: no installer, only the folder" >&2
        fi
        ;;
esac
size=$(du -sk "$bundle" | cut -f1)
echo "built $bundle ($((size / 1024)) MB) in $((SECONDS - start)) s"
