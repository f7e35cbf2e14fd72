#!/usr/bin/env bash
# Build the one-folder bundle dist/mtgdesk/ with PyInstaller, in a virtual environment of its own.
#   packaging/build.sh            -> dist/mtgdesk/mtgdesk (run it), plus the .desktop file and icon
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

python=${PYTHON:-python3}
venv=build/package-venv
"$python" -m venv --clear "$venv"
# Not editable: PyInstaller must find mtgdesk.assets and mtgdesk.translations as real packages.
"$venv/bin/python" -m pip install --quiet ".[package]"

# Compile the Qt Linguist sources, if any, so the bundle ships current .qm files.
shopt -s nullglob
sources=(translations/*.ts)
if ((${#sources[@]})); then
    lrelease=$("$venv/bin/python" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "lrelease"))')
    for source in "${sources[@]}"; do
        "$lrelease" "$source" -qm "${source%.ts}.qm"
    done
fi

"$venv/bin/pyinstaller" --noconfirm --clean \
    --distpath dist --workpath build/pyinstaller \
    packaging/mtgdesk.spec

cp packaging/mtgdesk.desktop dist/mtgdesk/
cp assets/icon.svg dist/mtgdesk/mtgdesk.svg
echo "built dist/mtgdesk/mtgdesk"
